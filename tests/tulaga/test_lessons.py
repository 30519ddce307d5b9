"""The lesson logic of the Tulaga notebook: prepared positions, explanations and scores.

Every verdict is checked against the rules engine (placements, ``tulagas_after``, the
parser, reaps played out on copies) or the board tables, never against text copied from
the lessons module.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable

import pytest
from tulaga.positions import position

from tulakit.errors import NotationError
from tulakit.tulaga import TulagaGame, TulagaMove, explain, lessons, name, point, positions
from tulakit.tulaga.board import N_POINTS, PERIMETER, RAYS
from tulakit.tulaga.game import EMPTY, rank, simple
from tulakit.tulaga.svg import REAP_KEYS

POSITIONS = {
    "board": positions.board_position,
    "row": positions.row_position,
    "perimeter": positions.perimeter_position,
    "rank_row": positions.rank_row_position,
    "reap": positions.reap_position,
    "several": positions.several_position,
    "win": positions.win_position,
    "reap_win": positions.reap_win_position,
    "pile": positions.pile_position,
}


def _points(text: str) -> set[str]:
    return set(re.findall(r"\b[a-i][1-9]\b", text))


def _kinds(game: TulagaGame, p: int) -> set[str]:
    return {t.kind for t in game.tulagas_after(p)}


def _engine_reason(game: TulagaGame, p: int) -> str | None:
    return game.explain_illegal(TulagaMove(p))


# -- the prepared positions --------------------------------------------------------------
@pytest.mark.parametrize("which", sorted(POSITIONS))
def test_prepared_positions_are_black_to_move_and_replay_as_records(which: str) -> None:
    """TULAGA-2: Black moves first, and each lesson has Black to move; the position is
    an ordinary game whose record replays it."""
    from tulakit.tulaga import load

    game = POSITIONS[which]()
    assert game.to_move == 0 and not game.is_over()
    assert load(game.to_json()).cells == game.cells


def test_prepared_matches_the_test_helper() -> None:
    """``positions.prepared`` plays turns the same way as the tests' ``position``."""
    assert positions.row_position().cells == position(*positions.ROW_TURNS).cells
    with pytest.raises(ValueError, match="TULAGA-2"):
        positions.prepared("a1", "b1; b2")


def test_row_position_offers_what_the_text_says() -> None:
    """TULAGA-4: only g5 completes a row; White's b5 blocks the other end; the row b2-f2
    would hold a black rank stone on b2."""
    game = positions.row_position()
    rows = {name(p) for p in range(N_POINTS) if "row" in _kinds(game, p)}
    assert rows == {"g5"}
    assert game.cell(point("b5")) == simple(1)
    assert game.cell(point("b2")) == rank(0)
    assert all(game.cell(point(q)) == simple(0) for q in ("c2", "d2", "e2"))
    assert game.cell(point("f2")) == EMPTY


def test_perimeter_position_offers_what_the_text_says() -> None:
    """TULAGA-4: d5 and e7 ring d6; f2, g2, h2 surround g3, which White holds."""
    game = positions.perimeter_position()
    found = {name(p) for p in range(N_POINTS) if "perimeter" in _kinds(game, p)}
    assert found == {"d5", "e7"}
    for p in ("d5", "e7"):
        assert {t.centre for t in game.tulagas_after(point(p))} == {point("d6")}
    assert game.cell(point("g3")) == simple(1)
    assert all(game.cell(point(q)) == simple(0) for q in ("f2", "g2", "h2"))
    assert not any(_kinds(game, p) for p in range(N_POINTS) if name(p) not in found)


def test_several_position_makes_the_row_and_three_perimeters() -> None:
    game = positions.several_position()
    tulagas = game.tulagas_after(point(positions.SEVERAL_PLACE))
    assert sorted(explain.short_words(t) for t in tulagas) == [
        "perimeter around d6",
        "perimeter around e6",
        "perimeter around f6",
        "row a5-e5",
    ]


