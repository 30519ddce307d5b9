"""Exercise widgets for the Chola temple notebooks (the score chart: :mod:`tulakit.widgets.chola_chart`).

Each exercise wraps a quiz from :mod:`tulakit.chola.lessons`: the quiz judges the pick and
says why; the widget shows the prepared position, the explanation (``.status``) and the
running score (``.score``). As on the play boards, a picked region may come from a click,
a tap or Enter on the keyboard cursor; each region is named in words without giving the
answer away, and on a narrow page the picture takes its compact layout.

In a notebook without a browser (nbval), drive an exercise through its handlers::

    exercise = building_exercise()
    exercise.click_space("2,3")   # 'No, there is no stone below (2,3) (CHOLA-G2). Try again.'
    exercise.score                # '0 of 4 found (1 wrong guess)'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tulakit.chola import lessons
from tulakit.chola.board import space
from tulakit.chola.lessons import Quiz
from tulakit.chola.svg import (
    COMPACT_WIDTH,
    HEIGHT,
    WIDTH,
    choose_layout,
    compact,
    scene_size,
    space_xy,
)
from tulakit.chola.words import Seen, region_label
from tulakit.drawing.scene import Key, Scene
from tulakit.drawing.still import Still
from tulakit.drawing.svg import to_svg
from tulakit.widgets import exercise
from tulakit.widgets.exercise import CanvasExercise


def exercise_labels(quiz: Any) -> Callable[[Key], str]:
    """The regions of a Chola exercise in words, as a sighted learner sees them and
    without the answer (:func:`tulakit.chola.words.region_label` with ``hints=False``);
    the spaces or slots the exercise asks about are said to be marked."""
    asked: frozenset[int | str] = getattr(quiz, "asked", frozenset())

    def label(key: Key) -> str:
        text = region_label(quiz.game, key, seen=Seen.of(quiz.game, hints=False))
        if key in asked:
            return f"{text}; marked with a question"
        if isinstance(key, int) and quiz.game.options.variant == "expert":
            from tulakit.chola.expert_lessons import slot_of_space

            slot = slot_of_space(quiz.game, key)
            if slot in asked:
                return f"{text}; its slot is marked with a question"
        if isinstance(key, str) and key.partition(":")[2] in asked:
            return f"{text}; marked with a question"
        return text

    return label


class SpaceExercise(CanvasExercise):
    """The picture of ``quiz.scene()``; a click, a tap or Enter on a temple space is judged
    by the quiz. On a narrow page the picture takes its compact layout."""

    def __init__(self, quiz: Quiz, *, css_class: str) -> None:
        super().__init__(
            quiz,
            size=(WIDTH, HEIGHT),
            css_class=css_class,
            miss="That is not a space of the temple: pick a marked space.",
            status_width=720,
            labels=exercise_labels(quiz),
        )

    def quiz_scene(self, quiz: Any) -> Scene:
        """The quiz's picture, compact on a page narrower than the designed one."""
        width = scene_size(quiz.game)[0]
        scene: Scene = quiz.scene(layout=choose_layout(self.page_width(), width))
        return scene

    def click_space(self, where: str | int) -> str:
        """Click the space named ``where`` (``'4,3'``) or with that index."""
        index = space(where) if isinstance(where, str) else where
        return self.click(*space_xy(index))


class ChoiceExercise(exercise.ChoiceExercise):
    """One button per choice, each judged by ``quiz.pick``; the position as a picture."""

    def __init__(
        self,
        quiz: Quiz,
        choices: Sequence[tuple[str, Any]],
        *,
        css_class: str,
        picture: bool = True,
    ) -> None:
        width = scene_size(quiz.game)[0] if picture else None  # an Expert picture is wider
        super().__init__(quiz, choices, css_class=css_class, width=720, picture_width=width)

    def picture_html(self) -> str:
        """As on the boards: the designed picture, or the compact one on a narrow page."""
        return two_pictures(self.quiz)


