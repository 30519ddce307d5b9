"""A Chola position in words, as a sighted player sees it (screen readers, text boards).

A player sees the temple (every stone, every star and its treasure tile), the stones in
front of every seat, their own cards but only the backs of the others', the face-up row,
the stack's size, the bag and the scores; in Expert (CHOLA-W1, X1..X3, B1) also the
sculpture board, the wagons and the bonus cards. Nothing here names a card a player
cannot see. Reasons come from the engine itself (``explain_illegal``,
``explain_sculpt``, :func:`~tulakit.chola.board.why_unsupported`).

The labels name the hit regions of the pictures in :mod:`tulakit.chola.svg` and
:mod:`tulakit.chola.expert_svg`: a temple space by its index, ``"card:N"``, ``"up:N"``,
``"stack"``, and in Expert ``"tile:<slot>"`` and ``"bonus:<seat>:<key>"``.

>>> from tulakit.chola import new_game, space
>>> game = new_game(players=2, seed=1)
>>> space_label(game, space("3,4"))
'Row 4, column 3 (space 3,4): empty, no stone below yet'
>>> space_label(game, space("4,3"))
'Row 3, column 4 (space 4,3): empty star, no stone below yet; treasure: +2 if the stone here is light brown'
>>> card_label(game, 9, seat=0)
"Brown's card c9: single, one stone of any colour; it can be built now"
>>> _ = game.play("build c9 white@0,0")
>>> space_label(game, space("0,0"))
"Row 0, column 0 (space 0,0): white stone (White's colour), the last build"
>>> print(describe_position(game, seat=1).split(chr(10))[0])
Move 2: White to move.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeGuard

from tulakit.chola.board import (
    COORDS,
    EMPTY,
    INDEX,
    ROW_SPAN,
    STAR_SET,
    is_supported,
    space_name,
    why_unsupported,
)
from tulakit.chola.cards import DESCRIPTIONS, SHAPE_NAMES, STONES
from tulakit.chola.expert import ExpertGame
from tulakit.chola.game import CholaGame
from tulakit.chola.moves import Again, Build, CholaMove, Draw, Pick, Replace, Sculpt
from tulakit.chola.options import COLOUR_NAMES, N_COLOURS
from tulakit.chola.treasures import describe as treasure_words
from tulakit.words import and_list, counted, stones_words

if TYPE_CHECKING:
    from tulakit.chola.svg import Selection


def is_expert(game: CholaGame) -> TypeGuard[ExpertGame]:
    """True for an Expert game (sculptures, wagons, bonus cards)."""
    return isinstance(game, ExpertGame)


def card_words(game: CholaGame, number: int) -> str:
    """A card as its face shows it: ``'c17: same-colour pair, two side-by-side stones
    of one colour'``."""
    shape = game.shape(number)
    return f"c{number}: {SHAPE_NAMES[shape]}, {DESCRIPTIONS[shape]}"


def _owner(game: CholaGame, colour: int) -> str:
    """Whose colour a stone is, for the scoring of patterns (CHOLA-P1)."""
    if game.solo:
        return "your colour" if colour == game.colours[0] else "the opponent's colour"
    for seat, own in enumerate(game.colours):
        if own == colour:
            return f"{game.names[seat]}'s colour"
    return "nobody's colour"


