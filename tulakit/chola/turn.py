"""Making one Chola build or sculpt step by step, the way a board asks for it.

A build is one move (CHOLA-A1), but a person makes it in steps: choose a card, and the
spaces some legal placement of it covers are the targets; click a space, and the
placements through it are shown one at a time (the next shape: another position,
rotation or reflection; the next colours: another assignment of the stones in hand),
until the one wanted is played. :class:`TurnBuilder` walks those steps with the rules of
the game alone and hands back the finished :class:`~tulakit.chola.moves.Build`; every
refusal is the engine's own explanation (:mod:`tulakit.chola.builds`).

In Expert, :class:`SculptTurn` is the payment dialog of a sculpt (CHOLA-X3, B1): the slot
chosen, the bonus card used, and which of the payments.

A step returns ``None`` when accepted, else a sentence saying why not (nothing changes);
:meth:`TurnBuilder.prompt` says what to do next.

>>> from tulakit.chola import new_game, space
>>> builder = TurnBuilder(new_game(players=2, seed=1))
>>> builder.choose_card(9), builder.prompt()
(None, 'Card c9 (single: one stone of any colour): choose a highlighted space (12 of them) to place it.')
>>> builder.click_space(space("0,1"))
"Can't build c9 on (0,1): no stone below (0,1)."
>>> builder.click_space(space("0,0")), str(builder.move)
(None, 'build c9 brown@0,0')
>>> builder.next_colours(), str(builder.move)
(None, 'build c9 light-brown@0,0')
"""

from __future__ import annotations

from collections.abc import Sequence

from tulakit.chola.board import EMPTY, space_name
from tulakit.chola.builds import why_card_fails, why_not_here
from tulakit.chola.cards import DESCRIPTIONS, SHAPE_NAMES, placements
from tulakit.chola.expert import ExpertGame
from tulakit.chola.game import CholaGame
from tulakit.chola.moves import Build, Sculpt
from tulakit.chola.options import COLOUR_NAMES
from tulakit.chola.svg import Selection
from tulakit.chola.words import build_words
from tulakit.words import and_list, counted, quoted, stones_words

Placement = tuple[tuple[int, int], ...]

#: the sculpt dialog's name for "no bonus card"
NO_CARD = "no card"
#: the bonus cards that change a sculpt's payment or points, in the dialog's order (CHOLA-B1)
SCULPT_CARD_ORDER = ("double", "free", "swap", "anycolour", "less")


