"""The quick-play page in a real browser, served by Voila and as the static site (the same
test body for both, see conftest.py's ``open_page``)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from browser.access import shoot, wait_drawn
from browser.clicks import click_region
from browser.conftest import PageOpener, console_errors

from tulakit.tula import new_game
from tulakit.widgets.tula_board import daily_seed, daily_words

if TYPE_CHECKING:
    from playwright.sync_api import Page

pytestmark = pytest.mark.browser

SEED = 7
BOARD = ".tula-board"
STATUS = f"{BOARD} .status"
PICTURE = f"{BOARD} .tk-picture"
#: JavaScript: what the picture shows of the stack: its top tile, and its count in words
STACK = """(sel) => {
    const top = document.querySelector(sel + ' g.stack-top');
    const count = [...document.querySelectorAll(sel + ' text')]
        .map((t) => t.textContent).find((t) => t.endsWith('on the stack'));
    return [top ? top.outerHTML : null, count];
}"""
HAS_TEXT = "([sel, text]) => document.querySelector(sel).innerText.includes(text)"


def _wait_status(page: Page, text: str) -> None:
    page.wait_for_function(HAS_TEXT, arg=[STATUS, text], timeout=60_000)


def test_quick_play_reveal_take_and_illegal_click(open_page: PageOpener, tmp_path: Path) -> None:
    """Load ?seed=7 with auto-reveal off, reveal and take the top tile (TULA-6), then
    click a covered tile and read its explanation (TULA-2). The picture follows: a reveal
    leaves the stack as it was and turns the tile face up, a take moves it to the stack."""
    started = time.monotonic()
    page = open_page("tula-play.ipynb", seed=SEED, auto_reveal=0)
    wait_drawn(page, BOARD, timeout=180_000)
    print(f"page.goto to board drawn: {time.monotonic() - started:.2f} s")
    # a wide window shows the board at its designed size, 520 CSS pixels wide
    box = page.locator(PICTURE).bounding_box()
    assert box is not None and box["width"] == pytest.approx(520, abs=1)
    tile = f"{PICTURE} g.tile[data-position='23']"
    assert "face-down" in (page.locator(tile).get_attribute("class") or "")

    game = new_game(seed=SEED)  # the same deal, to know what to expect
    stack_before = page.evaluate(STACK, PICTURE)
    assert stack_before == [None, "0 tiles on the stack"]
    clicked = time.monotonic()
    click_region(page, BOARD, 23)
    _wait_status(page, "Revealed tile 23")
    print(f"first click to status updated: {1000 * (time.monotonic() - clicked):.0f} ms")
    game.play("R23")
    page.wait_for_selector(f"{tile}.face-up", timeout=30_000)
    assert page.evaluate(STACK, PICTURE) == stack_before  # revealing leaves the stack

    clicked = time.monotonic()
    click_region(page, BOARD, 23)
    _wait_status(page, "starts the stack")
    print(f"second click to status updated: {1000 * (time.monotonic() - clicked):.0f} ms")
    game.play("T23")
    page.wait_for_selector(f"{PICTURE} g.stack-top[data-tile='{game.top}']", timeout=30_000)
    assert page.evaluate(STACK, PICTURE)[1] == "1 tile on the stack"
    assert page.locator(tile).count() == 0  # the tile left the temple
    assert page.locator(f"{BOARD} .tk-regions polygon[data-key='23']").count() == 0

    # Tile 14 lies under tiles 20 and 21 (TULA-2): click the part of it that shows.
    click_region(page, BOARD, 14)
    _wait_status(page, "still covered by tiles 20 and 21")
    why = game.explain_illegal("R14")
    assert why is not None and why in page.locator(STATUS).inner_text()
    assert "face-down" in (
        page.locator(f"{PICTURE} g.tile[data-position='14']").get_attribute("class") or ""
    )

    shot = shoot(page, f"{open_page.served}-tula-play", tmp_path)
    assert shot.stat().st_size > 10_000
    # no script error; only the lab template's CDN stylesheet, blocked here, fails to load
    assert not [e for e in console_errors(page) if "net::ERR_FAILED" not in e]


def test_the_deal_of_the_day_is_the_same_for_everyone(open_page: PageOpener) -> None:
    """?daily=1 deals the deal of the day, winnable, on either server: on the static site
    the visitor's browser reads the date, and gets the same deal a server gives today."""
    before = daily_seed()
    page = open_page("tula-play.ipynb", daily=1)
    wait_drawn(page, BOARD)
    seeds = {before, daily_seed()}  # the test may run across midnight
    status = page.locator(STATUS).inner_text()
    assert any(daily_words(seed) in status for seed in seeds), status
    title = page.locator(f"{BOARD} .tk-picture").evaluate("svg => svg.textContent")
    assert any(f"seed {seed}" in title for seed in seeds), title[:200]
