""" "Learn from your mistakes": each marked move of a reviewed game, replayed as an exercise.

The position before a marked move comes back, and the player looks for a move as good as
the better one the review found. A try is judged by the same engine review: a move is
right when the review gives it no mark there (it is within an inaccuracy of the best,
:data:`tulakit.review.CHANCE_THRESHOLDS` or the game's own thresholds), and a wrong try
gets the engine's reason. As in the tutorials' exercises (:mod:`tulakit.quiz`), a hint is
offered after :data:`~tulakit.quiz.HINT_AFTER` wrong tries in a row and "Show me" after a
hint or :data:`~tulakit.quiz.SHOW_AFTER` wrong tries; a right answer moves on.

Judging a try reviews the game up to it, which takes a moment in Tulaga: a board calls
:meth:`LearnSession.judge` away from its page's thread and :meth:`LearnSession.answer`
with the verdict. Nothing here changes the game reviewed: every position is a copy.

>>> from tulakit import chola
>>> from tulakit.widgets.review_marks import run_review
>>> game = chola.new_game(players=2, seed=1, deck="proposed60"); _ = game.play("build c9 white@0,0")
>>> session = LearnSession(game, run_review(game))
>>> session.total, session.prompt()[:44]
(1, 'Exercise 1 of 1 (move 1). Brown played build')
>>> move = session.parse("build c9 white@0,0")
>>> session.answer(move, session.judge(move))[:49]
'Not as good: that is the move played in the game.'
>>> better = session.entry.better
>>> session.answer(better, session.judge(better))[:6]
'Right:'
>>> session.done, session.results
(True, ['after a few tries'])
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from tulakit.protocol import GameState
from tulakit.quiz import HINT_AFTER, SHOW_AFTER, solved_how
from tulakit.review import ReviewEntry
from tulakit.widgets.review_marks import MARK_WORDS, hint_words, reason_without, run_review

__all__ = ["LearnSession"]


class LearnSession:
    """The exercises made from the marked moves of ``entries`` (the review of ``game``),
    those of ``seats`` only when given (the people, not the bots)."""

    def __init__(
        self,
        game: GameState[Any],
        entries: Sequence[ReviewEntry[Any]],
        seats: Collection[int] | None = None,
    ) -> None:
        self._game = game.copy()
        self._entries = list(entries)
        self.exercises = [
            i
            for i, e in enumerate(entries)
            if e.marked and e.better is not None and (seats is None or e.player in seats)
        ]
        self.current = 0
        self.results: list[str] = []  # how each exercise was solved (tulakit.quiz words)
        self._new_exercise()

    # -- where the session is --------------------------------------------------------------
    @property
    def total(self) -> int:
        """How many exercises there are."""
        return len(self.exercises)

    @property
    def done(self) -> bool:
        """True once every exercise was answered (or there was none)."""
        return self.current >= self.total

    @property
    def index(self) -> int:
        """The move (from 0) of the exercise now."""
        return self.exercises[self.current]

    @property
    def entry(self) -> ReviewEntry[Any]:
        """The review of the move of the exercise now."""
        return self._entries[self.index]

    @property
    def hint_offered(self) -> bool:
        """True once a hint may be asked for."""
        return not self.done and self.wrong >= HINT_AFTER

    @property
    def show_offered(self) -> bool:
        """True once "Show me" may be asked for."""
        return not self.done and (self.hints > 0 or self.wrong >= SHOW_AFTER)

    def position(self) -> GameState[Any]:
        """A copy of the game before the move of the exercise now."""
        probe = self._game.copy()
        while len(probe.moves) > self.index:
            probe.undo()
        return probe

    def prompt(self) -> str:
        """What the exercise asks, in words."""
        if self.done:
            return self.summary()
        entry = self.entry
        mark = MARK_WORDS[entry.mark or "inaccuracy"].lower()
        who = self._who(entry.player)
        return (
            f"Exercise {self.current + 1} of {self.total} (move {self.index + 1}). "
            f"{who}played {entry.move} here, {mark}. Find a move as good as the better one: "
            "choose it on the board or type the move in the move box."
        )

    def summary(self) -> str:
        """How the exercises went, once done."""
        if not self.exercises:
            return "No marked moves to learn from in this game: well played!"
        counts: dict[str, int] = {}
        for how in self.results:
            counts[how] = counts.get(how, 0) + 1
        ways = ", ".join(f"{n} {how}" for how, n in counts.items())
        if self.total == 1:
            return f"The exercise is done: {ways}."
        return f"All {self.total} exercises done: {ways}."

    # -- a try -----------------------------------------------------------------------------
    def parse(self, text: str) -> Any:
        """The move ``text`` (notation) names in the position now; raises the game's
        error, in words, for a move that is no move or is not legal there."""
        probe = self.position()
        move = probe.parse_move(text.strip())
        reason = probe.explain_illegal(move)
        if reason is not None:
            raise ValueError(f"{move} is not legal here: {reason}")
        return move

    def judge(self, move: Any) -> ReviewEntry[Any]:
        """The review of ``move`` played in the position now (slow: reviews the game up to
        it; the played and the better move are known at once)."""
        entry = self.entry
        if move == entry.move:
            return entry
        if move == entry.better:
            return ReviewEntry(move, None, None, "", entry.player, entry.best_value)
        probe = self.position()
        probe.play(move)
        return run_review(probe)[-1]

    def answer(self, move: Any, judged: ReviewEntry[Any]) -> str:
        """Take the verdict ``judged`` (from :meth:`judge`) on ``move``: a right move ends
        the exercise and moves on, a wrong one says why."""
        if self.done:
            return self.summary()
        entry = self.entry
        if move == entry.move:
            self.wrong += 1
            why = reason_without(entry.why, entry.better, entry.mark, entry.notes)
            return self._wrong(f"that is the move played in the game. {why}")
        if judged.value is None and move != entry.better:
            # nothing was weighed (a Tula reveal, TULA-9; a Chola again card): not an answer
            self.wrong += 1
            return self._wrong(f"{judged.why} Look for a move the review can weigh against it.")
        if judged.mark is not None:
            self.wrong += 1
            return self._wrong(reason_without(judged.why, entry.better, judged.mark, judged.notes))
        how = solved_how(wrong=self.wrong, hints=self.hints, shown=False)
        if move == entry.better:
            text = f"Right: {move}, the better move itself."
        else:
            text = f"Right: {move}, as good as the better one ({entry.better}). {judged.why}"
        return self._next(text.rstrip(), how)

    def hint(self) -> str:
        """A hint for the exercise now."""
        if self.done:
            return self.summary()
        self.hints += 1
        return f"Hint: {hint_words(self.entry)}"

    def show(self) -> str:
        """The better move, with why, and on to the next exercise."""
        if self.done:
            return self.summary()
        entry = self.entry
        text = f"The better move was {entry.better} ({_describe(entry.better)}). {entry.why}"
        return self._next(text, solved_how(wrong=self.wrong, hints=self.hints, shown=True))

    def skip(self) -> str:
        """On to the next exercise without an answer (counted as shown)."""
        return self.show()

    # -- inside --------------------------------------------------------------------------
    def _new_exercise(self) -> None:
        self.wrong = 0
        self.hints = 0

    def _wrong(self, why: str) -> str:
        offer = ""
        if self.show_offered:
            offer = " Show me is there if you want the answer."
        elif self.hint_offered:
            offer = " A hint is there if you want one."
        return f"Not as good: {why} Try again.{offer}"

    def _next(self, text: str, how: str) -> str:
        self.results.append(how)
        self.current += 1
        self._new_exercise()
        return f"{text} {self.prompt()}"

    def _who(self, seat: int) -> str:
        names = getattr(self._game, "names", None)
        if self._game.players > 1 and names:
            return f"{names[seat]} "
        if self._game.players > 1:
            return f"{('Black', 'White')[seat] if self._game.players == 2 else seat + 1} "
        return "You "


def _describe(move: object) -> str:
    describe = getattr(move, "describe", None)
    return str(describe()) if callable(describe) else str(move)
