"""The tutorial exercise widgets: the coach's buttons (Hint, Show me) appear only when
offered, what they say reaches the status line, a solved exercise says how and moves the
tutorial's progress; and the fixes of single exercises (the Tula reveal prompt, the Tula
match rings, the Tulaga several-Tulagas board after a claim)."""

from __future__ import annotations

import re
from typing import Any

from tulakit.drawing.svg import to_svg
from tulakit.tula import lessons as tula
from tulakit.tulaga import point
from tulakit.tulaga.game import EMPTY
from tulakit.widgets.chola_lessons import basic_end_exercise, predict_exercise
from tulakit.widgets.progress import TutorialProgress
from tulakit.widgets.tula_lessons import match_exercise, reveal_exercise, verdict_exercise
from tulakit.widgets.tulaga_lessons import naming_exercise, several_exercise


def shown(button: Any) -> bool:  # an ipywidgets button (untyped)
    value: bool = button.layout.display != "none"
    return value


def test_hint_and_show_me_appear_after_wrong_tries_and_speak_in_the_status_line() -> None:
    ex = naming_exercise()
    coach = ex.coach
    assert not shown(coach.hint_button) and not shown(coach.show_button)
    ex.click_point("a1")
    assert ex.status.endswith("Try again.") and not shown(coach.hint_button)
    ex.click_point("b1")
    assert ex.status.endswith("Try again, or press Hint.")
    assert shown(coach.hint_button) and not shown(coach.show_button)
    coach.hint_button.click()  # as a learner presses it
    assert ex.status.startswith("Hint: c7 is file c") and shown(coach.show_button)
    coach.show_button.click()
    assert ex.status.startswith("Here is the answer: that is c7")
    assert ex.quiz.done and ex.score.startswith("3 of 3 found")
    assert not shown(coach.hint_button) and not shown(coach.show_button)  # nothing left
    assert coach.solved.value == "Shown: try the next one yourself."


def test_a_solved_exercise_says_how_and_moves_the_progress() -> None:
    progress = TutorialProgress(tula.STEPS)
    ex = progress.track("match", match_exercise())
    summary = progress.summary()
    assert "0 of 3 steps done" in progress.bar.value and 'value="0"' in progress.bar.value
    assert ex.coach.step.value == "Step 2 of 3 · 0 of 3 steps done"
    ex.click_tile(15)  # wrong
    ex.click_tile(13)
    ex.click_tile(22)
    assert ex.status.endswith("(3 of Moons). Step 2 done; 1 of 3 steps done.")
    assert "1 of 3 steps done" in progress.bar.value and 'value="1"' in progress.bar.value
    assert ex.coach.step.value == "Step 2 of 3 · 1 of 3 steps done"
    assert ex.coach.solved.value == "Solved after a few tries."
    assert "1 after a few tries" in summary.value and "Still to do" in summary.value
    ex.click_tile(18)  # a finished exercise counts nothing more, and says so
    assert ex.status.startswith("This exercise is done") and progress.progress.done == 1


def test_untracked_exercises_never_count() -> None:
    progress = TutorialProgress(tula.STEPS)
    ex = match_exercise()  # as the notebook's check cells make them
    ex.quiz.show()
    assert progress.progress.done == 0


def test_the_reveal_exercise_asks_its_question_once_and_says_how_to_pick() -> None:
    """Issue 26: the question was said three times (the page's prose, the prompt above
    the board, the status line): the status line now says how to pick, and only that."""
    ex = reveal_exercise()
    prompt = [c for c in ex.children if "prompt" in c._dom_classes]
    assert len(prompt) == 1 and "revealed now" in prompt[0].value
    assert ex.status.startswith("Choose a tile: tap or click it") and "revealed" not in ex.status
    assert "match" not in ex.status
    ex.board.press("stack")  # the play board's words about matching would be a hint
    assert "match" not in ex.status and ex.status.startswith("That is the stack")


def test_the_match_exercise_rings_the_tiles_found() -> None:
    ex = match_exercise()
    assert 'class="found"' not in to_svg(ex.board.scene)
    ex.click_tile(13)
    svg = to_svg(ex.board.scene)
    assert re.search(r'class="found-tile" data-position="13"', svg), svg[:300]
    assert ex.board.region_labels()[13].endswith("Found.")
    assert not ex.board.region_labels()[22].endswith("Found.")


def test_the_several_tulagas_board_shows_the_position_after_the_claim() -> None:
    ex = several_exercise()
    before = to_svg(ex.scene)
    ex.click_point("a5")  # claims the row a5-e5: its stones go home
    assert ex.quiz.view().cell(point("a5")) == EMPTY
    assert ex.label(point("a5")) == "a5: empty"
    after = to_svg(ex.scene)
    assert after != before and 'class="tulaga-offer' in after  # the offers still drawn


def test_a_choice_exercise_redraws_its_picture_when_the_quiz_moves_on() -> None:
    ex = verdict_exercise()
    first = ex.picture.value
    assert "banner" not in first  # the result banner would give the answer away
    ex.choose("on")
    assert ex.picture.value == first  # a wrong answer stays on the position
    ex.choose("lost")
    assert ex.picture.value != first and ex.prompt.startswith("Position 2 of 3")


def test_the_afterword_shows_only_once_solved() -> None:
    ex = basic_end_exercise()
    ex.choose(0)
    assert ex.afterword.value == ""
    ex.show_me()
    assert "The last turns played by bots" in ex.afterword.value


def test_a_wrong_prediction_never_shows_the_sum() -> None:
    ex = predict_exercise("merge")
    text = ex.choose((1, 18))
    assert "+10" not in text and "Brown +1, White +10" not in text
