"""Prepared positions and exercise logic for the Tulaga teaching notebook.

Pure engine code (no widgets): every position is built by playing turns in notation, and
every verdict comes from the rules engine (:meth:`TulagaGame.tulagas_after`, the parser,
the rays of the board), worded for a learner and citing the rulings TULAGA-1..8 of
``shared/rulings/tulaga.md``. :mod:`tulakit.widgets.tulaga_lessons` shows the scenes and
routes clicks and buttons into the quizzes here.

>>> quiz = row_quiz()
>>> sorted(name(p) for p in quiz.targets)
['g5']
>>> quiz.pick(point("g5")).text
'yes: g5 completes the row c5-g5, five black simple stones in a line (TULAGA-4)'
>>> quiz.score_text()
'1 of 1 found: all of them!'
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field

from tulakit.drawing.scene import Circle, Group, Scene
from tulakit.drawing.svg import to_svg
from tulakit.errors import IllegalMoveError, NotationError
from tulakit.quiz import FindAll
from tulakit.tulaga.board import (
    CENTRES_AROUND,
    DIRECTION_NAMES,
    DIRECTIONS,
    FILES,
    N_POINTS,
    PERIMETER,
    RAYS,
    ROWS_THROUGH,
    name,
    point,
)
from tulakit.tulaga.game import COLOUR_NAMES, EMPTY, TulagaGame, describe_cell, rank, simple
from tulakit.tulaga.moves import Claim, TulagaMove
from tulakit.tulaga.svg import point_xy, tulaga_scene
from tulakit.tulaga.turn import TurnBuilder

#: the colour of the rings round points already found in an exercise (Okabe-Ito green)
FOUND_COLOUR = "#009E73"


# -- prepared positions -------------------------------------------------------------------
def prepared(black: str, white: str, *, rank_stones: int = 6) -> TulagaGame:
    """Play Black's and White's turns (each side's separated by ``;``) alternately.

    Black moves first (TULAGA-2), so Black is to move after equal numbers of turns.

    >>> game = prepared("e5; c3", "d4; f6")
    >>> game.to_move, game.simple_pile
    (0, (10, 10))
    """
    game = TulagaGame(rank_stones=rank_stones)
    b = [t.strip() for t in black.split(";") if t.strip()]
    w = [t.strip() for t in white.split(";") if t.strip()]
    if len(b) not in (len(w), len(w) + 1):
        raise ValueError("Black moves first, then turns alternate (TULAGA-2)")
    for i, turn in enumerate(b):
        game.play(turn)
        if i < len(w):
            game.play(w[i])
    return game


#: the first lesson: a stone each, Black to move
BOARD_TURNS = ("e5", "d4")
#: points the naming exercise asks for, one after the other (TULAGA-1)
NAMING_TARGETS = ("c7", "g2", "i9")

#: a row lesson: Black's c5-f5 is blocked by White on b5 and ends at g5; the row b2-f2
#: would count a black rank stone (which never counts, TULAGA-4)
ROW_TURNS = (
    "a1; a2; a3; b1 =b2(a1,a2,a3,b1); c2; d2; e2; c5; d5; e5; f5",
    "b5; h8; h9; g8; c8; e8; i4; a7; i2; f8; h7",
)
#: a perimeter lesson: d5 or e7 rings d6; f2, g2, h2 would ring g3, but White holds it
PERIMETER_TURNS = ("c5; e5; d7; f2; g2; h2", "c6; e6; c7; g3; a9; i9")
#: the row of the rank-stone lesson (also the play page's ``demo-row``): e5 completes a5-e5
RANK_ROW_TURNS = ("a5; b5; c5; d5", "c7; c8; h1; h2")
RANK_ROW_PLACE = "e5"
#: the perimeter of the rank-stone lesson: d5 completes the perimeter around d6
RANK_PERIMETER_PLACE = "d5"
#: the reaping lesson: c6 completes the perimeter around d5, then which way to reap?
REAP_TURNS = (
    "c4; d4; e4; d8; a1; i1; a9; i9; f1",
    "g4; g5; h4; i4 =h5(g4,g5,h4,i4); d7; d9; f5; i5; d2",
)
REAP_PLACE = "c6"
REAP_CLAIM = "=d5(c4,c6,d4,e4)"
#: several Tulagas at once (also the play page's ``demo-double``): e5 makes four
SEVERAL_TURNS = ("a5; b5; c5; d5; e7; f7; g7", "c7; c8; h1; h2; h3; d2; a9")
SEVERAL_PLACE = "e5"
#: the winning lessons use 4 rank stones each; both sides have claimed twice already
WIN_RANKS = 4
_WIN_PREFIX = (
    "a1; a2; a3; b1 =b2(a1,a2,a3,b1); a7; a8; a9; b9 =b8(a7,a8,a9,b9)",
    "g4; g5; h4; i4 =h5(g4,g5,h4,i4); g7; g8; g9; h9 =h8(g7,g8,g9,h9)",
)
#: Black claims a third time, then rings e6 with three stones: one more Tulaga wins
WIN_TURNS = (
    _WIN_PREFIX[0] + "; d1; d2; d3; e1 =e2(d1,d2,d3,e1); d5; f5; e7",
    _WIN_PREFIX[1] + "; e5; d7; f6; c9; i1; i2; i3",
)
#: Black wins by a reap: the last rank stone replaces White's on h5 (a tulakit decision)
REAP_WIN_TURNS = (
    _WIN_PREFIX[0] + "; a4; a5; a6",
    _WIN_PREFIX[1] + "; e5; i5; c9",
)
REAP_WIN_MOVE = "b4 =b5(a4,a5,a6,b4) >E"
#: the empty-pile lesson: both sides have placed 11 stones, one is left each
PILE_TURNS = (
    "c3; e3; d5; a9; e9; i9; a1; i5; g1; i1; g7",
    "d3; e4; c5; h1; h3; h5; g2; g6; b1; b7; f8",
)
#: the notation lesson: the turn played on the rank-row position
NOTATION_MOVE = "e5 =a5-e5@c5 >N"
#: answers offered in the notation exercise (one right, each wrong one for a reason)
NOTATION_CHOICES = (
    "c5 =a5-e5@c5 >N",
    "e5 =e5-a5@c5 >N",
    "e5 =a5-e5@c5",
    "e5 =a5-e5@c5 >N",
    "e5 >N =a5-e5@c5",
    "e5 =a5-e5@c5 >S",
)


def board_position() -> TulagaGame:
    """The first lesson's position: Black on e5, White on d4, Black to move."""
    return prepared(*BOARD_TURNS)


def row_position() -> TulagaGame:
    """Black to move; only g5 completes a row (see :data:`ROW_TURNS`)."""
    return prepared(*ROW_TURNS)


def perimeter_position() -> TulagaGame:
    """Black to move; d5 and e7 complete the perimeter around d6."""
    return prepared(*PERIMETER_TURNS)


def rank_row_position() -> TulagaGame:
    """Black to move; e5 completes the row a5-e5."""
    return prepared(*RANK_ROW_TURNS)


def reap_position() -> TulagaGame:
    """Black to move; c6 completes the perimeter around d5 (:data:`REAP_CLAIM`)."""
    return prepared(*REAP_TURNS)


def several_position() -> TulagaGame:
    """Black to move; e5 makes the row a5-e5 and perimeters around d6, e6 and f6."""
    return prepared(*SEVERAL_TURNS)


def win_position() -> TulagaGame:
    """Black to move with 3 of 4 rank stones down and Tulagas in reach (TULAGA-7).

    >>> game = win_position()
    >>> game.rank_stones, game.rank_pile
    (4, (1, 2))
    """
    return prepared(*WIN_TURNS, rank_stones=WIN_RANKS)


def reap_win_position() -> TulagaGame:
    """Black to move with 2 of 4 rank stones down; :data:`REAP_WIN_MOVE` wins by reaping."""
    return prepared(*REAP_WIN_TURNS, rank_stones=WIN_RANKS)


def pile_position() -> TulagaGame:
    """Black to move with one simple stone left (TULAGA-3).

    >>> pile_position().simple_pile
    (1, 1)
    """
    return prepared(*PILE_TURNS)


def notation_position() -> TulagaGame:
    """The rank-row position with :data:`NOTATION_MOVE` played."""
    game = rank_row_position()
    game.play(NOTATION_MOVE)
    return game


def reap_claim() -> Claim:
    """The claim of the reaping lesson."""
    move = TulagaMove.parse(f"{REAP_PLACE} {REAP_CLAIM}")
    assert move.claim is not None
    return move.claim


# -- words --------------------------------------------------------------------------------
def _and(parts: Sequence[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    parts = list(parts)
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def point_words(p: int) -> str:
    """Where a point is, in words (TULAGA-1).

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


def _occupied(game: TulagaGame, p: int) -> str | None:
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

    >>> game = row_position()
    >>> explain_row(game, point("f2")).text
    'no: the row b2-f2 would hold five black stones, but b2 holds a black rank stone, and rank stones never count (TULAGA-4)'
    """
    reason = _occupied(game, p)
    if reason is not None:
        return Answer(p, False, "occupied", reason)
    me = game.to_move
    colour = COLOUR_NAMES[me].lower()
    made = game.tulagas_after(p)
    rows = [t for t in made if t.centre is None]
    if rows:
        which = _and([short_words(t)[4:] for t in rows])
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
                f"but {_and([name(q) for q in ranks])} "
                f"hold{'s' if len(ranks) == 1 else ''} a {colour} rank stone, and rank stones "
                "never count (TULAGA-4)",
            )
        if best is None or mine > best[0]:
            best = (mine, row)
    assert best is not None
    mine, row = best
    blockers = [q for q in row if game.cell(q) in (simple(1 - me), rank(1 - me))]
    text = (
        f"no: no line of five through {name(p)} would be all {colour}: the best, "
        f"{name(row[0])}-{name(row[-1])}, would have {mine + 1} {colour} simple stone"
        f"{'s' if mine else ''}"
    )
    if blockers:
        text += (
            f", and {_and([f'{name(q)} holds {describe_cell(game.cell(q))}' for q in blockers])}"
        )
    return Answer(p, False, "short", text)


def explain_perimeter(game: TulagaGame, p: int) -> Answer:
    """Does placing on ``p`` complete a perimeter for the player to move, and why (TULAGA-4)?

    Reasons: ``perimeter`` (yes), ``occupied``, ``row_only``, ``centre_taken``,
    ``rank_never_counts``, ``short``.

    >>> game = perimeter_position()
    >>> explain_perimeter(game, point("g4")).reason
    'centre_taken'
    """
    reason = _occupied(game, p)
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
            f"yes: {name(p)} completes a perimeter around {_and([name(c) for c in centres])}: "
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
                f"{name(centre)}: {_and([name(q) for q in ranks])} "
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
    them = game.to_move
    return {
        d: [q for q in RAYS[origin][d] if game.cell(q) in (simple(them), rank(them))]
        for d in DIRECTIONS
    }


def _reap_words(game: TulagaGame, direction: str, taken: list[int]) -> str:
    them = COLOUR_NAMES[game.to_move].lower()
    simples = [name(q) for q in taken if game.cell(q) == simple(game.to_move)]
    ranks = [name(q) for q in taken if game.cell(q) == rank(game.to_move)]
    parts = []
    if simples:
        parts.append(f"the {them} simple stone{'s' if len(simples) > 1 else ''} on {_and(simples)}")
    if ranks:
        parts.append(f"the {them} rank stone on {_and(ranks)}, which your rank stone replaces")
    count = len(taken)
    what = f" ({_and(parts)})" if parts else ""
    return f"{DIRECTION_NAMES[direction]} takes {count} stone{'s' if count != 1 else ''}{what}"


# -- quizzes ------------------------------------------------------------------------------
@dataclass
class Quiz(FindAll):
    """Shared bookkeeping: the targets to find, those found and the wrong picks."""

    game: TulagaGame
    targets: frozenset = frozenset()
    found: set = field(default_factory=set)
    wrong: int = 0
    answers: list[Answer] = field(default_factory=list)
    #: what the learner is asked to do
    prompt: str = ""

    def explain(self, key: Hashable) -> Answer:
        """The verdict on ``key`` (without changing the score)."""
        raise NotImplementedError

    def _target_of(self, answer: Answer) -> Hashable:
        """Which target a right answer found (the key itself, unless a subclass says)."""
        return answer.key

    def pick(self, key: Hashable) -> Answer:
        """Judge a pick, update the score and return the explanation."""
        answer = self.explain(key)
        if answer.correct:
            target = self._target_of(answer)
            if target not in self.found:
                self.found.add(target)
                answer = Answer(answer.key, True, answer.reason, answer.text, new=True)
        else:
            self.wrong += 1
        self.answers.append(answer)
        return answer

    # -- pictures ---------------------------------------------------------------------
    def scene(self) -> Scene:
        """What the exercise board shows (points are clickable regions)."""
        scene = tulaga_scene(self.game, show_last=False)
        _mark_found(scene, [k for k in self.found if isinstance(k, int)])
        return scene

    def svg(self) -> str:
        """:meth:`scene` as SVG text."""
        return to_svg(self.scene())


def _mark_found(scene: Scene, points: Sequence[int]) -> None:
    if not points:
        return
    group = Group(cls="found")
    for p in sorted(points):
        group.add(Circle(*point_xy(p), 25, stroke=FOUND_COLOUR, stroke_width=4))
    scene.add(group)


def _strip(scene: Scene, classes: Sequence[str]) -> Scene:
    """Drop the top-level groups of ``classes`` and the non-point regions (the exercise
    boards take no decline or reap clicks)."""
    scene.root.items = [
        item
        for item in scene.root.items
        if not (isinstance(item, Group) and item.cls.split(" ")[0] in classes)
    ]
    scene.regions = [r for r in scene.regions if isinstance(r.key, int)]
    return scene


def pending_scene(
    game: TulagaGame, place: int, *, claim: Claim | None = None, focus: int | None = None
) -> Scene:
    """``game`` with a stone placed on ``place`` but the turn not finished: its Tulagas
    offered (numbered), or with ``claim`` made and the reap still to choose. The reap
    arrows (which would give the answer away) and the decline hint are left out."""
    builder = TurnBuilder(game)
    reason = builder.place_at(place)
    if reason is not None:
        raise IllegalMoveError(reason)
    if claim is not None:
        index = next(
            i
            for i, t in enumerate(builder.tulagas)
            if t.stones == claim.stones and t.centre == claim.centre
        )
        builder.choose_tulaga(index)
        if builder.stage == "rank":
            builder.choose_rank(claim.rank_point)
    scene = tulaga_scene(game, builder=builder, focus=focus, show_last=False)
    return _strip(scene, ("decline-hint", "prompt", "reap-arrows"))


class NamingQuiz(Quiz):
    """Click the named points one after the other (TULAGA-1); occupied points are
    refused as a placement would be (TULAGA-3).

    >>> quiz = NamingQuiz()
    >>> quiz.prompt
    'Click the point c7.'
    >>> quiz.pick(point("e5")).reason, quiz.pick(point("c7")).correct, quiz.prompt
    ('occupied', True, 'Click the point g2.')
    """

    def __init__(self, game: TulagaGame | None = None, names: Sequence[str] = NAMING_TARGETS):
        super().__init__(board_position() if game is None else game)
        self.order = [point(n) for n in names]
        self.targets = frozenset(self.order)
        self._update_prompt()

    @property
    def current(self) -> int | None:
        """The point asked for now (``None`` when all are found)."""
        return next((p for p in self.order if p not in self.found), None)

    def _update_prompt(self) -> None:
        current = self.current
        self.prompt = "All found!" if current is None else f"Click the point {name(current)}."

    def explain(self, key: Hashable) -> Answer:
        p = int(key)  # type: ignore[call-overload]
        reason = _occupied(self.game, p)
        if reason is not None:
            return Answer(p, False, "occupied", reason)
        current = self.current
        if current is None or p == current:
            return Answer(p, True, "named", f"yes: that is {point_words(p)}")
        return Answer(
            p,
            False,
            "elsewhere",
            f"no: you clicked {point_words(p)}; {name(current)} is file "
            f"{name(current)[0]}, rank {name(current)[1:]}",
        )

    def pick(self, key: Hashable) -> Answer:
        answer = super().pick(key)
        self._update_prompt()
        return answer


class FindQuiz(Quiz):
    """Click every empty point that makes a Tulaga of one kind for the player to move.

    ``kind`` is ``"row"`` (:func:`explain_row`) or ``"perimeter"``
    (:func:`explain_perimeter`).
    """

    def __init__(self, game: TulagaGame, kind: str, prompt: str = "") -> None:
        if kind not in ("row", "perimeter"):
            raise ValueError(f"kind must be 'row' or 'perimeter', not {kind!r}")
        super().__init__(game, prompt=prompt)
        self.kind = kind
        self.targets = frozenset(p for p in range(N_POINTS) if self.explain(p).correct)

    def explain(self, key: Hashable) -> Answer:
        p = int(key)  # type: ignore[call-overload]
        if self.kind == "row":
            return explain_row(self.game, p)
        return explain_perimeter(self.game, p)


def row_quiz(game: TulagaGame | None = None) -> FindQuiz:
    """Find every point that completes a row (TULAGA-4)."""
    return FindQuiz(
        row_position() if game is None else game,
        "row",
        "Black to move: click every empty point that completes a row Tulaga.",
    )


def perimeter_quiz(game: TulagaGame | None = None) -> FindQuiz:
    """Find every point that completes a perimeter (TULAGA-4)."""
    return FindQuiz(
        perimeter_position() if game is None else game,
        "perimeter",
        "Black to move: click every empty point that completes a perimeter Tulaga.",
    )


class RankQuiz(Quiz):
    """The stone on ``place`` has made one Tulaga: click every point where its rank stone
    may go (TULAGA-5): any of a row's five points, or a perimeter's centre.

    >>> quiz = RankQuiz()
    >>> sorted(name(p) for p in quiz.targets)
    ['a5', 'b5', 'c5', 'd5', 'e5']
    """

    def __init__(self, game: TulagaGame | None = None, place: str = RANK_ROW_PLACE) -> None:
        game = rank_row_position() if game is None else game
        self.place = point(place)
        tulagas = game.tulagas_after(self.place)
        if len(tulagas) != 1:
            raise ValueError(f"{place} should make exactly one Tulaga, not {len(tulagas)}")
        self.tulaga = tulagas[0]
        what = "row" if self.tulaga.centre is None else "perimeter"
        super().__init__(
            game,
            prompt=f"{place} completes the {what} shown: click every point where the rank stone may go.",
        )
        self.targets = frozenset(
            c.rank_point for c in game.claims_after(self.place) if c.stones == self.tulaga.stones
        )

    def explain(self, key: Hashable) -> Answer:
        p = int(key)  # type: ignore[call-overload]
        t = self.tulaga
        if t.centre is None:
            points = _and([name(q) for q in t.stones])
            if p in t.stones:
                return Answer(
                    p,
                    True,
                    "row_point",
                    f"yes: {name(p)} is one of the five points of {tulaga_words(t)}; the rank "
                    "stone may go on any of them (TULAGA-5)",
                )
            return Answer(
                p,
                False,
                "not_in_row",
                f"no: a row's rank stone goes on one of its own five points ({points}), and "
                f"{name(p)} is not one of them (TULAGA-5)",
            )
        centre = name(t.centre)
        if p == t.centre:
            return Answer(
                p,
                True,
                "centre",
                f"yes: a perimeter's rank stone goes on its centre, {centre} (TULAGA-5)",
            )
        if p in t.stones:
            return Answer(
                p,
                False,
                "ring_stone",
                f"no: {name(p)} is one of the Tulaga's four stones, which go back to the pile; "
                f"the rank stone goes on the centre, {centre} (TULAGA-5)",
            )
        return Answer(
            p,
            False,
            "not_centre",
            f"no: a perimeter's rank stone always goes on its centre, {centre} (TULAGA-5)",
        )

    def scene(self) -> Scene:
        scene = pending_scene(self.game, self.place)
        _mark_found(scene, sorted(self.found))
        return scene


def rank_perimeter_quiz() -> RankQuiz:
    """The rank-stone exercise for a perimeter: d5 rings d6."""
    return RankQuiz(perimeter_position(), RANK_PERIMETER_PLACE)


class ReapQuiz(Quiz):
    """After the claim, which direction reaps the most (TULAGA-6)? Every answer tells
    the count in all four directions.

    >>> quiz = ReapQuiz()
    >>> sorted(quiz.targets), quiz.counts
    (['E'], {'N': 2, 'E': 3, 'S': 1, 'W': 0})
    """

    def __init__(self, game: TulagaGame | None = None) -> None:
        game = reap_position() if game is None else game
        self.claim = reap_claim()
        self.place = point(REAP_PLACE)
        self.after = game.copy()
        assert isinstance(self.after, TulagaGame)
        self.after.play(TulagaMove(self.place, self.claim))
        self.origin = self.claim.rank_point
        self.report = reap_report(self.after, self.origin)
        self.counts = {d: len(taken) for d, taken in self.report.items()}
        most = max(self.counts.values())
        super().__init__(
            game,
            prompt=(
                f"Black placed {REAP_PLACE} and claimed the perimeter around "
                f"{name(self.origin)}. Reap which way to take the most stones?"
            ),
        )
        self.targets = frozenset(d for d, n in self.counts.items() if n == most)

    def explain(self, key: Hashable) -> Answer:
        d = str(key).upper()[:1]
        if d not in DIRECTIONS:
            raise ValueError(f"{key!r} is not a direction: use N, E, S or W")
        most = max(self.counts.values())
        summary = "; ".join(_reap_words(self.after, x, self.report[x]) for x in DIRECTIONS)
        own = [name(q) for q in RAYS[self.origin][d] if self.after.cell(q) in (simple(0), rank(0))]
        mine = (
            f" Your own {_and(own)} stay{'s' if len(own) == 1 else ''} where "
            f"{'it is' if len(own) == 1 else 'they are'}."
            if own
            else ""
        )
        count = self.counts[d]
        verdict = "yes" if count == most else "no"
        text = (
            f"{verdict}: reaping {DIRECTION_NAMES[d]} takes {count} "
            f"stone{'s' if count != 1 else ''}{' (the most)' if count == most else f', and {most} is possible'}."
            f"{mine} In every direction: {summary} (TULAGA-6)."
        )
        return Answer(d, count == most, "most" if count == most else "fewer", text)

    def scene(self) -> Scene:
        return pending_scene(self.game, self.place, claim=self.claim)


class SeveralQuiz(Quiz):
    """One placement made several Tulagas: click a stone (or centre) of one to claim it,
    and see which of the others it breaks (TULAGA-5: at most one claim per turn).

    Targets are the offered Tulagas (by index); each may be tried in turn.

    >>> quiz = SeveralQuiz()
    >>> quiz.total, quiz.pick(point("a5")).reason
    (4, 'claimed')
    """

    def __init__(self, game: TulagaGame | None = None, place: str = SEVERAL_PLACE) -> None:
        game = several_position() if game is None else game
        self.place = point(place)
        self.tulagas = game.tulagas_after(self.place)
        super().__init__(
            game,
            prompt=(
                f"{place} made {len(self.tulagas)} Tulagas. Click a stone or centre that "
                "only one of them uses to claim it; try each one."
            ),
        )
        self.targets = frozenset(range(len(self.tulagas)))

    def through(self, p: int) -> list[int]:
        """Indices of the offered Tulagas using point ``p`` (as a stone or as the centre)."""
        return [i for i, t in enumerate(self.tulagas) if p in t.stones or p == t.centre]

    def claim_of(self, index: int) -> Claim:
        """The claim of Tulaga ``index``; a row's rank stone goes on the stone just placed."""
        t = self.tulagas[index]
        return Claim(t.stones, self.place, None) if t.centre is None else t

    def after(self, index: int) -> TulagaGame:
        """The position after claiming Tulaga ``index`` (no reap)."""
        game = self.game.copy()
        assert isinstance(game, TulagaGame)
        game.play(TulagaMove(self.place, self.claim_of(index)))
        return game

    def broken(self, index: int) -> dict[int, list[int]]:
        """For every other Tulaga, the points that no longer hold the mover's simple stone
        (or, for a centre, are no longer empty) once Tulaga ``index`` is claimed."""
        after = self.after(index)
        mine = simple(1 - after.to_move)
        out = {}
        for j, t in enumerate(self.tulagas):
            if j == index:
                continue
            lost = [q for q in t.stones if after.cell(q) != mine]
            if t.centre is not None and after.cell(t.centre) != EMPTY:
                lost.append(t.centre)
            out[j] = lost
        return out

    def explain(self, key: Hashable) -> Answer:
        p = int(key)  # type: ignore[call-overload]
        through = self.through(p)
        if not through:
            return Answer(
                p,
                False,
                "outside",
                f"no: {name(p)} is in none of the offered Tulagas; click a highlighted stone",
            )
        if len(through) > 1:
            which = _and([f"{i + 1} ({short_words(self.tulagas[i])})" for i in through])
            return Answer(
                p,
                False,
                "shared",
                f"{name(p)} is part of Tulagas {which}: click a stone or centre that only one "
                "of them uses",
            )
        index = through[0]
        claim = self.claim_of(index)
        broken = self.broken(index)
        notes = [
            f"Tulaga {j + 1} ({short_words(self.tulagas[j])}) lost {_and([name(q) for q in lost])}"
            for j, lost in broken.items()
        ]
        text = (
            f"claimed Tulaga {index + 1}, {tulaga_words(self.tulagas[index])}: its stones go "
            f"back to the pile and the rank stone stands on {name(claim.rank_point)} (TULAGA-5). "
            f"The others are broken: {'; '.join(notes)}."
        )
        return Answer(p, True, "claimed", text)

    def _target_of(self, answer: Answer) -> Hashable:
        return self.through(int(answer.key))[0]  # type: ignore[call-overload]

    def score_text(self) -> str:
        text = f"tried {len(self.found)} of {self.total} Tulagas"
        return text + (": all of them!" if self.done else "")

    def scene(self) -> Scene:
        return pending_scene(self.game, self.place)


class TulagaQuiz(Quiz):
    """Click every point that makes a Tulaga, with a verdict that says what it is worth
    here: ``purpose`` ``"win"`` (the last rank stone, TULAGA-7) or ``"pile"`` (stones back
    to an almost empty pile, TULAGA-3)."""

    def __init__(self, game: TulagaGame, purpose: str) -> None:
        if purpose not in ("win", "pile"):
            raise ValueError(f"purpose must be 'win' or 'pile', not {purpose!r}")
        self.purpose = purpose
        mover = COLOUR_NAMES[game.to_move]
        prompt = (
            f"{mover} has one rank stone left: click every point that wins at once."
            if purpose == "win"
            else f"{mover} has one simple stone left: click every point that keeps {mover} in the game."
        )
        super().__init__(game, prompt=prompt)
        self.targets = frozenset(p for p in range(N_POINTS) if game.tulagas_after(p))

    def explain(self, key: Hashable) -> Answer:
        p = int(key)  # type: ignore[call-overload]
        game = self.game
        reason = _occupied(game, p)
        if reason is not None:
            return Answer(p, False, "occupied", reason)
        me = game.to_move
        mover, other = COLOUR_NAMES[me], COLOUR_NAMES[1 - me]
        made = game.tulagas_after(p)
        if self.purpose == "win":
            left = game.rank_pile[me]
            if made:
                return Answer(
                    p,
                    True,
                    "wins",
                    f"yes: {name(p)} makes {tulaga_words(made[0])}; claiming it puts {mover}'s "
                    f"last rank stone on the board, so {mover} wins at once (TULAGA-7), "
                    "before any reap",
                )
            return Answer(
                p,
                False,
                "no_tulaga",
                f"no: {name(p)} makes no Tulaga, so no rank stone goes down; {mover} still "
                f"has {left} in the pile",
            )
        if made:
            back = len(made[0].stones)
            after = game.simple_pile[me] - 1 + back
            return Answer(
                p,
                True,
                "refills",
                f"yes: {name(p)} makes {tulaga_words(made[0])}; claiming it sends its {back} "
                f"stones back to {mover}'s pile, which then holds {after} (TULAGA-5)",
            )
        return Answer(
            p,
            False,
            "empties",
            f"no: after {name(p)} {mover}'s pile is empty; {other} places a stone, and "
            f"{mover} starts the next turn with nothing to place and loses (TULAGA-3)",
        )


def win_quiz(game: TulagaGame | None = None) -> TulagaQuiz:
    """Find every winning placement (TULAGA-7)."""
    return TulagaQuiz(win_position() if game is None else game, "win")


def pile_quiz(game: TulagaGame | None = None) -> TulagaQuiz:
    """Find every placement that refills an almost empty pile (TULAGA-3)."""
    return TulagaQuiz(pile_position() if game is None else game, "pile")


class NotationQuiz(Quiz):
    """Which text is the notation of the turn just played (TULAGA-8)? Any text may be
    tried: what does not parse gets the parser's reason, what parses is compared part by
    part with the turn played.

    >>> quiz = NotationQuiz()
    >>> quiz.pick("e5 =a5-e5@c5 >N").correct
    True
    >>> quiz.explain("e5 =a5-e5@c5 >S").text
    'no: that turn reaps south; the turn played reaped north'
    """

    def __init__(self, move: str = NOTATION_MOVE, choices: Sequence[str] = NOTATION_CHOICES):
        self.move = TulagaMove.parse(move)
        self.choices = tuple(choices)
        game = rank_row_position()
        super().__init__(
            game,
            prompt="Black has just played the turn shown. Which text is its notation?",
        )
        self.played = game.copy()
        assert isinstance(self.played, TulagaGame)
        self.played.play(self.move)
        self.targets = frozenset({str(self.move)})

    def explain(self, key: Hashable) -> Answer:
        text = " ".join(str(key).split())
        try:
            move = TulagaMove.parse(text)
        except NotationError as exc:
            return Answer(text, False, "unreadable", f"no: {exc}")
        played = self.move
        if move == played:
            return Answer(
                str(move),
                True,
                "same",
                f"yes: {move} reads {move.describe()} (TULAGA-8)",
            )
        if move.place != played.place:
            return Answer(
                text,
                False,
                "place",
                f"no: the first part is where the stone was placed, {name(played.place)}, "
                f"not {name(move.place)}",
            )
        if move.claim != played.claim:
            said = "no claim" if move.claim is None else move.claim.describe()
            return Answer(
                text,
                False,
                "claim",
                f"no: that says {said}; the turn played was to "
                f"{played.claim.describe() if played.claim else 'claim nothing'}",
            )
        said = "does not reap" if move.reap is None else f"reaps {DIRECTION_NAMES[move.reap]}"
        did = "did not reap" if played.reap is None else f"reaped {DIRECTION_NAMES[played.reap]}"
        return Answer(text, False, "reap", f"no: that turn {said}; the turn played {did}")

    def scene(self) -> Scene:
        return tulaga_scene(self.played)


def pending_svg(game: TulagaGame, place: str, claim: str | None = None) -> str:
    """:func:`pending_scene` as SVG text, with the placement (and claim) in notation.

    >>> pending_svg(rank_row_position(), "e5").count('class="tulaga-offer')
    1
    """
    parsed = None if claim is None else TulagaMove.parse(f"{place} {claim}").claim
    return to_svg(pending_scene(game, point(place), claim=parsed))


__all__ = [
    "Answer",
    "FindQuiz",
    "NamingQuiz",
    "NotationQuiz",
    "Quiz",
    "RankQuiz",
    "ReapQuiz",
    "SeveralQuiz",
    "TulagaQuiz",
    "explain_perimeter",
    "explain_row",
    "pending_scene",
    "pending_svg",
    "perimeter_quiz",
    "pile_quiz",
    "point_words",
    "prepared",
    "rank_perimeter_quiz",
    "reap_report",
    "row_quiz",
    "short_words",
    "tulaga_words",
    "win_quiz",
]
