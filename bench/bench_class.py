"""A class at once, with each visitor's browser on their own device.

``bench/bench_load.py`` runs every visitor's Chromium on the server's own two cores, and
30 pages' JavaScript then costs several times what the server and kernels do (its CPU
table: 77-88% of the arrival's CPU is the browser's, for the trivial notebook as for
tulakit), so the times it measures for a crowd are the browser's queue, not the
server's. A class's browsers run on 30 devices. This benchmark measures the server as a
class meets it: each visitor is a client that does over the network what the page's
scripts do, and nothing the device would do itself.

Per visitor, from the request: the page's HTML is read as it streams (``text``: the first
heading has arrived; ``html``: the whole page), the page's own scripts and styles are
fetched (the list is read from one real page, with Chromium, before the crowd comes),
the kernel's websocket is opened, the widgets' states are asked for as ipywidgets does
(``request_states`` on ``jupyter.widget.control``), and every board view says it is ready
(``painted``: the board's first frame has arrived).
Then each visitor clicks at a person's pace (about 2 s apart) at points where the status
must change (bench_load's mirrored boards choose them), and each click is timed from
sending to the status update's arrival. Last each visitor leaves as a closing tab does
(``DELETE`` of its kernel with the ``_xsrf`` cookie) and the kernels still running are
counted.

The baseline is a trivial widgets page, a button and a label (``trivial``): its
widgets' states are all it shows, so it is painted when they arrive, and a click on the
button changes the label. (bench_load's trivial page draws on an ipycanvas canvas, whose
drawing waits for the canvas's own front end, which a protocol client does not have.)

What the device itself adds (parsing JupyterLab's scripts, laying out and drawing the
page) is measured once per page with one real Chromium page on a quiet server, as the
difference between its times and a lone client's: ``device s``. A visitor's own
figures are then about the client's plus that, on a device as fast as one core here.

Usage::

    .venv/bin/python bench/bench_class.py                     # 1, 10, 20, 30 visitors
    .venv/bin/python bench/bench_class.py --pages 30 --notebooks tutorial --pool pages
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.util
import json
import os
import random
import re
import sys
import tempfile
import time
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from statistics import median
from typing import Any

BENCH = Path(__file__).resolve().parent


def _bench_load() -> Any:
    spec = importlib.util.spec_from_file_location("tulakit_bench_load", BENCH / "bench_load.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


LOAD = _bench_load()
TIMEOUT_S = 300.0
CLICK_TIMEOUT_S = 30.0
#: Chromium's record of what a page fetched from its own server (scripts, styles, fonts)
#: the baseline page: one button and one label, as little as a widgets page can be
TRIVIAL_HEADING = "# A trivial page\n\nOne button and one label: click the button."
TRIVIAL_SOURCE = """\
from ipywidgets import Button, Label, VBox

button = Button(description="Click me")
button.add_class("board")
label = Label("Click the button.")
label.add_class("status")
clicks = 0


def on_click(_):
    global clicks
    clicks += 1
    label.value = f"Click {clicks}."


button.on_click(on_click)
VBox([button, label])
"""
#: bench_load's pages, with the trivial page replaced by the widgets one above
TARGETS = {
    **LOAD.TARGETS,
    "trivial": LOAD.Target(
        "trivial", "trivial.ipynb", lambda i: "", "button.board", True, LOAD.TrivialClicks
    ),
}
#: bench_load's timer in a real page; the trivial page is painted when its button shows
PAGE_TIMER = LOAD.LOAD_TIMER.replace(
    "if (canvas) {",
    "if (canvas) return visible(document.querySelector(board));\n        if (false) {",
)
RESOURCES = """() => performance.getEntriesByType('resource')
    .map((e) => e.name).filter((url) => url.startsWith(location.origin))"""


@dataclass
class Visits:
    """What one page and visitor count gave."""

    notebook: str
    pages: int
    text_s: list[float] = field(default_factory=list)
    html_s: list[float] = field(default_factory=list)
    painted_s: list[float] = field(default_factory=list)
    click_ms: list[float] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    kernel_rss_mb: list[float] = field(default_factory=list)
    server_rss_mb: float = 0.0
    kernels_left: int = 0
    load_cpu_s: dict[str, float] = field(default_factory=dict)
    load_wall_s: float = 0.0
    #: one real browser page alone, before the crowd: its text and painted times
    browser_text_s: float = float("nan")
    browser_painted_s: float = float("nan")
    #: what the device adds: the real page's times less a lone client's, just after it
    device_text_s: float = 0.0
    device_painted_s: float = 0.0

    def with_device(self, values: Sequence[float], added: float) -> float:
        """The median of a client's ``values`` plus what a device adds (NaN if none)."""
        values = [v for v in values if v == v]
        return median(values) + added if values else float("nan")

    @property
    def text_on_device_s(self) -> float:
        """The median time to the first text a visitor's device would show."""
        return self.with_device(self.text_s, self.device_text_s)

    @property
    def painted_on_device_s(self) -> float:
        """The median time to the painted board a visitor's device would show."""
        return self.with_device(self.painted_s, self.device_painted_s)


