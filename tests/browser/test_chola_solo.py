"""The Chola Solo page in a real browser: Voila + Chromium (fixtures in conftest.py)."""

from __future__ import annotations

import pytest
from browser.clicks import click_canvas

from tulakit.chola.svg import space_xy
from tulakit.widgets.chola_board import CholaBoard

pytestmark = pytest.mark.browser

CANVAS = "canvas.chola-solo-game"
STATUS = ".chola-solo-game-box .status"
HAS_TEXT = "([sel, text]) => document.querySelector(sel).innerText.includes(text)"


def _click(page, x: float, y: float) -> None:
    click_canvas(page, CANVAS, x, y)


def test_solo_build_by_clicks_scores_and_runs_the_procedure(open_notebook, wait_painted) -> None:
    """?seed=5: choosing the face-up card and a space, then Build, plays the player's only
    decision (CHOLA-SO2); the status shows the points (CHOLA-SO1) and the procedure's next
    automatic step."""
    reference = CholaBoard(players=1, seed=5, show_controls=False)  # the same deal, in-process
    card_point = reference.scene.visible_point("up:1")
    assert card_point is not None
    reference.click(*card_point)
    first_space = min(reference.selection.targets)

    page = open_notebook("chola-solo.ipynb", seed=5)
    wait_painted(page, CANVAS, timeout=120_000)
    assert "Your turn" in page.locator(STATUS).inner_text()
    _click(page, *card_point)
    page.wait_for_function(HAS_TEXT, arg=[STATUS, "click a highlighted space"], timeout=30_000)
    _click(page, *space_xy(first_space))
    page.wait_for_function(HAS_TEXT, arg=[STATUS, "Build to play it"], timeout=30_000)
    page.locator(".chola-solo-game-box button.build").click()
    page.wait_for_function(HAS_TEXT, arg=[STATUS, "Scores: You"], timeout=30_000)
    status = page.locator(STATUS).inner_text()
    assert "step 1" in status and "The opponent 100" in status
    assert "Traceback" not in page.content()
