"""The Tula tutorial's exercises for everyone, in a real Voila and Chromium: answered with
the keyboard alone, answered by taps on a phone, and no board keeps the focus (issue
"Play anywhere")."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from browser.access import (
    board_surface,
    cursor,
    move_cursor_to,
    page_fits,
    phone_page,
    shoot,
    tab_to,
    wait_drawn,
)
from browser.clicks import tap_region

from tulakit.quiz import verdict_sentence
from tulakit.tula import lessons
from tulakit.tula.words import describe_tile_seen

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

pytestmark = pytest.mark.browser

REVEAL = ".tula-reveal-exercise"
MATCH = ".tula-match-exercise"
FULL = ".tula-full-game"
HAS_TEXT = "([sel, text]) => document.querySelector(sel).textContent.includes(text)"
FOCUSED = "(sel) => document.activeElement === document.querySelector(sel)"


def _wait_text(page: Page, selector: str, text: str) -> None:
    page.wait_for_function(HAS_TEXT, arg=[selector, text], timeout=60_000)


def _described(page: Page, board: str) -> str:
    """The board's accessible description (what a screen reader reads for it)."""
    value: str = page.evaluate(
        "(sel) => document.getElementById(document.querySelector(sel)"
        ".getAttribute('aria-describedby')).textContent",
        f"{board} .tk-surface",
    )
    return value


def test_reveal_exercise_answered_with_the_keyboard_alone(page: Page, voila_url: str) -> None:
    """Tab to the reveal exercise, then arrow keys and Enter only (no mouse call): every
    tile that may be revealed is found (TULA-2..4), a wrong pick is explained, and the
    words give no answer away: the cursor starts on tile 0 and the labels and the
    description say what is seen, never "may be revealed"."""
    quiz = lessons.RevealQuiz()  # the same position, to know the answers
    targets = sorted(quiz.targets)
    page.goto(f"{voila_url}/voila/render/tula.ipynb", timeout=120_000)
    wait_drawn(page, REVEAL)
    surface = f"{REVEAL} .tk-surface"
    assert board_surface(page, REVEAL).get_attribute("aria-label").startswith("Tula exercise:")
    described = _described(page, REVEAL)
    assert "Layer 2: tiles 13, 14" in described and "may be revealed" not in described
    tab_to(page, surface, limit=120)
    assert cursor(page, REVEAL) == "0"

    move_cursor_to(page, REVEAL, 14)
    page.keyboard.press("c")  # the label read out: what lies on the tile, what touches it
    _wait_text(page, f"{REVEAL} .tk-announce", describe_tile_seen(quiz.game, 14))
    page.keyboard.press("Enter")
    _wait_text(page, f"{REVEAL} .status", verdict_sentence(quiz.pick(14).text))
    _wait_text(page, f"{REVEAL}-box .score", "0 of 4 found (1 wrong guess)")
    for number, position in enumerate(targets, start=1):
        move_cursor_to(page, REVEAL, position)
        page.keyboard.press("Enter" if number % 2 else " ")
        _wait_text(page, f"{REVEAL} .status", verdict_sentence(quiz.pick(position).text))
        page.wait_for_function(  # a tile found is turned face up
            "(sel) => document.querySelector(sel)?.classList.contains('face-up')",
            arg=f"{REVEAL} .tk-picture g.tile[data-position='{position}']",
        )
    _wait_text(page, f"{REVEAL}-box .score", "4 of 4 found: all of them! (1 wrong guess)")
    assert quiz.score_text() == "4 of 4 found: all of them! (1 wrong guess)"
    score = page.locator(f"{REVEAL}-box .score")
    assert score.get_attribute("aria-live") == "polite"  # the score is announced too
    assert page.evaluate(FOCUSED, surface)  # the focus stayed on the board throughout


def test_match_exercise_answered_by_taps_on_a_phone(
    chromium: Browser, voila_url: str, tmp_path: Path
) -> None:
    """390 x 844 with touch: the match exercise lies within the viewport, and taps pick
    tiles (TULA-5): a match by suit and a miss, each explained, the score kept."""
    quiz = lessons.MatchQuiz()
    with phone_page(chromium) as page:
        page.goto(f"{voila_url}/voila/render/tula.ipynb", timeout=120_000)
        wait_drawn(page, MATCH)
        # on a phone the exercise lays itself out narrow too: the stack below the temple
        page.wait_for_function(
            "(sel) => document.querySelector(sel).getAttribute('viewBox') === '0 0 388 560'",
            arg=f"{MATCH} .tk-picture",
        )
        inside, scroll, width = page_fits(page, f"{MATCH} .tk-picture")
        assert inside and scroll <= width
        # the stack is drawn where the narrow layout puts it, inside the picture
        picture = page.locator(f"{MATCH} .tk-picture").bounding_box()
        top = page.locator(f"{MATCH} .tk-picture g.stack-top").bounding_box()
        assert (
            picture["x"] <= top["x"] and top["x"] + top["width"] <= picture["x"] + picture["width"]
        )
        assert top["y"] > picture["y"] + picture["height"] / 2  # below the temple
        tap_region(page, MATCH, 13)
        _wait_text(page, f"{MATCH} .status", verdict_sentence(quiz.pick(13).text))
        assert "same suit" in quiz.answers[-1].text
        _wait_text(page, f"{MATCH}-box .score", "1 of 2 found")
        tap_region(page, MATCH, 15)
        _wait_text(page, f"{MATCH} .status", verdict_sentence(quiz.pick(15).text))
        _wait_text(page, f"{MATCH}-box .score", quiz.score_text())
        assert quiz.score_text() == "1 of 2 found (1 wrong guess)"
        page.locator(f"{MATCH}-box").first.scroll_into_view_if_needed()
        shoot(page, "tula-tutorial-match-390", tmp_path)


def test_tab_leaves_every_board_of_the_tutorial(page: Page, voila_url: str) -> None:
    """No keyboard trap (WCAG 2.1.2): from each board, exercises and full game, Tab moves
    on and Shift+Tab comes back."""
    page.goto(f"{voila_url}/voila/render/tula.ipynb", timeout=120_000)
    boards = (REVEAL, MATCH, FULL)
    for board in boards:
        wait_drawn(page, board)
    assert page.locator(".tk-surface").count() == len(boards)
    for board in boards:
        surface = f"{board} .tk-surface"
        tab_to(page, surface, limit=200)
        page.keyboard.press("ArrowRight")
        page.keyboard.press("Escape")
        page.keyboard.press("Tab")
        assert not page.evaluate(FOCUSED, surface), f"Tab stayed on {board}"
        page.keyboard.press("Shift+Tab")
        assert page.evaluate(FOCUSED, surface), f"Shift+Tab did not come back to {board}"
        page.keyboard.press("Tab")
