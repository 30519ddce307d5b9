"""The Expert game's additions to a turn: wagons, sculpting, bonus cards and the end
(CHOLA-A2, W1, X1..X3, B1, E2, E3).

:class:`CholaGame` keeps Basic's rules and calls the hooks here when
``variant="expert"``; :class:`ExpertMixin` gives it the public Expert methods.

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

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tulakit.chola.board import EMPTY, space_name
from tulakit.chola.bonus import ACTION_DECK, SCULPT_CHOICES, SCULPT_DECK, HeldBonus, bonus_card
from tulakit.chola.cards import STONES, card_name
from tulakit.chola.moves import Again, Build, Sculpt, stones_words
from tulakit.chola.options import COLOUR_NAMES, COLOUR_TOKENS, N_COLOURS, SQUARE_GROUP_POINTS
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

if TYPE_CHECKING:
    from tulakit.chola.game import CholaGame

WAGON_MAX = 5  # CHOLA-W1
START_CARDS = 1  # CHOLA-A2: Expert deals 1 build card each
SLOT_STATES = ("empty", "partly built", "built", "sculpted")
NOT_EXPERT = "sculptures, wagons and bonus cards belong to the Expert game (variant='expert')"


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


@dataclass(frozen=True)
class ExpertView:
    """The public Expert information, for :class:`~tulakit.chola.game.PlayerView`."""

    layout: str
    removed_group: int
    tiles: tuple[tuple[str, Tile], ...]  # every slot in slot order, with its tile
    sculpted: tuple[str, ...]
    wagons: tuple[tuple[int, ...], ...]
    bonus: tuple[tuple[HeldBonus, ...], ...]


# -- setup ----------------------------------------------------------------------------
def setup(game: CholaGame) -> ExpertState:
    """Lay the sculpture tiles and deal the bonus cards (after every Basic draw, CHOLA-A2)."""
    rng = game._rng
    layout = game.options.sculpture_layout
    group = game.options.square_group_removed
    if group is None:
        group = rng.choice(SQUARE_GROUP_POINTS)  # CHOLA-X2: one whole group goes
    squares = [t for p in SQUARE_GROUP_POINTS if p != group for t in square_tiles(p)]
    threes, twos = list(THREE_TILES), list(TWO_TILES)
    for pile in (squares, threes, twos):
        rng.shuffle(pile)
    piles = {"square": squares, "three": threes, "two": twos}
    tiles = {}
    for slot in slots(layout):  # from the base up, as the rulebook lays them
        tiles[slot.name] = FINIAL_TILE if slot.kind == "one" else piles[slot.kind].pop()
    decks = [[c.key for c in SCULPT_DECK], [c.key for c in ACTION_DECK]]
    for deck in decks:
        rng.shuffle(deck)
    bonus = [[[deck.pop(), "ready"] for deck in decks] for _ in range(game.players)]
    return ExpertState(
        layout=layout,
        removed_group=group,
        tiles=tiles,
        sculpted=[],
        wagons=[[0] * N_COLOURS for _ in range(game.players)],
        bonus=bonus,
        undealt=decks[0] + decks[1],
    )


def setup_lines(state: ExpertState, names: Sequence[str]) -> list[str]:
    lines = [f"the {state.removed_group}-point square tiles are removed (CHOLA-X2)"]
    for seat, held in enumerate(state.bonus):
        cards = " and ".join(k for k, _ in held)
        lines.append(f"{names[seat]} gets the bonus cards {cards} (CHOLA-B1)")
    return lines


def arrange(
    game: CholaGame,
    wagons: Mapping[int, Mapping[str, int] | Sequence[int]] | None,
    bonus: Mapping[int, Sequence[str]] | None,
    sculpture_tiles: Mapping[str, str] | None,
    sculpted: Sequence[str] | None,
) -> None:
    """The Expert part of :meth:`CholaGame.arrange`; ``ValueError`` if impossible."""
    state = game._expert
    if state is None:
        if wagons or bonus or sculpture_tiles or sculpted:
            raise ValueError(NOT_EXPERT)
        return
    for seat, levels in (wagons or {}).items():
        if isinstance(levels, Mapping):
            row = [0] * N_COLOURS
            for token, n in levels.items():
                row[COLOUR_TOKENS.index(token.replace(" ", "-"))] = n
        else:
            row = list(levels)
        if len(row) != N_COLOURS or not all(
            isinstance(n, int) and 0 <= n <= WAGON_MAX for n in row
        ):
            raise ValueError(f"wagon levels are 0 to {WAGON_MAX} for each colour (CHOLA-W1)")
        state.wagons[seat] = row
    for seat, keys in (bonus or {}).items():
        cards = [bonus_card(k) for k in keys]
        if len({c.deck for c in cards}) != len(cards):
            raise ValueError("a player holds at most one bonus card of each deck (CHOLA-B1)")
        # the seat's old cards go back to the box; a card another seat holds is swapped
        # for one of the same deck from the box, so every card stays accounted for
        state.undealt.extend(k for k, _ in state.bonus[seat])
        state.bonus[seat] = []
        for c in cards:
            if c.key not in state.undealt:
                owner = next(s for s, held in enumerate(state.bonus) if c.key in dict(held))
                spare = next(
                    k for k in state.undealt if bonus_card(k).deck == c.deck and k not in keys
                )
                state.undealt.remove(spare)
                state.undealt.append(c.key)
                state.bonus[owner] = [
                    [spare if k == c.key else k, st] for k, st in state.bonus[owner]
                ]
            state.undealt.remove(c.key)
        state.bonus[seat] = [[c.key, "ready"] for c in cards]
    for name, token in (sculpture_tiles or {}).items():
        wanted = Tile.from_token(token)
        slot = slot_of(game, name)
        if slot is None:
            raise ValueError(slot_problem(name, state.layout))
        if kind_of(wanted) != slot.kind:
            raise ValueError(f"slot {name} takes a {slot.kind} tile, not {wanted.describe()}")
        old = state.tiles[name]
        if old == wanted:
            continue
        other = next((n for n, t in state.tiles.items() if t == wanted), None)
        if other is None:
            raise ValueError(
                f"the tile {wanted.token} is in the removed {state.removed_group}-point group"
            )
        state.tiles[other] = old  # the two slots swap tiles
        state.tiles[name] = wanted
    for name in sculpted or ():
        slot = slot_of(game, name)
        if slot is None:
            raise ValueError(slot_problem(name, state.layout))
        if any(game._cells[s] == EMPTY for s in slot.spaces):
            raise ValueError(f"slot {name} must be fully built before it is sculpted")
        if name not in state.sculpted:
            state.sculpted.append(name)
            game._hidden = game._hidden | frozenset(slot.spaces)
    if len(state.sculpted) == len(state.tiles):
        game._over = "every sculpture is placed (CHOLA-E3)"


def kind_of(tile: Tile) -> str:
    if tile.any_colour:
        return "one"
    return {3: "three", 2: "two"}.get(tile.points, "square")


def slot_of(game: CholaGame, name: str) -> Slot | None:
    state = game._expert
    if state is None or name not in state.tiles:
        return None
    return next(s for s in slots(state.layout) if s.name == name)


# -- bonus cards ----------------------------------------------------------------------
def card_status(game: CholaGame, seat: int, key: str) -> str | None:
    """The status of a bonus card the seat holds, ``None`` if it does not hold it."""
    state = game._expert
    if state is None:
        return None
    return next((status for k, status in state.bonus[seat] if k == key), None)


def _set_status(game: CholaGame, seat: int, key: str, status: str) -> None:
    for held in game._expert.bonus[seat]:  # type: ignore[union-attr]
        if held[0] == key:
            held[1] = status


def ready(game: CholaGame, seat: int, key: str) -> bool:
    return card_status(game, seat, key) == "ready"


# -- sculpting ------------------------------------------------------------------------
def slot_state(game: CholaGame, slot: Slot) -> str:
    state = game._expert
    if state is not None and slot.name in state.sculpted:
        return "sculpted"
    built = sum(1 for s in slot.spaces if game._cells[s] != EMPTY)
    if built == 0:
        return "empty"
    return "built" if built == len(slot.spaces) else "partly built"


def _cards_for(game: CholaGame, seat: int, slot: Slot) -> list[str | None]:
    """The payment choices: no card, then each ready sculpt card that applies."""
    found: list[str | None] = [None]
    for key in SCULPT_CHOICES:
        if ready(game, seat, key) and (slot.kind == "square" or not bonus_card(key).squares_only):
            found.append(key)
    return found


def sculpt_moves(game: CholaGame, name: str) -> list[Sculpt]:
    """Every legal sculpt of slot ``name`` for the player to move (CHOLA-X3, B1)."""
    state = game._expert
    slot = slot_of(game, name)
    if state is None or slot is None or game.is_over() or slot_state(game, slot) != "built":
        return []
    seat = game._to_move
    wagon, hand = state.wagons[seat], game._hands[seat]
    tile = state.tiles[name]
    moves = []
    for card in _cards_for(game, seat, slot):
        for paid in payments(tile, card):
            moves.extend(Sculpt(name, w, h, card) for w, h in mixes(paid, wagon, hand))
    return moves


def can_sculpt(game: CholaGame, seat: int) -> bool:
    """True when the seat could sculpt some slot now (for the end of CHOLA-E3)."""
    state = game._expert
    if state is None:
        return False
    wagon, hand = state.wagons[seat], game._hands[seat]
    for slot in slots(state.layout):
        if slot.name in state.sculpted or slot_state(game, slot) != "built":
            continue
        tile = state.tiles[slot.name]
        if any(can_pay(tile, card, wagon, hand) for card in _cards_for(game, seat, slot)):
            return True
    return False


def explain_sculpt(game: CholaGame, name: str) -> str | None:
    """Why the player to move cannot sculpt slot ``name`` at all, or ``None`` if they can."""
    state = game._expert
    if state is None:
        return NOT_EXPERT
    if game.is_over():
        return "the game is over"
    slot = slot_of(game, name)
    if slot is None:
        return slot_problem(name, state.layout)
    where = _spaces_list(slot.spaces)
    status = slot_state(game, slot)
    if status == "sculpted":
        return f"slot {name} already holds its sculpture"
    if status == "empty":
        verb = "has" if len(slot.spaces) == 1 else "have"
        return f"slot {name} is empty: a sculpture goes on top of stones, and {where} {verb} none"
    if status == "partly built":
        empty = [s for s in slot.spaces if game._cells[s] == EMPTY]
        verb = "is" if len(empty) == 1 else "are"
        return f"slot {name} is only partly built: {_spaces_list(empty)} {verb} still empty"
    if sculpt_moves(game, name):
        return None
    seat = game._to_move
    tile = state.tiles[name]
    return f"slot {name} needs {tile.describe()}: " + shortfall(
        tile, state.wagons[seat], game._hands[seat]
    )


def _spaces_list(spaces: Sequence[int]) -> str:
    names = [f"({space_name(s)})" for s in spaces]
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


def why_no_sculpt(game: CholaGame, move: Sculpt) -> str | None:
    """The reason a sculpt move is illegal, or ``None`` (CHOLA-X3, B1)."""
    state = game._expert
    if state is None:
        return NOT_EXPERT
    slot = slot_of(game, move.slot)
    if slot is None:
        return slot_problem(move.slot, state.layout)
    status = slot_state(game, slot)
    if status != "built":
        return explain_sculpt(game, move.slot)
    seat = game._to_move
    tile = state.tiles[move.slot]
    card = move.card
    if card is not None:
        held = card_status(game, seat, card)
        if held is None:
            mine = " and ".join(k for k, _ in state.bonus[seat])
            return f"you do not hold the {card} card (you hold {mine})"
        if held != "ready":
            return f"your {card} card is {held}"
        if bonus_card(card).squares_only and slot.kind != "square":
            return f"the {card} card only works on square tiles (CHOLA-B1); slot {move.slot} is a {slot.kind}-pointer"
    wagon, hand = state.wagons[seat], game._hands[seat]
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
    return f"{rule}, and you offer {stones_words(paid)}"


def apply_sculpt(game: CholaGame, move: Sculpt, seat: int) -> tuple[list[int], list[str]]:
    """Pay, place the tile, hide the stones under it and score (CHOLA-X3, B1)."""
    state = game._expert
    assert state is not None
    slot = slot_of(game, move.slot)
    assert slot is not None
    tile = state.tiles[move.slot]
    who = game.names[seat]
    wagon, hand = state.wagons[seat], game._hands[seat]
    lines = []
    before = list(wagon)
    for c in range(N_COLOURS):
        wagon[c] -= move.wagon[c]
        hand[c] -= move.hand[c]
        game._bag[c] += move.hand[c]
    points = tile.points
    kind = "the finial's sculpture" if slot.kind == "one" else f"a {slot.kind}-pointer"
    if slot.kind == "square":
        kind = f"a {tile.points}-point square sculpture"
    lines.append(f"+{points} for {who}: {kind} ({tile.describe()}) on slot {move.slot}")
    if move.card == "double":
        lines.append(f"x2 for {who}: the double card: {points} becomes {points * 2}")
        points *= 2
    elif move.card == "free":
        lines.append(f"the free card: {who} pays nothing")
    elif move.card is not None:
        lines.append(f"the {move.card} card: {who} pays {stones_words(move.paid)}")
    if any(move.wagon):
        moved = ", ".join(
            f"{COLOUR_NAMES[c]} {before[c]} -> {wagon[c]}"
            for c in range(N_COLOURS)
            if move.wagon[c]
        )
        lines.append(f"wagon: {moved}")
    if any(move.hand):
        verb = "goes" if sum(move.hand) == 1 else "go"
        lines.append(f"{stones_words(move.hand)} from the hand {verb} back to the bag")
    if move.card and bonus_card(move.card).discard_after_use:
        _set_status(game, seat, move.card, "used")
        lines.append(f"the {move.card} card is discarded after use")
    state.sculpted.append(move.slot)
    game._hidden = game._hidden | frozenset(slot.spaces)
    lines.append(
        f"the stones on {_spaces_list(slot.spaces)} are now hidden: they no longer count "
        "for patterns (CHOLA-X3)"
    )
    game._scores[seat] += points
    gains = [0] * len(game.names)
    gains[seat] = points
    return gains, lines


def apply_again(game: CholaGame, seat: int) -> list[str]:
    """CHOLA-B1: the again card turns face down; this turn has two actions."""
    state = game._expert
    assert state is not None
    _set_status(game, seat, "again", "face down")
    state.actions_left = 2
    return [
        "the again card turns face down: two actions now, one after the other, "
        "and the next turn is skipped"
    ]


def why_no_again(game: CholaGame) -> str | None:
    if game._expert is None:
        return NOT_EXPERT
    status = card_status(game, game._to_move, "again")
    if status is None:
        return "you do not hold the again card"
    if status != "ready":
        return "your again card is face down until your skipped turn"
    return None


# -- builds, picks and draws ------------------------------------------------------------
def own_card_score(game: CholaGame, move: Build, seat: int, score: BuildScore) -> BuildScore:
    """CHOLA-B1 ``own``: add 1 point per stone of the builder's own colour placed."""
    if not ready(game, seat, "own"):
        return score
    mine = sum(1 for _, c in move.placement if c == game.colours[seat])
    if not mine:
        return score
    points = list(score.points)
    points[seat] += mine
    line = f"+{mine} for {game.names[seat]}: the own card, {mine} stone(s) of your colour placed"
    return BuildScore(tuple(points), (*score.lines, line), score.stars)


