"""The checks that ran inside ``notebooks/chola-expert.ipynb``, as tests (issue 15).

Each test rebuilds what its check used with the calls the notebook makes (the prepared
positions of ``tulakit.chola.expert_lessons``, the exercise constructors of
``tulakit.widgets.chola_lessons``, ``ExpertBoard``).
"""

from __future__ import annotations

from patience import BOT_PATIENCE

from tulakit import chola
from tulakit.chola import expert_lessons
from tulakit.widgets.chola_expert_board import ExpertBoard
from tulakit.widgets.chola_lessons import (
    bonus_exercise,
    end_exercise,
    hidden_exercise,
    payment_exercise,
    slot_exercise,
    wagon_exercise,
)


def _click_key(board: ExpertBoard, key: str) -> str:
    where = board.scene.visible_point(key)
    assert where is not None, f"{key} is not on the board"
    return board.click(*where)


def test_expert_setup_CHOLA_A2() -> None:
    game = chola.new_game(players=2, variant="expert", seed=1)  # the page's dealt game
    assert all(len(game.cards(s)) == 1 and game.wagon(s) == (0,) * 5 for s in range(2))
    assert all({h.card.deck for h in game.bonus_cards(s)} == {"sculpt", "action"} for s in range(2))
    assert len(game.slots) == 35 and game.sculpted == frozenset()
    assert 'class="sculpture-board"' in game._repr_svg_()


def test_wagon_exercise_one_per_stone_capped_at_5_CHOLA_W1() -> None:
    ex = wagon_exercise()
    assert ex.choose((2, 6, 0, 0, 1)).startswith("No, a track holds at most 5")
    assert "light brown 5" not in ex.status  # never the answer
    assert ex.choose((2, 5, 0, 0, 1)).startswith("Yes") and "(capped at 5)" in ex.status
    game, move = expert_lessons.wagon_position()
    game.play(move)
    assert game.scores[0] == 4 and game.wagon(0)[:2] == (2, 5)  # 4 points, as in the rulebook


def test_slot_exercise_empty_partly_and_fully_built_slots_CHOLA_X3() -> None:
    ex = slot_exercise()
    assert ex.click_space("0,0").startswith("No, slot 0,0 is empty")
    assert ex.click_slot("2,0").startswith("No, slot 2,0 is only partly built")
    assert ex.click_slot("4,0").startswith("No, slot 4,0 already holds its sculpture (CHOLA-X3)")
    assert ex.click_slot("9,0").startswith("No, slot 9,0 needs 4 grey + 1 white")
    assert ex.click_space("8,1").startswith("Yes, slot 7,0 is fully built")  # a space of slot 7,0
    assert ex.score == "Found! (4 wrong guesses)"


def test_payment_exercise_judged_by_the_engines_reasons_CHOLA_X3() -> None:
    ex = payment_exercise()
    assert (
        ex.choose("sculpt 7,0 wagon:light-brown4,gold1")
        == "No, your wagon has 3 light brown, not 4 (CHOLA-X3). Try again."
    )
    assert ex.choose("sculpt 7,0 wagon:light-brown3,gold1 hand:light-brown1").startswith("Yes")
    assert "you offer 4 light brown + 1 white" in ex.choose(
        "sculpt 7,0 wagon:light-brown3,white1 hand:light-brown1"
    )
    assert ex.choose("sculpt 7,0 wagon:light-brown3 hand:light-brown1,gold1").startswith("Yes")
    assert ex.score == "2 of 2 found: all of them! (2 wrong guesses)"


def test_the_rulebooks_payment_wagon_and_hand_scores_8_CHOLA_X3() -> None:
    game = expert_lessons.sculpt_position()
    bag = sum(game.bag)
    game.play("sculpt 7,0 wagon:light-brown3,gold1 hand:light-brown1")
    assert game.scores[0] == 8 and game.wagon(0) == (0, 0, 1, 0, 0)
    assert sum(game.bag) == bag + 1 and game.slot_state("7,0") == "sculpted"


