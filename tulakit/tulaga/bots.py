"""Computer opponents for Tulaga: ``random``, ``greedy`` and ``strong``.

A bot has a ``name`` and ``choose(game) -> TulagaMove``; the move is legal in ``game`` and
the game is left untouched (bots think on a :class:`~tulakit.tulaga.fastplay.FastState`
copy). ``explain_last()`` says in one line why the last move was chosen. Every bot takes a
``seed`` and draws all its randomness from its own ``random.Random``.

- ``random``: a uniform empty point; when that placement makes Tulagas it claims half the
  time, a uniform choice among the claims (Tulaga and rank point, TULAGA-5), then reaps in
  a uniform choice among no reap and the four directions (TULAGA-6).
- ``greedy``: looks one turn ahead with :func:`evaluate`. It always claims when it can,
  choosing the claim, rank point and reap whose result evaluates best; otherwise the
  evaluation makes it block the opponent's Tulaga threats and build its own perimeters.
- ``strong``: alpha-beta search with iterative deepening over the same evaluation, within
  a time budget per move and, when given, a limit on the positions searched (``nodes``).
  Reaps are pruned to the best direction by immediate gain, and below the root only the
  most promising placements are searched. With a node limit the bot does the same work,
  and so plays the same moves, on any machine (the time budget is then only a safety cap):
  the levels of :mod:`tulakit.tulaga.levels` are rated that way.

>>> from tulakit.tulaga import TulagaGame
>>> game = TulagaGame()
>>> bot = make_bot("greedy", seed=1)
>>> move = bot.choose(game)
>>> game.is_legal(move), game.moves
(True, ())
"""

from __future__ import annotations

import random
import time
from typing import Protocol

from tulakit import protocol
from tulakit.tulaga.board import (
    CENTRES_AROUND,
    DIRECTION_NAMES,
    PERIMETER,
    name,
)
from tulakit.tulaga.fastplay import (
    CENTRES,
    DIRS,
    N_ROWS,
    ROW_IDS_AT,
    FastMove,
    FastState,
    to_tulaga_move,
)
from tulakit.tulaga.game import COLOUR_NAMES, TulagaGame
from tulakit.tulaga.moves import TulagaMove
from tulakit.words import and_list, counted

#: the kinds of bot :func:`make_bot` builds; the levels a player picks, each a kind with
#: its settings, are :data:`tulakit.tulaga.levels.LEVELS`
KINDS = ("random", "greedy", "strong")

# -- evaluation weights (one rank stone on the board is worth RANK) -----------------------
WIN = 1_000_000
#: a win the evaluation can see is certain one turn later (a claim of the last rank stone)
WIN_SOON = WIN // 2
RANK = 1000
#: the side to move holds a Tulaga it can claim now
CLAIM_NOW = 700
#: the side not to move holds threats no single stone can stop
UNSTOPPABLE = 550
#: the side not to move holds threats one stone can stop (costs the mover a tempo)
STOPPABLE = 60
#: perimeter progress by number of own stones around an empty centre still completable
PERIMETER_PROGRESS = (0, 4, 14)
#: row progress by number of own stones in a row of five with no opponent stone
ROW_PROGRESS = (0, 0, 2, 12)
#: an opponent simple stone sent home by a reap
REAP_SIMPLE = 8
#: a rank stone the side to move could take over by its next claim's reap
REAP_RANK = 1400


class Bot(protocol.Bot[TulagaGame, TulagaMove], Protocol):
    """Every game's bot (:class:`tulakit.protocol.Bot`), which also says why it chose."""

    def explain_last(self) -> str:
        """One line on why the last chosen move was chosen."""


# -- shared helpers -----------------------------------------------------------------------
def _state_for(game: TulagaGame) -> FastState:
    """The lean copy a bot thinks on; a finished game has no move to choose."""
    if game.is_over():
        raise ValueError("the game is over: there is no move to choose")
    return FastState.from_game(game)


def _stoppable(units: list[frozenset[int]]) -> bool:
    """True when one stone lies in every unit's stopping points, i.e. one block is enough."""
    common = set(units[0])
    for unit in units[1:]:
        common &= unit
        if not common:
            return False
    return True


