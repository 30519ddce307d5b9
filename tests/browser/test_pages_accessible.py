"""Every page for everyone, in a real Voila and Chromium (issue "Play anywhere"):
axe-core finds no serious or critical violation, and on a phone (390 CSS pixels wide,
touch) nothing is wider than the screen, every control of the widgets is at least 44 x 44
CSS pixels, and Tab shows where the focus is on every element it reaches."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from browser.access import phone_page
from browser.conftest import local_page
from browser.pages import (
    axe_findings,
    cut_placeholders,
    focus_unseen,
    small_targets,
    sticking_out,
    wait_rendered,
)

from tulakit.gallery import GAMES

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

pytestmark = pytest.mark.browser

#: every page, and how many boards it shows at least (its widgets are waited for)
PAGES = {
    "index.ipynb": 0,
    "rulings.ipynb": 0,
    "notation.ipynb": 0,
    "api.ipynb": 0,
    "tula.ipynb": 3,
    "tulaga.ipynb": 1,
    "chola-basic.ipynb": 1,
    "chola-expert.ipynb": 1,
    "chola-solo.ipynb": 1,
    "tula-play.ipynb": 1,
    "tulaga-play.ipynb": 1,
    "chola-play.ipynb": 1,
    "chola-expert-play.ipynb": 1,
}


def _open(page: Page, voila_url: str, notebook: str) -> None:
    page.goto(f"{voila_url}/voila/render/{notebook}", timeout=120_000)
    wait_rendered(page, PAGES[notebook])
    if notebook == "index.ipynb":  # its cards are HTML, not widgets
        assert page.locator(".game-card").count() == len(GAMES)
    if notebook == "rulings.ipynb":
        page.wait_for_function("() => document.body.innerText.includes('TULA-1')")


def test_every_page_is_listed() -> None:
    """The pages checked here are the pages there are: the index links them all."""
    from pathlib import Path

    folder = Path(__file__).resolve().parents[2] / "notebooks"
    assert sorted(PAGES) == sorted(p.name for p in folder.glob("*.ipynb"))
    linked = {card.tutorial for card in GAMES} | {card.quick_play for card in GAMES}
    assert linked <= set(PAGES)


@pytest.mark.parametrize("notebook", sorted(PAGES))
def test_axe_finds_nothing_serious_on_a_desktop(
    chromium: Browser, voila_url: str, notebook: str
) -> None:
    """1280 x 900, every widget rendered: no serious or critical axe-core violation."""
    with local_page(chromium, 1280, 900) as page:
        _open(page, voila_url, notebook)
        problems = axe_findings(page)
        assert not problems, "\n".join(problems)


@pytest.mark.parametrize("notebook", sorted(PAGES))
def test_phone_fits_targets_and_focus(chromium: Browser, voila_url: str, notebook: str) -> None:
    """390 x 844 with touch: the page does not scroll sideways and nothing of the outputs
    reaches past the screen's edge; no text box cuts its example text (the Expert move box
    did); the widgets' controls are 44 x 44 CSS pixels or more;
    every element Tab reaches shows a focus indicator; and axe-core is content here too."""
    with phone_page(chromium) as page:
        _open(page, voila_url, notebook)
        width = page.viewport_size["width"]
        problems: list[str] = []
        scroll = page.evaluate("document.scrollingElement.scrollWidth")
        if scroll > width:
            problems.append(f"the page is {scroll} CSS pixels wide")
        problems += [f"sticks out: {what}" for what in sticking_out(page)]
        problems += [f"example cut: {what}" for what in cut_placeholders(page)]
        problems += [f"too small: {what}" for what in small_targets(page)]
        reached, unseen = focus_unseen(page)
        problems += [f"focus not shown: {what}" for what in unseen]
        problems += [f"axe at {width} px: {what}" for what in axe_findings(page)]
        assert not problems, "\n".join(problems)
        assert reached >= PAGES[notebook]  # Tab reached the boards (and more) at least
