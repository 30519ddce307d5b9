"""Small exercise widgets for the Tula notebook: a board that answers every click.

Each exercise is a :class:`~tulakit.widgets.tula_board.TulaBoard` whose clicks go to a
quiz from :mod:`tulakit.tula.lessons` instead of being played: the quiz judges the click,
the board's status line shows why, and a score line counts what has been found.

In a notebook without a browser (nbval), drive it through the board's click handler::

    exercise = reveal_exercise()
    exercise.click_tile(13)   # 'yes: tile 13 is uncovered and its top-left corner is free'
    exercise.score            # '1 of 4 found'
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from tulakit.tula.game import TulaGame
from tulakit.tula.lessons import MatchQuiz, RevealQuiz
from tulakit.widgets.tula_board import TulaBoard

Quiz = RevealQuiz | MatchQuiz


class ExerciseBoard(widgets.VBox):
    """A prepared position, a quiz that judges each click, and a running score."""

    def __init__(self, quiz: Quiz, *, prompt: str = "", css_class: str = "tula-exercise") -> None:
        self.quiz = quiz
        self._prompt = widgets.HTML(f"<b>{prompt}</b>" if prompt else "")
        self._score = widgets.Label(value=quiz.score_text())
        self._score.add_class("score")
        self.board = TulaBoard(
            quiz.game, on_pick=self._on_pick, show_controls=False, css_class=css_class
        )
        super().__init__([self._prompt, self.board, self._score])
        self.add_class(css_class + "-box")

    def _on_pick(self, position: int) -> str:
        # The quiz may change the game (a tile found in the reveal exercise is turned
        # face up), so the board redraws from the game after this returns.
        answer = self.quiz.pick(position)
        self._score.value = self.quiz.score_text()
        return answer.text

    # -- the handles the notebook's check cells use ---------------------------------------
    def click_tile(self, position: int) -> str:
        """Click the tile at ``position`` as a learner would; return the status text."""
        self.board.click_tile(position)
        return self.status

    @property
    def status(self) -> str:
        """The explanation of the last click, as shown under the board."""
        return self.board.status

    @property
    def score(self) -> str:
        """The running score, e.g. ``'3 of 5 found'``."""
        return self._score.value

    @property
    def game(self) -> TulaGame:
        """The game the exercise is played on."""
        return self.quiz.game


def reveal_exercise(game: TulaGame | None = None) -> ExerciseBoard:
    """Click every tile that may be revealed (TULA-2, TULA-3, TULA-4)."""
    return ExerciseBoard(
        RevealQuiz(game),
        prompt="Click every face-down tile that may be revealed now.",
        css_class="tula-reveal-exercise",
    )


def match_exercise(game: TulaGame | None = None) -> ExerciseBoard:
    """Click every face-up tile that matches the top of the stack (TULA-5)."""
    return ExerciseBoard(
        MatchQuiz(game),
        prompt="Click every face-up tile that may be taken onto the stack.",
        css_class="tula-match-exercise",
    )


def plot_win_rates(*stats: Any, ax: Any = None, title: str = "How often Tula is won") -> Any:
    """One bar chart of the win rates in one or more ``stats`` (from
    ``tulakit.tula.stats.collect``), each bar with its 95% interval and its count of
    wins; returns the matplotlib ``Figure``.

    Several collections may be given, e.g. a slow measure run on fewer deals; each
    ``stats.shares`` maps a measure's name to a share with ``label``, ``wins``, ``deals``,
    ``rate`` and ``interval`` (low, high).
    """
    import matplotlib.pyplot as plt  # imported on use: only this chart needs it

    merged: dict[str, Any] = {}
    for collection in stats:
        merged.update(collection.shares)
    shares = list(merged.values())[::-1]  # barh draws bottom-up; keep the given order
    if ax is None:
        fig, ax = plt.subplots(figsize=(7.5, 0.55 * len(shares) + 1.3))
    else:
        fig = ax.figure
    rates = [100 * s.rate for s in shares]
    low = [100 * (s.rate - s.interval[0]) for s in shares]
    high = [100 * (s.interval[1] - s.rate) for s in shares]
    ax.barh(
        [s.label for s in shares],
        rates,
        xerr=[low, high],
        capsize=4,
        color="#56B4E9",
        edgecolor="#1F6FA0",
    )
    for i, s in enumerate(shares):
        ax.text(
            min(100 * s.interval[1] + 1.5, 80),
            i,
            f"{100 * s.rate:.1f}%  ({s.wins} of {s.deals})",
            va="center",
            fontsize=9,
        )
    ax.set_xlim(0, 100)
    ax.set_xlabel("deals won (%), with 95% interval")
    ax.set_title(title)
    ax.spines[["top", "right"]].set_visible(False)
    fig.tight_layout()
    return fig
