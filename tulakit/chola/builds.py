"""Whether a card can be built, and why not, in a learner's words (CHOLA-A1, C1, G2).

This is the one explanation of a build that cannot be made: the game's errors
(:meth:`~tulakit.chola.game.CholaGame.explain_illegal`), the build steps of a board
(:mod:`tulakit.chola.turn`) and the lessons (:mod:`tulakit.chola.lessons`) all ask here.
Every function is pure: it takes the temple (``cells``, colour or ``EMPTY`` per space)
and the stones in hand (counts per colour).

>>> from tulakit.chola.board import EMPTY, N_SPACES, space
>>> cells = [EMPTY] * N_SPACES
>>> why_not_here("single", space("0,1"), cells, (1, 0, 0, 0, 0))
'no stone below (0,1)'
>>> why_not_here("pair_same", space("0,0"), cells, (1, 1, 1, 0, 0))
'it takes 2 stones of one colour from your hand, and you hold 1 brown, 1 light brown and 1 white'
>>> why_not_built(9, "single", ((space("0,1"), 2),), cells, (0, 0, 1, 0, 0))
'no stone below (0,1)'
"""

from __future__ import annotations

from collections.abc import Sequence

from tulakit.chola.board import (
    BLOCKS,
    DOMINOES,
    EMPTY,
    space_name,
    unsupported_in_order,
    why_unsupported,
)
from tulakit.chola.cards import DESCRIPTIONS, STONES, card_name, placements, shape_problem
from tulakit.chola.options import COLOUR_NAMES, N_COLOURS
from tulakit.words import stones_words

Placement = tuple[tuple[int, int], ...]


def occupied(s: int, cells: Sequence[int]) -> str | None:
    """``'(4,1) already holds a white stone'`` when space ``s`` is built, else ``None``."""
    if cells[s] == EMPTY:
        return None
    return f"({space_name(s)}) already holds a {COLOUR_NAMES[cells[s]]} stone"


def why_not_built(
    card: int, shape: str, placement: Placement, cells: Sequence[int], hand: Sequence[int]
) -> str | None:
    """Why card ``card`` (of ``shape``) cannot put ``placement`` down now, or ``None``:
    the shape (CHOLA-C1), the spaces taken, the stones in hand, then support (CHOLA-G2)."""
    problem = shape_problem(shape, placement)
    if problem is not None:
        return f"card {card_name(card)}: {problem}"
    for s, _ in placement:
        taken = occupied(s, cells)
        if taken is not None:
            return taken
    for c in range(N_COLOURS):
        need = sum(1 for _, k in placement if k == c)
        if need > hand[c]:
            return f"you hold {hand[c]} {COLOUR_NAMES[c]} stone(s) and this build needs {need}"
    bad = unsupported_in_order([s for s, _ in placement], cells)
    return None if bad is None else why_unsupported(bad)


#: the stones a card of each shape takes from a hand (CHOLA-C1): what a refusal says is
#: missing (the card's own description is said beside its name already)
HAND_NEEDS = {
    "single": "1 stone of any colour",
    "pair_same": "2 stones of one colour",
    "pair_mixed": "1 stone each of 2 colours",
    "quad_split": "2 stones each of 2 colours",
    "quad_diagonal": "2 stones each of 2 colours",
}


def _lacking(shape: str, hand: Sequence[int]) -> str:
    return f"it takes {HAND_NEEDS[shape]} from your hand, and you hold {stones_words(hand, COLOUR_NAMES)}"


def _rich(shape: str) -> tuple[int, ...]:
    """A hand with enough stones of every colour for any card of ``shape``."""
    return (STONES[shape],) * N_COLOURS


def why_not_here(shape: str, s: int, cells: Sequence[int], hand: Sequence[int]) -> str | None:
    """Why no placement of a card of ``shape`` covers space ``s`` now, or ``None`` when one
    does: the space is built, the stones in hand do not fit, there is no room round it,
    or what it would stand on is missing (CHOLA-G2)."""
    taken = occupied(s, cells)
    if taken is not None:
        return taken
    if any(s == t for p in placements(shape, cells, hand) for t, _ in p):
        return None
    if any(s == t for p in placements(shape, cells, _rich(shape)) for t, _ in p):
        return _lacking(shape, hand)
    if STONES[shape] == 1:
        groups: list[tuple[int, ...]] = [(s,)]
    else:
        pool = DOMINOES if STONES[shape] == 2 else BLOCKS
        groups = sorted((g for g in pool if s in g), key=lambda g: g[0] != s)
    if not groups:
        return f"there is no room round it for {DESCRIPTIONS[shape]}"
    for group in groups:
        if all(cells[t] == EMPTY for t in group):
            bad = unsupported_in_order(group, cells)
            if bad is not None:
                return why_unsupported(bad)
    built = [t for g in groups for t in g if cells[t] != EMPTY]
    if not built:  # every group empty and supported: a placement would have been found
        return f"there is no room for {DESCRIPTIONS[shape]}"
    return f"there is no room for {DESCRIPTIONS[shape]}: ({space_name(built[0])}) is built"


def why_card_fails(shape: str, cells: Sequence[int], hand: Sequence[int]) -> str | None:
    """Why a card of ``shape`` cannot be built anywhere now, or ``None`` when it can.

    >>> from tulakit.chola.board import EMPTY, N_SPACES
    >>> why_card_fails("pair_same", [EMPTY] * N_SPACES, (1, 1, 1, 1, 1))
    'it takes 2 stones of one colour from your hand, and you hold 1 brown, 1 light brown, 1 white, 1 grey and 1 gold'
    """
    if placements(shape, cells, hand):
        return None
    if not placements(shape, cells, _rich(shape)):
        return f"no empty, supported room is left for {DESCRIPTIONS[shape]}"
    return _lacking(shape, hand)


__all__ = ["occupied", "why_card_fails", "why_not_built", "why_not_here"]
