"""Nim's share link and its page address, from the generic pieces only: the address table
(:mod:`tulakit.widgets.address_table`), the link maker and the replay of a link's moves
(:mod:`tulakit.widgets.share`), and the one reader of a page's address
(:class:`~tulakit.widgets.page.QueryReader`).

A Nim game is named by the seed its heaps were drawn from and its moves:
``?seed=7&moves=b3,a1``. Opening that address replays the moves on the same heaps; a bad
value falls back to a new game, and the status line says so.

>>> from example_game.nim import new_game
>>> game = new_game(seed=1)
>>> _ = game.play("c7"), game.play("a1")
>>> nim_link(game).query
'?seed=1&moves=c7,a1'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from example_game.nim import NimGame, new_game
from tulakit.widgets.address_table import Entry, Number, Text, read_address
from tulakit.widgets.page import MAX_SEED, QueryReader
from tulakit.widgets.share import ShareLink, replay_prefix, share_link

if TYPE_CHECKING:
    from example_game.nim_board import NimBoard

BoardT = TypeVar("BoardT", bound="NimBoard")

#: what a Nim page's address may say, read in this order (``NimBoard.from_query``)
NIM_ADDRESS: tuple[Entry, ...] = (
    Number("seed", -1, 0, MAX_SEED, what="a seed", instead="new heaps were drawn"),
    Text("moves"),  # moves in notation separated by commas (what the Share link gives)
)


def nim_link(game: NimGame) -> ShareLink:
    """The link that reopens a Nim game (read back by :func:`board_from_address`).

    Only heaps drawn from a seed can be rebuilt from it (a record may hold any heaps):

    >>> nim_link(NimGame((1, 2, 3))).note
    'These heaps were not drawn from a seed, so no link can rebuild them; use Download record to keep the game'
    """
    if game.seed is None or new_game(game.seed).start != game.start:
        return ShareLink(
            "",
            False,
            "These heaps were not drawn from a seed, so no link can rebuild them; use "
            "Download record to keep the game",
        )
    return share_link({"seed": game.seed}, [str(m) for m in game.moves], separator=",")


def board_from_address(cls: type[BoardT], **kwargs: Any) -> BoardT:
    """A ``cls`` board set up from the page's address: ``seed`` (the heaps; new ones when
    absent or bad) and ``moves`` (replayed up to the first that is not legal). Keyword
    arguments go to the constructor.

    >>> from tulakit.widgets.page import set_page_address
    >>> from example_game.nim_board import NimBoard
    >>> set_page_address("seed=1&moves=c7,c1,a1")
    >>> board = board_from_address(NimBoard)
    >>> board.game.heaps, board.status.split(";")[0]
    ((2, 5, 0), '(Move 2 of the given moves (c1) was not played: heap c is empty')
    >>> set_page_address(None)
    """
    reader = QueryReader()
    got = read_address(reader, NIM_ADDRESS)
    seed = got.number("seed")
    game = new_game(seed if seed >= 0 else None)
    moves = [move for move in (got.text("moves") or "").split(",") if move.strip()]
    if moves and seed < 0:
        reader.note("the moves were not replayed, since the address gives no seed for their heaps")
        moves = []
    replay_prefix(game, moves, reader.note)  # the longest legal prefix
    board = cls(game, **kwargs)
    board.opened_from_address(reader.message(), shared=bool(moves))
    return board


__all__ = ["NIM_ADDRESS", "board_from_address", "nim_link"]
