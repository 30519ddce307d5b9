"""CholaBoard driven in-process through its click methods (no browser)."""

from __future__ import annotations

import threading
from collections.abc import Callable

import pytest
from chola.chola_positions import position
from patience import BOT_PATIENCE

from tulakit.chola import CholaGame, new_game, space
from tulakit.chola.moves import Build, CholaMove, Draw, Pick
from tulakit.chola.positions import arrange
from tulakit.drawing.frames import FrameMaker
from tulakit.widgets.chola_board import CholaBoard


class StandInBot:
    """Picks when it may, else draws, else the first legal move; can be held back."""

    def __init__(self, level: str, seed: int = 0) -> None:
        self.name = level
        self.release = threading.Event()
        self.release.set()
        self.calls = 0

    def choose(self, game: CholaGame) -> CholaMove:
        self.release.wait(5)
        self.calls += 1
        moves = game.legal_moves()
        for kind in (Pick, Draw):
            for move in moves:
                if isinstance(move, kind):
                    return move
        return moves[0]


def _factory(bots: list[StandInBot]) -> Callable[[str, int], StandInBot]:
    def make(level: str, seed: int) -> StandInBot:
        bots.append(StandInBot(level, seed))
        return bots[-1]

    return make


def _click_key(board: CholaBoard, key: str | int) -> str:
    where = board.scene.visible_point(key)
    assert where is not None, key
    return board.click(*where)


def test_a_build_made_by_clicks_scores_and_explains_CHOLA_P3() -> None:
    game = position(temple={"3,0": "white"}, hand=["gold", "gold", "white"], card="pair_same")
    board = CholaBoard(game)
    card = game.cards(0)[0]
    status = _click_key(board, f"card:{card}")
    assert board.card == card and "same-colour pair" in status
    # only spaces some legal placement covers are highlighted (CHOLA-G2)
    assert board.selection is not None
    assert space("4,0") in board.selection.targets
    assert space("3,1") in board.selection.targets  # on the white stone
    assert space("4,2") not in board.selection.targets  # (4,1) under it is empty
    status = board.click(*board.space_point("4,0"))
    shown = board.placement
    assert shown and all(c == 4 for _, c in shown)  # gold, the only colour held twice
    assert space("4,0") in {s for s, _ in shown}
    expected = game.preview(Build(card, shown)).points
    assert "Shown: card c" in status
    assert not game.moves  # nothing played yet
    status = board.confirm()
    assert game.moves == (Build(card, shown),)
    assert game.scores == expected
    assert "+2 for Brown: 2 gold stones placed" in status
    assert f"scores now Brown {expected[0]}, White {expected[1]}" in status
    assert "White to move" in status


def test_illegal_clicks_are_explained_in_the_engines_words_CHOLA_G2_A1() -> None:
    game = position(hand=["brown"] * 7, card="single")
    board = CholaBoard(game)
    board.choose_card(game.cards(0)[0])
    assert (
        board.click_space("4,3")
        == f"Can't build c{game.cards(0)[0]} on (4,3): no stone below (4,3)."
    )
    assert board.click_space("6,2").endswith("it needs a stone at (5,2) or (7,2) first.")
    assert "hand limit 7" in board.pick()
    assert game.moves == ()
    full = position(hand=["white"], card="single")
    arrange(full, cards={0: ["single", "single", "pair_same", "pair_mixed"]})
    board = CholaBoard(full)
    assert "you hold 4 cards" in board.draw()
    assert "you hold 4 cards" in _click_key(board, "up:1")
    assert full.moves == ()


def test_stones_missing_for_a_card_are_named() -> None:
    game = position(hand=["brown", "white"], card="pair_same")
    board = CholaBoard(game)
    status = board.choose_card(f"c{game.cards(0)[0]}")
    assert "cannot be built now: it takes 2 stones of one colour" in status
    assert "you hold 1 brown and 1 white" in status
    # the page pass: the refused card stayed chosen, so a tap on the temple answered as if
    # it could be built ("Can't build c80 on (1,4)") after "Choose another card"
    assert board.selection is None or board.selection.card is None
    assert "cannot be built now" in board.click_space("0,0")  # the only card, refused again


def test_cycling_shapes_and_colours_shows_only_legal_builds_CHOLA_C1() -> None:
    game = position(hand=["brown", "brown", "gold", "gold", "white"], card="quad_split")
    board = CholaBoard(game)
    card = game.cards(0)[0]
    board.choose_card(card)
    board.click_space("1,0")
    seen = set()
    for _ in range(6):
        seen.add(board.placement)
        assert game.is_legal(Build(card, board.placement))
        board.next_placement()
    spaces = {tuple(s for s, _ in p) for p in seen}
    assert len(spaces) == 2  # the squares with (1,0) at the bottom left or bottom right
    before = board.placement
    board.next_colours()
    assert board.placement != before
    assert {s for s, _ in board.placement} == {s for s, _ in before}
    assert game.is_legal(Build(card, board.placement))
    # clicking the same space again moves on as Next shape does
    first = board.placement
    board.click_space("1,0")
    assert {s for s, _ in board.placement} != {s for s, _ in first}
    assert "back in your hand" in board.cancel() and board.card is None
    assert game.moves == ()


