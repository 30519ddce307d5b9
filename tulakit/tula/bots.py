"""Policies that play Tula: random, a plain greedy, and an honest determinizing bot.

A *policy* is any callable taking a game that is not over and returning a legal move.
:func:`play_out` plays one until the game ends.

The honest bot (and :mod:`tulakit.tula.hint`, which shares
:func:`~tulakit.tula.lookahead.evaluate`) sees only what a player sees: face-up tiles,
the stack and which tile codes are still unseen. It never looks at a face-down tile. For
each choice it samples ways the unseen tiles could lie face down, plays each candidate
on to the next choice, solves the options there exactly, and picks the move that keeps a
win within reach most often when that next choice depends only on what will be in view
(determinization with one honest step of lookahead; see :mod:`tulakit.tula.lookahead`).
The statistics, the hint and the review use the information-set search instead
(:class:`tulakit.tula.infoset.InfoSetBot`): it wins as often as this bot (294 of the
same 1,125 deals each) but works out exact chances once few tiles are face down, which
the hint and the review quote. This one stays for comparison (``bench/bench_tula_honest.py``).

>>> from tulakit.tula.game import TulaGame
>>> from tulakit.tula.tiles import shuffled_deal
>>> game = play_out(TulaGame(shuffled_deal(2)), HonestBot(samples=8, seed=1))
>>> game.is_over()
True
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tulakit.tula.game import TulaGame
from tulakit.tula.geometry import LAYER3, bits
from tulakit.tula.in_view import obvious_move, visible_key
from tulakit.tula.lookahead import Choice, best_choice, evaluate, tiles_opened
from tulakit.tula.moves import TulaMove
from tulakit.tula.tiles import matches

__all__ = [
    "Choice",
    "HonestBot",
    "Policy",
    "PolicyBot",
    "best_choice",
    "evaluate",
    "greedy_policy",
    "play_out",
    "random_policy",
]

Policy = Callable[[TulaGame], TulaMove]


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
            opens = tiles_opened(game, move.position)
            follow = _continuations(game, move.position)
            return (opens > 0 or follow > 0, -follow, opens, move.position)

        return max(takes, key=rank)
    exchanges = [m for m in legal if m.kind == "X"]

    def after_exchange(move: TulaMove) -> int:
        top = game.tile_at(move.position)  # face up: mercy needs all of layer 3 revealed
        return sum(matches(top, game.tile_at(p)) for p in LAYER3 if p != move.position)

    return max(exchanges, key=lambda m: (after_exchange(m), -m.position))


class HonestBot:
    """A policy that plays from what the player can see, by determinization.

    Reveals first (revealing only gives information, TULA-9), plays forced moves at
    once, and otherwise asks :func:`~tulakit.tula.lookahead.evaluate` with up to
    ``samples`` arrangements of the hidden tiles (fewer once the leader is clear, with
    ``adaptive``). The same seed gives the same decisions on the same visible position.
    With the defaults it wins 25.65% of seeds 0-9,999 (95% interval 24.80-26.52%) in
    about 0.16 s per game on one core (``bench/bench_tula_bot.py``).

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


class PolicyBot:
    """A policy as a bot of the shared protocol (:class:`tulakit.protocol.Bot`).

    >>> from tulakit.tula.tiles import shuffled_deal
    >>> bot = PolicyBot("greedy", greedy_policy)
    >>> bot.choose(TulaGame(shuffled_deal(2))), bot.name
    (TulaMove(kind='R', position=23), 'greedy')
    """

    def __init__(self, name: str, policy: Policy) -> None:
        self.name = name
        self.policy = policy

    def choose(self, game: TulaGame) -> TulaMove:
        """The policy's move for ``game``."""
        return self.policy(game)
