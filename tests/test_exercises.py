"""The quiz machinery every tutorial exercise shares (tulakit.quiz), on every quiz of the
five tutorials: a wrong answer asks for another try and never names the answer; a hint
after two wrong tries, then "Show me"; a finished quiz scores nothing more; how each
was solved is recorded; the tutorial's progress counts the steps.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Hashable
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from tulakit import quiz as quizzes
from tulakit.chola import Build, expert_lessons, solo_lessons
from tulakit.chola import lessons as chola
from tulakit.chola.cards import SHAPE_NAMES
from tulakit.tula import lessons as tula
from tulakit.tulaga import lessons as tulaga
from tulakit.tulaga.board import DIRECTION_NAMES, N_POINTS, name, point
from tulakit.tutorial import Progress

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"

#: every quiz of the five tutorials, by a readable name
QUIZZES: dict[str, Callable[[], Any]] = {
    "tula reveal": tula.RevealQuiz,
    "tula match": tula.MatchQuiz,
    "tula verdict": tula.VerdictQuiz,
    "tulaga naming": tulaga.NamingQuiz,
    "tulaga row": tulaga.row_quiz,
    "tulaga perimeter": tulaga.perimeter_quiz,
    "tulaga rank row": tulaga.RankQuiz,
    "tulaga rank perimeter": tulaga.rank_perimeter_quiz,
    "tulaga reap": tulaga.ReapQuiz,
    "tulaga several": tulaga.SeveralQuiz,
    "tulaga win": tulaga.win_quiz,
    "tulaga pile": tulaga.pile_quiz,
    "tulaga notation": tulaga.NotationQuiz,
    "chola action": chola.ActionQuiz,
    "chola building": chola.BuildingQuiz,
    **{f"chola predict {n}": partial(chola.PredictQuiz, n) for n in chola.PREDICTIONS},
    "chola end": chola.end_quiz,
    "expert wagon": expert_lessons.wagon_quiz,
    "expert slot": expert_lessons.SlotQuiz,
    "expert payment": expert_lessons.payment_quiz,
    "expert hidden": expert_lessons.hidden_quiz,
    "expert double": expert_lessons.double_quiz,
    **{f"expert {c}": partial(expert_lessons.card_pay_quiz, c) for c in ("swap", "anycolour", "less")},
    "expert empty pick": expert_lessons.empty_pick_quiz,
    "expert again": expert_lessons.again_quiz,
    "expert end": expert_lessons.end_quiz,
    **{f"solo {s}": getattr(solo_lessons, f"{s}_quiz") for s in ("step1", "step2", "step3", "step4", "step5")},
}  # fmt: skip


def choices(quiz: Any) -> list[tuple[str, Hashable]]:
    """Every answer a learner can give, as (label, key)."""
    if isinstance(quiz, tula.VerdictQuiz):
        return [(label, key) for key, label in tula.VERDICTS]
    if isinstance(quiz, tula._Quiz):
        return [(f"tile {p}", p) for p in range(24)]
    if isinstance(quiz, tulaga.ReapQuiz):
        return [(DIRECTION_NAMES[d].capitalize(), d) for d in "NESW"]
    if isinstance(quiz, tulaga.NotationQuiz):
        return [(text, text) for text in quiz.choices]
    if isinstance(quiz, tulaga.Quiz):
        return [(name(p), p) for p in range(N_POINTS)]
    if isinstance(quiz, chola.PredictQuiz):
        return [(quiz.label(p), p) for p in quiz.lesson.choices]
    if isinstance(quiz, chola.ActionQuiz):
        return [(a.capitalize(), a) for a in quiz.ACTIONS]
    if isinstance(quiz, chola.BuildingQuiz):
        return [(str(s), s) for s in sorted(quiz.asked)]
    if isinstance(quiz, expert_lessons.SlotQuiz):
        return [(s, s) for s in sorted(quiz.asked)]
    return list(quiz.choices)


def right_now(quiz: Any) -> set[Hashable]:
    """The keys that are right at this moment (one position at a time for some)."""
    if isinstance(quiz, tula.VerdictQuiz):
        return {tula.verdict_of(quiz.game)}
    if isinstance(quiz, tulaga.NamingQuiz):
        return {quiz.current}
    if isinstance(quiz, tulaga.SeveralQuiz):
        return {p for p in range(N_POINTS) if len(quiz.through(p)) == 1}
    if isinstance(quiz, tula._Quiz):
        return set(quiz.targets - quiz.found)
    return {key for _label, key in choices(quiz) if quiz.explain(key).correct}


def wrong_keys(quiz: Any) -> list[Hashable]:
    """Answers that are wrong now and count as wrong (not an unmarked space)."""
    right = right_now(quiz)
    keys = [key for _label, key in choices(quiz) if key not in right]
    if isinstance(quiz, tulaga.SeveralQuiz):
        keys = [
            p for p in keys if isinstance(p, int) and quiz.through(p)
        ]  # a shared stone: a real try
    if isinstance(quiz, tulaga.Quiz):  # a try the page invites is not a wrong one
        keys = [key for key in keys if quiz.explain(key).reason not in quiz.invited]
    return keys


@pytest.mark.parametrize("which", sorted(QUIZZES))
def test_a_wrong_answer_asks_again_and_never_names_the_answer(which: str) -> None:
    """Undo "never reveals" (e.g. 'no: it is Brown +1, White +10, not ...') and this fails:
    the wrong answer's words name no right answer's label, the score finds nothing, and
    the learner is asked to try again."""
    quiz = QUIZZES[which]()
    right_labels = [label.lower() for label, key in choices(quiz) if key in right_now(quiz)]
    tried = 0
    for key in wrong_keys(quiz)[:6]:
        fresh = QUIZZES[which]()
        found = set(fresh.found)
        answer = fresh.pick(key)
        assert not answer.correct, (which, key)
        assert set(fresh.found) == found and fresh.wrong == 1 and not fresh.done
        said = fresh.feedback(answer.text, wrong=True)
        assert said.endswith("Try again."), said
        points = isinstance(quiz, tulaga.Quiz) and not isinstance(
            quiz, (tulaga.ReapQuiz, tulaga.NotationQuiz)
        )
        if points or isinstance(quiz, (tula._Quiz, chola.BuildingQuiz)):
            continue  # tiles and points are named as neighbours or asked for, not as answers
        for label in right_labels:
            assert not re.search(rf"(?<![\w+]){re.escape(label)}(?![\w])", said.lower()), (
                which,
                key,
                label,
                said,
            )
        tried += 1
    assert tried or wrong_keys(quiz)


@pytest.mark.parametrize("which", sorted(QUIZZES))
def test_a_hint_after_two_wrong_tries_then_show_me(which: str) -> None:
    quiz = QUIZZES[which]()
    wrong = wrong_keys(quiz)
    assert not quiz.hint_offered and not quiz.show_offered
    quiz.pick(wrong[0])
    assert not quiz.hint_offered  # one wrong try: no hint yet
    quiz.pick(wrong[1 % len(wrong)])
    assert quiz.hint_offered and not quiz.show_offered
    assert quiz.feedback("no: that is not it", wrong=True).endswith("Try again, or press Hint.")
    hint = quiz.hint()
    assert hint.startswith("Hint: ") and len(hint) > 30 and quiz.hints == 1
    assert quiz.show_offered  # after a hint, Show me
    assert quiz.feedback("no", wrong=True).endswith("press Show me to see the answer.")


def test_show_me_is_offered_after_three_wrong_tries_without_a_hint() -> None:
    quiz = tulaga.NamingQuiz()
    for where in ("a1", "b1", "d1"):
        quiz.pick(point(where))
    assert quiz.show_offered and quiz.hints == 0
    assert quiz.feedback("no", wrong=True).endswith("press Hint or Show me.")


@pytest.mark.parametrize("which", sorted(QUIZZES))
def test_show_me_reveals_every_answer_and_records_it(which: str) -> None:
    quiz = QUIZZES[which]()
    text = quiz.show()
    assert text.startswith("Here is the answer: ") and quiz.done and quiz.shown
    assert quiz.how == quizzes.SHOWN and quiz.wrong == 0
    assert "yes:" not in text  # the verdicts read as one explanation


@pytest.mark.parametrize("which", sorted(QUIZZES))
def test_a_finished_quiz_scores_nothing_more(which: str) -> None:
    """Undo the stop and this fails ('4 of 3 found': the naming quiz kept scoring)."""
    quiz = QUIZZES[which]()
    for key in list(quiz.answer_keys()):
        quiz.pick(key)
    assert quiz.done and quiz.how == quizzes.FIRST_TRY
    found, wrong, score = set(quiz.found), quiz.wrong, quiz.score_text()
    for _label, key in choices(quiz)[:12]:
        answer = quiz.pick(key)
        assert "This exercise is done" in answer.text
    assert set(quiz.found) == found and quiz.wrong == wrong and quiz.score_text() == score
    assert len(quiz.found) == quiz.total


def test_the_naming_quiz_never_counts_more_than_it_asks() -> None:
    quiz = tulaga.NamingQuiz()
    for where in ("c7", "g2", "i9", "a1", "e4"):
        quiz.pick(point(where))
    assert quiz.score_text() == "3 of 3 found: all of them!" and quiz.prompt == "All found!"


def test_how_each_quiz_was_solved_is_recorded() -> None:
    first = tula.MatchQuiz()
    for key in first.answer_keys():
        assert isinstance(key, int)
        first.pick(key)
    assert first.how == "at the first try"
    tries = tula.MatchQuiz()
    assert tries.how is None  # not solved yet
    tries.pick(15)
    for key in tries.answer_keys():
        assert isinstance(key, int)
        tries.pick(key)
    assert tries.how == "after a few tries"
    hinted = tula.MatchQuiz()
    hinted.pick(15)
    hinted.pick(14)
    hinted.hint()
    for key in hinted.answer_keys():
        assert isinstance(key, int)
        hinted.pick(key)
    assert hinted.how == "with a hint"
    shown = tula.MatchQuiz()
    shown.pick(13)
    shown.show()
    assert shown.how == "shown"


def test_the_reveal_quiz_shown_turns_the_tiles_face_up() -> None:
    quiz = tula.RevealQuiz()
    quiz.show()
    assert all(quiz.game.is_face_up(p) for p in quiz.targets)


def test_solo_step5_ends_as_the_engine_does() -> None:
    """The end conditions the solo quiz counts right are the engine's end reasons."""
    quiz = solo_lessons.step5_quiz()
    assert quiz.targets == {"full", "stack"}
    game, move = chola.solo_discard_position()
    game.play(move)
    chola.finish_with_bots(game)
    assert game.end_reason in ("the temple is complete", "the stack is empty")


