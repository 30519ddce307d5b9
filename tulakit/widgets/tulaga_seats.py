"""Who plays a Tulaga board's two colours, people or a bot, and how the bot's turn is played.

Two people share the screen (the opponent ``"human"``), or a person plays one colour
against a bot level of :mod:`tulakit.tulaga.levels`, chosen by the board's menus. The bot
thinks in a background thread (:class:`~tulakit.widgets.bot_thread.BotThinking`); its
turn is played and said after the person's, with its reasoning. The status sentences come
from :mod:`tulakit.widgets.tulaga_words`; the board (:mod:`tulakit.widgets.tulaga_board`)
builds on this layer.

>>> from tulakit.widgets.tulaga_board import TulagaBoard
>>> board = TulagaBoard(opponent="club", human=0)
>>> board.opponent, board.human_seats(), board.person_to_move(), board.send_to()
('club', {0}, 'Black', None)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ipywidgets import Dropdown

from tulakit.tulaga import words
from tulakit.tulaga.game import COLOUR_NAMES, TulagaGame
from tulakit.tulaga.moves import TulagaMove
from tulakit.widgets.seated_board import SeatedBoard
from tulakit.widgets.tulaga_words import bot_words, end_note, greeting, reasoning, turn_note

BotFactory = Callable[[str, int, float], Any]


def _make_bot(level: str, seed: int, budget: float) -> Any:
    from tulakit.tulaga.levels import level_bot

    return level_bot(level, seed=seed, seconds=budget)


class TulagaSeats(SeatedBoard[TulagaGame]):
    """The players of a Tulaga board and its bot; see the module docstring."""

    opponent_menu: Dropdown  # "human" or a bot level
    colour_menu: Dropdown  # the colour the person plays against a bot
    _bot_factory: BotFactory
    _bot: Any  # made for the level _bot_level, again when the level changes
    _bot_level: str
    _seed: int
    _budget: float  # seconds a bot may think at most
    _answering: tuple[int, str]  # (moves played, the person's last move)

    @property
    def opponent(self) -> str:
        """``"human"`` or the bot level."""
        return str(self.opponent_menu.value)

    def person_to_move(self) -> str | None:
        """The colour to move when a person plays it and the game is on; else None.

        >>> from tulakit.widgets.tulaga_board import TulagaBoard
        >>> TulagaBoard().person_to_move(), TulagaBoard(opponent="greedy").person_to_move()
        ('Black', 'Black')
        """
        people = self.human_seats()
        to_move = self._game.to_move
        if self._game.is_over() or (people is not None and to_move not in people):
            return None
        return COLOUR_NAMES[to_move]

    def send_to(self) -> str | None:
        """Who the game goes to by link after this move: the colour to move, when both
        colours are people's (hotseat) and the game is on; else None (against a bot, a
        link reopens the game for whoever plays it).

        >>> from tulakit.widgets.tulaga_board import TulagaBoard
        >>> board = TulagaBoard()
        >>> board.send_to(), TulagaBoard(opponent="greedy").send_to()
        ('Black', None)
        """
        return self.person_to_move() if self.opponent == "human" else None

    def human_seats(self) -> set[int] | None:
        """The colours people play: both in hotseat, else the one chosen."""
        if self.opponent == "human":
            return None
        return {int(self.colour_menu.value)}

    def _players(self) -> tuple[str, str] | None:
        """The two sides' names against a bot (``("you", "greedy bot")``), else ``None``."""
        if self.opponent == "human":
            return None
        bot = bot_words(self.opponent)
        return ("you", bot) if int(self.colour_menu.value) == 0 else (bot, "you")

    def _is_bot_turn(self) -> bool:
        return (
            self.opponent != "human"
            and not self._game.is_over()
            and self._game.to_move != int(self.colour_menu.value)
        )

    def _maybe_start_bot(self) -> None:
        if not self._is_bot_turn() or self.thinking:
            return
        level = self.opponent
        if self._bot is None or self._bot_level != level:
            self._bot = self._bot_factory(level, self._seed, self._budget)
            self._bot_level = level
        colour = COLOUR_NAMES[self._game.to_move]
        self.say(f"{self._status_text} {colour} ({bot_words(level)}) is thinking…")
        bot = self._bot
        self._think(lambda game: (bot.choose(game), bot.explain_last()), self._game.copy(), level)

    def _bot_answer(self, answer: tuple[TulagaMove, str], level: str) -> None:
        move, why = answer
        colour = COLOUR_NAMES[self._game.to_move]
        after, said = self._answering
        earlier = f"{said} " if after == len(self._game.moves) else ""
        self._game.play(move)
        self._reset_turn()
        explanation = reasoning(why, move.place)  # what it adds to "placed f5"
        self.say(
            f"{earlier}{self._said(colour, bot_words(level), move)}{explanation} "
            f"{self._turn_note()}"
        )
        try:
            self.redraw()
        except Exception as exc:
            self.say(f"Something went wrong while drawing: {exc}")  # fmt: skip

    def _players_changed(self, change: dict[str, Any]) -> None:
        with self._lock:
            self.colour_menu.disabled = self.opponent == "human"
            self._seats_changed(change)

    def _reseated(self) -> None:
        self._bot = None  # made again for the level now chosen
        self._reset_turn()

    # -- words (tulakit.widgets.tulaga_words) ---------------------------------------------
    def _said(self, side: str, who: str | None, move: TulagaMove) -> str:
        """The sentence for a turn just played: the same form for people and bots."""
        reaped = len(self._game.last_reaped) if move.reap is not None else None
        return words.said(side, who, words.turn_words(move, reaped))

    def _player_words(self) -> str | None:
        """Who made the turn just finished by clicks: "you" against a bot, else nobody
        in particular (two people share the screen)."""
        return "you" if self.opponent != "human" else None

    def _turn_note(self) -> str:
        return turn_note(self._game, self.opponent, bot_turn=self._is_bot_turn())

    def _greeting(self) -> str:
        return greeting(self._game, self.opponent, bot_turn=self._is_bot_turn())

    def _end_note(self) -> str:
        return end_note(self._game)
