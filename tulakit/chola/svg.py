"""The Chola temple game's look: temple, stones, treasures, players, cards and a build in progress.

The stepped temple (CHOLA-G1, a reconstruction) is drawn on its grid, row 0 at the bottom,
with the doorway cut out of the base. Each of the five stone colours (CHOLA-S1) has its
own shade *and* its own mark, so the board reads without colour: brown a cross, light
brown a bar, white a dot, grey a ring, gold a diamond. Empty star spaces (CHOLA-G3) show
a star and, with ``treasures=tiles``, their treasure tile face up (CHOLA-T1).

Hit regions: every temple space is keyed by its space index (see
:mod:`tulakit.chola.board`), the cards a seat holds by ``"card:N"`` (card number), the
face-up row by ``"up:N"`` (position from 1) and the face-down stack by ``"stack"``.

>>> from tulakit.chola import new_game, space
>>> game = new_game(players=2, seed=1)
>>> _ = game.play("build c9 white@0,0")
>>> svg = render_svg(game)
>>> svg.count('class="stone white"'), 'class="last-build"' in svg
(1, True)
>>> scene = chola_scene(game)
>>> scene.hit(*space_xy(space("4,3"))) == space("4,3")
True
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass

from tulakit.chola.board import COORDS, EMPTY, N_SPACES, STAR_SET, space_name
from tulakit.chola.cards import STONES
from tulakit.chola.game import CholaGame
from tulakit.chola.moves import Build
from tulakit.chola.options import COLOUR_NAMES, COLOUR_TOKENS, N_COLOURS
from tulakit.chola.treasures import describe
from tulakit.drawing.scene import Circle, Group, Line, Path, Polygon, Rect, Scene, Text, rect_points
from tulakit.drawing.svg import to_svg

WIDTH, HEIGHT = 900, 650
CELL = 34  # one temple space, in user units
X0, Y0 = 40, 44  # top-left corner of the grid (column 0, row 12)
COLUMNS, ROWS = 13, 13
PANEL_X = 510
PANEL_W = 376
SEAT_H = 86
ROW_Y = 530  # top of the face-up row under the temple
BACKGROUND = "#EFE9DC"
INK = "#2B2B2B"
SANDSTONE = "#E2D3B3"
SANDSTONE_EDGE = "#A8956F"
LAST_COLOUR = "#E69F00"  # Okabe-Ito orange: the last build
SELECT_COLOUR = "#0072B2"  # Okabe-Ito blue: legal targets and the build in progress
STAR_COLOUR = "#B8860B"

#: CHOLA-S1 colour-blind-safe stones: a shade and a mark per colour (index order)
STONE_FILL = ("#6B3E1E", "#C8975A", "#F6F3EC", "#8E8E8E", "#E8B923")
STONE_EDGE = ("#3B2010", "#7A5528", "#6F6A60", "#4A4A4A", "#8A6A05")
MARK_INK = ("#F4E6D4", "#3B2010", "#2B2B2B", "#FFFFFF", "#5A4300")
MARK_NAMES = ("cross", "bar", "dot", "ring", "diamond")
SHAPE_LABELS = {
    "single": "single",
    "pair_same": "pair, same",
    "pair_mixed": "pair, mixed",
    "quad_split": "quad, split",
    "quad_diagonal": "quad, diag.",
}


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


# -- stones ---------------------------------------------------------------------------------
def stone(colour: int, cx: float, cy: float, size: float = CELL - 5, opacity: float = 1.0) -> list:
    """A square stone of ``colour`` centred on ``(cx, cy)``, with its mark (CHOLA-S1)."""
    h = size / 2
    ink = MARK_INK[colour]
    m = size * 0.22  # mark half-size
    width = max(1.2, size * 0.08)
    out: list = [
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


def _star(cx: float, cy: float, r: float, **paint: object) -> Polygon:
    import math

    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return Polygon(tuple(points), **paint)  # type: ignore[arg-type]


# -- the temple -----------------------------------------------------------------------------
def _temple(scene: Scene, game: CholaGame, hidden: frozenset[int] = frozenset()) -> None:
    """The temple, its stars and stones; ``hidden`` stones (Expert, under sculptures) faded."""
    back = Group(cls="temple")
    # the silhouette: one block per row, so the steps show
    for i in range(N_SPACES):
        cx, cy = space_xy(i)
        back.add(Rect(cx - CELL / 2, cy - CELL / 2, CELL, CELL, fill=SANDSTONE,
                      stroke=SANDSTONE_EDGE, stroke_width=1))  # fmt: skip
    # the doorway (6,0)-(6,1): open ground under an arch (CHOLA-G1)
    dx, top = X0 + 6 * CELL, Y0 + (ROWS - 2) * CELL
    bottom = Y0 + ROWS * CELL
    back.add(
        Path(
            (("M", dx + 3, bottom), ("L", dx + 3, top + CELL / 2),
             ("Q", dx + CELL / 2, top - 4, dx + CELL - 3, top + CELL / 2),
             ("L", dx + CELL - 3, bottom), ("Z",)),
            fill="#4A3B2A", stroke=SANDSTONE_EDGE, stroke_width=1.5,
        )
    )  # fmt: skip
    back.add(Text(dx + CELL / 2, bottom - CELL * 0.6, "door", size=9, fill="#E9DFC8"))
    back.add(
        Line(X0 - 6, bottom, X0 + COLUMNS * CELL + 6, bottom, stroke="#6B5A3E", stroke_width=3)
    )
    scene.add(back)
    labels = Group(cls="coordinates")
    for x in range(COLUMNS):
        labels.add(Text(X0 + (x + 0.5) * CELL, bottom + 12, str(x), size=11, fill="#5A4632"))
    for y in range(ROWS):
        labels.add(Text(X0 - 12, Y0 + (ROWS - 1 - y + 0.5) * CELL, str(y), size=11, fill="#5A4632"))
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
        star.add(_star(cx, cy, CELL * 0.42, fill="#F3E3B0", stroke=STAR_COLOUR, stroke_width=1.2))
        if tile is not None:
            star.add(*_tile(tile, cx, cy))
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


def _tile(tile: str, cx: float, cy: float) -> list:
    """A treasure tile face up on its star: its bonus, and the colour mark or 'P' it needs."""
    w, h = CELL * 0.74, CELL * 0.56
    out: list = [Rect(cx - w / 2, cy - h / 2, w, h, rx=3, fill="#FFF8E1", stroke=STAR_COLOUR,
                      stroke_width=1.2)]  # fmt: skip
    points, _, condition = tile.partition(":")
    if not condition:
        out.append(Text(cx, cy, points, size=11, weight="bold", fill="#6B4E00"))
    elif condition == "pattern":
        out.append(Text(cx - 4, cy, points, size=9, weight="bold", fill="#6B4E00"))
        out.append(Text(cx + 8, cy, "P", size=9, weight="bold", fill=SELECT_COLOUR))
    else:
        out.append(Text(cx - 5, cy, points, size=9, weight="bold", fill="#6B4E00"))
        out.extend(stone(COLOUR_TOKENS.index(condition), cx + 8, cy, size=10))
    return out


def _last_build(scene: Scene, game: CholaGame) -> None:
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


def _selection(scene: Scene, selection: Selection) -> None:
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
#: role shades on card pictures: colour X dark, colour Y light, "any colour" hatched
ROLE_FILL = ("#5A5A5A", "#E8E8E8", "#FFFFFF")


def card_picture(shape: str, cx: float, cy: float, unit: float) -> list:
    """The card's shape as small squares: dark and light stand for two different colours."""
    cols = 1 + max(c for c, _, _ in SHAPE_CELLS[shape])
    rows = 1 + max(r for _, r, _ in SHAPE_CELLS[shape])
    left, top = cx - cols * unit / 2, cy - rows * unit / 2
    out: list = []
    for c, r, role in SHAPE_CELLS[shape]:
        x, y = left + c * unit, top + r * unit
        out.append(Rect(x + 1, y + 1, unit - 2, unit - 2, rx=2, fill=ROLE_FILL[role],
                        stroke="#333333", stroke_width=1))  # fmt: skip
        if role == 2:  # any colour: a question mark
            out.append(Text(x + unit / 2, y + unit / 2, "?", size=unit * 0.6, fill="#333333"))
    return out


