"""The static site's Python starts from a snapshot the browser keeps (issue 24: a warm visit
at most half a cold one; ``staticsite/start.js``). A first visit makes the snapshot and keeps
it in Cache Storage; a later visit, to any page, starts from it, deals a new game all the
same, takes moves and shows what cells print; a snapshot that cannot be used, or one of
another build, is dropped and the page starts as usual. Each test has a browser of its
own, so that it decides what is kept."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

import pytest
from browser.access import wait_drawn
from browser.clicks import click_region
from browser.conftest import SITE, close_like_a_visitor
from browser.pages import API_PAGE_PRINTED

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

pytestmark = pytest.mark.browser

BOARD = ".tula-board"
STORE = "tulakit-python-start"
#: what the kernel's worker says when Python started from a kept snapshot
RESTORED = "tulakit: Python started from the snapshot this browser kept"
#: JavaScript: the kept snapshots, as [name, bytes]
KEPT = """async (store) => {
    const cache = await caches.open(store);
    return Promise.all((await cache.keys()).map(async (request) => [
        request.url.slice(request.url.lastIndexOf('/') + 1),
        (await (await cache.match(request)).blob()).size]));
}"""
#: JavaScript: put ``text`` in the store under the name ``name``
PUT = """async ([store, name, text]) => {
    const cache = await caches.open(store);
    await cache.put(new URL('/static/pyodide/' + name, location.href).href, new Response(text));
}"""
#: JavaScript: the kept snapshot ``name`` as if another Pyodide had made it (its build id,
#: 8 words after the first 4, changed), its length and first word as they were
OTHER_PYODIDE = """async ([store, name]) => {
    const cache = await caches.open(store);
    const address = new URL('/static/pyodide/' + name, location.href).href;
    const kept = await cache.match(address);
    const bytes = new Uint8Array(await kept.arrayBuffer());
    for (let i = 16; i < 48; i++) { bytes[i] = 255 - bytes[i]; }
    await cache.put(address, new Response(bytes, {headers: kept.headers}));
    return Array.from(bytes.slice(16, 48));
}"""
#: JavaScript: the build id words of the kept snapshot ``name``
BUILD_ID = """async ([store, name]) => {
    const cache = await caches.open(store);
    const kept = await cache.match(new URL('/static/pyodide/' + name, location.href).href);
    return kept ? Array.from(new Uint8Array(await kept.arrayBuffer()).slice(16, 48)) : null;
}"""
#: a snapshot is Python's memory: tens of megabytes
SNAPSHOT_BYTES = 10_000_000


def build_key() -> str:
    """The snapshot key of the built site, as its start script carries it."""
    script = (SITE / "static" / "pyodide" / "tulakit-start.js").read_text()
    found = re.search(r'"key": "([0-9a-f]{16})"', script)
    assert found, "the built start script carries no key"
    return found.group(1)


@contextmanager
def visitor(chromium: Browser) -> Iterator[tuple[Page, list[str]]]:
    """A page of a browser of its own, and what its console says (its workers' too), each
    line as "type: text"."""
    context = chromium.new_context(viewport={"width": 1000, "height": 800})
    page = context.new_page()
    said: list[str] = []
    page.on("console", lambda message: said.append(f"{message.type}: {message.text}"))
    try:
        yield page, said
    finally:
        close_like_a_visitor(context)


def open_play(page: Page, static_url: str) -> None:
    page.goto(f"{static_url}/voici/render/tula-play.html", timeout=180_000)
    wait_drawn(page, BOARD, timeout=180_000)


def wait_kept(page: Page, key: str) -> list[Any]:
    """Wait until the store holds this build's snapshot alone (it is written while the
    page goes on starting), and return what it holds."""
    page.wait_for_function(
        f"""async () => {{
            const kept = await ({KEPT})({STORE!r});
            return kept.length === 1 && kept[0][0] === 'tulakit-start-{key}.snapshot'
                && kept[0][1] > {SNAPSHOT_BYTES};
        }}""",
        timeout=60_000,
        polling=200,
    )
    kept: list[Any] = page.evaluate(KEPT, STORE)
    return kept


def take_the_top_tile(page: Page) -> None:
    """The kernel answers a move: the top tile goes onto the stack."""
    click_region(page, BOARD, 23)
    page.wait_for_function(
        "(sel) => [...document.querySelectorAll(sel + ' .tk-picture text')]"
        ".some((t) => t.textContent === '1 tile on the stack')",
        arg=BOARD,
        timeout=60_000,
    )


def new_game_seed(page: Page) -> str:
    """Press New game (its seed field empty: a random seed) and read the seed it says."""
    page.get_by_role("button", name="New game", exact=True).click()
    status = f"{BOARD} .status"
    page.wait_for_function(
        "(sel) => document.querySelector(sel).innerText.includes('New game, ')",
        arg=status,
        timeout=60_000,
    )
    found = re.search(r"New game, (?:a winnable deal from )?seed (\d+)", page.inner_text(status))
    assert found, page.inner_text(status)
    return found.group(1)


def test_a_later_visit_starts_from_the_kept_snapshot_and_deals_anew(
    chromium: Browser, static_url: str
) -> None:
    key = build_key()
    with visitor(chromium) as (page, said):
        open_play(page, static_url)
        assert not [line for line in said if RESTORED in line]  # the first visit makes it
        wait_kept(page, key)
        seeds = []
        for _ in range(2):
            said.clear()
            open_play(page, static_url)
            assert [line for line in said if f"{RESTORED} ({key})" in line]
            take_the_top_tile(page)
            seeds.append(new_game_seed(page))
        # the snapshot froze Python's random generator, which New game draws its seed
        # from: each visit seeds it anew
        assert seeds[0] != seeds[1]
        assert not [line for line in said if line.startswith("error:")]
        # another page starts from the same snapshot, and what its cells print shows
        said.clear()
        page.goto(f"{static_url}/voici/render/api.html", timeout=180_000)
        page.wait_for_function(API_PAGE_PRINTED, timeout=180_000)
        assert [line for line in said if f"{RESTORED} ({key})" in line]


def test_a_snapshot_that_cannot_be_used_and_another_builds_are_dropped(
    chromium: Browser, static_url: str
) -> None:
    """Bad input: a kept snapshot that is not whole, or that another Pyodide made, never
    holds a page back; Python starts as usual and keeps a good one in its place."""
    key = build_key()
    name = f"tulakit-start-{key}.snapshot"
    with visitor(chromium) as (page, said):
        page.goto(f"{static_url}/404.html")  # the site's origin, with no Python
        page.evaluate(PUT, [STORE, name, "not a snapshot"])
        page.evaluate(PUT, [STORE, "tulakit-start-0123456789abcdef.snapshot", "another build"])
        open_play(page, static_url)
        assert [line for line in said if "the kept snapshot is not whole" in line]
        take_the_top_tile(page)
        wait_kept(page, key)  # made anew, and the other build's gone
        other = page.evaluate(OTHER_PYODIDE, [STORE, name])
        said.clear()
        open_play(page, static_url)
        assert [line for line in said if "Snapshot build id mismatch" in line]
        assert not [line for line in said if RESTORED in line]
        take_the_top_tile(page)
        page.wait_for_function(  # the one of another Pyodide is dropped and a good one kept
            f"async ([store, name, other]) => {{ const id = await ({BUILD_ID})([store, name]);"
            " return id !== null && id.join() !== other.join(); }",
            arg=[STORE, name, other],
            timeout=60_000,
            polling=200,
        )
        said.clear()
        open_play(page, static_url)
        assert [line for line in said if RESTORED in line]
