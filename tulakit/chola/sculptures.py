"""Sculpture slots and sculpture tiles of the Expert game (CHOLA-X1, X2; a reconstruction).

A *slot* is a group of temple spaces that one sculpture tile covers; the slots partition
the 115 spaces exactly. A slot is named by its lower-left space (``"7,0"``; the finial is
``"6,12"``). A *tile* is what lies in a slot: its points and its cost in stones.

>>> [s.kind for s in slots()].count("square"), len(slots()), len(slots("A"))
(20, 35, 41)
>>> slot_named("7,0").spaces == tuple(space(n) for n in ("7,0", "8,0", "7,1", "8,1"))
True
>>> square_tiles(8)[1].describe()
'4 light brown + 1 gold'
>>> FINIAL_TILE.describe(), FINIAL_TILE.points
('1 stone of any colour', 1)
>>> Tile.from_token("8:light-brown4,gold1") == square_tiles(8)[1]
True
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from tulakit.chola.board import INDEX, N_SPACES, space
from tulakit.chola.options import COLOUR_NAMES, COLOUR_TOKENS, N_COLOURS
from tulakit.errors import NotationError
from tulakit.words import stones_words

#: the kinds of slot, biggest first, and the points of their tiles (squares vary: 6..10)
KINDS: tuple[str, ...] = ("square", "three", "two", "one")
#: CHOLA-X2: the points of the five square groups
SQUARE_GROUPS: tuple[int, ...] = (6, 7, 8, 9, 10)
LAYOUTS: tuple[str, ...] = ("B", "A")


@dataclass(frozen=True)
class Slot:
    """Where one sculpture goes: ``name`` is its lower-left space, ``spaces`` its spaces."""

    name: str
    kind: str
    spaces: tuple[int, ...]


@dataclass(frozen=True)
class Tile:
    """A sculpture tile: ``points``, and ``cost`` in stones per colour index.

    ``any_colour`` is 1 for a one-pointer, whose cost is one stone of any colour (its
    ``cost`` is then all zeros).
    """

    points: int
    cost: tuple[int, ...]
    any_colour: int = 0

    def describe(self) -> str:
        """The cost in words, the bigger part first: ``'4 light brown + 1 gold'``."""
        if self.any_colour:
            return f"{self.any_colour} stone of any colour"
        return stones_words(self.cost, COLOUR_NAMES, joiner=" + ", biggest_first=True)

    @property
    def token(self) -> str:
        """A short code, points then cost: ``'8:light-brown4,gold1'``; ``'1:any'``."""
        if self.any_colour:
            return f"{self.points}:any"
        cost = ",".join(f"{COLOUR_TOKENS[c]}{n}" for c, n in enumerate(self.cost) if n)
        return f"{self.points}:{cost}"

    @classmethod
    def from_token(cls, text: str) -> Tile:
        """The tile of a :attr:`token`; ``NotationError`` if it is not one of CHOLA-X2's."""
        for tile in all_tiles("A"):
            if tile.token == text:
                return tile
        raise NotationError(
            f"{text!r} is not a sculpture tile: write points:cost, e.g. '8:light-brown4,gold1'"
        )

    @property
    def stones(self) -> int:
        """How many stones the tile costs."""
        return sum(self.cost) + self.any_colour


def _pair(big: int, small: int, n_big: int) -> tuple[int, ...]:
    cost = [0] * N_COLOURS
    cost[big] = n_big
    cost[small] = 1
    return tuple(cost)


#: CHOLA-X2: for each square group, the colour paying "1" when colour c pays "4".
#: Each is a derangement, so every colour is the 4 once and the 1 once in every group;
#: the 8 group pairs light brown (1) with gold (4), as the rulebook's example shows.
_SQUARE_PARTNERS: dict[int, tuple[int, ...]] = {
    6: (1, 2, 3, 4, 0),  # next colour
    7: (2, 3, 4, 0, 1),  # two on
    8: (3, 4, 0, 1, 2),  # three on: light brown -> gold
    9: (4, 0, 1, 2, 3),  # four on
    10: (1, 0, 3, 4, 2),  # brown<->light brown, white -> grey -> gold -> white
}


@cache
def square_tiles(points: int) -> tuple[Tile, ...]:
    """The five square tiles of a group (6..10 points), by the colour of their "4"."""
    if points not in _SQUARE_PARTNERS:
        raise ValueError(f"square groups are worth 6 to 10 points, not {points!r}")
    return tuple(
        Tile(points, _pair(c, partner, 4)) for c, partner in enumerate(_SQUARE_PARTNERS[points])
    )


#: CHOLA-X2 (tulakit reconstruction): the six 3-pointers, 2 + 1. The first five shift
#: each colour's "2" two colours on, so each colour costs 3 stones; the sixth adds grey.
THREE_TILES: tuple[Tile, ...] = tuple(
    Tile(3, _pair(big, small, 2)) for big, small in ((0, 2), (1, 3), (2, 4), (3, 0), (4, 1), (3, 1))
)
#: CHOLA-X2 (tulakit reconstruction): the eight 2-pointers, 1 + 1: every pair of two
#: colours except brown-gold and light brown-grey, so each colour is in 3 tiles (white 4).
TWO_TILES: tuple[Tile, ...] = tuple(
    Tile(2, _pair(a, b, 1))
    for a, b in ((0, 1), (0, 2), (0, 3), (1, 2), (1, 4), (2, 3), (2, 4), (3, 4))
)
#: CHOLA-X2: the one-pointer: one stone of any colour
FINIAL_TILE = Tile(1, (0,) * N_COLOURS, any_colour=1)


