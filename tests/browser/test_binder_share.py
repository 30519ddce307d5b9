"""On Binder, Share gives a link that outlives the session (issue 14), in a real Voila.

Voila runs here as Binder runs it: serving the repository's root (pages are
``voila/render/notebooks/...``), with the variables BinderHub and repo2docker put in a
session's environment. A person plays a few moves by clicks and presses Share: the link
is a Binder launch link of the same commit, and its ``urlpath``, given to Voila as a fresh
Binder session would, opens the identical game (the same picture, markup for markup).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import parse_qs, urlsplit

import pytest
from browser.access import wait_drawn
from browser.clicks import click_region
from browser.conftest import REPO, serve_voila

from tulakit.widgets.tula_board import TulaBoard

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

pytestmark = [pytest.mark.browser, pytest.mark.slow]

BOARD = ".board"
PICTURE = f"{BOARD} .tk-picture"
LAUNCH = "https://mybinder.org/v2/gh/tulakit/tulakit/4f2c9e1d0b"
BINDER_ENV = {
    "BINDER_LAUNCH_HOST": "https://mybinder.org/",
    "BINDER_REQUEST": "v2/gh/tulakit/tulakit/main",
    "BINDER_PERSISTENT_REQUEST": "v2/gh/tulakit/tulakit/4f2c9e1d0b",
    "BINDER_REPO_URL": "https://github.com/tulakit/tulakit",
    "BINDER_REF_URL": "https://github.com/tulakit/tulakit/tree/4f2c9e1d0b",
    "REPO_DIR": str(REPO),
}
MARKUP = "(sel) => { const s = document.querySelector(sel); return s.getAttribute('viewBox') + s.innerHTML; }"  # fmt: skip
HAS_TEXT = "([sel, text]) => document.querySelector(sel)?.innerText.includes(text)"


@pytest.fixture(scope="module")
def binder_voila(tmp_path_factory: pytest.TempPathFactory, chromium: Browser) -> Iterator[str]:
    """Voila on the repository's root, with a Binder session's environment."""
    with pytest.MonkeyPatch.context() as patch:
        for name, value in BINDER_ENV.items():
            patch.setenv(name, value)
        with serve_voila(REPO, tmp_path_factory.mktemp("binder-home")) as url:
            yield url


def test_share_on_binder_gives_a_launch_link_that_opens_the_same_game(
    page: Page, binder_voila: str
) -> None:
    page.goto(
        f"{binder_voila}/voila/render/notebooks/tula-play.ipynb?seed=7&auto_reveal=0",
        timeout=120_000,
    )
    wait_drawn(page, BOARD)
    mirror = TulaBoard(seed=7, auto_reveal=False)
    for position in (23, 23, 20):  # reveal and take the top tile (TULA-6), reveal 20
        expected = mirror.click_tile(position)
        click_region(page, BOARD, position)
        page.wait_for_function(HAS_TEXT, arg=[f"{BOARD} .status", expected], timeout=60_000)
    page.click("button.share")
    page.wait_for_selector("a.share-url", timeout=30_000)
    page.wait_for_function(HAS_TEXT, arg=[f"{BOARD} .status", "fresh Binder session"])
    href = page.locator("a.share-url").get_attribute("href")
    assert href is not None
    assert href.startswith(LAUNCH + "?urlpath=")
    here = page.locator("a.share-here").get_attribute("href")
    moves = ",".join(str(m) for m in mirror.game.moves)
    assert here == f"?seed=7&auto_reveal=0&moves={moves}"
    urlpath = parse_qs(urlsplit(href).query)["urlpath"][0]
    assert urlpath == f"voila/render/notebooks/tula-play.ipynb{here}"
    assert page.locator(".tk-share-address-text").input_value() == href
    before = page.evaluate(MARKUP, PICTURE)

    # a fresh session opens urlpath on its own server: the same game, move for move
    fresh = page.context.new_page()
    fresh.goto(f"{binder_voila}/{urlpath}", timeout=120_000)
    wait_drawn(fresh, BOARD)
    fresh.wait_for_function(
        "([sel, markup]) => { const s = document.querySelector(sel);"
        " return !!s && s.getAttribute('viewBox') + s.innerHTML === markup; }",
        arg=[PICTURE, before],
        timeout=60_000,
    )
    assert Path(REPO / urlpath.split("?")[0].removeprefix("voila/render/")).is_file()
    fresh.close()
