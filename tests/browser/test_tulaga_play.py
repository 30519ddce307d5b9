"""The Tulaga play page in a real browser: Voila + Chromium (see conftest.py)."""

from __future__ import annotations

import re
import shutil
import time
from pathlib import Path

import pytest
from browser.clicks import click_canvas

from tulakit.tulaga import point
from tulakit.tulaga.svg import point_xy
from tulakit.tulaga.turn import TurnBuilder
from tulakit.widgets.tulaga_board import DEMO_POSITIONS

pytestmark = pytest.mark.browser

BOARD = "canvas.board"
STATUS = ".status"
BOARD_BOX = (24, 48, 416, 416)  # the board and its frame, in canvas pixels

#: JavaScript: the RGB of one canvas pixel
PIXEL = """([sel, x, y]) => Array.from(
    document.querySelector(sel).getContext('2d').getImageData(x, y, 1, 1).data).slice(0, 3)"""
WAIT_TEXT = "([sel, text]) => document.querySelector(sel).innerText.includes(text)"


def _click_point(page, where: str) -> None:
    click_canvas(page, BOARD, *point_xy(point(where)))


def _click_xy(page, xy: tuple[float, float]) -> None:
    click_canvas(page, BOARD, *xy)


def _wait_status(page, text: str, timeout: float = 30_000) -> None:
    page.wait_for_function(WAIT_TEXT, arg=[STATUS, text], timeout=timeout)


def _status(page) -> str:
    return page.locator(STATUS).inner_text()


def _brightness(page, where: str) -> int:
    x, y = point_xy(point(where))
    # a little below and right of the centre: clear of the stone's shine
    return sum(page.evaluate(PIXEL, [BOARD, int(x) + 6, int(y) + 6])) // 3


def _shot(page, tmp_path: Path, name: str) -> None:
    shot = tmp_path / name
    page.screenshot(path=str(shot), full_page=True)
    assert shot.stat().st_size > 10_000
    if Path("/tmp/bshots").is_dir():  # a copy to look at by hand while developing
        shutil.copy(shot, f"/tmp/bshots/{name}")


def test_place_a_stone_and_see_the_bot_answer(
    open_notebook, wait_painted, canvas_checksum, tmp_path: Path
) -> None:
    """Click e5 against the strong bot: the status says it is thinking, a click meanwhile
    is refused, and its answer (from its own thread) reaches the status and the pixels."""
    started = time.monotonic()
    page = open_notebook("tulaga-play.ipynb", bot="strong", colour="black", seed=1)
    wait_painted(page, BOARD)
    print(f"page.goto to board painted: {time.monotonic() - started:.2f} s")
    assert page.locator(BOARD).bounding_box()["width"] == pytest.approx(680, abs=1)
    assert _brightness(page, "e5") > 150  # an empty point on a light square
    corner = _brightness(page, "a1")
    before = canvas_checksum(page, BOARD, BOARD_BOX)

    clicked = time.monotonic()
    _click_point(page, "e5")
    _wait_status(page, "Black placed e5")
    print(f"click to status updated: {1000 * (time.monotonic() - clicked):.0f} ms")
    # wait for the black stone itself: a repaint is replayed over a few frames, so a
    # pixel that merely changed may belong to a half-drawn board
    page.wait_for_function(
        "([sel, x, y]) => { const d = document.querySelector(sel).getContext('2d')"
        ".getImageData(x, y, 1, 1).data; return d[0] + d[1] + d[2] < 180; }",
        arg=[BOARD, *(int(v) + 6 for v in point_xy(point("e5")))],
    )  # fmt: skip
    print(f"click to stone drawn: {1000 * (time.monotonic() - clicked):.0f} ms")
    # the strong bot takes most of its 1 s budget, in its own thread: the page still
    # answers, and refuses the click politely
    assert "is thinking" in _status(page)
    _click_point(page, "a1")
    _wait_status(page, "still thinking")
    _wait_status(page, "(strong bot) placed", timeout=20_000)
    print(f"click to bot reply shown: {time.monotonic() - clicked:.2f} s")
    reply = re.search(r"\(strong bot\) placed ([a-i][1-9])", _status(page))
    assert reply is not None
    page.wait_for_function(
        "([sel, x, y]) => { const d = document.querySelector(sel).getContext('2d')"
        ".getImageData(x, y, 1, 1).data; return d[0] + d[1] + d[2] > 600; }",
        arg=[BOARD, *(int(v) + 6 for v in point_xy(point(reply.group(1))))],
        timeout=10_000,
    )  # fmt: skip
    assert canvas_checksum(page, BOARD, BOARD_BOX) != before
    if reply.group(1) != "a1":
        assert _brightness(page, "a1") == corner  # the refused click placed nothing
    assert "Black placed a1" not in _status(page)
    assert "Black (you) to move" in _status(page)
    _shot(page, tmp_path, "voila-tulaga-bot.png")
    assert not [e for e in page.console_errors if "setAttr" in e]


