"""TulaBoard driven in-process through click/click_tile (no browser)."""

from __future__ import annotations

import random
import sys
import types
from typing import Any

import pytest

from tulakit.drawing import to_svg
from tulakit.drawing.frames import FrameMaker
from tulakit.tula import ALL_TILES, TulaGame, new_game, shuffled_deal
from tulakit.widgets.tula_board import TulaBoard
from tulakit.widgets.tula_words import turn_note


def deal_with(fixed: dict[int, str]) -> list[str]:
    """A deal with the given tiles at the given positions, the rest in canonical order."""
    rest = iter(t for t in ALL_TILES if t not in fixed.values())
    return [fixed[p] if p in fixed else next(rest) for p in range(24)]


# Tile 23 (S0) matches none of the layer-3 tiles, so mercy (TULA-7) is needed.
MERCY_DEAL = deal_with({23: "S0", 20: "M1", 21: "C2", 22: "A3"})
# Tiles 23, 20 and 21 are all Suns, so they can be taken one after the other.
SUNS_DEAL = deal_with({23: "S0", 20: "S1", 21: "S2", 22: "M3"})


def _opened(deal: list[str], **options: bool) -> TulaBoard:
    board = TulaBoard(TulaGame(deal, **options))
    board.click_tile(23)
    board.click_tile(23)
    return board


def test_reveal_then_take_the_top_tile_TULA_6() -> None:
    board = TulaBoard(seed=7)
    top = board.game.tile_at(23)
    assert "Revealed tile 23" in board.click_tile(23)
    assert board.game.is_face_up(23) and not board.game.stack
    assert "starts the stack" in board.click_tile(23)
    assert board.game.stack == (top,)
    assert [str(m) for m in board.game.moves] == ["R23", "T23"]


def test_click_on_a_covered_tile_explains_TULA_2() -> None:
    board = TulaBoard(seed=7)
    status = board.click_tile(14)
    why = board.game.explain_illegal("R14")
    assert why is not None and why in status
    assert "covered by tiles 20 and 21" in status
    assert board.game.moves == ()


def test_click_on_a_tile_without_free_corner_explains_TULA_4() -> None:
    board = _opened(SUNS_DEAL)
    for p in (20, 20, 21, 21):  # reveal and take 20, then 21 (all Suns)
        board.click_tile(p)
    assert board.game.stack == ("S0", "S1", "S2")
    status = board.click_tile(14)
    assert "no free corner" in status
    assert not board.game.is_face_up(14)


def test_face_up_tile_that_does_not_match_is_explained_TULA_5() -> None:
    board = _opened(SUNS_DEAL)
    board.click_tile(22)  # reveal M3: matches neither suit nor value of S0
    status = board.click_tile(22)
    assert (
        "the 3 of Moons matches neither the suit nor the value of the top tile, the null of Suns"
        in status
    )
    assert board.game.in_temple(22)


def test_click_on_empty_space_and_on_the_stack() -> None:
    board = TulaBoard(seed=7)
    assert "no tile there" in board.click(5, 410)
    board.click_tile(23)
    board.click_tile(23)
    stack = board.scene.visible_point("stack")
    assert stack is not None
    x, y = stack
    assert "That is the stack (1 tile)" in board.click(x, y)
    assert len(board.game.moves) == 2


def test_undo_and_redo_and_a_new_move_clears_redo() -> None:
    """Undo and redo as every board's (SeatedBoard, a move a turn): each says what was
    taken back or played again, then what to do now."""
    board = _opened(list(shuffled_deal(7)))
    assert board.undo_button.disabled is False and board.redo_button.disabled is True
    assert "take tile 23" in board.undo()
    assert board.status.endswith(turn_note(board.game))
    assert board.game.stack == () and board.redo_button.disabled is False
    assert board.redo().startswith("Played again: take tile 23")
    assert len(board.game.stack) == 1
    board.undo()
    board.undo()
    assert board.game.moves == () and "no move to undo" in board.undo()
    board.click_tile(23)  # a new move: the redo list (T23, R23) is dropped
    assert board.redo_button.disabled is True
    assert "no move to redo" in board.redo()