def two_pictures(quiz: Any) -> str:
    """The quiz's position twice, designed and compact; a container query shows the one
    that fits the width the page gives it (:class:`~tulakit.drawing.still.Still`), so no
    text is shown under 12 pixels (the compact picture's text is sized for the narrowest
    page, 330 pixels)."""
    narrow = quiz.scene(layout=compact(330, COMPACT_WIDTH))
    return Still(to_svg(quiz.scene()), to_svg(narrow)).html()


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


def treasure_exercise(name: str = "treasure") -> ChoiceExercise:
    """CHOLA-T1 (``"treasure"``: a tile on the star) or CHOLA-T2 (``"double"``): predict
    the points of a build that covers a star."""
    return predict_exercise(name)


def basic_end_exercise() -> ChoiceExercise:
    """CHOLA-E1: how many more turns once a build leaves 6 empty spaces?"""
    quiz = lessons.end_quiz()
    return ChoiceExercise(quiz, quiz.choices, css_class="chola-basic-end-exercise")


def solo_exercise(step: str) -> ChoiceExercise:
    """The Solo tutorial's exercises: ``"score"`` (CHOLA-SO1) and ``"step1"`` to
    ``"step5"``, one per step of the procedure (CHOLA-SO2)."""
    from tulakit.chola import solo_lessons

    if step == "score":
        return predict_exercise("solo")
    makers = {
        "step1": solo_lessons.step1_quiz,
        "step2": solo_lessons.step2_quiz,
        "step3": solo_lessons.step3_quiz,
        "step4": solo_lessons.step4_quiz,
        "step5": solo_lessons.step5_quiz,
    }
    if step not in makers:
        raise ValueError(f"no solo exercise {step!r}: use score or step1 to step5")
    quiz = makers[step]()
    # steps 3 and 5 are about the procedure, not about a position one could show
    picture = step not in ("step3", "step5")
    return ChoiceExercise(
        quiz, quiz.choices, css_class=f"chola-solo-{step}-exercise", picture=picture
    )


# -- Expert (CHOLA-W1..E3) ------------------------------------------------------------------------
class SlotExercise(CanvasExercise):
    """The Expert picture; a click on a temple space or a sculpture-board tile picks a slot,
    judged by the quiz (:class:`tulakit.chola.expert_lessons.SlotQuiz`)."""

    def __init__(self, quiz: Any, *, css_class: str) -> None:
        super().__init__(
            quiz,
            size=scene_size(quiz.game),
            css_class=css_class,
            miss="That is not a slot: pick a marked slot on the temple or on the sculpture board.",
            status_width=760,
            labels=exercise_labels(quiz),
        )

    def quiz_scene(self, quiz: Any) -> Scene:
        """The quiz's picture in the Expert layout that fits the page (middle, phone),
        shown up to the size where its spaces and tiles are a finger wide."""
        from tulakit.chola.expert_svg import expert_layout, expert_zoom, kept_in_window

        layout = expert_layout(self.page_width())
        if self._assumed_width is None:  # shown, not sized for a placeholder: the view follows
            self.view.zoom = expert_zoom(layout)
            self.view.kept_in_window = kept_in_window(layout)
        scene: Scene = quiz.scene(layout=layout)
        return scene

    def picture_zoom(self) -> float:
        """The zoom of the layout for the page's width (:func:`expert_zoom`)."""
        from tulakit.chola.expert_svg import expert_layout, expert_zoom

        return expert_zoom(expert_layout(self.page_width()))

    def press(self, key: Key | None) -> str:
        """Pick the slot of a temple space or of a sculpture-board tile (a click, a tap, or
        Enter on the keyboard cursor)."""
        from tulakit.chola.expert_lessons import slot_of_space

        def pick() -> str:
            if isinstance(key, int):
                return str(self.quiz.pick(slot_of_space(self.quiz.game, key)).text)
            if isinstance(key, str) and key.startswith("tile:"):
                return str(self.quiz.pick(key.partition(":")[2]).text)
            return self._miss

        said = self._judge(pick)
        self.redraw()
        return said

    def click_slot(self, name: str) -> str:
        """Click the tile of slot ``name`` on the sculpture board."""
        point = self._scene.visible_point(f"tile:{name}")
        if point is None:
            raise ValueError(f"{name!r} is not a slot of this board")
        return self.click(*point)

    def click_space(self, where: str | int) -> str:
        """Click a temple space (``'8,1'``): its slot is the pick."""
        index = space(where) if isinstance(where, str) else where
        return self.click(*space_xy(index))


