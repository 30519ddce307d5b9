"""The exercises of the Tulaga teaching notebook: what each asks, and the score.

Pure engine code (no widgets). Each quiz starts from a prepared position
(:mod:`tulakit.tulaga.positions`) and judges a pick with the rules engine, in the words of
:mod:`tulakit.tulaga.explain`, citing the rulings TULAGA-1..8 of
``docs/rulings.md``. :mod:`tulakit.widgets.tulaga_lessons` shows the scenes and
routes clicks and buttons into the quizzes here.

>>> quiz = row_quiz()
>>> sorted(name(p) for p in quiz.targets)
['g5']
>>> quiz.pick(point("g5")).text
'yes: g5 completes the row c5-g5, five black simple stones in a line (TULAGA-4)'
>>> quiz.score_text()
'Found!'
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from tulakit.drawing.palette import FOUND_COLOUR
from tulakit.drawing.scene import Circle, Group, Scene
from tulakit.drawing.still import Still
from tulakit.drawing.svg import to_svg
from tulakit.errors import IllegalMoveError, NotationError
from tulakit.quiz import FindAll
from tulakit.tulaga.board import (
    DIRECTION_NAMES,
    DIRECTIONS,
    N_POINTS,
    RAYS,
    name,
    point,
)
from tulakit.tulaga.explain import (
    Answer,
    explain_perimeter,
    explain_row,
    occupied_reason,
    point_words,
    reap_report,
    reap_words,
    short_words,
    tulaga_words,
)
from tulakit.tulaga.game import COLOUR_NAMES, EMPTY, TulagaGame, rank, simple
from tulakit.tulaga.moves import Claim, TulagaMove
from tulakit.tulaga.positions import (
    NAMING_TARGETS,
    NOTATION_CHOICES,
    NOTATION_MOVE,
    RANK_PERIMETER_PLACE,
    RANK_ROW_PLACE,
    REAP_PLACE,
    SEVERAL_PLACE,
    board_position,
    perimeter_position,
    pile_position,
    rank_row_position,
    reap_claim,
    reap_position,
    row_position,
    several_position,
    win_position,
)
from tulakit.tulaga.svg import point_xy, tulaga_scene
from tulakit.tulaga.turn import TurnBuilder
from tulakit.words import and_list, counted

#: the steps of the Tulaga tutorial, one per exercise: (key, title)
STEPS: tuple[tuple[str, str], ...] = (
    ("naming", "Naming the points (TULAGA-1)"),
    ("row", "Row Tulagas (TULAGA-4)"),
    ("perimeter", "Perimeter Tulagas (TULAGA-4)"),
    ("rank-row", "A row's rank stone (TULAGA-5)"),
    ("rank-perimeter", "A perimeter's rank stone (TULAGA-5)"),
    ("reap", "Reaping (TULAGA-6)"),
    ("several", "Several Tulagas at once (TULAGA-5)"),
    ("win", "Winning (TULAGA-7)"),
    ("pile", "An empty pile (TULAGA-3)"),
    ("notation", "The notation (TULAGA-8)"),
)


# -- quizzes ------------------------------------------------------------------------------
def point_of(key: Hashable) -> int:
    """A quiz key as a point of the board: the board's regions are numbered points, and a
    number typed as text is read too; anything else is a clear ``ValueError``.

    >>> point_of(12), point_of("12")
    (12, 12)
    >>> point_of("d4")
    Traceback (most recent call last):
    ...
    ValueError: 'd4' is not a point number: use a whole number from 0 to 80
    """
    if isinstance(key, int) and not isinstance(key, bool):
        number = key
    elif isinstance(key, str) and key.strip().isdigit():
        number = int(key)
    else:
        number = -1
    if not 0 <= number < N_POINTS:
        raise ValueError(
            f"{key!r} is not a point number: use a whole number from 0 to {N_POINTS - 1}"
        )
    return number


@dataclass
class Quiz(FindAll):
    """Shared bookkeeping: the targets to find, those found and the wrong picks."""

    game: TulagaGame
    targets: frozenset[Any] = frozenset()
    found: set[Any] = field(default_factory=set)
    wrong: int = 0
    answers: list[Answer] = field(default_factory=list)
    #: what the learner is asked to do
    prompt: str = ""
    #: the reasons of picks the page invites the learner to try: judged and explained,
    #: never counted as wrong guesses (issue 26)
    invited: ClassVar[frozenset[str]] = frozenset()

    def explain(self, key: Hashable) -> Answer:
        """The verdict on ``key`` (without changing the score)."""
        raise NotImplementedError

    def _target_of(self, answer: Answer) -> Hashable:
        """Which target a right answer found (the key itself, unless a subclass says)."""
        return answer.key

    def pick(self, key: Hashable) -> Answer:
        """Judge a pick, update the score and return the explanation; once every target
        is found the exercise is done and scores nothing more."""
        if self.done:
            answer = Answer(key, False, "done", self.finished())
            self.answers.append(answer)
            return answer
        answer = self.explain(key)
        if answer.reason not in self.invited:
            self.note(answer.correct)
        if answer.correct:
            target = self._target_of(answer)
            if target not in self.found:
                self.found.add(target)
                answer = Answer(answer.key, True, answer.reason, answer.text, new=True)
        self.answers.append(answer)
        return answer

    def _left_hint(self, what: str = "") -> str:
        """How many points are still to find, and a line one of them lies on."""
        left = sorted(p for p in self.targets - set(self.found) if isinstance(p, int))
        if not left:
            return ""
        where = name(left[0])
        return (
            f"{len(left)} still to find{what}; one of them is on rank {where[1:]} "
            "(the row of points numbered so at the side)."
        )

    # -- pictures ---------------------------------------------------------------------
    def scene(self, compact: bool = False) -> Scene:
        """What the exercise board shows (points are clickable regions); ``compact`` puts
        the piles below the board, for phones (see :func:`tulaga_scene`)."""
        scene = tulaga_scene(self.game, show_last=False, compact=compact)
        _mark_found(scene, [k for k in self.found if isinstance(k, int)])
        return scene

    def svg(self) -> str:
        """:meth:`scene` as SVG text."""
        return to_svg(self.scene())


def _mark_found(scene: Scene, points: Sequence[int]) -> None:
    if not points:
        return
    for p in sorted(points):
        # one titled group per ring: it reaches the browser whole, named (frames.py)
        ring = Group(cls="found", data={"point": name(p)}, title=f"{name(p)}: found")
        ring.add(Circle(*point_xy(p), 25, stroke=FOUND_COLOUR, stroke_width=4))
        scene.add(ring)


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
    game: TulagaGame,
    place: int,
    *,
    claim: Claim | None = None,
    focus: int | None = None,
    compact: bool = False,
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
    scene = tulaga_scene(game, builder=builder, focus=focus, show_last=False, compact=compact)
    return _strip(scene, ("decline-hint", "prompt", "reap-arrows"))


class NamingQuiz(Quiz):
    """Click the named points one after the other (TULAGA-1); occupied points are
    refused as a placement would be (TULAGA-3). The page invites a click on an occupied
    point to see that refusal, so it is no wrong guess.

    >>> quiz = NamingQuiz()
    >>> quiz.prompt
    'Choose the point c7.'
    >>> quiz.pick(point("e5")).reason, quiz.wrong, quiz.pick(point("c7")).correct, quiz.prompt
    ('occupied', 0, True, 'Choose the point g2.')
    """

    invited = frozenset({"occupied"})

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
        self.prompt = "All found!" if current is None else f"Choose the point {name(current)}."

    def explain(self, key: Hashable) -> Answer:
        p = point_of(key)
        reason = occupied_reason(self.game, p)
        if reason is not None:
            # the page asks for this try: say what a stone there meets, with no "no:"
            refused = reason.removeprefix("no: ")
            return Answer(p, False, "occupied", f"{refused}. A try, not a wrong guess.")
        current = self.current
        if current is None or p == current:
            return Answer(p, True, "named", f"yes: that is {point_words(p)}")
        # what was clicked, never where the point asked for lies (that is the hint)
        return Answer(p, False, "elsewhere", f"no: you chose {point_words(p)}, not {name(current)}")

    def pick(self, key: Hashable) -> Answer:
        answer = super().pick(key)
        self._update_prompt()
        return answer

    def answer_keys(self) -> list[int]:
        """The points still asked for, in the order they are asked."""
        return [p for p in self.order if p not in self.found]

    def hint_text(self) -> str:
        """Where the point asked for lies, in words (TULAGA-1).

        >>> NamingQuiz().hint_text()
        'c7 is file c, the 3rd from the left; rank 7, the 7th from the bottom. The letters and numbers round the board name the lines.'
        """
        current = self.current
        if current is None:
            return "all found."
        where = point_words(current).partition(" (")[2].rstrip(")")
        return (
            f"{name(current)} is {where}. The letters and numbers round the board name the lines."
        )


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
        p = point_of(key)
        if self.kind == "row":
            return explain_row(self.game, p)
        return explain_perimeter(self.game, p)

    def hint_text(self) -> str:
        """The kind of Tulaga in short, and a line where one still to find lies.

        >>> row_quiz().hint_text()
        "A row is five of Black's simple stones side by side on one line (across, up and down or diagonal), the new stone among them; a white stone or a rank stone breaks it (TULAGA-4). 1 still to find; one of them is on rank 5 (the row of points numbered so at the side)."
        """
        mover = COLOUR_NAMES[self.game.to_move]
        if self.kind == "row":
            rule = (
                f"A row is five of {mover}'s simple stones side by side on one line (across, "
                "up and down or diagonal), the new stone among them; a "
                f"{COLOUR_NAMES[1 - self.game.to_move].lower()} stone or a rank stone breaks "
                "it (TULAGA-4)."
            )
        else:
            rule = (
                f"A perimeter is four of {mover}'s simple stones among the eight neighbours "
                "of an empty centre, the new stone among them (TULAGA-4)."
            )
        return f"{rule} {self._left_hint()}"


def row_quiz(game: TulagaGame | None = None) -> FindQuiz:
    """Find every point that completes a row (TULAGA-4)."""
    return FindQuiz(
        row_position() if game is None else game,
        "row",
        "Black to move: choose every empty point that completes a row Tulaga.",
    )


def perimeter_quiz(game: TulagaGame | None = None) -> FindQuiz:
    """Find every point that completes a perimeter (TULAGA-4)."""
    return FindQuiz(
        perimeter_position() if game is None else game,
        "perimeter",
        "Black to move: choose every empty point that completes a perimeter Tulaga.",
    )


class RankQuiz(Quiz):
    """The stone on ``place`` has made one Tulaga: choose every point where its rank stone
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
            prompt=f"{place} completes the {what} shown: choose every point where the rank stone may go.",
        )
        self.targets = frozenset(
            c.rank_point for c in game.claims_after(self.place) if c.stones == self.tulaga.stones
        )

    def explain(self, key: Hashable) -> Answer:
        p = point_of(key)
        t = self.tulaga
        if t.centre is None:
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
                f"no: {name(p)} is not one of the five points of {tulaga_words(t)} (TULAGA-5)",
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
                f"no: {name(p)} is one of the Tulaga's four stones, which go back to the pile "
                "when it is claimed (TULAGA-5)",
            )
        return Answer(
            p,
            False,
            "not_centre",
            f"no: {name(p)} is not part of the perimeter at all (TULAGA-5)",
        )

    def hint_text(self) -> str:
        """Where a claim's rank stone may go (TULAGA-5), without naming the points."""
        if self.tulaga.centre is None:
            return (
                "A claim takes the row's five stones back to the pile, and the rank stone "
                "takes the place of one of them: which points is that? "
                f"{len(self.targets) - len(self.found)} still to find."
            )
        return (
            "A claim takes the perimeter's four stones back to the pile, and its rank stone "
            "goes on the one point the four stones surround (TULAGA-5)."
        )

    def scene(self, compact: bool = False) -> Scene:
        scene = pending_scene(self.game, self.place, compact=compact)
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
        summary = "; ".join(reap_words(self.after, x, self.report[x]) for x in DIRECTIONS)
        own = [name(q) for q in RAYS[self.origin][d] if self.after.cell(q) in (simple(0), rank(0))]
        mine = (
            f" Your own {and_list(own)} stay{'s' if len(own) == 1 else ''} where "
            f"{'it is' if len(own) == 1 else 'they are'}."
            if own
            else ""
        )
        count = self.counts[d]
        if count == most:
            text = (
                f"yes: reaping {DIRECTION_NAMES[d]} takes {counted(count, 'stone')} "
                f"(the most).{mine} In every direction: "
                f"{summary} (TULAGA-6)."
            )
            return Answer(d, True, "most", text)
        # this direction's count only: the others' would give the answer away
        this = reap_words(self.after, d, self.report[d])
        text = f"no: reaping {this}, and another direction takes more (TULAGA-6).{mine}"
        return Answer(d, False, "fewer", text)

    def afterword(self) -> tuple[str, Still]:
        """Once solved: the turn played out with the best reap, as a caption and a picture
        (compact on a phone)."""
        best = min(self.targets)
        game = self.game.copy()
        assert isinstance(game, TulagaGame)
        game.play(TulagaMove(self.place, self.claim, best))
        taken = reap_words(self.after, best, self.report[best])
        rank_down = game.rank_stones - game.rank_pile[1 - game.to_move]
        return (
            f"The turn played out, reaping {taken}. Black now has {rank_down} rank stones "
            "on the board.",
            Still(to_svg(tulaga_scene(game)), to_svg(tulaga_scene(game, compact=True))),
        )

    def hint_text(self) -> str:
        """How to count a reap (TULAGA-6)."""
        return (
            f"Follow each of the four lines from the rank stone on {name(self.origin)} to the "
            "edge, and count White's stones on it, simple and rank alike; your own stones "
            "stay, and nothing stops the line (TULAGA-6)."
        )

    def scene(self, compact: bool = False) -> Scene:
        return pending_scene(self.game, self.place, claim=self.claim, compact=compact)


