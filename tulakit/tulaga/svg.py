"""Tulaga's look: board, stones, piles, last move and a turn in progress as a Scene.

The 9 x 9 points (TULAGA-1) are the corners of a chess board's 8 x 8 squares; stones sit
on the points. Simple stones are round; rank stones are pawn silhouettes, so the two kinds
differ by shape and not only by colour. The scene has fixed user units (:data:`WIDTH` x
:data:`HEIGHT`); each point has a hit region keyed by its index, and while a reap is being
chosen the four arrows have regions keyed ``"reap:N"``, ``"reap:E"``, ``"reap:S"`` and
``"reap:W"`` (and the decline hint ``"decline"``).

On a phone the wide picture (piles beside the board) would be shown at half its size,
its texts at 6 or 7 CSS pixels; the compact layout (``compact=True``,
:data:`COMPACT_WIDTH` x :data:`COMPACT_HEIGHT`) puts the piles and the decline box below
the board, with larger texts, so that 464 units shown 340 CSS pixels wide keep every text
of the picture at 12 CSS pixels or more. The points stay where they are in both layouts.

>>> from tulakit.tulaga import TulagaGame
>>> game = TulagaGame()
>>> _ = game.play("e5")
>>> svg = render_svg(game)
>>> svg.count('class="stone simple black"'), 'class="last-move' in svg
(1, True)
>>> scene = tulaga_scene(game)
>>> scene.hit(*point_xy(40))
40
"""

from __future__ import annotations

import math
import textwrap
from dataclasses import dataclass

from tulakit.drawing.palette import (
    BOARD_EDGE,
    BW_EDGE,
    BW_FILL,
    BW_SHINE,
    BW_TRIM,
    CARD_INK,
    COORDINATES,
    HL_BLUE,
    HL_GREEN,
    HL_ORANGE,
    HL_PURPLE,
    HL_SKY,
    HL_VERMILLION,
    INK,
    INK_MUTED,
    ON_MARK,
    PANEL,
    PANEL_EDGE,
    PANEL_IDLE,
    PENDING_PANEL,
    SHADOW,
    SQUARE_DARK,
    SQUARE_LIGHT,
    SURFACE,
    TO_MOVE_INK,
    WON_INK,
    WON_PANEL,
    WOOD,
    WOOD_EDGE,
)
from tulakit.drawing.scene import (
    FINGER,
    Arrow,
    Circle,
    Group,
    Line,
    Path,
    Polygon,
    Rect,
    Scene,
    Shape,
    Text,
    rect_points,
)
from tulakit.drawing.still import Still
from tulakit.drawing.svg import to_svg
from tulakit.tulaga.board import DIRECTION_NAMES, DIRECTIONS, FILES, N_POINTS, RAYS, SIZE, name
from tulakit.tulaga.game import BLACK, COLOUR_NAMES, EMPTY, TulagaGame
from tulakit.tulaga.moves import Claim, TulagaMove
from tulakit.tulaga.turn import TurnBuilder
from tulakit.words import counted

WIDTH, HEIGHT = 680, 516
#: the compact layout for phones: the board alone across, piles and decline box below
COMPACT_WIDTH, COMPACT_HEIGHT = 464, 716
STEP = 46  # distance between neighbouring points, in user units
X0, Y0 = 48, 72  # the point a9 (top left)
FRAME = 24  # wooden frame round the squares, so edge stones sit on the board
R = 18  # simple stone radius
PANEL_X = 476
BACKGROUND = SURFACE
LIGHT, DARK = SQUARE_LIGHT, SQUARE_DARK  # the usual chess board squares
STONE_FILL, STONE_EDGE, STONE_SHINE = BW_FILL, BW_EDGE, BW_SHINE
RANK_TRIM = BW_TRIM  # gold band on black pawns, dark gold on white ones
LAST_COLOUR = HL_ORANGE  # the last move
REAP_COLOUR = HL_VERMILLION  # reaped points and arrows
PENDING_COLOUR = HL_BLUE  # the turn being built
#: one colour per offered Tulaga, so overlapping ones stay apart (vermillion, the reap's
#: colour, comes last: only a sixth Tulaga at once needs it)
TULAGA_COLOURS = (HL_BLUE, HL_GREEN, HL_PURPLE, HL_ORANGE, HL_SKY, HL_VERMILLION)
REAP_KEYS = {d: f"reap:{d}" for d in DIRECTIONS}
#: the arrow key that points the way each reap direction goes on screen
ARROW_KEYS: dict[str, Arrow] = {"N": "up", "E": "right", "S": "down", "W": "left"}


@dataclass(frozen=True)
class Sizes:
    """Text sizes (user units) of the parts drawn over the board, per layout, and
    ``finger``: the units a 44 CSS pixel tap target takes in that layout."""

    coordinates: float
    badge_radius: float
    badge_text: float
    finger: float