def _choices(quiz: Any, css_class: str) -> ChoiceExercise:
    return ChoiceExercise(quiz, quiz.choices, css_class=css_class)


def wagon_exercise() -> ChoiceExercise:
    """CHOLA-W1: Grey's wagon after a diagonal four of brown and light brown."""
    from tulakit.chola import expert_lessons

    return _choices(expert_lessons.wagon_quiz(), "chola-wagon-exercise")


def slot_exercise() -> SlotExercise:
    """CHOLA-X3: click every marked slot Brown could sculpt now."""
    from tulakit.chola import expert_lessons

    return SlotExercise(expert_lessons.SlotQuiz(), css_class="chola-slot-exercise")


def payment_exercise() -> ChoiceExercise:
    """CHOLA-X2/X3: which payments for the 8-point tile may Brown make?"""
    from tulakit.chola import expert_lessons

    return _choices(expert_lessons.payment_quiz(), "chola-payment-exercise")


def hidden_exercise() -> ChoiceExercise:
    """CHOLA-X3: a build next to a sculpture; the stones under it form no pattern."""
    from tulakit.chola import expert_lessons

    return _choices(expert_lessons.hidden_quiz(), "chola-hidden-exercise")


def bonus_exercise(name: str) -> ChoiceExercise:
    """CHOLA-B1, one per card family: ``"double"`` (points), ``"swap"``, ``"anycolour"``,
    ``"less"`` (payment), ``"emptypick"`` (the action deck) and ``"again"`` (extra turn)."""
    from tulakit.chola import expert_lessons as lessons_x

    makers = {
        "double": lessons_x.double_quiz,
        "emptypick": lessons_x.empty_pick_quiz,
        "again": lessons_x.again_quiz,
    }
    if name in ("swap", "anycolour", "less"):
        quiz = lessons_x.card_pay_quiz(name)
    elif name in makers:
        quiz = makers[name]()
    else:
        raise ValueError(f"no bonus card exercise {name!r}: use double, swap, anycolour, "
                         "less, emptypick or again")  # fmt: skip
    return ChoiceExercise(quiz, quiz.choices, css_class=f"chola-bonus-{name}-exercise",
                          picture=name not in ("swap", "anycolour", "less"))  # fmt: skip


def end_exercise() -> ChoiceExercise:
    """CHOLA-E3: the last sculpture ends the game; equal points, the wagons decide."""
    from tulakit.chola import expert_lessons

    return _choices(expert_lessons.end_quiz(), "chola-end-exercise")


def expert_board(**kwargs: Any) -> Any:
    """The Expert notebook's full game: :meth:`ExpertBoard.from_query` (you against the
    greedy bot unless the address says otherwise), with its score chart underneath."""
    from tulakit.widgets.chola_expert_board import ExpertBoard

    options: dict[str, Any] = {"css_class": "chola-expert-game", "chart": True}
    options.update(kwargs)
    return ExpertBoard.from_query(**options)


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
    "SlotExercise",
    "SpaceExercise",
    "action_exercise",
    "basic_end_exercise",
    "bonus_exercise",
    "building_exercise",
    "end_exercise",
    "expert_board",
    "full_game_board",
    "hidden_exercise",
    "payment_exercise",
    "predict_exercise",
    "slot_exercise",
    "solo_board",
    "solo_exercise",
    "treasure_exercise",
    "wagon_exercise",
]
