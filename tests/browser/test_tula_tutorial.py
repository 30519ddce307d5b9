"""The Tula tutorial page in a real browser: Voila + Chromium (fixtures in conftest.py)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from browser.access import shoot, wait_drawn
from browser.clicks import click_region
from browser.conftest import PageOpener, console_errors

from tulakit.tula import new_game

if TYPE_CHECKING:
    from playwright.sync_api import Page

pytestmark = pytest.mark.browser

SEED = 7
FULL = ".tula-full-game"
FULL_STATUS = f"{FULL} .status"
REVEAL = ".tula-reveal-exercise"
REVEAL_STATUS = f"{REVEAL} .status"
HAS_TEXT = "([sel, text]) => document.querySelector(sel).innerText.includes(text)"


def _wait_for_text(page: Page, selector: str, text: str) -> None:
    page.wait_for_function(HAS_TEXT, arg=[selector, text], timeout=60_000)


def _face(page: Page, board: str, position: int) -> str:
    """'face-up' or 'face-down': how the picture shows the tile at ``position``."""
    tile = page.locator(f"{board} .tk-picture g.tile[data-position='{position}']")
    return next(c for c in (tile.get_attribute("class") or "").split() if c.startswith("face-"))


def test_tutorial_full_game_and_reveal_exercise(open_page: PageOpener, tmp_path: Path) -> None:
    """?seed=7 deals the full game; the top tile is revealed and taken (TULA-6), a covered
    tile is refused with its reason (TULA-2), and the reveal exercise explains a tile with
    no free corner (TULA-4), turns a tile found face up and keeps the score."""
    started = time.monotonic()
    page = open_page("tula.ipynb", seed=SEED)
    wait_drawn(page, FULL, timeout=180_000)
    print(f"page.goto to full-game board drawn: {time.monotonic() - started:.2f} s")

    game = new_game(seed=SEED)  # the same deal, to know what to expect
    click_region(page, FULL, 23)
    _wait_for_text(page, FULL_STATUS, "Revealed tile 23")
    game.play("R23")
    click_region(page, FULL, 23)
    _wait_for_text(page, FULL_STATUS, "starts the stack")
    game.play("T23")
    page.wait_for_selector(f"{FULL} .tk-picture g.stack-top[data-tile='{game.top}']")
    click_region(page, FULL, 14)
    _wait_for_text(page, FULL_STATUS, "still covered by tiles 20 and 21")
    why = game.explain_illegal("R14")
    assert why is not None and why in page.locator(FULL_STATUS).inner_text()

    wait_drawn(page, REVEAL)
    click_region(page, REVEAL, 14)
    _wait_for_text(page, REVEAL_STATUS, "tile 14 has no free corner")
    assert _face(page, REVEAL, 14) == "face-down"
    click_region(page, REVEAL, 13)
    _wait_for_text(page, REVEAL_STATUS, "its top-left corner is free")
    # the score is a widget of its own, updated after the status line: wait for it too
    _wait_for_text(page, f"{REVEAL}-box .score", "1 of 4 found")
    page.wait_for_function(  # a tile found is turned face up, as a player reveals it
        "(sel) => document.querySelector(sel).classList.contains('face-up')",
        arg=f"{REVEAL} .tk-picture g.tile[data-position='13']",
    )

    body = page.locator("body").inner_text()
    # Voila replaces a failed cell's output by "There was an error when executing cell [n]"
    assert "There was an error" not in body and "Traceback" not in body
    shoot(page, "voila-tula-tutorial", tmp_path)
    # no script error; only the lab template's CDN stylesheet, blocked here, fails to load
    assert not [e for e in console_errors(page) if "net::ERR_FAILED" not in e]
