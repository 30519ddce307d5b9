"""The Tulaga play page in a real browser: Voila + Chromium (see conftest.py)."""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from browser.access import shoot, wait_drawn
from browser.conftest import PageOpener, console_errors
from browser.tulaga_page import (
    click_key,
    click_point,
    keep_said,
    picture_width,
    point_on_page,
    said,
    stone_on,
    wait_said,
    wait_stone,
    wait_text,
)

from tulakit.tulaga import TulagaGame, point
from tulakit.tulaga.levels import LEVELS, level_named
from tulakit.tulaga.svg import REAP_KEYS, tulaga_scene
from tulakit.tulaga.turn import TurnBuilder
from tulakit.widgets.board import Board
from tulakit.widgets.tulaga_board import DEMO_POSITIONS

if TYPE_CHECKING:
    from playwright.sync_api import Page

pytestmark = pytest.mark.browser

BOARD = ".tulaga-board"
STATUS = f"{BOARD} .status"


def _errors(page: Page) -> list[str]:
    """Console errors, less the requests off 127.0.0.1 that the tests abort on purpose."""
    return [e for e in console_errors(page) if "Failed to load resource" not in e]


def _status(page: Page) -> str:
    return page.locator(STATUS).inner_text()


def test_place_a_stone_and_see_the_bot_answer(open_page: PageOpener, tmp_path: Path) -> None:
    """Click e5 against the Master bot, which thinks for seconds: the board says it is busy,
    a click meanwhile is refused, and the bot's answer (from its own thread in Voila, from
    the kernel's event loop in the browser) reaches the status and the picture.

    The order is checked on conditions, whatever the machine's load: the second click is
    made once the board is busy (``aria-busy``), and every text of the status line is kept,
    so a refusal soon replaced by the bot's answer is still seen. (With Expert, clicked
    after the stone was drawn, a loaded machine once let the bot answer first.)"""
    started = time.monotonic()
    page = open_page("tulaga-play.ipynb", bot="master", colour="black", seed=1)
    wait_drawn(page, BOARD, timeout=180_000)
    print(f"page.goto to board drawn: {time.monotonic() - started:.2f} s")
    # a wide page keeps the designed size
    assert picture_width(page, BOARD) == 680
    box = page.locator(f"{BOARD} .tk-picture").bounding_box()
    assert box is not None and box["width"] == pytest.approx(680, abs=1)
    assert stone_on(page, BOARD, "e5") == ""

    keep_said(page, STATUS)
    clicked = time.monotonic()
    click_point(page, BOARD, "e5")
    page.wait_for_selector(f"{BOARD} .tk-surface[aria-busy='true']")
    click_point(page, BOARD, "a1")  # while the bot thinks: refused, politely
    wait_said(page, "still thinking")
    wait_said(page, "(master bot): placed", timeout=120_000)
    print(f"click to bot reply shown: {time.monotonic() - clicked:.2f} s")
    texts = said(page)
    placed = next(i for i, text in enumerate(texts) if "Black (you): placed e5" in text)
    refused = next(i for i, text in enumerate(texts) if "still thinking" in text)
    answered = next(i for i, text in enumerate(texts) if "(master bot): placed" in text)
    assert placed < refused < answered, texts
    assert any("is thinking" in text for text in texts[placed:refused]), texts
    assert not any("placed a1" in text for text in texts[:answered]), texts

    reply = re.search(r"\(master bot\): placed ([a-i][1-9])", texts[answered])
    assert reply is not None
    wait_stone(page, BOARD, reply.group(1), "stone simple white")
    assert stone_on(page, BOARD, "e5") == "stone simple black"
    if reply.group(1) != "a1":
        assert stone_on(page, BOARD, "a1") == ""  # the refused click placed nothing
    page.wait_for_selector(f"{BOARD} .tk-surface[aria-busy='false']")
    assert "Black (you) to move" in _status(page)
    shoot(page, "voila-tulaga-bot", tmp_path)
    assert not _errors(page)


def test_a_click_made_before_the_bots_move_was_shown_is_never_played(
    open_page: PageOpener,
) -> None:
    """Two clicks in a row against a bot, e5 then a1 before the page has heard anything
    back: the second is never played on a position the person has not seen. The page
    refuses it while it knows the bot thinks; else the kernel does, while the bot thinks
    (Voila) or once the bot has moved (in the browser, whose kernel hears the click only
    then), saying so with the bot's move still in the status line."""
    page = open_page("tulaga-play.ipynb", bot="expert", colour="black", seed=1)
    wait_drawn(page, BOARD, timeout=180_000)
    keep_said(page, STATUS)
    first, second = point_on_page(page, BOARD, "e5"), point_on_page(page, BOARD, "a1")
    page.mouse.click(*first)
    page.mouse.click(*second)
    wait_said(page, "(expert bot): placed", timeout=120_000)
    page.wait_for_function(
        "(stale) => window.tkSaid.some((s) => s.includes('still thinking') || s.includes(stale))",
        arg=Board.STALE_WORDS.split(",")[0],
    )
    page.wait_for_selector(f"{BOARD} .tk-surface[aria-busy='false']")
    texts = said(page)
    assert not any("Black (you): placed a1" in text for text in texts), texts
    reply = re.search(r"\(expert bot\): placed ([a-i][1-9])", _status(page))
    assert reply is not None, texts  # the bot's move is still said, after a refusal too
    wait_stone(page, BOARD, reply.group(1), "stone simple white")
    if reply.group(1) != "a1":
        assert stone_on(page, BOARD, "a1") == ""
    assert "Black (you) to move" in _status(page)
    assert not _errors(page)


