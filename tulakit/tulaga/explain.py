"""Tulaga verdicts in words: where a point is, what a Tulaga is, why a placement makes one.

The tutorial's quizzes (:mod:`tulakit.tulaga.lessons`) judge a learner's picks with these
explanations; each comes from the rules engine (:meth:`TulagaGame.tulagas_after`, the rays
of the board) and cites the rulings TULAGA-1..8 of ``docs/rulings.md``.

>>> from tulakit.tulaga.board import point
>>> from tulakit.tulaga.positions import row_position
>>> explain_row(row_position(), point("g5")).text
'yes: g5 completes the row c5-g5, five black simple stones in a line (TULAGA-4)'
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from tulakit.tulaga.board import (
    CENTRES_AROUND,
    DIRECTION_NAMES,
    DIRECTIONS,
    FILES,
    PERIMETER,
    ROWS_THROUGH,
    name,
)
from tulakit.tulaga.game import COLOUR_NAMES, EMPTY, TulagaGame, describe_cell, rank, simple
from tulakit.tulaga.moves import Claim, TulagaMove
from tulakit.words import and_list, counted


# -- words --------------------------------------------------------------------------------
def point_words(p: int) -> str:
    """Where a point is, in words (TULAGA-1).

    >>> from tulakit.tulaga.board import point
    >>> point_words(point("c7"))
    'c7 (file c, the 3rd from the left; rank 7, the 7th from the bottom)'
    """
    f, r = p % 9, p // 9
    return (
        f"{name(p)} (file {FILES[f]}, the {_ordinal(f + 1)} from the left; "
        f"rank {r + 1}, the {_ordinal(r + 1)} from the bottom)"
    )


def _ordinal(n: int) -> str:
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n, 'th') }".replace(" ", "")


def tulaga_words(tulaga: Claim) -> str:
    """E.g. ``'the row a5-e5'`` or ``'the perimeter around d6 (c5, d5, e5, e7)'``."""
    if tulaga.centre is None:
        return f"the row {name(tulaga.stones[0])}-{name(tulaga.stones[-1])}"
    return (
        f"the perimeter around {name(tulaga.centre)} ({', '.join(name(q) for q in tulaga.stones)})"
    )


def short_words(tulaga: Claim) -> str:
    """E.g. ``'row a5-e5'`` or ``'perimeter around d6'``."""
    if tulaga.centre is None:
        return f"row {name(tulaga.stones[0])}-{name(tulaga.stones[-1])}"
    return f"perimeter around {name(tulaga.centre)}"


def occupied_reason(game: TulagaGame, p: int) -> str | None:
    """The engine's reason when a stone cannot go on ``p`` (TULAGA-3: empty points only)."""
    if game.cell(p) == EMPTY:
        return None
    reason = game.explain_illegal(TulagaMove(p))
    return f"no: {reason}; a stone goes on an empty point (TULAGA-3)"


@dataclass(frozen=True)
class Answer:
    """The verdict on one pick: right or wrong, a reason code and a sentence.

    ``key`` is what was picked (a point index, a direction, a notation...). ``new`` is
    True when the pick found a target not found before (and so raised the score).
    """

    key: Hashable
    correct: bool
    reason: str
    text: str
    new: bool = False


# -- explanations -------------------------------------------------------------------------
def explain_row(game: TulagaGame, p: int) -> Answer:
    """Does placing on ``p`` complete a row for the player to move, and why (TULAGA-4)?

    Reasons: ``row`` (yes), ``occupied``, ``perimeter_only``, ``rank_never_counts``,
    ``short``.

    >>> from tulakit.tulaga.board import point
    >>> from tulakit.tulaga.positions import row_position
    >>> game = row_position()
    >>> explain_row(game, point("f2")).text
    'no: the row b2-f2 would hold five black stones, but b2 holds a black rank stone, and rank stones never count (TULAGA-4)'
    """
    reason = occupied_reason(game, p)
    if reason is not None:
        return Answer(p, False, "occupied", reason)
    me = game.to_move
    colour = COLOUR_NAMES[me].lower()
    made = game.tulagas_after(p)
    rows = [t for t in made if t.centre is None]
    if rows:
        which = and_list([short_words(t)[4:] for t in rows])
        return Answer(
            p,
            True,
            "row",
            f"yes: {name(p)} completes the row{'s' if len(rows) > 1 else ''} {which}, "
            f"five {colour} simple stones in a line (TULAGA-4)",
        )
    if made:
        return Answer(
            p,
            False,
            "perimeter_only",
            f"no: {name(p)} makes {tulaga_words(made[0])}, a perimeter Tulaga, not a row",
        )
    best: tuple[int, tuple[int, ...]] | None = None
    for row in ROWS_THROUGH[p]:
        others = [q for q in row if q != p]
        mine = sum(game.cell(q) == simple(me) for q in others)
        ranks = [q for q in others if game.cell(q) == rank(me)]
        if ranks and mine + len(ranks) == 4:  # TULAGA-4: rank stones never count
            return Answer(
                p,
                False,
                "rank_never_counts",
                f"no: the row {name(row[0])}-{name(row[-1])} would hold five {colour} stones, "
                f"but {and_list([name(q) for q in ranks])} "
                f"hold{'s' if len(ranks) == 1 else ''} a {colour} rank stone, and rank stones "
                "never count (TULAGA-4)",
            )
        if best is None or mine > best[0]:
            best = (mine, row)
    assert best is not None
    mine, row = best
    blockers = [q for q in row if game.cell(q) in (simple(1 - me), rank(1 - me))]
    text = (
        f"no: there is no line of five through {name(p)} that would be all {colour}: the best, "
        f"{name(row[0])}-{name(row[-1])}, would have {mine + 1} {colour} simple stone"
        f"{'s' if mine else ''}"
    )
    if blockers:
        text += f", and {and_list([f'{name(q)} holds {describe_cell(game.cell(q))}' for q in blockers])}"
    return Answer(p, False, "short", text)