#: the wide picture is shown at its full size (680 pixels) or not at all
WIDE_SIZES = Sizes(coordinates=13, badge_radius=10, badge_text=12, finger=FINGER)
#: 17 units at 340/464 of their size are 12.5 CSS pixels (the smallest phone's width), and
#: 61 units 44 pixels
COMPACT_SIZES = Sizes(
    coordinates=17, badge_radius=12, badge_text=17, finger=math.ceil(FINGER * 464 / 340)
)


def point_xy(p: int) -> tuple[float, float]:
    """Centre of point ``p`` in scene units (rank 9 at the top, as a chess diagram).

    >>> point_xy(0), point_xy(80)
    ((48, 440), (416, 72))
    """
    f, r = p % SIZE, p // SIZE
    return X0 + f * STEP, Y0 + (SIZE - 1 - r) * STEP


def tulaga_colour(index: int) -> str:
    """The highlight colour of the ``index``-th offered Tulaga."""
    return TULAGA_COLOURS[index % len(TULAGA_COLOURS)]


# -- stones ---------------------------------------------------------------------------------
def simple_stone(colour: int, x: float, y: float, r: float = R) -> list[Shape]:
    """A round stone: filled disc, outline, a small shine (legible on both square colours)."""
    return [
        Circle(x + 1.5, y + 2, r, fill=SHADOW, opacity=0.25),
        Circle(x, y, r, fill=STONE_FILL[colour], stroke=STONE_EDGE[colour], stroke_width=1.5),
        Circle(x - r * 0.35, y - r * 0.38, r * 0.28, fill=STONE_SHINE[colour], opacity=0.55),
    ]


def rank_stone(colour: int, x: float, y: float, r: float = R) -> list[Shape]:
    """A pawn silhouette (head, collar, flared body, wide base) with a gold band."""
    fill, edge = STONE_FILL[colour], STONE_EDGE[colour]

    def p(dx: float, dy: float) -> tuple[float, float]:
        return (x + dx * r, y + dy * r)

    body = Path(
        (
            ("M", *p(-0.32, -0.38)),
            ("Q", *p(-0.34, 0.25), *p(-0.78, 0.62)),
            ("L", *p(0.78, 0.62)),
            ("Q", *p(0.34, 0.25), *p(0.32, -0.38)),
            ("Z",),
        ),
        fill=fill,
        stroke=edge,
        stroke_width=1.5,
    )
    return [
        Rect(*p(-0.98, 0.62), 1.96 * r + 1.5, 0.42 * r + 2, rx=0.18 * r, fill=SHADOW, opacity=0.25),
        body,
        Rect(*p(-1.0, 0.56), 2.0 * r, 0.4 * r, rx=0.16 * r, fill=fill, stroke=edge, stroke_width=1.5),
        Rect(*p(-0.56, -0.46), 1.12 * r, 0.22 * r, rx=0.1 * r, fill=RANK_TRIM[colour], stroke=edge, stroke_width=1.2),
        Circle(*p(0, -0.84), 0.42 * r, fill=fill, stroke=edge, stroke_width=1.5),
        Circle(*p(-0.14, -0.98), 0.12 * r, fill=STONE_SHINE[colour], opacity=0.6),
    ]  # fmt: skip


def _cell_stone(cell: int, x: float, y: float) -> list[Shape]:
    colour = (cell - 1) % 2
    return simple_stone(colour, x, y) if cell <= 2 else rank_stone(colour, x, y)


# -- board ----------------------------------------------------------------------------------
def _board(scene: Scene, sizes: Sizes = WIDE_SIZES) -> None:
    right, bottom = X0 + (SIZE - 1) * STEP, Y0 + (SIZE - 1) * STEP
    board = Group(cls="board-squares")
    board.add(
        Rect(X0 - FRAME + 3, Y0 - FRAME + 4, 8 * STEP + 2 * FRAME, 8 * STEP + 2 * FRAME, rx=8, fill=SHADOW, opacity=0.2),
        Rect(X0 - FRAME, Y0 - FRAME, 8 * STEP + 2 * FRAME, 8 * STEP + 2 * FRAME, rx=8, fill=WOOD, stroke=WOOD_EDGE, stroke_width=2),
    )  # fmt: skip
    for row in range(8):
        for col in range(8):
            # a1's square (bottom left) is dark, as on a chess board
            dark = (row + col) % 2 == 1
            board.add(
                Rect(X0 + col * STEP, Y0 + row * STEP, STEP, STEP, fill=DARK if dark else LIGHT)
            )
    board.add(Rect(X0, Y0, 8 * STEP, 8 * STEP, stroke=BOARD_EDGE, stroke_width=1.5))
    scene.add(board)
    labels = Group(cls="coordinates")
    size, ink = sizes.coordinates, COORDINATES
    for i in range(SIZE):
        x = X0 + i * STEP
        labels.add(Text(x, Y0 - FRAME - 12, FILES[i], size=size, weight="bold", fill=ink))
        labels.add(Text(x, bottom + FRAME + 12, FILES[i], size=size, weight="bold", fill=ink))
        y = Y0 + (SIZE - 1 - i) * STEP
        labels.add(Text(X0 - FRAME - 12, y, str(i + 1), size=size, weight="bold", fill=ink))
        labels.add(Text(right + FRAME + 12, y, str(i + 1), size=size, weight="bold", fill=ink))
    scene.add(labels)


