"""What an honest Tula player works from: the position in view, the moves that need no
thought, and what each take or exchange leaves in the temple.

Shared by the honest bot (:class:`tulakit.tula.infoset.InfoSetBot`), the greedy policy and
the earlier honest bot the bench keeps for comparison (``bench/tula_honest_bot.py``): the
honest ones seed their sampling from :func:`visible_key` alone, so a decision never
depends on the hidden tiles.

>>> from tulakit.tula.tiles import shuffled_deal
>>> game = TulaGame(shuffled_deal(2))
>>> obvious_move(game)  # revealing only gives information (TULA-9)
TulaMove(kind='R', position=23)
>>> visible_key(game)[-3:]
'||0'
"""

from __future__ import annotations

from typing import NamedTuple

from tulakit.tula.game import TulaGame
from tulakit.tula.geometry import open_mask
from tulakit.tula.moves import TulaMove


def visible_key(game: TulaGame) -> str:
    """What the player sees, as text: face-up tiles by position, the stack, what is gone."""
    shown = ",".join(game.visible_tile(p) or "-" for p in range(24))
    return f"{shown}|{','.join(game.stack)}|{game.gone_mask}"


def obvious_move(game: TulaGame) -> TulaMove | None:
    """A reveal if there is one (it only gives information, TULA-9), the only legal move
    if there is just one, else None: the moves an honest bot plays without weighing."""
    legal = game.legal_moves()
    for move in legal:
        if move.kind == "R":
            return move
    return legal[0] if len(legal) == 1 else None


class MoveEffect(NamedTuple):
    """What a take or an exchange leaves, before anything that opens is turned up."""

    move: TulaMove
    gone: int  # tiles out of the temple
    top_position: int  # where the new top comes from (for an exchange, the swapped tile)
    face_up: int  # face-up tiles in the temple
    opened: int  # face-down tiles that open at once and are turned up


def move_effects(game: TulaGame) -> list[MoveEffect]:
    """The effect of each legal take and exchange of ``game`` (reveals are left out).

    >>> from tulakit.tula.tiles import shuffled_deal
    >>> game = TulaGame(shuffled_deal(2))
    >>> _ = game.play("R23")
    >>> [(e.move.kind, e.top_position) for e in move_effects(game)]
    [('T', 23)]
    """
    out = []
    for move in game.legal_moves():
        p = move.position
        if move.kind == "R":
            continue
        if move.kind == "T":
            gone, face_up = game.gone_mask | 1 << p, game.face_up_mask & ~(1 << p)
        else:  # TULA-7: the old top lies face up at p, nothing leaves the temple
            gone, face_up = game.gone_mask, game.face_up_mask
        opened = open_mask(gone) & ~face_up & ~gone
        out.append(MoveEffect(move, gone, p, face_up, opened))
    return out


def tiles_opened(game: TulaGame, position: int) -> int:
    """How many tiles become open when ``position`` leaves the temple.

    >>> from tulakit.tula.tiles import shuffled_deal
    >>> tiles_opened(TulaGame(shuffled_deal(2)), 23)  # the three layer-3 tiles
    3
    """
    gone = game.gone_mask
    before = open_mask(gone)
    after = open_mask(gone | 1 << position)
    return (after & ~before).bit_count()


__all__ = ["MoveEffect", "move_effects", "obvious_move", "visible_key"]
