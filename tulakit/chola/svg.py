"""The Chola temple game's look: temple, stones, treasures, players, cards and a build in progress.

This module draws the Basic and Solo picture and hands an Expert game to
:mod:`tulakit.chola.expert_svg`; the pieces both draw with are in
:mod:`tulakit.chola.picture`, so the Expert picture never imports this module back.

The stepped temple (CHOLA-G1, a reconstruction) is drawn on its grid, row 0 at the
bottom, with the doorway cut out of the base. Each of the five stone colours (CHOLA-S1) has its
own shade *and* its own mark, so the board reads without colour: brown a cross, light
brown a bar, white a dot, grey a ring, gold a diamond. Empty star spaces (CHOLA-G3) show
a star and, with ``treasures=tiles``, their treasure tile face up (CHOLA-T1).

Hit regions: every temple space is keyed by its space index (see
:mod:`tulakit.chola.board`), the cards a seat holds by ``"card:N"`` (card number), the
face-up row by ``"up:N"`` (position from 1) and the face-down stack by ``"stack"``.

Two layouts (:class:`Layout`): :data:`WIDE`, the designed picture (900 x 650, the seats
beside the temple), and :func:`compact` for narrow pages, 490 units wide with the seats,
cards and bag below the temple and every text sized so that it is shown at 12 CSS pixels
or more. :func:`choose_layout` picks one from the width the page has. The temple stays at
the same place in both, so :func:`space_xy` holds for every picture.

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

from typing import TYPE_CHECKING

from tulakit.chola import expert_svg
from tulakit.chola.options import N_COLOURS
from tulakit.chola.picture import (
    BACKGROUND,
    BOTTOM,
    CELL,
    COMPACT_WIDTH,
    FACE_UP_LABEL,
    HEIGHT,
    LAST_COLOUR,
    MARK_NAMES,
    MIN_TEXT,
    PANEL_W,
    PANEL_X,
    ROW_Y,
    ROWS,
    SEAT_H,
    SELECT_COLOUR,
    WIDE,
    WIDTH,
    X0,
    Y0,
    Layout,
    Selection,
    bag_group,
    card,
    card_back,
    card_picture,
    cards_fit,
    choose_layout,
    compact,
    draw_banner,
    draw_header,
    draw_last_build,
    draw_selection,
    draw_temple,
    draw_treasure_legend,
    face_up_row,
    space_note,
    space_xy,
    stone,
    temple_regions,
    text_width,
)
from tulakit.drawing.palette import (
    INK,
    INK_MUTED,
    PANEL,
    PANEL_EDGE,
    PANEL_IDLE,
    STONE_EDGE,
    STONE_FILL,
)
from tulakit.drawing.scene import Group, Rect, Scene, Text, rect_points
from tulakit.drawing.still import Still
from tulakit.drawing.svg import to_svg

if TYPE_CHECKING:
    from tulakit.chola.game import CholaGame


# -- panels ---------------------------------------------------------------------------------
def _who(game: CholaGame, s: int, players: tuple[str, ...] | None) -> str:
    to_move = s == game.to_move and not game.is_over()
    who = ("\u25b6 " if to_move else "") + game.names[s]  # an arrow, not only a colour
    if players and s < len(players) and players[s]:
        who += f" ({players[s]})"
    return who


def _seat_box(box: Group, game: CholaGame, s: int, x: float, y: float, w: float, h: float) -> None:
    to_move = s == game.to_move and not game.is_over()
    box.add(Rect(x, y, w, h, rx=8, fill=PANEL if to_move else PANEL_IDLE,
                 stroke=LAST_COLOUR if to_move else PANEL_EDGE,
                 stroke_width=3 if to_move else 1.2))  # fmt: skip


def _seat_group(game: CholaGame, s: int) -> Group:
    to_move = s == game.to_move and not game.is_over()
    return Group(cls="seat" + (" to-move" if to_move else ""),
                 data={"seat": s, "score": game.scores[s]})  # fmt: skip


def _seat_cards(
    scene: Scene,
    box: Group,
    game: CholaGame,
    s: int,
    seat: int | None,
    chosen: int | None,
    x: float,
    y: float,
    size: tuple[float, float],
    text: float,
) -> None:
    """The cards a seat holds from ``(x, y)``: faces for the seat shown, else backs."""
    cw, ch = size
    cards = game.cards(s)
    for i, number in enumerate(cards):
        cx = x + i * (cw + 3)
        if seat is None or seat == s:
            box.add(card(number, game.shape(number), cx, y, cw, ch, chosen=number == chosen,
                         text=text))  # fmt: skip
            scene.add_region(f"card:{number}", rect_points(cx, y, cw, ch))
        else:
            box.add(card_back(cx, y, cw, ch))
    if not cards:
        box.add(Text(x + 4, y + ch / 2, "no cards", size=text, anchor="start", fill=INK_MUTED))


def _seats(
    scene: Scene,
    game: CholaGame,
    seat: int | None,
    selection: Selection | None,
    players: tuple[str, ...] | None,
) -> None:
    """The designed layout's seats, beside the temple."""
    panel = Group(cls="seats")
    chosen = selection.card if selection else None
    for s in range(len(game.names)):
        y = Y0 + s * (SEAT_H + 6)
        box = _seat_group(game, s)
        _seat_box(box, game, s, PANEL_X, y, PANEL_W, SEAT_H)
        owned = game.colours[s] if s < game.players else None
        if owned is not None:
            box.add(*stone(owned, PANEL_X + 18, y + 15, size=18))
        box.add(Text(PANEL_X + 34, y + 15, _who(game, s, players), size=14, weight="bold",
                     anchor="start", fill=INK))  # fmt: skip
        box.add(Text(PANEL_X + PANEL_W - 12, y + 15, f"{game.scores[s]} pts", size=15,
                     weight="bold", anchor="end", fill=INK))  # fmt: skip
        if s >= game.players:  # the solo opponent: its colours instead of a hand
            owned_colours = [c for c in range(N_COLOURS) if c != game.colours[0]]
            for i, c in enumerate(owned_colours):
                box.add(*stone(c, PANEL_X + 22 + i * 26, y + 50, size=18))
            box.add(Text(PANEL_X + 130, y + 50, "owns these colours", size=12, anchor="start",
                         fill=INK_MUTED))  # fmt: skip
            panel.add(box)
            continue
        hand = game.hand(s)
        for c in range(N_COLOURS):
            sx = PANEL_X + 20 + c * 34
            box.add(*stone(c, sx, y + 52, size=18, opacity=1.0 if hand[c] else 0.3))
            box.add(Text(sx, y + 74, f"{hand[c]}", size=12, weight="bold", fill=INK))
        cards_note = "" if game.solo else f", {len(game.cards(s))} cards"  # solo holds none
        box.add(Text(PANEL_X + 34, y + 33, f"{sum(hand)}/7 stones{cards_note}",
                     size=12, anchor="start", fill=INK_MUTED))  # fmt: skip
        if not game.solo:  # four cards move left, to stay inside the seat's box
            cards_x = PANEL_X + min(196, PANEL_W - 6 - 47 * len(game.cards(s)) + 3)
            _seat_cards(scene, box, game, s, seat, chosen, cards_x, y + 27, (44, 55), 12)
        panel.add(box)
    scene.add(panel)


