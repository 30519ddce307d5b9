"""Where to look, for an exercise's hint: the rows and spaces a build's score comes from,
named without a number of points, so a hint points the way and leaves the sum to the
learner (as the Tula and Tulaga hints name a layer or a rank).

>>> from tulakit.chola.lessons import prediction_position
>>> game, build = prediction_position("merge")
>>> build_where(game, build)
'Look at rows 0 and 1, around (3,0): which stones of the same colour touch the new one, on each side?'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tulakit.chola.board import COORDS, STAR_SET, space_name
from tulakit.words import and_list

if TYPE_CHECKING:
    from tulakit.chola.game import CholaGame
    from tulakit.chola.moves import Build


def rows_words(rows: list[int]) -> str:
    """Rows of the temple in words, bottom first.

    >>> rows_words([0]), rows_words([1, 2]), rows_words([0, 1, 2, 3])
    ('row 0', 'rows 1 and 2', 'rows 0 to 3')
    """
    if len(rows) == 1:
        return f"row {rows[0]}"
    if len(rows) == 2:
        return f"rows {rows[0]} and {rows[1]}"
    return f"rows {rows[0]} to {rows[-1]}"


def build_where(game: CholaGame, build: Build, *, count_hidden: bool = False) -> str:
    """One sentence: the rows holding the build's stones and the same-colour stones they
    touch once it is down (CHOLA-P1), the spaces it covers, and a star it covers
    (CHOLA-T1). ``count_hidden`` takes in the stones under sculptures too (CHOLA-X3),
    so the hint also points at them."""
    after = list(game.cells)
    for s, c in build.placement:
        after[s] = c
    hidden = frozenset() if count_hidden else game.hidden
    placed = {s for s, _ in build.placement}
    spaces = set(placed)
    for s in placed:
        for _axis, group in game.scorer.patterns_through(s, after, hidden):
            spaces |= group
    rows = sorted({COORDS[s][1] for s in spaces})
    new = and_list(f"({space_name(s)})" for s in sorted(placed))
    one = len(placed) == 1
    text = (
        f"Look at {rows_words(rows)}, around {new}: which stones of the same colour touch the "
        f"new {'one' if one else 'ones'}, on each side?"
    )
    stars = [s for s in sorted(placed) if s in STAR_SET]
    for s in stars:
        if s in game.treasures:
            text += f" ({space_name(s)}) is a star: read its treasure tile (CHOLA-T1)."
        elif game.options.treasures == "double":
            text += f" ({space_name(s)}) is a star, with Double Treasure in play (CHOLA-T2)."
    return text


__all__ = ["build_where", "rows_words"]
