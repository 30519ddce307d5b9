"""What the tutorials' exercises share: the score, tries, hints, "show me" and how each
exercise was solved.

An exercise tests, it does not tell: a wrong answer says why it is wrong and asks for
another try, never giving the answer away. After :data:`HINT_AFTER` wrong tries in a
row a hint is offered; once a hint was given (or after :data:`SHOW_AFTER` wrong tries in
a row) "Show me" is offered too, and it reveals the answer. Once every answer is found
the exercise is done and scores nothing more, and it records how it was solved
(:func:`solved_how`).

>>> score_text(found=1, total=2, wrong=1)
'1 of 2 found (1 wrong guess)'
>>> score_text(found=3, total=3, wrong=0)
'3 of 3 found: all of them!'
>>> solved_how(wrong=0, hints=0, shown=False)
'at the first try'
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Set
from typing import Any

#: wrong tries in a row before a hint is offered
HINT_AFTER = 2
#: wrong tries in a row before "Show me" is offered without a hint
SHOW_AFTER = 3

#: how an exercise was solved, from the best to the least
FIRST_TRY = "at the first try"
AFTER_TRIES = "after a few tries"
WITH_HINT = "with a hint"
SHOWN = "shown"
SOLVED_HOW = (FIRST_TRY, AFTER_TRIES, WITH_HINT, SHOWN)


def score_text(*, found: int, total: int, wrong: int) -> str:
    """The running score of a "find all the answers" exercise, in words; one with a
    single answer is found or not ("0 of 1 found" read oddly).

    >>> score_text(found=0, total=1, wrong=0), score_text(found=1, total=1, wrong=2)
    ('Not found yet', 'Found! (2 wrong guesses)')
    """
    if total == 1:
        text = "Found!" if found else "Not found yet"
    else:
        text = f"{found} of {total} found"
        if found >= total:
            text += ": all of them!"
    if wrong:
        text += f" ({wrong} wrong {'guess' if wrong == 1 else 'guesses'})"
    return text


def close_sentence(text: str) -> str:
    """``text`` ended by a full stop, unless it already ends a sentence: a line that ends
    with "done!" must not become "done!." (issue 26).

    >>> close_sentence("Step 2 of 3 done"), close_sentence("All 3 steps done!")
    ('Step 2 of 3 done.', 'All 3 steps done!')
    """
    text = text.rstrip()
    return text if text.endswith((".", "!", "?")) else text + "."


def solved_how(*, wrong: int, hints: int, shown: bool) -> str:
    """How an exercise was solved: one of :data:`SOLVED_HOW`.

    >>> [solved_how(wrong=w, hints=h, shown=s) for w, h, s in
    ...  [(0, 0, False), (2, 0, False), (2, 1, False), (3, 1, True)]]
    ['at the first try', 'after a few tries', 'with a hint', 'shown']
    """
    if shown:
        return SHOWN
    if hints:
        return WITH_HINT
    return AFTER_TRIES if wrong else FIRST_TRY


#: a verdict's first word as the status line says it: a capital, and a comma after it
_VERDICT_WORDS = (("yes: ", "Yes, "), ("no: ", "No, "))
#: words an explanation may begin with as a sentence of its own, which follow the verdict
#: word in lower case (a name, "Brown", "Opponent", keeps its capital)
_SENTENCE_STARTS = frozenset({"You", "Your", "The", "This", "That", "It", "There", "A", "An"})


def verdict_sentence(text: str) -> str:
    """A judged pick's words as the status line says them, as a sentence: the verdict
    word with a capital and a comma, the explanation after it as it was.

    >>> [verdict_sentence(t) for t in ("no: 2 is even", "yes: 13 is free", "Hint: look")]
    ['No, 2 is even', 'Yes, 13 is free', 'Hint: look']
    >>> verdict_sentence("no: You get more; Opponent gets less")  # no capital mid-sentence
    'No, you get more; Opponent gets less'
    """
    for verdict, word in _VERDICT_WORDS:
        if text.startswith(verdict):
            rest = text.removeprefix(verdict)
            first, _, after = rest.partition(" ")
            if first in _SENTENCE_STARTS:
                rest = f"{first.lower()} {after}" if after else first.lower()
            return word + rest
    return text


def strip_verdict(text: str) -> str:
    """An explanation without its leading ``yes:``, for the "Show me" sentence.

    >>> strip_verdict("yes: tile 13 is free")
    'tile 13 is free'
    """
    yes = _VERDICT_WORDS[0][0]
    return text.removeprefix(yes)


class FindAll:
    """The score and the tries of a "find every target" exercise, mixed into each game's
    quiz class.

    The quiz keeps ``targets`` (all there are to find), ``found`` and ``wrong`` (picks
    that were not targets); judging a pick is the game's own business: its ``pick``
    returns :meth:`finished` once :attr:`done`, and calls :meth:`note` with each verdict.
    A quiz gives its own :meth:`hint_text` and may say in which order "Show me" goes
    through the answers (:meth:`answer_keys`).

    >>> class Quiz(FindAll):
    ...     targets, found, wrong = frozenset({3, 5}), {5}, 2
    >>> Quiz().total, Quiz().done, Quiz().score_text()
    (2, False, '1 of 2 found (2 wrong guesses)')
    """

    targets: Set[Hashable]
    found: Set[Hashable]
    wrong: int
    #: wrong tries since the last right one
    streak: int = 0
    #: hints given
    hints: int = 0
    #: True once "Show me" revealed the answer
    shown: bool = False
    #: whether the Hint and "Show me" buttons are offered (they stay once offered)
    hint_offered: bool = False
    show_offered: bool = False

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

    # -- tries ------------------------------------------------------------------------
    def note(self, correct: bool) -> None:
        """Count one judged pick: a right one ends the run of wrong tries, a wrong one
        adds to it and may offer a hint, then "Show me"."""
        if correct:
            self.streak = 0
            return
        self.wrong += 1
        self.streak += 1
        if self.streak >= HINT_AFTER:
            self.hint_offered = True
        if self.streak >= SHOW_AFTER:
            self.show_offered = True

    def finished(self) -> str:
        """What a pick says once the exercise is done (it scores nothing more)."""
        found = "you found it" if self.total == 1 else f"all {self.total} found"
        return f"This exercise is done: {found}. Go on to the next one."

    def feedback(self, text: str, *, wrong: bool) -> str:
        """The sentence shown for a verdict: a wrong one asks for another try, and points
        to the Hint or "Show me" button once offered; never the answer.

        >>> class Quiz(FindAll):
        ...     targets, found, wrong = frozenset({1}), set(), 0
        >>> quiz = Quiz()
        >>> quiz.note(False); quiz.feedback("no: 2 is even", wrong=True)
        'No, 2 is even. Try again.'
        >>> quiz.note(False); quiz.feedback("no: 4 is even.", wrong=True)
        'No, 4 is even. Try again, or press Hint.'
        >>> quiz.note(True); quiz.feedback("yes: 1 is odd", wrong=False)
        'Yes, 1 is odd.'
        """
        text = verdict_sentence(text.rstrip())
        if not text.endswith((".", "!", "?")):
            text += "."  # a sentence, right or wrong ("Yes, 13 is free.")
        if not wrong:
            return text
        if self.show_offered and self.hints:
            return f"{text} Try again, or press Show me to see the answer."
        if self.show_offered:
            return f"{text} Try again, or press Hint or Show me."
        if self.hint_offered:
            return f"{text} Try again, or press Hint."
        return f"{text} Try again."

    # -- hints and "show me" ----------------------------------------------------------
    def hint_text(self) -> str:
        """A hint that helps without giving the answer; quizzes say more."""
        left = self.total - len(self.found)
        return f"{left} still to find. Read the rule above the exercise again."

    def hint(self) -> str:
        """Give a hint (and offer "Show me" from now on)."""
        if self.done:
            return self.finished()
        self.hints += 1
        self.hint_offered = self.show_offered = True
        return f"Hint: {self.hint_text()}"

    def answer_keys(self) -> Iterable[Hashable]:
        """The picks that find the targets not found yet, in the order "Show me" makes
        them (the targets themselves, sorted, unless a quiz picks otherwise)."""
        return sorted(self.targets - set(self.found), key=_order)

    def show(self) -> str:
        """Reveal every answer not found yet, as if picked, each with its explanation;
        the exercise is then done, and recorded as shown."""
        if self.done:
            return self.finished()
        self.shown = True
        self.hint_offered = self.show_offered = True
        texts = []
        for key in list(self.answer_keys()):
            if self.done:
                break
            pick: Any = getattr(self, "pick")  # noqa: B009 - each game's own pick
            texts.append(strip_verdict(pick(key).text).rstrip("."))
        return "Here is the answer: " + "; ".join(texts) + "."

    @property
    def how(self) -> str | None:
        """How the exercise was solved (one of :data:`SOLVED_HOW`), ``None`` until done."""
        if not self.done:
            return None
        return solved_how(wrong=self.wrong, hints=self.hints, shown=self.shown)


def _order(key: Hashable) -> tuple[str, str]:
    """Sort keys of any type: numbers by value, the rest by text."""
    if isinstance(key, int):
        return ("0", f"{key:08d}")
    return ("1", str(key))
