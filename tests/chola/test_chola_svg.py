"""The Chola temple drawing: valid SVG whose stones, stars, cards and marks follow the state."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest
from chola.chola_positions import position

from tulakit.chola import CholaGame, new_game, space
from tulakit.chola.board import COORDS, EMPTY, N_SPACES, STARS
from tulakit.chola.cards import placements
from tulakit.chola.expert_svg import expert_layout
from tulakit.chola.moves import Build
from tulakit.chola.options import COLOUR_TOKENS, N_COLOURS
from tulakit.chola.svg import (
    STONE_FILL,
    Selection,
    card_picture,
    chola_scene,
    choose_layout,
    render_svg,
    space_xy,
    stone,
)
from tulakit.drawing.scene import FINGER, Group, Shape

NS = "{http://www.w3.org/2000/svg}"


def _fill(shape: Shape | Group) -> str | None:
    """The fill of one of a stone's or card's shapes (a plain shape, never a group)."""
    assert not isinstance(shape, Group)
    return shape.fill


def _groups(svg: str, cls: str) -> list[ET.Element]:
    """Groups whose class is ``cls`` or starts with ``cls`` and a space."""
    root = ET.fromstring(svg)
    return [
        g
        for g in root.iter(f"{NS}g")
        if g.get("class", "") == cls or g.get("class", "").startswith(cls + " ")
    ]


def _random_game(seed: int, moves: int, players: int = 3) -> CholaGame:
    rng = random.Random(seed)
    game = new_game(players=players, seed=seed)
    for _ in range(moves):
        if game.is_over():
            break
        legal = game.legal_moves()
        builds = [m for m in legal if isinstance(m, Build)]
        game.play(rng.choice(builds) if builds and rng.random() < 0.7 else rng.choice(legal))
    return game


@pytest.mark.parametrize("seed", range(5))
def test_svg_parses_and_stones_match_the_temple_CHOLA_S1(seed: int) -> None:
    game = _random_game(seed, 30 + 20 * seed)
    svg = render_svg(game)
    ET.fromstring(svg)
    stones = _groups(svg, "stone")
    for c, token in enumerate(COLOUR_TOKENS):
        drawn = [g for g in stones if g.get("class") == f"stone {token}"]
        assert len(drawn) == game.cells.count(c), token
    named = sorted(space(g.attrib["data-space"]) for g in stones)
    assert named == [s for s in range(N_SPACES) if game.cells[s] != EMPTY]


def test_every_space_has_a_hit_region_and_the_doorway_none_CHOLA_G1() -> None:
    scene = chola_scene(new_game(seed=3))
    for s in range(N_SPACES):
        assert scene.hit(*space_xy(s)) == s
    door = space_xy(space("5,0"))[0] + 34, space_xy(space("5,0"))[1]
    assert scene.hit(*door) is None  # (6,0) is open ground
    assert scene.hit(5, 5) is None
    # the grid is stepped: nothing beside the finial (6,12)
    fx, fy = space_xy(space("6,12"))
    assert scene.hit(fx - 34, fy) is None and scene.hit(fx + 34, fy) is None
    assert len(COORDS) == 115


def test_empty_stars_show_their_treasure_tiles_CHOLA_G3_T1() -> None:
    game = new_game(seed=4)
    stars = _groups(render_svg(game), "star")
    assert sorted(space(g.attrib["data-space"]) for g in stars) == sorted(STARS)
    with_tiles = [g for g in stars if ":" in (g.findtext(f"{NS}title") or "")]
    assert len(with_tiles) == len(game.treasures) == 10
    covered = position(temple={"1,0": "white", "1,1": "grey"}, tiles={})
    stars = _groups(render_svg(covered), "star")
    assert "1,1" not in [g.get("data-space") for g in stars] and len(stars) == 9
    off = new_game(seed=4, treasures="off")
    titles = [g.findtext(f"{NS}title") for g in _groups(render_svg(off), "star")]
    assert len(titles) == 10 and all(t is not None and ":" not in t for t in titles)


def test_each_colour_has_its_own_shade_and_mark_CHOLA_S1() -> None:
    assert len(set(STONE_FILL)) == N_COLOURS
    marks = []
    for c in range(N_COLOURS):
        shapes = stone(c, 0, 0)
        body, mark = shapes[0], shapes[1:]
        assert _fill(body) == STONE_FILL[c]
        marks.append(tuple((type(m).__name__, _fill(m) is not None) for m in mark))
    assert len(set(marks)) == N_COLOURS  # different marks, not only different shades


def test_only_the_viewing_seat_sees_its_cards() -> None:
    game = new_game(players=3, seed=2)
    svg = render_svg(game, seat=1)
    shown = [g.attrib["data-card"] for g in _groups(svg, "card")]
    hand = [f"c{c}" for c in game.cards(1)]
    up = [f"c{c}" for c in game.face_up]
    assert sorted(shown) == sorted(hand + up)
    assert len(_groups(svg, "card-back")) == len(game.cards(0)) + len(game.cards(2))
    scene = chola_scene(game, seat=1)
    keys = {r.key for r in scene.regions if isinstance(r.key, str)}
    assert keys == {f"card:{c}" for c in game.cards(1)} | {
        f"up:{i + 1}" for i in range(len(game.face_up))
    } | {"stack"}
    # without a seat every hand is shown (a picture of the whole game)
    everything = [g.get("data-card") for g in _groups(render_svg(game), "card")]
    assert len(everything) == 6 + len(game.face_up)


def test_panel_scores_bag_and_stack_follow_the_game() -> None:
    game = _random_game(1, 40)
    svg = render_svg(game)
    seats = {int(g.attrib["data-seat"]): int(g.attrib["data-score"]) for g in _groups(svg, "seat")}
    assert seats == dict(enumerate(game.scores))
    (bag,) = _groups(svg, "bag")
    assert int(bag.attrib["data-stones"]) == sum(game.bag)
    (stack,) = _groups(svg, "stack")
    assert int(stack.attrib["data-cards"]) == game.stack_size
    to_move = [g for g in _groups(svg, "seat") if "to-move" in g.get("class", "")]
    assert [int(g.attrib["data-seat"]) for g in to_move] == (
        [] if game.is_over() else [game.to_move]
    )


def test_last_build_is_marked_even_after_other_actions() -> None:
    game = new_game(seed=1)
    assert _groups(render_svg(game), "last-build") == []
    game.play("build c9 white@0,0")
    (last,) = _groups(render_svg(game), "last-build")
    assert last.get("data-move") == "build c9 white@0,0"
    game.play("draw stack")
    (last,) = _groups(render_svg(game), "last-build")
    assert last.get("data-move") == "build c9 white@0,0"


def test_selection_draws_targets_and_the_preview() -> None:
    game = position(temple={"3,0": "white"}, hand=["brown", "brown", "gold"], card="pair_same")
    card = game.cards(0)[0]
    found = placements("pair_same", game.cells, game.hand(0))
    targets = frozenset(s for p in found for s, _ in p)
    svg = render_svg(game, selection=Selection(card, targets, found[0], "placement 1 of 3"))
    assert len(_groups(svg, "target")) == len(targets)
    (preview,) = _groups(svg, "preview")
    assert len(preview.findall(f"{NS}rect")) >= 2 * 2  # two stones, each outlined
    chosen = [g for g in _groups(svg, "card") if "chosen" in g.get("class", "")]
    assert [g.get("data-card") for g in chosen] == [f"c{card}"]
    assert "placement 1 of 3" in svg
    assert game.cells.count(EMPTY) == N_SPACES - 1  # drawing changed nothing


def test_card_pictures_show_the_shape_CHOLA_C1() -> None:
    sizes = {
        shape: len([s for s in card_picture(shape, 0, 0, 10) if type(s).__name__ == "Rect"])
        for shape in ("single", "pair_same", "pair_mixed", "quad_split", "quad_diagonal")
    }
    assert sizes == {
        "single": 1,
        "pair_same": 2,
        "pair_mixed": 2,
        "quad_split": 4,
        "quad_diagonal": 4,
    }
    fills = [_fill(s) for s in card_picture("quad_diagonal", 0, 0, 10)]
    assert fills[0] == fills[3] != fills[1] == fills[2]  # one colour per diagonal
    fills = [_fill(s) for s in card_picture("pair_same", 0, 0, 10)]
    assert fills[0] == fills[1]


def test_result_banner_at_the_end_CHOLA_E1() -> None:
    game = _random_game(2, 2000, players=2)
    assert game.is_over()
    (banner,) = _groups(render_svg(game), "banner")
    result = game.result()
    assert result is not None
    assert banner.get("data-outcome") == result.outcome
    assert banner.get("data-winners") == ",".join(str(w) for w in result.winners)
    assert _groups(render_svg(_random_game(2, 5, players=2)), "banner") == []


def test_solo_game_draws_the_opponent_and_repr_svg() -> None:
    game = new_game(variant="solo", seed=2)
    svg = game._repr_svg_()
    ET.fromstring(svg)
    seats = _groups(svg, "seat")
    assert len(seats) == 2 and int(seats[1].attrib["data-score"]) == 100
    assert svg == render_svg(game)


def _full_hands(variant: str) -> CholaGame:
    """Both seats of a two-player game hold four cards, the most a hand holds (CHOLA-A1)."""
    game = new_game(players=2, seed=1, variant=variant)
    while min(len(game.cards(s)) for s in range(2)) < 4:
        game.play("draw stack")
    return game


@pytest.mark.parametrize("variant", ["basic", "expert"])
@pytest.mark.parametrize("available", [360, 330, 0])
def test_cards_are_a_finger_wide_and_apart_in_every_layout(variant: str, available: int) -> None:
    """A hand of four cards, the face-up row and the stack: each card's region is a finger
    (44 CSS pixels) wide and high as the page shows it (a 390-pixel phone's page is 360
    wide, the narrowest 330; 0 is the designed picture at its full size), none overlaps
    another, and each lies inside the picture."""
    game = _full_hands(variant)
    layout = (expert_layout if variant == "expert" else choose_layout)(available)
    scene = chola_scene(game, seat=0, layout=layout)
    scale = min(1.0, available / scene.width) if available else 1.0
    cards = [r for r in scene.regions if str(r.key).split(":")[0] in ("card", "up", "stack")]
    assert len([r for r in cards if str(r.key).startswith("card:")]) == 4
    boxes = []
    for region in cards:
        xs, ys = [x for x, _ in region.points], [y for _, y in region.points]
        box = (min(xs), min(ys), max(xs), max(ys))
        assert (box[2] - box[0]) * scale >= FINGER - 0.01, region.key
        assert (box[3] - box[1]) * scale >= FINGER - 0.01, region.key
        assert box[0] >= 0 and box[2] <= scene.width, region.key
        boxes.append((region.key, box))
    for i, (key, a) in enumerate(boxes):
        for other, b in boxes[i + 1 :]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (key, other)
