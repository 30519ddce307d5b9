"""Page-load time without the check cells, before and after (issue 15). Prints figures;
asserts nothing.

Voila runs every code cell of a page for every visitor, so the check cells the teaching
notebooks used to hold were part of each page load. This measures, for each teaching and
play notebook, the time a fresh kernel takes to run it top to bottom, side by side:

- ``before``: the notebook as of commit ``c0a7cfc`` (``git show``), the last one with the
  check cells;
- ``after``: the notebook as it is in ``notebooks/`` now.

Both are written into sibling temporary folders and run there with nbclient (what Voila
runs them with), in the same interpreter, against the same installed ``tulakit``, with no
``QUERY_STRING`` (each page's default game). Runs alternate between the two versions
(``before`` first on even runs, ``after`` first on odd ones) so that a busy moment of the
machine hurts neither side alone. Per notebook and version: the median of ``--runs`` runs
of the whole (a kernel started, then every cell run: the server's part of a page load for
a visitor without a preheated kernel; the browser's part is not counted) and of the cells
alone (the kernel's start left out).

Usage::

    .venv/bin/python bench/bench_pages.py                    # 3 runs each, every page
    .venv/bin/python bench/bench_pages.py --runs 5 --notebooks tula,chola-play
    .venv/bin/python bench/bench_pages.py --json pages.json  # the figures as JSON too
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

import nbformat
from nbclient import NotebookClient

REPO = Path(__file__).resolve().parents[1]
#: the last commit whose notebooks held the check cells
BASELINE = "c0a7cfc"
#: the teaching notebooks, then the play pages
PAGES = (
    "tula",
    "tulaga",
    "chola-basic",
    "chola-expert",
    "chola-solo",
    "tula-play",
    "tulaga-play",
    "chola-play",
    "chola-expert-play",
)
VERSIONS = ("before", "after")


@dataclass
class Timing:
    """One notebook in one version: its code cells and the seconds of each run."""

    code_cells: int
    total: list[float] = field(default_factory=list)
    cells: list[float] = field(default_factory=list)


def baseline_text(name: str) -> str:
    """The notebook ``name`` (without ``.ipynb``) as of :data:`BASELINE`."""
    return subprocess.run(
        ["git", "show", f"{BASELINE}:notebooks/{name}.ipynb"],
        cwd=REPO,
        check=True,
        capture_output=True,
        text=True,
    ).stdout


def run_once(path: Path) -> tuple[float, float]:
    """Run the notebook at ``path`` in a fresh kernel: (seconds in all, seconds of cells)."""
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(
        nb,
        timeout=600,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
    )
    start = time.perf_counter()
    with client.setup_kernel():
        ready = time.perf_counter()
        for index, cell in enumerate(nb.cells):
            client.execute_cell(cell, index)
        done = time.perf_counter()
    return done - start, done - ready


def code_cells(path: Path) -> int:
    nb = nbformat.read(path, as_version=4)
    return sum(1 for cell in nb.cells if cell.cell_type == "code")


def measure(names: list[str], runs: int, folder: Path) -> dict[str, dict[str, Timing]]:
    paths: dict[str, dict[str, Path]] = {}
    for name in names:
        paths[name] = {}
        for version in VERSIONS:
            where = folder / version / f"{name}.ipynb"
            where.parent.mkdir(parents=True, exist_ok=True)
            if version == "before":
                where.write_text(baseline_text(name), encoding="utf-8")
            else:
                where.write_bytes((REPO / "notebooks" / f"{name}.ipynb").read_bytes())
            paths[name][version] = where
    timings = {name: {v: Timing(code_cells(p)) for v, p in paths[name].items()} for name in names}
    for run in range(runs):
        for name in names:
            order = VERSIONS if run % 2 == 0 else VERSIONS[::-1]
            for version in order:
                total, cells = run_once(paths[name][version])
                timings[name][version].total.append(total)
                timings[name][version].cells.append(cells)
                print(
                    f"   run {run + 1}/{runs} {name:18s} {version:6s} "
                    f"{total:6.2f} s ({cells:6.2f} s of cells)",
                    flush=True,
                )
    return timings


def table(timings: dict[str, dict[str, Timing]], runs: int) -> str:
    rows = [
        f"Fresh kernel, every cell run top to bottom: median of {runs} runs "
        "(cells alone in brackets)",
        f"{'notebook':18s} {'code cells':>11s} {'before':>16s} {'after':>16s} {'saved':>15s}",
    ]
    for name, versions in timings.items():
        b, a = versions["before"], versions["after"]
        bt, at = statistics.median(b.total), statistics.median(a.total)
        bc, ac = statistics.median(b.cells), statistics.median(a.cells)
        saved = bt - at
        share = saved / bt * 100 if bt else 0.0
        rows.append(
            f"{name:18s} {b.code_cells:>5d} -> {a.code_cells:<3d} "
            f"{bt:6.2f} s ({bc:5.2f}) {at:6.2f} s ({ac:5.2f}) "
            f"{saved:6.2f} s ({share:3.0f}%)"
        )
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="runs of each version (3)")
    parser.add_argument(
        "--notebooks",
        default=",".join(PAGES),
        help="names without .ipynb, comma-separated (every teaching and play page)",
    )
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    args = parser.parse_args(argv)
    names = [n.strip() for n in args.notebooks.split(",") if n.strip()]
    unknown = [n for n in names if not (REPO / "notebooks" / f"{n}.ipynb").is_file()]
    if unknown:
        parser.error(f"no such notebook in notebooks/: {', '.join(unknown)}")
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    # each page's default game, as a visitor without a query string gets it
    for key in [k for k in os.environ if k == "QUERY_STRING" or k.startswith("VOILA_")]:
        del os.environ[key]
    print(f"bench_pages: {', '.join(names)}; {args.runs} runs; python {sys.version.split()[0]}")
    with tempfile.TemporaryDirectory(prefix="bench-pages-") as folder:
        timings = measure(names, args.runs, Path(folder))
    print(table(timings, args.runs))
    if args.json:
        args.json.write_text(
            json.dumps({n: {v: asdict(t) for v, t in vs.items()} for n, vs in timings.items()})
        )


if __name__ == "__main__":
    main()
