"""Treasure tiles on the star spaces (CHOLA-T1, a reconstruction).

A tile is a short code: ``+1``, ``+2``, ``+2:white`` (+2 if the stone put on it is white)
or ``+2:pattern`` (+2 if that stone ends the build in a pattern).

>>> len(TILES), describe("+2:light-brown")
(10, '+2 if the stone here is light brown')
>>> bonus("+2:white", placed_colour=2, in_pattern=False), bonus("+2:pattern", 0, False)
(2, 0)
"""

from __future__ import annotations

from tulakit.chola.options import COLOUR_NAMES, COLOUR_TOKENS

#: CHOLA-T1: the ten tiles, one per star, dealt at random
TILES: tuple[str, ...] = (
    "+1",
    "+1",
    "+2",
    "+2",
    *(f"+2:{token}" for token in COLOUR_TOKENS),
    "+2:pattern",
)


def describe(tile: str) -> str:
    """The tile in words."""
    if tile == "+2:pattern":
        return "+2 if the stone here ends the build in a pattern"
    if ":" in tile:
        token = tile.split(":", 1)[1]
        return f"+2 if the stone here is {COLOUR_NAMES[COLOUR_TOKENS.index(token)]}"
    return tile


def bonus(tile: str, placed_colour: int, in_pattern: bool) -> int:
    """The builder's extra points for putting a stone of ``placed_colour`` on ``tile``."""
    if tile == "+2:pattern":
        return 2 if in_pattern else 0
    if ":" in tile:
        return 2 if tile.split(":", 1)[1] == COLOUR_TOKENS[placed_colour] else 0
    return int(tile)
