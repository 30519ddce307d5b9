"""The Chola Basic tutorial page in a real browser: Voila + Chromium (fixtures in conftest.py).

Clicks are real mouse clicks at the centre of a region of the SVG board (the region's
outline is read from the page, so the test follows whatever layout the page chose).
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from browser.access import shoot, wait_drawn
from browser.chola_pages import click_region, record_status, smallest_text, wait_shown, wait_text
from browser.conftest import PageOpener, console_errors

from tulakit.chola import CholaGame, space
from tulakit.chola.svg import MIN_TEXT

if TYPE_CHECKING:
    pass

pytestmark = pytest.mark.browser

FULL = ".chola-full-game"
BOX = ".chola-full-game-box"
STATUS = f"{FULL} .status"
BUILDING = ".chola-building-exercise"
BUILDING_STATUS = ".chola-building-exercise-box > .status"


def test_basic_tutorial_full_game_build_by_clicks(open_page: PageOpener, tmp_path: Path) -> None:
    """?seed=3&bots=human,greedy: the full-game board is drawn; choosing a card, a space
    and Build plays the build (CHOLA-A1, G2), the status shows the scores (CHOLA-P3) and
    the greedy bot answers; a click with no stone below is refused with the reason."""
    game = CholaGame(2, seed=3)  # the same deal as the page's
    card = game.cards(0)[0]
    assert game.shape(card) == "pair_same"

    started = time.monotonic()
    page = open_page("chola-basic.ipynb", seed=3, bots="human,greedy")
    wait_drawn(page, FULL, timeout=180_000)
    print(f"page.goto to full-game board drawn: {time.monotonic() - started:.2f} s")
    wait_drawn(page, BUILDING)
    assert "Brown to move" in page.locator(STATUS).inner_text()
    assert smallest_text(page, FULL) >= MIN_TEXT - 0.01

    clicked = time.monotonic()
    click_region(page, FULL, f"card:{card}")
    wait_text(page, STATUS, f"Card c{card} (same-colour pair")
    print(f"click to status updated: {time.monotonic() - clicked:.2f} s")
    click_region(page, FULL, space("0,0"))
    # Brown holds one brown stone and two whites: the first pair shown is white
    wait_text(page, STATUS, f"Shown: card c{card}, white on (0,0) and (1,0)")
    record_status(page, FULL)
    page.locator(f"{BOX} button.build").click()
    wait_shown(page, "scores now Brown 2, White 0")
    wait_text(page, STATUS, "White (greedy bot): ")
    status = page.locator(STATUS).inner_text()
    assert "Brown to move" in status and "scores now Brown 2, White" in status
    # the stones are in the picture, and the score chart under the board was redrawn
    for where in ("0,0", "1,0"):
        page.wait_for_selector(f'{FULL} .tk-picture g.stone.white[data-space="{where}"]')
    page.wait_for_selector(f"{BOX} .chola-score-chart :is(svg, img)", timeout=30_000)

    click_region(page, FULL, space("5,5"))
    wait_text(page, STATUS, "no stone below (5,5)")

    click_region(page, BUILDING, space("2,3"))
    wait_text(page, BUILDING_STATUS, "No, there is no stone below (2,3) (CHOLA-G2)")

    body = page.locator("body").inner_text()
    # Voila replaces a failed cell's output by "There was an error when executing cell [n]"
    assert "There was an error" not in body and "Traceback" not in body
    shoot(page, "voila-chola-basic", tmp_path)
    assert not [e for e in console_errors(page) if "Error" in e and "favicon" not in e]
