"""The static site when the page's Python cannot start (issue 24, bad input): the visitor
reads why, in words, at the top of the page, and no spinner turns for ever; the page's
text stays. A page whose Python starts shows no such note, and a note goes away if
Python starts after all."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

import pytest
from browser.access import wait_drawn
from browser.conftest import close_like_a_visitor

if TYPE_CHECKING:
    from playwright.sync_api import Browser

pytestmark = pytest.mark.browser

NOTE = "#tk-runtime-failed"


@contextmanager
def site_page(chromium: Any, *, block: str = "", init_script: str = "") -> Iterator[Any]:
    """A page that may only talk to 127.0.0.1, with requests for files named ``block``
    refused (the page's and its workers' alike) and ``init_script`` run first."""
    context = chromium.new_context(viewport={"width": 1000, "height": 800})

    def route(route: Any) -> None:
        url = route.request.url
        host = url.split("/")[2].split(":")[0]
        if host != "127.0.0.1" or (block and url.split("?")[0].endswith("/" + block)):
            route.abort()
        else:
            route.continue_()

    context.route("**/*", route)
    if init_script:
        context.add_init_script(init_script)
    try:
        yield context.new_page()
    finally:
        close_like_a_visitor(context)


def _note_says(page: Any, words: str) -> None:
    page.wait_for_selector(NOTE, timeout=60_000)
    note = page.locator(NOTE)
    assert note.get_attribute("role") == "alert"  # a screen reader says it at once
    assert words in note.inner_text()
    assert "Reload the page" in note.inner_text()
    page.wait_for_function("() => !document.querySelector('#loading')?.offsetParent")
    assert "Tula: quick play" in page.locator("body").inner_text()  # the text stays


@pytest.mark.parametrize("missing", ["pyodide.asm.wasm", "python_stdlib.zip"])
def test_runtime_that_cannot_download_is_explained(
    chromium: Browser, static_url: str, missing: str
) -> None:
    with site_page(chromium, block=missing) as page:
        page.goto(f"{static_url}/voici/render/tula-play.html", timeout=120_000)
        _note_says(page, "The page's Python could not be downloaded")


def test_browser_without_webassembly_is_told_so(chromium: Browser, static_url: str) -> None:
    # the page loses WebAssembly, and its Python's worker (which an init script does not
    # reach) its runtime: as in a browser without WebAssembly, Python never starts
    no_webassembly = "delete globalThis.WebAssembly;"
    with site_page(chromium, block="pyodide.asm.wasm", init_script=no_webassembly) as page:
        page.goto(f"{static_url}/voici/render/tula-play.html", timeout=120_000)
        _note_says(page, "WebAssembly turned off")


def test_a_page_that_starts_has_no_note(chromium: Browser, static_url: str) -> None:
    with site_page(chromium) as page:
        page.goto(f"{static_url}/voici/render/tula-play.html", timeout=180_000)
        wait_drawn(page, ".tula-board", timeout=180_000)
        assert page.locator(NOTE).count() == 0


def test_a_note_goes_when_python_starts_after_all(chromium: Browser, static_url: str) -> None:
    """A false alarm (here: the page is told it has no WebAssembly, while its Python's
    worker has it and starts) is taken back once the page runs its cells."""
    with site_page(chromium, init_script="delete globalThis.WebAssembly;") as page:
        page.goto(f"{static_url}/voici/render/tula-play.html", timeout=120_000)
        page.wait_for_selector(NOTE, timeout=60_000)
        wait_drawn(page, ".tula-board", timeout=180_000)
        page.wait_for_selector(NOTE, state="detached", timeout=30_000)
        assert "tk-no-python" not in (page.locator("body").get_attribute("class") or "")


#: the loading spinner, its CSS animations and its inline rotation
SPINNER_STATE = """() => {
    const spinner = document.querySelector('#loading .spinner');
    return spinner && {animations: spinner.getAnimations().length,
                       transform: spinner.style.transform};
}"""


def test_the_spinner_turns_without_an_animation_of_every_frame(
    chromium: Browser, static_url: str
) -> None:
    """While Python starts, Voila's spinner turns by steps from a slow timer rather than
    by a CSS animation, which has the browser draw 60 frames a second (docs/deploy.md,
    "Measured: a visit to the static site"); a visitor who asks for reduced motion gets
    a still one."""
    with site_page(chromium) as page:
        page.goto(f"{static_url}/voici/render/tula-play.html", timeout=180_000)
        first = page.wait_for_function(f"({SPINNER_STATE})()?.transform", timeout=60_000)
        turned = first.json_value()
        assert page.evaluate(SPINNER_STATE)["animations"] == 0
        page.wait_for_function(f"({SPINNER_STATE})()?.transform !== {turned!r}", timeout=60_000)
    context = chromium.new_context(reduced_motion="reduce")
    try:
        page = context.new_page()
        page.goto(f"{static_url}/voici/render/tula-play.html", timeout=180_000)
        page.wait_for_function("() => /execut/i.test(document.getElementById('loading_text')"
                               "?.textContent || '')", timeout=180_000)  # fmt: skip
        state = page.evaluate(SPINNER_STATE)
        assert state is None or state == {"animations": 0, "transform": ""}
    finally:
        close_like_a_visitor(context)
