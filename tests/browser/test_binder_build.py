"""Binder's build, reproduced here: a fresh environment made from ``binder/`` alone.

mybinder.org cannot be reached from the test machines, so this does what repo2docker
does with a ``binder/`` folder, without Docker: a Python of the version in
``runtime.txt``, ``pip install -r binder/requirements.txt``, then ``./binder/postBuild``
run from the root of a copy of the repository. Nothing comes from the development set-up
(no ``.[test]``, no editable install, no pip cache: ``PIP_NO_CACHE_DIR`` and a fresh HOME).

The test harness is the one exception, and it stays outside the new environment:
pytest and nbval run from the development venv but execute the notebooks in a kernel
started with the new environment's Python (a kernelspec written to a temporary
``JUPYTER_PATH``), and Playwright drives Debian's Chromium against ``voila`` started
with the new environment's Python.

The whole module takes about two minutes here (pip downloads about 500 MB). It is marked
``slow``; without Chromium it is skipped, except under ``CI=true`` where that fails.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
import urllib.error
import urllib.request
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import unquote

# Helpers of this folder's conftest (its fixtures reach this module as usual); one set of
# browser fixtures for the whole session, so only one Playwright runs at a time.
import browser.conftest as browser
import pytest
from browser.access import wait_drawn
from browser.clicks import click_region

if TYPE_CHECKING:
    from playwright.sync_api import Page

# the Binder environment is built once for the module: its tests share one worker
# (conftest.TOGETHER)
pytestmark = [pytest.mark.slow, pytest.mark.browser]

REPO = Path(__file__).resolve().parents[2]
BINDER = REPO / "binder"
KERNEL_NAME = "binder-venv"
#: the development-only packages (``.[test]``) that must not leak into the Binder image
DEV_ONLY = ("pytest", "nbval", "playwright", "hypothesis", "ruff")
STEP_TIMEOUT = 900  # seconds for one pip step; generous, pip downloads here


@dataclass(frozen=True)
class BinderEnv:
    """The rebuilt environment: the repository copy, its venv's Python and a clean env."""

    root: Path
    repo: Path
    python: Path
    env: dict[str, str]
    seconds: dict[str, float]


def _pins() -> dict[str, str]:
    """``name==version`` lines of binder/requirements.txt, names normalised as pip does."""
    pins = {}
    for line in (BINDER / "requirements.txt").read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, _, version = line.partition("==")
            assert version, f"binder/requirements.txt: {line!r} is not pinned with =="
            pins[_normalise(name)] = version.strip()
    return pins


def _normalise(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _copy_repository(dest: Path) -> None:
    """Copy what a clone would hold: tracked files plus new files git does not ignore.

    repo2docker clones the repository, so ``.venv/``, caches and build output (all in
    ``.gitignore``) must not reach the build.
    """
    listing = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=REPO,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    for name in filter(None, listing.split("\0")):
        source = REPO / name
        if source.is_file():  # skip files deleted in the working tree but still tracked
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, dest / name)  # keeps postBuild's executable bit


def _run(command: list[str], env: dict[str, str], cwd: Path) -> str:
    done = subprocess.run(
        command,
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=STEP_TIMEOUT,
    )
    assert done.returncode == 0, (
        f"{' '.join(command)} failed ({done.returncode}):\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    )
    return done.stdout


@pytest.fixture(scope="module")
def binder_env(tmp_path_factory: pytest.TempPathFactory) -> Iterator[BinderEnv]:
    """Build the Binder environment from scratch (once for this module, nothing cached)."""
    root = tmp_path_factory.mktemp("binder-build")
    repo = root / "repo"
    home = root / "home"
    home.mkdir()
    _copy_repository(repo)

    # runtime.txt names the Python; the venv is made from the interpreter behind the
    # development venv, which must be that version.
    wanted = (repo / "binder" / "runtime.txt").read_text().strip().removeprefix("python-")
    base_python = getattr(sys, "_base_executable", sys.executable)
    assert f"{sys.version_info.major}.{sys.version_info.minor}" == wanted, (
        f"binder/runtime.txt asks for Python {wanted}; this machine runs {sys.version.split()[0]}"
    )

    venv = root / "venv"
    # PIP_INDEX_URL and the like stay: a configured index is this machine's registry.
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")
    }
    env.update(
        HOME=str(home),
        TMPDIR=str(home),
        PIP_NO_CACHE_DIR="1",  # cache nothing between runs
        PIP_DISABLE_PIP_VERSION_CHECK="1",
        VIRTUAL_ENV=str(venv),
        # repo2docker puts the environment first on PATH; postBuild's `python` is this one
        PATH=f"{venv / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}",
        JUPYTER_CONFIG_DIR=str(home / "config"),
        JUPYTER_DATA_DIR=str(home / "data"),
        JUPYTER_RUNTIME_DIR=str(home / "runtime"),
        IPYTHONDIR=str(home / "ipython"),
    )
    seconds: dict[str, float] = {}

    started = time.monotonic()
    _run([base_python, "-m", "venv", str(venv)], env, root)
    seconds["venv"] = time.monotonic() - started

    started = time.monotonic()
    _run([str(venv / "bin" / "python"), "-m", "pip", "install", "-r", "binder/requirements.txt"], env, repo)  # fmt: skip
    seconds["pip install -r binder/requirements.txt"] = time.monotonic() - started

    started = time.monotonic()
    _run(["./binder/postBuild"], env, repo)  # as repo2docker runs it: from the repository root
    seconds["binder/postBuild"] = time.monotonic() - started

    for step, took in seconds.items():
        print(f"binder build: {step}: {took:.1f} s")
    yield BinderEnv(root, repo, venv / "bin" / "python", env, seconds)


