"""Tula's drawing: the SVG and the scene's hit regions (tulakit.tula.svg)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any

from tulakit.drawing.piecepack import SUIT_COLOURS
from tulakit.drawing.scene import Scene
from tulakit.tula import ALL_TILES, TulaGame, new_game
from tulakit.tula.svg import HEIGHT, WIDTH, render_svg, tula_scene

NS = "{http://www.w3.org/2000/svg}"


def deal_with(fixed: dict[int, str]) -> list[str]:
    """A deal with the given tiles at the given positions, the rest in canonical order."""
    rest = iter(t for t in ALL_TILES if t not in fixed.values())
    return [fixed[p] if p in fixed else next(rest) for p in range(24)]


# Tile 23 (S0) matches none of the layer-3 tiles: mercy (TULA-7) or a quick loss.
MERCY_DEAL = deal_with({23: "S0", 20: "M1", 21: "C2", 22: "A3"})


def _tiles(svg: str) -> dict[int, ET.Element]:
    root = ET.fromstring(svg)
    return {
        int(g.attrib["data-position"]): g
        for g in root.iter(f"{NS}g")
        if "tile" in (g.get("class") or "").split()
    }


def _groups(svg: str, cls: str) -> list[ET.Element]:
    root = ET.fromstring(svg)
    return [g for g in root.iter(f"{NS}g") if cls in (g.get("class") or "").split()]


def _texts(element: ET.Element) -> list[str]:
    return [t.text or "" for t in element.iter(f"{NS}text")]


def test_svg_parses_with_fixed_size_and_24_tiles_at_start_TULA_1() -> None:
    svg = render_svg(new_game(seed=3))
    root = ET.fromstring(svg)
    assert (root.get("width"), root.get("height")) == (str(WIDTH), str(HEIGHT))
    tiles = _tiles(svg)
    assert sorted(tiles) == list(range(24))
    assert {int(g.attrib["data-layer"]) for g in tiles.values()} == {1, 2, 3, 4}


def test_face_down_tiles_show_only_their_position_number() -> None:
    game = new_game(seed=3)
    for p, g in _tiles(render_svg(game)).items():
        assert "face-down" in g.attrib["class"]
        assert _texts(g) == [str(p)]
        # no suit colour anywhere on a back
        assert not any(el.get("fill") in SUIT_COLOURS.values() for el in g.iter())


def test_revealed_tile_shows_value_and_suit_colour() -> None:
    game = new_game(seed=3)
    game.play("R23")
    code = game.tile_at(23)
    g = _tiles(render_svg(game))[23]
    assert "face-up" in g.attrib["class"]
    value = {"0": [], "1": ["A"]}.get(code[1], [code[1]])
    assert sorted(_texts(g)) == sorted(["23", *value])
    assert any(el.get("fill") == SUIT_COLOURS[code[0]] for el in g.iter())


def test_taken_tile_disappears_and_tops_the_stack() -> None:
    game = new_game(seed=3)
    game.play_all(["R23", "T23"])
    svg = render_svg(game)
    assert sorted(_tiles(svg)) == list(range(23))
    (top,) = _groups(svg, "stack-top")
    assert top.get("data-tile") == game.top
    (stack,) = _groups(svg, "stack")
    assert stack.get("data-count") == "1"


def test_highlights_only_when_asked_and_match_legal_moves() -> None:
    game = new_game(seed=3)
    game.play_all(["R23", "T23", "R20"])
    assert "highlight" not in render_svg(game)
    svg = render_svg(game, highlight_legal=True)
    marked = {
        kind: {
            int(p)
            for p, g in _tiles(svg).items()
            if _groups(ET.tostring(g, encoding="unicode"), kind)
        }
        for kind in ("reveal", "take")
    }
    legal = game.legal_moves()
    assert marked["reveal"] == {m.position for m in legal if m.kind == "R"} == {21, 22}
    assert marked["take"] == {m.position for m in legal if m.kind == "T"}


def test_reveal_and_take_highlights_look_different() -> None:
    game = TulaGame(deal_with({23: "S2", 20: "S0", 21: "M5", 22: "C5"}))
    game.play_all(["R23", "T23", "R20"])  # 20 (S0) matches the top S2; 21, 22 may be revealed
    svg = render_svg(game, highlight_legal=True)
    (take,) = _groups(svg, "take")
    reveal = _groups(svg, "reveal")
    assert len(reveal) == 2

    def dashed(g: ET.Element) -> bool:
        return any(el.get("stroke-dasharray") for el in g.iter())

    def strokes(g: ET.Element) -> set[str | None]:
        return {el.get("stroke") for el in g.iter()} - {None, "none"}

    assert dashed(reveal[0]) and not dashed(take)
    assert not strokes(take) & strokes(reveal[0])


def test_mercy_marker_only_while_mercy_is_available_TULA_7() -> None:
    game = TulaGame(MERCY_DEAL)
    game.play_all(["R23", "T23", "R20", "R21"])
    assert not _groups(render_svg(game), "mercy-badge")
    game.play("R22")
    assert game.mercy_available()
    assert _groups(render_svg(game), "mercy-badge")
    assert len(_groups(render_svg(game, highlight_legal=True), "mercy")) == 3


def test_banner_with_the_result_when_the_game_is_over_TULA_8() -> None:
    game = TulaGame(MERCY_DEAL, mercy=False)
    game.play_all(["R23", "T23", "R20", "R21"])
    assert not _groups(render_svg(game), "banner")
    game.play("R22")
    (banner,) = _groups(render_svg(game), "lost")
    words = " ".join(_texts(banner)[1:])
    result = game.result()
    assert result is not None and words == result.message
    assert _texts(banner)[0] == "Game over"


def test_each_visible_tile_can_be_clicked_through_its_region() -> None:
    game = new_game(seed=3)
    game.play_all(["R23", "T23"])
    scene = tula_scene(game)
    for p in range(23):
        point = scene.visible_point(p)
        if point is not None:
            assert scene.hit(*point) == p
    # the open tiles are never hidden
    for p in (20, 21, 22):
        assert scene.visible_point(p) is not None


def test_selected_tile_is_outlined() -> None:
    game = new_game(seed=3)
    (selected,) = _groups(render_svg(game, selected=23), "selected")
    assert selected is not None
    assert not _groups(render_svg(game), "selected")


def test_repr_svg_uses_the_same_drawing() -> None:
    game = new_game(seed=3)
    assert game._repr_svg_() == render_svg(game)


def _keyed(scene: Scene) -> dict[Any, str]:
    """Every group with a key in ``scene``, by key, as SVG markup."""
    from tulakit.drawing.scene import Group
    from tulakit.drawing.svg import fragment

    found, todo = {}, list(scene.root.items)
    while todo:
        item = todo.pop()
        if isinstance(item, Group):
            if item.key is not None:
                found[item.key] = fragment(item)
            todo.extend(item.items)
    return found


def test_a_key_draws_the_same_in_both_layouts() -> None:
    """A browser view keeps a keyed piece's markup and reuses it by key
    (tulakit.drawing.frames), so a key must always draw the same: a board that turns
    narrow on a phone would otherwise show the wide layout's stack off the picture."""
    from tulakit.tula.svg import NARROW, WIDE

    game = new_game(seed=7, auto_reveal=True)
    for _ in range(3):  # the opening and two more: a top tile and tiles below it
        game.play(game.legal_moves()[0])
    wide, narrow = _keyed(tula_scene(game, layout=WIDE)), _keyed(tula_scene(game, layout=NARROW))
    shared = set(wide) & set(narrow)
    assert len(game.stack) >= 2 and any(k[0] == "tula-stack-top" for k in wide)
    assert shared, "the tiles of the temple are drawn the same in both layouts"
    assert {k: wide[k] for k in shared} == {k: narrow[k] for k in shared}


