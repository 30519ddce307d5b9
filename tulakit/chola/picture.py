"""The pieces every Chola picture is drawn with: the temple and its stones, stars and
treasure tiles, cards, the face-up row and the stack, the bag, a build in progress, the
header and the end banner, and the two layouts (CHOLA-G1..T2, S1).

The Basic and Solo picture (:mod:`tulakit.chola.svg`) and the Expert one
(:mod:`tulakit.chola.expert_svg`) both build on these, so neither imports the other's
module: :func:`tulakit.chola.svg.chola_scene` chooses between them.

>>> from tulakit.chola.board import space
>>> space_xy(space("0,0")), round(text_width("Bag", 12), 1) > 0
((57.0, 469.0), True)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tulakit.chola.board import COORDS, DOORWAY_TOP, EMPTY, N_SPACES, STAR_SET, space_name
from tulakit.chola.cards import SHAPE_NAMES, STONES
from tulakit.chola.moves import Build
from tulakit.chola.options import COLOUR_NAMES, COLOUR_TOKENS, N_COLOURS
from tulakit.chola.treasures import describe
from tulakit.drawing.palette import (
    CARD,
    CARD_BACK,
    CARD_BACK_EDGE,
    CARD_BACK_INK,
    CARD_BACK_LINE,
    CARD_DARK,
    CARD_EDGE,
    CARD_INK,
    CARD_LIGHT,
    CARD_LINE,
    COORDINATES,
    DOORWAY,
    DOORWAY_INK,
    GROUND,
    HL_BLUE,
    HL_GREEN,
    HL_ORANGE,
    HL_VERMILLION,
    INK,
    INK_MUTED,
    LOST_PANEL,
    NOTE_INK,
    PIECE_WHITE,
    SANDSTONE,
    SANDSTONE_EDGE,
    STAR,
    STAR_EDGE,
    STONE_EDGE,
    STONE_FILL,
    STONE_MARK,
    SURFACE,
    TREASURE,
    TREASURE_INK,
    WON_PANEL,
)
from tulakit.drawing.scene import (
    FINGER,
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
from tulakit.words import counted

if TYPE_CHECKING:
    from tulakit.chola.game import CholaGame

WIDTH, HEIGHT = 900, 650
CELL = 34  # one temple space, in user units
X0, Y0 = 40, 44  # top-left corner of the grid (column 0, row 12)
COLUMNS, ROWS = 13, 13
PANEL_X = 510
PANEL_W = 376
SEAT_H = 86
ROW_Y = 530  # top of the face-up row under the temple
BACKGROUND = SURFACE
LAST_COLOUR = HL_ORANGE  # the last build
SELECT_COLOUR = HL_BLUE  # legal targets and the build in progress
STAR_COLOUR = STAR_EDGE

#: CHOLA-S1 colour-blind-safe stones: a shade and a mark per colour (index order)
#: (STONE_FILL and STONE_EDGE come from the palette, in the same order)
MARK_INK = STONE_MARK
MARK_NAMES = ("cross", "bar", "dot", "ring", "diamond")


#: the smallest text a page may show, in CSS pixels
MIN_TEXT = 12.0
#: the compact pictures' width: the temple and its row numbers, and a margin
COMPACT_WIDTH = 490


@dataclass(frozen=True)
class Layout:
    """How a Chola picture is laid out: ``name`` is ``"wide"`` (the designed picture) or
    ``"compact"`` (everything below the temple, for narrow pages); ``width`` is the
    scene's width and ``text`` the size of its smallest text, in scene units.

    A page shows the picture at ``min(1, available / width)`` of its size, so a compact
    picture's text is made big enough to be shown at :data:`MIN_TEXT` pixels or more.
    """

    name: str
    width: float
    text: float = MIN_TEXT

    @property
    def compact(self) -> bool:
        """True for the narrow-page layout."""
        return self.name == "compact"

    def size(self, designed: float) -> float:
        """A text size: the designed one, never under the layout's smallest text."""
        return max(designed, self.text)

    @property
    def finger(self) -> float:
        """The units a tap target of :data:`~tulakit.drawing.scene.FINGER` CSS pixels
        takes: the layout's text is sized so that it shows at :data:`MIN_TEXT` pixels, so
        its scale is known too.

        >>> WIDE.finger, compact(360).finger  # 360 pixels: a 390-pixel phone's page
        (44.0, 60.5)
        """
        return FINGER * self.text / MIN_TEXT


WIDE = Layout("wide", WIDTH)

