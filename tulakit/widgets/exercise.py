"""What every tutorial exercise widget shows around its quiz: prompt, explanation, score,
and the coach: the Hint and "Show me" buttons and how the exercise was solved.

A quiz (see :mod:`tulakit.quiz` and each game's ``lessons`` module) judges the learner's
picks; this box shows what it asks, what it said about the last pick (announced to
screen readers) and the running score, and turns errors in event handlers into a
sentence instead of a silent failure. A wrong pick asks for another try; after a few,
the Hint button appears, then "Show me" (see :class:`Coach`).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets

from tulakit.drawing.scene import Key, Scene
from tulakit.drawing.still import Still, fluid_svg
from tulakit.quiz import SHOWN
from tulakit.widgets.board_notes import keys_line, notes_html
from tulakit.widgets.control_row import controls
from tulakit.widgets.placeholder import (
    EXERCISE,
    EXERCISE_SAMPLE_WIDTHS,
    PictureSize,
    picture_sizes,
    show_with_placeholder,
)
from tulakit.widgets.view import LiveText, SceneView


class Coach:
    """The Hint and "Show me" buttons of one exercise, and the line saying how it was
    solved; they show once the quiz offers them (:mod:`tulakit.quiz`).

    ``say(text)`` shows a sentence in the exercise's status line (announced to screen
    readers) and ``redraw()`` shows the quiz anew after "Show me". The buttons are plain
    buttons, so Tab reaches them; a hidden one is out of the Tab order.

    >>> from tulakit.tula.lessons import MatchQuiz
    >>> said = []
    >>> coach = Coach(MatchQuiz(), said.append, lambda: None)
    >>> coach.hint_button.layout.display
    'none'
    >>> coach.after("no: 15 does not match", wrong=True)
    'No, 15 does not match. Try again.'
    """

    def __init__(
        self, quiz: Any, say: Callable[[str], object], redraw: Callable[[], object]
    ) -> None:
        self.quiz = quiz
        self._say = say
        self._redraw = redraw
        self.hint_button = widgets.Button(
            description="Hint",
            tooltip="A hint that helps without giving the answer",
            layout=widgets.Layout(width="auto"),
        )
        self.hint_button.add_class("hint")
        self.show_button = widgets.Button(
            description="Show me",
            tooltip="Show the answer, with why it is right",
            layout=widgets.Layout(width="auto"),
        )
        self.show_button.add_class("show-me")
        self.hint_button.on_click(lambda _b: self._run(self.hint))
        self.show_button.on_click(lambda _b: self._run(self.show))
        self.solved = widgets.HTML(layout=widgets.Layout(width="100%"))
        self.solved.add_class("solved")
        # "Step 2 of 9 · 4 of 9 steps done" once a tutorial tracks the exercise
        self.step = widgets.HTML(layout=widgets.Layout(width="100%"))
        self.step.add_class("tk-step")
        self.row = controls([self.hint_button, self.show_button])
        self.row.add_class("tk-coach")
        self._callbacks: list[Callable[[str], str | None]] = []
        self._reported = False
        self.refresh()

    def _run(self, action: Callable[[], str]) -> None:
        try:
            action()
        except Exception as exc:
            self._say(f"Something went wrong: {exc}")

    def on_solved(self, callback: Callable[[str], str | None]) -> None:
        """Call ``callback(how)`` once, when the quiz is done (how: first try, hints,
        shown); a text it returns is added to the status line."""
        self._callbacks.append(callback)

    def refresh(self) -> None:
        """Show the buttons the quiz offers now, and how it was solved once done."""
        quiz = self.quiz
        done = quiz.done
        self.hint_button.layout.display = "" if quiz.hint_offered and not done else "none"
        self.show_button.layout.display = "" if quiz.show_offered and not done else "none"
        how = quiz.how
        self.solved.value = "" if how is None else html.escape(solved_line(how))

    def _solved_note(self) -> str:
        """Once, when the quiz has just been solved: the callbacks' words."""
        if self._reported or not self.quiz.done:
            return ""
        self._reported = True
        notes = [callback(self.quiz.how) for callback in self._callbacks]
        return " ".join(n for n in notes if n)

    def after(self, text: str, *, wrong: bool) -> str:
        """The status line's words for a verdict (:meth:`FindAll.feedback`), with the
        tutorial's progress once the quiz is solved; the buttons follow the quiz."""
        said = self.quiz.feedback(text, wrong=wrong)
        note = self._solved_note()
        self.refresh()
        return _join(said, note)

    def hint(self) -> str:
        """Press Hint: the hint goes to the status line."""
        text = str(self.quiz.hint())
        self.refresh()
        self._say(text)
        return text

    def show(self) -> str:
        """Press Show me: the answer is shown in the picture and explained."""
        text = self.quiz.show()
        note = self._solved_note()
        self.refresh()
        self._redraw()
        text = _join(text, note)
        self._say(text)
        return text


