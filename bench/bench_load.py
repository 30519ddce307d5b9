"""A class at once: Voila serving tulakit's pages to 1, 10, 20 and 30 visitors arriving together.

For each page count and each page a fresh Voila (the repository's ``.venv``, 127.0.0.1
only, the browser tests' settings, i.e. ``make serve``'s, plus any ``--voila-arg``) serves
the page; one headless Debian Chromium opens that many copies at once, each in its own
browser context like separate visitors. The pages:

- ``play``: the Tula quick-play page, ``tula-play.ipynb?seed=N`` (board ``.tula-board``);
- ``tutorial``: the Tula tutorial, ``tula.ipynb``; its first board is the reveal exercise
  (``.tula-reveal-exercise``), the board of a "painted" tutorial;
- ``trivial``: the baseline, a heading and one ipycanvas canvas with one label, written to
  a temporary folder (a square is drawn where you click): what Voila, ipywidgets and
  the browser cost by themselves.

Measured per page, inside the page from its navigation start (``performance.now()``):
the first readable text (the page's first heading shown in the window), the painted board (its
picture and hit regions drawn: ``tests/browser/access.py``'s ``wait_drawn``; for the
trivial page, its canvas painted). Then every page clicks at a person's pace (a think time
of about 2 s apart), at points where the status line must change: on a tulakit board a
region's ``scene.visible_point(key)`` (a board mirrored in this process with the same
options plays every click first, so that the click chosen is one that changes the status),
scaled from scene units to the picture's width on the page. Each click is timed inside
the page, from the pointer press to the status line's change. While the visitors are
still on their pages, each visitor's kernel (found by the kernel id in the page) is
measured (RSS, and PSS, which does not count shared pages twice), and the server's RSS.
Last every tab is closed as a person closes it (its ``beforeunload`` runs, which asks
Voila to shut the kernel down) and the visitors' kernels still running ``--linger``
seconds later are counted.

CPU seconds are split by part (the visitors' kernels and any pool, the Voila server,
Chromium, this script with its Playwright driver, and everything else on the machine)
for the arrival and for the clicks: the browser pages run on the same cores as the
server here, which a real class (browsers on their own devices) does not.

Usage::

    .venv/bin/python bench/bench_load.py                      # --pages 1,10,20,30
    .venv/bin/python bench/bench_load.py --pages 1,10 --notebooks play,trivial
    .venv/bin/python bench/bench_load.py --pool pages --json out.json  # a kernel per visitor ready
    .venv/bin/python bench/bench_load.py --pool 0      # no preheated kernels

Requests to other hosts than 127.0.0.1 fail in the browser (its host resolver knows no
other); every wait has a time limit; each Voila is stopped (SIGTERM to its process group)
when its round ends.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.util
import json
import os
import random
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from statistics import median
from typing import Any

import psutil

REPO = Path(__file__).resolve().parents[1]
# the mirrored boards read the page's query string as the page does
os.environ.pop("QUERY_STRING", None)


def _browser_helpers() -> Any:
    """The browser tests' conftest: Voila started as the tests (and ``make serve``) do."""
    path = REPO / "tests" / "browser" / "conftest.py"
    spec = importlib.util.spec_from_file_location("tulakit_tests_browser_conftest", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


HELPERS = _browser_helpers()
#: a visitor's browser: no host but 127.0.0.1 resolves (the lab template links a CDN),
#: and no page is treated as a background tab whose timers are slowed down
BROWSER_FLAGS = [
    *HELPERS.CHROMIUM_FLAGS,
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
    "--disable-background-timer-throttling",
    "--disable-renderer-backgrounding",
    "--disable-backgrounding-occluded-windows",
]
VIEWPORT = {"width": 1280, "height": 900}
LOAD_TIMEOUT_S = 300.0  # 30 pages on two cores before any lever took minutes
CLICK_TIMEOUT_S = 30.0
#: the trivial page's canvas: the Tula board's designed size (tulakit.tula.svg)
TRIVIAL_WIDTH, TRIVIAL_HEIGHT = 520, 420

#: The comparison notebook: a heading, then one canvas and one label. It draws only once
#: a browser view is ready and from the click handler, as a board does.
TRIVIAL_HEADING = "# A trivial page\n\nOne canvas and one label: click the canvas."
TRIVIAL_SOURCE = f"""\
from ipycanvas import Canvas, hold_canvas
from ipywidgets import Label, Layout, VBox

canvas = Canvas(width={TRIVIAL_WIDTH}, height={TRIVIAL_HEIGHT},
                layout=Layout(width="{TRIVIAL_WIDTH}px", height="{TRIVIAL_HEIGHT}px"))
canvas.add_class("board")
label = Label("Click the canvas.")
label.add_class("status")
clicks = 0


def draw(x=None, y=None):
    with hold_canvas(canvas):
        canvas.fill_style = "#EDE7DA"
        canvas.fill_rect(0, 0, {TRIVIAL_WIDTH}, {TRIVIAL_HEIGHT})
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
box = VBox([canvas, label])
box.add_class("trivial-box")
box
"""

#: JavaScript run in every page before its own scripts (``%s``: the board's selector, and
#: whether it is a canvas). Every 50 ms, until both are seen, it notes when the first
#: heading became visible and when the board was drawn, in ``window.__marks``
#: (milliseconds from the navigation's start), and when the server finished sending the
#: page (Voila sends its end once every cell has run). Cheap checks only: a 1-pixel read of the
#: canvas, never a layout of the page.
LOAD_TIMER = """(() => {
    const [board, canvas] = %s;
    const marks = (window.__marks = {});
    const visible = (el) => el && el.checkVisibility({visibilityProperty: true});
    function drawn() {
        if (canvas) {
            const c = document.querySelector(board);
            if (!c || !c.width || !visible(c)) return false;
            const px = c.getContext('2d').getImageData(c.width >> 1, c.height >> 1, 1, 1).data;
            return px[3] > 0;
        }
        const s = document.querySelector(board + ' .tk-surface');
        return !!(s && visible(s) && s.querySelector('.tk-picture g *') &&
                  s.querySelector('.tk-regions polygon'));
    }
    const timer = setInterval(() => {
        if (marks.text === undefined) {
            const h = document.querySelector('h1');
            const box = h && h.getBoundingClientRect();  // on screen, not pushed below it
            if (visible(h) && h.textContent.trim() && box.top < innerHeight && box.bottom > 0)
                marks.text = performance.now();
        }
        if (marks.board === undefined && drawn()) marks.board = performance.now();
        const nav = performance.getEntriesByType('navigation')[0];
        if (marks.html === undefined && nav && nav.responseEnd > 0) marks.html = nav.responseEnd;
        if (marks.text !== undefined && marks.board !== undefined && marks.html !== undefined)
            clearInterval(timer);
    }, 50);
})();"""

#: Times every click on the board: pointer press to the status text changing, reported
#: through ``window.__clickDone`` (a Playwright binding). Nothing polls; ``textContent``
#: is read, not ``innerText``, which would force a layout on every change.
CLICK_TIMER = """([boardSel, boxSel]) => {
    const box = document.querySelector(boxSel);
    const statusText = () => (box.querySelector('.status') || {}).textContent;
    let down = null, before = null;
    document.addEventListener('pointerdown', (event) => {
        if (event.target.closest(boardSel)) {
            down = performance.now();
            before = statusText();
        }
    }, {capture: true});
    new MutationObserver(() => {
        if (down !== null && statusText() !== before) {
            const latency = performance.now() - down;
            down = null;
            window.__clickDone(latency);
        }
    }).observe(box, {subtree: true, childList: true, characterData: true});
}"""


class BoardClicks:
    """Chooses where to click a tulakit board so that the status line changes.

    ``board`` mirrors the page's board (same deal and options): each candidate region is
    clicked on the mirror first, at its ``scene.visible_point``, and the first whose
    click changes the status is the one the page gets, so both stay in step. Legal moves
    come first (the game goes on), then every region in turn.
    """

    def __init__(self, board: Any, seed: int) -> None:
        self.board = board
        self.turn = random.Random(seed).randrange(100)

    def _candidates(self) -> list[Any]:
        keys = list(dict.fromkeys(r.key for r in self.board.scene.regions))
        self.turn += 1
        start = self.turn % max(1, len(keys))
        game = getattr(self.board, "game", None)
        moves = []
        if game is not None and getattr(self.board, "_on_pick", None) is None:
            moves = [m.position for m in game.legal_moves()]
        return moves + keys[start:] + keys[:start]

    def next_point(self) -> tuple[float, float]:
        """A point in scene units; the mirror has played it."""
        before = self.board.status
        for key in self._candidates():
            point: tuple[float, float] | None = self.board.scene.visible_point(key)
            if point is None:
                continue
            self.board.click(*point)
            if self.board.status != before:
                return point
        raise RuntimeError("no click changes the status")

    @property
    def width(self) -> float:
        """The scene's width, to check the page shows the same layout."""
        return float(self.board.scene.width)


class TrivialClicks:
    """Clicks somewhere on the trivial canvas; its label changes on every click."""

    width = float(TRIVIAL_WIDTH)

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def next_point(self) -> tuple[float, float]:
        return (
            self.rng.uniform(20, TRIVIAL_WIDTH - 20),
            self.rng.uniform(20, TRIVIAL_HEIGHT - 20),
        )


def _play_clicks(seed: int) -> BoardClicks:
    from tulakit.widgets import TulaBoard

    os.environ["QUERY_STRING"] = f"seed={seed}"
    try:
        return BoardClicks(TulaBoard.from_query(), seed)
    finally:
        del os.environ["QUERY_STRING"]


def _tutorial_clicks(seed: int) -> BoardClicks:
    from tulakit.widgets.tula_lessons import reveal_exercise

    return BoardClicks(reveal_exercise().board, seed)


@dataclass(frozen=True)
class Target:
    """A page to serve: where it is, what its board is, how to click it."""

    name: str
    page: str
    query: Callable[[int], str]
    board: str  # the selector of the board's view (its status line is inside)
    canvas: bool  # the board is an ipycanvas canvas (the trivial page)
    clicks: Callable[[int], BoardClicks | TrivialClicks]

    @property
    def picture(self) -> str:
        """What a visitor clicks."""
        return self.board if self.canvas else f"{self.board} .tk-picture"

    @property
    def status_box(self) -> str:
        """The element whose subtree holds the status line."""
        return ".trivial-box" if self.canvas else self.board


TARGETS = {
    "play": Target(
        "play", "tula-play.ipynb", lambda i: f"seed={i}", ".tula-board", False, _play_clicks
    ),
    "tutorial": Target(
        "tutorial", "tula.ipynb", lambda i: "", ".tula-reveal-exercise", False, _tutorial_clicks
    ),
    "trivial": Target(
        "trivial", "trivial.ipynb", lambda i: "", "canvas.board", True, TrivialClicks
    ),
}


@dataclass
class Round:
    """What one page and page count gave."""

    notebook: str
    pages: int
    text_s: list[float] = field(default_factory=list)
    html_s: list[float] = field(default_factory=list)  # the page's HTML fully received
    board_s: list[float] = field(default_factory=list)
    click_ms: list[float] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    kernel_rss_mb: list[float] = field(default_factory=list)
    kernel_pss_mb: list[float] = field(default_factory=list)
    server_rss_mb: float = 0.0
    kernels_left: int = 0  # visitors' kernels still running --linger s after their tabs closed
    kernels_gone_s: float | None = None  # when the last one stopped
    seconds: float = 0.0
    load_avg: float = 0.0  # the machine's 1-minute load average as the round began
    #: CPU seconds by part, during the arrival and during the clicks
    load_cpu_s: dict[str, float] = field(default_factory=dict)
    click_cpu_s: dict[str, float] = field(default_factory=dict)
    load_wall_s: float = 0.0
    click_wall_s: float = 0.0


def percentile(values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile (``q`` in 0..100) of a non-empty sequence.

    >>> percentile([5, 1, 4, 2, 3], 95), percentile([5, 1, 4, 2, 3], 50)
    (5, 3)
    """
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * q // 100))  # ceiling without floats
    return ordered[int(rank) - 1]


def _server(url: str) -> psutil.Process:
    port = url.rsplit(":", 1)[1]
    for proc in psutil.process_iter(["cmdline"]):
        cmdline = proc.info["cmdline"] or []
        if f"--port={port}" in cmdline and ("voila" in cmdline or "tulakit.server" in cmdline):
            return proc
    raise RuntimeError(f"no voila process for {url}")


def _cpu_by_part(server: psutil.Process) -> dict[Any, Any]:
    """CPU seconds so far of each process of the server's kernels, the server, Chromium
    and this benchmark (with its Playwright driver), by pid with its part; and of the
    whole machine (``"all"``)."""
    parts: dict[Any, Any] = {}
    me = psutil.Process()
    kernels = {c.pid for c in server.children(recursive=True)}
    for proc in [me, *me.children(recursive=True)]:
        try:
            times = proc.cpu_times()
            if proc.pid == server.pid:
                part = "server"
            elif proc.pid in kernels:
                part = "kernels"
            elif "chrom" in proc.name():
                part = "browser"
            else:
                part = "bench"
            parts[proc.pid] = (part, times.user + times.system)
        except psutil.NoSuchProcess:
            continue
    total = psutil.cpu_times()
    parts["all"] = total.user + total.system + total.nice
    return parts


def _cpu_diff(before: dict[Any, Any], after: dict[Any, Any]) -> dict[str, float]:
    """CPU seconds by part between two samples, and the rest of the machine's ("other").
    A process that ended in between is not counted (its time cannot be read any more);
    one that started is counted whole."""
    diff = {"kernels": 0.0, "server": 0.0, "browser": 0.0, "bench": 0.0}
    for pid, value in after.items():
        if pid == "all":
            continue
        part, used = value
        diff[part] += used - before.get(pid, (part, 0.0))[1]
    diff["other"] = max(0.0, after["all"] - before["all"] - sum(diff.values()))
    return diff


def _kernel_processes(server: psutil.Process, kernel_ids: set[str]) -> dict[str, psutil.Process]:
    """The visitors' kernel processes by kernel id (their connection file names the id)."""
    found = {}
    for child in server.children(recursive=True):
        try:
            cmdline = " ".join(child.cmdline())
        except psutil.NoSuchProcess:
            continue
        for kid in kernel_ids:
            if f"kernel-{kid}.json" in cmdline:
                found[kid] = child
    return found


async def _settle(server: psutil.Process, limit: float = 400.0) -> None:
    """Wait until the server and its kernels are idle (a preheated pool is full)."""
    deadline = time.monotonic() + limit
    quiet = 0
    while time.monotonic() < deadline and quiet < 3:
        before = _cpu_by_part(server)
        await asyncio.sleep(1.0)
        used = _cpu_diff(before, _cpu_by_part(server))
        busy = used["kernels"] + used["server"]
        quiet = quiet + 1 if busy < 0.05 else 0


async def _load(browser: Any, url: str, target: Target, result: Round) -> Any:
    """Open ``url`` as a new visitor and wait for its text and board; the page or None."""
    context = await browser.new_context(viewport=VIEWPORT)
    await context.add_init_script(LOAD_TIMER % json.dumps([target.board, target.canvas]))
    page = await context.new_page()
    try:
        await page.goto(url, wait_until="commit", timeout=LOAD_TIMEOUT_S * 1000)
        await page.wait_for_function(
            "() => window.__marks && window.__marks.board !== undefined"
            " && window.__marks.text !== undefined && window.__marks.html !== undefined",
            polling=250,
            timeout=LOAD_TIMEOUT_S * 1000,
        )
    except Exception as exc:  # a page that never paints is reported, the others go on
        marks = await page.evaluate("window.__marks || {}") if not page.is_closed() else {}
        if marks.get("text") is not None:
            result.text_s.append(marks["text"] / 1000)
        result.failures.append(f"load {url}: {type(exc).__name__}: {str(exc)[:120]}")
        await context.close()
        return None
    marks = await page.evaluate("window.__marks")
    result.text_s.append(marks["text"] / 1000)
    result.html_s.append(marks.get("html", float("nan")) / 1000)
    result.board_s.append(marks["board"] / 1000)
    return page


async def _play(page: Any, target: Target, clicker: Any, result: Round, args: Any) -> None:
    """Click a think time apart, timing each click in the page: ``args.clicks`` times, or
    more when there are few pages, so that every round times at least
    ``args.round_clicks`` clicks (a median of five is mostly noise)."""
    picture = page.locator(target.picture).first
    await picture.scroll_into_view_if_needed()
    if not target.canvas:
        shown = await picture.evaluate("(svg) => svg.viewBox.baseVal.width")
        if abs(shown - clicker.width) > 0.5:
            result.failures.append(f"{page.url}: the page shows a {shown}-wide scene, not ours")
            return
    pause = random.Random(page.url)
    latencies: asyncio.Queue[float] = asyncio.Queue()
    await page.expose_function("__clickDone", latencies.put_nowait)
    await page.evaluate(CLICK_TIMER, [target.board, target.status_box])
    for _ in range(max(args.clicks, -(-args.round_clicks // result.pages))):
        await asyncio.sleep(args.think * pause.uniform(0.5, 1.5))
        x, y = clicker.next_point()
        box = await picture.bounding_box()
        scale = box["width"] / clicker.width
        await page.mouse.click(box["x"] + x * scale, box["y"] + y * scale)
        try:
            latency = await asyncio.wait_for(latencies.get(), CLICK_TIMEOUT_S)
            result.click_ms.append(latency)
        except TimeoutError:
            result.failures.append(f"click {page.url}: no status change")


def _measure_memory(server: psutil.Process, kernels: dict[str, psutil.Process], r: Round) -> None:
    r.server_rss_mb = server.memory_info().rss / 2**20
    for proc in kernels.values():
        try:
            info = proc.memory_full_info()
        except psutil.NoSuchProcess:
            continue
        r.kernel_rss_mb.append(info.rss / 2**20)
        r.kernel_pss_mb.append(info.pss / 2**20)


def _voila_args(target: Target, pages: int, args: Any) -> list[str]:
    """``--voila-arg``s, after the preheated kernels ``--pool`` asks for: none (``0``),
    or a pool of that many (``pages``: as many as pages open at once) for the page served
    and none for the others in its folder. Without ``--pool``, ``make serve``'s own
    (deploy/voila.py: one per page)."""
    if not args.pool:
        return list(args.voila_arg)
    if args.pool == "0":
        return ["--VoilaConfiguration.preheat_kernel=False", *args.voila_arg]
    size = pages if args.pool == "pages" else int(args.pool)
    pools = {"default": {"pool_size": 0}, target.page: {"pool_size": size}}
    return [
        "--VoilaConfiguration.preheat_kernel=True",
        f"--VoilaKernelManager.kernel_pools_config={json.dumps(pools)}",
        *args.voila_arg,
    ]


async def _round(browser: Any, folder: Path, target: Target, pages: int, args: Any) -> Round:
    result = Round(target.name, pages, load_avg=os.getloadavg()[0])
    started = time.perf_counter()
    with (
        tempfile.TemporaryDirectory(prefix="bench-load-home-") as home,
        HELPERS.serve_voila(
            folder, Path(home), extra_args=_voila_args(target, pages, args)
        ) as base,
    ):
        server = _server(base)
        await _settle(server)
        urls = []
        for i in range(pages):
            query = target.query(i)
            urls.append(f"{base}/voila/render/{target.page}" + (f"?{query}" if query else ""))
        clickers = [target.clicks(i) for i in range(pages)]
        cpu = _cpu_by_part(server)
        arrived = time.perf_counter()
        # All visitors arrive at once; once every board is painted, all click at once.
        loaded = await asyncio.gather(*(_load(browser, url, target, result) for url in urls))
        after_load = _cpu_by_part(server)
        result.load_cpu_s = _cpu_diff(cpu, after_load)
        result.load_wall_s = time.perf_counter() - arrived
        open_pages = [(pg, c) for pg, c in zip(loaded, clickers, strict=True) if pg is not None]
        ids = set()
        for pg, _ in open_pages:
            ids.add(
                await pg.evaluate(
                    "JSON.parse(document.getElementById('jupyter-config-data').textContent)"
                    ".kernelId"
                )
            )
        kernels = _kernel_processes(server, ids)
        try:
            clicking = time.perf_counter()
            await asyncio.gather(*(_play(pg, target, c, result, args) for pg, c in open_pages))
            result.click_cpu_s = _cpu_diff(after_load, _cpu_by_part(server))
            result.click_wall_s = time.perf_counter() - clicking
            _measure_memory(server, kernels, result)  # while every visitor is still there
        finally:
            # as a person closes a tab: the page's beforeunload asks Voila to shut down
            for pg, _ in open_pages:
                await pg.close(run_before_unload=True)
            for pg, _ in open_pages:
                await pg.context.close()
        closed = time.perf_counter()
        while time.perf_counter() - closed < args.linger:
            alive = [p for p in kernels.values() if p.is_running() and p.status() != "zombie"]
            if not alive:
                result.kernels_gone_s = time.perf_counter() - closed
                break
            await asyncio.sleep(0.5)
        result.kernels_left = sum(
            1 for p in kernels.values() if p.is_running() and p.status() != "zombie"
        )
    result.seconds = time.perf_counter() - started
    return result


def _med(values: Sequence[float], fmt: str) -> str:
    return format(median(values), fmt) if values else "-"


def _row(r: Round) -> str:
    clicks = (
        f"{median(r.click_ms):5.0f} {percentile(r.click_ms, 95):5.0f} {len(r.click_ms):4d}"
        if r.click_ms
        else "    -     -    0"
    )
    rss, pss = r.kernel_rss_mb, r.kernel_pss_mb
    memory = (
        f"{sum(rss) / len(rss):5.0f} {max(rss):5.0f} {sum(pss) / len(pss):5.0f}"
        if rss
        else "    -     -     -"
    )
    painted = f"{len(r.board_s):2d}/{r.pages:<2d}"
    board_max = f"{max(r.board_s):6.1f}" if r.board_s else "     -"
    return (
        f"{r.notebook:8s} {r.pages:5d} | {_med(r.text_s, '6.2f'):>6s} "
        f"{_med(r.html_s, '6.2f'):>7s} "
        f"{_med(r.board_s, '6.2f'):>6s} {board_max} {painted} | {clicks} | {memory} | "
        f"{r.server_rss_mb:5.0f} | {r.kernels_left:4d} | {r.load_avg:4.1f} {r.seconds:5.0f}"
    )


def _cpu_row(r: Round, cpu: dict[str, float], wall: float, per: float, phase: str) -> str:
    """Our parts' CPU (seconds, or ms per click), and how many cores the rest of the
    machine used meanwhile on average (other engineers' jobs on a shared machine)."""
    ours = {k: v * per for k, v in cpu.items() if k != "other"}
    total = sum(cpu[k] for k in ours)
    share = {k: 100 * cpu[k] / total if total else 0.0 for k in ours}
    return (
        f"{r.notebook:8s} {r.pages:5d} {phase:6s} | {ours['kernels']:7.1f} {ours['server']:7.1f} "
        f"{ours['browser']:7.1f} {ours['bench']:6.1f} | {share['kernels']:3.0f}% "
        f"{share['server']:3.0f}% {share['browser']:3.0f}% {share['bench']:3.0f}% | "
        f"{wall:6.1f} {cpu['other'] / wall if wall else 0:5.2f}"
    )


def goals(results: Sequence[Round]) -> list[tuple[str, bool]]:
    """The issue's goals, each with whether these rounds meet it (rounds that were not
    run are not judged)."""
    out = []
    for r in results:
        if r.notebook == "trivial":
            continue
        where = f"{r.notebook}, {r.pages} page(s)"
        if r.pages >= 30:
            out.append((f"{where}: every board painted", len(r.board_s) == r.pages))
            out.append(
                (f"{where}: median first text < 3 s", bool(r.text_s) and median(r.text_s) < 3)
            )
            out.append(
                (
                    f"{where}: median painted board < 15 s",
                    bool(r.board_s) and median(r.board_s) < 15,
                )
            )
            out.append(
                (
                    f"{where}: median click < 150 ms",
                    bool(r.click_ms) and median(r.click_ms) < 150,
                )
            )
        if r.pages == 1 and r.notebook == "tutorial":
            out.append((f"{where}: first text within 1.5 s", bool(r.text_s) and r.text_s[0] <= 1.5))
        if r.pages == 1 and r.notebook == "play":
            out.append((f"{where}: painted within 2 s", bool(r.board_s) and r.board_s[0] <= 2))
        out.append(
            (
                f"{where}: kernel <= 80 MB RSS",
                bool(r.kernel_rss_mb) and max(r.kernel_rss_mb) <= 80,
            )
        )
        out.append((f"{where}: no kernel left after its tab closed", r.kernels_left == 0))
    return out


def report(results: Sequence[Round], args: Any) -> None:
    """Print the tables."""
    print()
    print(
        f"clicks per page: {args.clicks} (at least {args.round_clicks} a round), "
        f"think time about {args.think} s; kernels counted {args.linger:.0f} s after the tabs closed"
    )
    print(f"extra Voila options: {' '.join(args.voila_arg) or 'none'}")
    if args.pool:
        print(f"preheated kernels for the page: {args.pool}")
    print(
        "page     pages | text s  html s board s  max  drawn | click ms   p95    n "
        "| kernel MB: RSS  max   PSS | server | left | load round s\n"
        "               | median  median median                |  median              "
        "|      mean             mean |RSS MB |      |  avg"
    )
    for r in results:
        print(_row(r))
    print()
    print(
        "CPU by part: seconds while the pages arrived (until the last board), ms per click "
        "while they clicked;\nthe phase's length and the cores the rest of the machine used "
        "meanwhile (other jobs)"
    )
    print(
        "page     pages phase  | kernels  server browser  bench | shares of ours        "
        "| wall s others"
    )
    for r in results:
        if r.load_cpu_s:
            print(_cpu_row(r, r.load_cpu_s, r.load_wall_s, 1.0, "arrive"))
        if r.click_ms and r.click_cpu_s:
            print(_cpu_row(r, r.click_cpu_s, r.click_wall_s, 1e3 / len(r.click_ms), "ms/clk"))
    print()
    for text, met in goals(results):
        print(f"  {'met ' if met else 'MISS'} {text}")
    for failure in (f for r in results for f in r.failures):
        print("FAILED", failure)


def _notebook(cells: Sequence[tuple[str, str]]) -> dict[str, object]:
    return {
        "cells": [
            {"cell_type": kind, "id": f"cell{i}", "metadata": {}, "source": source}
            | ({"execution_count": None, "outputs": []} if kind == "code" else {})
            for i, (kind, source) in enumerate(cells)
        ],
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


async def _main(args: Any) -> int:
    from playwright.async_api import async_playwright

    page_counts = [int(n) for n in args.pages.split(",") if n.strip()]
    targets = [TARGETS[name] for name in args.notebooks.split(",") if name.strip()]
    results: list[Round] = []
    with tempfile.TemporaryDirectory(prefix="bench-load-trivial-") as trivial_dir:
        trivial = Path(trivial_dir)
        notebook = _notebook([("markdown", TRIVIAL_HEADING), ("code", TRIVIAL_SOURCE)])
        (trivial / "trivial.ipynb").write_text(json.dumps(notebook))
        async with async_playwright() as pw:
            browser = await pw.chromium.launch(executable_path=HELPERS.CHROMIUM, args=BROWSER_FLAGS)
            try:
                for pages in page_counts:
                    for target in targets:
                        folder = trivial if target.canvas else REPO / "notebooks"
                        result = await _round(browser, folder, target, pages, args)
                        results.append(result)
                        print(
                            f"  done: {target.name}, {pages} page(s) in {result.seconds:.0f} s"
                            f" (load average {result.load_avg:.1f})",
                            flush=True,
                        )
            finally:
                await browser.close()
    report(results, args)
    if args.json:
        Path(args.json).write_text(
            json.dumps(
                {
                    "label": args.label,
                    "voila_args": args.voila_arg,
                    "pool": args.pool,
                    "think_s": args.think,
                    "rounds": [asdict(r) for r in results],
                },
                indent=1,
            )
        )
    return 1 if any(r.failures for r in results) else 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--pages", default="1,10,20,30", help="page counts, comma separated")
    parser.add_argument(
        "--notebooks",
        default="play,tutorial,trivial",
        help=f"pages to serve, comma separated, of: {', '.join(TARGETS)}",
    )
    parser.add_argument("--clicks", type=int, default=5, help="clicks per page")
    parser.add_argument(
        "--round-clicks", type=int, default=25, help="at least this many clicks per round"
    )
    parser.add_argument(
        "--think",
        type=float,
        default=2.0,
        help="seconds between a page's clicks, on average (2: a person choosing a tile)",
    )
    parser.add_argument(
        "--linger",
        type=float,
        default=60.0,
        help="seconds after the tabs closed at which the visitors' kernels still running "
        "are counted",
    )
    parser.add_argument(
        "--voila-arg",
        action="append",
        default=[],
        help="extra Voila option, e.g. --voila-arg=--preheat_kernel=True (repeatable)",
    )
    parser.add_argument(
        "--pool",
        default="",
        help="preheated kernels for the page served: 0 for none, a number, or 'pages' for "
        "as many as pages open at once (default: make serve's, one per page)",
    )
    parser.add_argument(
        "--templates",
        help="a share/jupyter folder whose voila/templates/tulakit is served instead of "
        "the repository's (e.g. an older version of the template, to compare)",
    )
    parser.add_argument("--json", help="also write every figure to this JSON file")
    parser.add_argument("--label", default="", help="a name for this run in the JSON file")
    args = parser.parse_args(argv)
    if args.templates:
        HELPERS.TEMPLATES = Path(args.templates)  # what serve_voila puts on JUPYTER_PATH
    if not Path(HELPERS.CHROMIUM).exists():
        print(f"{HELPERS.CHROMIUM} is missing (apt-get install chromium)", file=sys.stderr)
        return 2
    return asyncio.run(_main(args))


if __name__ == "__main__":
    sys.exit(main())
