"""The Tulaga board's share link: the parameters that name a Tulaga game (read back by
:meth:`tulakit.widgets.tulaga_board.TulagaBoard.from_query`); what every game shares is in
:mod:`tulakit.widgets.share`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tulakit.tulaga.levels import LEVELS, level_named
from tulakit.widgets.address_table import Address, Choice, Entry, Number, Text
from tulakit.widgets.page import MAX_SEED
from tulakit.widgets.share import ShareLink, share_link

if TYPE_CHECKING:
    from tulakit.tulaga.game import TulagaGame

#: who the person plays: ``"human"`` (two people at one screen) or a bot level's key
OPPONENTS = ("human", *(level.key for level in LEVELS))

#: the opponent of a new game on the quick-play page: the index promises "you against a
#: bot", so one is ready (the tutorial's full game plays the same level); ``?bot=human``
#: or the Opponent menu makes it two players at one screen
DEFAULT_OPPONENT = "casual"


def opponent_key(name: str) -> str:
    """The opponent ``name`` means: ``"human"``, a level's key, or the level an old bot
    name opens (``"strong"`` is Expert, so old links keep their opponent).

    >>> opponent_key("strong"), opponent_key("club"), opponent_key("human")
    ('expert', 'club', 'human')
    """
    return name if name == "human" else level_named(name).key


def _shown(got: Address) -> bool:
    """Whether the address opens a given game (a demo position, or moves from a link)."""
    return got.text("position") is not None or got.text("moves") is not None


def default_opponent(got: Address) -> str:
    """Who a page's person plays when its address names no one: a bot for a new game;
    for a position or a game from a link (older than the bot in links), two people at one
    screen, as these addresses always opened."""
    return "human" if _shown(got) else DEFAULT_OPPONENT


def _default_words(got: Address) -> str:
    if _shown(got):
        return "you play hotseat"
    return f"you play against the {level_named(DEFAULT_OPPONENT).title} bot"


#: what a Tulaga page's address may say, read in this order (``TulagaBoard.from_query``)
TULAGA_ADDRESS: tuple[Entry, ...] = (
    Text("position"),  # a name from DEMO_POSITIONS
    Text("moves"),  # turns separated by ";" (what the Share link gives)
    # a link from before the levels had names (?bot=strong) opens the level it became
    Choice("bot", OPPONENTS, default_opponent, _default_words,
           aliases={old: level.key for level in LEVELS for old in level.old_names}),
    Choice("colour", ("black", "white"), "black", "you play Black"),
    Number("ranks", 6, 4, 6, what="4, 5 or 6 rank stones", instead="6 are used"),
    Number("seed", 0, 0, MAX_SEED, what="a seed for the bot", instead="the bot uses seed 0"),
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


__all__ = [
    "DEFAULT_OPPONENT",
    "OPPONENTS",
    "TULAGA_ADDRESS",
    "default_opponent",
    "opponent_key",
    "tulaga_link",
]
