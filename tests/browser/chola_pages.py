"""Helpers for the Chola browser tests: where a region of a board lies on the page, the
smallest text the picture shows, and every text the status line showed.

Pointer helpers (:func:`click_region`, :func:`tap_region`) act as a person would, at the
region's centre on the picture; the keyboard tests never use them.
"""

from __future__ import annotations

from typing import Any

#: JavaScript: the centre of a region (mean of its corners) in the picture's units, and
#: the picture's box and viewBox width, to map it to page coordinates
REGION_POINT = """([sel, key]) => {
    const surface = document.querySelector(sel + ' .tk-surface');
    const shape = surface.querySelector(`.tk-regions polygon[data-key="${key}"]`);
    if (!shape) return null;
    const points = shape.getAttribute('points').trim().split(/\\s+/)
        .map((pair) => pair.split(',').map(Number));
    const x = points.reduce((s, p) => s + p[0], 0) / points.length;
    const y = points.reduce((s, p) => s + p[1], 0) / points.length;
    const svg = surface.querySelector('.tk-picture');
    const box = svg.getBoundingClientRect();
    return {x, y, left: box.left, top: box.top, width: box.width,
            units: svg.viewBox.baseVal.width};
}"""

#: JavaScript: the smallest font size of the picture's texts as shown, in CSS pixels
SMALLEST_TEXT = """(sel) => {
    const svg = document.querySelector(sel + ' .tk-picture');
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    let smallest = Infinity;
    for (const text of svg.querySelectorAll('text')) {
        smallest = Math.min(smallest, parseFloat(text.getAttribute('font-size')) * scale);
    }
    return smallest;
}"""

#: JavaScript: keep every text the status line of ``sel`` shows (a bot's quick answer
#: replaces the person's move at once)
RECORD_STATUS = """(sel) => {
    window.statusLog = [];
    const line = document.querySelector(sel + ' .status');
    const record = () => window.statusLog.push(line.innerText);
    new MutationObserver(record).observe(line, {subtree: true, childList: true,
                                                characterData: true});
}"""
SHOWN = "(text) => window.statusLog.some((t) => t.includes(text))"
HAS_TEXT = "([sel, text]) => document.querySelector(sel).innerText.includes(text)"


def region_point(page: Any, board: str, key: object) -> tuple[float, float]:
    """The page point of the centre of region ``key`` of the board ``board``, after
    scrolling the board's picture into view."""
    page.locator(f"{board} .tk-picture").first.scroll_into_view_if_needed()
    found = page.evaluate(REGION_POINT, [board, str(key)])
    assert found is not None, f"{board} has no region {key}"
    scale = found["width"] / found["units"]
    return found["left"] + found["x"] * scale, found["top"] + found["y"] * scale


def click_region(page: Any, board: str, key: object) -> None:
    """A mouse click at the centre of region ``key``."""
    page.mouse.click(*region_point(page, board, key))


def tap_region(page: Any, board: str, key: object) -> None:
    """A finger's tap at the centre of region ``key`` (a touch page)."""
    page.touchscreen.tap(*region_point(page, board, key))


def wait_text(page: Any, selector: str, text: str, timeout: float = 60_000) -> None:
    """Wait until the element ``selector`` shows ``text``."""
    page.wait_for_function(HAS_TEXT, arg=[selector, text], timeout=timeout)


def record_status(page: Any, board: str) -> None:
    """From now on keep every text the board's status line shows (see :func:`shown`)."""
    page.evaluate(RECORD_STATUS, board)


def wait_shown(page: Any, text: str, timeout: float = 60_000) -> str:
    """Wait until the recorded status line has shown ``text``; return that status."""
    page.wait_for_function(SHOWN, arg=text, timeout=timeout)
    value: str = next(t for t in page.evaluate("window.statusLog") if text in t)
    return value


def smallest_text(page: Any, board: str) -> float:
    """The smallest text of the board's picture, in CSS pixels as shown."""
    return float(page.evaluate(SMALLEST_TEXT, board))


def description(page: Any, board: str) -> str:
    """The text the board's ``aria-describedby`` points to (the position in words)."""
    return str(
        page.evaluate(
            "(sel) => document.getElementById(document.querySelector(sel + ' .tk-surface')"
            ".getAttribute('aria-describedby')).textContent",
            board,
        )
    )


def has_focus(page: Any, selector: str) -> bool:
    """True when the element ``selector`` has the keyboard focus."""
    return bool(
        page.evaluate("(sel) => document.activeElement === document.querySelector(sel)", selector)
    )