def evaluate(state: FastState, colour: int) -> int:
    """How good ``state`` is for ``colour``, in thousandths of a rank stone.

    Rank stones on the board dominate (TULAGA-7), then Tulagas about to be claimed, then
    how far each side's perimeters and rows have grown.

    >>> evaluate(FastState(), 0)
    0
    """
    won = state.winner_now()
    if won is not None:
        return WIN if won == colour else -WIN
    ranks, cells = state.ranks, state.cells
    mover = state.to_move
    other = 1 - mover
    # rank stones on the board: the piles started equal, so compare what is left in them
    value = RANK * (ranks[other] - ranks[mover])  # for the mover
    mover_units = state.threat_units(mover)
    other_units = state.threat_units(other)
    if mover_units and ranks[mover] == 1:
        return WIN_SOON if colour == mover else -WIN_SOON  # TULAGA-7: claims and wins
    if other_units and ranks[other] == 1 and not mover_units and not _stoppable(other_units):
        # the mover has no claim (so no reap) and cannot stop every threat
        return -WIN_SOON if colour == mover else WIN_SOON
    if mover_units:
        # the mover claims now, and may take over rank stones by reaping (TULAGA-6)
        value += CLAIM_NOW
        value += REAP_RANK * state.best_rank_reap(mover, state.threat_rank_points(mover))
    if other_units:
        if mover_units or not _stoppable(other_units):
            value -= UNSTOPPABLE
            value -= REAP_RANK * state.best_rank_reap(other, state.threat_rank_points(other)) // 2
        else:
            value -= STOPPABLE
    # progress towards new Tulagas
    empty_p, empty_r = state.pc[0], state.rc[0]
    for side, sign in ((mover, 1), (other, -1)):
        mine_p = state.pc[1 + side]
        progress = 0
        for c in CENTRES:
            n = mine_p[c]
            if n < 3 and cells[c] == 0 and n + empty_p[c] >= 4:
                progress += PERIMETER_PROGRESS[n]
        mine_r, theirs_r = state.rc[1 + side], state.rc[2 - side]
        for r in range(N_ROWS):
            n = mine_r[r]
            if 2 <= n < 4 and theirs_r[r] == 0 and n + empty_r[r] == 5:
                progress += ROW_PROGRESS[n]
        # a nearly empty pile loses the game (TULAGA-3)
        if state.simple[side] < 3:
            progress -= 40 * (3 - state.simple[side])
        value += sign * progress
    return value if colour == mover else -value


def reap_value(state: FastState, origin: int, direction: str) -> int:
    """The immediate gain of reaping from ``origin``: rank stones taken over, simple
    stones sent home (TULAGA-6)."""
    ranks, simples = state.reap_gain(origin, direction)
    return ranks * RANK + simples * REAP_SIMPLE


def best_reap(state: FastState, origin: int) -> str | None:
    """The reap direction with the largest immediate gain, ``None`` when nothing gains."""
    best, best_value = None, 0
    for d in DIRS:
        v = reap_value(state, origin, d)
        if v > best_value:
            best, best_value = d, v
    return best


def claim_moves(state: FastState, every_reap: bool = False) -> list[FastMove]:
    """Every claiming turn; reaps pruned to the best by immediate gain unless
    ``every_reap`` (a reap never harms the reaper, so a gainless one is left out)."""
    out: list[FastMove] = []
    final = state.wins_by_claim()
    for place in state.empties():
        for claim in state.claims(place):
            if final:
                out.append((place, claim, None))
            elif every_reap:
                out.append((place, claim, None))
                out.extend((place, claim, d) for d in DIRS if reap_value(state, claim[1], d) > 0)
            else:
                out.append((place, claim, best_reap(state, claim[1])))
    return out


