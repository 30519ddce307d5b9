"""No page address can put markup or script into a page (issue 23).

Every page of the site is opened with a script or attribute payload in every parameter
any page reads (the theme among them), from Voila and from the static site, in Chromium
(one tab visits every page in turn, as a curious visitor would). The test fails if a
dialog opens, if a payload's script ran (it would set ``window.__tk_xss``), if an element
a payload would create exists (their ids start with ``tk-xss``), if any element has an
event attribute or a ``javascript:`` link carrying a payload, or if the page does not come
up with its widgets. The server's own pages (404, the folder listing) get the same
payloads in their address. Pages also carry a Content-Security-Policy header.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import quote, urlencode

import pytest
from browser.conftest import Served
from browser.pages import wait_rendered

pytestmark = [pytest.mark.browser, pytest.mark.slow]

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"

#: each payload, if it ever ran or became markup, sets window.__tk_xss or makes an
#: element whose id starts with tk-xss
PAYLOADS = (
    '"><script>window.__tk_xss=1;alert(document.domain)</script>',
    "<img src=x onerror=window.__tk_xss=1 id=tk-xss-img>",
    "'><svg onload=window.__tk_xss=1 id=tk-xss-svg>",
    '" onmouseover="window.__tk_xss=1" id="tk-xss-attr',
    "javascript:window.__tk_xss=1//",
    "<b id=tk-xss-b>bold</b>{{7*7}}",
)

#: every parameter a page of the site reads (tests/widgets/test_page.py has the same
#: list), Voila's own, and one no page reads
PARAMS = (
    "seed", "daily", "auto_reveal", "legal", "mercy", "winnable", "moves", "bot", "colour",
    "ranks", "position", "players", "bots", "colours", "variant", "deck", "treasures",
    "theme", "template", "voila-theme", "nonsense",
)  # fmt: skip

#: JavaScript: what a payload left in the page, as a list of findings ([] when clean)
FOUND = """() => {
    const found = [];
    if (window.__tk_xss !== undefined) found.push('a payload script ran');
    for (const el of document.querySelectorAll('[id^="tk-xss"]')) {
        found.push(`element from a payload: <${el.tagName.toLowerCase()} id=${el.id}>`);
    }
    for (const el of document.querySelectorAll('*')) {
        for (const attr of el.attributes) {
            const value = attr.value || '';
            if (attr.name.startsWith('on') && value.includes('__tk_xss')) {
                found.push(`event attribute ${attr.name} on <${el.tagName.toLowerCase()}>`);
            }
            if (/^\\s*javascript:/i.test(value) && value.includes('__tk_xss')) {
                found.push(`javascript: link in ${attr.name} of <${el.tagName.toLowerCase()}>`);
            }
        }
    }
    for (const script of document.querySelectorAll('script')) {
        const type = script.type || 'text/javascript';
        if (/javascript|module/.test(type) && script.textContent.includes('__tk_xss')) {
            found.push('a script holding a payload');
        }
    }
    return found;
}"""


def _pages() -> list[str]:
    return sorted(path.name for path in NOTEBOOKS.glob("*.ipynb"))


def _hostile_query(shift: int) -> str:
    return urlencode({name: PAYLOADS[(i + shift) % len(PAYLOADS)] for i, name in enumerate(PARAMS)})


def _watch(page: Any) -> list[str]:
    """Record (and dismiss) every dialog the page opens."""
    dialogs: list[str] = []

    def seen(dialog: Any) -> None:
        dialogs.append(dialog.message)
        dialog.dismiss()

    page.on("dialog", seen)
    return dialogs


def test_payloads_in_every_parameter_of_every_page_stay_text(page: Any, served: Served) -> None:
    dialogs = _watch(page)
    for shift, name in enumerate(_pages()):  # each page gets the payloads in other parameters
        reply = page.goto(f"{served.page(name)}?{_hostile_query(shift)}", timeout=180_000)
        assert reply is not None and reply.status == 200, name
        if served.kind == "voila":  # a static host sends its own headers
            assert "script-src" in (reply.headers.get("content-security-policy") or "")
        wait_rendered(page, timeout=180_000)
        # the light theme, styled (an unknown theme once stripped every style)
        assert "theme-light" in (page.locator("body").get_attribute("class") or ""), name
        assert page.evaluate(FOUND) == [], name
        assert dialogs == [], name
        # the links between pages carry no theme but dark (nothing of the address); an
        # anchor in the page ("#part") is compared as written, not resolved against this
        # address
        hrefs = page.evaluate(
            "() => [...document.querySelectorAll('a[href]')].map(a => a.getAttribute('href'))"
        )
        assert not [href for href in hrefs if "tk-xss" in href or "__tk_xss" in href], name


@pytest.mark.parametrize(
    "path",
    [
        "voila/render/" + quote("<img src=x onerror=window.__tk_xss=1 id=tk-xss-img>.ipynb"),
        "voila/render/nope.ipynb?" + _hostile_query(0),
        quote("<svg onload=window.__tk_xss=1 id=tk-xss-svg>"),
        "voila/tree?" + _hostile_query(1),
        "?" + _hostile_query(2),
    ],
    ids=["page-name", "404-query", "unknown-path", "tree", "root"],
)
def test_the_servers_own_pages_keep_payloads_as_text(page: Any, voila_url: str, path: str) -> None:
    dialogs = _watch(page)
    reply = page.goto(f"{voila_url}/{path}", timeout=60_000)
    assert reply is not None and reply.status in (200, 404)
    page.wait_for_load_state("load")
    assert page.evaluate(FOUND) == []
    assert dialogs == []
    if reply.status == 404:  # tulakit's page, with a way back to the list of games
        home = page.locator("a.tk-error-home")
        assert home.count() == 1
        assert home.get_attribute("href", timeout=5_000).endswith("voila/render/index.ipynb")
