"""Every piece of every game's picture paints inside the box that partial repaints trust.

A board repaints only the boxes of what changed (``tulakit.drawing.damage``); a piece that
paints outside its box would leave stale pixels behind. Here each unit of real scenes of
all three games (Tula with highlights and a result banner, Tulaga, Chola Basic and
Expert) is drawn alone by the canvas back end into a real Chromium canvas, and the
painted pixels are compared with ``bounds``. Text is the piece estimated, not computed.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from tulakit.chola import new_game as new_chola_game
from tulakit.chola.svg import chola_scene
from tulakit.drawing.damage import Box, units
from tulakit.drawing.scene import Scene
from tulakit.tula import new_game as new_tula_game
from tulakit.tula.svg import tula_scene
from tulakit.tulaga import new_game as new_tulaga_game
from tulakit.tulaga.svg import tulaga_scene
from tulakit.widgets.canvas import paint_commands

pytestmark = pytest.mark.browser


class _Recorder:
    """Stands in for an ipycanvas ``Canvas``: keeps each call and attribute set in order."""

    def __init__(self) -> None:
        object.__setattr__(self, "calls", [])

    def __getattr__(self, name: str) -> Any:
        return lambda *args: self.calls.append([name, list(args)])

    def __setattr__(self, name: str, value: Any) -> None:
        self.calls.append(["set", [name, value]])


#: JavaScript: draw each recorded unit alone, return the box of its painted pixels
INK_BOXES = """([width, height, drawings]) => {
    const canvas = document.createElement('canvas');
    canvas.width = width; canvas.height = height;
    const ctx = canvas.getContext('2d');
    const attr = {fill_style: 'fillStyle', stroke_style: 'strokeStyle', global_alpha: 'globalAlpha',
                  font: 'font', text_align: 'textAlign', text_baseline: 'textBaseline',
                  line_width: 'lineWidth'};
    const camel = (name) => name.replace(/_([a-z])/g, (m, c) => c.toUpperCase());
    const polygon = (p) => { ctx.beginPath(); ctx.moveTo(...p[0]); for (const q of p.slice(1)) ctx.lineTo(...q); ctx.closePath(); };
    const out = [];
    for (const calls of drawings) {
        ctx.reset();
        for (const [name, a] of calls) {
            if (name === 'set') ctx[attr[a[0]]] = a[1];
            else if (name === 'clear') ctx.clearRect(0, 0, width, height);
            else if (name === 'fill_circle' || name === 'stroke_circle') { ctx.beginPath(); ctx.arc(a[0], a[1], a[2], 0, 2 * Math.PI); name === 'fill_circle' ? ctx.fill() : ctx.stroke(); }
            else if (name === 'fill_polygon') { polygon(a[0]); ctx.fill(); }
            else if (name === 'stroke_polygon') { polygon(a[0]); ctx.stroke(); }
            else if (name === 'stroke_line') { ctx.beginPath(); ctx.moveTo(a[0], a[1]); ctx.lineTo(a[2], a[3]); ctx.stroke(); }
            else ctx[camel(name)](...a);
        }
        const data = ctx.getImageData(0, 0, width, height).data;
        let x0 = width, y0 = height, x1 = -1, y1 = -1;
        for (let i = 3; i < data.length; i += 4) {
            if (data[i]) {
                const p = (i - 3) / 4, x = p % width, y = Math.floor(p / width);
                if (x < x0) x0 = x; if (x > x1) x1 = x; if (y < y0) y0 = y; if (y > y1) y1 = y;
            }
        }
        out.push(x1 < 0 ? null : [x0, y0, x1 + 1, y1 + 1]);
    }
    return out;
}"""


def _played(game: Any, moves: int, seed: int) -> Any:
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over():
            break
        game.play(rng.choice(list(game.legal_moves())))
    return game


def _scenes() -> dict[str, Scene]:
    tula_over = _played(new_tula_game(seed=3, auto_reveal=True), 200, 3)
    assert tula_over.is_over()
    expert = _played(new_chola_game(players=2, seed=5, variant="expert"), 60, 5)
    return {
        "tula, highlights": tula_scene(_played(new_tula_game(seed=7), 6, 7), highlight_legal=True),
        "tula, result banner": tula_scene(tula_over),
        "tulaga": tulaga_scene(_played(new_tulaga_game(), 12, 1)),
        "chola basic": chola_scene(_played(new_chola_game(players=3, seed=2), 40, 2)),
        "chola expert": chola_scene(expert),
    }


@pytest.mark.parametrize("name", list(_scenes()))
def test_every_unit_paints_inside_its_box(page, name: str) -> None:
    scene = _scenes()[name]
    pieces = units(scene)
    drawings = []
    for unit in pieces:
        alone = Scene(scene.width, scene.height)
        alone.add(unit.item)
        recorder = _Recorder()
        paint_commands(recorder, alone)
        drawings.append(recorder.calls)
    inks = page.evaluate(INK_BOXES, [int(scene.width), int(scene.height), drawings])
    assert sum(ink is not None for ink in inks) > 0.9 * len(pieces)  # the drawing worked
    outside = [
        (unit.item, unit.box, ink)
        for unit, ink in zip(pieces, inks, strict=True)
        if ink is not None and not _within(Box(*ink), unit.box)
    ]
    assert not outside, (
        f"{len(outside)} of {len(pieces)} units paint outside their box: {outside[:3]}"
    )


def _within(ink: Box, box: Box) -> bool:
    return box.x0 <= ink.x0 and box.y0 <= ink.y0 and ink.x1 <= box.x1 and ink.y1 <= box.y1