def placement_order(state: FastState) -> list[int]:
    """Empty points, most promising first: blocks of the opponent's threats, then points
    that grow the mover's perimeters and rows or spoil the opponent's."""
    me = state.to_move
    them = 1 - me
    cells = state.cells
    mine_p, theirs_p, empty_p = state.pc[1 + me], state.pc[2 - me], state.pc[0]
    mine_r, theirs_r = state.rc[1 + me], state.rc[2 - me]
    blocks: dict[int, int] = {}
    for unit in state.threat_units(them):
        for q in unit:
            blocks[q] = blocks.get(q, 0) + 1
    scored = []
    for p in state.empties():
        score = 5000 * blocks.get(p, 0)
        for c in CENTRES_AROUND[p]:
            if cells[c] == 0:
                n, o = mine_p[c], theirs_p[c]
                if o <= 4 - n - 1 and n + empty_p[c] >= 4:
                    score += (n + 1) * (n + 1) * 10
                score += o * o * 4  # spoiling their perimeter a little
        if p in PERIMETER:
            o = theirs_p[p]
            score += o * o * 12  # a stone on their centre spoils the whole perimeter
        for r in ROW_IDS_AT[p]:
            if theirs_r[r] == 0:
                score += mine_r[r] * mine_r[r] * 3
        scored.append((-score, p))
    scored.sort()
    return [p for _, p in scored]


def describe_move(state: FastState, move: FastMove) -> str:
    """A move in words, seen from ``state`` before it is played."""
    place, claim, reap = move
    me = state.to_move
    if claim is None:
        them_units = state.threat_units(1 - me)
        if any(place in unit for unit in them_units):
            return f"places {name(place)}, stopping a Tulaga {COLOUR_NAMES[1 - me]} threatened"
        return f"places {name(place)}"
    stones, rank_point, centre = claim
    if centre is None:
        what = (
            f"claims the row {name(stones[0])}-{name(stones[-1])} "
            f"with its rank stone on {name(rank_point)}"
        )
    else:
        what = f"claims the perimeter around {name(centre)}"
    text = f"places {name(place)} and {what}"
    if state.wins_by_claim():
        return text + ", landing its last rank stone"
    if reap is not None:
        ranks, simples = state.reap_gain(rank_point, reap)
        colour = COLOUR_NAMES[1 - me].lower()
        gains = []
        if ranks:
            gains.append(f"taking over {counted(ranks, f'{colour} rank stone')}")
        if simples:
            gains.append(f"sending {counted(simples, f'{colour} stone')} home")
        text += f", then reaps {DIRECTION_NAMES[reap]}"
        if gains:
            text += ", " + and_list(gains)
    return text


# -- the bots -----------------------------------------------------------------------------
class RandomBot:
    """Uniform placements; claims half the time it can (see the module doc)."""

    def __init__(self, seed: int = 0) -> None:
        self.name = "random"
        self.rng = random.Random(seed)
        self._last = "has not moved yet"

    def choose(self, game: TulagaGame) -> TulagaMove:
        state = _state_for(game)
        move = state.random_turn(self.rng)
        self._last = describe_move(state, move) + " (at random)"
        return to_tulaga_move(move)

    def explain_last(self) -> str:
        return self._last


class GreedyBot:
    """One turn of look-ahead: claims whenever it can, else the best-evaluated placement."""

    def __init__(self, seed: int = 0) -> None:
        self.name = "greedy"
        self.rng = random.Random(seed)
        self._last = "has not moved yet"

    def choose(self, game: TulagaGame) -> TulagaMove:
        state = _state_for(game)
        me = state.to_move
        claims = claim_moves(state, every_reap=True)
        # claiming is always preferred: a rank stone on the board is the goal (TULAGA-7)
        candidates = claims or [(p, None, None) for p in state.empties()]
        best: list[FastMove] = []
        best_value = -2 * WIN
        for move in candidates:
            after = state.copy()
            after.play_move(move)
            value = evaluate(after, me)
            _, claim, reap = move
            if claim is not None and reap is not None:  # a reap comes only with a claim
                # rank stones taken are in the evaluation already; the simple stones
                # sent home are worth a little more than it sees
                value += REAP_SIMPLE * state.reap_gain(claim[1], reap)[1]
            if value > best_value:
                best, best_value = [move], value
            elif value == best_value:
                best.append(move)
        move = self.rng.choice(best)  # ties broken at random, from the seed
        self._last = describe_move(state, move)
        if not claims and self._last == f"places {name(move[0])}":
            self._last += ", the point it rates best one move ahead (no claim was open)"
        return to_tulaga_move(move)

    def explain_last(self) -> str:
        return self._last


