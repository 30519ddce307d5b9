"""Prepared positions and exercise logic for the Chola temple notebooks (Basic and Solo).

Pure engine code (no widgets): every position is set up with
:func:`tulakit.chola.positions.arrange`,
and every verdict comes from the engine (its legal placements, ``explain_illegal`` and
``preview``), worded for a learner and citing the rulings CHOLA-G1..SO2 of
``docs/rulings.md``. :mod:`tulakit.widgets.chola_lessons` shows the scenes and
routes clicks and buttons into the quizzes here.

>>> quiz = BuildingQuiz()
>>> quiz.pick(space("2,3")).text
'no: there is no stone below (2,3) (CHOLA-G2)'
>>> quiz.pick(space("6,2")).text.startswith("yes: (6,2) is above the doorway")
True
>>> quiz.score_text()
'1 of 4 found (1 wrong guess)'
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from tulakit.chola.board import DOORWAY_TOP, EMPTY, STAR_SET, space, space_name
from tulakit.chola.builds import why_not_here
from tulakit.chola.cards import SHAPE_NAMES, card_name
from tulakit.chola.game import CholaGame
from tulakit.chola.hint_where import build_where
from tulakit.chola.moves import Build, Draw, Pick, parse
from tulakit.chola.options import COLOUR_NAMES, N_COLOURS, CholaOptions
from tulakit.chola.positions import arrange
from tulakit.chola.variants import make_game
from tulakit.chola.words import build_words, played_words
from tulakit.drawing.palette import FOUND_COLOUR, HL_VERMILLION, INK, SURFACE
from tulakit.drawing.scene import Circle, Group, Scene, Text
from tulakit.drawing.still import Still
from tulakit.drawing.svg import to_svg
from tulakit.quiz import FindAll
from tulakit.words import and_list, counted, stones_words

if TYPE_CHECKING:
    from tulakit.chola.svg import Layout

#: the steps of the Basic tutorial, one per exercise: (key, title)
BASIC_STEPS: tuple[tuple[str, str], ...] = (
    ("action", "The four actions (CHOLA-A1)"),
    ("building", "Where stones may go (CHOLA-G2)"),
    ("predict-merge", "Growing patterns (CHOLA-P1, CHOLA-P2)"),
    ("predict-own", "Your own colour (CHOLA-P3)"),
    ("treasure", "A treasure tile (CHOLA-T1)"),
    ("double", "Double Treasure (CHOLA-T2)"),
    ("end", "The end (CHOLA-E1)"),
)

#: dashed rings round the spaces an exercise asks about
ASK_COLOUR = HL_VERMILLION


def arranged(
    *,
    players: int = 2,
    seed: int = 11,
    temple: dict[str, str] | None = None,
    hand: Sequence[str] = (),
    cards: Sequence[str] = (),
    tiles: dict[str, str] | None = None,
    options: CholaOptions | None = None,
) -> CholaGame:
    """A game whose seat 0 (Brown; in solo, You) holds exactly ``hand`` and ``cards``.

    Treasure tiles are taken off every star first, so only ``tiles`` lie on the board and
    the sums of the exercises stay clean (CHOLA-T1). ``options`` (the rulings' defaults
    when left out) get their variant from ``players``: solo for one, basic otherwise.

    >>> game = arranged(temple={"0,0": "white"}, hand=["grey"], cards=["single"])
    >>> game.hand(0), game.treasures
    ((0, 0, 0, 1, 0), {})
    """
    variant = "solo" if players == 1 else "basic"
    game = make_game(
        players, seed=seed, options=replace(options or CholaOptions(), variant=variant)
    )
    arrange(
        game,
        temple=temple,
        hands={0: list(hand)},
        cards={0: list(cards)} if cards else None,
        tiles=tiles,
        to_move=0,
        clear_treasures=True,  # the random tiles would blur the lesson's sums
    )
    return game


def build_for(game: CholaGame, text: str) -> Build:
    """A build in notation with ``card`` replaced by the mover's card of the right shape:
    ``build_for(game, "single white@4,3")``."""
    words = text.split(" ")
    shape, stones = words[0], " ".join(words[1:])
    number = next(c for c in game.build_cards(game.to_move) if game.shape(c) == shape)
    move = parse(f"build {card_name(number)} {stones}")
    assert isinstance(move, Build)
    return move


# -- the quizzes ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Answer:
    """The verdict on one pick: right or wrong, and why in words."""

    key: Hashable
    correct: bool
    text: str


@dataclass
class Quiz(FindAll):
    """Shared bookkeeping: the targets to find, those found and the wrong picks."""

    game: CholaGame
    targets: frozenset[Any] = frozenset()
    found: set[Any] = field(default_factory=set)
    wrong: int = 0
    prompt: str = ""

    def explain(self, key: Hashable) -> Answer:
        """The verdict on ``key`` (without changing the score)."""
        raise NotImplementedError

    def pick(self, key: Hashable) -> Answer:
        """Judge a pick, update the score and return the explanation; once every target
        is found the exercise is done and scores nothing more. A pick with no key (an
        unmarked space, a click beside the board) is explained but not counted."""
        if self.done:
            return Answer(None, False, self.finished())
        answer = self.explain(key)
        if answer.correct:
            self.note(True)
            self.found.add(answer.key)
        elif answer.key is not None:
            self.note(False)
        return answer

    def scene(self, layout: Layout | None = None) -> Scene:
        """What the exercise shows: the position, Brown's cards face up; ``layout`` is
        the picture's (:func:`tulakit.chola.svg.choose_layout`; the designed one by
        default)."""
        from tulakit.chola.svg import chola_scene

        return chola_scene(self.game, seat=0, layout=layout)

    def svg(self) -> str:
        """:meth:`scene` as SVG text."""
        return to_svg(self.scene())


@dataclass
class ChoiceQuiz(Quiz):
    """A quiz with labelled answers, each judged in advance from the engine's verdicts.

    ``verdicts`` maps each answer key to ``(correct, explanation)``: for a right answer
    the whole explanation, for a wrong one why it is wrong, never what is right. The
    targets are the correct keys. ``hint_words`` is what the Hint button says, and
    ``afterword``, when given, what the exercise shows once solved: ``(caption, picture)``,
    the picture as SVG text or laid out for any page (:class:`~tulakit.drawing.still.Still`).
    """

    choices: list[tuple[str, Hashable]] = field(default_factory=list)
    verdicts: dict[Hashable, tuple[bool, str]] = field(default_factory=dict)
    rule: str = ""
    hint_words: str = ""
    afterword: Callable[[], tuple[str, str | Still]] | None = None

    def __post_init__(self) -> None:
        self.targets = frozenset(k for k, (ok, _) in self.verdicts.items() if ok)

    def explain(self, key: Hashable) -> Answer:
        if key not in self.verdicts:
            return Answer(None, False, "Choose one of the answers.")
        ok, why = self.verdicts[key]
        cite = "" if why.rstrip(".").endswith(f"({self.rule})") else f" ({self.rule})"
        return Answer(key, ok, f"{'yes' if ok else 'no'}: {why.rstrip('.')}{cite}")

    def hint_text(self) -> str:
        return self.hint_words or super().hint_text()

    def right_labels(self) -> list[str]:
        """The labels of the right answers (what a wrong answer must never say)."""
        return [label for label, key in self.choices if key in self.targets]


#: CHOLA-G2 lesson: a temple part built, Brown holds a single and a same-colour pair
BUILDING_TEMPLE: dict[str, str] = {
    "0,0": "grey", "1,0": "white", "2,0": "brown", "3,0": "gold", "4,0": "grey",
    "5,0": "brown", "7,0": "white", "8,0": "gold",
    "1,1": "brown", "2,1": "grey", "3,1": "white", "4,1": "gold", "5,1": "white",
    "7,1": "grey",
    "3,2": "brown", "4,2": "grey", "5,2": "gold",
}  # fmt: skip
BUILDING_HAND = ("white", "white", "grey", "gold", "brown")
BUILDING_CARDS = ("single", "pair_same")
#: the spaces the exercise asks about: four take a stone now, three do not
BUILDING_ASKED = ("9,0", "8,1", "4,3", "6,2", "2,3", "9,1", "3,1")


def building_position() -> CholaGame:
    """Brown to move on a half-built base with a single and a pair_same card (CHOLA-G2)."""
    return arranged(temple=BUILDING_TEMPLE, hand=BUILDING_HAND, cards=BUILDING_CARDS)


def why_not_single(game: CholaGame, s: int) -> str | None:
    """Why one stone cannot go on space ``s`` now, or ``None`` when it can (CHOLA-G2):
    the engine's explanation (:func:`tulakit.chola.builds.why_not_here`) for a single
    card and a stone of any colour."""
    return why_not_here("single", s, game.cells, (1,) * N_COLOURS)


class BuildingQuiz(Quiz):
    """CHOLA-G2: which of the marked spaces can take a stone of the single card now?"""

    def __init__(self) -> None:
        game = building_position()
        asked = frozenset(space(a) for a in BUILDING_ASKED)
        super().__init__(
            game,
            targets=frozenset(s for s in asked if why_not_single(game, s) is None),
            prompt="Choose every marked space where the single card could put its stone now.",
        )
        self.asked = asked

    def explain(self, key: Hashable) -> Answer:
        if not isinstance(key, int):
            return Answer(None, False, "Choose a space of the temple.")
        s = key
        where = f"({space_name(s)})"
        reason = why_not_single(self.game, s)
        if s not in self.asked:
            verdict = "it could take a stone" if reason is None else f"not now: {reason}"
            return Answer(None, False, f"{where} is not marked ({verdict}): try a marked space.")
        if reason is not None:
            # "No, there is no stone below (2,3)", not "No, no stone below"
            said = f"there is {reason}" if reason.startswith("no ") else reason
            return Answer(s, False, f"no: {said} (CHOLA-G2)")
        if s == DOORWAY_TOP:
            why = "is above the doorway: the stone at (5,2) beside it holds it up"
        elif space_name(s).endswith(",0"):
            why = "is on the ground row, which needs nothing below"
        else:
            below = space_name(s).split(",")
            why = f"sits on the stone at ({below[0]},{int(below[1]) - 1})"
        star = (
            " It is a star space, so its treasure is taken too (CHOLA-T1)." if s in STAR_SET else ""
        )
        return Answer(s, True, f"yes: {where} {why} (CHOLA-G2).{star}")

    def hint_text(self) -> str:
        """CHOLA-G2 in short, and a row where a space still to find lies."""
        left = sorted(self.targets - self.found)
        row = space_name(left[0]).split(",")[1] if left else "0"
        return (
            "A stone needs a stone right below it, unless it is on the ground row (row 0); "
            "over the doorway, (6,2), a stone beside it holds it up instead (CHOLA-G2). "
            f"{len(left)} still to find; one of them is in row {row}."
        )

    def scene(self, layout: Layout | None = None) -> Scene:
        from tulakit.chola.svg import space_xy

        scene = super().scene(layout)
        size = max(16.0, layout.text if layout is not None else 0.0)
        group = Group(cls="asked")
        for s in sorted(self.asked):
            cx, cy = space_xy(s)
            if s in self.found:
                group.add(Circle(cx, cy, 15, stroke=FOUND_COLOUR, stroke_width=4))
            else:
                group.add(Circle(cx, cy, 15, stroke=ASK_COLOUR, stroke_width=2.5, dash=(4, 3)))
                if self.game.cells[s] == EMPTY:
                    group.add(Text(cx, cy, "?", size=size, weight="bold", fill=ASK_COLOUR))
        scene.add(group)
        return scene


def _points_words(game: CholaGame, points: Sequence[int]) -> str:
    return ", ".join(f"{name} +{p}" for name, p in zip(game.names, points, strict=True))


class ActionQuiz(Quiz):
    """CHOLA-A1: which of the four actions may Brown take now? Each answer says why."""

    ACTIONS = ("pick", "replace", "draw", "build")

    def __init__(self) -> None:
        game = arranged(
            temple=None,
            hand=("brown", "light-brown", "white", "grey", "gold", "white", "grey"),
            cards=("quad_diagonal", "pair_same"),
        )
        super().__init__(game, prompt="Brown to move: choose every action Brown may take now.")
        self.targets = frozenset(a for a in self.ACTIONS if self._reason(a) is None)

    def _reason(self, action: str) -> str | None:
        game = self.game
        hand = game.hand(0)
        if action == "pick":
            return game.explain_illegal(Pick())
        if action == "replace":
            if max(hand) >= 3:
                return None
            return f"a replace returns 3 or more stones of one colour, and Brown holds at most {max(hand)} of any colour"
        if action == "draw":
            return game.explain_illegal(Draw())
        builds = [m for m in game.legal_moves() if isinstance(m, Build)]
        if builds:
            return None
        return "no card of Brown's can be built with these stones"

    def explain(self, key: Hashable) -> Answer:
        action = str(key)
        if action not in self.ACTIONS:
            return Answer(None, False, f"{key!r} is not one of the four actions.")
        reason = self._reason(action)
        if reason is not None:
            return Answer(action, False, f"no: {action} is not possible: {reason} (CHOLA-A1)")
        game = self.game
        if action == "draw":
            why = f"Brown holds {len(game.cards(0))} cards, fewer than 4, and may take the top card or a face-up one"
        elif action == "build":
            builds = [m for m in game.legal_moves() if isinstance(m, Build)]
            shapes = and_list(sorted({SHAPE_NAMES[game.shape(m.card)] for m in builds}))
            why = f"{len(builds)} legal builds with the {shapes} cards (for one, {played_words(builds[0])})"
        elif action == "pick":
            why = "Brown holds at most 5 stones"
        else:
            why = "Brown holds 3 or more stones of one colour"
        return Answer(action, True, f"yes: {action} is possible: {why} (CHOLA-A1)")

    def hint_text(self) -> str:
        """The limits of each action (CHOLA-A1), to check against Brown's hand."""
        return (
            "Count Brown's stones and cards. A pick takes 2 stones and a hand holds at most 7; "
            "a replace needs 3 or more stones of one colour; a draw needs fewer than 4 cards; "
            "a build needs a card whose stones Brown holds and a place to put them (CHOLA-A1)."
        )