def test_space_click_without_a_card_asks_for_one_or_uses_the_only_card() -> None:
    game = new_game(seed=1, deck="proposed60")  # the old deck (CHOLA-C3) deals c9 and c55
    board = CholaBoard(game)
    assert board.click_space("0,0").startswith("Choose a card first (c9 and c55)")
    single = position(hand=["grey"], card="single")
    board = CholaBoard(single)
    board.click_space("5,0")
    assert board.placement == ((space("5,0"), 3),)


def test_pick_replace_and_draw_by_click() -> None:
    game = position(hand=["white"] * 4 + ["grey"], card="single")
    board = CholaBoard(game)
    status = board.replace("white", 3)
    assert game.moves[-1] == game.parse_move("replace white 3")
    assert "put 3 white stones back" in status and sum(game.hand(0)) == 5
    up = game.face_up[0]
    status = _click_key(board, "up:1")  # White draws the first face-up card
    assert up in game.cards(1) and f"drew face-up card 1; it was c{up};" in status
    before = game.stack_size
    _click_key(board, "stack")
    assert game.stack_size == before - 1 and len(game.cards(0)) == 2
    assert "hand limit 7" in board.act("pick")  # White holds the 7 stones of the setup
    assert "is not a Chola move" in board.act("jump")


def test_undo_and_redo() -> None:
    board = CholaBoard(new_game(seed=1))
    assert board.undo() == "There is no turn to undo."
    board.act("draw stack")
    board.act("draw up1")
    assert len(board.game.moves) == 2
    assert "Took back" in board.undo() and len(board.game.moves) == 1
    assert "Played again" in board.redo() and len(board.game.moves) == 2
    assert board.redo() == "There is no turn to redo."


def test_a_bot_reply_arrives_from_its_thread() -> None:
    bots: list[StandInBot] = []
    board = CholaBoard(new_game(players=3, seed=5), seats=["human", "greedy", "random"],
                       bot_factory=_factory(bots))  # fmt: skip
    board.act("draw stack")
    assert board.wait_for_bot(BOT_PATIENCE)
    assert len(board.game.moves) == 3 and board.game.to_move == 0
    assert [b.name for b in bots] == ["greedy", "random"]
    assert "Grey (random bot): " in board.status and "Brown to move" in board.status
    # undo takes back the bots' turns with the person's
    assert "Took back" in board.undo() and not board.game.moves


def test_a_bot_reply_keeps_what_the_person_did_in_the_status() -> None:
    """The reply replaces the status line at once: the person's move must stay readable."""
    bots: list[StandInBot] = []
    board = CholaBoard(new_game(players=2, seed=5), seats=["human", "greedy"],
                       bot_factory=_factory(bots))  # fmt: skip
    board.act("draw stack")
    assert board.wait_for_bot(BOT_PATIENCE)
    said = board.status
    assert said.index("Brown: drew the top card of the stack.") < said.index("White (greedy bot): ")
    board.act("draw stack")  # the next turn shows only its own moves
    assert board.wait_for_bot(BOT_PATIENCE)
    assert board.status.count("Brown: drew") == 1


def test_clicks_are_refused_while_a_bot_thinks() -> None:
    bots: list[StandInBot] = []
    factory = _factory(bots)

    def held(level: str, seed: int) -> StandInBot:
        bot = factory(level, seed)
        bot.release.clear()
        return bot

    board = CholaBoard(new_game(seed=2), seats=["greedy", "human"], bot_factory=held)
    assert board.thinking and "thinking" in board.status
    assert board.act("pick").startswith("Please wait")
    assert board.game.moves == ()
    bots[0].release.set()
    assert board.wait_for_bot(BOT_PATIENCE)
    assert len(board.game.moves) == 1 and board.game.to_move == 1
    assert not board.act("pick").startswith("Please wait")


def test_real_bots_play_a_whole_game_to_the_result_CHOLA_E1() -> None:
    board = CholaBoard(new_game(players=2, seed=8), seats=["greedy", "random"])
    assert board.wait_for_bot(BOT_PATIENCE)
    game = board.game
    assert game.is_over()
    result = game.result()
    assert result is not None and result.message in board.status
    assert "own stones in the temple" in board.status
    assert board.act("pick").startswith("Game over.")
    assert "New game" in board.new_game(2)
    assert board.game is not game and board.wait_for_bot(BOT_PATIENCE) and board.game.is_over()


