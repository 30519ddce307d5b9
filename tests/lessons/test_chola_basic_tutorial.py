"""The checks that ran inside ``notebooks/chola-basic.ipynb``, as tests (issue 15).

Each test rebuilds what its check used with the calls the notebook makes (the prepared
positions of ``tulakit.chola.lessons``, the exercise constructors of
``tulakit.widgets.chola_lessons``, a board like the page's full game).
"""

from __future__ import annotations

from patience import BOT_PATIENCE

from tulakit import chola
from tulakit.chola import lessons
from tulakit.chola.board import space
from tulakit.chola.svg import render_svg
from tulakit.widgets.chola_board import CholaBoard
from tulakit.widgets.chola_chart import ScoreChart
from tulakit.widgets.chola_lessons import (
    action_exercise,
    basic_end_exercise,
    building_exercise,
    predict_exercise,
    treasure_exercise,
)


def test_setup_picture_hides_the_other_players_cards_CHOLA_A2() -> None:
    game = chola.new_game(players=2, seed=1)  # the page's dealt game, drawn for Brown
    picture = render_svg(game, seat=game.to_move)
    assert picture.count('class="card-back"') == len(game.cards(1)) == 2


def test_action_exercise_judges_with_the_engines_reasons_CHOLA_A1() -> None:
    ex = action_exercise()
    assert ex.choose("pick").startswith("No, pick is not possible: hand limit 7")
    assert "3 or more stones of one colour" in ex.choose("replace")
    assert ex.choose("draw").startswith("Yes, draw is possible: Brown holds 2 cards")
    assert ex.choose("build").startswith("Yes, build is possible:")
    assert ex.score == "2 of 2 found: all of them! (2 wrong guesses)"


def test_building_exercise_support_doorway_and_occupied_spaces_CHOLA_G2() -> None:
    ex = building_exercise()
    assert ex.click_space("2,3") == "No, there is no stone below (2,3) (CHOLA-G2). Try again."
    assert ex.click_space("3,1").startswith("No, (3,1) already holds a white stone (CHOLA-G2)")
    assert ex.click_space("6,2").startswith("Yes, (6,2) is above the doorway")
    assert ex.click_space("4,3").startswith("Yes, (4,3) sits on the stone at (4,2)")
    assert "is not marked" in ex.click_space("12,0")
    for where in ("9,0", "8,1"):
        assert ex.click_space(where).startswith("Yes")
    assert ex.score == "4 of 4 found: all of them! (2 wrong guesses)"


def test_a_two_stone_build_needs_support_under_each_stone_CHOLA_G2() -> None:
    game = lessons.building_position()
    upright = lessons.build_for(game, "pair_same white@1,2 white@1,3")
    hanging = lessons.build_for(game, "pair_same white@2,3 white@2,4")
    assert game.is_legal(upright) and game.explain_illegal(upright) is None
    assert game.explain_illegal(hanging) == "no stone below (2,3)"


def test_prediction_exercises_are_judged_by_the_preview_CHOLA_P1_to_P3() -> None:
    ex = predict_exercise("merge")
    assert (
        ex.choose((1, 18))
        == "No, Brown's +1 is right; White gets less than +18 (CHOLA-P1 to P3). Try again."
    )
    assert ex.choose((1, 10)).startswith("Yes") and ex.score.startswith("Found!")
    assert "white pattern of 7 (grew from 3 + 3: 18 - 8)" in ex.status
    ex = predict_exercise("own")
    assert ex.choose((4, 0)).startswith("Yes, Brown +4, White +0")
    assert "no point for the 2 brown stones placed: brown is Brown's own colour" in ex.status


def test_a_build_scores_exactly_its_preview_CHOLA_P2() -> None:
    game, move = lessons.prediction_position("merge")
    before = game.preview(move).points
    game.play(move)
    assert game.scores == before == (1, 10)


def test_treasure_tiles_and_double_treasure_CHOLA_T1_T2() -> None:
    game, move = lessons.treasure_position("tiles")
    assert game.preview(move).points == (3, 4)
    game.play(move)
    assert space("4,3") not in game.treasures
    game, move = lessons.treasure_position("double")
    assert game.preview(move).points == (2, 4)  # Brown's 1 doubled, White's 4 untouched
    ex = treasure_exercise()
    assert ex.choose((1, 4)).startswith("No, Brown gets more than +1") and "+3" not in ex.status
    assert ex.choose((3, 4)).startswith("Yes, Brown +3, White +4") and "treasure" in ex.status
    ex = treasure_exercise("double")
    assert ex.choose((2, 8)).startswith("No, Brown's +2 is right; White gets less than +8")


def test_end_countdown_two_more_turns_each_CHOLA_E1() -> None:
    game, move = lessons.end_position()
    game.play(move)
    assert game.turns_left == 4 and game.empty_spaces == 6
    assert "(CHOLA-E1)" in game.last_report().lines[-1]
    lessons.finish_with_bots(game)
    assert game.is_over() and game.result() is not None
    ex = basic_end_exercise()
    assert ex.choose("full").startswith("No, the temple need not be filled")
    assert not ex.afterword.value
    assert (
        ex.choose(4).startswith("Yes, 4 turns, 2 for each player") and "bots" in ex.afterword.value
    )


def test_board_builds_by_clicks_scores_and_refuses_an_unsupported_space() -> None:
    board = CholaBoard(seed=3, seats=("human", "greedy"))  # like the page's full game
    chart = ScoreChart().attach(board)
    card = board.game.cards(0)[0]
    assert board.choose_card(card).startswith(f"Card c{card} (same-colour pair")
    # Brown holds one brown stone and two whites: the first pair shown is white
    assert board.click_space("0,0").startswith(f"Shown: card c{card}, white on (0,0) and (1,0)")
    board.confirm()
    assert board.wait_for_bot(BOT_PATIENCE)
    assert "scores now Brown 2, White" in board.status and len(board.game.moves) == 2
    assert chart.refreshes >= 2
    board.choose_card(board.game.cards(0)[0])
    assert "no stone below (5,5)" in board.click_space("5,5")
