"""Benchmark the Tula players: honest bot win rate and seconds per game; greedy and random.

Usage: ``python bench/bench_tula_bot.py [--deals N] [--start K] [--jobs J] [--samples S]``

Deals are ``shuffled_deal(seed)`` for seeds K..K+N-1 (default 0..9,999; tune on another
range, such as ``--start 20000 --deals 3000``, and keep 0..9,999 for the reported figure).
Games are spread over ``--jobs`` processes (default: every core) to shorten the wall time,
but each game is timed with the CPU clock of the process playing it, so the seconds per
game are those of one core. Targets: honest bot wins at least 25%, under 0.2 s per game.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import time

from tula_honest_bot import HonestBot

from tulakit.tula.bots import greedy_policy, play_out, random_policy
from tulakit.tula.game import TulaGame
from tulakit.tula.stats import wilson_interval
from tulakit.tula.tiles import shuffled_deal

# wins of the bot, greedy and random; bot seconds (sum, max); greedy seconds (sum)
Row = tuple[int, int, int, float, float, float]


def _chunk(args: tuple[int, int, int]) -> Row:
    start, count, samples = args
    bot_wins = greedy_wins = random_wins = 0
    bot_total = bot_max = greedy_total = 0.0
    for seed in range(start, start + count):
        deal = shuffled_deal(seed)
        t0 = time.process_time()
        bot_wins += play_out(TulaGame(deal), HonestBot(samples=samples, seed=seed)).is_won()
        spent = time.process_time() - t0
        bot_total += spent
        bot_max = max(bot_max, spent)
        t0 = time.process_time()
        greedy_wins += play_out(TulaGame(deal), greedy_policy).is_won()
        greedy_total += time.process_time() - t0
        random_wins += play_out(TulaGame(deal), random_policy(random.Random(seed))).is_won()
    return bot_wins, greedy_wins, random_wins, bot_total, bot_max, greedy_total


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10_000)
    parser.add_argument("--start", type=int, default=0, help="first seed")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--samples", type=int, default=HonestBot().samples)
    args = parser.parse_args(argv)
    n = args.deals
    size = 50
    first = args.start
    tasks = [(s, min(size, first + n - s), args.samples) for s in range(first, first + n, size)]
    wall = time.perf_counter()
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            rows = list(pool.imap_unordered(_chunk, tasks))
    else:
        rows = [_chunk(t) for t in tasks]
    wall = time.perf_counter() - wall
    bot, greedy, rand = (sum(r[i] for r in rows) for i in range(3))
    bot_total, greedy_total = sum(r[3] for r in rows), sum(r[5] for r in rows)
    bot_max = max(r[4] for r in rows)
    print(
        f"{n} deals (seeds {first}-{first + n - 1}), {args.jobs} processes, wall time {wall:.1f} s"
    )
    for name, wins in (("honest bot", bot), ("plain greedy", greedy), ("random", rand)):
        lo, hi = wilson_interval(wins, n)
        print(f"{name:<13} wins {wins:>6} / {n}  {wins / n:6.2%}  (95% {lo:.2%} - {hi:.2%})")
    print(
        f"honest bot (samples={args.samples}): {bot_total / n:.3f} s per game on one core, "
        f"max {bot_max:.3f} s; greedy {greedy_total / n * 1000:.1f} ms per game"
    )


if __name__ == "__main__":
    main()
