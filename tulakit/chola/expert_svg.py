"""The Chola Expert picture: sculpture board, sculpted slots, wagons and bonus cards.

Expert (CHOLA-W1, X1..X3, B1, E3) draws the Basic temple at the same place and size (so
:func:`tulakit.chola.svg.space_xy` still finds every space) and adds, on a wider scene:

- the **sculpture board** beside the temple, the same outline at a smaller scale: every
  slot (CHOLA-X1) shows its tile's points and cost (CHOLA-X2) as small stones with counts;
  a sculpted slot is greyed, hatched and ticked;
- on the temple, each **sculpted slot** is a hatched cover with its points, and the stones
  under it are drawn faded (class ``stone <colour> hidden``): they no longer form
  patterns (CHOLA-X3);
- per player, the **wagon** as five small tracks of 5 boxes, each led by its colour's
  stone and mark (CHOLA-W1), and the two **bonus cards** (CHOLA-B1) with their title,
  their effect in one sentence and their status (ready, face down, used).

Marks and hatching carry the meaning as well as colour, as the stones do (CHOLA-S1).

Hit regions: temple spaces by index (as in Basic), sculpture-board tiles ``"tile:7,0"``,
cards ``"card:N"``, the face-up row ``"up:N"``, the stack ``"stack"`` and each bonus
card ``"bonus:<seat>:<key>"``.
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterable, Sequence
from typing import Any

from tulakit.chola.board import COORDS, space_name
from tulakit.chola.options import COLOUR_NAMES, COLOUR_TOKENS, N_COLOURS
from tulakit.drawing.scene import Circle, Group, Line, Rect, Scene, Text, rect_points

# the scene: the Basic temple on the left, the sculpture board, then the players
WIDTH, HEIGHT = 1290, 800
X0, Y0, CELL, ROWS = 40, 44, 34, 13  # as tulakit.chola.svg (kept in step by a test)
BASE_Y = Y0 + ROWS * CELL  # the ground line of the temple and of the sculpture board
BOARD_X = 506  # left edge of the sculpture board
BOARD_CELL = 28
BOARD_TOP = BASE_Y - ROWS * BOARD_CELL
PANEL_X = 890
PANEL_W = 390
SEAT_GAP = 6
INK = "#2B2B2B"
MUTED = "#555555"
TILE_FILL = "#FFF8E8"
TILE_EDGE = "#8C7A5B"
SCULPTED_FILL = "#5E6B6E"  # slate: a carved cover (with hatching, not only a shade)
SCULPTED_TILE = "#D7D2C6"
SELECT_COLOUR = "#0072B2"  # Okabe-Ito blue, as in Basic
SCULPT_DECK = "#D55E00"  # Okabe-Ito vermilion: the sculpt deck (its tag says so too)
ACTION_DECK = "#0072B2"  # Okabe-Ito blue: the action deck
WAGON_EMPTY = "#FFFFFF"
#: the wagon capacity per colour (CHOLA-W1)
WAGON_MAX = 5


def _seat_height(players: int) -> float:
    """Room per seat: five seats fill the panel; fewer get the same height."""
    return (HEIGHT - Y0 - 10 - 4 * SEAT_GAP) / 5


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


def board_box(spaces: Iterable[int]) -> tuple[float, float, float, float]:
    """``(x, y, width, height)`` of a slot's tile on the sculpture board.

    >>> from tulakit.chola.board import space
    >>> board_box([space("6,12")])
    (674, 122, 28, 28)
    """
    x0, x1, y0, y1 = _columns_rows(spaces)
    return (
        BOARD_X + x0 * BOARD_CELL,
        BASE_Y - (y1 + 1) * BOARD_CELL,
        (x1 - x0 + 1) * BOARD_CELL,
        (y1 - y0 + 1) * BOARD_CELL,
    )


def cost_chips(tile: Any) -> list[tuple[int | None, int]]:
    """A tile's cost as ``(colour, count)`` pairs; ``None`` is "any colour" (CHOLA-X2)."""
    chips: list[tuple[int | None, int]] = [(c, n) for c, n in enumerate(tile.cost) if n]
    chips.sort(key=lambda chip: -chip[1])  # the 4 (or the 2) first, as printed
    if tile.any_colour:
        chips.append((None, tile.any_colour))
    return chips