def card(
    number: int, shape: str, x: float, y: float, w: float, h: float, *, chosen: bool = False
) -> Group:
    """A build card face up: its shape drawn, its number and shape name below."""
    g = Group(cls="card" + (" chosen" if chosen else ""),
              data={"card": f"c{number}", "shape": shape},
              title=f"card c{number}: {shape} ({STONES[shape]} stone{'s' if STONES[shape] > 1 else ''})")  # fmt: skip
    g.add(Rect(x, y, w, h, rx=5, fill="#FFFDF6",
               stroke=SELECT_COLOUR if chosen else "#8C7A5B", stroke_width=3 if chosen else 1.2))  # fmt: skip
    unit = min(w / 3.2, h / 4)
    g.add(*card_picture(shape, x + w / 2, y + h * 0.4, unit))
    g.add(Text(x + w / 2, y + h - 8, f"c{number}", size=max(8, h * 0.17), fill=INK))
    return g


def card_back(x: float, y: float, w: float, h: float, label: str = "") -> Group:
    """A face-down card (another seat's hand, or the stack)."""
    g = Group(cls="card-back")
    g.add(Rect(x, y, w, h, rx=5, fill="#7A4E2D", stroke="#3B2010", stroke_width=1.2))
    g.add(Rect(x + 4, y + 4, w - 8, h - 8, rx=3, stroke="#D9B77E", stroke_width=1))
    if label:
        g.add(Text(x + w / 2, y + h / 2, label, size=11, weight="bold", fill="#F6E7C8"))
    return g


