"""Small exercise widgets for the Tula notebook: a board that answers every pick.

Each exercise is a :class:`~tulakit.widgets.tula_board.TulaBoard` whose picks go to a
quiz from :mod:`tulakit.tula.lessons` instead of being played: the quiz judges the pick,
the board's status line shows why (announced to screen readers), and a score line counts
what has been found. A tile is picked by a click, a tap, or the arrow keys and Enter.

Its words must not give the answer away: each tile is labelled with what a sighted
learner sees of it (its face, what lies on it, what touches its edges:
:func:`~tulakit.tula.words.describe_tile_seen`), never with whether it may be played,
and the keyboard cursor starts on the first tile of the temple, not on a playable one.

A wrong pick asks for another try; after a few, a Hint button appears, then "Show me"
(:class:`~tulakit.widgets.exercise.Coach`). Tiles found are ringed in green.

In a notebook without a browser (nbval), drive it through the board's click handler::

    exercise = reveal_exercise()
    exercise.click_tile(13)   # 'Yes, tile 13 is uncovered and its top-left corner is free'
    exercise.score            # '1 of 4 found'
"""

from __future__ import annotations

from typing import Any, cast

import ipywidgets as widgets

from tulakit.drawing.palette import FOUND_COLOUR
from tulakit.drawing.scene import Group, Rect
from tulakit.drawing.still import Still
from tulakit.tula.game import TulaGame
from tulakit.tula.lessons import VERDICTS, MatchQuiz, RevealQuiz, VerdictQuiz
from tulakit.tula.svg import WIDTH, tile_box
from tulakit.tula.tiles import tile_name
from tulakit.tula.words import describe_position_seen, describe_stack, describe_tile_seen
from tulakit.widgets.board_notes import keys_line, notes_html
from tulakit.widgets.exercise import ChoiceExercise, Coach
from tulakit.widgets.placeholder import EXERCISE, show_with_placeholder
from tulakit.widgets.tula_board import TulaBoard
from tulakit.widgets.view import LiveText

Quiz = RevealQuiz | MatchQuiz


class PickBoard(TulaBoard):
    """A Tula board whose picks go to ``on_pick``, described with no verdict; the tiles
    ``found()`` returns are ringed in green and said to be found; the status line says how
    to pick (the exercise asks its question above the board).

    >>> board = PickBoard(RevealQuiz().game, on_pick=lambda p: f"picked {p}")
    >>> board.cursor_start(), board.region_labels()[13]
    (0, 'Tile 13, layer 2: face down. Nothing lies on it. Touching its edges: bottom, tile 16; right, tile 14.')
    >>> board.click_tile(13)
    'picked 13'
    """

    def __init__(
        self,
        game: TulaGame,
        *,
        found: Any = frozenset,
        **kwargs: Any,
    ) -> None:
        self._found = found
        super().__init__(game, **kwargs)

    def region_labels(self) -> dict[int | str, str]:
        """Each tile as seen (no "may be revealed"; found ones said so), and the stack."""
        game = self.game
        found = self._found()
        labels: dict[int | str, str] = {
            p: describe_tile_seen(game, p) + (" Found." if p in found else "")
            for p in range(24)
            if game.in_temple(p)
        }
        labels["stack"] = describe_stack(game)
        return labels

    def press(self, key: int | str | None) -> str:
        """A tile goes to ``on_pick``; the stack is only named (the play board's words
        about matching would be a hint in the reveal exercise)."""
        if key == "stack":
            top = self.game.top
            what = f"its top tile is the {tile_name(top)}" if top else "it is empty"
            self.say(
                f"That is the stack ({len(self.game.stack)} tiles): {what}. Pick a tile of "
                "the temple."
            )
            return self.status
        return super().press(key)

    def cursor_start(self) -> int | None:
        """The first tile left in the temple, in TULA-1 order: where the cursor starts
        says nothing about the answer."""
        return next((p for p in range(24) if self.game.in_temple(p)), None)

    def describe(self) -> str:
        """The position as seen, with no verdict (see :func:`describe_position_seen`)."""
        return describe_position_seen(self.game)

    def _greeting(self) -> str:
        # how to pick, not the question: the exercise shows its question above the board,
        # and the play board's greeting ("Take face-up tiles that match ...") would be a hint
        return (
            "Choose a tile: tap or click it, or from the keyboard press Tab to reach the board, "
            "then the arrow keys and Enter."
        )

    def _paint(self) -> None:
        found = sorted(self._found())
        if found and not any(getattr(i, "cls", "") == "found" for i in self._scene.root.items):
            rings = Group(cls="found")
            for p in found:
                x, y, size = tile_box(p)
                ring = Group(cls="found-tile", data={"position": p}, title=f"tile {p}: found")
                ring.add(Rect(x - 4, y - 4, size + 8, size + 8, rx=10, stroke=FOUND_COLOUR,
                              stroke_width=4))  # fmt: skip
                rings.add(ring)
            self._scene.add(rings)
        super()._paint()
        # an exercise picks, it plays nothing: its own keys line and no list of moves
        self.notes.value = notes_html(
            keys_line((), "picks the tile under the cursor"), self.view.description, None
        )