def test_solo_step2_targets_are_the_legal_builds() -> None:
    quiz = solo_lessons.step2_quiz()
    game = solo_lessons.step2_position()
    assert quiz.targets == {m.card for m in game.legal_moves() if isinstance(m, Build)}
    assert quiz.total < len(game.face_up)  # a card that cannot be built is asked too


def test_solo_step4_targets_are_the_shapes_that_fit_nowhere() -> None:
    game, move = chola.solo_discard_position()
    game.play(move)
    named = {line.split(": a ")[-1].split(" fits")[0] for line in chola.solo_steps(game)
             if line.startswith("step 4: discard")}  # fmt: skip
    discarded = {shape for shape, name in SHAPE_NAMES.items() if name in named}
    assert discarded and len(discarded) == len(named)  # the report names shapes as players do
    assert discarded <= solo_lessons.step4_quiz().targets


def test_chola_end_quiz_counts_the_engine_turns_CHOLA_E1() -> None:
    game, move = chola.end_position()
    game.play(move)
    assert chola.end_quiz().targets == {game.turns_left}


# -- progress ---------------------------------------------------------------------------------
def test_progress_counts_each_step_once_and_sums_up() -> None:
    progress = Progress(tula.STEPS)
    assert progress.text() == "0 of 3 steps done"
    assert progress.record("match", quizzes.WITH_HINT)
    assert not progress.record("match", quizzes.FIRST_TRY)  # counted once, as first done
    assert progress.text() == "1 of 3 steps done" and progress.solved["match"] == "with a hint"
    progress.record("reveal", quizzes.FIRST_TRY)
    progress.record("verdict", quizzes.SHOWN)
    assert progress.text() == "All 3 steps done!"
    assert progress.summary() == "All 3 steps done: 1 at the first try, 1 with a hint and 1 shown."
    with pytest.raises(KeyError):
        progress.record("mercy", quizzes.FIRST_TRY)
    with pytest.raises(ValueError):
        progress.record("match", "somehow")


