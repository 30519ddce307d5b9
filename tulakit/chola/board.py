"""The Chola temple board: spaces, support and stars (CHOLA-G1..G3, a reconstruction).

The temple is a stepped tower on a grid: ``x`` is the column 0..12 from the left, ``y`` the
row from the base (0) upward. Spaces are numbered bottom row first, left to right, so a
lower index is never above a higher one; a space is written ``x,y`` (e.g. ``3,1``).

>>> N_SPACES, space("0,0"), space_name(114)
(115, 0, '6,12')
>>> space_name(SUPPORT[space("3,1")][0]), SUPPORT[space("3,0")]
('3,0', ())
>>> [space_name(i) for i in SUPPORT[DOORWAY_TOP]]
['5,2', '7,2']
>>> can_place_in_order((space("5,2"), space("6,2")), [-1] * N_SPACES)
False
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tulakit.errors import NotationError
from tulakit.words import quoted

#: CHOLA-G1: for each row, the columns (first, last) of the tier it belongs to
ROW_SPAN: tuple[tuple[int, int], ...] = (
    (0, 12),
    (0, 12),  # base A, rows 0-1 (the doorway (6,0) (6,1) is cut out below)
    (0, 12),
    (0, 12),  # base B
    (1, 11),
    (1, 11),  # C
    (2, 10),
    (2, 10),  # D
    (3, 9),
    (3, 9),  # E
    (4, 8),
    (4, 8),  # F
    (6, 6),  # finial
)
#: the doorway is open ground, not a space (CHOLA-G1)
DOORWAY: frozenset[tuple[int, int]] = frozenset({(6, 0), (6, 1)})

COORDS: tuple[tuple[int, int], ...] = tuple(
    (x, y)
    for y, (first, last) in enumerate(ROW_SPAN)
    for x in range(first, last + 1)
    if (x, y) not in DOORWAY
)
N_SPACES = len(COORDS)
INDEX: dict[tuple[int, int], int] = {xy: i for i, xy in enumerate(COORDS)}
#: the empty-cell marker in a list of colours by space
EMPTY = -1

#: CHOLA-G2: the one space above the doorway, held up from the side instead of from below
DOORWAY_TOP = INDEX[(6, 2)]

#: CHOLA-G2: for each space, the spaces any ONE of which holds it up; ``()`` on the ground
SUPPORT: tuple[tuple[int, ...], ...] = tuple(
    () if y == 0 else (INDEX[(5, 2)], INDEX[(7, 2)]) if (x, y) == (6, 2) else (INDEX[(x, y - 1)],)
    for x, y in COORDS
)

#: CHOLA-G3: the ten star spaces, where treasure tiles lie
STARS: tuple[int, ...] = tuple(
    INDEX[xy]
    for xy in ((1, 1), (11, 1), (4, 3), (8, 3), (2, 5), (10, 5), (4, 7), (8, 7), (5, 9), (7, 9))
)
STAR_SET = frozenset(STARS)

#: axes for pattern adjacency: orthogonal, and the two diagonals added by "king"
ORTHOGONAL_AXES: tuple[tuple[int, int], ...] = ((1, 0), (0, 1))
KING_AXES: tuple[tuple[int, int], ...] = ((1, 0), (0, 1), (1, 1), (1, -1))


def _step(i: int, dx: int, dy: int) -> int | None:
    x, y = COORDS[i]
    return INDEX.get((x + dx, y + dy))


#: for each axis, the neighbour of every space one step along it each way
AXIS_NEIGHBOURS: dict[tuple[int, int], tuple[tuple[int, ...], ...]] = {
    axis: tuple(
        tuple(n for n in (_step(i, *axis), _step(i, -axis[0], -axis[1])) if n is not None)
        for i in range(N_SPACES)
    )
    for axis in KING_AXES
}

#: every domino of two orthogonally adjacent spaces, lower index first
DOMINOES: tuple[tuple[int, int], ...] = tuple(
    (i, j) for i in range(N_SPACES) for j in (_step(i, 1, 0), _step(i, 0, 1)) if j is not None
)
#: every 2x2 block as (bottom left, bottom right, top left, top right)
BLOCKS: tuple[tuple[int, int, int, int], ...] = tuple(
    (i, br, tl, tr)
    for i in range(N_SPACES)
    if (br := _step(i, 1, 0)) is not None
    and (tl := _step(i, 0, 1)) is not None
    and (tr := _step(i, 1, 1)) is not None
)

_SPACE = re.compile(r"(\d{1,2}),(\d{1,2})")


def space_name(index: int) -> str:
    """``'x,y'`` for a space index."""
    x, y = COORDS[index]
    return f"{x},{y}"


def space(text: str) -> int:
    """The index of a space written ``x,y``; ``NotationError`` says why there is none."""
    found = _SPACE.fullmatch(text) if isinstance(text, str) else None
    if found is None:
        raise NotationError(f"{quoted(text)} is not a space: write column,row such as '3,1'")
    x, y = int(found.group(1)), int(found.group(2))
    if str(x) != found.group(1) or str(y) != found.group(2):
        raise NotationError(f"{quoted(text)}: write numbers without leading zeros, e.g. '{x},{y}'")
    if (x, y) in DOORWAY:
        raise NotationError(f"({x},{y}) is the doorway, not a space of the temple")
    if (x, y) not in INDEX:
        raise NotationError(f"({x},{y}) is not a space of the temple (CHOLA-G1)")
    return INDEX[(x, y)]


def is_supported(index: int, cells: Sequence[int]) -> bool:
    """CHOLA-G2: on the ground, or held up by a stone (from below; from the side at 6,2)."""
    held_by = SUPPORT[index]
    return not held_by or any(cells[s] != EMPTY for s in held_by)


def unsupported_in_order(spaces: Sequence[int], cells: Sequence[int]) -> int | None:
    """CHOLA-G2 for a whole build: the first space that can never be held up, or ``None``.

    The stones go down one at a time, and stones of the same build count as support,
    so this adds every space that is supported until nothing more can be added.
    """
    placed = set()
    pending = list(spaces)
    progress = True
    while pending and progress:
        progress = False
        for s in list(pending):
            held_by = SUPPORT[s]
            if not held_by or any(cells[h] != EMPTY or h in placed for h in held_by):
                placed.add(s)
                pending.remove(s)
                progress = True
    return min(pending) if pending else None


def can_place_in_order(spaces: Sequence[int], cells: Sequence[int]) -> bool:
    """True when every space is empty and the build obeys CHOLA-G2."""
    return all(cells[s] == EMPTY for s in spaces) and unsupported_in_order(spaces, cells) is None


def why_unsupported(index: int) -> str:
    """The learner's reason a space cannot hold a stone yet."""
    if index == DOORWAY_TOP:
        return "(6,2) is above the doorway: it needs a stone at (5,2) or (7,2) first"
    x, y = COORDS[index]
    return f"no stone below ({x},{y})"


__all__ = [
    "BLOCKS",
    "COORDS",
    "DOMINOES",
    "DOORWAY_TOP",
    "EMPTY",
    "INDEX",
    "KING_AXES",
    "N_SPACES",
    "ORTHOGONAL_AXES",
    "STARS",
    "SUPPORT",
    "can_place_in_order",
    "is_supported",
    "space",
    "space_name",
    "unsupported_in_order",
]
