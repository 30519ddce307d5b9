"""An exact Tula solver for perfect information (every tile's place known).

With perfect information revealing is free, so a tile is available exactly when it is
open (TULA-4), and opening is monotone: a tile once open stays open. A position is then
just *which tiles are left* and *which tile is on top*, and "can this deal be won?" asks
for a Hamiltonian path through the match graph (TULA-5) that respects the order in which
tiles open. The search is depth-first over ``(tiles left, top)`` with:

- bit masks for everything: per-deal suit and value group masks (a tile's matches are its
  suit group XOR its value group), precomputed opening requirements, and a cache of
  "which tiles open when this one leaves" shared by every deal;
- a memo of states already proved lost (a depth-first search that returns has failed);
- a cheap Hamiltonian-path refutation: every tile left needs a match among (tiles left +
  top), and at most one may have a single match - it must then be the last tile taken.
  Only the top's neighbours lose a match at each step, and the suit/value group sizes
  tell which of them can drop that low without looking at each one;
- a forced tail: from that last tile back, while the earliest tile of the tail has one
  match left outside it, that match must come just before it. The tail stays to the end,
  so a tile that cannot open while it stays (it lies under a tail tile, or a tail tile
  blocks every corner) refutes the position; most failures are such openings too late;
- a lookahead: a take after which the new top matches no open tile is refuted in place;
- move ordering by position, upper layers first: internally position ``p`` is bit
  ``23 - p``, so the lowest set bit is the preferred move.

>>> from tulakit.tula.tiles import shuffled_deal
>>> sol = solve(shuffled_deal(2))
>>> sol.winnable, [str(m) for m in sol.moves[:2]], len(sol.takes)
(True, ['R23', 'T23'], 24)
>>> solve(shuffled_deal(0)).winnable
False
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from operator import itemgetter, xor

from tulakit.tula.geometry import (
    ALL,
    CORNER_BLOCKERS,
    COVERED_BY,
    DEPENDENTS,
    LAYER3,
    N_POSITIONS,
    TOP_POSITION,
    open_mask,
)
from tulakit.tula.moves import TulaMove
from tulakit.tula.tiles import ALL_TILES, check_deal, matches

__all__ = ["Searcher", "Solution", "solve", "winnable_deal", "winnable_with_and_without_mercy"]


# -- geometry in internal numbering (internal index = 23 - position) ----------------------
def _to_internal(mask: int) -> int:
    """Mirror a 24-bit position mask (bit p -> bit 23 - p); the map is its own inverse.

    >>> _to_internal(1 << 23), _to_internal(1)
    (1, 8388608)
    """
    return int(f"{mask:024b}"[::-1], 2)


def _or_all(masks: Iterable[int]) -> int:
    out = 0
    for m in masks:
        out |= m
    return out


def _minimal(masks: set[int]) -> tuple[int, ...]:
    """Drop masks that contain another one: they can never be the first to be met."""
    return tuple(m for m in sorted(masks) if not any(o != m and o & m == o for o in masks))


#: _REQS[i]: internal index i is open once one of these masks is wholly gone
#: (its covering tiles plus the edge neighbours of one corner: TULA-2, TULA-4)
_REQS: tuple[tuple[int, ...], ...] = tuple(
    tuple(_to_internal(m) for m in _minimal({COVERED_BY[p] | c for c in CORNER_BLOCKERS[p]}))
    for p in reversed(range(N_POSITIONS))
)
#: _DEPS[i]: the internal indices whose openness may change when index i leaves
_DEPS: tuple[tuple[int, ...], ...] = tuple(
    tuple(23 - j for j in DEPENDENTS[p]) for p in reversed(range(N_POSITIONS))
)
#: _REL[i]: the bits of the gone mask that decide which of _DEPS[i] are open
_REL: tuple[int, ...] = tuple(
    _or_all([1 << j for j in _DEPS[i]] + [m for j in _DEPS[i] for m in _REQS[j]])
    for i in range(N_POSITIONS)
)
#: (relevant bits of the tiles left | i << 24) -> the dependents of i left and open once i
#: leaves; geometry only, so one cache serves every deal and stays small (a few thousand
#: entries).
_OPENED: dict[int, int] = {}

#: A candidate taken by the search: its bit, its index, the index as the memo key wants it
#: (``i << 24``, above the 24 bits of the tiles left) and the mask that turns a memo key
#: into its _OPENED key.
_Candidate = tuple[int, int, int, int]
#: candidate mask -> its candidates, lowest bit first. Only a few thousand masks occur (the
#: open tiles that match the top), so the bit arithmetic is done once per mask.
_CANDIDATES: dict[int, tuple[_Candidate, ...]] = {}


def _candidates(mask: int) -> tuple[_Candidate, ...]:
    """The candidates of a mask, lowest bit first.

    >>> [c[:3] for c in _candidates(0b1010)]
    [(2, 1, 16777216), (8, 3, 50331648)]
    """
    out = []
    while mask:
        low = mask & -mask
        i = low.bit_length() - 1
        out.append((low, i, i << 24, _REL[i] | 31 << 24))
        mask ^= low
    return tuple(out)


#: tail -> the tiles outside it that cannot open while it stays (geometry only, shared by
#: every deal; a couple of thousand tails occur)
_NEVER_OPEN: dict[int, int] = {}


def _never_open(tail: int) -> int:
    """The internal indices outside ``tail`` that stay closed while all of ``tail`` stays.

    Each of them has every way of opening (TULA-2, TULA-4) blocked by a tile in ``tail``.

    >>> covered = _never_open(_to_internal(1 << 13))  # 13 covers positions 0, 1, 4, 5
    >>> sorted(23 - i for i in range(24) if covered >> i & 1)
    [0, 1, 4, 5]
    """
    out = 0
    for j in range(N_POSITIONS):
        if not tail >> j & 1 and all(req & tail for req in _REQS[j]):
            out |= 1 << j
    return out


def _opened(i: int, gone: int) -> int:
    out = 0
    for j in _DEPS[i]:
        for req in _REQS[j]:
            if not req & ~gone:
                out |= 1 << j
                break
    return out


_SUIT_INDEX = {s: n for n, s in enumerate("SMCA")}
_INFO = {t: (_SUIT_INDEX[t[0]], int(t[1])) for t in ALL_TILES}
_ALL_SET = frozenset(ALL_TILES)
_FULL = ALL  # 24 bits, the same in both numberings
_TOP = 23 - TOP_POSITION  # internal index of the layer-4 tile
_L3_POSITIONS = _or_all(1 << p for p in LAYER3)
_L3 = _to_internal(_L3_POSITIONS)
_TOP_KEY = 24  # index of a top tile given by code rather than by a temple position
_POSITION_OF = (23).__sub__  # internal index -> position
# Moves are immutable, so the solver hands out shared instances (building one validates).
_REVEAL = tuple(TulaMove("R", p) for p in range(N_POSITIONS))
_TAKE = tuple(TulaMove("T", p) for p in range(N_POSITIONS))
_EXCHANGE = {p: TulaMove("X", p) for p in LAYER3}

# Masks are built from the codes joined into bytes (suit, value, suit, value, ...) with
# C-level translate/int/map calls, cheaper than a Python loop over the tiles (building
# them is a sizeable part of an average solve). "X9" stands for a gone tile: it belongs to
# no group.
#: bytes -> "1" where a letter's bit is set: suits in two bits (S 00, M 01, C 10, A 11),
#: values in three (their binary digits), so five conversions give all ten groups
_BIT_TABLES = tuple(
    bytes.maketrans(letters, bytes(48 + (n >> k & 1) for n in range(len(letters) - 1)) + b"0")
    for letters in (b"SMCAX", b"0123459")
    for k in range(2 if letters == b"SMCAX" else 3)
)
_BASE2 = (2,) * 5
#: suit letter or value digit -> its group number (10 and 11: the empty groups of "X9")
_GROUP_INDEX = bytes.maketrans(b"SMCA012345X9", bytes(range(12)))
_GONE_CODE = "X9"


@lru_cache(maxsize=1 << 14)
def _open_among(rem: int) -> int:
    """The open tiles among ``rem`` (internal numbering; TULA-2, TULA-4).

    A bot asks this of the same few positions for every sample it solves, so the answers
    are kept: working them out took a sixth of the honest bot's time.
    """
    return _to_internal(open_mask(_to_internal(_FULL & ~rem))) & rem


def _groups(codes: bytes, present: int = _FULL) -> list[int]:
    """The group masks of an arrangement, from its 24 codes joined (``"X9"``: gone).

    By group number (suits S M C A, values 0-5, then two empty groups for ``"X9"``), the
    internal indices of the tiles in that group. ``present`` is the mask of tiles not gone.

    >>> groups = _groups("".join(["S0", "S1", "M0"] + ["X9"] * 21).encode(), 0b111 << 21)
    >>> [bin(_to_internal(g)) for g in groups[:2] + groups[4:6]]  # S, M, value 0, value 1
    ['0b11', '0b100', '0b101', '0b10']
    """
    suits = codes[0::2]
    values = codes[1::2]
    s0, s1, v0, v1, v2 = map(
        int, map(bytes.translate, (suits, suits, values, values, values), _BIT_TABLES), _BASE2
    )
    arms = s0 & s1
    three = v0 & v1
    five = v0 & v2
    return [
        present - (s0 | s1),
        s0 - arms,
        s1 - arms,
        arms,
        present - (v0 | v1 | v2),
        v0 - three - five,
        v1 - three,
        three,
        v2 - five,
        five,
        0,
        0,
    ]


def _group_index(codes: bytes) -> bytes:
    """By internal index ``i``: byte ``2i`` is the tile's value group, ``2i + 1`` its suit's."""
    # reversed, the codes read value, suit, value, suit, ... in internal order
    return codes[::-1].translate(_GROUP_INDEX)


def _tile_masks(
    groups: list[int], index: bytes
) -> tuple[list[int], tuple[int, ...], tuple[int, ...]]:
    """``(m, sg, vg)``: by internal index, the tile's matches, suit group and value group.

    Both groups hold the tile itself, and it is the only tile in both, so its matches are
    ``sg ^ vg``.

    >>> codes = "".join(["S0", "S1", "M0"] + ["X9"] * 21).encode()
    >>> m, sg, vg = _tile_masks(_groups(codes, 0b111 << 21), _group_index(codes))
    >>> [bin(_to_internal(x)) for x in (m[23], sg[23], vg[23])]  # position 0: S0
    ['0b110', '0b11', '0b101']
    """
    sg = itemgetter(*index[1::2])(groups)
    vg = itemgetter(*index[0::2])(groups)
    return list(map(xor, sg, vg)), sg, vg


def _exchanged(groups: list[int], index: bytes, j: int) -> tuple[list[int], bytes]:
    """:func:`_groups` and :func:`_group_index` with the tiles at internal 0 and ``j`` swapped.

    Cheaper than building them again from swapped codes: each group of the two tiles
    swaps their two bits (a group holding both keeps them, as the two flips cancel), and
    the two tiles swap group numbers.
    """
    swapped = groups.copy()
    flip = 1 | 1 << j
    k = 2 * j
    for g in index[:2] + index[k : k + 2]:
        swapped[g] ^= flip
    return swapped, index[k : k + 2] + index[2:k] + index[:2] + index[k + 2 :]


class Searcher:
    """Exact search over one arrangement of tiles, with a memo kept between calls.

    ``tiles[p]`` is the code at position ``p``; ``None`` or ``""`` is allowed for
    positions whose tiles are gone. Several questions about the same arrangement (say,
    each candidate move of a bot) share the memo. Positions and masks use the game's
    numbering.

    >>> from tulakit.tula.tiles import shuffled_deal
    >>> deal = shuffled_deal(2)
    >>> line = Searcher(deal).winning_line(1 << 23, deal[23])
    >>> len(line), Searcher(deal).wins(1 << 23, deal[23])
    (23, True)
    """

    __slots__ = ("_failed", "_groups", "_m", "_sg", "_vg")

    def __init__(self, tiles: Sequence[str | None]) -> None:
        codes = "".join([t or _GONE_CODE for t in tiles]).encode()
        present = _FULL & ~_to_internal(sum(1 << p for p, t in enumerate(tiles) if not t))
        self._groups = _groups(codes, present)
        m, sg, vg = _tile_masks(self._groups, _group_index(codes))
        # slot _TOP_KEY holds the top tile's masks, set by each question
        self._m, self._sg, self._vg = [*m, 0], [*sg, 0], [*vg, 0]
        self._failed: set[int] = set()

    def wins(self, gone: int, top: str) -> bool:
        """True when the position (``gone`` mask of positions, top tile code) can be won."""
        return self.winning_line(gone, top) is not None

    def winning_line(self, gone: int, top: str) -> list[int] | None:
        """The positions to take, in order, to win from here; ``None`` when it is lost."""
        rem = _FULL & ~_to_internal(gone)
        if not rem:
            return []
        s, v = _INFO[top]
        m = self._m
        self._sg[_TOP_KEY] = self._groups[s]
        self._vg[_TOP_KEY] = self._groups[4 + v]
        m[_TOP_KEY] = (self._groups[s] | self._groups[4 + v]) & rem
        end = 0
        # Hamiltonian-path refutation at the root; deeper down it is kept up incrementally.
        low_bits = rem
        while low_bits:
            low = low_bits & -low_bits
            low_bits ^= low
            i = low.bit_length() - 1
            degree = (m[i] & rem).bit_count() + ((m[_TOP_KEY] >> i) & 1)
            if degree == 0 or (degree == 1 and end):
                return None
            if degree == 1:
                end = low
        avail = _open_among(rem)
        line: list[int] = []
        if not _dfs(m, self._sg, self._vg, self._failed, rem, _TOP_KEY, avail, end, end, line):
            return None
        line.reverse()
        return [23 - i for i in line]

    @property
    def nodes(self) -> int:
        """Search effort so far: the states proved lost (a winning line adds its length)."""
        return len(self._failed)


def _dfs(
    m: list[int],
    sg: Sequence[int],
    vg: Sequence[int],
    failed: set[int],
    rem: int,
    top: int,
    avail: int,
    tail: int,
    head: int,
    line: list[int],
    _cache: dict[int, int] = _OPENED,
    _known: dict[int, tuple[_Candidate, ...]] = _CANDIDATES,
) -> bool:
    """Depth-first search from (tiles left ``rem``, ``top``), internal numbering.

    ``m``, ``sg`` and ``vg`` hold the match, suit group and value group masks (see
    :func:`_tile_masks`), ``failed`` the states proved lost and ``avail`` the open tiles
    left. ``tail`` is the forced end of the line: tiles that must be the last ones taken, in
    an order already fixed, and ``head`` the bit of the first of them (both 0 when no end
    is known yet). On a win the line of indices is appended to ``line`` in reverse.
    """
    # Hot loop: a plain function (no attribute lookups), checks ordered cheapest first.
    # Where the bits allow it, ``-`` and ``+`` stand for ``^`` and ``|`` (a bit known to be
    # set, disjoint masks): CPython 3.11 specialises int arithmetic but not bitwise
    # operators, and every operation here counts. Judge a change with
    # bench/compare_tula_solver.py, which times old and new interleaved: fewer
    # instructions (callgrind) did not always mean less time.
    #
    # Whatever is taken next, the old top leaves the graph and its neighbours lose a
    # possible match (the next top is still in ``rem``). A neighbour with no match left
    # is dead; one with a single match must be the last tile of the line. Both are the
    # same for every candidate but the candidate itself, so work them out once.
    # A suit-mate x of the top keeps (suit-mates left - 1) + (x's value-mates left) matches:
    # with three suit-mates left none can drop to one, with two only one alone in its value
    # group can, with one it is x's value group alone that counts. Value-mates likewise.
    # So at most two tiles per group are looked at.
    dead = single = 0
    mates = sg[top] & rem
    if mates.bit_count() < 3 and mates:
        rest = mates & (mates - 1)
        if not rest:  # one suit-mate: its matches are its value-mates
            d = (vg[mates.bit_length() - 1] & rem) - mates
            if not d & (d - 1):
                if d:
                    single = mates
                else:
                    dead = mates
        else:  # two: single when alone in its value group
            if vg[rest.bit_length() - 1] & rem == rest:
                single = rest
            mates -= rest
            if vg[mates.bit_length() - 1] & rem == mates:
                single += mates
    mates = vg[top] & rem
    if mates.bit_count() < 3 and mates:
        rest = mates & (mates - 1)
        if not rest:
            d = (sg[mates.bit_length() - 1] & rem) - mates
            if not d & (d - 1):
                if d:
                    single += mates
                else:
                    dead += mates
        else:
            if sg[rest.bit_length() - 1] & rem == rest:
                single += rest
            mates -= rest
            if sg[mates.bit_length() - 1] & rem == mates:
                single += mates
    cands = avail & m[top]
    if dead:
        # a dead tile cannot be reached later, and taken now it has no successor
        if dead != rem:
            return False
        cands &= dead
    if single and not tail:
        # a single that cannot be taken now must end the line: the tail starts here, once,
        # rather than in each child
        last = single & ~cands
        if last:
            if last & (last - 1):
                return False
            tail = head = last
            single -= last
    if tail:
        # A tile with a single match ends the line; the tile before it is that match, and
        # whenever the tail's first tile has one match left outside the tail, that match
        # comes just before it. The tail stays to the end, so a tile that cannot open
        # while it stays can never be taken, and no tail tile can be taken next.
        if single:  # a second end: it must be taken now
            if single & (single - 1) or single & tail:
                return False
            cands &= single
        # the tail grows only when its first tile has just lost a match (or is new)
        if tail == head or m[top] & head:
            before = m[head.bit_length() - 1] & rem & ~tail
            if before and not before & (before - 1):
                while before and not before & (before - 1):
                    tail |= before
                    head = before
                    before = m[before.bit_length() - 1] & rem & ~tail
                try:
                    closed = _NEVER_OPEN[tail]
                except KeyError:
                    closed = _NEVER_OPEN[tail] = _never_open(tail)
                if closed & rem:
                    return False
        if tail != rem:
            cands &= ~tail
        else:
            cands &= head
            tail = head = 0  # the whole rest is forced: the next call starts afresh
    elif single and single & (single - 1):
        # Every tile in ``single`` but the one taken now must be last: with three there
        # is no way out, with two one of them is the only possible move.
        if single.bit_count() > 2:
            return False
        cands &= single
    try:
        candidates = _known[cands]
    except KeyError:
        candidates = _known[cands] = _candidates(cands)
    for low, q, qkey, relkey in candidates:
        nrem = rem - low
        if not nrem:
            line.append(q)
            return True
        key = nrem + qkey
        if key in failed:
            continue
        # which tiles open when q leaves depends only on a few bits: cached across deals
        ckey = key & relkey
        try:
            opened = _cache[ckey]
        except KeyError:
            opened = _cache[ckey] = _opened(q, _FULL ^ nrem) & nrem
        navail = (avail - low) | opened
        end = single & ~low if single else 0  # a single left behind ends the line
        if navail & m[q] and _dfs(
            m, sg, vg, failed, nrem, q, navail, tail or end, head or end, line
        ):
            line.append(q)
            return True
        failed.add(key)
    return False


@dataclass(frozen=True)
class Solution:
    """The solver's verdict on a deal.

    ``line`` is the winning order of takes after the opening (positions), and
    ``exchange`` the layer-3 position swapped by mercy (TULA-7), if any. From them come
    ``moves``, which replays in a game with ``auto_reveal=False`` (each reveal just before
    it is needed), and ``takes``, the same line without reveals, for ``auto_reveal=True``
    games (TULA-9); both are empty when the deal cannot be won, and both are built when
    first read (most callers only want the verdict). ``nodes`` measures the search effort:
    states proved lost, plus the winning line.
    """

    winnable: bool
    nodes: int
    line: tuple[int, ...] = ()
    exchange: int | None = None

    def __str__(self) -> str:
        if not self.winnable:
            return "not winnable"
        return "winnable: " + " ".join(str(m) for m in self.moves)

    @cached_property
    def takes(self) -> tuple[TulaMove, ...]:
        """The winning line as takes (and the exchange), for auto-reveal games."""
        if not self.winnable:
            return ()
        takes = [_TAKE[TOP_POSITION]]
        if self.exchange is not None:
            takes.append(_EXCHANGE[self.exchange])
        return tuple(takes + [_TAKE[p] for p in self.line])

    @cached_property
    def moves(self) -> tuple[TulaMove, ...]:
        """The winning line with each reveal just before it is needed."""
        if not self.winnable:
            return ()
        moves = [_REVEAL[TOP_POSITION], _TAKE[TOP_POSITION]]
        revealed = 1 << TOP_POSITION
        if self.exchange is not None:
            # TULA-7: all three layer-3 tiles must be face up before the exchange.
            moves += [_REVEAL[p] for p in LAYER3]
            moves.append(_EXCHANGE[self.exchange])
            revealed |= _L3_POSITIONS
        for p in self.line:
            if not (revealed >> p) & 1:
                moves.append(_REVEAL[p])
            moves.append(_TAKE[p])
        return tuple(moves)


def _validated(deal: Sequence[str]) -> Sequence[str]:
    # The fast path keeps validation out of the benchmark's way; check_deal says what is wrong.
    if len(deal) == N_POSITIONS and not isinstance(deal, str) and set(deal) == _ALL_SET:
        return deal
    return check_deal(deal)


def _search_opening(
    m: list[int], sg: Sequence[int], vg: Sequence[int]
) -> tuple[tuple[int, ...] | None, int]:
    """Search right after the opening (TULA-6): tile 23 on the stack, nothing else gone.

    Returns the winning line (positions) or ``None``, and the search effort.
    """
    # The layer-4 tile's own masks (index 0) serve as the top: no code lookup needed.
    failed: set[int] = set()
    line: list[int] = []
    if not _dfs(m, sg, vg, failed, _FULL ^ (1 << _TOP), _TOP, _L3, 0, 0, line):
        return None, len(failed)
    line.reverse()
    return tuple(map(_POSITION_OF, line)), len(failed) + len(line)


def solve(deal: Sequence[str], mercy: bool = True) -> Solution:
    """Decide whether ``deal`` (24 codes by position) can be won, with a winning line.

    With ``mercy`` (TULA-7) the exchange is tried exactly when the rules allow it: right
    after the opening, when the opening tile matches none of the three layer-3 tiles; the
    player may then swap it with any one of them, so each swap is solved as a new deal.

    >>> from tulakit.tula.tiles import shuffled_deal
    >>> a, b = solve(shuffled_deal(10), mercy=False), solve(shuffled_deal(10))
    >>> a.winnable, b.winnable, [str(m) for m in b.moves[:6]]
    (False, True, ['R23', 'T23', 'R20', 'R21', 'R22', 'X20'])
    """
    codes = "".join(_validated(deal)).encode()
    groups = _groups(codes)
    index = _group_index(codes)
    m, sg, vg = _tile_masks(groups, index)
    if m[_TOP] & _L3:  # the opening tile matches a layer-3 tile: no mercy (TULA-7)
        line, nodes = _search_opening(m, sg, vg)
        return Solution(line is not None, nodes, line or ())
    nodes = 0
    if mercy:
        for p in LAYER3:
            j = 23 - p
            # The new top must match one of the other two layer-3 tiles (it cannot match
            # the old top, which matched none of them), or the exchange is lost at once.
            if not m[j] & _L3:
                continue
            # After the exchange the game is an opening of the deal with 23 and p swapped.
            line, more = _search_opening(*_tile_masks(*_exchanged(groups, index, j)))
            nodes += more
            if line is not None:
                return Solution(True, nodes, line, p)
    return Solution(False, nodes)


def winnable_with_and_without_mercy(deal: Sequence[str]) -> tuple[bool, bool]:
    """``(winnable with mercy, winnable without)`` for ``deal``, with a single search.

    Mercy (TULA-7) is offered only when the opening tile matches no layer-3 tile, and then
    the game without it is lost at once; otherwise mercy never comes up and the two rules
    give the same game. So one :func:`solve` with mercy answers both (the statistics ask
    both of every deal).

    >>> from tulakit.tula.tiles import shuffled_deal
    >>> winnable_with_and_without_mercy(shuffled_deal(10))  # only mercy saves this one
    (True, False)
    """
    sol = solve(deal, mercy=True)
    offered = not any(matches(deal[TOP_POSITION], deal[p]) for p in LAYER3)
    return sol.winnable, sol.winnable and not offered


def winnable_deal(seed: int, mercy: bool = True) -> tuple[str, ...]:
    """The first deal from ``random.Random(seed)`` shuffles that the solver proves winnable.

    The first shuffle is exactly :func:`~tulakit.tula.tiles.shuffled_deal` of the seed,
    so a seed whose deal is winnable keeps its deal.

    >>> from tulakit.tula.tiles import shuffled_deal
    >>> winnable_deal(2) == shuffled_deal(2), solve(winnable_deal(0)).winnable
    (True, True)
    """
    rng = random.Random(seed)
    while True:
        tiles = list(ALL_TILES)
        rng.shuffle(tiles)
        if solve(tiles, mercy=mercy).winnable:
            return tuple(tiles)
