"""What every tulakit board widget shares: a canvas painted from a scene, a status line.

A board is a thin view over a game: it builds a :class:`~tulakit.drawing.scene.Scene`
from the game state, paints it on an ipycanvas ``Canvas`` of fixed CSS size (so clicks
land where they look), maps clicks back through the scene's hit regions, and explains
what happened in a status line. Subclasses supply ``click(x, y)`` and ``redraw()``.

Painting waits for the browser: Voila runs the notebook before any browser is connected
and drawing at that time leaves the canvas blank (``shared/recipes/jupyter-here.md``), so
nothing is painted until the canvas reports ``client_ready``.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from ipycanvas import Canvas
from ipywidgets import HTML, Button, Layout, VBox

from tulakit.drawing.damage import Unit
from tulakit.drawing.scene import Scene
from tulakit.widgets.canvas import forget_view, paint


class CanvasBoard(VBox):
    """Base class of the game boards (set up with :meth:`_make_canvas` in ``__init__``)."""

    canvas: Canvas
    _scene: Scene

    def _make_canvas(self, width: int, height: int, css_class: str) -> None:
        """Create the canvas (classes ``board`` and ``css_class``) and the status line."""
        self._client_ready = False
        self._painted: list[Unit] | None = None  # what the browser shows, when known
        self._status_text = ""
        self.canvas = Canvas(
            width=width, height=height, layout=Layout(width=f"{width}px", height=f"{height}px")
        )
        self.canvas.add_class("board")
        self.canvas.add_class(css_class)
        self.canvas.on_client_ready(self._safe(self._client_is_ready))
        self.canvas.on_mouse_down(self._safe(self.click))
        self._status = HTML(layout=Layout(width=f"{width}px", min_height="2.6em"))
        self._status.add_class("status")

    def click(self, x: float, y: float) -> str:
        """Handle a click at canvas pixel ``(x, y)``; return the new status."""
        raise NotImplementedError

    def redraw(self) -> None:
        """Rebuild the scene from the game and paint it."""
        raise NotImplementedError

    @property
    def scene(self) -> Scene:
        """The scene last drawn (what a click is mapped through)."""
        return self._scene

    @property
    def status(self) -> str:
        """The status line as plain text."""
        return self._status_text

    def _paint(self) -> None:
        if self._client_ready:
            # only what changed since the last painting is sent (tulakit.drawing.damage)
            self._painted = paint(self.canvas, self._scene, self._painted)

    def _button(self, label: str, tooltip: str, action: Callable[[], object]) -> Button:
        button = Button(description=label, tooltip=tooltip, layout=Layout(width="auto"))
        button.add_class(label.lower().replace(" ", "-"))
        button.on_click(self._safe(lambda _b: action()))
        return button

    def _safe(self, handler: Callable) -> Callable:
        """Event handlers report errors in the status line instead of failing silently."""

        def run(*args: object) -> None:
            try:
                handler(*args)
            except Exception as exc:
                self._set_status(f"Something went wrong: {exc}")

        return run

    def _client_is_ready(self) -> None:
        self._client_ready = True
        forget_view(self.canvas)
        self._painted = None  # the new view is blank: paint it whole
        self.redraw()

    def _set_status(self, text: str) -> None:
        self._status_text = " ".join(text.split())
        self._status.value = html.escape(self._status_text)