def _join(sentence: str, note: str) -> str:
    """Two sentences in one line, the first closed by a full stop.

    >>> _join("Yes, S3 matches (TULA-5)", "Step 2 of 3 done."), _join("No.", "")
    ('Yes, S3 matches (TULA-5). Step 2 of 3 done.', 'No.')
    """
    sentence = sentence.strip()
    if not note:
        return sentence
    if not sentence.endswith((".", "!", "?")):
        sentence += "."
    return f"{sentence} {note}"


def solved_line(how: str) -> str:
    """The line under a solved exercise.

    >>> solved_line("with a hint")
    'Solved with a hint.'
    >>> solved_line("shown")
    'Shown: try the next one yourself.'
    """
    if how == SHOWN:
        return "Shown: try the next one yourself."
    return f"Solved {how}."


class FeedbackBox(widgets.VBox):
    """The prompt, the explanation of the last pick and the score, under one quiz."""

    def __init__(
        self, quiz: Any, children: Sequence[widgets.Widget], css_class: str, *, width: int
    ) -> None:
        self.quiz = quiz
        self._width = width
        self._prompt = widgets.HTML()
        self._prompt.add_class("prompt")
        # announced to screen readers when it changes
        self._status = LiveText(layout=widgets.Layout(width="100%", max_width=f"{width}px"))
        self._status.add_class("status")
        self._score = widgets.Label()
        self._score.add_class("score")
        self._status_text = ""
        self.coach = Coach(quiz, self._say, self._redraw_all)
        # what the quiz shows once solved (``quiz.afterword()``: the move played out...),
        # never before: it would give the answer away
        self.afterword = widgets.HTML(layout=widgets.Layout(width="100%", max_width=f"{width}px"))
        self.afterword.add_class("tk-afterword")
        super().__init__(
            [
                self._prompt,
                *children,
                self._status,
                self.coach.row,
                self._score,
                self.coach.solved,
                self.afterword,
                self.coach.step,
            ]
        )
        self.add_class(css_class + "-box")
        self.add_class("tk-box")
        self.layout.max_width = "100%"
        self._refresh()

    def _refresh(self) -> None:
        self._prompt.value = f"<b>{html.escape(self.quiz.prompt)}</b>"
        self._score.value = self.quiz.score_text()
        afterword = getattr(self.quiz, "afterword", None)
        if afterword is not None and self.quiz.done and not self.afterword.value:
            caption, picture = afterword()  # SVG text, or a Still laid out for any width
            shown = (
                picture.html() if isinstance(picture, Still) else fluid_svg(picture, self._width)
            )
            self.afterword.value = f"<p>{html.escape(caption)}</p>{shown}"

    def _redraw_all(self) -> None:
        """Show the quiz anew (after "Show me"); a subclass redraws its picture too."""
        self._refresh()

    def _say(self, text: str) -> str:
        self._status_text = " ".join(text.split())
        self._status.value = self._status_text
        self._refresh()
        return self._status_text

    def _judge(self, pick: Callable[[], str]) -> str:
        """Run ``pick()`` (the quiz's verdict in words) and say it, as feedback."""
        before = self.quiz.wrong
        text = pick()
        return self._say(self.coach.after(text, wrong=self.quiz.wrong > before))

    def hint(self) -> str:
        """Press the Hint button (offered after a few wrong tries)."""
        return self.coach.hint()

    def show_me(self) -> str:
        """Press the Show me button: the answer, shown and explained."""
        return self.coach.show()

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
        return str(self.quiz.prompt)


