"""Policies that play Tula: random and a plain greedy, and :func:`play_out`.

A *policy* is any callable taking a game that is not over and returning a legal move.
:func:`play_out` plays one until the game ends. The honest bot, which sees only what a
player sees, is :class:`tulakit.tula.infoset.InfoSetBot`; the earlier one it replaced
lives on in the bench for comparison (``bench/tula_honest_bot.py``).

>>> from tulakit.tula.game import TulaGame
>>> from tulakit.tula.tiles import shuffled_deal
>>> game = play_out(TulaGame(shuffled_deal(2)), greedy_policy)
>>> game.is_over()
True
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tulakit.tula.game import TulaGame
from tulakit.tula.geometry import LAYER3, bits
from tulakit.tula.in_view import tiles_opened
from tulakit.tula.moves import TulaMove
from tulakit.tula.tiles import matches

__all__ = [
    "Policy",
    "PolicyBot",
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
    layer-3 tiles. How often it wins: docs/measured.md.

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
