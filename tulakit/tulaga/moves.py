"""Tulaga turns and their notation (TULAGA-8).

A turn is one compound move: a placement, then optionally a claim (which Tulaga, and for
a row where the rank stone goes), then optionally a reap direction (only after a claim).

====================================  ===============================================
``e5``                                 place a simple stone on e5
``e5 =a5-e5@c5``                       ... and claim the row a5-e5, rank stone on c5
``e5 =d4(c3,c4,c5,e5)``                ... and claim the perimeter around d4 made of
                                       those four stones (the rank stone goes on d4)
``e5 =d4(c3,c4,c5,e5) >N``             ... then reap north from the rank stone
====================================  ===============================================

A row is written by its two ends (left end first; bottom end first for a column), the
four perimeter stones in alphabetical order, so every turn has exactly one spelling.

>>> move = TulagaMove.parse("e5 =a5-e5@c5 >W")
>>> str(move) == "e5 =a5-e5@c5 >W"
True
>>> TulagaMove.parse("e5 =e5-a5@c5")
Traceback (most recent call last):
...
tulakit.errors.NotationError: 'e5 =e5-a5@c5': write a row from its left end (its bottom end for a column): a5-e5
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tulakit.errors import NotationError
from tulakit.tulaga.board import DIRECTION_NAMES, PERIMETER, ROWS_OF_FIVE, name, point
from tulakit.words import quoted

_ROW_BY_ENDS = {(row[0], row[-1]): row for row in ROWS_OF_FIVE}
_ROW_BY_ENDS_REVERSED = {(row[-1], row[0]): row for row in ROWS_OF_FIVE}
_MOVE = re.compile(
    r"(?P<place>[a-i][1-9])"
    r"(?: =(?:(?P<start>[a-i][1-9])-(?P<end>[a-i][1-9])@(?P<rank>[a-i][1-9])"
    r"|(?P<centre>[a-i][1-9])\((?P<ring>[a-i][1-9](?:,[a-i][1-9]){3})\))"
    r"(?: >(?P<reap>[NESW]))?)?"
)
_FORM = (
    "write a point (e5), then optionally ' =a5-e5@c5' (a row claim with its rank point) or "
    "' =d4(c3,c4,c5,e5)' (a perimeter claim), then optionally ' >N' (reap N, E, S or W)"
)


def tidy(text: str) -> str:
    """A turn as a person may type it, spelt as the notation writes it: point names in
    lower case, the reap direction in capitals, one space before ``=`` and ``>``.

    >>> tidy("  E5=A5 - E5 @ C5   >n ")
    'e5 =a5-e5@c5 >N'
    >>> tidy("e5 = d4( c3, c4,c5 ,e5 )")
    'e5 =d4(c3,c4,c5,e5)'
    """
    text = " ".join(text.split()).lower()
    text = re.sub(r"\s*([,()@-])\s*", r"\1", text)
    text = re.sub(r"\s*([=>])\s*", r" \1", text)
    return re.sub(r">([a-z])", lambda found: ">" + found[1].upper(), text).strip()


@dataclass(frozen=True)
class Claim:
    """A claimed Tulaga: its simple stones (in notation order) and the rank stone's point.

    ``centre`` is set for a perimeter Tulaga (the rank point is the centre) and ``None``
    for a row.
    """

    stones: tuple[int, ...]
    rank_point: int
    centre: int | None = None

    @property
    def kind(self) -> str:
        """``'row'`` or ``'perimeter'``."""
        return "row" if self.centre is None else "perimeter"

    def __str__(self) -> str:
        if self.centre is None:
            return f"={name(self.stones[0])}-{name(self.stones[-1])}@{name(self.rank_point)}"
        return f"={name(self.centre)}({','.join(name(p) for p in self.stones)})"

    def describe(self) -> str:
        """The claim in words."""
        if self.centre is None:
            return (
                f"claim the row {name(self.stones[0])}-{name(self.stones[-1])} "
                f"with the rank stone on {name(self.rank_point)}"
            )
        stones = ", ".join(name(p) for p in self.stones)
        return f"claim the perimeter around {name(self.centre)} ({stones})"


@dataclass(frozen=True)
class TulagaMove:
    """One whole turn: ``place``, then an optional ``claim``, then an optional ``reap``."""

    place: int
    claim: Claim | None = None
    reap: str | None = None

    def __post_init__(self) -> None:
        if self.reap is not None and self.claim is None:
            raise NotationError("a reap needs a claim first: only a new rank stone reaps")
        if self.reap is not None and self.reap not in DIRECTION_NAMES:
            raise NotationError(f"{quoted(str(self.reap))} is not a direction: use N, E, S or W")

    def __str__(self) -> str:
        text = name(self.place)
        if self.claim is not None:
            text += f" {self.claim}"
        if self.reap is not None:
            text += f" >{self.reap}"
        return text

    def describe(self) -> str:
        """The turn in words, e.g. ``'place e5, claim the row a5-e5 ..., reap north'``."""
        parts = [f"place {name(self.place)}"]
        if self.claim is not None:
            parts.append(self.claim.describe())
        if self.reap is not None:
            parts.append(f"reap {DIRECTION_NAMES[self.reap]}")
        return ", ".join(parts)

    @classmethod
    def parse(cls, text: str) -> TulagaMove:
        """Read a turn; ``NotationError`` says what form was expected."""
        if not isinstance(text, str):
            raise NotationError(f"a Tulaga move is text such as 'e5', not {type(text).__name__}")
        found = _MOVE.fullmatch(text)
        if found is None and re.fullmatch(r"[a-i][1-9] >[NESW]", text):
            raise NotationError(
                f"{quoted(text)}: a reap needs a claim first: only a new rank stone reaps"
            )
        if found is None:
            raise NotationError(f"{quoted(text)} is not a Tulaga move: {_FORM}")
        place = point(found["place"])
        claim = None
        if found["start"]:
            ends = (point(found["start"]), point(found["end"]))
            if ends in _ROW_BY_ENDS_REVERSED and ends not in _ROW_BY_ENDS:
                right = _ROW_BY_ENDS_REVERSED[ends]
                raise NotationError(
                    f"{quoted(text)}: write a row from its left end (its bottom end for a column): "
                    f"{name(right[0])}-{name(right[-1])}"
                )
            if ends not in _ROW_BY_ENDS:
                raise NotationError(
                    f"{quoted(text)}: {found['start']}-{found['end']} is not a line of five points"
                )
            row = _ROW_BY_ENDS[ends]
            rank = point(found["rank"])
            if rank not in row:
                raise NotationError(
                    f"{quoted(text)}: the rank stone of a row goes on one of its five points, "
                    f"and {found['rank']} is not one of them"
                )
            claim = Claim(row, rank)
        elif found["centre"]:
            centre = point(found["centre"])
            if centre not in PERIMETER:
                raise NotationError(
                    f"{quoted(text)}: {found['centre']} cannot be a perimeter centre: "
                    "all 8 of its neighbours must be on the board (b2 to h8)"
                )
            names = found["ring"].split(",")
            if names != sorted(set(names)):
                raise NotationError(
                    f"{quoted(text)}: list the four perimeter stones once each in alphabetical "
                    f"order: {','.join(sorted(set(names)))}"
                )
            stones = tuple(point(n) for n in names)
            outside = [n for n, p in zip(names, stones, strict=True) if p not in PERIMETER[centre]]
            if outside:
                raise NotationError(
                    f"{quoted(text)}: {outside[0]} is not one of the 8 points around {found['centre']}"
                )
            claim = Claim(stones, centre, centre)
        return cls(place, claim, found["reap"])
