"""Real-browser fixtures: a Voila server on 127.0.0.1 and Debian's Chromium via Playwright.

Settings follow what was measured on these machines (docs/deploy.md): Voila serves ``notebooks/`` in its own
process group with idle-kernel culling and HOME/JUPYTER_* dirs in a temporary folder, is
ready when ``/voila/static/voila.js`` answers, and gets SIGTERM at the end. Chromium runs
headless with the recipe's flags, offline: every request that would leave 127.0.0.1 goes
to a proxy that is not there and fails (:data:`OFFLINE_FLAGS`; the lab template links a CDN
stylesheet that cannot be reached here, and the static site must work with no network).

Without /usr/bin/chromium the browser tests are skipped, except under ``CI=true`` where
that is a failure. Any notebook can be opened with the ``open_notebook`` fixture::

    def test_x(open_notebook):
        page = open_notebook("tula.ipynb", seed=3)
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlencode

import pytest

if TYPE_CHECKING:  # Playwright is imported when a browser is first needed
    from playwright.sync_api import Browser, BrowserContext, Page, Playwright

REPO = Path(__file__).resolve().parents[2]
NOTEBOOKS = REPO / "notebooks"
#: where tulakit's Voila template lives in the repository (``make serve`` uses it from here)
TEMPLATES = REPO / "share" / "jupyter"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
#: Chromium's proxy for every request, a port on 127.0.0.1 where nothing listens: a request
#: that would leave the machine fails (ERR_PROXY_CONNECTION_FAILED), while 127.0.0.1 and
#: localhost are never proxied (Chromium's own rule for loopback). Unlike a Playwright
#: route on each context this costs no round trip per request through the test process,
#: and it leaves the browser's cache on (a routed context has none).
OFFLINE_FLAGS = ["--proxy-server=http://127.0.0.1:9"]
READY_TIMEOUT = 90.0


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on now (for a server the test starts)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        value: int = sock.getsockname()[1]
        return value


def require_chromium() -> None:
    """Skip the test when Chromium is missing (fail instead on CI, where it must be)."""
    if Path(CHROMIUM).exists():
        return
    message = f"{CHROMIUM} is not installed (apt-get install chromium)"
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(message)
    pytest.skip(message)


def stop_process_group(proc: subprocess.Popen[bytes]) -> None:
    """SIGTERM a server started in its own process group (it shuts its kernels down)."""
    try:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=15)
    except ProcessLookupError:
        pass
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()


def server_kernels(url: str) -> list[Any]:
    """The live kernel processes (psutil) of the server listening at ``url``, started by
    :func:`serve_voila` (tulakit's app or Voila's own)."""
    import psutil

    port = url.rsplit(":", 1)[1]
    for proc in psutil.process_iter(["cmdline"]):
        cmdline = proc.info["cmdline"] or []
        served = any(part in ("voila", "tulakit.server") for part in cmdline)
        if f"--port={port}" in cmdline and served:
            kernels = []
            for child in proc.children(recursive=True):
                try:  # a kernel just shut down is a zombie until the server reaps it
                    if "ipykernel" in " ".join(child.cmdline()) and child.status() != "zombie":
                        kernels.append(child)
                except psutil.Error:
                    continue
            return kernels
    raise AssertionError(f"no server at {url}")


@contextmanager
def serve_voila(
    notebooks: Path,
    home: Path,
    *,
    python: str = sys.executable,
    cwd: Path = REPO,
    extra_args: Sequence[str] = (),
    app: str = "tulakit.server",
) -> Iterator[str]:
    """Run ``python -m tulakit.server notebooks`` (as ``make serve`` does) on 127.0.0.1 and
    yield its base URL once ready; ``app="voila"`` runs Voila's own app instead.

    HOME, TMPDIR and the JUPYTER_* dirs go to ``home`` (Voila's log is ``home/voila.log``);
    the server runs in its own process group and gets SIGTERM at the end. ``python`` may
    be another environment's interpreter (the Binder reproduction test uses this);
    ``extra_args`` go at the end of Voila's command line, each in place of the flag of the
    same name, if any (``--VoilaConfiguration.preheat_kernel=False``).

    Pages use tulakit's template, as with ``make serve``: the development venv finds it in
    the repository through ``JUPYTER_PATH``; another environment must have it installed
    (Binder's ``postBuild`` does), or Voila stops at once.
    """
    env = dict(os.environ)
    env.update(
        HOME=str(home),
        TMPDIR=str(home),
        JUPYTER_CONFIG_DIR=str(home / "config"),
        JUPYTER_DATA_DIR=str(home / "data"),
        JUPYTER_RUNTIME_DIR=str(home / "runtime"),
        IPYTHONDIR=str(home / "ipython"),
    )
    if python == sys.executable:
        env["JUPYTER_PATH"] = str(TEMPLATES)
    port = free_port()
    log = open(home / "voila.log", "w")  # noqa: SIM115 - closed at teardown
    flags = [
        "--no-browser",
        "--Voila.ip=127.0.0.1",
        f"--port={port}",
        "--template=tulakit",  # as in the Makefile: tulakit's icon, light or ?theme=dark
        # as in the Makefile: deploy/voila.py, so a closed tab shuts its kernel down,
        # and a kernel per page started and run ahead of its visitor
        f"--Voila.config_file_paths={REPO / 'deploy'}",
        "--VoilaConfiguration.preheat_kernel=True",
        "--MappingKernelManager.cull_idle_timeout=600",
        "--MappingKernelManager.cull_interval=15",
        # as in the Makefile: tracebacks go to the server log, never to the page
        "--VoilaConfiguration.show_tracebacks=False",
        "--VoilaExecutor.cell_error_instruction=Please reload the page to try again.",
        # as in the Makefile: a busy machine must not make a board's output go missing
        "--VoilaExecutor.iopub_timeout=60",
    ]
    # an extra flag replaces the one of the same name (Voila refuses a setting given twice)
    given = {arg.split("=", 1)[0] for arg in extra_args}
    flags = [flag for flag in flags if flag.split("=", 1)[0] not in given]
    proc = subprocess.Popen(
        [python, "-m", app, str(notebooks), *flags, *extra_args],
        cwd=cwd,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,  # own process group, so SIGTERM reaches its kernels too
    )
    url = f"http://127.0.0.1:{port}"
    SERVER_LOGS[url] = home / "voila.log"
    deadline = time.monotonic() + READY_TIMEOUT
    try:
        while True:
            if proc.poll() is not None:
                pytest.fail(f"voila exited early:\n{(home / 'voila.log').read_text()[-3000:]}")
            try:
                with urllib.request.urlopen(f"{url}/voila/static/voila.js", timeout=2) as reply:
                    if reply.status == 200:
                        break
            except (urllib.error.URLError, OSError):
                pass
            if time.monotonic() > deadline:
                pytest.fail(f"voila not ready after {READY_TIMEOUT} s")
            time.sleep(0.2)
        yield url
    finally:
        stop_process_group(proc)
        log.close()


#: each running test server's log, by its base URL (a test that fails on a page says what
#: its server logged: :func:`browser.pages.wait_rendered`)
SERVER_LOGS: dict[str, Path] = {}


@pytest.fixture(scope="session")
def voila_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Base URL of a Voila server serving ``notebooks/``, stopped at the end of the session."""
    require_chromium()  # no point in a server without a browser
    # every test is the same visitor (127.0.0.1), and a test that closes its browser
    # context at once leaves its pages' kernels to the idle culler, ten minutes later: the
    # limits are tested on servers of their own (test_server_limits.py)
    with serve_voila(
        NOTEBOOKS,
        tmp_path_factory.mktemp("voila-home"),
        extra_args=["--TulakitVoila.max_pages_per_visitor=0", "--TulakitVoila.max_pages=0"],
    ) as url:
        yield url


@pytest.fixture(scope="session")
def playwright_driver() -> Iterator[Playwright]:
    """Playwright's driver, started once per session (each worker's)."""
    require_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        yield pw


@pytest.fixture(scope="session")
def chromium(playwright_driver: Playwright) -> Iterator[Browser]:
    """A headless Debian Chromium driven by Playwright (one per session), offline but for
    127.0.0.1 (:data:`OFFLINE_FLAGS`)."""
    browser = playwright_driver.chromium.launch(
        executable_path=CHROMIUM, args=[*CHROMIUM_FLAGS, *OFFLINE_FLAGS]
    )
    yield browser
    browser.close()


@pytest.fixture(scope="session")
def static_visitor(
    playwright_driver: Playwright, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[BrowserContext]:
    """The browser of a visitor who comes back to the static site: a Chromium with a
    profile on disk (one per session, each worker's), whose HTTP cache and compiled-code
    cache every static-site test shares. A first visit compiles Pyodide's WebAssembly
    and JupyterLab's scripts; a returning visitor's browser has them compiled already
    (a fresh Playwright context is off the record: it keeps no code cache), which makes a
    page's start about a third cheaper (docs/deploy.md, "Measured"). Each test's site data
    (storage, service workers, cookies) is wiped after it (:func:`static_page`): only
    what a browser caches for any site is shared, and the snapshot of the site's Python
    (:data:`KEPT_CACHES`). The first visit of each worker stays cold, and
    ``test_static_runtime.py``, ``test_static_snapshot.py`` and the phone tests open
    fresh browsers of their own."""
    context = playwright_driver.chromium.launch_persistent_context(
        str(tmp_path_factory.mktemp("static-visitor")),
        executable_path=CHROMIUM,
        args=[*CHROMIUM_FLAGS, *OFFLINE_FLAGS],
        viewport={"width": 1100, "height": 900},
    )
    context.add_init_script(path=str(WIRE_WATCH))
    yield context
    context.close()


#: what the static site keeps in a browser, wiped after each test that visited it (and its
#: Cache Storage but for :data:`KEPT_CACHES`)
SITE_DATA = "cookies,file_systems,indexeddb,local_storage,service_workers,websql"
#: the caches of Cache Storage a returning visitor's browser keeps from test to test: the
#: snapshot of the site's Python (``staticsite/start.js``), which a returning visitor's
#: browser has, as it has the compiled code; so most static-site tests start Python from
#: it, and ``test_static_snapshot.py`` sees to the first visit that makes one
KEPT_CACHES = ("tulakit-python-start",)
#: JavaScript: delete the site's caches but for those named
DROP_CACHES = """async (kept) => {
    for (const name of await caches.keys()) {
        if (!kept.includes(name)) { await caches.delete(name); }
    }
}"""


@contextmanager
def static_page(visitor: BrowserContext, origin: str, width: int, height: int) -> Iterator[Page]:
    """A page of the returning visitor's browser (:func:`static_visitor`), its console
    errors kept as :func:`local_page` keeps them; after the test its tabs close as a
    visitor closes them and the site's data of ``origin`` is wiped, its cache kept."""
    page = visitor.new_page()
    page.set_viewport_size({"width": width, "height": height})
    keep_console_errors(page)
    try:
        yield page
    finally:
        close_tabs(visitor)
        blank = visitor.new_page()  # the wipe is asked of the browser through a page
        cdp = visitor.new_cdp_session(blank)
        cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": SITE_DATA})
        cdp.detach()
        # Cache Storage is wiped by the site's own page (DevTools reaches it only through a
        # page of the site), which has no Python to start: its 404 page
        blank.goto(f"{origin}/404.html")
        blank.evaluate(DROP_CACHES, list(KEPT_CACHES))
        blank.close()
        visitor.clear_cookies()
        visitor.clear_permissions()


def close_tabs(context: Any) -> None:
    """Close every tab of a browser context as a visitor does: each page asks its server
    to shut its kernel down (a context closed at once leaves the kernels to the idle
    culler, ten minutes later, and a long session of tests piles them up)."""
    for opened in context.pages:
        if not opened.is_closed():
            opened.close(run_before_unload=True)


def close_like_a_visitor(context: Any) -> None:
    """Close every tab of a browser context as a visitor does (:func:`close_tabs`), then
    the context."""
    close_tabs(context)
    context.close()


def keep_console_errors(page: Page) -> None:
    """Keep the page's console errors on it, in ``page.console_errors`` (a list the tests
    read: :func:`console_errors`)."""
    errors: list[str] = []
    # kept on the page itself, which the tests hold; Playwright's Page has no such field
    page.console_errors = errors  # type: ignore[attr-defined]
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)


#: test-only script that records each kernel websocket's life on a page (``window.tkWire``),
#: reported by :func:`browser.pages.why_not_rendered`
WIRE_WATCH = Path(__file__).with_name("wire_watch.js")


@contextmanager
def local_page(chromium: Browser, width: int, height: int) -> Iterator[Page]:
    """A fresh page (of the offline browser: it talks to 127.0.0.1 only); console errors
    are kept on it (in ``page.console_errors``, a list the tests read)."""
    context = chromium.new_context(viewport={"width": width, "height": height})
    # a record of the kernel's websocket, which a page that never draws reports
    context.add_init_script(path=str(WIRE_WATCH))
    page = context.new_page()
    keep_console_errors(page)
    try:
        yield page
    finally:
        close_like_a_visitor(context)


def console_errors(page: Page) -> list[str]:
    """The console errors :func:`local_page` keeps on ``page``."""
    errors: list[str] = vars(page)["console_errors"]
    return errors


def serves_static(request: pytest.FixtureRequest) -> bool:
    """Whether the test runs against the static site (its ``served`` is ``static``)."""
    callspec = getattr(request.node, "callspec", None)
    return callspec is not None and callspec.params.get("served") == "static"


@contextmanager
def driven_page(request: pytest.FixtureRequest, width: int, height: int) -> Iterator[Page]:
    """The page a test drives: a fresh browser context's (:func:`local_page`), or, for a
    test of the static site, the returning visitor's (:func:`static_page`)."""
    if serves_static(request):
        visitor = request.getfixturevalue("static_visitor")
        origin = request.getfixturevalue("static_url")
        with static_page(visitor, origin, width, height) as fresh:
            yield fresh
    else:
        with local_page(request.getfixturevalue("chromium"), width, height) as fresh:
            yield fresh


@pytest.fixture
def page(request: pytest.FixtureRequest) -> Iterator[Page]:
    """A local-only page (see :func:`local_page`) 1100 pixels wide."""
    with driven_page(request, 1100, 900) as fresh:
        yield fresh


@pytest.fixture
def wide_page(request: pytest.FixtureRequest) -> Iterator[Page]:
    """A local-only page 1500 pixels wide."""
    with driven_page(request, 1500, 1000) as fresh:
        yield fresh


@pytest.fixture
def open_notebook(page: Page, voila_url: str) -> Callable[..., Page]:
    """``open_notebook("tula-play.ipynb", seed=7)`` loads the rendered page and returns it."""

    def open_(path: str, **query: object) -> Page:
        url = f"{voila_url}/voila/render/{path}"
        if query:
            url += "?" + urlencode(query)
        page.goto(url, timeout=120_000)
        return page

    return open_


#: the static site ``make site`` builds (staticsite/build.py), which ``make test`` builds
#: before the tests run
SITE = REPO / "_site"


def require_site() -> None:
    """Skip without a built static site (fail under CI, where ``make test`` builds it)."""
    if (SITE / "voici" / "render" / "index.html").exists():
        return
    message = f"no static site in {SITE}: run make site"
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(message)
    pytest.skip(message)


@pytest.fixture(scope="session")
def static_url() -> Iterator[str]:
    """Base URL of a plain static file server of ``_site/`` (Python's own, with GitHub
    Pages' caching: ``static_host.py``), as any static host serves it: no Python runs
    behind the pages but the visitor's browser's."""
    require_chromium()
    require_site()
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, str(Path(__file__).with_name("static_host.py")), str(port), str(SITE)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + READY_TIMEOUT
    try:
        while True:
            try:
                with urllib.request.urlopen(f"{url}/index.html", timeout=2) as reply:
                    if reply.status == 200:
                        break
            except (urllib.error.URLError, OSError):
                pass
            if time.monotonic() > deadline or proc.poll() is not None:
                pytest.fail("the static file server did not start")
            time.sleep(0.1)
        yield url
    finally:
        stop_process_group(proc)


class Served:
    """Where the pages are served: Voila (``voila``) or the static site (``static``).

    >>> Served("static", "http://h").page("tula-play.ipynb", seed=3)
    'http://h/voici/render/tula-play.html?seed=3'
    >>> Served("voila", "http://h").page("tula-play.ipynb")
    'http://h/voila/render/tula-play.ipynb'
    """

    def __init__(self, kind: str, base: str) -> None:
        self.kind = kind
        self.base = base

    def page(self, name: str, **query: object) -> str:
        """The address of the page ``name`` (a notebook's name) with ``query``."""
        stem = name.removesuffix(".ipynb")
        path = f"voila/render/{stem}.ipynb" if self.kind == "voila" else f"voici/render/{stem}.html"
        return f"{self.base}/{path}" + (f"?{urlencode(query)}" if query else "")

    def link(self, query: str) -> str:
        """The address of a Share link's query (``"tula-play.ipynb?seed=3"``) here.

        >>> Served("static", "http://h").link("tula-play.ipynb?seed=3&moves=T23")
        'http://h/voici/render/tula-play.html?seed=3&moves=T23'
        """
        name, _, rest = query.partition("?")
        return self.page(name) + (f"?{rest}" if rest else "")

    def __repr__(self) -> str:
        return self.kind


@pytest.fixture(params=["voila", "static"])
def served(request: pytest.FixtureRequest) -> Served:
    """The same test body against Voila and against the static site."""
    if request.param == "voila":
        return Served("voila", request.getfixturevalue("voila_url"))
    return Served("static", request.getfixturevalue("static_url"))


class PageOpener:
    """``open_page``'s value: a call loads a page on the one browser page; ``served``
    says from where."""

    def __init__(self, page: Page, served: Served) -> None:
        self.page, self.served = page, served

    def __call__(self, name: str, **query: object) -> Page:
        self.page.goto(self.served.page(name, **query), timeout=180_000)
        return self.page


@pytest.fixture
def open_page(page: Page, served: Served) -> PageOpener:
    """``open_page("tula-play.ipynb", seed=7)`` loads that page from Voila, then (the test
    again) from the static site, and returns it; ``open_page.served`` says which."""
    return PageOpener(page, served)
