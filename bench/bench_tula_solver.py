"""Benchmark the exact Tula solver: deals per second on one core, and share winnable.

Usage: ``python bench/bench_tula_solver.py [--deals N] [--repeat R]``

Deals come from ``shuffled_deal(seed)`` for seeds 0..N-1 and are made before the clock
starts (dealing is not solving; its own cost is printed separately). The figure is CPU
time of this one process (``time.process_time``), best of ``--repeat`` runs, so other
work on the machine disturbs it as little as possible. The target is 10,000 deals/s.

This machine's speed drifts by as much as 40% over an hour (the same code measured 8,800
and 12,200 deals/s on one day), so to judge a change to the solver, run
``bench/compare_tula_solver.py`` on the old and new versions: it interleaves them. The
interpreter matters too (about 10% between two builds of Python 3.11 here, see the
Makefile), so the first line names it; ``compare_tula_solver.py --pythons`` compares them.
"""

from __future__ import annotations

import argparse
import platform
import sys
import time

from tulakit.tula.solver import solve
from tulakit.tula.tiles import shuffled_deal


def run(deals: list[tuple[str, ...]], mercy: bool) -> tuple[float, int, int]:
    """(CPU seconds, deals won, nodes) for solving every deal once."""
    won = nodes = 0
    start = time.process_time()
    for deal in deals:
        sol = solve(deal, mercy)
        won += sol.winnable
        nodes += sol.nodes
    return time.process_time() - start, won, nodes


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    n = args.deals
    start = time.process_time()
    deals = [shuffled_deal(seed) for seed in range(n)]
    deal_time = time.process_time() - start
    print(f"Python {platform.python_version()} from {sys.base_prefix}")
    print(f"dealing {n} deals: {n / deal_time:,.0f} deals/s (not included below)")
    print(f"{'rules':<10} {'deals/s':>9} {'us/deal':>8} {'winnable':>9} {'nodes/deal':>11}")
    for mercy in (True, False):
        best, won, nodes = min(run(deals, mercy) for _ in range(args.repeat))
        label = "mercy on" if mercy else "mercy off"
        print(
            f"{label:<10} {n / best:>9,.0f} {best / n * 1e6:>8.1f} "
            f"{won / n:>9.2%} {nodes / n:>11.1f}"
        )


if __name__ == "__main__":
    main()
