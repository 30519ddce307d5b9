"""Switching auto-reveal on and off in a game under way (tulakit.tula.auto_reveal): TULA-7, TULA-9."""

from __future__ import annotations

from tula.helpers import deal_with

from tulakit.tula import new_game
from tulakit.tula.auto_reveal import with_auto_reveal
from tulakit.tula.game import TulaGame

MERCY_DEAL = deal_with({23: "S0", 20: "M1", 21: "C2", 22: "A3"})


def test_with_auto_reveal_replays_a_mercy_exchange_TULA_7() -> None:
    game = TulaGame(MERCY_DEAL)
    game.play_all(["R23", "T23", "R20", "R21", "R22", "X21"])
    auto = with_auto_reveal(game, True)
    assert [str(m) for m in auto.moves] == ["T23", "X21"]
    back = with_auto_reveal(auto, False)
    assert back.stack == game.stack and back.tile_at(21) == game.tile_at(21)


def test_switching_keeps_the_position_and_every_tile_seen_TULA_9() -> None:
    game = new_game(seed=7)
    for _ in range(8):  # takes where they may be made, reveals otherwise
        moves = game.legal_moves()
        takes = [m for m in moves if m.kind == "T"]
        game.play((takes or moves)[0])
    assert any(m.kind == "R" for m in game.moves) and any(m.kind == "T" for m in game.moves)
    auto = with_auto_reveal(game, True)
    assert auto.options.auto_reveal and not any(m.kind == "R" for m in auto.moves)
    back = with_auto_reveal(auto, False)
    assert not back.options.auto_reveal
    for replayed in (auto, back):
        assert replayed.stack == game.stack and replayed.deal == game.deal
        assert all(replayed.is_face_up(p) for p in range(24) if game.is_face_up(p))
