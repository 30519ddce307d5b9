"""How fast a play page becomes a board that takes a click: the static site against Voila,
side by side in one run (issue 24). Prints figures; asserts nothing.

For each page and each way of serving it, Debian's Chromium (headless, through Playwright)
opens the page in a browser with a new profile ("cold": an empty cache, as a first visit)
and then again in the same browser ("warm": what its cache and the browser kept), ``--runs``
times, alternating the two servers so that a busy moment of the machine hurts neither
alone. Measured from the navigation to the moment the page's board is drawn (the board
is drawn by the kernel's first message, so it is also the moment a click is heard):

- ``cpu``: the browser's CPU seconds (every Chromium process: browser, renderer with its
  workers, GPU, network; from ``/proc``): the work a visit asks of the visitor's device,
  which other jobs on the machine inflate far less than the wall time. For Voila the
  server's kernel works too, and is not counted here;
- ``wall``: seconds of wall time;
- ``wire``: the bytes of every response a cold visit receives, compressed as a static
  host sends them (gzip level 6 on text, wasm and zip archives: what GitHub Pages and a
  default nginx ``gzip_types`` do; images and wheels as they are);
- ``raw``: the same bytes uncompressed.

Every request that leaves 127.0.0.1 is refused (the browser's host rules), as in the
tests: the figures are those of an offline site. The static site is served from
``_site/`` (``make site``) with the caching GitHub Pages gives (``max-age=600``); Voila
as ``make serve`` runs it, with a preheated kernel per page.

Usage::

    .venv/bin/python bench/bench_static_site.py                  # 3 runs, the play pages
    .venv/bin/python bench/bench_static_site.py --runs 5 --pages tula-play
    .venv/bin/python bench/bench_static_site.py --json static.json
    .venv/bin/python bench/bench_static_site.py --servers static,baseline --baseline /tmp/old-site

``--servers bare`` opens, from the same static host, a page that starts Pyodide alone in a
worker (no JupyterLab, no package, no IPython: ``loadPyodide()`` and ``1+1``): the least a
page with Python in it costs, for the cold goal to be read against.

``--baseline`` names another built site (an older build, or this one changed by hand), served
as the server ``baseline`` beside ``static`` in the same run: an A/B of a change.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import gzip
import http.server
import json
import shutil
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import psutil

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "bench"))

import bench_server_stops as servers  # noqa: E402 - the bench folder is not a package

SITE = REPO / "_site"
CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-quic",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"]  # fmt: skip
PAGES = ("tula-play", "tulaga-play", "chola-play")
#: issue 24's goals for the static site
GOAL_COLD_CPU = 8.0
GOAL_WARM_SHARE = 0.5
GOAL_WIRE_MB = 12.0
#: what a static host sends compressed (the rest goes as it is)
COMPRESSED = (".js", ".css", ".html", ".json", ".svg", ".wasm", ".zip", ".txt", ".map", ".mjs")
#: JavaScript: the page's board drawn (its picture has content), no cell output still
#: waiting to be rendered, and no full-page spinner
BOARD_READY = """() => {
    if (document.querySelector('script[type="application/vnd.voila.cell-output+json"]')) {
        return false;
    }
    const picture = document.querySelector('.tk-picture');
    return Boolean(picture && picture.querySelector('g *'));
}"""
TIMEOUT_MS = 300_000
#: the "bare" page: Pyodide alone, started in a worker as the kernel's is, served from
#: memory beside the site (nothing is written into ``_site/``)
BARE_PAGE = "/bench-bare-pyodide.html"
BARE_FILES = {
    BARE_PAGE: b"""<!DOCTYPE html><html lang="en"><body><p id="state">starting</p><script>
new Worker("bench-bare-pyodide.js").onmessage = (event) => {
    document.getElementById("state").textContent = event.data;
};</script></body></html>""",
    "/bench-bare-pyodide.js": b"""importScripts("static/pyodide/pyodide.js");
loadPyodide({indexURL: "static/pyodide/"}).then((py) => postMessage(String(py.runPython("1+1"))));
""",
}
BARE_READY = "() => document.getElementById('state').textContent === '2'"


@dataclass
class Visit:
    """One visit's figures."""

    cpu: float
    wall: float
    raw: int
    wire: int


@dataclass
class Figures:
    """Every visit of one page from one server."""

    page: str
    server: str
    cold: list[Visit] = field(default_factory=list)
    warm: list[Visit] = field(default_factory=list)

    def median(self, which: str, what: str) -> float:
        visits = getattr(self, which)
        return statistics.median(getattr(v, what) for v in visits) if visits else float("nan")


def wire_bytes(url: str, body: bytes) -> int:
    """``body`` as a static host sends it: gzipped when its kind is compressed."""
    path = url.split("?", 1)[0].split("#", 1)[0]
    if path.endswith(COMPRESSED) or path.endswith("/"):
        return len(gzip.compress(body, compresslevel=6))
    return len(body)


