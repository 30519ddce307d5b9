"""Review a game of Tulaga: each turn against the strong bot's evaluation.

Before each turn the position is searched as the strong bot searches it (alpha-beta over
:func:`tulakit.tulaga.bots.evaluate`, every placement and claim at the root, the most
promising placements below it), to a fixed ``depth`` in turns rather than for a time, so
a review is the same on any machine. The best turn's value is the mover's evaluation
before the turn; the turn played, searched to the same depth, gives the evaluation after
it. Both are turned into a chance of winning by :func:`win_chance`, and the drop from the
best turn to the turn played is marked as lichess marks drops in its chance of winning:
0.1 an inaccuracy, 0.2 a mistake, 0.3 a blunder.

The scale: ``win_chance(v) = 1 / (1 + exp(-v / SCALE))``, where ``v`` is the evaluation
in thousandths of a rank stone (one rank stone on the board is 1000, TULAGA-7). ``SCALE``
was fitted by maximum likelihood to who won self-play games, every position searched two
turns deep (``bench/calibrate_tulaga_review.py``); the fit, what a lead of one or two rank
stones is then worth, and how long a review takes are the package's measured figures
(:mod:`tulakit.measured`, section ``tulaga_review``; docs/measured.md).

The review also names what it finds, in ``notes`` and in words:

- ``"missed tulaga"``: a claim was possible (TULAGA-5) and none was made, and the best
  claim was better than the turn played by at least an inaccuracy;
- ``"missed reap"``: the turn claimed, and another reap from the same claim (or a reap
  where none was made, TULAGA-6) was better by at least an inaccuracy;
- ``"lets opponent reap"``: the turn claimed, and the opponent can now claim and reap
  to take over more of the mover's rank stones than before it.

>>> from tulakit.tulaga.positions import win_position
>>> game = win_position()  # Black to move: one more Tulaga lands its last rank stone
>>> _ = game.play("i8")
>>> entry = review(game)[-1]
>>> entry.mark, entry.notes, str(entry.better)
('blunder', ('missed tulaga',), 'd6 =e6(d5,d6,e7,f5)')
>>> print(entry.why)  # doctest: +NORMALIZE_WHITESPACE
Black placed i8: about 0% after it, against 100% after the best turn. Better: place d6,
claim the perimeter around e6 (d5, d6, e7, f5). A Tulaga was there to claim and was not
claimed: placing d6 claims the perimeter around e6 (d5, d6, e7, f5).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from tulakit.measured import values
from tulakit.review import ReviewEntry, mark_for, percent, positions
from tulakit.tulaga.board import DIRECTION_NAMES, name
from tulakit.tulaga.bots import (
    WIN,
    WIN_SOON,
    StrongBot,
    claim_moves,
    evaluate,
    placement_order,
    reap_value,
)
from tulakit.tulaga.fastplay import DIRS, FastMove, FastState, from_tulaga_move, to_tulaga_move
from tulakit.tulaga.game import COLOUR_NAMES, TulagaGame
from tulakit.tulaga.moves import TulagaMove
from tulakit.words import and_list, counted

__all__ = ["DEFAULT_DEPTH", "SCALE", "position_value", "review", "win_chance"]

#: turns searched from each position (the turn itself included): 2 sees the opponent's
#: answer; 3 sees the mover's next turn, about three times as long (docs/measured.md)
DEFAULT_DEPTH = 2
#: evaluation units per logistic unit of the chance of winning (fitted: module docstring)
SCALE: int = values("tulaga_review")["scale"]
#: the smallest drop in chance of winning that names a missed Tulaga or reap
NAMED_DROP = 0.1


def win_chance(value: float) -> float:
    """The chance of winning for an evaluation (mover's view), on the fitted scale.

    >>> win_chance(0), round(win_chance(1000), 2), win_chance(WIN_SOON), win_chance(-WIN)
    (0.5, 0.63, 1.0, 0.0)
    """
    if value >= WIN_SOON:
        return 1.0
    if value <= -WIN_SOON:
        return 0.0
    return 1 / (1 + math.exp(-value / SCALE))


class _Searcher:
    """A fixed-depth alpha-beta search, as :class:`~tulakit.tulaga.bots.StrongBot` does it."""

    def __init__(self, depth: int, width: int = StrongBot.INNER_WIDTH) -> None:
        self.depth = depth
        self.width = width

    def moves(self, state: FastState, root: bool) -> list[FastMove]:
        moves = claim_moves(state)
        order = placement_order(state)
        moves.extend((p, None, None) for p in (order if root else order[: self.width]))
        return moves

    def search(self, state: FastState, depth: int, alpha: int, beta: int) -> int:
        if depth <= 0 or state.is_over():
            return evaluate(state, state.to_move)
        for move in self.moves(state, root=False):
            child = state.copy()
            child.play_move(move)
            value = -self.search(child, depth - 1, -beta, -alpha)
            if value > alpha:
                alpha = value
                if alpha >= beta:
                    break
        return alpha

    def value_of(self, state: FastState, move: FastMove) -> int:
        """The exact value of one turn for the mover (a full window)."""
        child = state.copy()
        child.play_move(move)
        return -self.search(child, self.depth - 1, -2 * WIN, 2 * WIN)

    def root(self, state: FastState) -> _Root:
        """The best turn and its value, and the best claim and its value if any.

        Claims come first, so once they are searched alpha is the best claim's exact value.
        """
        alpha = -2 * WIN
        best: FastMove | None = None
        best_claim: FastMove | None = None
        claim_value = -2 * WIN
        for move in self.moves(state, root=True):
            child = state.copy()
            child.play_move(move)
            value = -self.search(child, self.depth - 1, -2 * WIN, -alpha)
            if value > alpha:
                alpha, best = value, move
                if move[1] is not None:
                    best_claim, claim_value = move, value
        assert best is not None  # a position not over always has an empty point
        return _Root(best, alpha, best_claim, claim_value)


@dataclass(frozen=True)
class _Root:
    best: FastMove
    value: int
    claim: FastMove | None
    claim_value: int


def position_value(game: TulagaGame, depth: int = DEFAULT_DEPTH) -> int:
    """The evaluation of ``game`` for the player to move: the best turn's value,
    searched ``depth`` turns deep (the review's search; :func:`win_chance` makes it a
    chance).

    >>> from tulakit.tulaga.positions import win_position
    >>> win_chance(position_value(win_position()))
    1.0
    """
    state = FastState.from_game(game)
    if state.is_over():
        return evaluate(state, state.to_move)
    return _Searcher(depth).root(state).value


def review(game: TulagaGame, *, depth: int = DEFAULT_DEPTH) -> list[ReviewEntry[TulagaMove]]:
    """One :class:`~tulakit.review.ReviewEntry` per turn of ``game``, from its start.

    ``depth`` is how many turns each search looks ahead (1 to 4; deeper is slower and
    sees more). ``value`` and ``best_value`` are the mover's chances of winning after
    the turn played and after the best turn (:func:`win_chance`).
    """
    if not 1 <= depth <= 4:
        raise ValueError(f"depth must be 1 to 4 turns, not {depth!r}")
    searcher = _Searcher(depth)
    return [_judge(searcher, probe, move) for probe, move in positions(game)]


def _judge(searcher: _Searcher, game: TulagaGame, move: TulagaMove) -> ReviewEntry[TulagaMove]:
    state = FastState.from_game(game)
    me = state.to_move
    colour = COLOUR_NAMES[me]
    played = from_tulaga_move(move)
    root = searcher.root(state)
    value = root.value if played == root.best else searcher.value_of(state, played)
    best, best_value = root.best, root.value
    if value >= best_value:  # e.g. a reap the root's pruning left out
        best, best_value = played, value
    chance, best_chance = win_chance(value), win_chance(best_value)
    mark = mark_for(best_chance - chance) if best != played else None
    better = to_tulaga_move(best) if mark is not None else None
    notes: list[str] = []
    parts = [
        f"{colour} {_placed(move)}: about {percent(chance)} after it"
        + (
            f", against {percent(best_chance)} after the best turn."
            if mark is not None
            else (
                ", as good as any turn."
                if percent(chance) == percent(best_chance)
                else f" (the best: {percent(best_chance)})."
            )
        )
    ]
    if better is not None:
        parts.append(f"Better: {better.describe()}.")
    missed = root.claim is not None and win_chance(root.claim_value) - chance >= NAMED_DROP
    if move.claim is None and root.claim is not None and missed:
        notes.append("missed tulaga")
        claim = to_tulaga_move(root.claim)
        parts.append(
            "A Tulaga was there to claim and was not claimed: placing "
            f"{name(claim.place)} {_claim_words(claim)}."
        )
    if move.claim is not None and not state.wins_by_claim():
        reap_words = _missed_reap(searcher, state, played, chance)
        if reap_words is not None:
            notes.append("missed reap")
            parts.append(reap_words)
        opens = _opens_reap(state, played)
        if opens:
            notes.append("lets opponent reap")
            other = COLOUR_NAMES[1 - me]
            parts.append(
                f"After this claim {other} can claim at once and reap, taking over "
                f"{opens} more of {colour}'s rank stones (TULAGA-6)."
            )
    return ReviewEntry(move, mark, better, " ".join(parts), me, chance, best_chance, tuple(notes))


def _placed(move: TulagaMove) -> str:
    """'placed e5' or 'placed e5 and claimed the row a5-e5 ...'."""
    text = f"placed {name(move.place)}"
    if move.claim is not None:
        text += " and " + _claim_words(move).replace("claims", "claimed", 1)
    if move.reap is not None:
        text += f", then reaped {DIRECTION_NAMES[move.reap]}"
    return text


def _claim_words(move: TulagaMove) -> str:
    assert move.claim is not None
    return "claims " + move.claim.describe().removeprefix("claim ")


def _missed_reap(
    searcher: _Searcher, state: FastState, played: FastMove, chance: float
) -> str | None:
    """Words for a better reap from the claim played (TULAGA-6), if one was better by at
    least :data:`NAMED_DROP`."""
    place, claim, reap = played
    assert claim is not None
    best_reap, best_chance = reap, chance
    for other in (None, *DIRS):
        if other == reap or (other is not None and reap_value(state, claim[1], other) <= 0):
            continue  # a reap that gains nothing is no better than none
        other_chance = win_chance(searcher.value_of(state, (place, claim, other)))
        if other_chance > best_chance:
            best_reap, best_chance = other, other_chance
    if best_reap == reap or best_chance - chance < NAMED_DROP:
        return None
    if best_reap is None:
        return "Not reaping at all would have been better here."
    ranks, simples = state.reap_gain(claim[1], best_reap)
    gains = []
    if ranks:
        gains.append(f"taking over {counted(ranks, 'rank stone')}")
    if simples:
        gains.append(f"sending {counted(simples, 'stone')} home")
    return (
        f"A better reap was missed: reaping {DIRECTION_NAMES[best_reap]} from "
        f"{name(claim[1])}, {and_list(gains)}: about {percent(best_chance)}."
    )


def _reapable(state: FastState, colour: int) -> int:
    """The most of its opponent's rank stones ``colour`` could take over by claiming and
    reaping on its next turn."""
    if not state.threat_units(colour):
        return 0
    return state.best_rank_reap(colour, state.threat_rank_points(colour))


def _opens_reap(state: FastState, played: FastMove) -> int:
    """How many more of the mover's rank stones the opponent could reap after the turn."""
    other = 1 - state.to_move
    after = state.copy()
    after.play_move(played)
    if after.is_over():
        return 0
    return max(0, _reapable(after, other) - _reapable(state, other))