@dataclass(frozen=True)
class Seen:
    """What the labels of one picture share, found once: the spaces under sculptures
    (with their slot), each space's slot (Expert), the last build's spaces, the legal
    builds of each card of the player to move and the slots they may sculpt."""

    hidden: Mapping[int, str]
    slot_of: Mapping[int, str]
    last_build: frozenset[int]
    ways: Mapping[int, int]
    sculptable: frozenset[str]
    #: False in an exercise: no label may give the answer away (whether a space can take
    #: a stone, a card be built, a slot be sculpted)
    hints: bool = True

    @classmethod
    def of(
        cls, game: CholaGame, moves: Sequence[CholaMove] | None = None, *, hints: bool = True
    ) -> Seen:
        """What ``game`` shows now; ``moves`` are its legal moves when already known;
        ``hints=False`` leaves out what an exercise asks (see :attr:`hints`)."""
        if not hints:
            moves = ()
        elif moves is None:
            moves = game.legal_moves()
        ways: dict[int, int] = {}
        for move in moves:
            if isinstance(move, Build):
                ways[move.card] = ways.get(move.card, 0) + 1
        last = next((m for m in reversed(game.moves) if isinstance(m, Build)), None)
        hidden: dict[int, str] = {}
        slot_of: dict[int, str] = {}
        if is_expert(game):
            for slot in game.slots:
                for s in slot.spaces:
                    slot_of[s] = slot.name
                    if slot.name in game.sculpted:
                        hidden[s] = slot.name
        return cls(
            hidden=hidden,
            slot_of=slot_of,
            last_build=frozenset(s for s, _ in last.placement) if last else frozenset(),
            ways=ways,
            sculptable=frozenset(m.slot for m in moves if isinstance(m, Sculpt)),
            hints=hints,
        )


def space_label(
    game: CholaGame, s: int, selection: Selection | None = None, seen: Seen | None = None
) -> str:
    """A temple space and what lies on it, as the picture shows it.

    ``selection`` is the build being prepared on a board: its target spaces and the
    stones of the build shown.
    """
    seen = seen or Seen.of(game)
    x, y = COORDS[s]
    where = f"Row {y}, column {x} (space {x},{y})"
    cells = game.cells
    colour = cells[s]
    notes: list[str] = []
    if colour != EMPTY:
        what = f"{COLOUR_NAMES[colour]} stone ({_owner(game, colour)})"
        if s in seen.hidden:
            what += (
                f", hidden under the sculpture on slot {seen.hidden[s]}: it scores no more "
                "(CHOLA-X3)"
            )
        if s in seen.last_build:
            what += ", the last build"
    else:
        what = "empty star" if s in STAR_SET else "empty"
        if seen.hints and not is_supported(s, cells):
            reason = why_unsupported(s)
            what += ", no stone below yet" if reason.startswith("no stone below") else f": {reason}"
        tile = game.treasures.get(s)
        if tile is not None:
            notes.append(f"treasure: {treasure_words(tile)}")
    if selection is not None:
        shown = dict(selection.placement)
        if s in shown:
            notes.append(f"the build shown puts a {COLOUR_NAMES[shown[s]]} stone here")
        elif s in selection.targets:
            notes.append(f"card c{selection.card} can be built here")
    if s in seen.slot_of and s not in seen.hidden:
        slot = seen.slot_of[s]
        notes.append(
            f"slot {slot}" + (", which can be sculpted now" if slot in seen.sculptable else "")
        )
    return f"{where}: {what}" + "".join(f"; {note}" for note in notes)


def card_label(
    game: CholaGame,
    number: int,
    *,
    seat: int | None = None,
    chosen: bool = False,
    seen: Seen | None = None,
) -> str:
    """A card in a seat's hand (its face is shown: the viewer's own card)."""
    holder = game.to_move if seat is None else seat
    text = f"{game.names[holder]}'s card {card_words(game, number)}"
    if chosen:
        text += "; chosen for a build"
    seen = seen or Seen.of(game)
    if seen.hints and holder == game.to_move and not game.is_over():
        ways = seen.ways.get(number, 0)
        text += "; it can be built now" if ways else "; it cannot be built now"
    return text


def face_up_label(game: CholaGame, position: int, *, chosen: bool = False) -> str:
    """Face-up card ``position`` (from 1): what it is and what Enter does with it."""
    number = game.face_up[position - 1]
    text = f"Face-up card up{position}, {card_words(game, number)}"
    if chosen:
        text += "; chosen for a build"
    if game.solo:
        return text + "; you build from the face-up cards (CHOLA-SO2)"
    return text + "; Enter draws it"


