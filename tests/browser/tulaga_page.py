"""Helpers for the Tulaga browser tests: where a point or arrow is on the page, what
the picture shows, and waiting for the status line."""

from __future__ import annotations

from typing import Any

from tulakit.drawing.scene import Key
from tulakit.tulaga import point
from tulakit.tulaga.svg import point_xy

#: JavaScript: the classes of the stone drawn on a point ("" when there is none)
STONE_ON = """([board, where]) => {
    const g = document.querySelector(`${board} .tk-picture g.stone[data-point="${where}"]`);
    return g ? g.getAttribute('class') : '';
}"""
HAS_TEXT = "([sel, text]) => document.querySelector(sel).innerText.includes(text)"


def page_point(page: Any, board: str, xy: tuple[float, float]) -> tuple[float, float]:
    """Where the scene point ``xy`` of the board's picture lies on the page (CSS pixels);
    the picture is scrolled into view first, and its scale read from its viewBox."""
    picture = page.locator(f"{board} .tk-picture").first
    picture.scroll_into_view_if_needed()
    box = picture.bounding_box()
    assert box is not None, f"{board} has no picture on the page"
    width = picture.evaluate("(svg) => svg.viewBox.baseVal.width")
    scale = box["width"] / width
    return box["x"] + xy[0] * scale, box["y"] + xy[1] * scale


def point_on_page(page: Any, board: str, where: str) -> tuple[float, float]:
    """Where the point named ``where`` (e.g. ``"e5"``) lies on the page."""
    return page_point(page, board, point_xy(point(where)))


def click_point(page: Any, board: str, where: str) -> None:
    """A real mouse click on the point ``where`` of the board's picture."""
    page.mouse.click(*point_on_page(page, board, where))


def click_key(page: Any, board: str, scene: Any, key: Key) -> None:
    """A real mouse click on the region ``key`` of ``scene`` (the scene the page shows)."""
    xy = scene.visible_point(key)
    assert xy is not None, f"no region {key!r} in the scene"
    page.mouse.click(*page_point(page, board, xy))


def stone_on(page: Any, board: str, where: str) -> str:
    """The classes of the stone drawn on ``where`` ('stone simple black'), '' for none."""
    return str(page.evaluate(STONE_ON, [board, where]))


def wait_stone(page: Any, board: str, where: str, classes: str, timeout: float = 30_000) -> None:
    """Wait until the stone drawn on ``where`` has ``classes`` ('' waits for no stone)."""
    page.wait_for_function(
        f"([board, where, want]) => ({STONE_ON})([board, where]) === want",
        arg=[board, where, classes],
        timeout=timeout,
    )


def wait_text(page: Any, selector: str, text: str, timeout: float = 60_000) -> None:
    """Wait until the element ``selector`` shows ``text``."""
    page.wait_for_function(HAS_TEXT, arg=[selector, text], timeout=timeout)


#: JavaScript: keep every text the element ``sel`` shows, in order, in ``window.tkSaid``
KEEP_SAID = """(sel) => {
    const element = document.querySelector(sel);
    window.tkSaid = [element.innerText];
    new MutationObserver(() => window.tkSaid.push(element.innerText)).observe(
        element, {childList: true, characterData: true, subtree: true});
}"""


def keep_said(page: Any, selector: str) -> None:
    """From now on keep every text the element ``selector`` shows (see :func:`said`), so
    a message soon replaced (a refusal, then the bot's answer) is not missed."""
    page.evaluate(KEEP_SAID, selector)


def said(page: Any) -> list[str]:
    """The texts kept since :func:`keep_said`, oldest first."""
    return list(page.evaluate("() => window.tkSaid"))


def wait_said(page: Any, text: str, timeout: float = 60_000) -> None:
    """Wait until a text kept since :func:`keep_said` includes ``text``."""
    page.wait_for_function(
        "(text) => window.tkSaid.some((said) => said.includes(text))", arg=text, timeout=timeout
    )


def picture_width(page: Any, board: str) -> float:
    """The width of the board's scene in its own units (680 wide, 464 compact)."""
    return float(
        page.locator(f"{board} .tk-picture").first.evaluate("(svg) => svg.viewBox.baseVal.width")
    )


def smallest_text(page: Any, board: str) -> float:
    """The smallest text drawn in the board's picture, in CSS pixels."""
    return float(
        page.locator(f"{board} .tk-picture").first.evaluate(
            """(svg) => {
                const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
                const sizes = Array.from(svg.querySelectorAll('text'))
                    .map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
                return sizes.length ? Math.min(...sizes) : 0;
            }"""
        )
    )
