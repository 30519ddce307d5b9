"""The lifecycle of a board whose seats people or bots take: undo, redo, open a record.

The Tulaga and Chola boards play turns that are built in steps, and bots may sit at
either; Tula's board is a solitaire, one seat and no bot. What they do around the turn
is the same, so it lives here once:

- **undo and redo** by whole turns of a person (:class:`~tulakit.widgets.turn_history.TurnHistory`),
  refused while a bot thinks, a late bot answer dropped;
- **a saved record opened** in place of the game, a bad one changing nothing;
- **a seat changing hands**, a bot then to move starting to think;
- every change made **under the board's lock** (:class:`~tulakit.widgets.bot_thread.BotThinking`),
  then the picture redrawn and a bot to move started.

- **another game put on the board** (:meth:`SeatedBoard.set_game`: a record, a shared
  link's game, a lesson's position).

A game's board supplies what is its own: ``_turn_note()`` and ``_greeting()`` (whose
turn, in its words), and where it differs from the defaults, ``_load_record(text)`` (the
registry's ``load`` for the game, :mod:`tulakit.games`), ``_reset_turn()`` (drop the
turn being built; a board whose turn is one press builds none), ``_reseated()`` (forget
what the old players left), ``_follow_game()`` (its menus and bots follow a new game),
its bots (``_is_bot_turn``, ``_maybe_start_bot``, ``_bot_answer``; by default every seat
is a person's) and the words of the refusals (:attr:`SeatedBoard.NO_TURN_TO_UNDO`,
:attr:`SeatedBoard.UNCHANGED`). What else a game's board needs it finds through the
registry too, unless it says otherwise: its share link (the entry's ``link``), the name
of a downloaded record, the position in words (``describe``), the moves so far and the
moves offered in the move box, each move in its own words (``describe()``).

>>> from tulakit.widgets.tulaga_board import TulagaBoard
>>> board = TulagaBoard()
>>> board.open_record("not a record", "x.json").startswith("Could not open 'x.json':")
True
>>> board.undo()
'There is no turn to undo.'
"""

from __future__ import annotations

from typing import Any, cast

from tulakit import games
from tulakit.errors import TulakitError
from tulakit.widgets.board import Board, GameT
from tulakit.widgets.bot_thread import BotThinking
from tulakit.widgets.share import ShareLink, on_page
from tulakit.widgets.turn_history import TurnHistory
from tulakit.words import counted

#: what a record that cannot be read raises (the loaders' errors): it changes nothing
RECORD_ERRORS = (TulakitError, ValueError, TypeError, KeyError)


