"""The Chola temple game as a game state: the Basic game, and the base of every variant
(CHOLA-G1..E2).

:class:`CholaGame` plays Basic. Each variant is a subclass, as python-chess does for its
chess variants: :class:`~tulakit.chola.solo.SoloGame` (CHOLA-SO1, SO2) and
:class:`~tulakit.chola.expert.ExpertGame` (wagons, sculptures and bonus cards: CHOLA-W1,
X1..X3, B1, E3). This class never asks which variant it is: a variant overrides the
hooks of the section "variant hooks", and changes the state only through the helpers of
the section "for variants". :func:`tulakit.chola.new_game` picks the class.

Every random event (the deck's order, the treasure tiles, each stone drawn from the bag)
comes from one generator seeded at the start, so a record of the seed, the options and
the moves replays exactly; undo restores the generator too.

>>> game = CholaGame(players=2, seed=1)
>>> game.hand(0), game.stack_size, len(game.face_up)
((2, 1, 1, 1, 2), 74, 2)
>>> game.explain_illegal("pick")
'hand limit 7: you hold 7 stones and a pick takes 2'
>>> game.explain_illegal("build c1 brown@3,1")
'you do not hold card c1 (you hold c18 and c9)'
>>> _ = game.play("build c9 white@0,0")
>>> print(game.last_report())
Brown: build with card c9: white on (0,0)
+1 for Brown: 1 white stone placed
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar

from tulakit.chola.board import EMPTY, N_SPACES, STARS
from tulakit.chola.builds import why_not_built
from tulakit.chola.cards import card_name, deck_shapes, fitting_spaces, placements
from tulakit.chola.moves import Again, Build, CholaMove, Draw, Pick, Replace, Sculpt, parse
from tulakit.chola.options import (
    COLOUR_NAMES,
    COLOUR_TOKENS,
    N_COLOURS,
    CholaOptions,
    colour_index,
)
from tulakit.chola.scoring import BuildScore, Scorer
from tulakit.chola.treasures import TILES
from tulakit.chola.views import PlayerView, Report, SeatView
from tulakit.errors import OptionError
from tulakit.protocol import GameState, Outcome, Result, check_seed
from tulakit.words import and_list

RECORD_VERSION = 1
HAND_STONES = 7  # CHOLA-A1 hand limit
PICK_STONES = 2  # CHOLA-A1
MIN_REPLACE = 3  # CHOLA-A1
HAND_CARDS = 4  # CHOLA-A1
START_CARDS = 2  # CHOLA-A2 (Basic)
END_SPACES = 6  # CHOLA-E1
FINAL_TURNS = 2  # CHOLA-E1: turns each after the trigger
SAFETY_ROUNDS = 60  # CHOLA-E2: an engine cap, not a rule of the game
DEFAULT_COLOURS = ("brown", "white", "grey", "gold", "light-brown")
#: the answer to a sculpt, the again card or an Expert look-up outside the Expert game
NOT_EXPERT = "sculptures, wagons and bonus cards belong to the Expert game (variant='expert')"

T = TypeVar("T")


@dataclass
class Table:
    """Everything on the table, hidden parts included, as plain data: the temple, the bag,
    each seat's stones and cards, the face-up row, the stack (its top card last), the
    treasure tiles by star, the seat to move and the scores (one per name: in solo, you
    and the virtual opponent).

    :meth:`CholaGame.table` gives a copy that a position builder
    (:func:`tulakit.chola.positions.arrange`) changes and hands back to
    :meth:`CholaGame.set_table` before the first move.
    """

    cells: list[int]
    bag: list[int]
    hands: list[list[int]]
    cards: list[list[int]]
    face_up: list[int]
    stack: list[int]
    treasures: dict[int, str]
    to_move: int
    scores: list[int]


class CholaGame(GameState[CholaMove]):
    """A Chola temple game in progress: the Basic game for 2 to 5 players (CHOLA-A1..E2)."""

    game_name = "chola"
    move_types = (Pick, Replace, Draw, Build, Sculpt, Again)
    move_example = "build c17 brown@3,1 white@4,1"
    #: the ``variant`` option this class plays
    variant: ClassVar[str] = "basic"
    #: True in the solo game (for pictures and words; the rules never ask)
    solo: ClassVar[bool] = False
    #: where the player to move builds from: their own cards, or the face-up row (Solo)
    builds_from_face_up: ClassVar[bool] = False
    #: build cards dealt to each seat at the start (CHOLA-A2)
    start_cards: ClassVar[int] = START_CARDS

    def __init__(
        self,
        players: int = 2,
        *,
        colours: Sequence[int | str] | None = None,
        seed: int | None = None,
        options: CholaOptions | None = None,
    ) -> None:
        super().__init__()
        self.options = options or CholaOptions(variant=self.variant)
        if self.options.variant != self.variant:
            raise OptionError(
                f"{type(self).__name__} plays the {self.variant} game, not the "
                f"{self.options.variant} one: use tulakit.chola.new_game("
                f"variant={self.options.variant!r})"
            )
        self._check_players(players)
        if colours is None:
            colours = DEFAULT_COLOURS[:players]
        if isinstance(colours, str) or not isinstance(colours, Sequence):
            raise OptionError(f"give the colours as a list, one per player, not {colours!r}")
        picked = tuple(colour_index(c) for c in colours)
        if len(picked) != players or len(set(picked)) != players:
            raise OptionError(f"give {players} different colours, one per player")
        self._check_stones(players)
        seed = check_seed(seed)
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        self.seed = seed
        self.players = players
        self.colours: tuple[int, ...] = picked
        self.shapes = deck_shapes(self.options.deck)
        owners, names, pairs = self._seating(picked)
        self.names = names
        self.scorer = Scorer(owners, names, self.options, pairs)
        self._rng = random.Random(seed)
        self._cells = [EMPTY] * N_SPACES
        self._hidden: frozenset[int] = frozenset()  # under sculptures: no longer counted
        self._bag = [self.options.stones_per_colour] * N_COLOURS
        self._hands = [[0] * N_COLOURS for _ in range(players)]
        self._cards: list[list[int]] = [[] for _ in range(players)]
        self._face_up: list[int] = []
        self._gone: list[int] = []
        self._scores = [0] * len(names)
        self._to_move = 0  # CHOLA-A2: seating order is play order, seat 0 starts
        self._turns_left: int | None = None
        self._quiet_turns = 0
        self._over: str | None = None
        self._arranged: dict[str, Any] | None = None
        self._setup()

    # -- setup ------------------------------------------------------------------------
    def _setup(self) -> None:
        rng = self._rng
        stack = list(range(1, len(self.shapes) + 1))
        rng.shuffle(stack)
        self._stack = stack  # the top card is the last
        tiles = list(TILES)
        rng.shuffle(tiles)
        # CHOLA-T1/T2: tiles are laid only with treasures=tiles
        self._tiles = (
            dict(zip(STARS, tiles, strict=True)) if self.options.treasures == "tiles" else {}
        )
        lines = [f"Setup: seed {self.seed}, {self.players} player(s)"]
        lines.extend(self._start())
        self._report = Report(None, "setup", tuple(lines), (0,) * len(self.names))

    def _deal(self) -> None:
        """CHOLA-A2: one stone of each colour, then 2 at random in seat order; the build
        cards; one face-up card per player."""
        for hand in self._hands:
            for c in range(N_COLOURS):
                hand[c] += 1
                self._bag[c] -= 1
        for seat in range(self.players):
            self._draw_stones(seat, PICK_STONES)
        for _ in range(self.start_cards):
            for cards in self._cards:
                cards.append(self._stack.pop())
        for _ in range(self.players):
            self._face_up.append(self._stack.pop())

    # -- arranged positions (see tulakit.chola.positions) ------------------------------
    def table(self) -> Table:
        """A copy of everything on the table, hidden parts included, for a position
        builder to change and hand back to :meth:`set_table`."""
        return Table(
            cells=self._cells.copy(),
            bag=self._bag.copy(),
            hands=[h.copy() for h in self._hands],
            cards=[c.copy() for c in self._cards],
            face_up=self._face_up.copy(),
            stack=self._stack.copy(),
            treasures=self._tiles.copy(),
            to_move=self._to_move,
            scores=self._scores.copy(),
        )

    def set_table(self, table: Table, arrangement: Mapping[str, Any]) -> None:
        """Start from ``table`` instead of the dealt position, before the first move.

        Every stone and card must still be accounted for (``ValueError`` otherwise).
        ``arrangement`` is kept in the record, so ``load`` rebuilds the position with
        :func:`tulakit.chola.positions.arrange`. The game then ends at once if the player
        to move can do nothing (CHOLA-E1; Solo runs its procedure, CHOLA-SO2).
        """
        if self._moves:
            raise ValueError("arrange a position before the first move")
        self._check_table(table)
        self._install(table)
        self._arranged = dict(arrangement)
        self._over = None
        self._settle()

    def _check_table(self, table: Table) -> None:
        if len(table.cells) != N_SPACES or not all(-1 <= c < N_COLOURS for c in table.cells):
            raise ValueError(f"the temple has {N_SPACES} spaces, each empty or one colour")
        if len(table.hands) != self.players or len(table.cards) != self.players:
            raise ValueError(f"give stones and cards for {self.players} seat(s)")
        for c in range(N_COLOURS):
            counts = [table.bag[c], *(h[c] for h in table.hands)]
            if min(counts) < 0 or sum(counts) + table.cells.count(c) != (
                self.options.stones_per_colour
            ):
                raise ValueError(f"the {COLOUR_NAMES[c]} stones are not all accounted for")
        every = sorted(
            table.stack + table.face_up + [n for held in table.cards for n in held] + self._gone
        )
        if every != list(range(1, len(self.shapes) + 1)):
            raise ValueError("the cards are not all accounted for: each card is in one place")
        if not set(table.treasures) <= set(STARS) or not set(table.treasures.values()) <= set(
            TILES
        ):
            raise ValueError("treasure tiles lie on star spaces (CHOLA-G3)")
        if not 0 <= table.to_move < self.players:
            raise ValueError(f"the seat to move is one of 0 to {self.players - 1}")
        if len(table.scores) != len(self.names) or not all(
            isinstance(p, int) and not isinstance(p, bool) and p >= 0 for p in table.scores
        ):
            listed = ", ".join(self.names)
            raise ValueError(f"give {len(self.names)} scores ({listed}), each a whole number >= 0")

    def _install(self, table: Table) -> None:
        """Take the table's contents as the game's own (copies: the table stays the caller's)."""
        self._cells, self._bag = table.cells.copy(), table.bag.copy()
        self._hands = [h.copy() for h in table.hands]
        self._cards = [c.copy() for c in table.cards]
        self._face_up, self._stack = table.face_up.copy(), table.stack.copy()
        self._tiles, self._to_move = table.treasures.copy(), table.to_move
        self._scores = table.scores.copy()

    @property
    def arrangement(self) -> Mapping[str, Any] | None:
        """How the start was arranged (:func:`tulakit.chola.positions.arrange`), as the
        record keeps it; ``None`` for a dealt game, which a seed alone rebuilds."""
        return self._arranged

    # -- variant hooks: Basic's rules, which a variant overrides --------------------------
    def _check_players(self, players: int) -> None:
        if not _is_count(players) or not 2 <= players <= 5:
            raise OptionError(
                f"the {self.variant.capitalize()} game takes 2 to 5 players, not {players!r}"
            )

    def _check_stones(self, players: int) -> None:
        # CHOLA-A2: every hand starts with 7 stones, one of each colour and two at random,
        # all drawn from the bag: fewer stones would deal short, unequal hands
        needed = -(-HAND_STONES * players // N_COLOURS)
        if self.options.stones_per_colour < needed:
            raise OptionError(
                f"{players} players need at least {needed} stones of each colour for their "
                f"starting hands of {HAND_STONES} (CHOLA-A2), not "
                f"{self.options.stones_per_colour}"
            )

    def _seating(
        self, colours: tuple[int, ...]
    ) -> tuple[tuple[int | None, ...], tuple[str, ...], frozenset[int]]:
        """Who owns each colour, the seats' names, and the colours whose pairs score."""
        owner_of = {c: seat for seat, c in enumerate(colours)}
        owners = tuple(owner_of.get(c) for c in range(N_COLOURS))
        return owners, tuple(COLOUR_NAMES[c].capitalize() for c in colours), frozenset()

    def _start(self) -> list[str]:
        """Deal (CHOLA-A2); the setup report's lines after the first."""
        self._deal()
        self._check_stall()
        return []

    def _settle(self) -> None:
        """After an arrangement: end the game if the player to move is stalled."""
        self._check_stall()

    def _action_moves(self, seat: int) -> list[CholaMove]:
        """The pick, replace and draw moves open to ``seat`` (CHOLA-A1)."""
        hand = self._hands[seat]
        moves: list[CholaMove] = []
        if self._why_no_pick(hand) is None:
            moves.append(Pick())
        for c in range(N_COLOURS):
            moves.extend(Replace(c, k) for k in range(MIN_REPLACE, hand[c] + 1))
        if len(self._cards[seat]) < HAND_CARDS:
            if self._stack:
                moves.append(Draw())
            moves.extend(Draw(i) for i in range(1, len(self._face_up) + 1))
        return moves

    def _why_not(self, move: CholaMove) -> str | None:
        """Why ``move`` is illegal in a game that goes on, or ``None`` (CHOLA-A1)."""
        seat = self._to_move
        hand = self._hands[seat]
        if isinstance(move, (Sculpt, Again)):
            return NOT_EXPERT
        if isinstance(move, Pick):
            return self._why_no_pick(hand)
        if isinstance(move, Replace):
            name = COLOUR_NAMES[move.colour]
            if move.count < MIN_REPLACE:
                return f"a replace returns {MIN_REPLACE} or more stones of one colour"
            if hand[move.colour] < move.count:
                return f"you hold only {hand[move.colour]} {name} stones, not {move.count}"
            return None
        if isinstance(move, Draw):
            held = len(self._cards[seat])
            if held >= HAND_CARDS:
                return f"you hold {held} cards, the most allowed"
            if move.up is None:
                return None if self._stack else "the stack is empty: draw a face-up card"
            if move.up > len(self._face_up):
                return f"there is no face-up card {move.up}: {len(self._face_up)} are face up"
            return None
        return self._why_no_build(move)

    def _why_not_held(self, card: int) -> str | None:
        """Why the player to move may not build with ``card``, or ``None``."""
        held = self._cards[self._to_move]
        if card in held:
            return None
        listed = and_list([card_name(c) for c in held])
        return f"you do not hold card {card_name(card)} (you hold {listed or 'no cards'})"

    def _act(self, move: CholaMove, seat: int) -> tuple[list[int], list[str]]:
        """Do a legal action for ``seat``: every seat's points and the report's lines."""
        hand = self._hands[seat]
        if isinstance(move, Pick):
            drawn = self._draw_stones(seat, PICK_STONES)
            return [0] * len(self.names), ["picked " + and_list([COLOUR_NAMES[c] for c in drawn])]
        if isinstance(move, Replace):
            hand[move.colour] -= move.count
            self._bag[move.colour] += move.count
            drawn = self._draw_stones(seat, move.count)
            return [0] * len(self.names), ["drew " + and_list([COLOUR_NAMES[c] for c in drawn])]
        if isinstance(move, Draw):
            lines = []
            if move.up is None:
                self._cards[seat].append(self._stack.pop())
            else:
                i = move.up - 1
                self._cards[seat].append(self._face_up[i])
                lines.append(f"it was {card_name(self._face_up[i])}")  # a face-up card is seen
                if self._stack:
                    self._face_up[i] = self._stack.pop()
                    lines.append(f"{card_name(self._face_up[i])} is turned face up in its place")
                else:
                    del self._face_up[i]
                    lines.append("the stack is empty: nothing replaces it")
            return [0] * len(self.names), lines
        assert isinstance(move, Build)  # _why_not refused the rest
        score = self._build(move, seat)
        return list(score.points), list(score.lines)

    def _next_turn(self, move: CholaMove) -> list[str]:
        """Advance to the next player and check every end of CHOLA-E1 and E2."""
        built = isinstance(move, Build)
        lines = []
        self._count_quiet(built)
        empty = self.empty_spaces
        if self._turns_left is not None:
            self._turns_left -= 1
        elif built and empty <= END_SPACES:
            self._turns_left = FINAL_TURNS * self.players
            lines.append(
                f"{empty} spaces left: the end is near, every player has {FINAL_TURNS} more "
                "turns at most (CHOLA-E1)"
            )
        self._pass_turn()
        if empty == 0:
            self._end("the temple is complete")
        elif self._turns_left == 0:
            self._end(f"every player has had their {FINAL_TURNS} last turns")
        elif self._quiet_turns >= SAFETY_ROUNDS * self.players:
            self._end(
                f"{SAFETY_ROUNDS} rounds passed without a build "
                "(the engine's safety cap, CHOLA-E2, not a rule of the game)"
            )
        else:
            self._check_stall()
        if self._over:
            lines.append(f"Game over: {self._over}.")
        return lines

    def _can_act_otherwise(self, seat: int) -> bool:
        """True when ``seat`` has an action beyond pick, replace, draw and build."""
        return False

    def _stalled(self, name: str) -> str:
        """The end of a game whose player to move can do nothing (CHOLA-E1)."""
        return f"{name} can neither pick, draw nor build"

    def _break_tie(self, tied: list[int]) -> tuple[list[int], str]:
        """CHOLA-E1: the most stones of their own colour in the temple."""
        most = max(self.own_stones_in_temple(s) for s in tied)
        kept = [s for s in tied if self.own_stones_in_temple(s) == most]
        return kept, f", tie broken by {most} stones of their colour in the temple"

    # -- for variants: the only ways a variant changes the state above -----------------
    def _draw_stones(self, seat: int, count: int) -> list[int]:
        """Move up to ``count`` random stones from the bag to ``seat``'s hand; the colours."""
        drawn = []
        for _ in range(count):
            c = self._draw_stone(self._hands[seat])
            if c is None:
                break
            drawn.append(c)
        return drawn

    def _draw_stone(self, hand: list[int]) -> int | None:
        """Move one random stone from the bag to ``hand``; ``None`` if the bag is empty."""
        total = sum(self._bag)
        if total == 0:
            return None
        r = self._rng.randrange(total)
        for c in range(N_COLOURS):
            if r < self._bag[c]:
                self._bag[c] -= 1
                hand[c] += 1
                return c
            r -= self._bag[c]
        raise AssertionError("unreachable")

    def _return_stones(self, seat: int, stones: Sequence[int]) -> None:
        """Put ``stones`` (counts per colour) from ``seat``'s hand back in the bag."""
        for c in range(N_COLOURS):
            self._hands[seat][c] -= stones[c]
            self._bag[c] += stones[c]

    def _shuffle(self, items: list[Any]) -> None:
        """Shuffle with the game's generator (so records replay)."""
        self._rng.shuffle(items)

    def _choose(self, options: Sequence[T]) -> T:
        """One of ``options`` at random, from the game's generator."""
        return self._rng.choice(options)

    def _draw_from_stack(self, seat: int) -> int:
        """Move the stack's top card to ``seat``'s cards; its number."""
        card = self._stack.pop()
        self._cards[seat].append(card)
        return card

    def _turn_up(self) -> int:
        """Turn the stack's top card face up at the end of the row; its number."""
        card = self._stack.pop()
        self._face_up.append(card)
        return card

    def _discard_face_up(self, card: int) -> None:
        """Take a face-up card out of the game."""
        self._face_up.remove(card)
        self._gone.append(card)

    def _add_points(self, seat: int, points: int) -> None:
        self._scores[seat] += points

    def _hide(self, spaces: Sequence[int]) -> None:
        """The stones on ``spaces`` stop counting for patterns (CHOLA-X3)."""
        self._hidden = self._hidden | frozenset(spaces)

    def _count_quiet(self, progress: bool) -> int:
        """Count a turn without progress (CHOLA-E2), or start again after one with it."""
        self._quiet_turns = 0 if progress else self._quiet_turns + 1
        return self._quiet_turns

    def _pass_turn(self) -> None:
        self._to_move = (self._to_move + 1) % self.players

    def _end(self, reason: str) -> None:
        self._over = reason

    def _build_row(self, seat: int) -> list[int]:
        return self._face_up if self.builds_from_face_up else self._cards[seat]

    def _card_fits(self, card: int) -> bool:
        """True when the card's shape fits somewhere on the temple, stones aside."""
        return bool(fitting_spaces(self.shapes[card - 1], self._cells))

    def _can_build(self, seat: int) -> bool:
        hand = self._hands[seat]
        done: set[str] = set()
        for card in self._build_row(seat):
            shape = self.shapes[card - 1]
            if shape not in done:
                done.add(shape)
                if placements(shape, self._cells, hand):
                    return True
        return False

    def _why_no_pick(self, hand: Sequence[int]) -> str | None:
        held = sum(hand)
        if held + PICK_STONES > HAND_STONES:
            return (
                f"hand limit {HAND_STONES}: you hold {held} stones and a pick takes {PICK_STONES}"
            )
        if sum(self._bag) == 0:
            return "the bag is empty"
        return None

    # -- what can be seen -------------------------------------------------------------
    @property
    def cells(self) -> tuple[int, ...]:
        """The colour on each space (``EMPTY`` = -1), spaces numbered as in board.py."""
        return tuple(self._cells)

    @property
    def empty_spaces(self) -> int:
        """How many spaces of the temple are still empty."""
        return self._cells.count(EMPTY)

    @property
    def to_move(self) -> int:
        """The seat whose turn it is."""
        return self._to_move

    @property
    def scores(self) -> tuple[int, ...]:
        """Points by seat (solo: you, then the virtual opponent)."""
        return tuple(self._scores)

    @property
    def bag(self) -> tuple[int, ...]:
        """Stones in the bag by colour."""
        return tuple(self._bag)

    def hand(self, seat: int) -> tuple[int, ...]:
        """The stones in front of a seat, by colour (public in this game)."""
        return tuple(self._hands[seat])

    def cards(self, seat: int) -> tuple[int, ...]:
        """The card numbers a seat holds (hidden from the others: see :meth:`view`)."""
        return tuple(self._cards[seat])

    def build_cards(self, seat: int) -> tuple[int, ...]:
        """The cards ``seat`` may build from: its own, or the face-up row in Solo (CHOLA-SO2)."""
        return tuple(self._build_row(seat))

    @property
    def face_up(self) -> tuple[int, ...]:
        """The face-up card numbers, position 1 first."""
        return tuple(self._face_up)

    @property
    def stack_size(self) -> int:
        """Cards left in the face-down stack."""
        return len(self._stack)

    @property
    def cards_gone(self) -> tuple[int, ...]:
        """Cards that have left the game (played, or discarded in solo), oldest first."""
        return tuple(self._gone)

    @property
    def treasures(self) -> dict[int, str]:
        """Treasure tiles still on the board, by star space."""
        return dict(self._tiles)

    @property
    def hidden(self) -> frozenset[int]:
        """The spaces whose stones no longer count for patterns (under sculptures, Expert)."""
        return self._hidden

    @property
    def turns_left(self) -> int | None:
        """CHOLA-E1: turns left once the end is triggered, else ``None``."""
        return self._turns_left

    @property
    def quiet_turns(self) -> int:
        """CHOLA-E2: turns in a row without a build (or, in Expert, a sculpture); the
        engine's safety cap ends the game after ``SAFETY_ROUNDS`` rounds of them.

        >>> game = CholaGame(players=2, seed=1)
        >>> _ = game.play("draw stack")
        >>> game.quiet_turns
        1
        >>> _ = game.play("build c33 white@0,0 white@1,0")
        >>> game.quiet_turns
        0
        """
        return self._quiet_turns

    def shape(self, card: int) -> str:
        """The shape of a card number."""
        return self.shapes[card - 1]

    def own_stones_in_temple(self, seat: int) -> int:
        """Stones of the seat's colour in the temple (the CHOLA-E1 tie-break)."""
        return self._cells.count(self.colours[seat])

    def last_report(self) -> Report:
        """What the last move did and who scored what (the setup before any move)."""
        return self._report

    def guessed(self, seat: int, seed: int) -> CholaGame:
        """A copy in which everything ``seat`` cannot see is dealt again at random.

        The other seats' cards and the stack are shuffled together and dealt back in the
        same numbers, and the bag's future draws get a new generator (seeded by ``seed``):
        a bot may look ahead in such a copy without peeking at hidden cards or draws.
        What everyone sees (the temple, stones in hand, face-up cards, scores) is kept.

        >>> game = CholaGame(players=2, seed=1)
        >>> guess = game.guessed(0, seed=5)
        >>> guess.cards(0) == game.cards(0) and guess.cells == game.cells
        True
        >>> sorted(guess.table().stack + list(guess.cards(1))) == sorted(
        ...     game.table().stack + list(game.cards(1)))
        True
        """
        saved = self._snapshot()
        # deal again here, copy, then put this game back exactly as it was (as undo does)
        rng = random.Random(seed)
        unseen = self._stack + [c for s, held in enumerate(self._cards) if s != seat for c in held]
        rng.shuffle(unseen)
        cards = [held.copy() for held in self._cards]
        for s in range(self.players):
            if s != seat:
                count = len(cards[s])
                cards[s], unseen = unseen[:count], unseen[count:]
        self._cards, self._stack = cards, unseen
        self._rng.seed(rng.randrange(2**62))
        try:
            return self.copy()
        finally:
            self._restore(saved)

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may see: its own cards, everything public, nothing hidden."""
        seats = tuple(
            SeatView(
                s,
                self.names[s],
                self.colours[s] if s < self.players else None,
                tuple(self._hands[s]) if s < self.players else (0,) * N_COLOURS,
                len(self._cards[s]) if s < self.players else 0,
                self._scores[s],
            )
            for s in range(len(self.names))
        )
        return PlayerView(
            seat=seat,
            stones=tuple(self._hands[seat]),
            cards=tuple((c, self.shape(c)) for c in self._cards[seat]),
            seats=seats,
            face_up=tuple((c, self.shape(c)) for c in self._face_up),
            stack=len(self._stack),
            bag=tuple(self._bag),
            temple=tuple(self._cells),
            treasures=tuple(sorted(self._tiles.items())),
            to_move=self._to_move,
            turns_left=self._turns_left,
            over=self.is_over(),
        )

    def preview(self, move: Build) -> BuildScore:
        """What a legal build would score, without playing it (for bots and hints)."""
        return self.scorer.score_build(
            self._cells,
            move.placement,
            self._to_move,
            self.colours[self._to_move],
            self._tiles,
            self._hidden,
        )

    # -- rules ------------------------------------------------------------------------
    def parse_move(self, text: str) -> CholaMove:
        """Read Chola notation (see :mod:`tulakit.chola.moves`)."""
        return parse(text)

    def legal_moves(self) -> list[CholaMove]:
        """Every action open to the player to move, in a stable order (CHOLA-A1)."""
        if self.is_over():
            return []
        seat = self._to_move
        hand = self._hands[seat]
        moves = self._action_moves(seat)
        by_shape: dict[str, list[tuple[tuple[int, int], ...]]] = {}
        for card in sorted(self._build_row(seat)):
            shape = self.shape(card)
            if shape not in by_shape:
                by_shape[shape] = placements(shape, self._cells, hand)
            moves.extend(Build(card, p) for p in by_shape[shape])
        return moves

    def _why_illegal(self, move: CholaMove) -> str | None:
        if self.is_over():
            return "the game is over"
        return self._why_not(move)

    def _why_no_build(self, move: Build) -> str | None:
        """The card, then the placement (:func:`tulakit.chola.builds.why_not_built`)."""
        card = move.card
        if not 1 <= card <= len(self.shapes):
            return f"there is no card {card_name(card)}: the deck has c1 to c{len(self.shapes)}"
        held = self._why_not_held(card)
        if held is not None:
            return held
        hand = self._hands[self._to_move]
        return why_not_built(card, self.shape(card), move.placement, self._cells, hand)

    def _apply(self, move: CholaMove) -> None:
        seat = self._to_move
        lines = [f"{self.names[seat]}: {move.describe()}"]
        points, more = self._act(move, seat)
        lines.extend(more)
        lines.extend(self._next_turn(move))
        self._report = Report(seat, str(move), tuple(lines), tuple(points))

    def _build(self, move: Build, seat: int) -> BuildScore:
        """Put the stones down, take the treasures and score (CHOLA-A1, P1..P3, T1, T2)."""
        score = self.preview(move)
        hand = self._hands[seat]
        for s, c in move.placement:
            self._cells[s] = c
            hand[c] -= 1
            self._tiles.pop(s, None)
        self._build_row(seat).remove(move.card)
        self._gone.append(move.card)
        for s, gain in enumerate(score.points):
            self._scores[s] += gain
        return score

    def _check_stall(self) -> None:
        """CHOLA-E1: the game ends when the player to move can neither pick, draw nor build."""
        seat = self._to_move
        hand = self._hands[seat]
        if self._why_no_pick(hand) is None:
            return
        if len(self._cards[seat]) < HAND_CARDS and (self._stack or self._face_up):
            return
        if self.options.stall_end_counts_replace and max(hand) >= MIN_REPLACE:
            return
        if self._can_build(seat) or self._can_act_otherwise(seat):
            return
        self._end(self._stalled(self.names[seat]))

    def _snapshot(self) -> Any:
        return (
            self._cells.copy(),
            self._hidden,
            self._bag.copy(),
            [h.copy() for h in self._hands],
            [c.copy() for c in self._cards],
            self._stack.copy(),
            self._face_up.copy(),
            self._gone.copy(),
            self._tiles.copy(),
            self._scores.copy(),
            self._to_move,
            self._turns_left,
            self._quiet_turns,
            self._over,
            self._report,
            self._rng.getstate(),
        )

    def _restore(self, snapshot: Any) -> None:
        (
            self._cells,
            self._hidden,
            self._bag,
            self._hands,
            self._cards,
            self._stack,
            self._face_up,
            self._gone,
            self._tiles,
            self._scores,
            self._to_move,
            self._turns_left,
            self._quiet_turns,
            self._over,
            self._report,
            rng_state,
        ) = snapshot
        # a saved state is never changed (copies of a game share them): copy what the
        # game will change in place
        self._cells, self._bag = self._cells.copy(), self._bag.copy()
        self._hands = [h.copy() for h in self._hands]
        self._cards = [c.copy() for c in self._cards]
        self._stack, self._face_up = self._stack.copy(), self._face_up.copy()
        self._gone, self._tiles = self._gone.copy(), self._tiles.copy()
        self._scores = self._scores.copy()
        self._rng.setstate(rng_state)

    # -- the end ----------------------------------------------------------------------
    def is_over(self) -> bool:
        """True once an end of CHOLA-E1 or E2 (or a variant's) has been reached."""
        return self._over is not None

    @property
    def end_reason(self) -> str | None:
        """Why the game ended, in words."""
        return self._over

    def result(self) -> Result | None:
        """Winners by CHOLA-E1: most points, then a variant's tie-break, else shared."""
        if self._over is None:
            return None
        scores = tuple(self._scores)
        best = max(scores)
        tied = [s for s in range(self.players) if scores[s] == best]
        why = f"with {best} points"
        if len(tied) > 1:
            tied, broken = self._break_tie(tied)
            why += broken
        names = and_list([self.names[s] for s in tied])
        if len(tied) > 1:
            return Result(Outcome.SHARED_WIN, tuple(tied), f"{names} share the win {why}.", scores)
        return Result(Outcome.WIN, tuple(tied), f"{names} wins {why}: {self._over}.", scores)

    # -- records ----------------------------------------------------------------------
    def to_json(self) -> str:
        """The record: players, colours, seed, options and moves; ``load`` replays it."""
        return json.dumps(
            {
                "game": self.game_name,
                "version": RECORD_VERSION,
                "players": self.players,
                "colours": [COLOUR_TOKENS[c] for c in self.colours],
                "seed": self.seed,
                "options": self.options.to_dict(),
                **({"arrange": self._arranged} if self._arranged else {}),
                "moves": [str(m) for m in self._moves],
            }
        )

    def __repr__(self) -> str:
        state = "over" if self.is_over() else f"{self.names[self._to_move]} to move"
        return f"<CholaGame {self.options.variant} moves={len(self._moves)} {state}>"

    def _repr_svg_(self) -> str:
        from tulakit.chola.svg import render_svg

        return render_svg(self)

    def _repr_html_(self) -> str:
        """The picture as a notebook shows it: :meth:`_repr_svg_`'s, and compact on a
        phone (:func:`tulakit.chola.svg.still`)."""
        from tulakit.chola.svg import still

        return still(self).html()


__all__ = ["CholaGame", "PlayerView", "Report", "SeatView", "Table"]


def _is_count(value: object) -> bool:
    """True for an ``int`` that is not a ``bool`` (``True`` would count as 1 player)."""
    return isinstance(value, int) and not isinstance(value, bool)
