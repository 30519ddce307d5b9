"""A visit leaves nothing in the server's log that its owner cannot act on (issue 23).

Before, every start and visit logged a warning per page ("Notebook x is not trusted"), one
per kernel ("running over TCP without encryption") and one about websocket pings, so that
a real error drowned among them. A server starts, a visitor plays a move and leaves, and
the log must hold no warning, error or traceback.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from browser.access import wait_drawn
from browser.clicks import click_region
from browser.conftest import NOTEBOOKS, local_page, require_chromium, serve_voila

if TYPE_CHECKING:
    from playwright.sync_api import Browser

pytestmark = pytest.mark.browser


def test_a_visit_logs_no_warning(chromium: Browser, tmp_path: Path) -> None:
    require_chromium()
    folder = tmp_path / "notebooks"
    folder.mkdir()
    for name in ("index.ipynb", "tula-play.ipynb"):
        shutil.copy(NOTEBOOKS / name, folder / name)
    home = tmp_path / "home"
    home.mkdir()
    with serve_voila(folder, home) as url, local_page(chromium, 1100, 900) as page:
        page.goto(f"{url}/voila/render/tula-play.ipynb?seed=3", timeout=120_000)
        wait_drawn(page, ".tula-board")
        click_region(page, ".tula-board", 23)
        page.wait_for_function(
            "() => document.querySelector('.tula-board .status').innerText"
            ".includes('starts the stack')"
        )
        # files that do not exist: a theme's stylesheet (once a traceback in the log), a
        # template's file
        for missing in ("voila/api/themes/nope/index.css", "voila/templates/tulakit/static/no.css"):
            assert page.request.get(f"{url}/{missing}").status == 404
    log = (home / "voila.log").read_text()
    noisy = [
        line
        for line in log.splitlines()
        if any(word in line for word in ("WARNING", "ERROR", "Traceback", "trusted", "encryption"))
    ]
    assert noisy == []
    assert "Using pre-heated kernel" in log  # the log was read, and the visit is in it
