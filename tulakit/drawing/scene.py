"""A small scene description shared by every tulakit board.

A :class:`Scene` is a list of simple shapes (rectangles with rounded corners, circles,
polygons, paths, lines and text) in a fixed coordinate system, plus named *hit regions*
that map a point back to a game position. :func:`tulakit.drawing.svg.to_svg` writes a
scene as SVG, for pictures in notebooks and for the boards in the browser
(:mod:`tulakit.widgets.view`), so there is one drawing and no second copy of its logic.

>>> from tulakit.drawing.palette import INK, PANEL
>>> scene = Scene(100, 50)
>>> scene.add(Rect(10, 10, 30, 30, rx=4, fill=PANEL, stroke=INK))
>>> scene.add_region("a", rect_points(10, 10, 30, 30))
>>> scene.hit(20, 20), scene.hit(60, 20)
('a', None)
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, TypeVar, Union

Point = tuple[float, float]
Key = Union[int, str]  # noqa: UP007 - used at run time on Python 3.10 too
#: an arrow key, as the keyboard rule (:mod:`tulakit.drawing.arrows`) names it
Arrow = Literal["left", "right", "up", "down"]
#: any kind of key (a grid's keys may all be ints, or all strings)
AnyKey = TypeVar("AnyKey", bound=Key)
_BACK: dict[str, Arrow] = {"left": "right", "right": "left", "up": "down", "down": "up"}


@dataclass(frozen=True, kw_only=True)
class Paint:
    """How a shape is painted: ``None`` means no fill (or no stroke)."""

    fill: str | None = None
    stroke: str | None = None
    stroke_width: float = 1.0
    opacity: float = 1.0
    dash: tuple[float, ...] = ()


@dataclass(frozen=True)
class Rect(Paint):
    """An axis-aligned rectangle; ``rx`` rounds its corners."""

    x: float
    y: float
    width: float
    height: float
    rx: float = 0.0


@dataclass(frozen=True)
class Circle(Paint):
    """A circle by centre and radius."""

    cx: float
    cy: float
    r: float


@dataclass(frozen=True)
class Polygon(Paint):
    """A closed polygon through ``points``."""

    points: tuple[Point, ...]


@dataclass(frozen=True)
class Line(Paint):
    """A straight segment (stroke only)."""

    x1: float
    y1: float
    x2: float
    y2: float


#: Path commands: ("M", x, y), ("L", x, y), ("Q", cx, cy, x, y),
#: ("C", c1x, c1y, c2x, c2y, x, y), ("A", cx, cy, r, start, end, anticlockwise), ("Z",).
#: The arc is in canvas (centre) form, angles in radians, clockwise on screen; it draws a
#: line from the current point to its start, exactly like ``CanvasRenderingContext2D.arc``.
PathCommand = tuple[Any, ...]


@dataclass(frozen=True)
class Path(Paint):
    """An SVG-like path made of the commands above (no strings to parse twice)."""

    commands: tuple[PathCommand, ...]


@dataclass(frozen=True)
class Text(Paint):
    """One line of text; ``anchor`` is start/middle/end, centred vertically on ``y``."""

    x: float
    y: float
    text: str
    size: float = 12.0
    anchor: str = "middle"
    weight: str = "normal"
    family: str = "sans-serif"


Shape = Union[Rect, Circle, Polygon, Line, Path, Text]  # noqa: UP007


@dataclass
class Group:
    """Shapes drawn together; ``cls`` and ``data`` become SVG attributes (for tests/CSS).

    >>> from tulakit.drawing.palette import HL_VERMILLION
    >>> g = Group(cls="tile", data={"position": 5})
    >>> g.add(Circle(1, 1, 1, fill=HL_VERMILLION)); len(g.items)
    1
    """

    items: list[Shape | Group] = field(default_factory=list)
    cls: str = ""
    data: dict[str, str | int] = field(default_factory=dict)
    title: str = ""
    #: when set, this group is finished and always draws the same for this key (e.g. a
    #: tile's position and state, with the game's name first): its markup is made once
    #: and a board's view keeps it between moves (:mod:`tulakit.drawing.frames`)
    key: Hashable | None = None

    def add(self, *items: Shape | Group) -> None:
        """Append shapes or groups, drawn in order (later on top)."""
        self.items.extend(items)


#: the smallest tap target a finger can hit, in CSS pixels (WCAG 2.5.5): a board makes
#: each hit region at least this big where it is shown, or as big as its neighbours leave
#: room for where they are closer (the points of a grid on a phone)
FINGER = 44


@dataclass(frozen=True)
class HitRegion:
    """A clickable area: a polygon and the key a click on it means."""

    key: Key
    points: tuple[Point, ...]


@dataclass
class Scene:
    """Everything a board draws, in user units from (0, 0) to (width, height)."""

    width: float
    height: float
    background: str | None = None
    root: Group = field(default_factory=Group)
    regions: list[HitRegion] = field(default_factory=list)
    #: arrow-key links declared where geometry misleads: (region, arrow) -> the region
    #: the arrow leads to, ``None`` for an edge (see :mod:`tulakit.drawing.arrows`)
    links: dict[tuple[Key, Arrow], Key | None] = field(default_factory=dict)
    #: regions laid out as grids, each region's (column, row) on screen: the arrows walk
    #: a grid's rows and columns (see :meth:`add_grid`)
    grids: list[dict[Key, tuple[int, int]]] = field(default_factory=list)

    def add(self, *items: Shape | Group) -> None:
        """Append shapes or groups to the top level."""
        self.root.add(*items)

    def add_region(self, key: Key, points: Sequence[Point]) -> None:
        """Register a clickable polygon; regions added later lie on top."""
        self.regions.append(HitRegion(key, tuple(points)))

    def link(self, key: Key, arrow: Arrow, to: Key | None, *, back: bool = True) -> None:
        """Declare that ``arrow`` leads from region ``key`` to region ``to`` (``None``: an
        edge), overriding the geometric rule; with ``back``, the opposite arrow leads back.

        >>> s = Scene(10, 10)
        >>> s.link("a", "right", "b"); s.links
        {('a', 'right'): 'b', ('b', 'left'): 'a'}
        >>> s.link("a", "sideways", "b")
        Traceback (most recent call last):
        ...
        ValueError: 'sideways' is not an arrow: left, right, up or down
        """
        if arrow not in _BACK:
            raise ValueError(f"{arrow!r} is not an arrow: left, right, up or down")
        self.links[key, arrow] = to
        if back and to is not None:
            self.links[to, _BACK[arrow]] = key

    def add_grid(self, cells: Mapping[AnyKey, tuple[int, int]]) -> None:
        """Declare that these regions form a grid: ``cells`` maps each to its (column,
        row), rows counted downward on screen. The arrow keys then move along the grid's
        rows and columns, across any gap (a missing cell), and leave the grid, where a
        row or column ends, for the nearest region outside it (:mod:`tulakit.drawing.arrows`).

        >>> s = Scene(10, 10)
        >>> s.add_grid({"a": (0, 0), "b": (2, 0)}); s.grids
        [{'a': (0, 0), 'b': (2, 0)}]
        """
        self.grids.append({key: cell for key, cell in cells.items()})

    def hit(self, x: float, y: float) -> Key | None:
        """The key of the top-most region containing ``(x, y)``, or ``None``."""
        for region in reversed(self.regions):
            if point_in_polygon(x, y, region.points):
                return region.key
        return None

    def visible_point(self, key: Key, step: float = 2.0) -> Point | None:
        """The point nearest the centre of ``key``'s region where a click hits ``key``.

        A region partly hidden under later regions is clicked where it shows; ``None``
        when it is hidden entirely (or unknown).

        >>> s = Scene(10, 10)
        >>> s.add_region(1, rect_points(0, 0, 4, 4)); s.add_region(2, rect_points(0, 0, 4, 2))
        >>> s.visible_point(1)
        (2.0, 2.0)
        >>> s.visible_point(2)
        (2.0, 0.0)
        """
        mine = [r for r in self.regions if r.key == key]
        if not mine:
            return None
        xs = [p[0] for p in mine[-1].points]
        ys = [p[1] for p in mine[-1].points]
        cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
        best: Point | None = None
        best_d = float("inf")
        nx, ny = int((max(xs) - min(xs)) / step), int((max(ys) - min(ys)) / step)
        for i in range(nx + 1):
            for j in range(ny + 1):
                x, y = min(xs) + i * step, min(ys) + j * step
                d = (x - cx) ** 2 + (y - cy) ** 2
                if d < best_d and self.hit(x, y) == key:
                    best, best_d = (x, y), d
        return best

    def walk(self) -> Iterator[Shape]:
        """Every shape in drawing order, groups flattened."""
        yield from _walk(self.root)


def _walk(group: Group) -> Iterator[Shape]:
    for item in group.items:
        if isinstance(item, Group):
            yield from _walk(item)
        else:
            yield item


def rect_points(x: float, y: float, width: float, height: float) -> tuple[Point, ...]:
    """The four corners of a rectangle, clockwise from the top left."""
    return ((x, y), (x + width, y), (x + width, y + height), (x, y + height))


def point_in_polygon(x: float, y: float, points: Sequence[Point]) -> bool:
    """Even-odd test; points on the left/top edges count as inside.

    >>> point_in_polygon(1, 1, rect_points(0, 0, 2, 2)), point_in_polygon(3, 1, rect_points(0, 0, 2, 2))
    (True, False)
    """
    inside = False
    n = len(points)
    for i in range(n):
        (x1, y1), (x2, y2) = points[i], points[(i + 1) % n]
        if (y1 <= y < y2) or (y2 <= y < y1):
            cross = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
            if x < cross:
                inside = not inside
    return inside