def _compact_seats(
    scene: Scene,
    game: CholaGame,
    seat: int | None,
    selection: Selection | None,
    players: tuple[str, ...] | None,
    top: float,
    layout: Layout,
) -> float:
    """Seats one under another, the full width of a compact picture; the bottom y."""
    t = layout.text
    x, w = 8.0, layout.width - 16
    chosen = selection.card if selection else None
    panel = Group(cls="seats")
    # a card is a finger wide (44 units were 32 CSS pixels on a phone): where a hand of
    # them does not fit beside the stones, every seat's cards go on a row under them
    card_size = (
        max(layout.finger, text_width("c60", t) + 8),
        max(layout.finger, 58 + t - MIN_TEXT),
    )
    line = t * 1.35  # the name's line
    step = 20 + text_width("7", t, bold=True) + 12  # from one stone to the next
    cards_x = x + 20 + N_COLOURS * step
    hands = [len(game.cards(s)) for s in range(game.players)]
    beside = game.solo or cards_fit(hands, cards_x, x + w - 8, card_size[0])
    band = card_size[1] if beside else t * 1.6  # the stones' row
    under = 0.0 if beside else card_size[1] + 8  # the cards' row, when they have their own
    height = 8 + line + 6 + band + under + 8
    y = top
    for s in range(len(game.names)):
        box = _seat_group(game, s)
        _seat_box(box, game, s, x, y, w, height)
        mid = y + 8 + line / 2
        score = f"{game.scores[s]} pts"
        owned = game.colours[s] if s < game.players else None
        name_x = x + 10
        if owned is not None:
            box.add(*stone(owned, x + 10 + t / 2, mid, size=t))
            name_x += t + 6
        box.add(Text(name_x, mid, _who(game, s, players), size=t, weight="bold", anchor="start",
                     fill=INK))  # fmt: skip
        box.add(Text(x + w - 10, mid, score, size=t, weight="bold", anchor="end", fill=INK))
        row = y + 8 + line + 6  # the stones (and the cards beside them)
        stone_y = row + band / 2
        if s >= game.players:  # the solo opponent: its colours instead of a hand
            owned_colours = [c for c in range(N_COLOURS) if c != game.colours[0]]
            for i, c in enumerate(owned_colours):
                box.add(*stone(c, x + 22 + i * 28, stone_y, size=20))
            box.add(Text(x + 22 + 4 * 28, stone_y, "owns these colours", size=t, anchor="start",
                         fill=INK_MUTED))  # fmt: skip
            panel.add(box)
            y += height + 6
            continue
        hand = game.hand(s)
        for c in range(N_COLOURS):
            sx = x + 20 + c * step
            box.add(*stone(c, sx, stone_y, size=20, opacity=1.0 if hand[c] else 0.3))
            box.add(Text(sx + 13, stone_y, str(hand[c]), size=t, weight="bold", anchor="start",
                         fill=INK))  # fmt: skip
        if not game.solo:
            at_x, at_y = (cards_x, row) if beside else (x + 10, row + band + 8)
            _seat_cards(scene, box, game, s, seat, chosen, at_x, at_y, card_size, t)
        panel.add(box)
        y += height + 6
    scene.add(panel)
    return y