def _chip(colour: int | None, count: int, x: float, y: float, size: float) -> list:
    """``count`` then a small stone (or a ``?`` square for any colour), starting at ``x``."""
    from tulakit.chola.svg import stone

    out: list = [Text(x, y, str(count), size=size * 0.95, weight="bold", anchor="start", fill=INK)]
    sx = x + size * 0.7 + size / 2
    if colour is None:
        out.append(Rect(sx - size / 2, y - size / 2, size, size, rx=2, fill="#FFFFFF",
                        stroke="#333333", stroke_width=1))  # fmt: skip
        out.append(Text(sx, y, "?", size=size * 0.8, weight="bold", fill="#333333"))
    else:
        out.extend(stone(colour, sx, y, size=size))
    return out


CHIP_W = 1.75  # a chip's width in stone sizes


def _hatch(x: float, y: float, w: float, h: float, colour: str, step: float = 7) -> list:
    """Diagonal lines across a rectangle (a second cue besides the shade)."""
    out: list = []
    k = step
    while k < w + h:
        # a segment of the line x + y = const clipped to the rectangle
        x1, y1 = x + min(k, w), y + max(0.0, k - w)
        x2, y2 = x + max(0.0, k - h), y + min(k, h)
        out.append(Line(x1, y1, x2, y2, stroke=colour, stroke_width=1, opacity=0.6))
        k += step
    return out


def _tick(cx: float, cy: float, r: float, colour: str) -> list:
    from tulakit.drawing.scene import Path

    return [
        Circle(cx, cy, r, fill="#FFFFFF", stroke=colour, stroke_width=1.2),
        Path(
            (("M", cx - r * 0.5, cy), ("L", cx - r * 0.1, cy + r * 0.45), ("L", cx + r * 0.55,
              cy - r * 0.45)),
            stroke=colour, stroke_width=1.8,
        ),
    ]  # fmt: skip


# -- the sculpture board ----------------------------------------------------------------------
def _tile_face(tile: Any, x: float, y: float, w: float, h: float) -> list:
    """Points and cost of a tile in its box: points on top (or left), cost chips after."""
    out: list = []
    chips = cost_chips(tile)
    size = 9.0 if min(w, h) < 40 else 10.0
    if w >= 2 * h:  # a lying 1x3 (or 1x2 in layout A): points left, chips in a row
        out.append(Text(x + 9, y + h / 2, str(tile.points), size=12, weight="bold", fill=INK))
        cx = x + 17
        for colour, count in chips:
            out.extend(_chip(colour, count, cx, y + h / 2, size))
            cx += size * CHIP_W + 2
    elif h > w:  # a standing 1x2: points on top, chips under each other
        out.append(Text(x + w / 2, y + 9, str(tile.points), size=12, weight="bold", fill=INK))
        for i, (colour, count) in enumerate(chips):
            out.extend(_chip(colour, count, x + 3, y + 24 + i * (size + 4), size))
    elif w < 40:  # the finial's one-pointer: points, then "any" underneath
        out.append(Text(x + w / 2, y + 8, str(tile.points), size=10, weight="bold", fill=INK))
        for colour, count in chips:
            out.extend(_chip(colour, count, x + 3, y + h - 8, 7))
    else:  # a square: points on top, the 4 and the 1 in a row under it
        out.append(Text(x + w / 2, y + 14, str(tile.points), size=15, weight="bold", fill=INK))
        cx = x + (w - len(chips) * (size * CHIP_W + 2)) / 2 + 1
        for colour, count in chips:
            out.extend(_chip(colour, count, cx, y + h - 14, size))
            cx += size * CHIP_W + 2
    return out


