"""Which rectangles a board repaints after a move (``tulakit.drawing.damage``).

Whether each piece really paints inside its box is checked in a real browser
(``tests/browser/test_damage_bounds.py``); here: what counts as changed, when the whole
scene is repainted instead, and the boxes of each kind of shape.
"""

from __future__ import annotations

import math

from tulakit.drawing.damage import WHOLE_SCENE_SHARE, Box, bounds, damage, units
from tulakit.drawing.scene import Circle, Group, Line, Path, Polygon, Rect, Scene, Text
from tulakit.tula import new_game as new_tula_game
from tulakit.tula.svg import tile_box, tula_scene


def _scene(*items) -> Scene:
    scene = Scene(200, 100, background="#FFFFFF")
    scene.add(*items)
    return scene


def _contains(outer: Box, inner: Box) -> bool:
    return (
        outer.x0 <= inner.x0
        and outer.y0 <= inner.y0
        and inner.x1 <= outer.x1
        and inner.y1 <= outer.y1
    )


def test_nothing_changed_means_nothing_to_repaint() -> None:
    game = new_tula_game(seed=3)
    game.play_all(["R23", "T23"])
    before, after = units(tula_scene(game)), units(tula_scene(game))
    assert damage(before, after, tula_scene(game)) == []


def test_a_moved_shape_damages_where_it_was_and_where_it_is() -> None:
    old = _scene(Rect(0, 0, 10, 10, fill="#000000"), Circle(50, 50, 5, fill="#0000FF"))
    new = _scene(Rect(0, 0, 10, 10, fill="#000000"), Circle(120, 50, 5, fill="#0000FF"))
    boxes = damage(units(old), units(new), new)
    assert boxes == [bounds(Circle(50, 50, 5)), bounds(Circle(120, 50, 5))]


def test_units_that_stay_but_change_order_force_a_whole_repaint() -> None:
    a, b = Rect(0, 0, 10, 10, fill="#FF0000"), Rect(5, 5, 10, 10, fill="#00FF00")
    assert damage(units(_scene(a, b)), units(_scene(b, a)), _scene(b, a)) is None


def test_a_large_change_is_a_whole_repaint() -> None:
    small, large = Rect(0, 0, 10, 10, fill="#000000"), Rect(0, 0, 190, 90, fill="#000000")
    assert large.width * large.height > WHOLE_SCENE_SHARE * 200 * 100
    assert damage(units(_scene()), units(_scene(large)), _scene(large)) is None
    assert damage(units(_scene()), units(_scene(small)), _scene(small)) == [bounds(small)]


def test_keyed_groups_are_compared_by_key_and_other_groups_are_opened() -> None:
    tile = Group(key=("test", 1))
    tile.add(Rect(0, 0, 20, 20, fill="#000000"), Text(10, 10, "1"))
    loose = Group()
    loose.add(Circle(100, 50, 3, fill="#000000"), Circle(150, 50, 3, fill="#000000"))
    pieces = units(_scene(tile, loose))
    assert [type(u.item).__name__ for u in pieces] == ["Group", "Circle", "Circle"]
    assert pieces[0].identity == ("group", ("test", 1))
    assert pieces[0].box == bounds(tile)


def test_a_tula_take_repaints_a_small_part_of_the_board() -> None:
    """Taking a tile damages its place, the header's tile count and the stack; the rest of
    the temple stays (TULA-5)."""
    game = new_tula_game(seed=2, auto_reveal=True)
    game.play_all(["T23"])
    before = tula_scene(game)
    take = next(m for m in game.legal_moves() if m.kind == "T")
    game.play(take)
    after = tula_scene(game)
    boxes = damage(units(before), units(after), after)
    assert boxes is not None
    x, y, size = tile_box(take.position)
    assert any(_contains(box, Box(x, y, x + size, y + size)) for box in boxes)
    assert sum(box.area for box in boxes) < 0.4 * after.width * after.height
    untouched = tile_box(0)  # a corner tile of the bottom layer, far from the top
    assert not any(
        box.meets(Box(untouched[0] + 10, untouched[1] + 10, untouched[0] + 20, untouched[1] + 20))
        for box in boxes
    )


def test_bounds_hold_each_kind_of_shape() -> None:
    assert bounds(Rect(10, 10, 20, 20)) == Box(9, 9, 31, 31)
    stroked = bounds(Rect(10, 10, 20, 20, stroke="#000000", stroke_width=4))
    assert _contains(stroked, Box(8, 8, 32, 32))
    assert _contains(bounds(Circle(50, 50, 10)), Box(40, 40, 60, 60))
    # a sharp stroked corner reaches beyond the outline (miter): five widths are allowed
    spike = bounds(Polygon(((0, 0), (40, 2), (0, 4)), stroke="#000000", stroke_width=2))
    assert spike.x1 >= 40 + 10
    assert _contains(
        bounds(Line(0, 0, 30, 40, stroke="#000000", stroke_width=2)), Box(0, 0, 30, 40)
    )
    arc = Path((("M", 20, 10), ("A", 10, 10, 10, 0.0, math.pi, False)), fill="#000000")
    assert _contains(bounds(arc), Box(0, 0, 20, 20))
    curve = Path((("M", 0, 0), ("C", 10, 30, 20, -30, 30, 0)), stroke="#000000")
    assert _contains(bounds(curve), Box(0, -30, 30, 30))
    start, middle = Text(10, 50, "abcd", size=10, anchor="start"), Text(10, 50, "abcd", size=10)
    assert bounds(start).x0 <= 10 < bounds(start).x1 and bounds(middle).x0 < 10 - 10
    long, short = bounds(Text(0, 0, "x" * 20, size=10)), bounds(Text(0, 0, "x", size=10))
    assert (long.x1 - long.x0) - (short.x1 - short.x0) > 100  # grows with the text
