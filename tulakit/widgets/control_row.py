"""The row every board, exercise and review puts its buttons in.

>>> from ipywidgets import Button
>>> row = controls([Button(description="Undo"), Button(description="Redo")])
>>> len(row.children), row.layout.flex_flow, "tk-controls" in row._dom_classes
(2, 'row wrap', True)
"""

from __future__ import annotations

from collections.abc import Sequence

from ipywidgets import HBox, Layout, Widget


def controls(children: Sequence[Widget]) -> HBox:
    """A row of controls that wraps onto new lines on a narrow page."""
    row = HBox(list(children), layout=Layout(flex_flow="row wrap", max_width="100%"))
    row.add_class("tk-controls")
    return row