def test_new_game_uses_the_seed_field() -> None:
    board = TulaBoard(seed=7)
    board.click_tile(23)
    board.seed_field.value = " 42 "
    status = board.new_game()
    assert board.game.seed == 42 and board.game.deal == shuffled_deal(42)
    assert board.game.moves == () and "seed 42" in status
    board.seed_field.value = "forty"
    assert "not a whole number" in board.new_game()
    board.seed_field.value = ""
    board.new_game()
    assert board.game.deal == shuffled_deal(board.game.seed)


def test_new_game_button_keeps_auto_reveal_TULA_9() -> None:
    board = TulaBoard(seed=7, auto_reveal=True)
    assert board.game.is_face_up(23)
    board.new_button.click()
    assert board.game.options.auto_reveal and board.game.is_face_up(23)


def test_auto_reveal_toggle_keeps_the_position_TULA_9() -> None:
    board = _opened(list(shuffled_deal(7)))
    stack = board.game.stack
    board.auto_toggle.value = True
    assert board.game.options.auto_reveal
    assert board.game.stack == stack
    assert all(board.game.is_face_up(p) for p in (20, 21, 22))
    assert "Auto-reveal (TULA-9) is on" in board.status
    board.auto_toggle.value = False
    assert not board.game.options.auto_reveal
    assert board.game.stack == stack
    assert all(board.game.is_face_up(p) for p in (20, 21, 22))  # nothing is hidden again


def test_mercy_click_on_a_layer_3_tile_makes_the_exchange_TULA_7() -> None:
    board = _opened(MERCY_DEAL)
    assert board.mercy_button.layout.display == "none"
    for p in (20, 21, 22):
        board.click_tile(p)
    assert board.game.mercy_available()
    assert board.mercy_button.layout.display == ""
    board.mercy_button.click()
    assert "Choose tile 20, 21 or 22" in board.status
    status = board.click_tile(21)
    assert "Mercy: the" in status and "TULA-" not in status
    assert board.game.stack == ("C2",) and board.game.tile_at(21) == "S0"
    assert board.mercy_button.layout.display == "none"


def test_loss_shows_the_result_and_new_game_TULA_8() -> None:
    board = _opened(MERCY_DEAL, mercy=False)
    for p in (20, 21, 22):
        board.click_tile(p)
    result = board.game.result()
    assert result is not None and result.outcome == "lost"
    assert result.message in board.status and "New game" in board.status
    assert 'class="banner lost"' in to_svg(board.scene)
    assert result.message in board.click_tile(20)  # further clicks repeat the result
    board.new_game(5)
    assert not board.game.is_over()


def test_win_shows_the_result_TULA_8() -> None:
    solver = pytest.importorskip("tulakit.tula.solver")
    deal = solver.winnable_deal(3)
    moves = solver.solve(deal).moves
    game = TulaGame(deal)
    game.play_all(list(moves[:-1]))
    board = TulaBoard(game)
    status = board.click_tile(moves[-1].position)
    assert board.game.is_won()
    assert "You won" in status and "New game" in status
    assert 'class="banner won"' in to_svg(board.scene)


def test_on_pick_reports_instead_of_playing() -> None:
    picked: list[int] = []

    def on_pick(position: int) -> str:
        picked.append(position)
        return f"You picked tile {position}."

    board = TulaBoard(seed=7, on_pick=on_pick, show_controls=False)
    assert board.click_tile(14) == "You picked tile 14."
    assert picked == [14] and board.game.moves == ()
    assert len(board.children) == 2  # canvas and status only


