"""What every tutorial exercise widget shows around its quiz: prompt, explanation, score.

A quiz (see :mod:`tulakit.quiz` and each game's ``lessons`` module) judges the learner's
picks; this box shows what it asks, what it said about the last pick and the running
score, and turns errors in event handlers into a sentence instead of a silent failure.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets
from ipycanvas import Canvas

from tulakit.drawing.damage import Unit
from tulakit.drawing.scene import Scene
from tulakit.widgets.canvas import forget_view, paint


class FeedbackBox(widgets.VBox):
    """The prompt, the explanation of the last pick and the score, under one quiz."""

    def __init__(
        self, quiz: Any, children: Sequence[widgets.Widget], css_class: str, *, width: int
    ) -> None:
        self.quiz = quiz
        self._prompt = widgets.HTML()
        self._prompt.add_class("prompt")
        self._status = widgets.HTML(layout=widgets.Layout(width=f"{width}px", min_height="2.6em"))
        self._status.add_class("status")
        self._score = widgets.Label()
        self._score.add_class("score")
        self._status_text = ""
        super().__init__([self._prompt, *children, self._status, self._score])
        self.add_class(css_class + "-box")
        self._refresh()

    def _refresh(self) -> None:
        self._prompt.value = f"<b>{html.escape(self.quiz.prompt)}</b>"
        self._score.value = self.quiz.score_text()

    def _say(self, text: str) -> str:
        self._status_text = " ".join(text.split())
        self._status.value = html.escape(self._status_text)
        self._refresh()
        return self._status_text

    def _safe(self, handler: Callable[..., object]) -> Callable[..., None]:
        """Event handlers report errors in the status line instead of failing silently."""

        def run(*args: object) -> None:
            try:
                handler(*args)
            except Exception as exc:
                self._say(f"Something went wrong: {exc}")

        return run

    @property
    def status(self) -> str:
        """The explanation of the last pick, as shown."""
        return self._status_text

    @property
    def score(self) -> str:
        """The running score, e.g. ``'1 of 2 found'``."""
        return str(self._score.value)

    @property
    def prompt(self) -> str:
        """What the learner is asked to do now."""
        return self.quiz.prompt


class CanvasExercise(FeedbackBox):
    """A quiz drawn on a canvas (``quiz.scene()``); a click on a region is judged by the quiz.

    Like the boards, it paints only once a browser view is ready (the blank-canvas
    pitfall of ``shared/recipes/jupyter-here.md``). ``miss`` is said for a click on no
    region; ``status_width`` is the width of the explanation line.
    """

    def __init__(
        self,
        quiz: Any,
        *,
        size: tuple[int, int],
        css_class: str,
        miss: str,
        status_width: int,
    ) -> None:
        width, height = size
        self.canvas = Canvas(
            width=width,
            height=height,
            layout=widgets.Layout(width=f"{width}px", height=f"{height}px"),
        )
        self.canvas.add_class("board")
        self.canvas.add_class(css_class)
        self._client_ready = False
        self._painted: list[Unit] | None = None  # what the browser shows, when known
        self._miss = miss
        self._scene: Scene = quiz.scene()
        super().__init__(quiz, [self.canvas], css_class, width=status_width)
        self.canvas.on_client_ready(self._safe(self._client_is_ready))
        self.canvas.on_mouse_down(self._safe(self.click))

    def click(self, x: float, y: float) -> str:
        """Handle a click at canvas pixel ``(x, y)`` (a real mouse click calls this too)."""
        key = self._scene.hit(x, y)
        text = self.quiz.pick(key).text if isinstance(key, int) else self._miss
        self.redraw()
        return self._say(text)

    def redraw(self) -> None:
        """Rebuild the scene from the quiz; paint when a browser view is ready."""
        self._scene = self.quiz.scene()
        if self._client_ready:
            # only what changed since the last painting is sent (tulakit.drawing.damage)
            self._painted = paint(self.canvas, self._scene, self._painted)

    def _client_is_ready(self) -> None:
        self._client_ready = True
        forget_view(self.canvas)
        self._painted = None  # the new view is blank: paint it whole
        self.redraw()


class ChoiceExercise(FeedbackBox):
    """One button per choice, each judged by ``quiz.pick``, under a picture of the position.

    ``choices`` are (button label, key for ``quiz.pick``). ``picture_width`` is the width of
    the picture (``quiz.svg()``) in pixels, ``None`` for no picture; ``free_text``, when
    given, is the placeholder of a text box whose Check button sends what is typed.
    """

    def __init__(
        self,
        quiz: Any,
        choices: Sequence[tuple[str, Any]],
        *,
        css_class: str,
        width: int,
        picture_width: int | None,
        free_text: str = "",
    ) -> None:
        self.buttons: dict[str, widgets.Button] = {}
        row = []
        for label, key in choices:
            button = widgets.Button(description=label, layout=widgets.Layout(width="auto"))
            button.add_class("choice")
            button.on_click(self._safe(lambda _b, key=key: self.choose(key)))
            self.buttons[label] = button
            row.append(button)
        children: list[widgets.Widget] = []
        if picture_width is not None:
            self.picture = widgets.HTML(
                quiz.svg(), layout=widgets.Layout(width=f"{picture_width}px")
            )
            children.append(self.picture)
        children.append(widgets.HBox(row, layout=widgets.Layout(flex_flow="row wrap")))
        if free_text:
            self.text = widgets.Text(placeholder=free_text, layout=widgets.Layout(width="320px"))
            self.check_button = widgets.Button(
                description="Check", layout=widgets.Layout(width="auto")
            )
            self.check_button.add_class("check")
            self.check_button.on_click(self._safe(lambda _b: self.choose(self.text.value)))
            children.append(widgets.HBox([self.text, self.check_button]))
        super().__init__(quiz, children, css_class, width=width)

    def choose(self, key: Any) -> str:
        """Pick ``key`` as a learner would by pressing its button; return the explanation."""
        return self._say(self.quiz.pick(key).text)