def _stones(scene: Scene, cells: tuple[int, ...]) -> None:
    stones = Group(cls="stones")
    for p in range(N_POINTS):
        cell = cells[p]
        if cell == EMPTY:
            continue
        colour = (cell - 1) % 2
        kind = "simple" if cell <= 2 else "rank"
        group = Group(
            cls=f"stone {kind} {COLOUR_NAMES[colour].lower()}",
            data={"point": name(p)},
            title=f"{name(p)}: {COLOUR_NAMES[colour].lower()} {kind} stone",
        )
        group.add(*_cell_stone(cell, *point_xy(p)))
        stones.add(group)
    scene.add(stones)


def _cross(x: float, y: float, size: float, colour: str, width: float = 3.5) -> list[Shape]:
    return [
        Line(x - size, y - size, x + size, y + size, stroke=colour, stroke_width=width),
        Line(x - size, y + size, x + size, y - size, stroke=colour, stroke_width=width),
    ]


def _last_move(scene: Scene, game: TulagaGame) -> None:
    """Placement ring, ghosts of the claimed stones, rank marker, reaped points crossed."""
    move = game.last_move
    if move is None:
        return
    mover = 1 - game.to_move
    group = Group(cls="last-move", data={"move": str(move)}, title=f"last move: {move.describe()}")
    claim = move.claim
    if claim is not None:
        for q in claim.stones:
            if q == claim.rank_point:
                continue
            x, y = point_xy(q)
            # the Tulaga's stones went home (TULAGA-5): a ghost shows where they were
            group.add(
                Circle(x, y, R - 2, fill=STONE_FILL[mover], opacity=0.28, stroke=INK, stroke_width=1.2, dash=(3, 3))
            )  # fmt: skip
        x, y = point_xy(claim.rank_point)
        group.add(
            Rect(
                x - R - 5,
                y - R - 7,
                2 * R + 10,
                2 * R + 12,
                rx=6,
                stroke=LAST_COLOUR,
                stroke_width=3,
            )
        )
        if move.reap is not None:
            ray = RAYS[claim.rank_point][move.reap]
            if game.rank_pile[mover] == 0 and game.last_reaped:
                # TULAGA-7: the reap stopped where the last rank stone landed, and the
                # rest of the ray was left as it was: the line stops there too
                ray = ray[: ray.index(game.last_reaped[-1]) + 1]
            if ray:
                ex, ey = point_xy(ray[-1])
                group.add(
                    Line(x, y, ex, ey, stroke=REAP_COLOUR, stroke_width=2, dash=(6, 4), opacity=0.8)
                )
    if claim is None or move.place != claim.rank_point:
        x, y = point_xy(move.place)
        if claim is None or move.place not in claim.stones:
            group.add(Circle(x, y, R + 4, stroke=LAST_COLOUR, stroke_width=3.5))
        else:
            group.add(Circle(x, y, R + 1, stroke=LAST_COLOUR, stroke_width=3, dash=(4, 3)))
    for q in game.last_reaped:
        x, y = point_xy(q)
        if game.cell(q) == EMPTY:
            group.add(*_cross(x, y, R * 0.55, REAP_COLOUR))
        else:  # a rank stone taken over (TULAGA-6)
            group.add(Circle(x, y, R + 5, stroke=REAP_COLOUR, stroke_width=3, dash=(5, 3)))
    scene.add(group)  # fmt: skip


# -- a turn in progress -------------------------------------------------------------------
def _pending_cells(game: TulagaGame, builder: TurnBuilder) -> tuple[tuple[int, ...], TulagaGame]:
    """The position as the builder has it so far (placement, then claim), on a copy."""
    view = game.copy()
    assert isinstance(view, TulagaGame) and builder.placed is not None
    claim = builder.claim if builder.stage == "reap" else None
    view.play(TulagaMove(builder.placed, claim))
    return view.cells, view


def _band(stones: tuple[int, ...], offset: float, half: float) -> tuple[tuple[float, float], ...]:
    """A rectangle round a row of points, pushed sideways by ``offset`` units."""
    (x1, y1), (x2, y2) = point_xy(stones[0]), point_xy(stones[-1])
    length = ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5
    ux, uy = (x2 - x1) / length, (y2 - y1) / length
    nx, ny = -uy, ux
    ext = R + 6
    a = (x1 - ux * ext + nx * offset, y1 - uy * ext + ny * offset)
    b = (x2 + ux * ext + nx * offset, y2 + uy * ext + ny * offset)
    return (
        (a[0] + nx * half, a[1] + ny * half),
        (b[0] + nx * half, b[1] + ny * half),
        (b[0] - nx * half, b[1] - ny * half),
        (a[0] - nx * half, a[1] - ny * half),
    )


