"""A page's connection to its kernel lasts while its browser answers (issue 23).

The server pings each page's websocket to find connections that died without closing.
With the timeout equal to the interval (set so to quiet a log line), the first check came
a moment after the interval, found the only answer too old and closed the connection:
every page's websocket was closed 30 s after it opened, and again every 30 s. The page
reconnected and fetched all its widgets again each time; under load the Expert tutorial
(839 widgets) never drew (``tulakit.server.app.ping_settings``).

Here the server pings every 2 s, and a client that answers every ping must still be
connected after several of them.
"""

from __future__ import annotations

import asyncio
import re
import time
import urllib.request
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from browser.conftest import NOTEBOOKS, serve_voila

pytestmark = [pytest.mark.browser, pytest.mark.slow]

#: seconds between the server's pings in this test (30 when served)
INTERVAL = 2.0
#: pings a connection must answer and outlive: past the first check and the timeout
PINGS = 5


@pytest.fixture
def quick_pings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    monkeypatch.setenv("TULAKIT_POOL", "0")  # one kernel, started for the one request
    extra = [f"--TulakitVoila.ping_interval={INTERVAL}"]
    with serve_voila(NOTEBOOKS, tmp_path, extra_args=extra) as url:
        yield url


def _pings_before_close(url: str, kernel_id: str) -> tuple[int, bool]:
    """Connect to the kernel's channels and answer pings (Tornado's client does) until
    :data:`PINGS` have come or the server closed the connection: (pings, closed)."""
    from tornado.websocket import websocket_connect

    async def run() -> tuple[int, bool]:
        address = url.replace("http", "ws", 1)
        socket = f"{address}/api/kernels/{kernel_id}/channels?session_id={uuid.uuid4().hex}"
        connection = await websocket_connect(socket)
        pings = 0

        def count(_data: bytes) -> None:
            nonlocal pings
            pings += 1

        connection.on_ping = count  # type: ignore[method-assign,assignment]  # Tornado's hook
        closed = False
        # unread messages (the kernel's status) are read and dropped; None means closed
        reading = asyncio.ensure_future(connection.read_message())
        deadline = time.monotonic() + 60 * INTERVAL
        while pings < PINGS and time.monotonic() < deadline:
            done, _ = await asyncio.wait({reading}, timeout=0.1)
            if done:
                if reading.result() is None:
                    closed = True
                    break
                reading = asyncio.ensure_future(connection.read_message())
        reading.cancel()
        connection.close()
        return pings, closed

    with ThreadPoolExecutor(max_workers=1) as worker:  # Playwright may own this thread's loop
        return worker.submit(asyncio.run, run()).result()


def test_a_page_that_answers_its_pings_keeps_its_connection(quick_pings: str) -> None:
    with urllib.request.urlopen(f"{quick_pings}/voila/render/rulings.ipynb", timeout=120) as reply:
        body = reply.read().decode()
    kernel_id = re.search(r'"kernelId": "([^"]+)"', body).group(1)  # type: ignore[union-attr]
    pings, closed = _pings_before_close(quick_pings, kernel_id)
    assert not closed, f"the server closed a live page's connection after {pings} pings"
    assert pings >= PINGS
