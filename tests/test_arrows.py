"""The arrow-key rule (tulakit.drawing.arrows), without a browser: the geometric default on
made-up layouts, declared links and grids, and every game's real scenes."""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from itertools import pairwise
from typing import Any, Protocol, TypeVar

import pytest
from hypothesis import given
from hypothesis import strategies as st
from tulaga.positions import position  # tests/tulaga/positions.py

from tulakit.chola import new_game as new_chola
from tulakit.chola.board import COORDS, DOORWAY_TOP, INDEX, space
from tulakit.chola.expert_svg import expert_layout
from tulakit.chola.picture import compact
from tulakit.chola.svg import chola_scene
from tulakit.drawing.arrows import ARROWS, OPPOSITE, Links, arrow_links, centre, geometric
from tulakit.drawing.scene import Arrow, Key, Scene, rect_points
from tulakit.tula import new_game as new_tula
from tulakit.tula.svg import NARROW, tula_scene
from tulakit.tulaga import new_game as new_tulaga
from tulakit.tulaga.board import point
from tulakit.tulaga.svg import REAP_KEYS, tulaga_scene
from tulakit.widgets.board import Board
from tulakit.widgets.chola_board import CholaBoard
from tulakit.widgets.chola_expert_board import ExpertBoard
from tulakit.widgets.tula_board import TulaBoard
from tulakit.widgets.tulaga_board import TulagaBoard


def _squares(cells: dict[Key, tuple[float, float]], size: float = 10) -> Scene:
    scene = Scene(200, 200)
    for key, (x, y) in cells.items():
        scene.add_region(key, rect_points(x, y, size, size))
    return scene


def _towards(links: dict[Key, Links], key: Key | None, arrow: Arrow) -> Key | None:
    assert key is not None
    return links[key][ARROWS.index(arrow)]


# -- the geometric default, as view.js had it ------------------------------------------------
def test_a_grid_of_squares_is_walked_like_a_grid() -> None:
    scene = _squares({f"{c},{r}": (c * 10, r * 10) for c in range(4) for r in range(3)})
    links = arrow_links(scene)
    assert links["1,1"] == ("0,1", "2,1", "1,0", "1,2")
    assert links["0,0"] == (None, "1,0", None, "0,1")  # a corner: two edges


def test_the_nearest_within_45_degrees_wins_before_a_straight_but_far_one() -> None:
    """What view.js did (and made Right from the Chola space 5,1 climb to 6,2)."""
    scene = _squares({"here": (0, 20), "diagonal": (10, 10), "far": (30, 20)})
    assert _towards(arrow_links(scene), "here", "right") == "diagonal"


def test_a_tie_goes_to_the_one_straighter_ahead_then_to_the_first_drawn() -> None:
    # both 50 away within 45 degrees of Right: "side" at (40, 30) and "straight" at (50, 0)
    tie = _squares({"here": (0, 100), "side": (40, 130), "straight": (50, 100)})
    assert _towards(arrow_links(tie), "here", "right") == "straight"
    # both as far and as straight: the first drawn
    first = _squares({"here": (0, 100), "b": (30, 120), "a": (30, 80)})
    assert _towards(arrow_links(first), "here", "right") == "b"


def test_beyond_the_wider_cone_is_the_edge() -> None:
    scene = _squares({"here": (0, 0), "steep": (10, 40)})  # 76 degrees off Right
    assert _towards(arrow_links(scene), "here", "right") is None
    assert _towards(arrow_links(scene), "here", "down") == "steep"


def test_overlapping_regions_less_than_half_a_unit_apart_are_not_ahead() -> None:
    scene = _squares({"a": (0, 0), "b": (0.4, 0)})
    assert arrow_links(scene)["a"] == (None, None, None, None)


def test_a_key_drawn_twice_counts_once_at_its_first_region() -> None:
    scene = _squares({"a": (0, 0), "b": (20, 0)})
    scene.add_region("a", rect_points(40, 0, 10, 10))  # "a" again, right of "b"
    links = arrow_links(scene)
    assert _towards(links, "b", "right") is None and _towards(links, "b", "left") == "a"
    assert set(links) == {"a", "b"}


centres = st.lists(
    st.tuples(st.integers(0, 40), st.integers(0, 40)), min_size=1, max_size=25, unique=True
)


@given(centres)
def test_the_four_arrows_at_once_choose_as_the_rule_does_one_at_a_time(
    cells: list[tuple[int, int]],
) -> None:
    """arrow_links sweeps once for four arrows: it must agree with geometric()."""
    scene = _squares({i: (x * 5.0, y * 3.0) for i, (x, y) in enumerate(cells)})
    where = [(r.key, centre(r.points)) for r in scene.regions]
    links = arrow_links(scene)
    for key, _ in where:
        assert links[key] == tuple(geometric(where, key, arrow) for arrow in ARROWS)