def test_win_position_tulaga_7_one_rank_stone_left() -> None:
    game = positions.win_position()
    assert game.rank_stones == 4 and game.rank_pile == (1, 2)
    winning = [p for p in range(N_POINTS) if game.tulagas_after(p)]
    assert {name(p) for p in winning} == {"d6", "f7"}
    for p in winning:
        claim = game.tulagas_after(p)[0]
        trial = game.copy()
        trial.play(TulagaMove(p, claim))
        assert trial.winner() == 0


def test_reap_win_is_the_tulakit_decision() -> None:
    """TULAGA-6/7 and the tulakit decision: the reap's rank swap with the last rank stone
    wins at that point, and the rest of the ray is left untouched."""
    game = positions.reap_win_position()
    assert game.rank_pile[0] == 2 and game.cell(point("h5")) == rank(1)
    assert game.cell(point("i5")) == simple(1)
    game.play(positions.REAP_WIN_MOVE)
    assert game.winner() == 0 and game.rank_pile[0] == 0
    assert game.cell(point("h5")) == rank(0) and game.cell(point("e5")) == EMPTY
    assert game.cell(point("i5")) == simple(1)  # beyond the winning swap: left alone


def test_pile_position_tulaga_3_one_stone_left() -> None:
    game = positions.pile_position()
    assert game.simple_pile == (1, 1)
    keep = {name(p) for p in range(N_POINTS) if game.tulagas_after(p)}
    assert keep == {"c4", "e5"}
    other = next(p for p in range(N_POINTS) if game.cell(p) == EMPTY and name(p) not in keep)
    game.play(TulagaMove(other))
    white = next(p for p in range(N_POINTS) if game.cell(p) == EMPTY)
    game.play(TulagaMove(white))
    assert game.is_over() and game.winner() == 1


# -- explanations: rows and perimeters (TULAGA-4) ----------------------------------------
@pytest.mark.parametrize("which", ["row", "perimeter", "several", "board"])
def test_row_and_perimeter_verdicts_agree_with_the_engine_everywhere(which: str) -> None:
    """On every point, 'yes' exactly when the engine offers a Tulaga of that kind; an
    occupied point gets the engine's reason (TULAGA-3)."""
    game = POSITIONS[which]()
    for p in range(N_POINTS):
        kinds = _kinds(game, p)
        for kind, judge in (
            ("row", explain.explain_row),
            ("perimeter", explain.explain_perimeter),
        ):
            answer = judge(game, p)
            assert answer.correct == (kind in kinds), (name(p), answer.text)
            assert answer.text.startswith("yes: " if answer.correct else "no: ")
            assert name(p) in answer.text
            engine = _engine_reason(game, p)
            assert (answer.reason == "occupied") == (engine is not None)
            if engine is not None:
                assert engine in answer.text and "TULAGA-3" in answer.text


def test_row_answer_names_the_completed_row() -> None:
    game = positions.row_position()
    answer = explain.explain_row(game, point("g5"))
    row = next(t for t in game.tulagas_after(point("g5")) if t.kind == "row")
    assert answer.reason == "row"
    assert f"{name(row.stones[0])}-{name(row.stones[-1])}" in answer.text
    assert "TULAGA-4" in answer.text


def test_tulaga_4_rank_stone_in_a_row_is_named() -> None:
    game = positions.row_position()
    answer = explain.explain_row(game, point("f2"))
    assert answer.reason == "rank_never_counts"
    assert "b2" in _points(answer.text) and "rank stones never count" in answer.text


def test_tulaga_4_blocking_stone_is_named() -> None:
    game = positions.row_position()
    answer = explain.explain_row(game, point("a5"))
    assert answer.reason == "short"
    assert "b5 holds a white simple stone" in answer.text


def test_tulaga_4_occupied_centre_is_named() -> None:
    game = positions.perimeter_position()
    for p in ("f3", "g4", "h3"):
        answer = explain.explain_perimeter(game, point(p))
        assert answer.reason == "centre_taken", p
        assert "g3" in _points(answer.text) and "must be empty" in answer.text