class TurnBuilder:
    """The steps of one build: ``card`` chosen, then ``anchor`` clicked, then the shape
    (``group_i`` of ``groups``) and its colours (``colour_i``) until it is played.

    The builder reads ``game`` as it is when a step is taken; start again with
    :meth:`reset` after any move.
    """

    def __init__(self, game: CholaGame) -> None:
        self.game = game
        self.reset()

    def reset(self) -> None:
        """Put the card back: no build in progress."""
        self.card: int | None = None
        self.targets: frozenset[int] = frozenset()
        self.found: list[Placement] = []
        self.groups: list[list[Placement]] = []
        self.group_i = 0
        self.colour_i = 0
        self.anchor: int | None = None

    # -- what the board shows ---------------------------------------------------------
    @property
    def placement(self) -> Placement:
        """The build shown as a preview (``(space, colour)`` pairs), or ``()``."""
        if self.card is None or not self.groups:
            return ()
        group = self.groups[self.group_i]
        return group[self.colour_i % len(group)]

    @property
    def move(self) -> Build | None:
        """The build shown, ready to play, or ``None``."""
        if self.card is None or not self.placement:
            return None
        return Build(self.card, self.placement)

    def selection(self) -> Selection | None:
        """What the picture draws of the build in progress."""
        if self.card is None:
            return None
        note = ""
        if self.groups:
            note = f"placement {self.group_i + 1} of {len(self.groups)}"
            colours = len(self.groups[self.group_i])
            if colours > 1:
                note += f", colours {self.colour_i + 1} of {colours}"
        return Selection(self.card, self.targets, self.placement, note)

    def my_cards(self) -> tuple[int, ...]:
        """The cards the player to move builds from (the face-up row in Solo)."""
        game = self.game
        return game.build_cards(game.to_move)

    def prompt(self) -> str:
        """What the player should do next, in words."""
        if self.card is None:
            return "Choose a card to build, then choose where to build it."
        if self.groups:
            return self._note()
        return (
            f"{self._card_words(self.card)}: choose a highlighted space "
            f"({len(self.targets)} of them) to place it."
        )

    def _card_words(self, number: int) -> str:
        shape = self.game.shape(number)
        return f"Card c{number} ({SHAPE_NAMES[shape]}: {DESCRIPTIONS[shape]})"

    def preview_words(self) -> str:
        """The build shown, in words, and what it scores: ``'Shown: card c9, white on (0,0)
        (+1 Brown).'``."""
        move = Build(self.card or 0, self.placement)
        game = self.game
        points = game.preview(move).points
        gains = [f"+{p} {game.names[s]}" for s, p in enumerate(points) if p]
        return f"Shown: {build_words(move, ', ')} ({', '.join(gains) or 'no points'})."

    def nothing_shown(self) -> str:
        """Why there is no build to play yet."""
        if self.card is None:
            return "No build is shown: choose one of your cards, then a highlighted space."
        return f"No build is shown: choose a highlighted space for card c{self.card}."

    def explain_space(self, s: int) -> str | None:
        """Why no placement of the chosen card covers space ``s``, or ``None`` when one
        does (or no card is chosen): the engine's words (:func:`~tulakit.chola.builds.why_not_here`)."""
        if self.card is None:
            return None
        game = self.game
        return why_not_here(game.shape(self.card), s, game.cells, game.hand(game.to_move))

    # -- steps ------------------------------------------------------------------------
    def choose_card(self, number: int) -> str | None:
        """Step 1: choose card ``number`` to build; its target spaces are found."""
        game = self.game
        if number not in self.my_cards():
            return f"Can't build with c{number}: {game.explain_illegal(Build(number, ()))}."
        shape = game.shape(number)
        found = placements(shape, game.cells, game.hand(game.to_move))
        self.reset()
        if not found:  # left unchosen: a tap on the temple then must not build with it
            why = why_card_fails(shape, game.cells, game.hand(game.to_move))
            return (
                f"{self._card_words(number)} cannot be built now: {why}. "
                "Choose another card or another action."
            )
        self.card = number
        self.targets = frozenset(s for p in found for s, _ in p)
        self.found = found
        return None

    def click_space(self, s: int) -> str | None:
        """Step 2: show a placement through space ``s``; the same space again shows the
        next shape through it. Without a card, the only card is chosen first."""
        if self.card is None:
            held = self.my_cards()
            if len(held) != 1:
                return self._choose_first(s)
            refused = self.choose_card(held[0])  # only one card: chosen for the player
            if refused:
                return refused
        if s == self.anchor and self.groups:
            self.group_i = (self.group_i + 1) % len(self.groups)
            self.colour_i = 0
            return None
        through = [p for p in self.found if any(t == s for t, _ in p)]
        if not through:
            return f"Can't build c{self.card} on ({space_name(s)}): {self.explain_space(s)}."
        by_spaces: dict[tuple[int, ...], list[Placement]] = {}
        for p in through:
            by_spaces.setdefault(tuple(t for t, _ in p), []).append(p)
        # the shapes that start at the clicked space (bottom left) come first
        order = sorted(by_spaces, key=lambda spaces: (spaces[0] != s, spaces))
        self.groups = [by_spaces[k] for k in order]
        self.group_i, self.colour_i, self.anchor = 0, 0, s
        return None

    def next_shape(self) -> str | None:
        """Show the next position, rotation or reflection through the clicked space,
        keeping the colours chosen when the next shape allows them."""
        if not self.groups:
            return self.nothing_shown()
        before = {c for _, c in self.placement}
        self.group_i = (self.group_i + 1) % len(self.groups)
        group = self.groups[self.group_i]
        same = [i for i, p in enumerate(group) if {c for _, c in p} == before]
        self.colour_i = same[0] if same else 0
        return None

    def next_colours(self) -> str | None:
        """Show the next colour assignment of the placement shown."""
        if not self.groups:
            return self.nothing_shown()
        if len(self.groups[self.group_i]) == 1:
            return "Your stones allow only one colour choice here. " + self.preview_words()
        self.colour_i = (self.colour_i + 1) % len(self.groups[self.group_i])
        return None

    # -- words ------------------------------------------------------------------------
    def _note(self) -> str:
        count = len(self.groups)
        more = (
            f"Choose ({space_name(self.anchor or 0)}) again, or press Next shape, for "
            f"{counted(count - 1, 'other shape')}; "
            if count > 1
            else ""
        )
        colours = len(self.groups[self.group_i])
        if colours > 1:
            more += f"Next colours for {counted(colours - 1, 'other choice')} of colours; "
        return f"{self.preview_words()} {more}Build to play it, Cancel to stop."

    def _choose_first(self, s: int) -> str:
        game = self.game
        cells = game.cells
        where = (
            f"({space_name(s)}) holds a {COLOUR_NAMES[cells[s]]} stone. "
            if cells[s] != EMPTY
            else ""
        )
        held = self.my_cards()
        if not held:
            return f"{where}You hold no cards to build with: pick stones or draw a card."
        hand = game.hand(game.to_move)
        # only the cards that can be built now (the page pass: a card just refused was
        # offered again in the next sentence)
        ready = [c for c in held if placements(game.shape(c), cells, hand)]
        if not ready:
            cards = and_list([f"c{c}" for c in held])
            return (
                f"{where}None of your cards ({cards}) can be built now: pick stones or draw a card."
            )
        cards = and_list([f"c{c}" for c in ready])
        return f"{where}Choose a card first ({cards}), then choose where to build it."