def explain_perimeter(game: TulagaGame, p: int) -> Answer:
    """Does placing on ``p`` complete a perimeter for the player to move, and why (TULAGA-4)?

    Reasons: ``perimeter`` (yes), ``occupied``, ``row_only``, ``centre_taken``,
    ``rank_never_counts``, ``short``.

    >>> from tulakit.tulaga.board import point
    >>> from tulakit.tulaga.positions import perimeter_position
    >>> game = perimeter_position()
    >>> explain_perimeter(game, point("g4")).reason
    'centre_taken'
    """
    reason = occupied_reason(game, p)
    if reason is not None:
        return Answer(p, False, "occupied", reason)
    me = game.to_move
    colour = COLOUR_NAMES[me].lower()
    made = game.tulagas_after(p)
    perimeters = [t for t in made if t.centre is not None]
    if perimeters:
        centres = sorted({t.centre for t in perimeters if t.centre is not None})
        return Answer(
            p,
            True,
            "perimeter",
            f"yes: {name(p)} completes a perimeter around {and_list([name(c) for c in centres])}: "
            f"four {colour} simple stones round an empty centre (TULAGA-4)",
        )
    if made:
        return Answer(
            p,
            False,
            "row_only",
            f"no: {name(p)} makes {tulaga_words(made[0])}, a row Tulaga, not a perimeter",
        )
    best: tuple[int, int] | None = None
    for centre in CENTRES_AROUND[p]:
        ring = [q for q in PERIMETER[centre] if q != p]
        mine = sum(game.cell(q) == simple(me) for q in ring)
        ranks = [q for q in ring if game.cell(q) == rank(me)]
        if mine >= 3 and game.cell(centre) != EMPTY:
            return Answer(
                p,
                False,
                "centre_taken",
                f"no: {name(p)} would make four {colour} stones round {name(centre)}, but a "
                f"perimeter's centre must be empty and {name(centre)} holds "
                f"{describe_cell(game.cell(centre))} (TULAGA-4)",
            )
        if ranks and mine < 3 <= mine + len(ranks) and game.cell(centre) == EMPTY:
            return Answer(
                p,
                False,
                "rank_never_counts",
                f"no: {name(p)} would make only {mine + 1} {colour} simple stones round "
                f"{name(centre)}: {and_list([name(q) for q in ranks])} "
                f"hold{'s' if len(ranks) == 1 else ''} a {colour} rank stone, and rank stones "
                "never count (TULAGA-4)",
            )
        if game.cell(centre) == EMPTY and (best is None or mine > best[0]):
            best = (mine, centre)
    if best is None:
        return Answer(
            p,
            False,
            "short",
            f"no: every centre next to {name(p)} is occupied, and a perimeter's centre must be "
            "empty (TULAGA-4)",
        )
    mine, centre = best
    return Answer(
        p,
        False,
        "short",
        f"no: the most {colour} simple stones round an empty centre next to {name(p)} would be "
        f"{mine + 1} (round {name(centre)}); a perimeter needs 4",
    )


def reap_report(game: TulagaGame, origin: int) -> dict[str, list[int]]:
    """For each direction, the opponent's stones a reap from ``origin`` would take (TULAGA-6).

    ``game`` is the position after the claim, with the mover's opponent to move (as the
    engine leaves it), so the mover is ``1 - game.to_move``.
    """
    mover = 1 - game.to_move
    return {d: list(game.reap_targets(origin, d, mover)) for d in DIRECTIONS}


def reap_words(game: TulagaGame, direction: str, taken: list[int]) -> str:
    """What a reap towards ``direction`` takes, in words (``taken``: from :func:`reap_report`).

    ``game`` is the position after the claim played without a reap, so the stones taken
    belong to the side to move there, the opponent.
    """
    them = COLOUR_NAMES[game.to_move].lower()
    simples = [name(q) for q in taken if game.cell(q) == simple(game.to_move)]
    ranks = [name(q) for q in taken if game.cell(q) == rank(game.to_move)]
    parts = []
    if simples:
        parts.append(
            f"the {them} simple stone{'s' if len(simples) > 1 else ''} on {and_list(simples)}"
        )
    if ranks:
        parts.append(f"the {them} rank stone on {and_list(ranks)}, which your rank stone replaces")
    count = len(taken)
    what = f" ({and_list(parts)})" if parts else ""
    return f"{DIRECTION_NAMES[direction]} takes {counted(count, 'stone')}{what}"


__all__ = [
    "Answer",
    "explain_perimeter",
    "explain_row",
    "occupied_reason",
    "point_words",
    "reap_report",
    "reap_words",
    "short_words",
    "tulaga_words",
]