def test_hint_is_imported_lazily_and_marks_its_tile(monkeypatch: pytest.MonkeyPatch) -> None:
    fake: Any = types.ModuleType("tulakit.tula.hint")  # a stand-in: its attribute is set below

    def hint(game: TulaGame) -> object:
        move = game.legal_moves()[0]
        return types.SimpleNamespace(move=move, explanation=f"try {move}")

    fake.hint = hint
    monkeypatch.setitem(sys.modules, "tulakit.tula.hint", fake)
    board = TulaBoard(seed=7)
    board.hint_button.click()
    assert board.status == "Hint: try R23"
    assert 'class="highlight selected"' in to_svg(board.scene)


def test_show_legal_moves_toggle_redraws_with_highlights() -> None:
    board = TulaBoard(seed=7)
    assert "highlight" not in to_svg(board.scene)
    board.legal_toggle.value = True
    assert to_svg(board.scene).count('class="highlight reveal"') == 1


def test_browser_messages_reach_the_board() -> None:
    """What view.js sends: a new view asks for a frame, a click or tap is a point, Enter
    on the cursor a key, a letter a command, and a typed move its notation."""
    board = TulaBoard(seed=7)
    sent: list[dict[str, Any]] = []
    board.view.send = lambda content, buffers=None: sent.append(content)
    board.view.receive({"kind": "ready"})
    # the picture and its regions in one message (never a region without its piece)
    assert [m["kind"] for m in sent] == ["frame"] and sent[0]["full"] and sent[0]["regions"]
    assert sent[0]["start"] == 23  # the cursor starts on the tile that may be played
    board.view.receive({"kind": "click", "x": 5, "y": 410})
    assert "no tile there" in board.status
    board.view.receive({"kind": "press", "key": 23})
    assert [str(m) for m in board.game.moves] == ["R23"]
    assert not sent[-1]["full"] and 0 < len(sent[-1]["parts"]) < len(sent[0]["parts"])
    board.view.receive({"kind": "press", "key": 23})  # taken: its region goes with the tile
    assert 23 not in [key for key, _points, _label, _arrows in sent[-1]["regions"]]
    # each region comes with where the four arrows lead, and none leads to a region gone
    assert 23 not in {to for *_region, arrows in sent[-1]["regions"] for to in arrows}
    board.view.receive({"kind": "command", "name": "undo"})
    board.view.receive({"kind": "command", "name": "undo"})
    assert board.game.moves == ()
    board.view.receive({"kind": "command", "name": "__init__"})  # not a key
    assert board.game.moves == ()
    board.view.receive({"kind": "typed", "text": "r23"})
    assert sent[-1] == {"kind": "typed", "played": True}
    board.view.receive({"kind": "typed", "text": "T99"})
    assert sent[-1] == {"kind": "typed", "played": False}
    assert "not a Tula move" in board.status or "no position" in board.status


def test_the_view_gets_the_scene_and_each_tile_in_words() -> None:
    board = TulaBoard(seed=7)
    frame = FrameMaker().frame(board.scene)
    markup = "".join(frame.parts.values())
    assert all(f">{p}</text>" in markup for p in range(24))  # every tile's number
    labels = dict(board.view.regions)
    assert labels[23].endswith("face down, may be revealed.")
    assert "covered" in labels[5]
    assert "Face down: 24 tiles" in board.view.description


