"""Many visitors at once: Voila serving the Tula quick-play page to 1, 5, 10, 20 pages.

For each page count a fresh Voila (the repository's ``.venv``, 127.0.0.1 only) serves
``notebooks/``; one headless Debian Chromium opens that many pages at once
(``tula-play.ipynb?seed=N``, each in its own browser context like separate visitors),
waits until every board is painted, then every page plays a few clicks at the same time,
a think time apart (by default about 2 s, as a person reading the status and choosing a
tile; ``--think 0.3`` is a stress test: 20 such pages ask more of two cores than they have,
and every figure then measures the queue). The same is done with a trivial notebook (one canvas, one label, a square drawn where
you click) written to a temporary folder, so the figures can be compared with what
Voila and ipycanvas cost by themselves.

Printed per notebook and page count: time from ``page.goto`` to painted board (median,
max), click-to-status-change latency (median, 95th percentile; timed inside the page
from the mousedown event to the status element's DOM change), kernel memory (RSS of
each kernel process, and their PSS total, which does not count shared pages twice),
and the server's RSS; then the CPU time each part (kernels, Voila server, Chromium, this
script with its Playwright driver) used per click while the pages clicked. Last, the
ratio of tulakit's median click latency to the trivial notebook's (the goal: at most 1.5).

Usage::

    .venv/bin/python bench/bench_load.py                  # --pages 1,5,10,20 --clicks 5 --think 2
    .venv/bin/python bench/bench_load.py --pages 20 --think 0.3   # clicks as fast as a bot

Every request that is not to 127.0.0.1 is aborted; every wait has a time limit; each
Voila is stopped (SIGTERM to its process group) when its round ends.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.util
import json
import random
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from statistics import median

import psutil

from tulakit.tula.svg import HEIGHT, STACK_TILE, STACK_X, STACK_Y, WIDTH
from tulakit.widgets import TulaBoard

REPO = Path(__file__).resolve().parents[1]


def _browser_helpers():
    """The browser tests' conftest (Voila start-up, Chromium flags, the paint check)."""
    path = REPO / "tests" / "browser" / "conftest.py"
    spec = importlib.util.spec_from_file_location("tulakit_tests_browser_conftest", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


HELPERS = _browser_helpers()
LOAD_TIMEOUT_MS = 240_000  # 20 pages on two cores took well under a minute; be generous
CLICK_TIMEOUT_MS = 30_000

#: The comparison notebook: one canvas of the Tula board's size and one label. It draws
#: only once a browser view is ready and from the click handler, like the boards do.
TRIVIAL_SOURCE = f"""\
from ipycanvas import Canvas, hold_canvas
from ipywidgets import Label, Layout, VBox

canvas = Canvas(width={WIDTH}, height={HEIGHT}, layout=Layout(width="{WIDTH}px", height="{HEIGHT}px"))
canvas.add_class("board")
label = Label("Click the canvas.")
label.add_class("status")
clicks = 0


def draw(x=None, y=None):
    with hold_canvas(canvas):
        canvas.fill_style = "#EDE7DA"
        canvas.fill_rect(0, 0, {WIDTH}, {HEIGHT})
        if x is not None:
            canvas.fill_style = "#56B4E9"
            canvas.fill_rect(x - 10, y - 10, 20, 20)


def on_down(x, y):
    global clicks
    clicks += 1
    label.value = f"Click {{clicks}} at ({{x:.0f}}, {{y:.0f}})."
    draw(x, y)


canvas.on_client_ready(draw)
canvas.on_mouse_down(on_down)
VBox([canvas, label])
"""

#: Times every click in the page: mousedown on the board to the status text changing,
#: reported through ``window.__clickDone`` (a Playwright binding). Nothing polls, so
#: measuring adds almost no work to a busy machine; ``textContent`` is read, not
#: ``innerText``, which would force a layout on every change.
CLICK_TIMER = """() => {
    const status = document.querySelector('.status');
    const board = document.querySelector('canvas.board');
    let down = null, before = null;
    board.addEventListener('mousedown', () => {
        down = performance.now();
        before = status.textContent;
    }, {capture: true});
    new MutationObserver(() => {
        if (down !== null && status.textContent !== before) {
            const latency = performance.now() - down;
            down = null;
            window.__clickDone(latency);
        }
    }).observe(status, {subtree: true, childList: true, characterData: true});
}"""


@dataclass
class Round:
    """What one notebook and page count gave."""

    notebook: str
    pages: int
    painted_s: list[float] = field(default_factory=list)
    click_ms: list[float] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    kernel_rss_mb: list[float] = field(default_factory=list)
    kernel_pss_mb: float = 0.0
    server_rss_mb: float = 0.0
    seconds: float = 0.0
    #: CPU seconds used while the pages clicked, by kernels, server, browser, this script
    click_cpu_s: dict[str, float] = field(default_factory=dict)


def percentile(values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile (``q`` in 0..100) of a non-empty sequence.

    >>> percentile([5, 1, 4, 2, 3], 95), percentile([5, 1, 4, 2, 3], 50)
    (5, 3)
    """
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * q // 100))  # ceiling without floats
    return ordered[int(rank) - 1]


class TulaClicks:
    """Chooses where to click on ``tula-play.ipynb?seed=N`` and knows the status will change.

    A board with the page's options (quick play: auto-reveal and mercy on) mirrors the
    page, so legal moves are played; when there is none, clicks alternate between the
    empty background and the stack, whose messages differ.
    """

    def __init__(self, seed: int) -> None:
        self.board = TulaBoard(seed=seed, auto_reveal=True, mercy=True)
        self.flip = False

    def next_point(self) -> tuple[float, float]:
        before = self.board.status
        for move in self.board.game.legal_moves():
            point = self.board.scene.visible_point(move.position)
            if point is not None:
                self.board.click(*point)
                if self.board.status != before:
                    return point
        self.flip = not self.flip
        point = (STACK_X + STACK_TILE / 2, STACK_Y + STACK_TILE / 2) if self.flip else (3.0, 3.0)
        self.board.click(*point)
        return point


class TrivialClicks:
    """Clicks somewhere on the trivial canvas; its label changes on every click."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def next_point(self) -> tuple[float, float]:
        return (self.rng.uniform(20, WIDTH - 20), self.rng.uniform(20, HEIGHT - 20))


async def _only_local(route) -> None:
    host = route.request.url.split("/")[2].split(":")[0]
    await (route.continue_() if host == "127.0.0.1" else route.abort())


async def _load(browser, url: str, result: Round):
    """Open ``url`` in a new context and wait for the painted board; the page or None."""
    context = await browser.new_context(viewport={"width": 1100, "height": 900})
    await context.route("**/*", _only_local)
    page = await context.new_page()
    started = time.perf_counter()
    try:
        await page.goto(url, timeout=LOAD_TIMEOUT_MS)
        await page.wait_for_function(
            HELPERS.CANVAS_PAINTED, arg="canvas.board", polling=50, timeout=LOAD_TIMEOUT_MS
        )
    except Exception as exc:  # a page that never paints is reported, the others go on
        result.failures.append(f"load {url}: {type(exc).__name__}: {str(exc)[:120]}")
        await context.close()
        return None
    result.painted_s.append(time.perf_counter() - started)
    return page


async def _play(page, clicker: TulaClicks | TrivialClicks, result: Round, args) -> None:
    """Click a think time apart, timing each click in the page: ``args.clicks`` times, or
    more when there are few pages, so that every round times at least
    ``args.round_clicks`` clicks (a median of five is mostly noise)."""
    box = await page.locator("canvas.board").bounding_box()
    pause = random.Random(page.url)
    latencies: asyncio.Queue[float] = asyncio.Queue()
    await page.expose_function("__clickDone", latencies.put_nowait)
    await page.evaluate(CLICK_TIMER)
    for _ in range(max(args.clicks, -(-args.round_clicks // result.pages))):
        await asyncio.sleep(args.think * pause.uniform(0.5, 1.5))
        x, y = clicker.next_point()
        await page.mouse.click(box["x"] + x, box["y"] + y)
        try:
            latency = await asyncio.wait_for(latencies.get(), CLICK_TIMEOUT_MS / 1000)
            result.click_ms.append(latency)
        except asyncio.TimeoutError:
            result.failures.append(f"click {page.url}: no status change")


def _voila_process(url: str) -> psutil.Process:
    port = url.rsplit(":", 1)[1]
    for proc in psutil.process_iter(["cmdline"]):
        cmdline = proc.info["cmdline"] or []
        if f"--port={port}" in cmdline and "voila" in cmdline:
            return proc
    raise RuntimeError(f"no voila process for {url}")


def _cpu_by_part(url: str) -> dict[str, float]:
    """CPU seconds so far of the kernels, the Voila server, Chromium and this benchmark
    (with its Playwright driver): where a click's work goes."""
    server = _voila_process(url)
    parts = {"kernels": 0.0, "server": 0.0, "browser": 0.0, "bench": 0.0}
    me = psutil.Process()
    bench = {me.pid} | {c.pid for c in me.children(recursive=True)}
    kernels = {c.pid for c in server.children(recursive=True)}
    for proc in psutil.process_iter(["name"]):
        try:
            times = proc.cpu_times()
            used = times.user + times.system
            if proc.pid == server.pid:
                parts["server"] += used
            elif proc.pid in kernels:
                parts["kernels"] += used
            elif "chrom" in (proc.info["name"] or ""):
                parts["browser"] += used
            elif proc.pid in bench:
                parts["bench"] += used
        except psutil.NoSuchProcess:
            continue
    return parts


def _measure_memory(url: str, result: Round) -> None:
    server = _voila_process(url)
    result.server_rss_mb = server.memory_info().rss / 2**20
    for child in server.children(recursive=True):
        try:
            if any("ipykernel" in part for part in child.cmdline()):
                info = child.memory_full_info()
                result.kernel_rss_mb.append(info.rss / 2**20)
                result.kernel_pss_mb += info.pss / 2**20
        except psutil.NoSuchProcess:
            continue


async def _round(browser, notebooks: Path, page_name: str, label: str, pages: int, args) -> Round:
    result = Round(label, pages)
    started = time.perf_counter()
    # A fresh server per round: kernels of closed tabs are only culled after 10 minutes.
    with (
        tempfile.TemporaryDirectory(prefix="bench-load-home-") as home,
        HELPERS.serve_voila(notebooks, Path(home), extra_args=args.voila_arg) as base,
    ):
        urls, clickers = [], []
        for seed in range(pages):
            if label == "tulakit":
                urls.append(f"{base}/voila/render/{page_name}?seed={seed}")
                clickers.append(TulaClicks(seed))
            else:
                urls.append(f"{base}/voila/render/{page_name}?visitor={seed}")
                clickers.append(TrivialClicks(seed))
        # All visitors arrive at once; once every board is painted, all click at once.
        loaded = await asyncio.gather(*(_load(browser, url, result) for url in urls))
        pages_open = [(pg, c) for pg, c in zip(loaded, clickers, strict=True) if pg is not None]
        try:
            cpu_before = _cpu_by_part(base)
            await asyncio.gather(*(_play(pg, c, result, args) for pg, c in pages_open))
            cpu_after = _cpu_by_part(base)
            result.click_cpu_s = {k: cpu_after[k] - cpu_before[k] for k in cpu_after}
            _measure_memory(base, result)  # while every visitor is still on the page
        finally:
            for pg, _ in pages_open:
                await pg.context.close()
    result.seconds = time.perf_counter() - started
    return result


def _row(r: Round) -> str:
    painted = (
        f"{median(r.painted_s):6.2f} {max(r.painted_s):6.2f}" if r.painted_s else "     -      -"
    )
    clicks = (
        f"{median(r.click_ms):6.0f} {percentile(r.click_ms, 95):6.0f} {len(r.click_ms):4d}"
        if r.click_ms
        else "     -      -    0"
    )
    rss = r.kernel_rss_mb
    kernels = (
        f"{len(rss):3d} {sum(rss) / len(rss):6.0f} {max(rss):6.0f} {r.kernel_pss_mb:7.0f}"
        if rss
        else "  0      -      -       -"
    )
    return (
        f"{r.notebook:8s} {r.pages:5d} | {painted} | {clicks} | {kernels} | "
        f"{r.server_rss_mb:6.0f} | {r.seconds:5.0f}"
    )


async def _main(args) -> int:
    from playwright.async_api import async_playwright

    page_counts = [int(n) for n in args.pages.split(",") if n.strip()]
    results: list[Round] = []
    with tempfile.TemporaryDirectory(prefix="bench-load-trivial-") as trivial_dir:
        trivial = Path(trivial_dir)
        (trivial / "trivial.ipynb").write_text(json.dumps(_notebook(TRIVIAL_SOURCE)))
        async with async_playwright() as pw:
            browser = await pw.chromium.launch(
                executable_path=HELPERS.CHROMIUM, args=HELPERS.CHROMIUM_FLAGS
            )
            try:
                for pages in page_counts:
                    for label, folder, name in (
                        ("tulakit", REPO / "notebooks", "tula-play.ipynb"),
                        ("trivial", trivial, "trivial.ipynb"),
                    ):
                        result = await _round(browser, folder, name, label, pages, args)
                        results.append(result)
                        print(
                            f"  done: {label}, {pages} page(s) in {result.seconds:.0f} s",
                            flush=True,
                        )
            finally:
                await browser.close()

    print()
    print(
        f"clicks per page: {args.clicks} (at least {args.round_clicks} a round), "
        f"think time about {args.think} s"
    )
    print(f"extra Voila options: {' '.join(args.voila_arg) or 'none'}")
    print(
        "notebook pages | painted s     | click ms          | kernels  RSS MB       PSS MB  | server | round\n"
        "               |  median    max| median    p95    n|   n   mean    max   total | RSS MB |     s"
    )
    for r in results:
        print(_row(r))
    print()
    print("CPU ms per click while the pages clicked (all clicks of a round):")
    print("notebook pages | kernels  server  browser  bench | total")
    for r in results:
        if r.click_ms and r.click_cpu_s:
            per = {k: v / len(r.click_ms) * 1e3 for k, v in r.click_cpu_s.items()}
            print(
                f"{r.notebook:8s} {r.pages:5d} | {per['kernels']:7.1f} {per['server']:7.1f} "
                f"{per['browser']:8.1f} {per['bench']:6.1f} | {sum(per.values()):5.1f}"
            )
    print()
    print("click latency ratio, tulakit / trivial (median; goal at most 1.5):")
    by_key = {(r.notebook, r.pages): r for r in results}
    for pages in page_counts:
        ours, base = by_key[("tulakit", pages)], by_key[("trivial", pages)]
        if ours.click_ms and base.click_ms:
            ratio = median(ours.click_ms) / median(base.click_ms)
            p95 = percentile(ours.click_ms, 95) / percentile(base.click_ms, 95)
            print(f"  {pages:3d} page(s): {ratio:4.2f} (p95 {p95:4.2f})")
    failures = [f for r in results for f in r.failures]
    for failure in failures:
        print("FAILED", failure)
    return 1 if failures else 0


def _notebook(source: str) -> dict:
    return {
        "cells": [
            {
                "cell_type": "code",
                "execution_count": None,
                "id": "trivial",
                "metadata": {},
                "outputs": [],
                "source": source,
            }
        ],
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pages", default="1,5,10,20", help="page counts, comma separated")
    parser.add_argument("--clicks", type=int, default=5, help="clicks per page")
    parser.add_argument(
        "--round-clicks", type=int, default=25, help="at least this many clicks per round"
    )
    parser.add_argument(
        "--think",
        type=float,
        default=2.0,
        help="seconds between a page's clicks, on average (2: a person choosing a tile; "
        "0.3: a stress test that asks more than two cores can give with 20 pages)",
    )
    parser.add_argument(
        "--voila-arg",
        action="append",
        default=[],
        help="extra Voila option, e.g. --voila-arg=--VoilaExecutor.iopub_timeout=60 (repeatable)",
    )
    args = parser.parse_args(argv)
    if not Path(HELPERS.CHROMIUM).exists():
        print(f"{HELPERS.CHROMIUM} is missing (apt-get install chromium)", file=sys.stderr)
        return 2
    return asyncio.run(_main(args))


if __name__ == "__main__":
    sys.exit(main())
