"""The Chola Expert picture: sculpture board, sculpted slots, wagons and bonus cards.

Expert (CHOLA-W1, X1..X3, B1, E3) draws the Basic temple at the same place and size (so
:func:`tulakit.chola.svg.space_xy` still finds every space) and adds:

- the **sculpture board**, the temple's outline again: every slot (CHOLA-X1) shows its
  tile's points and cost (CHOLA-X2) as small stones with counts; a sculpted slot is
  greyed, hatched and ticked;
- on the temple, each **sculpted slot** is a hatched cover with its points, and the stones
  under it are drawn faded (class ``stone <colour> hidden``): they no longer form
  patterns (CHOLA-X3);
- per player, the **wagon** as five small tracks of 5 boxes, each led by its colour's
  stone and mark (CHOLA-W1), and the two **bonus cards** (CHOLA-B1) with their title,
  deck, status and, as far as there is room, their effect in words.

Marks and hatching carry the meaning as well as colour, as the stones do (CHOLA-S1).

Three layouts (:func:`expert_layout`), every text shown at 12 CSS pixels or more:

- the designed one, 1248 x 800: temple, sculpture board and the players side by side; a
  page shows it where its sculpture board's tiles (28 units) can be a finger wide, from
  1961 pixels (:data:`DESIGNED_PAGE`), and a still picture shows it;
- from 960 pixels: the temple and the sculpture board (at the temple's own scale) side by
  side, the players in two columns below; a 1280-pixel window shows it a third larger than
  drawn (:func:`expert_zoom`), its temple spaces and tiles a finger wide (44 pixels);
- on a phone: everything one under another, 490 units wide, the text sized for the page.

Hit regions: temple spaces by index (as in Basic), sculpture-board tiles ``"tile:7,0"``,
cards ``"card:N"``, the face-up row ``"up:N"``, the stack ``"stack"`` and each bonus
card ``"bonus:<seat>:<key>"``.

>>> from tulakit.chola.expert_lessons import sculpt_position
>>> scene = expert_scene(sculpt_position())
>>> scene.width, scene.hit(*board_box(sculpt_position().slots[3].spaces)[:2])
(1248, 'tile:7,0')
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from tulakit.chola.board import COORDS, space_name
from tulakit.chola.options import COLOUR_NAMES, COLOUR_TOKENS, N_COLOURS
from tulakit.chola.picture import (
    BACKGROUND,
    COMPACT_WIDTH,
    FACE_UP_LABEL,
    LAST_COLOUR,
    MIN_TEXT,
    Layout,
    bag_group,
    card,
    card_back,
    cards_fit,
    compact,
    draw_banner,
    draw_header,
    draw_last_build,
    draw_selection,
    draw_temple,
    draw_treasure_legend,
    face_up_row,
    space_note,
    stone,
    temple_regions,
    text_width,
)
from tulakit.drawing.palette import (
    CARD,
    CARD_BACK_INK,
    CARD_DOWN,
    CARD_INK,
    CARD_INK_USED,
    CARD_LINE,
    CARD_USED,
    EXPERT_TILE,
    GROUND,
    HL_BLUE,
    HL_GREEN,
    HL_VERMILLION,
    INK,
    INK_MUTED,
    PANEL,
    PANEL_EDGE,
    PANEL_IDLE,
    PIECE_WHITE,
    SANDSTONE_FAINT,
    SANDSTONE_FAINT_EDGE,
    SCULPTED,
    SCULPTED_EDGE,
    SCULPTED_HATCH,
    SCULPTED_TILE,
    SCULPTED_TILE_HATCH,
    SCULPTED_TILE_INK,
    STONE_EDGE,
    STONE_FILL,
    WAGON_EDGE,
)
from tulakit.drawing.palette import CARD_EDGE as TILE_EDGE
from tulakit.drawing.scene import (
    FINGER,
    Circle,
    Group,
    Line,
    Path,
    Rect,
    Scene,
    Shape,
    Text,
    rect_points,
)
from tulakit.words import counted

# the designed scene: the Basic temple on the left, the sculpture board, then the players
WIDTH, HEIGHT = 1248, 800
X0, Y0, CELL, ROWS = 40, 44, 34, 13  # as tulakit.chola.svg (kept in step by a test)
BASE_Y = Y0 + ROWS * CELL  # the ground line of the temple and of the sculpture board
BOARD_X = 500  # left edge of the sculpture board
BOARD_CELL = 28
BOARD_TOP = BASE_Y - ROWS * BOARD_CELL
PANEL_X = 878
PANEL_W = 362
SEAT_GAP = 6
#: the tallest seat of the designed picture (fewer players get room for the bonus cards)
SEAT_MAX = 230
#: the middle layout: temple and sculpture board side by side, the players below
MEDIUM_WIDTH = 960
MUTED = INK_MUTED
TILE_FILL = EXPERT_TILE
SCULPTED_FILL = SCULPTED  # slate: a carved cover (with hatching, not only a shade)
SELECT_COLOUR = HL_BLUE  # as in Basic
SCULPT_DECK = HL_VERMILLION  # the sculpt deck (its tag says so too)
ACTION_DECK = HL_BLUE  # the action deck
WAGON_EMPTY = PIECE_WHITE
#: the wagon capacity per colour (CHOLA-W1)
WAGON_MAX = 5

WIDE = Layout("wide", WIDTH)
#: the narrowest page the designed picture is shown on: one where its sculpture board's
#: tiles (28 units, the designed picture's finest grid) are a finger wide. On a narrower
#: desktop, a 1280-pixel window among them, the middle layout shows the temple and the
#: sculpture board at the temple's scale, a finger wide at 1242 pixels (its 34-unit
#: spaces were 34 pixels in the designed picture, its tiles 28)
DESIGNED_PAGE = round(WIDTH * FINGER / BOARD_CELL)


def expert_layout(available: float) -> Layout:
    """The Expert picture's layout for a page that gives it ``available`` CSS pixels: the
    designed one where its tiles can be a finger wide (:data:`DESIGNED_PAGE`) or the width
    is unknown (0: a still picture), the middle one from 960 pixels, else the phone's
    (:func:`tulakit.chola.svg.compact`).

    >>> [expert_layout(w).width for w in (0, 2000, 1961, 1960, 1250, 1100, 738, 360)]
    [1248, 1248, 1248, 960, 960, 960, 490, 490]
    >>> expert_layout(360).text
    16.5
    """
    if available <= 0 or available >= DESIGNED_PAGE:
        return WIDE
    if available >= MEDIUM_WIDTH:
        return Layout("compact", MEDIUM_WIDTH)
    return compact(available, COMPACT_WIDTH)


@dataclass(frozen=True)
class BoardGeometry:
    """Where the sculpture board lies: its left edge, its ground line and its cell."""

    x: float
    base: float
    cell: float

    @property
    def top(self) -> float:
        """The top of the finial's row."""
        return self.base - ROWS * self.cell


