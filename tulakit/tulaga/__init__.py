"""Tulaga, a two-player abstract game on the 9 x 9 points of a chess board.

>>> from tulakit import tulaga
>>> game = tulaga.new_game(rank_stones=5)
>>> _ = game.play("e5")
>>> tulaga.load(game.to_json()).cells == game.cells
True
>>> [entry.mark for entry in tulaga.review(game)]
[None]
"""

from __future__ import annotations

from tulakit.errors import IllegalMoveError, NotationError, RecordError
from tulakit.tulaga.board import name, point
from tulakit.tulaga.game import BLACK, COLOUR_NAMES, WHITE, TulagaGame
from tulakit.tulaga.game_review import review
from tulakit.tulaga.moves import Claim, TulagaMove
from tulakit.tulaga.options import TulagaOptions
from tulakit.tulaga.record import load


def new_game(rank_stones: int = 6) -> TulagaGame:
    """A new game; ``rank_stones`` is 4, 5 or 6 (TULAGA-2, fewer for a shorter game).

    The option is checked once, by :class:`TulagaOptions`; anything else is refused:

    >>> new_game(rank_stones=4.0)
    Traceback (most recent call last):
    ...
    tulakit.errors.OptionError: option rank_stones must be the whole number 4, 5 or 6 (TULAGA-2), not 4.0
    """
    return TulagaGame(options=TulagaOptions(rank_stones=rank_stones))


__all__ = [
    "BLACK",
    "COLOUR_NAMES",
    "WHITE",
    "Claim",
    "IllegalMoveError",
    "NotationError",
    "RecordError",
    "TulagaGame",
    "TulagaMove",
    "TulagaOptions",
    "load",
    "name",
    "new_game",
    "point",
    "review",
]