def after_build(game: CholaGame, move: Build, seat: int) -> list[str]:
    """CHOLA-W1 wagon gains, then the buildpick and builddraw cards (CHOLA-B1)."""
    state = game._expert
    assert state is not None
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
    size = STONES[game.shape(move.card)]
    if size == 2 and ready(game, seat, "buildpick"):
        lines.append(_pick_extra(game, seat, 2, "the buildpick card"))
    if size in (1, 4) and ready(game, seat, "builddraw"):
        lines.append(_draw_extra(game, seat, "the builddraw card"))
    return lines


def _pick_extra(game: CholaGame, seat: int, want: int, why: str) -> str:
    from tulakit.chola.game import HAND_STONES

    hand = game._hands[seat]
    room = HAND_STONES - sum(hand)
    take = min(want, room)
    if take <= 0:
        return f"{why}: no room, the hand already holds {HAND_STONES} stones"
    drawn = game._draw_stones(hand, take)
    if not drawn:
        return f"{why}: the bag is empty"
    return f"{why}: picked " + ", ".join(COLOUR_NAMES[c] for c in drawn)


def _draw_extra(game: CholaGame, seat: int, why: str) -> str:
    from tulakit.chola.game import HAND_CARDS

    cards = game._cards[seat]
    if len(cards) >= HAND_CARDS:
        return f"{why}: no room, {HAND_CARDS} cards already held"
    if not game._stack:
        return f"{why}: the stack is empty"
    cards.append(game._stack.pop())
    return f"{why}: drew {card_name(cards[-1])} from the stack"


