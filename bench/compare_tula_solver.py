"""Compare Tula solver versions fairly on a machine whose speed drifts.

Usage::

    git show HEAD~1:tulakit/tula/solver.py > /tmp/old_solver.py
    python bench/compare_tula_solver.py /tmp/old_solver.py tulakit/tula/solver.py

This machine's speed changes by as much as 40% from one hour to the next, so two runs of
``bench_tula_solver.py`` made minutes apart cannot tell a 5% gain from drift. Here each
version solves the same chunks of seeded deals in turn, in alternating order, several
rounds over; each (version, chunk) keeps its fastest time, and the sums of those minima
are compared. Disturbances only ever add time, so the minima filter them out.
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
import time
from pathlib import Path
from types import ModuleType

from tulakit.tula.tiles import shuffled_deal


def load(path: str, name: str) -> ModuleType:
    """Import a solver module from a file, under its own module name."""
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise SystemExit(f"cannot import {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up while the class is built
    spec.loader.exec_module(module)
    return module


def fastest_times(
    solvers: list[ModuleType], chunks: list[list[tuple[str, ...]]], rounds: int, mercy: bool
) -> list[list[float]]:
    """best[v][c]: the fastest of ``rounds`` timings of solver ``v`` on chunk ``c``."""
    best = [[float("inf")] * len(chunks) for _ in solvers]
    for r in range(rounds):
        for c, chunk in enumerate(chunks):
            order = list(range(len(solvers)))
            if (r + c) % 2:
                order.reverse()  # neither version always runs first
            for v in order:
                solve = solvers[v].solve
                start = time.perf_counter()
                for deal in chunk:
                    solve(deal, mercy)
                best[v][c] = min(best[v][c], time.perf_counter() - start)
    return best


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("solvers", nargs="+", help="solver.py files; the first is the base")
    parser.add_argument("--deals", type=int, default=10_000)
    parser.add_argument("--chunk", type=int, default=500)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--no-mercy", action="store_true")
    args = parser.parse_args(argv)
    solvers = [load(path, f"_solver_{n}") for n, path in enumerate(args.solvers)]
    deals = [shuffled_deal(seed) for seed in range(args.deals)]
    chunks = [deals[i : i + args.chunk] for i in range(0, len(deals), args.chunk)]
    best = fastest_times(solvers, chunks, args.rounds, not args.no_mercy)
    base = sum(best[0])
    for path, times in zip(args.solvers, best, strict=True):
        total = sum(times)
        print(
            f"{Path(path).name:<24} {args.deals / total:>9,.0f} deals/s "
            f"({total / base:.3f} of the first's time)"
        )


if __name__ == "__main__":
    main()
