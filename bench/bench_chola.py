"""Benchmark the Chola temple engine and its bots. Prints figures; asserts nothing.

Usage: ``python bench/bench_chola.py [--games N]``

1. Listing every legal build of each card shape on a half-built temple (target: the
   slowest under 20 ms), with a hand of 7 stones in 3-4 colours.
2. Whole random 4-player Basic games per second (engine ``play`` checks every move).
3. Greedy bot move time (target under 0.5 s), over 4-player games against random.
4. Bot against bot: wins and mean scores, greedy vs random (2 and 4 players, seats
   rotating) and the greedy bot's solo results.
5. Expert (CHOLA-W1..E3): whole random Expert games per second (2 and 4 players), the
   greedy bot's move time (target under 0.5 s, mean and worst) and greedy vs random.

``--expert`` runs part 5 only.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import TypeVar

from tulakit.chola import CholaGame, new_game
from tulakit.chola.bots import Bot, make_bot
from tulakit.chola.cards import SHAPES, placements


def half_built(seed: int) -> CholaGame:
    """A 4-player game played by greedy bots until about half the temple is built."""
    game = new_game(4, seed=seed)
    bots = [make_bot("greedy", seed=seed + s) for s in range(4)]
    while not game.is_over() and game.empty_spaces > 57:
        game.play(bots[game.to_move].choose(game))
    return game


def bench_listing(repeats: int) -> None:
    print("1. listing all legal builds of one card on a half-built temple")
    hands = [(2, 2, 2, 1, 0), (3, 0, 2, 0, 2), (1, 2, 1, 2, 1)]
    worst = 0.0
    for shape in SHAPES:
        times, counts = [], []
        for seed in range(5):
            game = half_built(seed)
            for hand in hands:
                start = time.perf_counter()
                for _ in range(repeats):
                    found = placements(shape, game.cells, hand)
                times.append((time.perf_counter() - start) / repeats)
                counts.append(len(found))
        worst = max(worst, max(times))
        print(
            f"   {shape:14s} builds {min(counts):4d}-{max(counts):4d}   "
            f"mean {statistics.mean(times) * 1e3:6.3f} ms   max {max(times) * 1e3:6.3f} ms"
        )
    game = half_built(0)
    start = time.perf_counter()
    for _ in range(repeats):
        moves = game.legal_moves()
    print(
        f"   whole legal_moves() of a seat ({len(moves)} moves): "
        f"{(time.perf_counter() - start) / repeats * 1e3:.3f} ms"
    )
    print(f"   slowest listing: {worst * 1e3:.3f} ms (target < 20 ms)")


#: the game played, of its own type (an Expert game stays one)
G = TypeVar("G", bound=CholaGame)


def play(game: G, bots: list[Bot], times: dict[int, list[float]] | None = None) -> G:
    while not game.is_over():
        seat = game.to_move
        start = time.perf_counter()
        move = bots[seat].choose(game)
        if times is not None:
            times.setdefault(seat, []).append(time.perf_counter() - start)
        game.play(move)
    return game


def bench_random_games(games: int) -> None:
    print("2. whole random 4-player games")
    start = time.perf_counter()
    turns = 0
    for seed in range(games):
        game = play(new_game(4, seed=seed), [make_bot("random", seed=seed + s) for s in range(4)])
        turns += len(game.moves)
    spent = time.perf_counter() - start
    print(f"   {games / spent:.1f} games/s, {turns / games:.0f} turns per game")


def bench_greedy_time(games: int) -> None:
    print("3. greedy bot move time (4 players: greedy in seats 0 and 2, random in 1 and 3)")
    times: dict[int, list[float]] = {}
    for seed in range(games):
        bots = [make_bot("greedy" if s % 2 == 0 else "random", seed=seed + s) for s in range(4)]
        play(new_game(4, seed=1000 + seed), bots, times)
    greedy = times.get(0, []) + times.get(2, [])
    print(
        f"   {len(greedy)} moves: mean {statistics.mean(greedy) * 1e3:.2f} ms, "
        f"max {max(greedy) * 1e3:.2f} ms (target < 500 ms)"
    )


def bench_table(games: int) -> None:
    print("4. bot against bot")
    print("   (G greedy, R random; seats rotate each game)")
    print("   players  line-up                     wins (greedy/random/shared)  mean score g/r")
    for players in (2, 4):
        wins = {"greedy": 0, "random": 0, "shared": 0}
        scores: dict[str, list[int]] = {"greedy": [], "random": []}
        for seed in range(games):
            kinds = ["greedy" if (s + seed) % 2 == 0 else "random" for s in range(players)]
            bots = [make_bot(k, seed=seed * 10 + s) for s, k in enumerate(kinds)]
            game = play(new_game(players, seed=2000 + seed), bots)
            result = game.result()
            assert result is not None
            if len(result.winners) > 1:
                wins["shared"] += 1
            else:
                wins[kinds[result.winners[0]]] += 1
            for s, k in enumerate(kinds):
                scores[k].append(game.scores[s])
        line_up = "/".join(["G", "R"] * (players // 2))
        print(
            f"   {players:7d}  {line_up:26s}  "
            f"{wins['greedy']:6d} / {wins['random']:6d} / {wins['shared']:6d}     "
            f"{statistics.mean(scores['greedy']):5.1f} / {statistics.mean(scores['random']):5.1f}"
        )
    for level in ("greedy", "random"):
        won, margins = 0, []
        for seed in range(games):
            game = play(new_game(variant="solo", seed=3000 + seed), [make_bot(level, seed=seed)])
            result = game.result()
            assert result is not None
            won += result.outcome == "won"
            margins.append(game.scores[0] - game.scores[1])
        print(
            f"   solo {level:7s}: won {won}/{games} against a 100-point head start, "
            f"mean margin {statistics.mean(margins):+.1f}"
        )


def bench_expert(games: int) -> None:
    print("5. Expert games (variant='expert')")
    for players in (2, 4):
        start = time.perf_counter()
        turns = sculpts = 0
        for seed in range(games):
            bots = [make_bot("random", seed=seed + s) for s in range(players)]
            game = play(new_game(players, "expert", seed=4000 + seed), bots)
            turns += len(game.moves)
            sculpts += len(game.sculpted)
        spent = time.perf_counter() - start
        print(
            f"   random, {players} players: {games / spent:.1f} games/s, "
            f"{turns / games:.0f} moves and {sculpts / games:.1f} sculptures per game"
        )
    for players in (2, 4):
        greedy: list[float] = []
        wins = {"greedy": 0, "random": 0}
        scores: dict[str, list[int]] = {"greedy": [], "random": []}
        rounds = max(4, games // 4)
        for seed in range(rounds):
            kinds = ["greedy" if (s + seed) % 2 == 0 else "random" for s in range(players)]
            bots = [make_bot(k, seed=seed * 10 + s) for s, k in enumerate(kinds)]
            seat_times: dict[int, list[float]] = {}
            game = play(new_game(players, "expert", seed=5000 + seed), bots, seat_times)
            for s, spent_list in seat_times.items():
                if kinds[s] == "greedy":
                    greedy.extend(spent_list)
            result = game.result()
            assert result is not None
            for s in result.winners:
                wins[kinds[s]] += 1
            for s, k in enumerate(kinds):
                scores[k].append(game.scores[s])
        print(
            f"   greedy move time, {players} players: {len(greedy)} moves, mean "
            f"{statistics.mean(greedy) * 1e3:.2f} ms, worst {max(greedy) * 1e3:.2f} ms "
            "(target < 500 ms)"
        )
        print(
            f"   greedy vs random, {players} players, {rounds} games: wins "
            f"{wins['greedy']} / {wins['random']}, mean score "
            f"{statistics.mean(scores['greedy']):.1f} / {statistics.mean(scores['random']):.1f}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--repeats", type=int, default=20)
    parser.add_argument("--expert", action="store_true", help="the Expert figures only")
    args = parser.parse_args()
    random.seed(0)
    if args.expert:
        bench_expert(args.games)
        return
    bench_listing(args.repeats)
    bench_random_games(args.games)
    bench_greedy_time(max(4, args.games // 4))
    bench_table(args.games)
    bench_expert(args.games)


if __name__ == "__main__":
    main()
