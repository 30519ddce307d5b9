"""The Tula tutorial page in a real browser: Voila + Chromium (fixtures in conftest.py)."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest
from browser.clicks import click_canvas

from tulakit.tula import lessons, new_game
from tulakit.tula.svg import tula_scene

pytestmark = pytest.mark.browser

SEED = 7
FULL = "canvas.tula-full-game"
FULL_STATUS = ".tula-full-game-box .status"
REVEAL = "canvas.tula-reveal-exercise"
REVEAL_STATUS = ".tula-reveal-exercise-box .status"
HAS_TEXT = "([sel, text]) => document.querySelector(sel).innerText.includes(text)"


def _click(page, selector: str, point: tuple[float, float]) -> None:
    click_canvas(page, selector, *point)


def _wait_for_text(page, selector: str, text: str) -> None:
    page.wait_for_function(HAS_TEXT, arg=[selector, text], timeout=30_000)


def test_tutorial_full_game_and_reveal_exercise(open_notebook, wait_painted, tmp_path: Path):
    """?seed=7 deals the full game; the top tile is revealed and taken (TULA-6), a covered
    tile is refused with its reason (TULA-2), and the reveal exercise explains a tile with
    no free corner (TULA-4) and keeps the score."""
    started = time.monotonic()
    page = open_notebook("tula.ipynb", seed=SEED)
    wait_painted(page, FULL, timeout=120_000)
    print(f"page.goto to full-game board painted: {time.monotonic() - started:.2f} s")

    game = new_game(seed=SEED)  # the same deal, to know where to click and what to expect
    _click(page, FULL, tula_scene(game).visible_point(23))
    _wait_for_text(page, FULL_STATUS, "Revealed tile 23")
    game.play("R23")
    _click(page, FULL, tula_scene(game).visible_point(23))
    _wait_for_text(page, FULL_STATUS, "starts the stack")
    game.play("T23")
    _click(page, FULL, tula_scene(game).visible_point(14))
    _wait_for_text(page, FULL_STATUS, "still covered by tiles 20 and 21")
    assert game.explain_illegal("R14") in page.locator(FULL_STATUS).inner_text()

    exercise = lessons.reveal_position()
    wait_painted(page, REVEAL)
    _click(page, REVEAL, tula_scene(exercise).visible_point(14))
    _wait_for_text(page, REVEAL_STATUS, "tile 14 has no free corner")
    _click(page, REVEAL, tula_scene(exercise).visible_point(13))
    _wait_for_text(page, REVEAL_STATUS, "its top-left corner is free")
    assert "1 of 4 found" in page.locator(".tula-reveal-exercise-box .score").inner_text()

    body = page.locator("body").inner_text()
    # Voila replaces a failed cell's output by "There was an error when executing cell [n]"
    assert "There was an error" not in body and "Traceback" not in body
    shot = tmp_path / "tula-tutorial.png"
    page.screenshot(path=str(shot), full_page=True)
    if Path("/tmp/bshots").is_dir():  # a copy to look at by hand while developing
        shutil.copy(shot, "/tmp/bshots/voila-tula-tutorial.png")
    assert not [e for e in page.console_errors if "setAttr" in e]
