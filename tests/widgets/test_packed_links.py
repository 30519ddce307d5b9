"""Long games keep whole share links: moves packed when plain notation is too long.

A finished three-player Chola Expert game is about 200 turns, over 4,000 characters of
plain notation; its link used to open only the start of the game.
"""

from __future__ import annotations

import base64
import zlib
from urllib.parse import unquote_plus

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tulakit.chola import new_game
from tulakit.chola.bots import make_bot
from tulakit.chola.game import CholaGame
from tulakit.widgets.chola_expert_board import ExpertBoard
from tulakit.widgets.packed_moves import MAX_UNPACKED_CHARS, pack_moves, unpack_moves
from tulakit.widgets.page import QueryReader
from tulakit.widgets.share import MAX_LINK_CHARS, make_query
from tulakit.widgets.tula_board import TulaBoard


@given(st.text())
def test_packing_round_trips_any_text(text: str) -> None:
    packed = pack_moves(text)
    assert packed.startswith("~")
    assert unpack_moves(packed) == text
    assert make_query({"moves": packed}) == f"?moves={packed}"  # nothing to escape


@pytest.mark.parametrize(
    ("value", "why"),
    [
        ("~", "not base64"),
        ("~abc*def", "not base64"),
        ("~" + pack_moves("draw stack;draw up2" * 20)[1:-6], "cut"),
        ("~____", "cut or changed"),
        ("~AAAA", "cut short"),
    ],
)
def test_a_damaged_packed_value_is_refused_in_words(value: str, why: str) -> None:
    with pytest.raises(ValueError, match="damaged") as refused:
        unpack_moves(value)
    assert why in str(refused.value)


def test_a_packed_value_cannot_inflate_past_any_game() -> None:
    squeezer = zlib.compressobj(9, zlib.DEFLATED, -15)
    bomb = squeezer.compress(b"a" * (MAX_UNPACKED_CHARS * 5)) + squeezer.flush()
    value = "~" + base64.urlsafe_b64encode(bomb).decode().rstrip("=")
    assert len(value) < MAX_LINK_CHARS  # fits in a link
    with pytest.raises(ValueError, match="longer than any game"):
        unpack_moves(value)


def _finished_expert_game(seed: int) -> CholaGame:
    game = new_game(variant="expert", players=3, seed=seed)
    bots = [make_bot("greedy", seed=seat) for seat in range(3)]
    while not game.is_over():
        game.play(bots[game.to_move].choose(game))
    return game


def test_a_whole_expert_game_reopens_from_its_link(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _finished_expert_game(seed=2)
    plain = ";".join(str(m) for m in game.moves)
    assert len(plain) > MAX_LINK_CHARS  # the case this is about: too long unpacked
    board = ExpertBoard(game, seats=("greedy", "greedy", "greedy"))
    link = board.share_link()
    assert link.complete and len(link.query) <= MAX_LINK_CHARS
    # the browser sends the query back as it was given
    monkeypatch.setenv("QUERY_STRING", link.query.lstrip("?"))
    reopened = ExpertBoard.from_query()
    assert [str(m) for m in reopened.game.moves] == [str(m) for m in game.moves]
    assert reopened.game.is_over()
    assert reopened.game.result() == game.result()


def test_a_damaged_packed_link_starts_the_game_with_a_note(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("QUERY_STRING", "seed=9&moves=~zz%2Azz")
    board = TulaBoard.from_query()
    assert not board.game.moves
    assert "packed moves in this address are damaged" in board.status
    assert "starts from the beginning" in board.status


def test_the_reader_unpacks_and_leaves_plain_moves_alone() -> None:
    packed = pack_moves("T5,T23")
    assert QueryReader({"moves": packed}).params["moves"] == "T5,T23"
    assert QueryReader({"moves": "T5,T23"}).params["moves"] == "T5,T23"
    assert unquote_plus(make_query({"moves": packed})[7:]) == packed
