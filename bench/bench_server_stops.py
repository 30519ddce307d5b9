"""Starting and stopping the served app many times: hangs and kernels left behind.

Each round starts ``--servers`` servers side by side (each on ``--pages`` notebooks, every
page with a preheated kernel, so the pool is full: ``TULAKIT_POOL=1``), waits until each
has its whole pool and answers a page, then sends each SIGTERM, as ``make serve`` gets it
when stopped. While the rounds run, ``--hogs`` processes keep the cores busy. Counted:

- **start hangs**: a server that did not answer a page within ``--ready`` seconds;
- **stop hangs**: a server still running ``--stop`` seconds after SIGTERM (then killed);
- **leftover kernels**: kernel processes of a server still alive once it has ended (found
  by a marker in their environment, which kernels inherit from their server).

``--app voila`` runs Voila's own app with TCP kernels instead, the comparison the
issue's campaign made (32 of 45 starts lost a port, 5 hung). ``tests/browser/test_server_stops.py``
runs a short campaign of this script in ``make test`` and requires 0 of each.

Usage::

    .venv/bin/python bench/bench_server_stops.py                     # 15 rounds x 3 servers
    .venv/bin/python bench/bench_server_stops.py --rounds 5 --app voila
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import psutil

REPO = Path(__file__).resolve().parents[1]
#: light pages first: a round's cost is its kernels' starts
PAGES = ("rulings.ipynb", "notation.ipynb", "index.ipynb", "tula-play.ipynb", "tulaga-play.ipynb",
         "chola-play.ipynb", "tula.ipynb", "tulaga.ipynb", "chola-basic.ipynb", "chola-solo.ipynb",
         "chola-expert.ipynb", "chola-expert-play.ipynb", "api.ipynb")  # fmt: skip
MARK = "TULAKIT_BENCH_SERVER"


@dataclass
class Campaign:
    """What a campaign counted."""

    starts: int = 0
    start_hangs: int = 0
    stop_hangs: int = 0
    leftover_kernels: int = 0
    kernels_started: int = 0
    stop_seconds: list[float] = field(default_factory=list)

    def line(self) -> str:
        worst = max(self.stop_seconds, default=0.0)
        return (
            f"{self.starts} starts, {self.kernels_started} kernels: {self.start_hangs} start "
            f"hangs, {self.stop_hangs} stop hangs, {self.leftover_kernels} kernels left "
            f"behind; stops took at most {worst:.1f} s"
        )


def free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def marked(marker: str) -> list[psutil.Process]:
    """Live processes whose environment carries ``MARK=marker`` (a server and its kernels)."""
    found = []
    for proc in psutil.process_iter():
        try:
            if proc.environ().get(MARK) == marker and proc.status() != psutil.STATUS_ZOMBIE:
                found.append(proc)
        except psutil.Error:
            continue
    return found


@dataclass
class Server:
    proc: subprocess.Popen[bytes]
    url: str
    marker: str
    home: Path
    pages: int

    def kernels(self) -> list[psutil.Process]:
        return [p for p in marked(self.marker) if "ipykernel" in " ".join(p.cmdline())]


def start(folder: Path, home: Path, app: str, extra: Sequence[str] = ()) -> Server:
    """A server of ``folder`` as ``make serve`` runs it, in its own process group;
    ``extra`` flags go at the end of its command line."""
    port = free_port()
    marker = uuid.uuid4().hex
    env = dict(os.environ, HOME=str(home), TMPDIR=str(home), TULAKIT_POOL="1",
               JUPYTER_PATH=str(REPO / "share" / "jupyter"), **{MARK: marker})  # fmt: skip
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR"):
        env[name] = str(home / name.lower())
    command = [sys.executable, "-m", app, str(folder), "--no-browser", "--Voila.ip=127.0.0.1",
               f"--port={port}", "--template=tulakit", f"--Voila.config_file_paths={REPO / 'deploy'}",
               "--VoilaConfiguration.preheat_kernel=True", *extra]  # fmt: skip
    log = open(home / "server.log", "wb")  # noqa: SIM115 - the server owns it until it ends
    proc = subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT,
                            start_new_session=True, cwd=REPO)  # fmt: skip
    pages = len(list(folder.glob("*.ipynb")))
    return Server(proc, f"http://127.0.0.1:{port}", marker, home, pages)


def ready(server: Server, timeout: float) -> bool:
    """True once the server has its whole pool and has served a page within ``timeout``."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if server.proc.poll() is not None:
            return False
        if len(server.kernels()) >= server.pages:
            try:
                with urllib.request.urlopen(
                    f"{server.url}/voila/render/rulings.ipynb", timeout=30
                ) as reply:
                    if reply.status == 200 and b"</html>" in reply.read():
                        return True
            except (urllib.error.URLError, OSError):
                pass
        time.sleep(0.25)
    return False


