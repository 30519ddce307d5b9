"""A board's placeholder holds its place while the page fetches it (issue 26).

A visitor waited 7 to 20 s on "Loading widget..." on one line, and the page jumped by the
board's height when the board came. Now a box of the board's size says "The board is
loading…" (tulakit/widgets/placeholder.py); the page keeps the board out of sight until it
has drawn, then puts it where the box was.

The page measures itself, frame by frame (``placeholder_watch.js``): the placeholder's
size in the last frame it was shown, and the board's when it arrived. On a phone (390 px)
and a desktop (1280 px), from Voila and from the static site, on a play page and for a
tutorial's first exercise: the placeholder's picture has the size the board's picture
gets (the phone's layout on the phone), the whole box is within a fifth of the board's
height with its controls, the board was not visible meanwhile, and the board's top lands
within a few pixels of the box's.

In Voila the kernel's websocket is held back as well, so the page stays in its waiting
state for as long as the test looks: the box must be there, readable in the dark theme
(contrast) and in forced colours (its edge), named once for screen readers.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from browser.access import shoot
from browser.conftest import local_page

if TYPE_CHECKING:
    from browser.conftest import Served
    from playwright.sync_api import Browser, Page, WebSocketRoute

pytestmark = pytest.mark.browser

WATCH = Path(__file__).with_name("placeholder_watch.js")
#: the page and its board: the board is the page's first output
PAGE = ("tula-play.ipynb", {"seed": 7})
#: a tutorial page: its first exercise (naming the points, a picture drawn as a board's)
#: has its placeholder too, with room for an exercise's prompt and lines, not for controls
TUTORIAL: tuple[str, dict[str, int]] = ("tulaga.ipynb", {})
#: the kernel's websocket in Voila
CHANNELS = re.compile(r"/api/kernels/[^/]+/channels")
#: how far the board's top may land from the placeholder's, in CSS pixels
LANDING = 3

#: JavaScript: the placeholder's words, their contrast on its background, its edge, how
#: many elements announce it, and whether the board's output shows "Loading widget..."
WAITING = """() => {
    const box = document.querySelector('.tk-board-placeholder-picture');
    if (!box) return null;
    const parse = (c) => c.match(/[\\d.]+/g).map(Number);
    const lum = (rgb) => {
        const [x, y, z] = rgb.slice(0, 3).map((v) => {
            v /= 255;
            return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * x + 0.7152 * y + 0.0722 * z;
    };
    const style = getComputedStyle(box);
    const [hi, lo] = [lum(parse(style.color)), lum(parse(style.backgroundColor))]
        .sort((p, q) => q - p);
    const waiting = [...document.querySelectorAll('.jp-OutputArea-output')]
        .filter((o) => /Loading widget/.test(o.textContent));
    return {
        words: box.innerText.trim(),
        contrast: (hi + 0.05) / (lo + 0.05),
        edge: [style.borderTopStyle, parseFloat(style.borderTopWidth), style.borderTopColor],
        announced: document.querySelectorAll('.tk-board-placeholder [role=status]').length,
        loadingSeen: waiting.some((o) => o.checkVisibility({visibilityProperty: true})),
        canvasText: (() => { const s = document.createElement('span');
            s.style.color = 'CanvasText'; document.body.append(s);
            const c = getComputedStyle(s).color; s.remove(); return c; })(),
    };
}"""


class HeldKernel:
    """The kernel's websocket on a page, its messages to the page held until
    :meth:`release` (so the page's widgets cannot arrive meanwhile)."""

    def __init__(self, page: Page) -> None:
        self.held: list[str | bytes] = []
        self.holding = True
        self.routes: list[WebSocketRoute] = []
        page.route_web_socket(CHANNELS, self._route)

    def _route(self, route: WebSocketRoute) -> None:
        server = route.connect_to_server()
        self.routes.append(route)

        def from_server(message: str | bytes) -> None:
            if self.holding:
                self.held.append(message)
            else:
                route.send(message)

        server.on_message(from_server)

    def release(self) -> None:
        self.holding = False
        for message in self.held:
            self.routes[-1].send(message)
        self.held.clear()


@contextmanager
def watched_page(chromium: Browser, width: int) -> Iterator[Page]:
    """A local page of ``width`` x 900 CSS pixels that records its placeholder."""
    with local_page(chromium, width, 900) as page:
        page.add_init_script(path=str(WATCH))
        yield page


#: JavaScript: true once the board has arrived in the placeholder's place, or has drawn
#: with no placeholder on the page at all
SETTLED = """() => !!(window.tkPlaceholder && window.tkPlaceholder.arrived)
    || (!!document.querySelector('.tk-box .tk-picture g *')
        && !document.querySelector('.tk-board-placeholder'))"""


def _settled(page: Page) -> dict[str, Any]:
    """The placeholder as last shown and the board as it arrived (waits for the board)."""
    page.wait_for_function(SETTLED, timeout=180_000)
    record: dict[str, Any] = page.evaluate("() => window.tkPlaceholder")
    return record


def _check_landing(record: dict[str, Any]) -> None:
    """The placeholder had the board's size, the board was out of sight meanwhile, and
    it landed where the placeholder stood."""
    shown, arrived = record["shown"], record["arrived"]
    assert shown is not None and arrived is not None, f"no placeholder before the board: {record}"
    assert shown["words"] == "The board is loading…", shown
    assert not shown["boardSeen"], record  # the board waited out of sight
    assert not arrived["placeholderShown"], record
    placeholder, board = shown["picture"], arrived["picture"]
    assert abs(placeholder["width"] - board["width"]) <= 2, record
    assert abs(placeholder["height"] - board["height"]) <= 0.03 * board["height"], record
    whole = shown["placeholder"]["height"] / arrived["board"]["height"]
    assert 0.8 <= whole <= 1.2, (whole, record)
    assert abs(arrived["board"]["top"] - shown["placeholder"]["top"]) <= LANDING, record


#: the play page and a tutorial at both widths from Voila; the static site's template (the
#: same placeholder script) for the play page at the phone's width, where a jump hurts most
@pytest.mark.parametrize(
    ("served", "shown", "width"),
    [
        *[("voila", shown, width) for shown in (PAGE, TUTORIAL) for width in (390, 1280)],
        ("static", PAGE, 390),
    ],
    indirect=["served"],
    ids=["voila-play-390", "voila-play-1280", "voila-tutorial-390", "voila-tutorial-1280",
         "static-play-390"],
)  # fmt: skip
def test_the_placeholder_holds_the_boards_place(
    chromium: Browser, served: Served, width: int, shown: tuple[str, dict[str, int]]
) -> None:
    name, query = shown
    with watched_page(chromium, width) as page:
        page.goto(served.page(name, **query), timeout=180_000)
        _check_landing(_settled(page))


@pytest.mark.parametrize(("width", "theme"), [(390, "dark"), (1280, "light")])
def test_a_held_board_waits_behind_a_readable_placeholder(
    chromium: Browser, voila_url: str, tmp_path: Path, width: int, theme: str
) -> None:
    name, query = PAGE
    with watched_page(chromium, width) as page:
        kernel = HeldKernel(page)
        page.goto(f"{voila_url}/voila/render/{name}?seed={query['seed']}&theme={theme}")
        # the board's output is waiting for its widget, which the held kernel keeps back
        page.wait_for_function(
            "() => [...document.querySelectorAll('.jp-OutputArea-output')]"
            ".some((o) => /Loading widget/.test(o.textContent))",
            timeout=180_000,
        )
        waiting = page.evaluate(WAITING)
        assert waiting is not None, "no placeholder while the board is held back"
        assert waiting["words"] == "The board is loading…", waiting
        assert not waiting["loadingSeen"], waiting  # the renderer's line is not shown
        assert waiting["contrast"] >= 4.5, waiting
        assert waiting["announced"] == 1, waiting  # one polite status, not one per frame
        shoot(page, f"placeholder-{theme}-{width}", tmp_path)
        page.emulate_media(forced_colors="active")
        page.wait_for_function("() => matchMedia('(forced-colors: active)').matches")
        forced = page.evaluate(WAITING)
        style, edge, colour = forced["edge"]
        assert style != "none" and edge >= 1 and colour == forced["canvasText"], forced
        page.emulate_media(forced_colors="none")
        assert kernel.held, "the kernel's messages were not held"
        kernel.release()
        _check_landing(_settled(page))
        shoot(page, f"placeholder-arrived-{theme}-{width}", tmp_path)