def _tulaga_shape(
    tulaga: Claim, index: int, count: int, focused: bool, sizes: Sizes = WIDE_SIZES
) -> Group:
    """One offered Tulaga: a band (row) or a square (perimeter) in its own colour, its
    stones ringed, and a numbered badge; a focused one is drawn boldly."""
    colour = tulaga_colour(index)
    label = f"{tulaga.kind} " + (
        f"{name(tulaga.stones[0])}-{name(tulaga.stones[-1])}"
        if tulaga.centre is None
        else f"around {name(tulaga.centre)}"
    )
    group = Group(
        cls="tulaga-offer" + (" focused" if focused else ""),
        data={"index": index, "kind": tulaga.kind},
        title=f"Tulaga {index + 1}: {label}",
    )
    # spread overlapping offers apart: each one sits a few units off the others
    shift = (index - (count - 1) / 2) * 5 if count > 1 else 0.0
    width = 4.5 if focused else 2.5
    if tulaga.centre is None:
        band = _band(tulaga.stones, shift, R + 5)
        if focused:
            group.add(Polygon(band, fill=colour, opacity=0.22))
        group.add(Polygon(band, stroke=colour, stroke_width=width, dash=() if focused else (7, 4)))
        badge = band[0]
    else:
        cx, cy = point_xy(tulaga.centre)
        half = STEP + R + 6 + shift
        if focused:
            group.add(
                Rect(cx - half, cy - half, 2 * half, 2 * half, rx=14, fill=colour, opacity=0.18)
            )
        group.add(
            Rect(
                cx - half,
                cy - half,
                2 * half,
                2 * half,
                rx=14,
                stroke=colour,
                stroke_width=width,
                dash=() if focused else (7, 4),
            )
        )
        group.add(Circle(cx, cy, R * 0.6, stroke=colour, stroke_width=2.5, dash=(3, 3)))
        badge = (cx - half, cy - half)
    for q in tulaga.stones:
        x, y = point_xy(q)
        # dots round each stone, one angle per offer, so a stone in several offers shows each
        angle_x, angle_y = ((-0.7, -0.7), (0.7, -0.7), (0.7, 0.7), (-0.7, 0.7), (0, -1), (1, 0))[
            index % 6
        ]
        group.add(
            Circle(
                x + angle_x * (R + 2),
                y + angle_y * (R + 2),
                4.5 if focused else 3.5,
                fill=colour,
                stroke=ON_MARK,
                stroke_width=1,
            )
        )
    group.add(Circle(*badge, sizes.badge_radius, fill=colour, stroke=ON_MARK, stroke_width=1.5))
    group.add(Text(*badge, str(index + 1), size=sizes.badge_text, weight="bold", fill=ON_MARK))
    return group  # fmt: skip


def _arrow(
    direction: str, origin: int, count: int, sizes: Sizes = WIDE_SIZES
) -> tuple[Group, tuple[tuple[float, float], ...]]:
    """A reap arrow next to the new rank stone, with the number of stones it would reap,
    and its hit region (:func:`reap_region`)."""
    x, y = point_xy(origin)
    df, dr = DIRECTIONS[direction]
    ux, uy = df, -dr  # screen y grows downwards
    nx, ny = -uy, ux
    start, tip, half = 0.56 * STEP, 1.2 * STEP, 14

    def at(along: float, side: float) -> tuple[float, float]:
        return (x + ux * along + nx * side, y + uy * along + ny * side)

    shape = (
        at(start, -6), at(tip - 16, -6), at(tip - 16, -half), at(tip, 0),
        at(tip - 16, half), at(tip - 16, 6), at(start, 6),
    )  # fmt: skip
    group = Group(
        cls="reap-arrow",
        data={"direction": direction, "reaps": count},
        title=f"reap {DIRECTION_NAMES[direction]}: {counted(count, 'stone')}",
    )
    group.add(Polygon(shape, fill=REAP_COLOUR, stroke=ON_MARK, stroke_width=1.5))
    # the count sits on the shaft, clear of the rank stone
    bx, by = at(start + sizes.badge_radius - 1, 0)
    group.add(
        Circle(bx, by, sizes.badge_radius, fill=ON_MARK, stroke=REAP_COLOUR, stroke_width=1.5)
    )
    group.add(Text(bx, by, str(count), size=sizes.badge_text, weight="bold", fill=REAP_COLOUR))
    return group, tuple(
        at(along, side) for along, side in reap_region(start - 4, tip + 2, sizes.finger)
    )


