"""Helpers for trying a page as everyone would: a phone with touch, the keyboard alone,
a screen reader's view of it, and axe-core's checks.

None of the keyboard helpers touches the mouse: they press keys and read the page.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from browser.conftest import WIRE_WATCH, close_like_a_visitor, keep_console_errors

#: the phone of the checks: an iPhone-sized screen with touch and a 3x pixel density
PHONE: dict[str, Any] = {
    "viewport": {"width": 390, "height": 844},
    "is_mobile": True,
    "has_touch": True,
    "device_scale_factor": 3,
}

#: JavaScript: the board's cursor key and, for each region in drawing order, its key and
#: where Left, Right, Up and Down lead from it (the links the kernel sent with it,
#: :mod:`tulakit.drawing.arrows`)
REGIONS = """(surface) => {
    const out = [];
    for (const shape of surface.querySelectorAll('.tk-regions polygon')) {
        out.push([shape.dataset.key, JSON.parse(shape.dataset.arrows)]);
    }
    return {cursor: surface.dataset.cursor, regions: out};
}"""

#: the arrow keys, in the order of each region's links
ARROWS = ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown")


@contextmanager
def phone_page(chromium: Any) -> Iterator[Any]:
    """A page on a phone-sized touch screen (of the offline browser: 127.0.0.1 only);
    its console errors are kept, as :func:`browser.conftest.local_page` keeps them (a page
    that never draws reports them: a widget model the page failed to make says why there)."""
    context = chromium.new_context(**PHONE)
    context.add_init_script(path=str(WIRE_WATCH))  # reported if a page never draws
    page = context.new_page()
    keep_console_errors(page)
    try:
        yield page
    finally:
        close_like_a_visitor(context)


def board_surface(page: Any, board: str) -> Any:
    """The focusable surface of the board with class ``board`` (e.g. ``.tula-board``)."""
    return page.locator(f"{board} .tk-surface").first


def wait_drawn(page: Any, board: str, timeout: float = 90_000) -> None:
    """Wait until the board's picture and its regions have arrived."""
    page.wait_for_function(
        "(sel) => { const s = document.querySelector(sel + ' .tk-surface');"
        " return s && s.querySelector('.tk-picture g *') &&"
        " s.querySelectorAll('.tk-regions polygon').length > 0; }",
        arg=board,
        timeout=timeout,
    )


def tab_to(page: Any, selector: str, limit: int = 80) -> None:
    """Press Tab until the element ``selector`` has focus (fails after ``limit`` presses)."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate(
            "(sel) => document.activeElement === document.querySelector(sel)", selector
        ):
            return
    raise AssertionError(f"Tab never reached {selector}")


def cursor(page: Any, board: str) -> str:
    """The key of the region under the board's keyboard cursor."""
    return str(board_surface(page, board).get_attribute("data-cursor"))


def next_region(regions: list[tuple[str, list[str | None]]], here: str, arrow: str) -> str | None:
    """Where an arrow key takes the cursor: the link the region ``here`` came with (the
    browser's key for the first region drawn with that key)."""
    links = next(links for key, links in regions if key == here)
    return links[ARROWS.index(arrow)]


def arrow_path(regions: list[tuple[str, list[str | None]]], start: str, target: str) -> list[str]:
    """The fewest arrow keys that take the cursor from ``start`` to ``target``."""
    paths: dict[str, list[str]] = {start: []}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        if here == target:
            return paths[here]
        for arrow in ARROWS:
            there = next_region(regions, here, arrow)
            if there is not None and there not in paths:
                paths[there] = [*paths[here], arrow]
                queue.append(there)
    raise AssertionError(f"no arrow keys lead from region {start} to region {target}")


def move_cursor_to(page: Any, board: str, key: object) -> None:
    """Press the arrow keys that take the board's cursor to the region ``key``, checking
    after each press that the cursor went where the region's link says."""
    surface = board_surface(page, board)
    state = surface.evaluate(REGIONS)
    regions = [(k, links) for k, links in state["regions"]]
    here = state["cursor"]
    for arrow in arrow_path(regions, here, str(key)):
        expected = next_region(regions, here, arrow)
        page.keyboard.press(arrow)
        here = cursor(page, board)
        assert here == expected, f"{arrow} took the cursor to {here}, not {expected}"


def moves_shown(page: Any, board_box: str) -> int:
    """How many moves the board's move list shows."""
    text = page.locator(f"{board_box} .tk-moves summary").first.inner_text()
    return int(text.split("(")[1].split(")")[0])


def wait_moves(page: Any, board_box: str, count: int) -> None:
    """Wait until the board's move list shows ``count`` moves."""
    page.wait_for_function(
        "([sel, n]) => { const s = document.querySelector(sel);"
        " return s && s.innerText.includes(`(${n})`); }",
        arg=[f"{board_box} .tk-moves summary", count],
    )


def page_fits(page: Any, selector: str) -> tuple[bool, int, int]:
    """(the element lies wholly in the viewport's width, the page's scroll width, the
    viewport's width)."""
    box = page.locator(selector).first.bounding_box()
    width = page.viewport_size["width"]
    scroll = page.evaluate("document.scrollingElement.scrollWidth")
    inside = box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width + 0.5
    return inside, scroll, width


def axe_problems(page: Any) -> list[str]:
    """axe-core's serious and critical violations on the page, one line each."""
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page)
    problems = []
    for violation in results.response["violations"]:
        if violation["impact"] in ("serious", "critical"):
            targets = [json.dumps(node["target"]) for node in violation["nodes"][:3]]
            problems.append(f"{violation['id']} ({violation['impact']}): {', '.join(targets)}")
    return problems


def shoot(page: Any, name: str, tmp_path: Path) -> Path:
    """A full-page screenshot; a copy goes to /tmp/bshots when that folder exists."""
    shot = tmp_path / f"{name}.png"
    page.screenshot(path=str(shot), full_page=True)
    if Path("/tmp/bshots").is_dir():
        (Path("/tmp/bshots") / shot.name).write_bytes(shot.read_bytes())
    return shot