class ExerciseBoard(widgets.VBox):
    """A prepared position, a quiz that judges each pick, a running score and the coach
    (Hint and "Show me" after a few wrong tries)."""

    def __init__(self, quiz: Quiz, *, prompt: str = "", css_class: str = "tula-exercise") -> None:
        self.quiz = quiz
        self._prompt = widgets.HTML(f"<b>{prompt}</b>" if prompt else "")
        self._prompt.add_class("prompt")
        # announced to screen readers when it changes, like the board's status line
        self._score = LiveText(value=quiz.score_text())
        self._score.add_class("score")
        self.board = PickBoard(
            quiz.game,
            on_pick=self._on_pick,
            found=lambda: quiz.found,
            show_controls=False,
            css_class=css_class,
        )
        self.board.view.label = f"Tula exercise: {prompt}" if prompt else "Tula exercise"
        self.coach = Coach(quiz, self._say, self._redraw)
        super().__init__(
            [
                self._prompt,
                self.board,
                self.coach.row,
                self._score,
                self.coach.solved,
                self.coach.step,
            ]
        )
        self.add_class(css_class + "-box")
        self.add_class("tk-box")
        self.layout.max_width = "100%"

    def _on_pick(self, position: int) -> str:
        # The quiz may change the game (a tile found in the reveal exercise is turned
        # face up), so the board redraws from the game after this returns.
        before = self.quiz.wrong
        answer = self.quiz.pick(position)
        self._score.value = self.quiz.score_text()
        return self.coach.after(answer.text, wrong=self.quiz.wrong > before)

    def _say(self, text: str) -> None:
        self.board.say(text)  # the board's own status line

    def _redraw(self) -> None:
        self._score.value = self.quiz.score_text()
        self.board.redraw()

    def _ipython_display_(self) -> None:
        """As a cell's output: a placeholder of the board's picture, then the exercise."""
        show_with_placeholder(self, self.board.picture_sizes(), EXERCISE)

    # -- the handles the notebook's check cells use ---------------------------------------
    def click_tile(self, position: int) -> str:
        """Click the tile at ``position`` as a learner would; return the status text."""
        self.board.click_tile(position)
        return self.status

    def hint(self) -> str:
        """Press the Hint button (offered after a few wrong tries)."""
        return self.coach.hint()

    def show_me(self) -> str:
        """Press the Show me button: the answer, shown and explained."""
        return self.coach.show()

    @property
    def status(self) -> str:
        """The explanation of the last click, as shown under the board."""
        return self.board.status

    @property
    def score(self) -> str:
        """The running score, e.g. ``'3 of 5 found'``."""
        return self._score.value

    @property
    def game(self) -> TulaGame:
        """The game the exercise is played on."""
        return self.quiz.game