def _message(
    kind: str, content: dict[str, Any], session: str, metadata: dict[str, Any] | None = None
) -> str:
    """A Jupyter message as the websocket's JSON protocol carries it."""
    return json.dumps(
        {
            "header": {
                "msg_id": uuid.uuid4().hex,
                "msg_type": kind,
                "username": "visitor",
                "session": session,
                "date": "",
                "version": "5.3",
            },
            "parent_header": {},
            "metadata": metadata or {},
            "content": content,
            "buffers": [],
            "channel": "shell",
        }
    )


def _decode(raw: str | bytes) -> dict[str, Any]:
    if isinstance(raw, str):
        return dict(json.loads(raw))
    # the binary form: a count of parts, their offsets, then the JSON message first
    count = int.from_bytes(raw[:4], "big")
    offsets = [int.from_bytes(raw[4 * (i + 1) : 4 * (i + 2)], "big") for i in range(count)]
    end = offsets[1] if count > 1 else len(raw)
    return dict(json.loads(raw[offsets[0] : end].decode()))


def _children(state: dict[str, Any]) -> list[str]:
    """The model ids a widget's state refers to (``IPY_MODEL_<id>``)."""
    found = re.findall(r"IPY_MODEL_([0-9a-f]+)", json.dumps(state))
    return list(dict.fromkeys(found))


@dataclass
class Models:
    """The models of a page that a visitor's clicks and eyes use."""

    views: list[str]  # every board view of the page (each says it is ready)
    board: str  # the model clicks go to
    status: str  # the model whose update is the status line changing
    canvas: bool


def _find_models(states: dict[str, Any], target: Any) -> Models:
    """The board and status models inside the target's box (its selector's last class)."""
    wanted = target.board.split(".")[-1]
    by_class = [mid for mid, s in states.items() if wanted in s["state"].get("_dom_classes", ())]
    if not by_class:
        raise RuntimeError(f"no widget with class {wanted!r}")
    if target.canvas:
        canvas = by_class[0]
        label = next(
            mid for mid, s in states.items() if "status" in s["state"].get("_dom_classes", ())
        )
        return Models([canvas], canvas, label, True)
    views = [mid for mid, s in states.items() if "available_width" in s["state"]]
    seen: set[str] = set()
    todo = [by_class[0]]
    while todo:
        mid = todo.pop()
        if mid in seen or mid not in states:
            continue
        seen.add(mid)
        if mid in views:
            return Models(views, mid, mid, False)
        todo.extend(_children(states[mid]["state"]))
    raise RuntimeError(f"no board view inside {wanted!r}")


