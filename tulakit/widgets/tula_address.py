"""A Tula board opened from its page's address: the deal, its options, a shared game.

The Tula play page reads its address (Voila's query string) here, through the one reader
of the pages (:class:`~tulakit.widgets.page.QueryReader`) and the Tula address table
(:data:`~tulakit.widgets.tula_share.TULA_ADDRESS`, beside the link that writes it). A
value that cannot be used is replaced by the default, and the status line says so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from tulakit.widgets.address_table import read_address
from tulakit.widgets.page import QueryReader
from tulakit.widgets.tula_daily import daily_seed, daily_words
from tulakit.widgets.tula_share import TULA_ADDRESS

if TYPE_CHECKING:
    from tulakit.widgets.tula_board import TulaBoard

BoardT = TypeVar("BoardT", bound="TulaBoard")


def board_from_address(cls: type[BoardT], **kwargs: object) -> BoardT:
    """A quick-play ``cls`` board set up from the page's URL (Voila), e.g. ``?seed=42``.

    ``seed`` (0 or more; random when absent or bad), ``daily`` (1: the deal of the day,
    the same for everyone on a date, and winnable), ``auto_reveal`` (0 or 1, on by
    default in quick play as TULA-9 suggests), ``legal`` (0 or 1, highlight legal
    moves), ``mercy`` (0 or 1, TULA-7, on by default), ``winnable`` (0 or 1: deal
    only deals the solver proves winnable; on by default when no seed is given, so a
    visitor is never dealt a game that cannot be won, unless ``winnable=0``) and
    ``moves`` (moves in notation separated by commas, replayed on the deal: what the
    Share link gives). Keyword arguments go to the constructor. Bad values fall back
    to the defaults and the status line says so in words, never with a traceback.

    >>> import os
    >>> os.environ["QUERY_STRING"] = "seed=7&auto_reveal=0&moves=R23,T23,R5"
    >>> from tulakit.widgets.tula_board import TulaBoard
    >>> board = board_from_address(TulaBoard)
    >>> len(board.game.moves), board.status.split(":")[0]
    (2, '(Move 3 of the address (R5) was not played')
    >>> del os.environ["QUERY_STRING"]
    """
    reader = QueryReader()
    got = read_address(reader, TULA_ADDRESS)
    seed, daily = got.number("seed"), got.switch("daily")
    if daily:
        seed = daily_seed()
    options: dict[str, Any] = {
        "seed": seed if seed >= 0 else None,
        "auto_reveal": got.switch("auto_reveal"),
        "highlight_legal": got.switch("legal"),
        "mercy": got.switch("mercy"),
        "winnable": daily or got.switch("winnable"),
    }
    options.update(kwargs)
    board = cls(**options)
    tokens = [t for t in (got.text("moves") or "").replace(" ", ",").split(",") if t]
    if tokens and seed < 0 and "game" not in kwargs and "seed" not in kwargs:
        reader.note("the moves were not replayed, since the address gives no seed for their deal")
    elif tokens:
        board.replay(tokens, reader.note)
    if daily:
        board.say(f"{daily_words(seed)} {board.status}")
    elif options["winnable"] and not tokens:
        board.say(f"A deal the solver has proved winnable. {board.status}")
    board.opened_from_address(reader.message())
    return board


__all__ = ["board_from_address"]
