"""Small exercise widgets for the Tulaga notebook: a board that answers clicks, and
buttons that answer choices.

Each exercise wraps a quiz from :mod:`tulakit.tulaga.lessons`: the quiz judges the pick
and says why; the widget shows the prepared position, the explanation (``.status``) and a
running score (``.score``). As on the play boards, nothing is drawn while the notebook
runs: the canvas is painted once a browser view reports it is ready.

Every point of a board exercise is named in words for screen readers (what lies there,
and whether it was found already), and is picked by a click, a tap, or Enter on the
keyboard cursor. On a narrow page the picture takes the compact layout (piles below the
board), so its texts stay legible on a phone.

In a notebook without a browser (nbval), drive an exercise through its handlers::

    exercise = row_exercise()
    exercise.click_point("g5")   # 'Yes, g5 completes the row c5-g5, ...'
    exercise.score               # 'Found!'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tulakit.drawing.scene import Key, Scene
from tulakit.drawing.still import Still
from tulakit.drawing.svg import to_svg
from tulakit.tulaga import lessons
from tulakit.tulaga.board import DIRECTION_NAMES, point
from tulakit.tulaga.lessons import Quiz
from tulakit.tulaga.svg import HEIGHT, WIDTH, point_xy
from tulakit.tulaga.turn import TurnBuilder
from tulakit.tulaga.words import point_label
from tulakit.widgets import exercise
from tulakit.widgets.exercise import CanvasExercise


class PointExercise(CanvasExercise):
    """A board showing ``quiz.scene()``; a click on a point is judged by ``quiz.pick``.

    >>> exercise = row_exercise()
    >>> exercise.label(point("b5")), exercise.label(point("g5"))
    ('b5: a white simple stone', 'g5: empty')
    >>> _ = exercise.press(point("g5"))  # Enter on the keyboard cursor
    >>> exercise.label(point("g5")), exercise.score
    ('g5: empty, found', 'Found!')
    """

    def __init__(self, quiz: Quiz, *, css_class: str = "tulaga-exercise") -> None:
        super().__init__(
            quiz,
            size=(WIDTH, HEIGHT),
            css_class=css_class,
            miss="There is no point there: choose a place where two lines cross.",
            status_width=WIDTH,
            labels=self.label,
        )

    def label(self, key: Key) -> str:
        """A point in words, as the exercise shows it (a stone just placed included);
        nothing that gives the answer away beyond what the picture shows."""
        quiz = self.quiz
        if isinstance(quiz, lessons.SeveralQuiz) and quiz.claimed is not None:
            # the board shows the position the last claim left
            return point_label(quiz.view(), int(key), None, playable=False)
        place = getattr(quiz, "place", None)
        builder = None
        if place is not None and not isinstance(quiz, lessons.ReapQuiz):
            builder = TurnBuilder(quiz.game)
            builder.place_at(place)  # the stone the exercise shows placed
        text = point_label(quiz.game, int(key), builder, playable=False)
        # the found rings mark points (SeveralQuiz counts Tulagas, not points)
        if not isinstance(quiz, lessons.SeveralQuiz) and key in quiz.found:
            text += ", found"
        return text

    def quiz_scene(self, quiz: Quiz) -> Scene:
        """The quiz's picture, compact on a page narrower than the wide one."""
        return quiz.scene(compact=0 < self.page_width() < WIDTH)

    def click_point(self, where: str | int) -> str:
        """Click the point named ``where`` (``'e5'``) or with that index."""
        index = point(where) if isinstance(where, str) else where
        return self.click(*point_xy(index))


