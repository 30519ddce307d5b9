"""Game review in a real Chromium (issue 17), from Voila and from the static site: play a
few moves by clicks, open Review, step to the marked move and read its mark in the status
line (the aria-live region a screen reader announces), see the better move outlined, and
go back to the game as it was."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from browser.access import page_fits, phone_page, shoot, wait_drawn, wait_moves
from browser.clicks import click_region, tap_region
from browser.conftest import PageOpener, Served
from browser.pages import axe_findings, small_targets, sticking_out

from tulakit.drawing.palette import HL_BLUE
from tulakit.tula import new_game, review

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Locator, Page

    from tulakit.widgets.board import Board

pytestmark = pytest.mark.browser

BOARD = ".tula-board"
BOX = ".tula-board-box"
STATUS = f"{BOARD} .status"
#: seed 4 with auto-reveal: the third take, tile 19, is a blunder; tile 21 was better
SEED, TILES = 4, (23, 22, 19, 21)
HAS_TEXT = "([sel, text]) => document.querySelector(sel).innerText.includes(text)"


def _wait_status(page: Page, text: str) -> None:
    page.wait_for_function(HAS_TEXT, arg=[STATUS, text], timeout=60_000)


def _button(page: Page, name: str) -> Locator:
    return page.locator(BOX).get_by_role("button", name=name, exact=True)


def _open_help(page: Page, press: Callable[[Locator], None]) -> None:
    """Issue 26: the folded "What the marks mean" opens under the review and says why a
    reveal is never marked."""
    summary = page.locator(f"{BOX} .review-help summary")
    summary.wait_for(timeout=30_000)
    press(summary)
    page.wait_for_function(
        HAS_TEXT, arg=[f"{BOX} .review-help", "A reveal is never marked"], timeout=30_000
    )
    assert page.locator(f"{BOX} .review-help").get_attribute("open") is not None


def test_review_a_few_moves_played_by_clicks(open_page: PageOpener, tmp_path: Path) -> None:
    game = new_game(seed=SEED, auto_reveal=True)  # the same deal, to know what to expect
    page = open_page("tula-play.ipynb", seed=SEED, auto_reveal=1, winnable=0)
    wait_drawn(page, BOARD)
    for number, tile in enumerate(TILES, start=1):
        click_region(page, BOARD, tile)
        wait_moves(page, BOX, number)
        game.play(f"T{tile}")
    entries = review(game)
    marked = [i for i, e in enumerate(entries) if e.marked]
    assert marked, "the deal and moves were chosen for a marked move"
    before = page.locator(STATUS).inner_text()

    _button(page, "Review").click()
    _wait_status(page, f"{len(TILES)} moves reviewed")
    assert page.locator(STATUS).get_attribute("aria-live") == "polite"
    # the game's own controls are out of reach while reviewing
    assert not _button(page, "Undo").is_visible()
    _open_help(page, lambda summary: summary.click())
    for step in range(1, marked[0] + 1):
        _button(page, "Next").click()
        _wait_status(page, f"Move {step + 1} of {len(TILES)}")
    entry = entries[marked[0]]
    _wait_status(page, f"A {entry.mark}: ")
    # the better move is outlined in blue on the picture
    page.wait_for_function(
        "(colour) => [...document.querySelectorAll('.tula-board .tk-picture polygon')]"
        ".some((p) => (p.getAttribute('stroke') || '').toLowerCase() === colour)",
        arg=HL_BLUE.lower(),
        timeout=30_000,
    )
    for name in ("First", "Previous", "Next", "Last", "Next mark", "Back to the game"):
        box = _button(page, name).bounding_box()
        assert box is not None and box["height"] >= 44 and box["width"] >= 44, name
    shoot(page, "review-marked-move", tmp_path)

    _button(page, "Back to the game").click()
    _wait_status(page, "Back to the game as it was")
    assert before in page.locator(STATUS).inner_text()
    assert _button(page, "Undo").is_visible()
    wait_moves(page, BOX, len(TILES))


def test_learn_from_your_mistakes_on_a_phone(
    chromium: Browser, served: Served, tmp_path: Path
) -> None:
    """390 px with touch: the review fits the width (no sideways scroll), and in "Learn
    from your mistakes" a tap on the better move's tile is judged right."""
    moves = ",".join(f"T{tile}" for tile in TILES)  # what a Share link gives
    with phone_page(chromium) as page:
        page.goto(
            served.link(f"tula-play.ipynb?seed={SEED}&auto_reveal=1&moves={moves}"),
            timeout=180_000,
        )
        wait_drawn(page, BOARD)
        wait_moves(page, BOX, len(TILES))
        _button(page, "Review").tap()
        _wait_status(page, f"{len(TILES)} moves reviewed")
        _open_help(page, lambda summary: summary.tap())
        inside, scroll, width = page_fits(page, ".tk-review")
        assert inside and scroll <= width
        for name in ("First", "Previous", "Next", "Last", "Next mark"):
            inside, _scroll, _width = page_fits(
                page, f".tk-review .review-{name.lower().replace(' ', '-')}"
            )
            assert inside, name
        _button(page, "Learn from your mistakes").tap()
        _wait_status(page, "Exercise 1 of 1 (move 3)")
        # the review's controls as every page's: nothing past the edge, 44 px targets,
        # no serious axe-core finding
        problems = [f"sticks out: {what}" for what in sticking_out(page)]
        problems += [f"too small: {what}" for what in small_targets(page)]
        problems += [f"axe: {what}" for what in axe_findings(page)]
        assert not problems, "\n".join(problems)
        tap_region(page, BOARD, 19)  # the move played: not as good
        _wait_status(page, "Not as good: that is the move played")
        assert "21" not in page.locator(STATUS).inner_text()  # the answer is not given away
        tap_region(page, BOARD, 21)
        _wait_status(page, "Right: T21")
        shoot(page, "review-learn-390", tmp_path)
        _button(page, "Back to the game").tap()
        _wait_status(page, "Back to the game as it was")