class BrowserCpu:
    """CPU seconds of a Chromium (its browser process and every process under it)."""

    def __init__(self, marker: str) -> None:
        self.marker = marker  # the profile folder, on the browser process's command line

    def processes(self) -> list[psutil.Process]:
        for proc in psutil.process_iter(["cmdline"]):
            cmdline = proc.info["cmdline"] or []
            if any(self.marker in part for part in cmdline) and "--type=" not in " ".join(cmdline):
                return [proc, *proc.children(recursive=True)]
        raise SystemExit("Chromium's browser process was not found")

    def snapshot(self) -> dict[int, float]:
        seconds = {}
        for proc in self.processes():
            with contextlib.suppress(psutil.Error):
                times = proc.cpu_times()
                seconds[proc.pid] = times.user + times.system
        return seconds

    def since(self, before: dict[int, float]) -> float:
        """Seconds spent since ``before`` by the processes alive now."""
        now = self.snapshot()
        return sum(cpu - before.get(pid, 0.0) for pid, cpu in now.items())


def visit(
    page: Any, cpu_meter: BrowserCpu, url: str, site: Path = SITE, ready: str = BOARD_READY
) -> Visit:
    """Open ``url`` in ``page`` and measure until its board is drawn. The bytes: those the
    static host sent (:data:`SENT`), or for Voila every response's body (its pages are
    made for each visit)."""
    bodies: list[tuple[str, bytes]] = []

    def keep(response: Any) -> None:
        with contextlib.suppress(Exception):  # a redirect or an aborted request has none
            bodies.append((response.url, response.body()))

    if "/voila/" in url:
        page.on("response", keep)
    SENT.clear()
    cpu0, wall0 = cpu_meter.snapshot(), time.monotonic()
    page.goto(url, timeout=TIMEOUT_MS)
    page.wait_for_function(ready, timeout=TIMEOUT_MS, polling=50)
    wall = time.monotonic() - wall0
    cpu = cpu_meter.since(cpu0)
    if "/voila/" in url:
        page.remove_listener("response", keep)
    else:
        bodies = [(path, BARE_FILES.get(path) or (site / path.lstrip("/")).read_bytes())
                  for path in SENT]  # fmt: skip
    raw = sum(len(body) for _, body in bodies)
    wire = sum(wire_bytes(u, body) for u, body in bodies)
    return Visit(cpu=cpu, wall=wall, raw=raw, wire=wire)


def one_run(pw: Any, url: str, figures: Figures, site: Path = SITE) -> None:
    """A cold visit in a browser with a new, empty profile, then a warm one in the same
    browser. The profile is on disk, as a visitor's is: Playwright's default contexts keep
    their cache in memory, too small for Pyodide's 8.6-MB runtime, which a browser with a
    profile keeps. No request routing either: Playwright turns the cache off for a routed
    context; the browser's own host rules (FLAGS) keep every request on 127.0.0.1."""
    with tempfile.TemporaryDirectory(prefix="bench-static-profile-") as profile:
        context = pw.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=FLAGS,
            viewport={"width": 1100, "height": 900},
        )  # fmt: skip
        meter = BrowserCpu(profile)
        try:
            page = context.pages[0] if context.pages else context.new_page()
            ready = BARE_READY if url.endswith(BARE_PAGE) else BOARD_READY
            figures.cold.append(visit(page, meter, url, site, ready))
            page.goto("about:blank")
            figures.warm.append(visit(page, meter, url, site, ready))
        finally:
            context.close()


#: the files the static host sent in full (status 200) since it was last cleared
SENT: list[str] = []


class HostHandler(http.server.SimpleHTTPRequestHandler):
    """Files of ``_site/`` with the caching GitHub Pages gives them (ten minutes)."""

    def do_GET(self) -> None:
        body = BARE_FILES.get(self.path)
        if body is None:
            super().do_GET()
            return
        self.send_response(200)
        kind = "text/html" if self.path.endswith(".html") else "text/javascript"
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def send_response(self, code: int, message: str | None = None) -> None:
        if code == 200 and self.command == "GET":
            SENT.append(self.path.split("?", 1)[0].split("#", 1)[0])
        super().send_response(code, message)

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "max-age=600")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:  # quiet: the figures only
        pass