@dataclass(frozen=True)
class Prediction:
    """A prepared build to score in one's head: the position, the move and the choices."""

    name: str
    temple: dict[str, str]
    hand: tuple[str, ...]
    card: str
    build: str  # in notation with the card's shape in place of its number
    choices: tuple[tuple[int, ...], ...]
    tiles: dict[str, str] = field(default_factory=dict)
    #: game options (``treasures="double"``...; the variant follows the number of players)
    #: and the number of players (1: solo)
    options: CholaOptions = field(default_factory=CholaOptions)
    players: int = 2
    seed: int = 11
    #: what the hint adds to the scoring rules (a treasure, the solo opponent...)
    hint_words: str = ""


#: the deal of the Solo tutorial's first position: its score exercise (CHOLA-SO1) and
#: steps 1 to 3 (CHOLA-SO2) show the same build, so the same card number in each
SOLO_SEED = 85

#: CHOLA-P1..P3 lessons. Brown (seat 0) builds; White (seat 1) owns the white stones.
PREDICTIONS: dict[str, Prediction] = {
    "merge": Prediction(
        "merge",
        {
            "0,0": "white",
            "1,0": "white",
            "2,0": "white",
            "4,0": "white",
            "5,0": "white",
            "4,1": "white",
            "0,1": "grey",
            "1,1": "gold",
        },
        ("white", "grey", "gold"),
        "single",
        "single white@3,0",
        ((1, 10), (1, 18), (0, 10), (11, 0), (1, 3)),
    ),
    "own": Prediction(
        "own",
        {"9,0": "brown", "10,0": "grey", "11,0": "white"},
        ("brown", "brown", "gold", "grey"),
        "pair_same",
        "pair_same brown@7,0 brown@8,0",
        ((4, 0), (6, 0), (2, 4), (0, 4), (2, 0)),
    ),
    # CHOLA-T1: a white stone on the star (4,3), which holds the tile "+2 if white"
    "treasure": Prediction(
        "treasure",
        {"3,0": "grey", "4,0": "gold", "3,1": "gold", "4,1": "white", "3,2": "grey", "4,2": "white"},
        ("white", "brown", "gold"),
        "single",
        "single white@4,3",
        ((3, 4), (1, 4), (3, 0), (5, 4), (3, 7)),
        tiles={"4,3": "+2:white"},
        hint_words="The stone lands on a star: its builder takes the treasure tile there, if the "
        "tile's condition holds once the build is down (CHOLA-T1).",
    ),
    # CHOLA-T2: the same build with Double Treasure instead of tiles
    "double": Prediction(
        "double",
        {"3,0": "grey", "4,0": "gold", "3,1": "gold", "4,1": "white", "3,2": "grey", "4,2": "white"},
        ("white", "brown", "gold"),
        "single",
        "single white@4,3",
        ((2, 4), (2, 8), (1, 4), (4, 8), (1, 8)),
        options=CholaOptions(treasures="double"),
        hint_words="With Double Treasure a build that covers a star doubles its builder's own points "
        "for that build; points it hands to other players are not doubled (CHOLA-T2).",
    ),
    # CHOLA-SO1: the solo start, your white pair on (0,0) and (1,0); the opponent owns white
    "solo": Prediction(
        "solo",
        {},
        ("white", "white"),
        "pair_same",
        "pair_same white@0,0 white@1,0",
        ((2, 2), (2, 0), (0, 2), (2, 4), (0, 0)),
        players=1,
        seed=SOLO_SEED,
        hint_words="In the solo game the virtual opponent owns the four colours that are not yours, "
        "and for those a group of 2 already counts, worth 2 points (CHOLA-SO1).",
    ),
}  # fmt: skip