class ChoiceExercise(exercise.ChoiceExercise):
    """One button per choice (and optionally a text box): each is judged by ``quiz.pick``.

    The position is shown as a picture above the buttons (``quiz.svg()``).
    """

    def __init__(
        self,
        quiz: Quiz,
        choices: Sequence[tuple[str, Any]],
        *,
        css_class: str = "tulaga-choice",
        free_text: bool = False,
        picture: bool = True,
    ) -> None:
        super().__init__(
            quiz,
            choices,
            css_class=css_class,
            width=WIDTH,
            picture_width=WIDTH if picture else None,
            free_text="or type a turn, e.g. e5 =a5-e5@c5 >N" if free_text else "",
        )

    def picture_html(self) -> str:
        """The position, compact on a phone (where the designed picture's text would
        shrink to 6 CSS pixels)."""
        scene = self.quiz.scene
        return Still(to_svg(scene()), to_svg(scene(compact=True))).html()


# -- the notebook's exercises ------------------------------------------------------------------
def naming_exercise() -> PointExercise:
    """TULAGA-1 and TULAGA-3: click the named points; occupied points are refused."""
    return PointExercise(lessons.NamingQuiz(), css_class="tulaga-naming-exercise")


def row_exercise() -> PointExercise:
    """TULAGA-4: click every point that completes a row."""
    return PointExercise(lessons.row_quiz(), css_class="tulaga-row-exercise")


def perimeter_exercise() -> PointExercise:
    """TULAGA-4: click every point that completes a perimeter (its centre empty)."""
    return PointExercise(lessons.perimeter_quiz(), css_class="tulaga-perimeter-exercise")


def rank_row_exercise() -> PointExercise:
    """TULAGA-5: a row's rank stone goes on any of its five points."""
    return PointExercise(lessons.RankQuiz(), css_class="tulaga-rank-row-exercise")


def rank_perimeter_exercise() -> PointExercise:
    """TULAGA-5: a perimeter's rank stone goes on its centre."""
    return PointExercise(lessons.rank_perimeter_quiz(), css_class="tulaga-rank-perimeter-exercise")


def reap_exercise() -> ChoiceExercise:
    """TULAGA-6: which direction reaps the most? Every answer tells all four counts."""
    choices = [(DIRECTION_NAMES[d].capitalize(), d) for d in ("N", "E", "S", "W")]
    return ChoiceExercise(lessons.ReapQuiz(), choices, css_class="tulaga-reap-exercise")


def several_exercise() -> PointExercise:
    """TULAGA-5: one placement, several Tulagas: claim one, the others break."""
    return PointExercise(lessons.SeveralQuiz(), css_class="tulaga-several-exercise")


def win_exercise() -> PointExercise:
    """TULAGA-7: find the placements that put the last rank stone down."""
    return PointExercise(lessons.win_quiz(), css_class="tulaga-win-exercise")


def pile_exercise() -> PointExercise:
    """TULAGA-3: with one simple stone left, find the placements that refill the pile."""
    return PointExercise(lessons.pile_quiz(), css_class="tulaga-pile-exercise")


def notation_exercise() -> ChoiceExercise:
    """TULAGA-8: which text is the notation of the turn just played?"""
    quiz = lessons.NotationQuiz()
    return ChoiceExercise(
        quiz,
        [(text, text) for text in quiz.choices],
        css_class="tulaga-notation-exercise",
        free_text=True,
    )


def full_game_board(**kwargs: Any) -> Any:
    """The notebook's full game: :meth:`TulagaBoard.from_query` against Casual (the greedy
    bot) unless the page's address names another (``?bot=``, ``?colour=``, ``?seed=``,
    ``?ranks=``)."""
    from tulakit.widgets.page import query_params
    from tulakit.widgets.tulaga_board import TulagaBoard

    options: dict[str, Any] = {"css_class": "tulaga-full-game"}
    if "bot" not in query_params():
        options["opponent"] = "casual"
    options.update(kwargs)
    return TulagaBoard.from_query(**options)


__all__ = [
    "ChoiceExercise",
    "PointExercise",
    "full_game_board",
    "naming_exercise",
    "notation_exercise",
    "perimeter_exercise",
    "pile_exercise",
    "rank_perimeter_exercise",
    "rank_row_exercise",
    "reap_exercise",
    "row_exercise",
    "several_exercise",
    "win_exercise",
]
