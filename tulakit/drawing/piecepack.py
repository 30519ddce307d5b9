"""Piecepack tiles as scene shapes: suit symbols, tile faces and patterned backs.

Suits differ by colour *and* by shape, so they stay apart for colour-blind players: the
colours are from the Okabe-Ito palette (vermillion Suns, black Moons, bluish-green
Crowns, blue Arms) and each suit has its own silhouette (rayed sun, crescent, crown,
fleur-de-lis).

>>> shapes = suit_symbol("M", 0, 0, 20)
>>> [type(s).__name__ for s in shapes]
['Path']
>>> len(tile_face("S0", 0, 0, 60)) < len(tile_face("S5", 0, 0, 60))   # null: blank centre
True
"""

from __future__ import annotations

import math
from typing import Any

from tulakit.drawing.palette import (
    SUIT_ARMS,
    SUIT_CROWNS,
    SUIT_MOONS,
    SUIT_SUNS,
    TILE_BACK_LINES,
    TILE_BACKS,
    TILE_EDGE,
    TILE_FACE,
)
from tulakit.drawing.scene import Circle, Line, Path, Polygon, Rect, Shape, Text

#: Okabe-Ito colours by suit
SUIT_COLOURS = {"S": SUIT_SUNS, "M": SUIT_MOONS, "C": SUIT_CROWNS, "A": SUIT_ARMS}
FACE = TILE_FACE
EDGE = TILE_EDGE
#: backs get lighter with each layer so the temple's layers read at a glance
BACKS = dict(enumerate(TILE_BACKS, 1))
BACK_LINES = TILE_BACK_LINES
SERIF = "Georgia, 'DejaVu Serif', serif"
VALUE_TEXT = {"0": "", "1": "A", "2": "2", "3": "3", "4": "4", "5": "5"}


def _sun(cx: float, cy: float, s: float, colour: str) -> list[Shape]:
    rays = []
    for i in range(16):
        angle = math.pi * i / 8 - math.pi / 2
        r = 0.48 * s if i % 2 == 0 else 0.3 * s
        rays.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
    return [Polygon(tuple(rays), fill=colour), Circle(cx, cy, 0.25 * s, fill=colour)]


def _moon(cx: float, cy: float, s: float, colour: str) -> list[Shape]:
    # Outer circle arc round the left side, then back along a circle shifted right
    # through the same two tips: a crescent opening to the right.
    big = 0.46 * s
    shift = 0.45 * big
    small = math.hypot(big / 2 - shift, big * math.sqrt(3) / 2)
    tip = math.atan2(big * math.sqrt(3) / 2, big / 2 - shift)
    commands = (
        ("A", cx, cy, big, -math.pi / 3, math.pi / 3, True),
        ("A", cx + shift, cy, small, tip, 2 * math.pi - tip, False),
        ("Z",),
    )
    return [Path(commands, fill=colour)]


def _crown(cx: float, cy: float, s: float, colour: str) -> list[Shape]:
    pts = (
        (-0.42, 0.26),
        (-0.46, -0.26),
        (-0.2, 0.0),
        (0.0, -0.36),
        (0.2, 0.0),
        (0.46, -0.26),
        (0.42, 0.26),
    )
    outline = tuple((cx + x * s, cy + y * s) for x, y in pts)
    jewels = [
        Circle(cx + x * s, cy + y * s, 0.065 * s, fill=colour)
        for x, y in ((-0.46, -0.3), (0.0, -0.4), (0.46, -0.3))
    ]
    band = Rect(cx - 0.42 * s, cy + 0.31 * s, 0.84 * s, 0.12 * s, fill=colour)
    return [Polygon(outline, fill=colour), *jewels, band]


