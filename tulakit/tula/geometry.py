"""The temple's shape (TULA-1) and what follows from it (TULA-2, TULA-3, TULA-4).

Coordinates are in half-tile units; the tile at ``(x, y)`` covers ``[x, x+2) x [y, y+2)``
and ``y`` grows downward. Positions 0-23 are numbered as in ``docs/rulings.md`` (TULA-1).
Everything here is computed once at import into bit masks (bit ``i`` is position ``i``), so
rules and solver test "is it free?" with a couple of integer operations.

>>> LAYER[23], POSITIONS[23]
(4, (3, 3))
>>> sorted(bits(COVERED_BY[14]))   # position 14 lies under 20 and 21 (TULA-2)
[20, 21]
>>> sorted(bits(EDGE_CONTACT[12]["top"]))   # a half-tile overlap is contact (TULA-3)
[9, 10]
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

#: (x, y) of each position, by position number (TULA-1)
POSITIONS: tuple[tuple[int, int], ...] = (
    (0, 0), (2, 0), (4, 0), (6, 0), (0, 2), (2, 2), (4, 2), (6, 2),
    (0, 4), (2, 4), (4, 4), (6, 4), (3, 6),
    (1, 1), (3, 1), (5, 1), (1, 3), (3, 3), (5, 3), (3, 5),
    (2, 2), (4, 2), (3, 4),
    (3, 3),
)  # fmt: skip
LAYER: tuple[int, ...] = (1,) * 13 + (2,) * 7 + (3,) * 3 + (4,)
N_POSITIONS = 24
ALL = (1 << N_POSITIONS) - 1
TOP_POSITION = 23
LAYER3 = (20, 21, 22)
EDGES = ("top", "bottom", "left", "right")
#: each corner and the two edges that meet there (TULA-4)
CORNERS = {
    "top-left": ("top", "left"),
    "top-right": ("top", "right"),
    "bottom-left": ("bottom", "left"),
    "bottom-right": ("bottom", "right"),
}


def bits(mask: int) -> Iterator[int]:
    """The positions whose bits are set in ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _overlap(a0: int, a1: int, b0: int, b1: int) -> int:
    return min(a1, b1) - max(a0, b0)


def _covers(upper: int, lower: int) -> bool:
    """TULA-2: a higher-layer tile overlapping with positive area covers."""
    if LAYER[upper] <= LAYER[lower]:
        return False
    (ux, uy), (lx, ly) = POSITIONS[upper], POSITIONS[lower]
    return _overlap(ux, ux + 2, lx, lx + 2) > 0 and _overlap(uy, uy + 2, ly, ly + 2) > 0


def _touches(i: int, j: int, edge: str) -> bool:
    """TULA-3: does same-layer tile ``j`` share a segment of positive length with an edge of ``i``."""
    if i == j or LAYER[i] != LAYER[j]:
        return False
    (xi, yi), (xj, yj) = POSITIONS[i], POSITIONS[j]
    if edge == "top":
        return yj + 2 == yi and _overlap(xi, xi + 2, xj, xj + 2) > 0
    if edge == "bottom":
        return yj == yi + 2 and _overlap(xi, xi + 2, xj, xj + 2) > 0
    if edge == "left":
        return xj + 2 == xi and _overlap(yi, yi + 2, yj, yj + 2) > 0
    return xj == xi + 2 and _overlap(yi, yi + 2, yj, yj + 2) > 0


def _mask(positions: Iterator[int] | list[int]) -> int:
    out = 0
    for p in positions:
        out |= 1 << p
    return out


#: COVERED_BY[i]: the positions that cover i while they stay in the temple (TULA-2)
COVERED_BY: tuple[int, ...] = tuple(
    _mask(j for j in range(N_POSITIONS) if _covers(j, i)) for i in range(N_POSITIONS)
)
#: EDGE_CONTACT[i][edge]: same-layer positions touching that edge of i (TULA-3)
EDGE_CONTACT: tuple[dict[str, int], ...] = tuple(
    {e: _mask(j for j in range(N_POSITIONS) if _touches(i, j, e)) for e in EDGES}
    for i in range(N_POSITIONS)
)
#: CORNER_BLOCKERS[i]: per corner, the positions that must be gone for it to be free
CORNER_BLOCKERS: tuple[tuple[int, ...], ...] = tuple(
    tuple(EDGE_CONTACT[i][a] | EDGE_CONTACT[i][b] for a, b in CORNERS.values())
    for i in range(N_POSITIONS)
)
#: DEPENDENTS[i]: positions whose freedom may change when position i leaves the temple
DEPENDENTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        j
        for j in range(N_POSITIONS)
        if (COVERED_BY[j] >> i) & 1 or any((m >> i) & 1 for m in CORNER_BLOCKERS[j])
    )
    for i in range(N_POSITIONS)
)


def is_uncovered(position: int, gone: int) -> bool:
    """TULA-2: no tile above ``position`` is left, given the mask of positions ``gone``."""
    return COVERED_BY[position] & ~gone == 0


def has_free_corner(position: int, gone: int) -> bool:
    """TULA-4: some corner of ``position`` has no contact on either of its edges."""
    return any(m & ~gone == 0 for m in CORNER_BLOCKERS[position])


def is_open(position: int, gone: int) -> bool:
    """Uncovered and with a free corner: the tile may be revealed (and, face up, taken).

    Both conditions only ever get easier as tiles leave, so once open, always open.

    >>> is_open(23, 0), is_open(20, 0), is_open(20, 1 << 23)
    (True, False, True)
    """
    return is_uncovered(position, gone) and has_free_corner(position, gone)


#: per position: its bit and the masks of which one must be wholly gone for it to be open
#: (the tiles covering it plus the edge neighbours of one corner: TULA-2, TULA-4)
_OPEN_WAYS: tuple[tuple[int, tuple[int, ...]], ...] = tuple(
    (1 << p, tuple(COVERED_BY[p] | corner for corner in CORNER_BLOCKERS[p]))
    for p in range(N_POSITIONS)
)


@lru_cache(maxsize=1 << 16)
def open_mask(gone: int) -> int:
    """The mask of positions still in the temple that are open, given ``gone``.

    The rules ask this two or three times a move with the same ``gone``, and the
    statistics play hundreds of thousands of games, so answers are kept (a profile of
    ``python -m tulakit.tula stats`` found two thirds of its time here before).

    >>> sorted(bits(open_mask(1 << 23)))  # the opening take frees layer 3 (TULA-6)
    [20, 21, 22]
    """
    left = ~gone
    out = 0
    for bit, ways in _OPEN_WAYS:
        if not gone & bit:
            for way in ways:
                if not way & left:
                    out |= bit
                    break
    return out