def test_from_query_reads_seed_and_options(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QUERY_STRING", "seed=12&auto_reveal=0&legal=1")
    board = TulaBoard.from_query()
    assert board.game.seed == 12 and not board.game.options.auto_reveal
    assert board.legal_toggle.value is True
    monkeypatch.setenv("QUERY_STRING", "seed=oops")
    board = TulaBoard.from_query()
    assert board.game.options.auto_reveal  # TULA-9: on by default in quick play
    # no usable seed: a random one, and its winnable deal (the default without a seed)
    assert board.game.deal == new_game(board.game.seed, winnable=True).deal
    assert board.winnable_toggle.value is True


def test_new_game_can_deal_only_winnable_deals() -> None:
    from tulakit.tula import solve

    board = TulaBoard(seed=0)
    assert not solve(board.game.deal).winnable  # deal 0 cannot be won
    board.winnable_toggle.value = True
    status = board.new_game(0)
    assert "a winnable deal from seed 0" in status
    assert solve(board.game.deal).winnable and board.game.seed == 0


def test_the_query_string_sets_mercy_and_winnable(monkeypatch: pytest.MonkeyPatch) -> None:
    from tulakit.tula import solve

    monkeypatch.setenv("QUERY_STRING", "seed=0&mercy=0&winnable=1")
    board = TulaBoard.from_query()
    assert board.game.options.mercy is False and board.winnable_toggle.value is True
    assert solve(board.game.deal, mercy=False).winnable


def test_the_board_says_the_moment_a_game_is_lost_and_goes_back_to_the_last_winnable() -> None:
    """The solver sees every tile: the move that throws a winnable game away is told at
    once, and Back to last winnable undoes to where it could still be won (redo keeps the
    moves)."""
    from tulakit.tula.verdict import can_still_win

    rng = random.Random(3)
    for seed in (2, 4, 5, 9):
        board = TulaBoard(seed=seed, auto_reveal=True)
        assert can_still_win(board.game)
        assert board.rewind_button.layout.display == "none"
        while can_still_win(board.game) and not board.game.is_over():
            board.play_text(str(rng.choice(board.game.legal_moves())))
        if board.game.is_won():
            continue
        lost_at = len(board.game.moves)
        if not board.game.is_over():
            assert f"you could still have won before move {lost_at}" in board.status
        else:
            assert f"You could still have won before move {lost_at}" in board.status
        assert board.rewind_button.layout.display == ""
        board.rewind()
        assert len(board.game.moves) == lost_at - 1 and can_still_win(board.game)
        assert board.status.startswith(f"Back to move {lost_at - 1}")
        board.redo()
        assert len(board.game.moves) == lost_at
        return
    raise AssertionError("no random game was lost: choose other seeds")


def test_quick_play_deals_a_winnable_deal_unless_told_otherwise(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from tulakit.tula import solve

    monkeypatch.setenv("QUERY_STRING", "")
    board = TulaBoard.from_query()
    assert solve(board.game.deal).winnable
    assert "proved winnable" in board.status
    monkeypatch.setenv("QUERY_STRING", "seed=7")  # a seed alone: that seed's deal, as ever
    assert TulaBoard.from_query().game.deal == shuffled_deal(7)
    monkeypatch.setenv("QUERY_STRING", "winnable=0&seed=1")
    board = TulaBoard.from_query()
    assert board.game.deal == shuffled_deal(1) and not solve(board.game.deal).winnable


def test_the_deal_of_the_day_is_the_same_for_everyone_and_winnable(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from datetime import date

    from tulakit.tula import solve
    from tulakit.widgets.tula_board import daily_seed

    monkeypatch.setenv("QUERY_STRING", "daily=1")
    first, second = TulaBoard.from_query(), TulaBoard.from_query()
    assert first.game.deal == second.game.deal and first.game.seed == daily_seed()
    assert solve(first.game.deal).winnable
    assert first.status.startswith(f"The deal of the day, {date.today().day} ")
    monkeypatch.setenv("QUERY_STRING", first.share_link().query.lstrip("?"))
    assert TulaBoard.from_query().game.deal == first.game.deal  # its Share link reopens it


def test_a_refused_typed_move_quotes_what_was_typed() -> None:
    """The page pass: typing "it's" was answered about "IT'S" (the board reads moves in
    capitals, so "t5" plays T5)."""
    board = TulaBoard(seed=3)
    assert not board.play_text("it's")
    assert board.status.startswith("'it's' is not a Tula move")
    assert not board.play_text("t99")
    assert board.status.startswith("'t99' is not a Tula move: there is no position 99")
    assert board.play_text("r23") and str(board.game.moves[-1]) == "R23"
