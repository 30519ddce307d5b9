"""ExpertBoard driven in-process through its click handlers (no browser): CHOLA-W1..E3."""

from __future__ import annotations

import os
from typing import Any

import pytest
from patience import BOT_PATIENCE

from tulakit.chola import expert_lessons
from tulakit.chola.game import CholaGame
from tulakit.chola.moves import Sculpt
from tulakit.drawing.scene import FINGER
from tulakit.drawing.svg import to_svg
from tulakit.widgets.chola_expert_board import NO_CARD, ExpertBoard, payment_words


def _board(game: CholaGame | None = None, **kwargs: Any) -> ExpertBoard:
    game = game or expert_lessons.sculpt_position()
    return ExpertBoard(game, seats=("human", "human"), **kwargs)


def _click_key(board: ExpertBoard, key: str | int) -> str:
    where = board.scene.visible_point(key)
    assert where is not None, key
    return board.click(*where)


def test_a_sculpt_by_clicks_pays_scores_and_hides_the_slot_CHOLA_X3() -> None:
    board = _board()
    game = board.game
    assert board.dialog.layout.display == "none"
    # a click on a temple space of slot 7,0 (no build card chosen) opens the dialog
    status = board.click(*board.space_point("8,1"))
    assert board.slot == "7,0" and board.dialog.layout.display != "none"
    assert status.startswith("Sculpt slot 7,0 (8 points for 4 light brown + 1 gold)")
    labels = [label for label, _ in board.pay_menu.options]
    assert labels == [payment_words(m) for m in game.sculpt_moves("7,0") if m.card is None]
    assert "wagon: 3 light brown, 1 gold; hand: 1 light brown" in labels
    board.choose_payment("wagon: 3 light brown, 1 gold; hand: 1 light brown")
    assert not game.moves  # nothing is played before Sculpt
    bag = sum(game.bag)
    status = board.sculpt()
    assert str(game.moves[-1]) == "sculpt 7,0 wagon:light-brown3,gold1 hand:light-brown1"
    assert game.scores == (8, 0) and "scores now Brown 8, White 0" in status
    assert game.wagon(0) == (0, 0, 1, 0, 0) and sum(game.bag) == bag + 1
    assert game.slot_state("7,0") == "sculpted" and board.slot is None
    assert board.dialog.layout.display == "none"
    assert "White to move" in status


def test_an_illegal_slot_is_explained_and_nothing_changes_CHOLA_X3() -> None:
    board = _board()
    game = board.game
    tile = game.tile("0,0")
    assert board.click_space("0,0") == (
        f"Can't sculpt slot 0,0 ({tile.points} points for {tile.describe()}): slot 0,0 is empty: "
        "a sculpture "
        "goes on top of stones, and (0,0), (1,0), (0,1) and (1,1) have none. Brown to move: "
        "pick, draw, choose a card to build, or choose a slot to sculpt."
    )
    assert "only partly built: (2,1) and (3,1) are still empty" in _click_key(board, "tile:2,0")
    assert "already holds its sculpture" in board.click_slot("4,0")
    assert "needs 4 grey + 1 white" in board.click_slot("9,0")
    assert board.slot is None and board.dialog.layout.display == "none"
    assert game.moves == () and game.scores == (0, 0)
    assert board.sculpt() == "No sculpt is chosen: choose a slot of the temple first."


def test_the_bonus_card_choice_lists_its_own_payments_CHOLA_B1() -> None:
    board = _board()
    board.click_slot("7,0")
    assert [key for _, key in board.card_choice.options] == [NO_CARD, "double"]
    plain = [label for label, _ in board.pay_menu.options]
    board.choose_card_option("double")
    assert board.status.startswith("Slot 7,0 with the double card")
    doubled = board.sculpt_options
    assert doubled and all(m.card == "double" for m in doubled)
    assert [label for label, _ in board.pay_menu.options] == [payment_words(m) for m in doubled]
    assert "The free card cannot be used" in board.choose_card_option("free")
    board.choose_card_option(None)
    assert [label for label, _ in board.pay_menu.options] == plain
    board.choose_card_option("double")
    board.sculpt()
    assert board.game.scores[0] == 16
    assert [h.status for h in board.game.bonus_cards(0)] == ["used", "ready"]