def stack_label(game: CholaGame) -> str:
    """The face-down stack."""
    count = game.stack_size
    if game.solo:
        return f"The stack: {count} cards face down; the game ends when it is empty (CHOLA-SO2)"
    if not count:
        return "The stack is empty: draw a face-up card instead"
    return f"The stack: {counted(count, 'card')} face down; Enter draws the top card"


def tile_label(game: ExpertGame, name: str, seen: Seen | None = None) -> str:
    """Expert: a slot's tile on the sculpture board, its price and its state (CHOLA-X2, X3)."""
    slot = next(s for s in game.slots if s.name == name)
    tile = game.tile(name)
    state = game.slot_state(name)
    head = f"Sculpture board, slot {name} ({slot.kind}): {counted(tile.points, 'point')} for {tile.describe()}"
    if state == "sculpted":
        return f"{head}; sculpted"
    seen = seen or Seen.of(game)
    if name in seen.sculptable:
        return f"{head}; fully built: {game.names[game.to_move]} can sculpt it now"
    return f"{head}; {state}"


def bonus_label(game: ExpertGame, seat: int, key: str) -> str:
    """Expert: a bonus card in front of a seat (CHOLA-B1)."""
    held = next(h for h in game.bonus_cards(seat) if h.card.key == key)
    card = held.card
    return (
        f"{game.names[seat]}'s bonus card {card.title} ({card.deck} deck, {held.status}): "
        f"{card.sentence}"
    )


def region_label(
    game: CholaGame,
    key: int | str,
    *,
    selection: Selection | None = None,
    seen: Seen | None = None,
) -> str:
    """The label of any hit region of the Chola pictures (see the module text).

    >>> from tulakit.chola import new_game
    >>> game = new_game(players=2, seed=1)
    >>> region_label(game, "stack")
    'The stack: 74 cards face down; Enter draws the top card'
    >>> region_label(game, "up:1")
    'Face-up card up1, c16: single, one stone of any colour; Enter draws it'
    """
    seen = seen or Seen.of(game)
    chosen = selection.card if selection is not None else None
    if isinstance(key, int):
        return space_label(game, key, selection, seen)
    if key == "stack":
        return stack_label(game)
    kind, _, rest = key.partition(":")
    if kind == "card":
        number = int(rest)
        holder = next((s for s in range(game.players) if number in game.cards(s)), None)
        return card_label(game, number, seat=holder, chosen=number == chosen, seen=seen)
    if kind == "up":
        position = int(rest)
        return face_up_label(game, position, chosen=game.face_up[position - 1] == chosen)
    if kind == "tile" and is_expert(game):
        return tile_label(game, rest, seen)
    if kind == "bonus" and is_expert(game):
        seat_text, _, card = rest.partition(":")
        return bonus_label(game, int(seat_text), card)
    return key


def region_labels(
    game: CholaGame,
    keys: Iterable[int | str],
    *,
    selection: Selection | None = None,
    moves: Sequence[CholaMove] | None = None,
    hints: bool = True,
) -> dict[int | str, str]:
    """:func:`region_label` for every key; ``moves`` are the legal moves, when known;
    ``hints=False`` for an exercise (see :class:`Seen`).

    >>> from tulakit.chola import new_game, space
    >>> game = new_game(players=2, seed=1)
    >>> region_labels(game, [space("3,4"), "card:9"], hints=False)
    {52: 'Row 4, column 3 (space 3,4): empty', 'card:9': "Brown's card c9: single, one stone of any colour"}
    """
    seen = Seen.of(game, moves, hints=hints)
    return {key: region_label(game, key, selection=selection, seen=seen) for key in keys}


# -- the whole position ---------------------------------------------------------------
def _row_spaces(y: int) -> list[int]:
    first, last = ROW_SPAN[y]
    return [INDEX[(x, y)] for x in range(first, last + 1) if (x, y) in INDEX]