#: advance widths in em of DejaVu Sans (normal, bold), Debian's default sans-serif and
#: among the widest: a layout that leaves this much room fits narrower fonts too
_NARROW_CHARS = frozenset(" .,:;()/·-'ijlt")
_WIDE_CHARS = frozenset("mwMW…+")


def text_width(text: str, size: float, bold: bool = False) -> float:
    """About how wide ``text`` is drawn at ``size`` (never much less than it is).

    >>> round(text_width("+2", 12, bold=True), 1), round(text_width("Brown", 14), 1)
    (20.9, 48.6)
    """
    em = 0.0
    for char in text:
        if char in _NARROW_CHARS:
            em += 0.4
        elif char in _WIDE_CHARS:
            em += 1.04 if bold else 0.98
        elif char.isdigit():
            em += 0.7 if bold else 0.64
        elif char.isupper() or not char.isascii():
            em += 0.77 if bold else 0.69
        else:
            em += 0.66 if bold else 0.6
    return em * size


def compact(available: float = COMPACT_WIDTH, width: float = COMPACT_WIDTH) -> Layout:
    """The compact layout for a page ``available`` CSS pixels wide: its smallest text is
    shown at :data:`MIN_TEXT` pixels (rounded up to a quarter unit).

    >>> compact(360).text, compact(980).text
    (16.5, 12.0)
    """
    scale = min(1.0, available / width) if available > 0 else 1.0
    return Layout("compact", width, math.ceil(MIN_TEXT / scale * 4) / 4)


def choose_layout(available: float, designed: float = WIDTH) -> Layout:
    """The layout for a page that gives the picture ``available`` CSS pixels: the designed
    one when it fits (or when the width is not known yet: 0), else :func:`compact`.

    >>> choose_layout(0).name, choose_layout(1250).name, choose_layout(899).name
    ('wide', 'wide', 'compact')
    >>> choose_layout(360)
    Layout(name='compact', width=490, text=16.5)
    """
    if available <= 0 or available >= designed:
        return WIDE if designed == WIDTH else Layout("wide", designed)
    return compact(available)


@dataclass(frozen=True)
class Selection:
    """A build being prepared on a board: drawn over the temple, never played.

    ``card`` is the chosen card (highlighted in the hand), ``targets`` the spaces some
    legal placement of it covers, ``placement`` the ``(space, colour)`` stones shown as
    a preview, and ``note`` a short caption such as ``"placement 2 of 6"``. In Expert,
    ``slot`` is the sculpture slot chosen (e.g. ``"7,0"``) and ``slots`` those to
    highlight as sculptable (CHOLA-X3).
    """

    card: int | None = None
    targets: frozenset[int] = frozenset()
    placement: tuple[tuple[int, int], ...] = ()
    note: str = ""
    slot: str | None = None
    slots: frozenset[str] = frozenset()


def space_xy(index: int) -> tuple[float, float]:
    """Centre of a temple space in scene units (row 0 at the bottom).

    >>> space_xy(0), space_xy(114)
    ((57.0, 469.0), (261.0, 61.0))
    """
    x, y = COORDS[index]
    return X0 + (x + 0.5) * CELL, Y0 + (ROWS - 1 - y + 0.5) * CELL


def temple_regions(scene: Scene) -> None:
    """Make every temple space a region, and the temple a grid for the arrow keys.

    The arrows then walk rows and columns (:meth:`Scene.add_grid
    <tulakit.drawing.scene.Scene.add_grid>`): Right from 5,1 crosses the doorway to 7,1
    rather than climbing to 6,2, the nearest centre ahead; Down from 6,2, above the
    doorway, is the edge, since the doorway is open ground (CHOLA-G1), not a space.

    >>> from tulakit.drawing.arrows import arrow_links
    >>> from tulakit.chola.board import space
    >>> scene = Scene(WIDTH, HEIGHT); temple_regions(scene)
    >>> left, right, up, down = arrow_links(scene)[space("5,1")]
    >>> space_name(right), space_name(up), arrow_links(scene)[DOORWAY_TOP][3]
    ('7,1', '5,2', None)
    """
    # each space's region is the whole cell, as large as its neighbours allow: 25 CSS
    # pixels on a 390-pixel phone, where the 13 spaces of a row share the screen's width;
    # on a wide screen the board grows until they are a finger wide (its view's zoom)
    for s in range(N_SPACES):
        cx, cy = space_xy(s)
        scene.add_region(s, rect_points(cx - CELL / 2, cy - CELL / 2, CELL, CELL))
    # rows counted downward on screen: the top row (12) is the first
    scene.add_grid({s: (x, ROWS - 1 - y) for s, (x, y) in enumerate(COORDS)})
    scene.link(DOORWAY_TOP, "down", None)