def _tile_title(game: Any, slot: Any) -> str:
    tile = game.tile(slot.name)
    state = game.slot_state(slot.name)
    return f"slot {slot.name} ({slot.kind}): {tile.points} points for {tile.describe()}; {state}"


def _sculpture_board(scene: Scene, game: Any, chosen: str | None, targets: frozenset[str]) -> None:
    board = Group(cls="sculpture-board")
    board.add(Text(BOARD_X, BOARD_TOP - 52, "Sculpture board", size=13, weight="bold",
                   anchor="start", fill=INK))  # fmt: skip
    left = sum(1 for s in game.slots if s.name not in game.sculpted)
    board.add(Text(BOARD_X, BOARD_TOP - 36, f"each tile: points on top, its cost below · "
                   f"{left} of {len(game.slots)} still to sculpt", size=10, anchor="start",
                   fill=MUTED))  # fmt: skip
    # the temple's outline, faint, so each tile sits where its slot is
    for s in range(len(COORDS)):
        x, y, w, h = board_box([s])
        board.add(Rect(x, y, w, h, fill="#EDE3CC", stroke="#D3C6A6", stroke_width=0.6))
    board.add(Line(BOARD_X - 4, BASE_Y, BOARD_X + ROWS * BOARD_CELL + 4, BASE_Y,
                   stroke="#6B5A3E", stroke_width=2))  # fmt: skip
    sculpted = game.sculpted
    for slot in game.slots:
        tile = game.tile(slot.name)
        done = slot.name in sculpted
        state = game.slot_state(slot.name)
        x, y, w, h = board_box(slot.spaces)
        g = Group(
            cls="tile" + (" sculpted" if done else "") + (" target" if slot.name in targets else "")
            + (" chosen" if slot.name == chosen else ""),
            data={"slot": slot.name, "kind": slot.kind, "points": tile.points, "state": state},
            title=_tile_title(game, slot),
        )  # fmt: skip
        g.add(Rect(x + 1.5, y + 1.5, w - 3, h - 3, rx=3, fill=SCULPTED_TILE if done else TILE_FILL,
                   stroke=TILE_EDGE, stroke_width=1))  # fmt: skip
        if done:
            g.add(*_hatch(x + 2, y + 2, w - 4, h - 4, "#8A857A"))
            g.add(Text(x + w / 2, y + h / 2, str(tile.points), size=12, weight="bold",
                       fill="#6F6A60"))  # fmt: skip
            g.add(*_tick(x + w - 8, y + 8, 6, "#009E73"))
        else:
            g.add(*_tile_face(tile, x, y, w, h))
        if slot.name in targets or slot.name == chosen:
            g.add(Rect(x + 1, y + 1, w - 2, h - 2, rx=3, stroke=SELECT_COLOUR,
                       stroke_width=3 if slot.name == chosen else 2,
                       dash=() if slot.name == chosen else (4, 2)))  # fmt: skip
        board.add(g)
        scene.add_region(f"tile:{slot.name}", rect_points(x, y, w, h))
    scene.add(board)


