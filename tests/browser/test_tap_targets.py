"""Every tap target of the play pages' boards is a finger wide (issue 26): at least 44 x 44
CSS pixels where a tap hits it, on a phone (390 pixels wide) and on a desktop (1280), or
as large as its neighbours leave room for where they are closer (a grid's points on a
phone; :mod:`browser.targets` says how that is measured).

A user measured Tulaga's reap arrows and Chola's spaces as 25-pixel targets: the arrows
are a finger wide now; Chola's 13 spaces of a row share a phone's width (25 pixels each
is as large as they can be there, and Bigger spaces makes every target a finger wide, the
picture then scrolling sideways) and grow to a finger on a desktop, where every Chola
target, Expert's sculpture tiles too, is held to a finger whatever its neighbours. Each board is
measured as first drawn and in the states that bring other targets: Tula's stack once a
tile is on it, Tulaga's reap arrows and Decline box while a reap is chosen."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from browser.access import phone_page
from browser.clicks import click_region, tap_region
from browser.conftest import local_page
from browser.pages import sticking_out
from browser.targets import board_targets, smallest_by_kind

from tulakit.chola import expert_svg
from tulakit.chola import svg as chola_svg
from tulakit.tula import svg as tula_svg
from tulakit.tulaga import point
from tulakit.tulaga import svg as tulaga_svg

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

    from playwright.sync_api import Browser, Page

pytestmark = pytest.mark.browser

WIDTHS = (390, 1280)


def _open(chromium: Browser, width: int) -> Any:
    """A phone (touch, 390 x 844) or a 1280 x 900 desktop window."""
    return phone_page(chromium) if width == 390 else local_page(chromium, 1280, 900)


def _press(page: Page, width: int) -> Callable[[str, object], None]:
    """A tap on a phone, a click on a desktop: ``press(board, key)`` acts on a region."""
    act = tap_region if width == 390 else click_region
    return lambda board, key: act(page, board, key)


def _wait_drawn(page: Page, board: str, scene_width: float, key: str | None = None) -> None:
    """Wait until the board shows its layout ``scene_width`` units wide (the page reports
    its width and the kernel draws anew) with its regions, the region ``key`` among them."""
    page.wait_for_function(
        """([board, width, key]) => {
            const svg = document.querySelector(board + ' .tk-picture');
            if (!svg || !svg.viewBox.baseVal || svg.viewBox.baseVal.width !== width) return false;
            const shapes = [...document.querySelectorAll(board + ' .tk-regions polygon')];
            return shapes.length > 0 && (key === null || shapes.some((s) => s.dataset.key === key));
        }""",
        arg=[board, scene_width, key],
        timeout=120_000,
    )


def _check(page: Page, board: str, what: str, finger: bool = False) -> None:
    """Every region of the board not covered by another is as large as it is allowed to
    be, or with ``finger`` a finger wide whatever its neighbours; the smallest of each kind
    is printed, for the record."""
    targets = board_targets(page, board)
    print(f"{what}: smallest targets {smallest_by_kind(targets)}")
    small = [str(t) for t in targets if t.too_small or (finger and t.under_a_finger)]
    assert not small, f"{what}: targets too small:\n" + "\n".join(small)


@pytest.fixture(params=WIDTHS, ids=[f"{w}px" for w in WIDTHS])
def width(request: pytest.FixtureRequest) -> int:
    """The window's width: a phone's or a desktop's."""
    value: int = request.param
    return value


@pytest.fixture
def window(chromium: Browser, width: int) -> Iterator[Page]:
    """A page of that width (a phone with touch at 390)."""
    with _open(chromium, width) as page:
        yield page


def test_tula_tiles_and_stack(window: Page, voila_url: str, width: int) -> None:
    """The free tiles and the stack; tiles under others are covered, not targets."""
    board, layout = ".tula-board", tula_svg.NARROW if width == 390 else tula_svg.WIDE
    window.goto(f"{voila_url}/voila/render/tula-play.ipynb?seed=7", timeout=120_000)
    _wait_drawn(window, board, layout.width)
    _check(window, board, f"Tula at {width} px")
    _press(window, width)(board, 23)  # the top tile, face up: taken, it starts the stack
    _wait_drawn(window, board, layout.width, "stack")
    _check(window, board, f"Tula with a stack at {width} px")


