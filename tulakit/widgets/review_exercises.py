""" "Learn from your mistakes" on the boards: the review panel's exercises, as widgets.

:class:`ExerciseControls` is the half of :class:`~tulakit.widgets.review_panel.ReviewPanel`
that turns the review's marked moves into exercises (:class:`~tulakit.widgets.review_learn.
LearnSession` decides; this module shows and listens). A try is a click on the board (the
move that starts at the region clicked: several such moves narrow the *Your move* menu
to them), a move typed in the board's move box, or one chosen under *Your move* with
*Try this move*; it is judged in a thread with its progress in the panel's bar. Hint
and Show me come as the tutorials' do (:mod:`tulakit.quiz`); Show me's answer stays on
the board until *Next exercise*; *Back to the review* returns to the steps, as does the
last exercise once answered.

>>> from tulakit.widgets.tula_board import TulaBoard
>>> board = TulaBoard(seed=4, auto_reveal=True)
>>> for move in ("T23", "T22", "T19", "T21"):
...     _ = board.play_text(move)
>>> board.review.open_review(background=False)
>>> board.review.learn()[:25], board.review.try_menu.options
('Exercise 1 of 1 (move 3).', (('T19: take tile 19', 'T19'), ('T21: take tile 21', 'T21')))
>>> board.review.show_me()[:30], board.review.mode
('The better move was T21 (take ', 'review')
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ipywidgets import HTML, Button, Dropdown, HBox, Layout

from tulakit.drawing.scene import Key, Scene
from tulakit.errors import TulakitError
from tulakit.protocol import GameState
from tulakit.review import ReviewEntry, watching
from tulakit.widgets.apart import Worker, busy, start_apart
from tulakit.widgets.review_learn import LearnSession
from tulakit.widgets.review_marks import move_keys
from tulakit.widgets.visibility import css_display

if TYPE_CHECKING:
    from tulakit.widgets.board import Board

__all__ = ["STEP_WORDS", "ExerciseControls", "Stopped"]

#: what a click on the board says while the review is open (not learning)
STEP_WORDS = (
    "You are reviewing the game: step with the buttons under the board, or press Back "
    "to the game to play on."
)


class Stopped(Exception):
    """Raised in a review's thread when the reader left meanwhile (nothing to show)."""


