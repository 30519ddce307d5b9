"""Showing and hiding a widget in a way every kernel can send.

>>> css_display(True), css_display(False)
('', 'none')
"""

from __future__ import annotations


def css_display(visible: bool) -> str:
    """The CSS ``display`` of a widget's layout that shows it (its own) or hides it.

    ``""`` rather than ``None`` for "its own": a kernel in the browser (the static site's
    Pyodide) leaves ``None`` out of what it sends, so a widget once hidden stayed hidden.
    """
    return "" if visible else "none"