def payment_words(move: Sculpt) -> str:
    """A payment in plain words, as the sculpt dialog lists it (CHOLA-X3).

    >>> payment_words(Sculpt("7,0", (0, 3, 0, 0, 1), (0, 1, 0, 0, 0)))
    'wagon: 3 light brown, 1 gold; hand: 1 light brown'
    >>> payment_words(Sculpt("4,2", card="free"))
    'nothing to pay'
    """
    parts = []
    if any(move.wagon):
        parts.append(f"wagon: {_stones(move.wagon)}")
    if any(move.hand):
        parts.append(f"hand: {_stones(move.hand)}")
    return "; ".join(parts) or "nothing to pay"


def _stones(stones: Sequence[int]) -> str:
    # terse, as the dialog's choices are named so in the tutorial: "3 light brown, 1 gold"
    return stones_words(stones, COLOUR_NAMES, joiner=", ", empty="")


class SculptTurn:
    """The sculpt dialog of an Expert board (CHOLA-X3, B1): ``slot`` chosen, its legal
    ``sculpts``, the bonus ``card`` used (``None``: none) and the ``payment`` chosen.

    >>> from tulakit.chola.expert_lessons import sculpt_position
    >>> turn = SculptTurn(sculpt_position())
    >>> turn.choose_slot("7,0"), turn.prompt()
    (None, 'Sculpt slot 7,0 (8 points for 4 light brown + 1 gold): choose how to pay (2 ways without a card), then Sculpt, or Cancel sculpt.')
    >>> [payment_words(m) for m in turn.options()]
    ['wagon: 3 light brown; hand: 1 light brown, 1 gold', 'wagon: 3 light brown, 1 gold; hand: 1 light brown']
    >>> turn.choose_slot("0,0")
    "Can't sculpt slot 0,0 (6 points for 4 brown + 1 light brown): slot 0,0 is empty: a sculpture goes on top of stones, and (0,0), (1,0), (0,1) and (1,1) have none."
    """

    def __init__(self, game: ExpertGame) -> None:
        self.game = game
        self.close()

    def close(self) -> None:
        """No slot chosen: the dialog is closed."""
        self.slot: str | None = None
        self.sculpts: list[Sculpt] = []
        self.card: str | None = None
        self.payment = 0

    def what(self, name: str) -> str:
        """A slot and its price: ``'slot 7,0 (8 points for 4 light brown + 1 gold)'``."""
        tile = self.game.tile(name)
        return f"slot {name} ({counted(tile.points, 'point')} for {tile.describe()})"

    def choose_slot(self, name: str) -> str | None:
        """Choose slot ``name``: its payments are listed, or the engine says why it cannot
        be sculpted now (and the dialog closes)."""
        game = self.game
        reason = game.explain_sculpt(name)
        moves = [] if reason is not None else game.sculpt_moves(name)
        if reason is not None or not moves:
            known = any(slot.name == name for slot in game.slots)
            what = self.what(name) if known else f"slot {name}"
            self.close()
            return f"Can't sculpt {what}: {reason or 'no payment is possible'}."
        self.close()
        self.slot, self.sculpts = name, list(moves)
        self.card = self.cards_offered()[0]
        return None

    def cards_offered(self) -> list[str | None]:
        """The bonus cards some payment uses, ``None`` (no card) first when it may be left out."""
        keys = {m.card for m in self.sculpts}
        order: list[str | None] = [c for c in SCULPT_CARD_ORDER if c in keys]
        return ([None] if None in keys else []) + order

    def options(self) -> list[Sculpt]:
        """The legal sculpts of the slot with the bonus card chosen."""
        return [m for m in self.sculpts if m.card == self.card]

    def chosen(self) -> Sculpt | None:
        """The sculpt the dialog would play now."""
        found = self.options()
        if not found:
            return None
        return found[min(self.payment, len(found) - 1)]

    def choose_card(self, card: str | None) -> str | None:
        """Use bonus card ``card`` (``None``: none); the first payment is chosen."""
        offered = self.cards_offered()
        if card not in offered:
            names = ", ".join(NO_CARD if k is None else k for k in offered)
            return (
                f"The {NO_CARD if card is None else card} card cannot be used on this "
                f"sculpt; choose one of {names}."
            )
        self.card, self.payment = card, 0
        return None

    def choose_payment(self, which: int | str) -> str | None:
        """Choose a payment by its place (from 0) or its words (:func:`payment_words`)."""
        found = self.options()
        if isinstance(which, str):
            labels = [payment_words(m) for m in found]
            if which not in labels:
                return f"{quoted(which)} is not one of the payments: {'; or '.join(labels)}."
            which = labels.index(which)
        if not 0 <= which < len(found):
            return f"there are {len(found)} payments, numbered from 0"
        self.payment = which
        return None

    def prompt(self) -> str:
        """What to do with the dialog open."""
        if self.slot is None:
            return "Choose a slot of the temple to sculpt it."
        ways = len(self.options())
        return (
            f"Sculpt {self.what(self.slot)}: choose how to pay ({counted(ways, 'way')}"
            f"{' without a card' if len(self.cards_offered()) > 1 else ''}), then "
            "Sculpt, or Cancel sculpt."
        )


__all__ = [
    "NO_CARD",
    "SculptTurn",
    "TurnBuilder",
    "payment_words",
]