# -- panels ---------------------------------------------------------------------------------
def _seats(
    scene: Scene,
    game: CholaGame,
    seat: int | None,
    selection: Selection | None,
    players: tuple[str, ...] | None,
) -> None:
    panel = Group(cls="seats")
    chosen = selection.card if selection else None
    for s in range(len(game.names)):
        y = Y0 + s * (SEAT_H + 6)
        to_move = s == game.to_move and not game.is_over()
        box = Group(cls="seat" + (" to-move" if to_move else ""),
                    data={"seat": s, "score": game.scores[s]})  # fmt: skip
        box.add(Rect(PANEL_X, y, PANEL_W, SEAT_H, rx=8, fill="#FFFFFF" if to_move else "#F6F1E6",
                     stroke=LAST_COLOUR if to_move else "#B9AF9A",
                     stroke_width=3 if to_move else 1.2))  # fmt: skip
        owned = game.colours[s] if s < game.players else None
        if owned is not None:
            box.add(*stone(owned, PANEL_X + 18, y + 17, size=18))
        who = ("\u25b6 " if to_move else "") + game.names[s]  # an arrow, not only a colour
        if players and s < len(players) and players[s]:
            who += f" ({players[s]})"
        box.add(Text(PANEL_X + 34, y + 17, who, size=14, weight="bold", anchor="start", fill=INK))
        box.add(Text(PANEL_X + PANEL_W - 12, y + 17, f"{game.scores[s]} pts", size=15,
                     weight="bold", anchor="end", fill=INK))  # fmt: skip
        if s >= game.players:  # the solo opponent: its colours instead of a hand
            owned_colours = [c for c in range(N_COLOURS) if c != game.colours[0]]
            for i, c in enumerate(owned_colours):
                box.add(*stone(c, PANEL_X + 22 + i * 26, y + 50, size=18))
            box.add(Text(PANEL_X + 130, y + 50, "owns these colours", size=11, anchor="start",
                         fill="#555555"))  # fmt: skip
            panel.add(box)
            continue
        hand = game.hand(s)
        for c in range(N_COLOURS):
            sx = PANEL_X + 20 + c * 34
            box.add(*stone(c, sx, y + 50, size=18, opacity=1.0 if hand[c] else 0.3))
            box.add(Text(sx, y + 72, f"{hand[c]}", size=11, weight="bold", fill=INK))
        box.add(Text(PANEL_X + 34, y + 32, f"{sum(hand)}/7 stones, {len(game.cards(s))} cards",
                     size=10, anchor="start", fill="#6B6B6B"))  # fmt: skip
        cards = game.cards(s)
        cw, ch, cx0 = 44, 54, PANEL_X + 196
        for i, number in enumerate(cards):
            x = cx0 + i * (cw + 2)
            if game.solo:
                break
            if seat is None or seat == s:
                box.add(card(number, game.shape(number), x, y + 28, cw, ch,
                             chosen=number == chosen))  # fmt: skip
                scene.add_region(f"card:{number}", rect_points(x, y + 28, cw, ch))
            else:
                box.add(card_back(x, y + 28, cw, ch))
        if not cards and not game.solo:
            box.add(Text(cx0 + 4, y + 55, "no cards", size=11, anchor="start", fill="#6B6B6B"))
        panel.add(box)
    scene.add(panel)


