"""A board's button offered or not, and its tooltip saying why not.

A control that cannot be used now is disabled, and its tooltip (which the browser shows
on hover and a screen reader reads as the button's description) says why, in the
engine's words: "Take 2 stones from the bag (not now: hand limit 7: ...)". Every board
button goes through :func:`offer`, so all of them behave alike.

>>> from ipywidgets import Button
>>> button = Button(description="Pick")
>>> offer(button, "Take 2 stones from the bag", "the game is over")
>>> button.disabled, button.tooltip
(True, 'Take 2 stones from the bag (not now: the game is over)')
>>> offer(button, "Take 2 stones from the bag", None)
>>> button.disabled, button.tooltip
(False, 'Take 2 stones from the bag')
"""

from __future__ import annotations

from ipywidgets import Button


def offer(button: Button, tip: str, why_not: str | None) -> None:
    """Enable ``button`` with its ``tip`` when ``why_not`` is ``None``; else disable it
    and add the reason to the tip."""
    button.disabled = why_not is not None
    button.tooltip = tip if why_not is None else f"{tip} (not now: {why_not})"


__all__ = ["offer"]
