"""Calibrate the Chola deck (CHOLA-C3) and measure seat advantage. Prints figures; asserts nothing.

Usage: ``python bench/bench_chola_deck.py [--games N] [--players 2,3,4,5] [--seats]``

1. Greedy bots play every seat, seeded game by game (game ``g`` uses seed ``7000 + g``
   for the deal and ``g * 10 + seat`` for the bots), once with the old 60-card deck
   (``proposed60``) and once with the calibrated default (``calibrated80``). For each
   player count it prints, side by side, the share of games that end with more than 6
   empty spaces (with a 95% Wilson interval) and the mean number of empty spaces.
   CHOLA-C3's target: under 10% for every player count 2-5.
2. ``--seats``: with the calibrated deck, the share of wins of each seat (seat 0 starts)
   and the mean score of each seat and of all seats, with 95% intervals. A shared win
   counts as a fraction for each winner.

A chunk of 100 games per deck and player count takes about 10-30 s on one core.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import time

from tulakit.chola import CholaGame, new_game
from tulakit.chola.bots import make_bot
from tulakit.ratings import wilson

#: CHOLA-E1: a game ending with more empty spaces than this stopped short of the end trigger
END_EMPTY = 6
DECKS = ("proposed60", "calibrated80")


def mean_interval(values: list[float], z: float = 1.96) -> tuple[float, float]:
    """The mean and the half-width of its 95% interval (normal approximation)."""
    if len(values) < 2:
        return (values[0] if values else 0.0), 0.0
    return statistics.mean(values), z * statistics.stdev(values) / math.sqrt(len(values))


def self_play(players: int, game_no: int, deck: str) -> CholaGame:
    """One seeded game of greedy bots in every seat."""
    game = new_game(players, seed=7000 + game_no, deck=deck)
    bots = [make_bot("greedy", seed=game_no * 10 + s) for s in range(players)]
    while not game.is_over():
        game.play(bots[game.to_move].choose(game))
    return game


def bench_deck(games: int, counts: list[int]) -> None:
    print(f"1. games ending with more than {END_EMPTY} empty spaces ({games} greedy games each)")
    print("   players | " + " | ".join(f"{d:^34s}" for d in DECKS))
    print(
        "           | " + " | ".join(f"{'> 6 empty (95% interval)':24s} mean empty" for _ in DECKS)
    )
    for players in counts:
        cells = []
        for deck in DECKS:
            empties = [self_play(players, g, deck).empty_spaces for g in range(games)]
            short = sum(e > END_EMPTY for e in empties)
            low, high = wilson(short, games)
            cells.append(
                f"{100 * short / games:5.1f}% ({100 * low:4.1f}-{100 * high:5.1f}%)    "
                f"{statistics.mean(empties):6.1f}    "
            )
        print(f"   {players:7d} | " + " | ".join(cells), flush=True)


def bench_seats(games: int, counts: list[int]) -> None:
    print(f"2. seat advantage and scores, calibrated deck ({games} greedy games each)")
    for players in counts:
        wins = [0.0] * players
        scores: list[list[float]] = [[] for _ in range(players)]
        for g in range(games):
            game = self_play(players, g, "calibrated80")
            result = game.result()
            assert result is not None
            for s in result.winners:
                wins[s] += 1 / len(result.winners)
            for s in range(players):
                scores[s].append(game.scores[s])
        every = [x for seat in scores for x in seat]
        mean, half = mean_interval(every)
        print(f"   {players} players: mean score {mean:.1f} +/- {half:.1f} (all seats)")
        for s in range(players):
            low, high = wilson(wins[s], games)
            m, h = mean_interval(scores[s])
            print(
                f"      seat {s}: wins {100 * wins[s] / games:5.1f}% "
                f"({100 * low:4.1f}-{100 * high:5.1f}%, fair share {100 / players:4.1f}%), "
                f"mean score {m:5.1f} +/- {h:4.1f}"
            )
        print(flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", default="2,3,4,5", help="player counts, e.g. 2,4")
    parser.add_argument("--seats", action="store_true", help="seat advantage only")
    args = parser.parse_args()
    counts = [int(p) for p in args.players.split(",")]
    start = time.perf_counter()
    if args.seats:
        bench_seats(args.games, counts)
    else:
        bench_deck(args.games, counts)
    load = os.getloadavg()
    print(
        f"({time.perf_counter() - start:.0f} s; load average {load[0]:.2f} {load[1]:.2f} "
        f"{load[2]:.2f})"
    )


if __name__ == "__main__":
    main()