def test_tulaga_4_rank_stone_round_a_centre_never_counts() -> None:
    """A black rank stone in a ring is not one of the four."""
    game = position("a1; a2; a3; b1 =b2(a1,a2,a3,b1); c3; c1", "h8; h9; g9; f9; i5; i6")
    assert game.cell(point("b2")) == rank(0)
    # around c2: b2 (rank), c1, c3 are Black's; b1 would be the fourth
    answer = explain.explain_perimeter(game, point("b3"))
    assert not _kinds(game, point("b3"))
    assert answer.reason == "rank_never_counts" and "b2" in _points(answer.text)


def test_kind_mismatch_is_explained() -> None:
    """A perimeter is not a row and a row is not a perimeter (TULAGA-4)."""
    game = positions.row_position()
    row_only = next(p for p in range(N_POINTS) if _kinds(game, p) == {"row"})
    assert explain.explain_perimeter(game, row_only).reason == "row_only"
    perimeter_only = next(p for p in range(N_POINTS) if _kinds(game, p) == {"perimeter"})
    assert explain.explain_row(game, perimeter_only).reason == "perimeter_only"


# -- quizzes and scores ----------------------------------------------------------------------
def test_find_quiz_targets_and_score() -> None:
    quiz = lessons.perimeter_quiz()
    assert {name(p) for p in quiz.targets} == {"d5", "e7"}
    assert quiz.score_text() == "0 of 2 found"
    assert quiz.pick(point("a1")).correct is False and quiz.wrong == 1
    first = quiz.pick(point("d5"))
    assert first.correct and first.new
    again = quiz.pick(point("d5"))
    assert again.correct and not again.new and len(quiz.found) == 1
    quiz.pick(point("e7"))
    assert quiz.done and quiz.score_text() == "2 of 2 found: all of them! (1 wrong guess)"
    # one ring per point found, each named by its point
    svg = quiz.svg()
    assert svg.count('class="found"') == 2
    assert 'data-point="d5"' in svg.split("d5: found")[0][-200:] and "e7: found" in svg


def test_naming_quiz_tulaga_1_asks_in_order() -> None:
    quiz = lessons.NamingQuiz()
    assert quiz.current == point(positions.NAMING_TARGETS[0])
    wrong = quiz.pick(point("c6"))
    assert not wrong.correct and "c6 (file c" in wrong.text and "rank 6" in wrong.text
    for target in positions.NAMING_TARGETS:
        answer = quiz.pick(point(target))
        f, r = target[0], target[1:]
        assert answer.correct and f"file {f}" in answer.text and f"rank {r}" in answer.text
    assert quiz.done and quiz.prompt == "All found!"


@pytest.mark.parametrize("quiz_factory", [lessons.RankQuiz, lessons.rank_perimeter_quiz])
def test_tulaga_5_rank_quiz_targets_are_the_engines_rank_points(
    quiz_factory: Callable[[], lessons.RankQuiz],
) -> None:
    quiz = quiz_factory()
    legal = {
        m.claim.rank_point
        for m in quiz.game.legal_moves()
        if m.place == quiz.place and m.claim is not None
    }
    assert quiz.targets == legal
    for p in range(N_POINTS):
        assert quiz.explain(p).correct == (p in legal)
        assert "TULAGA-5" in quiz.explain(p).text


def test_rank_perimeter_quiz_wrong_answers_never_name_the_centre() -> None:
    """A wrong pick says why it is wrong (a ring stone goes home), never where the rank
    stone goes: that would give the answer away."""
    quiz = lessons.rank_perimeter_quiz()
    assert {name(p) for p in quiz.targets} == {"d6"}
    ring = quiz.explain(point("c5"))
    assert ring.reason == "ring_stone" and "back to the pile" in ring.text
    for p in range(N_POINTS):
        answer = quiz.explain(p)
        if not answer.correct:
            assert "d6" not in _points(answer.text), answer.text
    assert "the one point the four stones surround" in quiz.hint()


# -- reaping (TULAGA-6) ----------------------------------------------------------------------
def _reap_taken(quiz: lessons.ReapQuiz, direction: str) -> int:
    """Play the reap on a copy and count the White stones it sent home."""
    game = quiz.game.copy()
    game.play(TulagaMove(quiz.place, quiz.claim, direction))
    before = quiz.after
    return sum(
        before.cell(q) in (simple(1), rank(1)) and game.cell(q) != before.cell(q)
        for q in RAYS[quiz.origin][direction]
    )


