"""Where each arrow key takes a board's keyboard cursor: a rule of the scene, not the browser.

Every board is one Tab stop whose cursor moves over the scene's hit regions with the four
arrow keys (:mod:`tulakit.widgets.view`). The browser only follows links: for each region
the kernel sends the region each arrow leads to (:func:`arrow_links`), so the rule is
plain Python, tested without a browser.

The default is geometric: the nearest region centre within 45 degrees of the arrow (ties
to the one straighter ahead), else the nearest within a wider cone (:func:`geometric`).
Where geometry misleads, a scene says more: regions laid out in rows and columns (the
Chola temple, its face-up cards) form a grid (:meth:`Scene.add_grid
<tulakit.drawing.scene.Scene.add_grid>`) whose rows the arrows follow across a gap such
as the Chola doorway, leaving it only for what lies ahead; and a single link may be
declared (:meth:`Scene.link <tulakit.drawing.scene.Scene.link>`), which wins over both.

>>> from tulakit.drawing.scene import Scene, rect_points
>>> scene = Scene(30, 20)
>>> for i, x in enumerate((0, 10, 20)):
...     scene.add_region(i, rect_points(x, 0, 10, 10))
>>> scene.add_region("under", rect_points(0, 10, 30, 10))
>>> links = arrow_links(scene)
>>> links[0]  # left, right, up, down
(None, 1, None, 'under')
>>> links["under"]  # the squares at its ends lie within 45 degrees of Left and Right
(0, 2, 1, None)
>>> scene.link("under", "up", 0)  # declared: Up from the long bar goes to its first square
>>> arrow_links(scene)["under"]
(0, 2, 0, None)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import pairwise

from tulakit.drawing.scene import Arrow, Key, Point, Scene

#: the four arrows, in the order their links travel to the browser
ARROWS: tuple[Arrow, ...] = ("left", "right", "up", "down")
#: each arrow's step on screen (y grows downward)
STEPS: dict[Arrow, tuple[int, int]] = {
    "left": (-1, 0),
    "right": (1, 0),
    "up": (0, -1),
    "down": (0, 1),
}
#: the arrow that undoes each one
OPPOSITE: dict[Arrow, Arrow] = {"left": "right", "right": "left", "up": "down", "down": "up"}

#: the cones tried in turn, as |aside| / ahead: first 45 degrees (a hair wider, so that an
#: exact diagonal counts), then about 68 degrees, so a region off to the side is still
#: reached rather than announced as the edge
CONES = (1.0001, 2.5)
#: a region must lie at least this far ahead (scene units), so a region that merely
#: overlaps the cursor's one, as tiles do in the Tula temple, is not "ahead" of it
MIN_AHEAD = 0.5
#: distances closer than this are a tie (sums in floating point are not exact)
TIE = 1e-6

#: for each region, the region (key) Left, Right, Up and Down lead to; ``None`` is an edge
Links = tuple[Key | None, Key | None, Key | None, Key | None]


def centre(points: Sequence[Point]) -> Point:
    """The mean of a region's corners (what the cursor's position is taken to be).

    >>> centre(((0, 0), (10, 0), (10, 4), (0, 4)))
    (5.0, 2.0)
    """
    return (
        sum(x for x, _ in points) / len(points),
        sum(y for _, y in points) / len(points),
    )


def geometric(centres: Sequence[tuple[Key, Point]], here: Key, arrow: Arrow) -> Key | None:
    """The region the arrow leads to from ``here`` by geometry alone, or ``None``.

    ``centres`` is every region's key and centre in drawing order; a key drawn twice is
    taken at its first region (the one the browser's cursor stands on) and never leads
    to itself. The nearest centre within the first cone of :data:`CONES` wins, ties to
    the straighter one and then to the one drawn first; failing that, the wider cone.

    >>> row = [("a", (0.0, 0.0)), ("b", (10.0, 0.0)), ("c", (10.0, 9.0)), ("d", (30.0, 0.0))]
    >>> geometric(row, "a", "right"), geometric(row, "b", "right"), geometric(row, "a", "left")
    ('b', 'd', None)
    >>> geometric(row, "a", "down")  # only "c" lies below, 48 degrees off: the wider cone
    'c'
    """
    fx, fy = next(point for key, point in centres if key == here)
    dx, dy = STEPS[arrow]
    for cone in CONES:
        best: Key | None = None
        best_score = (math.inf, math.inf)
        for key, (x, y) in centres:
            if key == here:
                continue
            ahead = (x - fx) * dx + (y - fy) * dy
            aside = abs((x - fx) * dy - (y - fy) * dx)
            if ahead <= MIN_AHEAD or aside > cone * ahead:
                continue
            distance = math.hypot(ahead, aside)
            if distance < best_score[0] - TIE or (
                abs(distance - best_score[0]) <= TIE and aside < best_score[1]
            ):
                best, best_score = key, (distance, aside)
        if best is not None:
            return best
    return None


def arrow_links(scene: Scene) -> dict[Key, Links]:
    """Where Left, Right, Up and Down lead from each of ``scene``'s regions.

    In order of precedence: a link the scene declared (:meth:`Scene.link
    <tulakit.drawing.scene.Scene.link>`; one to a region the scene does not have, such
    as a card no longer shown, is ignored); in a declared grid (:meth:`Scene.add_grid
    <tulakit.drawing.scene.Scene.add_grid>`) the next cell along the row or column, and
    where it ends the nearest region outside the grid; elsewhere :func:`geometric`.
    Each region's neighbours are found in one pass for all four arrows, with the same
    choices as :func:`geometric` (boards redraw after every move).
    """
    centres: list[tuple[Key, Point]] = []
    present: set[Key] = set()
    for region in scene.regions:
        if region.key not in present:  # a key's first region is where the cursor stands
            present.add(region.key)
            centres.append((region.key, centre(region.points)))
    grid_of: dict[Key, dict[Key, tuple[int, int]]] = {}
    along: dict[Key, list[Key | None]] = {}
    for cells in scene.grids:
        shown = {key: cell for key, cell in cells.items() if key in present}
        for key, ends in _along(shown).items():
            if key not in grid_of:  # a region in two grids walks the first
                grid_of[key], along[key] = shown, ends
    links: dict[Key, Links] = {}
    outside_of: dict[int, list[tuple[Key, Point]]] = {}  # by grid: the regions not in it
    for key, point in centres:
        grid = grid_of.get(key)
        if grid is None:
            ends = _sweep(point, [(k, p) for k, p in centres if k != key])
        else:
            ends = along[key]
            if None in ends:  # where the row or column ends: out of the grid
                # the first cone only: a grid's edge is an edge unless something lies
                # roughly ahead (Up from the temple's left side is not the seats' cards)
                if id(grid) not in outside_of:
                    outside_of[id(grid)] = [(k, p) for k, p in centres if k not in grid]
                outside = _sweep(point, outside_of[id(grid)], cones=CONES[:1])
                ends = [
                    end if end is not None else out for end, out in zip(ends, outside, strict=True)
                ]
        for i, arrow in enumerate(ARROWS):
            declared = scene.links.get((key, arrow), key)  # ``key``: nothing declared
            if declared != key and (declared is None or declared in present):
                ends[i] = declared
        links[key] = (ends[0], ends[1], ends[2], ends[3])
    return links


def _along(grid: dict[Key, tuple[int, int]]) -> dict[Key, list[Key | None]]:
    """For each cell of ``grid``, the next cell along its row or column for each arrow
    (``None`` where the line ends), across gaps."""
    ends: dict[Key, list[Key | None]] = {key: [None] * len(ARROWS) for key in grid}
    rows: dict[int, list[tuple[int, Key]]] = {}
    columns: dict[int, list[tuple[int, Key]]] = {}
    for key, (column, row) in grid.items():
        rows.setdefault(row, []).append((column, key))
        columns.setdefault(column, []).append((row, key))
    # (lines, the arrow back along a line, the arrow on): left/right, then up/down
    for lines, back, on in ((rows, 0, 1), (columns, 2, 3)):
        for line in lines.values():
            line.sort(key=lambda cell: cell[0])  # by place only: keys may not compare
            for (_, here), (_, there) in pairwise(line):
                ends[here][on], ends[there][back] = there, here
    return ends


def _sweep(
    here: Point, centres: Sequence[tuple[Key, Point]], cones: Sequence[float] = CONES
) -> list[Key | None]:
    """:func:`geometric` for the four arrows at once, from the point ``here``."""
    fx, fy = here
    # best[arrow][cone]: (distance, aside, key), the first found winning ties
    best: list[list[tuple[float, float, Key] | None]] = [[None] * len(cones) for _ in ARROWS]
    widest = max(cones)
    for key, (x, y) in centres:
        ax, ay = x - fx, y - fy
        h, v = abs(ax), abs(ay)
        distance = math.hypot(ax, ay)
        # the one horizontal and the one vertical arrow this region can lie ahead of
        for arrow, ahead, aside in ((1 if ax > 0 else 0, h, v), (3 if ay > 0 else 2, v, h)):
            if ahead <= MIN_AHEAD or aside > widest * ahead:
                continue
            for c, cone in enumerate(cones):
                if aside > cone * ahead:
                    continue
                now = best[arrow][c]
                if (
                    now is None
                    or distance < now[0] - TIE
                    or (abs(distance - now[0]) <= TIE and aside < now[1])
                ):
                    best[arrow][c] = (distance, aside, key)
    ends: list[Key | None] = []
    for by_cone in best:
        found = next((b for b in by_cone if b is not None), None)
        ends.append(None if found is None else found[2])
    return ends
