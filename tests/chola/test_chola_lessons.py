"""The Chola teaching notebooks' logic: quizzes judged by the engine, prepared positions,
the score chart and the page set-up from the address (CHOLA rulings cited per test)."""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING, Any
from xml.etree import ElementTree

import pytest

from tulakit.chola import lessons
from tulakit.chola.board import N_SPACES, space, space_name
from tulakit.chola.game import CholaGame
from tulakit.chola.moves import Build, Draw, Pick, Replace
from tulakit.chola.options import CholaOptions

if TYPE_CHECKING:
    from tulakit.widgets.chola_board import CholaBoard


# -- CHOLA-G2: the building exercise -------------------------------------------------------------
def test_building_quiz_targets_are_exactly_the_legal_single_builds_CHOLA_G2() -> None:
    quiz = lessons.BuildingQuiz()
    game = quiz.game
    card = next(c for c in game.cards(0) if game.shape(c) == "single")
    for s in quiz.asked:
        legal = game.is_legal(Build(card, ((s, 2),)))  # a white stone: Brown holds two
        assert (s in quiz.targets) == legal, space_name(s)
    assert 0 < len(quiz.targets) < len(quiz.asked)


def test_building_quiz_wrong_answers_quote_the_engine_CHOLA_G2() -> None:
    quiz = lessons.BuildingQuiz()
    game = quiz.game
    card = next(c for c in game.cards(0) if game.shape(c) == "single")
    for s in sorted(quiz.asked - quiz.targets):
        reason = game.explain_illegal(Build(card, ((s, 2),)))
        assert reason is not None
        text = quiz.pick(s).text  # the engine's reason, whole
        assert text.startswith("no: ") and text.endswith(f"{reason} (CHOLA-G2)"), text
    assert quiz.wrong == len(quiz.asked - quiz.targets) and not quiz.found
    # read as a sentence: "No, there is no stone below", never "No, no stone below"
    fresh = lessons.BuildingQuiz()
    assert fresh.pick(space("2,3")).text == "no: there is no stone below (2,3) (CHOLA-G2)"


def test_building_quiz_doorway_and_unmarked_spaces_CHOLA_G2() -> None:
    quiz = lessons.BuildingQuiz()
    assert "above the doorway" in quiz.pick(space("6,2")).text
    unmarked = quiz.pick(space("12,0"))
    assert "is not marked" in unmarked.text and quiz.wrong == 0
    assert quiz.score_text().startswith("1 of 4 found")
    svg = quiz.svg()
    assert svg.count('class="asked"') == 1


# -- CHOLA-A1: the action exercise ---------------------------------------------------------------
def test_action_quiz_agrees_with_the_legal_moves_CHOLA_A1() -> None:
    quiz = lessons.ActionQuiz()
    kinds = {Pick: "pick", Replace: "replace", Draw: "draw", Build: "build"}
    legal = {kinds[type(m)] for m in quiz.game.legal_moves()}
    assert quiz.targets == legal
    for action in quiz.ACTIONS:
        answer = quiz.pick(action)
        assert answer.correct == (action in legal)
        assert "(CHOLA-A1)" in answer.text
    assert quiz.done and quiz.wrong == 4 - len(legal)


# -- CHOLA-P1..P3: the prediction exercises ------------------------------------------------------
@pytest.mark.parametrize("name", sorted(lessons.PREDICTIONS))
def test_prediction_answer_is_what_the_build_scores_CHOLA_P2(name: str) -> None:
    quiz = lessons.PredictQuiz(name)
    choices = quiz.lesson.choices
    assert len(set(choices)) == len(choices) and quiz.right in choices
    game, move = lessons.prediction_position(name)
    before = game.scores
    game.play(move)
    gained = tuple(a - b for a, b in zip(game.scores, before, strict=True))
    assert gained == quiz.right
    right_words = quiz.label(quiz.right)
    for wrong in (c for c in choices if c != quiz.right):
        # seat by seat, too many or too few: never the right sum
        text = quiz.pick(wrong).text
        assert text.startswith("no: ") and right_words not in text, text
        for seat, (said, right) in enumerate(zip(wrong, quiz.right, strict=True)):
            name = quiz.game.names[seat]
            if said < right:
                assert f"{name} gets more than +{said}" in text or "you get more" in text
    assert quiz.pick(quiz.right).correct and quiz.score_text().startswith("Found!")
    assert right_words in quiz.explain(quiz.right).text


