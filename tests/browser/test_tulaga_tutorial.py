"""The Tulaga tutorial page in a real browser: Voila + Chromium (fixtures in conftest.py)."""

from __future__ import annotations

import re
import shutil
import time
from pathlib import Path

import pytest
from browser.clicks import click_canvas

from tulakit.tulaga import point
from tulakit.tulaga.svg import point_xy

pytestmark = pytest.mark.browser

FULL = "canvas.tulaga-full-game"
FULL_STATUS = ".tulaga-full-game-box .status"
ROW = "canvas.tulaga-row-exercise"
ROW_BOX = ".tulaga-row-exercise-box"
REAP_BOX = ".tulaga-reap-exercise-box"
#: every exercise board of the notebook; each must be painted, not only the first
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
HAS_TEXT = "([sel, text]) => document.querySelector(sel).innerText.includes(text)"
#: JavaScript: the summed RGB of one canvas pixel
PIXEL_SUM = """([sel, x, y]) => { const d = document.querySelector(sel).getContext('2d')
    .getImageData(x, y, 1, 1).data; return d[0] + d[1] + d[2]; }"""

#: JavaScript: is one canvas pixel the green of a found point's ring (FOUND_COLOUR)?
IS_GREEN = """([sel, x, y]) => { const d = document.querySelector(sel).getContext('2d')
    .getImageData(x, y, 1, 1).data; return d[1] > 120 && d[0] < 80; }"""


def _click_point(page, selector: str, where: str) -> None:
    click_canvas(page, selector, *point_xy(point(where)))


def _wait_for_text(page, selector: str, text: str, timeout: float = 30_000) -> None:
    page.wait_for_function(HAS_TEXT, arg=[selector, text], timeout=timeout)


def _pixel_sum(page, selector: str, where: str) -> int:
    x, y = point_xy(point(where))
    # a little below and right of the centre: clear of a stone's shine
    return page.evaluate(PIXEL_SUM, [selector, int(x) + 6, int(y) + 6])


def test_tutorial_full_game_against_the_bot_and_exercises(
    open_notebook, wait_painted, tmp_path: Path
):
    """?bot=greedy&seed=3: the full-game board is painted, a click on e5 places Black's
    stone (TULAGA-3), the status changes and the greedy bot answers; the row exercise
    judges a click (TULAGA-4) and the reap exercise a button (TULAGA-6)."""
    started = time.monotonic()
    page = open_notebook("tulaga.ipynb", bot="greedy", seed=3)
    wait_painted(page, FULL, timeout=120_000)
    print(f"page.goto to full-game board painted: {time.monotonic() - started:.2f} s")
    for name in EXERCISES:
        wait_painted(page, f"canvas.tulaga-{name}-exercise")

    assert "Black (you) to move" in page.locator(FULL_STATUS).inner_text()
    assert _pixel_sum(page, FULL, "e5") > 450  # an empty point on a light square
    clicked = time.monotonic()
    _click_point(page, FULL, "e5")
    _wait_for_text(page, FULL_STATUS, "Black placed e5")
    _wait_for_text(page, FULL_STATUS, "(greedy bot) placed")
    print(f"click to bot answer shown: {time.monotonic() - clicked:.2f} s")
    status = page.locator(FULL_STATUS).inner_text()
    reply = re.search(r"White \(greedy bot\) placed ([a-i][1-9])", status)
    assert reply is not None and "Black (you) to move" in status
    # the black stone on e5 and the bot's white stone are both drawn
    page.wait_for_function(
        f"([sel, x, y]) => ({PIXEL_SUM})([sel, x, y]) < 180",
        arg=[FULL, *(int(v) + 6 for v in point_xy(point("e5")))],
    )
    page.wait_for_function(
        f"([sel, x, y]) => ({PIXEL_SUM})([sel, x, y]) > 600",
        arg=[FULL, *(int(v) + 6 for v in point_xy(point(reply.group(1))))],
    )

    _click_point(page, ROW, "a5")
    _wait_for_text(page, f"{ROW_BOX} .status", "b5 holds a white simple stone")
    x, y = point_xy(point("g5"))
    ring = [ROW, int(x) + 25, int(y)]
    assert not page.evaluate(IS_GREEN, ring)
    _click_point(page, ROW, "g5")
    _wait_for_text(page, f"{ROW_BOX} .status", "g5 completes the row c5-g5")
    assert "1 of 1 found" in page.locator(f"{ROW_BOX} .score").inner_text()
    # the found point gets its green ring, painted in a clipped repaint of that spot
    page.wait_for_function(IS_GREEN, arg=ring)

    page.locator(f"{REAP_BOX} button", has_text="East").click()
    _wait_for_text(page, f"{REAP_BOX} .status", "reaping east takes 3 stones (the most)")

    body = page.locator("body").inner_text()
    # Voila replaces a failed cell's output by "There was an error when executing cell [n]"
    assert "There was an error" not in body and "Traceback" not in body
    shot = tmp_path / "tulaga-tutorial.png"
    page.screenshot(path=str(shot), full_page=True)
    if Path("/tmp/bshots").is_dir():  # a copy to look at by hand while developing
        shutil.copy(shot, "/tmp/bshots/voila-tulaga-tutorial.png")
    assert not [e for e in page.console_errors if "setAttr" in e]
