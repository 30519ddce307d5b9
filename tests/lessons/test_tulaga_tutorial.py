"""The checks that ran inside ``notebooks/tulaga.ipynb``, as tests (issue 15).

Each test rebuilds what its check used with the calls the notebook makes (the exercise
constructors of ``tulakit.widgets.tulaga_lessons``, the prepared positions of
``tulakit.tulaga.positions``, the page's full-game board).
"""

from __future__ import annotations

import json
from pathlib import Path

from patience import BOT_PATIENCE

from tulakit.tulaga import TulagaMove, point, positions
from tulakit.tulaga.board import N_POINTS, name
from tulakit.tulaga.game import EMPTY
from tulakit.widgets.tulaga_lessons import (
    full_game_board,
    naming_exercise,
    notation_exercise,
    perimeter_exercise,
    pile_exercise,
    rank_perimeter_exercise,
    rank_row_exercise,
    reap_exercise,
    row_exercise,
    several_exercise,
    win_exercise,
)

NOTEBOOK = Path(__file__).resolve().parents[2] / "notebooks" / "tulaga.ipynb"


def test_naming_exercise_judges_clicks_TULAGA_1_TULAGA_3() -> None:
    ex = naming_exercise()
    assert ex.prompt == "Choose the point c7."
    # the page invites this click ("shows what would happen"): explained, never counted
    assert ex.click_point("e5").startswith("e5 is already occupied by a black simple stone")
    assert "TULAGA-3" in ex.status and "Try again" not in ex.status
    assert ex.click_point("d6").startswith("No, you chose d6 (file d")
    assert ex.click_point("c7").startswith("Yes, that is c7 (file c, the 3rd from the left")
    assert ex.prompt == "Choose the point g2." and ex.score.startswith("1 of 3 found")
    assert ex.click_point("g2").startswith("Yes") and ex.click_point("i9").startswith("Yes")
    assert ex.score == "3 of 3 found: all of them! (1 wrong guess)"
    assert ex.click_point("a1").startswith("This exercise is done") and ex.score.startswith(
        "3 of 3"
    )


def test_naming_exercise_never_counts_the_clicks_its_page_invites_TULAGA_3() -> None:
    """Issue 26: the page invites a click on a stone ("shows what would happen if you
    tried to play there"), and every such click was scored as a wrong guess."""
    text = "".join(
        "".join(cell["source"])
        for cell in json.loads(NOTEBOOK.read_text())["cells"]
        if cell["cell_type"] == "markdown"
    )
    assert "Choosing a point that already holds a stone shows what would happen" in text
    ex = naming_exercise()
    stones = [p for p in range(N_POINTS) if ex.quiz.game.cell(p) != EMPTY]
    for p in stones:
        said = ex.click_point(name(p))
        assert "already occupied" in said and not said.startswith("No")
    # two wrong tries would offer a hint: two stones are enough to tell
    assert len(stones) >= 2 and ex.quiz.wrong == 0 and not ex.quiz.hint_offered
    assert "wrong" not in ex.score
    assert ex.click_point("a1").endswith("Try again.") and ex.quiz.wrong == 1  # a real miss


def test_row_exercise_blocked_end_and_rank_stones_TULAGA_4() -> None:
    ex = row_exercise()
    assert "b5 holds a white simple stone" in ex.click_point("a5")
    assert ex.click_point("f2").startswith("No, the row b2-f2 would hold five black stones")
    assert "rank stones never count (TULAGA-4)" in ex.status
    assert ex.click_point("g5").startswith("Yes, g5 completes the row c5-g5")
    assert ex.score == "Found! (2 wrong guesses)"


def test_perimeter_exercise_needs_an_empty_centre_TULAGA_4() -> None:
    ex = perimeter_exercise()
    assert ex.click_point("d5").startswith("Yes, d5 completes a perimeter around d6")
    assert "centre must be empty and g3 holds a white simple stone" in ex.click_point("g4")
    assert ex.click_point("c6").startswith("No, c6 is already occupied by a white simple stone")
    assert ex.click_point("e7").startswith("Yes") and ex.score.startswith("2 of 2 found")


