"""The end of a Chola game on the picture (issue 14): the result lies beside the temple,
never over it, so the final position stays in view; the treasure tiles are explained."""

from __future__ import annotations

import random
from typing import TypeVar

import pytest

from tulakit.chola import CholaGame, new_game
from tulakit.chola.board import STAR_SET
from tulakit.chola.moves import Build, Sculpt
from tulakit.chola.picture import MIN_TEXT, result_title
from tulakit.chola.svg import chola_scene, compact
from tulakit.chola.words import space_label
from tulakit.drawing.scene import Group, Rect, Scene, Text

S = TypeVar("S")


def _finished(seed: int, players: int, variant: str = "basic") -> CholaGame:
    rng = random.Random(seed)
    game = new_game(players=players, variant=variant, seed=seed)
    while not game.is_over():
        legal = game.legal_moves()
        scoring = [m for m in legal if isinstance(m, Build | Sculpt)]
        game.play(rng.choice(scoring) if scoring and rng.random() < 0.75 else rng.choice(legal))
    return game


def _top_groups(scene: Scene, cls: str) -> list[Group]:
    return [g for g in scene.root.items if isinstance(g, Group) and g.cls.split(" ")[0] == cls]


def _shapes(group: Group, kind: type[S]) -> list[S]:
    found: list[S] = []
    for item in group.items:
        if isinstance(item, Group):
            found += _shapes(item, kind)
        elif isinstance(item, kind):
            found.append(item)
    return found


def _box(rect: Rect) -> tuple[float, float, float, float]:
    return rect.x, rect.y, rect.x + rect.width, rect.y + rect.height


GAMES = [(2, "basic"), (5, "basic"), (1, "solo"), (3, "expert")]


@pytest.mark.parametrize(("players", "variant"), GAMES)
@pytest.mark.parametrize("width", [0, 390])
def test_the_result_lies_beside_the_temple_not_over_it_CHOLA_E1(
    players: int, variant: str, width: int
) -> None:
    """One box, no veil over the picture, touching no clickable part (temple spaces,
    cards, the stack), and saying who won and why."""
    from tulakit.chola.expert_svg import expert_layout
    from tulakit.chola.svg import choose_layout

    game = _finished(3, players, variant)
    pick = expert_layout if variant == "expert" else choose_layout
    layout = pick(width)
    scene = chola_scene(game, layout=layout)
    (banner,) = _top_groups(scene, "banner")
    boxes = [_box(r) for r in _shapes(banner, Rect)]
    assert len(boxes) == 1  # no veil: a box, and nothing the size of the picture
    x0, y0, x1, y1 = boxes[0]
    assert 0 <= x0 < x1 <= scene.width and 0 <= y0 < y1 <= scene.height
    for region in scene.regions:
        xs = [x for x, _ in region.points]
        ys = [y for _, y in region.points]
        clear = x1 <= min(xs) or max(xs) <= x0 or y1 <= min(ys) or max(ys) <= y0
        assert clear, f"the result covers {region.key}"
    words = " ".join(t.text for t in _shapes(banner, Text))
    result = game.result()
    assert result is not None
    # who won, the final scores and why the game ended (the message's last part)
    assert result_title(game) in words
    assert all(f"{n} {p}" in words for n, p in zip(game.names, game.scores, strict=True))
    why = result.message.rstrip(".").rpartition(": ")[2]
    assert why[1:] in words
    if layout.compact:  # on a phone: right after the temple, before the hands and cards
        (seats,) = _top_groups(scene, "seats")
        assert y1 <= min(r.y for r in _shapes(seats, Rect))
        assert min(t.size for t in _shapes(banner, Text)) >= layout.text


def test_the_wide_result_band_replaces_the_header_line() -> None:
    game = _finished(4, 2)
    texts = [t.text for t in _shapes(chola_scene(game).root, Text)]
    assert not any(t.startswith("Chola temple · move") for t in texts)
    assert any(
        t.startswith("Chola temple · move")
        for t in [t.text for t in _shapes(chola_scene(new_game(players=2, seed=4)).root, Text)]
    )


@pytest.mark.parametrize("width", [0, 390])
def test_the_treasure_tiles_are_explained_under_the_picture_CHOLA_T1(width: int) -> None:
    game = new_game(players=2, seed=1)
    assert "+2:pattern" in game.treasures.values()
    layout = compact(width) if width else None
    scene = chola_scene(game, layout=layout)
    (legend,) = _top_groups(scene, "treasure-legend")
    words = " ".join(t.text for t in _shapes(legend, Text))
    assert "+2 if the stone here ends the build in a pattern" in words
    assert "the colour of the mark" in words
    assert min(t.size for t in _shapes(legend, Text)) >= (layout.text if layout else MIN_TEXT)
    assert max(r.y + r.height for r in _shapes(legend, Rect)) <= scene.height
    # the tile itself says it in words, for a screen reader and as a tooltip
    (star,) = [s for s, tile in game.treasures.items() if tile == "+2:pattern"]
    assert star in STAR_SET
    assert "+2 if the stone here ends the build in a pattern" in space_label(game, star)
    tips = [g.title for g in _shapes_groups(scene.root, "star")]
    assert any("ends the build in a pattern" in (tip or "") for tip in tips)
    # without tiles, no legend
    plain = new_game(players=2, seed=1, treasures="off")
    assert not _top_groups(chola_scene(plain), "treasure-legend")


def _shapes_groups(group: Group, cls: str) -> list[Group]:
    found = []
    for item in group.items:
        if isinstance(item, Group):
            if item.cls == cls:
                found.append(item)
            found += _shapes_groups(item, cls)
    return found


def test_a_picture_without_tiles_keeps_its_designed_height() -> None:
    plain = chola_scene(new_game(players=2, seed=1, treasures="off"))
    assert plain.height == 650
    assert chola_scene(new_game(players=2, seed=1)).height > 650  # the legend below


def test_the_expert_legend_fits_left_of_the_sculpture_board() -> None:
    from tulakit.chola.expert_svg import BOARD_X, HEIGHT

    scene = chola_scene(new_game(players=2, variant="expert", seed=1))
    (legend,) = _top_groups(scene, "treasure-legend")
    assert scene.height == HEIGHT  # in the room the designed picture has, not below it
    assert max(r.x + r.width for r in _shapes(legend, Rect)) < BOARD_X
    assert max(r.y + r.height for r in _shapes(legend, Rect)) <= HEIGHT