def _bot_game_board(kind: str) -> tuple[Board, str]:
    """A board with a game with a marked move on it, for its Share link (the page
    replays it): Tulaga's missed winning Tulaga, or ten turns of Chola Expert bots."""
    if kind == "tulaga":
        from tulakit.tulaga.positions import win_position
        from tulakit.widgets.tulaga_board import TulagaBoard

        game = win_position()
        game.play("i8")  # Black misses the Tulaga that wins
        return TulagaBoard(game), ".tulaga-board"
    from tulakit.chola.bots import make_bot as chola_bot
    from tulakit.widgets.chola_expert_board import ExpertBoard

    board = ExpertBoard(seed=3)
    bots = [chola_bot("greedy", seed=1), chola_bot("random", seed=2)]
    while len(board.game.moves) < 10:
        board.game.play(bots[board.game.to_move].choose(board.game))
    return board, ".chola-expert-play"  # the class the play page gives its board


#: both games from Voila, and Tulaga from the static site too (its bots' review search
#: runs in the browser's slower Python: ``test_review_a_few_moves_played_by_clicks`` has
#: Tula's there)
@pytest.mark.parametrize(
    ("served", "kind"),
    [("voila", "tulaga"), ("voila", "chola-expert"), ("static", "tulaga")],
    indirect=["served"],
)
def test_review_on_the_tulaga_and_chola_pages(page: Page, served: Served, kind: str) -> None:
    """The same review on the other games' play pages: a shared game opens, is reviewed,
    and a marked move shows its mark."""
    board, css = _bot_game_board(kind)
    expected = board.review  # the same review in-process, to know the marks
    assert expected is not None
    expected.open_review(background=False)
    marked = [i for i, e in enumerate(expected.entries) if e.marked]
    assert marked, "the bots' game has a marked move"
    entry = expected.entries[marked[0]]
    assert entry.mark is not None
    moves = len(board.game.moves)
    link = board.share_link()
    assert link.complete and link.query.endswith(f"-play.ipynb{link.query.split('.ipynb')[1]}")
    page.goto(served.link(link.query), timeout=180_000)
    wait_drawn(page, css)
    box = f"{css}-box"
    wait_moves(page, box, moves)
    page.locator(box).get_by_role("button", name="Review", exact=True).click()
    status = f"{css} .status"
    page.wait_for_function(HAS_TEXT, arg=[status, f"{moves} moves reviewed"], timeout=60_000)
    page.locator(box).get_by_role("button", name="Next mark", exact=True).click()
    page.wait_for_function(
        HAS_TEXT, arg=[status, f"Move {marked[0] + 1} of {moves}"], timeout=60_000
    )
    assert f"{MARK_START[entry.mark]}: " in page.locator(status).inner_text()


MARK_START = {"inaccuracy": "An inaccuracy", "mistake": "A mistake", "blunder": "A blunder"}