# -- on the temple ---------------------------------------------------------------------------
def _sculpted_on_temple(scene: Scene, game: Any) -> None:
    covers = Group(cls="sculptures")
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
                   stroke="#2F3A3C", stroke_width=2))  # fmt: skip
        g.add(*_hatch(x + 3, y + 3, w - 6, h - 6, "#E8E4DA", step=8))
        r = 9 if min(w, h) > CELL else 7
        g.add(Circle(x + w / 2, y + h / 2, r, fill="#FFFFFF", stroke="#2F3A3C", stroke_width=1.2))
        g.add(Text(x + w / 2, y + h / 2, str(tile.points), size=r * 1.3, weight="bold", fill=INK))
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
def wagon_track(colour: int, level: int, x: float, y: float) -> Group:
    """One wagon track: the colour's stone, then 5 boxes, ``level`` of them filled (CHOLA-W1)."""
    from tulakit.chola.svg import STONE_EDGE, STONE_FILL, stone

    g = Group(cls=f"track {COLOUR_TOKENS[colour]}", data={"level": level},
              title=f"wagon, {COLOUR_NAMES[colour]}: {level} of {WAGON_MAX}")  # fmt: skip
    g.add(*stone(colour, x + 6, y, size=13))
    for i in range(WAGON_MAX):
        bx = x + 15 + i * 8
        full = i < level
        g.add(Rect(bx, y - 5, 7, 10, rx=1.5, fill=STONE_FILL[colour] if full else WAGON_EMPTY,
                   stroke=STONE_EDGE[colour] if full else "#9A9080", stroke_width=1))  # fmt: skip
        if full:  # a dark centre too, so a full box reads without colour
            g.add(Rect(bx + 2.5, y - 1.5, 2, 3, fill=INK))
    g.add(Text(x + 15 + WAGON_MAX * 8 + 5, y, str(level), size=10, weight="bold", fill=INK))
    return g


def bonus_card(held: Any, x: float, y: float, w: float, h: float) -> Group:
    """A bonus card: deck tag, title, its effect in a sentence and its status (CHOLA-B1)."""
    card, status = held.card, held.status
    deck_colour = SCULPT_DECK if card.deck == "sculpt" else ACTION_DECK
    g = Group(
        cls=f"bonus {status.replace(' ', '-')}",
        data={"key": card.key, "deck": card.deck, "status": status},
        title=f"{card.title} ({card.deck} deck, {status}): {card.sentence}",
    )
    used = status == "used"
    down = status == "face down"
    g.add(Rect(x, y, w, h, rx=5, fill="#E9E3D6" if used else ("#5A4632" if down else "#FFFDF6"),
               stroke=deck_colour, stroke_width=2, opacity=0.6 if used else 1.0))  # fmt: skip
    g.add(Rect(x, y, 6, h, rx=2, fill=deck_colour, opacity=0.6 if used else 1.0))
    text_ink = "#F6E7C8" if down else (MUTED if used else INK)
    tag = {"ready": "", "face down": " · face down", "used": " · used"}.get(status, f" · {status}")
    g.add(Text(x + 11, y + 8, f"{card.title}{tag}", size=9.5, weight="bold", anchor="start",
               fill=text_ink))  # fmt: skip
    g.add(Text(x + w - 4, y + 8, card.deck, size=8, anchor="end", fill=text_ink))
    lines = textwrap.wrap(card.sentence, max(10, int((w - 14) / 4.3)))
    fit = max(1, int((h - 16) / 9.5))
    if len(lines) > fit:
        lines = lines[:fit]
        lines[-1] = lines[-1].rstrip(".,;") + "…"
    for i, line in enumerate(lines):
        g.add(Text(x + 11, y + 19 + i * 9.5, line, size=8, anchor="start", fill=text_ink))
    if used:
        g.add(Line(x + 8, y + h / 2, x + w - 6, y + h / 2, stroke=MUTED, stroke_width=1.5))
    return g


