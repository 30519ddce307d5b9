"""Arranged positions: a game set up by hand before its first move, for worked examples,
lessons and tests.

:func:`arrange` changes a copy of the game's table (:meth:`CholaGame.table`), keeping
every stone and card accounted for, and hands it back with :meth:`CholaGame.set_table`,
which keeps the arrangement in the record: ``load`` calls :func:`arrange` again, so an
arranged game replays exactly.

>>> from tulakit.chola import new_game
>>> game = new_game(players=2, seed=1)
>>> arrange(game, temple={"0,0": "white"}, hands={0: ["white", "white"]})
>>> game.hand(0), game.cells[0], sum(game.bag) + sum(game.hand(0) + game.hand(1))
((0, 0, 2, 0, 0), 2, 149)
>>> arrange(new_game(seed=1), wagons={0: {"gold": 1}})
Traceback (most recent call last):
...
ValueError: sculptures, wagons and bonus cards belong to the Expert game (variant='expert')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tulakit.chola.board import (
    EMPTY,
    STARS,
    space,
    space_name,
    unsupported_in_order,
    why_unsupported,
)
from tulakit.chola.bonus import bonus_card
from tulakit.chola.expert import WAGON_MAX, ExpertState, ExpertTable, kind_of
from tulakit.chola.game import NOT_EXPERT, CholaGame, Table
from tulakit.chola.options import COLOUR_NAMES, COLOUR_TOKENS, N_COLOURS, colour_index
from tulakit.chola.sculptures import Tile, slot_problem
from tulakit.chola.treasures import TILES

Wagons = Mapping[int, Mapping[str, int] | Sequence[int]]


def arrange(
    game: CholaGame,
    temple: Mapping[str, str] | None = None,
    hands: Mapping[int, Sequence[str]] | None = None,
    cards: Mapping[int, Sequence[str]] | None = None,
    tiles: Mapping[str, str] | None = None,
    to_move: int | None = None,
    *,
    clear_treasures: bool = False,
    wagons: Wagons | None = None,
    bonus: Mapping[int, Sequence[str]] | None = None,
    sculpture_tiles: Mapping[str, str] | None = None,
    sculpted: Sequence[str] | None = None,
    scores: Sequence[int] | None = None,
) -> None:
    """Set up a position before any move, keeping every stone and card accounted for.

    ``temple`` maps spaces (``'3,1'``) to colour tokens, placed bottom row first and
    checked against CHOLA-G2; ``hands`` replaces seats' stones (colour tokens);
    ``cards`` replaces seats' cards by shape (taken from the stack, old ones returned
    under it; in solo, seat 0's "cards" are the face-up row); ``clear_treasures`` takes
    every treasure tile off the stars first, and ``tiles`` lays treasure tiles on stars.
    ``scores`` sets the points, one per name (in solo: yours, then the virtual
    opponent's), as if earlier turns had scored them.
    Stones come from and go back to the bag. The arrangement is saved in the record, so
    ``load`` rebuilds it. ``ValueError`` if impossible, and then nothing changes.

    Expert only: ``wagons`` sets wagon levels (``{seat: {"gold": 1}}``), ``bonus``
    seats' bonus cards by key, ``sculpture_tiles`` puts tiles (``Tile.token``) in
    slots (swapping with the slot that held it), and ``sculpted`` marks fully built
    slots as sculpted, without payment or points.
    """
    if game.moves:
        raise ValueError("arrange a position before the first move")
    table = game.table()
    if clear_treasures:
        table.treasures.clear()
    for seat, tokens in (hands or {}).items():
        _set_hand(table, seat, tokens)
    placed = sorted((space(k), colour_index(v)) for k, v in (temple or {}).items())
    for s, c in placed:
        _put_stone(table, s, c)
    for seat, shapes in (cards or {}).items():
        row = table.face_up if game.builds_from_face_up else table.cards[seat]
        _deal_shapes(game, table, row, shapes)
    for key, tile in (tiles or {}).items():
        s = space(key)
        if s not in STARS or tile not in TILES:
            raise ValueError(f"a treasure tile ({tile!r}) goes on a star space (CHOLA-G3)")
        table.treasures[s] = tile
    if to_move is not None:
        table.to_move = to_move
    if scores is not None:
        if isinstance(scores, str) or not isinstance(scores, Sequence):
            raise ValueError(f"scores are a list of whole numbers, one per name, not {scores!r}")
        table.scores = list(scores)
    arrangement: dict[str, Any] = {
        "temple": dict(temple or {}),
        "hands": {str(k): list(v) for k, v in (hands or {}).items()},
        "cards": {str(k): list(v) for k, v in (cards or {}).items()},
        "tiles": dict(tiles or {}),
        "to_move": to_move,
    }
    extras = {
        "clear_treasures": clear_treasures,
        "wagons": {str(k): v for k, v in (wagons or {}).items()},
        "bonus": {str(k): list(v) for k, v in (bonus or {}).items()},
        "sculpture_tiles": dict(sculpture_tiles or {}),
        "sculpted": list(sculpted or ()),
        "scores": None if scores is None else list(scores),
    }
    arrangement.update({k: v for k, v in extras.items() if v})
    if wagons or bonus or sculpture_tiles or sculpted:
        if not isinstance(table, ExpertTable):
            raise ValueError(NOT_EXPERT)
        state = table.expert
        _set_wagons(state, wagons or {})
        _set_bonus(state, bonus or {})
        _set_sculpture_tiles(state, sculpture_tiles or {})
        _set_sculpted(state, table.cells, sculpted or ())
    game.set_table(table, arrangement)


# -- Basic's table ------------------------------------------------------------------------
def _set_hand(table: Table, seat: int, tokens: Sequence[str]) -> None:
    hand = table.hands[seat]
    for c in range(N_COLOURS):
        table.bag[c] += hand[c]
        hand[c] = 0
    for token in tokens:
        c = colour_index(token)
        if table.bag[c] == 0:
            raise ValueError(f"no {COLOUR_NAMES[c]} stone left in the bag")
        table.bag[c] -= 1
        hand[c] += 1


def _put_stone(table: Table, s: int, c: int) -> None:
    if table.cells[s] != EMPTY:
        raise ValueError(f"({space_name(s)}) is already built")
    if unsupported_in_order([s], table.cells) is not None:
        raise ValueError(why_unsupported(s))
    if table.bag[c] == 0:
        raise ValueError(f"no {COLOUR_NAMES[c]} stone left in the bag")
    table.bag[c] -= 1
    table.cells[s] = c
    table.treasures.pop(s, None)  # CHOLA-T1: a stone on a star takes its tile


def _deal_shapes(game: CholaGame, table: Table, row: list[int], shapes: Sequence[str]) -> None:
    """Put the cards of ``row`` back under the stack and take ``shapes`` from it instead."""
    table.stack[:0] = row
    row.clear()
    for shape in shapes:
        found = next((c for c in reversed(table.stack) if game.shape(c) == shape), None)
        if found is None:
            raise ValueError(f"no {shape} card left in the stack")
        table.stack.remove(found)
        row.append(found)


# -- the Expert state ----------------------------------------------------------------------
def _set_wagons(state: ExpertState, wagons: Wagons) -> None:
    for seat, levels in wagons.items():
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


def _set_bonus(state: ExpertState, bonus: Mapping[int, Sequence[str]]) -> None:
    for seat, keys in bonus.items():
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


def _set_sculpture_tiles(state: ExpertState, tiles: Mapping[str, str]) -> None:
    for name, token in tiles.items():
        wanted = Tile.from_token(token)
        slot = state.slot(name)
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


def _set_sculpted(state: ExpertState, cells: Sequence[int], names: Sequence[str]) -> None:
    for name in names:
        slot = state.slot(name)
        if slot is None:
            raise ValueError(slot_problem(name, state.layout))
        if any(cells[s] == EMPTY for s in slot.spaces):
            raise ValueError(f"slot {name} must be fully built before it is sculpted")
        if name not in state.sculpted:
            state.sculpted.append(name)


__all__ = ["arrange"]
