"""The Chola tutorials' hints (issue 14): in an exercise with one answer, the hint points
to where to look on the board (a row, a space, a wagon, a card) and never gives the answer,
as the Tula and Tulaga hints name a layer or a rank."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial

import pytest

from tulakit.chola import expert_lessons, lessons, solo_lessons
from tulakit.chola.lessons import ChoiceQuiz, PredictQuiz, Quiz

SINGLE: dict[str, Callable[[], Quiz]] = {
    **{f"predict {name}": partial(PredictQuiz, name) for name in lessons.PREDICTIONS},
    "basic end": lessons.end_quiz,
    "wagon": expert_lessons.wagon_quiz,
    "hidden": expert_lessons.hidden_quiz,
    "double": expert_lessons.double_quiz,
    "empty pick": expert_lessons.empty_pick_quiz,
    "again": expert_lessons.again_quiz,
    "expert end": expert_lessons.end_quiz,
    "solo step 1": solo_lessons.step1_quiz,
    "solo step 3": solo_lessons.step3_quiz,
}


@pytest.mark.parametrize("name", sorted(SINGLE))
def test_a_single_answer_hint_says_where_to_look_not_the_answer(name: str) -> None:
    quiz = SINGLE[name]()
    assert len(quiz.targets) == 1
    hint = quiz.hint_text()
    assert "Look at " in hint, hint
    (right,) = quiz.targets
    if isinstance(quiz, ChoiceQuiz):
        (label,) = quiz.right_labels()
        if label not in quiz.game.names:  # a player's name may well be in a hint
            assert label not in hint
    if isinstance(quiz, PredictQuiz):  # the points of the right answer, seat by seat
        assert quiz.label(right) not in hint
        for points in right:
            if points:
                assert f"+{points}" not in hint
    if isinstance(right, int) and right > 0:  # a count: never said in the hint
        assert not re.search(rf"(?<![\d,(]){right}(?![\d,)])", hint.replace("CHOLA", "")), hint


def test_a_prediction_hint_names_the_rows_and_the_new_stones() -> None:
    hint = PredictQuiz("merge").hint_text()
    assert "rows 0 and 1, around (3,0)" in hint
    treasure = PredictQuiz("treasure").hint_text()
    assert "(4,3) is a star: read its treasure tile (CHOLA-T1)" in treasure
    assert "Double Treasure is in play" not in treasure
    assert "with Double Treasure in play (CHOLA-T2)" in PredictQuiz("double").hint_text()
