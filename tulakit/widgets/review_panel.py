"""Game review on every board: step through the moves, each judged, on the board itself.

Every playing board (:class:`~tulakit.widgets.board.Board` with its controls) has a
**Review** button and the letter key V. The panel takes a copy of the game, has the
engine review it (:func:`~tulakit.widgets.review_marks.run_review`) in a thread of its
own with a progress bar ("move 12 of 40"), then shows each position on the board's own
picture: the move played outlined dashed in vermillion, the better move solid in blue,
and the mark with its reason in the status line, which screen readers announce (a folded
*What the marks mean* under the steps says what the marks and numbers are,
:mod:`tulakit.widgets.review_help`). First,
Previous, Next, Last, Next mark and a move menu step through the game; the menu *Show*
swaps the picture for the position after the better move (or after the move played).
**Learn from your mistakes** replays each marked position as an exercise
(:mod:`tulakit.widgets.review_learn`): a click on the board, a move typed in the move
box or one chosen under *Your move* is the try (a click that starts several moves
narrows that menu to them); a try is judged in a thread too, with its progress; Hint,
Show me (the answer stays on the board until *Next exercise*) and *Back to the review*
as the tutorials' exercises have. **Back to the game** shows the game exactly as it was:
reviewing only ever works on copies, and the board's own controls are out of reach
meanwhile (its clicks, letter keys and typed moves come here).

>>> from tulakit.widgets.tula_board import TulaBoard
>>> board = TulaBoard(seed=4, auto_reveal=True)
>>> for move in ("T23", "T22", "T19", "T21"):
...     _ = board.play_text(move)
>>> board.review.open_review(background=False)
>>> board.status[:46]
'4 moves reviewed: 1 blunder. Move 1 of 4: T23 '
>>> board.review.next_mark()[:45]
'Move 3 of 4: T19 (take tile 19). A blunder: F'
>>> board.review.learn()[:51]
'Exercise 1 of 1 (move 3). You played T19 here, a bl'
>>> board.review.try_move("T21")[:30]
'Right: T21, the better move it'
>>> board.review.back_to_game()[:28]
'Back to the game as it was: '
>>> [str(m) for m in board.game.moves]
['T23', 'T22', 'T19', 'T21']
"""

from __future__ import annotations

import html
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ipywidgets import HTML, Button, Dropdown, Layout, VBox, Widget

from tulakit.drawing.scene import Scene
from tulakit.protocol import GameState
from tulakit.review import ReviewEntry, watching
from tulakit.widgets.apart import Worker, finished, start_apart
from tulakit.widgets.review_exercises import STEP_WORDS, ExerciseControls, Stopped
from tulakit.widgets.review_help import marks_help_html
from tulakit.widgets.review_learn import LearnSession
from tulakit.widgets.review_marks import (
    BETTER_COLOUR,
    PLAYED_COLOUR,
    entry_words,
    menu_label,
    move_keys,
    outline,
    run_review,
    summary_words,
)
from tulakit.widgets.visibility import css_display

if TYPE_CHECKING:
    from tulakit.widgets.board import Board

__all__ = ["STEP_WORDS", "ReviewPanel"]

#: what the picture shows: (menu words, key)
SHOW_CHOICES = (
    ("the position, both moves outlined", "before"),
    ("the position after the better move", "better"),
    ("the position after the move played", "played"),
)


