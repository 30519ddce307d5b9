"""The Chola planner bot against the greedy bot (issue 17). Prints figures; asserts nothing.

Usage: ``python bench/bench_chola_planner.py [--games N] [--start K] [--players 2,4]
[--variants basic,expert] [--lineup one|half] [--jobs J]``

Game ``g`` (``g`` from ``--start``) is dealt with seed ``11000 + g``; each bot gets seed
``g * 10 + seat``. Seats rotate from game to game:

- ``--lineup one`` (the default): one planner, every other seat greedy, the planner's seat
  is ``g % players``. A "win" is a game the planner wins outright or shares.
- ``--lineup half``: planners and greedy bots alternate round the table, starting with a
  planner in even games and a greedy bot in odd ones; a "win" is a game a planner wins.

For each player count and variant it prints the planner's wins (with a 95% Wilson
interval), how often it outscored every greedy bot, its mean margin over the best greedy
score, and its move time (mean, 99th percentile and worst; target under 0.5 s). Long runs
can be split into chunks with ``--start`` and ``--games`` (the counts add up), or spread
over processes with ``--jobs`` (the same seeded games; keep J at most the idle cores, or
the time guard cuts look-aheads short and the planner plays weaker).

Measured on 24 November 2026 (issue 17), ``--jobs 2`` on 2 cores with nothing else
running, 100 games each, one planner, the other seats greedy (65 minutes in all):

- 2 players: Basic 100/100 wins (95% interval 96-100%), margin +33; Expert 98/100
  (93-99%), margin +50.
- 4 players, where a fair share is 25%: Basic 84/100 (76-90%), margin +8; Expert 75/100
  (66-82%), margin +10.
- move time: mean 225-302 ms, 99th percentile 409-412 ms, worst 422-427 ms (the time
  guard, MOVE_SECONDS, stops the look-ahead at 0.4 s).

The planner before (one round ahead, 120 greedy turns a move, every candidate on the same
futures) won 96, 84, 70 and 50 of the same games, with moves of 55-150 ms on average.
Along the way, in 4-player Expert games 0-99: two rounds ahead won 60 (65 without a time
guard, worst move 1.9 s); three rounds with equal shares won 62 within a 0.25 s guard (71
without one, worst 3.6 s); successive halving won 65 with two rounds and 75 with three.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import statistics
import time

from bench_chola_deck import mean_interval

from tulakit.chola import new_game
from tulakit.chola.bots import Bot, make_bot
from tulakit.ratings import wilson


def kinds_for(players: int, game_no: int, lineup: str) -> list[str]:
    """Who sits where in game ``game_no``."""
    if lineup == "one":
        return ["planner" if s == game_no % players else "greedy" for s in range(players)]
    return ["planner" if (s + game_no) % 2 == 0 else "greedy" for s in range(players)]


def play_one(
    players: int, variant: str, game_no: int, lineup: str
) -> tuple[bool, float, list[float]]:
    """One seeded game: did a planner win, its margin over the best greedy score, move times."""
    kinds = kinds_for(players, game_no, lineup)
    bots: list[Bot] = [make_bot(k, seed=game_no * 10 + s) for s, k in enumerate(kinds)]
    game = new_game(players, variant, seed=11000 + game_no)
    times: list[float] = []
    while not game.is_over():
        seat = game.to_move
        began = time.perf_counter()
        move = bots[seat].choose(game)
        if kinds[seat] == "planner":
            times.append(time.perf_counter() - began)
        game.play(move)
    result = game.result()
    assert result is not None
    planner = max(game.scores[s] for s in range(players) if kinds[s] == "planner")
    greedy = max(game.scores[s] for s in range(players) if kinds[s] == "greedy")
    return any(kinds[s] == "planner" for s in result.winners), planner - greedy, times


def bench(players: int, variant: str, games: int, start: int, lineup: str, jobs: int) -> None:
    tasks = [(players, variant, g, lineup) for g in range(start, start + games)]
    if jobs > 1:
        with multiprocessing.Pool(jobs) as pool:
            played = pool.starmap(play_one, tasks)
    else:
        played = [play_one(*task) for task in tasks]
    wins = sum(won for won, _, _ in played)
    margins = [margin for _, margin, _ in played]
    ahead = sum(margin > 0 for margin in margins)
    times = sorted(t for _, _, game_times in played for t in game_times)
    low, high = wilson(wins, games)
    mean, half = mean_interval(margins)
    print(
        f"   {players} players {variant:6s} games {start}-{start + games - 1}: planner wins "
        f"{wins}/{games} = {100 * wins / games:.0f}% ({100 * low:.0f}-{100 * high:.0f}%), "
        f"ahead of every greedy bot {ahead}/{games}, margin {mean:+.1f} +/- {half:.1f}; "
        f"move mean {statistics.mean(times) * 1e3:.0f} ms, "
        f"99th percentile {times[int(0.99 * len(times))] * 1e3:.0f} ms, "
        f"worst {times[-1] * 1e3:.0f} ms",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--players", default="2,4")
    parser.add_argument("--variants", default="basic,expert")
    parser.add_argument("--lineup", choices=("one", "half"), default="one")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once")
    args = parser.parse_args()
    began = time.perf_counter()
    print(f"planner vs greedy, line-up '{args.lineup}'")
    for variant in args.variants.split(","):
        for players in (int(p) for p in args.players.split(",")):
            bench(players, variant, args.games, args.start, args.lineup, args.jobs)
    load = os.getloadavg()
    print(
        f"({time.perf_counter() - began:.0f} s; load average {load[0]:.2f} {load[1]:.2f} "
        f"{load[2]:.2f})"
    )


if __name__ == "__main__":
    main()
