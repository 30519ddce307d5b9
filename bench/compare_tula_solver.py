"""Compare Tula solver versions, or Python interpreters, fairly on a machine whose speed drifts.

Usage::

    git show HEAD~1:tulakit/tula/solver.py > /tmp/old_solver.py
    python bench/compare_tula_solver.py /tmp/old_solver.py tulakit/tula/solver.py
    python bench/compare_tula_solver.py --pythons /usr/bin/python3.11 ~/.pyenv/versions/3.11.7/bin/python3

This machine's speed changes by as much as 40% from one hour to the next, so two runs of
``bench_tula_solver.py`` made minutes apart cannot tell a 5% gain from drift. Here each
version solves the same chunks of seeded deals in turn, in alternating order, several
rounds over; each (version, chunk) keeps its fastest time, and the sums of those minima
are compared. Disturbances only ever add time, so the minima filter them out.

With ``--pythons`` the versions are interpreters running this repository's solver, each
in a worker process of its own (the engine is pure Python, so a bare interpreter will do);
a worker reports the CPU time it spent on each chunk.
"""

from __future__ import annotations

import argparse
import importlib.util
import platform
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType

# A worker may run under a bare interpreter: the engine needs only the repository.
sys.path.insert(1, str(Path(__file__).resolve().parents[1]))

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
    runners: Sequence[Callable[[int], float]], n_chunks: int, rounds: int
) -> list[list[float]]:
    """best[v][c]: the fastest of ``rounds`` calls ``runners[v](c)`` (seconds for chunk c).

    Versions take turns on each chunk, and the order flips from one chunk and round to the
    next, so neither version always runs first.
    """
    best = [[float("inf")] * n_chunks for _ in runners]
    for r in range(rounds):
        for c in range(n_chunks):
            order = list(range(len(runners)))
            if (r + c) % 2:
                order.reverse()
            for v in order:
                best[v][c] = min(best[v][c], runners[v](c))
    return best


def chunk_timer(
    solve: Callable[..., object], chunks: list[list[tuple[str, ...]]], mercy: bool
) -> Callable[[int], float]:
    """A runner for :func:`fastest_times`: the seconds ``solve`` takes on chunk ``c``."""

    def run(c: int) -> float:
        start = time.perf_counter()
        for deal in chunks[c]:
            solve(deal, mercy)
        return time.perf_counter() - start

    return run


def report(names: Sequence[str], best: list[list[float]], deals: int) -> None:
    """One line per version: deals per second and its time relative to the first."""
    base = sum(best[0])
    width = max(24, *map(len, names))
    for name, times in zip(names, best, strict=True):
        total = sum(times)
        rate = f"{deals / total:>9,.0f} deals/s"
        print(f"{name:<{width}} {rate} ({total / base:.3f} of the first's time)")


class Worker:
    """A Python interpreter solving chunks of deals in a process of its own."""

    def __init__(self, python: str, deals: int, chunk: int, mercy: bool) -> None:
        command = [python, __file__, "--worker", "--deals", str(deals), "--chunk", str(chunk)]
        if not mercy:
            command.append("--no-mercy")
        self.python = python
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        self.version = self._read()  # sent once the deals are made and the caches warm

    def _read(self) -> str:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            raise SystemExit(f"worker {self.python} stopped: see its error above")
        return line.strip()

    def __call__(self, c: int) -> float:
        assert self.process.stdin is not None
        self.process.stdin.write(f"{c}\n")
        self.process.stdin.flush()
        return float(self._read())

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait()


def work(chunks: list[list[tuple[str, ...]]], mercy: bool) -> None:
    """The worker's side: CPU seconds for each chunk number read from stdin."""
    from tulakit.tula.solver import solve

    for deal in chunks[0]:
        solve(deal, mercy)
    print(f"Python {platform.python_version()} ({sys.base_prefix})", flush=True)
    for line in sys.stdin:
        chunk = chunks[int(line)]
        start = time.process_time()
        for deal in chunk:
            solve(deal, mercy)
        print(time.process_time() - start, flush=True)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("solvers", nargs="*", help="solver.py files; the first is the base")
    parser.add_argument("--pythons", nargs="+", metavar="PYTHON", help="compare these instead")
    parser.add_argument("--deals", type=int, default=10_000)
    parser.add_argument("--chunk", type=int, default=500)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--no-mercy", action="store_true")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if bool(args.solvers) == bool(args.pythons or args.worker):
        parser.error("give either solver files or --pythons")
    mercy = not args.no_mercy
    deals = [shuffled_deal(seed) for seed in range(args.deals)]
    chunks = [deals[i : i + args.chunk] for i in range(0, len(deals), args.chunk)]
    if args.worker:
        work(chunks, mercy)
        return
    if args.pythons:
        workers = [Worker(python, args.deals, args.chunk, mercy) for python in args.pythons]
        try:
            best = fastest_times(workers, len(chunks), args.rounds)
        finally:
            for worker in workers:
                worker.close()
        for python, worker in zip(args.pythons, workers, strict=True):
            print(f"{python}: {worker.version}")
        report(args.pythons, best, args.deals)
        return
    solvers = [load(path, f"_solver_{n}") for n, path in enumerate(args.solvers)]
    runners = [chunk_timer(s.solve, chunks, mercy) for s in solvers]
    best = fastest_times(runners, len(chunks), args.rounds)
    report([Path(path).name for path in args.solvers], best, args.deals)


if __name__ == "__main__":
    main()
