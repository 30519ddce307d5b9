"""The boards follow the page's theme (issue 25, colour roles): a play page in the dark
theme paints its board's surface and text with the dark theme's colours, and in forced
colours (high contrast) with the system's, while the pieces keep their own colours."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from browser.access import wait_drawn

from tulakit.drawing import palette

pytestmark = pytest.mark.browser

BOARD = ".tula-board"
PICTURE = f"{BOARD} .tk-picture"
#: JavaScript: the computed colours of the board's surface (the view's background), of
#: its title's text, of a tile's face, and of the colours the page says these roles take
#: (a role's custom property, and the system's Canvas and CanvasText), each resolved to
#: rgb() by the browser itself
PAINTED = """(sel) => {
    const svg = document.querySelector(sel);
    const resolve = (colour) => {
        const probe = document.createElement('span');
        probe.style.color = colour;
        probe.style.forcedColorAdjust = 'none';
        document.body.append(probe);
        const rgb = getComputedStyle(probe).color;
        probe.remove();
        return rgb;
    };
    const role = (name) => getComputedStyle(svg).getPropertyValue('--tk-' + name).trim();
    const title = [...svg.querySelectorAll('text')].find((t) => t.textContent.startsWith('Tula'));
    const face = svg.querySelector('g.tile.face-up rect:nth-of-type(2)')
        || svg.querySelector('g.tile rect:nth-of-type(2)');
    return {
        surface: getComputedStyle(svg.querySelector(':scope > rect')).fill,
        ink: getComputedStyle(title).fill,
        face: getComputedStyle(face).fill,
        faceRole: face.getAttribute('fill'),
        darkSurface: role('surface') ? resolve(role('surface')) : null,
        darkInk: role('ink') ? resolve(role('ink')) : null,
        canvas: resolve('Canvas'),
        canvasText: resolve('CanvasText'),
    };
}"""


def _rgb(hex_colour: str) -> str:
    r, g, b = (int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))
    return f"rgb({r}, {g}, {b})"


def _painted(page: Any) -> dict[str, str]:
    painted: dict[str, str] = page.evaluate(PAINTED, PICTURE)
    return painted


def test_the_board_follows_dark_and_forced_colours(
    open_page: Callable[..., Any], served: Any
) -> None:
    if served.kind != "voila":
        pytest.skip("the theme's CSS is the same on the static site; Voila is enough")
    page = open_page("tula-play.ipynb", seed=7, theme="dark")
    wait_drawn(page, BOARD, timeout=180_000)
    assert page.evaluate("document.body.dataset.jpThemeLight") == "false"
    dark = _painted(page)
    # the surface and its text take the dark theme's roles, not the light fallback
    assert dark["darkSurface"] and dark["darkInk"], dark
    assert dark["surface"] == dark["darkSurface"] != _rgb(palette.ROLES["surface"]), dark
    assert dark["ink"] == dark["darkInk"] != _rgb(palette.ROLES["ink"]), dark
    # a tile is a piece: its face is the same in every theme
    face = palette.role_of(dark["faceRole"])
    assert face in palette.PIECES, dark
    assert dark["face"] == _rgb(palette.ROLES[face]), dark

    page.emulate_media(forced_colors="active")
    page.wait_for_function("() => matchMedia('(forced-colors: active)').matches", timeout=10_000)
    forced = _painted(page)
    # surface and text take the system's colours (not the dark theme's), pieces keep theirs
    assert forced["surface"] == forced["canvas"], forced
    assert forced["ink"] == forced["canvasText"], forced
    assert forced["surface"] != forced["ink"], forced
    assert forced["face"] == dark["face"], forced


#: JavaScript: the contrast ratio of the move box's example text on its own background
#: (the placeholder's colour blended over the box, as the browser paints it)
PLACEHOLDER_CONTRAST = """(sel) => {
    const input = document.querySelector(sel);
    const parse = (c) => c.match(/[\\d.]+/g).map(Number);
    const [br, bg, bb] = parse(getComputedStyle(input).backgroundColor);
    const [r, g, b, a = 1] = parse(getComputedStyle(input, '::placeholder').color);
    const mix = [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a)];
    const lum = (rgb) => {
        const [x, y, z] = rgb.map((v) => {
            v /= 255;
            return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * x + 0.7152 * y + 0.0722 * z;
    };
    const [hi, lo] = [lum(mix), lum([br, bg, bb])].sort((p, q) => q - p);
    return (hi + 0.05) / (lo + 0.05);
}"""

#: JavaScript: the board's buttons that show no edge (in forced colours a button drawn by
#: its background alone disappears into the page)
EDGELESS = """(sel) => [...document.querySelectorAll(sel + ' button')]
    .filter((b) => b.getBoundingClientRect().width > 0)
    .filter((b) => { const s = getComputedStyle(b);
        return s.borderTopStyle === 'none' || parseFloat(s.borderTopWidth) < 1; })
    .map((b) => b.textContent.trim())"""


#: JavaScript: the board's buttons and move box whose edge shows less than 3:1 against
#: the page behind them (WCAG 1.4.11), with their contrast
FAINT_EDGES = """(sel) => {
    const parse = (c) => (c.match(/[\\d.]+/g) || [0, 0, 0, 0]).map(Number);
    const lum = ([r, g, b]) => {
        const [x, y, z] = [r, g, b].map((v) => {
            v /= 255;
            return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * x + 0.7152 * y + 0.0722 * z;
    };
    const behind = (el) => {
        for (let box = el.parentElement; box; box = box.parentElement) {
            const c = parse(getComputedStyle(box).backgroundColor);
            if (c.length < 4 || c[3] > 0) return c;
        }
        return [255, 255, 255];
    };
    const faint = [];
    for (const el of document.querySelectorAll(sel + ' button, ' + sel + ' .tk-typing input')) {
        if (!el.getBoundingClientRect().width) continue;
        const [hi, lo] = [lum(parse(getComputedStyle(el).borderTopColor)), lum(behind(el))]
            .sort((p, q) => q - p);
        const ratio = (hi + 0.05) / (lo + 0.05);
        if (ratio < 3) faint.push(`${el.textContent.trim() || el.tagName}: ${ratio.toFixed(2)}`);
    }
    return faint;
}"""


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_boards_buttons_and_move_box_show_their_edges(
    chromium: Any, voila_url: str, theme: str
) -> None:
    """The page pass (issue 26): ipywidgets' buttons were a grey fill, 1.2:1 against a
    light page and 1.6:1 against a dark one, and the dark move box's edge 2.6:1; every
    control's edge is 3:1 or more now."""
    from browser.conftest import local_page

    with local_page(chromium, 1280, 900) as page:
        page.goto(f"{voila_url}/voila/render/tulaga-play.ipynb?bot=human&theme={theme}")
        wait_drawn(page, ".tulaga-board", timeout=180_000)
        assert page.evaluate(FAINT_EDGES, ".tulaga-board-box") == []


@pytest.mark.parametrize("width", [390, 1280])
def test_the_move_box_reads_in_dark_and_buttons_keep_edges_in_forced_colours(
    chromium: Any, voila_url: str, width: int
) -> None:
    """Issue 26: in the dark theme the move box's example text could not be read, and in
    forced colours every widget button lost its edge."""
    from browser.conftest import local_page

    with local_page(chromium, width, 900) as page:
        page.goto(f"{voila_url}/voila/render/tulaga-play.ipynb?bot=human&theme=dark")
        wait_drawn(page, ".tulaga-board", timeout=180_000)
        box = ".tulaga-board .tk-typing input"
        assert page.locator(box).get_attribute("placeholder")
        assert page.evaluate(PLACEHOLDER_CONTRAST, box) >= 4.5
        page.emulate_media(forced_colors="active")
        page.wait_for_function("() => matchMedia('(forced-colors: active)').matches")
        assert page.evaluate(EDGELESS, ".tulaga-board") == []