def test_merge_lesson_scores_the_increase_CHOLA_P2() -> None:
    full, move = lessons.prediction_position("merge", CholaOptions(pattern_scoring="full"))
    assert full.preview(move).points == (1, 18)  # the option scores the whole value
    game, move = lessons.prediction_position("merge")
    assert game.preview(move).points == (1, 10)  # 18 - 4 - 4


# -- CHOLA-T1/T2, E1 --------------------------------------------------------------------------------
def test_treasure_tile_and_double_treasure_CHOLA_T1_T2() -> None:
    game, move = lessons.treasure_position("tiles")
    assert game.treasures == {space("4,3"): "+2:white"}
    game.play(move)
    assert game.scores == (3, 4) and not game.treasures
    unmet, move = lessons.treasure_position("tiles", tile="+2:gold")
    assert unmet.preview(move).points == (1, 4)
    double, move = lessons.treasure_position("double")
    assert double.preview(move).points == (2, 4)
    off, move = lessons.treasure_position("off")
    assert off.preview(move).points == (1, 4)


def test_end_lesson_starts_the_countdown_CHOLA_E1() -> None:
    game, move = lessons.end_position()
    assert game.empty_spaces == lessons.END_EMPTY and game.turns_left is None
    game.play(move)
    assert game.turns_left == 2 * game.players
    lines = lessons.finish_with_bots(game)
    assert game.is_over() and 1 <= len(lines) <= 2 * game.players


def test_setup_summary_counts_CHOLA_A2() -> None:
    game = CholaGame(players=3, seed=2)
    lines = lessons.setup_summary(game)
    assert len(lines) == 3 + 2
    assert all("7 stones" in line and "2 cards" in line for line in lines[:3])
    assert lines[3].endswith(f"{game.stack_size} cards in the stack")
    assert game.stack_size == len(game.shapes) - 3 * 2 - 3


def test_legend_shows_five_stones_and_five_shapes_CHOLA_S1_C1() -> None:
    root = ElementTree.fromstring(lessons.legend_svg())
    classes = [g.get("class") for g in root.iter() if g.get("class")]
    assert classes.count("legend-stone") == 5 and classes.count("legend-card") == 5


# -- CHOLA-SO1/SO2 ----------------------------------------------------------------------------------
def test_solo_start_runs_steps_1_and_3_CHOLA_SO2() -> None:
    game = lessons.solo_start()
    assert game.scores == (0, 100) and len(game.face_up) == 1
    game.play(lessons.solo_first_build(game))
    steps = lessons.solo_steps(game)
    assert steps[0].startswith("step 1") and any(s.startswith("step 3") for s in steps)
    assert game.scores == (2, 102)  # SO1: the opponent's white pair already scores 2
    assert sum(game.hand(0)) == 7 and game.legal_moves()


def test_solo_discard_lesson_reaches_step_4_CHOLA_SO2() -> None:
    game, move = lessons.solo_discard_position()
    assert game.empty_spaces == 3
    game.play(move)
    assert any(s.startswith("step 4: discard") for s in lessons.solo_steps(game))
    lessons.finish_with_bots(game)
    assert game.is_over()


# -- the score history and chart -------------------------------------------------------------------
def test_score_history_replays_to_the_current_scores_CHOLA_P3() -> None:
    game = CholaGame(players=3, seed=5)
    lessons.finish_with_bots(game, limit=40)
    history = lessons.score_history(game)
    assert len(history) == len(game.moves) + 1
    assert history[0] == (0, 0, 0) and history[-1] == game.scores
    assert all(all(b >= a for a, b in zip(x, y, strict=True)) for x, y in pairwise(history))
    assert len(game.moves) == 40  # the replay left the game itself alone


def test_score_history_keeps_an_arranged_position() -> None:
    game, move = lessons.prediction_position("merge")
    game.play(move)
    assert lessons.score_history(game) == [(0, 0), (1, 10)]