# -- stones ---------------------------------------------------------------------------------
def stone(
    colour: int, cx: float, cy: float, size: float = CELL - 5, opacity: float = 1.0
) -> list[Shape | Group]:
    """A square stone of ``colour`` centred on ``(cx, cy)``, with its mark (CHOLA-S1)."""
    h = size / 2
    ink = MARK_INK[colour]
    m = size * 0.22  # mark half-size
    width = max(1.2, size * 0.08)
    out: list[Shape | Group] = [
        Rect(cx - h, cy - h, size, size, rx=size * 0.14, fill=STONE_FILL[colour],
             stroke=STONE_EDGE[colour], stroke_width=max(1.0, size * 0.05), opacity=opacity),
    ]  # fmt: skip
    if colour == 0:  # brown: a cross
        out += [
            Line(cx - m, cy - m, cx + m, cy + m, stroke=ink, stroke_width=width, opacity=opacity),
            Line(cx - m, cy + m, cx + m, cy - m, stroke=ink, stroke_width=width, opacity=opacity),
        ]
    elif colour == 1:  # light brown: a bar
        out.append(
            Rect(cx - m * 1.2, cy - width * 0.8, m * 2.4, width * 1.6, fill=ink, opacity=opacity)
        )
    elif colour == 2:  # white: a dot
        out.append(Circle(cx, cy, m * 0.6, fill=ink, opacity=opacity))
    elif colour == 3:  # grey: a ring
        out.append(Circle(cx, cy, m, stroke=ink, stroke_width=width, opacity=opacity))
    else:  # gold: a diamond
        out.append(
            Polygon(
                ((cx, cy - m * 1.1), (cx + m, cy), (cx, cy + m * 1.1), (cx - m, cy)),
                fill=ink,
                opacity=opacity,
            )
        )
    return out


def _star(
    cx: float, cy: float, r: float, *, fill: str, stroke: str, stroke_width: float
) -> Polygon:
    import math

    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return Polygon(tuple(points), fill=fill, stroke=stroke, stroke_width=stroke_width)


# -- the temple -----------------------------------------------------------------------------
BOTTOM = Y0 + ROWS * CELL  # the ground line under row 0


def draw_temple(
    scene: Scene, game: CholaGame, hidden: frozenset[int] = frozenset(), layout: Layout = WIDE
) -> None:
    """The temple, its stars and stones; ``hidden`` stones (Expert, under sculptures) faded."""
    back = Group(cls="temple")
    # the silhouette: one block per row, so the steps show
    for i in range(N_SPACES):
        cx, cy = space_xy(i)
        back.add(Rect(cx - CELL / 2, cy - CELL / 2, CELL, CELL, fill=SANDSTONE,
                      stroke=SANDSTONE_EDGE, stroke_width=1))  # fmt: skip
    # the doorway (6,0)-(6,1): open ground under an arch (CHOLA-G1)
    dx, top = X0 + 6 * CELL, Y0 + (ROWS - 2) * CELL
    back.add(
        Path(
            (("M", dx + 3, BOTTOM), ("L", dx + 3, top + CELL / 2),
             ("Q", dx + CELL / 2, top - 4, dx + CELL - 3, top + CELL / 2),
             ("L", dx + CELL - 3, BOTTOM), ("Z",)),
            fill=DOORWAY, stroke=SANDSTONE_EDGE, stroke_width=1.5,
        )
    )  # fmt: skip
    if not layout.compact:  # on a phone the word would not fit the arch: the arch says it
        back.add(Text(dx + CELL / 2, BOTTOM - CELL * 0.6, "door", size=MIN_TEXT, fill=DOORWAY_INK))
    back.add(Line(X0 - 6, BOTTOM, X0 + COLUMNS * CELL + 6, BOTTOM, stroke=GROUND, stroke_width=3))
    scene.add(back)
    labels = Group(cls="coordinates")
    size = layout.size(MIN_TEXT)
    for x in range(COLUMNS):
        labels.add(Text(X0 + (x + 0.5) * CELL, BOTTOM + 4 + size / 2, str(x), size=size,
                        fill=COORDINATES))  # fmt: skip
    for y in range(ROWS):
        labels.add(Text(X0 - 4, Y0 + (ROWS - 1 - y + 0.5) * CELL, str(y), size=size,
                        anchor="end", fill=COORDINATES))  # fmt: skip
    scene.add(labels)

    cells = game.cells
    tiles = game.treasures
    stars = Group(cls="stars")
    for s in sorted(STAR_SET):
        if cells[s] != EMPTY:
            continue
        cx, cy = space_xy(s)
        tile = tiles.get(s)
        star = Group(cls="star", data={"space": space_name(s)},
                     title=f"star ({space_name(s)})" + (f": {describe(tile)}" if tile else ""))  # fmt: skip
        star.add(_star(cx, cy, CELL * 0.42, fill=STAR, stroke=STAR_COLOUR, stroke_width=1.2))
        if tile is not None:
            star.add(*_tile(tile, cx, cy, layout))
        stars.add(star)
    scene.add(stars)

    stones = Group(cls="stones")
    for s in range(N_SPACES):
        c = cells[s]
        if c == EMPTY:
            continue
        under = s in hidden
        g = Group(cls=f"stone {COLOUR_TOKENS[c]}" + (" hidden" if under else ""),
                  data={"space": space_name(s)},
                  title=f"({space_name(s)}): {COLOUR_NAMES[c]}"
                  + (", hidden under a sculpture (CHOLA-X3)" if under else ""))  # fmt: skip
        g.add(*stone(c, *space_xy(s), opacity=0.55 if under else 1.0))
        stones.add(g)
    scene.add(stones)


