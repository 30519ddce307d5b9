"""Bar charts as scenes: the tutorials' figures without matplotlib.

A page's kernel that imports matplotlib (and numpy with it) for one chart grows from about
65 to 108 MB and spends most of a second more CPU before its page is done, for every
visitor (``bench/bench_load.py``, docs/deploy.md); a few bars, their intervals and
their labels are simple shapes.

>>> scene = bar_chart(
...     [Bar("solver", 0.8, (0.74, 0.85), "80.0% (160 of 200)"), Bar("random", 0.05, (0.03, 0.09), "5.0%")],
...     title="How often it is won",
...     axis_label="deals won (%)",
... )
>>> scene.width, scene.height
(640, 162.0)
>>> sorted({type(item).__name__ for item in scene.root.items})
['Line', 'Rect', 'Text']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tulakit.drawing.palette import SKY_BLUE
from tulakit.drawing.scene import Line, Rect, Scene, Text

#: Okabe-Ito sky blue, with a darker edge: the bars read without colour vision too
BAR_FILL, BAR_EDGE, INK = SKY_BLUE, "#1F6FA0", "#222222"
TEXT = 13.0  # px: every text of the chart stays legible when a phone shrinks it a little
ROW, BAR = 36.0, 20.0


@dataclass(frozen=True)
class Bar:
    """One bar: its label, its share (0 to 1), the share's interval, the text beside it."""

    label: str
    share: float
    interval: tuple[float, float]
    note: str


def text_width(text: str, size: float = TEXT) -> float:
    """A generous estimate of the width of ``text`` in a sans-serif font of ``size`` px.

    >>> text_width("abcd", 10)
    22.0
    """
    return round(0.55 * size * len(text), 2)


def bar_chart(bars: Sequence[Bar], *, title: str, axis_label: str, width: float = 640) -> Scene:
    """Horizontal bars from 0 to 100%, top to bottom in the order given, each with its
    interval as a whisker and its note beside it; ``title`` above, the axis below."""
    left = 12 + max((text_width(b.label) for b in bars), default=0.0) + 10
    right = width - 16
    top = 40.0
    bottom = top + ROW * len(bars)
    height = bottom + 50
    scene = Scene(width, height, background="#FFFFFF")
    scene.add(Text(width / 2, 18, title, size=15, weight="bold", fill=INK))

    def x(share: float) -> float:
        return left + (right - left) * min(max(share, 0.0), 1.0)

    for tick in range(0, 101, 20):
        at = x(tick / 100)
        scene.add(Line(at, top - 4, at, bottom, stroke="#DDDDDD", stroke_width=1))
        scene.add(Text(at, bottom + 14, str(tick), size=TEXT, fill=INK))
    scene.add(Line(left, bottom, right, bottom, stroke=INK, stroke_width=1))
    scene.add(Text((left + right) / 2, bottom + 36, axis_label, size=TEXT, fill=INK))
    for row, bar in enumerate(bars):
        middle = top + ROW * row + ROW / 2
        scene.add(Text(left - 10, middle, bar.label, size=TEXT, anchor="end", fill=INK))
        scene.add(
            Rect(
                left,
                middle - BAR / 2,
                x(bar.share) - left,
                BAR,
                fill=BAR_FILL,
                stroke=BAR_EDGE,
                stroke_width=1,
            )
        )
        low, high = x(bar.interval[0]), x(bar.interval[1])
        for shape in (
            Line(low, middle, high, middle, stroke=INK, stroke_width=1.5),
            Line(low, middle - 5, low, middle + 5, stroke=INK, stroke_width=1.5),
            Line(high, middle - 5, high, middle + 5, stroke=INK, stroke_width=1.5),
        ):
            scene.add(shape)
        note_x = min(high + 8, right - text_width(bar.note))
        scene.add(Text(note_x, middle, bar.note, size=TEXT, anchor="start", fill=INK))
    return scene


__all__ = ["Bar", "bar_chart", "text_width"]
