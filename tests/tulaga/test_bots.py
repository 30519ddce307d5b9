"""Tests of the Tulaga bots (tulakit.tulaga.bots) and their lean state (fastplay)."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest
from tulaga.positions import position

import tulakit.tulaga.bots as bots_module
from tulakit.tulaga import BLACK, WHITE, TulagaGame, name, point
from tulakit.tulaga.bots import KINDS, StrongBot, evaluate, make_bot
from tulakit.tulaga.fastplay import DIRS, FastState, to_tulaga_move

#: a small budget keeps the file fast; the strong bot must still play legal moves with it
SMALL = 0.03


def random_positions(count: int, seed: int = 7) -> list[TulagaGame]:
    """Positions from random games that claim (and reap) often, so claims are on offer.
    Turns are drawn on the lean state for speed and played through the engine."""
    rng = random.Random(seed)
    out: list[TulagaGame] = []
    while len(out) < count:
        game = TulagaGame(rank_stones=rng.choice([4, 5, 6]))
        for _ in range(rng.randrange(0, 60)):
            if game.is_over():
                break
            state = FastState.from_game(game)
            claiming = sorted(state.completion_points(state.to_move))
            if claiming and rng.random() < 0.7:
                place = rng.choice(claiming)
                reap = None if state.wins_by_claim() else rng.choice((None, *DIRS))
                move = to_tulaga_move((place, rng.choice(state.claims(place)), reap))
            else:
                move = to_tulaga_move((rng.choice(state.empties()), None, None))
            game.play(move)  # the engine checks every turn
        if not game.is_over():
            out.append(game)
    return out


def snapshot(game: TulagaGame) -> tuple[object, ...]:
    return (
        game.cells,
        game.simple_pile,
        game.rank_pile,
        game.to_move,
        game.moves,
        game.last_move,
        game.last_reaped,
        game.to_json(),
    )


# -- every bot: legal moves, the game untouched ---------------------------------------
@pytest.mark.parametrize("level", KINDS)
def test_bots_return_legal_moves_and_leave_the_game_alone(level: str) -> None:
    bot = make_bot(level, seed=3, budget=SMALL)
    for game in random_positions(25 if level != "strong" else 10):
        before = snapshot(game)
        move = bot.choose(game)
        assert game.explain_illegal(move) is None, (game.to_json(), str(move))
        assert snapshot(game) == before
        assert name(move.place) in bot.explain_last()


@pytest.mark.parametrize("level", KINDS)
def test_bots_play_whole_games_to_the_end(level: str) -> None:
    game = TulagaGame(rank_stones=4)
    bots = (make_bot(level, seed=1, budget=0.01), make_bot("random", seed=2))
    while not game.is_over():
        game.play(bots[game.to_move].choose(game))  # play() refuses illegal moves
    assert game.result() is not None


@pytest.mark.parametrize("level", KINDS)
def test_bots_refuse_a_finished_game(level: str) -> None:
    game = position(THREE_CLAIMS_BLACK, THREE_CLAIMS_WHITE, rank_stones=4)
    game.play("f3 =e2(d1,d3,f1,f3)")  # TULAGA-7: Black's last rank stone lands
    with pytest.raises(ValueError, match="the game is over"):
        make_bot(level).choose(game)


def test_make_bot_refuses_unknown_levels() -> None:
    with pytest.raises(ValueError, match="random, greedy, strong"):
        make_bot("genius")


# -- greedy -------------------------------------------------------------------------------
def test_greedy_claims_whenever_a_claim_is_available() -> None:
    """TULAGA-5: a claim puts a rank stone down, so greedy never lets one pass."""
    seen = 0
    for game in random_positions(60, seed=11):
        if not any(m.claim is not None for m in game.legal_moves()):
            continue
        seen += 1
        move = make_bot("greedy", seed=seen).choose(game)
        assert move.claim is not None, game.to_json()
    assert seen >= 10  # the positions did offer claims


def test_greedy_claims_the_perimeter_it_built() -> None:
    game = position("c3; c4; c5", "i9; g9; e9")
    bot = make_bot("greedy")
    move = bot.choose(game)
    assert move.claim is not None and move.claim.kind == "perimeter"
    assert "claims the perimeter" in bot.explain_last()


def test_greedy_blocks_an_immediate_row_tulaga() -> None:
    """TULAGA-4: White's a5 b5 _ d5 e5 makes a row at c5 next turn; Black must take c5.
    No three of those stones surround one centre, so the row is White's only threat."""
    game = position("a1; i1; a9; i9", "a5; b5; d5; e5")
    assert game.to_move == BLACK
    assert FastState.from_game(game).completion_points(WHITE) == {point("c5")}
    for seed in range(3):
        bot = make_bot("greedy", seed=seed)
        assert bot.choose(game).place == point("c5")
        assert "stopping a Tulaga White threatened" in bot.explain_last()


