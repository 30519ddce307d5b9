"""The Expert game: Basic's turns plus wagons, sculpting, bonus cards and their end
(CHOLA-A2, W1, X1..X3, B1, E2, E3).

:class:`ExpertGame` is a :class:`~tulakit.chola.game.CholaGame` that overrides Basic's
hooks; its own state (:class:`ExpertState`) stays here, and it changes Basic's state only
through the helpers :class:`CholaGame` offers its variants.

>>> from tulakit import chola
>>> game = chola.new_game(players=2, variant="expert", seed=3, square_group_removed=6)
>>> len(game.cards(0)), game.wagon(0), len(game.slots), game.slot_state("7,0")
(1, (0, 0, 0, 0, 0), 35, 'empty')
>>> [h.card.deck for h in game.bonus_cards(1)], game.tile("6,12").describe()
(['sculpt', 'action'], '1 stone of any colour')
>>> game.explain_sculpt("7,0")
'slot 7,0 is empty: a sculpture goes on top of stones, and (7,0), (8,0), (7,1) and (8,1) have none'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields, replace
from typing import Any, TypeGuard

from tulakit.chola.board import EMPTY, space_name
from tulakit.chola.bonus import (
    ACTION_DECK,
    SCULPT_CHOICES,
    SCULPT_DECK,
    HeldBonus,
    bonus_card,
    card_words,
)
from tulakit.chola.cards import STONES, card_name
from tulakit.chola.game import (
    HAND_CARDS,
    HAND_STONES,
    SAFETY_ROUNDS,
    CholaGame,
    Table,
)
from tulakit.chola.moves import Again, Build, CholaMove, Draw, Pick, Sculpt
from tulakit.chola.options import COLOUR_NAMES, N_COLOURS, SQUARE_GROUP_POINTS
from tulakit.chola.payments import can_pay, mixes, payments, shortfall
from tulakit.chola.scoring import BuildScore
from tulakit.chola.sculptures import (
    FINIAL_TILE,
    THREE_TILES,
    TWO_TILES,
    Slot,
    Tile,
    slot_problem,
    slots,
    square_tiles,
)
from tulakit.chola.views import ExpertView, PlayerView
from tulakit.words import and_list, stones_words

WAGON_MAX = 5  # CHOLA-W1
START_CARDS = 1  # CHOLA-A2: Expert deals 1 build card each
SLOT_STATES = ("empty", "partly built", "built", "sculpted")


@dataclass
class ExpertState:
    """Everything the Expert game adds to a game state (mutable; copied for undo)."""

    layout: str
    removed_group: int
    tiles: dict[str, Tile]  # slot name -> its tile
    sculpted: list[str]  # slot names, in the order sculpted
    wagons: list[list[int]]  # per seat, per colour (CHOLA-W1)
    bonus: list[list[list[str]]]  # per seat: [key, status] per card (CHOLA-B1)
    undealt: list[str]  # bonus cards left in the box
    actions_left: int = 1  # 2 after the again card: this action and the extra one

    def copy(self) -> ExpertState:
        return ExpertState(
            self.layout,
            self.removed_group,
            dict(self.tiles),
            list(self.sculpted),
            [list(w) for w in self.wagons],
            [[list(h) for h in held] for held in self.bonus],
            list(self.undealt),
            self.actions_left,
        )

    def slot(self, name: str) -> Slot | None:
        """The slot named ``name`` (its lower-left space) in this layout, if there is one."""
        if name not in self.tiles:
            return None
        return next(s for s in slots(self.layout) if s.name == name)

    def card_status(self, seat: int, key: str) -> str | None:
        """The status of a bonus card the seat holds, ``None`` if it does not hold it."""
        return next((status for k, status in self.bonus[seat] if k == key), None)

    def set_status(self, seat: int, key: str, status: str) -> None:
        for held in self.bonus[seat]:
            if held[0] == key:
                held[1] = status

    def ready(self, seat: int, key: str) -> bool:
        return self.card_status(seat, key) == "ready"


@dataclass
class ExpertTable(Table):
    """An Expert game's table: Basic's, and the Expert state (for position builders)."""

    expert: ExpertState


def kind_of(tile: Tile) -> str:
    """The kind of slot a tile goes in: ``"one"``, ``"two"``, ``"three"`` or ``"square"``."""
    if tile.any_colour:
        return "one"
    return {3: "three", 2: "two"}.get(tile.points, "square")


def setup_lines(state: ExpertState, names: Sequence[str]) -> list[str]:
    lines = [f"the {state.removed_group}-point square tiles are removed (CHOLA-X2)"]
    for seat, held in enumerate(state.bonus):
        cards = and_list(k for k, _ in held)
        lines.append(f"{names[seat]} gets the bonus cards {cards} (CHOLA-B1)")
    return lines


def _spaces_list(spaces: Sequence[int]) -> str:
    return and_list(f"({space_name(s)})" for s in spaces)


def _sum(stones: Sequence[int]) -> str:
    """Stones paid, as a sum: ``'4 light brown + 1 gold'``; ``'nothing'`` if none."""
    return stones_words(stones, COLOUR_NAMES, joiner=" + ", empty="nothing")


def is_expert(game: CholaGame) -> TypeGuard[ExpertGame]:
    """True for an Expert game (sculptures, wagons, bonus cards)."""
    return isinstance(game, ExpertGame)


class ExpertGame(CholaGame):
    """A Chola Expert game in progress, 2 to 5 players (CHOLA-W1, X1..X3, B1, E3)."""

    variant = "expert"
    start_cards = START_CARDS
    _expert: ExpertState

    # -- setup --------------------------------------------------------------------------
    def _start(self) -> list[str]:
        self._deal()
        # CHOLA-X2, B1: drawn after every Basic draw, so Basic seeds are unchanged
        self._expert = self._deal_expert()
        lines = setup_lines(self._expert, self.names)
        self._check_stall()
        return lines

    def _deal_expert(self) -> ExpertState:
        """Lay the sculpture tiles and deal the bonus cards (CHOLA-X2, B1)."""
        layout = self.options.sculpture_layout
        group = self.options.square_group_removed
        if group is None:
            group = self._choose(SQUARE_GROUP_POINTS)  # CHOLA-X2: one whole group goes
        squares = [t for p in SQUARE_GROUP_POINTS if p != group for t in square_tiles(p)]
        threes, twos = list(THREE_TILES), list(TWO_TILES)
        for pile in (squares, threes, twos):
            self._shuffle(pile)
        piles = {"square": squares, "three": threes, "two": twos}
        tiles = {}
        for slot in slots(layout):  # from the base up, as the rulebook lays them
            tiles[slot.name] = FINIAL_TILE if slot.kind == "one" else piles[slot.kind].pop()
        decks = [[c.key for c in SCULPT_DECK], [c.key for c in ACTION_DECK]]
        for deck in decks:
            self._shuffle(deck)
        bonus = [[[deck.pop(), "ready"] for deck in decks] for _ in range(self.players)]
        return ExpertState(
            layout=layout,
            removed_group=group,
            tiles=tiles,
            sculpted=[],
            wagons=[[0] * N_COLOURS for _ in range(self.players)],
            bonus=bonus,
            undealt=decks[0] + decks[1],
        )

    # -- arranged positions -------------------------------------------------------------
    def table(self) -> ExpertTable:
        base = super().table()
        parts = {f.name: getattr(base, f.name) for f in fields(Table)}
        return ExpertTable(**parts, expert=self._expert.copy())

    def _check_table(self, table: Table) -> None:
        super()._check_table(table)
        if not isinstance(table, ExpertTable):
            return
        state = table.expert
        for row in state.wagons:
            if len(row) != N_COLOURS or not all(0 <= n <= WAGON_MAX for n in row):
                raise ValueError(f"wagon levels are 0 to {WAGON_MAX} for each colour (CHOLA-W1)")
        held = [k for seat in state.bonus for k, _ in seat]
        every = [c.key for c in (*SCULPT_DECK, *ACTION_DECK)]
        if sorted(held + state.undealt) != sorted(every):
            raise ValueError("the bonus cards are not all accounted for (CHOLA-B1)")
        for name in state.sculpted:
            slot = state.slot(name)
            if slot is None or any(table.cells[s] == EMPTY for s in slot.spaces):
                raise ValueError(f"slot {name} must be fully built before it is sculpted")

    def _install(self, table: Table) -> None:
        super()._install(table)
        if isinstance(table, ExpertTable):
            self._expert = table.expert.copy()
        for name in self._expert.sculpted:
            slot = self._expert.slot(name)
            assert slot is not None  # checked by _check_table
            self._hide(slot.spaces)

    def _settle(self) -> None:
        if len(self._expert.sculpted) == len(self._expert.tiles):
            self._end("every sculpture is placed (CHOLA-E3)")
        else:
            self._check_stall()

    # -- the hooks of CholaGame -----------------------------------------------------
    def legal_moves(self) -> list[CholaMove]:
        """Basic's actions, then each slot's sculpts, then ``again`` (CHOLA-A1, X3, B1)."""
        moves = super().legal_moves()
        if self.is_over():
            return moves
        for slot in self.slots:
            moves.extend(self.sculpt_moves(slot.name))
        if self._why_no_again() is None:
            moves.append(Again())
        return moves

    def _why_not(self, move: CholaMove) -> str | None:
        if isinstance(move, Sculpt):
            return self._why_no_sculpt(move)
        if isinstance(move, Again):
            return self._why_no_again()
        return super()._why_not(move)

    def _act(self, move: CholaMove, seat: int) -> tuple[list[int], list[str]]:
        if isinstance(move, Again):
            return [0] * len(self.names), self._play_again(seat)
        if isinstance(move, Sculpt):
            return self._sculpt(move, seat)
        held_stones, held_cards = sum(self.hand(seat)), len(self.cards(seat))
        points, lines = super()._act(move, seat)
        # CHOLA-W1 wagon gains and the automatic bonus cards (CHOLA-B1)
        if isinstance(move, Build):
            lines.extend(self._after_build(move, seat))
        elif isinstance(move, Pick):
            lines.extend(self._after_pick(seat, held_stones))
        elif isinstance(move, Draw):
            lines.extend(self._after_draw(seat, held_cards))
        return points, lines

    def preview(self, move: Build) -> BuildScore:
        """What a legal build would score, the ``own`` bonus card included (CHOLA-B1)."""
        score = super().preview(move)
        seat = self.to_move
        if not self._expert.ready(seat, "own"):
            return score
        mine = sum(1 for _, c in move.placement if c == self.colours[seat])
        if not mine:
            return score
        points = list(score.points)
        points[seat] += mine
        line = (
            f"+{mine} for {self.names[seat]}: the own card, {mine} stone(s) of your colour placed"
        )
        return BuildScore(tuple(points), (*score.lines, line), score.stars)

    def _next_turn(self, move: CholaMove) -> list[str]:
        """After an action: the extra turn, skipped turns, CHOLA-E3 and the E2 cap."""
        if isinstance(move, Again):
            return []  # the again card starts a turn of two actions: nothing passes yet
        state = self._expert
        lines = []
        quiet = self._count_quiet(isinstance(move, (Build, Sculpt)))
        state.actions_left -= 1
        if len(state.sculpted) == len(state.tiles):
            self._end("every sculpture is placed (CHOLA-E3)")
        elif quiet >= SAFETY_ROUNDS * self.players:
            self._end(
                f"{SAFETY_ROUNDS} rounds passed without a build or a sculpt "
                "(the engine's safety cap, CHOLA-E2, not a rule of the game)"
            )
        else:
            if state.actions_left > 0:
                lines.append(f"{self.names[self.to_move]} takes the extra turn now (again card)")
            else:
                state.actions_left = 1
                self._pass_turn()
                while state.card_status(self.to_move, "again") == "face down":
                    seat = self.to_move
                    state.set_status(seat, "again", "ready")
                    lines.append(
                        f"{self.names[seat]} skips this turn for {card_words('again')}, which turns "
                        "face up again"
                    )
                    self._pass_turn()
            self._check_stall()
        if self.is_over():
            lines.append(f"Game over: {self.end_reason}.")
        return lines

    def _can_act_otherwise(self, seat: int) -> bool:
        return self._can_sculpt(seat)  # CHOLA-E3: sculpting is a way out too

    def _stalled(self, name: str) -> str:
        return f"{name} can do none of draw, build, pick and sculpt (CHOLA-E3)"

    def _break_tie(self, tied: list[int]) -> tuple[list[int], str]:
        # CHOLA-E3: the most wagon levels in all, then a shared win
        most = max(self.wagon_total(s) for s in tied)
        kept = [s for s in tied if self.wagon_total(s) == most]
        return kept, f", tie broken by {most} levels on their wagon"

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may see, the Expert parts included (all public)."""
        state = self._expert
        expert = ExpertView(
            layout=state.layout,
            removed_group=state.removed_group,
            tiles=tuple((s.name, state.tiles[s.name]) for s in slots(state.layout)),
            sculpted=tuple(state.sculpted),
            wagons=tuple(tuple(w) for w in state.wagons),
            bonus=tuple(
                tuple(HeldBonus(bonus_card(k), status) for k, status in held)
                for held in state.bonus
            ),
        )
        return replace(super().view(seat), expert=expert)

    def _snapshot(self) -> Any:
        return (super()._snapshot(), self._expert.copy())

    def _restore(self, snapshot: Any) -> None:
        basic, expert = snapshot
        super()._restore(basic)
        self._expert = expert.copy()  # a saved state is never changed

    # -- the Expert actions -----------------------------------------------------------
    def _slot_status(self, slot: Slot) -> str:
        if slot.name in self._expert.sculpted:
            return "sculpted"
        cells = self.cells
        built = sum(1 for s in slot.spaces if cells[s] != EMPTY)
        if built == 0:
            return "empty"
        return "built" if built == len(slot.spaces) else "partly built"

    def _cards_for(self, seat: int, slot: Slot) -> list[str | None]:
        """The payment choices: no card, then each ready sculpt card that applies."""
        found: list[str | None] = [None]
        for key in SCULPT_CHOICES:
            if self._expert.ready(seat, key) and (
                slot.kind == "square" or not bonus_card(key).squares_only
            ):
                found.append(key)
        return found

    def _can_sculpt(self, seat: int) -> bool:
        """True when the seat could sculpt some slot now (for the end of CHOLA-E3)."""
        state = self._expert
        wagon, hand = state.wagons[seat], self.hand(seat)
        for slot in slots(state.layout):
            if slot.name in state.sculpted or self._slot_status(slot) != "built":
                continue
            tile = state.tiles[slot.name]
            if any(can_pay(tile, card, wagon, hand) for card in self._cards_for(seat, slot)):
                return True
        return False

    def _why_no_sculpt(self, move: Sculpt) -> str | None:
        """The reason a sculpt move is illegal, or ``None`` (CHOLA-X3, B1)."""
        state = self._expert
        slot = state.slot(move.slot)
        if slot is None:
            return slot_problem(move.slot, state.layout)
        if self._slot_status(slot) != "built":
            return self.explain_sculpt(move.slot)
        seat = self.to_move
        tile = state.tiles[move.slot]
        card = move.card
        if card is not None:
            held = state.card_status(seat, card)
            if held is None:
                mine = and_list(k for k, _ in state.bonus[seat])
                return f"you do not hold the {card} card (you hold {mine})"
            if held != "ready":
                return f"your {card} card is {held}"
            if bonus_card(card).squares_only and slot.kind != "square":
                return f"the {card} card only works on square tiles (CHOLA-B1); slot {move.slot} is a {slot.kind}-pointer"
        wagon, hand = state.wagons[seat], self.hand(seat)
        for c in range(N_COLOURS):
            if move.wagon[c] > wagon[c]:
                return f"your wagon has {wagon[c]} {COLOUR_NAMES[c]}, not {move.wagon[c]}"
            if move.hand[c] > hand[c]:
                return f"you hold {hand[c]} {COLOUR_NAMES[c]} stone(s), not {move.hand[c]}"
        paid = move.paid
        if paid in payments(tile, card):
            return None
        cost = tile.describe()
        if card == "free":
            return f"with the free card you pay nothing: write 'sculpt {move.slot} +free'"
        if card in ("swap", "anycolour", "less") and paid in payments(tile, None):
            return f"the {card} card is not needed to pay the printed cost: leave it out"
        rule = {
            None: f"slot {move.slot} costs {cost}",
            "double": f"slot {move.slot} costs {cost} (double changes the points, not the cost)",
            "swap": f"slot {move.slot} costs {cost}; with swap, change exactly one stone's colour",
            "anycolour": f"slot {move.slot} costs {cost}; with anycolour, pay 4 of one colour and 1 of another",
            "less": f"slot {move.slot} costs {cost}; with less, pay that less exactly one stone",
        }[card]
        return f"{rule}, and you offer {_sum(paid)}"

    def _sculpt(self, move: Sculpt, seat: int) -> tuple[list[int], list[str]]:
        """Pay, place the tile, hide the stones under it and score (CHOLA-X3, B1)."""
        state = self._expert
        slot = state.slot(move.slot)
        assert slot is not None
        tile = state.tiles[move.slot]
        who = self.names[seat]
        wagon = state.wagons[seat]
        lines = []
        before = list(wagon)
        for c in range(N_COLOURS):
            wagon[c] -= move.wagon[c]
        self._return_stones(seat, move.hand)
        points = tile.points
        kind = "the finial's sculpture" if slot.kind == "one" else f"a {slot.kind}-pointer"
        if slot.kind == "square":
            kind = f"a {tile.points}-point square sculpture"
        lines.append(f"+{points} for {who}: {kind} ({tile.describe()}) on slot {move.slot}")
        if move.card == "double":
            lines.append(f"x2 for {who}: the double card: {points} becomes {points * 2}")
            points *= 2
        elif move.card == "free":
            lines.append(f"{card_words('free')}: {who} pays nothing")
        elif move.card is not None:
            lines.append(f"{card_words(move.card)}: {who} pays {_sum(move.paid)}")
        if any(move.wagon):
            moved = ", ".join(
                f"{COLOUR_NAMES[c]} {before[c]} -> {wagon[c]}"
                for c in range(N_COLOURS)
                if move.wagon[c]
            )
            lines.append(f"wagon: {moved}")
        if any(move.hand):
            verb = "goes" if sum(move.hand) == 1 else "go"
            lines.append(f"{_sum(move.hand)} from the hand {verb} back to the bag")
        if move.card and bonus_card(move.card).discard_after_use:
            state.set_status(seat, move.card, "used")
            lines.append(f"{card_words(move.card)} is discarded after use")
        state.sculpted.append(move.slot)
        self._hide(slot.spaces)
        lines.append(
            f"the stones on {_spaces_list(slot.spaces)} are now hidden: they no longer count "
            "for patterns (CHOLA-X3)"
        )
        self._add_points(seat, points)
        gains = [0] * len(self.names)
        gains[seat] = points
        return gains, lines

    def _play_again(self, seat: int) -> list[str]:
        """CHOLA-B1: the again card turns face down; this turn has two actions."""
        self._expert.set_status(seat, "again", "face down")
        self._expert.actions_left = 2
        return [
            f"{card_words('again')} turns face down: two actions now, one after the other, "
            "and the next turn is skipped"
        ]

    def _why_no_again(self) -> str | None:
        status = self._expert.card_status(self.to_move, "again")
        if status is None:
            return f"you do not hold {card_words('again')}"
        if status != "ready":
            return "your again card is face down until your skipped turn"
        return None

    def _after_build(self, move: Build, seat: int) -> list[str]:
        """CHOLA-W1 wagon gains, then the buildpick and builddraw cards (CHOLA-B1)."""
        state = self._expert
        wagon = state.wagons[seat]
        lines = []
        gains = []
        for c in range(N_COLOURS):
            n = sum(1 for _, k in move.placement if k == c)
            if n:
                before = wagon[c]
                wagon[c] = min(WAGON_MAX, wagon[c] + n)
                capped = f" (capped at {WAGON_MAX})" if before + n > WAGON_MAX else ""
                gains.append(f"{COLOUR_NAMES[c]} {before} -> {wagon[c]}{capped}")
        lines.append("wagon: " + ", ".join(gains) + " (CHOLA-W1)")
        size = STONES[self.shape(move.card)]
        if size == 2 and state.ready(seat, "buildpick"):
            lines.append(self._pick_extra(seat, 2, card_words("buildpick")))
        if size in (1, 4) and state.ready(seat, "builddraw"):
            lines.append(self._draw_extra(seat, card_words("builddraw")))
        return lines

    def _pick_extra(self, seat: int, want: int, why: str) -> str:
        room = HAND_STONES - sum(self.hand(seat))
        take = min(want, room)
        if take <= 0:
            return f"{why}: no room, the hand already holds {HAND_STONES} stones"
        drawn = self._draw_stones(seat, take)
        if not drawn:
            return f"{why}: the bag is empty"
        return f"{why}: picked " + ", ".join(COLOUR_NAMES[c] for c in drawn)

    def _draw_extra(self, seat: int, why: str) -> str:
        if len(self.cards(seat)) >= HAND_CARDS:
            return f"{why}: no room, {HAND_CARDS} cards already held"
        if not self.stack_size:
            return f"{why}: the stack is empty"
        card = self._draw_from_stack(seat)
        return f"{why}: drew {card_name(card)} from the stack"

    def _after_pick(self, seat: int, held_before: int) -> list[str]:
        """CHOLA-B1 ``emptypick`` and ``pickmore``."""
        lines = []
        if held_before == 0 and self._expert.ready(seat, "emptypick"):
            lines.append(self._pick_extra(seat, 2, card_words("emptypick") + " (empty hand)"))
        if self._expert.ready(seat, "pickmore"):
            lines.append(self._pick_extra(seat, 1, card_words("pickmore")))
        return lines

    def _after_draw(self, seat: int, cards_before: int) -> list[str]:
        """CHOLA-B1 ``drawmore``: a draw with no cards in hand takes one more from the stack."""
        if cards_before == 0 and self._expert.ready(seat, "drawmore"):
            return [self._draw_extra(seat, card_words("drawmore") + " (no cards in hand)")]
        return []

    # -- what can be seen -------------------------------------------------------------
    @property
    def slots(self) -> tuple[Slot, ...]:
        """The sculpture slots (CHOLA-X1), bottom to top."""
        return slots(self._expert.layout)

    @property
    def layout(self) -> str:
        """The sculpture board's layout, ``"A"`` or ``"B"`` (CHOLA-X1)."""
        return self._expert.layout

    def tile(self, slot_name: str) -> Tile:
        """The sculpture tile of a slot, sculpted or not (CHOLA-X2)."""
        state = self._expert
        if slot_name not in state.tiles:
            raise ValueError(slot_problem(slot_name, state.layout))
        return state.tiles[slot_name]

    @property
    def sculpted(self) -> frozenset[str]:
        """The names of the slots that hold their sculpture."""
        return frozenset(self._expert.sculpted)

    @property
    def removed_group(self) -> int:
        """The points of the square group removed at setup (CHOLA-X2)."""
        return self._expert.removed_group

    def slot_state(self, slot_name: str) -> str:
        """``"empty"``, ``"partly built"``, ``"built"`` or ``"sculpted"``."""
        slot = self._expert.slot(slot_name)
        if slot is None:
            raise ValueError(slot_problem(slot_name, self._expert.layout))
        return self._slot_status(slot)

    def wagon(self, seat: int) -> tuple[int, ...]:
        """The seat's wagon levels per colour, 0 to 5 (CHOLA-W1)."""
        return tuple(self._expert.wagons[seat])

    def bonus_cards(self, seat: int) -> tuple[HeldBonus, ...]:
        """The seat's bonus cards with their status (CHOLA-B1)."""
        return tuple(HeldBonus(bonus_card(k), status) for k, status in self._expert.bonus[seat])

    @property
    def bonus_undealt(self) -> tuple[str, ...]:
        """Keys of the bonus cards left in the box."""
        return tuple(self._expert.undealt)

    def sculpt_moves(self, slot_name: str) -> list[Sculpt]:
        """Every legal sculpt of the slot for the player to move (each mix, each card)."""
        state = self._expert
        slot = state.slot(slot_name)
        if slot is None or self.is_over() or self._slot_status(slot) != "built":
            return []
        seat = self.to_move
        wagon, hand = state.wagons[seat], self.hand(seat)
        tile = state.tiles[slot_name]
        moves: list[Sculpt] = []
        for card in self._cards_for(seat, slot):
            for paid in payments(tile, card):
                moves.extend(Sculpt(slot_name, w, h, card) for w, h in mixes(paid, wagon, hand))
        return moves

    def explain_sculpt(self, slot_name: str) -> str | None:
        """Why no sculpt of the slot is possible now, in words; ``None`` if one is."""
        state = self._expert
        if self.is_over():
            return "the game is over"
        slot = state.slot(slot_name)
        if slot is None:
            return slot_problem(slot_name, state.layout)
        where = _spaces_list(slot.spaces)
        status = self._slot_status(slot)
        if status == "sculpted":
            return f"slot {slot_name} already holds its sculpture"
        if status == "empty":
            verb = "has" if len(slot.spaces) == 1 else "have"
            return f"slot {slot_name} is empty: a sculpture goes on top of stones, and {where} {verb} none"
        if status == "partly built":
            cells = self.cells
            empty = [s for s in slot.spaces if cells[s] == EMPTY]
            verb = "is" if len(empty) == 1 else "are"
            return (
                f"slot {slot_name} is only partly built: {_spaces_list(empty)} {verb} still empty"
            )
        if self.sculpt_moves(slot_name):
            return None
        seat = self.to_move
        tile = state.tiles[slot_name]
        return f"slot {slot_name} needs {tile.describe()}: " + shortfall(
            tile, state.wagons[seat], self.hand(seat)
        )

    def wagon_total(self, seat: int) -> int:
        """The CHOLA-E3 tie-break: all levels on the seat's wagon."""
        return sum(self._expert.wagons[seat])

    @property
    def extra_turn(self) -> bool:
        """True while the player to move has a second action to come (the again card)."""
        return self._expert.actions_left > 1


__all__ = [
    "SLOT_STATES",
    "WAGON_MAX",
    "ExpertGame",
    "ExpertState",
    "ExpertTable",
    "ExpertView",
    "HeldBonus",
    "is_expert",
    "kind_of",
]
