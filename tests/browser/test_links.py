"""Every link between the served pages works, and the dark theme goes along (issue 14).

Starting at the index in the dark theme, the test opens every page a link leads to, as a
visitor following the links would (each page once, however many links lead there): each
answers 200, shows its cells, and is dark; every link it shows to another page of the
site carries ``theme=dark``; a link to ``page#anchor`` finds that anchor on the page. In
the end every notebook has been reached from the index.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import parse_qs, urlsplit

import pytest
from browser.conftest import local_page
from browser.pages import wait_rendered

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

pytestmark = [pytest.mark.browser, pytest.mark.slow]

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
RENDER = "/voila/render/"

#: JavaScript: every link on the page as [href attribute, resolved address, classes]
LINKS = "() => [...document.querySelectorAll('a[href]')].map(a => [a.getAttribute('href'), a.href, a.className])"
#: JavaScript: every element id on the page
IDS = "() => [...document.querySelectorAll('[id]')].map(e => e.id)"


def _visit(page: Page, url: str, *, dark: bool = True) -> None:
    reply = page.goto(url, timeout=120_000)
    assert reply is not None and reply.status == 200, f"{url}: {reply and reply.status}"
    wait_rendered(page)
    if "/index.ipynb" in url:  # its cards are an HTML output
        page.wait_for_selector(".game-card", timeout=60_000)
    assert ("theme-dark" in (page.locator("body").get_attribute("class") or "")) == dark, url


def test_every_link_leads_to_a_page_and_keeps_the_theme(page: Page, voila_url: str) -> None:
    start = f"{voila_url}{RENDER}index.ipynb?theme=dark"
    queue = [start]
    seen: dict[str, str] = {}  # notebook -> the address it was opened with
    ids: dict[str, set[str]] = {}
    wanted: list[tuple[str, str, str]] = []  # (from page, notebook, anchor)
    while queue:
        url = queue.pop(0)
        name = urlsplit(url).path.removeprefix(urlsplit(voila_url).path + RENDER)
        if name in seen:
            continue
        seen[name] = url
        _visit(page, url)
        # a page is read, not run: words for JupyterLab's readers stay out of it (issue 26)
        assert "run the cells" not in page.locator("body").inner_text().lower(), name
        ids[name] = set(page.evaluate(IDS))
        for href, address, classes in page.evaluate(LINKS):
            parts = urlsplit(address)
            if not address.startswith(voila_url) or "share-url" in classes:
                continue  # another site (Binder), or the Share link (tested elsewhere)
            if parts.scheme == "data":
                continue
            assert parts.path.startswith(urlsplit(voila_url).path + RENDER), (name, href)
            target = parts.path.rsplit("/", 1)[1]
            assert target.endswith(".ipynb"), (name, href)
            assert parse_qs(parts.query).get("theme") == ["dark"], f"{name} links {href}"
            if parts.fragment and target != name:
                wanted.append((name, target, parts.fragment))
            queue.append(address.split("#")[0])
    assert sorted(seen) == sorted(p.name for p in NOTEBOOKS.glob("*.ipynb"))
    missing = [w for w in wanted if w[2] not in ids[w[1]]]
    assert not missing, f"links to anchors the page does not have: {missing[:5]}"
    assert len(wanted) >= 5  # the tutorials cite rulings by their anchors


def test_a_click_on_a_link_keeps_the_theme(page: Page, voila_url: str) -> None:
    """A person's click, not an address typed by the test: the index's first "Learn it"."""
    _visit(page, f"{voila_url}{RENDER}index.ipynb?theme=dark")
    # a page of the site opens in the same tab (JupyterLab's renderer gave every link of
    # an output target=_blank, and the index opened each game in a new tab unsaid)
    with page.expect_navigation(timeout=120_000):
        page.locator(".game-card a", has_text="Learn it").first.click()
    assert len(page.context.pages) == 1
    assert urlsplit(page.url).path.endswith("/tula.ipynb")
    assert parse_qs(urlsplit(page.url).query).get("theme") == ["dark"]
    wait_rendered(page)
    assert "theme-dark" in (page.locator("body").get_attribute("class") or "")
    # no theme asked: the links stay as written
    _visit(page, f"{voila_url}{RENDER}index.ipynb", dark=False)
    assert page.locator('.game-card a[href="tula.ipynb"]').count() == 1


def test_the_index_links_read_apart_and_say_where_they_open(page: Page, voila_url: str) -> None:
    """Issue 26: a screen reader's list of links read four "Learn it" and four "Quick play"
    alike, and every game opened in a new tab without saying so."""
    _visit(page, f"{voila_url}{RENDER}index.ipynb", dark=False)
    links = page.locator(".game-card a")
    names = [links.nth(n).evaluate("a => a.getAttribute('aria-label') || a.textContent")
             for n in range(links.count())]  # fmt: skip
    assert len(names) >= 12 and len(set(names)) == len(names), names
    for n in range(links.count()):
        link = links.nth(n)
        new_tab = link.get_attribute("target") == "_blank"
        assert new_tab == ("new tab" in names[n]), names[n]
        assert link.inner_text().strip() in names[n]  # the name a voice user says works


#: JavaScript: each game card's box on the page, as [x, y, width, height], and the top of
#: its "Learn it" link
CARD_BOXES = """() => [...document.querySelectorAll('.game-card')].map((card) => {
    const box = card.getBoundingClientRect();
    const learn = [...card.querySelectorAll('a')].find((a) => a.textContent === 'Learn it');
    const link = learn.getBoundingClientRect();
    return [box.x, box.y, box.width, box.height, link.y].map(Math.round);
})"""


@pytest.mark.parametrize(("width", "columns"), [(1280, 4), (1100, 2), (390, 1)])
def test_the_index_cards_fill_rows_of_one_height(
    chromium: Browser, voila_url: str, width: int, columns: int
) -> None:
    """Issue 26: at 1280 px the cards stood three and one, each as tall as its own words.
    Now four games fill one row at 1280 px, two rows of two in a narrower window and one
    column on a phone; the cards of a row are as tall as the row, their links on one line,
    and none reaches past the page."""
    with local_page(chromium, width, 900) as page:
        _visit(page, f"{voila_url}{RENDER}index.ipynb", dark=False)
        boxes = page.evaluate(CARD_BOXES)
        rows: dict[int, list[list[int]]] = {}
        for box in boxes:
            rows.setdefault(box[1], []).append(box)
        assert [len(row) for row in rows.values()] == [columns] * (len(boxes) // columns), boxes
        for row in rows.values():
            assert len({box[3] for box in row}) == 1, f"uneven heights in a row: {row}"
            assert len({box[4] for box in row}) == 1, f"links on different lines: {row}"
        assert max(box[0] + box[2] for box in boxes) <= width, boxes