class Visitor:
    """One visitor, as the page's scripts talk to the server."""

    def __init__(self, base: str, url: str, assets: Sequence[str]) -> None:
        self.base, self.url, self.assets = base, url, assets
        self.session = uuid.uuid4().hex
        self.cookies: dict[str, str] = {}
        self.kernel_id = ""
        self.socket: Any = None
        self.inbox: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self.models: Models | None = None

    def _cookie_header(self) -> dict[str, str]:
        return {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())}

    def _keep_cookies(self, headers: Any) -> None:
        for line in headers.get_list("Set-Cookie"):
            name, _, rest = line.partition("=")
            self.cookies[name.strip()] = rest.split(";", 1)[0]

    async def arrive(self, target: Any, result: Visits) -> None:
        from tornado.httpclient import AsyncHTTPClient, HTTPRequest

        client = AsyncHTTPClient(max_clients=64)
        start = time.perf_counter()
        body = bytearray()
        marks: dict[str, float] = {}

        def chunk(data: bytes) -> None:
            body.extend(data)
            if "text" not in marks:
                cells = body.find(b'id="rendered_cells"')
                if cells >= 0 and body.find(b"<h1", cells) >= 0:
                    marks["text"] = time.perf_counter() - start

        request = HTTPRequest(self.url, streaming_callback=chunk, request_timeout=TIMEOUT_S)
        response = await client.fetch(request)
        result.html_s.append(time.perf_counter() - start)
        result.text_s.append(marks.get("text", float("nan")))
        self._keep_cookies(response.headers)
        page = body.decode()
        config = re.search(r'id="jupyter-config-data"[^>]*>(.*?)</script>', page, re.S)
        if not config:
            raise RuntimeError("the page has no kernel")
        self.kernel_id = json.loads(config.group(1))["kernelId"]
        # the page's scripts and styles, as a first-time visitor's browser fetches them
        await asyncio.gather(
            *(client.fetch(a, raise_error=False, request_timeout=TIMEOUT_S) for a in self.assets)
        )
        await self._connect()
        states = await self._request_states()
        self.models = _find_models(states, target)
        if not self.models.canvas:  # the trivial page shows its states; a board, a frame
            for view in self.models.views:
                await self._custom(view, {"kind": "ready"})
            board = self.models.board
            await self._wait(
                lambda m: m["data"].get("method") == "custom" and m["comm_id"] == board
            )
        result.painted_s.append(time.perf_counter() - start)

    async def _connect(self) -> None:
        from tornado.httpclient import HTTPRequest
        from tornado.websocket import websocket_connect

        ws_base = self.base.replace("http://", "ws://", 1)
        request = HTTPRequest(
            f"{ws_base}/api/kernels/{self.kernel_id}/channels?session_id={self.session}",
            headers={**self._cookie_header(), "Origin": self.base},
        )
        self.socket = await websocket_connect(request, max_message_size=64 * 2**20)
        asyncio.get_running_loop().create_task(self._read())

    async def _read(self) -> None:
        while True:
            raw = await self.socket.read_message()
            if raw is None:
                return
            message = _decode(raw)
            if message["header"]["msg_type"] == "comm_msg":
                await self.inbox.put(message["content"])

    async def _wait(self, matches: Any, timeout: float = TIMEOUT_S) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("no answer from the kernel")
            content = await asyncio.wait_for(self.inbox.get(), left)
            if matches(content):
                return content

    async def _request_states(self) -> dict[str, Any]:
        comm = uuid.uuid4().hex
        opened = {"comm_id": comm, "target_name": "jupyter.widget.control", "data": {}}
        # ipywidgets refuses a control comm that does not name its protocol's version
        version = {"version": "1.0.0"}
        await self.socket.write_message(_message("comm_open", opened, self.session, version))
        ask = {"comm_id": comm, "data": {"method": "request_states"}}
        await self.socket.write_message(_message("comm_msg", ask, self.session))
        reply = await self._wait(
            lambda m: m["comm_id"] == comm and m["data"].get("method") == "update_states"
        )
        return dict(reply["data"]["states"])

    async def _custom(self, model: str, content: dict[str, Any]) -> None:
        data = {"comm_id": model, "data": {"method": "custom", "content": content}}
        await self.socket.write_message(_message("comm_msg", data, self.session))

    async def click(self, point: tuple[float, float]) -> float:
        """Click at a scene point; milliseconds until the status line's update arrives."""
        assert self.models is not None
        x, y = point
        status = self.models.status
        key = "value" if self.models.canvas else "status"
        content = {"event": "click"} if self.models.canvas else {"kind": "click", "x": x, "y": y}
        sent = time.perf_counter()
        await self._custom(self.models.board, content)
        await self._wait(
            lambda m: (
                m["comm_id"] == status
                and m["data"].get("method") == "update"
                and key in m["data"].get("state", {})
            ),
            CLICK_TIMEOUT_S,
        )
        return (time.perf_counter() - sent) * 1000

    async def leave(self) -> None:
        """As a closing tab: ask Voila to shut the kernel down, then close the socket."""
        from tornado.httpclient import AsyncHTTPClient, HTTPRequest

        token = self.cookies.get("_xsrf", "")
        request = HTTPRequest(
            f"{self.base}/api/kernels/{self.kernel_id}",
            method="DELETE",
            headers={**self._cookie_header(), "X-XSRFToken": token},
        )
        await AsyncHTTPClient().fetch(request, raise_error=False)
        if self.socket is not None:
            self.socket.close()


