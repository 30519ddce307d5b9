"""TulagaBoard driven in-process through its click methods (no browser)."""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from patience import BOT_PATIENCE
from tulaga.positions import position

from tulakit.drawing.frames import FrameMaker
from tulakit.tulaga import TulagaGame, TulagaMove, name, point
from tulakit.tulaga.levels import LEVELS, level_named
from tulakit.widgets.tulaga_board import DEMO_POSITIONS, TulagaBoard, parse_turns
from tulakit.widgets.tulaga_share import DEFAULT_OPPONENT

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
ROW = ("a5;b5;c5;d5", "c7;c8;h1;h2")  # Black to move; e5 completes the row a5-e5


class StandInBot:
    """Plays the first empty point in reading order; can be held back by an event."""

    def __init__(self, level: str, seed: int = 0, budget: float = 1.0) -> None:
        self.name = level
        self.release = threading.Event()
        self.release.set()
        self.calls = 0

    def choose(self, game: TulagaGame) -> TulagaMove:
        self.release.wait(5)
        self.calls += 1
        before = len(game.moves)
        move = next(m for m in game.legal_moves() if m.claim is None)
        assert len(game.moves) == before
        return move

    def explain_last(self) -> str:
        return "stand-in: first empty point"


def _factory(
    bots: list[StandInBot], *, held: bool = False
) -> Callable[[str, int, float], StandInBot]:
    """A bot factory that keeps each bot it makes; ``held`` bots wait for their release."""

    def make(level: str, seed: int, budget: float) -> StandInBot:
        bots.append(StandInBot(level, seed, budget))
        if held:
            bots[-1].release.clear()
        return bots[-1]

    return make


def _row_board(**options: Any) -> TulagaBoard:
    return TulagaBoard(position(*ROW), **options)


def test_click_places_a_stone_and_passes_the_turn() -> None:
    board = TulagaBoard()
    status = board.click_point("e5")
    assert [str(m) for m in board.game.moves] == ["e5"]
    assert "Black: placed e5" in status and "White to move" in status
    board.click_point("d4")
    assert board.game.cells[point("d4")] == 2


def test_row_claim_made_by_clicks_rank_point_and_reap_TULAGA_5_6() -> None:
    board = _row_board()
    status = board.click_point("e5")
    assert board.builder.stage == "tulaga" and "row a5-e5" in status
    assert board.game.moves[-1] == TulagaMove(point("h2"))  # nothing played yet
    board.click_point("b5")  # a stone of the only Tulaga: choose it
    assert board.builder.stage == "rank"  # type: ignore[comparison-overlap]  # mypy keeps the narrowing from before the call
    board.click_point("c5")
    assert board.builder.stage == "reap"
    status = board.click_arrow("N")
    assert str(board.game.moves[-1]) == "e5 =a5-e5@c5 >N"
    assert board.game.cell(point("c7")) == board.game.cell(point("c8")) == 0
    assert "reaped north (2 stones)" in status


def test_decline_at_each_step() -> None:
    board = _row_board()
    board.click_point("e5")
    board.decline()
    assert str(board.game.moves[-1]) == "e5"  # placed, nothing claimed
    board = _row_board()
    board.click_point("e5")
    board.click_point("a5")
    board.click_point("a5")
    assert board.builder.stage == "reap"
    # the canvas' own decline box does the same as the button
    key_point = board.scene.visible_point("decline")
    assert key_point is not None
    board.click(*key_point)
    assert str(board.game.moves[-1]) == "e5 =a5-e5@a5"


def test_undo_in_the_middle_of_a_claim_takes_back_that_turn_only() -> None:
    """The page pass (issue 26): U at the reap step took back the stone just placed and
    the opponent's last move too. Undo first takes back the turn being built."""
    board = _row_board()
    moves = board.game.moves
    board.click_point("e5")
    board.click_point("a5")
    board.click_point("a5")
    assert board.builder.stage == "reap"
    assert board.undo().startswith("Took back the turn you were building.")
    stage: str = board.builder.stage  # (mypy keeps the narrowing from before the undo)
    assert board.game.moves == moves and stage == "place"
    assert board.undo().startswith("Took back: ")  # then the last turn played
    assert len(board.game.moves) == len(moves) - 1