def reap_region(inner: float, outer: float, finger: float) -> tuple[tuple[float, float], ...]:
    """A reap arrow's hit region as (along the arrow, across it) from the rank stone: the
    drawn arrow runs from ``inner`` to ``outer`` and is 32 units wide.

    The arrow is narrower than a finger (44 CSS pixels: ``finger`` units), so the region
    is bigger than the arrow: everything within half a finger of its axis, out to one and a
    half fingers from the stone, and no nearer the stone than ``inner``. It stays between
    the two diagonals through the stone, so the four arrows' regions never overlap: where
    they would, a tap would be ambiguous. A finger-sized square then fits from half a
    finger out (nearer the stone the diagonals leave less room). The points it covers mean
    nothing while a reap is chosen (a click there only says to pick an arrow).

    >>> reap_region(21.8, 57.2, 44)  # the wide picture's
    ((21.8, -21.8), (22.0, -22.0), (66.0, -22.0), (66.0, 22.0), (22.0, 22.0), (21.8, 21.8))
    """
    half = finger / 2
    taper = max(inner, half)  # up to here the diagonals bound the region
    reach = max(outer, taper + finger)
    return (
        (inner, -min(inner, half)), (taper, -half), (reach, -half),
        (reach, half), (taper, half), (inner, min(inner, half)),
    )  # fmt: skip


def reap_counts(view: TulagaGame, origin: int, mover: int) -> dict[str, int]:
    """How many opponent stones each direction would reap from ``origin`` (TULAGA-6).

    The engine's own reckoning (:meth:`TulagaGame.reap_targets`), so an arrow never counts
    stones past the point where ``mover``'s last rank stone lands and the game ends.

    >>> from tulakit.tulaga.board import point
    >>> from tulakit.tulaga.positions import REAP_WIN_MOVE, reap_win_position
    >>> view = reap_win_position()
    >>> _ = view.play(REAP_WIN_MOVE.split(" >")[0])
    >>> reap_counts(view, point("b5"), BLACK)
    {'N': 0, 'E': 2, 'S': 0, 'W': 0}
    """
    return {d: len(view.reap_targets(origin, d, mover)) for d in DIRECTIONS}


def _builder_layer(
    scene: Scene, game: TulagaGame, builder: TurnBuilder, focus: int | None, sizes: Sizes
) -> None:
    group = Group(cls=f"pending stage-{builder.stage}")
    assert builder.placed is not None
    x, y = point_xy(builder.placed)
    if builder.stage in ("tulaga", "rank"):
        group.add(Circle(x, y, R + 4, stroke=PENDING_COLOUR, stroke_width=3, dash=(6, 3)))
    if builder.stage == "tulaga":
        count = len(builder.tulagas)
        if focus is None and count == 1:
            focus = 0
        order = [i for i in range(count) if i != focus] + ([focus] if focus is not None else [])
        for i in order:  # the focused offer last, so it is on top
            group.add(_tulaga_shape(builder.tulagas[i], i, count, i == focus, sizes))
    elif builder.stage == "rank" and builder.tulaga is not None:
        index = builder.tulagas.index(builder.tulaga)
        group.add(_tulaga_shape(builder.tulaga, index, 1, False, sizes))
        for q in builder.tulaga.stones:
            qx, qy = point_xy(q)
            group.add(
                Group(
                    cls="rank-choice",
                    data={"point": name(q)},
                    items=[
                        Circle(qx, qy, R + 6, stroke=PENDING_COLOUR, stroke_width=3),
                        Circle(qx, qy, R + 6, fill=PENDING_COLOUR, opacity=0.15),
                    ],
                )
            )
    scene.add(group)
    if builder.stage == "reap" and builder.claim is not None:
        origin = builder.claim.rank_point
        ox, oy = point_xy(origin)
        marks = Group(cls="pending-claim")
        marks.add(
            Rect(
                ox - R - 5,
                oy - R - 7,
                2 * R + 10,
                2 * R + 12,
                rx=6,
                stroke=PENDING_COLOUR,
                stroke_width=3,
                dash=(6, 3),
            )
        )
        for q in builder.claim.stones:
            if q != origin:
                qx, qy = point_xy(q)
                marks.add(
                    Circle(
                        qx,
                        qy,
                        R - 2,
                        fill=STONE_FILL[game.to_move],
                        opacity=0.28,
                        stroke=CARD_INK,
                        stroke_width=1.2,
                        dash=(3, 3),
                    )
                )
        scene.add(marks)
        view = game.copy()
        assert isinstance(view, TulagaGame)
        view.play(TulagaMove(builder.placed, builder.claim))
        counts = reap_counts(view, origin, game.to_move)
        arrows = Group(cls="reap-arrows")
        for d in DIRECTIONS:
            arrow, box = _arrow(d, origin, counts[d], sizes)
            arrows.add(arrow)
            scene.add_region(REAP_KEYS[d], box)
            # from the new rank stone each arrow key leads to its own arrow (and back): a
            # region's centre alone would lead as far as the point beyond
            scene.link(origin, ARROW_KEYS[d], REAP_KEYS[d])
        scene.add(arrows)  # fmt: skip


