"""Review a game of Tula: each move against the solver and against the honest evaluation.

Every move is judged twice, and only one of the two judgements marks it:

- **with only what the player could see** (the information-set search the hint and the
  honest bot use, :func:`tulakit.tula.infoset.search`): each take or exchange legal at
  that point gets a chance of winning, estimated on sampled ways the hidden tiles could
  lie with each next choice made only from what would then be in view (exact, over
  every way, when five tiles or fewer are face down). A move whose chance is below the
  best move's by 0.1, 0.2 or 0.3 or more is an inaccuracy, a mistake or a blunder
  (lichess's thresholds); ``better`` is then the best move. Every candidate is scored
  on the same sampled arrangements, so the difference is measured as a paired
  comparison, and the sampling is seeded from the game's seed and the position, so a
  review is repeatable. This is the mark: Tula hides its tiles, and a move is judged on
  what its player could know (issue 26: a mark from the full-information solver blamed
  the honest bot's best choices for bad luck);
- **with every tile known** (the solver, :func:`tulakit.tula.verdict.can_still_win`,
  mercy TULA-7 included): a move that turned a position that could still be won into
  one that cannot is noted ``"lost the win"`` and said in plain words, never marked on
  its own account: "with every tile known this lost the win; from what you could see
  it was the best choice".

A reveal is never marked: it only gives information (TULA-9). A take with no other take
or exchange beside it is not marked either (there was nothing to choose). The evaluation
looks at the position as the player saw it: a tile that could have been revealed but was
not counts as hidden.

>>> from tulakit.tula import new_game
>>> from tulakit.tula.solver import solve
>>> game = new_game(seed=2)
>>> game.play_all(solve(game.deal).moves[:8])
>>> entries = review(game, samples=16)
>>> len(entries) == len(game.moves), [e.mark for e in entries if e.move.kind == "R"]
(True, [None, None, None, None])
>>> "lost the win" in [n for e in entries for n in e.notes]
False
>>> entries[0].why
'Revealing tile 23 only gives information (TULA-9): a reveal is never marked.'
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tulakit.review import Mark, ReviewEntry, mark_for, percent, positions
from tulakit.tula.game import TulaGame
from tulakit.tula.infoset import Scored, best_scored, search
from tulakit.tula.moves import TulaMove
from tulakit.tula.tiles import tile_name
from tulakit.tula.verdict import can_still_win

__all__ = ["DEFAULT_SAMPLES", "review"]

#: arrangements of the hidden tiles per choice (in :func:`search`: ``samples // INNER``
#: drawn, each dealt again ``INNER`` times at the next choice)
DEFAULT_SAMPLES = 400
INNER = 6


@dataclass(frozen=True)
class _Evaluation:
    """The honest evaluation of one choice: every candidate, the best, and how many
    arrangements were tried."""

    choices: list[Scored]
    best: Scored
    tried: int  # arrangements drawn; 0 when every way was tried (exact)
    hidden: int  # tiles face down

    def chance(self, move: TulaMove) -> float:
        for c in self.choices:
            if c.move == move:
                return c.value
        raise ValueError(f"{move} was not a candidate")

    def ways(self) -> str:
        """How many ways the hidden tiles were laid: '64 ways', 'every way', 'the one way'."""
        if self.tried:
            return f"{self.tried} ways"
        return "every way" if self.hidden else "the one way"


def review(
    game: TulaGame, *, samples: int = DEFAULT_SAMPLES, seed: int | None = None
) -> list[ReviewEntry[TulaMove]]:
    """One :class:`~tulakit.review.ReviewEntry` per move of ``game``, from its start.

    About ``samples`` arrangements of the hidden tiles are tried at each choice (every
    arrangement, exactly, when five tiles or fewer are hidden): fewer is quicker and
    noisier.
    ``seed`` (by default the game's own seed) seeds the sampling, so the same game gets
    the same review. ``value`` and ``best_value`` are the honest chances of winning of
    the move played and of the best move.
    """
    if seed is None:
        seed = game.seed if game.seed is not None else 0
    entries: list[ReviewEntry[TulaMove]] = []
    winnable = True  # the verdict before the move; the first one is asked below
    for index, (probe, move) in enumerate(positions(game)):
        if index == 0:
            winnable = can_still_win(probe)
        if move.kind == "R":
            entries.append(
                ReviewEntry(
                    move,
                    None,
                    None,
                    f"Revealing tile {move.position} only gives information (TULA-9): "
                    "a reveal is never marked.",
                )
            )
            continue  # a reveal leaves the verdict as it was: the solver sees every tile
        evaluation = _evaluate(probe, samples, seed)
        probe.play(move)
        still = can_still_win(probe)
        probe.undo()
        entries.append(_judge(probe, move, evaluation, winnable, still))
        winnable = still
    return entries


def _evaluate(game: TulaGame, samples: int, seed: int) -> _Evaluation | None:
    """The honest evaluation of a real choice (two takes or exchanges or more), else None."""
    candidates = [m for m in game.legal_moves() if m.kind != "R"]
    if game.top is None or len(candidates) < 2:
        return None
    rng = random.Random(
        f"review|{seed}|{game.gone_mask}|{game.face_up_mask}|{game.top}|{len(game.moves)}"
    )
    choices = search(game, rng, outer=max(1, samples // INNER), inner=INNER, adaptive=False)
    tried = max(c.samples for c in choices)
    hidden = game.tiles_left - game.face_up_mask.bit_count()
    return _Evaluation(choices, best_scored(choices), tried, hidden)


def _judge(
    game: TulaGame,
    move: TulaMove,
    evaluation: _Evaluation | None,
    winnable: bool,
    still: bool,
) -> ReviewEntry[TulaMove]:
    """The entry for a take or exchange, from the position before it."""
    lost_win = winnable and not still
    mark: Mark | None = None
    value = best_value = None
    drop = 0.0
    if evaluation is not None:
        value, best_value = evaluation.chance(move), evaluation.chance(evaluation.best.move)
        drop = best_value - value
        if evaluation.best.move != move:
            mark = mark_for(drop)
    notes: list[str] = []
    parts: list[str] = []
    better: TulaMove | None = None
    if mark is not None and evaluation is not None:
        notes.append("lower chance")
        better = evaluation.best.move
        parts.append(
            f"From what you could see, {_what(game, better)} had a better chance of "
            f"winning: about {percent(best_value or 0)} against {percent(value or 0)} for "
            f"{_what(game, move)}, over {evaluation.ways()} the hidden tiles could lie."
        )
    else:
        parts.append(_unmarked(game, move, evaluation, drop, winnable))
    if lost_win:
        notes.append("lost the win")
        parts.append(_lost_win_words(game, move, evaluation, mark))
    return ReviewEntry(move, mark, better, " ".join(parts), 0, value, best_value, tuple(notes))


def _lost_win_words(
    game: TulaGame, move: TulaMove, evaluation: _Evaluation | None, mark: Mark | None
) -> str:
    """The full-information finding in plain words: a note, never a mark (issue 26)."""
    keeps = _keeps_win(game, evaluation)
    text = (
        f"With every tile known, this lost the win: {_what(game, keeps)} kept a win within "
        "reach, and after this move no order of the moves left wins."
    )
    if mark is not None:
        return text
    if evaluation is None:
        seen = "there was no other take or exchange"
    elif evaluation.best.move == move:
        seen = "it was the best choice"
    else:
        seen = "it was close to the best choice"
    return (
        f"{text} From what you could see {seen}, so it is not marked: the tiles face down "
        "lay against you."
    )


def _unmarked(
    game: TulaGame, move: TulaMove, evaluation: _Evaluation | None, drop: float, winnable: bool
) -> str:
    what = _what(game, move)
    if game.top is None:
        text = f"The opening: {what} starts the stack, no match needed (TULA-6)."
    elif evaluation is None:
        text = f"{_upper(what)}: the only take or exchange there was."
    elif evaluation.best.move == move:
        text = (
            f"{_upper(what)}: the best choice from what you could see, winning in about "
            f"{percent(evaluation.chance(move))} of {evaluation.ways()} the hidden tiles "
            "could lie."
        )
    else:
        text = (
            f"{_upper(what)}: about {percent(evaluation.chance(move))}, close to the "
            f"best choice, {_what(game, evaluation.best.move)} at about "
            f"{percent(evaluation.chance(evaluation.best.move))} (less than 10 points apart)."
        )
    if not winnable:
        text += " With every tile known, the deal could no longer be won by then."
    return text


def _keeps_win(game: TulaGame, evaluation: _Evaluation | None) -> TulaMove:
    """A legal move of ``game`` after which the deal can still be won (perfect
    information); among takes and exchanges the one the honest evaluation likes most.

    Called only where the deal can still be won, so such a move exists: if no take or
    exchange keeps it, the win needs a tile still face down, and revealing it (which
    changes nothing for the solver) is the move.
    """
    legal = game.legal_moves()
    keep = []
    for move in legal:
        if move.kind == "R":
            continue
        game.play(move)
        if can_still_win(game):
            keep.append(move)
        game.undo()
    if keep:
        if evaluation is None:
            return keep[0]
        return max(keep, key=evaluation.chance)
    reveals = [m for m in legal if m.kind == "R"]
    for reveal in reveals:
        game.play(reveal)
        take = TulaMove("T", reveal.position)
        found = False
        if game.is_legal(take):
            game.play(take)
            found = can_still_win(game)
            game.undo()
        game.undo()
        if found:
            return reveal
    return reveals[0]  # mercy (TULA-7) waits for the layer-3 tiles to be face up


def _what(game: TulaGame, move: TulaMove) -> str:
    """A move in words, seen from the position before it: 'taking the 3 of Suns on tile 5'."""
    p = move.position
    if move.kind == "R":
        return f"revealing tile {p}"
    tile = game.visible_tile(p)
    name = f"the {tile_name(tile)} on tile {p}" if tile else f"tile {p}"
    if move.kind == "T":
        return f"taking {name}"
    return f"the mercy exchange with {name}"


def _upper(text: str) -> str:
    """The first letter in capitals (``str.capitalize`` would lower 'Suns')."""
    return text[:1].upper() + text[1:]
