"""Comparing what two canvases show, pixel by pixel, the way a person would see it."""

from __future__ import annotations

import base64

import numpy as np

#: JavaScript: the RGBA bytes of a rectangle of the canvas, base64-encoded
CANVAS_PIXELS = """([selector, x, y, w, h]) => {
    const canvas = document.querySelector(selector);
    const data = canvas.getContext('2d').getImageData(x, y, w, h).data;
    let text = '';
    for (let i = 0; i < data.length; i += 0x8000)
        text += String.fromCharCode.apply(null, data.subarray(i, i + 0x8000));
    return btoa(text);
}"""

#: Boards repaint only what a move changed, inside a clip (tulakit.drawing.damage), and
#: Chromium anti-aliases edges inside a clip a few levels differently from a whole
#: painting (measured: at most 8 of 255, on edges only). A wrong or stale picture differs
#: by far more: a tile, a stone or a text changes whole areas by tens to hundreds.
SAME_PICTURE_TOLERANCE = 16


def canvas_pixels(page: object, selector: str, box: tuple[int, int, int, int]) -> np.ndarray:
    """The canvas' pixels in ``box`` (x, y, width, height) as an array of RGBA rows."""
    encoded = page.evaluate(CANVAS_PIXELS, [selector, *box])  # type: ignore[attr-defined]
    return np.frombuffer(base64.b64decode(encoded), dtype=np.uint8).reshape(box[3], box[2], 4)


def assert_same_picture(shown: np.ndarray, expected: np.ndarray) -> None:
    """The two pictures agree, within :data:`SAME_PICTURE_TOLERANCE` per channel."""
    diff = np.abs(shown.astype(np.int16) - expected.astype(np.int16))
    worst = int(diff.max())
    if worst > SAME_PICTURE_TOLERANCE:
        ys, xs = np.nonzero(diff.max(axis=2) > SAME_PICTURE_TOLERANCE)
        raise AssertionError(
            f"{len(xs)} pixels differ by up to {worst} levels, "
            f"within x {xs.min()}-{xs.max()}, y {ys.min()}-{ys.max()}"
        )
