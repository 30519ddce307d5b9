"""Build cards: shapes, decks and every legal placement (CHOLA-C1, C2, G2; a reconstruction).

A placement is a tuple of ``(space, colour)`` pairs sorted by space. Every position,
rotation and reflection of a card's shape is tried; for the two-colour shapes each
colour may take either role, which covers the reflections.

>>> deck_shapes("proposed60").count("single"), len(deck_shapes("even50"))
(14, 50)
>>> len(deck_shapes("calibrated80")), deck_shapes("calibrated80").count("single")
(80, 30)
>>> card_name(17), card_number("c17")
('c17', 17)
>>> from tulakit.chola.board import EMPTY, N_SPACES, space
>>> empty = [EMPTY] * N_SPACES
>>> len(placements("pair_same", empty, [2, 0, 0, 0, 0]))  # 10 flat on row 0, 12 upright
22
>>> shape_problem("pair_mixed", ((space("3,0"), 2), (space("4,0"), 2)))
'the two stones of a mixed pair must be of different colours'
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tulakit.chola.board import BLOCKS, DOMINOES, EMPTY, N_SPACES, SUPPORT, unsupported_in_order
from tulakit.chola.options import N_COLOURS
from tulakit.errors import NotationError
from tulakit.words import quoted

Placement = tuple[tuple[int, int], ...]

#: CHOLA-C1: the five shapes, with the number of stones each places
SHAPES: tuple[str, ...] = ("single", "pair_same", "pair_mixed", "quad_split", "quad_diagonal")
STONES: dict[str, int] = {
    "single": 1,
    "pair_same": 2,
    "pair_mixed": 2,
    "quad_split": 4,
    "quad_diagonal": 4,
}
#: each shape's name as players say it (the keys are for records and options)
SHAPE_NAMES: dict[str, str] = {
    "single": "single",
    "pair_same": "same-colour pair",
    "pair_mixed": "mixed pair",
    "quad_split": "split square",
    "quad_diagonal": "diagonal square",
}
DESCRIPTIONS: dict[str, str] = {
    "single": "one stone of any colour",
    "pair_same": "two side-by-side stones of one colour",
    "pair_mixed": "two side-by-side stones of two different colours",
    "quad_split": "a 2x2 square: two stones of one colour side by side, two of another",
    "quad_diagonal": "a 2x2 square: one colour on each diagonal",
}
#: CHOLA-C2, C3: cards of each shape in each deck. ``calibrated80`` (CHOLA-C3, the
#: default) was chosen by measuring bot games (bench/bench_chola_deck.py): with it games
#: run until the temple is nearly built instead of stalling half-way.
DECKS: dict[str, dict[str, int]] = {
    "calibrated80": {
        "single": 30,
        "pair_same": 20,
        "pair_mixed": 20,
        "quad_split": 5,
        "quad_diagonal": 5,
    },
    "proposed60": {
        "single": 14,
        "pair_same": 16,
        "pair_mixed": 16,
        "quad_split": 7,
        "quad_diagonal": 7,
    },
    "even50": dict.fromkeys(SHAPES, 10),
}
_DOMINO_SET = frozenset(DOMINOES)
_BLOCK_SET = frozenset(BLOCKS)
# at most four digits: a longer number is no card, and int() of thousands of digits fails
_CARD = re.compile(r"c([1-9]\d{0,3})")


def deck_shapes(deck: str) -> tuple[str, ...]:
    """The shape of every card of a deck: card ``cN`` is entry ``N - 1``."""
    return tuple(shape for shape in SHAPES for _ in range(DECKS[deck][shape]))


def card_name(number: int) -> str:
    """``'c17'`` for card 17."""
    return f"c{number}"


def card_number(text: str) -> int:
    """The number of a card token such as ``'c17'``."""
    found = _CARD.fullmatch(text) if isinstance(text, str) else None
    if found is None:
        raise NotationError(f"{quoted(text)} is not a card: write 'c' and its number, e.g. 'c17'")
    return int(found.group(1))


def _supported_now(s: int, cells: Sequence[int]) -> bool:
    held_by = SUPPORT[s]
    return not held_by or any(cells[h] != EMPTY for h in held_by)


def _pairs_fit(spaces: Sequence[int], cells: Sequence[int]) -> bool:
    for s in spaces:
        if cells[s] != EMPTY:
            return False
    # quick accept: the lowest spaces already supported means the rest follows from them
    return unsupported_in_order(spaces, cells) is None


def fitting_spaces(shape: str, cells: Sequence[int]) -> list[tuple[int, ...]]:
    """Every group of spaces the shape can cover now (empty and obeying CHOLA-G2)."""
    if shape == "single":
        return [(s,) for s in range(N_SPACES) if cells[s] == EMPTY and _supported_now(s, cells)]
    if STONES[shape] == 2:
        return [d for d in DOMINOES if _pairs_fit(d, cells)]
    return [b for b in BLOCKS if _pairs_fit(b, cells)]


def _colour_roles(shape: str, hand: Sequence[int]) -> list[tuple[int, ...]]:
    """The colours that may fill the shape's roles (single/same: one; the rest: two)."""
    if shape == "single":
        return [(c,) for c in range(N_COLOURS) if hand[c] >= 1]
    if shape == "pair_same":
        return [(c,) for c in range(N_COLOURS) if hand[c] >= 2]
    need = 1 if shape == "pair_mixed" else 2
    return [
        (a, b)
        for a in range(N_COLOURS)
        for b in range(N_COLOURS)
        if a != b and hand[a] >= need and hand[b] >= need
    ]


