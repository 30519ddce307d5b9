"""Tula for everyone, in a real Voila and Chromium: a phone's taps, a whole game with the
keyboard alone, and what a screen reader is given (issue "Play anywhere")."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from browser.access import (
    board_surface,
    cursor,
    move_cursor_to,
    moves_shown,
    page_fits,
    phone_page,
    shoot,
    tab_to,
    wait_drawn,
    wait_moves,
)
from browser.conftest import Served

from tulakit.tula import new_game, solve
from tulakit.tula.svg import NARROW, tula_scene

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

pytestmark = pytest.mark.browser

BOARD = ".tula-board"
BOX = ".tula-board-box"
SURFACE = f"{BOARD} .tk-surface"
SEED = 3


def test_a_whole_winning_game_with_the_keyboard_alone(page: Page, served: Served) -> None:
    """Tab to the board, then arrow keys and Enter only: the solver's line for a winnable
    deal, played to the win (auto-reveal on, as quick play starts). From Voila and from the
    static site."""
    game = new_game(SEED, winnable=True, auto_reveal=True)
    line = solve(game.deal).takes
    assert line, "the deal is winnable, so the solver has a line"
    page.goto(served.link(f"tula-play.ipynb?seed={SEED}&winnable=1"), timeout=180_000)
    wait_drawn(page, BOARD)
    tab_to(page, SURFACE)
    for number, move in enumerate(line, start=1):
        move_cursor_to(page, BOARD, move.position)
        page.keyboard.press("Enter" if number % 2 else " ")
        wait_moves(page, BOX, len(game.moves) + 1)
        game.play(move)
    assert game.is_won()
    assert moves_shown(page, BOX) == len(line)
    status = page.locator(f"{BOARD} .status").inner_text()
    result = game.result()
    assert result is not None and result.message in status
    # the focus never left the board, and it is visible
    assert page.evaluate("(sel) => document.activeElement === document.querySelector(sel)", SURFACE)


def test_tab_and_shift_tab_move_on_past_the_board(page: Page, voila_url: str) -> None:
    """No keyboard trap (WCAG 2.1.2): from the board Tab reaches the next control, and
    Shift+Tab comes back; Escape does not hold the focus either."""
    page.goto(f"{voila_url}/voila/render/tula-play.ipynb?seed={SEED}", timeout=120_000)
    wait_drawn(page, BOARD)
    tab_to(page, SURFACE)
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("Escape")
    page.keyboard.press("Tab")
    after = page.evaluate("document.activeElement.outerHTML.slice(0, 80)")
    assert not page.evaluate(
        "(sel) => document.activeElement === document.querySelector(sel)", SURFACE
    ), after
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("(sel) => document.activeElement === document.querySelector(sel)", SURFACE)
    page.keyboard.press("Shift+Tab")
    assert not page.evaluate(
        "(sel) => document.activeElement === document.querySelector(sel)", SURFACE
    )


def test_typed_moves_and_letter_keys(page: Page, voila_url: str) -> None:
    """The move box plays notation and explains a bad move; U and R undo and redo."""
    game = new_game(SEED, auto_reveal=True)
    page.goto(f"{voila_url}/voila/render/tula-play.ipynb?seed={SEED}", timeout=120_000)
    wait_drawn(page, BOARD)
    box = f"{BOARD} .tk-move"
    tab_to(page, box)
    page.keyboard.type("T5")
    page.keyboard.press("Enter")
    status = page.locator(f"{BOARD} .status")
    page.wait_for_function(
        '(sel) => document.querySelector(sel).innerText.startsWith("Can\'t take tile 5")',
        arg=f"{BOARD} .status",
    )
    why = game.explain_illegal("T5")
    assert why is not None and why in status.inner_text()
    assert page.locator(box).input_value() == "T5"  # kept, to be mended
    page.keyboard.press("Control+A")
    page.keyboard.type("T23")
    page.keyboard.press("Enter")
    page.wait_for_function("(sel) => document.querySelector(sel).value === ''", arg=box)
    assert "starts the stack" in status.inner_text()
    wait_moves(page, BOX, 1)
    tab_to(page, SURFACE)
    page.keyboard.press("u")
    wait_moves(page, BOX, 0)
    assert status.inner_text().startswith("Took back")
    page.keyboard.press("r")
    wait_moves(page, BOX, 1)


def test_screen_reader_name_description_and_announcements(page: Page, voila_url: str) -> None:
    """The board has a name and a description of the position; the status line is a
    live region, and moving the cursor announces the tile under it."""
    page.goto(f"{voila_url}/voila/render/tula-play.ipynb?seed={SEED}", timeout=120_000)
    wait_drawn(page, BOARD)
    surface = board_surface(page, BOARD)
    assert surface.get_attribute("aria-label") == "Tula board"
    described = page.evaluate(
        "(sel) => document.getElementById(document.querySelector(sel)"
        ".getAttribute('aria-describedby')).textContent",
        SURFACE,
    )
    assert "Face down: 23 tiles" in described
    status = page.locator(f"{BOARD} .status")
    assert status.get_attribute("aria-live") == "polite"
    assert status.get_attribute("role") == "status"
    tab_to(page, SURFACE)
    assert cursor(page, BOARD) == "23"
    page.keyboard.press("c")
    page.wait_for_function(
        "(sel) => document.querySelector(sel).textContent.includes('Tile 23')",
        arg=f"{BOARD} .tk-announce",
    )
    page.keyboard.press("Enter")
    page.wait_for_function(
        "(sel) => document.querySelector(sel).innerText.includes('starts the stack')",
        arg=f"{BOARD} .status",
    )
    # the description is the picture's, which comes in a message of its own after the
    # status line's: wait for it rather than read it once
    page.wait_for_function(
        "(sel) => document.getElementById(document.querySelector(sel)"
        ".getAttribute('aria-describedby')).textContent.includes('The stack has 1 tile')",
        arg=SURFACE,
        timeout=30_000,
    )


def test_phone_taps_play_and_the_board_fits(
    chromium: Browser, served: Served, tmp_path: Path
) -> None:
    """390 x 844 with touch: the board lies within the viewport, the page does not scroll
    sideways, and a tap plays a move (status and game change). From Voila and from the
    static site."""
    with phone_page(chromium) as page:
        page.goto(served.link(f"tula-play.ipynb?seed={SEED}"), timeout=180_000)
        wait_drawn(page, BOARD)
        inside, scroll, width = page_fits(page, f"{BOARD} .tk-picture")
        assert inside
        assert scroll <= width
        picture = page.locator(f"{BOARD} .tk-picture")
        picture.scroll_into_view_if_needed()
        box = picture.bounding_box()
        game = new_game(SEED, auto_reveal=True)
        # on a phone the board lays itself out narrow: the stack below the temple
        page.wait_for_function(
            "(sel) => document.querySelector(sel).getAttribute('viewBox') === '0 0 388 560'",
            arg=f"{BOARD} .tk-picture",
        )
        scene = tula_scene(game, layout=NARROW)
        point = scene.visible_point(23)
        assert point is not None
        x, y = point
        scale = box["width"] / scene.width
        page.touchscreen.tap(box["x"] + x * scale, box["y"] + y * scale)
        page.wait_for_function(
            "(sel) => document.querySelector(sel).innerText.includes('starts the stack')",
            arg=f"{BOARD} .status",
        )
        wait_moves(page, BOX, 1)
        shoot(page, "tula-play-390", tmp_path)
