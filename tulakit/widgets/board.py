"""What every tulakit board widget shares: a scene view anyone can play, a status line.

A board is a thin view over a game: it builds a :class:`~tulakit.drawing.scene.Scene`
from the game state and shows it in a :class:`~tulakit.widgets.view.SceneView`. A click or
a tap is mapped back through the scene's hit regions to a key, and Enter on the keyboard
cursor gives that key directly, so both reach :meth:`Board.press`. The status line
explains what happened and is announced to screen readers; each region is labelled in
words (:meth:`Board.region_labels`), and the whole position too (:meth:`Board.describe`).

Subclasses supply ``press(key)``, ``redraw()`` and the words; letter keys map to the
board's commands (:data:`~tulakit.widgets.board_notes.COMMANDS`: undo, redo, hint, new
game), which the notes under the board name (:mod:`tulakit.widgets.board_notes`). A board that
draws any position of its game (:meth:`Board.review_scene`) gets a game review for free
(:mod:`tulakit.widgets.review_panel`): a Review button in its first row of controls and
the letter V; while the review is open, clicks, letter keys and typed moves go to it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Generic

from ipywidgets import HTML, Button, HBox, Layout, VBox, Widget
from typing_extensions import TypeVar  # a default (PEP 696); IPython requires it anyway

from tulakit import games
from tulakit.drawing.scene import Key, Scene
from tulakit.widgets.board_notes import COMMANDS, REVIEW_COMMAND, keys_line, notes_html
from tulakit.widgets.control_row import controls
from tulakit.widgets.placeholder import PictureSize, picture_sizes, show_with_placeholder
from tulakit.widgets.view import SceneView

if TYPE_CHECKING:
    from tulakit.protocol import GameState
    from tulakit.widgets.review_panel import ReviewPanel

#: the game a board shows; a plain ``Board`` is a board of any game
GameT = TypeVar("GameT", bound="GameState[Any]", default="GameState[Any]")

#: the end of every game-over sentence of the boards' status lines
NEW_GAME_HINT = "Press New game to play again."

#: the longest status line: the longest a board writes is about 400 characters (notes on
#: a bad address and the greeting); a hostile address must not make it any longer
MAX_STATUS_CHARS = 1000


def _has_review(game: object) -> bool:
    """Whether the registry reviews ``game`` (an unregistered game has no review).

    >>> from tulakit import tula
    >>> _has_review(tula.new_game(seed=1)), _has_review("not a game")
    (True, False)
    """
    try:
        return games.entry_for(game).review is not None
    except KeyError:
        return False


class Board(VBox, Generic[GameT]):
    """Base class of the game boards (set up with :meth:`_make_view` in ``__init__``)."""

    view: SceneView
    _scene: Scene
    #: the game review (boards with controls that draw any position; else None)
    review: ReviewPanel | None = None
    #: what a click hears that was made before a bot's move the board has drawn since was
    #: on the person's screen: it is not played (:meth:`~tulakit.widgets.view.SceneView.must_see`)
    STALE_WORDS = (
        "A bot moved just before your move arrived, so yours was not played: "
        "look at its move, then play yours."
    )
    #: the page a Share link opens, relative to the folder ("": this page, whose address
    #: the board read)
    share_page = ""

    def _make_view(
        self, label: str, css_class: str, *, keys: Sequence[str] = (), example: str = ""
    ) -> None:
        """Create the view (classes ``board`` and ``css_class``), named ``label`` for screen
        readers; ``keys`` are the method names of :data:`COMMANDS` this board offers;
        ``example`` is a move in notation, shown in the move box (none without it)."""
        self._status_text = ""
        self._commands = [c for c in COMMANDS if c[1] in keys]
        # a board with controls that can draw any position offers the game review, if
        # its game has one (its registry entry's review)
        self._reviewable = (
            bool(keys)
            and type(self).review_scene is not Board.review_scene
            and _has_review(self.game)
        )
        if self._reviewable:
            self._commands.append(REVIEW_COMMAND)
        self.view = SceneView(
            label=label,
            commands=[(letter, name) for letter, name, _words in self._commands],
            typing=bool(example),
            typing_example=f"e.g. {example}" if example else "",
            layout=Layout(width="100%"),
        )
        self.view.add_class("board")
        self.view.add_class(css_class)
        self.view.on_click(self.guarded(self._clicked))
        self.view.on_press(self.guarded(self._pressed))
        self.view.on_command(self.guarded(self._command))
        self.view.on_typed(self._typed)
        self.view.on_stale(self.guarded(self._stale_click))
        # a board may lay itself out anew for a narrow page (see narrow())
        self.view.observe(self.guarded(lambda _change: self.redraw()), "available_width")
        # the keys, the position in words and the moves, under the controls
        self.notes = HTML(layout=Layout(width="100%"))
        self.notes.add_class("tk-notes")

    def _finish_box(self, css_class: str) -> None:
        self.add_class(f"{css_class}-box")
        self.add_class("tk-box")
        self.layout.max_width = "100%"
        if self._reviewable:
            self._add_review()

    def _add_review(self) -> None:
        """The review panel under the picture, its Review button in the first row of
        controls (on a row of its own when the board has none)."""
        from tulakit.widgets.review_panel import ReviewPanel

        self.review = ReviewPanel(self)
        children: list[Widget] = list(self.children)
        rows = [c for c in children if isinstance(c, HBox) and "tk-controls" in c._dom_classes]
        if rows:
            rows[0].set_trait("children", (*rows[0].children, self.review.open_button))
        else:
            children.insert(1, controls([self.review.open_button]))
        children.insert(children.index(self.view) + 1, self.review)
        self.set_trait("children", tuple(children))

    def toggle_review(self) -> None:
        """Open the game review, or close it (the Review button, the V key)."""
        if self.review is not None:
            self.review.toggle()

    def review_scene(self, game: GameT) -> Scene:
        """The picture of any position of the board's game (a copy), as the board draws
        it but with nothing in progress: what the review shows. A board that gives it
        offers the review."""
        raise NotImplementedError

    def review_labels(self, game: GameT) -> Mapping[Key, str]:
        """Words for the regions of the review picture of ``game`` (default: the keys)."""
        return {}

    def review_describe(self, game: GameT) -> str:
        """The review position of ``game`` in words (the D key's text; default: none,
        and the game's own description stays)."""
        return ""

    def human_seats(self) -> set[int] | None:
        """The seats people play (their marked moves are the exercises of "Learn from
        your mistakes"); ``None``: every seat."""
        return None

    def person_to_move(self) -> str | None:
        """The name of the person to move, when a person is to move (default: None)."""
        return None

    def opened_from_address(self, notes: str = "", *, shared: bool = False) -> None:
        """Finish a board set up from its page's address (``from_query``): its links
        carry the query alone; a ``shared`` game (moves came with the address) says whose
        move it is, and ``notes`` on values that could not be used come first, in
        brackets, on the status line.

        >>> from tulakit.widgets.tula_board import TulaBoard
        >>> board = TulaBoard(seed=7)
        >>> board.opened_from_address("'x' is not a seed.")
        >>> board.status.startswith("('x' is not a seed.) Choose the top tile"), board.share_page
        (True, '')
        """
        who = self.person_to_move() if shared else None
        if who:  # a game sent by link: say whose move it is
            self.say(f"A game shared with you: it is {who}'s move. {self.status}")
        if notes:
            self.say(f"({notes}) {self.status}")
        self.share_page = ""  # this page reads the address: link with the query alone
        self.redraw()

    def send_to(self) -> str | None:
        """Whom a shared link of the game goes to next, when people play it by links (the
        seat to move, named); default: None, a link that reopens the game for anyone."""
        return None

    def _stale_click(self) -> None:
        """Refuse a click made before the bot's move was on screen; what the status said
        of that move stays after the refusal."""
        said = self.status.removeprefix(self.STALE_WORDS).strip()
        self.say(f"{self.STALE_WORDS} {said}".strip())

    def _clicked(self, x: float, y: float) -> None:
        if self.review is not None and self.review.is_open:
            self.review.press(self._scene.hit(x, y))
        else:
            self.click(x, y)

    def _pressed(self, key: Key | None) -> None:
        if self.review is not None and self.review.is_open:
            self.review.press(key)
        else:
            self.press(key)

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
        return 0 < self.page_width() < designed_width

    #: a page width assumed instead of the browser's, while :meth:`picture_sizes` works
    _assumed_width: int | None = None

    def page_width(self) -> int:
        """The width in CSS pixels the page gives the board, as its view reports it (0
        until a browser has shown it): what a board's layout follows."""
        if self._assumed_width is not None:
            return self._assumed_width
        return int(self.view.available_width)

    def picture_zoom(self) -> float:
        """How much larger than drawn the page may show the picture (the view's zoom); a
        board whose zoom follows its layout says so for the page's width, as
        :meth:`page_width` gives it."""
        return float(self.view.zoom)

    def picture_sizes(self) -> list[PictureSize]:
        """The picture's size as the board would draw its position on pages of several
        widths (:func:`tulakit.widgets.placeholder.picture_sizes`), for the placeholder
        a page shows until the board arrives: its largest size on the page, the scene's
        times :meth:`picture_zoom`. A board that cannot draw any position (no
        :meth:`review_scene`) gives its current picture's size only.

        >>> from tulakit.widgets.tula_board import TulaBoard
        >>> TulaBoard(seed=7).picture_sizes()[:2]
        [(0, 520, 420), (320, 388, 560)]
        """
        if type(self).review_scene is Board.review_scene:
            zoom = self.picture_zoom()
            return [(0, round(self._scene.width * zoom), round(self._scene.height * zoom))]

        def scene_size(width: int) -> tuple[float, float, float]:
            self._assumed_width = width
            try:
                scene = self.review_scene(self.game)
                zoom = self.picture_zoom()
            finally:
                self._assumed_width = None
            return scene.width, scene.height, zoom

        return picture_sizes(scene_size)

    def _ipython_display_(self) -> None:
        """As a cell's output: a placeholder of the picture's size, then the board (a
        page shows the placeholder until the board has arrived and drawn itself)."""
        show_with_placeholder(self, self.picture_sizes())

    @property
    def scene(self) -> Scene:
        """The scene last drawn (what a click is mapped through)."""
        return self._scene

    def show_scene(self, scene: Scene, labels: Mapping[Key, str]) -> None:
        """Show ``scene`` instead of the game's picture, its regions named by ``labels``;
        clicks are mapped through it until the board redraws (the review shows the
        positions of the game this way)."""
        self._scene = scene
        self.view.show(scene, labels)

    @property
    def status(self) -> str:
        """The status line as plain text."""
        return self._status_text

    @property
    def greeting(self) -> str:
        """What the status line says when nothing has just happened (as when the board
        opens): whose turn it is and what to do, or how the game ended."""
        return self._greeting()

    def _greeting(self) -> str:
        raise NotImplementedError  # each game's board words it

    def _paint(self) -> None:
        if self.review is not None and self.review.is_open:
            self.review.paint()  # the game is drawn again when the review closes
            return
        if self.review is not None:  # a finished game invites its review
            over = self.review.board_game_over()
            self.review.open_button.button_style = "info" if over else ""
        self.view.show(self._scene, self.region_labels(), self.cursor_start())
        description = self.describe()
        self.view.description = description
        if self.view.typing:
            self.view.move_options = self.move_options()
        self.notes.value = notes_html(keys_line(self._commands), description, self.move_list())

    def _command(self, name: str) -> None:
        review = self.review
        if review is not None and review.is_open and name != REVIEW_COMMAND[1]:
            self.say("The game's keys wait while you review: press V to go back to it.")
            return
        if any(name == known for _letter, known, _words in self._commands):
            getattr(self, name)()

    def _typed(self, text: str) -> bool:
        try:
            review = self.review
            if review is not None and review.is_open:
                review.try_move(text, background=True)
                return False  # the text stays: the verdict comes in the status line
            return self.play_text(text)
        except Exception as exc:
            self.say(f"Something went wrong: {exc}")
            return False

    def _button(self, label: str, tooltip: str, action: Callable[[], object]) -> Button:
        button = Button(description=label, tooltip=tooltip, layout=Layout(width="auto"))
        button.add_class(label.lower().replace(" ", "-"))
        button.on_click(self.guarded(lambda _b: action()))
        return button

    def guarded(self, handler: Callable[..., Any]) -> Callable[..., None]:
        """``handler`` as an event handler of this board: an error it raises is reported
        in the status line instead of failing silently (widgets attached to a board, as
        the share panel and the review, wrap their handlers with it too).

        >>> from tulakit.widgets.tula_board import TulaBoard
        >>> board = TulaBoard(seed=7)
        >>> board.guarded(lambda: 1 / 0)()
        >>> board.status
        'Something went wrong: division by zero'
        """

        def run(*args: object) -> None:
            try:
                handler(*args)
            except Exception as exc:
                self.say(f"Something went wrong: {exc}")

        return run

    def say(self, text: str) -> None:
        """Put ``text`` on the status line (announced to screen readers): what the board,
        or a panel working on it (review, lessons, share), has to tell the player. Runs
        of white space become one space, and a very long text is cut short.

        >>> from tulakit.widgets.tula_board import TulaBoard
        >>> board = TulaBoard(seed=7)
        >>> board.say("Well  played.")
        >>> board.status
        'Well played.'
        """
        text = " ".join(text.split())
        if len(text) > MAX_STATUS_CHARS:  # whatever a message quotes, the line stays short
            text = text[: MAX_STATUS_CHARS - 1] + "…"
        self._status_text = text
        self.view.status = self._status_text
