"""In JupyterLab, Share gives the Voila page of the same game on the same server (issue 14).

A real Jupyter server (JupyterLab's, with a base URL as a hub gives one) starts a kernel
for ``notebooks/tula.ipynb`` as JupyterLab does when the notebook is opened. In that
kernel a tutorial's board plays two moves and makes its Share link: it is the server's own
``<base>voila/render/notebooks/tula-play.ipynb?<the game>``, and the server answers it
with the page. (No query string ever reaches a JupyterLab kernel, so the relative link of
a served page would recreate nothing there.)
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import time
import urllib.error
import urllib.request
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from browser.conftest import REPO, TEMPLATES, free_port, stop_process_group

pytestmark = [pytest.mark.browser, pytest.mark.slow]

CODE = """
from tulakit.widgets.tula_board import TulaBoard
board = TulaBoard(seed=9)
board.click_tile(23); board.click_tile(23)
link = board.share_panel.show()
print(json.dumps([link.query, board.share_panel.lasting(link).href]))
"""


def _execute(port: int, base: str, kernel: str, code: str) -> str:
    """Run ``code`` in the server's kernel over its websocket; return what it printed."""
    import websockets

    async def run() -> str:
        url = f"ws://127.0.0.1:{port}{base}api/kernels/{kernel}/channels"
        async with websockets.connect(url) as socket:
            msg_id = uuid.uuid4().hex
            header = {"msg_id": msg_id, "msg_type": "execute_request", "username": "",
                      "session": uuid.uuid4().hex, "version": "5.3"}  # fmt: skip
            await socket.send(json.dumps({
                "header": header, "parent_header": {}, "metadata": {}, "channel": "shell",
                "content": {"code": "import json\n" + code, "silent": False},
            }))  # fmt: skip
            printed = ""
            while True:
                message = json.loads(await asyncio.wait_for(socket.recv(), 120))
                if message["parent_header"].get("msg_id") != msg_id:
                    continue
                if message["msg_type"] == "stream":
                    printed += message["content"]["text"]
                elif message["msg_type"] == "error":
                    raise AssertionError(message["content"]["evalue"])
                elif message["content"].get("execution_state") == "idle":
                    return printed

    # Playwright's sync API keeps an event loop running in this thread for the whole
    # session: asyncio.run() needs a thread of its own
    with ThreadPoolExecutor(max_workers=1) as worker:
        return worker.submit(asyncio.run, run()).result()


def test_share_in_jupyterlab_links_the_voila_page_on_the_same_server(tmp_path: Path) -> None:
    port, base = free_port(), "/hub-like/"
    env = dict(os.environ, HOME=str(tmp_path), JUPYTER_RUNTIME_DIR=str(tmp_path / "runtime"),
               JUPYTER_CONFIG_DIR=str(tmp_path / "config"), JUPYTER_PATH=str(TEMPLATES))  # fmt: skip
    for name in ("BINDER_LAUNCH_HOST", "BINDER_REQUEST", "BINDER_PERSISTENT_REQUEST"):
        env.pop(name, None)
    log = open(tmp_path / "lab.log", "w")  # noqa: SIM115 - closed below
    server = subprocess.Popen(
        [sys.executable, "-m", "jupyter", "lab", "--no-browser", "--allow-root",
         "--ServerApp.ip=127.0.0.1", f"--port={port}", f"--ServerApp.root_dir={REPO}",
         f"--ServerApp.base_url={base}", "--IdentityProvider.token=",
         "--ServerApp.password=", "--ServerApp.disable_check_xsrf=True"],
        env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
    )  # fmt: skip
    root = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 90
        while True:
            try:
                urllib.request.urlopen(f"{root}{base}api/status", timeout=2)
                break
            except (urllib.error.URLError, OSError):
                assert time.monotonic() < deadline, (tmp_path / "lab.log").read_text()[-2000:]
                time.sleep(0.3)
        body = {"path": "notebooks/tula.ipynb", "name": "tula.ipynb", "type": "notebook",
                "kernel": {"name": "python3"}}  # fmt: skip
        request = urllib.request.Request(
            f"{root}{base}api/sessions", data=json.dumps(body).encode(), method="POST",
            headers={"Content-Type": "application/json"},
        )  # fmt: skip
        kernel = json.load(urllib.request.urlopen(request, timeout=60))["kernel"]["id"]
        relative, href = json.loads(_execute(port, base, kernel, CODE).strip().splitlines()[-1])
        assert relative.startswith("tula-play.ipynb?seed=9") and "moves=R23,T23" in relative
        assert href == f"{base}voila/render/notebooks/{relative}"
        with urllib.request.urlopen(f"{root}{href}", timeout=120) as page:
            assert page.status == 200 and b"<title>Tula: quick play</title>" in page.read()
    finally:
        stop_process_group(server)
        log.close()
