"""A hint for the player, explained in words, from what the player can see.

Like :class:`~tulakit.tula.bots.HonestBot`, the hint never looks at a face-down tile: it
tries ways the hidden tiles could lie, plays each choice on to the next one and solves
that exactly, and suggests the move that keeps a win within reach most often when the
next choice uses only what the player will see (:mod:`tulakit.tula.lookahead`).

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
from tulakit.tula.lookahead import Choice, best_choice, evaluate
from tulakit.tula.moves import TulaMove
from tulakit.words import counted

__all__ = ["Hint", "hint"]


@dataclass(frozen=True)
class Hint:
    """A suggested move (``None`` when nothing is left to do) and why, for a learner."""

    move: TulaMove | None
    explanation: str


def hint(game: TulaGame, *, samples: int = 24, seed: int = 0) -> Hint:
    """Suggest a move for ``game`` and explain it, using only what the player has seen.

    ``samples`` arrangements of the hidden tiles are tried (all of them when at most
    four tiles are hidden); the same ``seed`` gives the same hint for the same position.
    """
    if game.is_won():
        return Hint(None, "Nothing left to do: you won, all 24 tiles are on the stack.")
    if game.is_over():
        left = game.tiles_left
        return Hint(
            None,
            f"No move is left: no tile can be revealed, none matches the top tile {game.top}, "
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
            f"Take {tile} (tile 23) to start the stack: the opening take needs no match (TULA-6).",
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
    choices, tried = evaluate(game, samples, rng)
    best = best_choice(choices)
    return Hint(best.move, _explain(game, best, choices, tried))


def _mercy_may_follow(game: TulaGame) -> bool:
    """Right after the opening, with mercy on and no face-up layer-3 tile matching yet."""
    top = game.top
    if not game.options.mercy or len(game.stack) != 1 or top is None:
        return False
    shown = [game.visible_tile(p) for p in LAYER3]
    return not any(t is not None and (t[0] == top[0] or t[1] == top[1]) for t in shown)


def _describe(game: TulaGame, move: TulaMove) -> str:
    """'Take M3 (tile 14)' or 'Exchange the top tile with C5 (tile 21)'."""
    tile = game.visible_tile(move.position)
    if move.kind == "T":
        return f"Take {tile} (tile {move.position})"
    return f"Exchange the top tile {game.top} with {tile} (tile {move.position})"


def _only_move(game: TulaGame, move: TulaMove) -> str:
    if move.kind == "T":
        return (
            f"{_describe(game, move)}: it is the only face-up tile that matches "
            f"the top tile {game.top} by suit or value."
        )
    return (
        f"{_describe(game, move)}: the top tile matches none of the layer-3 tiles, so mercy "
        "(TULA-7) lets you swap it, and this is the only swap left."
    )


def _explain(game: TulaGame, best: Choice, choices: list[Choice], tried: int) -> str:
    what = _describe(game, best.move)
    if best.move.kind == "X":
        what = (
            f"Use mercy (TULA-7): the top tile {game.top} matches none of the layer-3 tiles, "
            f"so you may swap it. {what}"
        )
    others = [c for c in choices if c is not best]
    runner_up = max(c.wins for c in others)
    hidden = game.tiles_left - bin(game.face_up_mask).count("1")
    if hidden == 0:
        if best.wins:
            return f"{what}: every tile is in view, and this choice still leads to a win."
        return (
            f"{what}: every tile is in view and no choice can win any more; "
            "this one opens the most tiles."
        )
    ways = "way" if tried == 1 else "ways"
    if best.wins == 0:
        return (
            f"{what}: in none of the {tried} {ways} the hidden tiles could lie does any "
            "choice keep a win within reach, so this is a guess"
            + (": it opens the most tiles." if best.move.kind == "T" else ".")
        )
    if best.wins == runner_up:
        comparison = "as often as the best other choice, " + _tie_break(
            best, [c for c in others if c.wins == best.wins]
        )
    else:
        comparison = "more often than any other choice"
    return (
        f"{what}: in {best.wins} of {tried} {ways} the hidden tiles could lie, it keeps a "
        f"win within reach with a next choice made only from what you will see, {comparison}."
    )


def _tie_break(best: Choice, rivals: list[Choice]) -> str:
    """Why ``best`` was preferred to ``rivals`` that keep a win within reach as often."""
    if best.hindsight > max(c.hindsight for c in rivals):
        return "and more often than they do if every hidden tile were known"
    if best.opens > max(c.opens for c in rivals):
        return "and it opens more tiles, so you will see more"
    return "so the hint picks the higher-numbered tile"
