"""The variants of the Chola temple game, by the name the ``variant`` option gives them.

Each variant is its own class (:class:`~tulakit.chola.game.CholaGame` for Basic,
:class:`~tulakit.chola.solo.SoloGame`, :class:`~tulakit.chola.expert.ExpertGame`), and
this is the one place that maps a name to its class: :func:`tulakit.chola.new_game`, the
records and the boards make their games here.

>>> make_game(1, options=CholaOptions(variant="solo"), seed=3)
<CholaGame solo moves=0 You to move>
>>> type(make_game(2, options=CholaOptions(variant="expert"), seed=3)).__name__
'ExpertGame'
"""

from __future__ import annotations

from collections.abc import Sequence

from tulakit.chola.expert import ExpertGame
from tulakit.chola.game import CholaGame
from tulakit.chola.options import CholaOptions
from tulakit.chola.solo import SoloGame

#: the class that plays each value of the ``variant`` option
VARIANTS: dict[str, type[CholaGame]] = {
    CholaGame.variant: CholaGame,
    SoloGame.variant: SoloGame,
    ExpertGame.variant: ExpertGame,
}


def make_game(
    players: int,
    *,
    colours: Sequence[int | str] | None = None,
    seed: int | None = None,
    options: CholaOptions | None = None,
) -> CholaGame:
    """A new game of the variant ``options`` name (Basic without options)."""
    options = options or CholaOptions()
    return VARIANTS[options.variant](players, colours=colours, seed=seed, options=options)


__all__ = ["VARIANTS", "make_game"]
