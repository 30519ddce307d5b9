"""The rules of Tulaga as a game state (rulings TULAGA-1 to TULAGA-8).

>>> game = TulagaGame()
>>> game.play("e5")
TulagaMove(place=40, claim=None, reap=None)
>>> game.to_move, game.simple_pile
(1, (11, 12))
>>> game.play("e5")
Traceback (most recent call last):
...
tulakit.errors.IllegalMoveError: e5: e5 is already occupied by a black simple stone
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from itertools import combinations
from typing import NamedTuple

from tulakit.protocol import GameState, Outcome, Result
from tulakit.tulaga.board import (
    CENTRES_AROUND,
    N_POINTS,
    NAME_ORDER,
    PERIMETER,
    RAYS,
    ROW_OTHERS,
    name,
)
from tulakit.tulaga.moves import Claim, TulagaMove
from tulakit.tulaga.options import TulagaOptions

RECORD_VERSION = 1
BLACK, WHITE = 0, 1
COLOUR_NAMES = ("Black", "White")
EMPTY = 0
SIMPLE_STONES = 12


def simple(colour: int) -> int:
    """The cell value of a simple stone of ``colour``."""
    return 1 + colour


def rank(colour: int) -> int:
    """The cell value of a rank stone of ``colour``."""
    return 3 + colour


def describe_cell(cell: int) -> str:
    """E.g. ``'a white rank stone'``."""
    if cell == EMPTY:
        return "nothing"
    colour, kind = (cell - 1) % 2, "simple" if cell <= 2 else "rank"
    return f"a {COLOUR_NAMES[colour].lower()} {kind} stone"


class _Snapshot(NamedTuple):
    """Everything a move changes, kept for undo (each field as the game holds it)."""

    cells: tuple[int, ...]
    simple: tuple[int, ...]  # simple stones left in each player's pile
    ranks: tuple[int, ...]  # rank stones left to place, per player
    to_move: int
    winner: int | None
    last: TulagaMove | None
    reaped: tuple[int, ...]


class TulagaGame(GameState[TulagaMove]):
    """A game of Tulaga: the board, both players' piles and whose turn it is."""

    game_name = "tulaga"
    move_types = (TulagaMove,)
    move_example = "e5 =a5-e5@c5 >N"
    players = 2

    def __init__(
        self, rank_stones: int | None = None, *, options: TulagaOptions | None = None
    ) -> None:
        """A new game from ``options``, or from ``rank_stones`` alone (4, 5 or 6, TULAGA-2).

        >>> TulagaGame(rank_stones=5).options == TulagaGame(options=TulagaOptions(5)).options
        True
        """
        super().__init__()
        if options is None:
            options = TulagaOptions() if rank_stones is None else TulagaOptions(rank_stones)
        elif not isinstance(options, TulagaOptions):
            raise TypeError(f"options must be a TulagaOptions, not {type(options).__name__}")
        elif rank_stones is not None:
            # two sources for one value could disagree: the caller picks one
            raise ValueError("give rank_stones or options, not both")
        self.options: TulagaOptions = options
        self._cells = [EMPTY] * N_POINTS
        self._simple = [SIMPLE_STONES, SIMPLE_STONES]
        self._ranks = [options.rank_stones, options.rank_stones]
        self._to_move = BLACK  # TULAGA-2: Black moves first
        self._winner: int | None = None
        self._last: TulagaMove | None = None
        self._reaped: tuple[int, ...] = ()

    # -- what can be seen ---------------------------------------------------------------
    @property
    def rank_stones(self) -> int:
        """The rank stones each player started with (the option, TULAGA-2)."""
        return self.options.rank_stones

    @property
    def to_move(self) -> int:
        """``BLACK`` (0) or ``WHITE`` (1)."""
        return self._to_move

    @property
    def cells(self) -> tuple[int, ...]:
        """The 81 points: 0 empty, 1/2 black/white simple, 3/4 black/white rank."""
        return tuple(self._cells)

    def cell(self, point: int) -> int:
        """What lies on one point (see :attr:`cells`)."""
        return self._cells[point]

    @property
    def simple_pile(self) -> tuple[int, int]:
        """Simple stones off the board, (Black, White)."""
        return self._simple[0], self._simple[1]

    @property
    def rank_pile(self) -> tuple[int, int]:
        """Rank stones off the board, (Black, White)."""
        return self._ranks[0], self._ranks[1]

    @property
    def last_move(self) -> TulagaMove | None:
        """The turn played last, for marking on the board."""
        return self._last

    @property
    def last_reaped(self) -> tuple[int, ...]:
        """The points the last turn's reap emptied or took over."""
        return self._reaped

    # -- Tulagas ------------------------------------------------------------------------
    def claims_after(self, place: int) -> list[Claim]:
        """Every Tulaga the mover would make by placing on ``place`` (TULAGA-4).

        Each row of five holding the new stone is one Tulaga per rank point; each choice of
        four perimeter stones including the new one is one Tulaga. Empty if the point is
        taken.
        """
        if self._cells[place] != EMPTY:
            return []
        mine = simple(self._to_move)
        cells = self._cells
        out: list[Claim] = []
        for row, (a, b, c, d) in ROW_OTHERS[place]:
            if cells[a] == mine and cells[b] == mine and cells[c] == mine and cells[d] == mine:
                out.extend(Claim(row, rank_point) for rank_point in row)
        for centre in CENTRES_AROUND[place]:
            if cells[centre] != EMPTY:
                continue
            others = [q for q in PERIMETER[centre] if q != place and cells[q] == mine]
            if len(others) < 3:
                continue
            for three in combinations(others, 3):
                stones = tuple(sorted((place, *three), key=NAME_ORDER.__getitem__))
                out.append(Claim(stones, centre, centre))
        return out

    def tulagas_after(self, place: int) -> list[Claim]:
        """The distinct Tulagas (one entry per row or perimeter, rank point aside)."""
        seen: dict[tuple[tuple[int, ...], int | None], Claim] = {}
        for claim in self.claims_after(place):
            # the same four stones can ring two different centres: those are two Tulagas
            seen.setdefault((claim.stones, claim.centre), claim)
        return list(seen.values())

    def _claim_wins(self) -> bool:
        return self._ranks[self._to_move] == 1

    # -- rules ------------------------------------------------------------------------
    def parse_move(self, text: str) -> TulagaMove:
        """Read Tulaga notation (see :mod:`tulakit.tulaga.moves`)."""
        return TulagaMove.parse(text)

    def legal_moves(self) -> list[TulagaMove]:
        """Every whole turn: each empty point, alone or with each claim and reap."""
        if self.is_over():
            return []
        return list(self._iter_moves())

    def _iter_moves(self) -> Iterator[TulagaMove]:
        reaps: tuple[str | None, ...] = (None, "N", "E", "S", "W")
        for place in range(N_POINTS):
            if self._cells[place] != EMPTY:
                continue
            yield TulagaMove(place)
            for claim in self.claims_after(place):
                for reap in (None,) if self._claim_wins() else reaps:
                    yield TulagaMove(place, claim, reap)

    def _why_illegal(self, move: TulagaMove) -> str | None:
        if self.is_over():
            return "the game is over"
        if not 0 <= move.place < N_POINTS:
            return "that point is not on the board"
        occupant = self._cells[move.place]
        if occupant != EMPTY:
            return f"{name(move.place)} is already occupied by {describe_cell(occupant)}"
        if move.claim is None:
            return None
        if move.claim not in self.claims_after(move.place):
            return self._why_no_tulaga(move.place, move.claim)
        if move.reap is not None and self._claim_wins():
            return (
                "that claim places your last rank stone and wins at once: there is nothing to reap"
            )
        return None

    def _why_no_tulaga(self, place: int, claim: Claim) -> str:
        """Say why a claimed group is not a Tulaga for this placement (TULAGA-4)."""
        mine = simple(self._to_move)
        colour = COLOUR_NAMES[self._to_move].lower()
        what = "row" if claim.centre is None else f"perimeter around {name(claim.centre)}"
        if place not in claim.stones:
            return f"a Tulaga must include the stone just placed ({name(place)}), and this {what} does not"
        for q in claim.stones:
            if q != place and self._cells[q] != mine:
                held = describe_cell(self._cells[q])
                extra = " (rank stones never count)" if self._cells[q] >= 3 else ""
                return f"this {what} is not a Tulaga: {name(q)} holds {held}, not a {colour} simple stone{extra}"
        if claim.centre is not None and self._cells[claim.centre] != EMPTY:
            return f"the centre {name(claim.centre)} must be empty, and it holds {describe_cell(self._cells[claim.centre])}"
        return f"this {what} is not a Tulaga"

    def _apply(self, move: TulagaMove) -> None:
        me = self._to_move
        them = 1 - me
        cells = self._cells
        cells[move.place] = simple(me)
        self._simple[me] -= 1
        self._reaped = ()
        if move.claim is not None:
            # TULAGA-5: the Tulaga's simple stones go home, one rank stone goes down
            for q in move.claim.stones:
                cells[q] = EMPTY
            self._simple[me] += len(move.claim.stones)
            cells[move.claim.rank_point] = rank(me)
            self._ranks[me] -= 1
            if self._ranks[me] == 0:
                self._winner = me  # TULAGA-7: all rank stones on the board
            elif move.reap is not None:
                self._reap(move.claim.rank_point, move.reap)
        self._last = move
        self._to_move = them

    def reap_targets(self, origin: int, direction: str, mover: int) -> tuple[int, ...]:
        """The points a reap by ``mover`` from ``origin`` towards ``direction`` would take
        (TULAGA-6), nearest first: the opponent's stones on the ray, but no further than
        the one where ``mover``'s last rank stone lands, since the game is won there
        (TULAGA-7). The one reckoning of a reap: playing it and drawing it both use this.

        >>> from tulakit.tulaga.board import point
        >>> from tulakit.tulaga.positions import REAP_WIN_MOVE, reap_win_position
        >>> game = reap_win_position()
        >>> _ = game.play(REAP_WIN_MOVE.split(" >")[0])  # the claim, not yet the reap
        >>> [name(q) for q in game.reap_targets(point("b5"), "E", BLACK)]
        ['e5', 'h5']
        """
        if direction not in RAYS[origin]:
            raise ValueError(f"{direction!r} is not a direction: use N, E, S or W")
        them = 1 - mover
        ranks_left = self._ranks[mover]
        taken: list[int] = []
        for q in RAYS[origin][direction]:
            cell = self._cells[q]
            if cell == simple(them):
                taken.append(q)
            elif cell == rank(them):
                taken.append(q)
                ranks_left -= 1
                if ranks_left == 0:
                    break  # the rest of the ray is left as it is
        return tuple(taken)

    def _reap(self, origin: int, direction: str) -> None:
        """TULAGA-6: clear the opponent's stones on the ray, taking over rank points."""
        me, them = self._to_move, 1 - self._to_move
        cells = self._cells
        reaped = self.reap_targets(origin, direction, me)
        for q in reaped:
            if cells[q] == simple(them):
                cells[q] = EMPTY
                self._simple[them] += 1
            else:
                cells[q] = rank(me)
                self._ranks[them] += 1
                self._ranks[me] -= 1
        if self._ranks[me] == 0:
            self._winner = me  # TULAGA-7: the game is won the moment the last rank lands
        self._reaped = reaped

    def _snapshot(self) -> _Snapshot:
        return _Snapshot(
            tuple(self._cells),
            tuple(self._simple),
            tuple(self._ranks),
            self._to_move,
            self._winner,
            self._last,
            self._reaped,
        )

    def _restore(self, snapshot: _Snapshot) -> None:
        self._cells = list(snapshot.cells)
        self._simple = list(snapshot.simple)
        self._ranks = list(snapshot.ranks)
        self._to_move, self._winner = snapshot.to_move, snapshot.winner
        self._last, self._reaped = snapshot.last, snapshot.reaped

    def is_over(self) -> bool:
        """TULAGA-7 (all rank stones down) or TULAGA-3 (no simple stone to place)."""
        return self._winner is not None or self._simple[self._to_move] == 0

    def winner(self) -> int | None:
        """The winning colour, or ``None`` while the game goes on."""
        if self._winner is not None:
            return self._winner
        if self._simple[self._to_move] == 0:
            return 1 - self._to_move
        return None

    def result(self) -> Result | None:
        """Who won and why, or ``None`` while the game goes on."""
        won = self.winner()
        if won is None:
            return None
        if self._winner is not None:
            why = f"all {self.rank_stones} of {COLOUR_NAMES[won]}'s rank stones are on the board"
        else:
            why = f"{COLOUR_NAMES[1 - won]} has no simple stone left to place"
        return Result(
            Outcome.WIN, (won,), f"{COLOUR_NAMES[won]} wins: {why}.", self._rank_counts_on_board()
        )

    def _rank_counts_on_board(self) -> tuple[int, int]:
        return (self.rank_stones - self._ranks[0], self.rank_stones - self._ranks[1])

    # -- records ----------------------------------------------------------------------
    def to_json(self) -> str:
        """The record: options and moves; :func:`tulakit.tulaga.load` replays it."""
        return json.dumps(
            {
                "game": self.game_name,
                "version": RECORD_VERSION,
                "options": self.options.to_dict(),
                "moves": [str(m) for m in self._moves],
            }
        )

    def __repr__(self) -> str:
        state = "over" if self.is_over() else f"{COLOUR_NAMES[self._to_move]} to move"
        return f"<TulagaGame moves={len(self._moves)} {state}>"

    def _repr_svg_(self) -> str:
        from tulakit.tulaga.svg import render_svg

        return render_svg(self)

    def _repr_html_(self) -> str:
        """The picture as a notebook shows it: :meth:`_repr_svg_`'s, and compact on a
        phone (:func:`tulakit.tulaga.svg.still`)."""
        from tulakit.tulaga.svg import still

        return still(self).html()


__all__ = ["BLACK", "COLOUR_NAMES", "WHITE", "TulagaGame"]
