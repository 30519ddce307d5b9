"""The Chola Solo page in a real browser: Voila + Chromium (fixtures in conftest.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from browser.access import wait_drawn
from browser.chola_pages import click_region, wait_text
from browser.conftest import PageOpener

from tulakit.widgets.chola_board import CholaBoard

if TYPE_CHECKING:
    pass

pytestmark = pytest.mark.browser

BOARD = ".chola-solo-game"
BOX = ".chola-solo-game-box"
STATUS = f"{BOARD} .status"


def test_solo_build_by_clicks_scores_and_runs_the_procedure(open_page: PageOpener) -> None:
    """?seed=5: choosing the face-up card and a space, then Build, plays the player's only
    decision (CHOLA-SO2); the status shows the points (CHOLA-SO1) and the procedure's next
    automatic step. A solo board shows no Pick, Replace or Draw (it never uses them)."""
    reference = CholaBoard(players=1, seed=5, show_controls=False)  # the same deal
    reference.press("up:1")
    assert reference.selection is not None
    first_space = min(reference.selection.targets)

    page = open_page("chola-solo.ipynb", seed=5)
    wait_drawn(page, BOARD, timeout=180_000)
    assert "Your turn" in page.locator(STATUS).inner_text()
    for name in ("pick", "replace", "draw-stack"):
        assert page.locator(f"{BOX} button.{name}").is_hidden()
    assert page.locator(f"{BOX} button.build").is_visible()
    click_region(page, BOARD, "up:1")
    wait_text(page, STATUS, "choose a highlighted space")
    click_region(page, BOARD, first_space)
    wait_text(page, STATUS, "Build to play it")
    page.locator(f"{BOX} button.build").click()
    wait_text(page, STATUS, "scores now You")
    status = page.locator(STATUS).inner_text()
    assert "step 1" in status and "Opponent 100" in status
    assert "Traceback" not in page.content()