async def _browser_visit(url: str, target: Any) -> tuple[float, float, list[str]]:
    """One real Chromium page: its first text and painted board (s), and what it fetched."""
    from playwright.async_api import async_playwright

    async with async_playwright() as pw:
        browser = await pw.chromium.launch(
            executable_path=LOAD.HELPERS.CHROMIUM, args=LOAD.BROWSER_FLAGS
        )
        try:
            context = await browser.new_context(viewport=LOAD.VIEWPORT)
            await context.add_init_script(PAGE_TIMER % json.dumps([target.board, target.canvas]))
            page = await context.new_page()
            await page.goto(url, wait_until="commit", timeout=TIMEOUT_S * 1000)
            await page.wait_for_function(
                "() => window.__marks && window.__marks.board !== undefined"
                " && window.__marks.text !== undefined",
                polling=100,
                timeout=TIMEOUT_S * 1000,
            )
            marks = await page.evaluate("window.__marks")
            assets = list(dict.fromkeys(await page.evaluate(RESOURCES)))
            await page.close(run_before_unload=True)
            await context.close()
        finally:
            await browser.close()
    return marks["text"] / 1000, marks["board"] / 1000, assets


async def _visit_and_play(
    visitor: Visitor, target: Any, clicker: Any, result: Visits, args: Any
) -> None:
    try:
        await visitor.arrive(target, result)
    except Exception as exc:  # a visitor who never gets a board is reported
        result.failures.append(f"load {visitor.url}: {type(exc).__name__}: {str(exc)[:100]}")
        return
    pause = random.Random(visitor.url)
    for _ in range(max(args.clicks, -(-args.round_clicks // result.pages))):
        await asyncio.sleep(args.think * pause.uniform(0.5, 1.5))
        try:
            result.click_ms.append(await visitor.click(clicker.next_point()))
        except Exception as exc:
            result.failures.append(f"click {visitor.url}: {type(exc).__name__}")
            return


async def _round(folder: Path, target: Any, pages: int, args: Any) -> Visits:
    import psutil

    result = Visits(target.name, pages)
    with (
        tempfile.TemporaryDirectory(prefix="bench-class-home-") as home,
        LOAD.HELPERS.serve_voila(
            folder, Path(home), extra_args=LOAD._voila_args(target, pages, args)
        ) as base,
    ):
        server = LOAD._server(base)
        await LOAD._settle(server)
        urls = []
        for i in range(pages):
            query = target.query(i)
            urls.append(f"{base}/voila/render/{target.page}" + (f"?{query}" if query else ""))
        probe = f"{base}/voila/render/{target.page}" + (
            f"?{target.query(pages)}" if target.query(pages) else ""
        )
        text, painted, assets = await _browser_visit(probe, target)
        result.browser_text_s, result.browser_painted_s = text, painted
        await LOAD._settle(server)  # the pool refilled, the probe's kernel gone
        # the same page for a lone client: the difference is the device's own work
        lone, alone = Visitor(base, probe, assets), Visits(target.name, 1)
        await lone.arrive(target, alone)
        await lone.leave()
        result.device_text_s = text - alone.text_s[0]
        result.device_painted_s = painted - alone.painted_s[0]
        await LOAD._settle(server)
        clickers = [target.clicks(i) for i in range(pages)]
        visitors = [Visitor(base, url, assets) for url in urls]
        cpu = LOAD._cpu_by_part(server)
        arrived = time.perf_counter()
        plays = [
            asyncio.create_task(_visit_and_play(v, target, c, result, args))
            for v, c in zip(visitors, clickers, strict=True)
        ]
        while len(result.painted_s) + len(result.failures) < pages:
            await asyncio.sleep(0.05)
        result.load_wall_s = time.perf_counter() - arrived
        result.load_cpu_s = LOAD._cpu_diff(cpu, LOAD._cpu_by_part(server))
        await asyncio.gather(*plays)
        kernels = LOAD._kernel_processes(server, {v.kernel_id for v in visitors if v.kernel_id})
        for proc in kernels.values():
            try:
                result.kernel_rss_mb.append(proc.memory_info().rss / 2**20)
            except psutil.NoSuchProcess:
                continue
        result.server_rss_mb = server.memory_info().rss / 2**20
        await asyncio.gather(*(v.leave() for v in visitors))
        closed = time.perf_counter()
        while time.perf_counter() - closed < args.linger:
            if not any(p.is_running() and p.status() != "zombie" for p in kernels.values()):
                break
            await asyncio.sleep(0.5)
        result.kernels_left = sum(
            1 for p in kernels.values() if p.is_running() and p.status() != "zombie"
        )
    return result


def _med(values: Sequence[float], fmt: str = "6.2f") -> str:
    values = [v for v in values if v == v]  # no NaN
    return format(median(values), fmt) if values else "-"


def goals(results: Sequence[Visits]) -> list[tuple[str, bool]]:
    """The issue's goals for a class, judged on what a visitor's device would show."""
    out = []
    for r in results:
        if r.notebook == "trivial":
            continue
        where = f"{r.notebook}, {r.pages} visitor(s)"
        if r.pages >= 30:
            out += [
                (f"{where}: every board painted", len(r.painted_s) == r.pages),
                (f"{where}: median first text < 3 s", r.text_on_device_s < 3),
                (f"{where}: median painted board < 15 s", r.painted_on_device_s < 15),
                (f"{where}: median click < 150 ms", _median_or(r.click_ms, 1e9) < 150),
            ]
        if r.pages == 1 and r.notebook == "tutorial":
            out.append((f"{where}: first text within 1.5 s", r.text_on_device_s <= 1.5))
        if r.pages == 1 and r.notebook == "play":
            out.append((f"{where}: painted within 2 s", r.painted_on_device_s <= 2))
        out += [
            (f"{where}: kernel <= 80 MB RSS", max(r.kernel_rss_mb or [1e9]) <= 80),
            (f"{where}: no kernel left after its tab closed", r.kernels_left == 0),
        ]
    return out


def _median_or(values: Sequence[float], default: float) -> float:
    return median(values) if values else default


def report(results: Sequence[Visits]) -> None:
    """The table, the device's own share, and the goals met or missed."""
    print(
        "page     pages | text s  html s painted s   max | click ms   p95    n |"
        " kernel MB | left | server CPU s  kernels CPU s | on a device: text s  painted s"
    )
    for r in results:
        p95 = LOAD.percentile(r.click_ms, 95) if r.click_ms else float("nan")
        print(
            f"{r.notebook:8s} {r.pages:5d} | {_med(r.text_s)} {_med(r.html_s, '7.2f')}"
            f" {_med(r.painted_s, '9.2f')} {max(r.painted_s or [float('nan')]):6.1f} |"
            f" {_med(r.click_ms, '8.0f')} {p95:5.0f} {len(r.click_ms):4d} |"
            f" {_med(r.kernel_rss_mb, '9.0f')} | {r.kernels_left:4d} |"
            f" {r.load_cpu_s.get('server', 0):12.1f} {r.load_cpu_s.get('kernels', 0):14.1f} |"
            f" {r.text_on_device_s:19.2f} {r.painted_on_device_s:10.2f}"
        )
    print()
    for r in results:
        print(
            f"device ({r.notebook}, {r.pages}): one real Chromium page alone showed its text"
            f" after {r.browser_text_s:.2f} s and its board after {r.browser_painted_s:.2f} s:"
            f" +{r.device_text_s:.2f} s and +{r.device_painted_s:.2f} s over a lone client"
        )
    print()
    for goal, met in goals(results):
        print(f"  {'met ' if met else 'MISS'} {goal}")
    for r in results:
        for failure in r.failures[:5]:
            print(f"FAILED {failure}")


async def _main(args: Any) -> int:
    counts = [int(n) for n in args.pages.split(",") if n.strip()]
    targets = [TARGETS[n] for n in args.notebooks.split(",") if n.strip()]
    results = []
    with tempfile.TemporaryDirectory(prefix="bench-class-trivial-") as trivial_dir:
        trivial = Path(trivial_dir)
        notebook = LOAD._notebook([("markdown", TRIVIAL_HEADING), ("code", TRIVIAL_SOURCE)])
        (trivial / "trivial.ipynb").write_text(json.dumps(notebook))
        for pages in counts:
            for target in targets:
                folder = trivial if target.canvas else LOAD.REPO / "notebooks"
                result = await _round(folder, target, pages, args)
                results.append(result)
                print(
                    f"  done: {target.name}, {pages} visitor(s), load average"
                    f" {os.getloadavg()[0]:.1f}",
                    flush=True,
                )
    report(results)
    return 1 if any(r.failures for r in results) else 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--pages", default="1,10,20,30", help="visitor counts, comma separated")
    parser.add_argument("--notebooks", default="play,tutorial,trivial")
    parser.add_argument("--clicks", type=int, default=5, help="clicks per visitor")
    parser.add_argument("--round-clicks", type=int, default=25)
    parser.add_argument("--think", type=float, default=2.0, help="seconds between clicks")
    parser.add_argument("--linger", type=float, default=60.0)
    parser.add_argument("--pool", default="", help="as bench_load's --pool")
    parser.add_argument("--voila-arg", action="append", default=[])
    args = parser.parse_args(argv)
    return asyncio.run(_main(args))


if __name__ == "__main__":
    sys.exit(main())