def _seats(
    scene: Scene,
    game: Any,
    seat: int | None,
    chosen_card: int | None,
    players: Sequence[str] | None,
) -> None:
    from tulakit.chola.svg import LAST_COLOUR, card, card_back, stone

    panel = Group(cls="seats")
    seat_h = _seat_height(game.players)
    for s in range(game.players):
        y = Y0 + s * (seat_h + SEAT_GAP)
        to_move = s == game.to_move and not game.is_over()
        wagon = game.wagon(s)
        box = Group(cls="seat" + (" to-move" if to_move else ""),
                    data={"seat": s, "score": game.scores[s], "wagon": sum(wagon)})  # fmt: skip
        box.add(Rect(PANEL_X, y, PANEL_W, seat_h, rx=8, fill="#FFFFFF" if to_move else "#F6F1E6",
                     stroke=LAST_COLOUR if to_move else "#B9AF9A",
                     stroke_width=3 if to_move else 1.2))  # fmt: skip
        box.add(*stone(game.colours[s], PANEL_X + 16, y + 15, size=16))
        who = ("\u25b6 " if to_move else "") + game.names[s]
        if players and s < len(players) and players[s]:
            who += f" ({players[s]})"
        box.add(Text(PANEL_X + 30, y + 15, who, size=13, weight="bold", anchor="start", fill=INK))
        box.add(Text(PANEL_X + PANEL_W - 10, y + 15, f"{game.scores[s]} pts", size=14,
                     weight="bold", anchor="end", fill=INK))  # fmt: skip
        hand = game.hand(s)
        cards = game.cards(s)
        box.add(Text(PANEL_X + 10, y + 32, f"{sum(hand)}/7 stones · {len(cards)} card(s)",
                     size=9.5, anchor="start", fill="#6B6B6B"))  # fmt: skip
        for c in range(N_COLOURS):
            sx = PANEL_X + 18 + c * 32
            box.add(*stone(c, sx, y + 50, size=16, opacity=1.0 if hand[c] else 0.3))
            box.add(Text(sx + 11, y + 50, str(hand[c]), size=10, weight="bold", anchor="start",
                         fill=INK))  # fmt: skip
        cw, ch, cx0 = 30, 40, PANEL_X + 190
        for i, number in enumerate(cards):
            x = cx0 + i * (cw + 3)
            if seat is None or seat == s:
                box.add(card(number, game.shape(number), x, y + 24, cw, ch,
                             chosen=number == chosen_card))  # fmt: skip
                scene.add_region(f"card:{number}", rect_points(x, y + 24, cw, ch))
            else:
                box.add(card_back(x, y + 24, cw, ch))
        if not cards:
            box.add(Text(cx0 + 2, y + 44, "no cards", size=10, anchor="start", fill="#6B6B6B"))
        # the wagon (CHOLA-W1)
        wy = y + 78
        tracks = Group(cls="wagon", data={"seat": s, "levels": ",".join(map(str, wagon))},
                       title=f"{game.names[s]}'s wagon: {sum(wagon)} levels in all (CHOLA-W1)")  # fmt: skip
        tracks.add(Text(PANEL_X + 10, wy, "wagon", size=9, anchor="start", fill=MUTED))
        for c in range(N_COLOURS):
            tracks.add(wagon_track(c, wagon[c], PANEL_X + 44 + c * 69, wy))
        box.add(tracks)
        # the bonus cards (CHOLA-B1)
        by, bh = y + 90, seat_h - 94
        bw = (PANEL_W - 18) / 2
        for i, held in enumerate(game.bonus_cards(s)):
            bx = PANEL_X + 6 + i * (bw + 6)
            box.add(bonus_card(held, bx, by, bw, bh))
            scene.add_region(f"bonus:{s}:{held.card.key}", rect_points(bx, by, bw, bh))
        panel.add(box)
    scene.add(panel)


def _row_and_bag(scene: Scene, game: Any, chosen_card: int | None) -> None:
    from tulakit.chola.svg import face_up_row, stone

    row_y = BASE_Y + 44
    face_up_row(scene, game, row_y, chosen_card, "Face up: click to draw")

    bx, by = BOARD_X, row_y - 12
    bag = Group(cls="bag", data={"stones": sum(game.bag)}, title="stones in the bag by colour")
    bag.add(Text(bx, by, f"Bag: {sum(game.bag)} stones", size=12, weight="bold",
                 anchor="start", fill=INK))  # fmt: skip
    for c in range(N_COLOURS):
        x = bx + 12 + c * 74
        bag.add(*stone(c, x, by + 24, size=18))
        bag.add(Text(x + 13, by + 24, str(game.bag[c]), size=12, anchor="start", fill=INK))
        bag.add(Text(x, by + 42, COLOUR_NAMES[c], size=9.5, fill=MUTED))
    scene.add(bag)
    left = sum(1 for s in game.slots if s.name not in game.sculpted)
    scene.add(Text(bx, by + 64, f"{game.empty_spaces} empty spaces · {left} sculptures left "
                   "(none left: the end, CHOLA-E3)", size=10.5, anchor="start",
                   fill=MUTED))  # fmt: skip
    _legend(scene, bx, by + 88)