# -- declared links and grids ----------------------------------------------------------------
def test_a_declared_link_wins_and_leads_back() -> None:
    scene = _squares({"a": (0, 0), "b": (20, 0), "c": (0, 40)})
    scene.link("a", "down", "b")
    links = arrow_links(scene)
    assert _towards(links, "a", "down") == "b" and _towards(links, "b", "up") == "a"
    scene.link("a", "right", None)  # declared edge
    assert _towards(arrow_links(scene), "a", "right") is None


def test_a_link_to_a_region_not_shown_falls_back_to_geometry() -> None:
    scene = _squares({"a": (0, 0), "b": (20, 0)})
    scene.link("a", "right", "gone", back=False)
    assert _towards(arrow_links(scene), "a", "right") == "b"


def test_a_grid_crosses_its_gaps_and_leaves_only_for_what_lies_ahead() -> None:
    cells = {"l": (0, 0), "r": (2, 0), "top": (1, -1)}
    scene = _squares({key: (c * 10.0, 10 + r * 10.0) for key, (c, r) in cells.items()})
    scene.add_region("far", rect_points(100, 0, 10, 10))  # outside the grid, up and right
    scene.add_region("steep", rect_points(-60, -60, 10, 10))  # 70 above "l", 60 left of it
    scene.add_grid(cells)
    links = arrow_links(scene)
    assert _towards(links, "l", "right") == "r"  # not "top", nearer but off the row
    assert _towards(links, "r", "right") == "far"  # the row ends: out, within 45 degrees
    assert _towards(links, "l", "up") == "steep"
    # from "r", "steep" lies 49 degrees off Up: within the wide cone, which a grid's
    # edge does not use (it would lead far across the board)
    assert _towards(links, "r", "up") is None


def test_a_bad_arrow_is_refused() -> None:
    with pytest.raises(ValueError, match="not an arrow"):
        Scene(1, 1).link("a", "north", "b")  # type: ignore[arg-type]


# -- every game's real scenes ----------------------------------------------------------------
class _Game(Protocol):
    def is_over(self) -> bool: ...
    def legal_moves(self) -> Sequence[Any]: ...
    def play(self, move: Any) -> object: ...


G = TypeVar("G", bound=_Game)


def _played(game: G, moves: int, seed: int) -> G:
    """``game`` after up to ``moves`` random moves."""
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over():
            break
        game.play(rng.choice(game.legal_moves()))
    return game


def real_scenes() -> Iterator[tuple[str, Scene]]:
    """Each game's pictures as boards show them: fresh, mid-game, narrow, over."""
    for seed in (1, 2):
        for moves in (0, 10, 200):
            tula = _played(new_tula(seed=seed), moves, seed)
            yield f"tula {seed}/{moves}", tula_scene(tula, highlight_legal=True)
            yield f"tula narrow {seed}/{moves}", tula_scene(tula, layout=NARROW)
            tulaga = _played(new_tulaga(), moves, seed)
            yield f"tulaga {seed}/{moves}", tulaga_scene(tulaga)
            yield f"tulaga compact {seed}/{moves}", tulaga_scene(tulaga, compact=True)
            for players in (1, 2, 4):
                variant = "solo" if players == 1 else "basic"
                start = new_chola(players=players, variant=variant, seed=seed)
                chola = _played(start, moves, seed)
                yield f"chola {players}p {seed}/{moves}", chola_scene(chola, seat=0)
                narrow = chola_scene(chola, seat=0, layout=compact(360))
                yield f"chola {players}p compact {seed}/{moves}", narrow
            expert = _played(new_chola(players=2, variant="expert", seed=seed), moves, seed)
            yield f"expert {seed}/{moves}", chola_scene(expert, seat=0)
            yield (
                f"expert narrow {seed}/{moves}",
                chola_scene(expert, seat=0, layout=expert_layout(400)),
            )
            # a desktop's: temple and sculpture board side by side, the seats below
            yield (
                f"expert middle {seed}/{moves}",
                chola_scene(expert, seat=0, layout=expert_layout(1250)),
            )


SCENES = dict(real_scenes())


def _reachable(links: dict[Key, Links], start: Key) -> set[Key]:
    seen = {start}
    queue = deque([start])
    while queue:
        for there in links[queue.popleft()]:
            if there is not None and there not in seen:
                seen.add(there)
                queue.append(there)
    return seen


@pytest.mark.parametrize("name", sorted(SCENES))
def test_every_region_is_reached_from_every_other_by_arrow_keys(name: str) -> None:
    """From wherever the cursor starts (or lands after a click) the keys go everywhere."""
    links = arrow_links(SCENES[name])
    assert len(links) > 1
    for start in links:
        assert _reachable(links, start) == set(links), f"{name}: from {start!r}"


@pytest.mark.parametrize("name", sorted(SCENES))
def test_each_arrow_moves_to_another_shown_region_or_is_an_edge(name: str) -> None:
    links = arrow_links(SCENES[name])
    for key, ends in links.items():
        assert len(ends) == 4
        assert all(end is None or (end in links and end != key) for end in ends)
    assert any(end is None for ends in links.values() for end in ends)  # it has edges


