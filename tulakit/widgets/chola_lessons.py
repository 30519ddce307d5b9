"""Exercise widgets and the score chart for the Chola temple notebooks.

Each exercise wraps a quiz from :mod:`tulakit.chola.lessons`: the quiz judges the pick and
says why; the widget shows the prepared position, the explanation (``.status``) and the
running score (``.score``). As on the play boards, nothing is drawn on a canvas while
the notebook runs: it is painted once a browser view reports it is ready.

In a notebook without a browser (nbval), drive an exercise through its handlers::

    exercise = building_exercise()
    exercise.click_space("2,3")   # 'no: no stone below (2,3) (CHOLA-G2)'
    exercise.score                # '0 of 4 found (1 wrong guess)'
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Any

import ipywidgets as widgets

from tulakit.chola import lessons
from tulakit.chola.board import space
from tulakit.chola.game import CholaGame
from tulakit.chola.lessons import Quiz
from tulakit.chola.svg import HEIGHT, WIDTH, space_xy
from tulakit.widgets.exercise import CanvasExercise, FeedbackBox

#: one line per seat in the chart, Okabe-Ito colours (the sixth is the solo opponent)
LINE_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9")
LINE_STYLES = ("-", "--", "-.", ":", "-", "--")


class SpaceExercise(CanvasExercise):
    """A canvas showing ``quiz.scene()``; a click on a temple space is judged by the quiz."""

    def __init__(self, quiz: Quiz, *, css_class: str) -> None:
        super().__init__(
            quiz,
            size=(WIDTH, HEIGHT),
            css_class=css_class,
            miss="That is not a space of the temple: click a marked space.",
            status_width=720,
        )

    def click_space(self, where: str | int) -> str:
        """Click the space named ``where`` (``'4,3'``) or with that index."""
        index = space(where) if isinstance(where, str) else where
        return self.click(*space_xy(index))


class ChoiceExercise(FeedbackBox):
    """One button per choice, each judged by ``quiz.pick``; the position as a picture."""

    def __init__(
        self,
        quiz: Quiz,
        choices: Sequence[tuple[str, Any]],
        *,
        css_class: str,
        picture: bool = True,
    ) -> None:
        self.buttons: dict[str, widgets.Button] = {}
        row = []
        for label, key in choices:
            button = widgets.Button(description=label, layout=widgets.Layout(width="auto"))
            button.add_class("choice")
            button.on_click(self._safe(lambda _b, key=key: self.choose(key)))
            self.buttons[label] = button
            row.append(button)
        children: list[widgets.Widget] = []
        if picture:
            self.picture = widgets.HTML(quiz.svg(), layout=widgets.Layout(width=f"{WIDTH}px"))
            children.append(self.picture)
        children.append(widgets.HBox(row, layout=widgets.Layout(flex_flow="row wrap")))
        super().__init__(quiz, children, css_class, width=720)

    def choose(self, key: Any) -> str:
        """Pick ``key`` as a learner would by pressing its button; return the explanation."""
        return self._say(self.quiz.pick(key).text)


# -- the notebook's exercises ------------------------------------------------------------------
def building_exercise() -> SpaceExercise:
    """CHOLA-G2: click the marked spaces where a single stone can go now."""
    return SpaceExercise(lessons.BuildingQuiz(), css_class="chola-building-exercise")


def action_exercise() -> ChoiceExercise:
    """CHOLA-A1: which of Pick, Replace, Draw and Build may Brown take now?"""
    quiz = lessons.ActionQuiz()
    choices = [(a.capitalize(), a) for a in quiz.ACTIONS]
    return ChoiceExercise(quiz, choices, css_class="chola-action-exercise")


def predict_exercise(name: str) -> ChoiceExercise:
    """CHOLA-P1..P3: predict each player's points for the build shown (``"merge"``, ``"own"``)."""
    quiz = lessons.PredictQuiz(name)
    choices = [(quiz.label(points), points) for points in quiz.lesson.choices]
    return ChoiceExercise(quiz, choices, css_class=f"chola-predict-{name}-exercise")


# -- the score chart ----------------------------------------------------------------------------
def score_chart(game: CholaGame, history: Sequence[tuple[int, ...]] | None = None) -> Any:
    """A matplotlib ``Figure``: each seat's score after every turn (CHOLA-P1..P3, SO1).

    ``history`` is :func:`tulakit.chola.lessons.score_history` (computed when omitted).
    Lines differ by style as well as colour, so they read without colour vision.
    """
    from matplotlib.figure import Figure  # imported on use: only the chart needs it

    if history is None:
        history = lessons.score_history(game)
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
    ax.legend(loc="upper left", fontsize=8, frameon=False)
    ax.spines[["top", "right"]].set_visible(False)
    fig.tight_layout()
    return fig


def chart_svg(game: CholaGame, history: Sequence[tuple[int, ...]] | None = None) -> str:
    """:func:`score_chart` as SVG text."""
    buffer = io.StringIO()
    score_chart(game, history).savefig(buffer, format="svg")
    return buffer.getvalue()


class ScoreChart(widgets.Output):
    """The score chart of a board, redrawn when the number of builds changes.

    ``attach(board)`` hooks it to a :class:`~tulakit.widgets.chola_board.CholaBoard`; it
    only replays the record after a build, undo or new game, never after a selection
    click, so the board stays quick.
    """

    def __init__(self) -> None:
        super().__init__(layout=widgets.Layout(width="520px"))
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
        builds = sum(1 for m in game.moves if str(m).startswith("build"))
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


def full_game_board(**kwargs: Any) -> Any:
    """The Basic notebook's full game: :meth:`CholaBoard.from_query` (you against the greedy
    bot unless the address says otherwise), with its score chart underneath."""
    from tulakit.widgets.chola_board import CholaBoard

    options: dict[str, Any] = {"css_class": "chola-full-game", "chart": True}
    options.update(kwargs)
    return CholaBoard.from_query(**options)


def solo_board(**kwargs: Any) -> Any:
    """The Solo notebook's full game: :meth:`CholaBoard.from_query` with ``players=1``."""
    from tulakit.widgets.chola_board import CholaBoard

    options: dict[str, Any] = {"css_class": "chola-solo-game", "chart": True, "players": 1}
    options.update(kwargs)
    return CholaBoard.from_query(**options)


__all__ = [
    "ChoiceExercise",
    "ScoreChart",
    "SpaceExercise",
    "action_exercise",
    "building_exercise",
    "chart_svg",
    "full_game_board",
    "predict_exercise",
    "score_chart",
    "solo_board",
]