def prediction_position(name: str, options: CholaOptions | None = None) -> tuple[CholaGame, Build]:
    """The position of a prediction lesson and the build to score, with the lesson's own
    options unless ``options`` are given."""
    lesson = PREDICTIONS[name]
    game = arranged(
        players=lesson.players,
        seed=lesson.seed,
        temple=lesson.temple,
        hand=lesson.hand,
        cards=(lesson.card,),
        tiles=lesson.tiles,
        options=lesson.options if options is None else options,
    )
    return game, build_for(game, lesson.build)


class PredictQuiz(Quiz):
    """CHOLA-P1..P3: how many points does the build shown give each player?"""

    def __init__(self, name: str) -> None:
        game, move = prediction_position(name)
        self.move = move
        self.lesson = PREDICTIONS[name]
        self.right = game.preview(move).points
        mover = game.names[game.to_move]
        verb = "are" if mover == "You" else "is"
        super().__init__(
            game,
            targets=frozenset({self.right}),
            prompt=f"{mover} {verb} about to build {build_words(move)}. What does it score?",
        )

    def label(self, points: Sequence[int]) -> str:
        """A choice as a button label, e.g. ``'Brown +1, White +10'``."""
        return _points_words(self.game, points)

    def explain(self, key: Hashable) -> Answer:
        points = tuple(key) if isinstance(key, (tuple, list)) else None
        if points is None or len(points) != len(self.right):
            return Answer(None, False, "Choose one of the answers.")
        if points == self.right:
            lines = list(self.game.preview(self.move).lines)
            # the report leaves out the stones that earn nothing: the lesson says why
            seat = self.game.to_move
            own = sum(1 for _, c in self.move.placement if c == self.game.colours[seat])
            if own:
                colour = COLOUR_NAMES[self.game.colours[seat]]
                name = self.game.names[seat]
                whose = "your" if name == "You" else f"{name}'s"
                lines.append(f"no point for the {own} {colour} stone{'s' if own > 1 else ''} "
                             f"placed: {colour} is {whose} own colour")  # fmt: skip
            why = "; ".join(lines)
            return Answer(points, True, f"yes: {self.label(points)}. {why} ({self.rule})")
        # seat by seat, too many or too few: never the right number (nor the preview's
        # lines, which add up to it)
        parts = []
        for name, said, right in zip(self.game.names, points, self.right, strict=True):
            you = name == "You"  # the solo player
            who = "you" if you else name  # "you" mid-sentence: no capital
            if said == right:
                parts.append(f"{'your' if you else name + chr(39) + 's'} +{said} is right")
            else:
                gets = "get" if you else "gets"
                parts.append(f"{who} {gets} {'more' if said < right else 'less'} than +{said}")
        return Answer(points, False, f"no: {'; '.join(parts)} ({self.rule})")

    @property
    def rule(self) -> str:
        """The rulings the lesson's sum rests on."""
        extra = {"treasure": ", CHOLA-T1", "double": ", CHOLA-T2", "solo": ", CHOLA-SO1"}
        return "CHOLA-P1 to P3" + extra.get(self.lesson.name, "")

    def hint_text(self) -> str:
        """The scoring rules (CHOLA-P1..P3) and what the lesson adds to them."""
        mover = self.game.names[self.game.to_move]
        scores = "You score" if mover == "You" else f"{mover} scores"
        own = "your" if mover == "You" else f"{mover}'s"
        return (
            f"{scores} 1 for each stone placed that is not {own} own colour (CHOLA-P3). "
            "A colour's owner scores the growth of its patterns: the new pattern's value less "
            "the values of the patterns it joined; 3 stones are worth 4, 4 are 7, 5 are 10, "
            "6 are 15, 7 are 18, 8 are 21 (CHOLA-P1, CHOLA-P2). "
            f"{self.lesson.hint_words} {build_where(self.game, self.move)}"
        ).replace("  ", " ")

    def scene(self, layout: Layout | None = None) -> Scene:
        from tulakit.chola.svg import Selection, chola_scene

        sel = Selection(self.move.card, frozenset(), self.move.placement, "the build to score")
        return chola_scene(self.game, seat=0, selection=sel, layout=layout)


