"""A Chola temple board to play on in JupyterLab or Voila: hotseat for 1-5 people, bots anywhere.

One turn is one action (CHOLA-A1). **Pick**, **Replace** (choose a colour and a count) and
**Draw** are buttons (a click on a face-up card or on the stack draws it too). A build is
made in steps: click one of your cards, and the spaces some legal placement of it covers
are highlighted; click a space and a placement through it is shown as a preview with what
it would score; click the same space again (or **Next shape**) for the next position,
rotation or reflection, **Next colours** for the next colour assignment, then **Build**.
Nothing is played until then, and the status line says why a click cannot be used,
in the engine's words ("no stone below (4,3)", "hand limit 7: ..."). As on the Tulaga
board, the build in progress lives in the engine (:class:`tulakit.chola.turn.TurnBuilder`):
a click goes to it, a finished build to the game, then the picture is redrawn (the steps:
:mod:`tulakit.widgets.chola_build`).

Seats are ``"human"``, ``"random"``, ``"greedy"`` or ``"planner"`` (the strongest: it
looks three rounds ahead, :mod:`tulakit.chola.planner`); a bot thinks in a background
thread (the page never freezes) and bots in a row play one after the other. Only the
cards of the person to move are drawn face up. ``players=1`` is the solo game (CHOLA-SO1, SO2),
where you build from the face-up row and the engine runs the rest of the procedure.

Everyone can play it (issue "Play anywhere", :mod:`tulakit.widgets.chola_access`): by
clicks, taps, the keyboard or moves typed in notation.

>>> board = CholaBoard(seed=1)
>>> board.pick()
"Can't pick 2 stones from the bag: hand limit 7: you hold 7 stones and a pick takes 2."
>>> board.choose_card(9).startswith("Card c9 (single")
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ipywidgets import Widget
from typing_extensions import Self

from tulakit.chola.game import CholaGame
from tulakit.chola.moves import Build, CholaMove, Draw, Pick, Replace, parse
from tulakit.chola.options import COLOUR_NAMES, CholaOptions
from tulakit.chola.said import said, turn_words
from tulakit.chola.svg import CELL, chola_scene, scene_size
from tulakit.chola.variants import make_game
from tulakit.drawing.scene import FINGER
from tulakit.errors import IllegalMoveError, NotationError
from tulakit.widgets.chola_build import CholaBuild
from tulakit.widgets.chola_controls import TIPS
from tulakit.widgets.chola_seats import BotFactory, _make_bot
from tulakit.widgets.chola_share import (
    SEAT_KINDS,
    chola_link,
)
from tulakit.widgets.page import QueryReader
from tulakit.widgets.share import ShareLink, SharePanel, on_page

#: the page a Share link opens (relative to the folder); ``from_query`` boards use their own
PLAY_PAGE = "chola-play.ipynb"


class CholaBoard(CholaBuild):
    """A playable Chola temple board: the picture, its status line and controls.

    ``seats`` gives each seat's player (``"human"``, ``"random"`` or ``"greedy"``; default
    everyone human); ``seed`` fixes the deal of new games (each new game adds one);
    ``bot_factory(level, seed)`` replaces :func:`tulakit.chola.bots.make_bot` (tests);
    ``options`` are :class:`~tulakit.chola.options.CholaOptions` for new games.
    """

    busy_words = "Please wait: a bot is still thinking about its move…"
    NO_TURN_TO_UNDO = "There is no turn of a person to undo."
    UNCHANGED = "The game is unchanged."

    #: the fewest players a page address may ask for (the Expert board says 2)
    MIN_PLAYERS = 1
    #: the settings only this board's page address reads, besides every Chola page's
    #: (:data:`~tulakit.widgets.chola_address.CHOLA_SETTINGS`); any other is noted as unknown
    OWN_SETTINGS: tuple[str, ...] = ()
    #: the board's accessible name
    LABEL = "Chola temple board"

    def __init__(
        self,
        game: CholaGame | None = None,
        *,
        players: int = 2,
        seats: Sequence[str] | None = None,
        seed: int | None = None,
        css_class: str = "chola-board",
        show_controls: bool = True,
        bot_factory: BotFactory | None = None,
        **options: Any,
    ) -> None:
        self._options = options
        self._seed = seed
        self._games_started = 0
        if game is None:
            game = self._make_game(players, seed)
        self._game: CholaGame = game
        kinds = list(seats) if seats is not None else ["human"] * game.players
        if len(kinds) != game.players or any(k not in SEAT_KINDS for k in kinds):
            raise ValueError(
                f"give one of {', '.join(SEAT_KINDS)} for each of the {game.players} seat(s)"
            )
        self._bot_factory = bot_factory or _make_bot
        self._bots = {}
        self._init_bot_thinking()  # new game/undo/seat changes drop late bot answers
        self._redo: list[list[CholaMove]] = []
        self._turn_log = []
        self._clear_selection()
        self._redraw_listeners: list[Callable[[], None]] = []
        self.chart: Any = None  # the score chart under the board, when from_query adds one

        keys = ("undo", "redo", "new_game") if show_controls else ()
        self._make_view(
            self.LABEL, css_class, keys=keys, example=self._example() if show_controls else ""
        )
        # the temple's spaces (34 units) are a finger wide (44 CSS pixels) where the page has
        # room for the picture a third larger than drawn; on a phone they share its width
        self.view.zoom = FINGER / CELL
        if show_controls:  # B builds the build shown, as the Build button does
            self._commands.append(("b", "confirm", "play the build shown"))
            self.view.commands = [(letter, name) for letter, name, _w in self._commands]
        self._legal: list[CholaMove] = []  # the legal moves of the last redraw
        rows = self._make_controls(game.players, kinds)  # tulakit.widgets.chola_controls
        # Share link, record download and upload (only with the controls), kept current
        self.share_page = PLAY_PAGE
        self.share_panel: SharePanel | None = (
            SharePanel(self, int(scene_size(game)[0])) if show_controls else None
        )
        if self.share_panel is not None:
            self.on_redraw(self.share_panel.refresh)

        children: list[Widget] = [self.view]
        if show_controls:
            children += [*rows, self.share_panel]
        children.append(self.notes)
        super().__init__(children)
        self._finish_box(css_class)
        self.say(self._greeting())
        self.redraw()
        self._maybe_start_bot()

    @classmethod
    def from_query(
        cls,
        *,
        players: int = 2,
        seats: Sequence[str] | None = None,
        seed: int | None = None,
        chart: bool = False,
        **kwargs: Any,
    ) -> Self:
        """A board set up from the page's URL (Voila), e.g. ``?seed=3&bots=human,greedy``:
        see :func:`~tulakit.widgets.chola_address.board_from_address`. ``chart=True`` adds
        the score chart under the board (:class:`~tulakit.widgets.chola_chart.ScoreChart`)."""
        from tulakit.widgets.chola_address import board_from_address

        board = board_from_address(cls, players=players, seats=seats, seed=seed, **kwargs)
        if chart:
            from tulakit.widgets.chola_chart import ScoreChart  # only pages with a chart

            board.chart = ScoreChart().attach(board)
            board.children = (*board.children, board.chart)
        return board

    @classmethod
    def address_position(cls, reader: QueryReader) -> CholaGame | None:
        """A prepared position the page's address asks for (``from_query``), with a note in
        ``reader`` for a bad one; the Basic board has none (the Expert board's
        ``?position=``)."""
        return None

    def _make_game(self, players: int, seed: int | None) -> CholaGame:
        """A new game for this board (the Expert board makes Expert games)."""
        variant = "solo" if players == 1 else "basic"
        return make_game(players, seed=seed, options=CholaOptions(variant=variant, **self._options))

    @property
    def new_game_options(self) -> dict[str, Any]:
        """The :class:`~tulakit.chola.options.CholaOptions` that New game deals with (a
        page address may change them)."""
        return self._options

    # -- sharing (tulakit.widgets.share, chola_share) ----------------------------------
    def share_link(self) -> ShareLink:
        """The relative link (``?players=...&moves=...``) that reopens this game and its seats."""
        return on_page(chola_link(self._game, self.seats), self.share_page)

    def record_filename(self) -> str:
        """The name offered for the downloaded record."""
        return f"chola-seed{self._game.seed}-{len(self._game.moves)}-moves.json"

    # -- what can be seen -----------------------------------------------------------------
    @property
    def game(self) -> CholaGame:
        """The game on the board (played on in place)."""
        return self._game

    # -- clicks ---------------------------------------------------------------------------
    def press(self, key: int | str | None) -> str:
        """Act on a temple space (its index), a card, the stack, a face-up card or nothing
        (``None``): a click, a tap, or Enter on the keyboard cursor."""
        with self._lock:
            if key is None:
                if not self._refuse():
                    self.say(
                        "Nothing there to choose: choose a space of the temple, a card or the stack."
                    )
                return self.status
            if isinstance(key, int):
                return self.click_space(key)
            if key == "stack":
                return self.draw()
            kind, _, number = str(key).partition(":")
            if kind == "card":
                return self.choose_card(int(number))
            if self._game.solo:  # CHOLA-SO2: you build straight from the face-up row
                return self.choose_card(self._game.face_up[int(number) - 1])
            return self.draw(int(number))

    # -- the other actions ----------------------------------------------------------------
    def pick(self) -> str:
        """Pick 2 stones at random (CHOLA-A1)."""
        return self.act(Pick())

    def replace(self, colour: int | str, count: int) -> str:
        """Return ``count`` stones of ``colour`` and draw as many (CHOLA-A1)."""
        if isinstance(colour, str):
            colour = COLOUR_NAMES.index(colour.replace("-", " "))
        return self.act(Replace(colour, count))

    def draw(self, up: int | None = None) -> str:
        """Draw the top card of the stack, or face-up card ``up`` (from 1) (CHOLA-A1)."""
        return self.act(Draw(up))

    def act(self, move: CholaMove | str) -> str:
        """Play any action for the person to move, given as a move or in notation."""
        with self._lock:
            if not self._ready_for_human():
                return self.status
            if isinstance(move, str):
                try:
                    move = parse(move)
                except NotationError as exc:
                    self.say(str(exc))
                    return self.status
            return self._play(move)

    def new_game(self, players: int | None = None) -> str:
        """Start a new game (``players`` 1 for solo, or 2-5; default the menu's value)."""
        with self._lock:
            if players is not None:
                self.players_menu.value = players
            self._games_started += 1
            seed = None if self._seed is None else self._seed + self._games_started
            self._take_game(self._make_game(int(self.players_menu.value), seed))
            self._show_seat_menus()
            self.say(f"New game (seed {self._game.seed}). {self._greeting()}")
            self.redraw()
            self._maybe_start_bot()
            return self.status

    def redraw(self) -> None:
        """Rebuild the scene from the game and the build in progress; paint when a view is ready."""
        with self._lock:
            self._scene = chola_scene(
                self._game,
                seat=self._view_seat(),
                selection=self.selection,
                players=self._player_notes(),
                layout=self.picture_layout(),
            )
            human = self._ready_quietly()
            self._legal = self._game.legal_moves() if human else []
            self._show_actions()
            if self.view.typing:
                self.view.typing_example = f"e.g. {self._example()}"
            self._offer_buttons()
            self._paint()
            for listener in self._redraw_listeners:
                listener()

    def on_redraw(self, callback: Callable[[], None]) -> None:
        """Call ``callback()`` after every redraw (the score chart checks for new builds)."""
        self._redraw_listeners.append(callback)

    # -- playing --------------------------------------------------------------------------
    def _play(self, move: CholaMove) -> str:
        game = self._game
        reason = game.explain_illegal(move)
        if reason is not None:
            if isinstance(move, Build):  # the card is named once: "build with card c31: ..."
                reason = reason.removeprefix(f"card c{move.card}: ")
            self.say(f"Can't {move.describe()}: {reason}.")
        else:
            try:
                game.play(move)
            except IllegalMoveError as exc:  # explain_illegal said yes: should not happen
                self.say(str(exc))
            else:
                self._redo.clear()
                self._clear_selection()
                mover = game.names[game.last_report().seat or 0]
                # kept so that the bots' answers, which replace the status line, still
                # show what the person did
                self._turn_log = [said(mover, None, turn_words(game, detail=False))]
                self.say(f"{self._report_words(mover, None)} {self._turn_note()}")
        self.redraw()
        self._maybe_start_bot()
        return self.status

    def _reset_turn(self) -> None:
        """No build in progress, and no turns since a person acted to report."""
        self._clear_selection()
        self._turn_log = []

    def _turn_in_progress(self) -> bool:
        return self._turn.card is not None  # a card chosen for a build not yet played


__all__ = ["SEAT_KINDS", "TIPS", "CholaBoard"]