def after_pick(game: CholaGame, seat: int, held_before: int) -> list[str]:
    """CHOLA-B1 ``emptypick`` and ``pickmore``."""
    lines = []
    if held_before == 0 and ready(game, seat, "emptypick"):
        lines.append(_pick_extra(game, seat, 2, "the emptypick card (empty hand)"))
    if ready(game, seat, "pickmore"):
        lines.append(_pick_extra(game, seat, 1, "the pickmore card"))
    return lines


def after_draw(game: CholaGame, seat: int, cards_before: int) -> list[str]:
    """CHOLA-B1 ``drawmore``: a draw with no cards in hand takes one more from the stack."""
    if cards_before == 0 and ready(game, seat, "drawmore"):
        return [_draw_extra(game, seat, "the drawmore card (no cards in hand)")]
    return []


# -- turns and the end ----------------------------------------------------------------
def next_turn(game: CholaGame, acted: bool) -> list[str]:
    """After an action: the extra turn, skipped turns, CHOLA-E3 and the E2 cap."""
    from tulakit.chola.game import SAFETY_ROUNDS

    state = game._expert
    assert state is not None
    lines = []
    game._quiet_turns = 0 if acted else game._quiet_turns + 1
    state.actions_left -= 1
    if len(state.sculpted) == len(state.tiles):
        game._over = "every sculpture is placed (CHOLA-E3)"
    elif game._quiet_turns >= SAFETY_ROUNDS * game.players:
        game._over = (
            f"{SAFETY_ROUNDS} rounds passed without a build or a sculpt "
            "(the engine's safety cap, CHOLA-E2, not a rule of the game)"
        )
    else:
        if state.actions_left > 0:
            lines.append(f"{game.names[game._to_move]} takes the extra turn now (again card)")
        else:
            state.actions_left = 1
            game._to_move = (game._to_move + 1) % game.players
            while card_status(game, game._to_move, "again") == "face down":
                seat = game._to_move
                _set_status(game, seat, "again", "ready")
                lines.append(
                    f"{game.names[seat]} skips this turn for the again card, which turns "
                    "face up again"
                )
                game._to_move = (seat + 1) % game.players
        check_stall(game)
    if game._over:
        lines.append(f"Game over: {game._over}.")
    return lines


