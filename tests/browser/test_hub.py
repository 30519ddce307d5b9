"""A class through JupyterHub: a real local hub run from ``deploy/jupyterhub_config.py``,
three students logging in with Chromium and playing Tula in their own servers.

The hub is the one ``make hub`` starts, with only what a test machine needs loaded over it
(a config written to the test's folder): a shared-password authenticator instead of the
machine's accounts, servers run as the test's own user (``--allow-root`` when that is
root, as on the test machines), free ports, and the database, cookie secret and proxy pid
file in the test's folder. The proxy is configurable-http-proxy from npm
(``npm ci --prefix deploy``, which ``make test`` runs); without node or the proxy the test
is skipped, except under ``CI=true`` where that is a failure.

Every process the hub starts (proxy, idle culler, the students' servers and their kernels)
carries a marker in its environment, so the test can see them all while it runs, measure
their memory, and check that none is left once the hub has stopped.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import psutil
import pytest
import yaml
from browser.access import PHONE, shoot, wait_drawn, wait_moves
from browser.clicks import click_region, tap_region
from browser.conftest import close_like_a_visitor, free_port, require_chromium

from tulakit.tula import new_game

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[2]
DEPLOY = REPO / "deploy"
CONFIG = DEPLOY / "jupyterhub_config.py"
HELM_VALUES = DEPLOY / "helm" / "values.yaml"
PROXY = DEPLOY / "node_modules" / ".bin" / "configurable-http-proxy"
#: the class: two students at computers, one on a phone who taps
SCREENS: dict[str, dict[str, Any]] = {
    "ada": {"viewport": {"width": 1280, "height": 900}},
    "bao": {"viewport": {"width": 1100, "height": 900}},
    "chandra": PHONE,
}
STUDENTS = tuple(SCREENS)
PASSWORD = "tulakit-class-test"  # SharedPasswordAuthenticator wants 8 characters or more
MARK = "TULAKIT_HUB_TEST"
SEED = 3
BOARD = ".tula-board"
BOX = ".tula-board-box"
READY_TIMEOUT = 90.0
PAGE_TIMEOUT = 120_000  # ms: three servers starting at once on two busy cores

#: JavaScript run in every page the students open: the moment (ms since the epoch) the
#: landing page's cards and the Tula board first show, looked for every 50 ms, so that
#: three pages waited for one after the other are each timed by their own clock
WATCH = """(() => {
    const seen = (window.__tkSeen = {});
    const shown = {
        cards: () => document.querySelector('a[href^="tula-play.ipynb"]'),
        board: () => document.querySelector('.tula-board .tk-picture g *') &&
            document.querySelector('.tula-board .tk-regions polygon'),
    };
    const look = setInterval(() => {
        for (const [name, test] of Object.entries(shown)) {
            if (!(name in seen) && test()) seen[name] = Date.now();
        }
        if (Object.keys(seen).length === 2) clearInterval(look);
    }, 50);
})();"""

#: the test's own settings, loaded over deploy/jupyterhub_config.py
OVERRIDE = """\
import os

c = get_config()  # noqa: F821
load_subconfig({config!r})  # noqa: F821 - the real set-up, then what a test machine needs
c.JupyterHub.bind_url = "http://127.0.0.1:{port}"
c.JupyterHub.hub_bind_url = "http://127.0.0.1:{hub_port}"
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:{api_port}"
c.JupyterHub.authenticator_class = "shared-password"
c.SharedPasswordAuthenticator.user_password = {password!r}
c.SharedPasswordAuthenticator.allowed_users = {students!r}
c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = {homes!r}
if os.getuid() == 0:
    c.Spawner.args.append("--allow-root")
# the marker that finds every process of this hub
c.Spawner.environment[{mark!r}] = {marker!r}
# kernels talk over Unix sockets in each server's runtime folder, and a socket's path may
# not pass 107 bytes: the test's homes lie deep in its folder, so the runtime folders go
# to a short one (a student's own home, /home/<name>/.local/..., is short enough)
c.Spawner.environment["JUPYTER_RUNTIME_DIR"] = lambda spawner: {runtime!r} + "/" + spawner.user.name
for service in c.JupyterHub.services:
    service.setdefault("environment", {{}})[{mark!r}] = {marker!r}
