"""The lifecycle of a board whose seats people or bots take: undo, redo, open a record.

The Tulaga and Chola boards play turns that are built in steps, and bots may sit at
either; what they do around the turn is the same, so it lives here once:

- **undo and redo** by whole turns of a person (:class:`~tulakit.widgets.turn_history.TurnHistory`),
  refused while a bot thinks, a late bot answer dropped;
- **a saved record opened** in place of the game, a bad one changing nothing;
- **a seat changing hands**, a bot then to move starting to think;
- every change made **under the board's lock** (:class:`~tulakit.widgets.bot_thread.BotThinking`),
  then the picture redrawn and a bot to move started.

- **another game put on the board** (:meth:`SeatedBoard.set_game`: a record, a shared
  link's game, a lesson's position).

A game's board supplies what is its own: ``_load_record(text)`` (its game's loader),
``_reset_turn()`` (drop the turn being built), ``_reseated()`` (forget what the old
players left), ``_follow_game()`` (its menus and bots
follow a new game) and the words of the refusals (:attr:`SeatedBoard.NO_TURN_TO_UNDO`,
:attr:`SeatedBoard.UNCHANGED`).

>>> from tulakit.widgets.tulaga_board import TulagaBoard
>>> board = TulagaBoard()
>>> board.open_record("not a record", "x.json").startswith("Could not open 'x.json':")
True
>>> board.undo()
'There is no turn to undo.'
"""

from __future__ import annotations

from tulakit.errors import TulakitError
from tulakit.widgets.board import Board, GameT
from tulakit.widgets.bot_thread import BotThinking
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

    # -- what each game's board provides ---------------------------------------------------
    def _load_record(self, text: str) -> GameT:
        """The game of a saved record (the game's ``load``); raises on a bad record."""
        raise NotImplementedError

    def _reset_turn(self) -> None:
        """Drop the turn being built: its steps start afresh on the game on the board."""
        raise NotImplementedError

    def _reseated(self) -> None:
        """Forget what the old players of the seats left (bots made for them, a turn in
        progress): a seat changed hands."""
        raise NotImplementedError

    def _follow_game(self) -> None:
        """Make the board's menus and bots follow a game just put on it (default: nothing)."""

    # -- the lifecycle ------------------------------------------------------------------------
    def undo(self) -> str:
        """Take back the last turn of a person, with the bot turns that followed it."""
        with self._lock:
            if self._refuse():
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
            turns = counted(len(game.moves), "turn")
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