def test_tulaga_6_reap_counts_match_reaps_played_out() -> None:
    quiz = lessons.ReapQuiz()
    played = {d: _reap_taken(quiz, d) for d in "NESW"}
    assert quiz.counts == played
    assert len(set(played.values())) == 4, "each direction takes a different number"
    best = max(played, key=lambda d: played[d])
    assert quiz.targets == {best}


def test_tulaga_6_reap_answers_tell_their_own_count_and_the_right_one_every_count() -> None:
    """A wrong direction is told its own count, never another direction's (that would
    name the best); the right answer tells all four."""
    quiz = lessons.ReapQuiz()
    words = {"N": "north", "E": "east", "S": "south", "W": "west"}
    for d in "NESW":
        answer = quiz.explain(d)
        assert answer.correct == (d in quiz.targets)
        for other, count in quiz.counts.items():
            told = re.search(rf"{words[other]} takes {count} stones?\b", answer.text)
            assert bool(told) == (answer.correct or other == d), answer.text
        assert "TULAGA-6" in answer.text
    east = quiz.explain("E").text
    assert "white rank stone on h5" in east  # replaced, not just removed
    assert "Your own d8" in quiz.explain("N").text  # own stones stay
    with pytest.raises(ValueError):
        quiz.explain("X")


def test_reap_scene_hides_the_arrows_and_decline() -> None:
    """The arrows would show the counts: the exercise's scene leaves them out."""
    quiz = lessons.ReapQuiz()
    scene = quiz.scene()
    keys = {r.key for r in scene.regions}
    assert not keys & set(REAP_KEYS.values()) and "decline" not in keys
    assert 'class="reap-arrow' not in quiz.svg() and 'class="pending-claim"' in quiz.svg()


# -- several Tulagas (TULAGA-5) ------------------------------------------------------------
def test_several_quiz_claims_one_and_names_what_the_others_lost() -> None:
    quiz = lessons.SeveralQuiz()
    mover = simple(0)
    for index, tulaga in enumerate(quiz.tulagas):
        after = quiz.after(index)
        assert after.moves[-1].claim is not None
        for j, lost in quiz.broken(index).items():
            other = quiz.tulagas[j]
            expected = [q for q in other.stones if after.cell(q) != mover]
            if other.centre is not None and after.cell(other.centre) != EMPTY:
                expected.append(other.centre)
            assert lost == expected and lost, "every other Tulaga is broken"
        only = next(
            p
            for p in (*tulaga.stones, tulaga.centre)
            if p is not None and quiz.through(p) == [index]
        )
        answer = quiz.explain(only)
        assert answer.correct and f"claimed Tulaga {index + 1}" in answer.text
        assert "TULAGA-5" in answer.text


def test_several_quiz_shared_and_outside_points() -> None:
    quiz = lessons.SeveralQuiz()
    shared = quiz.explain(point("e5"))
    assert not shared.correct and shared.reason == "shared"
    assert quiz.explain(point("i1")).reason == "outside"
    quiz.pick(point("a5"))
    quiz.pick(point("g7"))
    quiz.pick(point("b5"))  # the row again: no new Tulaga tried
    assert quiz.score_text() == "tried 2 of 4 Tulagas"


# -- winning and losing (TULAGA-7, TULAGA-3) ------------------------------------------------
def test_win_quiz_explanations() -> None:
    quiz = lessons.win_quiz()
    assert quiz.targets == {p for p in range(N_POINTS) if quiz.game.tulagas_after(p)}
    yes = quiz.explain(point("d6"))
    assert yes.correct and "wins at once (TULAGA-7)" in yes.text
    no = quiz.explain(point("a4"))
    assert not no.correct and "still has 1 in the pile" in no.text


