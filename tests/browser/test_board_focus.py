"""The board as the keyboard and a finger meet it (issue 26): Tab brings a focus ring round
the board itself, not round a full-width strip, and the cursor shows at once, before any
arrow key; focus from a click shows no cursor (the pointer is where the player looks).
On a phone the status line that answers a tap is scrolled into view."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from browser.access import phone_page, tab_to, wait_drawn
from browser.clicks import click_region, tap_region
from browser.conftest import local_page

if TYPE_CHECKING:
    from playwright.sync_api import Browser

pytestmark = pytest.mark.browser

BOARD = ".tula-board"
SURFACE = f"{BOARD} .tk-surface"

#: JavaScript: the focusable surface's box and the picture's, and the cursor's outlines
BOXES = """(sel) => {
    const surface = document.querySelector(sel);
    const box = (e) => { const b = e.getBoundingClientRect();
        return [b.x, b.y, b.width, b.height].map(Math.round); };
    const style = getComputedStyle(surface);
    return {surface: box(surface), picture: box(surface.querySelector('.tk-picture')),
            cursor: surface.querySelectorAll('.tk-cursor polygon').length,
            ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2};
}"""


@pytest.mark.parametrize("width", [390, 1280])
def test_tab_rings_the_board_and_shows_the_cursor_at_once(
    chromium: Browser, voila_url: str, width: int
) -> None:
    with local_page(chromium, width, 900) as page:
        page.goto(f"{voila_url}/voila/render/tula-play.ipynb?seed=7", timeout=120_000)
        wait_drawn(page, BOARD)
        click_region(page, BOARD, 0)  # a click focuses the board: no cursor, no ring
        clicked = page.evaluate(BOXES, SURFACE)
        assert clicked["cursor"] == 0 and not clicked["ring"], clicked
        page.locator("body").click(position={"x": 2, "y": 2})  # focus away
        tab_to(page, SURFACE)
        tabbed = page.evaluate(BOXES, SURFACE)
        assert tabbed["ring"], tabbed
        assert tabbed["surface"] == tabbed["picture"], tabbed  # the ring goes round the board
        assert tabbed["cursor"] == 2, tabbed  # shown before any arrow key


def test_the_answer_to_a_tap_is_on_the_screen(chromium: Browser, voila_url: str) -> None:
    """At 390 x 844 px the Tula board is as tall as the screen: the status line under it
    ended at 852 px, out of sight, after a tap."""
    with phone_page(chromium) as page:
        page.goto(f"{voila_url}/voila/render/tula-play.ipynb?seed=7&auto_reveal=0")
        wait_drawn(page, BOARD)
        page.locator(SURFACE).scroll_into_view_if_needed()
        status = page.locator(f"{BOARD} .status")
        before = status.inner_text()
        tap_region(page, BOARD, 23)
        page.wait_for_function(
            "([sel, before]) => { const s = document.querySelector(sel);"
            " return s.innerText !== before"
            " && s.getBoundingClientRect().bottom <= window.innerHeight; }",
            arg=[f"{BOARD} .status", before],
        )
        picture = page.locator(f"{BOARD} .tk-picture").bounding_box()
        assert picture is not None and picture["y"] + picture["height"] > 0  # board still seen