def test_cancel_puts_the_stone_back() -> None:
    board = _row_board()
    moves = board.game.moves
    board.click_point("e5")
    board.click_point("c5")
    status = board.cancel()
    assert "back in your pile" in status
    assert board.builder.stage == "place" and board.game.moves == moves
    assert board.cancel().startswith("There is no stone to take back")


def test_ambiguous_click_cycles_and_claim_takes_the_one_shown() -> None:
    board = TulagaBoard(position("a5;b5;c5;d5;e7;f7;g7", "c7;c8;h1;h2;h3;d2;a9"))
    board.click_point("e5")
    offers = board.builder.tulagas
    shared = board.builder.tulagas_through(point("e5"))
    assert len(shared) == len(offers) > 1
    first = board.click_point("e5")
    assert f"1 of {len(shared)}" in first and board.builder.stage == "tulaga"
    second = board.click_point("e5")
    assert f"2 of {len(shared)}" in second
    chosen = offers[shared[1]]
    board.claim()
    assert board.builder.tulaga == chosen
    # f7 is only in perimeters; a stone used by one Tulaga alone picks it at once
    board.cancel()
    board.click_point("e5")
    board.click_point("a5")
    assert board.builder.tulaga is not None and board.builder.tulaga.centre is None


def test_illegal_clicks_are_explained() -> None:
    board = _row_board()
    status = board.click_point("a5")
    why = board.game.explain_illegal("a5")
    assert why is not None and why in status and status.startswith("Can't place on a5")
    assert "no point there" in board.click(2, 2)
    board.click_point("e5")
    assert "not part of any Tulaga" in board.click_point("i9")
    board.click_point("e5")  # shared by nothing else: claims the row
    assert "Can't put the rank stone on i9" in board.click_point("i9")
    board.click_point("e5")
    assert "arrows" in board.click_point("i9")
    assert "There is nothing to decline" in TulagaBoard().decline()
    assert "no reap to choose" in TulagaBoard().click_arrow("N")


def test_undo_and_redo_in_hotseat_take_one_turn() -> None:
    board = TulagaBoard()
    for p in ("e5", "d4", "c3"):
        board.click_point(p)
    assert "Took back: place c3" in board.undo()
    assert [str(m) for m in board.game.moves] == ["e5", "d4"]
    board.redo()
    assert [str(m) for m in board.game.moves] == ["e5", "d4", "c3"]
    assert board.redo() == "There is no turn to redo."
    for _ in range(3):
        board.undo()
    assert board.undo() == "There is no turn to undo."


def test_bot_reply_arrives_and_undo_takes_it_back_too() -> None:
    bots: list[StandInBot] = []
    board = TulagaBoard(opponent="greedy", bot_factory=_factory(bots))
    status = board.click_point("e5")
    assert "thinking" in status or board.game.to_move == 0
    assert board.wait_for_bot(BOT_PATIENCE)
    assert [str(m) for m in board.game.moves] == ["e5", "a1"]
    assert "White (casual bot): placed a1" in board.status and "stand-in" in board.status
    # the person's own move stays in the status line, before the bot's answer
    assert board.status.startswith("Black (you): placed e5. White (casual bot): placed a1")
    assert board.game.last_move == TulagaMove(point("a1"))
    assert "Took back: place e5; place a1" in board.undo()
    assert not board.game.moves
    board.redo()
    assert [str(m) for m in board.game.moves] == ["e5", "a1"]
    assert bots[0].calls == 1  # redo replays; it does not ask the bot again


def test_clicks_are_refused_while_the_bot_thinks() -> None:
    bots: list[StandInBot] = []
    board = TulagaBoard(opponent="random", bot_factory=_factory(bots, held=True))
    board.click_point("e5")
    assert board.thinking
    assert "still thinking" in board.click_point("d4")
    assert "still thinking" in board.undo()
    assert len(board.game.moves) == 1
    bots[0].release.set()
    assert board.wait_for_bot(BOT_PATIENCE)
    assert not board.thinking and len(board.game.moves) == 2