def placements(shape: str, cells: Sequence[int], hand: Sequence[int]) -> list[Placement]:
    """Every legal placement of a card of ``shape`` with the stones in ``hand`` (counts)."""
    roles = _colour_roles(shape, hand)
    if not roles:
        return []
    out: list[Placement] = []
    for spaces in fitting_spaces(shape, cells):
        if shape == "single" or shape == "pair_same":
            out.extend(tuple((s, r[0]) for s in spaces) for r in roles)
        elif shape == "pair_mixed":
            i, j = spaces
            out.extend(((i, a), (j, b)) for a, b in roles)
        elif shape == "quad_split":
            bl, br, tl, tr = spaces
            for x, y in roles:
                out.append(((bl, x), (br, x), (tl, y), (tr, y)))  # rows
                out.append(((bl, x), (br, y), (tl, x), (tr, y)))  # columns
        else:
            bl, br, tl, tr = spaces
            out.extend(((bl, x), (br, y), (tl, y), (tr, x)) for x, y in roles)
    return out


def shape_problem(shape: str, placement: Placement) -> str | None:
    """Why ``placement`` (sorted by space) is not the card's shape, or ``None`` (CHOLA-C1)."""
    need = STONES[shape]
    if len(placement) != need:
        stones = "1 stone" if need == 1 else f"{need} stones"
        return f"a {SHAPE_NAMES[shape]} card places {stones}, not {len(placement)}"
    spaces = tuple(s for s, _ in placement)
    colours = [c for _, c in placement]
    if len(set(spaces)) != len(spaces):
        return "each space may be named only once"
    if need == 2 and spaces not in _DOMINO_SET:
        return "the two stones must be side by side (next to each other in a row or a column)"
    if need == 4 and spaces not in _BLOCK_SET:
        return "the four stones must fill a 2x2 square"
    if shape == "pair_same" and colours[0] != colours[1]:
        return f"both stones of a {SHAPE_NAMES[shape]} must be one colour"
    if shape == "pair_mixed" and colours[0] == colours[1]:
        return f"the two stones of a {SHAPE_NAMES[shape]} must be of different colours"
    if need == 4:
        bl, br, tl, tr = colours
        if len(set(colours)) != 2:
            return f"a {SHAPE_NAMES[shape]} card needs exactly two colours, two stones of each"
        if shape == "quad_split" and not ((bl == br and tl == tr) or (bl == tl and br == tr)):
            return "each colour's two stones must be side by side, not on a diagonal"
        if shape == "quad_diagonal" and not (bl == tr and br == tl):
            return "each colour must fill one diagonal of the square"
    return None
