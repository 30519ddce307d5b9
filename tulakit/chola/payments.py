"""Paying for a sculpture: what a tile may be paid with, and every mix of wagon and hand.

Pure functions over counts per colour (CHOLA-X3, B1), shared by the engine, its
explanations and the bots. A *payment* is the stones paid per colour; a *mix* splits it
into wagon levels and hand stones.

>>> from tulakit.chola.sculptures import square_tiles
>>> tile = square_tiles(8)[1]  # 4 light brown + 1 gold
>>> mixes(tile.cost, wagon=(0, 3, 0, 0, 1), hand=(0, 1, 0, 0, 0))
[((0, 3, 0, 0, 1), (0, 1, 0, 0, 0))]
>>> sorted(payments(tile, "less"))
[(0, 3, 0, 0, 1), (0, 4, 0, 0, 0)]
>>> can_pay(tile, None, wagon=(0, 2, 0, 0, 0), hand=(0, 1, 0, 0, 1))
False
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import product

from tulakit.chola.options import COLOUR_NAMES, N_COLOURS
from tulakit.chola.sculptures import Tile
from tulakit.words import and_list, counted

Stones = tuple[int, ...]
NOTHING: Stones = (0,) * N_COLOURS


def _unit(c: int, n: int = 1) -> Stones:
    return tuple(n if k == c else 0 for k in range(N_COLOURS))


def _plus(a: Stones, b: Stones, sign: int = 1) -> Stones:
    return tuple(x + sign * y for x, y in zip(a, b, strict=True))


@cache
def payments(tile: Tile, card: str | None = None) -> tuple[Stones, ...]:
    """Every payment (stones per colour) the tile accepts with ``card`` (or none).

    With a card, only payments the card is needed for are listed: ``swap``, ``anycolour``
    and ``less`` (squares only, CHOLA-B1) never list the printed cost itself.
    """
    if card == "free":
        return (NOTHING,)
    if tile.any_colour:
        base: tuple[Stones, ...] = tuple(_unit(c, tile.any_colour) for c in range(N_COLOURS))
    else:
        base = (tile.cost,)
    if card in (None, "double"):
        return base
    cost = tile.cost
    found: set[Stones] = set()
    if card == "swap":
        for a in range(N_COLOURS):
            if cost[a]:
                for b in range(N_COLOURS):
                    if b != a:
                        found.add(_plus(_plus(cost, _unit(a), -1), _unit(b)))
    elif card == "anycolour":
        big = max(cost)
        small = sorted(cost)[-2]
        for x in range(N_COLOURS):
            for y in range(N_COLOURS):
                if x != y:
                    found.add(_plus(_unit(x, big), _unit(y, small)))
    elif card == "less":
        found = {_plus(cost, _unit(a), -1) for a in range(N_COLOURS) if cost[a]}
    else:
        raise ValueError(f"{card!r} is not a card used to pay for a sculpture")
    found.discard(cost)
    return tuple(sorted(found, reverse=True))


def mixes(paid: Stones, wagon: Sequence[int], hand: Sequence[int]) -> list[tuple[Stones, Stones]]:
    """Every split of ``paid`` into (wagon levels, hand stones) the player can afford."""
    ranges = [range(max(0, p - hand[c]), min(p, wagon[c]) + 1) for c, p in enumerate(paid)]
    return [
        (tuple(w), tuple(p - x for p, x in zip(paid, w, strict=True))) for w in product(*ranges)
    ]


def affordable(paid: Stones, wagon: Sequence[int], hand: Sequence[int]) -> bool:
    """True when wagon and hand together hold ``paid``."""
    return all(p <= wagon[c] + hand[c] for c, p in enumerate(paid))


def can_pay(tile: Tile, card: str | None, wagon: Sequence[int], hand: Sequence[int]) -> bool:
    """True when some payment of ``tile`` with ``card`` is affordable."""
    return any(affordable(p, wagon, hand) for p in payments(tile, card))


def shortfall(tile: Tile, wagon: Sequence[int], hand: Sequence[int]) -> str:
    """What the player has of the colours the tile asks for, in words.

    >>> from tulakit.chola.sculptures import square_tiles
    >>> shortfall(square_tiles(8)[1], (0, 1, 0, 0, 0), (0, 2, 0, 0, 0))
    'you have 2 light brown and no gold in hand, and 1 light brown and no gold on your wagon'
    """
    colours = [c for c in range(N_COLOURS) if tile.cost[c]] if not tile.any_colour else []

    def have(counts: Sequence[int]) -> str:
        if not colours:
            total = sum(counts)
            return counted(total, "stone") if total else "nothing"
        words = [
            f"{counts[c]} {COLOUR_NAMES[c]}" if counts[c] else f"no {COLOUR_NAMES[c]}"
            for c in colours
        ]
        return and_list(words)

    return f"you have {have(hand)} in hand, and {have(wagon)} on your wagon"


__all__ = ["NOTHING", "affordable", "can_pay", "mixes", "payments", "shortfall"]