class VerdictExercise(ChoiceExercise):
    """TULA-8: one position at a time, a button per verdict (won, lost, not over yet);
    a right answer shows the next position."""

    def __init__(self, quiz: VerdictQuiz | None = None) -> None:
        super().__init__(
            quiz or VerdictQuiz(),
            [(label, key) for key, label in VERDICTS],
            css_class="tula-verdict-exercise",
            width=WIDTH,
            picture_width=WIDTH,
        )

    def choose(self, key: Any) -> str:
        """Answer for the position shown; once it is right and the next position takes its
        place, the answer says which position it was about (it stays on screen under the
        next one, as the page pass found).

        >>> from tulakit.tula.lessons import verdict_of
        >>> exercise = VerdictExercise()
        >>> exercise.choose(verdict_of(exercise.quiz.game)).endswith(
        ...     "(That was position 1; position 2 is shown now.)")
        True
        """
        quiz = cast("VerdictQuiz", self.quiz)
        before = quiz.current
        said = super().choose(key)
        if not quiz.done and quiz.current != before:
            note = f"(That was position {before + 1}; position {quiz.current + 1} is shown now.)"
            said = self._say(f"{said} {note}")
        return said

    def picture_html(self) -> str:
        """The position shown, laid out for the page's width."""
        return str(self.quiz.picture().html())


def reveal_exercise(game: TulaGame | None = None) -> ExerciseBoard:
    """Click every tile that may be revealed (TULA-2, TULA-3, TULA-4)."""
    return ExerciseBoard(
        RevealQuiz(game),
        prompt="Pick every face-down tile that may be revealed now.",
        css_class="tula-reveal-exercise",
    )


def match_exercise(game: TulaGame | None = None) -> ExerciseBoard:
    """Click every face-up tile that matches the top of the stack (TULA-5)."""
    return ExerciseBoard(
        MatchQuiz(game),
        prompt="Pick every face-up tile that may be taken onto the stack.",
        css_class="tula-match-exercise",
    )


def verdict_exercise() -> VerdictExercise:
    """Is each position won, lost or not over yet (TULA-8)?"""
    return VerdictExercise()


def plot_win_rates(*stats: Any, title: str = "How often Tula is won") -> Still:
    """One bar chart of the win rates in one or more ``stats`` (from
    ``tulakit.tula.stats.collect``), each bar with its 95% interval and its count of
    wins, as an SVG picture named by its figures in words (no matplotlib: the page's
    kernel stays 40 MB smaller, see :mod:`tulakit.drawing.charts`); on a phone the labels
    stand above the bars (:class:`~tulakit.drawing.still.Still`).

    Several collections may be given, e.g. a slow measure run on fewer deals; each
    ``stats.shares`` maps a measure's name to a share with ``label``, ``wins``, ``deals``,
    ``rate`` and ``interval`` (low, high).

    >>> from tulakit.tula.stats import collect
    >>> chart = plot_win_rates(collect(10, measures=("greedy",)))
    >>> chart.wide.count("<rect"), chart.wide.split("<title>")[1].split(":")[0]
    (2, 'How often Tula is won')
    """
    from tulakit.drawing import to_svg
    from tulakit.drawing.charts import Bar, bar_chart

    merged: dict[str, Any] = {}
    for collection in stats:
        merged.update(collection.shares)
    bars = [
        Bar(s.label, s.rate, s.interval, f"{100 * s.rate:.1f}%  ({s.wins:,} of {s.deals:,})")
        for s in merged.values()
    ]
    axis = "deals won (%), with 95% interval"
    words = f"{title}: " + "; ".join(f"{b.label}: {b.note}" for b in bars)
    wide = bar_chart(bars, title=title, axis_label=axis)
    narrow = bar_chart(bars, title=title, axis_label=axis, width=360, stacked=True)
    return Still(to_svg(wide, title=words), to_svg(narrow, title=words))