class SeveralQuiz(Quiz):
    """One placement made several Tulagas: choose a stone (or centre) of one to claim it,
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
                f"{place} made {len(self.tulagas)} Tulagas. Choose a stone or centre that "
                "only one of them uses to claim it; try each one."
            ),
        )
        self.targets = frozenset(range(len(self.tulagas)))
        #: the Tulaga claimed last, whose position the board shows (None: the placement)
        self.claimed: int | None = None

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
        p = point_of(key)
        through = self.through(p)
        if not through:
            return Answer(
                p,
                False,
                "outside",
                f"no: {name(p)} is in none of the offered Tulagas; choose a highlighted stone",
            )
        if len(through) > 1:
            which = and_list([f"{i + 1} ({short_words(self.tulagas[i])})" for i in through])
            return Answer(
                p,
                False,
                "shared",
                f"{name(p)} is part of Tulagas {which}: choose a stone or centre that only one "
                "of them uses",
            )
        index = through[0]
        claim = self.claim_of(index)
        broken = self.broken(index)
        notes = [
            f"Tulaga {j + 1} ({short_words(self.tulagas[j])}) lost {and_list([name(q) for q in lost], empty='nothing')}"
            for j, lost in broken.items()
        ]
        text = (
            f"claimed Tulaga {index + 1}, {tulaga_words(self.tulagas[index])}: its stones go "
            f"back to the pile and the rank stone stands on {name(claim.rank_point)} (TULAGA-5). "
            f"The others are broken: {'; '.join(notes)}."
        )
        return Answer(p, True, "claimed", text)

    def _target_of(self, answer: Answer) -> int:
        return self.through(point_of(answer.key))[0]

    def pick(self, key: Hashable) -> Answer:
        """A claim is shown on the board: the position after it, with every offer's
        outline still drawn (numbered), so the broken ones can be seen and tried."""
        answer = super().pick(key)
        if answer.reason == "claimed":
            self.claimed = self._target_of(answer)
        return answer

    def own_point(self, index: int) -> int:
        """A point (stone or centre) that only Tulaga ``index`` uses."""
        t = self.tulagas[index]
        points = [*t.stones, *([t.centre] if t.centre is not None else [])]
        return next(p for p in points if self.through(p) == [index])

    def answer_keys(self) -> list[int]:
        """A point of each Tulaga not tried yet, that only it uses."""
        return [self.own_point(i) for i in sorted(self.targets - set(self.found))]

    def hint_text(self) -> str:
        """The Tulagas not tried yet, by number (the board numbers them)."""
        left = sorted(self.targets - set(self.found))
        names = and_list(
            [f"{i + 1} ({short_words(self.tulagas[i])})" for i in left], empty="nothing"
        )
        return (
            f"Not tried yet: Tulaga{'s' if len(left) > 1 else ''} {names}. A stone at the far "
            "end of a row, or a perimeter's centre, belongs to one Tulaga only."
        )

    def score_text(self) -> str:
        text = f"tried {len(self.found)} of {self.total} Tulagas"
        return text + (": all of them!" if self.done else "")

    def view(self) -> TulagaGame:
        """The position the board shows: after the last claim, or the one to claim in."""
        return self.game if self.claimed is None else self.after(self.claimed)

    def scene(self, compact: bool = False) -> Scene:
        """The placement with its offers numbered; after a claim, the position it leaves
        (stones gone home, the rank stone down), the offers' outlines drawn over it."""
        offers = pending_scene(self.game, self.place, focus=self.claimed, compact=compact)
        if self.claimed is None:
            return offers
        after = self.after(self.claimed)
        scene = _strip(tulaga_scene(after, compact=compact), ("prompt", "decline-hint", "banner"))
        scene.root.items += [
            item
            for item in offers.root.items
            if isinstance(item, Group) and item.cls.split(" ")[0] == "pending"
        ]
        return scene


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
            f"{mover} has one rank stone left: choose every point that wins at once."
            if purpose == "win"
            else f"{mover} has one simple stone left: choose every point that keeps {mover} in the game."
        )
        super().__init__(game, prompt=prompt)
        self.targets = frozenset(p for p in range(N_POINTS) if game.tulagas_after(p))

    def explain(self, key: Hashable) -> Answer:
        p = point_of(key)
        game = self.game
        reason = occupied_reason(game, p)
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

    def hint_text(self) -> str:
        """What a claim does here, and a line where a point still to find lies."""
        mover = COLOUR_NAMES[self.game.to_move]
        what = (
            "A claim puts a rank stone down"
            if self.purpose == "win"
            else "A claim sends the Tulaga's stones back to the pile"
        )
        return (
            f"{what}: look for points where {mover}'s stone completes a row of five or a "
            f"perimeter of four round an empty centre (TULAGA-4). {self._left_hint()}"
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
    'no: that turn reaps south; look at the dashed line of the reap on the board'
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
        # each wrong part is named, never what the right part is: the board shows it
        if move.place != played.place:
            return Answer(
                text,
                False,
                "place",
                f"no: the first part is where the stone was placed, and the new stone is not "
                f"on {name(move.place)}",
            )
        if move.claim != played.claim:
            said = "no claim" if move.claim is None else move.claim.describe()
            return Answer(
                text,
                False,
                "claim",
                f"no: that says {said}, which is not the claim shown on the board",
            )
        said = "does not reap" if move.reap is None else f"reaps {DIRECTION_NAMES[move.reap]}"
        return Answer(
            text,
            False,
            "reap",
            f"no: that turn {said}; look at the dashed line of the reap on the board",
        )

    def hint_text(self) -> str:
        """How a turn is written (TULAGA-8)."""
        return (
            "Read the turn in three parts: where the stone was placed (e5); the claim, '=' "
            "then a row from its left (or lower) end with '@' and its rank stone's point, "
            "or a perimeter's centre with its four stones; and the reap, '>' and N, E, S "
            "or W (TULAGA-8)."
        )

    def scene(self, compact: bool = False) -> Scene:
        return tulaga_scene(self.played, compact=compact)


def pending_svg(game: TulagaGame, place: str, claim: str | None = None) -> str:
    """:func:`pending_scene` as SVG text, with the placement (and claim) in notation.

    >>> pending_svg(rank_row_position(), "e5").count('class="tulaga-offer')
    1
    """
    parsed = None if claim is None else TulagaMove.parse(f"{place} {claim}").claim
    return to_svg(pending_scene(game, point(place), claim=parsed))


def pending_picture(game: TulagaGame, place: str) -> Still:
    """:func:`pending_svg` for a notebook: the designed picture where the page shows it
    whole, the compact one on a phone (where the designed one's text shrinks to 6 CSS
    pixels).

    >>> pending_picture(rank_row_position(), "e5").html().count('class="tulaga-offer')
    2
    """
    return Still(
        pending_svg(game, place),
        to_svg(pending_scene(game, point(place), compact=True)),
        f"The board with a stone just placed on {place}: each Tulaga it makes is outlined "
        "and numbered.",
    )


__all__ = [
    "FindQuiz",
    "NamingQuiz",
    "NotationQuiz",
    "Quiz",
    "RankQuiz",
    "ReapQuiz",
    "SeveralQuiz",
    "TulagaQuiz",
    "pending_picture",
    "pending_scene",
    "pending_svg",
    "perimeter_quiz",
    "pile_quiz",
    "rank_perimeter_quiz",
    "row_quiz",
    "win_quiz",
]