DESIGNED_BOARD = BoardGeometry(BOARD_X, BASE_Y, BOARD_CELL)


def expert_zoom(layout: Layout) -> float:
    """How much larger than drawn a page may show ``layout`` (its view's zoom): until its
    finest grid, the sculpture board's cells, is a finger wide (the temple's are as wide or
    wider). A page narrower than that shows it smaller, at the page's width.

    >>> [round(expert_zoom(expert_layout(w)), 3) for w in (2000, 1250, 360)]
    [1.571, 1.294, 1.294]
    >>> round(WIDTH * expert_zoom(WIDE), 1), round(MEDIUM_WIDTH * expert_zoom(expert_layout(1250)))
    (1961.1, 1242)
    """
    return FINGER / min(CELL, board_geometry(layout).cell)


def kept_in_window(layout: Layout) -> float:
    """How much of ``layout``, from the top, a page grown past its drawn size keeps within
    the window (:attr:`tulakit.widgets.view.SceneView.kept_in_window`): the header, the
    temple and the sculpture board, where the middle and the phone's layouts are taller
    than a window anyway (their players below); 0, all of it, for the designed one.

    >>> kept_in_window(WIDE), kept_in_window(expert_layout(1250))
    (0.0, 512.0)
    """
    if not layout.compact:
        return 0.0
    return max(_below_temple(layout), board_geometry(layout).base + 10)


def _below_temple(layout: Layout) -> float:
    """The first free line under the temple and its column numbers."""
    return BASE_Y + layout.text + 14


def board_geometry(layout: Layout | None = None) -> BoardGeometry:
    """The sculpture board of a layout: beside the temple (smaller in the designed
    picture, at the temple's scale in the middle one), or under it on a phone.

    >>> board_geometry().cell, board_geometry(expert_layout(1000)).x
    (28, 500)
    >>> board_geometry(expert_layout(360)).base > BASE_Y + ROWS * CELL
    True
    """
    if layout is None or not layout.compact:
        return DESIGNED_BOARD
    if layout.width >= MEDIUM_WIDTH:
        return BoardGeometry(500, BASE_Y, CELL)
    top = _below_temple(layout) + layout.text * 1.4 + 8
    return BoardGeometry(X0, top + ROWS * CELL, CELL)


def _columns_rows(spaces: Iterable[int]) -> tuple[int, int, int, int]:
    xs = [COORDS[s][0] for s in spaces]
    ys = [COORDS[s][1] for s in spaces]
    return min(xs), max(xs), min(ys), max(ys)


def temple_box(spaces: Iterable[int]) -> tuple[float, float, float, float]:
    """``(x, y, width, height)`` of a slot's spaces on the temple.

    >>> from tulakit.chola.board import space
    >>> temple_box([space("0,0"), space("1,0"), space("0,1"), space("1,1")])
    (40, 418, 68, 68)
    """
    x0, x1, y0, y1 = _columns_rows(spaces)
    return X0 + x0 * CELL, Y0 + (ROWS - 1 - y1) * CELL, (x1 - x0 + 1) * CELL, (y1 - y0 + 1) * CELL


def board_box(
    spaces: Iterable[int], geometry: BoardGeometry = DESIGNED_BOARD
) -> tuple[float, float, float, float]:
    """``(x, y, width, height)`` of a slot's tile on the sculpture board.

    >>> from tulakit.chola.board import space
    >>> board_box([space("6,12")])
    (668, 122, 28, 28)
    """
    x0, x1, y0, y1 = _columns_rows(spaces)
    cell = geometry.cell
    return (
        geometry.x + x0 * cell,
        geometry.base - (y1 + 1) * cell,
        (x1 - x0 + 1) * cell,
        (y1 - y0 + 1) * cell,
    )