def _row(scene: Scene, game: CholaGame, selection: Selection | None) -> None:
    """The designed layout: the face-up row, the stack and the bag, under the temple."""
    label = "Face-up cards (you build from these)" if game.solo else FACE_UP_LABEL
    face_up_row(scene, game, ROW_Y, selection.card if selection else None, label)
    bx, by = PANEL_X, ROW_Y - 12
    scene.add(bag_group(game, bx, by))
    scene.add(Text(bx, by + 72, space_note(game), size=12, anchor="start", fill=INK_MUTED))


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
        return expert_svg.WIDTH, expert_svg.HEIGHT
    return WIDTH, HEIGHT


def chola_scene(
    game: CholaGame,
    *,
    seat: int | None = None,
    selection: Selection | None = None,
    players: tuple[str, ...] | None = None,
    layout: Layout | None = None,
) -> Scene:
    """The scene of ``game``; only ``seat``'s cards are shown face up (all when ``None``).

    ``selection`` draws a build in progress (legal targets and a preview); ``players``
    adds a note after each seat's name, e.g. ``("you", "greedy bot")``; ``layout`` is
    :data:`WIDE` (the default) or a :func:`compact` one (see :func:`choose_layout`). An
    Expert game is drawn by :func:`tulakit.chola.expert_svg.expert_scene` (sculpture
    board, wagons, bonus cards) on a wider scene (:func:`scene_size`).

    >>> from tulakit.chola import new_game
    >>> game = new_game(players=3, seed=2)
    >>> svg = to_svg(chola_scene(game, seat=0))
    >>> svg.count('class="card-back"'), svg.count("data-seat=")
    (4, 3)
    >>> narrow = chola_scene(game, seat=0, layout=compact(360))
    >>> narrow.width, narrow.height > HEIGHT, sorted(map(str, narrow.regions)) == sorted(
    ...     map(str, chola_scene(game, seat=0).regions))
    (490, True, False)
    """
    if is_expert(game):
        return expert_svg.expert_scene(
            game, seat=seat, selection=selection, players=players, layout=layout
        )
    layout = layout or WIDE
    scene = Scene(layout.width, HEIGHT, background=BACKGROUND)
    draw_header(scene, game, selection, layout=layout)
    draw_temple(scene, game, layout=layout)
    temple_regions(scene)
    draw_last_build(scene, game)
    if selection is not None:
        draw_selection(scene, selection)
    if not layout.compact:
        _seats(scene, game, seat, selection, players)
        _row(scene, game, selection)
        draw_banner(scene, game)
        scene.height = draw_treasure_legend(scene, game, layout)
        return scene
    # compact: the seats, the face-up row and the bag one under another, below the
    # temple (in solo the face-up row first: the player builds from it)
    chosen = selection.card if selection else None
    # the result first, right under the temple, so a phone shows it with the final position
    y = draw_banner(scene, game, layout, top=BOTTOM + layout.text + 14)
    label = "Face up: build from these" if game.solo else FACE_UP_LABEL
    if game.solo:
        y = face_up_row(scene, game, y, chosen, label, layout, x0=8) + 10
    y = _compact_seats(scene, game, seat, selection, players, y, layout)
    if not game.solo:
        y = face_up_row(scene, game, y + 4, chosen, label, layout, x0=8) + 10
    scene.add(bag_group(game, 8, y + layout.text * 0.6, layout, step=(layout.width - 30) / 5))
    y += layout.text * 2.6 + 34
    scene.add(Text(8, y, space_note(game), size=layout.text, anchor="start", fill=INK_MUTED))
    scene.height = draw_treasure_legend(scene, game, layout, y + layout.text + 8)
    return scene


