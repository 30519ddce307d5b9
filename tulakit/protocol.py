"""The game protocol shared by every tulakit game.

A game is a mutable state that plays immutable moves, in the spirit of python-chess and
OpenSpiel:

- ``legal_moves()`` lists the moves allowed now;
- ``play(move)`` takes a move object or its text notation, and raises
  :class:`~tulakit.errors.IllegalMoveError` (state untouched) when it is illegal;
- ``undo()`` takes the last move back (undo by snapshot, so it is always exact);
- ``is_over()`` and ``result()`` tell how the game stands;
- ``copy()`` gives an independent state, ``to_json()`` a record that replays exactly.

Subclasses supply the rules through a handful of hooks (``_why_illegal``, ``_apply``,
``_snapshot``, ``_restore``, ``parse_move``); this base class does the bookkeeping that
must behave identically in every game.
"""

from __future__ import annotations

import copy as _copy
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from tulakit.errors import IllegalMoveError, NotationError

MoveT = TypeVar("MoveT")


@dataclass(frozen=True)
class Result:
    """How a finished game ended.

    ``outcome`` is a short machine-readable word ("won", "lost", "draw", "win"...),
    ``winners`` the winning seats (empty for a solitaire loss), and ``message`` a sentence
    for people.

    >>> Result("won", (0,), "All 24 tiles are on the stack.").message
    'All 24 tiles are on the stack.'
    """

    outcome: str
    winners: tuple[int, ...]
    message: str
    scores: tuple[int, ...] = ()


class GameState(ABC, Generic[MoveT]):
    """Base class of every game state: move bookkeeping, undo and copying."""

    #: the name used in records, e.g. ``"tula"``
    game_name: str = ""
    #: the classes of this game's move objects (``play`` refuses anything else)
    move_types: tuple[type, ...] = ()
    #: a move in notation, quoted in the message for input that is not a move
    move_example: str = ""

    def __init__(self) -> None:
        self._moves: list[MoveT] = []
        self._undo_stack: list[Any] = []

    # -- hooks for subclasses ---------------------------------------------------------
    @abstractmethod
    def parse_move(self, text: str) -> MoveT:
        """Turn notation into a move; raise ``NotationError`` when malformed."""

    @abstractmethod
    def legal_moves(self) -> list[MoveT]:
        """Every move allowed in the current position, in a stable order."""

    @abstractmethod
    def _why_illegal(self, move: MoveT) -> str | None:
        """``None`` when ``move`` is legal, otherwise the reason in a learner's words."""

    @abstractmethod
    def _apply(self, move: MoveT) -> None:
        """Change the state by a move already known to be legal."""

    @abstractmethod
    def _snapshot(self) -> Any:
        """Everything ``_apply`` may change, to restore on undo."""

    @abstractmethod
    def _restore(self, snapshot: Any) -> None:
        """Put back a snapshot taken by ``_snapshot``."""

    @abstractmethod
    def is_over(self) -> bool:
        """True when the game has ended."""

    @abstractmethod
    def result(self) -> Result | None:
        """The result of a finished game, ``None`` while it goes on."""

    @abstractmethod
    def to_json(self) -> str:
        """A JSON record (setup, seed, options and moves) that replays exactly."""

    # -- shared behaviour -------------------------------------------------------------
    @property
    def moves(self) -> tuple[MoveT, ...]:
        """The moves played so far, oldest first."""
        return tuple(self._moves)

    def coerce_move(self, move: MoveT | str) -> MoveT:
        """Accept a move object or its notation; anything else raises ``NotationError``."""
        if isinstance(move, str):
            return self.parse_move(move)
        if self.move_types and not isinstance(move, self.move_types):
            raise NotationError(
                f"a move is notation text such as {self.move_example!r} or a move object, "
                f"not {type(move).__name__} {move!r}"
            )
        return move

    def explain_illegal(self, move: MoveT | str) -> str | None:
        """Why ``move`` may not be played now (``None`` when it may).

        Malformed notation raises ``NotationError`` rather than returning a reason.
        """
        return self._why_illegal(self.coerce_move(move))

    def is_legal(self, move: MoveT | str) -> bool:
        """True when ``move`` may be played now."""
        return self.explain_illegal(move) is None

    def play(self, move: MoveT | str) -> MoveT:
        """Play a move (object or notation) and return it as a move object.

        Raises ``IllegalMoveError`` with the reason, leaving the state unchanged.
        """
        parsed = self.coerce_move(move)
        reason = self._why_illegal(parsed)
        if reason is not None:
            raise IllegalMoveError(f"{parsed}: {reason}")
        snapshot = self._snapshot()
        self._apply(parsed)
        self._undo_stack.append(snapshot)
        self._moves.append(parsed)
        return parsed

    def play_all(self, moves: Sequence[MoveT | str]) -> None:
        """Play several moves; on an illegal one the state goes back to where it began."""
        played = 0
        try:
            for move in moves:
                self.play(move)
                played += 1
        except IllegalMoveError:
            for _ in range(played):
                self.undo()
            raise

    def undo(self) -> MoveT:
        """Take back the last move and return it; ``IndexError`` when none was played."""
        if not self._moves:
            raise IndexError("no move to undo")
        self._restore(self._undo_stack.pop())
        return self._moves.pop()

    def copy(self) -> GameState[MoveT]:
        """An independent copy, history included."""
        return _copy.deepcopy(self)
