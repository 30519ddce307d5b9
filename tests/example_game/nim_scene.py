"""Nim drawn as a scene (:mod:`tulakit.drawing.scene`): three heaps of stones, each
stone a region a click or the keyboard cursor acts on.

A stone's region is keyed by the move a click on it plays: the k-th stone from the top
of heap b takes it and every stone above it, ``b<k>`` in Nim's notation. So the board
turns a press into a move by reading its key, and nothing in the picture needs to be
worked out twice. Engine-level, like the games' own pictures: no widget code.

>>> from example_game.nim import NimGame
>>> scene = nim_scene(NimGame((2, 1, 3)))
>>> sorted(region.key for region in scene.regions)
['a1', 'a2', 'b1', 'c1', 'c2', 'c3']
>>> scene.hit(*stone_centre(2, 1, 3)), scene.hit(*stone_centre(2, 3, 3)), scene.hit(5, 5)
('c1', 'c3', None)
"""

from __future__ import annotations

from example_game.nim import HEAPS, MOST, NimGame
from tulakit.drawing.palette import BW_EDGE, BW_FILL, INK, INK_FAINT, SURFACE
from tulakit.drawing.scene import FINGER, Circle, Group, Scene, Text, rect_points

#: a stone's pitch: a finger's width, so every stone is a tap target on a phone
STEP = FINGER + 4
#: the picture's margins; the heaps' names and sizes go under them
MARGIN = 24
WIDTH = 2 * MARGIN + STEP * 2 * len(HEAPS)
HEIGHT = 2 * MARGIN + STEP * MOST + 40


def stone_centre(heap: int, from_top: int, size: int) -> tuple[float, float]:
    """The centre of the ``from_top``-th stone (1: the top one) of a heap of ``size``.

    >>> stone_centre(0, 1, 1) == stone_centre(0, 2, 2)  # the bottom stone stays put
    True
    """
    x = MARGIN + STEP * (2 * heap + 1)
    from_bottom = size - from_top  # 0: the bottom stone
    y = MARGIN + STEP * (MOST - from_bottom) - STEP / 2
    return x, y


def nim_scene(game: NimGame) -> Scene:
    """The heaps of ``game`` as stones in columns, the bottom stones level."""
    scene = Scene(WIDTH, HEIGHT, background=SURFACE)
    cells: dict[str, tuple[int, int]] = {}
    for heap, (name, size) in enumerate(zip(HEAPS, game.heaps, strict=True)):
        column = Group(cls="heap", data={"heap": name, "size": size})
        for from_top in range(1, size + 1):
            x, y = stone_centre(heap, from_top, size)
            key = f"{name}{from_top}"
            column.add(Circle(x, y, FINGER / 2 - 2, fill=BW_FILL[1], stroke=BW_EDGE[1]))
            scene.add_region(key, rect_points(x - STEP / 2, y - STEP / 2, STEP, STEP))
            cells[key] = (heap, MOST - size + from_top - 1)  # rows counted down on screen
        x = MARGIN + STEP * (2 * heap + 1)
        label = f"heap {name}: {size}" if size else f"heap {name}: empty"
        column.add(Text(x, HEIGHT - MARGIN - 8, label, size=16, fill=INK if size else INK_FAINT))
        scene.add(column)
    scene.add_grid(cells)  # the arrow keys walk the heaps' stones
    return scene


__all__ = ["HEIGHT", "WIDTH", "nim_scene", "stone_centre"]