# -- positions the notebooks show without an exercise --------------------------------------
def legend_svg(across: int = 5) -> str:
    """The five stones with their marks (CHOLA-S1) and the five card shapes (CHOLA-C1),
    ``across`` of them in a row (3: the phone's, 360 units wide).

    >>> svg = legend_svg()
    >>> svg.count("light brown"), svg.count("quad_diagonal")
    (1, 1)
    >>> legend_svg(across=3).startswith('<svg xmlns="http://www.w3.org/2000/svg" width="360" height="385"')
    True
    """
    from tulakit.chola.cards import SHAPES, STONES
    from tulakit.chola.svg import MARK_NAMES, card_picture, stone

    step = 135 if across >= 5 else 110  # from one stone (or card) to the next
    rows = -(-N_COLOURS // across)

    def centre(i: int, first: float, line: float) -> tuple[float, float]:
        row, column = divmod(i, across)
        return 70 + column * step, first + row * line

    cards_y = 40 + rows * 100 - 5
    scene = Scene(140 + (across - 1) * step, cards_y + (rows - 1) * 95 + 55, background=SURFACE)
    for c, name in enumerate(COLOUR_NAMES):
        cx, cy = centre(c, 40, 100)
        scene.add(Group(cls="legend-stone", items=stone(c, cx, cy, size=40)))
        scene.add(Text(cx, cy + 36, name, size=13, weight="bold", fill=INK))
        scene.add(Text(cx, cy + 52, f"mark: {MARK_NAMES[c]}", size=11, fill=INK))
    for i, shape in enumerate(SHAPES):
        cx, cy = centre(i, cards_y, 95)
        scene.add(Group(cls="legend-card", items=card_picture(shape, cx, cy, 20)))
        n = STONES[shape]
        scene.add(Text(cx, cy + 37, shape, size=12, weight="bold", fill=INK))
        scene.add(Text(cx, cy + 51, counted(n, "stone"), size=11, fill=INK))
    return to_svg(scene)


def legend_picture() -> Still:
    """:func:`legend_svg` for a notebook: a row of five where the page is wide enough to
    show it whole, rows of three on a phone (where the row of five would shrink its text to
    6 CSS pixels)."""
    return Still(
        legend_svg(),
        legend_svg(across=3),
        "The five stone colours with their marks, and the five card shapes with how many "
        "stones each places.",
    )


def setup_summary(game: CholaGame) -> list[str]:
    """CHOLA-A2 in numbers: what each seat starts with, and what lies in the middle.

    >>> setup_summary(CholaGame(players=2, seed=1))[0]
    'Brown: 7 stones (2 brown, 1 light brown, 1 white, 1 grey and 2 gold), 2 cards'
    """
    lines = []
    for s in range(game.players):
        hand = game.hand(s)
        stones = stones_words(hand, COLOUR_NAMES)
        lines.append(f"{game.names[s]}: {sum(hand)} stones ({stones}), {len(game.cards(s))} cards")
    up = ", ".join(f"{card_name(c)} ({SHAPE_NAMES[game.shape(c)]})" for c in game.face_up)
    lines.append(f"face up: {up}; {game.stack_size} cards in the stack")
    lines.append(f"bag: {sum(game.bag)} stones; treasure tiles on {len(game.treasures)} stars")
    return lines


#: CHOLA-T1/T2 lesson: White has a column of two at (4,1)-(4,2); Brown adds a third on a star
TREASURE_TEMPLE: dict[str, str] = {
    "3,0": "grey", "4,0": "gold", "3,1": "gold", "4,1": "white", "3,2": "grey", "4,2": "white",
}  # fmt: skip
TREASURE_BUILD = "single white@4,3"


def treasure_position(treasures: str = "tiles", tile: str = "+2:white") -> tuple[CholaGame, Build]:
    """Brown about to put a white stone on the star (4,3), with ``treasures`` as the option."""
    tiles = {"4,3": tile} if treasures == "tiles" else {}
    game = arranged(
        temple=TREASURE_TEMPLE,
        hand=("white", "brown", "gold"),
        cards=("single",),
        tiles=tiles,
        options=CholaOptions(treasures=treasures),
    )
    return game, build_for(game, TREASURE_BUILD)


#: the first spaces left empty in the end lesson, from the top of the temple down
END_EMPTY = 8


def end_position(seed: int = 5) -> tuple[CholaGame, Build]:
    """A nearly full temple (8 empty spaces); Brown's pair leaves 6 and starts the end (CHOLA-E1)."""
    from tulakit.chola.board import COORDS, N_SPACES

    cycle = ("gold", "grey", "white", "light-brown", "brown")
    temple = {
        f"{x},{y}": cycle[(i * 2 + i // 13) % 5]
        for i, (x, y) in enumerate(COORDS[: N_SPACES - END_EMPTY])
    }
    game = arranged(
        seed=seed, temple=temple, hand=("grey", "grey", "gold", "brown"), cards=("pair_same",)
    )
    return game, build_for(game, "pair_same grey@7,10 grey@8,10")


def end_quiz() -> ChoiceQuiz:
    """CHOLA-E1: Brown's build leaves 6 empty spaces; how many more turns may follow?

    >>> quiz = end_quiz()
    >>> sorted(quiz.targets), quiz.pick(0).text
    ([4], 'no: the temple still has empty spaces and nobody is stuck: the game goes on (CHOLA-E1)')
    """
    game, move = end_position()
    after = game.copy()
    after.play(move)
    turns = after.turns_left
    assert turns is not None  # the build started the last turns (CHOLA-E1)
    each = turns // game.players
    following = game.names[after.to_move]
    choices: list[tuple[str, Hashable]] = [
        ("None: the game ends now", 0),
        (f"{game.players}: one more turn each", game.players),
        (f"{2 * game.players}: two more turns each", 2 * game.players),
        ("As many as it takes to fill the temple", "full"),
    ]
    verdicts: dict[Hashable, tuple[bool, str]] = {}
    for _label, key in choices:
        if key == turns:
            verdicts[key] = (
                True,
                f"{turns} turns, {each} for each player, starting with {following}: a build "
                "that leaves 6 or fewer empty spaces starts the countdown, and the game ends "
                "sooner if the last space is built. The move says: "
                f"{after.last_report().lines[-1]}",
            )
        elif key == 0:
            verdicts[key] = (
                False,
                "the temple still has empty spaces and nobody is stuck: the game goes on",
            )
        elif key == "full":
            verdicts[key] = (
                False,
                "the temple need not be filled: once a build leaves few spaces empty, the end "
                "is counted in turns",
            )
        elif isinstance(key, int):  # one or two more turns each
            verdicts[key] = (
                False,
                f"{'too few' if key < turns else 'too many'}: count how many last turns "
                "each player gets",
            )

    def afterword() -> tuple[str, Still]:
        from tulakit.chola.picture import compact

        end = after.copy()
        finish_with_bots(end)
        result = end.result()
        message = result.message if result is not None else ""
        picture = Still(to_svg(end_scene(end)), to_svg(end_scene(end, compact(330))))
        return f"The last turns played by bots: {message}", picture

    empty = after.empty_spaces
    return ChoiceQuiz(
        game,
        prompt=f"Brown plays {played_words(move)}, which leaves {empty} empty spaces. How many more turns "
        "may be played?",
        choices=choices,
        verdicts=verdicts,
        rule="CHOLA-E1",
        hint_words=f"The build leaves {empty} spaces empty. Once a build leaves 6 or fewer, every "
        "player gets the same number of last turns, at most that many, the next player first "
        "(CHOLA-E1). Look at the players' panels: how many players are there?",
        afterword=afterword,
    )


def end_scene(game: CholaGame, layout: Layout | None = None) -> Scene:
    """The final position of a lesson's game, as the exercise's afterword shows it."""
    from tulakit.chola.svg import chola_scene

    return chola_scene(game, seat=0, layout=layout)


def finish_with_bots(game: CholaGame, level: str = "greedy", *, limit: int = 400) -> list[str]:
    """Let bots play every seat until the game ends; each move's first report line."""
    from tulakit.chola.bots import make_bot

    bots = [make_bot(level, seed=s) for s in range(game.players)]
    lines = []
    for _ in range(limit):
        if game.is_over():
            break
        game.play(bots[game.to_move].choose(game))
        lines.append(game.last_report().lines[0])
    return lines


def score_history(game: CholaGame) -> list[tuple[int, ...]]:
    """Every seat's score after the setup and after each move (replayed from the record).

    >>> game = CholaGame(players=2, seed=1)
    >>> _ = game.play("build c9 white@0,0")
    >>> score_history(game)
    [(0, 0), (1, 0)]
    """
    from tulakit.chola.record import load

    replay = load(game.to_json())
    moves = list(replay.moves)
    while replay.moves:
        replay.undo()
    history = [replay.scores]
    for move in moves:
        replay.play(move)
        history.append(replay.scores)
    return history


# -- solo ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class SoloStart:
    """A solo lesson's starting position: the player's stones, the face-up cards, the seed."""

    hand: tuple[str, ...]
    cards: tuple[str, ...]
    seed: int


#: CHOLA-SO2 lesson: two white stones, a face-up pair_same; the build empties the hand
SOLO_START = SoloStart(hand=("white", "white"), cards=("pair_same",), seed=SOLO_SEED)


def solo_start(seed: int | None = None) -> CholaGame:
    """A solo game (you play brown) where the only face-up card uses your last 2 stones."""
    return arranged(
        players=1,
        seed=SOLO_START.seed if seed is None else seed,
        hand=SOLO_START.hand,
        cards=SOLO_START.cards,
    )


def solo_first_build(game: CholaGame) -> Build:
    """The lesson's first build: the white pair on (0,0) and (1,0)."""
    return build_for(game, "pair_same white@0,0 white@1,0")


def solo_discard_position(seed: int = 1) -> tuple[CholaGame, Build]:
    """A solo temple with 3 spaces left, a quad_split card face up that fits nowhere and a
    single; building the single empties the hand and runs CHOLA-SO2 up to step 4."""
    from tulakit.chola.board import COORDS, N_SPACES

    cycle = ("gold", "grey", "white", "light-brown", "brown")
    temple = {
        f"{x},{y}": cycle[(i * 2 + i // 13) % 5] for i, (x, y) in enumerate(COORDS[: N_SPACES - 3])
    }
    game = arranged(
        players=1, seed=seed, temple=temple, hand=("brown",), cards=("quad_split", "single")
    )
    return game, build_for(game, "single brown@7,11")


def solo_steps(game: CholaGame) -> list[str]:
    """The CHOLA-SO2 steps the engine ran after the last build, from its report."""
    return [
        line
        for line in game.last_report().lines
        if line.startswith(("step", "you must", "Game over"))
    ]


__all__ = [
    "BASIC_STEPS",
    "ActionQuiz",
    "Answer",
    "BuildingQuiz",
    "ChoiceQuiz",
    "PredictQuiz",
    "Quiz",
    "arranged",
    "build_for",
    "building_position",
    "end_position",
    "end_quiz",
    "finish_with_bots",
    "legend_picture",
    "legend_svg",
    "prediction_position",
    "score_history",
    "setup_summary",
    "solo_discard_position",
    "solo_first_build",
    "solo_start",
    "solo_steps",
    "treasure_position",
    "why_not_single",
]
