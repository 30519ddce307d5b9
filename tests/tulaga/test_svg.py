"""The Tulaga drawing: valid SVG whose stones, marks and highlights follow the state."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest
from tulaga.positions import position

from tulakit.drawing.arrows import arrow_links
from tulakit.drawing.scene import FINGER, Group, Scene, point_in_polygon
from tulakit.tulaga import TulagaGame, point
from tulakit.tulaga.board import DIRECTIONS, N_POINTS, RAYS
from tulakit.tulaga.svg import (
    COMPACT_SIZES,
    COMPACT_WIDTH,
    REAP_KEYS,
    STEP,
    WIDE_SIZES,
    point_xy,
    render_svg,
    tulaga_scene,
)
from tulakit.tulaga.turn import TurnBuilder

NS = "{http://www.w3.org/2000/svg}"
ROW_POSITION = ("a5;b5;c5;d5", "c7;c8;h1;h2")  # Black to move; e5 completes a5-e5


def _groups(svg: str, cls: str) -> list[ET.Element]:
    """Groups whose class is ``cls`` or starts with ``cls`` and a space."""
    root = ET.fromstring(svg)
    return [
        g
        for g in root.iter(f"{NS}g")
        if g.get("class", "") == cls or g.get("class", "").startswith(cls + " ")
    ]


def _stone_classes(svg: str) -> list[str]:
    return [g.get("class", "") for g in _groups(svg, "stone")]


def _random_game(seed: int, turns: int) -> TulagaGame:
    rng = random.Random(seed)
    game = TulagaGame(rank_stones=4)
    for _ in range(turns):
        if game.is_over():
            break
        moves = game.legal_moves()
        claims = [m for m in moves if m.claim is not None]
        game.play(rng.choice(claims) if claims and rng.random() < 0.7 else rng.choice(moves))
    return game


@pytest.mark.parametrize("seed", range(6))
def test_svg_parses_and_stone_counts_match_the_cells(seed: int) -> None:
    game = _random_game(seed, 20 + 10 * seed)
    svg = render_svg(game)
    ET.fromstring(svg)  # valid XML
    classes = _stone_classes(svg)
    expected = {
        "stone simple black": game.cells.count(1),
        "stone simple white": game.cells.count(2),
        "stone rank black": game.cells.count(3),
        "stone rank white": game.cells.count(4),
    }
    assert {k: classes.count(k) for k in expected} == expected
    assert len(classes) == sum(expected.values())
    # each stone names its point
    named = sorted(point(g.attrib["data-point"]) for g in _groups(svg, "stone"))
    assert named == [p for p in range(N_POINTS) if game.cell(p)]


def test_piles_show_the_counts() -> None:
    game = position("a5;b5;c5;d5;e5 =a5-e5@c5", "c7;c8;h1;h2")
    piles = {g.get("class"): g for g in _groups(render_svg(game), "pile")}
    black, white = piles["pile black"], piles["pile white to-move"]
    assert (int(black.attrib["data-simple"]), int(black.attrib["data-rank"])) == (
        game.simple_pile[0],
        game.rank_pile[0],
    )
    assert (int(white.attrib["data-simple"]), int(white.attrib["data-rank"])) == (
        game.simple_pile[1],
        game.rank_pile[1],
    )


def test_last_move_marked_with_claim_ghosts_and_reaped_crosses_TULAGA_6() -> None:
    game = position(*ROW_POSITION)
    assert _groups(render_svg(game), "last-move")[0].get("data-move") == "h2"
    game.play("e5 =a5-e5@c5 >N")
    svg = render_svg(game)
    (last,) = _groups(svg, "last-move")
    assert last.get("data-move") == "e5 =a5-e5@c5 >N"
    assert set(game.last_reaped) == {point("c7"), point("c8")}
    circles = last.findall(f"{NS}circle")
    dashed_ghosts = [c for c in circles if c.get("stroke-dasharray") == "3 3"]
    assert len(dashed_ghosts) == 4  # the row's stones other than the rank point went home
    crosses = last.findall(f"{NS}line")
    # two strokes per reaped point, plus the dashed reap line along the ray
    assert len(crosses) == 2 * len(game.last_reaped) + 1
    assert render_svg(game, show_last=False).count('class="last-move"') == 0


def test_empty_game_has_no_last_move_and_no_banner() -> None:
    svg = render_svg(TulagaGame())
    assert _groups(svg, "last-move") == [] and _groups(svg, "banner") == []
    assert _stone_classes(svg) == []


def test_builder_highlights_only_while_a_turn_is_in_progress() -> None:
    game = position(*ROW_POSITION)
    builder = TurnBuilder(game)
    assert _groups(render_svg(game, builder=builder), "pending") == []
    assert builder.place_at(point("e5")) is None and builder.stage == "tulaga"
    svg = render_svg(game, builder=builder)
    offers = _groups(svg, "tulaga-offer")
    assert len(offers) == len(builder.tulagas) == 1
    assert _groups(svg, "decline-hint")
    # the stone being placed is drawn, though the game has not changed
    assert game.cell(point("e5")) == 0
    assert "e5" in [g.get("data-point") for g in _groups(svg, "stone simple black")]
    builder.choose_tulaga(0)
    svg = render_svg(game, builder=builder)
    assert len(_groups(svg, "rank-choice")) == 5
    builder.choose_rank(point("c5"))
    scene = tulaga_scene(game, builder=builder)
    assert {r.key for r in scene.regions if isinstance(r.key, str)} >= set(REAP_KEYS.values())
    arrows = {g.attrib["data-direction"]: int(g.attrib["data-reaps"]) for g in _groups(render_svg(game, builder=builder), "reap-arrow")}  # fmt: skip
    assert arrows == {"N": 2, "E": 0, "S": 0, "W": 0}
    builder.choose_reap("N")
    # choose_reap moved the stage on, which mypy (narrowed above) cannot see
    assert builder.stage == "done"  # type: ignore[comparison-overlap]
    svg = render_svg(game, builder=builder)
    assert _groups(svg, "pending") == [] and _groups(svg, "reap-arrow") == []


def test_several_tulagas_each_drawn_with_their_own_number() -> None:
    game = position("a5;b5;c5;d5;e7;f7;g7", "c7;c8;h1;h2;h3;d2;a9")
    builder = TurnBuilder(game)
    builder.place_at(point("e5"))
    assert len(builder.tulagas) > 1
    offers = _groups(render_svg(game, builder=builder, focus=2), "tulaga-offer")
    assert sorted(int(g.attrib["data-index"]) for g in offers) == list(range(len(builder.tulagas)))
    focused = [g for g in offers if "focused" in g.get("class", "")]
    assert [int(g.attrib["data-index"]) for g in focused] == [2]


def test_every_point_has_a_hit_region_at_its_centre() -> None:
    scene = tulaga_scene(position("e5", ""))
    for p in range(N_POINTS):
        assert scene.hit(*point_xy(p)) == p
    assert scene.hit(2, 2) is None


def test_reap_arrows_hit_their_keys_even_at_the_edge() -> None:
    game = position("a1;a2;a3;a4", "i9;i8;i7;i6")
    builder = TurnBuilder(game)
    builder.place_at(point("a5"))
    builder.choose_tulaga(0)
    builder.choose_rank(point("a1"))  # a corner: W and S rays are empty
    assert RAYS[point("a1")]["W"] == ()
    scene = tulaga_scene(game, builder=builder)
    for direction, key in REAP_KEYS.items():
        where = scene.visible_point(key)
        assert where is not None, direction
        assert 0 <= where[0] <= scene.width and 0 <= where[1] <= scene.height


def _reaping(compact: bool) -> Scene:
    """The picture while Black, having claimed a5-e5 with the rank stone on c5, reaps."""
    game = position(*ROW_POSITION)
    builder = TurnBuilder(game)
    builder.place_at(point("e5"))
    builder.choose_tulaga(0)
    builder.choose_rank(point("c5"))
    assert builder.stage == "reap"
    return tulaga_scene(game, builder=builder, compact=compact)


def _beside(
    origin: tuple[float, float], direction: str, along: float, side: float
) -> tuple[float, float]:
    """The point ``along`` units from ``origin`` the way ``direction`` goes on screen and
    ``side`` units across it."""
    df, dr = DIRECTIONS[direction]
    ux, uy = df, -dr  # screen y grows downward
    return origin[0] + ux * along - uy * side, origin[1] + uy * along + ux * side


@pytest.mark.parametrize("compact", [False, True])
def test_reap_arrows_are_a_finger_wide_and_never_overlap(compact: bool) -> None:
    """Each arrow's region holds a square a finger wide (44 CSS pixels: 44 units in the
    wide picture, 61 in the compact one shown 340 pixels wide), holds the arrow drawn, and
    no point lies in two arrows' regions (a tap there would be ambiguous)."""
    scene = _reaping(compact)
    finger = (COMPACT_SIZES if compact else WIDE_SIZES).finger
    assert finger * (340 / COMPACT_WIDTH if compact else 1) >= FINGER
    ox, oy = point_xy(point("c5"))
    arrows = {r.key: r.points for r in scene.regions if str(r.key).startswith("reap:")}
    assert sorted(arrows) == sorted(REAP_KEYS.values())
    for direction in DIRECTIONS:
        region = arrows[REAP_KEYS[direction]]
        # a convex region holds a square when it holds its corners (just inside them: a
        # point on an edge is no hit)
        inset = (finger / 2 + 0.1, 1.5 * finger - 0.1)
        across = (0.1 - finger / 2, finger / 2 - 0.1)
        square = [_beside((ox, oy), direction, a, s) for a in inset for s in across]
        assert all(point_in_polygon(*corner, region) for corner in square), direction
        # the arrow's shaft and head, from its base to its tip
        drawn = [
            _beside((ox, oy), direction, a, s)
            for a in (0.56 * STEP, 1.2 * STEP)
            for s in (-14, 0, 14)
        ]
        assert all(point_in_polygon(*spot, region) for spot in drawn), direction
    for x in range(int(ox - 100), int(ox + 100), 2):
        for y in range(int(oy - 100), int(oy + 100), 2):
            inside = [
                k for k, region in arrows.items() if point_in_polygon(x + 0.5, y + 0.5, region)
            ]
            assert len(inside) <= 1, (x, y, inside)


