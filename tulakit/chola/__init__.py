"""The Chola temple game (Mad4Fun Games, 2022): Basic, Solo and Expert rules, records, bots.

The board, cards and treasure tiles are reconstructions (the rulebook's pictures are
lost): see the rulings CHOLA-G1..SO2.

>>> from tulakit import chola
>>> game = chola.new_game(players=2, seed=1)
>>> game.play("draw stack")
Draw(up=None)
>>> chola.load(game.to_json()).cards(0) == game.cards(0)
True
>>> solo = chola.new_game(variant="solo", seed=2, solo_head_start=120)
>>> solo.scores
(0, 120)
>>> expert = chola.new_game(players=3, variant="expert", seed=4, sculpture_layout="A")
>>> len(expert.slots), expert.wagon(0)
(41, (0, 0, 0, 0, 0))
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal, overload

from tulakit.chola.board import space, space_name
from tulakit.chola.bonus import BonusCard, HeldBonus
from tulakit.chola.expert import ExpertGame
from tulakit.chola.game import CholaGame, PlayerView, Report
from tulakit.chola.game_review import review
from tulakit.chola.moves import Again, Build, CholaMove, Draw, Pick, Replace, Sculpt
from tulakit.chola.options import COLOUR_NAMES, COLOUR_TOKENS, CholaOptions
from tulakit.chola.positions import arrange
from tulakit.chola.record import load
from tulakit.chola.sculptures import Slot, Tile
from tulakit.chola.solo import SoloGame
from tulakit.chola.variants import make_game
from tulakit.errors import IllegalMoveError, NotationError, OptionError, RecordError


# The Expert variant's game has the wagons, sculptures and bonus cards: callers that ask
# for it by name get an ExpertGame's type, without a cast.
@overload
def new_game(
    players: int | None,
    variant: Literal["expert"],
    seed: int | None = None,
    *,
    colours: Sequence[int | str] | None = None,
    **options: Any,
) -> ExpertGame: ...
@overload
def new_game(
    players: int | None = None,
    *,
    variant: Literal["expert"],
    seed: int | None = None,
    colours: Sequence[int | str] | None = None,
    **options: Any,
) -> ExpertGame: ...
@overload
def new_game(
    players: int | None = None,
    variant: str = "basic",
    seed: int | None = None,
    *,
    colours: Sequence[int | str] | None = None,
    **options: Any,
) -> CholaGame: ...
def new_game(
    players: int | None = None,
    variant: str = "basic",
    seed: int | None = None,
    *,
    colours: Sequence[int | str] | None = None,
    **options: Any,
) -> CholaGame:
    """A new game: Basic for 2-5 ``players`` (default 2), ``variant="expert"`` (2-5, with
    wagons, sculptures and bonus cards, CHOLA-W1..E3: an :class:`ExpertGame`) or
    ``variant="solo"`` (1 player: a :class:`SoloGame`).

    ``options`` are the named options of :class:`CholaOptions` (e.g. ``treasures="double"``).
    Without a seed one is drawn and kept, so the record still replays.
    """
    if players is None:
        players = 1 if variant == "solo" else 2
    unknown = sorted(set(options) - set(CholaOptions.names()))
    if unknown:
        raise OptionError(
            f"{unknown[0]!r} is not an option of the Chola temple game: the options are "
            f"{', '.join(name for name in CholaOptions.names() if name != 'variant')}"
        )
    return make_game(
        players, colours=colours, seed=seed, options=CholaOptions(variant=variant, **options)
    )


__all__ = [
    "COLOUR_NAMES",
    "COLOUR_TOKENS",
    "Again",
    "BonusCard",
    "Build",
    "CholaGame",
    "CholaMove",
    "CholaOptions",
    "Draw",
    "ExpertGame",
    "HeldBonus",
    "IllegalMoveError",
    "NotationError",
    "OptionError",
    "Pick",
    "PlayerView",
    "RecordError",
    "Replace",
    "Report",
    "Sculpt",
    "Slot",
    "SoloGame",
    "Tile",
    "arrange",
    "load",
    "new_game",
    "review",
    "space",
    "space_name",
]