def face_up_row(scene: Scene, game: CholaGame, y: float, chosen: int | None, label: str) -> None:
    """The face-up cards (``up1``, ``up2``... regions) and the stack, from ``X0`` at ``y``."""
    row = Group(cls="face-up")
    row.add(Text(X0, y - 12, label, size=12, weight="bold", anchor="start", fill=INK))
    cw, ch = 58, 74
    for i, number in enumerate(game.face_up):
        x = X0 + i * (cw + 6)
        row.add(card(number, game.shape(number), x, y, cw, ch, chosen=number == chosen))
        row.add(Text(x + cw / 2, y + ch + 10, f"up{i + 1}", size=10, fill="#6B6B6B"))
        scene.add_region(f"up:{i + 1}", rect_points(x, y, cw, ch))
    sx = X0 + max(5, len(game.face_up)) * (cw + 6) + 10
    stack = card_back(sx, y, cw, ch, str(game.stack_size))
    stack.cls = "stack"
    stack.data = {"cards": game.stack_size}
    stack.title = f"the stack: {game.stack_size} cards face down"
    row.add(stack)
    row.add(Text(sx + cw / 2, y + ch + 10, "stack", size=10, fill="#6B6B6B"))
    scene.add_region("stack", rect_points(sx, y, cw, ch))
    scene.add(row)


def _row(scene: Scene, game: CholaGame, selection: Selection | None) -> None:
    """The face-up row, the stack and the bag, under the temple."""
    label = "Face-up cards (you build from these)" if game.solo else "Face up: click to draw"
    face_up_row(scene, game, ROW_Y, selection.card if selection else None, label)

    bag = Group(cls="bag", data={"stones": sum(game.bag)}, title="stones in the bag by colour")
    bx, by = PANEL_X, ROW_Y - 12
    bag.add(Text(bx, by, f"Bag: {sum(game.bag)} stones", size=12, weight="bold", anchor="start",
                 fill=INK))  # fmt: skip
    for c in range(N_COLOURS):
        x = bx + 14 + c * 74
        bag.add(*stone(c, x, by + 26, size=20))
        bag.add(Text(x + 14, by + 26, str(game.bag[c]), size=12, anchor="start", fill=INK))
        bag.add(Text(x, by + 46, COLOUR_NAMES[c], size=10, fill="#555555"))
    scene.add(bag)
    note = f"{game.empty_spaces} empty spaces"
    if game.turns_left is not None and not game.is_over():
        note += f" · {game.turns_left} turns left (CHOLA-E1)"
    scene.add(Text(bx, by + 68, note, size=11, anchor="start", fill="#555555"))


def _header(
    scene: Scene, game: CholaGame, selection: Selection | None, right: float = PANEL_X + PANEL_W
) -> None:
    turn = len(game.moves) + 1
    state = "game over" if game.is_over() else f"{game.names[game.to_move]} to move"
    scene.add(Text(X0 - 24, 18, f"Chola temple · move {turn} · {state}", size=14, weight="bold",
                   anchor="start", fill=INK))  # fmt: skip
    if selection and selection.note:
        scene.add(Text(right, 18, selection.note, size=12, weight="bold",
                       anchor="end", fill=SELECT_COLOUR))  # fmt: skip


