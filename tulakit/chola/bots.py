"""Bots for empty seats: ``random``, ``greedy`` and ``planner`` (:mod:`tulakit.chola.planner`).

The greedy bot looks one move ahead using only what its seat may see: it plays the
build worth most to it (its own points minus the points it hands to others); when no
build gains anything it takes a face-up card that would, else picks stones, else draws.

In the Expert game (CHOLA-X3, B1) it also weighs sculpting: the sculpt worth most points
(double counts twice), paid with as few hand stones as it can (wagon levels first),
spending a discard-after-use card (double, free) only on a tile of 8 points or more. It
sculpts when that beats the best build, and plays the again card when both this action
and the one after it are worth 4 points or more.

>>> from tulakit.chola import new_game
>>> game = new_game(players=3, seed=4)
>>> bot = make_bot("greedy")
>>> game.is_legal(bot.choose(game))
True
"""

from __future__ import annotations

import random

from tulakit import protocol
from tulakit.chola.cards import placements
from tulakit.chola.game import CholaGame
from tulakit.chola.moves import Again, Build, CholaMove, Draw, Pick, Replace, Sculpt

# the values of builds and sculpts live in their own module (the planner uses them too);
# they are named here as well, where the greedy bot's users have always found them
from tulakit.chola.values import BIG_TILE, best_sculpt, net_value, sculpt_value

#: the greedy bot plays again when both actions are worth at least this much
GOOD_ACTION = 4


#: a Chola bot (:class:`tulakit.protocol.Bot`): a ``name`` and ``choose(game)``
Bot = protocol.Bot[CholaGame, CholaMove]


class RandomBot:
    """Plays a uniformly random legal move (seeded)."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: CholaGame) -> CholaMove:
        return self.rng.choice(game.legal_moves())


class GreedyBot:
    """One-move lookahead on points; see the module docstring."""

    name = "greedy"

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

    def _best_action(self, game: CholaGame, moves: list[CholaMove]) -> tuple[int, CholaMove | None]:
        """The best build or sculpt and its value (Expert look-ahead for ``again``)."""
        value, build = self._best_build(game, [m for m in moves if isinstance(m, Build)])
        worth, sculpt = best_sculpt(game, [m for m in moves if isinstance(m, Sculpt)])
        if sculpt is not None and worth >= value:
            return worth, sculpt
        return value, build

    def _again_pays(self, game: CholaGame, first: CholaMove, value: int) -> int | None:
        """The value of the best action after ``again`` and ``first``, if both are good.

        It looks ahead on the game itself and undoes both moves, which restores the
        state exactly (the random generator too).
        """
        if value < GOOD_ACTION:
            return None
        seat = game.to_move
        game.play(Again())
        game.play(first)
        try:
            if game.is_over() or game.to_move != seat:
                return None
            second, _ = self._best_action(game, game.legal_moves())
        finally:
            game.undo()
            game.undo()
        return second if second >= GOOD_ACTION else None

    def choose(self, game: CholaGame) -> CholaMove:
        moves = game.legal_moves()
        builds = [m for m in moves if isinstance(m, Build)]
        value, build = self._best_build(game, builds)
        sculpts = [m for m in moves if isinstance(m, Sculpt)]
        if sculpts or any(isinstance(m, Again) for m in moves):
            worth, sculpt = best_sculpt(game, sculpts)
            first: CholaMove | None = build
            best = value
            if sculpt is not None and worth >= value and worth > 0:
                first, best = sculpt, worth
            if first is not None and Again() in moves:
                second = self._again_pays(game, first, best)
                if second is not None:
                    self.last_reason = (
                        f"again: an action worth {best} now and one worth {second} after it"
                    )
                    return Again()
            if first is sculpt and sculpt is not None:
                self.last_reason = f"sculpt worth {worth} points (best build worth {value} net)"
                return sculpt
        if build is not None and (value > 0 or game.solo):
            self.last_reason = f"build worth {value} net"
            return build
        hand = game.hand(game.to_move)
        draws = [m for m in moves if isinstance(m, Draw) and m.up is not None]
        best_up, best_up_value = None, value
        for draw in draws:
            assert draw.up is not None  # only face-up draws were kept
            card = game.face_up[draw.up - 1]
            options = placements(game.shape(card), game.cells, hand)
            for p in options:
                v = net_value(game, Build(card, p))
                if v > best_up_value:
                    best_up, best_up_value = draw, v
        if best_up is not None and best_up_value > 0:
            self.last_reason = f"take a face-up card worth {best_up_value} next turn"
            return best_up
        fallback = next((m for m in moves if isinstance(m, Pick)), None) or next(
            (m for m in moves if isinstance(m, Draw) and m.up is None), None
        )  # a pick, else a draw from the stack
        if fallback is not None:
            self.last_reason = f"no build gains: {fallback}"
            return fallback
        if build is not None:
            self.last_reason = f"best build available, worth {value} net"
            return build
        replaces = [m for m in moves if isinstance(m, Replace)]
        if replaces:
            self.last_reason = "swap stones for new ones"
            return max(replaces, key=lambda m: (m.count, m.colour))
        self.last_reason = "no better choice"
        return moves[0]


#: the bots by name, weakest first
LEVELS = ("random", "greedy", "planner")


def make_bot(level: str, *, seed: int = 0) -> Bot:
    """``'random'``, ``'greedy'`` or ``'planner'`` (:mod:`tulakit.chola.planner`).

    >>> make_bot("planner", seed=3).name
    'planner'
    """
    if level == "random":
        return RandomBot(seed)
    if level == "greedy":
        return GreedyBot(seed)
    if level == "planner":
        from tulakit.chola.planner import PlannerBot  # the strongest, and the slowest to load

        return PlannerBot(seed, player=GreedyBot(seed))
    raise ValueError(f"unknown bot {level!r}: use 'random', 'greedy' or 'planner'")


__all__ = [
    "BIG_TILE",
    "GOOD_ACTION",
    "LEVELS",
    "Bot",
    "GreedyBot",
    "RandomBot",
    "best_sculpt",
    "make_bot",
    "net_value",
    "sculpt_value",
]