def _installed(binder: BinderEnv) -> dict[str, str]:
    listing = _run(
        [str(binder.python), "-m", "pip", "list", "--format=json"], binder.env, binder.root
    )
    return {_normalise(item["name"]): item["version"] for item in json.loads(listing)}


def test_binder_pins_are_the_versions_the_tests_ran_with(binder_env: BinderEnv) -> None:
    """Every pin in binder/requirements.txt equals the development venv's version (the
    one the rest of the suite ran with) and is what the rebuilt environment holds."""
    pins = _pins()
    dev = {name: metadata.version(name) for name in pins}
    assert dev == pins, "binder/requirements.txt drifted from the development venv"
    installed = _installed(binder_env)
    assert {name: installed.get(name) for name in pins} == pins


def test_binder_environment_is_consistent_and_has_no_dev_packages(binder_env: BinderEnv) -> None:
    """pip finds no broken requirement, tulakit is a normal (not editable) install from
    the copy, and none of the test-only packages came along."""
    _run([str(binder_env.python), "-m", "pip", "check"], binder_env.env, binder_env.root)
    installed = _installed(binder_env)
    assert installed.get("tulakit") == metadata.version("tulakit")
    leaked = sorted(name for name in DEV_ONLY if name in installed)
    assert leaked == [], f"development packages in the Binder environment: {leaked}"
    where = _run(
        [str(binder_env.python), "-c", "import tulakit; print(tulakit.__file__)"],
        binder_env.env,
        binder_env.root,  # not the copy's root, where ./tulakit would shadow the install
    ).strip()
    assert Path(where).is_relative_to(binder_env.root / "venv"), where


def test_every_notebook_runs_in_the_binder_kernel(binder_env: BinderEnv) -> None:
    """nbval (lax) runs every notebook of the copy in a kernel of the Binder environment."""
    kernels = binder_env.root / "jupyter-path" / "kernels" / KERNEL_NAME
    kernels.mkdir(parents=True)
    (kernels / "kernel.json").write_text(
        json.dumps(
            {
                "argv": [
                    str(binder_env.python),
                    "-m",
                    "ipykernel_launcher",
                    "-f",
                    "{connection_file}",
                ],
                "display_name": "Binder environment",
                "language": "python",
            }
        )
    )
    # The harness (this pytest with nbval) is the development venv's, clearly not part of
    # the Binder image; the notebooks' code runs only in the kernel named above.
    env = dict(binder_env.env, JUPYTER_PATH=str(binder_env.root / "jupyter-path"))
    env["PATH"] = env["PATH"].split(os.pathsep, 1)[1]  # the harness is not the Binder venv
    env.pop("VIRTUAL_ENV")
    report = binder_env.root / "nbval.xml"
    notebooks = sorted((binder_env.repo / "notebooks").glob("*.ipynb"))
    assert len(notebooks) >= 6
    started = time.monotonic()
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-o",
            "addopts=",  # the copy's pyproject options (doctests, etc.) are not wanted here
            "-p",
            "no:cacheprovider",
            "--nbval-lax",
            f"--nbval-kernel-name={KERNEL_NAME}",
            f"--junitxml={report}",
            "-q",
            *map(str, notebooks),
        ],
        cwd=binder_env.repo,
        env=env,
        capture_output=True,
        text=True,
        timeout=STEP_TIMEOUT,
    )
    print(f"nbval over {len(notebooks)} notebooks: {time.monotonic() - started:.1f} s")
    assert done.returncode == 0, done.stdout[-5000:] + done.stderr[-2000:]
    # junit classnames read "notebooks.tula-play.ipynb" for "notebooks/tula-play.ipynb::Cell 0"
    classnames = {case.get("classname", "") for case in ET.parse(report).getroot().iter("testcase")}
    ran = {nb.name for nb in notebooks if any(c.endswith("." + nb.name) for c in classnames)}
    # the rulings and notation pages are text alone: no cell of theirs runs
    with_code = [nb for nb in notebooks if '"cell_type": "code"' in nb.read_text()]
    missing = sorted(nb.name for nb in with_code if nb.name not in ran)
    assert missing == [], f"nbval ran no cell of {missing}"