def test_prepared_position_offers_a_tulaga_and_reaps(open_page: PageOpener, tmp_path: Path) -> None:
    """?position=demo-row: a click on e5 offers the row a5-e5 (TULAGA-4); the rank point
    and a reap arrow are then picked by clicks and the reaped stones vanish (TULAGA-6)."""
    page = open_page("tulaga-play.ipynb", position="demo-row")
    wait_drawn(page, BOARD, timeout=180_000)
    assert stone_on(page, BOARD, "c7") == "stone simple white"  # waiting to be reaped
    offers = page.locator(f"{BOARD} .tk-picture g.tulaga-offer")
    assert offers.count() == 0
    click_point(page, BOARD, "e5")
    wait_text(page, STATUS, "makes the row a5-e5")
    page.wait_for_function(
        "(sel) => document.querySelectorAll(sel).length === 1",
        arg=f"{BOARD} .tk-picture g.tulaga-offer",
    )  # the offered row is highlighted
    shoot(page, "voila-tulaga-offer", tmp_path)
    click_point(page, BOARD, "c5")  # a stone of the only Tulaga: claim it
    wait_text(page, STATUS, "choose one of its five points")
    click_point(page, BOARD, "c5")  # the rank point
    wait_text(page, STATUS, "Rank stone on c5")
    page.wait_for_function(
        "(sel) => document.querySelectorAll(sel).length === 4", arg=f"{BOARD} g.reap-arrow"
    )
    shoot(page, "voila-tulaga-arrows", tmp_path)

    game = TulagaGame()
    game.play_all(list(DEMO_POSITIONS["demo-row"]))
    builder = TurnBuilder(game)
    builder.place_at(point("e5"))
    builder.choose_tulaga(0)
    builder.choose_rank(point("c5"))
    click_key(page, BOARD, tulaga_scene(game, builder=builder), REAP_KEYS["N"])
    wait_text(page, STATUS, "reaped north (2 stones)")
    wait_stone(page, BOARD, "c8", "")
    assert stone_on(page, BOARD, "c7") == ""
    assert stone_on(page, BOARD, "c5") == "stone rank black"
    assert "White to move" in _status(page)
    shoot(page, "voila-tulaga-reaped", tmp_path)
    assert not _errors(page)


def test_bot_opens_when_the_person_plays_white(open_page: PageOpener) -> None:
    """?bot=greedy&colour=white: the bot's first move, made while the notebook ran, is on
    the board when the page is drawn."""
    started = time.monotonic()
    page = open_page("tulaga-play.ipynb", bot="greedy", colour="white", ranks=4)
    wait_drawn(page, BOARD, timeout=180_000)
    wait_text(page, STATUS, "(casual bot): placed")
    print(f"page.goto to board drawn with the bot's opening: {time.monotonic() - started:.2f} s")
    reply = re.search(r"\(casual bot\): placed ([a-i][1-9])", _status(page))
    assert reply is not None and "White (you) to move" in _status(page)
    wait_stone(page, BOARD, reply.group(1), "stone simple black")


def test_the_opponent_menu_names_the_levels_with_their_ratings(
    open_page: PageOpener,
) -> None:
    """The menu lists two players at one screen and each bot level by name and Elo rating
    (from the levels' table); choosing Club by its label makes the Club bot answer."""
    page = open_page("tulaga-play.ipynb")
    wait_drawn(page, BOARD, timeout=180_000)
    menu = page.locator(f"{BOARD}-box .opponent select")
    menu.wait_for()  # the controls may come a moment after the picture
    # ipywidgets writes the labels' spaces as no-break spaces
    shown = menu.evaluate(
        "(select) => Array.from(select.options, (o) => o.text.replace(/\\u00a0/g, ' ').trim())"
    )
    assert shown == ["Two players at this screen", *(level.label for level in LEVELS)]
    menu.select_option(index=shown.index(level_named("club").label))
    click_point(page, BOARD, "e5")
    wait_text(page, STATUS, "(club bot): placed", timeout=20_000)
    reply = re.search(r"White \(club bot\): placed ([a-i][1-9])", _status(page))
    assert reply is not None and "Black (you) to move" in _status(page)
    wait_stone(page, BOARD, reply.group(1), "stone simple white")
    assert not _errors(page)