def _rect(x: int, y: int, width: int, height: int) -> tuple[int, ...]:
    return tuple(sorted(INDEX[(x + dx, y + dy)] for dy in range(height) for dx in range(width)))


#: CHOLA-X1 layout B: lower-left corners of the squares, 1x3 rows, 1x2 columns
_SQUARES = (
    (0, 0), (2, 0), (4, 0), (7, 0), (9, 0), (11, 0),
    (0, 2), (2, 2), (4, 2), (7, 2), (9, 2), (11, 2),
    (2, 4), (4, 4), (7, 4), (9, 4), (2, 6), (4, 6), (7, 6), (9, 6),
)  # fmt: skip
_THREES = ((3, 8), (3, 9), (7, 8), (7, 9), (5, 10), (5, 11))
_TWOS = ((6, 2), (6, 4), (6, 6), (6, 8), (1, 4), (11, 4), (4, 10), (8, 10))
_FINIAL = (6, 12)
#: CHOLA-X1 layout A (tulakit's map): each 1x3 three-pointer keeps 2 spaces and gives
#: the third to a one-pointer: the space nearest the middle column on the sides, and on
#: the middle rows (5-7) the right end of row 10 and the left end of row 11.
_THREES_A: dict[tuple[int, int], tuple[tuple[int, int], tuple[int, int]]] = {
    (3, 8): ((3, 8), (5, 8)),
    (3, 9): ((3, 9), (5, 9)),
    (7, 8): ((8, 8), (7, 8)),
    (7, 9): ((8, 9), (7, 9)),
    (5, 10): ((5, 10), (7, 10)),
    (5, 11): ((6, 11), (5, 11)),
}


@cache
def slots(layout: str = "B") -> tuple[Slot, ...]:
    """Every slot of a layout, bottom to top, then left to right by lower-left space.

    >>> [s.name for s in slots()][:7]
    ['0,0', '2,0', '4,0', '7,0', '9,0', '11,0', '0,2']
    >>> sum(len(s.spaces) for s in slots("A")), slot_named("5,9", "A").kind
    (115, 'one')
    """
    if layout not in LAYOUTS:
        raise ValueError(f"option sculpture_layout must be one of 'B', 'A', not {layout!r}")
    found: list[tuple[tuple[int, int], str, tuple[int, ...]]] = []
    found.extend(((x, y), "square", _rect(x, y, 2, 2)) for x, y in _SQUARES)
    for x, y in _THREES:
        if layout == "B":
            found.append(((x, y), "three", _rect(x, y, 3, 1)))
        else:
            (px, py), one = _THREES_A[(x, y)]
            found.append(((px, py), "three", _rect(px, py, 2, 1)))
            found.append((one, "one", _rect(*one, 1, 1)))
    found.extend(((x, y), "two", _rect(x, y, 1, 2)) for x, y in _TWOS)
    found.append((_FINIAL, "one", _rect(*_FINIAL, 1, 1)))
    found.sort(key=lambda f: (f[0][1], f[0][0]))
    return tuple(Slot(f"{x},{y}", kind, spaces) for (x, y), kind, spaces in found)


@cache
def slot_named(name: str, layout: str = "B") -> Slot:
    """The slot called ``name`` (its lower-left space); ``KeyError`` if there is none."""
    for slot in slots(layout):
        if slot.name == name:
            return slot
    raise KeyError(name)


@cache
def slot_of_space(layout: str = "B") -> tuple[Slot, ...]:
    """For each space index, the slot that covers it."""
    owner: list[Slot | None] = [None] * N_SPACES
    for slot in slots(layout):
        for s in slot.spaces:
            owner[s] = slot
    assert all(o is not None for o in owner), "the slots must cover every space (CHOLA-X1)"
    return tuple(o for o in owner if o is not None)


@cache
def all_tiles(layout: str = "B") -> tuple[Tile, ...]:
    """Every tile of the box for a layout: 25 squares, the 3- and 2-pointers, 1-pointers."""
    ones = sum(1 for s in slots(layout) if s.kind == "one")
    squares = tuple(t for p in SQUARE_GROUPS for t in square_tiles(p))
    return squares + THREE_TILES + TWO_TILES + (FINIAL_TILE,) * ones


def slot_problem(name: str, layout: str = "B") -> str:
    """Why ``name`` is not a slot, in words (it may be a space inside one)."""
    try:
        inside = slot_of_space(layout)[space(name)]
    except NotationError as exc:
        return str(exc)
    return f"({name}) belongs to slot {inside.name}: name a slot by its lower-left space"


__all__ = [
    "FINIAL_TILE",
    "KINDS",
    "LAYOUTS",
    "SQUARE_GROUPS",
    "THREE_TILES",
    "TWO_TILES",
    "Slot",
    "Tile",
    "all_tiles",
    "slot_named",
    "slot_of_space",
    "slot_problem",
    "slots",
    "square_tiles",
]
