"""The Tula board's share link: the parameters that name a Tula game (read back by
:meth:`tulakit.widgets.tula_board.TulaBoard.from_query`); what every game shares is in
:mod:`tulakit.widgets.share`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tulakit.widgets.address_table import Entry, Number, Switch, Text
from tulakit.widgets.page import MAX_SEED
from tulakit.widgets.share import ShareLink, share_link

if TYPE_CHECKING:
    from tulakit.tula.game import TulaGame

#: what a Tula page's address may say, read in this order (``TulaBoard.from_query``)
TULA_ADDRESS: tuple[Entry, ...] = (
    Number("seed", -1, 0, MAX_SEED, what="a seed", instead="a random deal was used"),
    Switch("daily", False),  # the deal of the day
    Switch("auto_reveal", True),  # TULA-9 suggests it for quick play
    Switch("legal", False),
    Switch("mercy", True),  # TULA-7
    # a visitor with no seed is never dealt a game that cannot be won
    Switch("winnable", lambda got: got.number("seed") < 0),
    Text("moves"),
)


def tula_link(game: TulaGame, *, legal: bool = False) -> ShareLink:
    """The link that reopens a Tula game (read back by ``TulaBoard.from_query``).

    The deal is named by its seed, plus ``winnable=1`` when it is the seed's winnable deal
    (which also depends on mercy, TULA-7); ``auto_reveal`` (TULA-9) is always given since
    it changes which moves are recorded.

    >>> from tulakit.tula import new_game
    >>> game = new_game(seed=7)
    >>> game.play_all(["R23", "T23"])
    >>> tula_link(game).query
    '?seed=7&auto_reveal=0&moves=R23,T23'
    >>> tula_link(new_game(seed=3, winnable=True, auto_reveal=True, mercy=False)).query
    '?seed=3&winnable=1&auto_reveal=1&mercy=0'
    """
    deal = _tula_deal_params(game)
    if deal is None:
        return ShareLink(
            "",
            False,
            "This deal was not made from a seed, so no link can rebuild it; use Download "
            "record to keep the game",
        )
    params: dict[str, object] = {
        "seed": game.seed,
        **deal,
        "auto_reveal": int(game.options.auto_reveal),
        "mercy": None if game.options.mercy else 0,
        "legal": 1 if legal else None,
    }
    return share_link(params, [str(m) for m in game.moves], separator=",")


def _tula_deal_params(game: TulaGame) -> dict[str, object] | None:
    """``{}`` for the seed's shuffled deal, ``{"winnable": 1}`` for its winnable deal."""
    from tulakit.tula.tiles import shuffled_deal

    seed = game.seed
    if not isinstance(seed, int) or seed < 0:
        return None
    if tuple(game.deal) == tuple(shuffled_deal(seed)):
        return {}
    from tulakit.tula.solver import winnable_deal  # fast: about a millisecond a seed

    if tuple(winnable_deal(seed, mercy=game.options.mercy)) == tuple(game.deal):
        return {"winnable": 1}
    return None


__all__ = ["TULA_ADDRESS", "tula_link"]
