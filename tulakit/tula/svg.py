"""Tula's look: the temple, the stack and the result as a :class:`~tulakit.drawing.Scene`.

The scene has a fixed coordinate system (:data:`WIDTH` x :data:`HEIGHT` user units), so
the board widget maps a click back to a position (TULA-1 numbering) with
``scene.hit(x, y)``. Higher layers are drawn offset up-left with a shadow and with
lighter backs; each tile shows its position number in its top-left corner.

>>> from tulakit.tula import new_game
>>> game = new_game(seed=7)
>>> svg = render_svg(game)
>>> svg.count('class="tile ')
24
>>> scene = tula_scene(game)
>>> x, y = scene.visible_point(23)
>>> scene.hit(x, y)
23
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from tulakit.drawing.palette import (
    HL_GREEN,
    HL_ORANGE,
    HL_PURPLE,
    HL_SKY,
    HL_SKY_EDGE,
    HL_VERMILLION,
    INK,
    INK_FAINT,
    INK_MUTED,
    LOST_PANEL,
    MERCY_INK,
    MERCY_PANEL,
    PANEL_EDGE,
    SHADOW,
    SURFACE,
    TILE_BACK_NUMBER,
    TILE_FACES,
    TILE_NUMBER,
    WON_PANEL,
)
from tulakit.drawing.piecepack import tile_back, tile_face
from tulakit.drawing.scene import Group, Rect, Scene, Text, rect_points
from tulakit.drawing.still import Still
from tulakit.drawing.svg import to_svg
from tulakit.tula.game import TulaGame
from tulakit.tula.geometry import LAYER, N_POSITIONS, POSITIONS
from tulakit.tula.tiles import tile_name
from tulakit.tula.words import describe_position
from tulakit.words import counted

WIDTH, HEIGHT = 520, 420
UNIT = 40  # one half-tile (TULA-1 coordinates) in user units
GAP = 3  # space left round each tile so neighbours read as separate tiles
TILE = 2 * UNIT - 2 * GAP
ORIGIN = (34, 58)
LIFT = 7  # each layer above the first is drawn this far up and left
STACK_X, STACK_Y, STACK_TILE = 397, 56, 96
BACKGROUND = SURFACE
FACE_BY_LAYER = dict(enumerate(TILE_FACES, 1))
REVEAL_COLOUR = HL_ORANGE  # dashed outline, "may be revealed"
TAKE_COLOUR = HL_SKY  # solid glow, "may be taken"
SELECT_COLOUR = HL_PURPLE  # selection and mercy
#: the result band at the top (TULA-8) ends above the highest tile (layer 1, y = 61)
BANNER_HEIGHT = 52


@dataclass(frozen=True)
class Layout:
    """Where the parts of the picture go: the temple is always at the top left.

    :data:`WIDE` puts the stack beside the temple (520 x 420); :data:`NARROW` puts it
    below (388 x 560), for phones: 388 units shown 360 CSS pixels wide keep the texts
    near their designed size, where the wide picture would shrink them by a third.
    """

    width: float
    height: float
    stack_x: float
    stack_y: float
    #: where the small tiles just below the top start, and the step between them
    below_x: float
    below_y: float
    #: the mercy badge's top-left corner, and the legend's baseline
    badge: tuple[float, float]
    legend_y: float


WIDE = Layout(WIDTH, HEIGHT, STACK_X, STACK_Y, 384, STACK_Y + STACK_TILE + 32, (382, 244), 402)
NARROW = Layout(388, 560, 36, 424, 150, 478, (250, 426), 544)


def tile_box(position: int) -> tuple[float, float, float]:
    """``(x, y, size)`` of the drawn tile at ``position`` (layer lift included).

    >>> tile_box(0), tile_box(23)
    ((37, 61, 74), (136, 160, 74))
    """
    x, y = POSITIONS[position]
    lift = (LAYER[position] - 1) * LIFT
    return (ORIGIN[0] + x * UNIT + GAP - lift, ORIGIN[1] + y * UNIT + GAP - lift, TILE)


def _tile_group(game: TulaGame, p: int, *, highlight: str | None) -> Group:
    return _tile_drawing(p, game.visible_tile(p), game.is_face_up(p), highlight)


@lru_cache(maxsize=2048)
def _tile_drawing(p: int, code: str | None, face_up: bool, highlight: str | None) -> Group:
    """One tile in the temple. Kept and shared between scenes (treat it as read-only): a
    redraw repeats most tiles unchanged, and its key lets the canvas replay their drawing."""
    x, y, size = tile_box(p)
    layer = LAYER[p]
    group = Group(
        cls="tile " + ("face-up" if face_up else "face-down"),
        data={"position": p, "layer": layer},
        title=f"tile {p} (layer {layer}): " + (tile_name(code) if code else "face down"),
        key=("tula-tile", p, code, face_up, highlight),
    )
    shadow = 2 + 2 * layer
    group.add(Rect(x + shadow, y + shadow, size, size, rx=8, fill=SHADOW, opacity=0.3))
    if code is not None:
        group.add(*tile_face(code, x, y, size, fill=FACE_BY_LAYER[layer]))
        number_colour = TILE_NUMBER
    else:
        group.add(*tile_back(x, y, size, layer=layer))
        number_colour = TILE_BACK_NUMBER
    # 11 units: on a phone the narrow picture (388 units) is shown 360 pixels wide, and 10
    # units were 9.3 pixels there
    group.add(
        Text(x + 5, y + 9, str(p), size=11, anchor="start", weight="bold", fill=number_colour)
    )
    if highlight is not None:
        group.add(_highlight(highlight, x, y, size))
    return group


def _highlight(kind: str, x: float, y: float, size: float) -> Group:
    """Reveal: dashed orange; take: solid sky-blue glow; selected/mercy: purple."""
    group = Group(cls=f"highlight {kind}")
    if kind == "reveal":
        group.add(_frame(x, y, size, 2, stroke=REVEAL_COLOUR, stroke_width=3.5, dash=(8, 5)))
    elif kind == "take":
        group.add(_frame(x, y, size, 3, stroke=TAKE_COLOUR, stroke_width=8, opacity=0.45))
        group.add(_frame(x, y, size, 1, stroke=HL_SKY_EDGE, stroke_width=2.5))
    elif kind == "mercy":
        group.add(_frame(x, y, size, 2, stroke=SELECT_COLOUR, stroke_width=3.5, dash=(3, 4)))
    else:  # selected
        group.add(_frame(x, y, size, 3, stroke=SELECT_COLOUR, stroke_width=4.5))
    return group


def _frame(x: float, y: float, size: float, grow: float, **style: Any) -> Rect:
    """A rounded frame ``grow`` units outside the tile at ``(x, y)``."""
    return Rect(x - grow, y - grow, size + 2 * grow, size + 2 * grow, rx=8 + grow, **style)


def _highlights(game: TulaGame) -> dict[int, str]:
    """Which positions to mark, from the legal moves (TULA-4, TULA-5, TULA-7)."""
    marks: dict[int, str] = {}
    for move in game.legal_moves():
        kind = {"R": "reveal", "T": "take", "X": "mercy"}[move.kind]
        marks.setdefault(move.position, kind)
    return marks


def _stack(game: TulaGame, scene: Scene, layout: Layout) -> None:
    group = Group(cls="stack", data={"count": len(game.stack)})
    sx, sy = layout.stack_x, layout.stack_y
    cx = sx + STACK_TILE / 2
    group.add(Text(cx, sy - 18, "Stack", size=15, weight="bold", fill=INK))
    if game.top is None:
        group.add(
            Rect(
                sx,
                sy,
                STACK_TILE,
                STACK_TILE,
                rx=10,
                stroke=INK_FAINT,
                stroke_width=2,
                dash=(6, 5),
            )
        )
        group.add(Text(cx, sy + STACK_TILE / 2, "empty", size=13, fill=INK_FAINT))
    else:
        group.add(
            Rect(
                sx + 5,
                sy + 5,
                STACK_TILE,
                STACK_TILE,
                rx=10,
                fill=SHADOW,
                opacity=0.25,
            )
        )
        top = Group(
            cls="stack-top",
            data={"tile": game.top},
            title=f"top of the stack: {tile_name(game.top)}",
            key=("tula-stack-top", game.top, sx, sy),  # where it lies depends on the layout
        )
        top.add(*tile_face(game.top, sx, sy, STACK_TILE))
        group.add(top)
        scene.add_region("stack", rect_points(sx, sy, STACK_TILE, STACK_TILE))
    count = len(game.stack)
    group.add(
        Text(
            cx,
            sy + STACK_TILE + 18,
            f"{counted(count, 'tile')} on the stack",
            size=12,
            fill=INK,
        )
    )
    below = list(game.stack[:-1])[-4:][::-1]  # the last few under the top, newest first
    for i, code in enumerate(below):
        small = Group(key=("tula-stack-below", i, code, layout.below_x, layout.below_y))
        small.add(*tile_face(code, layout.below_x + i * 32, layout.below_y, 28))
        group.add(small)
    if below:
        group.add(
            Text(
                layout.below_x + 62,
                layout.below_y + 40,
                "just below the top",
                size=12,
                fill=INK_MUTED,
            )
        )
    scene.add(group)  # fmt: skip


def _mercy_badge(scene: Scene, layout: Layout) -> None:
    """TULA-7: the exchange is available now."""
    x, y = layout.badge
    badge = Group(cls="mercy-badge")
    badge.add(Rect(x, y, 128, 46, rx=8, fill=MERCY_PANEL, stroke=SELECT_COLOUR, stroke_width=2))
    badge.add(Text(x + 64, y + 14, "Mercy available", size=12, weight="bold", fill=MERCY_INK))
    badge.add(Text(x + 64, y + 32, "tile 20, 21 or 22", size=12, fill=MERCY_INK))
    scene.add(badge)


def _legend(scene: Scene, layout: Layout) -> None:
    y = layout.legend_y
    legend = Group(cls="legend")
    legend.add(Rect(30, y - 8, 22, 16, rx=3, stroke=REVEAL_COLOUR, stroke_width=3, dash=(5, 3)))
    legend.add(Text(58, y, "may be revealed", size=12, anchor="start", fill=INK))
    legend.add(Rect(180, y - 8, 22, 16, rx=3, stroke=TAKE_COLOUR, stroke_width=6, opacity=0.45))
    legend.add(Rect(180, y - 8, 22, 16, rx=3, stroke=HL_SKY_EDGE, stroke_width=2))
    legend.add(Text(208, y, "may be taken", size=12, anchor="start", fill=INK))
    scene.add(legend)


def _banner(game: TulaGame, scene: Scene, layout: Layout) -> None:
    """The result (TULA-8) in a band where the header was, above the temple: the final
    position stays in view (no veil, no box over the tiles) and the stack's label too."""
    result = game.result()
    if result is None:
        return
    won = result.outcome == "won"
    # beside the stack (wide) the band spans the temple's columns; below it, the width
    right = layout.stack_x - 14 if layout.stack_x > layout.width / 2 else layout.width - 6
    width = right - 6
    lines = textwrap.wrap(result.message, int((width - 24) / 6.4))
    colour = HL_GREEN if won else HL_VERMILLION
    banner = Group(cls=f"banner {result.outcome}")
    banner.add(
        Rect(6, 3, width, BANNER_HEIGHT, rx=8, fill=WON_PANEL if won else LOST_PANEL,
             stroke=colour, stroke_width=2),
        Text(18, 17, "You won!" if won else "Game over", size=15, weight="bold",
             anchor="start", fill=colour),
    )  # fmt: skip
    for i, line in enumerate(lines[:2]):
        banner.add(Text(18, 33 + 14 * i, line, size=12, anchor="start", fill=INK))
    scene.add(banner)


