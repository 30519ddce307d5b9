"""The checks that ran inside ``notebooks/chola-solo.ipynb``, as tests (issue 15).

Each test rebuilds what its check used with the calls the notebook makes (the prepared
positions of ``tulakit.chola.lessons``, a solo ``CholaBoard`` like the page's).
"""

from __future__ import annotations

from tulakit.chola import Build, lessons
from tulakit.widgets.chola_board import CholaBoard


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