def stop(server: Server, timeout: float, campaign: Campaign) -> None:
    """SIGTERM the server; count a hang, then kernels left once it has ended."""
    campaign.kernels_started += len(server.kernels())
    asked = time.monotonic()
    try:
        os.killpg(server.proc.pid, signal.SIGTERM)
        server.proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        campaign.stop_hangs += 1
        os.killpg(server.proc.pid, signal.SIGKILL)
        server.proc.wait()
    except ProcessLookupError:
        pass
    campaign.stop_seconds.append(time.monotonic() - asked)
    # a kernel being shut down may take a moment to be reaped: look until the stop's limit
    deadline = asked + timeout
    while server.kernels() and time.monotonic() < deadline:
        time.sleep(0.2)
    left = server.kernels()
    campaign.leftover_kernels += len(left)
    for proc in left:  # clean up for the next round
        with contextlib.suppress(psutil.Error):
            proc.kill()


def run(rounds: int, servers: int, pages: int, hogs: int, app: str = "tulakit.server",
        ready_timeout: float = 180.0, stop_timeout: float = 10.0) -> Campaign:  # fmt: skip
    """A campaign; every server and hog is gone when it returns."""
    campaign = Campaign()
    work = Path(tempfile.mkdtemp(prefix="tk-stops-"))
    folder = work / "notebooks"
    folder.mkdir()
    for name in PAGES[:pages]:
        shutil.copy(REPO / "notebooks" / name, folder / name)
    spinners = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(hogs)]
    try:
        for round_ in range(rounds):
            started = []
            for n in range(servers):
                home = work / f"home-{round_}-{n}"
                home.mkdir()
                started.append(start(folder, home, app))
            campaign.starts += len(started)
            for server in started:
                if not ready(server, ready_timeout):
                    campaign.start_hangs += 1
            for server in started:
                stop(server, stop_timeout, campaign)
    finally:
        for spinner in spinners:
            spinner.kill()
            spinner.wait()
        shutil.rmtree(work, ignore_errors=True)
    return campaign


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--servers", type=int, default=3, help="servers started side by side")
    parser.add_argument("--pages", type=int, default=len(PAGES), help="pages (pool kernels) each")
    parser.add_argument("--hogs", type=int, default=2, help="busy processes beside them")
    parser.add_argument("--app", default="tulakit.server", help="tulakit.server or voila")
    parser.add_argument("--ready", type=float, default=180.0, help="seconds to a served page")
    parser.add_argument("--stop", type=float, default=10.0, help="seconds a stop may take")
    args = parser.parse_args(argv)
    started = time.monotonic()
    campaign = run(
        args.rounds, args.servers, args.pages, args.hogs, args.app, args.ready, args.stop
    )
    print(f"{args.app}, {args.servers} servers x {args.rounds} rounds, {args.pages} pages "
          f"each, {args.hogs} hogs: {campaign.line()} ({time.monotonic() - started:.0f} s)")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