@contextlib.contextmanager
def static_server(site: Path = SITE) -> Iterator[str]:
    """A static host of ``site`` (``_site/``) on 127.0.0.1, in a thread of this process."""
    handler = functools.partial(HostHandler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@contextlib.contextmanager
def voila_server() -> Iterator[str]:
    """tulakit's Voila as ``make serve`` runs it, every page's kernel preheated."""
    home = Path(tempfile.mkdtemp(prefix="bench-static-voila-"))
    # one visitor opens every page many times here: no limit on a visitor's pages
    unlimited = ["--TulakitVoila.max_pages_per_visitor=0", "--TulakitVoila.max_pages=0"]
    server = servers.start(REPO / "notebooks", home, "tulakit.server", unlimited)
    try:
        if not servers.ready(server, timeout=600):
            raise SystemExit(f"Voila did not start: see {home / 'server.log'}")
        yield server.url
    finally:
        servers.stop(server, 30, servers.Campaign())
        shutil.rmtree(home, ignore_errors=True)


def address(server: str, base: str, page: str) -> str:
    if server == "bare":
        return base + BARE_PAGE
    if server == "voila":
        return f"{base}/voila/render/{page}.ipynb"
    return f"{base}/voici/render/{page}.html"


def mb(n: float) -> str:
    return f"{n / 1e6:6.1f}"


def report(results: Sequence[Figures]) -> None:
    print()
    print("medians; cpu = browser CPU seconds, wall = seconds, from navigation to a board")
    print(f"{'page':<13}{'server':<8}{'cold cpu':>9}{'warm cpu':>9}{'cold wall':>10}"
          f"{'warm wall':>10}{'cold MB raw':>12}{'cold MB wire':>13}{'warm MB wire':>13}")  # fmt: skip
    for f in results:
        print(f"{f.page:<13}{f.server:<8}{f.median('cold', 'cpu'):9.2f}"
              f"{f.median('warm', 'cpu'):9.2f}{f.median('cold', 'wall'):10.2f}"
              f"{f.median('warm', 'wall'):10.2f}{mb(f.median('cold', 'raw')):>12}"
              f"{mb(f.median('cold', 'wire')):>13}{mb(f.median('warm', 'wire')):>13}")  # fmt: skip
    print()
    for f in results:
        if f.server in ("voila", "bare"):
            continue
        cold, warm = f.median("cold", "cpu"), f.median("warm", "cpu")
        wire = f.median("cold", "wire") / 1e6
        checks = [
            (f"cold cpu {cold:.1f} s <= {GOAL_COLD_CPU:.0f}", cold <= GOAL_COLD_CPU),
            (f"warm/cold {warm / cold:.2f} <= {GOAL_WARM_SHARE}", warm <= cold * GOAL_WARM_SHARE),
            (f"cold wire {wire:.1f} MB < {GOAL_WIRE_MB:.0f}", wire < GOAL_WIRE_MB),
        ]
        said = "; ".join(f"{text} {'met' if ok else 'NOT met'}" for text, ok in checks)
        print(f"goals, {f.page} {f.server}: {said}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--pages", default=",".join(PAGES))
    parser.add_argument("--servers", default="static,voila")
    parser.add_argument("--json", type=Path, help="write the figures there too")
    parser.add_argument("--baseline", type=Path, help="another built site, the server 'baseline'")
    args = parser.parse_args(argv)
    if not (SITE / "voici" / "render" / "index.html").exists():
        raise SystemExit("no static site: run make site first")
    pages = [p.strip() for p in args.pages.split(",") if p.strip()]
    kinds = [k.strip() for k in args.servers.split(",") if k.strip()]
    from playwright.sync_api import sync_playwright

    results = {(page, kind): Figures(page, kind) for page in pages for kind in kinds}
    with contextlib.ExitStack() as stack:
        bases = {}
        if "static" in kinds or "bare" in kinds:
            bases["static"] = bases["bare"] = stack.enter_context(static_server())
        if "baseline" in kinds:
            if args.baseline is None:
                raise SystemExit("--servers baseline needs --baseline SITE")
            bases["baseline"] = stack.enter_context(static_server(args.baseline))
        if "voila" in kinds:
            bases["voila"] = stack.enter_context(voila_server())
        pw = stack.enter_context(sync_playwright())
        for run in range(args.runs):
            order = kinds if run % 2 == 0 else kinds[::-1]
            for page in pages:
                for kind in order:
                    figures = results[(page, kind)]
                    site = args.baseline if kind == "baseline" else SITE
                    one_run(pw, address(kind, bases[kind], page), figures, site)
                    c, w = figures.cold[-1], figures.warm[-1]
                    print(f"run {run + 1} {page:<12} {kind:<7} cold {c.cpu:5.2f} cpu-s "
                          f"{c.wall:5.1f} s {mb(c.wire)} MB wire; warm {w.cpu:5.2f} cpu-s "
                          f"{w.wall:5.1f} s {mb(w.wire)} MB wire", flush=True)  # fmt: skip
    report(list(results.values()))
    if args.json:
        args.json.write_text(json.dumps([asdict(f) for f in results.values()], indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