def test_legal_slots_are_highlighted_only_with_the_toggle() -> None:
    board = _board()
    assert board.legal_slots() == {"7,0"}
    assert board.selection is not None
    assert board.selection.slots == {"7,0"}
    assert 'class="slot-target" data-slot="7,0"' in to_svg(board.scene)
    board.legal_toggle.value = False  # the toggle redraws at once
    assert board.selection is None
    assert "slot-target" not in to_svg(board.scene)
    board.click_slot("7,0")
    assert board.selection.slot == "7,0" and board.selection.slots == frozenset()


def test_cancel_undo_and_redo_of_a_sculpt() -> None:
    board = _board()
    game = board.game
    board.click_slot("7,0")
    assert board.cancel_sculpt().startswith("Cancelled the sculpt of slot 7,0")
    assert board.slot is None and game.moves == ()
    board.click_slot("7,0")
    assert board.click_slot("7,0").startswith("Cancelled")  # a second click closes it too
    board.click_slot("7,0")
    board.sculpt()
    assert game.scores == (8, 0)
    assert board.undo().startswith("Took back: sculpt slot 7,0")
    assert game.scores == (0, 0) and game.slot_state("7,0") == "built"
    assert game.wagon(0) == (0, 3, 1, 0, 1)
    assert board.redo().startswith("Played again: sculpt slot 7,0")
    assert game.scores == (8, 0) and game.slot_state("7,0") == "sculpted"


def test_a_build_still_works_and_feeds_the_wagon_CHOLA_W1() -> None:
    game, move = expert_lessons.wagon_position()
    board = ExpertBoard(game, seats=("human", "human"))
    _click_key(board, f"card:{move.card}")
    assert board.card == move.card
    board.click_space("0,0")  # with a card chosen a space click is part of the build
    wanted = {s for s, _ in move.placement}
    for _ in range(50):  # cycle shapes, then colours, to the build of the example
        if board.placement == move.placement:
            break
        if {s for s, _ in board.placement} != wanted:
            board.next_placement()
        else:
            board.next_colours()
    assert board.placement == move.placement
    status = board.confirm()
    assert "wagon: brown 0 -> 2, light brown 4 -> 5 (capped at 5)" in status
    assert game.wagon(0)[:2] == (2, 5)


def test_the_again_card_by_button_and_by_click_CHOLA_B1() -> None:
    board = _board(expert_lessons.again_position())
    game = board.game
    assert not board.again_button.disabled
    # White's card is explained, not played
    assert "Own colour pays (ready)" in _click_key(board, "bonus:1:own")
    status = _click_key(board, "bonus:0:again")
    assert str(game.moves[-1]) == "again" and game.to_move == 0
    assert "the “Extra turn” card turns face down" in status
    assert board.again_button.disabled
    assert [h.status for h in game.bonus_cards(0)][1] == "face down"
    board.draw()
    board.draw()
    assert game.to_move == 1
    other = _board(expert_lessons.sculpt_position())
    assert other.again_button.disabled  # Brown holds no again card there
    assert "“Extra turn”" in other.again() and other.game.moves == ()


def test_the_last_sculpture_ends_the_game_and_the_wagons_break_the_tie_CHOLA_E3() -> None:
    game, last = expert_lessons.end_position()
    board = ExpertBoard(game, seats=("human", "human"))
    board.click_slot("1,4")
    board.choose_payment(payment_words(last))
    status = board.sculpt()
    assert game.is_over()
    assert "Game over. Brown wins with 2 points, tie broken by 2 levels on their wagon" in status
    assert "Brown 2 points (2 wagon levels), White 2 points (1 wagon levels)" in status
    assert "Game over" in board.click_slot("1,4")


def test_bots_play_expert_games_to_the_end() -> None:
    board = ExpertBoard(seed=5, seats=("greedy", "random"))
    for _ in range(200):
        if board.game.is_over():
            break
        assert board.wait_for_bot(BOT_PATIENCE)
    assert board.game.is_over()
    assert any(isinstance(m, Sculpt) for m in board.game.moves)
    assert "Game over" in board.status


def test_from_query_reads_seed_bots_and_a_position() -> None:
    old = os.environ.get("QUERY_STRING")
    try:
        os.environ["QUERY_STRING"] = "position=sculpt&bots=human,greedy&variant=expert"
        board = ExpertBoard.from_query()
        assert board.game.slot_state("7,0") == "built" and board.seats == ("human", "greedy")
        assert board.game.options.variant == "expert" and not board.status.startswith("(")
        os.environ["QUERY_STRING"] = "seed=7&players=3&bots=human,random,greedy"
        board = ExpertBoard.from_query()
        assert board.game.players == 3 and board.game.seed == 7
        assert board.game.options.variant == "expert" and len(board.game.cards(0)) == 1
        board.wait_for_bot(BOT_PATIENCE)
        os.environ["QUERY_STRING"] = "players=1&position=nowhere&variant=solo"
        board = ExpertBoard.from_query()
        assert board.game.players == 2 and board.game.options.variant == "expert"
        for note in ("players must be 2 to 5, not '1'", "unknown position 'nowhere'",
                     "this page plays the Expert game, not 'solo'"):  # fmt: skip
            assert note in board.status
    finally:
        if old is None:
            os.environ.pop("QUERY_STRING", None)
        else:
            os.environ["QUERY_STRING"] = old


