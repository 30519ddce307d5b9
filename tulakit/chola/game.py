"""The Chola temple game as a game state: Basic, Solo and Expert (CHOLA-G1..E2, SO1, SO2).

The Expert additions (wagons, sculptures, bonus cards: CHOLA-W1, X1..X3, B1, E3) live in
:mod:`tulakit.chola.expert`; this module calls its hooks only when ``variant="expert"``.

Every random event (the deck's order, the treasure tiles, each stone drawn from the bag)
comes from one generator seeded at the start, so a record of the seed, the options and
the moves replays exactly; undo restores the generator too.

>>> game = CholaGame(players=2, seed=1)
>>> game.hand(0), game.stack_size, len(game.face_up)
((2, 1, 1, 1, 2), 54, 2)
>>> game.explain_illegal("pick")
'hand limit 7: you hold 7 stones and a pick takes 2'
>>> game.explain_illegal("build c1 brown@3,1")
'you do not hold card c1 (you hold c9 and c55)'
>>> _ = game.play("build c9 white@0,0")
>>> print(game.last_report())
Brown: build with card c9: white on (0,0)
+1 for Brown: 1 white stone placed
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from dataclasses import dataclass

from tulakit.chola import expert
from tulakit.chola.board import (
    EMPTY,
    N_SPACES,
    STARS,
    unsupported_in_order,
    why_unsupported,
)
from tulakit.chola.board import space_name as _space_name
from tulakit.chola.cards import (
    card_name,
    deck_shapes,
    fitting_spaces,
    placements,
    shape_problem,
)
from tulakit.chola.expert import ExpertMixin, ExpertState, ExpertView
from tulakit.chola.moves import Again, Build, CholaMove, Draw, Pick, Replace, Sculpt, parse
from tulakit.chola.options import COLOUR_NAMES, COLOUR_TOKENS, N_COLOURS, CholaOptions
from tulakit.chola.scoring import BuildScore, Scorer
from tulakit.chola.treasures import TILES
from tulakit.protocol import GameState, Outcome, Result

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


@dataclass(frozen=True)
class Report:
    """What one move did, in words: ``lines[0]`` says who did what, the rest why.

    ``points`` is every seat's gain from the move.
    """

    seat: int | None
    move: str
    lines: tuple[str, ...]
    points: tuple[int, ...]

    def __str__(self) -> str:
        return "\n".join(self.lines)


@dataclass(frozen=True)
class SeatView:
    """What everyone can see of one seat: its colour, stones in front, card count, score."""

    seat: int
    name: str
    colour: int | None
    stones: tuple[int, ...]
    cards: int
    score: int


@dataclass(frozen=True)
class PlayerView:
    """What one player may see (hidden: the stack's order, the bag's draws, others' cards)."""

    seat: int
    stones: tuple[int, ...]
    cards: tuple[tuple[int, str], ...]
    seats: tuple[SeatView, ...]
    face_up: tuple[tuple[int, str], ...]
    stack: int
    bag: tuple[int, ...]
    temple: tuple[int, ...]
    treasures: tuple[tuple[int, str], ...]
    to_move: int
    turns_left: int | None
    over: bool
    expert: ExpertView | None = None  # Expert only: wagons, sculptures, bonus cards


def _colour_index(value: int | str) -> int:
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < N_COLOURS:
        return value
    if isinstance(value, str) and value.replace(" ", "-") in COLOUR_TOKENS:
        return COLOUR_TOKENS.index(value.replace(" ", "-"))
    raise ValueError(f"{value!r} is not a stone colour: use one of {', '.join(COLOUR_TOKENS)}")


def _listing(items: Sequence[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


class CholaGame(ExpertMixin, GameState[CholaMove]):
    """A Chola temple game in progress (Basic or Expert with 2-5 players, or Solo)."""

    game_name = "chola"
    move_types = (Pick, Replace, Draw, Build, Sculpt, Again)
    move_example = "build c17 brown@3,1 white@4,1"

    def __init__(
        self,
        players: int = 2,
        *,
        colours: Sequence[int | str] | None = None,
        seed: int | None = None,
        options: CholaOptions | None = None,
    ) -> None:
        super().__init__()
        self.options = options or CholaOptions()
        solo = self.options.variant == "solo"
        if solo and players != 1:
            raise ValueError("a solo game has exactly 1 player (CHOLA-SO1)")
        if not solo and not 2 <= players <= 5:
            raise ValueError(
                f"the {self.options.variant.capitalize()} game takes 2 to 5 players, not {players!r}"
            )
        if colours is None:
            colours = DEFAULT_COLOURS[:players]
        picked = tuple(_colour_index(c) for c in colours)
        if len(picked) != players or len(set(picked)) != players:
            raise ValueError(f"give {players} different colours, one per player")
        # CHOLA-A2: every hand starts with 7 stones, one of each colour and two at random,
        # all drawn from the bag: fewer stones would deal short, unequal hands
        needed = -(-HAND_STONES * players // N_COLOURS)
        if not solo and self.options.stones_per_colour < needed:
            raise ValueError(
                f"{players} players need at least {needed} stones of each colour for their "
                f"starting hands of {HAND_STONES} (CHOLA-A2), not "
                f"{self.options.stones_per_colour}"
            )
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        self.seed = seed
        self.players = players
        self.colours: tuple[int, ...] = picked
        self.solo = solo
        self.shapes = deck_shapes(self.options.deck)
        if solo:
            # CHOLA-SO1: the virtual opponent (seat 1) owns the four other colours
            owners = tuple(0 if c == picked[0] else 1 for c in range(N_COLOURS))
            names: tuple[str, ...] = ("You", "The opponent")
            pairs = frozenset(c for c in range(N_COLOURS) if c != picked[0])
        else:
            owner_of = {c: seat for seat, c in enumerate(picked)}
            owners = tuple(owner_of.get(c) for c in range(N_COLOURS))
            names = tuple(COLOUR_NAMES[c].capitalize() for c in picked)
            pairs = frozenset()
        self.names = names
        self.scorer = Scorer(owners, names, self.options, pairs)
        self._rng = random.Random(seed)
        self._cells = [EMPTY] * N_SPACES
        self._hidden: frozenset[int] = frozenset()  # Expert: spaces under sculptures
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
        self._arranged: dict[str, object] | None = None
        self._expert: ExpertState | None = None
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
        if self.solo:
            # CHOLA-SO1/SO2: head start, one face-up card; stones come with the procedure
            self._scores[1] = self.options.solo_head_start
            self._face_up.append(self._stack.pop())
            from tulakit.chola.solo import advance

            lines.extend(advance(self))
        else:
            # CHOLA-A2: one stone of each colour, then 2 at random in seat order
            for hand in self._hands:
                for c in range(N_COLOURS):
                    hand[c] += 1
                    self._bag[c] -= 1
            for hand in self._hands:
                for _ in range(PICK_STONES):
                    self._draw_stone(hand)
            dealt = expert.START_CARDS if self.options.variant == "expert" else START_CARDS
            for _ in range(dealt):
                for cards in self._cards:
                    cards.append(self._stack.pop())
            for _ in range(self.players):
                self._face_up.append(self._stack.pop())
            if self.options.variant == "expert":
                # CHOLA-X2, B1: drawn after every Basic draw, so Basic seeds are unchanged
                self._expert = expert.setup(self)
                lines.extend(expert.setup_lines(self._expert, self.names))
            self._check_stall()
        self._report = Report(None, "setup", tuple(lines), (0,) * len(self.names))

    # -- arranged positions (worked examples, lessons, tests) ---------------------------
    def arrange(
        self,
        temple: dict[str, str] | None = None,
        hands: dict[int, Sequence[str]] | None = None,
        cards: dict[int, Sequence[str]] | None = None,
        tiles: dict[str, str] | None = None,
        to_move: int | None = None,
        *,
        wagons: dict[int, dict[str, int]] | None = None,
        bonus: dict[int, Sequence[str]] | None = None,
        sculpture_tiles: dict[str, str] | None = None,
        sculpted: Sequence[str] | None = None,
    ) -> None:
        """Set up a position before any move, keeping every stone and card accounted for.

        ``temple`` maps spaces (``'3,1'``) to colour tokens, placed bottom row first and
        checked against CHOLA-G2; ``hands`` replaces seats' stones (colour tokens);
        ``cards`` replaces seats' cards by shape (taken from the stack, old ones returned
        under it; in solo, seat 0's "cards" are the face-up row); ``tiles`` lays treasure
        tiles on stars. Stones come from and go back to the bag. The arrangement is
        saved in the record, so ``load`` rebuilds it. ``ValueError`` if impossible.

        Expert only: ``wagons`` sets wagon levels (``{seat: {"gold": 1}}``), ``bonus``
        seats' bonus cards by key, ``sculpture_tiles`` puts tiles (``Tile.token``) in
        slots (swapping with the slot that held it), and ``sculpted`` marks fully built
        slots as sculpted, without payment or points.

        >>> game = CholaGame(players=2, seed=1)
        >>> game.arrange(temple={"0,0": "white"}, hands={0: ["white", "white"]})
        >>> game.hand(0), game.cells[0], sum(game.bag) + sum(game.hand(0) + game.hand(1))
        ((0, 0, 2, 0, 0), 2, 149)
        """
        from tulakit.chola.board import space as parse_space
        from tulakit.chola.treasures import TILES as KNOWN_TILES

        if self._moves:
            raise ValueError("arrange a position before the first move")
        if self.solo and self._over:
            self._over = None
        for seat, tokens in (hands or {}).items():
            hand = self._hands[seat]
            for c in range(N_COLOURS):
                self._bag[c] += hand[c]
                hand[c] = 0
            for token in tokens:
                c = _colour_index(token)
                if self._bag[c] == 0:
                    raise ValueError(f"no {COLOUR_NAMES[c]} stone left in the bag")
                self._bag[c] -= 1
                hand[c] += 1
        placed = sorted((parse_space(k), _colour_index(v)) for k, v in (temple or {}).items())
        for s, c in placed:
            if self._cells[s] != EMPTY:
                raise ValueError(f"({_space_name(s)}) is already built")
            if unsupported_in_order([s], self._cells) is not None:
                raise ValueError(why_unsupported(s))
            if self._bag[c] == 0:
                raise ValueError(f"no {COLOUR_NAMES[c]} stone left in the bag")
            self._bag[c] -= 1
            self._cells[s] = c
            self._tiles.pop(s, None)
        for seat, shapes in (cards or {}).items():
            row = self._face_up if self.solo else self._cards[seat]
            self._stack[:0] = row
            row.clear()
            for shape in shapes:
                found = next((c for c in reversed(self._stack) if self.shape(c) == shape), None)
                if found is None:
                    raise ValueError(f"no {shape} card left in the stack")
                self._stack.remove(found)
                row.append(found)
        for key, tile in (tiles or {}).items():
            s = parse_space(key)
            if s not in STARS or tile not in KNOWN_TILES:
                raise ValueError(f"a treasure tile ({tile!r}) goes on a star space (CHOLA-G3)")
            self._tiles[s] = tile
        if to_move is not None:
            self._to_move = to_move
        self._arranged = {
            "temple": dict(temple or {}),
            "hands": {str(k): list(v) for k, v in (hands or {}).items()},
            "cards": {str(k): list(v) for k, v in (cards or {}).items()},
            "tiles": dict(tiles or {}),
            "to_move": to_move,
        }
        self._over = None
        extras = {
            "wagons": {str(k): v for k, v in (wagons or {}).items()},
            "bonus": {str(k): list(v) for k, v in (bonus or {}).items()},
            "sculpture_tiles": dict(sculpture_tiles or {}),
            "sculpted": list(sculpted or ()),
        }
        self._arranged.update({k: v for k, v in extras.items() if v})
        expert.arrange(self, wagons, bonus, sculpture_tiles, sculpted)
        if self._over:
            return
        if self.solo:
            from tulakit.chola.solo import advance

            advance(self)
        else:
            self._check_stall()

    # -- helpers used by the rules and by solo.py ---------------------------------------
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

    def _draw_stones(self, hand: list[int], count: int) -> list[int]:
        drawn = []
        for _ in range(count):
            c = self._draw_stone(hand)
            if c is None:
                break
            drawn.append(c)
        return drawn

    def _builds_for(self, card: int, hand: Sequence[int]) -> list[Build]:
        return [Build(card, p) for p in placements(self.shapes[card - 1], self._cells, hand)]

    def _card_fits(self, card: int) -> bool:
        """True when the card's shape fits somewhere on the temple, stones aside."""
        return bool(fitting_spaces(self.shapes[card - 1], self._cells))

    def _can_build(self, seat: int) -> bool:
        cards = self._face_up if self.solo else self._cards[seat]
        hand = self._hands[seat]
        done: set[str] = set()
        for card in cards:
            shape = self.shapes[card - 1]
            if shape not in done:
                done.add(shape)
                if placements(shape, self._cells, hand):
                    return True
        return False

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
    def turns_left(self) -> int | None:
        """CHOLA-E1: turns left once the end is triggered, else ``None``."""
        return self._turns_left

    def shape(self, card: int) -> str:
        """The shape of a card number."""
        return self.shapes[card - 1]

    def own_stones_in_temple(self, seat: int) -> int:
        """Stones of the seat's colour in the temple (the CHOLA-E1 tie-break)."""
        return self._cells.count(self.colours[seat])

    def last_report(self) -> Report:
        """What the last move did and who scored what (the setup before any move)."""
        return self._report

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
            expert=expert.view(self),
        )

    def preview(self, move: Build) -> BuildScore:
        """What a legal build would score, without playing it (for bots and hints)."""
        score = self.scorer.score_build(
            self._cells,
            move.placement,
            self._to_move,
            self.colours[self._to_move],
            self._tiles,
            self._hidden,
        )
        if self._expert is not None:
            score = expert.own_card_score(self, move, self._to_move, score)
        return score

    # -- rules ------------------------------------------------------------------------
    def parse_move(self, text: str) -> CholaMove:
        """Read Chola notation (see :mod:`tulakit.chola.moves`)."""
        return parse(text)

    def legal_moves(self) -> list[CholaMove]:
        """Every action open to the player to move, in a stable order (CHOLA-A1, SO2)."""
        if self.is_over():
            return []
        seat = self._to_move
        hand = self._hands[seat]
        moves: list[CholaMove] = []
        if not self.solo:
            if self._why_no_pick(hand) is None:
                moves.append(Pick())
            for c in range(N_COLOURS):
                moves.extend(Replace(c, k) for k in range(MIN_REPLACE, hand[c] + 1))
            if len(self._cards[seat]) < HAND_CARDS:
                if self._stack:
                    moves.append(Draw())
                moves.extend(Draw(i) for i in range(1, len(self._face_up) + 1))
        cards = self._face_up if self.solo else self._cards[seat]
        by_shape: dict[str, list[tuple[tuple[int, int], ...]]] = {}
        for card in sorted(cards):
            shape = self.shape(card)
            if shape not in by_shape:
                by_shape[shape] = placements(shape, self._cells, hand)
            moves.extend(Build(card, p) for p in by_shape[shape])
        moves.extend(expert.expert_moves(self))
        return moves

    def _why_no_pick(self, hand: Sequence[int]) -> str | None:
        held = sum(hand)
        if held + PICK_STONES > HAND_STONES:
            return (
                f"hand limit {HAND_STONES}: you hold {held} stones and a pick takes {PICK_STONES}"
            )
        if sum(self._bag) == 0:
            return "the bag is empty"
        return None

    def _why_illegal(self, move: CholaMove) -> str | None:
        if self.is_over():
            return "the game is over"
        seat = self._to_move
        hand = self._hands[seat]
        if self.solo and not isinstance(move, Build):
            return "in a solo game you only build: the rest of the procedure runs by itself (CHOLA-SO2)"
        if isinstance(move, Sculpt):
            return expert.why_no_sculpt(self, move)
        if isinstance(move, Again):
            return expert.why_no_again(self)
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
        return self._why_no_build(move, hand)

    def _why_no_build(self, move: Build, hand: Sequence[int]) -> str | None:
        card = move.card
        if not 1 <= card <= len(self.shapes):
            return f"there is no card {card_name(card)}: the deck has c1 to c{len(self.shapes)}"
        if self.solo:
            if card not in self._face_up:
                shown = _listing([card_name(c) for c in self._face_up]) or "none"
                return f"card {card_name(card)} is not face up (face up: {shown})"
        elif card not in self._cards[self._to_move]:
            held = _listing([card_name(c) for c in self._cards[self._to_move]])
            return f"you do not hold card {card_name(card)} (you hold {held or 'no cards'})"
        problem = shape_problem(self.shape(card), move.placement)
        if problem is not None:
            return f"card {card_name(card)}: {problem}"
        for s, _ in move.placement:
            if self._cells[s] != EMPTY:
                held_colour = COLOUR_NAMES[self._cells[s]]
                return f"({_space_name(s)}) already holds a {held_colour} stone"
        for c in range(N_COLOURS):
            need = sum(1 for _, k in move.placement if k == c)
            if need > hand[c]:
                return f"you hold {hand[c]} {COLOUR_NAMES[c]} stone(s) and this build needs {need}"
        bad = unsupported_in_order([s for s, _ in move.placement], self._cells)
        if bad is not None:
            return why_unsupported(bad)
        return None

    def _apply(self, move: CholaMove) -> None:
        seat = self._to_move
        hand = self._hands[seat]
        points = [0] * len(self.names)
        lines = [f"{self.names[seat]}: {move.describe()}"]
        held_stones, held_cards = sum(hand), len(self._cards[seat])
        if isinstance(move, Again):
            lines.extend(expert.apply_again(self, seat))
            self._report = Report(seat, str(move), tuple(lines), tuple(points))
            return
        if isinstance(move, Sculpt):
            points, more = expert.apply_sculpt(self, move, seat)
            lines.extend(more)
        elif isinstance(move, Pick):
            drawn = self._draw_stones(hand, PICK_STONES)
            lines.append("picked " + _listing([COLOUR_NAMES[c] for c in drawn]))
        elif isinstance(move, Replace):
            hand[move.colour] -= move.count
            self._bag[move.colour] += move.count
            drawn = self._draw_stones(hand, move.count)
            lines.append("drew " + _listing([COLOUR_NAMES[c] for c in drawn]))
        elif isinstance(move, Draw):
            if move.up is None:
                self._cards[seat].append(self._stack.pop())
            else:
                i = move.up - 1
                self._cards[seat].append(self._face_up[i])
                if self._stack:
                    self._face_up[i] = self._stack.pop()
                    lines.append(f"{card_name(self._face_up[i])} is turned face up in its place")
                else:
                    del self._face_up[i]
                    lines.append("the stack is empty: nothing replaces it")
        else:
            score = self._build(move, seat)
            points = list(score.points)
            lines.extend(score.lines)
        if self._expert is not None:
            # CHOLA-W1 wagon gains and the automatic bonus cards (CHOLA-B1)
            if isinstance(move, Build):
                lines.extend(expert.after_build(self, move, seat))
            elif isinstance(move, Pick):
                lines.extend(expert.after_pick(self, seat, held_stones))
            elif isinstance(move, Draw):
                lines.extend(expert.after_draw(self, seat, held_cards))
        if self.solo:
            from tulakit.chola.solo import advance

            lines.extend(advance(self))
        else:
            lines.extend(self._next_turn(isinstance(move, (Build, Sculpt))))
        self._report = Report(seat, str(move), tuple(lines), tuple(points))

    def _build(self, move: Build, seat: int) -> BuildScore:
        """Put the stones down, take the treasures and score (CHOLA-A1, P1..P3, T1, T2)."""
        score = self.preview(move)
        hand = self._hands[seat]
        for s, c in move.placement:
            self._cells[s] = c
            hand[c] -= 1
            self._tiles.pop(s, None)
        if self.solo:
            self._face_up.remove(move.card)
        else:
            self._cards[seat].remove(move.card)
        self._gone.append(move.card)
        for s, gain in enumerate(score.points):
            self._scores[s] += gain
        return score

    def _next_turn(self, built: bool) -> list[str]:
        """Advance to the next player and check every end of CHOLA-E1 and E2 (Expert: E3)."""
        if self._expert is not None:
            return expert.next_turn(self, built)
        lines = []
        self._quiet_turns = 0 if built else self._quiet_turns + 1
        empty = self.empty_spaces
        if self._turns_left is not None:
            self._turns_left -= 1
        elif built and empty <= END_SPACES:
            self._turns_left = FINAL_TURNS * self.players
            lines.append(
                f"{empty} spaces left: the end is near, every player has {FINAL_TURNS} more "
                "turns at most (CHOLA-E1)"
            )
        self._to_move = (self._to_move + 1) % self.players
        if empty == 0:
            self._over = "the temple is complete"
        elif self._turns_left == 0:
            self._over = f"every player has had their {FINAL_TURNS} last turns"
        elif self._quiet_turns >= SAFETY_ROUNDS * self.players:
            self._over = (
                f"{SAFETY_ROUNDS} rounds passed without a build "
                "(the engine's safety cap, CHOLA-E2, not a rule of the game)"
            )
        else:
            self._check_stall()
        if self._over:
            lines.append(f"Game over: {self._over}.")
        return lines

    def _check_stall(self) -> None:
        """CHOLA-E1: the game ends when the player to move can neither pick, draw nor build."""
        if self._expert is not None:
            expert.check_stall(self)  # CHOLA-E3: sculpting is a way out too
            return
        seat = self._to_move
        hand = self._hands[seat]
        if self._why_no_pick(hand) is None:
            return
        if len(self._cards[seat]) < HAND_CARDS and (self._stack or self._face_up):
            return
        if self.options.stall_end_counts_replace and max(hand) >= MIN_REPLACE:
            return
        if self._can_build(seat):
            return
        self._over = f"{self.names[seat]} can neither pick, draw nor build"

    def _snapshot(self) -> tuple[object, ...]:
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
            self._expert.copy() if self._expert is not None else None,
        )

    def _restore(self, snapshot: tuple[object, ...]) -> None:
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
            self._expert,
        ) = snapshot  # type: ignore[assignment]
        # a saved state is never changed (copies of a game share them): copy what the
        # game will change in place
        self._cells, self._bag = self._cells.copy(), self._bag.copy()
        self._hands = [h.copy() for h in self._hands]
        self._cards = [c.copy() for c in self._cards]
        self._stack, self._face_up = self._stack.copy(), self._face_up.copy()
        self._gone, self._tiles = self._gone.copy(), self._tiles.copy()
        self._scores = self._scores.copy()
        if self._expert is not None:
            self._expert = self._expert.copy()
        self._rng.setstate(rng_state)  # type: ignore[arg-type]

    # -- the end ----------------------------------------------------------------------
    def is_over(self) -> bool:
        """True once an end of CHOLA-E1, E2, E3 or SO2 has been reached."""
        return self._over is not None

    @property
    def end_reason(self) -> str | None:
        """Why the game ended, in words."""
        return self._over

    def result(self) -> Result | None:
        """Winners by CHOLA-E1 (most points, then own stones in the temple), E3 or SO1."""
        if self._over is None:
            return None
        scores = tuple(self._scores)
        if self.solo:
            you, them = scores
            if you > them:
                return Result(Outcome.WON, (0,), f"You win {you} to {them}: {self._over}.", scores)
            return Result(
                Outcome.LOST,
                (),
                f"The virtual opponent wins {them} to {you}: {self._over}.",
                scores,
            )
        best = max(scores)
        tied = [s for s in range(self.players) if scores[s] == best]
        why = f"with {best} points"
        if len(tied) > 1 and self._expert is not None:
            # CHOLA-E3: the most wagon levels in all, then a shared win
            most = max(self.wagon_total(s) for s in tied)
            tied = [s for s in tied if self.wagon_total(s) == most]
            why += f", tie broken by {most} levels on their wagon"
        elif len(tied) > 1:
            most = max(self.own_stones_in_temple(s) for s in tied)
            tied = [s for s in tied if self.own_stones_in_temple(s) == most]
            why += f", tie broken by {most} stones of their colour in the temple"
        names = _listing([self.names[s] for s in tied])
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


__all__ = ["CholaGame", "PlayerView", "Report", "SeatView"]