BOARDS: dict[str, Callable[[], Board]] = {
    "tula": lambda: TulaBoard(seed=3),
    "tulaga": TulagaBoard,
    "chola": lambda: CholaBoard(seed=3, players=3),
    "expert": lambda: ExpertBoard(seed=3),
}


@pytest.mark.parametrize("game", sorted(BOARDS))
def test_from_each_boards_start_every_region_is_reached(game: str) -> None:
    """What the browser gets: the links the board's view sends with its regions."""
    board = BOARDS[game]()
    start = board.cursor_start()
    start = start if start is not None else board.scene.regions[0].key
    assert _reachable(board.view.arrows, start) == {r.key for r in board.scene.regions}


def _grid_pairs(
    links: dict[Key, Links], cell: dict[int, tuple[int, int]]
) -> Iterator[tuple[int, Arrow, int]]:
    """(from, arrow, to) for arrows between neighbouring cells of a grid."""
    for key, ends in links.items():
        for arrow, end in zip(ARROWS, ends, strict=True):
            if isinstance(key, int) and isinstance(end, int) and key in cell and end in cell:
                (c1, r1), (c2, r2) = cell[key], cell[end]
                if abs(c1 - c2) + abs(r1 - r2) == 1:
                    yield key, arrow, end


def test_on_the_tulaga_board_left_undoes_right_and_up_undoes_down() -> None:
    links = arrow_links(tulaga_scene(new_tulaga()))
    cell = {p: (p % 9, -(p // 9)) for p in range(81)}
    pairs = list(_grid_pairs(links, cell))
    assert len(pairs) == 4 * 9 * 8  # every step between neighbours is an arrow's
    for here, arrow, there in pairs:
        assert _towards(links, there, OPPOSITE[arrow]) == here


@pytest.mark.parametrize(
    "name", ["chola 2p 1/0", "chola 2p compact 1/0", "expert 1/0", "expert middle 1/0"]
)
def test_in_the_chola_temple_left_undoes_right_and_up_undoes_down(name: str) -> None:
    links = arrow_links(SCENES[name])
    temple = set(range(len(COORDS)))
    for s, (x, y) in enumerate(COORDS):
        for arrow, (dx, dy) in zip(ARROWS, ((-1, 0), (1, 0), (0, 1), (0, -1)), strict=True):
            there = _towards(links, s, arrow)
            if (x + dx, y + dy) in INDEX:  # a neighbour in the temple: that is where it goes
                assert there == INDEX[x + dx, y + dy], (s, arrow)
                assert _towards(links, there, OPPOSITE[arrow]) == s
            else:  # out of the temple, or across the doorway to the far side of its row
                assert there not in temple or (x, y) in ((5, 0), (5, 1), (7, 0), (7, 1))


def test_right_from_5_1_crosses_the_chola_doorway_and_left_comes_back() -> None:
    """The doorway (6,0 and 6,1) is open ground: the rows go on beyond it; Down from the
    space above it is the edge (view.js once took Right from 5,1 up to 6,2)."""
    for name in ("chola 2p 1/0", "chola 1p compact 1/0", "expert 1/0", "expert middle 1/0"):
        links = arrow_links(SCENES[name])
        assert _towards(links, space("5,1"), "right") == space("7,1")
        assert _towards(links, space("7,1"), "left") == space("5,1")
        assert _towards(links, space("5,0"), "right") == space("7,0")
        assert _towards(links, space("7,0"), "left") == space("5,0")
        assert _towards(links, DOORWAY_TOP, "down") is None
        assert _towards(links, DOORWAY_TOP, "up") == space("6,3")


def test_between_the_chola_temple_and_its_face_up_row_and_along_the_row() -> None:
    links = arrow_links(SCENES["chola 2p 1/0"])
    row = [key for key in links if isinstance(key, str) and key.startswith("up:")]
    assert row, "a face-up row"
    cards: list[Key] = [*row, "stack"]
    for here, there in pairwise(cards):  # Right along, Left back
        assert _towards(links, here, "right") == there
        assert _towards(links, there, "left") == here
    assert _towards(links, space("0,0"), "down") == row[0]  # down from the temple's base
    assert isinstance(_towards(links, row[0], "up"), int)  # and up into the temple
    assert _towards(links, space("0,3"), "up") is None  # not across to the seats' cards


def test_the_tulaga_reap_arrows_are_reached_from_the_rank_point_and_lead_back() -> None:
    board = TulagaBoard(position("a5;b5;c5;d5", "c7;c8;h1;h2"))  # e5 completes a5-e5
    for where in ("e5", "e5", "c5"):  # place, claim the row, rank point c5
        board.press(point(where))
    assert board.builder is not None and board.builder.stage == "reap"
    links = board.view.arrows
    origin = point("c5")
    for arrow, direction in zip(ARROWS, "WENS", strict=True):
        assert _towards(links, origin, arrow) == REAP_KEYS[direction]
        assert _towards(links, REAP_KEYS[direction], OPPOSITE[arrow]) == origin