def cost_chips(tile: Any) -> list[tuple[int | None, int]]:
    """A tile's cost as ``(colour, count)`` pairs; ``None`` is "any colour" (CHOLA-X2)."""
    chips: list[tuple[int | None, int]] = [(c, n) for c, n in enumerate(tile.cost) if n]
    chips.sort(key=lambda chip: -chip[1])  # the 4 (or the 2) first, as printed
    if tile.any_colour:
        chips.append((None, tile.any_colour))
    return chips


def _hatch(
    x: float, y: float, w: float, h: float, colour: str, step: float = 7
) -> list[Shape | Group]:
    """Diagonal lines across a rectangle (a second cue besides the shade)."""
    out: list[Shape | Group] = []
    k = step
    while k < w + h:
        # a segment of the line x + y = const clipped to the rectangle
        x1, y1 = x + min(k, w), y + max(0.0, k - w)
        x2, y2 = x + max(0.0, k - h), y + min(k, h)
        out.append(Line(x1, y1, x2, y2, stroke=colour, stroke_width=1, opacity=0.6))
        k += step
    return out


def _tick(cx: float, cy: float, r: float, colour: str) -> list[Shape | Group]:
    return [
        Circle(cx, cy, r, fill=PIECE_WHITE, stroke=colour, stroke_width=1.2),
        Path(
            (("M", cx - r * 0.5, cy), ("L", cx - r * 0.1, cy + r * 0.45), ("L", cx + r * 0.55,
              cy - r * 0.45)),
            stroke=colour, stroke_width=1.8,
        ),
    ]  # fmt: skip


def _wrap(text: str, width: float, size: float) -> list[str]:
    """``text`` cut into lines that fit ``width`` at ``size`` (by the width estimate)."""
    per_line = max(8, int(width / (size * 0.62)))
    lines = textwrap.wrap(text, per_line)
    while any(text_width(line, size) > width for line in lines) and per_line > 8:
        per_line -= 1
        lines = textwrap.wrap(text, per_line)
    return lines


# -- the sculpture board ----------------------------------------------------------------------
def _chip(
    colour: int, count: int, x: float, y: float, size: float, mark: float
) -> list[Shape | Group]:
    """``count`` at ``size``, then a stone ``mark`` units wide, starting at ``x``."""
    wide = text_width(str(count), size, bold=True)
    out: list[Shape | Group] = [
        Text(x, y, str(count), size=size, weight="bold", anchor="start", fill=CARD_INK)
    ]
    out.extend(stone(colour, x + wide + 1.5 + mark / 2, y, size=mark))
    return out


def _chip_width(count: int, size: float, mark: float) -> float:
    return text_width(str(count), size, bold=True) + 1.5 + mark


def _tile_face(tile: Any, x: float, y: float, w: float, h: float, t: float) -> list[Shape | Group]:
    """Points and cost of a tile in its box, every text at ``t`` units or more."""
    out: list[Shape | Group] = []
    points = str(tile.points)
    pts_w = text_width(points, t, bold=True)
    if tile.any_colour:  # a one-pointer: its point, then "?" for a stone of any colour
        box = min(h - 6, t)
        out.append(
            Text(x + 3, y + h / 2, points, size=t, weight="bold", anchor="start", fill=CARD_INK)
        )
        bx = x + w - 3 - box
        out.append(Rect(bx, y + (h - box) / 2, box, box, rx=2, fill=PIECE_WHITE, stroke=CARD_LINE,
                        stroke_width=1))  # fmt: skip
        out.append(Text(bx + box / 2, y + h / 2, "?", size=t, weight="bold", fill=CARD_INK))
        return out
    chips = [(c, n) for c, n in cost_chips(tile) if c is not None]
    gap = 2.0
    if w >= 2 * h:  # lying: points left, the chips in a row after them
        room = w - 3 - pts_w - 3 - gap * len(chips) - 2
        mark = max(7.0, min(t * 0.95, room / len(chips) - text_width("4", t, bold=True) - 1.5))
        out.append(
            Text(x + 3, y + h / 2, points, size=t, weight="bold", anchor="start", fill=CARD_INK)
        )
        cx = x + 3 + pts_w + 3
        for colour, count in chips:
            out.extend(_chip(colour, count, cx, y + h / 2, t, mark))
            cx += _chip_width(count, t, mark) + gap
        return out
    if h > w:  # standing: points on top, the chips under each other
        mark = max(7.0, min(t * 0.95, w - 4 - text_width("4", t, bold=True) - 1.5))
        out.append(Text(x + w / 2, y + 3 + t * 0.55, points, size=t, weight="bold", fill=CARD_INK))
        line = max(mark, t) + 3
        for i, (colour, count) in enumerate(chips):
            cx = x + (w - _chip_width(count, t, mark)) / 2
            out.extend(_chip(colour, count, cx, y + 3 + t * 1.1 + 3 + line * (i + 0.5), t, mark))
        return out
    # a square: points on top, the chips in a row under them
    big = max(t, 15.0)
    mark = max(7.0, min(t * 0.95, (w - 6) / len(chips) - gap - text_width("4", t, True) - 1.5))
    out.append(Text(x + w / 2, y + 3 + big * 0.55, points, size=big, weight="bold", fill=CARD_INK))
    total = sum(_chip_width(n, t, mark) for _, n in chips) + gap * (len(chips) - 1)
    cx = x + (w - total) / 2
    for colour, count in chips:
        out.extend(_chip(colour, count, cx, y + h - 4 - max(mark, t) / 2, t, mark))
        cx += _chip_width(count, t, mark) + gap
    return out


