"""Deals built by hand, and positions met in bot play, for the Tula tests."""

from __future__ import annotations

import random
from collections.abc import Callable

from tulakit.tula.game import TulaGame
from tulakit.tula.moves import TulaMove
from tulakit.tula.tiles import ALL_TILES, shuffled_deal


def deal_with(fixed: dict[int, str]) -> list[str]:
    """A deal with the given tiles at the given positions, the rest in canonical order."""
    rest = iter(t for t in ALL_TILES if t not in fixed.values())
    return [fixed[p] if p in fixed else next(rest) for p in range(24)]


def rearranged(game: TulaGame, rng: random.Random) -> TulaGame:
    """The same game with its still face-down tiles permuted among their positions (what a
    player sees is unchanged, so an honest bot must decide the same)."""
    hidden = [p for p in range(24) if game.in_temple(p) and not game.is_face_up(p)]
    deal = list(game.deal)
    codes = [deal[p] for p in hidden]
    rng.shuffle(codes)
    for p, code in zip(hidden, codes, strict=True):
        deal[p] = code
    twin = TulaGame(deal, mercy=game.options.mercy, auto_reveal=game.options.auto_reveal)
    twin.play_all(game.moves)  # face-up tiles are the same, so the moves replay
    return twin


def decision_points(
    seed: int, limit: int, bot: Callable[[TulaGame], TulaMove], *, auto_reveal: bool = False
) -> list[TulaGame]:
    """Positions with more than one take or exchange to choose from, met while ``bot``
    plays deal ``seed`` (at most ``limit`` of them)."""
    out: list[TulaGame] = []
    game = TulaGame(shuffled_deal(seed), auto_reveal=auto_reveal)
    while not game.is_over() and len(out) < limit:
        legal = game.legal_moves()
        if not any(m.kind == "R" for m in legal) and len(legal) > 1:
            out.append(game.copy())
        game.play(bot(game))
    return out
