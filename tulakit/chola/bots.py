"""Bots for empty seats: ``random`` and ``greedy``.

The greedy bot looks one move ahead using only what its seat may see: it plays the
build worth most to it (its own points minus the points it hands to others); when no
build gains anything it takes a face-up card that would, else picks stones, else draws.

>>> from tulakit.chola import new_game
>>> game = new_game(players=3, seed=4)
>>> bot = make_bot("greedy")
>>> game.is_legal(bot.choose(game))
True
"""

from __future__ import annotations

import random
from typing import Protocol

from tulakit.chola.cards import placements
from tulakit.chola.game import CholaGame
from tulakit.chola.moves import Build, CholaMove, Draw, Pick, Replace


class Bot(Protocol):
    """Anything that chooses a legal move for the player to move."""

    def choose(self, game: CholaGame) -> CholaMove: ...


class RandomBot:
    """Plays a uniformly random legal move (seeded)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: CholaGame) -> CholaMove:
        return self.rng.choice(game.legal_moves())


def net_value(game: CholaGame, move: Build) -> int:
    """The mover's points from a build minus the points it gives every other seat."""
    points = game.preview(move).points
    me = game.to_move
    return points[me] - sum(p for s, p in enumerate(points) if s != me)


class GreedyBot:
    """One-move lookahead on points; see the module docstring."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.last_reason = ""

    def _best_build(self, game: CholaGame, builds: list[Build]) -> tuple[int, Build | None]:
        best: tuple[int, int, float] | None = None
        choice = None
        for move in builds:
            # ties go to the bigger build (it moves the game on), then at random
            key = (net_value(game, move), len(move.placement), self.rng.random())
            if best is None or key > best:
                best, choice = key, move
        return (best[0] if best else -(10**9)), choice

    def choose(self, game: CholaGame) -> CholaMove:
        moves = game.legal_moves()
        builds = [m for m in moves if isinstance(m, Build)]
        value, build = self._best_build(game, builds)
        if build is not None and (value > 0 or game.solo):
            self.last_reason = f"build worth {value} net"
            return build
        hand = game.hand(game.to_move)
        draws = [m for m in moves if isinstance(m, Draw) and m.up is not None]
        best_up, best_up_value = None, value
        for move in draws:
            card = game.face_up[move.up - 1]  # type: ignore[operator]
            options = placements(game.shape(card), game.cells, hand)
            for p in options:
                v = net_value(game, Build(card, p))
                if v > best_up_value:
                    best_up, best_up_value = move, v
        if best_up is not None and best_up_value > 0:
            self.last_reason = f"take a face-up card worth {best_up_value} next turn"
            return best_up
        for kind in (Pick, Draw):
            for move in moves:
                if isinstance(move, kind) and not (kind is Draw and move.up is not None):  # type: ignore[union-attr]
                    self.last_reason = f"no build gains: {move}"
                    return move
        if build is not None:
            self.last_reason = f"best build available, worth {value} net"
            return build
        replaces = [m for m in moves if isinstance(m, Replace)]
        if replaces:
            self.last_reason = "swap stones for new ones"
            return max(replaces, key=lambda m: (m.count, m.colour))
        self.last_reason = "no better choice"
        return moves[0]


def make_bot(level: str, *, seed: int = 0) -> Bot:
    """``'random'`` or ``'greedy'``."""
    if level == "random":
        return RandomBot(seed)
    if level == "greedy":
        return GreedyBot(seed)
    raise ValueError(f"unknown bot {level!r}: use 'random' or 'greedy'")