class ReviewPanel(ExerciseControls, VBox):
    """The review of ``board``'s game: closed until :meth:`open` (the Review button)."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self.mode = "closed"  # closed, analysing, review, learn
        self.index = 0
        self.entries: list[ReviewEntry[Any]] = []
        self.learning: LearnSession | None = None
        self.seconds: float | None = None  # how long the last analysis took
        self._game: GameState[Any] | None = None  # the copy reviewed
        self._reviewed: str | None = None  # the record of the game the entries review
        self._thread: Worker | None = None  # the analysis or a judged try, running apart
        self._generation = 0  # bumped by close: a late thread's answer is dropped
        self._saved_status = ""
        self._hidden: list[tuple[Widget, str | None]] = []
        self._show = "before"
        self._focus = False  # opened by its button: the focus follows into the review
        self.open_button = self._button(
            "Review", "Go through the moves, each judged (V)", lambda: self.open_review(focus=True)
        )
        self.first_button = self._button("First", "The first move", lambda: self.go(0))
        self.previous_button = self._button("Previous", "The move before", lambda: self.step(-1))
        self.next_button = self._button("Next", "The move after", lambda: self.step(1))
        self.last_button = self._button(
            "Last", "The last move", lambda: self.go(len(self.entries) - 1)
        )
        self.mark_button = self._button("Next mark", "The next marked move", self.next_mark)
        self.back_button = self._button(
            "Back to the game", "Close the review (V)", lambda: self.back_to_game(focus=True)
        )
        self.move_menu = Dropdown(description="Move:", options=[], layout=Layout(width="260px"))
        self.move_menu.add_class("review-move")
        self.move_menu.observe(self._safe(self._menu_changed), "value")
        self.show_menu = Dropdown(
            description="Show:", options=list(SHOW_CHOICES), value="before",
            layout=Layout(width="340px", max_width="100%"),
        )  # fmt: skip
        self.show_menu.add_class("review-show")
        self.show_menu.observe(self._safe(self._show_changed), "value")
        self.progress = HTML(layout=Layout(width="100%"))
        self.progress.add_class("review-progress")
        self.text = HTML(layout=Layout(width="100%"))
        self.text.add_class("review-text")
        self.help = HTML(layout=Layout(width="100%"))  # what the marks mean, folded
        from tulakit.widgets.control_row import controls

        self.steps = controls(
            [self.first_button, self.previous_button, self.next_button, self.last_button,
             self.mark_button]
        )  # fmt: skip
        self.menus = controls([self.move_menu, self.show_menu])
        self.back_row = controls([self.back_button])
        exercise_rows = self._make_exercise_controls()
        super().__init__(
            [
                self.progress,
                self.steps,
                self.menus,
                *exercise_rows,
                self.back_row,
                self.text,
                self.help,
            ],
            layout=Layout(width="100%", max_width="100%"),
        )
        self.add_class("tk-review")
        self._refresh()

    # -- opening and closing ---------------------------------------------------------------
    @property
    def is_open(self) -> bool:
        """True while the review (or its analysis) is shown instead of the game."""
        return self.mode != "closed"

    def open_review(self, background: bool = True, *, focus: bool = False) -> None:
        """Open the review of the game as it is now (analysed in a thread unless
        ``background`` is false; a game already reviewed opens at once). ``focus``: the
        keyboard focus goes to the review's buttons (opened by the Review button, which
        is hidden meanwhile; the V key leaves it on the board)."""
        board = self.board
        if self.is_open:
            return
        if getattr(board, "thinking", False):
            board.say("Please wait: a bot is still thinking. Review when it has moved.")
            return
        game = board.game
        if not game.moves:
            board.say("There are no moves to review yet: play a few first.")
            return
        self._saved_status = board.status
        self._game = game.copy()
        self.help.value = marks_help_html(game.game_name)
        self._hide_game_controls()
        self._focus = focus
        moves = game.moves
        if game.to_json() == self._reviewed:  # the same game (deal, options and moves)
            self._ready(self.entries, "")
            return
        self.mode = "analysing"
        self._generation += 1
        generation, snapshot = self._generation, self._game.copy()
        self._report(0, len(moves))
        board.say(f"Analysing the game's {len(moves)} moves, a moment please…")
        self._refresh()
        if focus:
            self.back_button.focus()  # the one button shown while analysing
        if background:
            self._thread = start_apart(lambda: self._analyse(snapshot, generation))
        else:
            self._analyse(snapshot, generation)

    def back_to_game(self, *, focus: bool = False) -> str:
        """Back to the game, exactly as it was (its picture, status and controls);
        ``focus``: the keyboard focus goes back to the Review button."""
        board = self.board
        if not self.is_open:
            return board.status
        self._generation += 1  # an analysis still running is dropped
        self.mode = "closed"
        self.learning = None
        for widget, display in self._hidden:
            widget.layout.display = display or css_display(True)
        self._hidden = []
        self._refresh()
        board.redraw()
        board.say(f"Back to the game as it was: {self._saved_status}")
        if focus:
            self.open_button.focus()
        return board.status

    def board_game_over(self) -> bool:
        """True when the board's game has ended (its Review button stands out then)."""
        game = getattr(self.board, "game", None)
        return bool(game is not None and game.is_over())

    def toggle(self) -> None:
        """Open the review, or close it when open (the V key)."""
        if self.is_open:
            self.back_to_game()
        else:
            self.open_review()

    def wait(self, timeout: float = 60.0) -> bool:
        """Wait for an analysis or a judged try to finish; True when none is running."""
        return finished(self._thread, timeout)

    # -- stepping --------------------------------------------------------------------------
    def go(self, index: int) -> str:
        """Show move ``index`` (from 0; kept within the game)."""
        if self.mode != "review" or not self.entries:
            return self.board.status
        self.index = max(0, min(index, len(self.entries) - 1))
        return self._show_entry()

    def step(self, by: int) -> str:
        """Show the move ``by`` moves on (back when negative)."""
        return self.go(self.index + by)

    def next_mark(self) -> str:
        """Show the next marked move (from the start again after the last)."""
        marked = [i for i, e in enumerate(self.entries) if e.marked]
        if self.mode != "review" or not marked:
            self.board.say("No move of this game is marked.")
            return self.board.status
        later = [i for i in marked if i > self.index]
        return self.go(later[0] if later else marked[0])

    # -- the board ---------------------------------------------------------------------------
    def paint(self) -> None:
        """Show what the review shows now on the board (the board calls this instead of
        painting its game while the review is open)."""
        if self.mode == "review" and self.entries:
            self._paint_position(self.index, self.entries[self.index])
        elif self.mode == "learn":
            self._paint_learning()

    # -- inside ----------------------------------------------------------------------------
    def _analyse(self, game: GameState[Any], generation: int) -> None:
        started = time.perf_counter()

        def report(done: int, total: int) -> None:
            if generation != self._generation:
                raise Stopped
            self._report(done, total)

        try:
            with watching(report):
                entries = run_review(game)
        except Stopped:
            return
        except Exception as exc:  # the page must say so, never hang on "Analysing"
            if generation == self._generation:
                self.back_to_game()
                self.board.say(f"The review failed: {exc}. The game is as it was.")
            return
        if generation != self._generation:
            return
        self.seconds = time.perf_counter() - started
        try:
            self._ready(entries, summary_words(entries, self._names()))
        except Exception as exc:  # in a thread: nobody else would say it
            self.back_to_game()
            self.board.say(f"The review could not be shown: {exc}. The game is as it was.")
            return
        self._reviewed = game.to_json()  # kept for reopening once it could be shown

    def _ready(self, entries: list[ReviewEntry[Any]], summary: str) -> None:
        self.entries = entries
        self.mode = "review"
        self.index = 0
        self.progress.value = ""
        summary = summary or summary_words(entries, self._names())
        self.text.value = f"<p>{html.escape(summary)}</p>"
        self.move_menu.options = [(menu_label(i, e), i) for i, e in enumerate(entries)]
        self._refresh()
        text = self._show_entry()
        self.board.say(f"{summary} {text}")
        if self._focus:
            (self.next_button if len(entries) > 1 else self.back_button).focus()

    def _report(self, done: int, total: int, what: str = "Analysing move") -> None:
        self.progress.value = (
            f'<p><progress max="{total}" value="{done}" aria-label="Review progress" '
            f'style="width: 100%; max-width: 320px"></progress> '
            f"{html.escape(what)} {done + 1} of {total}…</p>"
        )

    def _show_entry(self) -> str:
        entry = self.entries[self.index]
        self.move_menu.value = self.index
        self._paint_position(self.index, entry)
        shown = dict((key, words) for words, key in SHOW_CHOICES)[self._show]
        text = entry_words(self.index, self.entries, shown=f"The board shows {shown}.")
        self.board.say(text)
        self._refresh()
        return text

    def _paint_position(
        self, index: int, entry: ReviewEntry[Any], *, outline_played: bool = True
    ) -> None:
        assert self._game is not None
        probe = self._game.copy()
        while len(probe.moves) > index:
            probe.undo()
        show = self._show if self.mode == "review" else "before"
        if show == "played" or (show == "better" and entry.better is not None):
            probe.play(entry.move if show == "played" else entry.better)
            scene = self.board.review_scene(probe)
            colour = PLAYED_COLOUR if show == "played" else BETTER_COLOUR
            outline(scene, move_keys(probe.moves[-1]), colour, dashed=show == "played")
        else:
            scene = self.board.review_scene(probe)
            if outline_played:
                outline(scene, move_keys(entry.move), PLAYED_COLOUR, dashed=True)
            if entry.better is not None:
                outline(scene, move_keys(entry.better), BETTER_COLOUR, dashed=False)
        self._paint_scene(scene, probe)

    def _paint_scene(self, scene: Scene, game: GameState[Any]) -> None:
        board = self.board
        labels = {region.key: str(region.key) for region in scene.regions}
        labels.update(board.review_labels(game))
        board.show_scene(scene, labels)  # a click is mapped through the picture shown
        description = board.review_describe(game)
        if description:  # the D key reads the position shown (the game's is back on close)
            moves = len(game.moves)
            board.view.description = (
                f"Review, after {moves} move{'s' * (moves != 1)}: {description}"
            )

    def _names(self) -> list[str]:
        game = self._game
        if game is None or game.players < 2:
            return []
        names = getattr(game, "names", None)
        if names:
            return list(names)
        return ["Black", "White"] if game.players == 2 else []

    def _hide_game_controls(self) -> None:
        """Hide the board's own controls (they act on the game) while reviewing."""
        self._hidden = []
        for child in self.board.children:
            if child is self.board.view or child is self or child is self.board.notes:
                continue
            self._hidden.append((child, child.layout.display))
            child.layout.display = "none"

    def _refresh(self) -> None:
        """Show the buttons that fit the mode."""
        mode = self.mode
        reviewing = mode == "review"
        self.layout.display = css_display(self.is_open)
        busy = mode == "analysing" or self._judging
        self.progress.layout.display = css_display(busy)
        self.steps.layout.display = css_display(reviewing)
        self.menus.layout.display = css_display(reviewing)
        self._refresh_exercises()
        last = len(self.entries) - 1
        self.first_button.disabled = self.previous_button.disabled = self.index <= 0
        self.next_button.disabled = self.last_button.disabled = self.index >= last

    def _menu_changed(self, change: dict[str, Any]) -> None:
        if self.mode == "review" and change["new"] is not None and change["new"] != self.index:
            self.go(int(change["new"]))

    def _show_changed(self, change: dict[str, Any]) -> None:
        self._show = str(change["new"])
        if self.mode == "review" and self.entries:
            self._show_entry()

    def _safe(self, handler: Callable[..., Any]) -> Callable[..., None]:
        return self.board.guarded(handler)

    def _button(self, label: str, tooltip: str, action: Callable[[], object]) -> Button:
        button = Button(description=label, tooltip=tooltip, layout=Layout(width="auto"))
        button.add_class("review-" + label.lower().replace(" ", "-"))
        button.on_click(self._safe(lambda _b: action()))
        return button
