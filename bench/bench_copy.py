"""How long ``copy()`` takes as a game goes on, against a plain deep copy (the old way).

Bots and boards copy games often. A deep copy also copies the whole undo stack, so it
grows with the game's length; ``GameState.copy`` shares the saved states instead.

    python bench/bench_copy.py
"""

from __future__ import annotations

import copy
import random
import time
from collections.abc import Callable
from functools import partial
from typing import Any

from tulakit import chola, tula, tulaga


def _advance(game: Any, moves: int, seed: int) -> Any:
    rng = random.Random(seed)
    for _ in range(moves):
        legal = game.legal_moves()
        if game.is_over() or not legal:
            break
        game.play(rng.choice(legal))
    return game


def _ms(action: Callable[[], object], repeat: int) -> float:
    best = float("inf")
    for _ in range(3):
        started = time.perf_counter()
        for _ in range(repeat):
            action()
        best = min(best, (time.perf_counter() - started) / repeat)
    return 1000 * best


def main() -> None:
    cases: list[tuple[str, Callable[[], Any]]] = [
        ("Tula, start", lambda: tula.new_game(seed=1)),
        ("Tula, 20 moves", lambda: _advance(tula.new_game(seed=1), 20, 1)),
        ("Tulaga, 40 turns", lambda: _advance(tulaga.new_game(), 40, 2)),
        ("Chola 3p, start", lambda: chola.new_game(players=3, seed=3)),
        ("Chola 3p, 60 moves", lambda: _advance(chola.new_game(players=3, seed=3), 60, 3)),
        (
            "Chola Expert 4p, 150 moves",
            lambda: _advance(chola.new_game(players=4, variant="expert", seed=4), 150, 4),
        ),
    ]
    print(f"{'game':30} {'moves':>6} {'deepcopy ms':>12} {'copy() ms':>10}")
    for name, make in cases:
        game = make()
        repeat = 20
        old = _ms(partial(copy.deepcopy, game), repeat)
        new = _ms(game.copy, repeat)
        print(f"{name:30} {len(game.moves):6} {old:12.2f} {new:10.2f}")


if __name__ == "__main__":
    main()
