"""Tula moves and their notation (see ``docs/notation.md``).

One token per move: ``R<i>`` reveals position ``i``, ``T<i>`` takes the face-up tile at
``i`` onto the stack, ``X<i>`` is the mercy exchange with layer-3 position ``i``.

>>> move = TulaMove.parse("T5")
>>> move, str(move)
(TulaMove(kind='T', position=5), 'T5')
>>> TulaMove.parse("T 5")
Traceback (most recent call last):
...
tulakit.errors.NotationError: 'T 5' is not a Tula move: write R, T or X followed by a position 0-23, e.g. 'R23', 'T5' or 'X20'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal, cast

from tulakit.errors import NotationError
from tulakit.words import quoted

MoveKind = Literal["R", "T", "X"]
_TOKEN = re.compile(r"([RTX])(0|[1-9][0-9]?)")
KIND_WORDS = {"R": "reveal", "T": "take", "X": "mercy exchange with"}


@dataclass(frozen=True, order=True)
class TulaMove:
    """An immutable Tula move: a kind (``R``, ``T`` or ``X``) and a position 0-23."""

    kind: MoveKind
    position: int

    def __post_init__(self) -> None:
        if self.kind not in KIND_WORDS:
            raise NotationError(f"unknown move kind {self.kind!r}: use R, T or X")
        if not isinstance(self.position, int) or not 0 <= self.position <= 23:
            raise NotationError(f"there is no position {self.position!r}: positions are 0-23")

    def __str__(self) -> str:
        return f"{self.kind}{self.position}"

    def describe(self) -> str:
        """The move in words, e.g. ``'take tile 5'``."""
        return f"{KIND_WORDS[self.kind]} tile {self.position}"

    @classmethod
    def parse(cls, text: str) -> TulaMove:
        """Read one token; raise ``NotationError`` with the expected form when malformed."""
        if not isinstance(text, str):
            raise NotationError(f"a Tula move is text such as 'T5', not {type(text).__name__}")
        found = _TOKEN.fullmatch(text)
        if found is None:
            raise NotationError(
                f"{quoted(text)} is not a Tula move: write R, T or X followed by a position 0-23, "
                "e.g. 'R23', 'T5' or 'X20'"
            )
        kind, digits = found.groups()
        if int(digits) > 23:
            raise NotationError(
                f"{quoted(text)} is not a Tula move: there is no position {digits} (positions are 0-23)"
            )
        # the pattern's first group matches only R, T or X: exactly the MoveKind values
        return cls(cast(MoveKind, kind), int(digits))
