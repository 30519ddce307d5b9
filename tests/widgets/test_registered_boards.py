"""Every registered game's board and share link, found through the registry alone
(tulakit.games names them as ``"module:name"``), the tests' example game (Nim) among
them: each resolves, opens from a page address, plays a move, and its share link opens
the same game again through the page's address reader."""

from __future__ import annotations

import inspect
from collections.abc import Iterator

import pytest

from tulakit import gallery, games
from tulakit.games import GameEntry
from tulakit.widgets.board import Board
from tulakit.widgets.page import set_page_address

WITH_BOARDS = [entry.key for entry in games.entries() if entry.board is not None]


@pytest.fixture(autouse=True)
def page_address() -> Iterator[None]:
    set_page_address(None)
    yield
    set_page_address(None)


def opened(entry: GameEntry, query: str) -> Board:
    """The entry's board as its page opens it at the address ``?query``, its bot (if one
    is to move) done thinking."""
    set_page_address(query)
    assert entry.board is not None
    board = games.resolve(entry.board).from_query()
    assert isinstance(board, Board)
    if hasattr(board, "wait_for_bot"):
        assert board.wait_for_bot(30)
    return board


def test_the_example_game_is_among_the_games_with_a_board() -> None:
    assert "nim" in WITH_BOARDS
    assert set(WITH_BOARDS) >= {"tula", "tulaga", "chola", "chola-expert", "chola-solo"}


@pytest.mark.parametrize("key", WITH_BOARDS)
def test_each_board_and_link_resolve_open_and_reopen_the_same_game(key: str) -> None:
    entry = games.get(key)
    assert entry.board is not None and entry.link is not None
    cls, link = games.resolve(entry.board), games.resolve(entry.link)
    assert inspect.isclass(cls) and callable(link)
    board = opened(entry, "")
    assert issubclass(type(board), cls)
    # the board plays a game whose entry names this board (a Solo game opens from ?players=1)
    assert games.entry_for(board.game).board == entry.board
    move = str(board.game.legal_moves()[0])
    assert board.play_text(move) is True, board.status
    if hasattr(board, "wait_for_bot"):
        assert board.wait_for_bot(30)
    shared = board.share_link()
    assert shared.complete and shared.query
    again = opened(entry, shared.query.partition("?")[2])
    assert issubclass(type(again), cls) and again.game.to_json() == board.game.to_json()
    assert not again.status.startswith("("), again.status  # a good link: no note


def test_a_game_with_a_board_but_no_card_is_not_on_the_landing_page() -> None:
    nim = games.get("nim")
    assert nim.board is not None and nim.link is not None and nim.card is None
    titles = [card.title for card in gallery.game_cards()]
    assert nim.title not in titles
    assert titles == [entry.title for entry in games.entries() if entry.card is not None]
    assert gallery.cards_html().count('class="game-card"') == len(titles) == 4