def test_score_chart_draws_one_line_per_seat() -> None:
    from tulakit.drawing.scene import Path, Text
    from tulakit.widgets.chola_chart import chart_svg, score_chart

    game = CholaGame(players=2, seed=5)
    lessons.finish_with_bots(game, limit=20)
    scene = score_chart(game)
    paths = [item for item in scene.root.items if isinstance(item, Path)]
    history = lessons.score_history(game)
    assert len(paths) == 2 and all(len(p.commands) == len(history) for p in paths)
    # the higher final score ends higher on the chart (SVG y grows downwards)
    ends = [p.commands[-1][2] for p in paths]
    if game.scores[0] != game.scores[1]:
        assert (ends[0] < ends[1]) == (game.scores[0] > game.scores[1])
    labels = [t.text for t in scene.root.items if isinstance(t, Text)][-2:]
    assert labels == [
        f"{name} {score}" for name, score in zip(game.names, game.scores, strict=True)
    ]
    assert chart_svg(game).lstrip().startswith("<svg")


# -- the boards: page address and chart ------------------------------------------------------------
def _board(monkeypatch: pytest.MonkeyPatch, query: str, **kwargs: Any) -> CholaBoard:
    from tulakit.widgets.chola_board import CholaBoard

    monkeypatch.setenv("QUERY_STRING", query)
    return CholaBoard.from_query(**kwargs)


def test_from_query_reads_seed_players_and_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    board = _board(monkeypatch, "seed=3&bots=human,random,human")
    assert board.seats == ("human", "random", "human") and board.game.seed == 3
    assert not board.status.startswith("(")
    board = _board(monkeypatch, "players=4&seed=8")
    assert board.seats == ("human", "greedy", "greedy", "greedy") and board.game.seed == 8
    solo = _board(monkeypatch, "players=1")
    assert solo.game.solo and solo.seats == ("human",)


def test_from_query_bad_values_fall_back_with_a_note(monkeypatch: pytest.MonkeyPatch) -> None:
    board = _board(monkeypatch, "players=0&bots=human,robot&seed=-4", seed=9)
    assert board.game.players == 2 and board.seats == ("human", "greedy")
    assert board.game.seed == 9
    for part in ("players must be 1 to 5", "unknown seat 'robot'", "seed must be a whole number"):
        assert part in board.status
    board = _board(monkeypatch, "players=3&bots=human,greedy")
    assert board.seats == ("human", "greedy", "greedy")
    assert "bots names 2 seat(s) but the game has 3" in board.status


def test_from_query_arguments_are_the_defaults(monkeypatch: pytest.MonkeyPatch) -> None:
    board = _board(monkeypatch, "", players=3, seats=("human", "random", "random"), seed=4)
    assert board.seats == ("human", "random", "random") and board.game.seed == 4
    board = _board(monkeypatch, "seed=6", seed=4)
    assert board.game.seed == 6


def test_chart_refreshes_after_builds_only(monkeypatch: pytest.MonkeyPatch) -> None:
    board = _board(monkeypatch, "seed=3&bots=human,human", chart=True)
    chart = board.chart
    assert chart is not None and chart in board.children and chart.refreshes == 1
    card = board.game.cards(0)[0]
    board.choose_card(card)
    board.click_space("0,0")
    board.next_placement()
    assert chart.refreshes == 1  # selection clicks do not redraw the chart
    board.confirm()
    assert chart.refreshes == 2 and chart.outputs[0]["data"]["image/svg+xml"].count("<svg") == 1
    board.draw()  # White draws: no build, no new chart
    assert chart.refreshes == 2
    board.undo()
    board.undo()
    assert chart.refreshes == 3  # the build was taken back
    board.new_game()
    assert chart.refreshes >= 3


def test_exercise_widgets_route_clicks_and_buttons_CHOLA_G2_P2() -> None:
    from tulakit.widgets.chola_lessons import (
        action_exercise,
        building_exercise,
        predict_exercise,
    )

    ex = building_exercise()
    assert ex.click_space("9,1") == "No, there is no stone below (9,1) (CHOLA-G2). Try again."
    assert ex.score == "0 of 4 found (1 wrong guess)"
    assert ex.click(1, 1).startswith("That is not a space")
    ex = predict_exercise("merge")
    assert set(ex.buttons) == {ex.quiz.label(p) for p in ex.quiz.lesson.choices}
    assert ex.choose(ex.quiz.right).startswith("Yes")
    ex = action_exercise()
    assert list(ex.buttons) == ["Pick", "Replace", "Draw", "Build"]


def test_every_space_of_the_temple_is_clickable_on_an_exercise() -> None:
    from tulakit.widgets.chola_lessons import building_exercise

    ex = building_exercise()
    for s in range(N_SPACES):
        assert ex.click_space(s)  # every click is answered in words
