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

from tulakit.drawing.scene import Key, Scene
from tulakit.widgets.board import keys_line, notes_html
from tulakit.widgets.view import LiveText, SceneView


class FeedbackBox(widgets.VBox):
    """The prompt, the explanation of the last pick and the score, under one quiz."""

    def __init__(
        self, quiz: Any, children: Sequence[widgets.Widget], css_class: str, *, width: int
    ) -> None:
        self.quiz = quiz
        self._prompt = widgets.HTML()
        self._prompt.add_class("prompt")
        # announced to screen readers when it changes
        self._status = LiveText(layout=widgets.Layout(width="100%", max_width=f"{width}px"))
        self._status.add_class("status")
        self._score = widgets.Label()
        self._score.add_class("score")
        self._status_text = ""
        super().__init__([self._prompt, *children, self._status, self._score])
        self.add_class(css_class + "-box")
        self.add_class("tk-box")
        self.layout.max_width = "100%"
        self._refresh()

    def _refresh(self) -> None:
        self._prompt.value = f"<b>{html.escape(self.quiz.prompt)}</b>"
        self._score.value = self.quiz.score_text()

    def _say(self, text: str) -> str:
        self._status_text = " ".join(text.split())
        self._status.value = self._status_text
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
    """A quiz drawn as a picture (``quiz.scene()``); a pick on a region is judged by the quiz.

    The picture is a :class:`~tulakit.widgets.view.SceneView`, so a click, a tap or Enter
    on the keyboard cursor picks a region. ``miss`` is said for a click on no region;
    ``status_width`` is the width of the explanation line; ``labels(key)``, when given,
    names a region in words for screen readers (its key otherwise).
    """

    def __init__(
        self,
        quiz: Any,
        *,
        size: tuple[int, int],
        css_class: str,
        miss: str,
        status_width: int,
        labels: Callable[[Key], str] | None = None,
    ) -> None:
        self.view = SceneView(label=f"Exercise: {quiz.prompt}", layout=widgets.Layout(width="100%"))
        self.view.add_class("board")
        self.view.add_class(css_class)
        self._miss = miss
        self._labels = labels
        self._scene: Scene = self.quiz_scene(quiz)
        self.notes = widgets.HTML(layout=widgets.Layout(width="100%"))
        self.notes.add_class("tk-notes")
        super().__init__(quiz, [self.view], css_class, width=status_width)
        self.children = (*self.children, self.notes)
        self.view.on_click(self._safe(self.click))
        self.view.on_press(self._safe(self.press))
        # a subclass may lay the picture out anew for a narrow page (see quiz_scene)
        self.view.observe(self._safe(lambda _change: self.redraw()), "available_width")
        self.redraw()

    def click(self, x: float, y: float) -> str:
        """Handle a click or tap at scene point ``(x, y)``."""
        return self.press(self._scene.hit(x, y))

    def press(self, key: Key | None) -> str:
        """Pick the region ``key`` (a click, a tap, or Enter on the cursor)."""
        text = self.quiz.pick(key).text if isinstance(key, int) else self._miss
        self.redraw()
        return self._say(text)

    def quiz_scene(self, quiz: Any) -> Scene:
        """The picture of ``quiz`` (``quiz.scene()``); a subclass may choose a layout for
        the width the page gives the view (``self.view.available_width``)."""
        return quiz.scene()

    def redraw(self) -> None:
        """Rebuild the scene from the quiz and show it."""
        self._scene = self.quiz_scene(self.quiz)
        labels = {}
        if self._labels is not None:
            labels = {r.key: self._labels(r.key) for r in self._scene.regions}
        self.view.show(self._scene, labels)
        self.view.label = f"Exercise: {self.quiz.prompt}"
        description = "; ".join(labels.values())
        self.view.description = description
        self.notes.value = notes_html(keys_line((), "picks it"), description, None)


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
            # its designed width on a wide page, the page's width on a phone
            self.picture = widgets.HTML(
                quiz.svg(), layout=widgets.Layout(width="100%", max_width=f"{picture_width}px")
            )
            children.append(self.picture)
        children.append(widgets.HBox(row, layout=widgets.Layout(flex_flow="row wrap")))
        if free_text:
            self.text = widgets.Text(
                placeholder=free_text, layout=widgets.Layout(width="320px", max_width="100%")
            )
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