class _OutOfTime(Exception):
    """Raised inside the search when the budget (time or positions) is spent."""


class StrongBot:
    """Alpha-beta with iterative deepening over :func:`evaluate`, ``budget`` s per move
    and at most about ``nodes`` positions (no limit when ``None``).

    A depth that runs out of budget is dropped: the move is the deepest finished search's.
    """

    #: placements searched below the root, after ordering (the root searches all)
    INNER_WIDTH = 10
    #: share of the budget the search may start new work in; the rest is margin
    MARGIN = 0.9

    def __init__(self, seed: int = 0, budget: float = 1.0, nodes: int | None = None) -> None:
        if nodes is not None and nodes < 1:
            raise ValueError(f"nodes must be a positive whole number or None, not {nodes!r}")
        self.name = "strong"
        self.rng = random.Random(seed)
        self.budget = budget
        #: the most positions one move may search (fixed work: the same moves anywhere)
        self.max_nodes = nodes
        self._last = "has not moved yet"
        self.nodes = 0
        self.depth = 0
        self._deadline = 0.0

    def choose(self, game: TulagaGame) -> TulagaMove:
        start = time.perf_counter()
        self._deadline = start + self.budget * self.MARGIN
        state = _state_for(game)
        self.nodes = 0
        moves = self._moves(state, root=True)
        best = moves[0]
        self.depth = 0
        depth = 1
        while depth <= 30:
            try:
                value, move = self._root(state, moves, depth)
            except _OutOfTime:
                break
            best, self.depth = move, depth
            moves.remove(move)
            moves.insert(0, move)  # search the best first next time
            if abs(value) >= WIN_SOON:
                break  # a forced win or loss is known: no need to look further
            depth += 1
        self._last = (
            f"{describe_move(state, best)} (searched {self.depth} turn"
            f"{'s' * (self.depth > 1)} ahead, {self.nodes} positions)"
        )
        return to_tulaga_move(best)

    def explain_last(self) -> str:
        return self._last

    def _moves(self, state: FastState, root: bool) -> list[FastMove]:
        moves = claim_moves(state)
        order = placement_order(state)
        if not root:
            order = order[: self.INNER_WIDTH]
        moves.extend((p, None, None) for p in order)
        return moves

    def _root(self, state: FastState, moves: list[FastMove], depth: int) -> tuple[int, FastMove]:
        alpha, beta = -2 * WIN, 2 * WIN
        best = moves[0]
        for move in moves:
            child = state.copy()
            child.play_move(move)
            value = -self._search(child, depth - 1, -beta, -alpha)
            if value > alpha:
                alpha, best = value, move
        return alpha, best

    def _search(self, state: FastState, depth: int, alpha: int, beta: int) -> int:
        self.nodes += 1
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise _OutOfTime
        if self.nodes & 7 == 0 and time.perf_counter() > self._deadline:
            raise _OutOfTime
        if depth <= 0 or state.is_over():
            return evaluate(state, state.to_move)
        for move in self._moves(state, root=False):
            child = state.copy()
            child.play_move(move)
            value = -self._search(child, depth - 1, -beta, -alpha)
            if value > alpha:
                alpha = value
                if alpha >= beta:
                    break
        return alpha


def make_bot(level: str, *, seed: int = 0, budget: float = 1.0, nodes: int | None = None) -> Bot:
    """A bot of ``level`` ``'random'``, ``'greedy'`` or ``'strong'``; ``budget`` (seconds
    a move) and ``nodes`` (positions a move, ``None`` for no limit) bound the strong bot.

    >>> make_bot("strong", budget=0.05).name
    'strong'
    >>> make_bot("strong", nodes=500).max_nodes
    500
    """
    if level == "random":
        return RandomBot(seed)
    if level == "greedy":
        return GreedyBot(seed)
    if level == "strong":
        return StrongBot(seed, budget, nodes)
    raise ValueError(f"unknown bot level {level!r}: choose one of {', '.join(KINDS)}")


__all__ = [
    "KINDS",
    "Bot",
    "GreedyBot",
    "RandomBot",
    "StrongBot",
    "evaluate",
    "make_bot",
]