def _legend(scene: Scene, x: float, y: float) -> None:
    """What the Expert marks mean, for a reader without the rules at hand."""
    legend = Group(cls="legend")
    legend.add(Rect(x, y, 40, 26, rx=4, fill=SCULPTED_FILL, opacity=0.72, stroke="#2F3A3C",
                    stroke_width=1.5))  # fmt: skip
    legend.add(*_hatch(x + 1, y + 1, 38, 24, "#E8E4DA", step=8))
    legend.add(Text(x + 48, y + 8, "sculpted slot: the stones under it are hidden", size=10,
                    anchor="start", fill=INK))  # fmt: skip
    legend.add(Text(x + 48, y + 20, "and no longer count in patterns (CHOLA-X3)", size=10,
                    anchor="start", fill=INK))  # fmt: skip
    legend.add(*wagon_track(1, 3, x, y + 44).items)
    legend.add(Text(x + 74, y + 44, "wagon: +1 a stone of that colour placed, "
                    "up to 5 (CHOLA-W1)", size=10, anchor="start", fill=INK))  # fmt: skip
    legend.add(Rect(x, y + 62, 6, 16, fill=SCULPT_DECK))
    legend.add(Text(x + 10, y + 70, "sculpt deck", size=10, anchor="start", fill=INK))
    legend.add(Rect(x + 80, y + 62, 6, 16, fill=ACTION_DECK))
    legend.add(Text(x + 90, y + 70, "action deck bonus cards (CHOLA-B1)", size=10,
                    anchor="start", fill=INK))  # fmt: skip
    scene.add(legend)


def expert_scene(
    game: Any,
    *,
    seat: int | None = None,
    selection: Any = None,
    players: Sequence[str] | None = None,
    layout: Any = None,
) -> Scene:
    """The Expert scene of ``game`` (see the module text); only ``seat``'s cards face up.

    ``selection`` is a :class:`tulakit.chola.svg.Selection`: a build in progress as in
    Basic, or a chosen ``slot`` and the legal ``slots`` to highlight.
    """
    from tulakit.chola import svg

    scene = Scene(WIDTH, HEIGHT, background=svg.BACKGROUND)
    svg._header(scene, game, selection, right=PANEL_X + PANEL_W)
    svg._temple(scene, game, hidden=_hidden_spaces(game))
    for s in range(len(COORDS)):
        cx, cy = svg.space_xy(s)
        scene.add_region(s, rect_points(cx - CELL / 2, cy - CELL / 2, CELL, CELL))
    _sculpted_on_temple(scene, game)
    svg._last_build(scene, game)
    chosen = getattr(selection, "slot", None)
    targets = frozenset(getattr(selection, "slots", frozenset()))
    if selection is not None:
        svg._selection(scene, selection)
    _slot_highlights(scene, game, chosen, targets)
    _sculpture_board(scene, game, chosen, targets)
    chosen_card = getattr(selection, "card", None)
    _seats(scene, game, seat, chosen_card, players)
    _row_and_bag(scene, game, chosen_card)
    svg._banner(scene, game, WIDTH, HEIGHT)
    return scene


def _hidden_spaces(game: Any) -> frozenset[int]:
    spaces: set[int] = set()
    for slot in game.slots:
        if slot.name in game.sculpted:
            spaces.update(slot.spaces)
    return frozenset(spaces)


__all__ = [
    "HEIGHT",
    "WIDTH",
    "board_box",
    "bonus_card",
    "cost_chips",
    "expert_scene",
    "temple_box",
    "wagon_track",
]