class ExerciseControls:
    """The exercises' widgets and actions, mixed into the review panel, which provides
    the attributes and methods declared here."""

    board: Board
    mode: str
    index: int
    entries: list[ReviewEntry[Any]]
    learning: LearnSession | None
    progress: HTML
    _game: GameState[Any] | None
    _generation: int
    _thread: Worker | None

    def _button(self, label: str, tooltip: str, action: Callable[[], object]) -> Button:
        raise NotImplementedError

    def _refresh(self) -> None:
        raise NotImplementedError

    def _show_entry(self) -> str:
        raise NotImplementedError

    def _report(self, done: int, total: int, what: str = "Analysing move") -> None:
        raise NotImplementedError

    def _paint_position(
        self, index: int, entry: ReviewEntry[Any], *, outline_played: bool = True
    ) -> None:
        raise NotImplementedError

    def _paint_scene(self, scene: Scene, game: GameState[Any]) -> None:
        raise NotImplementedError

    def _make_exercise_controls(self) -> list[HBox]:
        """The exercises' widgets; returns their two rows (Your move, and the buttons)."""
        from tulakit.widgets.control_row import controls

        self._judging = False  # a try is being judged (its progress is shown)
        self._answer_shown = False  # Show me's answer is on the board, not the exercise
        self.learn_button = self._button(
            "Learn from your mistakes", "Replay each marked position as an exercise", self.learn
        )
        self.hint_button = self._button(
            "Hint", "A hint that helps without giving the answer", self.hint
        )
        self.show_button = self._button("Show me", "Show the better move, and go on", self.show_me)
        self.steps_button = self._button(
            "Back to the review", "Leave the exercises for the review's steps", self.stop_learning
        )
        # a move to try, chosen from a list: every legal move, or those a click starts
        self.try_menu = Dropdown(
            description="Your move:", options=[], layout=Layout(width="360px", max_width="100%")
        )
        self.try_menu.add_class("review-try-menu")
        self.try_button = self._button("Try this move", "Try the move chosen", self._try_chosen)
        self.next_exercise_button = self._button(
            "Next exercise", "From the answer shown to the next exercise", self.next_exercise
        )
        self.try_row = controls([self.try_menu, self.try_button])
        self.learn_row = controls(
            [
                self.learn_button,
                self.next_exercise_button,
                self.hint_button,
                self.show_button,
                self.steps_button,
            ]
        )
        return [self.try_row, self.learn_row]

    def _refresh_exercises(self) -> None:
        """Show the exercises' widgets that fit the mode."""
        reviewing = self.mode == "review"
        session = self.learning
        learning = self.mode == "learn" and session is not None
        self.learn_button.layout.display = css_display(reviewing)
        self.learn_button.disabled = not any(e.marked for e in self.entries)
        self.steps_button.layout.display = css_display(learning)
        shown = learning and self._answer_shown
        self.try_row.layout.display = css_display(learning and not shown)
        self.next_exercise_button.layout.display = css_display(shown)
        self.hint_button.layout.display = (
            None if learning and session is not None and session.hint_offered else "none"
        )
        self.show_button.layout.display = (
            None if learning and session is not None and session.show_offered else "none"
        )
        self.learn_row.layout.display = css_display(reviewing or learning)

    def learn(self) -> str:
        """Start "Learn from your mistakes": the people's marked moves as exercises."""
        if self.mode != "review" or self._game is None:
            return self.board.status
        seats = self.board.human_seats()
        self.learning = LearnSession(self._game, self.entries, seats)
        self._answer_shown = False
        self.mode = "learn"
        self._refresh()
        self._paint_learning()
        self.board.say(self.learning.prompt())
        return self.board.status

    def stop_learning(self) -> str:
        """Back from the exercises to the review's steps, at the move it showed."""
        if self.mode == "learn":
            self.mode = "review"
            self.learning = None
            self._show_entry()
        return self.board.status

    def try_move(self, text: str, background: bool = False) -> str:
        """Try the move ``text`` (notation) in the exercise now; its verdict goes to the
        status line (judged in a thread when ``background``)."""
        session = self.learning
        if self.mode != "learn" or session is None or session.done:
            self.board.say(STEP_WORDS)
            return self.board.status
        if self._answer_shown:
            self.next_exercise()
        try:
            move = session.parse(text)
        except (TulakitError, ValueError) as exc:
            self.board.say(f"{exc}. Try another move.")
            return self.board.status
        if busy(self._thread):
            self.board.say("Please wait: your last try is still being judged…")
            return self.board.status
        self.board.say(f"Judging {move}…")
        generation = self._generation
        if background:
            self._thread = start_apart(lambda: self._judge(session, move, generation))
        else:
            self._judge(session, move, generation)
        return self.board.status

    def hint(self) -> str:
        """A hint for the exercise now."""
        if self.learning is not None:
            self.board.say(self.learning.hint())
            self._refresh()
        return self.board.status

    def show_me(self) -> str:
        """The better move on the board and in words; then the next exercise."""
        session = self.learning
        if session is None or session.done:
            return self.board.status
        index, entry = session.index, session.entry
        text = session.show()
        if session.done:  # the review's steps come back, at the move just shown
            self.index = index
            self._after_answer(text)
            return self.board.status
        # the answer stays on the board until the player goes on
        self._answer_shown = True
        self._paint_position(index, entry, outline_played=False)
        text = text.removesuffix(f" {session.prompt()}")
        self.board.say(f"{text} Press Next exercise to go on.")
        self._refresh()
        return self.board.status

    def next_exercise(self) -> str:
        """From the answer shown to the next exercise."""
        session = self.learning
        self._answer_shown = False
        if self.mode == "learn" and session is not None and not session.done:
            self._paint_learning()
            self.board.say(session.prompt())
        self._refresh()
        return self.board.status

    def press(self, key: Key | None) -> str:
        """A click or Enter on the board's region ``key`` while the review is open: in
        learn mode, the move that starts there is the try."""
        session = self.learning
        if self.mode != "learn" or session is None or session.done:
            self.board.say(STEP_WORDS if self.mode == "review" else self.board.status)
            return self.board.status
        if self._answer_shown:  # the picture shows the last answer: on to the exercise
            return self.next_exercise()
        probe = session.position()
        there = [m for m in probe.legal_moves() if move_keys(m)[:1] == [key]]
        if len(there) == 1:
            return self.try_move(str(there[0]), background=True)
        if not there:
            labels = self.board.review_labels(probe)
            starts = dict.fromkeys(keys[0] for m in probe.legal_moves() if (keys := move_keys(m)))
            self.board.say(
                nothing_starts_here(
                    labels.get(key, "") if key is not None else "",
                    [labels.get(start, str(start)) for start in starts],
                )
            )
        else:
            self._offer(there)
            self.board.say(
                f"{len(there)} moves start there: choose one under Your move and press Try "
                "this move (or type it in the move box)."
            )
        return self.board.status

    def _offer(self, moves: list[Any]) -> None:
        """Offer ``moves`` in the Your move menu (none chosen yet)."""
        self.try_menu.options = [(f"{m}: {m.describe()}", str(m)) for m in moves]
        self.try_menu.value = None

    def _try_chosen(self) -> None:
        if self.try_menu.value is None:
            self.board.say("Choose a move under Your move first, or on the board.")
            return
        self.try_move(str(self.try_menu.value), background=True)

    def _judge(self, session: LearnSession, move: Any, generation: int) -> None:
        def report(done: int, total: int) -> None:
            if generation != self._generation:
                raise Stopped
            self._report(done, total, f"Judging {move}: the game up to it, move")

        self._judging = True
        self._refresh()
        try:
            with watching(report):
                judged = session.judge(move)
        except Stopped:
            return
        except Exception as exc:
            self.board.say(f"That try could not be judged: {exc}")
            return
        finally:
            self._judging = False
            self.progress.value = ""
            self._refresh()
        if generation != self._generation or self.learning is not session:
            return
        try:
            index = session.index  # the review's steps come back at this move after the last
            text = session.answer(move, judged)
            if session.done:
                self.index = index
            self._after_answer(text)
        except Exception as exc:  # in a thread: nobody else would say it
            self.board.say(f"Something went wrong: {exc}")

    def _after_answer(self, text: str) -> None:
        """Show the next exercise, or once all are done the review's steps again."""
        if self.learning is not None and self.learning.done:
            self.mode = "review"
            self._show_entry()
        else:
            self._paint_learning()
        self._refresh()
        self.board.say(text)

    def _paint_learning(self) -> None:
        session = self.learning
        if session is None or session.done:
            if self._game is not None:
                game = self._game.copy()
                self._paint_scene(self.board.review_scene(game), game)
            return
        game = session.position()
        self._paint_scene(self.board.review_scene(game), game)
        legal = game.legal_moves()
        self._offer(legal)
        if self.board.view.typing:  # the move box offers the exercise's moves
            self.board.view.move_options = [(str(m), m.describe()) for m in legal]


