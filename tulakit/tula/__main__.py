"""Command line: ``python -m tulakit.tula {stats,solve,winnable} ...``.

>>> main(["solve", "--seed", "2"])  # doctest: +ELLIPSIS
seed 2: winnable (...)
R23 T23 ...
0
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from tulakit.tula.tiles import shuffled_deal


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m tulakit.tula",
        description="Tula, a piecepack solitaire: statistics, solver and winnable deals.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    stats = sub.add_parser(
        "stats",
        help="share of deals won by perfect play and by the bots",
        description="Play N seeded deals and print how often each measure wins, "
        "with 95% Wilson intervals.",
    )
    stats.add_argument("--deals", type=int, default=1000, help="number of deals (default 1000)")
    stats.add_argument("--start-seed", type=int, default=0, help="first seed (default 0)")
    stats.add_argument(
        "--jobs", type=int, default=None, help="worker processes (default: all cores for N >= 200)"
    )
    stats.add_argument(
        "--measures",
        default=None,
        help="comma-separated subset of perfect_mercy,perfect_no_mercy,random,greedy,bot",
    )
    stats.add_argument("--no-progress", action="store_true", help="hide the progress bar")
    solve = sub.add_parser("solve", help="solve a seeded deal exactly (perfect information)")
    solve.add_argument("--seed", type=int, required=True)
    solve.add_argument("--no-mercy", action="store_true", help="play without mercy (TULA-7)")
    winnable = sub.add_parser("winnable", help="the first winnable deal a seed gives")
    winnable.add_argument("--seed", type=int, required=True)
    winnable.add_argument("--no-mercy", action="store_true", help="play without mercy (TULA-7)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = _parser().parse_args(argv)
    if args.command == "stats":
        from tulakit.tula.stats import ALL_MEASURES, collect, default_jobs

        measures = ALL_MEASURES if args.measures is None else tuple(args.measures.split(","))
        jobs = args.jobs if args.jobs is not None else default_jobs(args.deals)
        try:
            stats = collect(
                args.deals,
                start_seed=args.start_seed,
                jobs=jobs,
                progress=not args.no_progress,
                measures=measures,
            )
        except ValueError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        print(f"{args.deals} deals from seed {args.start_seed}")
        print(stats.table())
        return 0
    from tulakit.tula.solver import solve, winnable_deal

    mercy = not args.no_mercy
    if args.command == "solve":
        deal = shuffled_deal(args.seed)
        sol = solve(deal, mercy=mercy)
        verdict = "winnable" if sol.winnable else "not winnable"
        print(f"seed {args.seed}: {verdict} ({sol.nodes} states searched)")
        print(" ".join(str(m) for m in sol.moves) if sol.winnable else "no winning line")
        return 0
    deal = winnable_deal(args.seed, mercy=mercy)
    sol = solve(deal, mercy=mercy)
    print(f"seed {args.seed}: first winnable deal (by position 0-23)")
    print(" ".join(deal))
    print(" ".join(str(m) for m in sol.moves))
    return 0


if __name__ == "__main__":
    sys.exit(main())