def render_svg(
    game: CholaGame,
    *,
    seat: int | None = None,
    selection: Selection | None = None,
    players: tuple[str, ...] | None = None,
    layout: Layout | None = None,
) -> str:
    """``chola_scene(game, ...)`` as SVG text (used by ``CholaGame._repr_svg_``)."""
    return to_svg(chola_scene(game, seat=seat, selection=selection, players=players, layout=layout))


def still(game: CholaGame, *, seat: int | None = None) -> Still:
    """The picture of ``game`` in a notebook (``CholaGame._repr_html_``), only ``seat``'s
    cards face up: designed, and compact on a narrow page (everything below the temple,
    its text sized for the narrowest page, 330 pixels), where the designed one's text
    would shrink to 3 or 5 CSS pixels; named by whose move it is and the scores (the
    position in words, :mod:`tulakit.chola.words`, draws on this module).

    >>> from tulakit.chola import new_game
    >>> html = still(new_game(players=2, seed=1), seat=0).html()
    >>> html.count("<svg"), 'viewBox="0 0 490 ' in html, 'aria-label="The Chola temple' in html
    (2, True, True)
    """
    state = "game over" if game.is_over() else f"{game.names[game.to_move]} to move"
    scores = ", ".join(
        f"{name} {score}" for name, score in zip(game.names, game.scores, strict=True)
    )
    return Still(
        render_svg(game, seat=seat),
        render_svg(game, seat=seat, layout=compact(330)),
        f"The Chola temple, move {len(game.moves) + 1}: {state}. Scores: {scores}.",
    )


__all__ = [
    "BACKGROUND",
    "CELL",
    "COMPACT_WIDTH",
    "HEIGHT",
    "LAST_COLOUR",
    "MARK_NAMES",
    "MIN_TEXT",
    "ROWS",
    "SELECT_COLOUR",
    "STONE_EDGE",
    "STONE_FILL",
    "WIDE",
    "WIDTH",
    "X0",
    "Y0",
    "Layout",
    "Selection",
    "bag_group",
    "card",
    "card_back",
    "card_picture",
    "chola_scene",
    "choose_layout",
    "compact",
    "face_up_row",
    "is_expert",
    "render_svg",
    "scene_size",
    "space_xy",
    "still",
    "stone",
    "text_width",
]