class CanvasExercise(FeedbackBox):
    """A quiz drawn as a picture (``quiz.scene()``); a pick on a region is judged by the quiz.

    The picture is a :class:`~tulakit.widgets.view.SceneView`, so a click, a tap or Enter
    on the keyboard cursor picks a region. ``miss`` is said for a click on no region;
    ``status_width`` is the width of the explanation line; ``labels(key)``, when given,
    names a region in words for screen readers (its key otherwise).
    """

    children: tuple[Any, ...]  # the traitlet of ipywidgets' Box, typed for mypy

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
        shown: tuple[widgets.Widget, ...] = tuple(self.children)
        self.children = (*shown, self.notes)
        self.view.on_click(self._safe(self.click))
        self.view.on_press(self._safe(self.press))
        # a subclass may lay the picture out anew for a narrow page (see quiz_scene)
        self.view.observe(self._safe(lambda _change: self.redraw()), "available_width")
        self.redraw()

    @property
    def scene(self) -> Scene:
        """The picture shown now (what a click is mapped through), as a board's is."""
        return self._scene

    #: a page width assumed instead of the browser's, while :meth:`picture_sizes` works
    _assumed_width: int | None = None

    def page_width(self) -> int:
        """The width in CSS pixels the page gives the picture, as its view reports it (0
        until a browser has shown it): what a narrow layout follows (:meth:`quiz_scene`)."""
        if self._assumed_width is not None:
            return self._assumed_width
        return int(self.view.available_width)

    def picture_zoom(self) -> float:
        """How much larger than drawn the page may show the picture (the view's zoom); an
        exercise whose zoom follows its layout says so for the page's width."""
        return float(self.view.zoom)

    def picture_sizes(self) -> list[PictureSize]:
        """The picture's size on pages of several widths, for the placeholder a tutorial
        page shows until the exercise arrives (as a board's: :mod:`tulakit.widgets.placeholder`)."""

        def scene_size(width: int) -> tuple[float, float, float]:
            self._assumed_width = width
            try:
                scene = self.quiz_scene(self.quiz)
                zoom = self.picture_zoom()
            finally:
                self._assumed_width = None
            return scene.width, scene.height, zoom

        return picture_sizes(scene_size, EXERCISE_SAMPLE_WIDTHS)

    def _ipython_display_(self) -> None:
        """As a cell's output: a placeholder of the picture's size, then the exercise."""
        show_with_placeholder(self, self.picture_sizes(), EXERCISE)

    def click(self, x: float, y: float) -> str:
        """Handle a click or tap at scene point ``(x, y)``."""
        return self.press(self._scene.hit(x, y))

    def press(self, key: Key | None) -> str:
        """Pick the region ``key`` (a click, a tap, or Enter on the cursor)."""
        said = self._judge(lambda: self.quiz.pick(key).text if isinstance(key, int) else self._miss)
        self.redraw()
        return said

    def _redraw_all(self) -> None:
        self._refresh()
        self.redraw()

    def quiz_scene(self, quiz: Any) -> Scene:
        """The picture of ``quiz`` (``quiz.scene()``); a subclass may choose a layout for
        the width the page gives the view (:meth:`page_width`)."""
        scene: Scene = quiz.scene()
        return scene

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
            self.quiz = quiz  # picture_html() reads it
            self.picture = widgets.HTML(
                self.picture_html(),
                layout=widgets.Layout(width="100%", max_width=f"{picture_width}px"),
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
        said = self._judge(lambda: self.quiz.pick(key).text)
        self._redraw_all()
        return said

    def picture_html(self) -> str:
        """The picture of the quiz as it stands (a quiz may move to another position)."""
        return str(self.quiz.svg())

    def _redraw_all(self) -> None:
        self._refresh()
        if hasattr(self, "picture"):
            picture = self.picture_html()
            if picture != self.picture.value:
                self.picture.value = picture