def tula_scene(
    game: TulaGame,
    *,
    highlight_legal: bool = False,
    selected: int | None = None,
    header: bool = True,
    layout: Layout = WIDE,
) -> Scene:
    """The scene of ``game``: temple, stack, markers and, when over, a result banner.

    ``highlight_legal`` marks open face-down tiles (dashed orange) and takeable face-up
    tiles (solid sky blue); ``selected`` outlines one position (e.g. a hint); ``layout``
    is :data:`WIDE` (stack beside the temple) or :data:`NARROW` (below it).

    >>> from tulakit.tula import new_game
    >>> narrow = tula_scene(new_game(seed=7), layout=NARROW)
    >>> (narrow.width, narrow.height), narrow.hit(*narrow.visible_point(23))
    ((388, 560), 23)
    """
    scene = Scene(layout.width, layout.height, background=BACKGROUND)
    if header and not game.is_over():  # when over, the result band takes its place
        seed = f"seed {game.seed} · " if game.seed is not None else ""
        scene.add(Text(14, 20, f"Tula · {seed}{game.tiles_left} tiles in the temple", size=14, anchor="start", weight="bold", fill=INK))  # fmt: skip
    slots = Group(cls="slots")
    for p in range(N_POSITIONS):
        if LAYER[p] == 1 and not game.in_temple(p):
            x, y, size = tile_box(p)
            slots.add(
                Rect(x, y, size, size, rx=8, stroke=PANEL_EDGE, stroke_width=1.2, dash=(4, 4))
            )
    scene.add(slots)
    marks = _highlights(game) if highlight_legal else {}
    temple = Group(cls="temple")
    for p in range(N_POSITIONS):  # positions run layer by layer, so higher layers land on top
        if not game.in_temple(p):
            continue
        mark = "selected" if p == selected else marks.get(p)
        temple.add(_tile_group(game, p, highlight=mark))
        scene.add_region(p, rect_points(*tile_box(p)[:2], TILE, TILE))
    scene.add(temple)
    _stack(game, scene, layout)
    if game.mercy_available():
        _mercy_badge(scene, layout)
    if highlight_legal:
        _legend(scene, layout)
    _banner(game, scene, layout)
    return scene