def nothing_starts_here(here: str, starts: Sequence[str], shown: int = 4) -> str:
    """Why a click in an exercise plays nothing, in words: what the clicked place is, and
    where this exercise's moves do start (region labels, "Name: what is there").

    >>> print(nothing_starts_here("Tile 0, layer 1: face down, covered.",
    ...                           ["Tile 20, layer 2: face down.", "Tile 23, layer 4: face up."]))
    No move starts at Tile 0, layer 1 (face down, covered). In this exercise a move starts at Tile 20, layer 2 or Tile 23, layer 4: choose one of those, or type a move.
    >>> print(nothing_starts_here("", [f"{c}1: empty" for c in "abcdefgh"]))
    No move starts there. In this exercise a move starts at one of 8 places, such as a1, b1, c1 or d1: choose one of those, or type a move.
    >>> print(nothing_starts_here("Card 3: a sculpt card", []))
    No move starts at Card 3 (a sculpt card), and no move of this exercise starts on the board: type a move.
    """
    name, _, what = here.rstrip(".").partition(": ")
    first = (
        f"No move starts at {name} ({what})"
        if what
        else (f"No move starts at {name}" if name else "No move starts there")
    )
    names = [start.partition(": ")[0] for start in starts]
    if not names:
        return f"{first}, and no move of this exercise starts on the board: type a move."
    if len(names) <= shown:
        where = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"
    else:
        some = names[:shown]
        where = f"one of {len(names)} places, such as {', '.join(some[:-1])} or {some[-1]}"
    return (
        f"{first}. In this exercise a move starts at {where}: choose one of those, or type a move."
    )