"""


def _require_hub_tools() -> None:
    """Chromium, node and the proxy must be there: skip without them, fail under CI."""
    require_chromium()
    missing = []
    if shutil.which("node") is None:
        missing.append("node")
    if not PROXY.exists() and shutil.which("configurable-http-proxy") is None:
        missing.append("configurable-http-proxy (npm ci --prefix deploy)")
    try:
        import jupyterhub  # noqa: F401
        import jupyterhub_idle_culler  # noqa: F401
    except ImportError:
        missing.append("jupyterhub and jupyterhub-idle-culler (pip install -e '.[hub]')")
    if not missing:
        return
    message = "the local hub needs " + ", ".join(missing)
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(message)
    pytest.skip(message)


def _marked(marker: str) -> list[psutil.Process]:
    """The live processes whose environment carries ``MARK=marker``: this hub's own (a
    zombie has ended already; it only waits for its parent to read its exit status)."""
    found = []
    for proc in psutil.process_iter():
        try:
            if proc.status() != psutil.STATUS_ZOMBIE and proc.environ().get(MARK) == marker:
                found.append(proc)
        except (psutil.NoSuchProcess, psutil.AccessDenied, psutil.ZombieProcess):
            continue
    return found


def _role(proc: psutil.Process) -> str:
    """What a process of the hub is, from its command line."""
    line = " ".join(proc.cmdline())
    for role, needle in (
        ("proxy", "configurable-http-proxy"),
        ("culler", "jupyterhub_idle_culler"),
        ("server", "jupyterhub.singleuser"),
        ("kernel", "ipykernel_launcher"),
        ("hub", "jupyterhub"),
    ):
        if needle in line:
            return role
    return line


@dataclass(frozen=True)
class Seen:
    """One process of the hub as seen once: its role, its memory in MB, resident (RSS) and
    proportional (PSS: shared pages split among their users, what it costs the machine),
    and the CPU seconds it has used so far."""

    role: str
    rss: float
    pss: float
    cpu: float


def _snapshot(marker: str) -> list[Seen]:
    """Every live process of the hub with ``marker``, with its role and memory."""
    seen = []
    for proc in _marked(marker):
        try:
            memory, times = proc.memory_full_info(), proc.cpu_times()
            cpu = times.user + times.system
            seen.append(Seen(_role(proc), memory.rss / 2**20, memory.pss / 2**20, cpu))
        except (psutil.NoSuchProcess, psutil.ZombieProcess):
            continue  # a page's kernel that Voila shut down just now
    return seen


def _megabytes(amount: str) -> float:
    """A Helm/KubeSpawner memory figure such as ``"256M"`` in MB (binary, as JupyterHub's
    ByteSpecification reads it).

    >>> _megabytes("256M"), _megabytes("1G")
    (256.0, 1024.0)
    """
    found = re.fullmatch(r"([\d.]+)([KMG])", amount)
    if found is None:
        raise ValueError(f"{amount!r} is not a memory figure such as '256M'")
    number, unit = found.groups()
    return float(number) * {"K": 1 / 1024, "M": 1, "G": 1024}[unit]


@dataclass
class Hub:
    """A running hub: its public URL, its log file and its processes' marker."""

    url: str
    log: Path
    marker: str
    process: subprocess.Popen[bytes]


