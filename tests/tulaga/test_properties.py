"""Property tests over random Tulaga games (hypothesis)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tulakit.tulaga import TulagaGame

games = st.tuples(
    st.integers(min_value=0, max_value=2**31 - 1),
    st.sampled_from([4, 5, 6]),
    st.integers(min_value=0, max_value=200),
)


def random_game(seed: int, ranks: int, length: int) -> TulagaGame:
    """Random turns that claim (and reap) often, so every rule gets exercised."""
    rng = random.Random(seed)
    game = TulagaGame(rank_stones=ranks)
    for _ in range(length):
        moves = game.legal_moves()
        if not moves:
            break
        claims = [m for m in moves if m.claim is not None]
        game.play(rng.choice(claims) if claims and rng.random() < 0.8 else rng.choice(moves))
    return game


def stones_of(game: TulagaGame, colour: int) -> tuple[int, int]:
    simple_on_board = sum(1 for c in game.cells if c == 1 + colour)
    rank_on_board = sum(1 for c in game.cells if c == 3 + colour)
    return simple_on_board + game.simple_pile[colour], rank_on_board + game.rank_pile[colour]


def snapshot(game: TulagaGame) -> tuple[object, ...]:
    return (
        game.cells,
        game.simple_pile,
        game.rank_pile,
        game.to_move,
        game.is_over(),
        game.winner(),
    )


@settings(max_examples=120)
@given(games)
def test_stones_are_conserved(case: tuple[int, int, int]) -> None:
    game = random_game(*case)
    for colour in (0, 1):
        assert stones_of(game, colour) == (12, game.rank_stones)


@settings(max_examples=80)
@given(games)
def test_undo_restores_each_state(case: tuple[int, int, int]) -> None:
    game = random_game(*case)
    replay = TulagaGame(rank_stones=game.rank_stones)
    states = [snapshot(replay)]
    for move in game.moves:
        replay.play(move)
        states.append(snapshot(replay))
    while game.moves:
        assert snapshot(game) == states[len(game.moves)]
        game.undo()
    assert snapshot(game) == states[0]


@settings(max_examples=40)
@given(st.integers(min_value=0, max_value=2**31 - 1), st.sampled_from([4, 5, 6]))
def test_the_game_always_ends(seed: int, ranks: int) -> None:
    # every turn either spends a simple stone or adds a rank stone to the board, so a
    # game is bounded; 400 turns is far beyond any real game
    game = random_game(seed, ranks, 400)
    assert game.is_over() and game.legal_moves() == [] and game.result() is not None
