"""The static site's tests share one returning visitor's browser (``static_visitor`` in
conftest.py): what a browser caches for any site carries over from test to test, what the
site itself keeps does not, but for the snapshot of its Python (``KEPT_CACHES``), which a
returning visitor's browser has. Both halves are checked here, on the site's own 404 page
(a plain HTML page: no Python starts)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from browser.conftest import KEPT_CACHES, static_page

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext

pytestmark = pytest.mark.browser

#: JavaScript: how many bytes the page's own document came over the network with (0 when
#: the browser's cache gave it)
FETCHED = "() => performance.getEntriesByType('navigation')[0].transferSize"
#: JavaScript: the names of the site's Cache Storage caches that hold something
CACHES = """async () => {
    const names = [];
    for (const name of await caches.keys()) {
        if ((await (await caches.open(name)).keys()).length) { names.push(name); }
    }
    return names.sort();
}"""
#: JavaScript: put something in the cache named ``name``
PUT = """async (name) => {
    await (await caches.open(name)).put(location.href + '?kept', new Response('x'));
}"""


def test_a_returning_visitor_keeps_the_cache_and_nothing_of_the_site(
    static_visitor: BrowserContext, static_url: str
) -> None:
    page_address = f"{static_url}/404.html"
    with static_page(static_visitor, static_url, 800, 600) as page:
        page.goto(page_address)
        page.evaluate("() => { localStorage.setItem('tk-left', 'by the last test'); }")
        for name in ("tk-left", *KEPT_CACHES):
            page.evaluate(PUT, name)
        page.context.add_cookies([{"name": "tk-left", "value": "1", "url": static_url}])
    with static_page(static_visitor, static_url, 800, 600) as page:
        page.goto(page_address)
        assert page.evaluate("() => localStorage.getItem('tk-left')") is None
        assert page.context.cookies(static_url) == []
        assert page.evaluate(CACHES) == sorted(KEPT_CACHES)  # the snapshot of Python stays
        assert page.evaluate(FETCHED) == 0  # the page came from the cache (max-age=600)
