"""What a build or a sculpt is worth to the player to move, as the greedy bot counts it.

The greedy bot (:mod:`tulakit.chola.bots`), the planner (:mod:`tulakit.chola.planner`)
and the game review rate moves with these.

>>> from tulakit.chola import new_game
>>> from tulakit.chola.moves import Build
>>> game = new_game(players=2, seed=1)
>>> builds = [m for m in game.legal_moves() if isinstance(m, Build)]
>>> max(net_value(game, m) for m in builds) >= 1  # a stone of another colour scores 1
True
"""

from __future__ import annotations

from tulakit.chola.bonus import bonus_card
from tulakit.chola.expert import is_expert
from tulakit.chola.game import CholaGame
from tulakit.chola.moves import Build, Sculpt

#: the greedy bot spends a discard-after-use card only on a tile worth this much
BIG_TILE = 8


def net_value(game: CholaGame, move: Build) -> int:
    """The mover's points from a build minus the points it gives every other seat."""
    points = game.preview(move).points
    me = game.to_move
    return points[me] - sum(p for s, p in enumerate(points) if s != me)


def sculpt_value(game: CholaGame, move: Sculpt) -> int:
    """The points a sculpt scores (CHOLA-X3; double: twice, CHOLA-B1)."""
    assert is_expert(game)  # a sculpt is an Expert move
    points = game.tile(move.slot).points
    return 2 * points if move.card == "double" else points


def best_sculpt(game: CholaGame, sculpts: list[Sculpt]) -> tuple[int, Sculpt | None]:
    """The greedy bot's sculpt: most points, then fewest hand stones, then fewest stones.

    A discard-after-use card (double, free) is kept for tiles of ``BIG_TILE`` or more.
    """
    best: tuple[int, int, int, int, str] | None = None
    choice = None
    for move in sculpts:
        assert is_expert(game)  # a sculpt is an Expert move
        tile_points = game.tile(move.slot).points
        discards = move.card is not None and bonus_card(move.card).discard_after_use
        if discards and tile_points < BIG_TILE:
            continue
        key = (
            sculpt_value(game, move),
            -sum(move.hand),
            -sum(move.paid),
            -int(discards),
            str(move),  # a fixed order among equals, so games replay
        )
        if best is None or key > best:
            best, choice = key, move
    return (best[0] if best else -(10**9)), choice


__all__ = ["BIG_TILE", "best_sculpt", "net_value", "sculpt_value"]
