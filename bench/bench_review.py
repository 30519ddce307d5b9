"""Benchmark the game reviews: seconds to review a whole game of each game.

Usage: ``python bench/bench_review.py [--games N]``

- **Tula**: whole games of the honest bot and of greedy on winnable deals (seeds 0..N-1),
  reviewed with 100, 400 (the default) and 800 samples a choice;
- **Tulaga**: 40-turn games (the strong bot at 0.05 s against greedy, colours
  alternating), reviewed 1, 2 (the default) and 3 turns deep, and by a board's Review
  button (:mod:`tulakit.widgets.review_panel`: its analysis and first picture);
- **Chola**: whole 3-player games, Basic and Expert, of greedy bots with a random one in
  seat 1.

Each line gives the mean and the largest wall seconds of one review, and the mean CPU
seconds (on a busy machine wall time stretches while the process waits for a core), and
the marks the reviews gave per game. The target is a review a board can wait for: under
about 5 s for a game.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, TypeVar

from tula_honest_bot import HonestBot

from tulakit import chola, tula, tulaga
from tulakit.chola.bots import make_bot as chola_bot
from tulakit.protocol import GameState
from tulakit.review import MARKS, ReviewEntry
from tulakit.tula.bots import greedy_policy, play_out
from tulakit.tulaga.bots import make_bot as tulaga_bot


def tula_games(n: int) -> list[tula.TulaGame]:
    games = []
    for seed in range(n):
        policy = HonestBot(samples=32, seed=seed) if seed % 2 == 0 else greedy_policy
        games.append(play_out(tula.new_game(seed=seed, winnable=True), policy))
    return games


def tulaga_games(n: int, turns: int = 40) -> list[tulaga.TulagaGame]:
    games = []
    for i in range(n):
        bots = [tulaga_bot("strong", seed=i, budget=0.05), tulaga_bot("greedy", seed=i + 1)]
        if i % 2:
            bots.reverse()
        game = tulaga.new_game()
        while not game.is_over() and len(game.moves) < turns:
            game.play(bots[game.to_move].choose(game))
        games.append(game)
    return games


def chola_games(n: int, variant: str) -> list[chola.CholaGame]:
    games = []
    for seed in range(n):
        game = chola.new_game(players=3, variant=variant, seed=seed)
        bots = [chola_bot("random" if s == 1 else "greedy", seed=seed + s) for s in range(3)]
        while not game.is_over():
            game.play(bots[game.to_move].choose(game))
        games.append(game)
    return games


#: one game's type, so that each game's review is given its own kind of game
G = TypeVar("G", bound=GameState[Any])


def measure(
    label: str,
    games: Sequence[G],
    review: Callable[[G], Sequence[ReviewEntry[Any]]],
) -> None:
    walls: list[float] = []
    cpus: list[float] = []
    marks = dict.fromkeys(MARKS, 0)
    for game in games:
        wall, cpu = time.perf_counter(), time.process_time()
        entries = review(game)
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
        for entry in entries:
            if entry.mark is not None:
                marks[entry.mark] += 1
    moves = statistics.mean(len(g.moves) for g in games)
    per_game = ", ".join(f"{marks[m] / len(games):.1f} {m}" for m in MARKS)
    print(
        f"  {label:<34} {moves:5.0f} moves  wall mean {statistics.mean(walls):5.2f} s, "
        f"max {max(walls):5.2f} s; CPU mean {statistics.mean(cpus):5.2f} s  ({per_game})"
    )


def board_review(game: tulaga.TulagaGame) -> Sequence[ReviewEntry[Any]]:
    """What a Tulaga board's Review button costs: the panel's analysis (the depth it
    chose) and its first picture."""
    from tulakit.widgets.tulaga_board import TulagaBoard

    board = TulagaBoard(game.copy())
    assert board.review is not None
    board.review.open_review(background=False)
    return board.review.entries


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    args = parser.parse_args(argv)
    n = args.games
    print(f"Game review: seconds per whole game ({n} games each)")
    print("Tula (honest bot and greedy, winnable deals)")
    deals = tula_games(n)
    for samples in (100, 400, 800):
        measure(f"samples={samples}", deals, partial(tula.review, samples=samples))
    print("Tulaga (40 turns, strong 0.05 s against greedy)")
    boards = tulaga_games(n)
    for depth in (1, 2, 3):
        measure(f"depth={depth}", boards, partial(tulaga.review, depth=depth))
    measure("a board's Review button", boards, board_review)
    for variant in ("basic", "expert"):
        print(f"Chola {variant.capitalize()} (3 players: greedy, random, greedy)")
        measure("whole game", chola_games(n, variant), chola.review)


if __name__ == "__main__":
    main()
