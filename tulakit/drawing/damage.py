"""What changed between two scenes, as rectangles to repaint ("damage").

A board redraws after every click, but a click changes little: a Tula take removes one
tile and changes the stack. A back end that can clip (the canvas one) repaints only the
damaged rectangles instead of the whole scene, which makes the message sent to the
browser several times smaller. This module is pure geometry on scenes:

- :func:`bounds` is the rectangle a shape or group may paint (strokes, miters and text
  estimated generously: too large only costs a little more drawing);
- :func:`units` flattens a scene into the pieces compared between redraws: groups with a
  ``key`` stay whole (they always draw the same), other groups are opened;
- :func:`damage` compares two such lists and returns the rectangles to repaint, or
  ``None`` when the whole scene should be repainted.

>>> from tulakit.drawing.scene import Circle, Rect, Scene
>>> old, new = Scene(100, 100), Scene(100, 100)
>>> old.add(Rect(0, 0, 10, 10, fill="red"), Circle(50, 50, 5, fill="blue"))
>>> new.add(Rect(0, 0, 10, 10, fill="red"), Circle(60, 50, 5, fill="blue"))
>>> damage(units(old), units(new), new)   # where the circle was, and where it is now
[Box(x0=44.0, y0=44.0, x1=56.0, y1=56.0), Box(x0=54.0, y0=44.0, x1=66.0, y1=56.0)]
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from typing import NamedTuple

from tulakit.drawing.scene import Circle, Group, Line, Path, Polygon, Rect, Scene, Shape, Text

#: a repaint covering more than this share of the scene is done whole (as cheap, simpler)
WHOLE_SCENE_SHARE = 0.6
#: a text's width is estimated at this many ems per character: wider than the average
#: glyph of a sans-serif face, so a text is never wider than its estimated box
_EM_PER_CHARACTER = 0.75
#: canvas strokes join with miters (limit 10): a sharp corner may reach five stroke
#: widths beyond the outline
_MITER_REACH = 5.0


class Box(NamedTuple):
    """An axis-aligned rectangle from ``(x0, y0)`` to ``(x1, y1)``."""

    x0: float
    y0: float
    x1: float
    y1: float

    def union(self, other: Box) -> Box:
        """The smallest box holding both."""
        return Box(
            min(self.x0, other.x0),
            min(self.y0, other.y0),
            max(self.x1, other.x1),
            max(self.y1, other.y1),
        )

    def meets(self, other: Box) -> bool:
        """True when the two boxes overlap with positive area."""
        return meets_any(self, (other,))

    def grown(self, margin: float) -> Box:
        """The box with ``margin`` added on every side, then widened to whole pixels.

        >>> Box(1.5, 2.2, 3.1, 4.0).grown(1)
        Box(x0=0.0, y0=1.0, x1=5.0, y1=5.0)
        """
        return Box(
            float(math.floor(self.x0 - margin)),
            float(math.floor(self.y0 - margin)),
            float(math.ceil(self.x1 + margin)),
            float(math.ceil(self.y1 + margin)),
        )

    @property
    def area(self) -> float:
        """Width times height."""
        return (self.x1 - self.x0) * (self.y1 - self.y0)


def meets_any(box: Box, boxes: Sequence[Box]) -> bool:
    """True when ``box`` overlaps one of ``boxes`` with positive area.

    >>> meets_any(Box(0, 0, 10, 10), [Box(10, 0, 20, 10), Box(5, 5, 6, 6)])
    True
    """
    # the hot test of a partial repaint, written out (no generator, no method calls)
    x0, y0, x1, y1 = box
    for b in boxes:  # noqa: SIM110 - a loop: any() over a generator is slower here
        if x0 < b[2] and b[0] < x1 and y0 < b[3] and b[1] < y1:
            return True
    return False


class Unit(NamedTuple):
    """A piece of a scene compared between redraws: a shape or a keyed group."""

    identity: Hashable
    box: Box
    item: Shape | Group


def _points_box(points: Sequence[tuple[float, float]]) -> Box:
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return Box(min(xs), min(ys), max(xs), max(ys))


def _path_box(shape: Path) -> Box:
    points: list[tuple[float, float]] = []
    for command in shape.commands:
        op = command[0]
        if op == "A":  # the arc's whole circle: generous, and simple
            cx, cy, r = command[1:4]
            points += [(cx - r, cy - r), (cx + r, cy + r)]
        elif op != "Z":  # a curve stays inside the hull of its control points
            args = command[1:]
            points += list(zip(args[0::2], args[1::2], strict=True))
    return _points_box(points) if points else Box(0.0, 0.0, 0.0, 0.0)


def _stroke_margin(shape: Shape, joins: bool) -> float:
    if not shape.stroke:
        return 0.0
    return shape.stroke_width * (_MITER_REACH if joins else 0.5)


def bounds(item: Shape | Group) -> Box:
    """The box ``item`` may paint, whole pixels, one pixel of anti-aliasing included.

    >>> bounds(Rect(10, 10, 20, 20, stroke="#000", stroke_width=2))
    Box(x0=8.0, y0=8.0, x1=32.0, y1=32.0)
    >>> bounds(Text(50, 20, "Stack", size=10))   # 5 characters, centred on (50, 20)
    Box(x0=30.0, y0=11.0, x1=70.0, y1=29.0)
    """
    if isinstance(item, Group):
        boxes = [bounds(child) for child in item.items]
        if not boxes:
            return Box(0.0, 0.0, 0.0, 0.0)
        box = boxes[0]
        for other in boxes[1:]:
            box = box.union(other)
        return box
    if isinstance(item, Rect):
        box = Box(item.x, item.y, item.x + item.width, item.y + item.height)
        margin = _stroke_margin(item, joins=False)
    elif isinstance(item, Circle):
        box = Box(item.cx - item.r, item.cy - item.r, item.cx + item.r, item.cy + item.r)
        margin = _stroke_margin(item, joins=False)
    elif isinstance(item, Polygon):
        box = _points_box(item.points)
        margin = _stroke_margin(item, joins=True)
    elif isinstance(item, Line):
        box = _points_box([(item.x1, item.y1), (item.x2, item.y2)])
        margin = _stroke_margin(item, joins=False)
    elif isinstance(item, Path):
        box = _path_box(item)
        margin = _stroke_margin(item, joins=True)
    elif isinstance(item, Text):
        width = len(item.text) * item.size * _EM_PER_CHARACTER
        left = {"start": 0.0, "middle": 0.5, "end": 1.0}[item.anchor] * width
        box = Box(
            item.x - left,
            item.y - 0.75 * item.size,
            item.x - left + width,
            item.y + 0.75 * item.size,
        )
        margin = 0.0
    else:
        raise TypeError(f"no bounds for {type(item).__name__}")
    return box.grown(margin + 1)


#: boxes of keyed groups: a key promises the same drawing, hence the same box
_KEYED_BOUNDS: dict[Hashable, Box] = {}
_MAX_KEYED = 4096


def _keyed_bounds(group: Group) -> Box:
    box = _KEYED_BOUNDS.get(group.key)
    if box is None:
        box = bounds(group)
        if len(_KEYED_BOUNDS) < _MAX_KEYED:
            _KEYED_BOUNDS[group.key] = box
    return box


def units(scene: Scene) -> list[Unit]:
    """The scene as a list of units in drawing order (see the module docstring)."""
    out: list[Unit] = []
    stack: list[Shape | Group] = [scene.root]
    while stack:
        item = stack.pop()
        if isinstance(item, Group):
            if item.key is not None:
                out.append(Unit(("group", item.key), _keyed_bounds(item), item))
            else:
                stack.extend(reversed(item.items))
        else:
            out.append(Unit(("shape", item), bounds(item), item))
    return out


def damage(before: Sequence[Unit], after: Sequence[Unit], scene: Scene) -> list[Box] | None:
    """The boxes to repaint to turn a canvas showing ``before`` into ``scene`` (``after``).

    ``None`` means "repaint everything": the units that stayed changed their order (a
    partial repaint keeps the order of what it does not touch), a scene holds the same
    unit twice, or the damage covers more than :data:`WHOLE_SCENE_SHARE` of the scene.
    An empty list means nothing changed.
    """
    old_ids = [unit.identity for unit in before]
    new_ids = [unit.identity for unit in after]
    old, new = set(old_ids), set(new_ids)
    if len(old) < len(old_ids) or len(new) < len(new_ids):
        return None  # a piece drawn twice: whether it stayed or moved is unclear
    kept = old & new
    if [i for i in old_ids if i in kept] != [i for i in new_ids if i in kept]:
        return None
    boxes = [u.box for u in before if u.identity not in kept]
    boxes += [u.box for u in after if u.identity not in kept]
    boxes = list(dict.fromkeys(boxes))  # a tile turned over leaves the same box twice
    if sum(box.area for box in boxes) > WHOLE_SCENE_SHARE * scene.width * scene.height:
        return None
    return boxes


__all__ = ["WHOLE_SCENE_SHARE", "Box", "Unit", "bounds", "damage", "meets_any", "units"]
