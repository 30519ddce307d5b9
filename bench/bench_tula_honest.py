"""Compare Tula's old and new honest bots, and time the statistics against the old code.

Usage::

    python bench/bench_tula_honest.py [--deals N] [--start K] [--jobs J] [--deep]
        [--stats-deals M] [--old-ref REF] [--skip-bots] [--skip-stats]

1. Both honest bots play the same deals, ``shuffled_deal(seed)`` for seeds K..K+N-1
   (default 0..9,999): the old one (``HonestBot`` of ``bench/tula_honest_bot.py``, one honest
   step then the solver) and the new one (:class:`tulakit.tula.infoset.InfoSetBot`,
   nested sampling and an exact endgame); with ``--deep`` also the new one making two
   choices honestly before the solver takes over (``depth=2``). For each: the share of
   deals won with its 95% Wilson interval and the mean CPU seconds a game on one core
   (each game is timed with the clock of the process playing it, so spreading games over
   ``--jobs`` processes shortens the wall time, not the figure). Also, for each bot and
   the one before it in the table: the deals only one of the two won.
2. ``python -m tulakit.tula stats`` on M deals (default 100,000) with the solver (mercy on
   and off) and the two plain policies (random, greedy), wall time on ``--jobs`` cores:
   once with this tree and once with the package as it was at ``--old-ref`` (default: the
   commit before the statistics were sped up), extracted with ``git archive``. The two
   tables must agree; the script says so.

Measured on 24 November 2026, seeds 0-9,999 on 2 idle cores (``--skip-stats``, 958 s):
old bot 2,565 wins (25.65%, 24.80-26.52%) in 0.055 s a game, new bot 2,528 (25.28%,
24.44-26.14%) in 0.135 s; 506 deals won by the new bot only, 543 by the old only. On
seeds 0-999 the new bot with exact values up to 7 tiles face down (``exact_limit=7,
inner_exact=5``, 0.91 s a game) won 267, exactly as many as with the defaults (9 deals
each way), so the endgame is not where the honest bots fall short of 30%.

Nor is the depth (``--deep``, 1 process beside other work, load 2): on seeds 0-999 the
old bot won 262 (0.052 s a game), the new 267 (0.132 s) and the deep one 267 (1.255 s),
49 deals won by the deep bot only and 49 by the new only; on seeds 1,000-1,999 266, 257
and 247 (1.174 s), 44 by the deep only, 54 by the new only. Over the 2,000 the deep bot
won 10 deals fewer: a paired difference of -0.5 points, 95% interval -1.9 to +0.9, where
30% would need about +4.

Earlier the same day (2 shared cores, load average 3-6 from other work):
seeds 20000-20299, old bot 83 wins (27.67%, 22.91-32.99%) in 0.054 s a game, new bot 77
(25.67%, 21.05-30.90%) in 0.135 s; on seeds 0-1,124 both won 294, each winning 57 deals
the other lost, so the new bot is no stronger. Statistics on 100,000 deals: old code
254 s wall, 166 s CPU (83 s a core); new 73 s wall, 49.5 s CPU (24.8 s a core); the
tables agree.

The machine is shared, so the load average is printed before and after each part: the
figures mean little without it. The statistics also give their CPU seconds (all worker
processes included) divided by the processes: the wall time they would take on an idle
machine with that many cores.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from itertools import pairwise
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tula_deep_search import DeepInfoSetBot  # noqa: E402
from tula_honest_bot import HonestBot  # noqa: E402

from tulakit.tula.bots import play_out  # noqa: E402
from tulakit.tula.game import TulaGame  # noqa: E402
from tulakit.tula.infoset import InfoSetBot  # noqa: E402
from tulakit.tula.moves import TulaMove  # noqa: E402
from tulakit.tula.stats import wilson_interval  # noqa: E402
from tulakit.tula.tiles import shuffled_deal  # noqa: E402

#: the last commit whose statistics ran the old way (open_mask uncached, two solves)
OLD_REF = "e57689b"
STATS_MEASURES = "perfect_mercy,perfect_no_mercy,random,greedy"

#: the bots part 1 can play: (name in the table, how it is made from a deal's seed)
BOTS: dict[str, tuple[str, Callable[[int], Callable[[TulaGame], TulaMove]]]] = {
    "old": ("old: HonestBot (one honest step)", lambda seed: HonestBot(seed=seed)),
    "new": ("new: InfoSetBot (nested + exact)", lambda seed: InfoSetBot(seed=seed)),
    "deep": (
        "deep: DeepInfoSetBot, two honest steps",
        lambda seed: DeepInfoSetBot(seed=seed, depth=2),
    ),
}

# per chunk and bot: (won seeds, CPU seconds)
Row = dict[str, tuple[list[int], float]]


def _load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f}, {five:.2f}, {fifteen:.2f} ({os.cpu_count()} cores)"


def _chunk(args: tuple[int, int, tuple[str, ...]]) -> Row:
    start, count, names = args
    row: Row = {name: ([], 0.0) for name in names}
    for seed in range(start, start + count):
        deal = shuffled_deal(seed)
        for name in names:
            won, spent = row[name]
            began = time.process_time()
            if play_out(TulaGame(deal), BOTS[name][1](seed)).is_won():
                won.append(seed)
            row[name] = (won, spent + time.process_time() - began)
    return row


def bots(first: int, n: int, jobs: int, names: tuple[str, ...] = ("old", "new")) -> None:
    """Part 1: the honest bots ``names`` (keys of :data:`BOTS`) on seeds ``first ..
    first + n - 1``."""
    size = 25
    tasks = [(s, min(size, first + n - s), names) for s in range(first, first + n, size)]
    print(f"honest bots on {n} deals (seeds {first}-{first + n - 1}), {jobs} processes")
    print(f"  before: {_load()}")
    wall = time.perf_counter()
    if jobs > 1:
        with multiprocessing.Pool(jobs) as pool:
            rows = list(pool.imap_unordered(_chunk, tasks))
    else:
        rows = [_chunk(t) for t in tasks]
    wall = time.perf_counter() - wall
    print(f"  after:  {_load()}; wall time {wall:.0f} s")
    won = {name: {s for r in rows for s in r[name][0]} for name in names}
    print(f"  {'bot':<34} {'wins':>13} {'share':>7}  95% interval     s/game")
    for name in names:
        spent = sum(r[name][1] for r in rows)
        lo, hi = wilson_interval(len(won[name]), n)
        wins = f"{len(won[name])} / {n}"
        print(
            f"  {BOTS[name][0]:<34} {wins:>13} {len(won[name]) / n:>7.2%}  "
            f"{lo:.2%} - {hi:.2%}  {spent / n:.3f}"
        )
    for before, name in pairwise(names):
        print(
            f"  deals won by {name} only: {len(won[name] - won[before])}, "
            f"by {before} only: {len(won[before] - won[name])}"
        )


def _stats_run(tree: Path, deals: int, jobs: int) -> tuple[float, float, str]:
    """Wall seconds, CPU seconds (all processes) and printed table of the statistics
    command run from ``tree``."""
    command = [
        sys.executable,
        "-m",
        "tulakit.tula",
        "stats",
        "--deals",
        str(deals),
        "--jobs",
        str(jobs),
        "--measures",
        STATS_MEASURES,
        "--no-progress",
    ]
    env = dict(os.environ, PYTHONPATH=str(tree))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, cwd=tree, env=env, capture_output=True, text=True, check=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return wall, cpu, done.stdout


def stats(deals: int, jobs: int, old_ref: str) -> None:
    """Part 2: the statistics command, this tree against the package at ``old_ref``."""
    print(f"statistics: {deals} deals, measures {STATS_MEASURES}, {jobs} processes")
    with tempfile.TemporaryDirectory() as tmp:
        archive = subprocess.run(
            ["git", "archive", old_ref, "tulakit"], cwd=ROOT, capture_output=True, check=True
        ).stdout
        subprocess.run(["tar", "-x", "-C", tmp], input=archive, check=True)
        tables = []
        for label, tree in ((f"old ({old_ref})", Path(tmp)), ("new (this tree)", ROOT)):
            print(f"  before: {_load()}")
            wall, cpu, table = _stats_run(tree, deals, jobs)
            # CPU seconds over the processes used: the wall time of an otherwise idle machine
            idle = cpu / max(1, jobs)
            print(
                f"  {label:<18} {wall:7.1f} s wall, {cpu:6.1f} s CPU "
                f"({idle:.1f} s a core of {jobs})   after: {_load()}"
            )
            tables.append(table)
    print("  the two tables agree" if tables[0] == tables[1] else "  THE TABLES DIFFER:")
    print("\n".join("  " + line for line in tables[1].splitlines()))
    if tables[0] != tables[1]:
        print("\n".join("  " + line for line in tables[0].splitlines()))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10_000, help="deals for the bots")
    parser.add_argument("--start", type=int, default=0, help="first seed for the bots")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--stats-deals", type=int, default=100_000)
    parser.add_argument("--old-ref", default=OLD_REF, help="git commit of the old statistics")
    parser.add_argument("--skip-bots", action="store_true")
    parser.add_argument("--skip-stats", action="store_true")
    parser.add_argument(
        "--deep", action="store_true", help="also the bot two honest steps deep (9x slower)"
    )
    args = parser.parse_args(argv)
    if not args.skip_bots:
        bots(
            args.start,
            args.deals,
            args.jobs,
            ("old", "new", "deep") if args.deep else ("old", "new"),
        )
    if not args.skip_stats:
        stats(args.stats_deals, args.jobs, args.old_ref)


if __name__ == "__main__":
    main()
