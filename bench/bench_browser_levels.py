"""Do the bots keep their strength in a browser? The same decisions in CPython and in the
browser's Python (Pyodide, run in Node: the same WebAssembly engine as Chromium's), side
by side in one run (issue 24). Prints figures; asserts nothing.

The levels' searches are bounded by work (Tulaga: positions searched, ``Level.nodes``;
the Chola planner: greedy turns played in its look-aheads, ``PLY_BUDGET``), and time is
only a guard for a very busy machine, ``tulakit.runtime.SLOWER`` times longer in a
browser. So a level plays the same moves in a browser as on a server, and so at the
strength its rating states, unless the guard cuts a search short. This plays each level's
decisions on the same positions in both Pythons and prints, per level:

- ``same``: the decisions where the browser chose the same move as CPython;
- ``cut``: the browser's decisions that the time guard cut short;
- ``cpython`` / ``browser``: median and worst seconds a decision took.

The positions come from seeded random games (``--positions`` per level), played from the
same seeds in both Pythons.

Usage (after ``make site``, which installs Pyodide's runtime from npm)::

    .venv/bin/python bench/bench_browser_levels.py
    .venv/bin/python bench/bench_browser_levels.py --positions 8 --levels club,master
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
NODE_MODULES = REPO / "staticsite" / "node_modules"
sys.path.insert(0, str(REPO))
from tulakit.tulaga.levels import LEVELS as TULAGA_LEVELS  # noqa: E402

#: the levels whose search a time guard could cut short: Tulaga's searching levels (from
#: the one table of levels) and the Chola planner
LEVELS = (*(level.key for level in TULAGA_LEVELS if level.nodes is not None), "chola-planner")

#: the decisions, as Python both interpreters run: ``decide(levels, positions)`` returns a
#: list of {level, move, seconds, cut} (this source is sent to Pyodide as it is)
DECIDE = r"""
import random, time

def _tulaga_positions(count, seed):
    from tulakit.tulaga import new_game
    out = []
    rng = random.Random(seed)
    while len(out) < count:
        game = new_game()
        for _ in range(rng.randrange(4, 30)):
            if game.is_over():
                break
            game.play(rng.choice(list(game.legal_moves())))
        if not game.is_over():
            out.append(game)
    return out

def _chola_positions(count, seed):
    from tulakit.chola import new_game
    from tulakit.chola.bots import GreedyBot
    out = []
    rng = random.Random(seed)
    while len(out) < count:
        game = new_game(players=2, seed=rng.randrange(10**6))
        bots = [GreedyBot(1), GreedyBot(2)]
        for _ in range(rng.randrange(2, 20)):
            if game.is_over():
                break
            game.play(bots[game.to_move].choose(game))
        if not game.is_over():
            out.append(game)
    return out

def decide(levels, count):
    from tulakit.tulaga.levels import level_bot
    from tulakit.chola.bots import make_bot
    rows = []
    for level in levels:
        games = _chola_positions(count, 7) if level == "chola-planner" else _tulaga_positions(count, 7)
        for index, game in enumerate(games):
            bot = make_bot("planner", seed=index) if level == "chola-planner" else level_bot(level, seed=index)
            start = time.perf_counter()
            move = bot.choose(game)
            seconds = time.perf_counter() - start
            if level == "chola-planner":
                cut = "no time" in bot.last_reason or seconds >= bot.seconds
            else:
                cut = bot.max_nodes is not None and bot.nodes <= bot.max_nodes and seconds >= bot.budget * 0.9
            rows.append({"level": level, "move": str(move), "seconds": seconds, "cut": bool(cut)})
    return rows
"""

NODE_DRIVER = """
import { loadPyodide } from "pyodide";
const [repo, source, levels, count] = process.argv.slice(2);
const pyodide = await loadPyodide();
pyodide.FS.mkdirTree("/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: repo }, "/repo");
pyodide.runPython("import sys; sys.path.insert(0, '/repo')");
pyodide.runPython(source);
pyodide.globals.set("LEVELS", pyodide.toPy(JSON.parse(levels)));
const out = pyodide.runPython(`import json; json.dumps(decide(LEVELS, ${count}))`);
console.log("ROWS " + out);
"""


def in_cpython(levels: Sequence[str], count: int) -> list[dict[str, Any]]:
    scope: dict[str, Any] = {}
    exec(DECIDE, scope)  # the bench's own source, as Pyodide runs it
    rows: list[dict[str, Any]] = scope["decide"](list(levels), count)
    return rows


def in_browser_python(levels: Sequence[str], count: int) -> list[dict[str, Any]]:
    if not (NODE_MODULES / "pyodide").exists():
        raise SystemExit("no Pyodide runtime: run make site first")
    with tempfile.NamedTemporaryFile("w", suffix=".mjs", dir=NODE_MODULES.parent) as driver:
        driver.write(NODE_DRIVER)
        driver.flush()
        done = subprocess.run(
            ["node", driver.name, str(REPO), DECIDE, json.dumps(list(levels)), str(count)],
            capture_output=True, text=True, check=True, cwd=NODE_MODULES.parent,
        )  # fmt: skip
    line = next(ln for ln in done.stdout.splitlines() if ln.startswith("ROWS "))
    rows: list[dict[str, Any]] = json.loads(line.removeprefix("ROWS "))
    return rows


def report(cpython: list[dict[str, Any]], browser: list[dict[str, Any]]) -> None:
    print(f"{'level':<15}{'same':>8}{'cut':>6}{'cpython median/worst s':>25}"
          f"{'browser median/worst s':>25}{'slower':>8}")  # fmt: skip
    for level in dict.fromkeys(row["level"] for row in cpython):
        ours = [r for r in cpython if r["level"] == level]
        theirs = [r for r in browser if r["level"] == level]
        same = sum(a["move"] == b["move"] for a, b in zip(ours, theirs, strict=True))
        cut = sum(r["cut"] for r in theirs)
        c = [r["seconds"] for r in ours]
        b = [r["seconds"] for r in theirs]
        ratio = sum(b) / sum(c) if sum(c) else float("nan")
        print(f"{level:<15}{same:>5}/{len(ours):<2}{cut:>6}"
              f"{statistics.median(c):>16.2f} / {max(c):5.2f}"
              f"{statistics.median(b):>16.2f} / {max(b):5.2f}{ratio:>8.1f}")  # fmt: skip


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=5, help="decisions per level")
    parser.add_argument("--levels", default=",".join(LEVELS))
    args = parser.parse_args(argv)
    levels = [name.strip() for name in args.levels.split(",") if name.strip()]
    cpython = in_cpython(levels, args.positions)
    print(f"CPython: {len(cpython)} decisions", flush=True)
    browser = in_browser_python(levels, args.positions)
    print(f"Pyodide: {len(browser)} decisions", flush=True)
    report(cpython, browser)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