# -- panel, prompt and result -------------------------------------------------------------
def _panel(
    scene: Scene, game: TulagaGame, simple_pile: tuple[int, int], rank_pile: tuple[int, int],
    players: tuple[str, str] | None,
) -> None:  # fmt: skip
    panel = Group(cls="piles")
    top = 42
    for colour in (BLACK, 1 - BLACK):
        y = top + colour * 160
        to_move = colour == game.to_move and not game.is_over()
        box = Group(
            cls=f"pile {COLOUR_NAMES[colour].lower()}" + (" to-move" if to_move else ""),
            data={"simple": simple_pile[colour], "rank": rank_pile[colour]},
        )
        box.add(
            Rect(
                PANEL_X,
                y,
                190,
                150,
                rx=10,
                fill=PANEL if to_move else PANEL_IDLE,
                stroke=LAST_COLOUR if to_move else PANEL_EDGE,
                stroke_width=3.5 if to_move else 1.2,
            )
        )
        box.add(
            Text(
                PANEL_X + 14,
                y + 20,
                COLOUR_NAMES[colour],
                size=15,
                weight="bold",
                anchor="start",
                fill=INK,
            )
        )
        if to_move:
            box.add(
                Text(
                    PANEL_X + 178,
                    y + 20,
                    "to move",
                    size=12,
                    weight="bold",
                    anchor="end",
                    fill=TO_MOVE_INK,
                )
            )
        if players:
            box.add(
                Text(PANEL_X + 14, y + 38, players[colour], size=12, anchor="start", fill=INK_MUTED)
            )
        box.add(*simple_stone(colour, PANEL_X + 30, y + 66, 14))
        box.add(
            Text(
                PANEL_X + 54,
                y + 66,
                f"{simple_pile[colour]} simple in the pile",
                size=13,
                anchor="start",
                fill=INK,
            )
        )
        box.add(*rank_stone(colour, PANEL_X + 30, y + 110, 15))
        box.add(
            Text(
                PANEL_X + 54,
                y + 106,
                f"{rank_pile[colour]} rank in the pile",
                size=13,
                anchor="start",
                fill=INK,
            )
        )
        on_board = game.rank_stones - rank_pile[colour]
        box.add(
            Text(
                PANEL_X + 54,
                y + 124,
                f"{on_board} of {game.rank_stones} on the board",
                size=12,
                anchor="start",
                fill=INK_MUTED,
            )
        )
        panel.add(box)
    scene.add(panel)  # fmt: skip


#: the top of the compact layout's piles, below the board's bottom coordinates
COMPACT_PANEL_Y = 496


def _compact_panel(
    scene: Scene, game: TulagaGame, simple_pile: tuple[int, int], rank_pile: tuple[int, int],
    players: tuple[str, str] | None,
) -> None:  # fmt: skip
    """The piles side by side below the board (the compact layout), texts of 17 units."""
    panel = Group(cls="piles")
    y = COMPACT_PANEL_Y
    for colour in (BLACK, 1 - BLACK):
        x = 8 + colour * 228
        to_move = colour == game.to_move and not game.is_over()
        box = Group(
            cls=f"pile {COLOUR_NAMES[colour].lower()}" + (" to-move" if to_move else ""),
            data={"simple": simple_pile[colour], "rank": rank_pile[colour]},
        )
        box.add(
            Rect(
                x,
                y,
                220,
                146,
                rx=10,
                fill=PANEL if to_move else PANEL_IDLE,
                stroke=LAST_COLOUR if to_move else PANEL_EDGE,
                stroke_width=3.5 if to_move else 1.2,
            ),
            Text(
                x + 12,
                y + 22,
                COLOUR_NAMES[colour],
                size=19,
                weight="bold",
                anchor="start",
                fill=INK,
            ),
        )
        if to_move:
            box.add(
                Text(
                    x + 208,
                    y + 22,
                    "to move",
                    size=17,
                    weight="bold",
                    anchor="end",
                    fill=TO_MOVE_INK,
                )
            )
        if players:
            box.add(Text(x + 12, y + 46, players[colour], size=17, anchor="start", fill=INK_MUTED))
        box.add(*simple_stone(colour, x + 26, y + 76, 14))
        box.add(
            Text(
                x + 50,
                y + 76,
                f"{simple_pile[colour]} simple left",
                size=17,
                anchor="start",
                fill=INK,
            )
        )
        box.add(*rank_stone(colour, x + 26, y + 114, 15))
        box.add(
            Text(
                x + 50, y + 108, f"{rank_pile[colour]} rank left", size=17, anchor="start", fill=INK
            )
        )
        on_board = game.rank_stones - rank_pile[colour]
        box.add(
            Text(
                x + 50,
                y + 130,
                f"{on_board} of {game.rank_stones} down",
                size=17,
                anchor="start",
                fill=INK_MUTED,
            )
        )
        panel.add(box)
    scene.add(panel)  # fmt: skip


