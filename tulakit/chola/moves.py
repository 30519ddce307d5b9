"""Chola temple moves and their notation (CHOLA-A1).

One turn is one action, written as one token:

=========================================  ==================================================
``pick``                                   take 2 stones from the bag at random
``replace white 3``                        put 3 white stones back, then draw 3 at random
``draw stack``                             take the top card of the face-down stack
``draw up2``                               take the 2nd face-up card (counted from 1)
``build c17 brown@3,1 white@4,1``          play card c17: a brown stone on 3,1, white on 4,1
``sculpt 7,0 wagon:gold1 hand:grey4``       Expert: sculpt slot 7,0, paying from wagon and hand
``sculpt 4,2 +free``                        Expert: sculpt with a bonus card (CHOLA-B1)
``again``                                   Expert: the extra-turn bonus card
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

A sculpt (CHOLA-X3) names its slot by the slot's lower-left space, then what it pays from
the wagon and from the hand (colours in the order above, counts after the colour, parts
with nothing left out), then at most one bonus card:

>>> str(parse("sculpt 7,0 wagon:light-brown3,gold1 hand:light-brown1"))
'sculpt 7,0 wagon:light-brown3,gold1 hand:light-brown1'
>>> parse("sculpt 4,2 +free")
Sculpt(slot='4,2', wagon=(0, 0, 0, 0, 0), hand=(0, 0, 0, 0, 0), card='free')
>>> parse("sculpt 4,2 hand:white1,brown4")
Traceback (most recent call last):
...
tulakit.errors.NotationError: 'sculpt 4,2 hand:white1,brown4': write the payment as sculpt 4,2 hand:brown4,white1
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tulakit.chola.board import space, space_name
from tulakit.chola.bonus import SCULPT_CHOICES
from tulakit.chola.cards import card_name, card_number
from tulakit.chola.options import COLOUR_NAMES, COLOUR_TOKENS, N_COLOURS, colour
from tulakit.errors import NotationError
from tulakit.words import and_list, quoted, stones_words

_FORMS = (
    "write 'pick', 'replace <colour> <count>', 'draw stack', 'draw up<N>' or "
    "'build c<N> <colour>@<x>,<y> ...' (Expert also 'sculpt <x>,<y> ...' and 'again')"
)
NO_STONES: tuple[int, ...] = (0,) * N_COLOURS


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


def stones_text(stones: tuple[int, ...]) -> str:
    """Stones per colour in notation: ``'light-brown3,gold1'`` (colour order, no zeros)."""
    return ",".join(f"{COLOUR_TOKENS[c]}{n}" for c, n in enumerate(stones) if n)


@dataclass(frozen=True)
class Sculpt:
    """Expert (CHOLA-X3): sculpt ``slot``, paying ``wagon`` levels and ``hand`` stones.

    ``wagon`` and ``hand`` give the stones paid per colour index; ``card`` is the key of
    the bonus card used (``double``, ``free``, ``swap``, ``anycolour``, ``less``), if any.
    """

    slot: str
    wagon: tuple[int, ...] = NO_STONES
    hand: tuple[int, ...] = NO_STONES
    card: str | None = None

    def __str__(self) -> str:
        words = ["sculpt", self.slot]
        if any(self.wagon):
            words.append("wagon:" + stones_text(self.wagon))
        if any(self.hand):
            words.append("hand:" + stones_text(self.hand))
        if self.card:
            words.append("+" + self.card)
        return " ".join(words)

    @property
    def paid(self) -> tuple[int, ...]:
        """Wagon and hand together, per colour."""
        return tuple(w + h for w, h in zip(self.wagon, self.hand, strict=True))

    def describe(self) -> str:
        parts = []
        if any(self.wagon):
            wagon = stones_words(self.wagon, COLOUR_NAMES, joiner=" + ")
            parts.append(f"{wagon} from the wagon")
        if any(self.hand):
            hand = stones_words(self.hand, COLOUR_NAMES, joiner=" + ")
            parts.append(f"{hand} from the hand")
        paying = and_list(parts, empty="nothing")
        card = f", with the {self.card} card" if self.card else ""
        return f"sculpt slot {self.slot}, paying {paying}{card}"


@dataclass(frozen=True)
class Again:
    """Expert (CHOLA-B1): turn the ``again`` card face down and take an extra turn."""

    def __str__(self) -> str:
        return "again"

    def describe(self) -> str:
        return "play the “Extra turn” card: an extra turn now, the next turn skipped"


CholaMove = Pick | Replace | Draw | Build | Sculpt | Again
# numbers of at most four digits: no count or card position is larger, and int() of
# thousands of digits fails
_UP = re.compile(r"up([1-9]\d{0,3})")
_COUNT = re.compile(r"[1-9]\d{0,3}")
_STONE = re.compile(r"([a-z-]+?)(\d{1,4})")


def _stones(text: str, part: str, word: str) -> tuple[tuple[int, ...], list[int]]:
    """The stones of a ``wagon:``/``hand:`` part, and the colours in the order written."""
    counts = [0] * N_COLOURS
    order = []
    for item in part.split(","):
        found = _STONE.fullmatch(item)
        if found is None:
            raise NotationError(
                f"{quoted(text)}: write each colour of the {word} part as <colour><count>, "
                "e.g. light-brown3"
            )
        c = colour(found.group(1))
        n = int(found.group(2))
        if n == 0 or str(n) != found.group(2):
            raise NotationError(
                f"{quoted(text)}: {quoted(item)}: counts are whole numbers from 1, no zeros"
            )
        counts[c] += n
        order.append(c)
    return tuple(counts), order


def _parse_sculpt(text: str, words: list[str]) -> Sculpt:
    space(words[1])  # a space of the temple; the game checks that it names a slot
    parts: dict[str, tuple[int, ...]] = {}
    heads: list[str] = []
    card = None
    canonical = True
    for word in words[2:]:
        head, colon, rest = word.partition(":")
        if word.startswith("+"):
            if card is not None:
                raise NotationError(f"{quoted(text)}: a sculpt uses at most one bonus card")
            card = word[1:]
            if card not in SCULPT_CHOICES:
                raise NotationError(
                    f"{quoted(text)}: +{card} is not a sculpt card: use one of "
                    + ", ".join("+" + k for k in SCULPT_CHOICES)
                )
            heads.append("+")
        elif colon and head in ("wagon", "hand") and rest:
            if head in parts:
                raise NotationError(f"{quoted(text)}: write the {head} part once")
            parts[head], order = _stones(text, rest, head)
            canonical = canonical and order == sorted(set(order)) and len(order) == len(set(order))
            heads.append(head)
        else:
            raise NotationError(
                f"{quoted(text)}: after the slot write 'wagon:<colour><n>,...', "
                "'hand:<colour><n>,...' and at most one '+<card>'"
            )
    move = Sculpt(words[1], parts.get("wagon", NO_STONES), parts.get("hand", NO_STONES), card)
    ordered = [h for h in ("wagon", "hand", "+") if h in heads]
    if not canonical or heads != ordered:
        raise NotationError(f"{quoted(text)}: write the payment as {move}")
    return move


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
            raise NotationError(
                f"{quoted(text)}: the count is a whole number, e.g. 'replace white 3'"
            )
        return Replace(colour(words[1]), int(words[2]))
    if head == "draw" and len(words) == 2:
        if words[1] == "stack":
            return Draw()
        found = _UP.fullmatch(words[1])
        if found is None:
            raise NotationError(
                f"{quoted(text)}: draw from 'stack' or a face-up card such as 'up1'"
            )
        return Draw(int(found.group(1)))
    if head == "build" and len(words) >= 3:
        number = card_number(words[1])
        stones = []
        for word in words[2:]:
            token, at, where = word.partition("@")
            if not at:
                raise NotationError(
                    f"{quoted(text)}: write each stone as <colour>@<x>,<y>, e.g. white@4,1"
                )
            stones.append((space(where), colour(token)))
        ordered = tuple(sorted(stones))
        move = Build(number, ordered)
        if tuple(stones) != ordered:
            raise NotationError(
                f"{quoted(text)}: list the stones bottom row first, left to right: {move}"
            )
        return move
    if head == "sculpt" and len(words) >= 2:
        return _parse_sculpt(text, words)
    if head == "again" and len(words) == 1:
        return Again()
    raise NotationError(f"{quoted(text)} is not a Chola move: {_FORMS}")
