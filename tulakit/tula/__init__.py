"""Tula, James Kyle's piecepack solitaire (2003): rules, records, solver and bots.

>>> from tulakit import tula
>>> game = tula.new_game(seed=7)
>>> [str(m) for m in game.legal_moves()]
['R23']
>>> game.play("R23"), game.play("T23")
(TulaMove(kind='R', position=23), TulaMove(kind='T', position=23))
>>> tula.load(game.to_json()).stack == game.stack
True
>>> [entry.mark for entry in tula.review(game)]
[None, None]
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from tulakit.errors import IllegalMoveError, NotationError, OptionError, RecordError
from tulakit.protocol import check_seed
from tulakit.tula.game import TulaGame, TulaOptions
from tulakit.tula.game_review import review
from tulakit.tula.moves import TulaMove
from tulakit.tula.record import load
from tulakit.tula.tiles import ALL_TILES, shuffled_deal

if TYPE_CHECKING:  # loaded lazily by __getattr__ below; named here for the type checker
    from tulakit.tula.solver import Solution as Solution
    from tulakit.tula.solver import solve as solve
    from tulakit.tula.solver import winnable_deal as winnable_deal


def new_game(
    seed: int | None = None,
    *,
    deal: Sequence[str] | None = None,
    mercy: bool = True,
    auto_reveal: bool = False,
    winnable: bool = False,
) -> TulaGame:
    """Start a game from a seed (or an explicit ``deal``, 24 codes by position).

    Without either, a seed is drawn and kept, so the record still replays. With
    ``winnable=True`` the deal is the first one from the seed that the solver proves
    winnable (see :func:`tulakit.tula.solver.winnable_deal`).
    """
    seed = check_seed(seed)
    if deal is None:
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        if winnable:
            from tulakit.tula.solver import winnable_deal

            deal = winnable_deal(seed, mercy=mercy)
        else:
            deal = shuffled_deal(seed)
    return TulaGame(deal, mercy=mercy, auto_reveal=auto_reveal, seed=seed)


def __getattr__(name: str) -> object:
    # The solver's names, offered here as ``tula.solve`` and so on (the solver module
    # itself is loaded with the review, which needs it: a few milliseconds).
    if name in {"solve", "Solution", "winnable_deal"}:
        from tulakit.tula import solver

        return getattr(solver, name)
    raise AttributeError(f"module 'tulakit.tula' has no attribute {name!r}")


__all__ = [
    "ALL_TILES",
    "IllegalMoveError",
    "NotationError",
    "OptionError",
    "RecordError",
    "TulaGame",
    "TulaMove",
    "TulaOptions",
    "load",
    "new_game",
    "review",
    "shuffled_deal",
]