def test_solo_builds_from_the_face_up_row_CHOLA_SO2() -> None:
    board = CholaBoard(new_game(variant="solo", seed=3))
    game = board.game
    card = next(c for c in game.face_up if any(isinstance(m, Build) and m.card == c
                                               for m in game.legal_moves()))  # fmt: skip
    index = game.face_up.index(card) + 1
    _click_key(board, f"up:{index}")
    assert board.selection is not None
    assert board.card == card and board.selection.targets
    board.click_space(min(board.selection.targets))
    assert board.confirm() and len(game.moves) == 1
    assert "only build" in board.pick()


def test_new_game_players_and_the_picture() -> None:
    board = CholaBoard(seed=4)
    board.new_game(4)
    assert board.game.players == 4 and board.game.seed == 5
    assert [m.layout.display for m in board.seat_menus] == [""] * 4 + ["none"]

    markup = "".join(FrameMaker().frame(board.scene).parts.values())
    assert markup.count("<rect") > 115


# -- for everyone: typed moves, words, the keyboard cursor, a layout for the page -------------
def test_typed_moves_play_like_clicks_and_bad_ones_change_nothing_CHOLA_A1() -> None:
    bots: list[StandInBot] = []
    board = CholaBoard(new_game(seed=1), seats=["human", "greedy"], bot_factory=_factory(bots))
    assert board.play_text("pick") is False
    assert (
        board.status == f"Can't pick 2 stones from the bag: {board.game.explain_illegal('pick')}."
    )
    assert board.play_text("build c9 white@0,1 white@0,0") is False
    assert (
        "list the stones bottom row first" in board.status and "Nothing was played" in board.status
    )
    assert board.play_text("fly away") is False and "is not a Chola move" in board.status
    board.choose_card(9)  # a build in progress survives a refused typed move
    assert board.play_text("draw up9") is False and board.card == 9
    assert not board.game.moves
    assert board.play_text("  Draw   UP1 ") is True
    assert str(board.game.moves[0]) == "draw up1" and board.card is None
    assert board.wait_for_bot(BOT_PATIENCE) and len(board.game.moves) == 2  # the bot answered
    assert "White (greedy bot): " in board.status
    assert board.play_text("draw") is True and str(board.game.moves[2]) == "draw stack"


def test_the_move_box_offers_the_legal_moves_only_to_the_person_to_move() -> None:
    board = CholaBoard(new_game(seed=1), seats=["human", "human"])
    options = dict(board.move_options())
    assert set(options) == {str(m) for m in board.game.legal_moves()}
    assert options["draw up1"] == "draw face-up card 1"
    assert dict(board.view.move_options) == options
    assert board.view.typing and board.view.typing_example == "e.g. draw up2"
    bots: list[StandInBot] = []

    def held(level: str, seed: int) -> StandInBot:
        bots.append(StandInBot(level, seed))
        bots[-1].release.clear()
        return bots[-1]

    waiting = CholaBoard(new_game(seed=2), seats=["greedy", "human"], bot_factory=held)
    assert waiting.thinking and waiting.move_options() == []
    assert waiting.view.move_options == []
    bots[0].release.set()
    assert waiting.wait_for_bot(BOT_PATIENCE) and waiting.move_options()


def test_every_region_is_labelled_and_the_position_described() -> None:
    board = CholaBoard(new_game(seed=1, deck="proposed60"), seats=["human", "greedy"])
    labels = dict(board.view.regions)
    assert set(labels) == {r.key for r in board.scene.regions}
    assert labels[space("0,0")] == "Row 0, column 0 (space 0,0): empty"
    assert labels["stack"].startswith("The stack: 54 cards face down")
    assert labels["card:9"].startswith("Brown's card c9: single")
    words = board.view.description
    assert words.startswith("Move 1: Brown to move.") and "White (greedy bot)" in words
    board.choose_card(9)
    assert board.view.description.startswith("Build in progress: card c9 (single, 1 stone)")
    assert "card c9 can be built here" in dict(board.view.regions)[space("0,0")]
    board.click_space("0,0")
    assert "the build shown puts a" in dict(board.view.regions)[space("0,0")]


def test_the_cursor_starts_on_a_card_to_build_then_on_its_spaces() -> None:
    board = CholaBoard(new_game(seed=1), seats=["human", "human"])
    first = next(c for c in board.game.cards(0)
                 if any(isinstance(m, Build) and m.card == c for m in board.game.legal_moves()))  # fmt: skip
    assert board.cursor_start() == f"card:{first}"
    board.press(f"card:{first}")
    assert board.selection is not None
    assert board.cursor_start() == min(board.selection.targets)
    board.press(space("0,0"))
    assert board.cursor_start() == space("0,0")
    solo = CholaBoard(new_game(variant="solo", seed=3))
    assert str(solo.cursor_start()).startswith("up:")


