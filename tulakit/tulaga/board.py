"""The Tulaga board: the 9 x 9 points of a chess board (TULAGA-1).

Points are named like chess squares, files ``a``-``i`` left to right and ranks ``1``-``9``
bottom to top, and numbered ``index = (rank - 1) * 9 + file`` (``a1`` is 0, ``i9`` is 80).
Lines of five, perimeters and reaping rays are computed once at import.

>>> point("a1"), point("i9"), name(40)
(0, 80, 'e5')
>>> len(PERIMETER[point("e5")]), point("a1") in PERIMETER
(8, False)
>>> [name(p) for p in RAYS[point("g8")]["N"]]
['g9']
"""

from __future__ import annotations

import re

from tulakit.errors import NotationError
from tulakit.words import quoted

SIZE = 9
N_POINTS = SIZE * SIZE
FILES = "abcdefghi"
_NAME = re.compile(r"([a-i])([1-9])")
#: the cardinal directions of TULAGA-6, as (file step, rank step)
DIRECTIONS: dict[str, tuple[int, int]] = {"N": (0, 1), "E": (1, 0), "S": (0, -1), "W": (-1, 0)}
DIRECTION_NAMES = {"N": "north", "E": "east", "S": "south", "W": "west"}
#: the four line directions of a row Tulaga (TULAGA-4)
LINE_STEPS = ((1, 0), (0, 1), (1, 1), (1, -1))


def point(text: str) -> int:
    """The index of a point name such as ``'e5'``; ``NotationError`` if there is none."""
    found = _NAME.fullmatch(text) if isinstance(text, str) else None
    if found is None:
        raise NotationError(
            f"{quoted(text)} is not a point: write a file a-i and a rank 1-9, e.g. 'e5'"
        )
    return (int(found.group(2)) - 1) * SIZE + FILES.index(found.group(1))


def name(index: int) -> str:
    """The name of a point index, e.g. ``40`` is ``'e5'``."""
    return FILES[index % SIZE] + str(index // SIZE + 1)


def coords(index: int) -> tuple[int, int]:
    """``(file, rank)`` from 0, with rank 0 at the bottom."""
    return index % SIZE, index // SIZE


def _at(file: int, rank: int) -> int | None:
    return rank * SIZE + file if 0 <= file < SIZE and 0 <= rank < SIZE else None


def _line(start: int, step: tuple[int, int], length: int) -> tuple[int, ...] | None:
    f, r = coords(start)
    out = []
    for k in range(length):
        p = _at(f + k * step[0], r + k * step[1])
        if p is None:
            return None
        out.append(p)
    return tuple(out)


#: every run of five consecutive points on one line, listed from its left end (bottom end
#: for a column); this order is the one the notation writes
ROWS_OF_FIVE: tuple[tuple[int, ...], ...] = tuple(
    row
    for start in range(N_POINTS)
    for step in LINE_STEPS
    if (row := _line(start, step, 5)) is not None
)
#: ROWS_THROUGH[p]: the rows of five that contain point p
ROWS_THROUGH: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(row for row in ROWS_OF_FIVE if p in row) for p in range(N_POINTS)
)
#: ROW_OTHERS[p]: each row through p with its four other points, for quick checks
ROW_OTHERS: tuple[tuple[tuple[tuple[int, ...], tuple[int, ...]], ...], ...] = tuple(
    tuple((row, tuple(q for q in row if q != p)) for row in ROWS_THROUGH[p])
    for p in range(N_POINTS)
)
#: NAME_ORDER[p]: p's rank in alphabetical order of names (file first, then rank)
NAME_ORDER: tuple[int, ...] = tuple((p % SIZE) * SIZE + p // SIZE for p in range(N_POINTS))
#: PERIMETER[c]: the 8 neighbours of a centre c whose neighbours are all on the board
PERIMETER: dict[int, tuple[int, ...]] = {
    # c is at least one point from every edge, so each neighbour c + dr * SIZE + df is on
    # the board (and no step wraps round to another rank)
    c: tuple(c + dr * SIZE + df for dr in (-1, 0, 1) for df in (-1, 0, 1) if (df, dr) != (0, 0))
    for c in range(N_POINTS)
    if 1 <= coords(c)[0] <= SIZE - 2 and 1 <= coords(c)[1] <= SIZE - 2
}
#: CENTRES_AROUND[p]: the perimeter centres that have p among their 8 neighbours
CENTRES_AROUND: tuple[tuple[int, ...], ...] = tuple(
    tuple(c for c, ring in PERIMETER.items() if p in ring) for p in range(N_POINTS)
)
#: RAYS[p][d]: the points from p (excluded) to the edge in direction d, nearest first
RAYS: tuple[dict[str, tuple[int, ...]], ...] = tuple(
    {
        d: tuple(
            q
            for k in range(1, SIZE)
            if (q := _at(coords(p)[0] + k * df, coords(p)[1] + k * dr)) is not None
        )
        for d, (df, dr) in DIRECTIONS.items()
    }
    for p in range(N_POINTS)
)
