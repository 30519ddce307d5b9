"""A tutorial's progress: its steps (one per exercise), which are done and how.

Pure code, no widgets: :mod:`tulakit.widgets.progress` shows it on the page. Each game's
``lessons`` module lists its tutorial's steps (``STEPS``: key and title, in order).

>>> progress = Progress((("reveal", "Revealing"), ("match", "Matching")))
>>> progress.text()
'0 of 2 steps done'
>>> progress.record("match", "at the first try")
True
>>> progress.text(), progress.step_text("match")
('1 of 2 steps done', 'Step 2 of 2')
>>> progress.summary()
'1 of 2 steps done: 1 at the first try. Still to do: “Revealing”.'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from tulakit.quiz import SOLVED_HOW
from tulakit.words import and_list


@dataclass
class Progress:
    """The steps of one tutorial, ``(key, title)`` in order, and how each was solved."""

    steps: Sequence[tuple[str, str]]
    solved: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        keys = [key for key, _title in self.steps]
        if len(set(keys)) != len(keys):
            raise ValueError(f"step keys repeat: {keys}")

    @property
    def total(self) -> int:
        """How many steps the tutorial has."""
        return len(self.steps)

    @property
    def done(self) -> int:
        """How many steps are done."""
        return len(self.solved)

    def index(self, key: str) -> int:
        """The position of step ``key`` (0 for the first); ``KeyError`` for no such step."""
        for i, (k, _title) in enumerate(self.steps):
            if k == key:
                return i
        raise KeyError(f"no step {key!r}: the steps are {[k for k, _ in self.steps]}")

    def record(self, key: str, how: str) -> bool:
        """Step ``key`` is done, ``how`` (one of :data:`tulakit.quiz.SOLVED_HOW`); True
        the first time (a step done twice counts once, as first done)."""
        self.index(key)
        if how not in SOLVED_HOW:
            raise ValueError(f"{how!r} is not one of {SOLVED_HOW}")
        if key in self.solved:
            return False
        self.solved[key] = how
        return True

    def text(self) -> str:
        """E.g. ``'4 of 9 steps done'``; ``'All 9 steps done!'`` at the end."""
        if self.total and self.done == self.total:
            return f"All {self.total} steps done!"
        return f"{self.done} of {self.total} steps done"

    def step_text(self, key: str) -> str:
        """E.g. ``'Step 2 of 9'``."""
        return f"Step {self.index(key) + 1} of {self.total}"

    def summary(self) -> str:
        """How the steps were done, and which are still to do.

        >>> p = Progress((("a", "A"), ("b", "B")), {"a": "shown", "b": "with a hint"})
        >>> p.summary()
        'All 2 steps done: 1 with a hint and 1 shown.'
        >>> Progress((("a", "Revealing"), ("b", "Mercy"))).summary()
        '0 of 2 steps done. Still to do: “Revealing” and “Mercy”.'
        """
        counts = [
            f"{sum(1 for h in self.solved.values() if h == how)} {how}"
            for how in SOLVED_HOW
            if how in self.solved.values()
        ]
        text = self.text().rstrip("!")
        if counts:
            text += ": " + and_list(counts)
        text += "."
        # the steps by their titles, quoted: a list of capitalised titles mid-sentence
        # read as a jumble of sentences
        left = [f"“{title}”" for key, title in self.steps if key not in self.solved]
        if left:
            text += " Still to do: " + and_list(left) + "."
        return text