def _compact_footer(scene: Scene, game: TulagaGame, builder: TurnBuilder | None) -> None:
    """Below the piles: the decline box while a turn is being built, else the header."""
    y = COMPACT_PANEL_Y + 158
    if builder is None or builder.stage not in ("tulaga", "rank", "reap"):
        if not game.is_over():  # when over, the result (_banner) takes this place
            scene.add(
                Text(
                    12, y + 27, _header_text(game), size=18, weight="bold", anchor="start", fill=INK
                )
            )
        return
    hint = Group(cls="decline-hint", title="decline the offer")
    what = "claim nothing" if builder.stage in ("tulaga", "rank") else "reap nothing"
    # a finger's height (COMPACT_SIZES.finger): 54 units were 42 CSS pixels on a phone
    tall = COMPACT_SIZES.finger
    hint.add(
        Rect(
            8,
            y,
            448,
            tall,
            rx=10,
            fill=PENDING_PANEL,
            stroke=PENDING_COLOUR,
            stroke_width=2,
            dash=(6, 3),
        ),
        Text(COMPACT_WIDTH / 2, y + 20, "Decline", size=19, weight="bold", fill=PENDING_COLOUR),
        Text(COMPACT_WIDTH / 2, y + 44, f"tap here to {what}", size=17, fill=INK),
    )
    scene.add(hint)
    scene.add_region("decline", rect_points(8, y, 448, tall))  # fmt: skip


def _prompt(scene: Scene, builder: TurnBuilder | None) -> None:
    """The decline hint and what to do next, in the panel while a turn is being built."""
    if builder is None or builder.stage not in ("tulaga", "rank", "reap"):
        return
    y = 368
    hint = Group(cls="decline-hint", title="decline the offer")
    what = "claim nothing" if builder.stage in ("tulaga", "rank") else "reap nothing"
    hint.add(
        Rect(
            PANEL_X,
            y,
            190,
            54,
            rx=10,
            fill=PENDING_PANEL,
            stroke=PENDING_COLOUR,
            stroke_width=2,
            dash=(6, 3),
        )
    )
    hint.add(Text(PANEL_X + 95, y + 18, "Decline", size=14, weight="bold", fill=PENDING_COLOUR))
    hint.add(Text(PANEL_X + 95, y + 37, f"click here to {what}", size=12, fill=INK))
    scene.add(hint)
    scene.add_region("decline", rect_points(PANEL_X, y, 190, 54))
    lines = textwrap.wrap(builder.prompt(), 30)
    text = Group(cls="prompt")
    for i, line in enumerate(lines[:4]):
        text.add(Text(PANEL_X + 4, y + 70 + 16 * i, line, size=12, anchor="start", fill=INK))
    scene.add(text)  # fmt: skip


def _header_text(game: TulagaGame) -> str:
    turn = len(game.moves) + 1
    state = "game over" if game.is_over() else f"{COLOUR_NAMES[game.to_move]} to move"
    return f"Tulaga · turn {turn} · {state}"


def _header(scene: Scene, game: TulagaGame) -> None:
    scene.add(
        Text(
            PANEL_X,
            24,
            _header_text(game),
            size=13,
            weight="bold",
            anchor="start",
            fill=INK,
        )
    )


def _banner(scene: Scene, game: TulagaGame, compact: bool = False) -> None:
    """The result (TULA-7, TULAGA-3) beside the board, never over it: in the panel under
    the piles, or (compact) under the piles in place of the header line, so the final
    position stays in view."""
    result = game.result()
    if result is None:
        return
    won = result.winners[0]
    banner = Group(cls="banner", data={"winner": COLOUR_NAMES[won].lower()})
    title = f"{COLOUR_NAMES[won]} wins!"
    why = result.message.split(": ", 1)[-1]
    why = why[0].upper() + why[1:]
    if compact:
        x, y, w, h = 8, COMPACT_PANEL_Y + 154, COMPACT_WIDTH - 16, 60
        size, leading, lines = 17.0, 0, [why]
    else:
        x, y, w = PANEL_X, 366, 190
        size, leading, lines = 12.5, 17, textwrap.wrap(why, 27)
        h = 52 + leading * len(lines)
    banner.add(Rect(x, y, w, h, rx=12, fill=WON_PANEL, stroke=HL_GREEN, stroke_width=2.5))
    banner.add(*simple_stone(won, x + 24, y + 24, 12))
    banner.add(
        Text(x + 44, y + 24, title, size=19 if compact else 18, weight="bold", anchor="start",
             fill=WON_INK)
    )  # fmt: skip
    for i, line in enumerate(lines):
        top = y + 46 + leading * i if not compact else y + 46
        banner.add(Text(x + 14 if not compact else x + 44, top, line, size=size,
                        anchor="start", fill=INK))  # fmt: skip
    scene.add(banner)


