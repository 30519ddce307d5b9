"""Game review shared by the three games: one entry per move, marked as lichess marks.

``tula.review(game)``, ``tulaga.review(game)`` and ``chola.review(game)`` replay a game
from its start and judge each move with that game's engine. Each returns a list of
:class:`ReviewEntry`, one per move of the game, in order. A mark is ``None`` or one of
:data:`MARKS`, weakest first; ``better`` is a move that was legal at that point and is
better than the move played (set exactly when the move is marked); ``why`` says so in
plain words. The game passed in is never changed.

The three games share the grading: a drop in the mover's evaluation, from the best move
to the move played, is an inaccuracy, a mistake or a blunder from three thresholds up.
On a chance-of-winning scale those are lichess's: 0.1, 0.2 and 0.3.

>>> mark_for(0.05), mark_for(0.1), mark_for(0.25), mark_for(0.6)
(None, 'inaccuracy', 'mistake', 'blunder')
>>> stronger("inaccuracy", None, "mistake")
'mistake'
>>> entry = ReviewEntry("T5", "mistake", "T7", "T7 kept more ways open.")
>>> entry.player, entry.notes, entry.marked
(0, (), True)

A board that reviews a long game in the background follows it move by move with
:func:`watching` (the three reviews all step through :func:`positions`).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Generic, Literal, TypeVar

from tulakit.protocol import GameState

__all__ = [
    "CHANCE_THRESHOLDS",
    "MARKS",
    "Mark",
    "ReviewEntry",
    "count_marks",
    "mark_for",
    "percent",
    "positions",
    "stronger",
    "watching",
]

MoveT = TypeVar("MoveT")
GameT = TypeVar("GameT", bound="GameState[Any]")

#: A mark, weakest first.
Mark = Literal["inaccuracy", "mistake", "blunder"]
MARKS: tuple[Mark, ...] = ("inaccuracy", "mistake", "blunder")
#: lichess's thresholds on the chance of winning: a drop of 0.1, 0.2, 0.3 or more
CHANCE_THRESHOLDS = (0.1, 0.2, 0.3)
#: the watchers of this thread's reviews (see watching): a stack, innermost last
_WATCH = threading.local()
#: comparisons of drops that come from sums of fractions allow this much rounding
_EPSILON = 1e-9


@dataclass(frozen=True)
class ReviewEntry(Generic[MoveT]):
    """The review of one move.

    ``move``: the move played; ``mark``: ``None``, ``"inaccuracy"``, ``"mistake"`` or
    ``"blunder"``; ``better``: for a marked move, a move legal at that point that the
    review prefers (a board shows it; ``None`` for a move without a mark); ``why``: the
    verdict in words; ``player``: the seat that moved.
    ``value`` and ``best_value`` are the mover's evaluation after the move played and
    after the best move, on the game's scale (a chance of winning from 0 to 1 in Tula
    and Tulaga, net points in Chola; ``None`` where nothing was evaluated, e.g. a Tula
    reveal), so a board can draw the evaluation along the game. ``notes`` names what the
    review found, in short fixed words a board or a test can look for (e.g.
    ``"lost the win"``, ``"missed tulaga"``, ``"missed sculpture"``).
    """

    move: MoveT
    mark: Mark | None
    better: MoveT | None
    why: str
    player: int = 0
    value: float | None = None
    best_value: float | None = None
    notes: tuple[str, ...] = ()

    @property
    def marked(self) -> bool:
        """True when the move has a mark."""
        return self.mark is not None


def mark_for(drop: float, thresholds: Sequence[float] = CHANCE_THRESHOLDS) -> Mark | None:
    """The mark for a drop in evaluation: at least ``thresholds[i]`` gives ``MARKS[i]``.

    >>> mark_for(3, (2, 4, 7)), mark_for(7, (2, 4, 7)), mark_for(1.5, (2, 4, 7))
    ('inaccuracy', 'blunder', None)
    """
    found: Mark | None = None
    for mark, threshold in zip(MARKS, thresholds, strict=True):
        if drop >= threshold - _EPSILON:
            found = mark
    return found


def stronger(*marks: Mark | None) -> Mark | None:
    """The strongest of several marks (``None`` when there is none).

    >>> stronger(None, None) is None, stronger("blunder", "inaccuracy")
    (True, 'blunder')
    """
    ranks = [MARKS.index(m) for m in marks if m is not None]
    return MARKS[max(ranks)] if ranks else None


def percent(chance: float) -> str:
    """A chance in words, rounded to a whole percent.

    >>> percent(0.625), percent(1), percent(0.004)
    ('63%', '100%', '0%')
    """
    return f"{round(chance * 100 + _EPSILON):d}%"


def count_marks(entries: Sequence[ReviewEntry[MoveT]], player: int | None = None) -> dict[str, int]:
    """How many moves got each mark, for one player or all of them.

    >>> entries = [ReviewEntry("a", "mistake", "b", ""), ReviewEntry("c", None, None, "", 1)]
    >>> count_marks(entries), count_marks(entries, player=1)
    ({'inaccuracy': 0, 'mistake': 1, 'blunder': 0}, {'inaccuracy': 0, 'mistake': 0, 'blunder': 0})
    """
    counts: dict[str, int] = dict.fromkeys(MARKS, 0)
    for entry in entries:
        if entry.mark is not None and (player is None or entry.player == player):
            counts[entry.mark] += 1
    return counts


def positions(game: GameT) -> Iterator[tuple[GameT, Any]]:
    """Each position of ``game`` from its start with the move played there.

    The positions are one copy of the game, taken back to its start by undo and then
    moved on: use each before asking for the next (play and undo on it freely, as long
    as it is left as it was). ``game`` itself is never touched. The move is the game's
    own move type (``Any`` here: one function serves the three games).

    >>> from tulakit import tula
    >>> game = tula.new_game(seed=2); game.play_all(["R23", "T23", "R20"])
    >>> [(len(p.moves), str(m)) for p, m in positions(game)]
    [(0, 'R23'), (1, 'T23'), (2, 'R20')]
    >>> len(game.moves)
    3
    """
    watchers: list[Callable[[int, int], None]] = getattr(_WATCH, "stack", [])
    watch = watchers[-1] if watchers else None
    probe = game.copy()
    moves = list(probe.moves)
    for _ in moves:
        probe.undo()
    for done, move in enumerate(moves):
        if watch is not None:
            watch(done, len(moves))
        yield probe, move
        probe.play(move)


@contextmanager
def watching(callback: Callable[[int, int], None]) -> Iterator[None]:
    """Within the block, every :func:`positions` of this thread calls
    ``callback(done, total)`` before each move it yields: how far a review has come.

    A callback may raise to stop the review (a board whose reader closed it); the error
    goes up through the review. Only the thread that entered the block is watched, so
    a board's review in its own thread never reports another's.

    >>> from tulakit import tula
    >>> game = tula.new_game(seed=2); game.play_all(["R23", "T23"])
    >>> seen = []
    >>> with watching(lambda done, total: seen.append(f"{done}/{total}")):
    ...     _ = [m for _p, m in positions(game)]
    >>> seen
    ['0/2', '1/2']
    """
    stack: list[Callable[[int, int], None]] = getattr(_WATCH, "stack", [])
    _WATCH.stack = [*stack, callback]
    try:
        yield
    finally:
        _WATCH.stack = stack
