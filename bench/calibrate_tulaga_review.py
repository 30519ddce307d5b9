"""Fit the scale that turns the Tulaga review's evaluation into a chance of winning.

Usage: ``python bench/calibrate_tulaga_review.py [--games N] [--budget S] [--depth D]``

Plays ``--games`` self-play games (default 100), the pairing rotating over greedy against
greedy, strong against greedy, greedy against strong and strong against strong (the
strong bot with ``--budget`` seconds a turn, default 0.03), and scores every position
before each turn with :func:`tulakit.tulaga.game_review.position_value` (``--depth``
turns deep, the review's default). Positions whose evaluation sees a win or a loss
(``WIN_SOON`` and above) are counted apart: how often they were right. The rest fit
``win_chance(v) = 1 / (1 + exp(-v / scale))`` to who won, by maximum likelihood over a
grid of scales; the review's ``SCALE`` is the printed best, rounded.
"""

from __future__ import annotations

import argparse
import math
import time

from tulakit.tulaga import TulagaGame
from tulakit.tulaga.bots import WIN_SOON, make_bot
from tulakit.tulaga.game_review import DEFAULT_DEPTH, SCALE, position_value

PAIRINGS = (("greedy", "greedy"), ("strong", "greedy"), ("greedy", "strong"), ("strong", "strong"))


def play(index: int, budget: float, depth: int) -> list[tuple[int, bool]]:
    """Game ``index``: each position's value for the mover, and whether the mover won."""
    black, white = PAIRINGS[index % len(PAIRINGS)]
    bots = (
        make_bot(black, seed=2 * index, budget=budget),
        make_bot(white, seed=2 * index + 1, budget=budget),
    )
    game = TulagaGame()
    seen: list[tuple[int, int]] = []
    while not game.is_over() and len(game.moves) < 200:
        seen.append((game.to_move, position_value(game, depth)))
        game.play(bots[game.to_move].choose(game))
    winner = game.winner()
    if winner is None:
        return []
    return [(value, mover == winner) for mover, value in seen]


def log_likelihood(rows: list[tuple[int, bool]], scale: float) -> float:
    total = 0.0
    for value, won in rows:
        p = 1 / (1 + math.exp(-value / scale))
        p = min(max(p, 1e-12), 1 - 1e-12)
        total += math.log(p if won else 1 - p)
    return total


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--budget", type=float, default=0.03)
    parser.add_argument("--depth", type=int, default=DEFAULT_DEPTH)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    rows = [row for i in range(args.games) for row in play(i, args.budget, args.depth)]
    sure = [(v, won) for v, won in rows if abs(v) >= WIN_SOON]
    rest = [(v, won) for v, won in rows if abs(v) < WIN_SOON]
    right = sum((v > 0) == won for v, won in sure)
    print(f"{args.games} games, {len(rows)} positions searched {args.depth} turns deep")
    print(f"evaluation sees the result: {len(sure)} positions, {right} right")
    grid = range(500, 4001, 50)
    best = max(grid, key=lambda s: log_likelihood(rest, s))
    mean = log_likelihood(rest, best) / max(1, len(rest))
    print(f"best scale over {len(rest)} positions: {best} (mean log-likelihood {mean:.4f})")
    print(f"the review uses SCALE = {SCALE}; {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
