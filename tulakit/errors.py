"""The errors every tulakit game raises.

Each carries a message written for a learner: it says which rule was broken or what is
wrong with the input, in words, and the game state is left exactly as it was.

>>> from tulakit.errors import IllegalMoveError
>>> str(IllegalMoveError("tile 14 is still covered by tile 20"))
'tile 14 is still covered by tile 20'

A message never grows with its input: the input it quotes may be anything a visitor typed
or a link carried, so a message over :data:`MAX_MESSAGE_CHARS` keeps its start and its
end (where the explanation is) and drops the middle.

>>> message = str(IllegalMoveError(repr("T" + "9" * 5000) + " is not a Tula move: use R, T or X"))
>>> len(message) <= MAX_MESSAGE_CHARS, message[:8], message[-24:]
(True, "'T999999", 'Tula move: use R, T or X')
"""

from __future__ import annotations

#: the longest message an error carries (the longest written by the games is about 300)
MAX_MESSAGE_CHARS = 500


def bounded(message: str, limit: int = MAX_MESSAGE_CHARS) -> str:
    """``message``, or its start and end joined by " … " when it is over ``limit``.

    >>> bounded("short"), bounded("a" * 20 + "b" * 20, limit=11)
    ('short', 'aaaa … bbbb')
    """
    if len(message) <= limit:
        return message
    keep = (limit - 3) // 2
    return f"{message[:keep]} … {message[-keep:]}"


class TulakitError(ValueError):
    """Base class of every error tulakit raises on bad input."""

    def __init__(self, message: str = "", *args: object) -> None:
        super().__init__(bounded(str(message)), *args)


class IllegalMoveError(TulakitError):
    """A well-formed move that the rules forbid in the current position."""


class NotationError(IllegalMoveError):
    """A move text that is not valid notation (a subclass, so callers may catch either)."""


class RecordError(TulakitError):
    """A saved game record (JSON) that is malformed or does not replay."""


class OptionError(TulakitError):
    """A set-up value a game does not allow: a rule option, the players, their colours, a
    seed (``new_game(players="3")``, ``variant="chess"``)."""