def test_a_click_made_before_the_bots_move_was_on_screen_is_not_played() -> None:
    """A click that left the browser before the bot's move was drawn there (sent before
    the page heard that the bot thinks; in a browser's kernel it then waits until the bot
    has moved) is not played on a position the person never saw; once the page has shown
    the bot's move, the same click is."""
    bots: list[StandInBot] = []
    board = TulagaBoard(opponent="greedy", bot_factory=_factory(bots, held=True))
    view = board.view
    view.receive({"kind": "ready"})  # a browser's view: frames go to it, numbered
    view.receive({"kind": "press", "key": point("e5"), "seen": view.frames_sent})
    shown = view.frames_sent  # the page shows e5 placed and the bot thinking
    bots[0].release.set()
    assert board.wait_for_bot(BOT_PATIENCE) and view.frames_sent > shown
    answered = board.status
    view.receive({"kind": "press", "key": point("d4"), "seen": shown})
    assert board.status == f"{board.STALE_WORDS} {answered}"  # the bot's move still said
    assert [str(m) for m in board.game.moves] == ["e5", "a1"]
    view.receive({"kind": "typed", "text": "d4", "seen": shown})  # said once, not twice
    assert board.status == f"{board.STALE_WORDS} {answered}" and len(board.game.moves) == 2
    view.receive({"kind": "press", "key": point("d4"), "seen": view.frames_sent})
    assert [str(m) for m in board.game.moves] == ["e5", "a1", "d4"]


def test_bot_plays_first_when_the_person_takes_white() -> None:
    bots: list[StandInBot] = []
    board = TulagaBoard(opponent="greedy", human=1, bot_factory=_factory(bots))
    assert board.wait_for_bot(BOT_PATIENCE)
    assert [str(m) for m in board.game.moves] == ["a1"]
    assert "no turn of yours" in board.undo()
    assert [str(m) for m in board.game.moves] == ["a1"]


def test_new_game_drops_a_late_bot_answer() -> None:
    bots: list[StandInBot] = []
    board = TulagaBoard(opponent="greedy", bot_factory=_factory(bots, held=True))
    board.click_point("e5")
    # new_game is refused only through clicks; called directly it replaces the game
    board.new_game(rank_stones=4)
    bots[0].release.set()
    assert board.wait_for_bot(BOT_PATIENCE)
    assert board.game.moves == () and board.game.rank_stones == 4


def test_end_message_and_clicks_after_the_end_TULAGA_7() -> None:
    game = TulagaGame(rank_stones=4)
    # Black claims three perimeters; the fourth claim, made by clicks, wins at once
    black = ["a1", "b1", "c1", "a2 =b2(a1,a2,b1,c1)", "d1", "e1", "f1", "d2 =e2(d1,d2,e1,f1)",
             "g1", "h1", "i1", "g2 =h2(g1,g2,h1,i1)", "a4", "b4", "c4"]  # fmt: skip
    # White claims once, so its pile lasts
    white = ["a9", "b9", "c9", "d9", "e9 =a9-e9@a9", "b8", "c8", "d8", "e8", "f8",
             "g8", "h8", "i8", "b7", "c7"]  # fmt: skip
    for mine, theirs in zip(black, white, strict=True):
        game.play(mine)
        game.play(theirs)
    board = TulagaBoard(game)
    assert board.click_point("a5").startswith("a5 makes the perimeter around b5")
    status = board.click_point("a4")  # the last rank stone: no reap step (TULAGA-7)
    assert board.game.is_over() and board.game.winner() == 0
    assert str(board.game.moves[-1]) == "a5 =b5(a4,a5,b4,c4)"
    assert "Black wins" in status and "New game" in status
    assert "Black wins" in board.click_point("i5")
    assert any(getattr(g, "cls", "") == "banner" for g in board.scene.root.items)
    board.new_game()
    assert board.game.moves == () and not board.game.is_over()


