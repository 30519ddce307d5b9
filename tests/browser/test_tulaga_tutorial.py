"""The Tulaga tutorial page in a real browser: Voila + Chromium (fixtures in conftest.py)."""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from browser.access import shoot, wait_drawn
from browser.conftest import PageOpener, console_errors
from browser.tulaga_page import click_point, stone_on, wait_stone, wait_text

if TYPE_CHECKING:
    pass

pytestmark = pytest.mark.browser

FULL = ".tulaga-full-game"
FULL_STATUS = f"{FULL} .status"
ROW = ".tulaga-row-exercise"
ROW_BOX = ".tulaga-row-exercise-box"
REAP_BOX = ".tulaga-reap-exercise-box"
#: every exercise board of the notebook; each must be drawn, not only the first
EXERCISES = (
    "naming",
    "row",
    "perimeter",
    "rank-row",
    "rank-perimeter",
    "several",
    "win",
    "pile",
)


def test_tutorial_full_game_against_the_bot_and_exercises(
    open_page: PageOpener, tmp_path: Path
) -> None:
    """?bot=greedy&seed=3: the full-game board is drawn, a click on e5 places Black's
    stone (TULAGA-3), the status changes and the greedy bot (Casual) answers; the row exercise
    judges a click (TULAGA-4) and the reap exercise a button (TULAGA-6)."""
    started = time.monotonic()
    page = open_page("tulaga.ipynb", bot="greedy", seed=3)
    wait_drawn(page, FULL, timeout=180_000)
    print(f"page.goto to full-game board drawn: {time.monotonic() - started:.2f} s")
    for name in EXERCISES:
        wait_drawn(page, f".tulaga-{name}-exercise")

    assert "Black (you) to move" in page.locator(FULL_STATUS).inner_text()
    assert stone_on(page, FULL, "e5") == ""
    clicked = time.monotonic()
    click_point(page, FULL, "e5")
    wait_text(page, FULL_STATUS, "Black (you): placed e5")
    wait_text(page, FULL_STATUS, "(casual bot): placed")
    print(f"click to bot answer shown: {time.monotonic() - clicked:.2f} s")
    status = page.locator(FULL_STATUS).inner_text()
    reply = re.search(r"White \(casual bot\): placed ([a-i][1-9])", status)
    assert reply is not None and "Black (you) to move" in status
    # the black stone on e5 and the bot's white stone are both drawn
    wait_stone(page, FULL, "e5", "stone simple black")
    wait_stone(page, FULL, reply.group(1), "stone simple white")

    click_point(page, ROW, "a5")
    wait_text(page, f"{ROW_BOX} > .status", "b5 holds a white simple stone")
    found = page.locator(f"{ROW} .tk-picture g.found")
    assert found.count() == 0
    click_point(page, ROW, "g5")
    wait_text(page, f"{ROW_BOX} > .status", "g5 completes the row c5-g5")
    # the score is a widget of its own, updated after the status line: wait for it too
    wait_text(page, f"{ROW_BOX} .score", "Found!")
    # the found point gets its green ring
    page.wait_for_function(
        "(sel) => document.querySelectorAll(sel).length === 1",
        arg=f'{ROW} .tk-picture g.found[data-point="g5"]',
    )
    assert "g5: empty, found" in page.locator(f"{ROW} .tk-regions").inner_html()

    page.locator(f"{REAP_BOX} button", has_text="East").click()
    wait_text(page, f"{REAP_BOX} > .status", "reaping east takes 3 stones (the most)")

    body = page.locator("body").inner_text()
    # Voila replaces a failed cell's output by "There was an error when executing cell [n]"
    assert "There was an error" not in body and "Traceback" not in body
    shoot(page, "voila-tulaga-tutorial", tmp_path)
    assert not [e for e in console_errors(page) if "Failed to load resource" not in e]
