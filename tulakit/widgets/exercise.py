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