@contextmanager
def run_hub(folder: Path) -> Iterator[Hub]:
    """Start ``jupyterhub`` with the test's override config; SIGTERM it at the end, which
    stops the proxy, the culler and every student's server with their kernels."""
    port, hub_port, api_port = free_port(), free_port(), free_port()
    runtime = Path(tempfile.mkdtemp(prefix="hub-rt-", dir="/tmp"))
    override = folder / "jupyterhub_config.py"
    override.write_text(
        OVERRIDE.format(
            config=str(CONFIG),
            port=port,
            hub_port=hub_port,
            api_port=api_port,
            password=PASSWORD,
            students=set(STUDENTS),
            homes=str(folder / "home" / "{username}"),
            mark=MARK,
            marker=str(folder),
            runtime=str(runtime),
        )
    )
    env = dict(os.environ, TULAKIT_HUB_STATE=str(folder / "state"), **{MARK: str(folder)})
    log_path = folder / "hub.log"
    log = open(log_path, "w")  # noqa: SIM115 - closed at the end
    proc = subprocess.Popen(
        [sys.executable, "-m", "jupyterhub", "-f", str(override)],
        cwd=folder,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + READY_TIMEOUT
        while True:
            if proc.poll() is not None:
                pytest.fail(f"jupyterhub exited early:\n{log_path.read_text()[-3000:]}")
            try:
                with urllib.request.urlopen(f"{url}/hub/api", timeout=2) as reply:
                    if reply.status == 200:
                        break
            except (urllib.error.URLError, OSError):
                pass
            if time.monotonic() > deadline:
                pytest.fail(f"jupyterhub not ready after {READY_TIMEOUT} s")
            time.sleep(0.2)
        yield Hub(url, log_path, str(folder), proc)
    finally:
        try:
            proc.send_signal(signal.SIGTERM)
            proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
        log.close()
        shutil.rmtree(runtime, ignore_errors=True)


def _seen(page: Page, name: str) -> float:
    """When (s since the epoch) the page's WATCH script first saw ``name`` show."""
    found = page.wait_for_function(
        "(name) => window.__tkSeen && window.__tkSeen[name]", arg=name, timeout=5_000
    )
    return float(found.json_value()) / 1000


@contextmanager
def student_page(browser: Browser, name: str) -> Iterator[Page]:
    """A fresh browser context (its own cookies: one student) with that student's screen,
    in the offline browser (127.0.0.1 only)."""
    context = browser.new_context(**SCREENS[name])
    context.add_init_script(WATCH)
    try:
        yield context.new_page()
    finally:
        close_like_a_visitor(context)


def test_a_class_logs_in_and_plays_through_the_hub(chromium: Browser, tmp_path: Path) -> None:
    """Three students log in through the hub's form at once, each lands on the landing
    page in Voila in their own server, opens Tula deal 3 and plays the first move by a
    click or a tap; the landing pages' kernels stop once left; one student cannot open
    another's pages; the idle culler runs with its rights;
    the Helm values' memory guarantee covers a student's measured server and page; and
    stopping the hub leaves no process behind."""
    _require_hub_tools()
    game = new_game(SEED, auto_reveal=True)
    first = game.legal_moves()[0]
    assert first.position == 23, "deal 3 starts with the top tile, as the status says"
    with ExitStack() as stack:
        hub = stack.enter_context(run_hub(tmp_path))
        # the session's one Chromium (conftest): one Playwright at a time in a process
        pages = {name: stack.enter_context(student_page(chromium, name)) for name in STUDENTS}

        # all three sign in at once, as a class does: the hub starts three servers
        started: dict[str, float] = {}
        for name, page in pages.items():
            page.goto(f"{hub.url}/hub/login", timeout=PAGE_TIMEOUT)
            page.fill("#username_input", name)
            page.fill("#password_input", PASSWORD)
            if name == "chandra":
                shoot(page, "hub-login-390", tmp_path)
            started[name] = time.time()
            if SCREENS[name].get("has_touch"):
                page.tap("#login_submit", no_wait_after=True)
            else:
                page.click("#login_submit", no_wait_after=True)
        landed: dict[str, float] = {}
        for name, page in pages.items():
            page.wait_for_url(f"**/user/{name}/voila/render/index.ipynb", timeout=PAGE_TIMEOUT)
            # the landing page's cards come from a cell the student's kernel ran
            page.locator('a[href^="tula-play.ipynb"]').first.wait_for(timeout=PAGE_TIMEOUT)
            landed[name] = _seen(page, "cards") - started[name]
            assert "Learn and play three tabletop games" in page.inner_text("body")
        shoot(pages["ada"], "hub-index-1280", tmp_path)

        # each opens Tula deal 3 in their own server, all at once
        opened: dict[str, float] = {}
        for name, page in pages.items():
            opened[name] = time.time()
            page.goto(
                f"{hub.url}/user/{name}/voila/render/tula-play.ipynb?seed={SEED}",
                wait_until="commit",
                timeout=PAGE_TIMEOUT,
            )
        painted: dict[str, float] = {}
        for name, page in pages.items():
            wait_drawn(page, BOARD, timeout=PAGE_TIMEOUT)
            painted[name] = _seen(page, "board") - opened[name]
        for name, page in pages.items():
            status = page.locator(f"{BOARD} .status")
            before = status.inner_text()
            assert "Take the top tile (23)" in before, before
            if SCREENS[name].get("has_touch"):
                tap_region(page, BOARD, first.position)
            else:
                click_region(page, BOARD, first.position)
            page.wait_for_function(
                "(sel) => document.querySelector(sel).innerText.includes('starts the stack')",
                arg=f"{BOARD} .status",
                timeout=PAGE_TIMEOUT,
            )
            wait_moves(page, BOX, 1)
            assert status.inner_text() != before
            assert page.url.startswith(f"{hub.url}/user/{name}/"), page.url
        shoot(pages["ada"], "hub-tula-play-1280", tmp_path)
        shoot(pages["chandra"], "hub-tula-play-390", tmp_path)

        # what the hub runs for the class, and what a student's server and page cost; the
        # landing pages' kernels are gone: in a hub server Voila's shutdown call is allowed
        # (the server set the xsrf cookie at login), so a page left is a kernel stopped
        deadline = time.monotonic() + 60
        while True:
            processes = _snapshot(hub.marker)
            roles = [proc.role for proc in processes]
            if roles.count("kernel") == len(STUDENTS) or time.monotonic() > deadline:
                break
            time.sleep(0.5)
        assert roles.count("kernel") == len(STUDENTS), roles
        assert sorted(set(roles)) == ["culler", "hub", "kernel", "proxy", "server"], roles
        assert roles.count("server") == len(STUDENTS), roles
        servers = [proc.rss for proc in processes if proc.role == "server"]
        kernels = [proc.rss for proc in processes if proc.role == "kernel"]
        pss = {role: sum(p.pss for p in processes if p.role == role) for role in set(roles)}
        log = hub.log.read_text()
        assert re.search(r"200 GET /hub/api/users\S* \(idle-culler@", log), (
            "the idle culler never listed the users"
        )
        print(
            f"\nhub: login to landing page {sorted(round(s, 1) for s in landed.values())} s;"
            f" tula-play painted {sorted(round(s, 1) for s in painted.values())} s;"
            f" servers {sorted(round(m) for m in servers)} MB RSS;"
            f" kernels {sorted(round(m) for m in kernels)} MB RSS;"
            f" PSS of the servers {pss['server']:.0f} MB,"
            f" of the kernels {pss['kernel']:.0f} MB,"
            f" hub {pss['hub']:.0f} MB, proxy {pss['proxy']:.0f} MB,"
            f" culler {pss['culler']:.0f} MB; CPU s per student: server"
            f" {sorted(round(p.cpu, 1) for p in processes if p.role == 'server')}, play kernel"
            f" {sorted(round(p.cpu, 1) for p in processes if p.role == 'kernel')}"
        )
        values = yaml.safe_load(HELM_VALUES.read_text())
        guarantee = _megabytes(values["singleuser"]["memory"]["guarantee"])
        limit = _megabytes(values["singleuser"]["memory"]["limit"])
        assert max(servers) + max(kernels) <= guarantee, (servers, kernels, guarantee)
        assert max(servers) + 3 * max(kernels) <= limit, (servers, kernels, limit)

        # a student's pages are theirs: ada may not open bao's server
        ada = pages["ada"]
        reply = ada.goto(f"{hub.url}/user/bao/voila/render/index.ipynb", timeout=PAGE_TIMEOUT)
        assert reply is not None and reply.status == 403, reply and reply.status

    # the hub has stopped (the ExitStack closed it): nothing of it may be left running
    left = []
    for proc in _marked(str(tmp_path)):
        try:
            left.append(" ".join(proc.cmdline())[:120])
            proc.kill()
        except psutil.NoSuchProcess:
            continue
    assert not left, f"left running after the hub stopped: {left}"
    assert hub.process.returncode is not None
