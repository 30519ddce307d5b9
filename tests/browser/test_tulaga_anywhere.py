"""Tulaga for everyone, in a real Voila and Chromium: a phone's taps, a compound turn with
the keyboard alone, what a screen reader is given, and the tutorial's exercises answered
by keyboard and by a tap (issue "Play anywhere")."""

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
from browser.conftest import Served, local_page
from browser.tulaga_page import (
    page_point,
    point_on_page,
    smallest_text,
    stone_on,
    wait_stone,
    wait_text,
)

from tulakit.tulaga import TulagaGame, point
from tulakit.tulaga.svg import COMPACT_WIDTH, WIDTH, tulaga_scene
from tulakit.tulaga.turn import TurnBuilder
from tulakit.widgets.tulaga_board import DEMO_POSITIONS

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

pytestmark = pytest.mark.browser

BOARD = ".tulaga-board"
BOX = ".tulaga-board-box"
SURFACE = f"{BOARD} .tk-surface"
STATUS = f"{BOARD} .status"
DEMO = "tulaga-play.ipynb?position=demo-row"  # Black to move; e5 completes the row a5-e5
FOCUSED = "(sel) => document.activeElement === document.querySelector(sel)"


def _demo_game() -> TulagaGame:
    game = TulagaGame()
    game.play_all(list(DEMO_POSITIONS["demo-row"]))
    return game


def _open(page: Page, where: str | Served, path: str, board: str = BOARD) -> None:
    """Load ``path`` (a notebook and its query) from Voila at ``where``, or as ``where``
    serves it (Voila or the static site), and wait for the board."""
    url = f"{where}/voila/render/{path}" if isinstance(where, str) else where.link(path)
    page.goto(url, timeout=180_000)
    wait_drawn(page, board, timeout=180_000)


def _wait_layout(page: Page, board: str, width: int) -> None:
    """Wait until the board is drawn in the layout ``width`` units wide (the browser
    reports its width, and the kernel redraws)."""
    page.wait_for_function(
        "([sel, w]) => { const s = document.querySelector(sel + ' .tk-picture');"
        " return s && s.viewBox.baseVal.width === w; }",
        arg=[board, width],
        timeout=60_000,
    )


def _shift_tab_to(page: Page, selector: str, limit: int = 40) -> None:
    """Press Shift+Tab until ``selector`` has focus."""
    for _ in range(limit):
        page.keyboard.press("Shift+Tab")
        if page.evaluate(FOCUSED, selector):
            return
    raise AssertionError(f"Shift+Tab never reached {selector}")


def _announced(page: Page, text: str) -> None:
    wait_text(page, f"{BOARD} .tk-announce", text, timeout=10_000)


# -- the keyboard alone: no mouse call in these tests -----------------------------------
def test_a_claim_and_a_reap_with_the_keyboard_alone(
    page: Page, served: Served, tmp_path: Path
) -> None:
    """Enter places e5 and claims the row through its stone, the Claim button is reached
    by Tab, the rank stone goes on c5 by the cursor, and Enter on the north arrow reaps
    (TULAGA-4, -5, -6). From Voila and from the static site."""
    _open(page, served, DEMO)
    tab_to(page, SURFACE)
    assert cursor(page, BOARD) == str(point("e5"))  # the cursor starts near the centre
    page.keyboard.press("Enter")
    wait_text(page, STATUS, "makes the row a5-e5")
    # the Claim button is next by Tab (after the move box); Enter on it claims
    tab_to(page, f"{BOX} button.claim")
    page.keyboard.press("Enter")
    wait_text(page, STATUS, "Claiming the row a5-e5")
    _shift_tab_to(page, SURFACE)
    move_cursor_to(page, BOARD, point("c5"))
    page.keyboard.press("Enter")
    wait_text(page, STATUS, "Rank stone on c5")
    page.wait_for_function(
        "(sel) => document.querySelectorAll(sel).length === 4",
        arg=f"{BOARD} .tk-regions [data-key^='reap:']",
    )
    move_cursor_to(page, BOARD, "reap:N")
    page.keyboard.press("c")  # reads the region under the cursor
    _announced(page, "Reap north from c5: takes 2 white stones, on c7 and c8")
    shoot(page, "tulaga-keyboard-reap", tmp_path)  # the cursor on the north arrow
    page.keyboard.press("Enter")
    wait_text(page, STATUS, "reaped north (2 stones)")
    wait_moves(page, BOX, len(DEMO_POSITIONS["demo-row"]) + 1)
    wait_stone(page, BOARD, "c8", "")
    assert stone_on(page, BOARD, "c5") == "stone rank black"
    assert "White to move" in page.locator(STATUS).inner_text()
    assert page.evaluate(FOCUSED, SURFACE)  # the focus stayed on the board


