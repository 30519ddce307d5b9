"""The rulings and notation pages read as a player reads them (issue 26).

The notation page opened with a developer's check, ``str(game.parse_move(text)) == text``;
such checks are tests (``tests/test_notation_page.py``), not what a visitor reads. The test
reads each page as it is served, its visible text only, and fails if a line of it is a
check: a comparison, an assertion, a parser called by name, or a bare ``True`` or
``False`` as a cell's output would print it. The page's opening, above its first section,
says what the page is for in words: no Python call.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pytest
from browser.conftest import Served, driven_page
from browser.pages import wait_rendered

if TYPE_CHECKING:
    from browser.conftest import PageOpener

pytestmark = pytest.mark.browser

#: a line of a check: a comparison, an assertion, a parser called by name
CHECK = re.compile(r"==|\bassert\b|parse_move\(")
#: a line that is a bare truth value, as Python prints one
TRUTH = re.compile(r"\(?(True|False)(, (True|False))*\)?")
#: a Python call: ``game.parse_move(``, ``tula.new_game(``
CALL = re.compile(r"[A-Za-z_]\w*\.[A-Za-z_]\w*\(")

#: JavaScript: the visible text of the page's cells, and of its opening (the cells above
#: the first section heading)
TEXT = """() => {
    const cells = document.querySelector('#rendered_cells');
    const first = document.querySelector('.jp-RenderedMarkdown h2');
    let opening = '';
    for (const cell of cells.querySelectorAll('.jp-Cell')) {
        if (first && cell.contains(first)) break;
        opening += cell.innerText + '\\n';
    }
    return {all: cells.innerText, opening};
}"""


#: both pages from Voila; the static site's template hides code cells its own way, which
#: one of them shows
@pytest.mark.parametrize(
    ("served", "name"),
    [("voila", "rulings.ipynb"), ("voila", "notation.ipynb"), ("static", "rulings.ipynb")],
    indirect=["served"],
)
def test_the_page_shows_players_text_and_no_developer_check(
    open_page: PageOpener, name: str
) -> None:
    page = open_page(name)
    wait_rendered(page, timeout=180_000)
    page.wait_for_function("() => document.querySelectorAll('h2').length >= 3")
    text = page.evaluate(TEXT)
    lines = [line.strip() for line in text["all"].splitlines()]
    assert len(lines) > 100, lines[:5]  # the whole page was read
    checks = [line for line in lines if CHECK.search(line) or TRUTH.fullmatch(line)]
    assert not checks, f"{name} shows checks: {checks[:5]}"
    opening = text["opening"]
    assert "This page" in opening, opening  # says what the page is for
    assert not CALL.search(opening), f"{name} opens with Python: {opening[:400]}"


#: JavaScript: the text pictures and tables of the page's prose, as a phone shows them:
#: whether each picture keeps its lines (scrolling sideways in its own box), the tables'
#: code with a word cut over two lines (between two letters or digits), and how wide the
#: page is
LAID_OUT = """() => {
    const prose = '#rendered_cells .jp-RenderedMarkdown';
    const pres = [...document.querySelectorAll(`${prose} pre`)];
    const codes = [...document.querySelectorAll(`${prose} :is(td, th) code`)];
    const cut = [];
    for (const code of codes) {
        const text = code.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) continue;
        // the line each character is on; a break between two letters or digits cuts a
        // word (one after a hyphen, a comma or a bracket is a line's natural end)
        const top = (i) => {
            const range = document.createRange();
            range.setStart(text, i);
            range.setEnd(text, i + 1);
            const rect = range.getClientRects()[0];
            return rect ? Math.round(rect.top) : null;
        };
        for (let i = 1; i < text.data.length; i++) {
            const pair = text.data.slice(i - 1, i + 1);
            if (/^[A-Za-z0-9]{2}$/.test(pair) && top(i - 1) !== top(i)) cut.push(text.data);
        }
    }
    return {
        pictures: pres.length,
        wrapped: pres.filter((p) => getComputedStyle(p).whiteSpace !== 'pre').length,
        cut,
        codes: codes.length,
        pageWidth: document.documentElement.scrollWidth,
        // boxes that scroll: how many, and those a keyboard cannot reach or that have no name
        scrolling: [...document.querySelectorAll(`${prose} :is(pre, table)`)]
            .filter((box) => box.scrollWidth > box.clientWidth + 1)
            .map((box) => [box.tabIndex, box.getAttribute('aria-label') || '']),
    };
}"""


@pytest.mark.parametrize(
    ("served", "name"),
    [("voila", "notation.ipynb"), ("voila", "rulings.ipynb"), ("static", "notation.ipynb")],
    indirect=["served"],
)
def test_text_pictures_and_tables_keep_their_words_on_a_phone(
    request: pytest.FixtureRequest, served: Served, name: str
) -> None:
    """At 390 px a text picture (TULA-1's layers, the Chola temple, a record) keeps its
    lines and a table its words, each scrolling sideways in its own box: wrapped, the
    layers ran into each other and "calibrated80" read "calibrated8 0"."""
    with driven_page(request, 390, 844) as page:
        page.goto(served.page(name), timeout=180_000)
        wait_rendered(page, timeout=180_000)
        page.wait_for_function("() => document.querySelectorAll('h2').length >= 3")
        found = page.evaluate(LAID_OUT)
        assert found["pictures"] >= 3 and found["codes"] >= 10, found
        assert found["wrapped"] == 0 and found["cut"] == [], found
        assert found["pageWidth"] <= 390  # the boxes scroll, not the page
        # a box that scrolls is reached by Tab, named, and scrolled by the arrow keys
        assert found["scrolling"], found
        assert all(index == 0 and "scrolls sideways" in name for index, name in found["scrolling"])
        box = page.locator("#rendered_cells .jp-RenderedMarkdown [tabindex='0']").first
        box.focus()
        page.keyboard.press("ArrowRight")
        page.wait_for_function("(box) => box.scrollLeft > 0", arg=box.element_handle())