def test_prepared_position_offers_a_tulaga_and_reaps(
    open_notebook, wait_painted, canvas_checksum, tmp_path: Path
) -> None:
    """?position=demo-row: a click on e5 offers the row a5-e5 (TULAGA-4); the rank point
    and a reap arrow are then picked by clicks and the reaped stones vanish (TULAGA-6)."""
    page = open_notebook("tulaga-play.ipynb", position="demo-row")
    wait_painted(page, BOARD)
    assert _brightness(page, "c7") > 200  # a white stone waiting to be reaped
    row_before = canvas_checksum(page, BOARD, (24, 240, 240, 50))
    _click_point(page, "e5")
    _wait_status(page, "makes the row a5-e5")
    page.wait_for_function(
        "([sel, old]) => { const d = document.querySelector(sel).getContext('2d')"
        ".getImageData(24, 240, 240, 50).data; let s = 0;"
        " for (let i = 0; i < d.length; i++) s = (s * 31 + d[i]) % 1000000007; return s !== old; }",
        arg=[BOARD, row_before],
    )  # the offered row is highlighted
    _shot(page, tmp_path, "voila-tulaga-offer.png")
    _click_point(page, "c5")  # a stone of the only Tulaga: claim it
    _wait_status(page, "click one of its five points")
    _click_point(page, "c5")  # the rank point
    _wait_status(page, "Rank stone on c5")
    _shot(page, tmp_path, "voila-tulaga-arrows.png")

    from tulakit.tulaga import TulagaGame
    from tulakit.tulaga.svg import REAP_KEYS, tulaga_scene

    game = TulagaGame()
    game.play_all(list(DEMO_POSITIONS["demo-row"]))
    builder = TurnBuilder(game)
    builder.place_at(point("e5"))
    builder.choose_tulaga(0)
    builder.choose_rank(point("c5"))
    arrow = tulaga_scene(game, builder=builder).visible_point(REAP_KEYS["N"])
    assert arrow is not None
    _click_xy(page, arrow)
    _wait_status(page, "reaped north (2 points)")
    page.wait_for_function(
        "([sel, x, y]) => { const d = document.querySelector(sel).getContext('2d')"
        ".getImageData(x, y, 1, 1).data; return d[0] + d[1] + d[2] < 600; }",
        arg=[BOARD, *(int(v) + 6 for v in point_xy(point("c8")))],
    )  # fmt: skip
    assert "White to move" in _status(page)
    _shot(page, tmp_path, "voila-tulaga-reaped.png")
    assert not [e for e in page.console_errors if "setAttr" in e]


def test_bot_opens_when_the_person_plays_white(open_notebook, wait_painted) -> None:
    """?bot=greedy&colour=white: the bot's first move, made while the notebook ran, is on
    the board when the page is painted."""
    started = time.monotonic()
    page = open_notebook("tulaga-play.ipynb", bot="greedy", colour="white", ranks=4)
    wait_painted(page, BOARD)
    _wait_status(page, "(greedy bot) placed")
    print(f"page.goto to board painted with the bot's opening: {time.monotonic() - started:.2f} s")
    reply = re.search(r"\(greedy bot\) placed ([a-i][1-9])", _status(page))
    assert reply is not None and "White (you) to move" in _status(page)
    assert _brightness(page, reply.group(1)) < 60  # a black stone where the bot played