def _row_words(game: CholaGame, y: int, hidden: Mapping[int, str]) -> str:
    """One row of the temple: its stones by colour, how many spaces are empty, treasures."""
    spaces = _row_spaces(y)
    cells = game.cells
    by_colour: dict[int, list[str]] = {}
    for s in spaces:
        if cells[s] != EMPTY and s not in hidden:
            by_colour.setdefault(cells[s], []).append(f"{COORDS[s][0]},{y}")
    parts = [f"{COLOUR_NAMES[c]} on {and_list(names)}" for c, names in sorted(by_colour.items())]
    covered = sorted({hidden[s] for s in spaces if s in hidden})
    if covered:
        parts.append(f"under sculptures: {and_list(covered)}")
    empty = sum(1 for s in spaces if cells[s] == EMPTY)
    if not parts:
        row = f"all {empty} spaces empty" if empty > 1 else "empty"
    else:
        row = "; ".join(parts) + (f"; {empty} empty" if empty else "; full")
    tiles = [
        f"{treasure_words(game.treasures[s])} on {COORDS[s][0]},{y}"
        for s in spaces
        if s in game.treasures
    ]
    if tiles:
        row += "; treasures: " + "; ".join(tiles)
    name = {0: " (the base)", 12: " (the top)"}.get(y, "")
    return f"Row {y}{name}: {row}."


def temple_words(game: CholaGame) -> list[str]:
    """The temple by rows, top row first as a player reads it; empty rows merged.

    >>> from tulakit.chola import new_game
    >>> game = new_game(players=2, seed=1, treasures="off")
    >>> _ = game.play("build c9 white@0,0")
    >>> temple_words(game)
    ['The temple, 114 of 115 spaces empty, top row first:', 'Rows 12 to 1: empty.', 'Row 0 (the base): white on 0,0; 11 empty.']
    """
    lines = [f"The temple, {game.empty_spaces} of {len(COORDS)} spaces empty, top row first:"]
    empty_run: list[int] = []

    def flush() -> None:
        base = " (the base)" if empty_run and empty_run[-1] == 0 else ""
        if len(empty_run) == 1:
            lines.append(f"Row {empty_run[0]}{base}: empty.")
        elif empty_run:
            lines.append(f"Rows {empty_run[0]} to {empty_run[-1]}{base}: empty.")
        empty_run.clear()

    cells = game.cells
    hidden = Seen.of(game, ()).hidden
    for y in range(len(ROW_SPAN) - 1, -1, -1):
        spaces = _row_spaces(y)
        if all(cells[s] == EMPTY and s not in game.treasures for s in spaces):
            empty_run.append(y)
            continue
        flush()
        lines.append(_row_words(game, y, hidden))
    flush()
    return lines


def _shown(seat: int | None, s: int) -> bool:
    return seat is None or seat == s


def seat_words(
    game: CholaGame, s: int, *, seat: int | None = None, players: Sequence[str] | None = None
) -> str:
    """One seat: its score, its stones and cards (named only when shown), and in Expert
    its wagon and bonus cards."""
    name = game.names[s]
    if players and s < len(players) and players[s]:
        name += f" ({players[s]})"
    score = game.scores[s]
    head = f"{name}: {counted(score, 'point')}"
    if s >= game.players:  # the solo opponent owns the other colours (CHOLA-SO1)
        owned = [COLOUR_NAMES[c] for c in range(N_COLOURS) if c != game.colours[0]]
        return f"{head}; owns the colours {and_list(owned)}."
    hand = game.hand(s)
    text = f"{head}; stones: {stones_words(hand, COLOUR_NAMES)} ({sum(hand)} of 7)"
    if not game.solo:
        cards = game.cards(s)
        if not cards:
            text += "; no cards"
        elif _shown(seat, s):
            text += "; cards: " + "; ".join(card_words(game, c) for c in cards)
        else:
            text += f"; {counted(len(cards), 'card')}, face down"
    if is_expert(game):
        wagon = game.wagon(s)
        levels = [f"{COLOUR_NAMES[c]} {n}" for c, n in enumerate(wagon) if n]
        text += f"; wagon: {', '.join(levels) or 'empty'}"
        cards_b = [f"{h.card.title} ({h.status})" for h in game.bonus_cards(s)]
        text += f"; bonus cards: {and_list(cards_b) or 'none'}"
    return text + "."


