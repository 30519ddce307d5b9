"""A deeper honest Tula search: the choice after next made honestly too, for the bench.

:func:`tulakit.tula.infoset.search` makes the next choice after a candidate honestly (by
re-deals of what is still face down) and lets the solver, which sees every tile, play on
from there. :func:`deep_search` makes ``depth`` choices that way before the solver takes
over, each costing about ``inner`` times the work. It measured no stronger than depth 1
(docs/measured.md, ``bench/bench_tula_honest.py --deep``), so no page uses it and it
lives here, plugged into the package's search through its ``option_value``.

>>> import random
>>> from tulakit.tula.game import TulaGame
>>> from tulakit.tula.infoset import search
>>> from tulakit.tula.tiles import shuffled_deal
>>> game = TulaGame(shuffled_deal(10))  # the opening tile matches no layer-3 tile
>>> game.play_all(["R23", "T23", "R20", "R21", "R22"])
>>> deep_search(game, random.Random(0), depth=1, outer=8, inner=4) == search(
...     game, random.Random(0), outer=8, inner=4
... )
True
>>> check_depth(0)
Traceback (most recent call last):
...
ValueError: depth must be 1 or more (choices made honestly), not 0
"""

from __future__ import annotations

import random

from tulakit.tula.game import TulaGame
from tulakit.tula.in_view import obvious_move, visible_key

# the search's parts, reused so that depth 1 here is exactly the package's search
from tulakit.tula.infoset import (
    OptionValue,
    Scored,
    _nested_value,
    _opened_by,
    _Shape,
    best_scored,
    search,
    solved,
)
from tulakit.tula.moves import TulaMove
from tulakit.tula.solver import Searcher

__all__ = ["DeepInfoSetBot", "check_depth", "deep_search", "deeper"]


def check_depth(depth: int) -> None:
    """Refuse a depth below 1 in words (the search and the bot share the rule)."""
    if depth < 1:
        raise ValueError(f"depth must be 1 or more (choices made honestly), not {depth}")


def deeper(depth: int, inner: int, inner_exact: int) -> OptionValue:
    """The option value that makes ``depth - 1`` more choices honestly, ``inner``
    re-deals each, before the solver plays on (``depth`` 1: the solver at once)."""
    check_depth(depth)
    if depth == 1:
        return solved
    shape = _Shape(inner, inner_exact, deeper(depth - 1, inner, inner_exact))

    def value(
        arrangement: list[str],
        q: int,
        gone: int,
        face_up: int,
        still: int,
        rng: random.Random,
        searchers: list[Searcher],
    ) -> float:
        after = (gone, face_up, _opened_by(q, gone, face_up), arrangement[q])
        return _nested_value(arrangement, after, still, rng, shape, searchers)

    return value


def deep_search(
    game: TulaGame,
    rng: random.Random,
    *,
    depth: int,
    outer: int = 48,
    inner: int = 6,
    exact_limit: int = 5,
    inner_exact: int = 3,
    adaptive: bool = True,
) -> list[Scored]:
    """:func:`tulakit.tula.infoset.search` with ``depth`` choices made honestly."""
    return search(
        game,
        rng,
        outer=outer,
        inner=inner,
        exact_limit=exact_limit,
        inner_exact=inner_exact,
        adaptive=adaptive,
        option_value=deeper(depth, inner, inner_exact),
    )


class DeepInfoSetBot:
    """:class:`tulakit.tula.infoset.InfoSetBot` searching ``depth`` choices honestly:
    the same reveals first, forced moves at once, and a generator per decision seeded
    by the seed and what is in view only."""

    name = "honest"

    def __init__(self, seed: int = 0, *, depth: int = 2, outer: int = 48, inner: int = 6) -> None:
        check_depth(depth)
        self.seed, self.depth, self.outer, self.inner = seed, depth, outer, inner

    def __repr__(self) -> str:
        return (
            f"DeepInfoSetBot(seed={self.seed}, depth={self.depth}, "
            f"outer={self.outer}, inner={self.inner})"
        )

    def choose(self, game: TulaGame) -> TulaMove:
        """The move for ``game`` (:class:`tulakit.protocol.Bot`); the same as a call."""
        return self(game)

    def __call__(self, game: TulaGame) -> TulaMove:
        obvious = obvious_move(game)
        if obvious is not None:
            return obvious
        rng = random.Random(f"{self.seed}|{visible_key(game)}")
        scored = deep_search(game, rng, depth=self.depth, outer=self.outer, inner=self.inner)
        return best_scored(scored).move