def _arms(cx: float, cy: float, s: float, colour: str) -> list[Shape]:
    def p(x: float, y: float) -> tuple[float, float]:
        return (cx + x * s, cy + y * s)

    def cmd(op: str, *xy: float) -> tuple[Any, ...]:
        pts = [v for i in range(0, len(xy), 2) for v in p(xy[i], xy[i + 1])]
        return (op, *pts)

    petal = Path(
        (
            cmd("M", 0, -0.48),
            cmd("Q", 0.2, -0.2, 0.07, 0.12),
            cmd("L", -0.07, 0.12),
            cmd("Q", -0.2, -0.2, 0, -0.48),
            ("Z",),
        ),
        fill=colour,
    )
    sides = [
        Path(
            (
                cmd("M", 0.05 * k, 0.12),
                cmd("C", 0.12 * k, -0.22, 0.52 * k, -0.2, 0.42 * k, 0.08),
                cmd("C", 0.36 * k, -0.04, 0.22 * k, -0.02, 0.16 * k, 0.12),
                ("Z",),
            ),
            fill=colour,
        )
        for k in (1, -1)
    ]
    band = Rect(cx - 0.26 * s, cy + 0.1 * s, 0.52 * s, 0.09 * s, rx=0.02 * s, fill=colour)
    foot = Polygon(
        (p(-0.08, 0.19), p(0.08, 0.19), p(0.17, 0.44), p(0, 0.34), p(-0.17, 0.44)), fill=colour
    )
    return [petal, *sides, band, foot]


_SYMBOLS = {"S": _sun, "M": _moon, "C": _crown, "A": _arms}


def suit_symbol(
    suit: str, cx: float, cy: float, size: float, colour: str | None = None
) -> list[Shape]:
    """The shapes of a suit's symbol centred on ``(cx, cy)`` in a ``size`` square."""
    return _SYMBOLS[suit](cx, cy, size, colour or SUIT_COLOURS[suit])


def tile_face(code: str, x: float, y: float, size: float, *, fill: str = FACE) -> list[Shape]:
    """A face-up tile: suit symbol in two corners, the value large in the centre.

    The null shows no value (a blank centre), the ace an ``A``.
    """
    suit, value = code[0], code[1]
    colour = SUIT_COLOURS[suit]
    shapes: list[Shape] = [
        Rect(x, y, size, size, rx=size * 0.11, fill=fill, stroke=EDGE, stroke_width=1.5)
    ]
    if size < 40:
        # Too small for corner symbols: value on the left, one symbol on the right.
        shapes += suit_symbol(suit, x + size * 0.72, y + size * 0.5, size * 0.4)
        if VALUE_TEXT[value]:
            shapes.append(
                Text(
                    x + size * 0.32,
                    y + size * 0.52,
                    VALUE_TEXT[value],
                    size=size * 0.5,
                    weight="bold",
                    family=SERIF,
                    fill=colour,
                )
            )
        return shapes
    corner = size * 0.26
    shapes += suit_symbol(suit, x + size - corner * 0.75, y + corner * 0.75, corner)
    shapes += suit_symbol(suit, x + corner * 0.75, y + size - corner * 0.75, corner)
    if VALUE_TEXT[value]:
        shapes.append(
            Text(
                x + size / 2,
                y + size / 2 + size * 0.02,
                VALUE_TEXT[value],
                size=size * 0.46,
                weight="bold",
                family=SERIF,
                fill=colour,
            )
        )
    return shapes


def tile_back(x: float, y: float, size: float, *, layer: int = 1) -> list[Shape]:
    """A face-down tile: a layer-tinted back with a diamond lattice and an inner border."""
    fill = BACKS.get(layer, BACKS[1])
    shapes: list[Shape] = [
        Rect(x, y, size, size, rx=size * 0.11, fill=fill, stroke=EDGE, stroke_width=1.5)
    ]
    inset = size * 0.14
    x0, y0, x1, y1 = x + inset, y + inset, x + size - inset, y + size - inset
    step = (x1 - x0) / 4
    # Diagonal lattice clipped to the inner square: lines x+y=c and x-y=c.
    for i in range(1, 8):
        c = i * step
        a = (x0 + max(0.0, c - (y1 - y0)), y0 + min(c, y1 - y0))
        b = (x0 + min(c, x1 - x0), y0 + max(0.0, c - (x1 - x0)))
        shapes.append(Line(*a, *b, stroke=BACK_LINES, stroke_width=1, opacity=0.55))
        a2 = (x1 - max(0.0, c - (y1 - y0)), y0 + min(c, y1 - y0))
        b2 = (x1 - min(c, x1 - x0), y0 + max(0.0, c - (x1 - x0)))
        shapes.append(Line(*a2, *b2, stroke=BACK_LINES, stroke_width=1, opacity=0.55))
    shapes.append(
        Rect(x0, y0, x1 - x0, y1 - y0, rx=size * 0.05, stroke=BACK_LINES, stroke_width=1.2)
    )
    return shapes
