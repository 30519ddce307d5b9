"""The Tulaga board's share link: the parameters that name a Tulaga game (read back by
:meth:`tulakit.widgets.tulaga_board.TulagaBoard.from_query`); what every game shares is in
:mod:`tulakit.widgets.share`."""

from __future__ import annotations

from typing import Any

from tulakit.widgets.share import ShareLink, share_link


def tulaga_link(game: Any, *, opponent: str = "human", human: int = 0, seed: int = 0) -> ShareLink:
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


__all__ = ["tulaga_link"]
