"""Piecepack tiles: 4 suits x 6 values, written as a two-character code.

Suits are ``S`` Suns, ``M`` Moons, ``C`` Crowns and ``A`` Arms; values ``0`` (null),
``1`` (ace) and ``2``-``5``. The canonical order (suits S, M, C, A, values 0-5 within
each) is the order seeded shuffles start from, so a seed always gives the same deal.

>>> ALL_TILES[:7]
('S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'M0')
>>> tile_name("M0")
'null of Moons'
>>> matches("S3", "M3"), matches("S3", "S5"), matches("S3", "M5")
(True, True, False)
>>> shuffled_deal(7) == shuffled_deal(7)
True
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from tulakit.errors import RecordError

SUITS = "SMCA"
SUIT_NAMES = {"S": "Suns", "M": "Moons", "C": "Crowns", "A": "Arms"}
VALUES = "012345"
VALUE_NAMES = {"0": "null", "1": "ace", "2": "2", "3": "3", "4": "4", "5": "5"}
ALL_TILES: tuple[str, ...] = tuple(s + v for s in SUITS for v in VALUES)
_TILE_SET = frozenset(ALL_TILES)


def tile_name(code: str) -> str:
    """A tile's name in words, e.g. ``'ace of Arms'``."""
    return f"{VALUE_NAMES[code[1]]} of {SUIT_NAMES[code[0]]}"


def matches(a: str, b: str) -> bool:
    """True when two tiles share a suit or a value (TULA-5; null matches null)."""
    return a[0] == b[0] or a[1] == b[1]


def shuffled_deal(seed: int) -> tuple[str, ...]:
    """The deal a seed gives: the canonical tiles shuffled by ``random.Random(seed)``."""
    tiles = list(ALL_TILES)
    random.Random(seed).shuffle(tiles)
    return tuple(tiles)


#: what the deal check finds when every tile is a tile code
_NO_TILE = object()


def check_deal(deal: Sequence[str]) -> tuple[str, ...]:
    """Return ``deal`` as a tuple, or raise ``RecordError`` saying what is wrong with it.

    >>> check_deal(["S0"] * 24)
    Traceback (most recent call last):
    ...
    tulakit.errors.RecordError: a deal must hold each of the 24 tiles once: S0 appears 24 times; missing S1, S2, S3, S4, S5, M0, ...
    """
    if isinstance(deal, str) or not isinstance(deal, Sequence):
        raise RecordError("a deal must be a list of 24 tile codes such as 'S0' or 'A5'")
    tiles = tuple(deal)
    # a sentinel, not next(..., None): a deal may hold None itself, which is no tile either
    bad = next((t for t in tiles if not isinstance(t, str) or t not in _TILE_SET), _NO_TILE)
    if bad is not _NO_TILE:
        raise RecordError(
            f"{bad!r} is not a tile code: a code is a suit (S, M, C, A) "
            "followed by a value (0-5), e.g. 'S0' or 'A5'"
        )
    if len(tiles) != 24 or len(set(tiles)) != 24:
        # one pass over the deal, however long it is (a record may hold any list)
        counts = Counter(tiles)
        repeated = sorted(t for t, n in counts.items() if n > 1)
        missing = [t for t in ALL_TILES if t not in counts]
        parts = [f"{t} appears {counts[t]} times" for t in repeated[:6]]
        if missing:
            shown = ", ".join(missing[:6]) + (", ..." if len(missing) > 6 else "")
            parts.append(f"missing {shown}")
        if not parts:
            parts.append(f"it has {len(tiles)} tiles")
        raise RecordError("a deal must hold each of the 24 tiles once: " + "; ".join(parts))
    return tiles