def test_decline_by_tab_and_undo_by_its_key(page: Page, voila_url: str) -> None:
    """U takes a turn back; the Decline button, reached by Tab, places a stone that made
    a Tulaga without claiming it."""
    _open(page, voila_url, DEMO)
    before = len(DEMO_POSITIONS["demo-row"])
    tab_to(page, SURFACE)
    page.keyboard.press("u")
    wait_moves(page, BOX, before - 1)
    assert page.locator(STATUS).inner_text().startswith("Took back: place h2")
    page.keyboard.press("r")
    wait_moves(page, BOX, before)
    page.keyboard.press("Enter")  # e5, under the cursor
    wait_text(page, STATUS, "makes the row a5-e5")
    tab_to(page, f"{BOX} button.decline")
    page.keyboard.press("Enter")
    wait_text(page, STATUS, "Black: placed e5.")
    wait_moves(page, BOX, before + 1)
    assert stone_on(page, BOARD, "e5") == "stone simple black"
    assert stone_on(page, BOARD, "a5") == "stone simple black"  # nothing was claimed


def test_tab_and_shift_tab_move_on_past_the_board(page: Page, voila_url: str) -> None:
    """No keyboard trap (WCAG 2.1.2), in the middle of a turn too."""
    _open(page, voila_url, DEMO)
    tab_to(page, SURFACE)
    page.keyboard.press("Enter")  # a turn in progress
    wait_text(page, STATUS, "makes the row a5-e5")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("Escape")
    page.keyboard.press("Tab")
    assert not page.evaluate(FOCUSED, SURFACE)
    page.keyboard.press("Shift+Tab")
    assert page.evaluate(FOCUSED, SURFACE)
    page.keyboard.press("Shift+Tab")
    assert not page.evaluate(FOCUSED, SURFACE)


# -- what a screen reader is given --------------------------------------------------------
def _described(page: Page) -> str:
    value: str = page.evaluate(
        "(sel) => document.getElementById(document.querySelector(sel)"
        ".getAttribute('aria-describedby')).textContent",
        SURFACE,
    )
    return value


def test_screen_reader_name_description_announcements_and_typed_turns(
    page: Page, voila_url: str
) -> None:
    """The board has a name and a description; the cursor's point is read out; a whole
    turn typed in notation is played and the greedy bot (Casual) answers; a bad one is explained
    and changes nothing."""
    _open(page, voila_url, DEMO + "&bot=greedy")
    surface = board_surface(page, BOARD)
    assert surface.get_attribute("aria-label") == "Tulaga board"
    assert "Black stones: simple on a5, b5, c5 and d5; no rank stone." in _described(page)
    status = page.locator(STATUS)
    assert status.get_attribute("aria-live") == "polite"
    assert status.get_attribute("role") == "status"
    tab_to(page, SURFACE)
    page.keyboard.press("c")
    _announced(page, "e5: empty, you may place a stone")
    page.keyboard.press("ArrowUp")
    _announced(page, "e6: empty")
    page.keyboard.press("d")
    _announced(page, "Turn 9: Black (you) to move.")

    box = f"{BOARD} .tk-move"
    before = len(DEMO_POSITIONS["demo-row"])
    tab_to(page, box)
    page.keyboard.type("a5")
    page.keyboard.press("Enter")
    wait_text(page, STATUS, "Can't play a5: a5 is already occupied by a black simple stone")
    assert page.locator(box).input_value() == "a5"  # kept, to be mended
    assert moves_shown(page, BOX) == before
    page.keyboard.press("Control+A")
    page.keyboard.type("e5 =a5-e5@c5 >N")
    page.keyboard.press("Enter")
    wait_text(
        page, STATUS, "Black (you): placed e5, claimed the row a5-e5 with the rank stone on c5"
    )
    wait_text(page, STATUS, "(casual bot): placed")
    page.wait_for_function("(sel) => document.querySelector(sel).value === ''", arg=box)
    wait_moves(page, BOX, before + 2)
    # the description is the picture's, in a message of its own: wait for it to follow
    page.wait_for_function(
        "([sel, turn]) => document.getElementById(document.querySelector(sel)"
        ".getAttribute('aria-describedby')).textContent.includes(turn)",
        arg=[SURFACE, f"Turn {before + 3}: Black (you) to move."],
        timeout=30_000,
    )
    assert "Black stones: no simple stone; rank on c5." in _described(page)
    assert "Black: e5 =a5-e5@c5 >N (place e5" in (
        page.locator(f"{BOX} .tk-moves").text_content() or ""
    )


