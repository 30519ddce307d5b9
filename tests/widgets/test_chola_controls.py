"""The Chola boards' buttons (issue 14): an action that cannot be taken now is disabled,
and its tooltip says why, in the engine's words (CHOLA-A1)."""

from __future__ import annotations

from patience import BOT_PATIENCE
from widgets.test_chola_board import StandInBot, _factory

from tulakit.chola import new_game
from tulakit.chola.moves import Draw, Pick, Replace
from tulakit.widgets.chola_board import TIPS, CholaBoard
from tulakit.widgets.chola_expert_board import ExpertBoard


def test_pick_is_disabled_like_replace_with_the_engines_reason_CHOLA_A1() -> None:
    board = CholaBoard(seed=1)  # Brown holds 7 stones: no pick (hand limit)
    game = board.game
    reason = game.explain_illegal(Pick())
    assert reason is not None and "hand limit" in reason
    assert board.pick_button.disabled
    assert board.pick_button.tooltip == f"{TIPS['pick']} (not now: {reason})"
    # Replace follows the colour and count chosen: each choice is judged as it is made
    hand = game.hand(0)
    for colour, count in ((1, 3), (0, 4), (4, 5)):
        board.replace_colour.value, board.replace_count.value = colour, count
        why = game.explain_illegal(Replace(colour, count))
        assert why is not None and f"{hand[colour]}" in why  # e.g. "you hold only 2 ..."
        assert board.replace_button.disabled
        assert board.replace_button.tooltip == f"{TIPS['replace']} (not now: {why})"
    # drawing is legal: enabled, and the tooltip is the plain one
    assert game.explain_illegal(Draw()) is None
    assert not board.draw_button.disabled and board.draw_button.tooltip == TIPS["draw"]


def test_build_steps_undo_and_redo_say_why_they_wait() -> None:
    board = CholaBoard(seed=1, seats=["human", "human"])
    for button in (board.build_button, board.next_button, board.colours_button):
        assert button.disabled and "choose one of your cards" in button.tooltip
    assert board.cancel_button.disabled and "no card is chosen" in board.cancel_button.tooltip
    assert board.undo_button.disabled and "no turn has been played" in board.undo_button.tooltip
    assert board.redo_button.disabled and "taken back" in board.redo_button.tooltip
    board.choose_card(9)
    board.click_space("0,0")
    assert not board.build_button.disabled and board.build_button.tooltip == TIPS["build"]
    assert not board.cancel_button.disabled
    board.confirm()
    assert not board.undo_button.disabled and board.undo_button.tooltip == TIPS["undo"]


def test_on_a_bots_turn_every_action_says_whose_turn_it_is() -> None:
    bots: list[StandInBot] = []

    def held(level: str, seed: int) -> StandInBot:
        bot = _factory(bots)(level, seed)
        bot.release.clear()
        return bot

    board = CholaBoard(new_game(seed=2), seats=["greedy", "human"], bot_factory=held)
    assert board.thinking
    for button in (board.pick_button, board.draw_button, board.replace_button):
        assert button.disabled and "Brown's turn (greedy bot)" in button.tooltip
    bots[0].release.set()
    assert board.wait_for_bot(BOT_PATIENCE)
    assert not board.draw_button.disabled


def test_the_expert_buttons_say_why_too() -> None:
    board = ExpertBoard(seed=1, seats=["human", "human"], deck="proposed60")  # deals the again card
    assert board.sculpt_button.disabled and "choose a slot" in board.sculpt_button.tooltip
    from tulakit.chola.moves import Again

    assert board.game.explain_illegal(Again()) is None and not board.again_button.disabled
    board.again()  # the again card is used: not a second time in a row
    why = board.game.explain_illegal(Again())
    assert why is not None and board.again_button.disabled
    assert board.again_button.tooltip.endswith(f"(not now: {why})")
