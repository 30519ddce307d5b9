"""Clicking or tapping a board's region the way a person would: a real mouse click, or a
real tap, at a point of the picture where that region is the one on top.

The point is found in the browser (``document.elementFromPoint``), so it holds for any
layout the board chose for the page's width (Tula's narrow layout on a phone) and for
regions partly hidden under others (the tiles of the Tula temple).
"""

from __future__ import annotations

from typing import Any

#: JavaScript: a point of the page (CSS pixels) where the region ``key`` of the board is
#: the element on top, nearest the centre of its visible part; null when none is visible.
#: The region is scrolled into view in the same call, so nothing can replace it between
#: the scroll and the measure (a board that lays itself out anew replaces its regions).
REGION_POINT = """([board, key]) => {
    const shape = [...document.querySelectorAll(board + ' .tk-regions polygon')]
        .find((s) => s.dataset.key === key);
    if (!shape) return null;
    const box0 = shape.getBoundingClientRect();
    if (box0.top < 0 || box0.bottom > innerHeight || box0.left < 0 || box0.right > innerWidth) {
        shape.scrollIntoView({ block: 'center', inline: 'center' });
    }
    const box = shape.getBoundingClientRect();
    const hits = [];
    for (let i = 1; i < 16; i++) {
        for (let j = 1; j < 16; j++) {
            const x = box.left + (box.width * i) / 16, y = box.top + (box.height * j) / 16;
            if (document.elementFromPoint(x, y) === shape) hits.push([x, y]);
        }
    }
    if (!hits.length) return null;
    const mx = hits.reduce((s, p) => s + p[0], 0) / hits.length;
    const my = hits.reduce((s, p) => s + p[1], 0) / hits.length;
    hits.sort((a, b) => Math.hypot(a[0] - mx, a[1] - my) - Math.hypot(b[0] - mx, b[1] - my));
    return hits[0];
}"""


def region_point(page: Any, board: str, key: object) -> tuple[float, float]:
    """Where on the page to click the region ``key`` of ``board`` (e.g. ``.tula-board``);
    the region is scrolled into view first."""
    shape = page.locator(f'{board} .tk-regions polygon[data-key="{key}"]').first
    shape.wait_for(state="attached", timeout=60_000)
    point = page.evaluate(REGION_POINT, [board, str(key)])
    assert point is not None, f"region {key} of {board} shows nowhere on the page"
    return point[0], point[1]


def click_region(page: Any, board: str, key: object) -> None:
    """A real mouse click on the region ``key`` of ``board``."""
    page.mouse.click(*region_point(page, board, key))


def tap_region(page: Any, board: str, key: object) -> None:
    """A real tap on the region ``key`` of ``board`` (the page needs ``has_touch``)."""
    page.touchscreen.tap(*region_point(page, board, key))
