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


def score_chart(game: CholaGame, history: Sequence[tuple[int, ...]] | None = None) -> Any:
    """A matplotlib ``Figure``: each seat's score after every turn (CHOLA-P1..P3, SO1).

    ``history`` is :func:`tulakit.chola.lessons.score_history` (computed when omitted).
    Lines differ by style as well as colour, so they read without colour vision.
    """
    from matplotlib.figure import Figure  # imported on use: only the chart needs it

    if history is None:
        history = score_history(game)
    fig = Figure(figsize=(6.4, 2.4), dpi=80)
    ax = fig.add_subplot()
    turns = range(len(history))
    for seat, name in enumerate(game.names):
        ax.plot(
            turns,
            [row[seat] for row in history],
            LINE_STYLES[seat],
            color=LINE_COLOURS[seat],
            label=f"{name} {history[-1][seat]}",
            linewidth=2,
        )
    ax.set_xlabel("turn")
    ax.set_ylabel("points")
    ax.set_xlim(0, max(1, len(history) - 1))
    ax.legend(loc="upper left", fontsize=10, frameon=False)  # 13 px: legible on a page
    ax.spines[["top", "right"]].set_visible(False)
    fig.tight_layout()
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
