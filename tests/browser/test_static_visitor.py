"""The static site's tests share one returning visitor's browser (``static_visitor`` in
conftest.py): what a browser caches for any site carries over from test to test, what the
site itself keeps does not. Both halves are checked here, on the site's own 404 page (a
plain HTML page: no Python starts)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from browser.conftest import static_page

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext

pytestmark = pytest.mark.browser

#: JavaScript: how many bytes the page's own document came over the network with (0 when
#: the browser's cache gave it)
FETCHED = "() => performance.getEntriesByType('navigation')[0].transferSize"


def test_a_returning_visitor_keeps_the_cache_and_nothing_of_the_site(
    static_visitor: BrowserContext, static_url: str
) -> None:
    page_address = f"{static_url}/404.html"
    with static_page(static_visitor, static_url, 800, 600) as page:
        page.goto(page_address)
        page.evaluate("() => { localStorage.setItem('tk-left', 'by the last test'); }")
        page.context.add_cookies([{"name": "tk-left", "value": "1", "url": static_url}])
    with static_page(static_visitor, static_url, 800, 600) as page:
        page.goto(page_address)
        assert page.evaluate("() => localStorage.getItem('tk-left')") is None
        assert page.context.cookies(static_url) == []
        assert page.evaluate(FETCHED) == 0  # the page came from the cache (max-age=600)