def _tile_title(game: Any, slot: Any) -> str:
    tile = game.tile(slot.name)
    state = game.slot_state(slot.name)
    return f"slot {slot.name} ({slot.kind}): {counted(tile.points, 'point')} for {tile.describe()}; {state}"


def _sculpture_board(
    scene: Scene,
    game: Any,
    chosen: str | None,
    targets: frozenset[str],
    layout: Layout = WIDE,
) -> None:
    t = layout.size(MIN_TEXT)
    where = board_geometry(layout)
    board = Group(cls="sculpture-board")
    left = sum(1 for s in game.slots if s.name not in game.sculpted)
    if not layout.compact:
        board.add(Text(where.x, where.top - 52, "Sculpture board", size=13, weight="bold",
                       anchor="start", fill=INK))  # fmt: skip
        board.add(Text(where.x, where.top - 34, f"points on top, cost below · {left} of "
                       f"{len(game.slots)} to sculpt", size=t, anchor="start", fill=MUTED))  # fmt: skip
    else:  # one line above the board (beside the header in the middle layout)
        y = 20 if where.top <= Y0 else where.top - 8 - t * 0.7
        board.add(Text(where.x, y, f"Sculpture board · {left} of {len(game.slots)} to sculpt",
                       size=t, weight="bold", anchor="start", fill=INK))  # fmt: skip
    # the temple's outline, faint, so each tile sits where its slot is
    for s in range(len(COORDS)):
        x, y, w, h = board_box([s], where)
        board.add(
            Rect(x, y, w, h, fill=SANDSTONE_FAINT, stroke=SANDSTONE_FAINT_EDGE, stroke_width=0.6)
        )
    board.add(Line(where.x - 4, where.base, where.x + ROWS * where.cell + 4, where.base,
                   stroke=GROUND, stroke_width=2))  # fmt: skip
    sculpted = game.sculpted
    for slot in game.slots:
        tile = game.tile(slot.name)
        done = slot.name in sculpted
        state = game.slot_state(slot.name)
        x, y, w, h = board_box(slot.spaces, where)
        g = Group(
            cls="tile" + (" sculpted" if done else "") + (" target" if slot.name in targets else "")
            + (" chosen" if slot.name == chosen else ""),
            data={"slot": slot.name, "kind": slot.kind, "points": tile.points, "state": state},
            title=_tile_title(game, slot),
        )  # fmt: skip
        g.add(Rect(x + 1.5, y + 1.5, w - 3, h - 3, rx=3, fill=SCULPTED_TILE if done else TILE_FILL,
                   stroke=TILE_EDGE, stroke_width=1))  # fmt: skip
        if done:
            g.add(*_hatch(x + 2, y + 2, w - 4, h - 4, SCULPTED_TILE_HATCH))
            g.add(Text(x + w / 2, y + h / 2, str(tile.points), size=t, weight="bold",
                       fill=SCULPTED_TILE_INK))  # fmt: skip
            g.add(*_tick(x + w - 7, y + 7, 5.5, HL_GREEN))
        else:
            g.add(*_tile_face(tile, x, y, w, h, t))
        if slot.name in targets or slot.name == chosen:
            g.add(Rect(x + 1, y + 1, w - 2, h - 2, rx=3, stroke=SELECT_COLOUR,
                       stroke_width=3 if slot.name == chosen else 2,
                       dash=() if slot.name == chosen else (4, 2)))  # fmt: skip
        board.add(g)
        # the tile's whole slot, as large as its neighbours allow: a slot one space wide
        # is a cell wide (25 CSS pixels on a phone; on a desktop a finger, the picture
        # shown larger than drawn: :func:`expert_zoom`)
        scene.add_region(f"tile:{slot.name}", rect_points(x, y, w, h))
    scene.add(board)


# -- on the temple ---------------------------------------------------------------------------
def _sculpted_on_temple(scene: Scene, game: Any, layout: Layout = WIDE) -> None:
    covers = Group(cls="sculptures")
    t = layout.size(MIN_TEXT)
    for slot in game.slots:
        if slot.name not in game.sculpted:
            continue
        tile = game.tile(slot.name)
        x, y, w, h = temple_box(slot.spaces)
        hidden = ", ".join(f"({space_name(s)})" for s in slot.spaces)
        g = Group(cls="sculpted", data={"slot": slot.name, "points": tile.points},
                  title=f"sculpture on slot {slot.name} ({tile.points} points): the stones on "
                        f"{hidden} are hidden and form no patterns (CHOLA-X3)")  # fmt: skip
        g.add(Rect(x + 2, y + 2, w - 4, h - 4, rx=5, fill=SCULPTED_FILL, opacity=0.72,
                   stroke=SCULPTED_EDGE, stroke_width=2))  # fmt: skip
        g.add(*_hatch(x + 3, y + 3, w - 6, h - 6, SCULPTED_HATCH, step=8))
        r = min(min(w, h) / 2 - 3, max(9.0, t * 0.75))
        g.add(
            Circle(
                x + w / 2, y + h / 2, r, fill=PIECE_WHITE, stroke=SCULPTED_EDGE, stroke_width=1.2
            )
        )
        g.add(Text(x + w / 2, y + h / 2, str(tile.points), size=t, weight="bold", fill=CARD_INK))
        covers.add(g)
    scene.add(covers)