def check_stall(game: CholaGame) -> None:
    """CHOLA-E3: the game ends when the player to move can do none of the four actions."""
    from tulakit.chola.game import HAND_CARDS, MIN_REPLACE

    seat = game._to_move
    hand = game._hands[seat]
    if game._why_no_pick(hand) is None:
        return
    if len(game._cards[seat]) < HAND_CARDS and (game._stack or game._face_up):
        return
    if game.options.stall_end_counts_replace and max(hand) >= MIN_REPLACE:
        return
    if game._can_build(seat) or can_sculpt(game, seat):
        return
    game._over = f"{game.names[seat]} can do none of draw, build, pick and sculpt (CHOLA-E3)"


def wagon_total(game: CholaGame, seat: int) -> int:
    """Levels on a seat's wagon in all (the CHOLA-E3 tie-break)."""
    state = game._expert
    return sum(state.wagons[seat]) if state is not None else 0


def view(game: CholaGame) -> ExpertView | None:
    state = game._expert
    if state is None:
        return None
    return ExpertView(
        layout=state.layout,
        removed_group=state.removed_group,
        tiles=tuple((s.name, state.tiles[s.name]) for s in slots(state.layout)),
        sculpted=tuple(state.sculpted),
        wagons=tuple(tuple(w) for w in state.wagons),
        bonus=tuple(
            tuple(HeldBonus(bonus_card(k), status) for k, status in held) for held in state.bonus
        ),
    )


