"""Prepared positions and exercise logic for the Chola Expert notebook (CHOLA-W1..E3).

Pure engine code, as :mod:`tulakit.chola.lessons` is for Basic: every position is set up
with :func:`tulakit.chola.positions.arrange` (treasure tiles off and the 10-point square group removed,
so the sums stay clean and every tile named here is in the box), and every verdict is
the engine's: its ``explain_sculpt``, ``explain_illegal``, ``preview``, or the state after
playing the move on a copy. :mod:`tulakit.widgets.chola_lessons` shows them.

>>> quiz = SlotQuiz()
>>> quiz.pick("0,0").text.startswith("no: slot 0,0 is empty")
True
>>> quiz.pick("7,0").text
'yes: slot 7,0 is fully built and Brown can pay 4 light brown + 1 gold (CHOLA-X3)'
>>> quiz.score_text()
'Found! (1 wrong guess)'
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import TYPE_CHECKING, cast

from tulakit.chola.board import COORDS, N_SPACES, space
from tulakit.chola.expert import ExpertGame, is_expert
from tulakit.chola.hint_where import build_where
from tulakit.chola.lessons import ASK_COLOUR, Answer, ChoiceQuiz, Quiz, build_for
from tulakit.chola.moves import Again, Build, CholaMove, Draw, Pick, Sculpt
from tulakit.chola.options import COLOUR_NAMES, COLOUR_TOKENS, N_COLOURS, CholaOptions
from tulakit.chola.positions import arrange
from tulakit.chola.words import played_words
from tulakit.drawing.palette import FOUND_COLOUR, PIECE_WHITE
from tulakit.drawing.scene import Circle, Group, Rect, Scene, Text
from tulakit.words import stones_words

if TYPE_CHECKING:
    from tulakit.chola.sculptures import Slot
    from tulakit.chola.svg import Layout

#: every lesson plays without treasure tiles and without the 10-point squares
LESSON_OPTIONS = CholaOptions(variant="expert", treasures="off", square_group_removed=10)


def _bonus_order(game: ExpertGame, bonus: Mapping[int, Sequence[str]]) -> dict[int, list[str]]:
    """``bonus`` completed and ordered so that ``arrange`` accepts it.

    A seat not named that holds a wanted card gets another card of the same deck from the
    box instead; the seats come in an order where each one's cards are free when it is
    dealt (the engine hands cards over one seat at a time).
    """
    from tulakit.chola.bonus import ALL_CARDS, bonus_card

    deal = {s: list(keys) for s, keys in bonus.items()}
    held = {s: [h.card.key for h in game.bonus_cards(s)] for s in range(game.players)}
    wanted = {k for keys in deal.values() for k in keys}
    taken = wanted | {k for keys in held.values() for k in keys}
    spare = [c.key for c in ALL_CARDS if c.key not in taken]
    for s, keys in held.items():
        if s not in deal and wanted & set(keys):
            swap = {
                k: next(x for x in spare if bonus_card(x).deck == bonus_card(k).deck)
                for k in keys
                if k in wanted
            }
            spare = [x for x in spare if x not in swap.values()]
            deal[s] = [swap.get(k, k) for k in keys]
    order: list[int] = []
    left = set(deal)
    while left:
        ready = [
            s for s in sorted(left) if not any(set(deal[s]) & set(held[o]) for o in left if o != s)
        ]
        if not ready:
            raise ValueError(f"these bonus cards cannot all be dealt: {deal}")
        order.append(ready[0])
        left.discard(ready[0])
    return {s: deal[s] for s in order}


def expert_arranged(
    *,
    players: int = 2,
    seed: int = 11,
    colours: Sequence[str] | None = None,
    temple: dict[str, str] | None = None,
    hands: dict[int, Sequence[str]] | None = None,
    cards: dict[int, Sequence[str]] | None = None,
    wagons: dict[int, dict[str, int]] | None = None,
    bonus: dict[int, Sequence[str]] | None = None,
    tiles: dict[str, str] | None = None,
    sculpted: Sequence[str] = (),
    to_move: int = 0,
) -> ExpertGame:
    """An Expert game arranged for a lesson (see :func:`tulakit.chola.positions.arrange`).

    ``bonus`` gives seats' bonus cards by key (another seat holding a wanted card gets a
    card of the same deck from the box instead); ``tiles`` puts sculpture tiles
    (``"8:light-brown4,gold1"``) in slots.

    >>> game = expert_arranged(wagons={0: {"gold": 2}}, bonus={0: ["free", "again"]})
    >>> game.wagon(0), [h.card.key for h in game.bonus_cards(0)]
    ((0, 0, 0, 0, 2), ['free', 'again'])
    """
    game = ExpertGame(players, colours=colours, seed=seed, options=LESSON_OPTIONS)
    arrange(
        game,
        temple=temple,
        hands={s: list(h) for s, h in (hands or {}).items()},
        cards={s: list(c) for s, c in (cards or {}).items()} or None,
        to_move=to_move,
        wagons=wagons,
        bonus=_bonus_order(game, bonus) if bonus else None,
        sculpture_tiles=tiles,
        sculpted=sculpted,
    )
    return game


def _after(game: ExpertGame, *moves: CholaMove | str) -> ExpertGame:
    """A copy of ``game`` with ``moves`` played (the lesson's own game is left as it was)."""
    copy = game.copy()
    for move in moves:
        copy.play(move)
    return copy


# -- CHOLA-W1: the wagon ------------------------------------------------------------------------
#: the rulebook's grey player: a quad_diagonal of brown and light brown; light brown at 4
WAGON_BUILD = "quad_diagonal brown@0,0 light-brown@1,0 light-brown@0,1 brown@1,1"


def wagon_position() -> tuple[ExpertGame, Build]:
    """Grey (seat 0) with 5 stones and a quad_diagonal card; its light brown track is at 4."""
    game = expert_arranged(
        colours=("grey", "white"),
        hands={0: ["brown", "brown", "light-brown", "light-brown", "gold"]},
        cards={0: ["quad_diagonal"]},
        wagons={0: {"light-brown": 4, "gold": 1}},
    )
    return game, build_for(game, WAGON_BUILD)


def _wagon_words(levels: Sequence[int]) -> str:
    return ", ".join(f"{COLOUR_NAMES[c]} {n}" for c, n in enumerate(levels) if n) or "all 0"


def wagon_quiz() -> ChoiceQuiz:
    """CHOLA-W1: Grey's wagon after the diagonal four (the cap at 5 matters)."""
    game, move = wagon_position()
    right = _after(game, move).wagon(0)
    before = game.wagon(0)
    candidates = [
        right,
        tuple(b + (2 if c in (0, 1) else 0) for c, b in enumerate(before)),  # no cap
        tuple(b + (1 if c in (0, 1) else 0) for c, b in enumerate(before)),  # one per colour
        before,  # nothing moves
    ]
    choices: list[tuple[str, Hashable]] = []
    verdicts: dict[Hashable, tuple[bool, str]] = {}
    gained = "; ".join(_after(game, move).last_report().lines[1:])
    for levels in candidates:
        label = _wagon_words(levels)
        if label in dict(choices):
            continue
        choices.append((label, levels))
        if levels == right:
            why = (
                f"Grey's wagon becomes {label}: each stone placed moves its colour's marker 1 "
                f"to the right, at most to 5. The move says: {gained}"
            )
        elif any(n > 5 for n in levels):  # what is wrong with this answer, never the right one
            why = "a track holds at most 5: beyond that the marker stays"
        elif levels == before:
            why = "every stone placed moves a marker, whatever its colour"
        else:
            why = "each stone placed moves its colour's marker one step: count the stones of each colour in the build"
        verdicts[levels] = (levels == right, why)
    return ChoiceQuiz(
        game,
        prompt=f"Grey plays {played_words(move)}. What does Grey's wagon show afterwards?",
        choices=sorted(choices),  # in reading order, so the answer's place tells nothing
        verdicts=verdicts,
        rule="CHOLA-W1",
        hint_words="Count the build's stones colour by colour; each moves its colour's marker one "
        f"step to the right, and a track holds at most 5. Before the build: {_wagon_words(before)}. "
        "Look at the wagon in Grey's panel, at the tracks of the build's two colours.",
    )


# -- CHOLA-X1..X3: sculpting ---------------------------------------------------------------------
#: the sculpting lesson: slot 7,0 is built and payable as in the rulebook's example
SCULPT_TEMPLE: dict[str, str] = {
    "2,0": "grey", "3,0": "white",  # slot 2,0: only partly built
    "4,0": "brown", "5,0": "grey", "4,1": "gold", "5,1": "white",  # slot 4,0: sculpted
    "7,0": "light-brown", "8,0": "gold", "7,1": "white", "8,1": "light-brown",  # slot 7,0
    "9,0": "white", "10,0": "grey", "9,1": "brown", "10,1": "gold",  # slot 9,0: unaffordable
}  # fmt: skip
SCULPT_TILES = {"7,0": "8:light-brown4,gold1", "9,0": "9:white1,grey4", "4,0": "7:brown4,white1"}
#: the slots the sculpting exercise asks about
SCULPT_ASKED = ("0,0", "2,0", "4,0", "7,0", "9,0")


def sculpt_position() -> ExpertGame:
    """Brown to move: wagon light brown 3, gold 1 (and white 1); hand 1 light brown, 1 gold,
    1 grey, 1 white; slot 7,0 (8 points: 4 light brown + 1 gold) is fully built."""
    return expert_arranged(
        temple=SCULPT_TEMPLE,
        hands={0: ["light-brown", "gold", "grey", "white"]},
        cards={0: ["single"]},
        wagons={0: {"light-brown": 3, "gold": 1, "white": 1}},
        bonus={0: ["double", "pickmore"], 1: ["own", "again"]},
        tiles=SCULPT_TILES,
        sculpted=["4,0"],
    )


class SlotQuiz(Quiz):
    """CHOLA-X3: which of the marked slots can Brown sculpt now? Each answer says why."""

    def __init__(self) -> None:
        game = sculpt_position()
        asked = frozenset(SCULPT_ASKED)
        super().__init__(
            game,
            targets=frozenset(s for s in asked if game.explain_sculpt(s) is None),
            prompt="Choose every marked slot (on the temple or on the sculpture board) that "
            "Brown could sculpt now.",
        )
        self.asked = asked

    def explain(self, key: Hashable) -> Answer:
        name = str(key)
        game = self.game
        assert is_expert(game)
        if name not in {s.name for s in game.slots}:
            return Answer(
                None, False, "Choose a slot of the temple or a tile of the sculpture board."
            )
        reason = game.explain_sculpt(name)
        if name not in self.asked:
            verdict = "it could be sculpted" if reason is None else f"not now: {reason}"
            return Answer(None, False, f"slot {name} is not marked ({verdict}): try a marked one.")
        if reason is not None:
            return Answer(name, False, f"no: {reason} (CHOLA-X3)")
        tile = game.tile(name)
        return Answer(
            name,
            True,
            f"yes: slot {name} is fully built and Brown can pay {tile.describe()} (CHOLA-X3)",
        )

    def hint_text(self) -> str:
        """What a slot needs before it can be sculpted (CHOLA-X3)."""
        return (
            "A slot can be sculpted when every one of its spaces holds a stone, it has no "
            "sculpture yet, and Brown can pay its tile's cost from the wagon and the hand "
            "together (CHOLA-X3). Read each tile's cost on the sculpture board."
        )

    def scene(self, layout: Layout | None = None) -> Scene:
        """Brown's view, each asked slot framed (dashed, with a ``?``) on the temple and on
        the sculpture board; a found one gets a solid green frame. ``layout`` is one of
        :func:`tulakit.chola.expert_svg.expert_layout` (the designed one by default)."""
        from tulakit.chola.expert_svg import board_box, board_geometry, temple_box
        from tulakit.chola.svg import chola_scene

        game = self.game
        assert is_expert(game)
        scene = chola_scene(game, seat=0, layout=layout)
        board = board_geometry(layout)
        size = max(12.0, layout.text if layout is not None else 0.0)
        group = Group(cls="asked")
        for slot in game.slots:
            if slot.name not in self.asked:
                continue
            found = slot.name in self.found
            for x, y, w, h in (temple_box(slot.spaces), board_box(slot.spaces, board)):
                if found:
                    group.add(Rect(x + 3, y + 3, w - 6, h - 6, rx=5, stroke=FOUND_COLOUR,
                                   stroke_width=4))  # fmt: skip
                else:
                    group.add(Rect(x + 3, y + 3, w - 6, h - 6, rx=5, stroke=ASK_COLOUR,
                                   stroke_width=2.5, dash=(5, 3)))  # fmt: skip
            if not found:
                x, y, w, _ = temple_box(slot.spaces)
                r = max(8.0, size * 0.62)
                group.add(Circle(x + w - r - 1, y + r + 1, r, fill=PIECE_WHITE, stroke=ASK_COLOUR))
                group.add(Text(x + w - r - 1, y + r + 1, "?", size=size, weight="bold",
                               fill=ASK_COLOUR))  # fmt: skip
        scene.add(group)
        return scene


#: candidate payments for the 8-point tile of slot 7,0: (wagon, hand) stones as tokens
PAYMENTS: tuple[tuple[dict[str, int], dict[str, int]], ...] = (
    ({"light-brown": 4, "gold": 1}, {}),  # the wagon holds only 3 light brown
    ({"light-brown": 3, "gold": 1}, {"light-brown": 1}),  # the rulebook's example
    ({}, {"light-brown": 1, "gold": 1}),  # too few stones
    ({"light-brown": 3, "white": 1}, {"light-brown": 1}),  # white is not gold
    ({"light-brown": 3}, {"light-brown": 1, "gold": 1}),  # gold from the hand instead
)


def _stones(tokens: Mapping[str, int]) -> tuple[int, ...]:
    return tuple(tokens.get(token, 0) for token in COLOUR_TOKENS)


def stones_label(stones: Sequence[int]) -> str:
    """Stones per colour in words, the biggest part first: ``'4 white + 1 brown'``.

    >>> stones_label((1, 0, 4, 0, 0))
    '4 white + 1 brown'
    """
    return stones_words(stones, COLOUR_NAMES, joiner=" + ", biggest_first=True, empty="nothing")


def payment_label(move: Sculpt) -> str:
    """A payment in words: ``'wagon 3 light brown + 1 gold, hand 1 light brown'``."""
    parts = []
    if any(move.wagon):
        parts.append(f"wagon {stones_label(move.wagon)}")
    if any(move.hand):
        parts.append(f"hand {stones_label(move.hand)}")
    return ", ".join(parts) or "nothing"


def payment_quiz() -> ChoiceQuiz:
    """CHOLA-X2/X3: which of these payments for slot 7,0 may Brown make?"""
    game = sculpt_position()
    choices: list[tuple[str, Hashable]] = []
    verdicts: dict[Hashable, tuple[bool, str]] = {}
    for wagon, hand in PAYMENTS:
        move = Sculpt("7,0", _stones(wagon), _stones(hand))
        reason = game.explain_illegal(move)
        label = payment_label(move)
        choices.append((label, str(move)))
        if reason is None:
            verdicts[str(move)] = (True, f"{label} pays exactly 4 light brown + 1 gold")
        else:
            verdicts[str(move)] = (False, reason)
    return ChoiceQuiz(
        game,
        prompt="Slot 7,0's tile (8 points) costs 4 light brown + 1 gold. Which of these "
        "payments may Brown make? Find them all.",
        choices=choices,
        verdicts=verdicts,
        rule="CHOLA-X3",
        hint_words="A payment must give exactly the tile's colours, 4 light brown and 1 gold, from "
        "the wagon, the hand or both; the wagon holds 3 light brown, 1 gold and 1 white, the "
        "hand 1 light brown, 1 gold, 1 grey and 1 white (CHOLA-X3).",
    )


# -- hidden stones ---------------------------------------------------------------------------
HIDDEN_TEMPLE: dict[str, str] = {
    "0,0": "white", "1,0": "white", "0,1": "white", "1,1": "white", "2,0": "white",
}  # fmt: skip
HIDDEN_BUILD = "single white@2,1"


def hidden_position(sculpted: bool = True) -> tuple[ExpertGame, Build]:
    """White's four stones in slot 0,0 (sculpted, or not) and one on (2,0); Brown adds a
    white stone on (2,1), touching both."""
    game = expert_arranged(
        temple=HIDDEN_TEMPLE,
        hands={0: ["white", "gold"]},
        cards={0: ["single"]},
        sculpted=["0,0"] if sculpted else [],
    )
    return game, build_for(game, HIDDEN_BUILD)


def hidden_quiz() -> ChoiceQuiz:
    """CHOLA-X3: stones under a sculpture form no patterns; predict the build's points."""
    game, move = hidden_position(True)
    right = game.preview(move).points
    open_points = hidden_position(False)[0].preview(move).points
    why = "; ".join(game.preview(move).lines)

    def words(points: tuple[int, ...]) -> str:
        return ", ".join(f"{n} +{v}" for n, v in zip(game.names, points, strict=True))

    verdicts: dict[Hashable, tuple[bool, str]] = {}
    for points in (right, open_points, (right[0], 4), (0, 0)):
        if points == right:
            why_this = (
                f"it is {words(right)}: the four white stones under the sculpture are hidden, "
                f"so the new stone only joins (2,0). {why}. Without the sculpture it would be "
                f"{words(open_points)}"
            )
        elif points == open_points:
            why_this = "that counts the white stones under the sculpture: can they still score?"
        elif points[0] != right[0]:
            why_this = "Brown places a stone that is not Brown's colour: what does that score?"
        else:
            why_this = "count again the white stones the new one joins, leaving out hidden ones"
        verdicts.setdefault(points, (points == right, why_this))
    return ChoiceQuiz(
        game,
        prompt=f"Brown plays {played_words(move)}, next to the sculpted slot 0,0. What does it score?",
        choices=[(words(p), p) for p in sorted(cast("list[tuple[int, ...]]", list(verdicts)))],
        verdicts=verdicts,
        rule="CHOLA-X3, CHOLA-P1",
        hint_words="A sculpture hides the stones it stands on: they belong to no pattern any more "
        "(CHOLA-X3). Brown scores 1 for a stone not Brown's colour (CHOLA-P3); White scores "
        "the growth of white patterns of 3 or more (CHOLA-P1). "
        f"{build_where(game, move, count_hidden=True)} Which of them lie under the sculpture "
        "of slot 0,0?",
    )


# -- CHOLA-B1: bonus cards -------------------------------------------------------------------
def double_quiz() -> ChoiceQuiz:
    """The sculpt deck's points cards: what does slot 7,0 score with Double sculpture?"""
    game = sculpt_position()
    move = next(m for m in game.sculpt_moves("7,0") if m.card == "double")
    right = _after(game, move).scores[0]
    report = "; ".join(_after(game, move).last_report().lines[1:3])
    verdicts: dict[Hashable, tuple[bool, str]] = {}
    tile = game.tile("7,0").points
    for points in (right, tile, tile + 1, 0):
        if points == right:
            why = (f"Brown scores {right}, twice the tile's {tile}, and the card is "
                   f"discarded. The move says: {report}")  # fmt: skip
        elif points == tile:
            why = f"{tile} is what the tile scores without the card; read the card again"
        elif points == 0:
            why = "the card does not cost the sculpture its points"
        else:
            why = "the card does not add a point: what does it do to the tile's points?"
        verdicts.setdefault(points, (points == right, why))
    return ChoiceQuiz(
        game,
        prompt=f"Brown plays {played_words(move)} (the Double sculpture card). How many points does it score?",
        choices=[(f"{p} points", p) for p in sorted(cast("list[int]", list(verdicts)))],
        verdicts=verdicts,
        rule="CHOLA-B1",
        hint_words=f"The tile of slot 7,0 is worth {tile} points. Look at the Double sculpture card "
        "among the bonus cards in Brown's panel: what does its title do to them? (CHOLA-B1)",
    )


#: the rulebook's tile of the payment cards: 4 white + 1 grey (6 points in tulakit's set)
CARD_TILE = "6:white4,grey1"
#: candidate payments of that tile, as stones per colour token
CARD_PAYMENTS: tuple[dict[str, int], ...] = (
    {"white": 4, "brown": 1},
    {"brown": 4, "white": 1},
    {"white": 3, "grey": 1},
    {"white": 3, "brown": 1},
)


def card_pay_position(card: str) -> ExpertGame:
    """Brown holds ``card`` (swap, anycolour or less) and a full wagon; slot 7,0 is built and
    holds the 4 white + 1 grey tile, so only the card's rule decides (CHOLA-B1)."""
    full = {token: 5 for token in COLOUR_TOKENS}
    return expert_arranged(
        temple=SCULPT_TEMPLE,
        hands={0: []},
        cards={0: ["single"]},
        wagons={0: full},
        bonus={1: ["own", "again"], 0: [card, "pickmore"]},
        tiles={"7,0": CARD_TILE},
    )


def card_pay_quiz(card: str) -> ChoiceQuiz:
    """CHOLA-B1: which payments of a 4 white + 1 grey tile does ``card`` allow?"""
    game = card_pay_position(card)
    held = next(h.card for h in game.bonus_cards(0) if h.card.key == card)
    choices: list[tuple[str, Hashable]] = []
    verdicts: dict[Hashable, tuple[bool, str]] = {}
    for paid in CARD_PAYMENTS:
        move = Sculpt("7,0", _stones(paid), (0,) * N_COLOURS, card)
        label = stones_label(move.wagon)
        reason = game.explain_illegal(move)
        choices.append((label, label))
        verdicts[label] = (
            (True, f"{label} is allowed by {held.title}: {held.sentence}")
            if reason is None
            else (False, reason)
        )
    return ChoiceQuiz(
        game,
        prompt=f'Brown holds the card "{held.title}": {held.sentence[0].lower()}'
        f"{held.sentence[1:]} The tile on slot 7,0 costs "
        "4 white + 1 grey. Which of these payments does the card allow? Find them all.",
        choices=choices,
        verdicts=verdicts,
        rule="CHOLA-B1",
        hint_words=f"Without the card only 4 white + 1 grey pays. Read what {held.title} changes: "
        "which colour, which count? (CHOLA-B1)",
    )


def empty_pick_position() -> ExpertGame:
    """Brown holds no stones and the Empty-hand pick card (the action deck)."""
    return expert_arranged(
        hands={0: []}, bonus={1: ["own", "pickmore"], 0: ["double", "emptypick"]}
    )


def empty_pick_quiz() -> ChoiceQuiz:
    """The action deck: how many stones does Brown hold after a pick with an empty hand?"""
    game = empty_pick_position()
    after = _after(game, Pick())
    right = sum(after.hand(0))
    report = "; ".join(after.last_report().lines[1:])
    verdicts: dict[Hashable, tuple[bool, str]] = {}
    wrong = {
        2: "2 is an ordinary pick; the card adds to it when the hand is empty",
        3: "the card brings more than one extra stone",
        7: "7 is the most a hand may hold, not what a pick brings",
    }
    for n in (right, 2, 3, 7):
        why = f"Brown holds {right}: the usual 2, and 2 more for the card. {report}"
        verdicts.setdefault(n, (n == right, why if n == right else wrong[n]))
    return ChoiceQuiz(
        game,
        prompt="Brown holds no stones and the Empty-hand pick card, and picks. How many "
        "stones does Brown hold then?",
        choices=[(f"{n} stones", n) for n in sorted(cast("list[int]", list(verdicts)))],
        verdicts=verdicts,
        rule="CHOLA-B1",
        hint_words="A pick takes 2 stones from the bag. Look at the Empty-hand pick card among "
        "the bonus cards in Brown's panel: what does it add, and when? (CHOLA-B1)",
    )


def again_position() -> ExpertGame:
    """Brown holds the Extra turn card, ready; White holds no card that moves turns."""
    return expert_arranged(bonus={1: ["own", "pickmore"], 0: ["double", "again"]})


def turn_order_after_again(game: ExpertGame, turns: int = 4) -> tuple[int, ...]:
    """Who moves in the ``turns`` turns after the again card (everyone draws from the stack)."""
    copy = _after(game, Again())
    seats = []
    for _ in range(turns):
        seats.append(copy.to_move)
        copy.play(Draw())
    return tuple(seats)


def again_quiz() -> ChoiceQuiz:
    """CHOLA-B1, the Extra turn card: who moves in the four turns after Brown plays it?"""
    game = again_position()
    right = turn_order_after_again(game)
    names = game.names

    def words(seq: tuple[int, ...]) -> str:
        return ", ".join(names[s] for s in seq)

    verdicts: dict[Hashable, tuple[bool, str]] = {}
    for seq in (right, (0, 1, 0, 1), (0, 0, 1, 0), (1, 0, 1, 0)):
        if seq == right:
            why = (f"it is {words(right)}: Brown acts twice now, then White moves, and "
                   "Brown's next turn is skipped while the card lies face down")  # fmt: skip
        elif seq[0] != 0:
            why = "Brown plays the card at the start of Brown's own turn: who acts first?"
        elif seq[1] != 0:
            why = "with the card Brown acts twice in a row"
        else:
            why = "the extra turn has a price: Brown's next turn"
        verdicts.setdefault(seq, (seq == right, why))
    return ChoiceQuiz(
        game,
        prompt="Brown plays the Extra turn card (again). Who moves in the next four turns?",
        choices=[(words(s), s) for s in sorted(cast("list[tuple[int, ...]]", list(verdicts)))],
        verdicts=verdicts,
        rule="CHOLA-B1",
        hint_words="Extra turn: at the start of your turn you act twice in a row, and your next "
        "turn is skipped while the card lies face down (CHOLA-B1). Look at the seats beside the "
        "temple: who would move after Brown without the card?",
    )


# -- CHOLA-E3: the end -----------------------------------------------------------------------
END_LEFT = ("1,4", "11,4")  # the two slots not yet sculpted
END_TILES = {"1,4": "2:brown1,light-brown1", "11,4": "2:white1,grey1"}


def end_position() -> tuple[ExpertGame, Sculpt]:
    """A full temple with every slot sculpted but two; White sculpts one (2 points), and
    Brown is about to sculpt the last (2 points too), so the wagons decide (CHOLA-E3)."""
    cycle = ("gold", "grey", "white", "light-brown", "brown")
    temple = {
        f"{x},{y}": cycle[(i * 2 + i // 13) % 5] for i, (x, y) in enumerate(COORDS[:N_SPACES])
    }
    game = expert_arranged(
        temple=temple,
        hands={0: ["brown"], 1: ["grey"]},
        wagons={
            0: {"brown": 2, "light-brown": 1, "gold": 1},
            1: {"white": 1, "grey": 1, "gold": 1},
        },
        bonus={1: ["less", "pickmore"], 0: ["swap", "buildpick"]},
        tiles=END_TILES,
        sculpted=[s.name for s in _slots() if s.name not in END_LEFT],
        to_move=1,
    )
    game.play(Sculpt("11,4", _stones({"white": 1, "grey": 1})))
    return game, Sculpt("1,4", _stones({"brown": 1, "light-brown": 1}))


def _slots() -> tuple[Slot, ...]:
    from tulakit.chola.sculptures import slots

    return slots("B")


def end_quiz() -> ChoiceQuiz:
    """CHOLA-E3: the last sculpture ends the game; equal points, so who wins?"""
    game, move = end_position()
    after = _after(game, move)
    result = after.result()
    assert result is not None
    right = "shared" if result.outcome == "shared win" else after.names[result.winners[0]]
    wagons = ", ".join(f"{n} {after.wagon_total(s)}" for s, n in enumerate(after.names))
    verdicts: dict[Hashable, tuple[bool, str]] = {}
    for key in ("Brown", "White", "shared"):
        if key == right:
            why = (
                f"{result.message} Both have {after.scores[0]} points; wagon levels left: {wagons}"
            )
        elif key == "shared":
            why = "a tie on points is broken first: by what?"
        else:
            why = f"both have {after.scores[0]} points, so the tie-break decides: look at it again"
        verdicts[key] = (key == right, why)
    return ChoiceQuiz(
        game,
        prompt=f"White has just sculpted slot 11,4. Brown plays {played_words(move)}, the last slot. Who wins?",
        choices=[("Brown", "Brown"), ("White", "White"), ("they share the win", "shared")],
        verdicts=verdicts,
        rule="CHOLA-E3",
        hint_words="The last sculpture ends the game at once. On equal points, the player with more "
        "levels left on the wagon wins; count each wagon after Brown pays (CHOLA-E3). Look at "
        "the two wagons in the players' panels, and take Brown's payment off Brown's.",
    )


#: prepared positions by name, for ``?position=`` on the Expert pages
POSITIONS: dict[str, Callable[[], ExpertGame]] = {
    "sculpt": sculpt_position,
    "wagon": lambda: wagon_position()[0],
    "hidden": lambda: hidden_position()[0],
    "again": again_position,
    "end": lambda: end_position()[0],
}


#: the steps of the Expert tutorial, one per exercise: (key, title)
EXPERT_STEPS: tuple[tuple[str, str], ...] = (
    ("wagon", "The wagon (CHOLA-W1)"),
    ("slot", "Which slots can be sculpted (CHOLA-X3)"),
    ("payment", "Paying for a sculpture (CHOLA-X3)"),
    ("hidden", "Hidden stones (CHOLA-X3, CHOLA-P1)"),
    ("double", "Double sculpture (CHOLA-B1)"),
    ("swap", "Swap one stone (CHOLA-B1)"),
    ("anycolour", "Any two colours (CHOLA-B1)"),
    ("less", "One stone less (CHOLA-B1)"),
    ("emptypick", "Empty-hand pick (CHOLA-B1)"),
    ("again", "Extra turn (CHOLA-B1)"),
    ("end", "The end (CHOLA-E3)"),
)


def expert_summary(game: ExpertGame) -> list[str]:
    """CHOLA-A2 for Expert, in numbers: cards, wagons, bonus cards and the sculpture board.

    >>> expert_summary(ExpertGame(2, seed=1, options=CholaOptions(variant="expert",
    ...     square_group_removed=6)))[-1]
    'sculpture board: 35 slots (the 6-point squares are out of the game)'
    """
    lines = []
    for s in range(game.players):
        cards = ", ".join(f"{h.card.title} ({h.card.deck})" for h in game.bonus_cards(s))
        lines.append(
            f"{game.names[s]}: {sum(game.hand(s))} stones, {len(game.cards(s))} build card, "
            f"wagon {sum(game.wagon(s))}, bonus cards: {cards}"
        )
    lines.append(
        f"sculpture board: {len(game.slots)} slots (the {game.removed_group}-point squares "
        "are out of the game)"
    )
    return lines


def slot_of_space(game: ExpertGame, where: str | int) -> str:
    """The name of the slot covering a space (``'8,1'`` -> ``'7,0'``).

    >>> slot_of_space(sculpt_position(), "8,1")
    '7,0'
    """
    s = space(where) if isinstance(where, str) else where
    return next(slot.name for slot in game.slots if s in slot.spaces)


__all__ = [
    "CARD_PAYMENTS",
    "EXPERT_STEPS",
    "POSITIONS",
    "ChoiceQuiz",
    "SlotQuiz",
    "again_position",
    "again_quiz",
    "card_pay_position",
    "card_pay_quiz",
    "double_quiz",
    "empty_pick_position",
    "empty_pick_quiz",
    "end_position",
    "end_quiz",
    "expert_arranged",
    "expert_summary",
    "hidden_position",
    "hidden_quiz",
    "payment_label",
    "payment_quiz",
    "sculpt_position",
    "slot_of_space",
    "stones_label",
    "turn_order_after_again",
    "wagon_position",
    "wagon_quiz",
]
