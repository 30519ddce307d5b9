"""How big a board's tap targets are on the page: each hit region as a finger meets it.

A region is measured where a tap hits it: the part of its polygon inside the picture that
no region drawn after it covers (the top-most region takes a tap). Its size is the side of
the largest square that fits in that part, in CSS pixels, found on a one-pixel grid: for
an L-shaped remainder that is far less than its bounding box.

What a region may be asked for depends on its neighbours: where they are closer than a
finger, no region can be a finger wide without overlapping one (the 81 points of a Tulaga
board on a phone). So a region is also given its *spacing*: the side of the largest square
about its centre that reaches into no other region it does not already overlap (a grid's
pitch, for a grid). Where the page leaves room to show the picture larger than it is (a
board drawn smaller than the page is wide), the spacing grows with it: a finely drawn
board on a wide screen cannot plead its own spacing.

A region that a later region partly covers is a piece under another: a Tula tile under a
tile of the layer above, which no tap plays, or a Tulaga point under a reap arrow while a
reap is chosen, when a tap there only says to pick an arrow. It is reported as covered and
not held to a size.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tulakit.drawing.scene import FINGER

#: JavaScript: for the board surface given, each hit region's key, the largest square of
#: its tappable part, whether a later region covers part of it, its spacing (see the module
#: text), all in CSS pixels; and how much larger the page would let the picture be shown
TARGETS = """(surface) => {
    const svg = surface.querySelector('svg.tk-picture');
    const view = svg.getBoundingClientRect();
    const m = svg.getScreenCTM();
    // the width the board's view has on the page, against the width the picture takes
    const room = surface.closest('.tk-view').clientWidth / view.width;
    const W = Math.floor(view.width), H = Math.floor(view.height);
    const shapes = [...surface.querySelectorAll('.tk-regions polygon')].map((shape) => {
        const pts = shape.getAttribute('points').trim().split(/\\s+/).map((p) => {
            const [x, y] = p.split(',').map(Number);
            return [x * m.a + m.e - view.left, y * m.d + m.f - view.top];
        });
        const xs = pts.map((p) => p[0]), ys = pts.map((p) => p[1]);
        const box = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
        return {key: shape.dataset.key, pts, box};
    });
    const inside = (pts, x, y) => {
        let hit = false;
        for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
            const [xi, yi] = pts[i], [xj, yj] = pts[j];
            if ((yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
        }
        return hit;
    };
    const meet = (a, b) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
    return shapes.map((s, i) => {
        const [x0, y0, x1, y1] = s.box;
        const later = shapes.slice(i + 1).filter((o) => meet(o.box, s.box));
        // the largest square of the pixels where a tap hits this region (the classic
        // dynamic programme: a pixel's square is one more than the least of its three
        // neighbours' towards the top left)
        const left = Math.max(0, Math.floor(x0)), top = Math.max(0, Math.floor(y0));
        const cols = Math.max(0, Math.min(W, Math.ceil(x1)) - left);
        const rows = Math.max(0, Math.min(H, Math.ceil(y1)) - top);
        let square = 0, covered = false, prev = new Array(cols).fill(0);
        for (let r = 0; r < rows; r++) {
            const row = new Array(cols).fill(0);
            for (let c = 0; c < cols; c++) {
                const x = left + c + 0.5, y = top + r + 0.5;
                if (!inside(s.pts, x, y)) continue;
                if (later.some((o) => inside(o.pts, x, y))) { covered = true; continue; }
                row[c] = 1 + (c && r ? Math.min(row[c - 1], prev[c], prev[c - 1]) : 0);
                square = Math.max(square, row[c]);
            }
            prev = row;
        }
        // the largest square about the centre that stays out of every region apart
        const cx = (x0 + x1) / 2, cy = (y0 + y1) / 2;
        let half = Infinity;
        for (const o of shapes) {
            if (o === s || meet(o.box, s.box)) continue;
            const dx = Math.abs((o.box[0] + o.box[2]) / 2 - cx) - (o.box[2] - o.box[0]) / 2;
            const dy = Math.abs((o.box[1] + o.box[3]) / 2 - cy) - (o.box[3] - o.box[1]) / 2;
            half = Math.min(half, Math.max(dx, dy));
        }
        return {key: s.key, square, covered, spacing: 2 * half, room};
    });
}"""


@dataclass(frozen=True)
class Target:
    """One hit region as measured on the page (CSS pixels)."""

    key: str
    #: the side of the largest square a tap hits this region in
    square: float
    #: whether a region drawn after it covers part of it (a piece under another)
    covered: bool
    #: the side of the largest square about its centre that stays out of other regions
    spacing: float
    #: how many times larger the page would let the picture be shown (1: it fills the page)
    room: float

    @property
    def allowed(self) -> float:
        """What this region can be asked to measure: a finger, or as much as its
        neighbours leave room for when the picture is as large as the page allows.

        >>> Target("1", 25, False, 25.0, 1.0).allowed, Target("1", 34, False, 34.0, 1.4).allowed
        (25.0, 44)
        """
        return min(FINGER, self.spacing * max(1.0, self.room))

    @property
    def too_small(self) -> bool:
        """Smaller than allowed, by more than the one-pixel grid it is measured on.

        >>> Target("reap:N", 25, False, 90.0, 1.0).too_small, Target("5", 0, True, 9.0, 1.0).too_small
        (True, False)
        """
        return not self.covered and self.square < self.allowed - 1

    @property
    def under_a_finger(self) -> bool:
        """Less than a finger wide (by more than the one-pixel grid), whatever its
        neighbours: what a board that has room for a finger everywhere is held to.

        >>> Target("1", 34, False, 34.0, 1.0).under_a_finger, Target("1", 43, False, 44, 1).under_a_finger
        (True, False)
        """
        return not self.covered and self.square < FINGER - 1

    def __str__(self) -> str:
        return f"{self.key}: {self.square:.0f} px, {self.allowed:.0f} px allowed"


def board_targets(page: Any, board: str) -> list[Target]:
    """Every hit region of the board with class ``board`` (e.g. ``.tulaga-board``)."""
    surface = page.locator(f"{board} .tk-surface").first
    found: list[dict[str, Any]] = surface.evaluate(TARGETS)
    return [Target(**one) for one in found]


def smallest_by_kind(targets: list[Target]) -> dict[str, float]:
    """The smallest square of each kind of region not covered: ``"reap"`` for
    ``"reap:N"``, ``"#"`` for a numbered point, space or tile (for the report's figures).

    >>> smallest_by_kind([Target("1", 25, False, 25, 1), Target("up:2", 47, False, 60, 1)])
    {'#': 25, 'up': 47}
    """
    kinds: dict[str, float] = {}
    for target in targets:
        if target.covered:
            continue
        kind = "#" if target.key.isdigit() else target.key.split(":")[0]
        kinds[kind] = min(kinds.get(kind, target.square), target.square)
    return kinds