TUTORIAL_STEPS = {
    "tula.ipynb": tula.STEPS,
    "tulaga.ipynb": tulaga.STEPS,
    "chola-basic.ipynb": chola.BASIC_STEPS,
    "chola-expert.ipynb": expert_lessons.EXPERT_STEPS,
    "chola-solo.ipynb": solo_lessons.SOLO_STEPS,
}


def test_every_registered_tutorial_has_its_steps_here() -> None:
    """The games' tutorials as the registry (tulakit.games) names them: a new game's
    tutorial is checked below once its steps are added to TUTORIAL_STEPS."""
    from tulakit import games

    tutorials = {entry.tutorial for entry in games.entries() if entry.tutorial is not None}
    assert tutorials == set(TUTORIAL_STEPS)


@pytest.mark.parametrize("notebook", sorted(TUTORIAL_STEPS))
def test_every_tutorial_tracks_each_of_its_steps_once_and_ends_with_a_link_to_play(
    notebook: str,
) -> None:
    cells = json.loads((NOTEBOOKS / notebook).read_text())["cells"]
    code = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
    tracked = re.findall(r'progress\.track\("([\w-]+)"', code)
    assert sorted(tracked) == sorted(key for key, _ in TUTORIAL_STEPS[notebook])
    assert "progress.summary()" in code
    last = "".join(cells[-1]["source"])
    play = re.search(r"\]\(([\w-]+\.ipynb[^)]*)\)", last)
    assert play is not None and "play" in play.group(1) and not play.group(1).startswith("/")
    assert (NOTEBOOKS / play.group(1).split("?")[0]).exists()


