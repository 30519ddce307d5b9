"""A hint for the player, explained in words, from what the player can see.

Like the honest bot (:class:`~tulakit.tula.infoset.InfoSetBot`), the hint never looks at
a face-down tile: it tries ways the hidden tiles could lie, plays each choice on with
later choices made only from what the player would see by then, and suggests the move
with the best chance of winning (:func:`tulakit.tula.infoset.search`; with five tiles or
fewer face down the chance is exact).

>>> from tulakit.tula.game import TulaGame
>>> from tulakit.tula.tiles import shuffled_deal
>>> game = TulaGame(shuffled_deal(2))
>>> h = hint(game)
>>> str(h.move), h.explanation
('R23', 'Reveal tile 23, the top of the temple: the game starts by turning it over.')
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tulakit.tula.game import TulaGame
from tulakit.tula.geometry import LAYER3, TOP_POSITION
from tulakit.tula.infoset import Scored, best_scored, search
from tulakit.tula.moves import TulaMove
from tulakit.tula.tiles import tile_name
from tulakit.words import counted

__all__ = ["Hint", "hint"]


@dataclass(frozen=True)
class Hint:
    """A suggested move (``None`` when nothing is left to do) and why, for a learner."""

    move: TulaMove | None
    explanation: str


def hint(game: TulaGame, *, samples: int = 32, seed: int = 0) -> Hint:
    """Suggest a move for ``game`` and explain it, using only what the player has seen.

    Up to ``samples`` arrangements of the hidden tiles are tried (every one, exactly, when
    at most five tiles are hidden); the same ``seed`` gives the same hint for the same
    position.
    """
    if game.is_won():
        return Hint(None, "Nothing left to do: you won, all 24 tiles are on the stack.")
    if game.is_over():
        left = game.tiles_left
        return Hint(
            None,
            f"No move is left: no tile can be revealed, none matches the top tile{_top(game)}, "
            f"and mercy cannot help. The game is lost with {counted(left, 'tile')} in the temple.",
        )
    legal = game.legal_moves()
    if not game.stack:
        if not game.is_face_up(TOP_POSITION):
            return Hint(
                legal[0],
                "Reveal tile 23, the top of the temple: the game starts by turning it over.",
            )
        tile = game.tile_at(TOP_POSITION)
        return Hint(
            TulaMove("T", TOP_POSITION),
            f"Take the {tile_name(tile)} (tile 23) to start the stack: the opening take needs "
            "no match (TULA-6).",
        )
    reveals = [m for m in legal if m.kind == "R"]
    if reveals:
        p = reveals[0].position
        why = "revealing only gives information, and you can see more before you choose"
        if p in LAYER3 and _mercy_may_follow(game):
            why += (
                "; and if the top tile matches none of the three layer-3 tiles, "
                "mercy (TULA-7) needs all of them face up"
            )
        return Hint(reveals[0], f"Reveal tile {p} first: {why}.")
    if len(legal) == 1:
        return Hint(legal[0], _only_move(game, legal[0]))
    rng = random.Random(f"hint|{seed}|{game.gone_mask}|{game.face_up_mask}|{game.top}")
    scored = search(game, rng, outer=samples)
    best = best_scored(scored)
    return Hint(best.move, _explain(game, best, scored))


def _mercy_may_follow(game: TulaGame) -> bool:
    """Right after the opening, with mercy on and no face-up layer-3 tile matching yet."""
    top = game.top
    if not game.options.mercy or len(game.stack) != 1 or top is None:
        return False
    shown = [game.visible_tile(p) for p in LAYER3]
    return not any(t is not None and (t[0] == top[0] or t[1] == top[1]) for t in shown)


def _top(game: TulaGame) -> str:
    """ ", the 3 of Moons," after "the top tile": tiles named in words (a learner does not
    read tile codes), or "" before the opening."""
    return f", the {tile_name(game.top)}," if game.top else ""


def _describe(game: TulaGame, move: TulaMove) -> str:
    """'Take the 3 of Moons (tile 14)' or 'Exchange the top tile, the 2 of Arms, with the
    5 of Crowns (tile 21)'."""
    tile = game.visible_tile(move.position)
    named = tile_name(tile) if tile else "tile"
    if move.kind == "T":
        return f"Take the {named} (tile {move.position})"
    return f"Exchange the top tile{_top(game)} with the {named} (tile {move.position})"


def _only_move(game: TulaGame, move: TulaMove) -> str:
    if move.kind == "T":
        return (
            f"{_describe(game, move)}: it is the only face-up tile that matches "
            f"the top tile{_top(game)} by suit or value."
        )
    return (
        f"{_describe(game, move)}: the top tile matches none of the layer-3 tiles, so mercy "
        "(TULA-7) lets you swap it, and this is the only swap left."
    )


def _explain(game: TulaGame, best: Scored, scored: list[Scored]) -> str:
    what = _describe(game, best.move)
    if best.move.kind == "X":
        what = (
            f"Use mercy (TULA-7): the top tile{_top(game)} matches none of the layer-3 tiles, "
            f"so you may swap it. {what}"
        )
    others = [s for s in scored if s is not best]
    runner_up = max(s.value for s in others)
    hidden = game.tiles_left - game.face_up_mask.bit_count()
    if hidden == 0:
        if best.value:
            return f"{what}: every tile is in view, and this choice still leads to a win."
        return (
            f"{what}: every tile is in view and no choice can win any more; "
            "this one opens the most tiles."
        )
    if best.samples:
        how = (
            f"in {best.samples} ways the {counted(hidden, 'hidden tile')} could lie, with "
            "each next choice made only from what you will see by then"
        )
    else:
        how = (
            f"over every way the {counted(hidden, 'hidden tile')} could lie, with each later "
            "choice made only from what you will see by then"
        )
    if best.value == 0:
        return f"{what}: {how}, no choice keeps a win within reach, so this is a guess" + (
            ": it opens the most tiles." if best.move.kind == "T" else "."
        )
    chance = f"it wins {_percent(best.value)} of the time"
    if best.value == runner_up:
        comparison = "as often as the best other choice, " + _tie_break(
            best, [s for s in others if s.value == best.value]
        )
    else:
        comparison = f"more often than any other choice (the next best: {_percent(runner_up)})"
    return f"{what}: {how}, {chance}, {comparison}."


def _percent(value: float) -> str:
    """A chance in words: '42%', or 'under 1%' rather than a misleading '0%'.

    >>> _percent(0.4249), _percent(0.003), _percent(1.0)
    ('42%', 'under 1%', '100%')
    """
    if 0 < value < 0.005:
        return "under 1%"
    return f"{value:.0%}"


def _tie_break(best: Scored, rivals: list[Scored]) -> str:
    """Why ``best`` was preferred to ``rivals`` with the same chance."""
    if best.opens > max(s.opens for s in rivals):
        return "and it opens more tiles, so you will see more"
    return "so the hint picks the higher-numbered tile"
