"""The test browser is offline: only 127.0.0.1 answers (conftest.OFFLINE_FLAGS).

The static site's tests prove it works with no network only if a request that leaves the
machine cannot succeed; these checks fail if the browser's proxy rule is lost.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from playwright.sync_api import Page

pytestmark = pytest.mark.browser

FETCH = """async (url) => {
    // no-cors: a server elsewhere that answers is an opaque reply (status 0), not an error
    try { const reply = await fetch(url, {cache: "no-store", mode: "no-cors"}); return reply.status; }
    catch (error) { return "refused"; }
}"""


def test_only_127_0_0_1_answers(page: Page, voila_url: str) -> None:
    page.goto(f"{voila_url}/voila/static/voila.js", timeout=60_000)
    assert page.evaluate(FETCH, f"{voila_url}/voila/static/voila.js") == 200
    # localhost is loopback too: it answers (another origin: an opaque reply, status 0)
    local_name = voila_url.replace("127.0.0.1", "localhost")
    assert page.evaluate(FETCH, f"{local_name}/voila/static/voila.js") == 0
    # a name, an address on the internet and one on the local network: none answer
    for outside in ("https://cdn.jsdelivr.net/", "http://93.184.215.14/", "http://10.0.0.1/"):
        assert page.evaluate(FETCH, outside) == "refused", outside