def _tile_width(tile: str, layout: Layout = WIDE) -> float:
    """A treasure tile's width: as wide as its words need, so it may reach a little over
    the spaces beside its star."""
    size = layout.size(MIN_TEXT)
    points, _, condition = tile.partition(":")
    need = text_width(points, size, bold=True) + 4
    if condition == "pattern":
        need += text_width("P", size, bold=True) + 1
    elif condition:
        need += 11
    return max(CELL - 4, min(need, CELL + 8))


def _tile(tile: str, cx: float, cy: float, layout: Layout = WIDE) -> list[Shape | Group]:
    """A treasure tile face up on its star: its bonus, and the colour mark or 'P' it needs.

    One line of text: on a phone a space is about 23 pixels, room for one line of 12."""
    size = layout.size(MIN_TEXT)
    points, _, condition = tile.partition(":")
    wide = text_width(points, size, bold=True)
    w, h = _tile_width(tile, layout), min(CELL - 6, size * 1.3)
    out: list[Shape | Group] = [Rect(cx - w / 2, cy - h / 2, w, h, rx=3, fill=TREASURE, stroke=STAR_COLOUR,
                      stroke_width=1.2)]  # fmt: skip
    if not condition:
        out.append(Text(cx, cy, points, size=size, weight="bold", fill=TREASURE_INK))
        return out
    # the bonus on the left, what it needs on the right
    left = cx - w / 2 + 2
    out.append(Text(left, cy, points, size=size, weight="bold", anchor="start", fill=TREASURE_INK))
    right = cx + w / 2 - 1.5
    if condition == "pattern":
        out.append(Text(right, cy, "P", size=size, weight="bold", anchor="end",
                        fill=SELECT_COLOUR))  # fmt: skip
    else:
        mark = max(8.0, min(11.0, right - (left + wide) - 1))
        out.extend(stone(COLOUR_TOKENS.index(condition), right - mark / 2, cy, size=mark))
    return out


def draw_last_build(scene: Scene, game: CholaGame) -> None:
    build = next((m for m in reversed(game.moves) if isinstance(m, Build)), None)
    if build is None:
        return
    latest = game.moves[-1] is build
    group = Group(cls="last-build", data={"move": str(build)}, title=f"last build: {build}")
    for s, _ in build.placement:
        cx, cy = space_xy(s)
        group.add(Rect(cx - CELL / 2 + 1, cy - CELL / 2 + 1, CELL - 2, CELL - 2, rx=4,
                       stroke=LAST_COLOUR, stroke_width=3 if latest else 2,
                       dash=() if latest else (4, 3)))  # fmt: skip
    scene.add(group)


def draw_selection(scene: Scene, selection: Selection) -> None:
    group = Group(cls="selection", data={"card": selection.card or 0})
    for s in sorted(selection.targets):
        cx, cy = space_xy(s)
        group.add(
            Group(
                cls="target",
                data={"space": space_name(s)},
                items=[
                    Rect(cx - CELL / 2 + 2, cy - CELL / 2 + 2, CELL - 4, CELL - 4, rx=4,
                         fill=SELECT_COLOUR, opacity=0.18),
                    Rect(cx - CELL / 2 + 2, cy - CELL / 2 + 2, CELL - 4, CELL - 4, rx=4,
                         stroke=SELECT_COLOUR, stroke_width=1.5, dash=(3, 2)),
                ],
            )
        )  # fmt: skip
    if selection.placement:
        preview = Group(cls="preview", title="the build shown: Confirm to play it")
        for s, c in selection.placement:
            cx, cy = space_xy(s)
            preview.add(*stone(c, cx, cy, opacity=0.75))
            preview.add(Rect(cx - CELL / 2 + 1, cy - CELL / 2 + 1, CELL - 2, CELL - 2, rx=4,
                             stroke=SELECT_COLOUR, stroke_width=3))  # fmt: skip
        group.add(preview)
    scene.add(group)