def test_each_arrow_key_leads_from_the_rank_stone_to_its_reap_arrow() -> None:
    links = arrow_links(_reaping(compact=True))
    left, right, up, down = links[point("c5")]
    assert (left, right, up, down) == ("reap:W", "reap:E", "reap:N", "reap:S")
    assert links["reap:N"][3] == point("c5")  # Down leads back to the stone


def test_result_banner_names_the_winner_TULAGA_7() -> None:
    game = TulagaGame(rank_stones=4)
    game.play_all(["a1", "a9", "b1", "b9", "c1", "c9", "d1", "d9", "e1 =a1-e1@c1"])
    assert not game.is_over()
    svg = render_svg(game)
    assert _groups(svg, "banner") == []
    # no more stones for White: White loses at the start of a turn (TULAGA-3)
    lost = _random_game(3, 400)
    assert lost.is_over()
    (banner,) = _groups(render_svg(lost), "banner")
    winner = lost.winner()
    assert winner is not None
    assert banner.get("data-winner") == ("black", "white")[winner]


def _rects_in(group: Group) -> list[tuple[float, float, float, float]]:
    from tulakit.drawing.scene import Group, Rect

    found = []
    for item in group.items:
        if isinstance(item, Group):
            found += _rects_in(item)
        elif isinstance(item, Rect):
            found.append((item.x, item.y, item.x + item.width, item.y + item.height))
    return found


