"""A tutorial's progress on the page: "4 of 9 steps done", updated as exercises are solved.

The notebook makes one :class:`TutorialProgress` from its game's ``STEPS`` and shows it
near the top; each exercise cell goes through :meth:`TutorialProgress.track`, which
returns the exercise (so the cell still shows it) and puts a "Step 2 of 9 · 4 of 9 steps
done" line under it. When an exercise is solved, its status line (announced to screen
readers) says so, and every line and the bar follow. :meth:`TutorialProgress.summary`
shows how the steps went, at the end of the tutorial.

Exercises made in the notebook's check cells are not tracked, so they never count.

>>> from tulakit.tula.lessons import STEPS
>>> from tulakit.widgets.tula_lessons import match_exercise
>>> progress = TutorialProgress(STEPS)
>>> exercise = progress.track("match", match_exercise())
>>> progress.text
'0 of 3 steps done'
>>> _ = exercise.click_tile(13)
>>> exercise.click_tile(22)
'Yes, ... Step 2 done; 1 of 3 steps done.'
>>> exercise.coach.step.value
'Step 2 of 3 · 1 of 3 steps done'
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Protocol, TypeVar

import ipywidgets as widgets

from tulakit.quiz import close_sentence
from tulakit.tutorial import Progress
from tulakit.widgets.exercise import Coach


class Coached(Protocol):
    """What :meth:`TutorialProgress.track` needs of an exercise: its coach."""

    @property
    def coach(self) -> Coach: ...


Exercise = TypeVar("Exercise", bound=Coached)


def _full_width(**more: str) -> widgets.Layout:
    """The page's whole width and no more: ipywidgets' side margins of 2 px are taken
    off, which beside a width of 100% made the page's output scroll by 2 px."""
    return widgets.Layout(width="100%", margin="2px 0", overflow="visible", **more)


class TutorialProgress(widgets.VBox):
    """The progress bar of one tutorial (its ``steps``: key and title, in order)."""

    def __init__(self, steps: Sequence[tuple[str, str]]) -> None:
        self.progress = Progress(steps)
        # overflow visible: a box that could scroll would need keyboard access (axe)
        self.bar = widgets.HTML(layout=_full_width())
        self.bar.add_class("tk-progress-bar")
        self._coaches: dict[str, Coach] = {}
        self._summaries: list[widgets.HTML] = []
        super().__init__(
            [self.bar], layout=widgets.Layout(width="100%", max_width="720px", overflow="visible")
        )
        self.add_class("tk-progress")
        self._refresh()

    @property
    def text(self) -> str:
        """The progress in words, e.g. ``'4 of 9 steps done'``."""
        return self.progress.text()

    def track(self, key: str, exercise: Exercise) -> Exercise:
        """Count ``exercise`` as step ``key`` of the tutorial; return it, to be shown."""
        self.progress.index(key)  # a step the tutorial does not have is a mistake
        coach = exercise.coach
        coach.on_solved(lambda how: self._solved(key, how))
        self._coaches[key] = coach
        self._refresh()
        return exercise

    def _solved(self, key: str, how: str) -> str:
        self.progress.record(key, how)
        self._refresh()
        # mid-sentence, so "All 9 steps done!" reads "all 9 ..."; it ends "done!", so the
        # sentence is closed only where it is still open
        total = self.progress.text()
        # "Step 2 done; 1 of 6 steps done.": the count of steps is said once
        step = self.progress.index(key) + 1
        return close_sentence(f"Step {step} done; {total[:1].lower()}{total[1:]}")

    def summary(self) -> widgets.HTML:
        """How the steps went, and those still to do; it follows the exercises."""
        box = widgets.HTML(layout=_full_width(max_width="720px"))
        box.add_class("tk-progress-summary")
        self._summaries.append(box)
        self._refresh()
        return box

    def _refresh(self) -> None:
        progress = self.progress
        text = html.escape(progress.text())
        self.bar.value = (
            # the bar and its words wrap onto two lines on a narrow phone
            '<div class="tk-progress-line" style="display: flex; flex-wrap: wrap; '
            'align-items: center; gap: 0.3em 0.6em">'
            f'<progress max="{progress.total}" value="{progress.done}" '
            'aria-label="Tutorial progress" style="max-width: 100%"></progress>'
            f'<span><b>Your progress:</b> <span class="tk-progress-text">{text}</span></span>'
            "</div>"
        )
        for key, coach in self._coaches.items():
            coach.step.value = f"{progress.step_text(key)} · {progress.text()}"
        for box in self._summaries:
            box.value = f"<p><b>Your progress:</b> {html.escape(progress.summary())}</p>"
