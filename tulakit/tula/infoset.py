"""Information-set search for Tula: choose a take from what the player can see.

The player sees the face-up tiles and the stack; every arrangement of the unseen tiles on
the face-down positions is equally likely (the deal was shuffled and nothing seen depends
on how the rest lies). :func:`search` scores each candidate take or exchange on samples of
those arrangements, with two fixes over plain determinization (solve each sample with
perfect information and count wins):

- **nested sampling**: a candidate is played on, through forced takes, to the next real
  choice. What the player has seen by then is kept, the tiles still face down are
  shuffled again ``inner`` times, and the next move is the *one* that wins most often over
  those re-deals, as a player who knows only what is in view would have to pick it. A
  sample's value is that move's share of wins, so the next choice never profits from
  tiles it could not see (the "strategy fusion" of plain determinization). The move is
  picked on half of the re-deals and scored on the other half, and the other way round
  (a "double estimate"): scored on the re-deals that picked it, the luckiest-looking
  option would be overrated. Past that choice the solver plays on with every tile known
  (the bench's deeper search, ``bench/tula_deep_search.py``, makes the choice after it
  honestly too, through ``option_value``: about ``inner`` times the work, and no
  stronger, docs/measured.md);
- **exact endgame**: with ``exact_limit`` or fewer tiles face down, every way the rest can
  be revealed is tried and the value of each candidate is the exact chance of winning
  with honest play from there on (an expectimax over what the reveals show).

Samples are drawn ``batch`` at a time; drawing stops once the leader is clearly ahead of
the runner-up on the samples both saw (a paired test), so easy choices cost little.

>>> from tulakit.tula.game import TulaGame
>>> from tulakit.tula.tiles import shuffled_deal
>>> import random
>>> game = TulaGame(shuffled_deal(10))  # the opening tile matches no layer-3 tile
>>> game.play_all(["R23", "T23", "R20", "R21", "R22"])
>>> scored = search(game, random.Random(0), outer=8, inner=4)
>>> [str(s.move) for s in scored]
['X20', 'X21', 'X22']
>>> all(0.0 <= s.value <= 1.0 for s in scored)
True
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import permutations

from tulakit.tula.game import TulaGame
from tulakit.tula.geometry import ALL, DEPENDENTS, bits, is_open, open_mask
from tulakit.tula.in_view import move_effects, obvious_move, visible_key
from tulakit.tula.moves import TulaMove
from tulakit.tula.solver import Searcher
from tulakit.tula.tiles import matches

__all__ = ["OptionValue", "Scored", "best_scored", "search", "solved"]

#: the code standing for a gone or face-down position in an arrangement (Searcher reads
#: an empty code as gone; face-down positions are filled in before any search)
_GONE = ""
_Memo = dict[tuple[int, str, tuple[str, ...], tuple[str, ...]], float]
#: how clear a lead must be (in standard errors of the paired differences) to stop
_SETTLE_Z = 2.0


@dataclass(frozen=True)
class Scored:
    """A candidate move, its estimated chance of winning with honest play, and the effort.

    ``value`` is between 0 and 1; ``samples`` is how many arrangements of the hidden tiles
    it was judged on (0 when the value is exact); ``opens`` the tiles the move opens.
    """

    move: TulaMove
    value: float
    samples: int
    opens: int


def best_scored(scored: Sequence[Scored]) -> Scored:
    """Highest value; then the take that opens most; then the higher position.

    >>> a = Scored(TulaMove("T", 3), 0.5, 8, 0)
    >>> b = Scored(TulaMove("T", 9), 0.5, 8, 1)
    >>> best_scored([a, b]).move
    TulaMove(kind='T', position=9)
    """
    return max(scored, key=lambda s: (s.value, s.opens, s.move.kind == "T", s.move.position))


#: What taking position ``q`` at an honest choice is worth on one re-deal:
#: ``(arrangement, q, gone, face_up, still, rng, searchers)``, with ``gone`` and
#: ``face_up`` as they are once ``q`` has left, ``still`` the positions still face down
#: and ``searchers`` a cache of the arrangement's solver (empty, or one to share).
OptionValue = Callable[[list[str], int, int, int, int, random.Random, list[Searcher]], float]


def solved(
    arrangement: list[str],
    q: int,
    gone: int,
    face_up: int,
    still: int,
    rng: random.Random,
    searchers: list[Searcher],
) -> float:
    """The search's :data:`OptionValue`: 1 if the solver, seeing every tile of
    ``arrangement`` from there on, wins after ``q`` is taken, else 0."""
    if not searchers:
        searchers.append(Searcher(arrangement))
    return float(searchers[0].wins(gone, arrangement[q]))


@dataclass(frozen=True)
class _Shape:
    """How a sample is judged: ``inner`` re-deals at each honest choice, an exact value
    once ``inner_exact`` or fewer tiles are face down, and each option at the choice
    valued by ``option_value``."""

    inner: int
    inner_exact: int
    option_value: OptionValue = solved


@dataclass
class _Cand:
    move: TulaMove
    gone: int
    top_position: int  # where the new top comes from (for an exchange, the swapped tile)
    face_up: int
    opened: int  # face-down tiles that open at once and are turned up
    values: list[float]


def _candidates(game: TulaGame) -> list[_Cand]:
    return [_Cand(*effect, []) for effect in move_effects(game)]


def _opened_by(q: int, gone: int, face_up: int) -> int:
    """Face-down tiles that open when ``q`` has just left (``gone`` includes ``q``)."""
    out = 0
    for j in DEPENDENTS[q]:
        if not (gone | face_up) >> j & 1 and is_open(j, gone):
            out |= 1 << j
    return out


def _to_next_choice(
    tiles: Sequence[str], gone: int, face_up: int, opened: int, top: str
) -> tuple[int, int, int, str, list[int]]:
    """Play on through forced takes, turning up what opens (TULA-9), to the next choice.

    Returns ``(seen, gone, face_up, top, options)``: the positions turned up on the way,
    the state at the choice and the positions that may be taken there (none: the game is
    over, won when ``gone`` is everything).
    """
    seen = 0
    while True:
        if gone == ALL:
            return seen, gone, face_up, top, []
        seen |= opened
        face_up |= opened
        options = [q for q in bits(face_up) if matches(top, tiles[q])]
        if len(options) != 1:
            return seen, gone, face_up, top, options
        q = options[0]  # forced: no choice, so no information is needed for it
        gone |= 1 << q
        face_up &= ~(1 << q)
        top = tiles[q]
        opened = _opened_by(q, gone, face_up)


def _nested_value(
    tiles: list[str],
    effect: tuple[int, int, int, str],
    hidden: int,
    rng: random.Random,
    shape: _Shape,
    shared: list[Searcher],
) -> float:
    """One outer sample of a candidate: its honest chance of winning on this arrangement.

    ``effect`` is what the candidate left: ``(gone, face_up, opened, top)``. The next
    choice is made honestly (by re-deals of what is still face down), each option
    valued by ``shape.option_value`` (the solver, with every tile known). ``shared`` holds the searcher of ``tiles`` once
    made: candidates that take a tile play on the same arrangement first, and share what
    its searcher has proved.
    """
    seen, gone, face_up, _, options = _to_next_choice(tiles, *effect)
    if not options:
        return 1.0 if gone == ALL else 0.0
    still = hidden & ~seen & ~gone
    if still.bit_count() <= shape.inner_exact:
        known = [_GONE if (still >> p) & 1 else t for p, t in enumerate(tiles)]
        unseen = tuple(tiles[p] for p in bits(still))
        memo: _Memo = {}
        return max(_take_value(known, gone, face_up, q, still, unseen, memo) for q in options)
    positions = list(bits(still))
    codes = [tiles[p] for p in positions]
    # wins per option on the even and on the odd re-deals
    wins = [[0.0] * len(options), [0.0] * len(options)]
    arrangement = tiles
    searchers = shared
    for j in range(shape.inner):
        if j:
            rng.shuffle(codes)
            arrangement = list(tiles)
            for p, code in zip(positions, codes, strict=True):
                arrangement[p] = code
            searchers = []  # a searcher reads only the tiles left (``gone`` below)
        half = wins[j & 1]
        for i, q in enumerate(options):
            after_gone, after_up = gone | 1 << q, face_up & ~(1 << q)
            half[i] += shape.option_value(
                arrangement, q, after_gone, after_up, still, rng, searchers
            )
    return (_picked(wins[0], wins[1]) + _picked(wins[1], wins[0])) / shape.inner


def _picked(choose: list[float], judge: list[float]) -> float:
    """The wins, on ``judge``'s re-deals, of the option ``choose``'s re-deals prefer.

    Picking the best of several options and scoring it on the same few samples would
    overrate it (the best-looking is often the luckiest), and the more so the more
    options the next choice has; scoring it on other samples does not (a "double
    estimate"). Options tied in ``choose`` share the pick.

    >>> _picked([3, 1, 3], [0, 2, 1])
    0.5
    """
    top = max(choose)
    tied = [j for c, j in zip(choose, judge, strict=True) if c == top]
    return sum(tied) / len(tied)


def _take_value(
    known: list[str],
    gone: int,
    face_up: int,
    q: int,
    hidden: int,
    unseen: tuple[str, ...],
    memo: _Memo,
) -> float:
    """Exact honest chance of winning after taking face-up ``q``, averaged over reveals.

    ``known`` holds the codes in view (``_GONE`` at face-down positions), ``hidden`` the
    face-down positions and ``unseen`` the codes that may lie there, in any order.
    """
    gone |= 1 << q
    face_up &= ~(1 << q)
    top = known[q]
    opened = _opened_by(q, gone, face_up) & hidden
    if not opened:
        return _choice_value(known, gone, face_up, top, hidden, unseen, memo)
    spots = list(bits(opened))
    rest = hidden & ~opened
    total = 0.0
    count = 0
    for codes in permutations(unseen, len(spots)):
        board = list(known)
        for p, code in zip(spots, codes, strict=True):
            board[p] = code
        left = list(unseen)
        for code in codes:
            left.remove(code)
        total += _choice_value(board, gone, face_up | opened, top, rest, tuple(left), memo)
        count += 1
    return total / count


def _choice_value(
    known: list[str],
    gone: int,
    face_up: int,
    top: str,
    hidden: int,
    unseen: tuple[str, ...],
    memo: _Memo,
) -> float:
    """Exact honest chance of winning from a position, with ``top`` on the stack."""
    if gone == ALL:
        return 1.0
    if not hidden:
        return 1.0 if Searcher(known).wins(gone, top) else 0.0
    # the unseen codes belong in the key: the same tiles in view with a different stack
    # leave different codes face down
    key = (gone, top, tuple(known[p] for p in bits(face_up)), unseen)
    found = memo.get(key)
    if found is not None:
        return found
    best = 0.0
    for p in bits(face_up):
        if matches(top, known[p]):
            best = max(best, _take_value(known, gone, face_up, p, hidden, unseen, memo))
            if best == 1.0:
                break
    memo[key] = best
    return best


def _paired_ahead(first: list[float], other: list[float]) -> bool:
    """Is ``first`` clearly better than ``other`` on the samples both were judged on?"""
    n = min(len(first), len(other))
    diffs = [a - b for a, b in zip(first[:n], other[:n], strict=True)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / max(1, n - 1)
    if var == 0:
        return mean > 0
    return mean > _SETTLE_Z * math.sqrt(var / n)


def search(
    game: TulaGame,
    rng: random.Random,
    *,
    outer: int = 48,
    inner: int = 6,
    batch: int = 8,
    exact_limit: int = 5,
    inner_exact: int = 3,
    adaptive: bool = True,
    option_value: OptionValue = solved,
) -> list[Scored]:
    """Score each take or exchange of ``game`` from what the player can see.

    ``outer`` is the most arrangements of the hidden tiles drawn, ``batch`` at a time;
    for each, ``inner`` re-deals of what is still face down at the next choice pick the
    next move (see the module's text), or, with ``inner_exact`` or fewer tiles still
    face down there, an exact honest value. With ``exact_limit`` or fewer tiles face down
    now, the values are exact and nothing is sampled. Without ``adaptive`` every
    candidate is judged on all ``outer`` arrangements (a review compares them all);
    with it, sampling stops early once the leader is clear. ``option_value`` values each
    option at the next choice (by default :func:`solved`: the solver plays on with every
    tile known; ``bench/tula_deep_search.py`` makes more choices honestly). Returns one
    :class:`Scored` per candidate, in the order of ``game.legal_moves()``. Call it after
    revealing what can be revealed.
    """
    top = game.top
    if top is None:
        raise ValueError("search() is for positions after the opening")
    cands = _candidates(game)
    if not cands:
        raise ValueError("search() needs a position with a take or an exchange to choose")
    shape = _Shape(inner, inner_exact, option_value)
    known = [game.visible_tile(p) or _GONE for p in range(24)]
    hidden = ALL & ~game.gone_mask & ~game.face_up_mask
    unseen = tuple(game.unseen_tiles())
    opens = {
        id(c): (open_mask(c.gone) & ~open_mask(game.gone_mask)).bit_count()
        if c.move.kind == "T"
        else 0
        for c in cands
    }
    if hidden.bit_count() <= exact_limit:
        memo: _Memo = {}
        scored = []
        for c in cands:
            if c.move.kind == "T":
                value = _take_value(
                    known, game.gone_mask, game.face_up_mask, c.top_position, hidden, unseen, memo
                )
            else:  # only right after the opening, with many tiles hidden: never met here
                value = 0.0
            scored.append(Scored(c.move, value, 0, opens[id(c)]))
        return scored
    positions = list(bits(hidden))
    active = list(cands)
    drawn = 0
    while drawn < outer and (len(active) > 1 or not adaptive):
        for _ in range(min(batch, outer - drawn)):
            codes = list(unseen)
            rng.shuffle(codes)
            tiles = list(known)
            for p, code in zip(positions, codes, strict=True):
                tiles[p] = code
            shared: list[Searcher] = []
            for c in active:
                p = c.top_position
                effect = (c.gone, c.face_up, c.opened, tiles[p])
                if c.move.kind == "T":
                    value = _nested_value(tiles, effect, hidden, rng, shape, shared)
                else:
                    swapped = list(tiles)
                    swapped[p] = top
                    value = _nested_value(swapped, effect, hidden, rng, shape, [])
                c.values.append(value)
            drawn += 1
        if adaptive:
            active = _narrow(active)
    leader = max(cands, key=lambda c: (len(c.values), sum(c.values)))
    return [Scored(c.move, _value(c, leader), len(c.values), opens[id(c)]) for c in cands]


def _value(cand: _Cand, leader: _Cand) -> float:
    """A candidate's mean value; for one dropped early, measured against the leader.

    A candidate the leader clearly beat stopped being sampled, so its own mean is over
    fewer (and other) samples than the leader's, and could even exceed the leader's final
    mean by chance. Its value is the leader's mean less their paired difference on the
    samples both had, which keeps the order the paired test found.

    >>> lead = _Cand(TulaMove("T", 1), 0, 1, 0, 0, [1.0, 0.0, 0.0, 0.0])
    >>> early = _Cand(TulaMove("T", 2), 0, 2, 0, 0, [0.5, 0.0])
    >>> _value(lead, lead), _value(early, lead)
    (0.25, 0.0)
    """
    n = len(cand.values)
    own = sum(cand.values) / n
    if n >= len(leader.values):
        return own
    shared = sum(leader.values[:n]) / n
    return min(1.0, max(0.0, sum(leader.values) / len(leader.values) - (shared - own)))


def _narrow(active: list[_Cand]) -> list[_Cand]:
    """The candidates still worth sampling: none the leader clearly beats.

    The leader stays; sampling ends (one candidate left) when it is clearly ahead of all
    others, or when nothing has won anywhere yet after two batches' worth of samples.
    """
    ranked = sorted(active, key=lambda c: sum(c.values), reverse=True)
    leader = ranked[0]
    if not any(leader.values) and len(leader.values) >= 16:
        return ranked[:1]
    return [leader] + [
        c
        for c in ranked[1:]
        if not _paired_ahead(leader.values, c.values)
        and not (c.values == leader.values and len(c.values) >= 24)  # a tie: no need to go on
    ]


class InfoSetBot:
    """The honest bot: reveals first, plays forced moves, and otherwise :func:`search`.

    It never looks at a face-down tile; the same seed gives the same decisions on the
    same visible position. How often it wins, how fast, and against the earlier honest
    bot and a deeper search: docs/measured.md (``bench/bench_tula_honest.py``).

    >>> from tulakit.tula.tiles import shuffled_deal
    >>> InfoSetBot(seed=3)(TulaGame(shuffled_deal(2)))
    TulaMove(kind='R', position=23)
    """

    name = "honest"

    def __init__(
        self,
        seed: int = 0,
        *,
        outer: int = 48,
        inner: int = 6,
        exact_limit: int = 5,
        inner_exact: int = 3,
    ) -> None:
        self.seed = seed
        self.outer = outer
        self.inner = inner
        self.exact_limit = exact_limit
        self.inner_exact = inner_exact

    def __repr__(self) -> str:
        return (
            f"InfoSetBot(seed={self.seed}, outer={self.outer}, inner={self.inner}, "
            f"exact_limit={self.exact_limit}, inner_exact={self.inner_exact})"
        )

    def choose(self, game: TulaGame) -> TulaMove:
        """The move for ``game`` (:class:`tulakit.protocol.Bot`); the same as a call."""
        return self(game)

    def __call__(self, game: TulaGame) -> TulaMove:
        obvious = obvious_move(game)
        if obvious is not None:
            return obvious
        # a generator per decision, seeded by the seed and what is in view only
        rng = random.Random(f"{self.seed}|{visible_key(game)}")
        scored = search(
            game,
            rng,
            outer=self.outer,
            inner=self.inner,
            exact_limit=self.exact_limit,
            inner_exact=self.inner_exact,
        )
        return best_scored(scored).move