def middle_words(game: CholaGame) -> str:
    """The face-up cards, the stack and the bag."""
    up = [f"up{i} {card_words(game, c)}" for i, c in enumerate(game.face_up, start=1)]
    label = "Face-up cards you build from" if game.solo else "Face up"
    text = f"{label}: {'; '.join(up) or 'none'}. "
    text += f"The stack: {counted(game.stack_size, 'card')}. "
    text += f"The bag: {sum(game.bag)} stones ({stones_words(game.bag, COLOUR_NAMES)})."
    if game.turns_left is not None and not game.is_over():
        text += f" {game.turns_left} turns left in all (CHOLA-E1)."
    return text


def sculpture_words(game: CholaGame) -> list[str]:
    """Expert: the sculpture board in short (CHOLA-X1..X3)."""
    if not is_expert(game):
        return []
    done = [f"{n} ({game.tile(n).points} points)" for n in sorted(game.sculpted)]
    left = len(game.slots) - len(done)
    lines = [
        f"Sculptures: {len(done)} placed, {left} to go" + (f": {and_list(done)}." if done else ".")
    ]
    built = [
        f"{slot.name} ({counted(game.tile(slot.name).points, 'point')} for {game.tile(slot.name).describe()})"
        for slot in game.slots
        if game.slot_state(slot.name) == "built"
    ]
    if built:
        lines.append(f"Fully built slots, not yet sculpted: {and_list(built)}.")
    return lines


def options_words(game: CholaGame, moves: Sequence[CholaMove] | None = None) -> str:
    """What the player to move may do now, with the engine's reason for what they may not.

    >>> from tulakit.chola import new_game
    >>> print(options_words(new_game(players=2, seed=1)))
    Brown may: draw a card (the stack, up1 or up2); build with c18 (60 ways) or c9 (60 ways). Not: pick (hand limit 7: you hold 7 stones and a pick takes 2).
    """
    if game.is_over():
        return ""
    if moves is None:
        moves = game.legal_moves()
    name = game.names[game.to_move]
    can: list[str] = []
    cannot: list[str] = []
    if not game.solo:
        why = game.explain_illegal(Pick())
        if why is None:
            can.append("pick 2 stones")
        else:
            cannot.append(f"pick ({why})")
        replaces = sorted({m.colour for m in moves if isinstance(m, Replace)})
        if replaces:
            can.append(
                "replace 3 or more "
                + and_list([COLOUR_NAMES[c] for c in replaces], last="or")
                + " stones"
            )
        draws = [m for m in moves if isinstance(m, Draw)]
        if draws:
            where = ["the stack" if m.up is None else f"up{m.up}" for m in draws]
            can.append(f"draw a card ({and_list(where, last='or')})")
        else:
            cannot.append(f"draw ({game.explain_illegal(Draw(1 if game.face_up else None))})")
    cards = game.face_up if game.solo else game.cards(game.to_move)
    counts = {c: 0 for c in cards}
    for m in moves:
        if isinstance(m, Build):
            counts[m.card] = counts.get(m.card, 0) + 1
    buildable = [f"c{c} ({counted(n, 'way')})" for c, n in counts.items() if n]
    if buildable:
        can.append(f"build with {and_list(buildable, last='or')}")
    for c, n in counts.items():
        if not n:
            cannot.append(f"build with c{c} (no room for it with these stones)")
    if is_expert(game):
        slots = sorted({m.slot for m in moves if isinstance(m, Sculpt)})
        if slots:
            can.append(f"sculpt slot {and_list(slots, last='or')}")
        if any(isinstance(m, Again) for m in moves):
            can.append("play the again card for an extra turn")
    text = f"{name} may: {'; '.join(can) or 'nothing'}."
    if cannot:
        text += f" Not: {'; '.join(cannot)}."
    return text


