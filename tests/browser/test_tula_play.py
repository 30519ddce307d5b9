"""The quick-play page in a real browser: Voila + Chromium (see conftest.py)."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest
from browser.clicks import click_canvas

from tulakit.tula import new_game
from tulakit.tula.svg import STACK_TILE, STACK_X, STACK_Y, tula_scene

pytestmark = pytest.mark.browser

SEED = 7
BOARD = "canvas.board"
STATUS = ".status"
STACK_BOX = (STACK_X, STACK_Y, STACK_TILE, STACK_TILE)


def _click(page, point: tuple[float, float]) -> None:
    click_canvas(page, BOARD, *point)


def _status(page) -> str:
    return page.locator(STATUS).inner_text()


def test_quick_play_reveal_take_and_illegal_click(
    open_notebook, wait_painted, canvas_checksum, tmp_path: Path
) -> None:
    """Load ?seed=7 with auto-reveal off, reveal and take the top tile (TULA-6), then
    click a covered tile and read its explanation (TULA-2)."""
    started = time.monotonic()
    page = open_notebook("tula-play.ipynb", seed=SEED, auto_reveal=0)
    wait_painted(page, BOARD)
    print(f"page.goto to board painted: {time.monotonic() - started:.2f} s")
    assert page.locator(BOARD).bounding_box()["width"] == pytest.approx(520, abs=1)

    game = new_game(seed=SEED)  # the same deal, to know where to click and what to expect
    stack_before = canvas_checksum(page, BOARD, STACK_BOX)

    clicked = time.monotonic()
    _click(page, tula_scene(game).visible_point(23))
    page.wait_for_function(
        "([sel, text]) => document.querySelector(sel).innerText.includes(text)",
        arg=[STATUS, "Revealed tile 23"],
    )
    print(f"first click to status updated: {1000 * (time.monotonic() - clicked):.0f} ms")
    game.play("R23")
    assert canvas_checksum(page, BOARD, STACK_BOX) == stack_before  # revealing leaves the stack

    clicked = time.monotonic()
    _click(page, tula_scene(game).visible_point(23))
    page.wait_for_function(
        "([sel, text]) => document.querySelector(sel).innerText.includes(text)",
        arg=[STATUS, "starts the stack"],
    )
    print(f"second click to status updated: {1000 * (time.monotonic() - clicked):.0f} ms")
    game.play("T23")
    page.wait_for_function(
        "([sel, x, y, w, h, old]) => {"
        " const d = document.querySelector(sel).getContext('2d').getImageData(x, y, w, h).data;"
        " let s = 0; for (let i = 0; i < d.length; i++) s = (s * 31 + d[i]) % 1000000007;"
        " return s !== old; }",
        arg=[BOARD, *STACK_BOX, stack_before],
    )

    # Tile 14 lies under tiles 20 and 21 (TULA-2); click the part of it that shows.
    covered = tula_scene(game).visible_point(14)
    assert covered is not None
    _click(page, covered)
    page.wait_for_function(
        "([sel, text]) => document.querySelector(sel).innerText.includes(text)",
        arg=[STATUS, "still covered by tiles 20 and 21"],
    )
    assert game.explain_illegal("R14") in _status(page)

    shot = tmp_path / "tula-play.png"
    page.screenshot(path=str(shot), full_page=True)
    assert shot.stat().st_size > 10_000
    if Path("/tmp/bshots").is_dir():  # a copy to look at by hand while developing
        shutil.copy(shot, "/tmp/bshots/voila-tula-play.png")
    assert not [e for e in page.console_errors if "setAttr" in e]
