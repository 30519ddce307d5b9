"""Property tests: random playthroughs of Tula keep every invariant (hypothesis)."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from tulakit.tula import load, new_game
from tulakit.tula.game import TulaGame
from tulakit.tula.moves import MoveKind, TulaMove
from tulakit.tula.tiles import ALL_TILES

KINDS: tuple[MoveKind, ...] = ("R", "T", "X")

playthroughs = st.tuples(
    st.integers(min_value=0, max_value=2**31 - 1),
    st.booleans(),
    st.booleans(),
    st.lists(st.integers(min_value=0, max_value=1000), min_size=0, max_size=80),
)


def state_of(game: TulaGame) -> tuple[object, ...]:
    """Everything a player could observe, plus the hidden layout."""
    return (
        game.stack,
        game.gone_mask,
        game.face_up_mask,
        tuple(game.tile_at(p) for p in range(24)),
        tuple(str(m) for m in game.legal_moves()),
        game.is_over(),
        game.mercy_available(),
    )


def random_playthrough(seed: int, mercy: bool, auto: bool, choices: list[int]) -> TulaGame:
    game = new_game(seed, mercy=mercy, auto_reveal=auto)
    for choice in choices:
        moves = game.legal_moves()
        if not moves:
            break
        game.play(moves[choice % len(moves)])
    return game


@settings(max_examples=150)
@given(playthroughs)
def test_tiles_are_conserved(case: tuple[int, bool, bool, list[int]]) -> None:
    game = random_playthrough(*case)
    temple = [game.tile_at(p) for p in range(24) if game.in_temple(p)]
    assert Counter(temple) + Counter(game.stack) == Counter(ALL_TILES)
    assert game.tiles_left == len(temple)
    assert game.face_up_mask & game.gone_mask == 0


@settings(max_examples=150)
@given(playthroughs)
def test_undo_restores_every_state_exactly(case: tuple[int, bool, bool, list[int]]) -> None:
    game = random_playthrough(*case)
    replay = new_game(case[0], mercy=case[1], auto_reveal=case[2])
    states = [state_of(replay)]
    for move in game.moves:
        replay.play(move)
        states.append(state_of(replay))
    while game.moves:
        assert state_of(game) == states[len(game.moves)]
        game.undo()
    assert state_of(game) == states[0]


@settings(max_examples=150)
@given(playthroughs)
def test_the_record_round_trips(case: tuple[int, bool, bool, list[int]]) -> None:
    game = random_playthrough(*case)
    again = load(game.to_json())
    assert state_of(again) == state_of(game)
    assert again.moves == game.moves and again.to_json() == game.to_json()


@settings(max_examples=150)
@given(playthroughs)
def test_over_exactly_when_no_legal_move(case: tuple[int, bool, bool, list[int]]) -> None:
    game = random_playthrough(*case)
    assert game.is_over() == (game.legal_moves() == [])
    assert (game.result() is None) == (not game.is_over())
    if game.is_over():
        for position in range(24):
            for kind in KINDS:
                assert game.explain_illegal(TulaMove(kind, position)) == "the game is over"


@settings(max_examples=100)
@given(playthroughs)
def test_legal_moves_are_exactly_those_without_a_reason(
    case: tuple[int, bool, bool, list[int]],
) -> None:
    game = random_playthrough(*case)
    legal = set(game.legal_moves())
    for position in range(24):
        for kind in KINDS:
            move = TulaMove(kind, position)
            reason = game.explain_illegal(move)
            assert (reason is None) == (move in legal), (move, reason)
            if reason is not None:
                before = state_of(game)
                try:
                    game.play(move)
                except ValueError as exc:
                    assert reason in str(exc)
                assert state_of(game) == before


@settings(max_examples=60)
@given(st.integers(min_value=0, max_value=2**31 - 1))
def test_every_game_ends_within_48_moves(seed: int) -> None:
    # 24 reveals + 24 takes + one mercy bound a game: it always ends
    game = new_game(seed)
    for _ in range(49):
        moves = game.legal_moves()
        if not moves:
            break
        game.play(moves[-1])
    assert game.is_over()
