"""A lean Tulaga state for bots: the rules of :mod:`tulakit.tulaga.game` with counters.

:class:`~tulakit.tulaga.game.TulagaGame` is the reference (it explains illegal moves, keeps
a history, undoes); this module plays the same rules (TULAGA-3 .. TULAGA-7) with plain
lists and keeps, for every row of five and every perimeter, how many empty points and
simple stones of each colour it holds. Bots use these counters to find Tulagas and threats
without scanning the board, and copy the state instead of undoing.

A fast move is a tuple ``(place, claim, reap)`` where ``claim`` is ``None`` or
``(stones, rank_point, centre)`` exactly as in :class:`~tulakit.tulaga.moves.Claim`.

>>> from tulakit.tulaga import TulagaGame, name
>>> game = TulagaGame()
>>> for turn in ("c3", "i9", "c4", "g9", "c5", "e9"):
...     _ = game.play(turn)
>>> state = FastState.from_game(game)
>>> [to_move_text(m) for m in state.claim_moves(40)]
['e5 =d4(c3,c4,c5,e5)']
>>> sorted(name(p) for p in state.completion_points(0))  # around b4 and d4
['a3', 'a4', 'a5', 'b3', 'b5', 'd3', 'd5', 'e3', 'e4', 'e5']
"""

from __future__ import annotations

# FastState has a method named set: annotations inside the class name the built-in one
import builtins
import random
from itertools import combinations
from typing import TYPE_CHECKING

from tulakit.tulaga.board import (
    CENTRES_AROUND,
    N_POINTS,
    NAME_ORDER,
    PERIMETER,
    RAYS,
    ROWS_OF_FIVE,
)
from tulakit.tulaga.moves import Claim, TulagaMove
from tulakit.tulaga.options import TulagaOptions

if TYPE_CHECKING:
    from tulakit.tulaga.game import TulagaGame

EMPTY = 0
#: a claim as a plain tuple: (stones in notation order, rank point, centre or None)
FastClaim = tuple[tuple[int, ...], int, "int | None"]
#: a turn as a plain tuple: (place, claim or None, reap direction or None)
FastMove = tuple[int, "FastClaim | None", "str | None"]

ROWS: tuple[tuple[int, ...], ...] = ROWS_OF_FIVE
N_ROWS = len(ROWS)
#: ROW_IDS_AT[p]: the indices (into ROWS) of the rows of five through p
ROW_IDS_AT: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i, row in enumerate(ROWS) if p in row) for p in range(N_POINTS)
)
CENTRES: tuple[int, ...] = tuple(sorted(PERIMETER))
DIRS = ("N", "E", "S", "W")


