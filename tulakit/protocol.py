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
from enum import Enum
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar, runtime_checkable

if TYPE_CHECKING:  # typing.Self is Python 3.11+, and the engine needs no package
    from typing_extensions import Self

from tulakit.errors import IllegalMoveError, NotationError, OptionError

MoveT = TypeVar("MoveT")
GameT_contra = TypeVar("GameT_contra", contravariant=True)
MoveT_co = TypeVar("MoveT_co", covariant=True)


#: seeds are whole numbers of at most 64 bits: any deal or game has one that small, and a
#: seed of thousands of digits would only slow everything that prints or stores it
SEED_LIMIT = 2**63


def check_seed(seed: object) -> int | None:
    """``seed`` when it is None (a random one is drawn) or a whole number under
    :data:`SEED_LIMIT` in size; ``OptionError`` says why not.

    >>> check_seed(7), check_seed(None)
    (7, None)
    >>> check_seed(True)
    Traceback (most recent call last):
    ...
    tulakit.errors.OptionError: a seed is a whole number from 0 to 2**63 - 1 (or none, for a random one), not True
    """
    if seed is None or (
        isinstance(seed, int) and not isinstance(seed, bool) and 0 <= seed < SEED_LIMIT
    ):
        return seed
    # a huge number is described, not printed: it may have thousands of digits
    big = isinstance(seed, int) and not -SEED_LIMIT < seed < SEED_LIMIT
    shown = "a number that large" if big else repr(seed)
    raise OptionError(
        f"a seed is a whole number from 0 to 2**63 - 1 (or none, for a random one), not {shown}"
    )


@runtime_checkable
class Move(Protocol):
    """What every game's move is: immutable, with a notation (``str``) that ``parse_move``
    reads back, and a description in words.

    >>> from tulakit.tula import TulaMove
    >>> isinstance(TulaMove("T", 5), Move), TulaMove("T", 5).describe()
    (True, 'take tile 5')
    """

    def __str__(self) -> str: ...

    def describe(self) -> str:
        """The move in words."""
        ...


@runtime_checkable
class Bot(Protocol[GameT_contra, MoveT_co]):
    """What boards, benchmarks and reviews need of any game's bot.

    >>> from tulakit.tulaga.bots import make_bot
    >>> isinstance(make_bot("greedy"), Bot)
    True
    """

    #: the bot's level, e.g. ``"greedy"``
    name: str

    def choose(self, game: GameT_contra) -> MoveT_co:
        """A legal move for the player to move; ``game`` itself is left unchanged."""
        ...


class Outcome(str, Enum):
    """How a game ended, as data (python-chess's ``Termination`` in spirit).

    The values are the words records and pictures have always used, and an outcome
    compares equal to its word.

    >>> Outcome.SHARED_WIN == "shared win", str(Outcome.WON)
    (True, 'won')
    """

    #: a solitaire won (Tula, Chola Solo)
    WON = "won"
    #: a solitaire lost
    LOST = "lost"
    #: one player of several won
    WIN = "win"
    #: several players tied for the win
    SHARED_WIN = "shared win"

    def __str__(self) -> str:
        return str(self.value)


@dataclass(frozen=True)
class Result:
    """How a finished game ended.

    ``outcome`` says how (an :class:`Outcome`), ``winners`` the winning seats (empty for a
    solitaire loss), and ``message`` a sentence for people.

    >>> Result(Outcome.WON, (0,), "All 24 tiles are on the stack.").message
    'All 24 tiles are on the stack.'
    """

    outcome: Outcome
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
    #: how many players take turns (seats 0 .. players - 1)
    players: int = 1

    @property
    def to_move(self) -> int:
        """The seat whose turn it is (always 0 in a solitaire)."""
        return 0

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

    def copy(self) -> Self:
        """An independent copy, history included, of the caller's own class.

        Its cost does not grow with the game's length: the saved states of the undo stack
        are shared, not copied. They may be, because a saved state is never changed: a
        game's ``_restore`` copies what it takes from one.

        >>> from tulakit.tula import new_game
        >>> game = new_game(seed=7); game.play_all(["R23", "T23"])
        >>> twin = game.copy(); twin.undo()
        TulaMove(kind='T', position=23)
        >>> len(game.moves), len(twin.moves), type(twin).__name__
        (2, 1, 'TulaGame')
        """
        moves, saved = self._moves, self._undo_stack
        self._moves, self._undo_stack = [], []
        try:
            twin = _copy.deepcopy(self)
        finally:
            self._moves, self._undo_stack = moves, saved
        twin._moves, twin._undo_stack = list(moves), list(saved)
        return twin
