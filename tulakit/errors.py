"""The errors every tulakit game raises.

Each carries a message written for a learner: it says which rule was broken or what is
wrong with the input, in words, and the game state is left exactly as it was.

>>> from tulakit.errors import IllegalMoveError
>>> str(IllegalMoveError("tile 14 is still covered by tile 20"))
'tile 14 is still covered by tile 20'
"""

from __future__ import annotations


class TulakitError(ValueError):
    """Base class of every error tulakit raises on bad input."""


class IllegalMoveError(TulakitError):
    """A well-formed move that the rules forbid in the current position."""


class NotationError(IllegalMoveError):
    """A move text that is not valid notation (a subclass, so callers may catch either)."""


class RecordError(TulakitError):
    """A saved game record (JSON) that is malformed or does not replay."""