def _banner(scene: Scene, game: CholaGame, width: float = WIDTH, height: float = HEIGHT) -> None:
    result = game.result()
    if result is None:
        return
    banner = Group(cls="banner", data={"outcome": result.outcome,
                                       "winners": ",".join(str(w) for w in result.winners)})  # fmt: skip
    banner.add(Rect(0, 0, width, height, fill="#FFFFFF", opacity=0.45))
    lines = textwrap.wrap(result.message, 60)
    box_h = 70 + 18 * len(lines)
    top = (height - box_h) / 2
    won = result.outcome != "lost"
    banner.add(Rect(120, top, width - 240, box_h, rx=14, fill="#E8F6EF" if won else "#FBEDE4",
                    stroke="#009E73" if won else "#D55E00", stroke_width=3))  # fmt: skip
    if result.outcome == "shared win":
        title = "Shared win!"
    elif result.outcome == "lost":
        title = "The virtual opponent wins"
    else:
        title = f"{game.names[result.winners[0]]} wins!"
    banner.add(Text(width / 2, top + 30, title, size=24, weight="bold", fill=INK))
    for i, line in enumerate(lines):
        banner.add(Text(width / 2, top + 60 + 18 * i, line, size=13, fill="#222222"))
    scene.add(banner)


# -- public -------------------------------------------------------------------------------
def is_expert(game: CholaGame) -> bool:
    """True for an Expert game (wagons, sculptures, bonus cards: a wider picture)."""
    return getattr(game.options, "variant", "basic") == "expert"


def scene_size(game: CholaGame) -> tuple[int, int]:
    """The ``(width, height)`` of ``game``'s picture (Expert's is wider and taller).

    >>> from tulakit.chola import new_game
    >>> scene_size(new_game(players=2, seed=1))
    (900, 650)
    """
    if is_expert(game):
        from tulakit.chola import expert_svg

        return expert_svg.WIDTH, expert_svg.HEIGHT
    return WIDTH, HEIGHT


def chola_scene(
    game: CholaGame,
    *,
    seat: int | None = None,
    selection: Selection | None = None,
    players: tuple[str, ...] | None = None,
) -> Scene:
    """The scene of ``game``; only ``seat``'s cards are shown face up (all when ``None``).

    ``selection`` draws a build in progress (legal targets and a preview); ``players``
    adds a note after each seat's name, e.g. ``("you", "greedy bot")``. An Expert game is
    drawn by :func:`tulakit.chola.expert_svg.expert_scene` (sculpture board, wagons,
    bonus cards) on a wider scene (:func:`scene_size`).

    >>> from tulakit.chola import new_game
    >>> game = new_game(players=3, seed=2)
    >>> svg = to_svg(chola_scene(game, seat=0))
    >>> svg.count('class="card-back"'), svg.count("data-seat=")
    (4, 3)
    """
    if is_expert(game):
        from tulakit.chola.expert_svg import expert_scene

        return expert_scene(game, seat=seat, selection=selection, players=players)
    scene = Scene(WIDTH, HEIGHT, background=BACKGROUND)
    _header(scene, game, selection)
    _temple(scene, game)
    for s in range(N_SPACES):
        cx, cy = space_xy(s)
        scene.add_region(s, rect_points(cx - CELL / 2, cy - CELL / 2, CELL, CELL))
    _last_build(scene, game)
    if selection is not None:
        _selection(scene, selection)
    _seats(scene, game, seat, selection, players)
    _row(scene, game, selection)
    _banner(scene, game)
    return scene


def render_svg(
    game: CholaGame,
    *,
    seat: int | None = None,
    selection: Selection | None = None,
    players: tuple[str, ...] | None = None,
) -> str:
    """``chola_scene(game, ...)`` as SVG text (used by ``CholaGame._repr_svg_``)."""
    return to_svg(chola_scene(game, seat=seat, selection=selection, players=players))


__all__ = [
    "HEIGHT",
    "MARK_NAMES",
    "WIDTH",
    "Selection",
    "card",
    "card_back",
    "card_picture",
    "chola_scene",
    "is_expert",
    "render_svg",
    "scene_size",
    "space_xy",
    "stone",
]
