"""Chola temple moves and their notation (CHOLA-A1).

One turn is one action, written as one token:

=========================================  ==================================================
``pick``                                   take 2 stones from the bag at random
``replace white 3``                        put 3 white stones back, then draw 3 at random
``draw stack``                             take the top card of the face-down stack
``draw up2``                               take the 2nd face-up card (counted from 1)
``build c17 brown@3,1 white@4,1``          play card c17: a brown stone on 3,1, white on 4,1
=========================================  ==================================================

Colours are ``brown``, ``light-brown``, ``white``, ``grey`` and ``gold``; a space is
``column,row`` (column 0-12 from the left, row 0 at the base). A build lists its stones
in space order (bottom row first, left to right), so every move has exactly one spelling
and ``str(parse(text)) == text``. In solo games only builds are written: the rest of the
solo procedure runs by itself (CHOLA-SO2).

>>> str(parse("build c17 brown@3,1 white@4,1"))
'build c17 brown@3,1 white@4,1'
>>> parse("replace white 3")
Replace(colour=2, count=3)
>>> parse("build c5 white@4,1 brown@3,1")
Traceback (most recent call last):
...
tulakit.errors.NotationError: 'build c5 white@4,1 brown@3,1': list the stones bottom row first, left to right: build c5 brown@3,1 white@4,1
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tulakit.chola.board import space, space_name
from tulakit.chola.cards import card_name, card_number
from tulakit.chola.options import COLOUR_NAMES, COLOUR_TOKENS, colour
from tulakit.errors import NotationError

_FORMS = (
    "write 'pick', 'replace <colour> <count>', 'draw stack', 'draw up<N>' or "
    "'build c<N> <colour>@<x>,<y> ...'"
)


@dataclass(frozen=True)
class Pick:
    """Take two stones from the bag at random."""

    def __str__(self) -> str:
        return "pick"

    def describe(self) -> str:
        return "pick 2 stones from the bag"


@dataclass(frozen=True)
class Replace:
    """Return ``count`` stones of ``colour`` to the bag, then draw as many."""

    colour: int
    count: int

    def __str__(self) -> str:
        return f"replace {COLOUR_TOKENS[self.colour]} {self.count}"

    def describe(self) -> str:
        return f"put {self.count} {COLOUR_NAMES[self.colour]} stones back and draw {self.count}"


@dataclass(frozen=True)
class Draw:
    """Take a card: ``up`` is ``None`` for the stack, else a face-up position from 1."""

    up: int | None = None

    def __str__(self) -> str:
        return "draw stack" if self.up is None else f"draw up{self.up}"

    def describe(self) -> str:
        if self.up is None:
            return "draw the top card of the stack"
        return f"draw face-up card {self.up}"


@dataclass(frozen=True)
class Build:
    """Play card number ``card``, putting ``placement`` (``(space, colour)``, in order)."""

    card: int
    placement: tuple[tuple[int, int], ...]

    def __str__(self) -> str:
        stones = " ".join(f"{COLOUR_TOKENS[c]}@{space_name(s)}" for s, c in self.placement)
        return f"build {card_name(self.card)} {stones}"

    def describe(self) -> str:
        stones = ", ".join(f"{COLOUR_NAMES[c]} on ({space_name(s)})" for s, c in self.placement)
        return f"build with card {card_name(self.card)}: {stones}"


CholaMove = Pick | Replace | Draw | Build
_UP = re.compile(r"up([1-9]\d*)")
_COUNT = re.compile(r"[1-9]\d*")


def parse(text: str) -> CholaMove:
    """Read one move; ``NotationError`` says what form was expected."""
    if not isinstance(text, str):
        raise NotationError(f"a Chola move is text such as 'pick', not {type(text).__name__}")
    words = text.split(" ")
    head = words[0]
    if head == "pick" and len(words) == 1:
        return Pick()
    if head == "replace" and len(words) == 3:
        if not _COUNT.fullmatch(words[2]):
            raise NotationError(f"{text!r}: the count is a whole number, e.g. 'replace white 3'")
        return Replace(colour(words[1]), int(words[2]))
    if head == "draw" and len(words) == 2:
        if words[1] == "stack":
            return Draw()
        found = _UP.fullmatch(words[1])
        if found is None:
            raise NotationError(f"{text!r}: draw from 'stack' or a face-up card 'up1', 'up2', ...")
        return Draw(int(found.group(1)))
    if head == "build" and len(words) >= 3:
        number = card_number(words[1])
        stones = []
        for word in words[2:]:
            token, at, where = word.partition("@")
            if not at:
                raise NotationError(
                    f"{text!r}: write each stone as <colour>@<x>,<y>, e.g. white@4,1"
                )
            stones.append((space(where), colour(token)))
        ordered = tuple(sorted(stones))
        move = Build(number, ordered)
        if tuple(stones) != ordered:
            raise NotationError(
                f"{text!r}: list the stones bottom row first, left to right: {move}"
            )
        return move
    raise NotationError(f"{text!r} is not a Chola move: {_FORMS}")