def test_greedy_blocks_a_diagonal_row_tulaga_for_white_too() -> None:
    game = position("b2; c3; e5; f6; i1", "a9; i9; a8; i8")
    assert game.to_move == WHITE
    assert FastState.from_game(game).completion_points(BLACK) == {point("d4")}
    assert make_bot("greedy").choose(game).place == point("d4")


def test_greedy_reaps_the_richest_direction() -> None:
    """TULAGA-6: Black's only Tulagas are around d4; reaping east from the new rank stone
    sends White's f4 g4 h4 home (and breaks White's own threat around g5)."""
    game = position("d3; d5; c4; a1", "f4; g4; h4; i9")
    bot = make_bot("greedy")
    move = bot.choose(game)
    assert move.claim is not None and move.claim.rank_point == point("d4")
    assert move.reap == "E"
    assert "reaps east, sending 3 white stones home" in bot.explain_last()


# -- strong -------------------------------------------------------------------------------
THREE_CLAIMS_BLACK = (
    "a1; c1; a3; c3 =b2(a1,a3,c1,c3); a4; c4; a6; c6 =b5(a4,a6,c4,c6); "
    "a7; c7; a9; c9 =b8(a7,a9,c7,c9); d1; f1; d3"
)
THREE_CLAIMS_WHITE = (
    "g1; i1; g3; i3 =h2(g1,g3,i1,i3); g4; i4; g6; i6 =h5(g4,g6,i4,i6); "
    "g7; i7; g9; i9 =h8(g7,g9,i7,i9); e5; e6; e7"
)


def test_strong_finds_the_winning_claim() -> None:
    """TULAGA-7: with 4 rank stones and 3 down, Black wins by claiming around e2."""
    game = position(THREE_CLAIMS_BLACK, THREE_CLAIMS_WHITE, rank_stones=4)
    assert game.rank_pile == (1, 1)
    for seed in range(3):
        trial = game.copy()
        trial.play(make_bot("strong", seed=seed, budget=0.05).choose(game))
        assert trial.winner() == BLACK


def test_strong_respects_its_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """The search stops starting work at 90% of its time budget. Its clock is a stand-in
    that moves a millisecond each time it is read (every 8 positions), so the check does
    not depend on how busy the machine is (the benchmark reports the real figures)."""
    clock = [0.0]

    def tick() -> float:
        clock[0] += 0.001
        return clock[0]

    monkeypatch.setattr(bots_module, "time", SimpleNamespace(perf_counter=tick))
    bot = make_bot("strong", budget=0.1)
    for game in random_positions(4, seed=5):
        started = clock[0]
        bot.choose(game)
        read = round((clock[0] - started) / 0.001)  # the clock's readings in this move
        assert read <= 92  # the start, then a reading each 8 positions until past 90 ms
        assert isinstance(bot, StrongBot) and bot.nodes <= 8 * read + 7
        assert bot.depth >= 1 or bot.nodes > 0


# -- determinism ------------------------------------------------------------------------
@pytest.mark.parametrize("level", ["random", "greedy"])
def test_same_seed_same_choices(level: str) -> None:
    def record(seed: int) -> str:
        game = TulagaGame(rank_stones=5)
        bots = (make_bot(level, seed=seed), make_bot("random", seed=seed + 100))
        while not game.is_over():
            game.play(bots[game.to_move].choose(game))
        return game.to_json()

    assert record(4) == record(4)
    assert record(4) != record(5)  # and the seed matters


# -- the lean state agrees with the engine: tests/tulaga/test_fastplay.py (300 games) ----


def test_evaluation_is_zero_sum() -> None:
    for game in random_positions(15, seed=9):
        state = FastState.from_game(game)
        assert evaluate(state, BLACK) == -evaluate(state, WHITE)


def test_evaluation_prefers_more_rank_stones() -> None:
    game = position("c3; c4; c5", "i9; g9; e9")
    before = evaluate(FastState.from_game(game), BLACK)
    game.play("e5 =d4(c3,c4,c5,e5)")
    assert evaluate(FastState.from_game(game), BLACK) > before