def _slot_highlights(scene: Scene, game: Any, chosen: str | None, targets: frozenset[str]) -> None:
    marks = Group(cls="slot-selection")
    for slot in game.slots:
        if slot.name not in targets and slot.name != chosen:
            continue
        x, y, w, h = temple_box(slot.spaces)
        mine = slot.name == chosen
        marks.add(
            Group(
                cls="slot-target" + (" chosen" if mine else ""),
                data={"slot": slot.name},
                items=[
                    Rect(x + 2, y + 2, w - 4, h - 4, rx=5, fill=SELECT_COLOUR,
                         opacity=0.22 if mine else 0.12),
                    Rect(x + 2, y + 2, w - 4, h - 4, rx=5, stroke=SELECT_COLOUR,
                         stroke_width=3.5 if mine else 2, dash=() if mine else (5, 3)),
                ],
            )
        )  # fmt: skip
    scene.add(marks)


# -- the players -----------------------------------------------------------------------------
#: how wide a wagon track's stone and boxes are at ``unit`` 1 (its count comes after)
TRACK_BOXES = 14 + WAGON_MAX * 7


def wagon_track(
    colour: int, level: int, x: float, y: float, text: float = MIN_TEXT, unit: float = 1.0
) -> Group:
    """One wagon track: the colour's stone, then 5 boxes, ``level`` of them filled (CHOLA-W1).
    ``unit`` scales the stone and the boxes (a phone's picture is drawn small: its boxes
    grow into the room the column has)."""
    g = Group(cls=f"track {COLOUR_TOKENS[colour]}", data={"level": level},
              title=f"wagon, {COLOUR_NAMES[colour]}: {level} of {WAGON_MAX}")  # fmt: skip
    g.add(*stone(colour, x + 6 * unit, y, size=12 * unit))
    for i in range(WAGON_MAX):
        bx = x + (14 + i * 7) * unit
        full = i < level
        g.add(Rect(bx, y - 5 * unit, 6 * unit, 10 * unit, rx=1.5 * unit,
                   fill=STONE_FILL[colour] if full else WAGON_EMPTY,
                   stroke=STONE_EDGE[colour] if full else WAGON_EDGE, stroke_width=1))  # fmt: skip
        if full:  # a dark centre too, so a full box reads without colour
            g.add(Rect(bx + 2 * unit, y - 1.5 * unit, 2 * unit, 3 * unit, fill=CARD_INK))
    g.add(Text(x + TRACK_BOXES * unit + 3, y, str(level), size=text, weight="bold",
               anchor="start", fill=INK))  # fmt: skip
    return g


def track_width(text: float = MIN_TEXT, unit: float = 1.0) -> float:
    """How wide :func:`wagon_track` draws, its count included.

    >>> track_width(12) < track_width(12, unit=1.5)
    True
    """
    return TRACK_BOXES * unit + 3 + text_width("5", text, bold=True)


def _bonus_lines(held: Any, w: float, t: float) -> tuple[list[str], list[str]]:
    """The title and deck lines of a bonus card, and its sentence in lines."""
    card, status = held.card, held.status
    inner = w - 14
    head = [*_wrap(card.title, inner, t), f"{card.deck} deck · {status}"]
    return head, _wrap(card.sentence, inner, t)


def bonus_height(held: Any, w: float, t: float) -> float:
    """The height a bonus card needs to show its whole sentence."""
    head, body = _bonus_lines(held, w, t)
    return 8 + (len(head) + len(body)) * t * 1.22


def bonus_card(held: Any, x: float, y: float, w: float, h: float, text: float = MIN_TEXT) -> Group:
    """A bonus card: deck strip, title, deck and status, and its effect in as many lines
    as there is room for (the whole sentence is its tooltip and its label) (CHOLA-B1)."""
    card, status = held.card, held.status
    deck_colour = SCULPT_DECK if card.deck == "sculpt" else ACTION_DECK
    g = Group(
        cls=f"bonus {status.replace(' ', '-')}",
        data={"key": card.key, "deck": card.deck, "status": status},
        title=f"{card.title} ({card.deck} deck, {status}): {card.sentence}",
    )
    used = status == "used"
    down = status == "face down"
    g.add(Rect(x, y, w, h, rx=5, fill=CARD_USED if used else (CARD_DOWN if down else CARD),
               stroke=deck_colour, stroke_width=2, opacity=0.6 if used else 1.0))  # fmt: skip
    g.add(Rect(x, y, 6, h, rx=2, fill=deck_colour, opacity=0.6 if used else 1.0))
    ink = CARD_BACK_INK if down else (CARD_INK_USED if used else CARD_INK)
    head, body = _bonus_lines(held, w, text)
    step = text * 1.22
    fit = max(0, int((h - 6) / step) - len(head))
    if len(body) > fit:
        body = body[:fit]
        if body:
            body[-1] = body[-1].rstrip(".,;") + "…"
    for i, line in enumerate(head + body):
        bold = i < len(head) - 1
        g.add(Text(x + 11, y + 4 + step * (i + 0.5), line, size=text,
                   weight="bold" if bold else "normal", anchor="start", fill=ink))  # fmt: skip
    if used:
        g.add(Line(x + 8, y + h / 2, x + w - 6, y + h / 2, stroke=MUTED, stroke_width=1.5))
    return g


