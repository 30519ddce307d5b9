"""Page-load time without the check cells, before and after (issue 15). Prints figures;
asserts nothing.

Voila runs every code cell of a page for every visitor, so the check cells the teaching
notebooks used to hold were part of each page load. This measures, for each teaching and
play notebook, a fresh kernel running it top to bottom, side by side:

- ``before``: the notebook as of commit ``c0a7cfc`` (``git show``), the last one with the
  check cells;
- ``after``: the notebook as it is in ``notebooks/`` now.

Both are written into sibling temporary folders and run there with nbclient (what Voila
runs them with), in the same interpreter, against the same installed ``tulakit``, with no
``QUERY_STRING`` (each page's default game). Runs alternate between the two versions
(``before`` first on even runs, ``after`` first on odd ones) so that a busy moment of the
machine hurts neither side alone. Per notebook and version, the median of ``--runs`` runs
of:

- ``wall``: seconds from the kernel's start to the last cell's end (the server's part of a
  page load for a visitor without a preheated kernel; the browser's part is not counted);
- ``cpu``: the kernel process's CPU seconds over its cells (user + system, from
  ``/proc``, all its threads, bots included): the work a page load asks of the server,
  which other jobs on the machine do not inflate as they do the wall time.

The old check cells assert the words of their day, and some of those words have changed
since (a status line, a report), so in ``before`` each ``assert`` runs as a plain
expression: every call a check makes is still made, but a stale expected string no longer
stops its cell half-way. A cell that still raises is counted in the table.

Usage::

    .venv/bin/python bench/bench_pages.py                    # 3 runs each, every page
    .venv/bin/python bench/bench_pages.py --runs 5 --notebooks tula,chola-play
    .venv/bin/python bench/bench_pages.py --json pages.json  # the figures as JSON too
"""

from __future__ import annotations

import argparse
import ast
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
from jupyter_client.provisioning.local_provisioner import LocalProvisioner
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
TICKS = os.sysconf("SC_CLK_TCK")


@dataclass
class Timing:
    """One notebook in one version: its code cells and the figures of each run."""

    code_cells: int
    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    failed: int = 0


def baseline_text(name: str) -> str:
    """The notebook ``name`` (without ``.ipynb``) as of :data:`BASELINE`."""
    return subprocess.run(
        ["git", "show", f"{BASELINE}:notebooks/{name}.ipynb"],
        cwd=REPO,
        check=True,
        capture_output=True,
        text=True,
    ).stdout


class _Unasserted(ast.NodeTransformer):
    def visit_Assert(self, node: ast.Assert) -> ast.Expr:
        return ast.copy_location(ast.Expr(node.test), node)


def without_verdicts(text: str) -> str:
    """The notebook JSON ``text`` with each ``assert`` of its code run as a plain expression.

    >>> cell = {"cell_type": "code", "source": "assert 1 + 1 == 3, 'why'", "metadata": {}}
    >>> nb = json.dumps({"cells": [cell], "metadata": {}, "nbformat": 4, "nbformat_minor": 5})
    >>> json.loads(without_verdicts(nb))["cells"][0]["source"]
    '1 + 1 == 3'
    """
    nb = json.loads(text)
    for cell in nb["cells"]:
        source = "".join(cell["source"])
        if cell["cell_type"] == "code" and "assert" in source:
            tree = _Unasserted().visit(ast.parse(source))
            cell["source"] = ast.unparse(ast.fix_missing_locations(tree))
    return json.dumps(nb)


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of process ``pid`` so far, all its threads."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS  # utime, stime (fields 14, 15)


def run_once(path: Path, allow_errors: bool = False) -> tuple[float, float, int]:
    """Run the notebook at ``path`` in a fresh kernel: (wall seconds from the kernel's
    start, the kernel's CPU seconds over the cells, cells that raised). Unless
    ``allow_errors``, a cell that raises stops the run."""
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(
        nb,
        timeout=600,
        kernel_name="python3",
        allow_errors=allow_errors,
        resources={"metadata": {"path": str(path.parent)}},
    )
    start = time.perf_counter()
    with client.setup_kernel():
        assert client.km is not None
        assert isinstance(client.km.provisioner, LocalProvisioner)
        pid = client.km.provisioner.pid  # the local kernel process
        assert pid is not None
        ready = cpu_seconds(pid)
        for index, cell in enumerate(nb.cells):
            client.execute_cell(cell, index)
        wall = time.perf_counter() - start
        cpu = cpu_seconds(pid) - ready
    failed = sum(
        1
        for cell in nb.cells
        if cell.cell_type == "code" and any(o.output_type == "error" for o in cell.outputs)
    )
    return wall, cpu, failed


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
                where.write_text(without_verdicts(baseline_text(name)), encoding="utf-8")
            else:
                where.write_bytes((REPO / "notebooks" / f"{name}.ipynb").read_bytes())
            paths[name][version] = where
    timings = {name: {v: Timing(code_cells(p)) for v, p in paths[name].items()} for name in names}
    # one run left uncounted: the first kernel of a session reads the libraries from disk
    run_once(paths[names[0]]["after"])
    for run in range(runs):
        for name in names:
            order = VERSIONS if run % 2 == 0 else VERSIONS[::-1]
            for version in order:
                # a cell of the old checks may still raise (see the docstring)
                wall, cpu, failed = run_once(paths[name][version], version == "before")
                timing = timings[name][version]
                timing.wall.append(wall)
                timing.cpu.append(cpu)
                timing.failed = max(timing.failed, failed)
                print(
                    f"   run {run + 1}/{runs} {name:18s} {version:6s} "
                    f"wall {wall:6.2f} s, kernel CPU {cpu:6.2f} s"
                    + (f", {failed} cells failed" if failed else ""),
                    flush=True,
                )
    return timings


def table(timings: dict[str, dict[str, Timing]], runs: int) -> str:
    rows = [
        f"A fresh kernel runs each page top to bottom: medians of {runs} runs; wall from the "
        "kernel's start, kernel CPU over the cells",
        f"{'notebook':18s} {'code cells':>11s}   {'before: wall, CPU':>19s}   "
        f"{'after: wall, CPU':>19s}   {'CPU saved':>15s}",
    ]
    for name, versions in timings.items():
        b, a = versions["before"], versions["after"]
        bw, aw = statistics.median(b.wall), statistics.median(a.wall)
        bc, ac = statistics.median(b.cpu), statistics.median(a.cpu)
        share = (bc - ac) / bc * 100 if bc else 0.0
        rows.append(
            f"{name:18s} {b.code_cells:>5d} -> {a.code_cells:<3d}   "
            f"{bw:6.2f} s, {bc:6.2f} s   {aw:6.2f} s, {ac:6.2f} s   "
            f"{bc - ac:6.2f} s ({share:3.0f}%)"
            + (f"   {b.failed} old check cells failed" if b.failed else "")
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
    print(
        f"bench_pages: {', '.join(names)}; {args.runs} runs; python {sys.version.split()[0]}; "
        f"load average {os.getloadavg()[0]:.1f}"
    )
    with tempfile.TemporaryDirectory(prefix="bench-pages-") as folder:
        timings = measure(names, args.runs, Path(folder))
    print(table(timings, args.runs))
    # other work on the machine slows the wall time of both sides; the load says how busy
    print(
        "load average at the end (1, 5, 15 min): " + ", ".join(f"{x:.1f}" for x in os.getloadavg())
    )
    if args.json:
        args.json.write_text(
            json.dumps({n: {v: asdict(t) for v, t in vs.items()} for n, vs in timings.items()})
        )


if __name__ == "__main__":
    main()