class SeatedBoard(TurnHistory, BotThinking, Board[GameT]):
    """A board with seats for people and bots; see the module docstring."""

    _game: GameT
    #: the status line when Undo finds only bot turns to take back
    NO_TURN_TO_UNDO = "There is no turn of yours to undo."
    #: the end of the status line when a record could not be opened
    UNCHANGED = "The game on the board is unchanged."

    # -- what each game's board provides (or the defaults) ---------------------------------
    def _load_record(self, text: str) -> GameT:
        """The game of a saved record (the registry's ``load`` for the board's game);
        raises on a bad record."""
        return cast(GameT, games.entry_for(self._game).load(text))

    def _reset_turn(self) -> None:
        """Drop the turn being built: its steps start afresh on the game on the board
        (default: nothing, a turn of one press)."""

    def _turn_in_progress(self) -> bool:
        """Whether a turn is being built, begun but not yet played (default: never, a
        turn of one press)."""
        return False

    def _reseated(self) -> None:
        """Forget what the old players of the seats left (bots made for them, a turn in
        progress): a seat changed hands (default: nothing)."""

    def _follow_game(self) -> None:
        """Make the board's menus and bots follow a game just put on it (default: nothing)."""

    def _is_bot_turn(self) -> bool:
        """Whether a bot is to move (default: never, every seat a person's)."""
        return False

    def _maybe_start_bot(self) -> None:
        """Start the bot to move thinking, if a bot is to move (default: none is)."""

    # -- what the registry gives every game's board, unless the board says otherwise --------
    @property
    def game(self) -> GameT:
        """The game on the board (played on in place)."""
        return self._game

    def share_link(self) -> ShareLink:
        """The relative link that reopens this game: the registry's link codec for it
        (the entry's ``link``), on the board's :attr:`~Board.share_page`."""
        link = games.entry_for(self._game).link
        if link is None:
            return ShareLink("", False, "This game has no share link; use Download record")
        return on_page(games.resolve(link)(self._game), self.share_page)

    def record_filename(self) -> str:
        """The name offered for the downloaded record (the entry's key, the moves)."""
        return f"{games.entry_for(self._game).key}-{len(self._game.moves)}-moves.json"

    def describe(self) -> str:
        """The position in words: the registry's ``describe`` for the game ("" if none)."""
        words = games.entry_for(self._game).describe
        return words(self._game) if words is not None else ""

    def move_list(self) -> list[str]:
        """The moves played, each in notation and in words ("b3: take 3 stones ...")."""
        return [f"{move}: {move.describe()}" for move in self._game.moves]

    def move_options(self) -> list[tuple[str, str]]:
        """The legal moves for the move box: (notation, words)."""
        return [(str(move), move.describe()) for move in self._game.legal_moves()]

    def _play_turn(self, move: Any) -> bool:
        """Play ``move`` as a whole turn of the person to move, the redo list cleared;
        an illegal one changes nothing and the status line says why, in the game's words
        ("Can't take 9 stones from heap c: heap c has only 5 left."). Returns whether it
        was played; the board words what was played."""
        reason = self._game.explain_illegal(move)
        if reason is not None:
            self.say(f"Can't {move.describe()}: {reason}.")
            return False
        self._game.play(move)
        self._redo.clear()
        self._reset_turn()
        return True

    # -- the lifecycle ------------------------------------------------------------------------
    def undo(self) -> str:
        """Take back the turn being built, if one is; else the last turn of a person,
        with the bot turns that followed it."""
        with self._lock:
            if self._refuse():
                return self.status
            if self._turn_in_progress():  # first the turn being built, not the last played
                self._reset_turn()
                self.say(f"Took back the turn you were building. {self._turn_note()}")
                self.redraw()
                return self.status
            self._undo_turn(self.NO_TURN_TO_UNDO)
            self._generation += 1  # a bot answer still coming is for the old position
            self._reset_turn()  # a half-made turn is dropped too
            self.redraw()
            return self.status

    def redo(self) -> str:
        """Play again the turns last taken back (a bot then to move starts thinking)."""
        with self._lock:
            if self._refuse():
                return self.status
            if self._redo_turn():
                self._reset_turn()
            self.redraw()
            self._maybe_start_bot()
            return self.status

    def open_record(self, text: str, name: str = "") -> str:
        """Replace the game by the one in a saved record; a bad record changes nothing.

        The seats keep their players; if a bot is then to move, it moves.
        """
        what = repr(name) if name else "that file"
        with self._lock:
            if self._refuse():
                return self.status
            try:
                game = self._load_record(text)
            except RECORD_ERRORS as exc:
                self.say(f"Could not open {what}: {exc}. {self.UNCHANGED}")
                return self.status
            self._take_game(game)
            turns = counted(len(game.moves), self.TURN)
            self.say(f"Opened {what}: {turns} replayed. {self._greeting()}")
            self.redraw()
            self._maybe_start_bot()
            return self.status

    def set_game(self, game: GameT) -> str:
        """Play on ``game`` from now on (a prepared position, a shared game): the status
        line greets it, and a bot to move starts thinking."""
        with self._lock:
            self._take_game(game)
            self.say(self._greeting())
            self.redraw()
            self._maybe_start_bot()
            return self.status

    def _seats_changed(self, _change: object = None) -> None:
        """A seat changed hands (its menu): a bot to move now starts thinking."""
        with self._lock:
            self._generation += 1  # an answer being thought about is dropped when it comes
            if self.thinking:
                self.say("Players changed: the bot's current thought will be dropped.")
                return
            self._reseated()
            self.say(self._greeting())
            self.redraw()
            self._maybe_start_bot()

    def _take_game(self, game: GameT) -> None:
        self._generation += 1  # a late bot answer for the old game is dropped
        self._game = game
        self._redo.clear()
        self._reset_turn()
        self._follow_game()
