"""CholaBoard driven in-process through its click methods (no browser)."""

from __future__ import annotations

import threading

from chola.chola_positions import position
from tulakit.drawing.frames import FrameMaker

from tulakit.chola import CholaGame, new_game, space
from tulakit.chola.moves import Build, CholaMove, Draw, Pick
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


def _factory(bots: list[StandInBot]):
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
    assert board.card == card and "pair_same" in status
    # only spaces some legal placement covers are highlighted (CHOLA-G2)
    assert space("4,0") in board.selection.targets
    assert space("3,1") in board.selection.targets  # on the white stone
    assert space("4,2") not in board.selection.targets  # (4,1) under it is empty
    status = board.click(*board.space_point("4,0"))
    shown = board.placement
    assert shown and all(c == 4 for _, c in shown)  # gold, the only colour held twice
    assert space("4,0") in {s for s, _ in shown}
    expected = game.preview(Build(card, shown)).points
    assert "Shown: build c" in status
    assert game.moves == ()  # nothing played yet
    status = board.confirm()
    assert game.moves == (Build(card, shown),)
    assert game.scores == expected
    assert "+2 for Brown: 2 gold stones placed" in status
    assert f"Scores: Brown {expected[0]}, White {expected[1]}" in status
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
    full.arrange(cards={0: ["single", "single", "pair_same", "pair_mixed"]})
    board = CholaBoard(full)
    assert "you hold 4 cards" in board.draw()
    assert "you hold 4 cards" in _click_key(board, "up:1")
    assert full.moves == ()


def test_stones_missing_for_a_card_are_named() -> None:
    game = position(hand=["brown", "white"], card="pair_same")
    board = CholaBoard(game)
    status = board.choose_card(f"c{game.cards(0)[0]}")
    assert "cannot be built now" in status and "1 brown and 1 white" in status
    assert board.selection.targets == frozenset()
    assert "you hold 1 brown and 1 white" in board.click_space("0,0")


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
    game = new_game(seed=1)
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
    assert up in game.cards(1) and "draw face-up card 1" in status
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
    assert board.wait_for_bot()
    assert len(board.game.moves) == 3 and board.game.to_move == 0
    assert [b.name for b in bots] == ["greedy", "random"]
    assert "(random bot for Grey)" in board.status and "Brown to move" in board.status
    # undo takes back the bots' turns with the person's
    assert "Took back" in board.undo() and board.game.moves == ()


def test_a_bot_reply_keeps_what_the_person_did_in_the_status() -> None:
    """The reply replaces the status line at once: the person's move must stay readable."""
    bots: list[StandInBot] = []
    board = CholaBoard(new_game(players=2, seed=5), seats=["human", "greedy"],
                       bot_factory=_factory(bots))  # fmt: skip
    board.act("draw stack")
    assert board.wait_for_bot()
    said = board.status
    assert said.index("Brown: draw the top card of the stack.") < said.index(
        "(greedy bot for White)"
    )
    board.act("draw stack")  # the next turn shows only its own moves
    assert board.wait_for_bot()
    assert board.status.count("Brown: draw") == 1


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
    assert board.wait_for_bot()
    assert len(board.game.moves) == 1 and board.game.to_move == 1
    assert not board.act("pick").startswith("Please wait")


def test_real_bots_play_a_whole_game_to_the_result_CHOLA_E1() -> None:
    board = CholaBoard(new_game(players=2, seed=8), seats=["greedy", "random"])
    assert board.wait_for_bot(60)
    game = board.game
    assert game.is_over()
    assert game.result().message in board.status
    assert "own stones in the temple" in board.status
    assert board.act("pick").startswith("Game over.")
    assert "New game" in board.new_game(2)
    assert board.game is not game and board.wait_for_bot(60) and board.game.is_over()


def test_solo_builds_from_the_face_up_row_CHOLA_SO2() -> None:
    board = CholaBoard(new_game(variant="solo", seed=3))
    game = board.game
    card = next(c for c in game.face_up if any(isinstance(m, Build) and m.card == c
                                               for m in game.legal_moves()))  # fmt: skip
    index = game.face_up.index(card) + 1
    _click_key(board, f"up:{index}")
    assert board.card == card and board.selection.targets
    board.click_space(min(board.selection.targets))
    assert board.confirm() and len(game.moves) == 1
    assert "only build" in board.pick()


def test_new_game_players_and_the_picture() -> None:
    board = CholaBoard(seed=4)
    board.new_game(4)
    assert board.game.players == 4 and board.game.seed == 5
    assert [m.layout.display for m in board.seat_menus] == [None] * 4 + ["none"]

    markup = "".join(FrameMaker().frame(board.scene).parts.values())
    assert markup.count("<rect") > 115
