"""The checks that ran inside ``notebooks/chola-solo.ipynb``, as tests (issue 15).

Each test rebuilds what its check used with the calls the notebook makes (the prepared
positions of ``tulakit.chola.lessons``, a solo ``CholaBoard`` like the page's).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from tulakit.chola import Build, lessons, solo_lessons
from tulakit.chola.cards import SHAPE_NAMES, SHAPES
from tulakit.chola.words import build_words
from tulakit.widgets.chola_board import CholaBoard

NOTEBOOK = Path(__file__).resolve().parents[2] / "notebooks" / "chola-solo.ipynb"
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def page_text(starts: str) -> str:
    """The markdown cell of the page that starts with ``starts``."""
    cells = json.loads(NOTEBOOK.read_text())["cells"]
    return next(
        "".join(c["source"])
        for c in cells
        if c["cell_type"] == "markdown" and "".join(c["source"]).startswith(starts)
    )


def test_first_solo_build_scores_and_runs_steps_1_to_3_CHOLA_SO1_SO2() -> None:
    game = lessons.solo_start()
    assert game.scores == (0, 100) and game.hand(0) == (0, 0, 2, 0, 0)
    game.play(lessons.solo_first_build(game))
    assert game.scores == (2, 102)  # 2 white stones placed; the opponent's white pair scores 2
    steps = lessons.solo_steps(game)
    assert steps[0].startswith("step 1: take stones up to 7") and sum(game.hand(0)) == 7
    assert any(s.startswith("step 3: turn up") for s in steps)
    assert steps[-1] == "you must build with a face-up card" and game.legal_moves()


def test_step_4_discards_the_cards_that_fit_nowhere_and_step_5_ends_CHOLA_SO1_SO2() -> None:
    game, move = lessons.solo_discard_position()
    game.play(move)
    steps = lessons.solo_steps(game)
    assert any(s.startswith("step 4: discard") and "fits nowhere" in s for s in steps)
    assert all(game.shape(c) == "single" for c in game.face_up)
    # step 5 on the same game: the last spaces built by the greedy bot, then the end
    lessons.finish_with_bots(game)
    assert game.is_over() and game.end_reason in ("the temple is complete", "the stack is empty")
    you, them = game.scores
    game_result = game.result()
    assert game_result is not None
    assert (game_result.outcome == "won") == (you > them)  # a tie or less is a loss


def test_solo_board_builds_by_clicks_and_refuses_a_pick_CHOLA_SO2() -> None:
    board = CholaBoard(players=1, seed=83)
    assert board.game.solo and board.status.startswith("Your turn")
    assert "in a solo game you only build" in board.pick()
    move = next(m for m in board.game.legal_moves())
    assert isinstance(move, Build)  # a solo game only builds
    board.choose_card(move.card)
    board.click_space(move.placement[0][0])
    assert board.placement and board.confirm().startswith("You: built c")
    assert len(board.game.moves) == 1


def test_the_score_exercise_and_step_1_show_one_build_with_one_card_CHOLA_SO1() -> None:
    """Issue 26: the same build was card c49 in section 1 and c42 in section 2."""
    scored = lessons.PredictQuiz("solo")
    start = lessons.solo_start()
    assert scored.move == lessons.solo_first_build(start)
    assert scored.game.face_up == start.face_up and scored.game.hand(0) == start.hand(0)
    assert build_words(scored.move) in solo_lessons.step1_quiz().prompt


def test_the_page_counts_the_face_up_cards_of_step_2_as_the_exercise_shows_them() -> None:
    """Issue 26: the page said three cards were face up and the picture showed two."""
    text = page_text("**Step 2.**")
    said = re.search(r"(\w+) cards? (?:are|is) face up", text)
    assert said is not None, text
    face_up = solo_lessons.step2_position().face_up
    assert NUMBER_WORDS[said.group(1)] == len(face_up)
    assert len(solo_lessons.step2_quiz().choices) == len(face_up)  # one answer per card


def test_step_4_asks_one_question_about_shapes_and_every_shape_is_an_answer_CHOLA_SO2() -> None:
    """Issue 26: "Which card shapes will it discard?" read two ways: the shapes of the
    face-up cards step 4 discards here, or every shape that fits nowhere. The cards it
    discards have fewer shapes than those that fit nowhere, so the question must ask
    about fitting, and its right answers are exactly the shapes that fit nowhere."""
    quiz = solo_lessons.step4_quiz()
    game, move = lessons.solo_discard_position()
    game.play(move)
    discarded = {game.shape(int(line.split(" ")[3].removeprefix("c").rstrip(":")))
                 for line in lessons.solo_steps(game) if line.startswith("step 4: discard")}  # fmt: skip
    assert discarded and discarded < quiz.targets  # the two readings differ here
    question = next(s for s in re.split(r"(?<=[.?)]) ", quiz.prompt) if s.endswith("?"))
    assert "fit nowhere" in question and "discard" not in question
    assert [key for _label, key in quiz.choices] == list(SHAPES)
    for shape in SHAPES:
        right, text = quiz.verdicts[shape]
        assert right == (shape in quiz.targets) == ("fits nowhere" in text)


def test_the_solo_questions_speak_as_the_board_does_not_in_notation() -> None:
    """Issue 26: a Solo question named its build in notation ("build c42 white@0,0
    white@1,0"), step 4's answers and two hints used the shapes' keys ("pair_same"). Every
    Solo exercise reads as the board does: a card's number, its colours on their spaces,
    the shapes' names."""
    quizzes: list[Any] = [lessons.PredictQuiz("solo")]  # a PredictQuiz and ChoiceQuizzes
    quizzes += [getattr(solo_lessons, f"step{n}_quiz")() for n in range(1, 6)]
    for quiz in quizzes:
        said = [quiz.prompt, quiz.hint_text()]
        said += [str(label) for label, _key in getattr(quiz, "choices", [])]
        said += [text for _right, text in getattr(quiz, "verdicts", {}).values()]
        for text in said:
            assert "@" not in text and not re.search(r"build c\d", text), text
            assert not any(shape in text for shape in SHAPES if "_" in shape), text
            assert "quad" not in text, text
    step4 = solo_lessons.step4_quiz()
    assert [label for label, _key in step4.choices] == [SHAPE_NAMES[s] for s in SHAPES]
