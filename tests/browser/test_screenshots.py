"""What each play page looks like on a phone, a tablet and a desktop (390, 768 and 1280
CSS pixels wide): a full-page screenshot of each (copies in /tmp/bshots, to look at), and
the board's picture lies within the screen's width at each (issue "Play anywhere")."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from browser.access import PHONE, shoot
from browser.conftest import close_like_a_visitor
from browser.pages import wait_rendered

if TYPE_CHECKING:
    from playwright.sync_api import Browser

pytestmark = pytest.mark.browser

#: the play pages, by the name their screenshots get
PLAY_PAGES = {
    "tula-play": "tula-play.ipynb?seed=7",
    "tulaga-play": "tulaga-play.ipynb",
    "chola-play": "chola-play.ipynb?players=3&bots=human,greedy,greedy&seed=1",
    "chola-solo": "chola-solo.ipynb?seed=5",
    "chola-expert-play": "chola-expert-play.ipynb?players=3&bots=human,greedy,greedy&seed=1",
}

#: a phone (touch, 3x pixels), a tablet (touch, 2x) and a desktop window
SCREENS: dict[int, dict[str, Any]] = {
    390: PHONE,
    768: {"viewport": {"width": 768, "height": 1024}, "has_touch": True, "device_scale_factor": 2},
    1280: {"viewport": {"width": 1280, "height": 900}},
}

#: JavaScript: true once every board's picture has kept the same size and pieces for a
#: second (a board lays itself out anew once the browser reports its width)
SETTLED = """() => {
    const now = [...document.querySelectorAll('.tk-picture')]
        .map((s) => s.getAttribute('viewBox') + ':' + s.innerHTML.length).join('|');
    const memo = window.__tkSettled || (window.__tkSettled = {shape: '', since: 0});
    if (now !== memo.shape) { memo.shape = now; memo.since = performance.now(); }
    return performance.now() - memo.since > 1000;
}"""

#: JavaScript: true when no words about the page's address come before the board, and
#: those after it are folded
SETTINGS_AFTER_BOARD = """() => {
    const board = document.querySelector('.board .tk-picture');
    const cells = [...document.querySelectorAll('.jp-RenderedMarkdown')];
    const before = cells.filter((c) => c.compareDocumentPosition(board)
        & Node.DOCUMENT_POSITION_FOLLOWING);
    if (before.some((c) => /page's address|[?&][a-z_]+=/.test(c.innerText))) return false;
    return [...document.querySelectorAll('details.tk-address-help')]
        .every((d) => !d.open && d.querySelector('summary').getBoundingClientRect().height >= 44);
}"""


@pytest.mark.parametrize("width", sorted(SCREENS))
@pytest.mark.parametrize("name", sorted(PLAY_PAGES))
def test_play_page_fits_the_screen(
    chromium: Browser, voila_url: str, tmp_path: Path, name: str, width: int
) -> None:
    """The board's picture lies wholly within the screen's width, the page does not
    scroll sideways, and a full-page screenshot is taken."""
    context = chromium.new_context(**SCREENS[width])
    try:
        page = context.new_page()
        page.goto(f"{voila_url}/voila/render/{PLAY_PAGES[name]}", timeout=120_000)
        wait_rendered(page, 1)
        page.wait_for_function(SETTLED, polling=200, timeout=60_000)
        picture = page.locator(".board .tk-picture").first.bounding_box()
        assert picture is not None and picture["width"] > 0.5 * min(width, 500)
        assert picture["x"] >= 0, picture
        assert picture["x"] + picture["width"] <= width + 0.5, (picture, width)
        assert page.evaluate("document.scrollingElement.scrollWidth") <= width
        # the board comes first: the address's settings and the rulings' codes wait in a
        # folded section under it (issue 26: they stood between the title and the board)
        if name.endswith("-play"):  # a tutorial (the Solo page) teaches before its board
            assert page.evaluate(SETTINGS_AFTER_BOARD), name
        shot = shoot(page, f"{name}-{width}", tmp_path)
        assert shot.stat().st_size > 10_000
    finally:
        close_like_a_visitor(context)