def _who(game: Any, s: int, players: Sequence[str] | None) -> str:
    to_move = s == game.to_move and not game.is_over()
    who = ("\u25b6 " if to_move else "") + str(game.names[s])
    if players and s < len(players) and players[s]:
        who += f" ({players[s]})"
    return who


def _seat_frame(game: Any, s: int, x: float, y: float, w: float, h: float) -> Group:
    to_move = s == game.to_move and not game.is_over()
    wagon = game.wagon(s)
    box = Group(cls="seat" + (" to-move" if to_move else ""),
                data={"seat": s, "score": game.scores[s], "wagon": sum(wagon)})  # fmt: skip
    box.add(Rect(x, y, w, h, rx=8, fill=PANEL if to_move else PANEL_IDLE,
                 stroke=LAST_COLOUR if to_move else PANEL_EDGE,
                 stroke_width=3 if to_move else 1.2))  # fmt: skip
    return box


def _seat_cards(
    scene: Scene,
    box: Group,
    game: Any,
    s: int,
    seat: int | None,
    chosen_card: int | None,
    x: float,
    y: float,
    size: tuple[float, float],
    t: float,
) -> None:
    cw, ch = size
    cards = game.cards(s)
    for i, number in enumerate(cards):
        cx = x + i * (cw + 3)
        if seat is None or seat == s:
            box.add(card(number, game.shape(number), cx, y, cw, ch,
                         chosen=number == chosen_card, text=t))  # fmt: skip
            scene.add_region(f"card:{number}", rect_points(cx, y, cw, ch))
        else:
            box.add(card_back(cx, y, cw, ch))
    if not cards:
        box.add(Text(x + 2, y + ch / 2, "no cards", size=t, anchor="start", fill=INK_MUTED))


def _wagon(
    game: Any, s: int, x: float, y: float, t: float, label: bool = True, room: float = 0.0
) -> Group:
    """A seat's wagon: five tracks, after the word "wagon" when there is room for it. With
    ``room`` (the width it may take) the tracks grow to fill it, up to half as big again."""
    wagon = game.wagon(s)
    tracks = Group(cls="wagon", data={"seat": s, "levels": ",".join(map(str, wagon))},
                   title=f"{game.names[s]}'s wagon: {sum(wagon)} levels in all (CHOLA-W1)")  # fmt: skip
    start = x
    if label:
        tracks.add(Text(x, y, "wagon", size=t, anchor="start", fill=MUTED))
        start += text_width("wagon", t) + 6
    unit = 1.0
    if room:
        natural = N_COLOURS * (track_width(t) + 2)
        unit = max(1.0, min(1.5, 1 + (x + room - start - natural) / (N_COLOURS * TRACK_BOXES)))
    step = track_width(t, unit) + 2
    for c in range(N_COLOURS):
        tracks.add(wagon_track(c, wagon[c], start + c * step, y, t, unit))
    return tracks


def _seats(
    scene: Scene,
    game: Any,
    seat: int | None,
    chosen_card: int | None,
    players: Sequence[str] | None,
) -> None:
    """The designed picture's players, beside the sculpture board."""
    panel = Group(cls="seats")
    n = game.players
    seat_h = min(SEAT_MAX, (HEIGHT - Y0 - 10 - (n - 1) * SEAT_GAP) / n)
    t = MIN_TEXT
    for s in range(n):
        y = Y0 + s * (seat_h + SEAT_GAP)
        box = _seat_frame(game, s, PANEL_X, y, PANEL_W, seat_h)
        box.add(*stone(game.colours[s], PANEL_X + 16, y + 14, size=16))
        box.add(Text(PANEL_X + 30, y + 14, _who(game, s, players), size=13, weight="bold",
                     anchor="start", fill=INK))  # fmt: skip
        box.add(Text(PANEL_X + PANEL_W - 10, y + 14, f"{game.scores[s]} pts", size=14,
                     weight="bold", anchor="end", fill=INK))  # fmt: skip
        hand = game.hand(s)
        cards = game.cards(s)
        box.add(Text(PANEL_X + 10, y + 32, f"{sum(hand)}/7 stones · {len(cards)} card(s)",
                     size=t, anchor="start", fill=INK_MUTED))  # fmt: skip
        for c in range(N_COLOURS):
            sx = PANEL_X + 18 + c * 32
            box.add(*stone(c, sx, y + 54, size=16, opacity=1.0 if hand[c] else 0.3))
            box.add(Text(sx + 11, y + 54, str(hand[c]), size=t, weight="bold", anchor="start",
                         fill=INK))  # fmt: skip
        # a card is a finger wide (32 units were too narrow to tap); four of them move left
        # to stay inside the seat's box, clear of the stones
        cards_x = PANEL_X + min(184, PANEL_W - 6 - (FINGER + 3) * len(cards) + 3)
        _seat_cards(scene, box, game, s, seat, chosen_card, cards_x, y + 24, (FINGER, 44), t)
        # no room for the word in the designed panel: the legend says what the tracks are
        box.add(_wagon(game, s, PANEL_X + 8, y + 82, t, label=False))
        # the bonus cards (CHOLA-B1)
        by, bh = y + 94, seat_h - 98
        bw = (PANEL_W - 18) / 2
        for i, held in enumerate(game.bonus_cards(s)):
            bx = PANEL_X + 6 + i * (bw + 6)
            box.add(bonus_card(held, bx, by, bw, bh, t))
            scene.add_region(f"bonus:{s}:{held.card.key}", rect_points(bx, by, bw, bh))
        panel.add(box)
    scene.add(panel)


