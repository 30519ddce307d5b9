"""The Chola Basic tutorial page in a real browser: Voila + Chromium (fixtures in conftest.py)."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest
from browser.clicks import click_canvas

from tulakit.chola import CholaGame
from tulakit.chola.board import space
from tulakit.chola.svg import chola_scene, space_xy

pytestmark = pytest.mark.browser

FULL = "canvas.chola-full-game"
BOX = ".chola-full-game-box"
STATUS = f"{BOX} .status"
BUILDING = "canvas.chola-building-exercise"
BUILDING_BOX = ".chola-building-exercise-box"
HAS_TEXT = "([sel, text]) => document.querySelector(sel).innerText.includes(text)"


def _click_at(page, selector: str, x: float, y: float) -> None:
    click_canvas(page, selector, x, y)


def _click_space(page, selector: str, where: str) -> None:
    _click_at(page, selector, *space_xy(space(where)))


def _wait_for_text(page, selector: str, text: str, timeout: float = 30_000) -> None:
    page.wait_for_function(HAS_TEXT, arg=[selector, text], timeout=timeout)


def test_basic_tutorial_full_game_build_by_clicks(open_notebook, wait_painted, tmp_path: Path):
    """?seed=3&bots=human,greedy: the full-game board is painted; choosing a card, a space
    and Build plays the build (CHOLA-A1, G2), the status shows the scores (CHOLA-P3) and
    the greedy bot answers; a click with no stone below is refused with the reason."""
    # the same deal as the page's, to find Brown's first card on the canvas
    game = CholaGame(2, seed=3)
    card = game.cards(0)[0]
    assert game.shape(card) == "pair_same"
    scene = chola_scene(game, seat=0, players=("", "greedy bot"))
    card_point = scene.visible_point(f"card:{card}")
    assert card_point is not None

    started = time.monotonic()
    page = open_notebook("chola-basic.ipynb", seed=3, bots="human,greedy")
    wait_painted(page, FULL, timeout=120_000)
    print(f"page.goto to full-game board painted: {time.monotonic() - started:.2f} s")
    wait_painted(page, BUILDING)
    assert "Brown to move" in page.locator(STATUS).inner_text()

    clicked = time.monotonic()
    _click_at(page, FULL, *card_point)
    _wait_for_text(page, STATUS, f"Card c{card} (pair_same")
    print(f"click to status updated: {time.monotonic() - clicked:.2f} s")
    _click_space(page, FULL, "0,0")
    _wait_for_text(page, STATUS, f"Shown: build c{card} brown@0,0 brown@1,0")
    page.locator(f"{BOX} button.build").click()
    _wait_for_text(page, STATUS, "Scores: Brown 0, White 0")
    _wait_for_text(page, STATUS, "(greedy bot for White)")
    status = page.locator(STATUS).inner_text()
    assert "Brown to move" in status and "Scores: Brown 0, White" in status
    # the score chart under the board was redrawn after the builds
    page.wait_for_selector(f"{BOX} .chola-score-chart :is(svg, img)", timeout=30_000)

    _click_space(page, FULL, "5,5")
    _wait_for_text(page, STATUS, "no stone below (5,5)")

    _click_space(page, BUILDING, "2,3")
    _wait_for_text(page, f"{BUILDING_BOX} .status", "no: no stone below (2,3) (CHOLA-G2)")

    body = page.locator("body").inner_text()
    # Voila replaces a failed cell's output by "There was an error when executing cell [n]"
    assert "There was an error" not in body and "Traceback" not in body
    shot = tmp_path / "chola-basic.png"
    page.screenshot(path=str(shot), full_page=True)
    if Path("/tmp/bshots").is_dir():  # a copy to look at by hand while developing
        shutil.copy(shot, "/tmp/bshots/voila-chola-basic.png")
    assert not [e for e in page.console_errors if "setAttr" in e]