def test_pile_quiz_counts_the_refilled_pile() -> None:
    quiz = lessons.pile_quiz()
    for p in quiz.targets:
        answer = quiz.explain(p)
        claim = quiz.game.tulagas_after(p)[0]
        trial = quiz.game.copy()
        trial.play(TulagaMove(p, claim))
        assert f"which then holds {trial.simple_pile[0]}" in answer.text
    assert "(TULAGA-3)" in quiz.explain(point("f6")).text


# -- notation (TULAGA-8) -------------------------------------------------------------------
@pytest.mark.parametrize("text", positions.NOTATION_CHOICES)
def test_tulaga_8_notation_choices(text: str) -> None:
    quiz = lessons.NotationQuiz()
    answer = quiz.explain(text)
    try:
        parsed = TulagaMove.parse(text)
    except NotationError as exc:
        assert answer.reason == "unreadable" and str(exc) in answer.text
        return
    assert answer.correct == (parsed == quiz.move)
    if answer.correct:
        assert str(parsed) == text  # prints back unchanged


def test_notation_quiz_has_one_right_choice_and_the_position_shows_the_turn() -> None:
    quiz = lessons.NotationQuiz()
    right = [c for c in quiz.choices if quiz.explain(c).correct]
    assert right == [str(quiz.move)]
    assert quiz.played.last_move == quiz.move
    assert f'data-move="{html.escape(str(quiz.move))}"' in quiz.svg()


# -- scenes ---------------------------------------------------------------------------------
def test_pending_scene_offers_the_tulagas_without_decline() -> None:
    svg = lessons.pending_svg(positions.several_position(), "e5")
    assert svg.count('class="tulaga-offer') == 4
    assert "decline-hint" not in svg
    scene = lessons.pending_scene(positions.several_position(), point("e5"))
    assert all(isinstance(r.key, int) for r in scene.regions)
    assert {r.key for r in scene.regions} == set(range(N_POINTS))


def test_perimeter_centres_in_text_are_real_centres() -> None:
    quiz = lessons.perimeter_quiz()
    for p in quiz.targets:
        for centre in _points(quiz.explain(p).text) - {name(p)}:
            assert point(centre) in PERIMETER


# -- the exercise widgets, through their handlers --------------------------------------------
def test_point_exercise_routes_clicks_to_the_quiz() -> None:
    pytest.importorskip("ipycanvas")
    from tulakit.widgets.tulaga_lessons import row_exercise

    ex = row_exercise()
    assert ex.click(1, 1).startswith("There is no point there")
    assert ex.click_point("g5").startswith("Yes, g5")
    assert ex.score == "Found!"
    assert ex.quiz.found == {point("g5")}


def test_choice_exercise_buttons_and_text() -> None:
    pytest.importorskip("ipywidgets")
    from tulakit.widgets.tulaga_lessons import notation_exercise, reap_exercise

    ex = reap_exercise()
    ex.buttons["East"].click()
    assert ex.status.startswith("Yes, reaping east") and ex.quiz.done
    ex = notation_exercise()
    ex.text.value = "e5  =a5-e5@c5 >N"
    ex.check_button.click()
    assert ex.status.startswith("Yes") and ex.score.startswith("Found!")


@pytest.mark.parametrize(
    "make", [lessons.NamingQuiz, lessons.row_quiz, lessons.RankQuiz, lessons.SeveralQuiz]
)
@pytest.mark.parametrize("bad", ["d4", N_POINTS, -1, None, True, 2.0])
def test_a_pick_that_is_no_point_is_refused_and_changes_nothing(
    make: Callable[[], lessons.Quiz], bad: object
) -> None:
    """The board's keys are point numbers: anything else is a clear error, not a guess."""
    quiz = make()
    before = (set(quiz.found), quiz.wrong, len(quiz.answers), quiz.score_text())
    with pytest.raises(ValueError, match="is not a point number"):
        quiz.pick(bad)
    assert (set(quiz.found), quiz.wrong, len(quiz.answers), quiz.score_text()) == before


def test_a_point_number_typed_as_text_counts_as_the_point() -> None:
    quiz = lessons.row_quiz()
    target = min(quiz.targets)
    assert quiz.explain(str(target)) == quiz.explain(target)
