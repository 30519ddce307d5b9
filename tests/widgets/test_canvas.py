"""The canvas back end's two shortcuts send what the plain ipycanvas calls would.

``tulakit.widgets.canvas`` skips the traitlets of canvas attributes (fill style, font...)
and hands their "set" commands straight to the canvas manager, because the traitlets
took half of a redraw; and it replays the commands of groups with a ``key`` (Tula's
tiles) instead of drawing them again. These tests capture the batched message of a real
ipycanvas ``Canvas`` and compare the ways command by command.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from ipycanvas import Canvas

from tulakit.chola import new_game as new_chola_game
from tulakit.chola.svg import chola_scene
from tulakit.drawing import Scene
from tulakit.drawing.scene import Circle, Group, Polygon
from tulakit.tula import new_game as new_tula_game
from tulakit.tula.svg import tula_scene
from tulakit.widgets import canvas as backend
from tulakit.widgets.tula_board import TulaBoard
from tulakit.widgets.tulaga_lessons import row_exercise


class _TraitletState(backend._State):
    """The plain way: every attribute set through ``setattr`` on the canvas."""

    def __init__(self, canvas: Any) -> None:
        super().__init__(canvas)
        self._send = None


def _capture(canvas: Canvas, monkeypatch: pytest.MonkeyPatch) -> list[tuple[list, list]]:
    """Each batch the canvas sends from now on: (commands, binary buffers)."""
    manager = canvas._canvas_manager
    sent: list[tuple[list, list]] = []
    flush = manager.flush

    def capture() -> None:
        # the manager switches to this canvas once, in the first batch only
        switch = backend.COMMANDS["switchCanvas"]
        commands = [c for c in manager._commands_cache if c[0] != switch]
        sent.append((commands, [bytes(b) for b in manager._buffers_cache]))
        flush()

    monkeypatch.setattr(manager, "flush", capture)
    return sent


def _without_keys(scene: Scene) -> Scene:
    """A copy of the scene whose groups have no key (nothing is replayed)."""
    plain = copy.deepcopy(scene)
    groups = [plain.root]
    while groups:
        group = groups.pop()
        group.key = None
        groups.extend(item for item in group.items if isinstance(item, Group))
    return plain


def _keyed_groups(scene: Scene) -> list[Group]:
    found, groups = [], [scene.root]
    while groups:
        group = groups.pop()
        found += [group] if group.key is not None else []
        groups.extend(item for item in group.items if isinstance(item, Group))
    return found


def _batches(scene: Scene, monkeypatch: pytest.MonkeyPatch) -> tuple[list, list]:
    canvas = Canvas(width=scene.width, height=scene.height)
    sent = _capture(canvas, monkeypatch)
    backend.paint(canvas, _without_keys(scene))
    monkeypatch.setattr(backend, "_State", _TraitletState)
    backend.paint(canvas, _without_keys(scene))
    return sent[0][0], sent[1][0]


def _tula_scene() -> Scene:
    game = new_tula_game(seed=3)
    game.play_all(["R23", "T23"])
    return tula_scene(game)


def _chola_expert_scene() -> Scene:
    return chola_scene(new_chola_game(players=3, variant="expert", seed=2))


@pytest.mark.parametrize("make_scene", [_tula_scene, _chola_expert_scene])
def test_fast_attribute_commands_equal_the_traitlet_ones(make_scene, monkeypatch) -> None:
    fast, plain = _batches(make_scene(), monkeypatch)
    set_code = backend.COMMANDS["set"]
    assert sum(1 for c in fast if c[0] == set_code) > 10  # the scene does set attributes
    assert fast == plain


def test_kept_tile_drawings_replay_exactly_what_drawing_them_sends(monkeypatch) -> None:
    scene = _tula_scene()
    keyed = _keyed_groups(scene)
    assert len(keyed) > 20  # the temple's tiles carry keys
    monkeypatch.setattr(backend, "_DRAWN", {})
    canvas = Canvas(width=scene.width, height=scene.height)
    sent = _capture(canvas, monkeypatch)
    backend.paint(canvas, scene)  # draws every tile and keeps it
    assert len(backend._DRAWN) == len({g.key for g in keyed})
    backend.paint(canvas, scene)  # replays them
    assert sent[0] == sent[1]
    # a kept drawing sets every attribute it needs: the same tiles after other shapes
    # draw the same
    other = Canvas(width=scene.width, height=scene.height)
    sent_other = _capture(other, monkeypatch)
    backend.paint(other, _chola_expert_scene())
    backend.paint(other, scene)
    assert sent_other[1] == sent[0]


def test_kept_drawings_keep_their_binary_buffers(monkeypatch) -> None:
    """Polygons travel as binary buffers beside the commands: a replay sends them too."""
    scene = Scene(40, 40)
    shape = Group(key=("test", "triangle"))
    shape.add(Polygon(((2, 2), (30, 4), (10, 30)), fill="#123456", stroke="#000000"))
    scene.add(shape, Circle(30, 30, 4, fill="#FF0000"))
    monkeypatch.setattr(backend, "_DRAWN", {})
    canvas = Canvas(width=40, height=40)
    sent = _capture(canvas, monkeypatch)
    backend.paint(canvas, scene)
    backend.paint(canvas, scene)
    assert ("test", "triangle") in backend._DRAWN
    assert len(sent[0][1]) == 2  # fill and stroke each send the points as a buffer
    assert sent[0] == sent[1]


def _sent_bytes(batch: tuple[list, list]) -> int:
    commands, buffers = batch
    return len(json.dumps(commands)) + sum(len(b) for b in buffers)


def test_a_move_repaints_only_what_changed_and_a_new_view_gets_everything(monkeypatch) -> None:
    """After a take only the damaged boxes are repainted, in a clip (save, rects, clip,
    restore), in a message a fraction of a whole painting's size; a browser view that
    connects later starts blank, so it gets the whole painting again."""
    board = TulaBoard(seed=2, auto_reveal=True)
    board.click_tile(23)  # the opening (TULA-6)
    sent = _capture(board.canvas, monkeypatch)
    board._client_is_ready()
    take = next(m for m in board.game.legal_moves() if m.kind == "T")
    board.click_tile(take.position)
    (whole, repaint), codes = sent[:2], backend.COMMANDS
    assert whole[0][0][0] == codes["clear"]
    names = [c[0] for c in repaint[0]]
    assert names[0] == codes["save"] and names[-1] == codes["restore"]
    assert codes["clip"] in names and codes["clear"] not in names
    assert _sent_bytes(repaint) < 0.5 * _sent_bytes(whole)  # measured: 12 KB against 33 KB
    board._client_is_ready()  # a second view, e.g. the page reloaded
    assert sent[2][0][0][0] == codes["clear"]


def test_an_exercise_click_repaints_only_what_changed(monkeypatch) -> None:
    """Exercises on a canvas (here Tulaga's rows) repaint like the boards: a found point
    is marked in a clipped repaint, and a new view gets the whole painting."""
    exercise = row_exercise()
    sent = _capture(exercise.canvas, monkeypatch)
    exercise._client_is_ready()
    assert exercise.click_point("g5").startswith("yes")
    (whole, repaint), codes = sent[:2], backend.COMMANDS
    assert whole[0][0][0] == codes["clear"]
    names = [c[0] for c in repaint[0]]
    assert names[0] == codes["save"] and codes["clip"] in names and codes["clear"] not in names
    assert _sent_bytes(repaint) < 0.2 * _sent_bytes(whole)  # measured: 1.2 KB against 15 KB
    exercise._client_is_ready()
    assert sent[2][0][0][0] == codes["clear"]


def test_a_move_that_changes_nothing_visible_sends_no_drawing(monkeypatch) -> None:
    board = TulaBoard(seed=2, auto_reveal=True)
    sent = _capture(board.canvas, monkeypatch)
    board._client_is_ready()
    board.click(3.0, 3.0)  # the background: explained in the status line, nothing drawn
    assert "no tile there" in board.status
    assert [batch for batch in sent if batch[0]] == sent[:1]


def test_an_empty_kept_group_replays_as_nothing(monkeypatch) -> None:
    scene = Scene(40, 40)
    scene.add(Group(key=("test", "empty")), Circle(30, 30, 4, fill="#FF0000"))
    monkeypatch.setattr(backend, "_DRAWN", {})
    canvas = Canvas(width=40, height=40)
    sent = _capture(canvas, monkeypatch)
    backend.paint(canvas, scene)
    backend.paint(canvas, scene)  # the empty group is replayed from what was kept
    assert backend._DRAWN[("test", "empty")] == ()
    assert sent[0] == sent[1]