def test_the_scene_reaches_the_view_as_svg_pieces() -> None:
    board = _row_board()
    board.click_point("e5")
    frame = FrameMaker().frame(board.scene)
    assert "".join(frame.parts.values()).count("<circle") > 10
    assert len(frame.order) == len(frame.parts)


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        # issue 26: a new game on the quick-play page starts against a bot (it was hotseat)
        ("", (DEFAULT_OPPONENT, 0, 6, 0)),
        ("bot=human", ("human", 0, 6, 0)),
        ("bot=strong&colour=white&seed=5&ranks=4", ("expert", 1, 4, 0)),  # an old link
        ("bot=Club&colour=white", ("club", 1, 6, 0)),
        ("bot=greedy", ("casual", 0, 6, 0)),
        ("bot=wizard&colour=green&ranks=9&seed=x", (DEFAULT_OPPONENT, 0, 6, 0)),
        ("position=demo-row", ("human", 0, 6, len(DEMO_POSITIONS["demo-row"]))),
        ("moves=" + "e5%3B%20d4%3Bzz", ("human", 0, 6, 2)),
    ],
)
def test_from_query_reads_the_page_address(
    query: str, expected: tuple[str, int, int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("QUERY_STRING", query)
    bots: list[StandInBot] = []
    board = TulagaBoard.from_query(bot_factory=_factory(bots))
    board.wait_for_bot(BOT_PATIENCE)
    moves = len(board.game.moves) - (1 if bots and bots[0].calls else 0)
    got = (board.opponent, board.colour_menu.value, board.game.rank_stones, moves)
    assert got == expected
    if "wizard" in query or "zz" in query:
        assert "(" in board.status  # the bad values are reported
    assert os.environ["QUERY_STRING"] == query


def test_the_opponent_menu_offers_the_levels_by_name_and_rating() -> None:
    """The menu's entries come from the levels' table: a title, how it plays and its Elo
    rating; choosing one makes that level's bot, named so in the status."""
    bots: list[StandInBot] = []
    board = TulagaBoard(bot_factory=_factory(bots))
    labels = dict((value, label) for label, value in board.opponent_menu.options)
    assert list(labels) == ["human", *(level.key for level in LEVELS)]
    assert labels["club"] == f"Club (short search, Elo {level_named('club').elo:,})"
    assert all(f"Elo {level.elo:,}" in labels[level.key] for level in LEVELS)
    board.click_point("e5")
    board.opponent_menu.value = "club"
    assert board.wait_for_bot(BOT_PATIENCE)
    assert bots[-1].name == "club" and "White (club bot): placed a1" in board.status
    assert "bot=club" in board.share_link().query  # the link names the level


def test_the_board_lets_master_think_longer_than_the_other_levels() -> None:
    """Master's 60,000 positions take about 4 s: the board's cap must not cut it to the
    other levels' 1.5 s, and a smaller cap asked for is kept (the level's is applied by
    ``level_bot``, tested with the levels)."""
    asked: list[tuple[str, float]] = []

    def spy(level: str, seed: int, budget: float) -> StandInBot:
        asked.append((level, budget))
        return StandInBot(level, seed, budget)

    board = TulagaBoard(opponent="master", human=1, bot_factory=spy)
    assert board.wait_for_bot(BOT_PATIENCE) and "Black (master bot): placed a1" in board.status
    assert asked == [("master", level_named("master").seconds)] and asked[0][1] > 1.5
    TulagaBoard(opponent="club", human=1, budget=0.5, bot_factory=spy).wait_for_bot(BOT_PATIENCE)
    assert asked[-1] == ("club", 0.5)


def test_old_bot_names_open_their_level_and_unknown_ones_are_refused() -> None:
    bots: list[StandInBot] = []
    board = TulagaBoard(opponent="strong", human=1, bot_factory=_factory(bots))
    assert board.opponent == "expert" and board.wait_for_bot(BOT_PATIENCE)
    assert bots[0].name == "expert" and "Black (expert bot): placed a1" in board.status
    with pytest.raises(
        ValueError, match="human, beginner, casual, club, expert, master, not 'wizard'"
    ):
        TulagaBoard(opponent="wizard")


def test_the_real_club_bot_searches_its_fixed_number_of_positions() -> None:
    """No stand-in: the board's own bot for Club is the strong search with the level's
    node limit (the same strength on any machine), and it answers."""
    board = TulagaBoard(opponent="club", human=1)
    assert board.wait_for_bot(BOT_PATIENCE) and len(board.game.moves) == 1
    positions = int(board.status.split(" positions")[0].split(", ")[-1])
    nodes = level_named("club").nodes
    assert nodes is not None and 0 < positions <= nodes + 1


def test_parse_turns_keeps_perimeter_commas() -> None:
    assert parse_turns("e5 =d4(c3,c4,c5,e5);f6") == ["e5 =d4(c3,c4,c5,e5)", "f6"]


def test_the_real_casual_bot_answers_and_says_why() -> None:
    """No stand-in: the Casual bot answers a placement, its time is kept, and the status
    says why it chose without saying its move twice (how long it took is the
    benchmark's to measure, not a test's on a busy machine)."""
    board = TulagaBoard(opponent="greedy")
    board.click_point("e5")
    assert board.wait_for_bot(BOT_PATIENCE)
    assert len(board.game.moves) == 2 and board.last_bot_seconds is not None
    placed = name(board.game.moves[1].place)
    assert f"White (casual bot): placed {placed}. Its reasoning: " in board.status
    assert f"reasoning: places {placed}" not in board.status


def test_switching_from_hotseat_to_a_bot_lets_it_move_now() -> None:
    bots: list[StandInBot] = []
    board = TulagaBoard(bot_factory=_factory(bots))
    assert board.colour_menu.disabled  # hotseat: both sides click
    board.click_point("e5")  # White to move
    board.opponent_menu.value = "beginner"  # the person keeps Black: White is the bot's
    assert board.wait_for_bot(BOT_PATIENCE)
    assert [str(m) for m in board.game.moves] == ["e5", "a1"] and bots[0].name == "beginner"
    board.colour_menu.value = 1  # now the person plays White: the bot moves for Black
    assert board.wait_for_bot(BOT_PATIENCE)
    assert len(board.game.moves) == 3 and board.game.to_move == 1


# -- words, typed turns, the keyboard and narrow pages ------------------------------------
def _state(board: TulagaBoard) -> tuple[object, ...]:
    """Everything a bad typed turn must leave as it was."""
    builder = board.builder
    return (
        board.game.moves,
        board.game.cells,
        board.game.simple_pile,
        board.game.rank_pile,
        builder.stage,
        builder.placed,
        builder.tulaga,
        builder.claim,
        board.turns_to_redo,
    )


def test_a_typed_turn_is_played_like_the_same_clicks() -> None:
    typed = _row_board()
    assert typed.play_text("e5 =a5-e5@c5 >N")
    clicked = _row_board()
    for where in ("e5", "b5", "c5"):
        clicked.click_point(where)
    clicked.click_arrow("N")
    assert typed.game.moves == clicked.game.moves
    assert typed.game.cells == clicked.game.cells
    assert typed.status == clicked.status
    assert "reaped north (2 stones)" in typed.status
    assert typed.builder.stage == "place"


def test_a_typed_turn_is_answered_by_the_bot() -> None:
    bots: list[StandInBot] = []
    board = TulagaBoard(position(*ROW), opponent="greedy", bot_factory=_factory(bots))
    assert board.play_text("  E5 = A5-E5 @ C5  >n ")  # spelt loosely: tidied
    assert board.wait_for_bot(BOT_PATIENCE)
    assert [str(m) for m in board.game.moves[-2:]] == ["e5 =a5-e5@c5 >N", "a1"]
    assert "Black (you): placed e5, claimed the row a5-e5" in board.status
    assert "White (casual bot): placed a1" in board.status


@pytest.mark.parametrize(
    "text",
    [
        "zz",
        "e5 =a5-e5@c5 >X",
        "a5",  # occupied
        "e5 =e5-a5@c5",  # a row written from the wrong end
        "e4 =a5-e5@c5",  # the Tulaga does not hold the stone placed
        "i9 =e5-i9@g7",  # not a Tulaga: the points are empty
        "e5 >N",  # a reap needs a claim
    ],
)
def test_a_bad_typed_turn_is_explained_and_changes_nothing(text: str) -> None:
    board = _row_board()
    board.click_point("e5")  # a turn half made by clicks stays as it was
    before = _state(board)
    assert not board.play_text(text)
    assert _state(board) == before
    assert "Nothing was played" in board.status
    try:
        reason = board.game.explain_illegal(board.game.parse_move(text))
    except Exception as exc:  # a notation error: its own words are shown
        reason = str(exc)
    assert reason is not None and reason in board.status


def test_typed_turns_are_refused_while_the_bot_thinks_and_after_the_end() -> None:
    bots: list[StandInBot] = []
    board = TulagaBoard(opponent="random", bot_factory=_factory(bots, held=True))
    board.play_text("e5")
    assert board.thinking
    assert not board.play_text("d4") and "still thinking" in board.status
    bots[0].release.set()
    assert board.wait_for_bot(BOT_PATIENCE) and len(board.game.moves) == 2
    ended = TulagaBoard(_random_finished_game())
    moves = ended.game.moves
    assert not ended.play_text("e5") and "wins" in ended.status
    assert ended.game.moves == moves


def _random_finished_game() -> TulagaGame:
    import random

    rng = random.Random(4)
    game = TulagaGame(rank_stones=4)
    while not game.is_over():
        moves = game.legal_moves()
        claims = [m for m in moves if m.claim is not None]
        game.play(rng.choice(claims) if claims else rng.choice(moves))
    return game


def test_a_compound_turn_by_the_keyboard_cursor() -> None:
    """Enter on the cursor's region is ``press(key)``: place, claim, rank point, reap."""
    board = _row_board()
    board.press(point("e5"))
    assert board.builder.stage == "tulaga"
    assert board.cursor_start() == point("e5")
    board.press(point("e5"))  # the stone placed is in the only Tulaga: claims it
    assert board.builder.stage == "rank"  # type: ignore[comparison-overlap]  # mypy keeps the narrowing from before the call
    board.press(point("c5"))
    assert board.builder.stage == "reap" and board.cursor_start() == point("c5")
    assert "reap:N" in dict(board.view.regions)
    board.press("reap:N")
    assert str(board.game.moves[-1]) == "e5 =a5-e5@c5 >N"


def test_labels_and_description_reach_the_view_and_follow_each_step() -> None:
    board = _row_board()
    labels = dict(board.view.regions)
    assert set(labels) == {r.key for r in board.scene.regions}
    assert labels[point("e5")] == "e5: empty, you may place a stone"
    assert labels[point("c7")] == "c7: a white simple stone"
    assert board.view.description == board.describe()
    assert "Black stones: simple on a5, b5, c5 and d5" in board.view.description
    board.click_point("e5")
    labels = dict(board.view.regions)
    assert labels["decline"].startswith("Decline: claim nothing")
    assert "choose it to claim that Tulaga" in labels[point("a5")]
    assert "which makes the row a5-e5" in board.view.description
    board.decline()
    assert "Black stones: simple on a5, b5, c5, d5 and e5" in board.view.description
    assert board.move_list()[-1] == "Black: e5 (place e5)"
    assert "Moves so far (9)" in board.notes.value


def test_labels_against_a_bot_offer_no_placement_on_its_turn() -> None:
    bots: list[StandInBot] = []
    board = TulagaBoard(opponent="greedy", bot_factory=_factory(bots, held=True))
    board.click_point("e5")
    assert dict(board.view.regions)[point("d4")] == "d4: empty"
    assert board.move_options() == []
    bots[0].release.set()
    assert board.wait_for_bot(BOT_PATIENCE)
    assert dict(board.view.regions)[point("d4")] == "d4: empty, you may place a stone"
    assert "Turn 3: Black (you) to move." in board.view.description


def test_the_move_box_offers_placements_and_the_claims() -> None:
    board = TulagaBoard()
    options = board.view.move_options
    assert len(options) == 81 and all(words.startswith("place ") for _text, words in options)
    assert board.view.typing and "e5 =a5-e5@c5 >N" in board.view.typing_example
    # few claims: every whole turn with a claim is offered, each playable as it is
    game = position("a1;b2;c3;d4", "a9;b9;c9;i9")  # e5 completes a diagonal, nothing else
    board = TulagaBoard(game)
    offered = [text for text, _words in board.move_options()]
    claims = [str(m) for m in game.legal_moves() if m.claim is not None]
    assert 0 < len(claims) <= 60 and set(claims) <= set(offered)
    assert len(offered) == len(game.legal_moves())
    # many claims (demo-double: 210): the claims without a reap, and every placement
    board = TulagaBoard(position(*DOUBLE))
    options = board.move_options()
    texts = [text for text, _words in options]
    assert "e5 =a5-e5@c5" in texts and "e5 =a5-e5@c5 >N" not in texts
    assert any("add >N, >E, >S or >W to reap" in w for t, w in options if t == "e5 =a5-e5@c5")
    assert ("e5", "place e5, claim nothing") in options
    assert len(options) < 130
    for text in texts[:5]:
        assert board.game.explain_illegal(text) is None


DOUBLE = ("a5;b5;c5;d5;e7;f7;g7", "c7;c8;h1;h2;h3;d2;a9")


@pytest.mark.parametrize(
    ("width", "size"), [(0, (680, 516)), (1200, (680, 516)), (390, (464, 716))]
)
def test_a_narrow_page_gets_the_compact_layout(width: int, size: tuple[int, int]) -> None:
    board = _row_board()
    board.view.available_width = width  # what the browser reports
    assert (board.scene.width, board.scene.height) == size
    # the points stay where they are: a click on e5 still places there
    board.click_point("e5")
    assert board.builder.placed == point("e5")
    decline = board.scene.visible_point("decline")
    assert decline is not None and board.scene.hit(*decline) == "decline"


@pytest.mark.parametrize("ranks", [4.0, True, "5", 7])
def test_tulaga_2_new_game_with_a_bad_rank_count_changes_nothing(ranks: object) -> None:
    board = TulagaBoard(rank_stones=5)
    board.game.play("e5")
    before, status = board.game, board.status
    with pytest.raises(ValueError, match="TULAGA-2"):
        board.new_game(rank_stones=ranks)  # type: ignore[arg-type]
    assert board.game is before and len(board.game.moves) == 1
    assert board.ranks_menu.value == 5 and board.status == status
    with pytest.raises(ValueError, match="TULAGA-2"):
        TulagaBoard(rank_stones=ranks)  # type: ignore[arg-type]
    board.new_game(rank_stones=4)
    assert board.game.rank_pile == (4, 4) and board.ranks_menu.value == 4


def test_quick_play_starts_against_the_bot_the_index_promises(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 26: the index offers Tulaga "2 players, or you against a bot", and the
    quick-play page started with no bot. A new game now has its bot ready, a person can
    still be chosen (the Opponent menu, ``?bot=human``), and the page says how."""
    from tulakit import games

    card = next(e.card for e in games.entries() if e.play_page == "tulaga-play.ipynb")
    assert "against a bot" in str(card)
    monkeypatch.setenv("QUERY_STRING", "")
    bots: list[StandInBot] = []
    board = TulagaBoard.from_query(bot_factory=_factory(bots))
    assert board.opponent != "human" and board.opponent_menu.value == board.opponent
    assert "human" in dict((v, k) for k, v in board.opponent_menu.options)
    board.click_point("e5")
    assert (
        board.wait_for_bot(BOT_PATIENCE) and bots and bots[0].calls
    )  # the bot answers the first stone
    cells = json.loads((NOTEBOOKS / "tulaga-play.ipynb").read_text())["cells"]
    words = "".join(cells[0]["source"])  # above the board
    assert f"against the {level_named(DEFAULT_OPPONENT).title} bot" in words
    assert "*Two players at this screen*" in words
    settings = "".join(cells[2]["source"])  # the folded settings under the board
    assert "`?bot=human`" in settings and "tk-address-help" in settings