def _boxes(scene: Scene, cls: str) -> list[tuple[float, float, float, float]]:
    """(x0, y0, x1, y1) of every rectangle in the scene's groups of class ``cls``."""
    from tulakit.drawing.scene import Group, Rect

    found = []

    def walk(group: Group, inside: bool) -> None:
        for item in group.items:
            if isinstance(item, Group):
                walk(item, inside or cls in item.cls.split())
            elif inside and isinstance(item, Rect):
                found.append((item.x, item.y, item.x + item.width, item.y + item.height))

    walk(scene.root, False)
    return found


def _overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_the_result_leaves_the_final_position_in_view_TULA_8() -> None:
    """The result band lies above the temple: it covers no tile, not the stack, and there
    is no veil over the picture (the final position must stay readable)."""
    from tulakit.tula import solve
    from tulakit.tula.svg import NARROW, WIDE

    lost = TulaGame(MERCY_DEAL, mercy=False)
    lost.play_all(["R23", "T23", "R20", "R21", "R22"])
    won = new_game(seed=3, winnable=True)
    won.play_all(solve(won.deal).moves)
    lost_result, won_result = lost.result(), won.result()
    assert lost_result is not None and lost_result.outcome == "lost"
    assert won_result is not None and won_result.outcome == "won"
    for game in (lost, won):
        for layout in (WIDE, NARROW):
            scene = tula_scene(game, layout=layout)
            (band,) = _boxes(scene, "banner")
            assert band[2] - band[0] < scene.width and band[3] - band[1] < scene.height / 4
            tiles = [
                (min(x for x, _ in r.points), min(y for _, y in r.points),
                 max(x for x, _ in r.points), max(y for _, y in r.points))
                for r in scene.regions
            ]  # fmt: skip
            stack = _boxes(scene, "stack")
            assert tiles or game is won
            assert not [t for t in tiles + stack if _overlap(band, t)], (game.result(), layout)
