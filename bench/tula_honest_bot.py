"""The earlier honest Tula bot, :class:`HonestBot`, and its lookahead, :func:`evaluate`.

The bench keeps it to compare the package's honest bot with
(:class:`tulakit.tula.infoset.InfoSetBot`, which the hint, the review and the statistics
use; ``bench/bench_tula_honest.py``): no page plays it, so it lives outside the package.

:func:`evaluate` samples ways the unseen tiles could lie face down (every way, when few
are hidden) and, on each arrangement, plays
each candidate take or exchange, then any forced takes after it, revealing what opens
(TULA-9), up to the next real choice. There every next move is solved exactly with the
perfect-information :class:`~tulakit.tula.solver.Searcher`.

Plain determinization would count a candidate as won on an arrangement whenever *some*
next move wins there, as if the player would know the hidden tiles by then ("strategy
fusion"). Here arrangements that show the player the same tiles up to the next choice
are grouped, and each group is scored with the *one* next move that wins most often in
it: the next choice may depend only on what the player will have seen. On seeds
20,000-22,999 with 48 arrangements per choice, grouping wins 25.3% of deals where plain
determinization wins 24.3%; the bot's default (up to 128, adaptive) wins 26.4%.

>>> from tulakit.tula.game import TulaGame
>>> from tulakit.tula.tiles import shuffled_deal
>>> import random
>>> game = TulaGame(shuffled_deal(10))  # the opening tile matches no layer-3 tile
>>> game.play_all(["R23", "T23", "R20", "R21", "R22"])
>>> choices, tried = evaluate(game, 8, random.Random(0))
>>> [str(c.move) for c in choices], tried
(['X20', 'X21', 'X22'], 8)
>>> all(c.wins <= c.hindsight <= tried for c in choices)
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import permutations

from tulakit.tula.game import TulaGame
from tulakit.tula.geometry import ALL, DEPENDENTS, bits, is_open
from tulakit.tula.in_view import move_effects, obvious_move, tiles_opened, visible_key
from tulakit.tula.moves import TulaMove
from tulakit.tula.solver import Searcher
from tulakit.tula.tiles import matches

__all__ = ["SETTLE_Z", "Choice", "HonestBot", "best_choice", "evaluate"]

#: how clear a lead must be (in standard deviations of a sign test) to stop sampling
SETTLE_Z = 2.0
#: the code of a position whose tile has left the temple: an empty code, which
#: :class:`Searcher` reads as gone (so the arrangements stay lists of ``str``)
GONE = ""


@dataclass(frozen=True)
class Choice:
    """One candidate move and how it fared on ``samples`` arrangements of the hidden tiles.

    ``wins``: arrangements won when the next choice uses only what is in view by then
    (the score the bot plays by); ``hindsight``: arrangements where some line wins, as
    if every hidden tile were known (never fewer than ``wins``); ``opens``: tiles the
    move opens.
    """

    move: TulaMove
    wins: int
    samples: int
    opens: int
    hindsight: int = 0


def best_choice(choices: list[Choice]) -> Choice:
    """Most wins; then most wins in hindsight; then the take that opens most; then upper."""
    return max(
        choices,
        key=lambda c: (c.wins, c.hindsight, c.opens, c.move.kind == "T", c.move.position),
    )


# What one candidate leads to on one arrangement: the tiles seen on the way to the next
# choice (the group key) and, for each next move, whether it still wins.
_Outcome = tuple[tuple[str, ...], tuple[bool, ...]]


@dataclass
class _Candidate:
    """A candidate move, the state right after it, and its outcomes so far."""

    move: TulaMove
    gone: int
    top_position: int  # where the new top comes from (for an exchange: the swapped tile)
    face_up: int  # face-up tiles in the temple after the move, before anything opens
    opened: int  # face-down tiles that open at once and are revealed
    outcomes: list[_Outcome]
    totals: dict[tuple[str, ...], list[int]]
    hindsight: int = 0


def _next_choice(tiles: Sequence[str], cand: _Candidate, top: str, searcher: Searcher) -> _Outcome:
    """Play on from ``cand`` through forced takes to the next choice; solve each option."""
    gone, face_up, opened = cand.gone, cand.face_up, cand.opened
    seen: list[str] = []
    while True:
        if gone == ALL:
            return tuple(seen), (True,)
        if opened:  # revealing only gives information (TULA-9): the player sees these
            seen.extend(tiles[q] for q in bits(opened))
            face_up |= opened
        options = [q for q in bits(face_up) if matches(top, tiles[q])]
        if not options:
            return tuple(seen), (False,)
        if len(options) > 1:
            return tuple(seen), tuple(searcher.wins(gone | 1 << q, tiles[q]) for q in options)
        q = options[0]  # a forced take: no choice, so no information is needed for it
        gone |= 1 << q
        face_up &= ~(1 << q)
        top = tiles[q]
        opened = 0
        for j in DEPENDENTS[q]:
            if not (gone | face_up) >> j & 1 and is_open(j, gone):
                opened |= 1 << j


def _record(cand: _Candidate, outcome: _Outcome) -> None:
    key, wins = outcome
    cand.outcomes.append(outcome)
    cand.hindsight += any(wins)
    total = cand.totals.get(key)
    if total is None:
        cand.totals[key] = [int(w) for w in wins]
    else:
        for i, w in enumerate(wins):
            total[i] += w


def _scores(cand: _Candidate) -> list[bool]:
    """Per arrangement: does the next move that wins most often in its group win here?"""
    best = {key: max(range(len(t)), key=t.__getitem__) for key, t in cand.totals.items()}
    return [wins[best[key]] for key, wins in cand.outcomes]


def _margin(first: list[bool], other: list[bool]) -> tuple[int, int]:
    """On the samples where two candidates disagree: how often each wins alone."""
    ahead = sum(a and not b for a, b in zip(first, other, strict=True))
    behind = sum(b and not a for a, b in zip(first, other, strict=True))
    return ahead, behind


def _clearly_ahead(ahead: int, behind: int) -> bool:
    """A sign test at about ``SETTLE_Z`` standard deviations."""
    return bool(ahead - behind > SETTLE_Z * (ahead + behind) ** 0.5)


def _narrow(active: list[_Candidate], tried: int) -> list[_Candidate]:
    """The candidates still worth sampling; fewer than two means the choice is settled.

    The leader stays. Sampling stops when it is clearly ahead of the runner-up, when
    the two agree on every one of at least 32 arrangements (a tie the tie-break settles),
    or when nothing wins anywhere. Otherwise any candidate the leader clearly beats is
    dropped, to spend the remaining samples on the close call.
    """
    scores = {id(c): _scores(c) for c in active}
    ranked = sorted(active, key=lambda c: (sum(scores[id(c)]), c.hindsight), reverse=True)
    leader = scores[id(ranked[0])]
    if not any(leader):
        return ranked[:1]  # nothing wins anywhere: the tie-break decides
    ahead, behind = _margin(leader, scores[id(ranked[1])])
    if _clearly_ahead(ahead, behind) or (ahead + behind == 0 and tried >= 32):
        return ranked[:1]
    return ranked[:2] + [
        c for c in ranked[2:] if not _clearly_ahead(*_margin(leader, scores[id(c)]))
    ]


def _candidates(game: TulaGame) -> list[_Candidate]:
    return [_Candidate(*effect, [], {}) for effect in move_effects(game)]


def evaluate(
    game: TulaGame,
    samples: int,
    rng: random.Random,
    *,
    adaptive: bool = False,
    batch: int = 16,
    exhaustive_limit: int = 4,
) -> tuple[list[Choice], int]:
    """Score each take or exchange legal now on sampled arrangements of the hidden tiles.

    Only what the player has seen is used: face-up tiles, the stack and
    ``game.unseen_tiles()``. Each sample deals the unseen tiles at random onto the
    face-down positions. When ``exhaustive_limit`` or fewer tiles are hidden, every
    arrangement is tried once instead. With ``adaptive``, samples are drawn ``batch`` at
    a time and drawing stops once the leader is clearly ahead (a sign test on the samples
    where the two best disagree) or no candidate has won anything; ``samples`` is then the
    most drawn, and a candidate the leader clearly beats gets no more samples (its
    ``Choice.samples`` says how many it had). Returns the choices, in the order of
    ``game.legal_moves()``, and the number of arrangements drawn. Call it after revealing
    what can be revealed.
    """
    top = game.top
    if top is None:
        raise ValueError("evaluate() is for positions after the opening")
    cands = _candidates(game)
    # GONE stands for both gone and face-down tiles here; the face-down ones are filled in
    # below, so every position still in the temple holds a code before it is read
    known = [game.visible_tile(p) or GONE for p in range(24)]
    hidden = [p for p in bits(ALL & ~game.gone_mask) if known[p] == GONE]
    unseen = list(game.unseen_tiles())
    exhaustive = len(hidden) <= exhaustive_limit
    arrangements = [list(c) for c in permutations(unseen, len(hidden))] if exhaustive else []
    tried = 0
    active = cands
    while True:
        if not exhaustive:
            for _ in range(min(batch if adaptive else samples, samples - len(arrangements))):
                codes = list(unseen)
                rng.shuffle(codes)
                arrangements.append(codes)
        for codes in arrangements[tried:]:
            tiles = list(known)
            for p, code in zip(hidden, codes, strict=True):
                tiles[p] = code
            shared: Searcher | None = None
            for cand in active:
                p = cand.top_position
                if cand.move.kind == "T":
                    if shared is None:
                        shared = Searcher(tiles)  # takes share one memo per arrangement
                    _record(cand, _next_choice(tiles, cand, tiles[p], shared))
                else:
                    swapped = list(tiles)
                    swapped[p] = top
                    _record(cand, _next_choice(swapped, cand, tiles[p], Searcher(swapped)))
        tried = len(arrangements)
        if exhaustive or tried >= samples or len(active) < 2:
            break
        if adaptive:
            active = _narrow(active, tried)
            if len(active) < 2:
                break
    choices = [
        Choice(
            c.move,
            sum(_scores(c)),
            len(c.outcomes),
            tiles_opened(game, c.move.position) if c.move.kind == "T" else 0,
            c.hindsight,
        )
        for c in cands
    ]
    return choices, tried


class HonestBot:
    """A policy that plays from what the player can see, by determinization.

    Reveals first (revealing only gives information, TULA-9), plays forced moves at
    once, and otherwise asks :func:`evaluate` with up to
    ``samples`` arrangements of the hidden tiles (fewer once the leader is clear, with
    ``adaptive``). The same seed gives the same decisions on the same visible position.
    How often it wins with the defaults, and how fast: docs/measured.md
    (``bench/bench_tula_bot.py``).

    >>> from tulakit.tula.tiles import shuffled_deal
    >>> bot = HonestBot(samples=8, seed=3)
    >>> bot(TulaGame(shuffled_deal(2)))
    TulaMove(kind='R', position=23)
    """

    name = "honest"

    def __init__(self, samples: int = 128, seed: int = 0, *, adaptive: bool = True) -> None:
        self.samples = samples
        self.seed = seed
        self.adaptive = adaptive

    def __repr__(self) -> str:
        return f"HonestBot(samples={self.samples}, seed={self.seed}, adaptive={self.adaptive})"

    def choose(self, game: TulaGame) -> TulaMove:
        """The move for ``game`` (:class:`tulakit.protocol.Bot`); the same as a call."""
        return self(game)

    def __call__(self, game: TulaGame) -> TulaMove:
        obvious = obvious_move(game)
        if obvious is not None:
            return obvious
        # A fresh generator per decision, seeded by the seed and what is in view, so the
        # decision depends only on the visible position (and the bot's seed).
        rng = random.Random(f"{self.seed}|{visible_key(game)}")
        choices, _ = evaluate(game, self.samples, rng, adaptive=self.adaptive)
        return best_choice(choices).move
