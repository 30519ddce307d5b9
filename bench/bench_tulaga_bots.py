"""Benchmark the Tulaga bots against each other, and random playouts per second.

Usage: ``python bench/bench_tulaga_bots.py [--games N] [--budget S] [--jobs J]
[--pairs random-greedy,greedy-strong,random-strong] [--rank-stones R]``

Each pairing plays ``--games`` games (default 100) with colours alternating: game ``i``
gives the first bot Black when ``i`` is even. Bots are seeded from the game number, so a
run replays exactly (the strong bot's choices also depend on how far it searched in its
time, so only random and greedy games are exactly repeatable). For each pairing the
table gives the wins of each side, the first side's share with a 95% Wilson interval, the
mean game length in turns, and per bot the mean and maximum wall seconds of ``choose``
and the maximum CPU seconds of one ``choose`` (on a busy machine wall time can stretch
while the process waits for a core; CPU time shows how much work the bot really did).
The pairing's last column is its wall time. Use distinct bots in a pairing. ``--jobs 2`` plays games in two processes; the strong bot's
budget is wall time, so do not run more jobs than free cores.

Random playouts per second are whole games of the random bot's policy from the empty
board, on the lean state of :mod:`tulakit.tulaga.fastplay` and on the engine
(``TulagaGame.play`` checking each move of the random bot), in one process.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from tulakit.ratings import wilson
from tulakit.tulaga import TulagaGame
from tulakit.tulaga.bots import make_bot
from tulakit.tulaga.fastplay import FastState


@dataclass
class GameRecord:
    """One finished game: who had which colour, who won, and each bot's move times."""

    black: str
    white: str
    winner: str
    turns: int
    times: dict[str, list[float]] = field(default_factory=dict)
    cpu: dict[str, list[float]] = field(default_factory=dict)
    record: str = ""


def play_game(
    first: str, second: str, index: int, budget: float, rank_stones: int = 6
) -> GameRecord:
    """Play game ``index`` of a pairing; the first bot has Black on even indices."""
    black, white = (first, second) if index % 2 == 0 else (second, first)
    bots = (
        make_bot(black, seed=2 * index, budget=budget),
        make_bot(white, seed=2 * index + 1, budget=budget),
    )
    game = TulagaGame(rank_stones=rank_stones)
    times: dict[str, list[float]] = {black: [], white: []}
    cpu: dict[str, list[float]] = {black: [], white: []}
    while not game.is_over():
        bot = bots[game.to_move]
        start, start_cpu = time.perf_counter(), time.process_time()
        move = bot.choose(game)
        times[bot.name].append(time.perf_counter() - start)
        cpu[bot.name].append(time.process_time() - start_cpu)
        game.play(move)
    won = game.winner()
    assert won is not None
    winner = (black, white)[won]
    return GameRecord(black, white, winner, len(game.moves), times, cpu, game.to_json())


def _play(args: tuple[str, str, int, float, int]) -> GameRecord:
    return play_game(*args)


def run_pairing(
    first: str, second: str, games: int, budget: float, jobs: int, rank_stones: int
) -> list[GameRecord]:
    """Every game of one pairing, in ``jobs`` processes."""
    tasks = [(first, second, i, budget, rank_stones) for i in range(games)]
    if jobs <= 1:
        return [_play(t) for t in tasks]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(_play, tasks))


def report(first: str, second: str, records: list[GameRecord]) -> str:
    """One table row per pairing."""
    n = len(records)
    wins = sum(r.winner == first for r in records)
    low, high = wilson(wins, n)
    as_black = sum(r.winner == first for r in records if r.black == first)
    mean_turns = sum(r.turns for r in records) / n
    cols = []
    for bot in (first, second):
        times = [t for r in records for t in r.times.get(bot, [])]
        cpu = [t for r in records for t in r.cpu.get(bot, [])]
        mean = sum(times) / len(times) if times else 0.0
        cols.append(f"{mean:>8.3f} {max(times, default=0.0):>8.3f} {max(cpu, default=0.0):>8.3f}")
    return (
        f"{first + '-' + second:<15} {wins:>5} {n - wins:>5} {wins / n:>7.1%} "
        f"[{low:.1%}, {high:.1%}] {as_black:>5}/{sum(r.black == first for r in records):<3} "
        f"{mean_turns:>6.1f} {cols[0]} {cols[1]}"
    )


def random_playout(state: FastState, rng: random.Random, max_turns: int = 1000) -> int | None:
    """Play the random bot's turns on ``state`` to the end; the winner (``None`` if cut
    short). Only this benchmark plays whole games on the lean state, so it lives here."""
    for _ in range(max_turns):
        if state.is_over():
            return state.winner_now()
        state.play_move(state.random_turn(rng))
    return state.winner_now()


def playouts_per_second(seconds: float = 3.0) -> tuple[float, float]:
    """Whole random games per second from the empty board: (lean state, engine)."""
    rng = random.Random(0)
    start, n = time.perf_counter(), 0
    while time.perf_counter() - start < seconds:
        random_playout(FastState(), rng)
        n += 1
    fast = n / (time.perf_counter() - start)
    bot = make_bot("random", seed=0)
    start, n = time.perf_counter(), 0
    while time.perf_counter() - start < seconds:
        game = TulagaGame()
        while not game.is_over():
            game.play(bot.choose(game))  # checked by the engine, as a UI would
        n += 1
    engine = n / (time.perf_counter() - start)
    return fast, engine


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--budget", type=float, default=1.0, help="strong bot, s per move")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--pairs", default="random-greedy,greedy-strong,random-strong")
    parser.add_argument("--rank-stones", type=int, default=6)
    parser.add_argument("--no-playouts", action="store_true")
    args = parser.parse_args(argv)
    if not args.no_playouts:
        fast, engine = playouts_per_second()
        print(
            f"random playouts/s (whole games from the start): lean {fast:,.0f}, engine {engine:,.1f}"
        )
    print(
        f"games per pairing {args.games}, strong budget {args.budget} s/move, "
        f"rank stones {args.rank_stones}, jobs {args.jobs}"
    )
    print(
        f"{'pairing':<15} {'wins1':>5} {'wins2':>5} {'share1':>7} {'95% interval':<16} "
        f"{'1 as B':>9} {'turns':>6} {'mean1 s':>8} {'max1 s':>8} {'cpu1 s':>8} "
        f"{'mean2 s':>8} {'max2 s':>8} {'cpu2 s':>8}"
    )
    sys.stdout.flush()
    for pair in args.pairs.split(","):
        first, second = pair.split("-")
        start = time.perf_counter()
        records = run_pairing(first, second, args.games, args.budget, args.jobs, args.rank_stones)
        print(report(first, second, records), f"({time.perf_counter() - start:.0f} s)")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