class ExpertMixin:
    """The public Expert methods of :class:`~tulakit.chola.game.CholaGame`.

    Outside Expert, collections come back empty and single look-ups raise ``ValueError``.
    """

    _expert: ExpertState | None

    def _need_expert(self) -> ExpertState:
        if self._expert is None:
            raise ValueError(NOT_EXPERT)
        return self._expert

    @property
    def slots(self) -> tuple[Slot, ...]:
        """The sculpture slots (CHOLA-X1), bottom to top; ``()`` outside Expert."""
        return slots(self._expert.layout) if self._expert is not None else ()

    def tile(self, slot_name: str) -> Tile:
        """The sculpture tile of a slot, sculpted or not (CHOLA-X2)."""
        state = self._need_expert()
        if slot_name not in state.tiles:
            raise ValueError(slot_problem(slot_name, state.layout))
        return state.tiles[slot_name]

    @property
    def sculpted(self) -> frozenset[str]:
        """The names of the slots that hold their sculpture."""
        return frozenset(self._expert.sculpted) if self._expert is not None else frozenset()

    @property
    def removed_group(self) -> int | None:
        """The points of the square group removed at setup (CHOLA-X2)."""
        return self._expert.removed_group if self._expert is not None else None

    def slot_state(self, slot_name: str) -> str:
        """``"empty"``, ``"partly built"``, ``"built"`` or ``"sculpted"``."""
        self._need_expert()
        slot = slot_of(self, slot_name)  # type: ignore[arg-type]
        if slot is None:
            raise ValueError(slot_problem(slot_name, self._expert.layout))  # type: ignore[union-attr]
        return slot_state(self, slot)  # type: ignore[arg-type]

    def wagon(self, seat: int) -> tuple[int, ...]:
        """The seat's wagon levels per colour, 0 to 5 (CHOLA-W1)."""
        return tuple(self._need_expert().wagons[seat])

    def bonus_cards(self, seat: int) -> tuple[HeldBonus, ...]:
        """The seat's bonus cards with their status; ``()`` outside Expert (CHOLA-B1)."""
        if self._expert is None:
            return ()
        return tuple(HeldBonus(bonus_card(k), status) for k, status in self._expert.bonus[seat])

    @property
    def bonus_undealt(self) -> tuple[str, ...]:
        """Keys of the bonus cards left in the box."""
        return tuple(self._expert.undealt) if self._expert is not None else ()

    def sculpt_moves(self, slot_name: str) -> list[Sculpt]:
        """Every legal sculpt of the slot for the player to move (each mix, each card)."""
        return sculpt_moves(self, slot_name)  # type: ignore[arg-type]

    def explain_sculpt(self, slot_name: str) -> str | None:
        """Why no sculpt of the slot is possible now, in words; ``None`` if one is."""
        return explain_sculpt(self, slot_name)  # type: ignore[arg-type]

    def wagon_total(self, seat: int) -> int:
        """The CHOLA-E3 tie-break: all levels on the seat's wagon."""
        return wagon_total(self, seat)  # type: ignore[arg-type]

    @property
    def extra_turn(self) -> bool:
        """True while the player to move has a second action to come (the again card)."""
        return self._expert is not None and self._expert.actions_left > 1


def expert_moves(game: CholaGame) -> list[Sculpt | Again]:
    """The Expert moves of the player to move: each slot's sculpts, then ``again``."""
    state = game._expert
    if state is None:
        return []
    moves: list[Sculpt | Again] = []
    for slot in slots(state.layout):
        moves.extend(sculpt_moves(game, slot.name))
    if why_no_again(game) is None:
        moves.append(Again())
    return moves


__all__ = ["WAGON_MAX", "ExpertMixin", "ExpertState", "ExpertView", "HeldBonus", "expert_moves"]
