"""The score chart under a Chola board: each seat's score after every turn.

A module of its own, so that the board and the lessons each import it without importing
each other.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import ipywidgets as widgets

from tulakit.chola.game import CholaGame
from tulakit.chola.lessons import score_history
from tulakit.drawing.charts import Series, line_chart
from tulakit.drawing.palette import SERIES
from tulakit.drawing.scene import Scene
from tulakit.drawing.svg import to_svg

#: one line per seat in the chart (the sixth is the solo opponent)
LINE_COLOURS = SERIES
#: the lines differ by their dashes as well as by colour, so they read without colour vision
LINE_DASHES: tuple[tuple[float, ...], ...] = ((), (8, 4), (8, 3, 2, 3), (2, 3), (), (8, 4))

#: the chart's drawn width in CSS pixels: a phone scales it down little, and the box the
#: board gives it (520 pixels at most) never clips it
WIDTH = 400
#: the axes before anything is scored: turns 0 to 10, points 0 to 10
FIRST_TURNS, FIRST_POINTS = 10, 10


def score_chart(game: CholaGame, history: Sequence[tuple[int, ...]] | None = None) -> Scene:
    """Each seat's score after every turn (CHOLA-P1..P3, SO1), as a scene.

    ``history`` is :func:`tulakit.chola.lessons.score_history` (computed when omitted).
    Lines differ by dashes as well as colour, each ends in a dot at its final score, and
    the legend gives each seat's name and score. The axes count whole turns and points
    and start at 0 to 10 each, so a game without a score yet has a sensible frame.

    >>> from tulakit.chola import new_game
    >>> from tulakit.drawing.scene import Text
    >>> scene = score_chart(new_game(seed=1))
    >>> scene.width, [t.text for t in scene.root.items if isinstance(t, Text)][-2:]
    (400, ['Brown 0', 'White 0'])
    """
    if history is None:
        history = score_history(game)
    series = [
        Series(
            f"{name} {history[-1][seat]}",
            [row[seat] for row in history],
            LINE_COLOURS[seat],
            LINE_DASHES[seat],
        )
        for seat, name in enumerate(game.names)
    ]
    return line_chart(
        series,
        x_label="turn",
        y_label="points",
        width=WIDTH,
        least=(FIRST_TURNS, FIRST_POINTS),
    )


def chart_svg(game: CholaGame, history: Sequence[tuple[int, ...]] | None = None) -> str:
    """:func:`score_chart` as SVG that scales down to the page (a phone's too): 100% wide
    up to its drawn width, and named in words for screen readers.

    >>> from tulakit.chola import new_game
    >>> svg = chart_svg(new_game(seed=1))
    >>> 'width="100%"' in svg[:300], "max-width: 400px" in svg[:300]
    (True, True)
    """
    scores = ", ".join(
        f"{name} {score}" for name, score in zip(game.names, game.scores, strict=True)
    )
    scene = score_chart(game, history)
    svg = to_svg(scene, title=f"The score after every turn: {scores}")
    fixed = f'width="{WIDTH}" height="{scene.height:g}"'
    return svg.replace(fixed, f'width="100%" style="max-width: {WIDTH}px; height: auto"', 1)


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


__all__ = ["LINE_COLOURS", "LINE_DASHES", "ScoreChart", "chart_svg", "score_chart"]