# -- public -------------------------------------------------------------------------------
def tulaga_scene(
    game: TulagaGame,
    *,
    builder: TurnBuilder | None = None,
    focus: int | None = None,
    show_last: bool = True,
    players: tuple[str, str] | None = None,
    compact: bool = False,
) -> Scene:
    """The scene of ``game``, with the turn ``builder`` has in progress (if any).

    ``focus`` picks one of the builder's offered Tulagas to draw boldly (the board's
    choice when a click was ambiguous); ``show_last`` marks the last move; ``players``
    names the two sides in the pile panel, e.g. ``("you", "greedy bot")``; ``compact``
    lays the piles out below the board, for phones (the points do not move).

    >>> from tulakit.tulaga import TulagaGame
    >>> game = TulagaGame()
    >>> game.play_all(["a5", "a1", "b5", "b1", "c5", "c1", "d5", "d1"])
    >>> builder = TurnBuilder(game)
    >>> builder.place_at(40)  # e5 completes the row a5-e5
    >>> builder.stage, "tulaga-offer" in to_svg(tulaga_scene(game, builder=builder))
    ('tulaga', True)
    >>> small = tulaga_scene(game, builder=builder, compact=True)
    >>> (small.width, small.height), small.hit(*point_xy(40)), small.hit(*small.visible_point("decline"))
    ((464, 716), 40, 'decline')
    """
    sizes = COMPACT_SIZES if compact else WIDE_SIZES
    scene = Scene(
        *((COMPACT_WIDTH, COMPACT_HEIGHT) if compact else (WIDTH, HEIGHT)), background=BACKGROUND
    )
    pending = builder is not None and builder.stage in ("tulaga", "rank", "reap")
    cells, view = (game.cells, game)
    if pending:
        assert builder is not None
        cells, view = _pending_cells(game, builder)
    if not compact:
        _header(scene, game)
    _board(scene, sizes)
    # each point's region is the whole square its neighbours leave it, a step wide: 46
    # units are 46 CSS pixels on a desktop but 36 on a 390-pixel phone, where the nine
    # points of a row share the screen's width (a finger's 44 pixels would overlap them)
    for p in range(N_POINTS):
        x, y = point_xy(p)
        scene.add_region(p, rect_points(x - STEP / 2, y - STEP / 2, STEP, STEP))
    if show_last:
        _last_move(scene, game)
    _stones(scene, cells)
    if pending:
        assert builder is not None
        _builder_layer(scene, game, builder, focus, sizes)
    if compact:
        _compact_panel(scene, game, view.simple_pile, view.rank_pile, players)
        _compact_footer(scene, game, builder if pending else None)
    else:
        _panel(scene, game, view.simple_pile, view.rank_pile, players)
        _prompt(scene, builder if pending else None)
    _banner(scene, game, compact)
    return scene


def render_svg(
    game: TulagaGame,
    *,
    builder: TurnBuilder | None = None,
    focus: int | None = None,
    show_last: bool = True,
    players: tuple[str, str] | None = None,
    compact: bool = False,
) -> str:
    """``tulaga_scene(game, ...)`` as SVG text (used by ``TulagaGame._repr_svg_``)."""
    return to_svg(
        tulaga_scene(
            game,
            builder=builder,
            focus=focus,
            show_last=show_last,
            players=players,
            compact=compact,
        )
    )


def still(game: TulagaGame, *, builder: TurnBuilder | None = None, show_last: bool = True) -> Still:
    """The picture of ``game`` in a notebook (``TulagaGame._repr_html_``): designed, and
    compact on a narrow page (the piles below the board), whose text stays at 12 CSS pixels
    where the designed one's would shrink to 6; named by the position in words.

    >>> html = still(TulagaGame()).html()
    >>> html.count("<svg"), 'viewBox="0 0 464 716"' in html, 'aria-label="Turn 1: Black' in html
    (2, True, True)
    """
    from tulakit.tulaga.words import describe_position  # it draws on this module

    return Still(
        render_svg(game, builder=builder, show_last=show_last),
        render_svg(game, builder=builder, show_last=show_last, compact=True),
        " ".join(describe_position(game, builder).splitlines()),
    )


__all__ = [
    "COMPACT_HEIGHT",
    "COMPACT_WIDTH",
    "HEIGHT",
    "REAP_KEYS",
    "WIDTH",
    "point_xy",
    "rank_stone",
    "reap_counts",
    "render_svg",
    "simple_stone",
    "still",
    "tulaga_colour",
    "tulaga_scene",
]
