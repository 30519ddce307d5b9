"""Who sits at a Chola board's seats, people or bots, and how a bot's turn is played.

The seats' players come from the board's seat menus (``"human"``, ``"random"``,
``"greedy"`` or ``"planner"``); a bot to move thinks in a background thread
(:class:`~tulakit.widgets.bot_thread.BotThinking`), its answer is played and said, and
bots in a row play one after the other, the person's turn and theirs said together. A
person may act only on their own turn (:meth:`CholaSeats._ready_for_human` says why not).
The Basic and Expert boards (:mod:`tulakit.widgets.chola_board`) build on this layer; what
they say comes from :mod:`tulakit.widgets.chola_words`.

>>> from tulakit.widgets.chola_board import CholaBoard
>>> board = CholaBoard(players=2, seats=["human", "greedy"])
>>> board.seats, board.human_seats(), board.person_to_move()
(('human', 'greedy'), {0}, 'Brown')
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ipywidgets import Dropdown

from tulakit.chola.game import CholaGame
from tulakit.chola.moves import CholaMove
from tulakit.chola.said import said, turn_words
from tulakit.errors import IllegalMoveError
from tulakit.widgets.chola_words import (
    end_note,
    greeting,
    is_bot_turn,
    player_notes,
    turn_note,
    view_seat,
)
from tulakit.widgets.seated_board import SeatedBoard

BotFactory = Callable[[str, int], Any]


def _make_bot(level: str, seed: int) -> Any:
    from tulakit.chola.bots import make_bot  # imported when a bot is first needed

    return make_bot(level, seed=seed)


class CholaSeats(SeatedBoard[CholaGame]):
    """The seats of a Chola board and its bots; see the module docstring."""

    #: one menu per seat (the board builds them, :mod:`tulakit.widgets.chola_controls`)
    seat_menus: list[Dropdown]
    _bot_factory: BotFactory
    _bots: dict[int, tuple[str, Any]]  # seat -> (level, the bot made for it)
    _turn_log: list[str]  # the moves since a person last acted, theirs first
    #: the Expert board says what sculpting adds, and ends with the wagons
    EXPERT = False

    def _clear_selection(self) -> None:
        """No turn in progress (the board's turn builder starts afresh)."""
        raise NotImplementedError

    @property
    def seats(self) -> tuple[str, ...]:
        """Who plays each seat: ``"human"`` or a bot level."""
        return tuple(str(m.value) for m in self.seat_menus[: self._game.players])

    def send_to(self) -> str | None:
        """Who the game goes to by link after this move: the seat to move, when it is a
        person's and at least two seats are people's, and the game is on; else None (a
        bot to move plays at once).

        >>> from tulakit.widgets.chola_board import CholaBoard
        >>> CholaBoard(players=2, seats=["human", "human"]).send_to()
        'Brown'
        >>> CholaBoard(players=2, seats=["human", "greedy"]).send_to() is None
        True
        """
        people = [seat for seat, kind in enumerate(self.seats) if kind == "human"]
        return self.person_to_move() if len(people) >= 2 else None

    def person_to_move(self) -> str | None:
        """The seat to move when a person plays it and the game is on; else None.

        >>> from tulakit.widgets.chola_board import CholaBoard
        >>> CholaBoard(players=2, seats=["human", "greedy"]).person_to_move()
        'Brown'
        """
        game = self._game
        if game.is_over() or self.seats[game.to_move] != "human":
            return None
        return game.names[game.to_move]

    def human_seats(self) -> set[int] | None:
        """The seats people play (the review's exercises are theirs)."""
        return {s for s, kind in enumerate(self.seats) if kind == "human"} or None

    def _report_words(self, mover: str, who: str | None) -> str:
        """The last turn in one sentence, in the same form for a person (``who`` None)
        and a bot (``who`` "greedy bot"): what it scored and the scores after a build
        (CHOLA-P1..P3). The game's end is left to :meth:`_end_note`, said once."""
        return said(mover, who, turn_words(self._game))

    def _is_bot_turn(self) -> bool:
        return is_bot_turn(self._game, self.seats)

    def _maybe_start_bot(self) -> None:
        with self._lock:
            if not self._is_bot_turn() or self.thinking:
                return
            seat = self._game.to_move
            level = self.seats[seat]
            kept = self._bots.get(seat)
            if kept is None or kept[0] != level:
                kept = (level, self._bot_factory(level, (self._game.seed + seat) % 2**31))
                self._bots[seat] = kept
            bot = kept[1]
            self.say(f"{self._status_text} {self._game.names[seat]} ({level} bot) is thinking…")
            # a copy costs well under a millisecond at any length (its saved states are shared)
            self._think(bot.choose, self._game.copy(), level)

    def _bot_answer(self, move: CholaMove, level: str) -> None:
        """Play a bot's move, say what it did, and let the next bot in a row think."""
        name = self._game.names[self._game.to_move]
        try:
            self._game.play(move)
        except IllegalMoveError as exc:
            self.say(f"The {level} bot chose an illegal move ({move}): {exc}")
            self.redraw()
            return
        self._redo.clear()
        self._clear_selection()
        # the person's move and the bots before this one in a word, this one in full
        earlier = " ".join(self._turn_log[-(self._game.players - 1) :])
        who = f"{level} bot"
        self._turn_log.append(said(name, who, turn_words(self._game, detail=False)))
        now = f"{self._report_words(name, who)} {self._turn_note()}"
        self.say(f"{earlier} {now}" if earlier else now)
        try:
            self.redraw()
        except Exception as exc:
            self.say(f"Something went wrong while drawing: {exc}")
        self._maybe_start_bot()

    def _ready_for_human(self) -> bool:
        """True when a person may act now; otherwise the status says why not."""
        if self._refuse():
            return False
        if self._game.is_over():
            self.say(self._end_note())
            return False
        if self._is_bot_turn():
            seat = self._game.to_move
            self.say(f"It is {self._game.names[seat]}'s turn ({self.seats[seat]} bot).")
            return False
        return True

    def _ready_quietly(self) -> bool:
        return not self.thinking and not self._game.is_over() and not self._is_bot_turn()

    def _reseated(self) -> None:
        self._clear_selection()  # the turns since a person acted are still reported

    # -- words (tulakit.widgets.chola_words) ---------------------------------------------
    def _turn_note(self) -> str:
        return turn_note(self._game, self.seats, expert=self.EXPERT)

    def _greeting(self) -> str:
        return greeting(self._game, self.seats, expert=self.EXPERT)

    def _end_note(self) -> str:
        return end_note(self._game, expert=self.EXPERT)

    def _player_notes(self) -> tuple[str, ...]:
        return player_notes(self.seats)

    def _view_seat(self) -> int | None:
        """Whose cards are drawn face up: the person to move; nobody's while a bot moves."""
        return view_seat(self._game, self.seats)
