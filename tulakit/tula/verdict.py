"""Could a game in progress still be won? The solver's answer, with every tile known.

A player sees only the face-up tiles, but the solver (:mod:`tulakit.tula.solver`) knows
where every tile lies, so it can tell the moment a game is lost: from then on no order of
the moves left wins. The board says so at once, and offers to go back to the last
position that could still be won.

>>> from tulakit.tula import new_game
>>> game = new_game(seed=7)
>>> can_still_win(game)
False
>>> game = new_game(seed=2)
>>> game.play_all(["R23", "T23"])
>>> can_still_win(game), last_winnable(game)
(True, 2)
"""

from __future__ import annotations

from tulakit.tula.game import TulaGame
from tulakit.tula.geometry import LAYER3
from tulakit.tula.solver import Searcher, solve
from tulakit.tula.tiles import matches


def _tiles(game: TulaGame) -> list[str | None]:
    """The arrangement now: the tile at each position, ``None`` where it has gone."""
    return [game.tile_at(p) if game.in_temple(p) else None for p in range(24)]


def _mercy_ahead(game: TulaGame) -> bool:
    """TULA-7 is open now, or will be once the layer-3 tiles are revealed: right after
    the opening, mercy unused, and the top matching none of the three."""
    return (
        game.options.mercy
        and len(game.stack) == 1
        and not any(move.kind == "X" for move in game.moves)
        and all(game.in_temple(p) and not matches(game.top or "", game.tile_at(p)) for p in LAYER3)
    )


def can_still_win(game: TulaGame) -> bool:
    """True when some order of the moves left wins (perfect information), mercy included.

    The mercy exchange (TULA-7) is only possible right after the opening (once the
    layer-3 tiles are face up): then each of the three exchanges is tried as well as
    playing on without one.
    """
    if game.is_won():
        return True
    if game.is_over():
        return False
    if game.top is None:  # the opening is still to come: the deal as it lies
        deal = [game.tile_at(p) for p in range(24)]
        return solve(deal, mercy=game.options.mercy).winnable
    tiles = _tiles(game)
    if Searcher(tiles).wins(game.gone_mask, game.top):
        return True
    if _mercy_ahead(game):
        for p in LAYER3:
            swapped = tiles.copy()
            swapped[p] = game.top
            if Searcher(swapped).wins(game.gone_mask, game.tile_at(p)):
                return True
    return False


def last_winnable(game: TulaGame) -> int:
    """How many of the game's moves were played when it could last still be won.

    ``len(game.moves)`` when it can be won now; ``0`` when even the deal was lost (and
    always for a deal that cannot be won at all). The game itself is left unchanged.
    """
    probe = game.copy()
    while probe.moves and not can_still_win(probe):
        probe.undo()
    return len(probe.moves)


def rewind_target(game: TulaGame) -> int | None:
    """How many moves to keep to be back where the game could last still be won, when it
    cannot be won now and going back helps; ``None`` when it can still be won, or when
    even its deal never could (what the board's *Back to last winnable* goes back to).

    >>> from tulakit.tula import new_game
    >>> game = new_game(seed=2, auto_reveal=True)
    >>> game.play_all(["T23", "T22", "T19", "T20", "T13"])
    >>> rewind_target(game)  # still winnable
    >>> _ = game.play("T16")
    >>> rewind_target(game), rewind_target(new_game(seed=7))  # seed 7 never was
    (5, None)
    """
    if can_still_win(game):
        return None
    target = last_winnable(game)
    options = game.options
    deal = TulaGame(game.deal, mercy=options.mercy, auto_reveal=options.auto_reveal)
    if target == 0 and not can_still_win(deal):
        return None  # the deal itself could never be won
    return target


__all__ = ["can_still_win", "last_winnable", "rewind_target"]
