"""The checks that ran inside ``notebooks/chola-play.ipynb`` and
``notebooks/chola-expert-play.ipynb``, as tests (issue 15).

Both pages build their board from the page's address (``from_query`` reads
``QUERY_STRING``); the tests set the address with ``monkeypatch`` instead of rewriting it
in a visitor's kernel, as the checks did.
"""

from __future__ import annotations

import pytest

from tulakit.chola import Build
from tulakit.widgets.chola_board import CholaBoard
from tulakit.widgets.chola_expert_board import ExpertBoard
from tulakit.widgets.chola_lessons import expert_board


def _click_key(board: CholaBoard, key: str) -> str:
    where = board.scene.visible_point(key)
    assert where is not None, f"{key} is not on the board"
    return board.click(*where)


def test_share_link_reopens_the_same_game_turns_included_CHOLA_A1(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    board = CholaBoard(players=2, seed=3, seats=["human", "human"])
    _click_key(board, "stack")  # Brown draws the top card of the stack
    _click_key(board, "stack")  # so does White
    build = next(m for m in board.game.legal_moves() if isinstance(m, Build))
    _click_key(board, f"card:{build.card}")
    board.click(*board.space_point(build.placement[0][0]))
    assert board.placement and board.confirm().startswith("Brown: built c")
    assert board.share_panel is not None
    link = board.share_panel.show()
    assert link.complete and link.query.startswith(
        "chola-play.ipynb?players=2&bots=human,human&seed=3"
    )

    monkeypatch.setenv("QUERY_STRING", link.query.split("?", 1)[1])
    again = CholaBoard.from_query()  # what the page builds at the shared address
    assert again.game.moves == board.game.moves and again.game.cells == board.game.cells
    assert again.game.hand(0) == board.game.hand(0) and again.game.cards(1) == board.game.cards(1)


def test_a_bad_address_gives_a_default_game_with_a_note(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QUERY_STRING", "seed=abc&players=9&moves=zzz")
    default = CholaBoard.from_query()
    assert "seed must be a whole number, not 'abc'" in default.status
    assert "players must be 1 to 5, not '9'" in default.status
    assert "the moves were not replayed" in default.status and default.game.moves == ()


def test_expert_play_page_reads_the_address_and_notes_a_bad_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("QUERY_STRING", "players=1&bots=human,nobody&seed=5")
    board = ExpertBoard.from_query()
    assert board.game.players == 2 and board.game.options.variant == "expert"
    assert "players must be 2 to 5, not '1'" in board.status
    assert "unknown seat 'nobody'" in board.status


def test_expert_play_page_builds_its_board_from_the_address(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # the page's own call reads the same address as ExpertBoard.from_query
    monkeypatch.setenv("QUERY_STRING", "players=3&bots=human,human,greedy&seed=5")
    board = expert_board(css_class="chola-expert-play", chart=False)
    assert isinstance(board, ExpertBoard) and board.game.players == 3
    assert board.game.options.variant == "expert" and board.game.moves == ()
