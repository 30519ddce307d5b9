"""The Tulaga board's share link: the parameters that name a Tulaga game (read back by
:meth:`tulakit.widgets.tulaga_board.TulagaBoard.from_query`); what every game shares is in
:mod:`tulakit.widgets.share`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tulakit.tulaga.levels import LEVELS
from tulakit.widgets.address_table import Choice, Entry, Number, Text
from tulakit.widgets.page import MAX_SEED
from tulakit.widgets.share import ShareLink, share_link

if TYPE_CHECKING:
    from tulakit.tulaga.game import TulagaGame

#: who the person plays: ``"human"`` (two people at one screen) or a bot level's key
OPPONENTS = ("human", *(level.key for level in LEVELS))

#: what a Tulaga page's address may say, read in this order (``TulagaBoard.from_query``)
TULAGA_ADDRESS: tuple[Entry, ...] = (
    # a link from before the levels had names (?bot=strong) opens the level it became
    Choice("bot", OPPONENTS, "human", "you play hotseat",
           aliases={old: level.key for level in LEVELS for old in level.old_names}),
    Choice("colour", ("black", "white"), "black", "you play Black"),
    Number("ranks", 6, 4, 6, what="4, 5 or 6 rank stones", instead="6 are used"),
    Number("seed", 0, 0, MAX_SEED, what="a seed for the bot", instead="the bot uses seed 0"),
    Text("position"),  # a name from DEMO_POSITIONS
    Text("moves"),  # turns separated by ";" (what the Share link gives)
)  # fmt: skip


def tulaga_link(
    game: TulagaGame, *, opponent: str = "human", human: int = 0, seed: int = 0
) -> ShareLink:
    """The link that reopens a Tulaga game (read back by ``TulagaBoard.from_query``).

    Turns are separated by ``;`` because perimeter claims contain commas.

    >>> from tulakit.tulaga.game import TulagaGame
    >>> game = TulagaGame(rank_stones=4)
    >>> _ = game.play("e5"), game.play("d4")
    >>> tulaga_link(game, opponent="casual", human=1, seed=3).query
    '?bot=casual&colour=white&seed=3&ranks=4&moves=e5;d4'
    """
    params: dict[str, object] = {
        "bot": opponent,
        "colour": None if opponent == "human" else ("black", "white")[human],
        "seed": seed if opponent != "human" else None,
        "ranks": game.options.rank_stones,
    }
    return share_link(params, [str(m) for m in game.moves], separator=";")


__all__ = ["OPPONENTS", "TULAGA_ADDRESS", "tulaga_link"]