# -- punctuation (issue 26: "All 3 steps done!." reached the page) ----------------------------
#: two or more marks in a row ("!.", "?.", "..", ",."); an ellipsis "..." is one mark
_MARKS = re.compile(r"[.!?,;:]{2,}")
#: what in a markdown cell is not prose: code blocks, code spans, link targets
_NOT_PROSE = re.compile(r"```.*?```|`[^`]*`|\]\([^)]*\)", re.S)


def doubled_punctuation(text: str) -> list[str]:
    """Every run of doubled punctuation in ``text``, with a little of its context.

    >>> doubled_punctuation("All 3 steps done!. Well... then?")
    ['steps done!.']
    """
    return [
        text[max(0, m.start() - 10) : m.end()] for m in _MARKS.finditer(text) if m.group() != "..."
    ]


@pytest.mark.parametrize("which", sorted(QUIZZES))
def test_nothing_a_quiz_says_has_doubled_punctuation(which: str) -> None:
    quiz = QUIZZES[which]()
    said = [getattr(quiz, "prompt", ""), quiz.score_text(), quiz.hint()]
    judge = getattr(quiz, "explain", quiz.pick)  # Tula's quizzes judge only by picking
    for label, key in choices(quiz)[:40]:
        answer = judge(key)
        said += [label, quiz.feedback(answer.text, wrong=not answer.correct)]
    said += [quiz.show(), quiz.score_text(), quiz.finished()]
    found = [bad for text in said for bad in doubled_punctuation(str(text))]
    assert len(said) > 5 and found == []


def test_the_progress_notes_of_a_tutorial_solved_in_order_end_without_doubled_marks() -> None:
    """The note each solved step adds to its status line: the last one ends "done!",
    and once read "All 3 steps done!." on the page."""
    from tulakit.widgets.progress import TutorialProgress
    from tulakit.widgets.tula_lessons import match_exercise, reveal_exercise, verdict_exercise

    progress = TutorialProgress(tula.STEPS)
    said = [
        progress.track("reveal", reveal_exercise()).show_me(),
        progress.track("match", match_exercise()).show_me(),
        progress.track("verdict", verdict_exercise()).show_me(),
    ]
    assert said[-1].endswith("Step 3 done; all 3 steps done!")
    assert [bad for text in said for bad in doubled_punctuation(text)] == []


@pytest.mark.parametrize("notebook", sorted(TUTORIAL_STEPS))
def test_no_step_title_has_doubled_punctuation(notebook: str) -> None:
    titles = [title for _key, title in TUTORIAL_STEPS[notebook]]
    assert titles and [bad for text in titles for bad in doubled_punctuation(text)] == []


@pytest.mark.parametrize("notebook", sorted(p.name for p in NOTEBOOKS.glob("*.ipynb")))
def test_no_page_text_has_doubled_punctuation(notebook: str) -> None:
    cells = json.loads((NOTEBOOKS / notebook).read_text())["cells"]
    prose = [
        _NOT_PROSE.sub(" ", "".join(c["source"])) for c in cells if c["cell_type"] == "markdown"
    ]
    assert prose and [bad for text in prose for bad in doubled_punctuation(text)] == []