@pytest.mark.parametrize("compact", [False, True])
def test_the_result_lies_beside_the_board_not_over_it_TULAGA_7(compact: bool) -> None:
    """The final position stays in view: the result's box touches no point of the board
    (every point's hit region), there is no veil, and it says the winner and why."""
    from tulakit.drawing.scene import Group, Text

    game = _random_game(3, 400)
    assert game.is_over()
    scene = tulaga_scene(game, compact=compact)
    (banner,) = [g for g in scene.root.items if isinstance(g, Group) and g.cls == "banner"]
    boxes = _rects_in(banner)
    assert len(boxes) == 1
    x0, y0, x1, y1 = boxes[0]
    assert 0 <= x0 < x1 <= scene.width and 0 <= y0 < y1 <= scene.height
    for region in scene.regions:
        xs = [x for x, _ in region.points]
        ys = [y for _, y in region.points]
        clear = x1 <= min(xs) or max(xs) <= x0 or y1 <= min(ys) or max(ys) <= y0
        assert clear, f"the result covers point {region.key}"
    words = " ".join(t.text for t in banner.items if isinstance(t, Text))
    seat, result = game.winner(), game.result()
    assert seat is not None and result is not None
    winner = ("Black", "White")[seat]
    why = result.message.split(": ", 1)[1]  # "White has no simple stone left ..."
    assert words == f"{winner} wins! {why[0].upper()}{why[1:]}"


def test_reap_arrows_count_what_the_engine_reaps_up_to_the_winning_rank_TULAGA_6_7() -> None:
    """Black's last rank stone lands on h5 and wins (TULAGA-7): i5 beyond it stays. The
    arrow east must say 2, as the engine reaps, not the 3 opponent stones on the ray."""
    from tulakit.tulaga.positions import REAP_WIN_MOVE, reap_win_position
    from tulakit.tulaga.words import arrow_label

    game = reap_win_position()
    move = game.parse_move(REAP_WIN_MOVE)
    assert move.claim is not None and move.reap == "E"
    builder = TurnBuilder(game)
    builder.place_at(move.place)
    builder.choose_tulaga(
        builder.tulagas.index(next(t for t in builder.tulagas if t.stones == move.claim.stones))
    )
    builder.choose_rank(move.claim.rank_point)
    assert builder.stage == "reap"
    svg = render_svg(game, builder=builder)
    shown = {
        g.get("data-direction"): int(g.get("data-reaps", "-1")) for g in _groups(svg, "reap-arrow")
    }

    played = game.copy()
    played.play(move)
    assert played.winner() == 0
    on_ray = [q for q in RAYS[move.claim.rank_point]["E"] if game.cell(q) in (2, 4)]
    assert len(on_ray) == 3, "the position must have a white stone past the winning rank"
    assert shown["E"] == len(played.last_reaped) == 2
    assert played.cell(point("i5")) == 2  # the white simple stone past h5 is still there
    assert arrow_label(game, builder, "E").startswith("Reap east from b5: takes 2 ")
    # once played, the reap's line on the board ends on h5, where the reap stopped
    (line,) = [el for g in _groups(render_svg(played), "last-move") for el in g.iter(f"{NS}line")
               if el.get("stroke-dasharray")]  # fmt: skip
    end = (float(line.get("x2", "nan")), float(line.get("y2", "nan")))
    assert end == pytest.approx(point_xy(point("h5")))
