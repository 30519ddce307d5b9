"""The canvas back end sends exactly the commands ipycanvas' own attribute setters send.

``tulakit.widgets.canvas`` skips the traitlets of canvas attributes (fill style, font...)
and hands their "set" commands straight to the canvas manager, because the traitlets
took half of a redraw. These tests capture the batched message of a real ipycanvas
``Canvas`` both ways and compare them command by command.
"""

from __future__ import annotations

from typing import Any

import pytest
from ipycanvas import Canvas

from tulakit.chola import new_game as new_chola_game
from tulakit.chola.svg import chola_scene
from tulakit.drawing import Scene
from tulakit.tula import new_game as new_tula_game
from tulakit.tula.svg import tula_scene
from tulakit.widgets import canvas as backend


class _TraitletState(backend._State):
    """The plain way: every attribute set through ``setattr`` on the canvas."""

    def __init__(self, canvas: Any) -> None:
        super().__init__(canvas)
        self._send = None


def _batches(scene: Scene, monkeypatch: pytest.MonkeyPatch) -> tuple[list, list]:
    canvas = Canvas(width=scene.width, height=scene.height)
    manager = canvas._canvas_manager
    sent: list[list] = []
    flush = manager.flush

    def capture() -> None:
        # the manager switches to this canvas once, in the first batch only
        sent.append(
            [c for c in manager._commands_cache if c[0] != backend.COMMANDS["switchCanvas"]]
        )
        flush()

    monkeypatch.setattr(manager, "flush", capture)
    backend.paint(canvas, scene)
    monkeypatch.setattr(backend, "_State", _TraitletState)
    backend.paint(canvas, scene)
    return sent[0], sent[1]


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
