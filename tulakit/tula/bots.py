"""Policies that play Tula: random, a plain greedy, and an honest determinizing bot.

A *policy* is any callable taking a game that is not over and returning a legal move.
:func:`play_out` plays one until the game ends.

The honest bot (and :mod:`tulakit.tula.hint`, which shares :func:`evaluate`) sees only
what a player sees: face-up tiles, the stack and which tile codes are still unseen. It
never looks at a face-down tile. For each choice it samples ways the unseen tiles could
lie face down, solves each exactly with the perfect-information solver, and picks the
move that keeps a win within reach in the most samples (determinization).

>>> from tulakit.tula.game import TulaGame
>>> from tulakit.tula.tiles import shuffled_deal
>>> game = play_out(TulaGame(shuffled_deal(2)), HonestBot(samples=8, seed=1))
>>> game.is_over()
True
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from itertools import permutations

from tulakit.tula.game import TulaGame
from tulakit.tula.geometry import ALL, LAYER3, bits, open_mask
from tulakit.tula.moves import TulaMove
from tulakit.tula.solver import Searcher
from tulakit.tula.tiles import matches

__all__ = [
    "Choice",
    "HonestBot",
    "Policy",
    "best_choice",
    "evaluate",
    "greedy_policy",
    "play_out",
    "random_policy",
]

Policy = Callable[[TulaGame], TulaMove]
#: how clear a lead must be (in standard deviations of a sign test) to stop sampling
SETTLE_Z = 2.0


def play_out(game: TulaGame, policy: Policy) -> TulaGame:
    """Play ``policy`` on ``game`` until it is over; return the same game object.

    >>> from tulakit.tula.tiles import shuffled_deal
    >>> play_out(TulaGame(shuffled_deal(2)), greedy_policy).is_over()
    True
    """
    while not game.is_over():
        game.play(policy(game))
    return game


def random_policy(rng: random.Random) -> Policy:
    """A policy choosing uniformly among the legal moves (reveals included).

    >>> from tulakit.tula.tiles import shuffled_deal
    >>> game = play_out(TulaGame(shuffled_deal(5)), random_policy(random.Random(0)))
    >>> game.is_over()
    True
    """

    def policy(game: TulaGame) -> TulaMove:
        return rng.choice(game.legal_moves())

    return policy


def _opens(game: TulaGame, position: int) -> int:
    """How many tiles become open when ``position`` leaves the temple."""
    gone = game.gone_mask
    before = open_mask(gone)
    after = open_mask(gone | 1 << position)
    return (after & ~before).bit_count()


def _continuations(game: TulaGame, position: int) -> int:
    """How many face-up tiles would match the tile at ``position`` once it is the top."""
    tile = game.tile_at(position)  # called on face-up tiles only
    face_up = game.face_up_mask & ~(1 << position)
    return sum(matches(tile, game.tile_at(p)) for p in bits(face_up))


def greedy_policy(game: TulaGame) -> TulaMove:
    """Plain greedy from what is in view: reveal all, then pick a take by a fixed rule.

    Takes are ranked by: leaves something to do next (opens a tile or the new top
    matches a face-up tile); then fewest face-up matches for the new top (take the
    hard-to-place tile while it can be placed); then most tiles opened; then the higher
    position. For mercy (TULA-7) it picks the exchange whose new top matches the most
    layer-3 tiles. It wins about 5% of deals.

    >>> from tulakit.tula.tiles import shuffled_deal
    >>> game = TulaGame(shuffled_deal(2))
    >>> greedy_policy(game)
    TulaMove(kind='R', position=23)
    """
    legal = game.legal_moves()
    for move in legal:
        if move.kind == "R":
            return move  # revealing only gives information (TULA-9)
    takes = [m for m in legal if m.kind == "T"]
    if takes:

        def rank(move: TulaMove) -> tuple[bool, int, int, int]:
            opens = _opens(game, move.position)
            follow = _continuations(game, move.position)
            return (opens > 0 or follow > 0, -follow, opens, move.position)

        return max(takes, key=rank)
    exchanges = [m for m in legal if m.kind == "X"]

    def after_exchange(move: TulaMove) -> int:
        top = game.tile_at(move.position)  # face up: mercy needs all of layer 3 revealed
        return sum(matches(top, game.tile_at(p)) for p in LAYER3 if p != move.position)

    return max(exchanges, key=lambda m: (after_exchange(m), -m.position))


@dataclass(frozen=True)
class Choice:
    """One candidate move and how it fared: ``wins`` of ``samples`` arrangements won."""

    move: TulaMove
    wins: int
    samples: int
    opens: int


def _candidates(game: TulaGame) -> list[TulaMove]:
    return [m for m in game.legal_moves() if m.kind != "R"]


def _known_tiles(game: TulaGame) -> list[str | None]:
    """Tiles by position as the player sees them (face down and gone: ``None``)."""
    return [game.visible_tile(p) for p in range(24)]


def evaluate(
    game: TulaGame,
    samples: int,
    rng: random.Random,
    *,
    adaptive: bool = False,
    batch: int = 16,
    exhaustive_limit: int = 4,
) -> tuple[list[Choice], int]:
    """Score each take or exchange legal now by sampled perfect-information solves.

    Only what the player has seen is used: face-up tiles, the stack and
    ``game.unseen_tiles()``. Each sample deals the unseen tiles at random onto the
    face-down positions; every candidate is then solved exactly on that arrangement.
    When ``exhaustive_limit`` or fewer tiles are hidden, every arrangement is tried once
    instead. With ``adaptive``, samples are drawn ``batch`` at a time and drawing stops
    once the leader is clearly ahead (a sign test on the samples where the two best
    disagree) or no candidate has won anything; ``samples`` is then the most drawn.
    Returns the choices and the number of arrangements tried. Call it after revealing
    what can be revealed: hidden open tiles would count as unknown.
    """
    top = game.top
    if top is None:
        raise ValueError("evaluate() is for positions after the opening")
    cands = _candidates(game)
    known = _known_tiles(game)
    gone = game.gone_mask
    hidden = [p for p in bits(ALL & ~gone) if known[p] is None]
    unseen = list(game.unseen_tiles())
    if len(hidden) <= exhaustive_limit:
        arrangements: list[list[str]] = [list(c) for c in permutations(unseen, len(hidden))]
        adaptive = False
    else:
        arrangements = []
    outcomes: list[list[bool]] = [[] for _ in cands]
    tried = 0
    while True:
        if tried >= len(arrangements):
            if len(arrangements) >= samples or len(hidden) <= exhaustive_limit:
                break
            for _ in range(min(batch if adaptive else samples, samples - len(arrangements))):
                codes = list(unseen)
                rng.shuffle(codes)
                arrangements.append(codes)
        for codes in arrangements[tried:]:
            tiles = list(known)
            for p, code in zip(hidden, codes, strict=True):
                tiles[p] = code
            for n, won in enumerate(_solve_candidates(tiles, gone, top, cands)):
                outcomes[n].append(won)
        tried = len(arrangements)
        if adaptive and _settled(outcomes):
            break
    choices = [
        Choice(m, sum(o), tried, _opens(game, m.position) if m.kind == "T" else 0)
        for m, o in zip(cands, outcomes, strict=True)
    ]
    return choices, tried


def _solve_candidates(
    tiles: list[str | None], gone: int, top: str, cands: list[TulaMove]
) -> list[bool]:
    """For one arrangement, whether each candidate move still leads to a win."""
    shared: Searcher | None = None
    out = []
    for move in cands:
        p = move.position
        tile = tiles[p]
        assert tile is not None
        if move.kind == "T":
            if shared is None:
                shared = Searcher(tiles)  # the takes share one memo for this arrangement
            out.append(shared.wins(gone | 1 << p, tile))
        else:
            # TULA-7: the exchanged tile becomes the top, the old top lies at p face up
            swapped = list(tiles)
            swapped[p] = top
            out.append(Searcher(swapped).wins(gone, tile))
    return out


def _settled(outcomes: list[list[bool]]) -> bool:
    """True when more samples would hardly change which candidate leads."""
    totals = sorted(((sum(o), n) for n, o in enumerate(outcomes)), reverse=True)
    if totals[0][0] == 0 or len(totals) == 1:
        return True  # nothing wins anywhere: the tie-break decides
    first, second = outcomes[totals[0][1]], outcomes[totals[1][1]]
    ahead = sum(a and not b for a, b in zip(first, second, strict=True))
    behind = sum(b and not a for a, b in zip(first, second, strict=True))
    # sign test, about two standard deviations; identical outcomes mean a tie is certain
    return (ahead + behind == 0 and len(first) >= 32) or ahead - behind > SETTLE_Z * (
        ahead + behind
    ) ** 0.5


def best_choice(choices: list[Choice]) -> Choice:
    """Most wins; then the take that opens most (information and options); then upper."""
    return max(choices, key=lambda c: (c.wins, c.opens, c.move.kind == "T", c.move.position))


class HonestBot:
    """A policy that plays from what the player can see, by determinization.

    Reveals first (revealing only gives information, TULA-9), plays forced moves at
    once, and otherwise asks :func:`evaluate` with ``samples`` arrangements of the hidden
    tiles. The same seed gives the same decisions on the same visible position.

    >>> from tulakit.tula.tiles import shuffled_deal
    >>> bot = HonestBot(samples=8, seed=3)
    >>> bot(TulaGame(shuffled_deal(2)))
    TulaMove(kind='R', position=23)
    """

    def __init__(self, samples: int = 96, seed: int = 0, *, adaptive: bool = True) -> None:
        self.samples = samples
        self.seed = seed
        self.adaptive = adaptive

    def __repr__(self) -> str:
        return f"HonestBot(samples={self.samples}, seed={self.seed}, adaptive={self.adaptive})"

    def __call__(self, game: TulaGame) -> TulaMove:
        legal = game.legal_moves()
        for move in legal:
            if move.kind == "R":
                return move
        if len(legal) == 1:
            return legal[0]
        # A fresh generator per decision, seeded by the seed and what is in view, so the
        # decision depends only on the visible position (and the bot's seed).
        rng = random.Random(f"{self.seed}|{_visible_key(game)}")
        choices, _ = evaluate(game, self.samples, rng, adaptive=self.adaptive)
        return best_choice(choices).move


def _visible_key(game: TulaGame) -> str:
    shown = ",".join(game.visible_tile(p) or "-" for p in range(24))
    return f"{shown}|{','.join(game.stack)}|{game.gone_mask}"
