"""What every tulakit board widget shares: a scene view anyone can play, a status line.

A board is a thin view over a game: it builds a :class:`~tulakit.drawing.scene.Scene`
from the game state and shows it in a :class:`~tulakit.widgets.view.SceneView`. A click or
a tap is mapped back through the scene's hit regions to a key, and Enter on the keyboard
cursor gives that key directly, so both reach :meth:`Board.press`. The status line
explains what happened and is announced to screen readers; each region is labelled in
words (:meth:`Board.region_labels`), and the whole position too (:meth:`Board.describe`).

Subclasses supply ``press(key)``, ``redraw()`` and the words; letter keys map to the
board's commands (:data:`Board.COMMANDS`: undo, redo, hint, new game).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ipywidgets import HTML, Button, HBox, Layout, VBox, Widget

from tulakit.drawing.scene import Key, Scene
from tulakit.widgets.view import SceneView

#: letter keys of the boards: (letter, method name, words for the keys line)
COMMANDS: tuple[tuple[str, str, str], ...] = (
    ("u", "undo", "undo"),
    ("r", "redo", "redo"),
    ("h", "show_hint", "hint"),
    ("n", "new_game", "new game"),
)


def keys_line(commands: Sequence[tuple[str, str, str]], act: str = "plays there") -> str:
    """The keys of a board in one sentence, shown under it.

    >>> keys_line(COMMANDS[:1])
    'Keys, once the board has focus (Tab): arrow keys move the cursor; Enter or Space plays there; C reads the cursor, S the status line, D the whole position; U undo.'
    """
    parts = [
        "arrow keys move the cursor",
        f"Enter or Space {act}",
        "C reads the cursor, S the status line, D the whole position",
    ]
    parts += [f"{letter.upper()} {words}" for letter, _name, words in commands]
    return f"Keys, once the board has focus (Tab): {'; '.join(parts)}."


def notes_html(keys: str, description: str, moves: Sequence[str] | None) -> str:
    """The keys line, the position in words and the move list (``None``: no list)."""
    text = [f'<p class="tk-keys">{html.escape(keys)}</p>']
    text.append(
        '<details class="tk-words"><summary>The position in words</summary>'
        f'<div class="tk-description">{html.escape(description)}</div></details>'
    )
    if moves is not None:
        items = "".join(f"<li>{html.escape(move)}</li>" for move in moves)
        text.append(
            f'<details class="tk-moves"><summary>Moves so far ({len(moves)})</summary>'
            f"<ol>{items}</ol></details>"
        )
    return "".join(text)


def controls(children: Sequence[Widget]) -> HBox:
    """A row of controls that wraps onto new lines on a narrow page."""
    row = HBox(list(children), layout=Layout(flex_flow="row wrap", max_width="100%"))
    row.add_class("tk-controls")
    return row


class Board(VBox):
    """Base class of the game boards (set up with :meth:`_make_view` in ``__init__``)."""

    view: SceneView
    _scene: Scene

    def _make_view(
        self, label: str, css_class: str, *, keys: Sequence[str] = (), example: str = ""
    ) -> None:
        """Create the view (classes ``board`` and ``css_class``), named ``label`` for screen
        readers; ``keys`` are the method names of :data:`COMMANDS` this board offers;
        ``example`` is a move in notation, shown in the move box (none without it)."""
        self._status_text = ""
        self._commands = [c for c in COMMANDS if c[1] in keys]
        self.view = SceneView(
            label=label,
            commands=[(letter, name) for letter, name, _words in self._commands],
            typing=bool(example),
            typing_example=f"e.g. {example}" if example else "",
            layout=Layout(width="100%"),
        )
        self.view.add_class("board")
        self.view.add_class(css_class)
        self.view.on_click(self._safe(self.click))
        self.view.on_press(self._safe(self.press))
        self.view.on_command(self._safe(self._command))
        self.view.on_typed(self._typed)
        # a board may lay itself out anew for a narrow page (see narrow())
        self.view.observe(self._safe(lambda _change: self.redraw()), "available_width")
        # the keys, the position in words and the moves, under the controls
        self.notes = HTML(layout=Layout(width="100%"))
        self.notes.add_class("tk-notes")

    def _finish_box(self, css_class: str) -> None:
        self.add_class(f"{css_class}-box")
        self.add_class("tk-box")
        self.layout.max_width = "100%"

    def click(self, x: float, y: float) -> str:
        """Handle a click or tap at scene point ``(x, y)``; return the new status."""
        return self.press(self._scene.hit(x, y))

    def press(self, key: Key | None) -> str:
        """Act on the region ``key`` (``None``: a click on no region); return the status."""
        raise NotImplementedError

    def redraw(self) -> None:
        """Rebuild the scene from the game and paint it."""
        raise NotImplementedError

    def region_labels(self) -> Mapping[Key, str]:
        """Each clickable region in words, as a sighted player sees it."""
        return {}

    def cursor_start(self) -> Key | None:
        """Where the keyboard cursor starts (``None``: the first region)."""
        return None

    def describe(self) -> str:
        """The whole position in words, for screen readers and the text board."""
        return ""

    def move_list(self) -> list[str]:
        """The moves played so far, in words."""
        return []

    def move_options(self) -> list[tuple[str, str]]:
        """The moves offered in the move box: (notation, words)."""
        return []

    def play_text(self, text: str) -> bool:
        """Play a move typed in the game's notation; the status line says what happened
        (or why not). Returns whether a move was played."""
        raise NotImplementedError

    def narrow(self, designed_width: float) -> bool:
        """True when the page shows the board narrower than ``designed_width`` CSS pixels
        (a phone): the board should then use its narrow layout. The browser reports the
        width; the board is redrawn when it changes."""
        return 0 < self.view.available_width < designed_width

    @property
    def scene(self) -> Scene:
        """The scene last drawn (what a click is mapped through)."""
        return self._scene

    @property
    def status(self) -> str:
        """The status line as plain text."""
        return self._status_text

    def _paint(self) -> None:
        self.view.show(self._scene, self.region_labels(), self.cursor_start())
        description = self.describe()
        self.view.description = description
        if self.view.typing:
            self.view.move_options = self.move_options()
        self.notes.value = notes_html(keys_line(self._commands), description, self.move_list())

    def _command(self, name: str) -> None:
        if any(name == known for _letter, known, _words in self._commands):
            getattr(self, name)()

    def _typed(self, text: str) -> bool:
        try:
            return self.play_text(text)
        except Exception as exc:
            self._set_status(f"Something went wrong: {exc}")
            return False

    def _button(self, label: str, tooltip: str, action: Callable[[], object]) -> Button:
        button = Button(description=label, tooltip=tooltip, layout=Layout(width="auto"))
        button.add_class(label.lower().replace(" ", "-"))
        button.on_click(self._safe(lambda _b: action()))
        return button

    def _safe(self, handler: Callable[..., Any]) -> Callable[..., None]:
        """Event handlers report errors in the status line instead of failing silently."""

        def run(*args: object) -> None:
            try:
                handler(*args)
            except Exception as exc:
                self._set_status(f"Something went wrong: {exc}")

        return run

    def _set_status(self, text: str) -> None:
        self._status_text = " ".join(text.split())
        self.view.status = self._status_text
