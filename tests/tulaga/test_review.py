"""tulaga.review: missed Tulagas, missed reaps and claims that let the opponent reap, on
positions where the verdict is known; and the review's promises on whole games."""

from __future__ import annotations

import pytest
from tulaga.positions import position
from tulaga.test_properties import random_game

from tulakit import tulaga
from tulakit.review import MARKS, ReviewEntry
from tulakit.tulaga import TulagaGame, TulagaMove
from tulakit.tulaga.bots import make_bot
from tulakit.tulaga.game_review import win_chance
from tulakit.tulaga.positions import REAP_WIN_MOVE, WIN_RANKS, reap_win_position, win_position


def last_entry(game: TulagaGame, turn: str) -> ReviewEntry[TulagaMove]:
    game.play(turn)
    return tulaga.review(game)[-1]


def legal_at(game: TulagaGame, index: int, move: TulagaMove) -> bool:
    probe = game.copy()
    while len(probe.moves) > index:
        probe.undo()
    return probe.is_legal(move)


def _loss(entry: ReviewEntry[TulagaMove]) -> float:
    """What the move played gave up against the best, on the review's scale."""
    assert entry.best_value is not None and entry.value is not None
    return entry.best_value - entry.value


def check_promises(game: TulagaGame, entries: list[ReviewEntry[TulagaMove]]) -> None:
    assert [e.move for e in entries] == list(game.moves)
    for i, entry in enumerate(entries):
        assert entry.player == i % 2  # no turn is ever skipped in Tulaga
        assert entry.mark in (None, *MARKS)
        assert entry.value is not None and entry.best_value is not None
        assert 0 <= entry.value <= entry.best_value <= 1
        if entry.mark is not None:
            assert entry.better is not None and entry.better != entry.move
            assert legal_at(game, i, entry.better), (i, entry.move, entry.better)
        else:
            assert entry.better is None


def test_declining_the_winning_tulaga_is_a_blunder_named_a_missed_tulaga() -> None:
    game = win_position()  # Black lands its last rank stone with any claim
    assert any(m.claim is not None for m in game.legal_moves())
    entry = last_entry(game, "i8")
    assert entry.mark == "blunder"
    assert "missed tulaga" in entry.notes
    assert entry.better is not None and entry.better.claim is not None
    assert entry.best_value == 1.0  # claiming lands the last rank stone (TULAGA-7)
    assert "A Tulaga was there to claim and was not claimed" in entry.why


def claim_or_decline() -> TulagaGame:
    """Both sides have claimed twice of 4 (TULAGA-2); Black rings e2 with d1, d2, d3, so
    e1 (among others) claims a third Tulaga."""
    black = "a1; a2; a3; b1 =b2(a1,a2,a3,b1); a7; a8; a9; b9 =b8(a7,a8,a9,b9); d1; d2; d3"
    white = "g4; g5; h4; i4 =h5(g4,g5,h4,i4); g7; g8; g9; h9 =h8(g7,g8,g9,h9); c9; i1; i2"
    return position(black, white, rank_stones=WIN_RANKS)


@pytest.mark.parametrize("turn", ["e1", "a5"])
def test_a_turn_that_declines_an_available_tulaga_is_marked_as_a_missed_tulaga(turn: str) -> None:
    # e1 without a claim declines the Tulaga it makes; a5 leaves it for White to spoil
    game = claim_or_decline()
    assert game.to_move == 0 and game.rank_pile == (2, 2)
    entry = last_entry(game, turn)
    assert entry.mark is not None
    assert "missed tulaga" in entry.notes
    assert entry.better is not None and entry.better.claim is not None
    assert legal_at(game, len(game.moves) - 1, entry.better)


def test_claiming_the_tulaga_there_is_not_marked() -> None:
    entry = last_entry(claim_or_decline(), "e1 =e2(d1,d2,d3,e1)")
    assert entry.mark is None and entry.better is None and entry.notes == ()


def test_a_claim_without_the_winning_reap_is_a_missed_reap() -> None:
    game = reap_win_position()
    claim = TulagaMove.parse(REAP_WIN_MOVE)
    entry = last_entry(game, str(TulagaMove(claim.place, claim.claim)))
    assert entry.mark == "blunder"
    assert "missed reap" in entry.notes
    assert entry.better == claim  # the reap east wins at once (TULAGA-7)
    assert "reaping east" in entry.why


def test_a_claim_whose_rank_stone_the_opponent_can_reap_at_once_is_named() -> None:
    # White rings d5 with three stones: any fourth claims it with the rank stone on d5,
    # and a reap north from d5 takes over whatever rank stone lies on d6-d9
    game = position("a8; b8; c8; e8", "c4; c6; e4; i1")
    exposed = last_entry(game.copy(), "d8 =a8-e8@d8")
    assert "lets opponent reap" in exposed.notes
    assert exposed.mark is not None
    safe = last_entry(game.copy(), "d8 =a8-e8@a8")
    assert "lets opponent reap" not in safe.notes
    assert safe.value is not None and exposed.value is not None
    assert safe.value > exposed.value


def test_the_best_turn_has_no_mark() -> None:
    game = win_position()
    entry = last_entry(game, "d6 =e6(d5,d6,e7,f5)")
    assert entry.mark is None and entry.value == 1.0


@pytest.mark.parametrize("seed", [1, 2])
def test_whole_games_keep_the_promises_and_the_game_is_unchanged(seed: int) -> None:
    game = random_game(seed, 6, 30)
    record = game.to_json()
    entries = tulaga.review(game, depth=1)
    assert game.to_json() == record
    check_promises(game, entries)
    assert tulaga.review(game, depth=1) == entries  # a fixed depth: the same review


def test_a_bot_game_at_the_default_depth() -> None:
    game = TulagaGame()
    bots = (make_bot("greedy", seed=3), make_bot("random", seed=4))
    while not game.is_over() and len(game.moves) < 24:
        game.play(bots[game.to_move].choose(game))
    entries = tulaga.review(game)
    check_promises(game, entries)
    # the random bot's turns lose more than greedy's, on the review's own scale
    drops = [sum(_loss(e) for e in entries if e.player == p) for p in (0, 1)]
    assert drops[1] > drops[0]


def test_the_chance_scale() -> None:
    assert win_chance(0) == 0.5
    assert 0.5 < win_chance(1000) < win_chance(2000) < 1
    assert win_chance(-1000) == pytest.approx(1 - win_chance(1000))
    with pytest.raises(ValueError, match="depth"):
        tulaga.review(TulagaGame(), depth=9)
