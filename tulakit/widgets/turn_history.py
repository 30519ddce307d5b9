"""Undo and redo by whole turns of a person, for boards where bots take seats.

Against a bot, undoing only the last move would take back the bot's answer, and the bot
would at once play it again. So a board that seats bots takes back everything from the
last move of a person on: that move and the bot turns that followed it. Redo plays the
same moves again. The board mixes in :class:`TurnHistory` and provides ``_game`` (with
``moves``, ``undo()`` and ``play(move)``), ``_is_bot_turn()``, ``_turn_note()`` and
``say``; it calls these under its own lock, then redraws.

>>> class Move(str):
...     def describe(self): return f"move {self}"
>>> class Game:
...     def __init__(self): self.moves = []
...     def play(self, move): self.moves.append(move)
...     def undo(self): return self.moves.pop()
>>> class Board(TurnHistory):  # as SeatedBoard uses it
...     def __init__(self):
...         self._game, self._redo, self.status = Game(), [], ""
...     game = property(lambda self: self._game)
...     def undo(self): return self._undo_turn("There is no turn of yours to undo.")
...     def redo(self): return self._redo_turn()
...     def _is_bot_turn(self): return len(self._game.moves) % 2 == 1  # the bot plays second
...     def _turn_note(self): return "Your move."
...     def say(self, text): self.status = text
>>> board = Board()
>>> for move in ("a", "b", "c"): board.game.play(Move(move))
>>> board.undo(), board.status
(['c'], 'Took back: move c. Your move.')
>>> board.undo(), board.status
(['a', 'b'], 'Took back: move a; move b. Your move.')
>>> board.redo(), board.game.moves, board.status
(['a', 'b'], ['a', 'b'], 'Played again: move a; move b. Your move.')
>>> board.turns_to_redo  # the turn of 'c' is still taken back
1
>>> class BotFirst(Board):
...     def _is_bot_turn(self): return len(self._game.moves) % 2 == 0
>>> board = BotFirst()
>>> board.game.play(Move("a"))  # the bot's opening: taking it back would only stall
>>> board.undo(), board.game.moves, board.status
([], ['a'], 'There is no turn of yours to undo.')
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tulakit.protocol import GameState


class TurnHistory:
    """Undo and redo of whole turns of a person; see the module docstring."""

    _game: GameState[Any]
    _redo: list[list[Any]]  # turns taken back, each oldest move first; the board clears it
    say: Callable[[str], None]
    #: what the status line calls a turn: "move" for a solitaire, whose turns are its moves
    TURN = "turn"

    @property
    def turns_to_redo(self) -> int:
        """How many turns taken back Redo can still play again (0: Redo does nothing)."""
        return len(self._redo)

    def _is_bot_turn(self) -> bool:
        raise NotImplementedError

    def _turn_note(self) -> str:
        """What the status line adds about whose turn it is now."""
        raise NotImplementedError

    def _undo_turn(self, none_of_a_person: str) -> list[Any]:
        """Take back the last turn of a person and the bot turns after it; set the status.

        Returns the moves taken back, oldest first (they can be redone), or ``[]`` when
        there are none: no move at all, or only bot moves, which are played again rather
        than leave a bot to move with nobody to start it (``none_of_a_person`` then says
        so in the status line).
        """
        taken: list[Any] = []
        while self._game.moves:
            taken.append(self._game.undo())
            if not self._is_bot_turn():
                break
        taken.reverse()
        if not taken:
            self.say(f"There is no {self.TURN} to undo.")
        elif self._is_bot_turn():
            for move in taken:
                self._game.play(move)
            self.say(none_of_a_person)
            return []
        else:
            self._redo.append(taken)
            self.say(f"Took back: {_described(taken)}. {self._turn_note()}")
        return taken

    def _redo_turn(self) -> list[Any]:
        """Play again the turn last taken back; set the status. Returns its moves, or ``[]``."""
        if not self._redo:
            self.say(f"There is no {self.TURN} to redo.")
            return []
        moves = self._redo.pop()
        for move in moves:
            self._game.play(move)
        self.say(f"Played again: {_described(moves)}. {self._turn_note()}")
        return moves


def _described(moves: Sequence[Any]) -> str:
    return "; ".join(move.describe() for move in moves)
