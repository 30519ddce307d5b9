"""The step-by-step turn builder reaches exactly the legal turns (TULAGA-8)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from tulaga.positions import position
from tulaga.test_properties import random_game

from tulakit.tulaga import TulagaGame, TulagaMove, point
from tulakit.tulaga.turn import TurnBuilder


def build(game: TulagaGame, move: TulagaMove) -> TulagaMove | None:
    """Drive the builder the way a player would to make ``move``."""
    builder = TurnBuilder(game)
    assert builder.place_at(move.place) is None
    if builder.stage == "done":
        return builder.move
    if move.claim is None:
        assert builder.decline() is None
        return builder.move
    index = next(
        i
        for i, t in enumerate(builder.tulagas)
        if (t.stones, t.centre) == (move.claim.stones, move.claim.centre)
    )
    assert builder.choose_tulaga(index) is None
    if builder.stage == "rank":
        assert builder.choose_rank(move.claim.rank_point) is None
    if builder.stage == "reap":
        assert builder.choose_reap(move.reap) is None
    return builder.move


@settings(max_examples=30)
@given(st.integers(min_value=0, max_value=2**31 - 1), st.integers(min_value=5, max_value=60))
def test_every_legal_turn_can_be_built_step_by_step(seed: int, length: int) -> None:
    game = random_game(seed, 6, length)
    for move in game.legal_moves():
        assert build(game, move) == move


def test_a_plain_placement_finishes_at_once() -> None:
    builder = TurnBuilder(TulagaGame())
    assert builder.place_at(point("e5")) is None and str(builder.move) == "e5"


def test_an_occupied_point_is_explained_and_nothing_changes() -> None:
    builder = TurnBuilder(position("e5", ""))
    assert builder.place_at(point("e5")) == "e5 is already occupied by a black simple stone"
    assert builder.stage == "place" and builder.move is None


def test_a_row_asks_for_the_rank_point_then_the_reap() -> None:
    builder = TurnBuilder(position("a1; b1; c1; d1", "i9; g9; e9; c9"))
    builder.place_at(point("e1"))
    assert builder.stage == "tulaga" and "makes 1 Tulaga" in builder.prompt()
    assert builder.tulagas_through(point("c1")) == [0]
    builder.choose_tulaga(0)
    assert builder.stage == "rank"  # type: ignore[comparison-overlap]  # mypy keeps the narrowing from before the call
    assert (
        builder.choose_rank(point("c2"))
        == "the rank stone goes on one of the five points of the row a1-e1"
    )
    builder.choose_rank(point("c1"))
    assert builder.stage == "reap"
    builder.choose_reap("N")
    assert str(builder.move) == "e1 =a1-e1@c1 >N"


def test_declining_the_claim_is_always_offered() -> None:
    builder = TurnBuilder(position("a1; b1; c1; d1", "i9; g9; e9; c9"))
    builder.place_at(point("e1"))
    builder.decline()
    assert str(builder.move) == "e1"


def test_a_winning_claim_skips_the_reap() -> None:
    black = "a1; c1; a3; c3 =b2(a1,a3,c1,c3); a4; c4; a6; c6 =b5(a4,a6,c4,c6); a7; c7; a9; c9 =b8(a7,a9,c7,c9); d1; f1; d3"
    white = "g1; i1; g3; i3 =h2(g1,g3,i1,i3); g4; i4; g6; i6 =h5(g4,g6,i4,i6); g7; i7; g9; i9 =h8(g7,g9,i7,i9); e5; e6; e7"
    builder = TurnBuilder(position(black, white, rank_stones=4))
    builder.place_at(point("f3"))
    builder.choose_tulaga(0)
    assert builder.stage == "done" and str(builder.move) == "f3 =e2(d1,d3,f1,f3)"