def test_b_builds_the_build_shown_and_the_keys_are_listed() -> None:
    board = CholaBoard(new_game(seed=1), seats=["human", "human"])
    assert ("b", "confirm") in [tuple(c) for c in board.view.commands]
    assert "B play the build shown" in board.notes.value
    board.choose_card(9)
    board.click_space("0,0")
    board.view.receive({"kind": "command", "name": "confirm"})  # the B key, as view.js says
    assert len(board.game.moves) == 1 and board.status.startswith("Brown: built c9 with")


def test_the_picture_reflows_for_the_width_the_page_reports() -> None:
    board = CholaBoard(new_game(players=3, seed=1), seats=["human"] * 3)
    wide = board.scene.height  # 650, and the treasure legend under it (issue 14)
    assert board.scene.width == 900 and 650 < wide < 760  # no browser yet
    board.view.available_width = 360  # a phone: the compact picture, redrawn at once
    assert board.scene.width == 490 and board.scene.height > wide
    texts = [s.size for s in board.scene.walk() if hasattr(s, "size")]
    assert min(texts) * 360 / 490 >= 12
    assert {r.key for r in board.scene.regions} >= {"stack", "up:1", space("6,12")}
    board.view.available_width = 1250
    assert board.scene.width == 900


def test_a_solo_board_shows_no_pick_replace_or_draw_CHOLA_SO2() -> None:
    board = CholaBoard(players=1, seed=3)
    hidden = (board.pick_button, board.draw_button, board.replace_button,
              board.replace_colour, board.replace_count)  # fmt: skip
    assert all(w.layout.display == "none" for w in hidden)
    assert board.view.typing_example == "e.g. build c5 white@0,0"
    board.new_game(2)
    assert all(w.layout.display != "none" for w in hidden)
    assert board.view.typing_example == "e.g. draw up2"


def test_the_planner_bot_is_offered_and_plays_its_seat(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 17: the planner is one of the seat choices, on the menus and in the address."""
    board = CholaBoard(new_game(players=2, seed=5), seats=["human", "planner"])
    assert "planner" in board.seat_menus[1].options and board.seats == ("human", "planner")
    board.act("draw stack")
    assert board.wait_for_bot(BOT_PATIENCE)
    assert "White (planner bot): " in board.status and len(board.game.moves) == 2
    monkeypatch.setenv("QUERY_STRING", "seed=5&bots=planner,human")
    opened = CholaBoard.from_query()
    assert opened.seats == ("planner", "human")
    assert opened.wait_for_bot(BOT_PATIENCE) and len(opened.game.moves) == 1


def test_undo_with_a_card_chosen_takes_back_the_build_being_made() -> None:
    """Undo first drops the build being made (a card chosen, a space maybe too), not the
    turn played before it (as in Tulaga's claims, issue 26)."""
    board = CholaBoard(players=2, seed=3, seats=["human", "human"])
    board.press("stack")  # Brown draws: a turn played
    board.press("stack")  # White draws
    build = next(m for m in board.game.legal_moves() if isinstance(m, Build))
    board.press(f"card:{build.card}")
    moves = board.game.moves
    assert board.undo().startswith("Took back the turn you were building.")
    assert board.game.moves == moves
    assert board.undo().startswith("Took back: ")
    assert len(board.game.moves) == len(moves) - 1


def test_a_refused_build_names_its_card_once() -> None:
    """The page pass: "Can't build with card c31: white on (0,0): card c31: a same-colour
    pair card places 2 stones, not 1." named the card twice."""
    board = CholaBoard(players=2, seed=3, seats=["human", "human"])
    card = next(c for c in board.game.build_cards(0) if board.game.shape(c) == "pair_same")
    board.play_text(f"build c{card} white@0,0")
    assert board.status.startswith(f"Can't build with card c{card}: white on (0,0): a ")
    assert board.status.count(f"c{card}") == 1


def test_a_card_that_cannot_be_built_is_not_offered_again() -> None:
    """The page pass: after "c80 ... cannot be built now. Choose another card", a tap on
    the temple answered "Choose a card first (c80 and c46)", offering c80 again."""
    game = position(hand=["brown", "white"], card="pair_same")
    arrange(game, cards={0: ["pair_same", "single"]})
    pair, single = game.cards(0)
    board = CholaBoard(game)
    assert "cannot be built now" in board.choose_card(f"c{pair}")
    said = board.click_space("0,0")
    assert said.startswith(f"Choose a card first (c{single}), then")
    assert f"c{pair}" not in said
    arrange(game, cards={0: ["pair_same", "quad_split"]})
    pair, square = game.cards(0)
    assert CholaBoard(game).click_space("0,0") == (
        f"None of your cards (c{pair} and c{square}) can be built now: pick stones or draw a card."
    )
