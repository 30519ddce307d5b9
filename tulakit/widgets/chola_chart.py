"""The score chart under a Chola board: each seat's score after every turn.

A module of its own, so that the board and the lessons each import it without importing
each other.
"""

from __future__ import annotations

import io
import re
from collections.abc import Sequence
from typing import Any

import ipywidgets as widgets

from tulakit.chola.game import CholaGame
from tulakit.chola.lessons import score_history
from tulakit.drawing.palette import BLUE, BLUISH_GREEN, ORANGE, REDDISH_PURPLE, SKY_BLUE, VERMILLION

#: one line per seat in the chart (the sixth is the solo opponent)
LINE_COLOURS = (BLUE, VERMILLION, BLUISH_GREEN, REDDISH_PURPLE, ORANGE, SKY_BLUE)
LINE_STYLES = ("-", "--", "-.", ":", "-", "--")


#: the chart's drawn size in inches: 403 CSS pixels wide (96 to the inch), so a phone
#: scales it down little, and the Output box (520 pixels at most) never clips it
FIGURE_SIZE = (4.2, 2.5)
#: every text of the chart, in points: 14.7 CSS pixels drawn, 12 or more on a 330-pixel page
FONT_POINTS = 11.0
#: the axes before anything is scored: turns 0 to 10, points 0 to 10
FIRST_TURNS, FIRST_POINTS = 10, 10


def score_chart(game: CholaGame, history: Sequence[tuple[int, ...]] | None = None) -> Any:
    """A matplotlib ``Figure``: each seat's score after every turn (CHOLA-P1..P3, SO1).

    ``history`` is :func:`tulakit.chola.lessons.score_history` (computed when omitted).
    Lines differ by style as well as colour, so they read without colour vision; each ends
    in a dot at its final score, inside the axes. The axes count whole turns and points
    and start at 0 to 10 each, so a game without a score yet has a sensible frame.

    >>> from tulakit.chola import new_game
    >>> ax = score_chart(new_game(seed=1)).axes[0]
    >>> [float(v) for v in (*ax.get_xlim(), *ax.get_ylim())]
    [0.0, 10.0, 0.0, 10.0]
    """
    from matplotlib.figure import Figure  # imported on use: only the chart needs it
    from matplotlib.ticker import MaxNLocator

    if history is None:
        history = score_history(game)
    fig = Figure(figsize=FIGURE_SIZE, dpi=96)
    ax = fig.add_subplot()
    last = len(history) - 1
    turns = range(len(history))
    for seat, name in enumerate(game.names):
        scores = [row[seat] for row in history]
        # a dot at the final score (markevery: on the last point only)
        ax.plot(turns, scores, LINE_STYLES[seat], color=LINE_COLOURS[seat], linewidth=2,
                marker="o", markersize=5, markevery=[last], label=f"{name} {scores[-1]}")  # fmt: skip
    top = max((max(row) for row in history), default=0)
    # a little room past the last turn and above the best score: the ends stay in view
    ax.set_xlim(0, max(FIRST_TURNS, last + max(1, last // 20)))
    ax.set_ylim(0, max(FIRST_POINTS, top + max(2, top // 10)))
    for axis in (ax.xaxis, ax.yaxis):
        axis.set_major_locator(MaxNLocator(integer=True, nbins=6))
    ax.set_xlabel("turn", fontsize=FONT_POINTS)
    ax.set_ylabel("points", fontsize=FONT_POINTS)
    ax.tick_params(labelsize=FONT_POINTS)
    ax.legend(loc="upper left", fontsize=FONT_POINTS, frameon=False,
              ncol=1 if len(game.names) <= 3 else 2)  # fmt: skip
    ax.spines[["top", "right"]].set_visible(False)
    fig.tight_layout(pad=0.4)
    return fig


def chart_svg(game: CholaGame, history: Sequence[tuple[int, ...]] | None = None) -> str:
    """:func:`score_chart` as SVG text that scales down to the page (a phone's too): its
    fixed size becomes a width of 100% up to the drawn size.

    >>> from tulakit.chola import new_game
    >>> chart_svg(new_game(seed=1))[:400].count('width="100%"')
    1
    """
    buffer = io.StringIO()
    score_chart(game, history).savefig(buffer, format="svg")
    svg = buffer.getvalue()
    size = re.search(r'<svg[^>]*?\swidth="([\d.]+)pt"\s+height="([\d.]+)pt"', svg)
    if size is None:
        return svg
    width = float(size.group(1)) * 4 / 3  # points to CSS pixels
    head = size.group(0)
    fluid = head.replace(f'width="{size.group(1)}pt"', 'width="100%"').replace(
        f'height="{size.group(2)}pt"', f'style="max-width: {width:.0f}px; height: auto"'
    )
    return svg.replace(head, fluid, 1)


class ScoreChart(widgets.Output):
    """The score chart of a board, redrawn when the number of builds changes.

    ``attach(board)`` hooks it to a :class:`~tulakit.widgets.chola_board.CholaBoard`; it
    only replays the record after a build, undo or new game, never after a selection
    click, so the board stays quick.
    """

    def __init__(self) -> None:
        super().__init__(layout=widgets.Layout(width="100%", max_width="520px"))
        self.add_class("chola-score-chart")
        self._key: tuple[int, int | None, int] | None = None
        self.refreshes = 0

    def attach(self, board: Any) -> ScoreChart:
        """Show ``board``'s scores and follow its game from now on."""
        board.on_redraw(lambda: self.refresh(board.game))
        self.refresh(board.game)
        return self

    def refresh(self, game: CholaGame) -> bool:
        """Redraw when the builds changed since last time; True when it redrew."""
        # builds and (Expert) sculpts are the moves that score
        builds = sum(1 for m in game.moves if str(m).startswith(("build", "sculpt")))
        key = (id(game), game.seed, builds)
        if key == self._key:
            return False
        self._key = key
        svg = chart_svg(game)
        self.outputs = (
            {
                "output_type": "display_data",
                "data": {"image/svg+xml": svg, "text/plain": "score chart"},
                "metadata": {},
            },
        )
        self.refreshes += 1
        return True


__all__ = ["LINE_COLOURS", "LINE_STYLES", "ScoreChart", "chart_svg", "score_chart"]
