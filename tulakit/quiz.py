"""What the tutorials' exercises share: the running score shown under each exercise.

>>> score_text(found=1, total=2, wrong=1)
'1 of 2 found (1 wrong guess)'
>>> score_text(found=3, total=3, wrong=0)
'3 of 3 found: all of them!'
"""

from __future__ import annotations

from collections.abc import Hashable, Set


def score_text(*, found: int, total: int, wrong: int) -> str:
    """The running score of a "find all the answers" exercise, in words."""
    text = f"{found} of {total} found"
    if found >= total:
        text += ": all of them!"
    if wrong:
        text += f" ({wrong} wrong {'guess' if wrong == 1 else 'guesses'})"
    return text


class FindAll:
    """The score of a "find every target" exercise, mixed into each game's quiz class.

    The quiz keeps ``targets`` (all there are to find), ``found`` and ``wrong`` (picks
    that were not targets); judging a pick is the game's own business.

    >>> class Quiz(FindAll):
    ...     targets, found, wrong = frozenset({3, 5}), {5}, 2
    >>> Quiz().total, Quiz().done, Quiz().score_text()
    (2, False, '1 of 2 found (2 wrong guesses)')
    """

    targets: Set[Hashable]
    found: Set[Hashable]
    wrong: int

    @property
    def total(self) -> int:
        """How many targets there are."""
        return len(self.targets)

    @property
    def done(self) -> bool:
        """True once every target has been found."""
        return self.found >= self.targets

    def score_text(self) -> str:
        """The running score, e.g. ``'1 of 2 found (1 wrong guess)'``."""
        return score_text(found=len(self.found), total=self.total, wrong=self.wrong)