def test_new_game_is_expert_and_the_players_menu_starts_at_two() -> None:
    board = _board()
    assert [v for _, v in board.players_menu.options] == [2, 3, 4, 5]
    board.new_game(players=4)
    assert board.game.options.variant == "expert" and board.game.players == 4
    assert board.share_page == "chola-expert-play.ipynb"
    with pytest.raises(ValueError, match="Expert games"):
        board.set_game(CholaGame(2, seed=1))


# -- for everyone: the keyboard, typed sculpts, words and a picture for the page ---------------
def test_enter_on_a_tile_opens_the_dialog_and_b_sculpts_CHOLA_X3() -> None:
    board = _board()
    assert ("b", "confirm") in [tuple(c) for c in board.view.commands]
    status = board.press("tile:7,0")  # what Enter on the cursor sends
    assert status.startswith("Sculpt slot 7,0") and board.cursor_start() == "tile:7,0"
    assert board.view.description.startswith("Sculpting slot 7,0: ")
    board.choose_payment("wagon: 3 light brown, 1 gold; hand: 1 light brown")
    board.view.receive({"kind": "command", "name": "confirm"})  # the B key
    assert board.game.scores == (8, 0) and board.slot is None


def test_typed_sculpts_are_played_explained_or_open_the_dialog_CHOLA_X3() -> None:
    board = _board()
    assert board.view.typing_example == "e.g. sculpt 7,0 hand:grey4,gold1"
    assert board.play_text("sculpt 7,0 wagon:light-brown4,gold1") is False
    assert "your wagon has 3 light brown, not 4" in board.status and board.game.moves == ()
    assert board.play_text("sculpt 0,0") is False and "Can't sculpt slot 0,0" in board.status
    assert board.play_text("sculpt 7,0") is False and board.slot == "7,0"
    assert board.play_text("sculpt 7,0") is False and board.slot == "7,0"  # still open
    sculpts = {o for o, _words in board.move_options() if o.startswith("sculpt 7,0")}
    assert sculpts == {str(m) for m in board.game.sculpt_moves("7,0")}
    assert board.play_text("sculpt 7,0 wagon:light-brown3,gold1 hand:light-brown1") is True
    assert board.game.scores == (8, 0) and board.slot is None


def test_tiles_and_bonus_cards_are_labelled() -> None:
    board = _board()
    labels = dict(board.view.regions)
    assert labels["tile:7,0"].endswith("fully built: Brown can sculpt it now")
    assert labels["bonus:1:again"].startswith("White's bonus card Extra turn (action deck, ready)")
    assert "slot 7,0, which can be sculpted now" in labels[board.game.slots[3].spaces[0]]


def test_the_expert_picture_fits_a_1280_window_and_reflows_below() -> None:
    """The designed picture until a browser reports its width, and on a page wide enough
    for its sculpture tiles to be a finger wide; the middle layout on a desktop, shown a
    third larger than drawn with its temple and sculpture board within the window; the
    phone's below 960 pixels."""
    board = _board()
    assert board.scene.width == 1248  # the designed picture, no browser yet
    board.view.available_width = 2000
    assert board.scene.width == 1248
    assert board.view.zoom == FINGER / 28 and board.view.kept_in_window == 0  # all of it
    board.view.available_width = 1250  # a 1280-pixel window
    assert board.scene.width == 960
    assert board.view.zoom == FINGER / 34  # its 34-unit spaces and tiles: 44 pixels
    assert 0 < board.view.kept_in_window < board.scene.height  # the players may lie below
    board.view.available_width = 1100
    assert board.scene.width == 960
    board.view.available_width = 360
    assert board.scene.width == 490
    smallest = min(s.size for s in board.scene.walk() if hasattr(s, "size"))
    assert smallest * 360 / 490 >= 12
    assert board.press("tile:7,0").startswith("Sculpt slot 7,0")  # the same regions
