"""Clicking a board's canvas at scene coordinates, the way a person would."""

from __future__ import annotations


def click_canvas(page, selector: str, x: float, y: float) -> None:
    """Click the canvas ``selector`` at ``(x, y)`` in its own pixels.

    The boards' canvases have a fixed CSS size equal to their pixel size, so scene units
    are CSS pixels. Playwright scrolls the canvas into view and waits until it is visible,
    stable and the top-most element at that point before clicking; clicking at page
    coordinates taken earlier could land elsewhere while outputs above it still render.
    """
    page.locator(selector).click(position={"x": x, "y": y})