def test_tulaga_points_reap_arrows_and_decline(window: Page, voila_url: str, width: int) -> None:
    """The points (spaced a little closer than a finger on a phone: 9 share its width),
    then, e5 placed, the row a5-e5 claimed and the rank stone on c5, the four reap arrows
    and the Decline box (the reap arrows were 25 x 27 CSS pixels on a phone)."""
    board, box = ".tulaga-board", ".tulaga-board-box"
    scene_width = tulaga_svg.COMPACT_WIDTH if width == 390 else tulaga_svg.WIDTH
    press = _press(window, width)
    window.goto(f"{voila_url}/voila/render/tulaga-play.ipynb?position=demo-row", timeout=120_000)
    _wait_drawn(window, board, scene_width)
    _check(window, board, f"Tulaga at {width} px")
    press(board, point("e5"))  # completes the row a5-e5: a Tulaga is offered
    _wait_drawn(window, board, scene_width, "decline")
    window.locator(f"{box} button.claim").click()
    window.wait_for_function(
        "(sel) => document.querySelector(sel).innerText.includes('Claiming the row a5-e5')",
        arg=f"{board} .status",
    )
    press(board, point("c5"))  # the rank stone: the reap comes next
    _wait_drawn(window, board, scene_width, "reap:N")
    _check(window, board, f"Tulaga choosing a reap at {width} px")


@pytest.mark.parametrize(
    ("notebook", "board", "desktop"),
    [
        ("chola-play.ipynb", ".chola-board", chola_svg.WIDTH),
        ("chola-expert-play.ipynb", ".chola-expert-play", expert_svg.MEDIUM_WIDTH),
    ],
    ids=["basic", "expert"],
)
def test_chola_spaces_cards_tiles_and_bonus_cards(
    window: Page, voila_url: str, width: int, notebook: str, board: str, desktop: int
) -> None:
    """The temple's spaces (13 share a phone's width; on a desktop the picture grows until
    they are a finger wide), the hand, the face-up row and the stack, and in Expert the
    sculpture board's tiles and the bonus cards. On a desktop every one is a finger wide,
    whatever its neighbours: the Expert board shows its middle layout there (its designed
    picture's spaces were 34 pixels, its tiles 28)."""
    scene_width = chola_svg.COMPACT_WIDTH if width == 390 else desktop
    window.goto(
        f"{voila_url}/voila/render/{notebook}?players=3&bots=human,greedy,greedy", timeout=120_000
    )
    _wait_drawn(window, board, scene_width, "stack")
    _check(window, board, f"{notebook} at {width} px", finger=width == 1280)
    if width == 390:
        _magnified_spaces(window, board, notebook)


#: JavaScript: the key of the board's temple space drawn farthest right on its lowest row
#: (at the far side of the picture from where a magnified picture starts)
FAR_SPACE = """(board) => {
    const spaces = [...document.querySelectorAll(board + ' .tk-regions polygon')]
        .filter((s) => /^[0-9]+$/.test(s.dataset.key))
        .map((s) => [s.dataset.key, s.getBBox()]);
    const bottom = Math.max(...spaces.map(([, b]) => b.y));
    const row = spaces.filter(([, b]) => b.y > bottom - 1);
    return row.sort((a, b) => b[1].x - a[1].x)[0][0];
}"""


#: JavaScript: how a button looks, beyond its label's weight (its edge and its shadow)
LOOK = "(b) => { const c = getComputedStyle(b); return [c.boxShadow, c.borderTopColor]; }"


def _magnified_spaces(page: Page, board: str, notebook: str) -> None:
    """Bigger spaces on a phone (issue 26): the board offers its picture at a finger's
    size, every target then a finger wide, the picture scrolling sideways within the
    board and not the page; a tap on the far side of the temple still plays there; and
    the picture fits the phone again when the button is pressed once more."""
    button = page.locator(f"{board} button.tk-magnify")
    assert button.inner_text() == "Bigger spaces"
    assert button.get_attribute("aria-pressed") == "false"
    off = button.evaluate(LOOK)
    button.tap()
    page.wait_for_selector(f"{board} .tk-surface.tk-magnified")
    assert button.get_attribute("aria-pressed") == "true"
    assert button.evaluate(LOOK) != off  # on looks on: pressed in, a blue edge
    _check(page, board, f"{notebook} at 390 px, bigger spaces", finger=True)
    assert not sticking_out(page)
    status = page.locator(f"{board} .status")
    before = status.inner_text()
    far = page.evaluate(FAR_SPACE, board)
    tap_region(page, board, far)
    page.wait_for_function(
        "([sel, before]) => document.querySelector(sel).innerText !== before",
        arg=[f"{board} .status", before],
    )
    button.tap()
    page.wait_for_selector(f"{board} .tk-surface:not(.tk-magnified)")
    assert button.get_attribute("aria-pressed") == "false"