def test_binder_voila_draws_the_board(binder_env: BinderEnv, page: Page, tmp_path: Path) -> None:
    """``voila`` of the Binder environment serves the quick-play page; Chromium draws the
    board and a click on the top tile takes it (TULA-6), so the widgets talk both ways."""
    browser.require_chromium()
    home = tmp_path / "voila-home"
    home.mkdir()
    with browser.serve_voila(
        binder_env.repo / "notebooks",
        home,
        python=str(binder_env.python),
        cwd=binder_env.repo,
        app="voila",  # Binder's own Voila, as a visitor of Binder gets it
    ) as url:
        started = time.monotonic()
        page.goto(f"{url}/voila/render/tula-play.ipynb?seed=7", timeout=120_000)
        wait_drawn(page, ".tula-board")
        print(f"binder voila: page.goto to board drawn: {time.monotonic() - started:.2f} s")
        assert "Error displaying widget" not in page.content()

        click_region(page, ".tula-board", 23)  # face up already: auto-reveal, TULA-9
        page.wait_for_function(
            "([sel, text]) => document.querySelector(sel).innerText.includes(text)",
            arg=[".tula-board .status", "starts the stack"],
        )


@contextmanager
def _jupyter_server(binder: BinderEnv, home: Path) -> Iterator[str]:
    """``jupyter server`` of the Binder environment at the copy's root, as Binder runs it
    (Voila is then a server extension); no token, 127.0.0.1 only. Yields its base URL."""
    env = dict(
        binder.env,
        HOME=str(home),
        TMPDIR=str(home),
        JUPYTER_RUNTIME_DIR=str(home / "runtime"),
    )
    port = browser.free_port()
    log = home / "server.log"
    with open(log, "w") as out:
        proc = subprocess.Popen(
            [
                str(binder.python),
                "-m",
                "jupyter_server",
                "--no-browser",
                "--ServerApp.ip=127.0.0.1",
                f"--ServerApp.port={port}",
                f"--ServerApp.root_dir={binder.repo}",
                "--IdentityProvider.token=",  # a local test server: no login
                "--ServerApp.allow_root=True",  # test machines run as root; Binder as jovyan
            ],
            cwd=binder.repo,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        url = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + browser.READY_TIMEOUT
        try:
            while True:
                assert proc.poll() is None, f"jupyter server exited:\n{log.read_text()[-3000:]}"
                try:
                    with urllib.request.urlopen(f"{url}/api/status", timeout=2) as reply:
                        if reply.status == 200:
                            break
                except (urllib.error.URLError, OSError):
                    pass
                assert time.monotonic() < deadline, "jupyter server not ready in time"
                time.sleep(0.2)
            yield url
        finally:
            browser.stop_process_group(proc)


def test_readme_binder_links_open_in_the_binder_server(
    binder_env: BinderEnv, page: Page, tmp_path: Path
) -> None:
    """Binder starts a Jupyter server at the repository root and sends visitors to the
    README links' ``urlpath``: each of those paths renders through the Voila server
    extension, and the quick-play page draws its board there too."""
    browser.require_chromium()
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    paths = [
        unquote(p) for p in re.findall(r"mybinder\.org/v2/gh/[^)\s]*?urlpath=([^)&\s]+)", readme)
    ]
    assert paths, "the README has no Binder link"
    home = tmp_path / "server-home"
    home.mkdir()
    with _jupyter_server(binder_env, home) as url:
        for path in paths:
            with urllib.request.urlopen(f"{url}/{path.lstrip('/')}", timeout=300) as reply:
                body = reply.read().decode("utf-8", "replace")
            assert reply.status == 200, path
            # Voila replaces a failing cell's output with this sentence (tracebacks hidden)
            assert "There was an error when executing cell" not in body, f"{path} failed"
            if path.lstrip("/").startswith("voila/"):  # postBuild's template, by voila.json
                assert "tulakit-icon.svg" in body, f"{path} is not in tulakit's page template"
        page.goto(f"{url}/voila/render/notebooks/tula-play.ipynb?seed=7", timeout=120_000)
        wait_drawn(page, ".tula-board")
        assert "Error displaying widget" not in page.content()