# -- phones --------------------------------------------------------------------------------
def test_phone_taps_play_and_the_board_fits(
    chromium: Browser, served: Served, tmp_path: Path
) -> None:
    """390 x 844 with touch: the compact board lies within the viewport, the page does not
    scroll sideways, no text of the picture is under 12 CSS pixels, and taps play a turn
    (status and game change). From Voila and from the static site."""
    with phone_page(chromium) as page:
        _open(page, served, DEMO)
        _wait_layout(page, BOARD, COMPACT_WIDTH)
        inside, scroll, width = page_fits(page, f"{BOARD} .tk-picture")
        assert inside
        assert scroll <= width
        smallest = smallest_text(page, BOARD)
        print(f"390 px: smallest text of the picture {smallest:.1f} CSS px")
        assert smallest >= 12
        page.touchscreen.tap(*point_on_page(page, BOARD, "e5"))
        wait_text(page, STATUS, "makes the row a5-e5")
        assert smallest_text(page, BOARD) >= 12  # the offer's numbered badge too
        shoot(page, "tulaga-phone-offer-390", tmp_path)
        game = _demo_game()
        builder = TurnBuilder(game)
        builder.place_at(point("e5"))
        decline = tulaga_scene(game, builder=builder, compact=True).visible_point("decline")
        assert decline is not None
        page.touchscreen.tap(*page_point(page, BOARD, decline))
        wait_text(page, STATUS, "Black: placed e5.")
        wait_moves(page, BOX, len(DEMO_POSITIONS["demo-row"]) + 1)
        assert stone_on(page, BOARD, "e5") == "stone simple black"
        inside, scroll, width = page_fits(page, f"{BOARD} .tk-picture")
        assert inside and scroll <= width


def test_the_smallest_phone_keeps_texts_legible(chromium: Browser, voila_url: str) -> None:
    """360 px wide, the narrowest the issue asks for: it fits, texts stay at 12 px."""
    with local_page(chromium, 360, 740) as page:
        _open(page, voila_url, DEMO)
        _wait_layout(page, BOARD, COMPACT_WIDTH)
        inside, scroll, width = page_fits(page, f"{BOARD} .tk-picture")
        smallest = smallest_text(page, BOARD)
        print(f"360 px: smallest text of the picture {smallest:.1f} CSS px")
        assert inside and scroll <= width and smallest >= 12


@pytest.mark.parametrize("width", [390, 768, 1280])
def test_screenshots_of_the_play_page(
    chromium: Browser, voila_url: str, tmp_path: Path, width: int
) -> None:
    """The play page at a phone's, a tablet's and a desktop's width: compact below the
    wide picture's size, the designed size where it fits."""
    with local_page(chromium, width, 900) as page:
        _open(page, voila_url, DEMO)
        layout = COMPACT_WIDTH if width < WIDTH + 60 else WIDTH
        _wait_layout(page, BOARD, layout)
        inside, scroll, viewport = page_fits(page, f"{BOARD} .tk-picture")
        assert inside and scroll <= viewport
        if layout == WIDTH:
            box = page.locator(f"{BOARD} .tk-picture").bounding_box()
            assert box is not None and box["width"] == pytest.approx(WIDTH, abs=1)
        assert smallest_text(page, BOARD) >= 12
        shoot(page, f"tulaga-play-{width}", tmp_path)


# -- the tutorial's exercises -------------------------------------------------------------
ROW = ".tulaga-row-exercise"
NAMING = ".tulaga-naming-exercise"


def test_an_exercise_answered_with_the_keyboard(page: Page, voila_url: str) -> None:
    """The row exercise (TULAGA-4): Tab to it, arrow keys to g5, Enter."""
    _open(page, voila_url, "tulaga.ipynb", ROW)
    surface = f"{ROW} .tk-surface"
    tab_to(page, surface, limit=200)
    move_cursor_to(page, ROW, point("g5"))
    page.keyboard.press("c")
    wait_text(page, f"{ROW} .tk-announce", "g5: empty", timeout=10_000)
    page.keyboard.press("Enter")
    wait_text(page, f"{ROW}-box > .status", "g5 completes the row c5-g5")
    # the score is a widget of its own, updated after the status line: wait for it too
    wait_text(page, f"{ROW}-box .score", "Found!")
    page.wait_for_function(
        "(sel) => document.querySelectorAll(sel).length === 1",
        arg=f'{ROW} .tk-picture g.found[data-point="g5"]',
    )


def test_an_exercise_answered_by_a_tap(chromium: Browser, voila_url: str, tmp_path: Path) -> None:
    """The naming exercise (TULAGA-1) on a phone: compact, within the page, a tap on c7."""
    with phone_page(chromium) as page:
        _open(page, voila_url, "tulaga.ipynb", NAMING)
        _wait_layout(page, NAMING, COMPACT_WIDTH)
        inside, scroll, width = page_fits(page, f"{NAMING} .tk-picture")
        assert inside and scroll <= width
        assert smallest_text(page, NAMING) >= 12
        page.touchscreen.tap(*point_on_page(page, NAMING, "c7"))
        wait_text(page, f"{NAMING}-box > .status", "Yes, that is c7")
        wait_text(page, f"{NAMING}-box", "Choose the point g2.")  # the next prompt, its own widget
        shoot(page, "tulaga-tutorial-phone-390", tmp_path)
