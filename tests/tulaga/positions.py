"""Tulaga positions for tests, set up by notation."""

from __future__ import annotations

from tulakit.tulaga import TulagaGame


def position(black: str, white: str, *, rank_stones: int = 6) -> TulagaGame:
    """Play Black's and White's turns alternately, Black first; Black is to move after
    equal numbers of turns, White after Black's extra one. Turns are comma-separated."""
    game = TulagaGame(rank_stones=rank_stones)
    b = [t.strip() for t in black.split(";") if t.strip()]
    w = [t.strip() for t in white.split(";") if t.strip()]
    assert len(b) in (len(w), len(w) + 1), "Black moves first, then turns alternate"
    for i, turn in enumerate(b):
        game.play(turn)
        if i < len(w):
            game.play(w[i])
    return game
