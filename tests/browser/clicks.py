"""Clicking a board's canvas at scene coordinates, the way a person would."""

from __future__ import annotations


def click_canvas(page, selector: str, x: float, y: float) -> None:
    """Click the canvas ``selector`` at ``(x, y)`` in its own pixels.

    The boards' canvases have a fixed CSS size equal to their pixel size, so scene units
    are CSS pixels. The canvas is scrolled into view and its box read just before the
    click, so outputs still rendering above it cannot move the target. (A real mouse
    click at page coordinates: Playwright's ``locator.click(position=...)`` did not reach
    the Chola board's click handler.)
    """
    canvas = page.locator(selector)
    canvas.scroll_into_view_if_needed()
    box = canvas.bounding_box()
    assert box is not None, f"{selector} is not on the page"
    page.mouse.click(box["x"] + x, box["y"] + y)