# -- cards ----------------------------------------------------------------------------------
#: the shape pictures: (column, row from the top, role) for each square of the card
SHAPE_CELLS: dict[str, tuple[tuple[int, int, int], ...]] = {
    "single": ((0, 0, 2),),
    "pair_same": ((0, 0, 0), (1, 0, 0)),
    "pair_mixed": ((0, 0, 0), (1, 0, 1)),
    "quad_split": ((0, 0, 0), (1, 0, 0), (0, 1, 1), (1, 1, 1)),
    "quad_diagonal": ((0, 0, 0), (1, 0, 1), (0, 1, 1), (1, 1, 0)),
}
#: role shades on card pictures: colour X dark, colour Y light, "any colour" white
ROLE_FILL = (CARD_DARK, CARD_LIGHT, PIECE_WHITE)
#: the dots of "any colour": four stone shades round the square's centre
ANY_COLOUR_DOTS = (0, 2, 3, 4)


def card_picture(shape: str, cx: float, cy: float, unit: float) -> list[Shape | Group]:
    """The card's shape as small squares: dark and light stand for two different colours;
    the single's square shows four stone shades (any colour), a mark and not a letter,
    so it stays legible however small the card."""
    cols = 1 + max(c for c, _, _ in SHAPE_CELLS[shape])
    rows = 1 + max(r for _, r, _ in SHAPE_CELLS[shape])
    left, top = cx - cols * unit / 2, cy - rows * unit / 2
    out: list[Shape | Group] = []
    for c, r, role in SHAPE_CELLS[shape]:
        x, y = left + c * unit, top + r * unit
        out.append(Rect(x + 1, y + 1, unit - 2, unit - 2, rx=2, fill=ROLE_FILL[role],
                        stroke=CARD_LINE, stroke_width=1))  # fmt: skip
        if role == 2:  # any colour
            mx, my, step = x + unit / 2, y + unit / 2, unit * 0.2
            for (dx, dy), colour in zip(((0, -1), (1, 0), (0, 1), (-1, 0)), ANY_COLOUR_DOTS,
                                        strict=True):  # fmt: skip
                out.append(Circle(mx + dx * step, my + dy * step, unit * 0.13,
                                  fill=STONE_FILL[colour], stroke=STONE_EDGE[colour],
                                  stroke_width=0.6))  # fmt: skip
    return out


def card(
    number: int,
    shape: str,
    x: float,
    y: float,
    w: float,
    h: float,
    *,
    chosen: bool = False,
    text: float = MIN_TEXT,
) -> Group:
    """A build card face up: its shape drawn, its number below at ``text`` units or more."""
    g = Group(cls="card" + (" chosen" if chosen else ""),
              data={"card": f"c{number}", "shape": shape},
              title=f"card c{number}: {SHAPE_NAMES[shape]} ({counted(STONES[shape], 'stone')})")  # fmt: skip
    g.add(Rect(x, y, w, h, rx=5, fill=CARD,
               stroke=SELECT_COLOUR if chosen else CARD_EDGE, stroke_width=3 if chosen else 1.2))  # fmt: skip
    size = max(text, h * 0.17)
    picture_h = h - size * 1.15 - 4  # the number's line at the bottom
    unit = min(w / 3.2, picture_h / 2.4)
    g.add(*card_picture(shape, x + w / 2, y + 3 + picture_h / 2, unit))
    g.add(Text(x + w / 2, y + h - size * 0.6 - 2, f"c{number}", size=size, fill=CARD_INK))
    return g


def cards_fit(counts: list[int], start: float, end: float, width: float, gap: float = 3) -> bool:
    """Whether each seat's cards (``counts``), ``width`` wide and ``gap`` apart, fit in a
    row from ``start`` to ``end``: beside a seat's stones in a compact picture, or else on
    a row of their own under them.

    >>> cards_fit([2, 4], 265, 474, 60.5), cards_fit([2, 3], 265, 474, 60.5)
    (False, True)
    """
    return all(start + n * (width + gap) - gap <= end for n in counts)


