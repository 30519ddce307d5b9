"""A page that opens fast (issue "A class at once"): Voila's preheated kernels get each
visitor's own address, and the text shows while the cells still run.

``make serve`` (and the browser tests' Voila, which mirrors it) keeps a kernel per page
started and run ahead of its visitor (deploy/voila.py); tulakit's template shows each
cell as it arrives instead of hiding them all until the last has run.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import TYPE_CHECKING

import browser.conftest as browser
import psutil
import pytest
from browser.access import wait_drawn
from browser.conftest import local_page, server_kernels

from tulakit.widgets import TulaBoard

if TYPE_CHECKING:
    from playwright.sync_api import Browser

pytestmark = pytest.mark.browser

KERNEL_ID = "JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId"


def _kernel(url: str, kernel_id: str) -> psutil.Process:
    """The process of kernel ``kernel_id`` of the server at ``url``."""
    for kernel in server_kernels(url):
        if f"kernel-{kernel_id}.json" in " ".join(kernel.cmdline()):
            return kernel
    raise AssertionError(f"no kernel {kernel_id} at {url}")


def _mirror(query: str) -> TulaBoard:
    """The quick-play board a page with this address deals."""
    os.environ["QUERY_STRING"] = query
    try:
        return TulaBoard.from_query()
    finally:
        del os.environ["QUERY_STRING"]


def test_a_preheated_kernel_deals_the_visitors_own_game(chromium: Browser, voila_url: str) -> None:
    """Two visitors with different seeds get kernels that were started before they asked,
    each dealing the seed of its own address (the query string reaches a kernel that was
    already running: tulakit.widgets.page.wait_for_visitor)."""
    for seed in (5, 8):
        with local_page(chromium, 1100, 900) as page:
            asked = time.time()
            page.goto(f"{voila_url}/voila/render/tula-play.ipynb?seed={seed}", timeout=120_000)
            wait_drawn(page, ".tula-board")
            kernel = _kernel(voila_url, page.evaluate(KERNEL_ID))
            assert kernel.create_time() < asked, "the page's kernel started for it: not preheated"
            shown = page.locator(".tula-board .tk-description").first.text_content()
            assert shown == _mirror(f"seed={seed}").view.description


#: a page whose second cell runs until the test lets it go (the file ``go`` appears)
SLOW_PAGE = [
    ("markdown", "# The heading comes first\n\nThen a cell that takes its time."),
    (
        "code",
        "import pathlib, time\nwhile not pathlib.Path({go!r}).exists():\n    time.sleep(0.1)",
    ),
    ("code", "import ipywidgets\nipywidgets.Button(description='Done').add_class('done')"),
]


def test_the_text_shows_while_the_cells_still_run(chromium: Browser, tmp_path: Path) -> None:
    """The heading is on screen while a later cell has not finished, the progress bar at
    the window's foot says so; the widget comes once the cell is let go."""
    browser.require_chromium()
    go = tmp_path / "go"
    folder = tmp_path / "notebooks"
    folder.mkdir()
    cells: list[dict[str, object]] = [
        {"cell_type": kind, "id": f"c{i}", "metadata": {}, "source": source.format(go=str(go))}
        | ({"execution_count": None, "outputs": []} if kind == "code" else {})
        for i, (kind, source) in enumerate(SLOW_PAGE)
    ]
    notebook = {
        "cells": cells,
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (folder / "slow.ipynb").write_text(json.dumps(notebook))
    home = tmp_path / "home"
    home.mkdir()
    with (
        browser.serve_voila(folder, home) as url,
        local_page(chromium, 1100, 900) as page,
    ):
        page.goto(f"{url}/voila/render/slow.ipynb", wait_until="commit", timeout=120_000)
        page.wait_for_function(
            "() => { const h = document.querySelector('h1');"
            " if (!h || !h.checkVisibility()) return false;"
            " const box = h.getBoundingClientRect();"
            " return box.top >= 0 && box.bottom <= innerHeight; }",
            timeout=120_000,
        )
        assert page.locator(".done").count() == 0, "the last cell ran before it was let go"
        bar = page.locator("#loading").bounding_box()
        assert bar is not None and bar["y"] + bar["height"] >= 900 - 1, "not at the foot"
        assert bar["height"] < 100, "the progress bar hides the page"
        go.touch()
        page.locator(".done").wait_for(timeout=120_000)
        assert page.locator("#loading").count() == 0


#: JavaScript: what the page's widget manager does when asked for a model it does not
#: have: refuse at once (before any timer of the page has run), or keep waiting
MISSING_MODEL = """async () => {
    const manager = window.jupyterapp.widgetManager;
    return await Promise.race([
        (async () => manager.get_model("no-such-model"))().then(
            () => "found", () => "refused at once"),
        new Promise((settle) => setTimeout(() => settle("still waiting"), 0)),
    ]);
}"""


def test_a_widget_model_not_yet_restored_is_refused_at_once(
    chromium: Browser, voila_url: str
) -> None:
    """A page's outputs ask for their widgets' models before the page has restored them
    from the kernel. Refused at once, an output waits for the restore and then draws;
    ipywidgets 8.1.9's wait could end just after the restore and leave the output empty
    for good (pyproject.toml says more). The refusal's timing is measured without a
    clock: before any timer of the page can run."""
    with local_page(chromium, 1100, 900) as page:
        page.goto(f"{voila_url}/voila/render/tula-play.ipynb", timeout=120_000)
        wait_drawn(page, ".tula-board")
        assert page.evaluate(MISSING_MODEL) == "refused at once"
        # the test-only record a failing page reports (wire_watch.js) saw the restore
        restores = page.evaluate("() => window.tkWire && tkWire.manager.restores")
        assert restores and "restored=true" in restores[0], restores
