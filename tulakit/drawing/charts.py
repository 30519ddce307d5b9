"""Bar and line charts as scenes: the tutorials' figures and the score chart without
matplotlib.

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

Matplotlib cannot be had in a browser's Pyodide offline either (the static site), so no
page of tulakit needs it.

>>> from tulakit.drawing.palette import SERIES
>>> chart = line_chart([Series("Ada 5", (0, 2, 5), SERIES[0])], x_label="turn", y_label="points")
>>> chart.width, [t.text for t in chart.root.items if isinstance(t, Text)][-1]
(400, 'Ada 5')
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from tulakit.drawing.palette import GRID, HL_SKY, HL_SKY_EDGE, INK, PANEL
from tulakit.drawing.scene import Circle, Line, Path, Rect, Scene, Text

#: Okabe-Ito sky blue, with a darker edge: the bars read without colour vision too
BAR_FILL, BAR_EDGE = HL_SKY, HL_SKY_EDGE
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


def bar_chart(
    bars: Sequence[Bar], *, title: str, axis_label: str, width: float = 640, stacked: bool = False
) -> Scene:
    """Horizontal bars from 0 to 100%, top to bottom in the order given, each with its
    interval as a whisker and its note beside it; ``title`` above, the axis below.

    ``stacked`` puts each bar's label and note on a line of their own above it, so the bar
    takes the whole width: the chart for a phone, 360 units wide, where the labels beside
    the bars would leave them no room (and the 640-unit chart would shrink its text to 7
    CSS pixels).

    >>> narrow = bar_chart([Bar("solver", 0.8, (0.74, 0.85), "80.0%")], title="Won",
    ...                    axis_label="deals won (%)", width=360, stacked=True)
    >>> narrow.width, narrow.height
    (360, 147.0)
    >>> long = Bar("perfect information, mercy on", 0.5, (0.49, 0.51), "50.3% (502864 of 1000000)")
    >>> bar_chart([long], title="Won", axis_label="", width=360, stacked=True).height
    166.0
    """
    left = 16.0 if stacked else 12 + max((text_width(b.label) for b in bars), default=0.0) + 10
    right = width - 16
    # a stacked row: its label and its note on a line (on two where one does not hold
    # them both), then its bar
    room = right - left
    lines = 1 if all(text_width(b.label) + 12 + text_width(b.note) <= room for b in bars) else 2
    row = ROW + ((TEXT + 6) * lines + 2 if stacked else 0)
    top = 40.0
    bottom = top + row * len(bars)
    height = bottom + 50
    scene = Scene(width, height, background=PANEL)
    scene.add(Text(width / 2, 18, title, size=15, weight="bold", fill=INK))

    def x(share: float) -> float:
        return left + (right - left) * min(max(share, 0.0), 1.0)

    for tick in range(0, 101, 20):
        at = x(tick / 100)
        scene.add(Line(at, top - 4, at, bottom, stroke=GRID, stroke_width=1))
        scene.add(Text(at, bottom + 14, str(tick), size=TEXT, fill=INK))
    scene.add(Line(left, bottom, right, bottom, stroke=INK, stroke_width=1))
    scene.add(Text((left + right) / 2, bottom + 36, axis_label, size=TEXT, fill=INK))
    for n, bar in enumerate(bars):
        middle = top + row * n + row - ROW / 2  # the bar's, under its words when stacked
        if stacked:
            words = middle - BAR / 2 - TEXT / 2 - 4  # the line just above the bar
            label_y = words - (TEXT + 6) * (lines - 1)
            scene.add(Text(left, label_y, bar.label, size=TEXT, anchor="start", fill=INK))
            note_x, anchor = (right, "end") if lines == 1 else (left, "start")
            scene.add(Text(note_x, words, bar.note, size=TEXT, anchor=anchor, fill=INK))
        else:
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
        if not stacked:
            note_x = min(high + 8, right - text_width(bar.note))
            scene.add(Text(note_x, middle, bar.note, size=TEXT, anchor="start", fill=INK))
    return scene


@dataclass(frozen=True)
class Series:
    """One line of a line chart: its legend label, its values (one per step from 0), its
    colour and its dash pattern (``()``: solid), so that lines differ without colour."""

    label: str
    values: Sequence[float]
    colour: str
    dash: tuple[float, ...] = ()


def whole_ticks(top: float, most: int = 6) -> list[int]:
    """Whole-number ticks from 0 to ``top`` at a round step, at most ``most`` + 1 of them.

    >>> whole_ticks(10), whole_ticks(37), whole_ticks(3)
    ([0, 2, 4, 6, 8, 10], [0, 10, 20, 30], [0, 1, 2, 3])
    """
    raw = max(1.0, top / most)
    magnitude = 10 ** math.floor(math.log10(raw))
    step = next(m * magnitude for m in (1, 2, 5, 10) if m * magnitude >= raw)
    return [int(i * step) for i in range(int(top // step) + 1)]


def line_chart(
    series: Sequence[Series],
    *,
    x_label: str,
    y_label: str,
    width: float = 400,
    height: float = 250,
    least: tuple[float, float] = (10, 10),
    text: float = 15.0,
) -> Scene:
    """Lines of ``series`` over steps 0, 1, 2, ... with a dot at each line's last value;
    the axes start at 0 and reach at least ``least`` (steps, values), with a little room
    past the ends; the legend (each series' label) sits in the top left corner.

    Every text is ``text`` px: 15 px stays above 12 on a phone that shrinks a 400-px chart
    to 330.
    """
    longest = max((len(s.values) for s in series), default=1) - 1
    highest = max((max(s.values, default=0) for s in series), default=0)
    x_top = max(least[0], longest + max(1, longest // 20))
    y_top = max(least[1], highest + max(2, highest // 10))
    y_ticks = whole_ticks(y_top)
    left = 14 + max(text_width(str(t), text) for t in y_ticks)
    right, top, bottom = width - 12, 30.0, height - 46
    scene = Scene(width, height, background=PANEL)

    def at(step: float, value: float) -> tuple[float, float]:
        return (
            left + (right - left) * step / x_top,
            bottom - (bottom - top) * value / y_top,
        )

    for tick in y_ticks:
        _, y = at(0, tick)
        scene.add(Line(left, y, right, y, stroke=GRID, stroke_width=1))
        scene.add(Text(left - 6, y, str(tick), size=text, anchor="end", fill=INK))
    for tick in whole_ticks(x_top):
        x, _ = at(tick, 0)
        scene.add(Line(x, bottom, x, bottom + 5, stroke=INK, stroke_width=1))
        scene.add(Text(x, bottom + 17, str(tick), size=text, fill=INK))
    scene.add(Line(left, top, left, bottom, stroke=INK, stroke_width=1))
    scene.add(Line(left, bottom, right, bottom, stroke=INK, stroke_width=1))
    scene.add(Text((left + right) / 2, height - 10, x_label, size=text, fill=INK))
    scene.add(Text(4, 14, y_label, size=text, anchor="start", fill=INK))
    for line in series:
        points = [at(step, value) for step, value in enumerate(line.values)]
        if not points:
            continue
        commands = [("M", *points[0]), *(("L", *point) for point in points[1:])]
        scene.add(Path(tuple(commands), stroke=line.colour, stroke_width=2.5, dash=line.dash))
        scene.add(Circle(*points[-1], 4.5, fill=line.colour, stroke=PANEL, stroke_width=1))
    row = text + 6
    legend_top = top + 8
    for index, line in enumerate(series):  # the legend last: over the lines it names
        y = legend_top + row * index
        scene.add(Rect(left + 8, y - row / 2, 36 + text_width(line.label, text), row,
                       fill=PANEL, opacity=0.85))  # fmt: skip
        scene.add(Line(left + 12, y, left + 40, y, stroke=line.colour, stroke_width=2.5,
                       dash=line.dash))  # fmt: skip
        scene.add(Text(left + 46, y, line.label, size=text, anchor="start", fill=INK))
    return scene


__all__ = ["Bar", "Series", "bar_chart", "line_chart", "text_width", "whole_ticks"]