def card_back(
    x: float, y: float, w: float, h: float, label: str = "", text: float = MIN_TEXT
) -> Group:
    """A face-down card (another seat's hand, or the stack)."""
    g = Group(cls="card-back")
    g.add(Rect(x, y, w, h, rx=5, fill=CARD_BACK, stroke=CARD_BACK_EDGE, stroke_width=1.2))
    g.add(Rect(x + 4, y + 4, w - 8, h - 8, rx=3, stroke=CARD_BACK_LINE, stroke_width=1))
    if label:
        g.add(Text(x + w / 2, y + h / 2, label, size=text, weight="bold", fill=CARD_BACK_INK))
    return g


#: what the face-up row says in a game with a stack (a tap, a click and Enter all choose)
FACE_UP_LABEL = "Face up: choose one to draw"


def face_up_row(
    scene: Scene,
    game: CholaGame,
    y: float,
    chosen: int | None,
    label: str,
    layout: Layout = WIDE,
    x0: float = X0,
) -> float:
    """The face-up cards (``up:1``, ``up:2``... regions) and the stack, from ``x0``; the
    label's line starts at ``y - 12`` (designed) and the cards just under it. Returns
    the bottom y of what was drawn. A compact picture wraps the cards onto new rows."""
    t = layout.text
    row = Group(cls="face-up")
    label_size = layout.size(MIN_TEXT)
    if layout.compact:
        row.add(Text(x0, y + t * 0.6, label, size=t, weight="bold", anchor="start", fill=INK))
        y += t * 1.3
    else:
        row.add(Text(x0, y - 12, label, size=12, weight="bold", anchor="start", fill=INK))
    # a card and the gap after it are a finger wide at least (a phone's 58 units were 43
    # CSS pixels); each card's hit region takes half the gap on either side
    gap = 6
    cw, ch = max(58.0, layout.finger - gap), max(74.0, layout.finger)
    count = len(game.face_up)
    if layout.compact:  # in reading order, as many per row as fit
        per_row = max(2, int((layout.width - x0 - 8) // (cw + gap)))
        places = [divmod(n, per_row)[::-1] for n in range(count + 1)]
        offsets = [0.0] * (count + 1)
    else:  # the stack keeps its place as the row empties
        places = [(n, 0) for n in range(count)] + [(max(5, count), 0)]
        offsets = [0.0] * count + [10.0]
    bottom = y
    for n, ((col, line), offset) in enumerate(zip(places, offsets, strict=True)):
        x = x0 + col * (cw + gap) + offset
        top = y + line * (ch + label_size * 1.4 + 8)
        hit = rect_points(x - gap / 2, top, cw + gap, ch)
        under = top + ch + label_size * 0.75
        if n < count:
            number = game.face_up[n]
            row.add(card(number, game.shape(number), x, top, cw, ch, chosen=number == chosen,
                         text=label_size))  # fmt: skip
            row.add(Text(x + cw / 2, under, f"up{n + 1}", size=label_size, fill=INK_MUTED))
            scene.add_region(f"up:{n + 1}", hit)
        else:
            stack = card_back(x, top, cw, ch, str(game.stack_size), text=label_size)
            stack.cls = "stack"
            stack.data = {"cards": game.stack_size}
            stack.title = f"the stack: {game.stack_size} cards face down"
            row.add(stack)
            row.add(Text(x + cw / 2, under, "stack", size=label_size, fill=INK_MUTED))
            scene.add_region("stack", hit)
        bottom = max(bottom, under + label_size * 0.6)
    scene.add(row)
    # the arrow keys walk the row (and the stack after it), not the nearest centre, which
    # from the last card may be a temple space rather than the stack further along
    keys = [f"up:{n + 1}" for n in range(count)] + ["stack"]
    scene.add_grid(dict(zip(keys, places, strict=True)))
    return bottom


def bag_group(
    game: CholaGame, x: float, y: float, layout: Layout = WIDE, step: float = 74
) -> Group:
    """The bag: its stones by colour, each with its count (and its name, where it fits)."""
    size = layout.size(MIN_TEXT)
    bag = Group(cls="bag", data={"stones": sum(game.bag)}, title="stones in the bag by colour")
    bag.add(Text(x, y, f"Bag: {sum(game.bag)} stones", size=size, weight="bold", anchor="start",
                 fill=INK))  # fmt: skip
    # the colour names where there is room for them (the marks say it too, CHOLA-S1)
    names = not layout.compact and max(text_width(n, size) for n in COLOUR_NAMES) < 2 * step - 8
    for c in range(N_COLOURS):
        sx = x + 14 + c * step
        bag.add(*stone(c, sx, y + 12 + size, size=20))
        bag.add(Text(sx + 14, y + 12 + size, str(game.bag[c]), size=size, anchor="start",
                     fill=INK))  # fmt: skip
        if names:
            bag.add(Text(sx, y + 26 + size * 1.6, COLOUR_NAMES[c], size=size, fill=INK_MUTED))
    return bag


def space_note(game: CholaGame) -> str:
    note = f"{game.empty_spaces} empty spaces"
    if game.turns_left is not None and not game.is_over():
        note += f" · {game.turns_left} turns left (CHOLA-E1)"
    return note


def draw_header(
    scene: Scene,
    game: CholaGame,
    selection: Selection | None,
    right: float = PANEL_X + PANEL_W,
    layout: Layout = WIDE,
) -> None:
    turn = len(game.moves) + 1
    state = (
        f"game over: {result_title(game)}"
        if game.is_over()
        else f"{game.names[game.to_move]} to move"
    )
    if layout.compact:  # one line: the build in progress, or whose turn it is
        note = selection.note if selection and selection.note else ""
        if note and selection is not None and selection.card is not None:
            note = f"c{selection.card}: {note}"
        text = note or f"Move {turn} · {state}"
        if text_width(text, layout.text, bold=True) > layout.width - 16:  # a long result
            text = f"Move {turn} · game over" if game.is_over() else text
        scene.add(Text(8, 20, text, size=layout.text, weight="bold", anchor="start",
                       fill=NOTE_INK if note else INK))  # fmt: skip
        return
    if game.is_over():  # the result's band (draw_banner) takes the header's place
        return
    scene.add(Text(X0 - 24, 18, f"Chola temple · move {turn} · {state}", size=14, weight="bold",
                   anchor="start", fill=INK))  # fmt: skip
    if selection and selection.note:
        scene.add(Text(right, 18, selection.note, size=12, weight="bold",
                       anchor="end", fill=NOTE_INK))  # fmt: skip


def result_title(game: CholaGame) -> str:
    """The result's headline, e.g. ``'Brown wins!'`` ('' while the game goes on).

    >>> from tulakit.chola import new_game
    >>> result_title(new_game(players=2, seed=1))
    ''
    """
    result = game.result()
    if result is None:
        return ""
    if result.outcome == "shared win":
        return "Shared win!"
    if result.outcome == "lost":
        return "The virtual opponent wins"
    return f"{game.names[result.winners[0]]} wins!"


def draw_banner(
    scene: Scene, game: CholaGame, layout: Layout = WIDE, top: float | None = None
) -> float:
    """The result (CHOLA-E1, E2) beside the temple, never over it, so the final position
    stays in view; returns the y under it (``top`` when the game goes on).

    The designed picture puts it in a band across the top, where the header line was
    (nothing else is drawn above the temple's top row). A compact picture puts it at
    ``top``, under the temple and above the seats, and the caller moves the rest down:
    on a phone the picture is taller than the screen, and the result comes right after
    the temple, before the hands and cards.
    """
    result = game.result()
    if result is None:
        return top or 0.0
    title = result_title(game)
    won = result.outcome != "lost"
    fill, edge = (WON_PANEL, HL_GREEN) if won else (LOST_PANEL, HL_VERMILLION)
    banner = Group(cls="banner", data={"outcome": result.outcome,
                                       "winners": ",".join(str(w) for w in result.winners)})  # fmt: skip
    if not layout.compact:
        x, y, w, h = 6.0, 2.0, scene.width - 12, Y0 - 6.0
        title_size = 16.0
        after = 18 + text_width(title, title_size, bold=True) + 16
        lines = _wrap(_result_words(game), scene.width - 12 - after, MIN_TEXT)[:2]
        banner.add(Rect(x, y, w, h, rx=8, fill=fill, stroke=edge, stroke_width=2))
        banner.add(Text(18, y + h / 2, title, size=title_size, weight="bold", anchor="start",
                        fill=INK))  # fmt: skip
        first = y + h / 2 - (len(lines) - 1) * 7.5
        for i, line in enumerate(lines):
            banner.add(Text(after, first + 15 * i, line, size=MIN_TEXT, anchor="start",
                            fill=INK))  # fmt: skip
        scene.add(banner)
        return y + h
    t = layout.text
    y = top if top is not None else BOTTOM + t + 14
    x, w = 8.0, layout.width - 16
    title_size = t * 1.3
    lines = _wrap(_result_words(game), w - 24, t)
    h = 12 + title_size + 8 + t * 1.35 * len(lines) + 4
    banner.add(Rect(x, y, w, h, rx=10, fill=fill, stroke=edge, stroke_width=2.5))
    banner.add(Text(x + 12, y + 10 + title_size / 2, title, size=title_size, weight="bold",
                    anchor="start", fill=INK))  # fmt: skip
    for i, line in enumerate(lines):
        banner.add(Text(x + 12, y + 12 + title_size + 8 + t * 1.35 * (i + 0.5), line, size=t,
                        anchor="start", fill=INK))  # fmt: skip
    scene.add(banner)
    return y + h + 10


def _result_words(game: CholaGame) -> str:
    """Under the result's title: the final scores, then why the game ended (CHOLA-E1, E2).

    >>> from tulakit.chola import new_game
    >>> _result_words(new_game(players=2, seed=1))
    ''
    """
    result = game.result()
    if result is None:
        return ""
    scores = ", ".join(f"{n} {p}" for n, p in zip(game.names, game.scores, strict=True))
    # the message is "<who> wins with N points[, tie broken by ...]: <why it ended>."
    head, _, why = result.message.rstrip(".").partition(": ")
    parts = [f"Final scores: {scores}"]
    if "tie broken by" in head:
        parts.append("Tie broken by " + head.split("tie broken by ", 1)[1])
    if why:
        parts.append(why[:1].upper() + why[1:])
    return ". ".join(parts) + "."


def _wrap(text: str, width: float, size: float) -> list[str]:
    """``text`` in lines no wider than ``width`` at ``size`` (by :func:`text_width`)."""
    lines: list[str] = []
    for word in text.split():
        if lines and text_width(f"{lines[-1]} {word}", size) <= width:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return lines


#: what each kind of treasure tile asks, for the legend (CHOLA-T1)
_TILE_KINDS: tuple[tuple[str, str], ...] = (
    ("+1", "+1 or +2: for any stone here"),
    ("+2:white", "+2 if the stone here has the colour of the mark"),
    ("+2:pattern", "+2 if the stone here ends the build in a pattern (P)"),
)


def _tile_kind(tile: str) -> str:
    if tile == "+2:pattern":
        return "+2:pattern"
    return "+2:white" if ":" in tile else "+1"


def draw_treasure_legend(
    scene: Scene,
    game: CholaGame,
    layout: Layout = WIDE,
    top: float | None = None,
    right: float | None = None,
) -> float:
    """Under the picture, what the kinds of treasure tile on the board give (CHOLA-T1):
    a small tile and its meaning in words, so "+2 P" is never a riddle. Returns the
    picture's new height (its old one when no tile lies on the board). The designed
    picture puts it under the face-up row, as wide as the picture or up to ``right``.

    >>> from tulakit.chola import new_game
    >>> game = new_game(players=2, seed=1)
    >>> scene = Scene(WIDTH, HEIGHT)
    >>> draw_treasure_legend(scene, game) > HEIGHT
    True
    """
    # the designed picture: just under the face-up row (its labels end at y 620)
    y = (ROW_Y + 96.0 if not layout.compact else scene.height) if top is None else top
    kinds = {_tile_kind(tile) for tile in game.treasures.values()}
    if not kinds:  # nothing to explain: the picture keeps its height
        return scene.height if top is None else top
    t = layout.size(MIN_TEXT)
    legend = Group(cls="treasure-legend", title="what the treasure tiles on the stars give")
    x0, end = (8.0, layout.width - 8) if layout.compact else (X0 - 24.0, scene.width - 14)
    right = end if right is None else right
    line = max(t * 1.5, 22.0)
    y += 4 + line / 2
    legend.add(Text(x0, y, "Treasure tiles (CHOLA-T1):", size=t, weight="bold", anchor="start",
                    fill=INK))  # fmt: skip
    x = x0 + text_width("Treasure tiles (CHOLA-T1):", t, bold=True) + 12
    for tile, words in _TILE_KINDS:
        if tile not in kinds:
            continue
        width = _tile_width(tile, layout)
        if x > x0 and x + width + 6 + text_width(words, t) > right:  # the next line
            x, y = x0, y + line
        # on a narrow picture the words wrap beside their tile
        lines = _wrap(words, right - (x + width + 6), t)
        legend.add(*_tile(tile, x + width / 2, y, layout))
        for i, text in enumerate(lines):
            legend.add(Text(x + width + 6, y + i * line, text, size=t, anchor="start",
                            fill=INK))  # fmt: skip
        if len(lines) > 1:  # the next tile on a line of its own
            x, y = right, y + (len(lines) - 1) * line
        else:
            x += width + 6 + text_width(words, t) + 18
    scene.add(legend)
    return max(scene.height if top is None else 0.0, y + line / 2 + 6)
