"""A scene sent to a browser view piece by piece: only the pieces the view lacks.

A board redraws after every move, but a move changes little: a Tula take removes one
tile and changes the stack. The view in the browser (``tulakit/widgets/view.js``) keeps
the SVG elements of the last frame by id; each new :class:`Frame` lists the ids in drawing
order and carries markup only for the pieces that are new. A whole Tula board is about
50 KB of SVG; a move sends a few KB.

The pieces: a group with a ``key`` always draws the same, so it is one piece, named by
its key, and its markup is made once; a group with a ``title`` (a tooltip) stays whole
too; other groups are opened, down to their shapes.

>>> from tulakit.drawing.palette import HL_BLUE, HL_VERMILLION
>>> from tulakit.drawing.scene import Circle, Scene
>>> maker = FrameMaker()
>>> scene = Scene(20, 10)
>>> scene.add(Circle(5, 5, 4, fill=HL_VERMILLION), Circle(15, 5, 4, fill=HL_BLUE))
>>> first = maker.frame(scene)
>>> first.order, sorted(first.parts) == sorted(first.order)
(['p0', 'p1'], True)
>>> scene.root.items[1] = Circle(15, 5, 3, fill=HL_BLUE)   # one piece changes
>>> second = maker.frame(scene)
>>> second.order, list(second.parts)
(['p0', 'p2'], ['p2'])
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from dataclasses import dataclass, field
from typing import Any

from tulakit.drawing.scene import Group, Scene, Shape
from tulakit.drawing.svg import fragment

#: markup of keyed groups, made once: a Tula redraw repeats most of its tiles unchanged
_KEYED_MARKUP: dict[Hashable, str] = {}
_MAX_KEYED = 4096


@dataclass(frozen=True)
class Frame:
    """What a view needs to show a scene: ids in drawing order, markup it lacks."""

    width: float
    height: float
    background: str | None
    order: list[str]
    parts: dict[str, str]
    #: the view must forget every piece it holds (a new view, or one that lost track)
    full: bool = False

    def message(self) -> dict[str, Any]:
        """The frame as the JSON message the view reads."""
        return {
            "kind": "frame",
            "width": self.width,
            "height": self.height,
            "background": self.background,
            "order": self.order,
            "parts": self.parts,
            "full": self.full,
        }


def _markup(item: Shape | Group) -> str:
    if isinstance(item, Group) and item.key is not None:
        text = _KEYED_MARKUP.get(item.key)
        if text is None:
            text = fragment(item)
            if len(_KEYED_MARKUP) < _MAX_KEYED:
                _KEYED_MARKUP[item.key] = text
        return text
    return fragment(item)


def pieces(scene: Scene) -> Iterator[tuple[Hashable, Shape | Group]]:
    """(identity, item) for every piece of ``scene`` in drawing order.

    >>> from tulakit.drawing.scene import Circle, Group, Scene
    >>> scene = Scene(10, 10)
    >>> scene.add(Group([Circle(1, 1, 1)], key="a"), Group([Circle(2, 2, 1), Circle(3, 3, 1)]))
    >>> [kind for (kind, _), _ in pieces(scene)]
    ['key', 'markup', 'markup']
    """
    stack: list[Shape | Group] = list(reversed(scene.root.items))
    while stack:
        item = stack.pop()
        if isinstance(item, Group) and item.key is None and not item.title:
            stack.extend(reversed(item.items))
        elif isinstance(item, Group) and item.key is not None:
            yield ("key", item.key), item
        else:
            yield ("markup", _markup(item)), item


@dataclass
class FrameMaker:
    """Remembers which pieces the view holds (by identity) and names them with ids."""

    _ids: dict[tuple[Hashable, int], str] = field(default_factory=dict)
    _next: int = 0

    def forget(self) -> None:
        """The view holds nothing any more (a new browser view): send everything next."""
        self._ids = {}

    def frame(self, scene: Scene) -> Frame:
        """The frame that turns what the view holds into ``scene``."""
        full = not self._ids
        ids: dict[tuple[Hashable, int], str] = {}
        order: list[str] = []
        parts: dict[str, str] = {}
        for identity, item in pieces(scene):
            copy = 0
            while (identity, copy) in ids:  # the same piece drawn twice keeps two ids
                copy += 1
            name = self._ids.get((identity, copy))
            if name is None:
                name = f"p{self._next}"
                self._next += 1
                parts[name] = _markup(item)
            ids[identity, copy] = name
            order.append(name)
        self._ids = ids
        return Frame(scene.width, scene.height, scene.background, order, parts, full)


__all__ = ["Frame", "FrameMaker", "pieces"]