def describe_position(
    game: CholaGame,
    *,
    seat: int | None = None,
    players: Sequence[str] | None = None,
    moves: Sequence[CholaMove] | None = None,
) -> str:
    """The whole position, one fact a line: whose turn, the scores, every seat, the middle,
    (Expert) the sculptures, the temple by rows, and what the player to move may do.

    ``seat`` is whose cards may be named (``None``: everyone's, ``-1``: nobody's);
    ``players`` adds a note after each name (``"greedy bot"``); ``moves`` are the legal
    moves, when already known.
    """
    if game.is_over():
        result = game.result()
        head = f"Game over. {result.message}" if result is not None else "Game over."
    else:
        head = f"Move {len(game.moves) + 1}: {game.names[game.to_move]} to move."
    lines = [head]
    scores = ", ".join(f"{n} {p}" for n, p in zip(game.names, game.scores, strict=True))
    lines.append(f"Scores: {scores}.")
    lines += [seat_words(game, s, seat=seat, players=players) for s in range(len(game.names))]
    lines.append(middle_words(game))
    lines += sculpture_words(game)
    lines += temple_words(game)
    if not game.is_over() and _shown(seat, game.to_move):
        lines.append(options_words(game, moves))
    return "\n".join(lines)


def move_words(move: CholaMove) -> str:
    """A move as the move list shows it: notation, then words.

    >>> move_words(Pick())
    'pick: pick 2 stones from the bag'
    """
    return f"{move}: {move.describe()}"


def build_words(move: Build, after_card: str = ": ") -> str:
    """A build as a tutorial's sentence names it, without notation: the card, then each
    colour with its spaces (``after_card`` between them: ", " within a sentence that has
    a colon already).

    >>> build_words(Build(42, ((0, 2), (1, 2))))
    'card c42: white on (0,0) and (1,0)'
    >>> build_words(Build(59, ((0, 0), (1, 1), (12, 1), (13, 0))), ", ")
    'card c59, brown on (0,0) and (1,1); light brown on (1,0) and (0,1)'
    """
    by_colour: dict[int, list[str]] = {}
    for s, colour in move.placement:
        by_colour.setdefault(colour, []).append(f"({space_name(s)})")  # as describe() names it
    stones = [f"{COLOUR_NAMES[c]} on {and_list(spaces)}" for c, spaces in by_colour.items()]
    return f"card c{move.card}{after_card}" + "; ".join(stones)


def played_words(move: CholaMove) -> str:
    """What a move plays, as the object of "Brown plays ...": a build by its card and
    stones, any other move in its own words.

    >>> played_words(Build(42, ((0, 2), (1, 2))))
    'card c42, white on (0,0) and (1,0)'
    """
    return build_words(move, ", ") if isinstance(move, Build) else move.describe()


def selection_words(game: CholaGame, selection: Selection | None) -> str:
    """The build being prepared on a board, in one sentence ('' when none)."""
    if selection is None or selection.card is None:
        return ""
    shape = game.shape(selection.card)
    text = f"Build in progress: card c{selection.card} ({SHAPE_NAMES[shape]}, {STONES[shape]} stone"
    text += "s)" if STONES[shape] > 1 else ")"
    if selection.placement:
        shown = ", ".join(
            f"{COLOUR_NAMES[c]} on {COORDS[s][0]},{COORDS[s][1]}" for s, c in selection.placement
        )
        text += f"; shown: {shown}"
        if selection.note:
            text += f" ({selection.note})"
    else:
        text += f"; {len(selection.targets)} spaces where it can go"
    return text + "."


__all__ = [
    "Seen",
    "bonus_label",
    "build_words",
    "card_label",
    "card_words",
    "describe_position",
    "face_up_label",
    "middle_words",
    "move_words",
    "options_words",
    "region_label",
    "region_labels",
    "seat_words",
    "selection_words",
    "space_label",
    "stack_label",
    "temple_words",
    "tile_label",
]