def _compact_seats(
    scene: Scene,
    game: Any,
    seat: int | None,
    chosen_card: int | None,
    players: Sequence[str] | None,
    top: float,
    layout: Layout,
) -> float:
    """Players below the temple, in as many columns as fit; the bottom y."""
    t = layout.text
    columns = max(1, int((layout.width - 8) // 468))
    col_w = (layout.width - 8) / columns - 8
    # a card is a finger wide and high (39 x 48 units were 29 x 36 CSS pixels on a phone):
    # where a hand of them does not fit beside the stones, every seat's cards go on a row
    # under them
    card_size = (
        max(layout.finger, text_width("c60", t) + 8),
        max(layout.finger, 44 + t - MIN_TEXT),
    )
    line = t * 1.35
    bw = (col_w - 18) / 2
    held = [game.bonus_cards(s) for s in range(game.players)]
    bonus_h = max(bonus_height(h, bw, t) for cards in held for h in cards)
    step = 20 + text_width("7", t, bold=True) + 10  # from one stone to the next
    hands = [len(game.cards(s)) for s in range(game.players)]
    beside = cards_fit(hands, 20 + N_COLOURS * step, col_w - 8, card_size[0])
    band = card_size[1] if beside else t * 1.6  # the stones' row
    under = 0.0 if beside else card_size[1] + 8  # the cards' row, when they have their own
    height = 8 + line + 6 + band + under + 10 + t + 10 + bonus_h + 8
    panel = Group(cls="seats")
    bottom = top
    for s in range(game.players):
        row, col = divmod(s, columns)
        x = 8 + col * (col_w + 8)
        y = top + row * (height + 8)
        box = _seat_frame(game, s, x, y, col_w, height)
        mid = y + 8 + line / 2
        box.add(*stone(game.colours[s], x + 10 + t / 2, mid, size=t))
        box.add(Text(x + t + 16, mid, _who(game, s, players), size=t, weight="bold",
                     anchor="start", fill=INK))  # fmt: skip
        box.add(Text(x + col_w - 10, mid, f"{game.scores[s]} pts", size=t, weight="bold",
                     anchor="end", fill=INK))  # fmt: skip
        stones_y = y + 8 + line + 6  # the top of the stones' row
        stone_y = stones_y + band / 2
        hand = game.hand(s)
        for c in range(N_COLOURS):
            sx = x + 20 + c * step
            box.add(*stone(c, sx, stone_y, size=20, opacity=1.0 if hand[c] else 0.3))
            box.add(Text(sx + 13, stone_y, str(hand[c]), size=t, weight="bold", anchor="start",
                         fill=INK))  # fmt: skip
        cards_x, cards_y = (
            (x + 20 + N_COLOURS * step, stones_y) if beside else (x + 10, stones_y + band + 8)
        )
        _seat_cards(scene, box, game, s, seat, chosen_card, cards_x, cards_y, card_size, t)
        wagon_y = stones_y + band + under + 10 + t / 2
        box.add(_wagon(game, s, x + 10, wagon_y, t, room=col_w - 20))
        by = wagon_y + t / 2 + 10
        for i, one in enumerate(held[s]):
            bx = x + 6 + i * (bw + 6)
            box.add(bonus_card(one, bx, by, bw, bonus_h, t))
            scene.add_region(f"bonus:{s}:{one.card.key}", rect_points(bx, by, bw, bonus_h))
        panel.add(box)
        bottom = max(bottom, y + height)
    scene.add(panel)
    return bottom


def _legend(scene: Scene, x: float, y: float, layout: Layout = WIDE, width: float = 370) -> float:
    """What the Expert marks mean, for a reader without the rules at hand; the bottom y."""
    t = layout.size(MIN_TEXT)
    step = t * 1.25
    legend = Group(cls="legend")

    def words(left: float, top: float, text: str) -> float:
        lines = _wrap(text, x + width - left, t)
        for i, part in enumerate(lines):
            legend.add(Text(left, top + step * i, part, size=t, anchor="start", fill=INK))
        return top + step * len(lines)

    legend.add(Rect(x, y - 8, 40, 26, rx=4, fill=SCULPTED_FILL, opacity=0.72, stroke=SCULPTED_EDGE,
                    stroke_width=1.5))  # fmt: skip
    legend.add(*_hatch(x + 1, y - 7, 38, 24, SCULPTED_HATCH, step=8))
    y = words(x + 48, y, "sculpted slot: its stones are hidden and count in no pattern (CHOLA-X3)")
    y += 8
    legend.add(*wagon_track(1, 3, x, y, t).items)
    y = words(x + track_width(t) + 6, y, "wagon: +1 per stone of that colour placed, up to 5 "
              "(CHOLA-W1)")  # fmt: skip
    y += 8
    legend.add(Rect(x, y - 8, 6, 16, fill=SCULPT_DECK))
    legend.add(Text(x + 10, y, "sculpt deck", size=t, anchor="start", fill=INK))
    deck_x = x + 10 + text_width("sculpt deck", t) + 14
    legend.add(Rect(deck_x, y - 8, 6, 16, fill=ACTION_DECK))
    y = words(deck_x + 10, y, "action deck bonus cards (CHOLA-B1)")
    scene.add(legend)
    return y


def _row_and_bag(scene: Scene, game: Any, chosen_card: int | None) -> None:
    """The designed picture: the face-up row under the temple, the bag and the legend
    under the sculpture board."""
    row_y = BASE_Y + 44
    face_up_row(scene, game, row_y, chosen_card, FACE_UP_LABEL)
    bx, by = BOARD_X, row_y - 12
    scene.add(bag_group(game, bx, by))
    left = sum(1 for s in game.slots if s.name not in game.sculpted)
    scene.add(Text(bx, by + 72, f"{game.empty_spaces} empty · {left} sculptures left "
                   "(CHOLA-E3)", size=MIN_TEXT, anchor="start", fill=MUTED))  # fmt: skip
    _legend(scene, bx, by + 102)


def _sculptures_note(game: Any) -> str:
    left = sum(1 for s in game.slots if s.name not in game.sculpted)
    return f"{space_note(game)} · {left} sculptures left (CHOLA-E3)"


def expert_scene(
    game: Any,
    *,
    seat: int | None = None,
    selection: Any = None,
    players: Sequence[str] | None = None,
    layout: Layout | None = None,
) -> Scene:
    """The Expert scene of ``game`` (see the module text); only ``seat``'s cards face up.

    ``selection`` is a :class:`tulakit.chola.svg.Selection`: a build in progress as in
    Basic, or a chosen ``slot`` and the legal ``slots`` to highlight; ``layout`` one of
    :func:`expert_layout` (the designed picture by default).
    """
    layout = layout or WIDE
    scene = Scene(layout.width, HEIGHT, background=BACKGROUND)
    right = PANEL_X + PANEL_W if not layout.compact else layout.width - 8
    draw_header(scene, game, selection, right=right, layout=layout)
    draw_temple(scene, game, hidden=_hidden_spaces(game), layout=layout)
    temple_regions(scene)
    _sculpted_on_temple(scene, game, layout)
    draw_last_build(scene, game)
    chosen = getattr(selection, "slot", None)
    targets = frozenset(getattr(selection, "slots", frozenset()))
    if selection is not None:
        draw_selection(scene, selection)
    _slot_highlights(scene, game, chosen, targets)
    _sculpture_board(scene, game, chosen, targets, layout)
    chosen_card = getattr(selection, "card", None)
    if not layout.compact:
        _seats(scene, game, seat, chosen_card, players)
        _row_and_bag(scene, game, chosen_card)
        draw_banner(scene, game)
        # under the face-up row, left of the sculpture board
        scene.height = draw_treasure_legend(scene, game, layout, right=BOARD_X - 10)
        return scene
    t = layout.text
    y = kept_in_window(layout)
    # the result first, under the temple and the sculpture board, before the seats
    y = draw_banner(scene, game, layout, top=y)
    y = _compact_seats(scene, game, seat, chosen_card, players, y, layout) + 10
    row_top = y
    y = face_up_row(scene, game, y, chosen_card, FACE_UP_LABEL, layout, x0=8) + 10
    # the bag beside the face-up row when there is room for it, else under it
    medium = layout.width >= MEDIUM_WIDTH
    bag_x, bag_y = (500.0, row_top) if medium else (8.0, y)
    scene.add(bag_group(game, bag_x, bag_y + t * 0.6, layout, step=min(74.0, (490 - 30) / 5)))
    bag_y += t * 2.6 + 30
    for line in _wrap(_sculptures_note(game), layout.width - bag_x - 8, t):
        scene.add(Text(bag_x, bag_y, line, size=t, anchor="start", fill=MUTED))
        bag_y += t * 1.25
    if medium:  # under the bag, beside the face-up row
        end = _legend(scene, bag_x, bag_y + 14, layout, width=layout.width - bag_x - 8)
    else:
        end = _legend(scene, 8, bag_y + 14, layout, width=layout.width - 16)
    scene.height = draw_treasure_legend(scene, game, layout, max(y, end) + 10)
    return scene


def _hidden_spaces(game: Any) -> frozenset[int]:
    spaces: set[int] = set()
    for slot in game.slots:
        if slot.name in game.sculpted:
            spaces.update(slot.spaces)
    return frozenset(spaces)


__all__ = [
    "DESIGNED_BOARD",
    "DESIGNED_PAGE",
    "HEIGHT",
    "MEDIUM_WIDTH",
    "WIDE",
    "WIDTH",
    "BoardGeometry",
    "board_box",
    "board_geometry",
    "bonus_card",
    "bonus_height",
    "cost_chips",
    "expert_layout",
    "expert_scene",
    "expert_zoom",
    "kept_in_window",
    "temple_box",
    "track_width",
    "wagon_track",
]
