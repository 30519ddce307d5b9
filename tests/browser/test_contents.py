"""A long page has a contents list and ways back to it (issue 26: tutorials of 20,000 to
35,000 px had neither). tulakit-page.js builds them from the page's sections, so the test
reads the page as a visitor gets it, on a phone and a desktop."""

from __future__ import annotations

import pytest
from browser.conftest import Served, driven_page
from browser.pages import wait_rendered

pytestmark = pytest.mark.browser

#: JavaScript: each section heading's words, and the contents list's links and targets
SECTIONS = """() => ({
    headings: [...document.querySelectorAll('.jp-RenderedMarkdown h2[id]')]
        .map((h) => h.textContent.replace(/¶\\s*$/, '').trim()),
    links: [...document.querySelectorAll('#tk-contents li a')].map((a) => [a.textContent,
        !!document.getElementById(decodeURIComponent(a.hash.slice(1)))]),
    backs: document.querySelectorAll('a.tk-back').length,
})"""


#: both widths from Voila, and the phone's from the static site (its own template, the
#: same page script)
@pytest.mark.parametrize(
    ("served", "width"), [("voila", 390), ("voila", 1280), ("static", 390)], indirect=["served"]
)
def test_a_tutorial_lists_its_sections_and_leads_back(
    request: pytest.FixtureRequest, served: Served, width: int
) -> None:
    with driven_page(request, width, 844) as page:
        page.goto(served.page("tulaga.ipynb"), timeout=180_000)
        wait_rendered(page, timeout=240_000)
        page.wait_for_selector("#tk-contents", state="attached")
        found = page.evaluate(SECTIONS)
        assert len(found["headings"]) >= 4
        assert [text for text, _ in found["links"]] == found["headings"]
        assert all(there for _, there in found["links"]), found["links"]
        assert found["backs"] == len(found["headings"]) - 1
        # by the keyboard: open the list, follow the last section's link, come back
        page.locator("#tk-contents summary").focus()
        page.keyboard.press("Enter")
        last = page.locator("#tk-contents li a").last
        last.focus()
        page.keyboard.press("Enter")
        page.wait_for_function("() => location.hash.length > 1")
        back = page.locator("a.tk-back").last
        back.click()
        page.wait_for_function("() => location.hash === '#tk-contents'")
        assert page.locator("#tk-contents details").evaluate("d => d.open")
        box = page.locator("#tk-contents summary").bounding_box()
        assert box is not None and box["height"] >= 44 and -1 <= box["y"] < 844  # in sight


def test_the_rulings_list_every_ruling_under_its_game(
    request: pytest.FixtureRequest, voila_url: str
) -> None:
    """The rulings page (36,000 px on a phone) has three sections, one a game, that hold
    some fifty rulings: its contents list each ruling under its game, every link leading
    to it, with a way back before each game after the first (the page pass found none)."""
    with driven_page(request, 390, 844) as page:
        page.goto(f"{voila_url}/voila/render/rulings.ipynb", timeout=180_000)
        wait_rendered(page, timeout=240_000)
        page.wait_for_selector("#tk-contents", state="attached")
        found = page.evaluate(SECTIONS)
        assert len(found["headings"]) == 3
        games = page.evaluate(
            "[...document.querySelectorAll('#tk-contents > details > ol > li > a')]"
            ".map((a) => a.textContent)"
        )
        assert games == found["headings"]
        rulings = [text for text, _ in found["links"] if text not in games]
        assert len(rulings) >= 40 and any(text.startswith("TULA-7") for text in rulings)
        assert all(there for _, there in found["links"]), found["links"]
        assert found["backs"] == 2
