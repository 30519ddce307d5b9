"""Prepared positions and exercise logic for the Tula teaching notebook.

Pure engine code (no widgets): the notebook and :mod:`tulakit.widgets.tula_lessons` show
these positions and route clicks into the quizzes here, which say *why* each answer is
right or wrong, citing the rulings of ``docs/rulings.md``.

The prepared deals are pinned seeds. Each was found by searching seeds with the engine
(:func:`find_seed` with the predicates below), so a test can search again and check that
the pinned seed is still the first one that fits.

>>> quiz = RevealQuiz()
>>> quiz.pick(13).text
'yes: tile 13 is uncovered and its top-left corner is free'
>>> quiz.pick(14).text
'no: tile 14 has no free corner: its bottom edge touches tile 17, its left edge touches tile 13 and its right edge touches tile 15'
>>> quiz.score_text()
'1 of 4 found (1 wrong guess)'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from tulakit.drawing.palette import INK, PIECE_WHITE, SURFACE
from tulakit.drawing.piecepack import tile_back, tile_face
from tulakit.drawing.scene import Group, Rect, Scene, Text
from tulakit.drawing.still import Still
from tulakit.drawing.svg import to_svg
from tulakit.errors import IllegalMoveError
from tulakit.quiz import FindAll
from tulakit.tula.game import TulaGame
from tulakit.tula.geometry import (
    CORNER_BLOCKERS,
    CORNERS,
    COVERED_BY,
    EDGE_CONTACT,
    LAYER,
    N_POSITIONS,
    POSITIONS,
    bits,
)
from tulakit.tula.tiles import (
    SUIT_NAMES,
    SUITS,
    VALUE_NAMES,
    VALUES,
    matches,
    shuffled_deal,
    tile_name,
)
from tulakit.words import and_list, noun_list

#: the opening (TULA-6): reveal the layer-4 tile and take it to start the stack
OPENING: tuple[str, ...] = ("R23", "T23")
#: turning up the three layer-3 tiles the opening uncovers
LAYER3_REVEALS: tuple[str, ...] = ("R20", "R21", "R22")

#: the deal of the "which tiles may be revealed?" exercise (found by ``find_seed(is_quiz_seed)``)
QUIZ_SEED = 78
#: moves leading to the reveal exercise: layers 4 and 3 gone except tile 22, left face up
REVEAL_MOVES: tuple[str, ...] = (*OPENING, *LAYER3_REVEALS, "T20", "T21")
#: the match exercise continues from there once the four revealable tiles are face up
MATCH_MOVES: tuple[str, ...] = (*REVEAL_MOVES, "R13", "R15", "R16", "R18")
#: a deal where mercy (TULA-7) is offered and then saves the game
#: (found by ``find_seed(is_mercy_seed)``)
MERCY_SEED = 10
#: the default deal of the notebook's full game: one the solver can win (TULA-8)
FULL_GAME_SEED = 2

#: the steps of the Tula tutorial, one per exercise: (key, title)
STEPS: tuple[tuple[str, str], ...] = (
    ("reveal", "Which tiles may be revealed (TULA-2 to 4)"),
    ("match", "Which tiles match the stack (TULA-5)"),
    ("verdict", "Won, lost or not over (TULA-8)"),
)


# -- prepared positions -------------------------------------------------------------------
def prepared_game(
    seed: int, moves: Sequence[str] = (), *, mercy: bool = True, auto_reveal: bool = False
) -> TulaGame:
    """A new game from ``seed`` with ``moves`` already played.

    >>> prepared_game(MERCY_SEED, OPENING).top
    'A0'
    """
    game = TulaGame(shuffled_deal(seed), mercy=mercy, auto_reveal=auto_reveal, seed=seed)
    game.play_all(moves)
    return game


def reveal_position() -> TulaGame:
    """The position of the reveal exercise (TULA-2, TULA-3, TULA-4).

    Tiles 23, 20 and 21 are on the stack and 22 lies face up, so the learner meets every
    case: tiles that may be revealed, tiles covered by 22, a tile with no free corner
    (14), a tile already face up (22) and empty places.

    >>> sorted(p for p in range(24) if reveal_position().is_legal(f"R{p}"))
    [13, 15, 16, 18]
    """
    return prepared_game(QUIZ_SEED, REVEAL_MOVES)


def match_position() -> TulaGame:
    """The position of the match exercise (TULA-5): five tiles face up, two of them match.

    >>> game = match_position()
    >>> game.top, [game.visible_tile(p) for p in (13, 15, 16, 18, 22)]
    ('M3', ['M5', 'A5', 'C0', 'S1', 'S3'])
    """
    return prepared_game(QUIZ_SEED, MATCH_MOVES)


def mercy_position(*, mercy: bool = True) -> TulaGame:
    """The mercy deal after the opening with all three layer-3 tiles face up (TULA-6, TULA-7).

    With ``mercy=False`` the same position is already lost (TULA-8).

    >>> mercy_position().mercy_available(), mercy_position(mercy=False).is_over()
    (True, True)
    """
    return prepared_game(MERCY_SEED, (*OPENING, *LAYER3_REVEALS), mercy=mercy)


def solved_game(seed: int, *, mercy: bool = True) -> TulaGame:
    """The game from ``seed`` played to the end along the solver's winning line (TULA-8).

    Raises ``ValueError`` when the deal cannot be won.

    >>> solved_game(MERCY_SEED).is_won()
    True
    """
    from tulakit.tula.solver import solve

    deal = shuffled_deal(seed)
    solution = solve(deal, mercy=mercy)
    if not solution.winnable:
        raise ValueError(f"the deal of seed {seed} cannot be won")
    return prepared_game(seed, [str(m) for m in solution.moves], mercy=mercy)


# -- seed search ----------------------------------------------------------------------------
def find_seed(predicate: Callable[[int], bool], start: int = 0, limit: int = 10_000) -> int:
    """The first seed from ``start`` that ``predicate`` accepts (``LookupError`` if none).

    >>> find_seed(lambda seed: seed % 7 == 3)
    3
    """
    for seed in range(start, start + limit):
        if predicate(seed):
            return seed
    raise LookupError(f"no seed in {start}..{start + limit - 1} fits")


def _replays(seed: int, moves: Sequence[str], **options: bool) -> TulaGame | None:
    try:
        return prepared_game(seed, moves, **options)
    except IllegalMoveError:
        return None


def is_mercy_seed(seed: int) -> bool:
    """TULA-7: after the opening and the three layer-3 reveals mercy is on offer, and the
    deal can be won with it (so the lesson can show mercy saving a game).

    >>> is_mercy_seed(MERCY_SEED), is_mercy_seed(3), is_mercy_seed(0)
    (True, False, False)
    """
    game = _replays(seed, (*OPENING, *LAYER3_REVEALS))
    if game is None or not game.mercy_available():
        return False
    from tulakit.tula.solver import solve  # the solver is only needed by the search

    return solve(game.deal, mercy=True).winnable


def is_quiz_seed(seed: int) -> bool:
    """The quiz moves replay, and the match exercise has two or three matches, at least
    one by suit and one by value (so both halves of TULA-5 show up).

    >>> is_quiz_seed(QUIZ_SEED), is_quiz_seed(0)
    (True, False)
    """
    game = _replays(seed, MATCH_MOVES)
    if game is None:
        return False
    top = game.top
    assert top is not None
    face_up = [game.tile_at(p) for p in bits(game.face_up_mask)]
    matching = [t for t in face_up if matches(top, t)]
    return (
        2 <= len(matching) <= 3
        and any(t[0] == top[0] for t in matching)
        and any(t[1] == top[1] for t in matching)
    )


# -- explanations -------------------------------------------------------------------------
def _tiles_list(positions: Iterable[int]) -> str:
    """'tile 13' or 'tiles 13, 14 and 20'."""
    return noun_list("tile", [str(p) for p in positions])


def free_corners(position: int, gone: int) -> list[str]:
    """The free corners of ``position`` (TULA-4) given the mask of positions ``gone``.

    >>> free_corners(13, 0)
    ['top-left']
    >>> free_corners(17, 0)
    []
    """
    return [
        name
        for name, blockers in zip(CORNERS, CORNER_BLOCKERS[position], strict=True)
        if blockers & ~gone == 0
    ]


def edge_contacts(position: int, gone: int) -> dict[str, list[int]]:
    """For each edge of ``position`` with contact (TULA-3), the touching tiles still there.

    >>> edge_contacts(12, 0)
    {'top': [9, 10]}
    """
    out: dict[str, list[int]] = {}
    for edge, mask in EDGE_CONTACT[position].items():
        touching = list(bits(mask & ~gone))
        if touching:
            out[edge] = touching
    return out


@dataclass(frozen=True)
class Answer:
    """The verdict on one click: right or wrong, a reason code and a sentence.

    ``reason`` is one of ``"revealable"``, ``"covered"``, ``"no_free_corner"``,
    ``"face_up"``, ``"taken"`` (reveal exercise) or ``"match_suit"``, ``"match_value"``,
    ``"no_match"``, ``"face_down"``, ``"taken"`` (match exercise). ``new`` is True when
    the click found a tile not found before (and so raised the score).
    """

    position: int
    correct: bool
    reason: str
    text: str
    new: bool = False


def explain_reveal(game: TulaGame, position: int) -> Answer:
    """May the tile at ``position`` be revealed now, and why (TULA-2, TULA-3, TULA-4)?

    >>> game = reveal_position()
    >>> explain_reveal(game, 17).text
    'no: tile 17 is still covered by tile 22'
    >>> explain_reveal(game, 22).reason
    'face_up'
    """
    p = position
    gone = game.gone_mask
    if not game.in_temple(p):
        return Answer(p, False, "taken", f"no: tile {p} has already been taken onto the stack")
    if game.is_face_up(p):
        return Answer(
            p, False, "face_up", f"no: tile {p} is already face up, so there is nothing to reveal"
        )
    covering = list(bits(COVERED_BY[p] & ~gone))
    if covering:  # TULA-2
        return Answer(
            p, False, "covered", f"no: tile {p} is still covered by {_tiles_list(covering)}"
        )
    corners = free_corners(p, gone)
    if not corners:  # TULA-3 and TULA-4
        contacts = [
            f"its {edge} edge touches {_tiles_list(touching)}"
            for edge, touching in edge_contacts(p, gone).items()
        ]
        return Answer(
            p, False, "no_free_corner", f"no: tile {p} has no free corner: {and_list(contacts)}"
        )
    if len(corners) == 1:
        where = f"its {corners[0]} corner is free"
    else:
        where = f"its {and_list(corners)} corners are free"
    return Answer(p, True, "revealable", f"yes: tile {p} is uncovered and {where}")


def explain_match(game: TulaGame, position: int) -> Answer:
    """May the face-up tile at ``position`` be taken onto the stack, and why (TULA-5)?

    >>> game = match_position()
    >>> explain_match(game, 13).text
    'yes: M5 (5 of Moons) has the same suit as the top tile M3 (3 of Moons)'
    >>> explain_match(game, 15).text
    'no: A5 (5 of Arms) matches neither the suit (Moons) nor the value (3) of the top tile M3'
    """
    p = position
    top = game.top
    if top is None:
        raise ValueError("the match exercise needs a stack: play the opening (TULA-6) first")
    if not game.in_temple(p):
        return Answer(p, False, "taken", f"no: tile {p} is already on the stack")
    if not game.is_face_up(p):
        return Answer(
            p,
            False,
            "face_down",
            f"no: tile {p} is face down; only face-up tiles can be taken, and you cannot "
            "see yet what it is",
        )
    tile = game.tile_at(p)
    top_words = f"the top tile {top} ({tile_name(top)})"
    if tile[0] == top[0]:
        return Answer(
            p,
            True,
            "match_suit",
            f"yes: {tile} ({tile_name(tile)}) has the same suit as {top_words}",
        )
    if tile[1] == top[1]:
        return Answer(
            p,
            True,
            "match_value",
            f"yes: {tile} ({tile_name(tile)}) has the same value as {top_words}",
        )
    return Answer(
        p,
        False,
        "no_match",
        f"no: {tile} ({tile_name(tile)}) matches neither the suit ({SUIT_NAMES[top[0]]}) "
        f"nor the value ({VALUE_NAMES[top[1]]}) of the top tile {top}",
    )


# -- quizzes ------------------------------------------------------------------------------
@dataclass
class _Quiz(FindAll):
    """Shared bookkeeping: the targets to find, those found and the wrong clicks."""

    game: TulaGame
    targets: frozenset[int] = frozenset()
    found: set[int] = field(default_factory=set)
    wrong: int = 0
    answers: list[Answer] = field(default_factory=list)

    def _explain(self, position: int) -> Answer:
        raise NotImplementedError

    def _on_found(self, position: int) -> None:
        """Hook run the first time a target is found."""

    def pick(self, position: int) -> Answer:
        """Judge a click on ``position``, update the score and return the explanation."""
        if not 0 <= position < N_POSITIONS:
            raise ValueError(f"there is no position {position!r}: positions are 0-23")
        if self.done:  # a finished exercise scores nothing more
            answer = Answer(position, False, "done", self.finished())
        elif position in self.found:
            answer = Answer(position, True, "found", f"you already found tile {position}")
        else:
            answer = self._explain(position)
            self.note(answer.correct)
            if answer.correct:
                answer = Answer(position, True, answer.reason, answer.text, new=True)
                self.found.add(position)
                self._on_found(position)
        self.answers.append(answer)
        return answer

    def left(self) -> list[int]:
        """The targets not found yet, in order."""
        return sorted(self.targets - self.found)


class RevealQuiz(_Quiz):
    """Click every tile that may be revealed (TULA-2, TULA-3, TULA-4).

    A tile found is turned face up in the game, as a player would reveal it.

    >>> quiz = RevealQuiz()
    >>> sorted(quiz.targets), quiz.pick(15).new, quiz.game.is_face_up(15)
    ([13, 15, 16, 18], True, True)
    """

    def __init__(self, game: TulaGame | None = None) -> None:
        game = reveal_position() if game is None else game
        targets = frozenset(p for p in range(N_POSITIONS) if explain_reveal(game, p).correct)
        super().__init__(game, targets)

    def _explain(self, position: int) -> Answer:
        return explain_reveal(self.game, position)

    def hint_text(self) -> str:
        """The rule in short, and the layer where the tiles still to find lie.

        >>> RevealQuiz().hint_text()
        'A tile may be revealed when no tile of a higher layer lies on any part of it and one of its corners is free: neither edge at that corner touches a tile of its own layer (TULA-2 to 4). 4 still to find, all in layer 2.'
        """
        layers = sorted({LAYER[p] for p in self.left()})
        where = and_list(str(n) for n in layers)
        return (
            "A tile may be revealed when no tile of a higher layer lies on any part of it and "
            "one of its corners is free: neither edge at that corner touches a tile of its own "
            f"layer (TULA-2 to 4). {len(self.left())} still to find, all in "
            f"layer{'s' if len(layers) > 1 else ''} {where}."
        )

    def _on_found(self, position: int) -> None:
        self.game.play(f"R{position}")


class MatchQuiz(_Quiz):
    """Click every face-up tile that matches the top of the stack (TULA-5).

    Nothing is taken, so the top tile stays the same for the whole exercise.

    >>> quiz = MatchQuiz()
    >>> sorted(quiz.targets), quiz.pick(22).reason, quiz.score_text()
    ([13, 22], 'match_value', '1 of 2 found')
    """

    def __init__(self, game: TulaGame | None = None) -> None:
        game = match_position() if game is None else game
        targets = frozenset(p for p in range(N_POSITIONS) if explain_match(game, p).correct)
        super().__init__(game, targets)

    def _explain(self, position: int) -> Answer:
        return explain_match(self.game, position)

    def hint_text(self) -> str:
        """What a match needs, for the top tile of this stack.

        >>> MatchQuiz().hint_text()
        'The top of the stack is M3 (3 of Moons): a face-up tile matches it when it is a Moons tile or a 3 (TULA-5). 2 still to find.'
        """
        top = self.game.top or "S0"
        value = VALUE_NAMES[top[1]]
        article = "an" if value[0] in "aeiou8" else "a"
        return (
            f"The top of the stack is {top} ({tile_name(top)}): a face-up tile matches it "
            f"when it is a {SUIT_NAMES[top[0]]} tile or {article} {value} (TULA-5). "
            f"{len(self.left())} still to find."
        )


#: the verdicts of the win-and-loss exercise (TULA-8), as (key, button label)
VERDICTS: tuple[tuple[str, str], ...] = (
    ("won", "Won"),
    ("lost", "Lost"),
    ("on", "Not over yet"),
)


def verdict_positions() -> list[TulaGame]:
    """The positions of the win-and-loss exercise (TULA-8): the mercy deal after the
    opening played with mercy off (lost), the same with mercy on (not over: the exchange
    is a legal move) and that deal played to the end along the solver's line (won). The
    exercise says which option each position is played with (:func:`mercy_words`)."""
    return [
        mercy_position(mercy=False),
        mercy_position(mercy=True),
        solved_game(MERCY_SEED),
    ]


def mercy_words(game: TulaGame) -> str:
    """Whether ``game`` is played with the mercy option (TULA-7), in words.

    >>> mercy_words(mercy_position(mercy=False)), mercy_words(mercy_position())
    ('mercy off', 'mercy on')
    """
    return "mercy on" if game.options.mercy else "mercy off"


def verdict_of(game: TulaGame) -> str:
    """``"won"``, ``"lost"`` or ``"on"``: the engine's verdict on ``game`` (TULA-8).

    >>> [verdict_of(g) for g in verdict_positions()]
    ['lost', 'on', 'won']
    """
    if not game.is_over():
        return "on"
    return "won" if game.is_won() else "lost"


class VerdictQuiz(FindAll):
    """TULA-8: is each position won, lost or not over yet? One position at a time; a
    right answer shows the next one.

    The targets are the positions (their numbers); a pick is a verdict key of
    :data:`VERDICTS`, judged on the position shown now.

    Each prompt says whether the game is played with mercy (TULA-7): the first two
    positions are the opening of step 5, whose verdict turns on that option alone.

    >>> quiz = VerdictQuiz()
    >>> quiz.prompt
    'Position 1 of 3, played with mercy off (TULA-7): is this game won, lost, or not over yet?'
    >>> quiz.pick("on").text
    'no: this game is played with mercy off (TULA-7), so the exchange of step 5 is not a move here, and no tile can be revealed or taken (TULA-8)'
    >>> quiz.pick("lost").text[:60]
    'yes: lost (TULA-8). No tile can be revealed or taken: the ga'
    >>> quiz.prompt
    'Position 2 of 3, played with mercy on (TULA-7): is this game won, lost, or not over yet?'
    """

    def __init__(self, games: Sequence[TulaGame] | None = None) -> None:
        self.games = list(verdict_positions() if games is None else games)
        self.targets = frozenset(range(len(self.games)))
        self.found: set[int] = set()
        self.wrong = 0
        self.answers: list[Answer] = []

    @property
    def current(self) -> int:
        """The number of the position shown (the last one once all are answered)."""
        left = [n for n in range(len(self.games)) if n not in self.found]
        return min(left, default=len(self.games) - 1)

    @property
    def game(self) -> TulaGame:
        """The position shown now."""
        return self.games[self.current]

    @property
    def prompt(self) -> str:
        """What the learner is asked now."""
        if self.done:
            return "All answered: you know how a game of Tula ends."
        # the rule option is part of the question: the same temple is lost with mercy off
        # and not over with it on (TULA-7, TULA-8)
        return (
            f"Position {self.current + 1} of {len(self.games)}, played with "
            f"{mercy_words(self.game)} (TULA-7): is this game won, lost, or not over yet?"
        )

    def explain(self, key: str) -> Answer:
        """The verdict on answering ``key`` for the position shown (no score change)."""
        if key not in dict(VERDICTS):
            raise ValueError(f"{key!r} is not a verdict: use won, lost or on")
        game, n = self.game, self.current
        right = verdict_of(game)
        left = game.tiles_left
        if key == right:
            if right == "won":
                text = "yes: won. Every tile is on the stack (TULA-8)."
            elif right == "lost":
                result = game.result()
                assert result is not None  # a game that is over has its result (TULA-8)
                text = f"yes: lost (TULA-8). {result.message}" + (
                    " Mercy is off in this game, so no exchange can save it (TULA-7)."
                    if not game.options.mercy
                    else ""
                )
            else:
                moves = ", ".join(str(m) for m in game.legal_moves())
                text = f"yes: not over. The legal moves are {moves}" + (
                    ": a mercy exchange counts as a move (TULA-7, TULA-8)."
                    if game.mercy_available()
                    else " (TULA-8)."
                )
            return Answer(n, True, right, text)
        if key == "won":
            text = (
                f"no: {left} tile{'s are' if left != 1 else ' is'} still in the temple; you win "
                "only when every tile is on the stack (TULA-8)"
            )
        elif key == "lost":
            text = (
                "no: the game is lost only when no tile can be revealed, no face-up tile "
                "matches the top of the stack and no mercy exchange is on offer (TULA-8). "
                "Look again at what could still be played."
            )
        elif right == "won":
            text = "no: look at the temple: is any tile left to play?"
        elif not game.options.mercy:
            text = (
                "no: this game is played with mercy off (TULA-7), so the exchange of step 5 "
                "is not a move here, and no tile can be revealed or taken (TULA-8)"
            )
        else:
            text = (
                "no: which move could still be played? A face-down tile with nothing on it "
                "and a free corner, a face-up tile that matches the top of the stack, or a "
                "mercy exchange (TULA-8)"
            )
        return Answer(n, False, "wrong", text)

    def pick(self, key: str) -> Answer:
        """Judge a verdict on the position shown; a right one moves to the next position."""
        if self.done:
            answer = Answer(self.current, False, "done", self.finished())
        else:
            answer = self.explain(key)
            self.note(answer.correct)
            if answer.correct:
                self.found.add(answer.position)
                answer = Answer(answer.position, True, answer.reason, answer.text, new=True)
        self.answers.append(answer)
        return answer

    def answer_keys(self) -> list[str]:
        """The right verdict of every position not answered yet, in order."""
        return [verdict_of(g) for n, g in enumerate(self.games) if n not in self.found]

    def hint_text(self) -> str:
        """TULA-8 in short, with what the position shown holds."""
        game = self.game
        return (
            f"This temple holds {game.tiles_left} tiles. You win when the temple is empty; "
            "you lose when no reveal, no take and no mercy exchange is possible (TULA-8): "
            "look for a face-down tile with nothing on it and a free corner, a face-up tile "
            "that matches the top of the stack, or the Mercy badge."
        )

    def scene(self, narrow: bool = False) -> Scene:
        """The position shown, without the result banner (it would give the answer);
        ``narrow``: the stack below the temple, for a phone."""
        from tulakit.tula.svg import NARROW, WIDE, tula_scene

        scene = tula_scene(self.game, layout=NARROW if narrow else WIDE)
        scene.root.items = [
            item
            for item in scene.root.items
            if not (isinstance(item, Group) and item.cls.startswith("banner"))
        ]
        return scene

    def svg(self, narrow: bool = False) -> str:
        """:meth:`scene` as SVG text, titled with the position in words (no verdict)."""
        from tulakit.tula.words import describe_position_seen

        title = "A Tula position. " + describe_position_seen(self.game)
        return to_svg(self.scene(narrow), title=title)

    def picture(self) -> Still:
        """The position in both layouts, for a page of any width (a phone's would shrink
        the designed one's text to 7 CSS pixels)."""
        return Still(self.svg(), self.svg(narrow=True))


# -- pictures in text ---------------------------------------------------------------------
def layer_diagram(layer: int) -> str:
    """The positions of one layer (TULA-1) drawn as boxes, numbered; one half-tile is
    three characters wide and one row high.

    >>> print(layer_diagram(4))
             +-----+
             | 23  |
             +-----+
    """
    tiles = [p for p in range(N_POSITIONS) if LAYER[p] == layer]
    if not tiles:
        raise ValueError(f"there is no layer {layer!r}: layers are 1-4")
    width = 3 * 8 + 1
    height = 8 + 1
    grid = [[" "] * width for _ in range(height)]
    for p in tiles:
        x, y = POSITIONS[p]
        left, right, top, bottom = 3 * x, 3 * x + 6, y, y + 2
        for c in range(left, right + 1):
            for r in (top, bottom):
                grid[r][c] = "+" if c in (left, right) else "-"
        for r in range(top + 1, bottom):
            grid[r][left] = grid[r][right] = "|"
        for i, ch in enumerate(f"{p:^5}"):
            grid[top + 1][left + 1 + i] = ch
    lines = ["".join(row).rstrip() for row in grid]
    while lines and not lines[-1]:
        lines.pop()
    while lines and not lines[0]:
        lines.pop(0)
    return "\n".join(lines)


_INK = INK
_PAPER = SURFACE


def tiles_svg(size: int = 52) -> str:
    """The 24 tiles as an SVG picture: one row per suit, one column per value.

    >>> svg = tiles_svg()
    >>> svg.startswith("<svg"), svg.count('class="tile"')
    (True, 24)
    """
    gap, left, top = 10, 74, 30
    scene = Scene(left + 6 * (size + gap), top + 4 * (size + gap), background=_PAPER)
    for col, value in enumerate(VALUES):
        x = left + col * (size + gap) + size / 2
        scene.add(Text(x, 16, VALUE_NAMES[value], size=13, weight="bold", fill=_INK))
    for row, suit in enumerate(SUITS):
        y = top + row * (size + gap)
        scene.add(
            Text(
                12,
                y + size / 2,
                SUIT_NAMES[suit],
                size=13,
                anchor="start",
                weight="bold",
                fill=_INK,
            )
        )
        for col, value in enumerate(VALUES):
            code = suit + value
            group = Group(cls="tile", data={"tile": code}, title=tile_name(code))
            group.add(*tile_face(code, left + col * (size + gap), y, size))
            scene.add(group)
    return to_svg(
        scene,
        title="The 24 tiles of a piecepack: one row per suit (Suns, Moons, Crowns and Arms), "
        "one column per value (null, ace, 2, 3, 4 and 5).",
    )


def building_svg(unit: int = 18, across: int = 4) -> str:
    """The temple built layer by layer (TULA-1): four panels, each adding one layer,
    face down; the new layer is numbered and the layers below are veiled. ``across``
    panels make a row (2: two rows of two, for a phone).

    >>> svg = building_svg()
    >>> svg.count('class="tile"') == 13 + 20 + 23 + 24, svg.count(">23<")
    (True, 1)
    >>> building_svg(across=2).startswith('<svg xmlns="http://www.w3.org/2000/svg" width="344" height="404"')
    True
    """
    lift, margin, title = 4, 14, 30
    panel = 8 * unit + 2 * margin
    height = title + 8 * unit + 2 * margin
    size = 2 * unit - 2
    rows = -(-4 // across)
    scene = Scene(across * panel, rows * height, background=_PAPER)

    def draw(p: int, x0: int, y0: int, numbered: bool) -> None:
        x, y = POSITIONS[p]
        shift = (LAYER[p] - 1) * lift  # higher layers drawn up and left, as on the board
        tx, ty = x0 + x * unit + 1 - shift, y0 + y * unit + 1 - shift
        group = Group(cls="tile", data={"position": p, "layer": LAYER[p]})
        group.add(*tile_back(tx, ty, size, layer=LAYER[p]))
        if numbered:
            group.add(
                Text(tx + size / 2, ty + size / 2, str(p), size=12, weight="bold", fill=PIECE_WHITE)
            )
        scene.add(group)

    for layer in (1, 2, 3, 4):
        row, column = divmod(layer - 1, across)
        top = row * height
        x0, y0 = column * panel + margin, top + title + margin
        label = "Layer 1" if layer == 1 else f"+ layer {layer}"
        scene.add(Text(x0 + 4 * unit, top + 16, label, size=14, weight="bold", fill=_INK))
        for p in range(N_POSITIONS):
            if LAYER[p] < layer:
                draw(p, x0, y0, numbered=False)
        if layer > 1:
            veil = Rect(x0 - margin, top + title, panel, height - title, fill=_PAPER, opacity=0.6)
            scene.add(veil)
        for p in range(N_POSITIONS):
            if LAYER[p] == layer:
                draw(p, x0, y0, numbered=True)
    return to_svg(
        scene,
        title="The temple built layer by layer, face down, in four pictures: layer 1 "
        "(positions 0 to 12: rows of 4, 4 and 4, and one below the middle), then layer 2 "
        "(13 to 19), layer 3 (20 to 22) and layer 4 (23) on top, each half a tile in from "
        "the layer below.",
    )


def building_picture() -> Still:
    """:func:`building_svg` for a notebook: four panels across where the page is wide
    enough to show them whole, two by two on a phone (where the row of four would shrink
    its text to 6 CSS pixels)."""
    return Still(building_svg(), building_svg(across=2))