def render_svg(
    game: TulaGame,
    *,
    highlight_legal: bool = False,
    selected: int | None = None,
    header: bool = True,
    layout: Layout = WIDE,
) -> str:
    """``tula_scene(game, ...)`` as SVG text (used by ``TulaGame._repr_svg_``), titled
    with the position in words (:func:`tulakit.tula.words.describe_position`)."""
    scene = tula_scene(
        game, highlight_legal=highlight_legal, selected=selected, header=header, layout=layout
    )
    return to_svg(scene, title="A Tula position. " + " ".join(describe_position(game).splitlines()))


def still(game: TulaGame, *, highlight_legal: bool = False, header: bool = True) -> Still:
    """The picture of ``game`` in a notebook (``TulaGame._repr_html_``): designed, and with
    the stack below the temple on a narrow page (:data:`NARROW`), whose text stays at 10
    CSS pixels or more where the designed one would shrink to 7.

    >>> from tulakit.tula import new_game
    >>> html = still(new_game(seed=7)).html()
    >>> html.count("<svg"), 'viewBox="0 0 388 560"' in html
    (2, True)
    """
    return Still(
        render_svg(game, highlight_legal=highlight_legal, header=header),
        render_svg(game, highlight_legal=highlight_legal, header=header, layout=NARROW),
    )


__all__ = [
    "HEIGHT",
    "NARROW",
    "WIDE",
    "WIDTH",
    "Layout",
    "render_svg",
    "still",
    "tile_box",
    "tula_scene",
]