def test_rank_stone_exercises_TULAGA_5() -> None:
    ex = rank_row_exercise()
    assert ex.click_point("f5").startswith("No, f5 is not one of the five points of the row a5-e5")
    for p in ("a5", "b5", "c5", "d5", "e5"):
        assert ex.click_point(p).startswith(f"Yes, {p} is one of the five points of the row a5-e5")
    assert ex.score == "5 of 5 found: all of them! (1 wrong guess)"
    ex = rank_perimeter_exercise()
    assert "back to the pile" in ex.click_point("c5") and "d6" not in ex.status  # not the answer
    assert ex.click_point("d6").startswith("Yes, a perimeter's rank stone goes on its centre, d6")


def test_reap_exercise_counts_each_direction_and_names_the_best_TULAGA_6() -> None:
    ex = reap_exercise()
    assert ex.choose("N").startswith("No, reaping north takes 2 stones (the white simple stones")
    assert "another direction takes more" in ex.status and "east" not in ex.status  # no answer
    assert "Your own d8 stays" in ex.status and not ex.afterword.value
    assert ex.choose("E").startswith("Yes, reaping east takes 3 stones (the most)")
    assert "the white rank stone on h5, which your rank stone replaces" in ex.status
    assert "west takes 0 stones" in ex.status
    assert ex.score == "Found! (1 wrong guess)"
    assert "Black now has 2 rank stones on the board" in ex.afterword.value  # the turn played out


def test_several_exercise_one_claim_breaks_the_others_TULAGA_5() -> None:
    ex = several_exercise()
    assert ex.click_point("c5").startswith("c5 is part of Tulagas 1 (row a5-e5) and 2")
    assert ex.click_point("a5").startswith("claimed Tulaga 1, the row a5-e5")
    assert ex.label(point("a5")) == "a5: empty"  # the board shows the position after the claim
    assert "Tulaga 4 (perimeter around f6) lost e5" in ex.status
    assert ex.click_point("e6").startswith("claimed Tulaga 3, the perimeter around e6")
    assert ex.score == "tried 2 of 4 Tulagas"


def test_win_exercise_and_the_winning_claim_TULAGA_7() -> None:
    ex = win_exercise()
    assert ex.quiz.game.rank_stones == 4 and ex.quiz.game.rank_pile == (1, 2)
    assert "so Black wins at once (TULAGA-7)" in ex.click_point("d6")
    assert ex.click_point("a4").startswith("No, a4 makes no Tulaga")
    assert ex.click_point("f7").startswith("Yes") and ex.score.startswith("2 of 2 found")
    game = positions.win_position()
    game.play("d6 =e6(d5,d6,e7,f5)")
    game_result = game.result()
    assert game_result is not None
    assert game_result.winners == (0,) and not game.is_legal("a4")


def test_pile_exercise_and_the_empty_pile_loss_TULAGA_3() -> None:
    ex = pile_exercise()
    assert ex.click_point("c4").startswith("Yes, c4 makes the perimeter around d4")
    assert "which then holds 4" in ex.status
    assert "starts the next turn with nothing to place and loses (TULAGA-3)" in ex.click_point("f6")
    lost = positions.pile_position()  # the page's position after "f6", "a5"
    lost.play_all(["f6", "a5"])
    lost_result = lost.result()
    assert lost_result is not None
    assert lost.is_over() and lost_result.winners == (1,)


def test_notation_exercise_parser_errors_and_part_by_part_TULAGA_8() -> None:
    ex = notation_exercise()
    assert "write a row from its left end" in ex.choose("e5 =e5-a5@c5 >N")
    assert ex.choose("c5 =a5-e5@c5 >N").startswith(
        "No, the first part is where the stone was placed"
    )
    assert ex.choose("e5 =a5-e5@c5 >S").startswith("No, that turn reaps south;")
    assert "north" not in ex.status  # what is wrong, never the answer
    assert ex.choose("e5 =a5-e5@c5 >N").startswith("Yes, e5 =a5-e5@c5 >N reads place e5")
    for text in (positions.NOTATION_MOVE, "e5 =d6(c5,d5,e5,e7) >W", "d1 =b1-f1@d1"):
        assert str(TulagaMove.parse(text)) == text  # every turn prints back unchanged


def test_full_game_board_plays_a_click_and_the_bot_answers() -> None:
    board = full_game_board(budget=0.05)  # the page's board, with a quicker bot
    assert board.opponent == "casual" and board.status.startswith("Black (you) to move")
    board.click_point("e5")
    assert board.wait_for_bot(BOT_PATIENCE)
    assert "White (casual bot): placed" in board.status and len(board.game.moves) == 2
    assert board.click_point("e5").startswith("Can't place on e5: e5 is already occupied")