class FastState:
    """A Tulaga position with counters per row and per perimeter (see module doc)."""

    __slots__ = ("cells", "pc", "ranks", "rc", "simple", "to_move", "winner")

    def __init__(self, options: TulagaOptions | None = None) -> None:
        # the options object, not a bare number: it has checked rank_stones (TULAGA-2)
        rank_stones = (options or TulagaOptions()).rank_stones
        self.cells = [EMPTY] * N_POINTS
        self.simple = [12, 12]
        self.ranks = [rank_stones, rank_stones]
        self.to_move = 0
        self.winner: int | None = None
        # rc[v][row]: points of the row holding v, for v = 0 empty, 1 black simple,
        # 2 white simple (rank stones are counted nowhere: they never make a Tulaga)
        self.rc = [[5] * N_ROWS, [0] * N_ROWS, [0] * N_ROWS]
        # pc[v][centre]: the same for the 8 points around each perimeter centre
        self.pc = [[8 if c in PERIMETER else 0 for c in range(N_POINTS)], [0] * N_POINTS]
        self.pc.append([0] * N_POINTS)

    @classmethod
    def from_game(cls, game: TulagaGame) -> FastState:
        """The same position as an engine game (history is not needed by bots)."""
        state = cls(game.options)
        for p, v in enumerate(game.cells):
            if v != EMPTY:
                state.set(p, v)
        state.simple = list(game.simple_pile)
        state.ranks = list(game.rank_pile)
        state.to_move = game.to_move
        state.winner = game.winner()  # the same as the engine's, whichever rule decided it
        return state

    def copy(self) -> FastState:
        """An independent copy (cheaper than undo for a handful of lists)."""
        new = FastState.__new__(FastState)
        new.cells = self.cells[:]
        new.simple = self.simple[:]
        new.ranks = self.ranks[:]
        new.to_move = self.to_move
        new.winner = self.winner
        new.rc = [self.rc[0][:], self.rc[1][:], self.rc[2][:]]
        new.pc = [self.pc[0][:], self.pc[1][:], self.pc[2][:]]
        return new

    def set(self, p: int, value: int) -> None:
        """Put ``value`` on point ``p`` and keep the counters right."""
        old = self.cells[p]
        if old == value:
            return
        self.cells[p] = value
        rc, pc = self.rc, self.pc
        if old <= 2:
            row_old, peri_old = rc[old], pc[old]
            for r in ROW_IDS_AT[p]:
                row_old[r] -= 1
            for c in CENTRES_AROUND[p]:
                peri_old[c] -= 1
        if value <= 2:
            row_new, peri_new = rc[value], pc[value]
            for r in ROW_IDS_AT[p]:
                row_new[r] += 1
            for c in CENTRES_AROUND[p]:
                peri_new[c] += 1

    # -- the rules ----------------------------------------------------------------------
    def is_over(self) -> bool:
        """TULAGA-7 or TULAGA-3, as in the engine."""
        return self.winner is not None or self.simple[self.to_move] == 0

    def winner_now(self) -> int | None:
        """The winner of a finished game, else ``None``."""
        if self.winner is not None:
            return self.winner
        if self.simple[self.to_move] == 0:
            return 1 - self.to_move
        return None

    def empties(self) -> list[int]:
        """The empty points, in index order."""
        cells = self.cells
        return [p for p in range(N_POINTS) if cells[p] == EMPTY]

    def tulagas(
        self, place: int, colour: int | None = None
    ) -> list[tuple[tuple[int, ...], int | None]]:
        """The distinct Tulagas ``(stones, centre)`` made by placing on ``place`` (TULAGA-4)."""
        me = self.to_move if colour is None else colour
        cells, mine = self.cells, 1 + me
        if cells[place] != EMPTY:
            return []
        out: list[tuple[tuple[int, ...], int | None]] = []
        rc = self.rc[mine]
        for r in ROW_IDS_AT[place]:
            if rc[r] == 4:  # the other four are the mover's, since place is empty
                out.append((ROWS[r], None))
        pc = self.pc[mine]
        for c in CENTRES_AROUND[place]:
            if pc[c] >= 3 and cells[c] == EMPTY:
                others = [q for q in PERIMETER[c] if cells[q] == mine]
                for three in combinations(others, 3):
                    stones = tuple(sorted((place, *three), key=NAME_ORDER.__getitem__))
                    out.append((stones, c))
        return out

    def claims(self, place: int) -> list[FastClaim]:
        """Every claim (Tulaga and rank point) placing on ``place`` allows (TULAGA-5)."""
        out: list[FastClaim] = []
        for stones, centre in self.tulagas(place):
            if centre is None:
                out.extend((stones, rp, None) for rp in stones)
            else:
                out.append((stones, centre, centre))
        return out

    def claim_moves(self, place: int) -> list[FastMove]:
        """The claiming turns at ``place`` without reaps (for listing and doctests)."""
        return [(place, claim, None) for claim in self.claims(place)]

    def wins_by_claim(self) -> bool:
        """True when the mover's next claim lands their last rank stone (TULAGA-7)."""
        return self.ranks[self.to_move] == 1

    def reap_gain(self, origin: int, direction: str, colour: int | None = None) -> tuple[int, int]:
        """(opponent rank stones, opponent simple stones) a reap from ``origin`` would take."""
        me = self.to_move if colour is None else colour
        their_simple, their_rank = 2 - me, 4 - me
        cells = self.cells
        ranks = simples = 0
        for q in RAYS[origin][direction]:
            v = cells[q]
            if v == their_simple:
                simples += 1
            elif v == their_rank:
                ranks += 1
        return ranks, simples

    def play(self, place: int, claim: FastClaim | None = None, reap: str | None = None) -> None:
        """Play a legal turn (not checked: bots only play moves they generated)."""
        me = self.to_move
        them = 1 - me
        self.set(place, 1 + me)
        self.simple[me] -= 1
        if claim is not None:
            stones, rank_point, _ = claim
            for q in stones:
                self.set(q, EMPTY)
            self.simple[me] += len(stones)
            self.set(rank_point, 3 + me)
            self.ranks[me] -= 1
            if self.ranks[me] == 0:
                self.winner = me
            elif reap is not None:
                for q in RAYS[rank_point][reap]:
                    v = self.cells[q]
                    if v == 2 - me:
                        self.set(q, EMPTY)
                        self.simple[them] += 1
                    elif v == 4 - me:
                        self.set(q, 3 + me)
                        self.ranks[them] += 1
                        self.ranks[me] -= 1
                        if self.ranks[me] == 0:
                            self.winner = me  # TULAGA-7: the ray stops at the win
                            break
        self.to_move = them

    def play_move(self, move: FastMove) -> None:
        """:meth:`play` with a move tuple."""
        self.play(*move)

    # -- threats ------------------------------------------------------------------------
    def completion_points(self, colour: int) -> builtins.set[int]:
        """Empty points where ``colour`` would make a Tulaga by placing a stone."""
        mine = 1 + colour
        cells = self.cells
        out: builtins.set[int] = set()
        rc, re = self.rc[mine], self.rc[0]
        for r in range(N_ROWS):
            if rc[r] == 4 and re[r] == 1:
                out.update(q for q in ROWS[r] if cells[q] == EMPTY)
        pc, pe = self.pc[mine], self.pc[0]
        for c in CENTRES:
            if pc[c] >= 3 and pe[c] and cells[c] == EMPTY:
                out.update(q for q in PERIMETER[c] if cells[q] == EMPTY)
        return out

    def threat_units(self, colour: int) -> list[frozenset[int]]:
        """For each threatening row or perimeter of ``colour``: the points where one
        opponent stone would stop it (the missing point of a row; the centre of a
        perimeter, or its last empty point)."""
        mine = 1 + colour
        cells = self.cells
        units: list[frozenset[int]] = []
        rc, re = self.rc[mine], self.rc[0]
        for r in range(N_ROWS):
            if rc[r] == 4 and re[r] == 1:
                units.append(frozenset(q for q in ROWS[r] if cells[q] == EMPTY))
        pc, pe = self.pc[mine], self.pc[0]
        for c in CENTRES:
            if pc[c] >= 3 and pe[c] and cells[c] == EMPTY:
                if pe[c] == 1:
                    units.append(frozenset([c, *(q for q in PERIMETER[c] if cells[q] == EMPTY)]))
                else:
                    units.append(frozenset([c]))
        return units

    def threat_rank_points(self, colour: int) -> builtins.set[int]:
        """Where ``colour``'s rank stone could land by a claim next turn (TULAGA-5): the
        centres of threatening perimeters and the points of threatening rows."""
        mine = 1 + colour
        cells = self.cells
        out: builtins.set[int] = set()
        rc, re = self.rc[mine], self.rc[0]
        for r in range(N_ROWS):
            if rc[r] == 4 and re[r] == 1:
                out.update(ROWS[r])
        pc, pe = self.pc[mine], self.pc[0]
        for c in CENTRES:
            if pc[c] >= 3 and pe[c] and cells[c] == EMPTY:
                out.add(c)
        return out

    def best_rank_reap(self, colour: int, origins: builtins.set[int]) -> int:
        """The most rank stones of the opponent one reap from any of ``origins`` takes."""
        their_rank = 4 - colour
        cells = self.cells
        best = 0
        for origin in origins:
            for ray in RAYS[origin].values():
                n = 0
                for q in ray:
                    if cells[q] == their_rank:
                        n += 1
                best = max(best, n)
        return best

    # -- the random bot -----------------------------------------------------------------
    def random_turn(self, rng: random.Random) -> FastMove:
        """The random bot's turn: a uniform placement; if it makes Tulagas, half the time
        a uniform claim among them and a uniform reap among none, N, E, S, W."""
        place = rng.choice(self.empties())
        claims = self.claims(place)
        if claims and rng.random() < 0.5:
            claim = rng.choice(claims)
            reap = None if self.wins_by_claim() else rng.choice((None, *DIRS))
            return place, claim, reap
        return place, None, None


def to_tulaga_move(move: FastMove) -> TulagaMove:
    """The engine move for a fast move tuple."""
    place, claim, reap = move
    if claim is None:
        return TulagaMove(place)
    stones, rank_point, centre = claim
    return TulagaMove(place, Claim(stones, rank_point, centre), reap)


def from_tulaga_move(move: TulagaMove) -> FastMove:
    """The fast tuple for an engine move."""
    if move.claim is None:
        return move.place, None, None
    c = move.claim
    return move.place, (c.stones, c.rank_point, c.centre), move.reap


def to_move_text(move: FastMove) -> str:
    """The notation of a fast move, e.g. ``'e5 =d4(c3,c4,c5,e5)'``."""
    return str(to_tulaga_move(move))


__all__ = [
    "DIRS",
    "FastClaim",
    "FastMove",
    "FastState",
    "from_tulaga_move",
    "to_move_text",
    "to_tulaga_move",
]
