"""bench/bench_tulaga_bots.py: the random playout it times plays whole, legal games."""

from __future__ import annotations

import random

from bench_scripts import load_bench_script

from tulakit.tulaga.fastplay import FastState

bench = load_bench_script("bench_tulaga_bots", "tulakit_bench_tulaga_bots")


def test_a_random_playout_ends_the_game_and_names_its_winner() -> None:
    for seed in range(20):
        state = FastState()
        winner = bench.random_playout(state, random.Random(seed))
        assert state.is_over() and winner in (0, 1) and winner == state.winner_now()
        again = FastState()
        assert bench.random_playout(again, random.Random(seed)) == winner
        assert again.cells == state.cells  # the seed decides the game


def test_a_playout_cut_short_has_no_winner() -> None:
    state = FastState()
    assert bench.random_playout(state, random.Random(1), max_turns=3) is None
    assert not state.is_over() and len(state.empties()) == 81 - 3