def test_hidden_stones_never_score_CHOLA_X3_CHOLA_P1() -> None:
    ex = hidden_exercise()
    assert ex.choose((1, 5)).startswith("No, that counts the white stones under the sculpture")
    assert ex.choose((1, 0)).startswith("Yes")
    assert "Without the sculpture it would be Brown +1, White +5" in ex.status
    game, move = expert_lessons.hidden_position(sculpted=True)
    assert game.preview(move).points == (1, 0)
    game, move = expert_lessons.hidden_position(sculpted=False)
    assert game.preview(move).points == (1, 5)


def test_sculpt_deck_double_and_the_payment_cards_CHOLA_B1() -> None:
    ex = bonus_exercise("double")
    assert ex.choose(8).startswith("No, 8 is what the tile scores without the card")
    assert ex.choose(16).startswith("Yes, Brown scores 16")
    ex = bonus_exercise("swap")
    assert ex.choose("4 brown + 1 white").startswith("No")
    assert ex.choose("4 white + 1 brown").startswith("Yes")
    ex = bonus_exercise("anycolour")
    assert ex.choose("3 white + 1 grey").startswith("No")
    assert ex.choose("4 brown + 1 white").startswith("Yes")
    assert ex.choose("4 white + 1 brown").startswith("Yes") and ex.score.startswith("2 of 2 found")
    ex = bonus_exercise("less")
    assert ex.choose("3 white + 1 brown").startswith("No")
    assert ex.choose("3 white + 1 grey").startswith("Yes")


def test_action_deck_empty_hand_pick_and_extra_turn_order_CHOLA_B1() -> None:
    ex = bonus_exercise("emptypick")
    assert ex.choose(2).startswith("No, 2 is an ordinary pick")
    assert ex.choose(4).startswith("Yes, Brown holds 4")
    ex = bonus_exercise("again")
    assert ex.choose((0, 0, 1, 1)).startswith("Yes, it is Brown, Brown, White, White")
    assert expert_lessons.turn_order_after_again(expert_lessons.again_position()) == (0, 0, 1, 1)


def test_board_sculpts_pays_scores_and_undoes_CHOLA_X3() -> None:
    # the page's practice board, with a human in both seats so that no bot moves
    board = ExpertBoard(expert_lessons.sculpt_position(), seats=("human", "human"))
    assert board.legal_slots() == {"7,0"}
    assert board.click_space("0,0").startswith("Can't sculpt slot 0,0")
    assert _click_key(board, "tile:7,0").startswith("Sculpt slot 7,0 (8 points")
    board.choose_payment("wagon: 3 light brown, 1 gold; hand: 1 light brown")
    status = board.sculpt()
    assert "+8 for Brown" in status and "scores now Brown 8, White 0" in status
    assert board.undo().startswith("Took back: sculpt slot 7,0") and board.game.scores == (0, 0)


def test_end_last_sculpture_ends_and_the_wagons_break_the_tie_CHOLA_E3() -> None:
    ex = end_exercise()
    assert ex.choose("shared").startswith("No") and ex.choose("Brown").startswith("Yes")
    game, move = expert_lessons.end_position()
    game.play(move)
    game_result = game.result()
    assert game_result is not None
    assert game.is_over() and game.scores == (2, 2) and game_result.winners == (0,)
    game_result = game.result()
    assert game_result is not None
    assert "(CHOLA-E3)" in game_result.message


def test_board_against_the_greedy_bot_a_click_and_the_answer() -> None:
    board = ExpertBoard(seed=3, seats=("human", "greedy"))  # like the page's full game
    assert board.game.options.variant == "expert" and "Brown to move: " in board.status
    assert _click_key(board, "stack").startswith("Brown: drew the top card")
    assert board.wait_for_bot(BOT_PATIENCE) and len(board.game.moves) == 2
    assert "White (greedy bot): " in board.status
    assert board.click_space("7,0").startswith("Can't sculpt slot 7,0")
