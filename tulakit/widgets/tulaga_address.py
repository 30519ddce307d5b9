"""A Tulaga board opened from its page's address: the players, a prepared position, a shared game.

The Tulaga play page reads its address (Voila's query string) here, through the one
reader of the pages (:class:`~tulakit.widgets.page.QueryReader`) and the Tulaga address
table (:data:`~tulakit.widgets.tulaga_share.TULAGA_ADDRESS`, beside the link that writes
it). A value that cannot be used is replaced by the default, and the status line says so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from tulakit.tulaga.game import TulagaGame
from tulakit.tulaga.options import TulagaOptions
from tulakit.tulaga.positions import RANK_ROW_TURNS, SEVERAL_TURNS, turn_order
from tulakit.widgets.address_table import read_address
from tulakit.widgets.page import QueryReader, echo
from tulakit.widgets.share import replay_prefix
from tulakit.widgets.tulaga_share import TULAGA_ADDRESS
from tulakit.words import and_list

if TYPE_CHECKING:
    from tulakit.widgets.tulaga_board import TulagaBoard

BoardT = TypeVar("BoardT", bound="TulagaBoard")

#: prepared positions for the play page (``?position=``) and for teaching: turns by notation
DEMO_POSITIONS: dict[str, tuple[str, ...]] = {
    # Black to move: e5 completes the row a5-e5; reaping north from c5 takes c7 and c8
    "demo-row": turn_order(*RANK_ROW_TURNS),
    # Black to move: e5 makes the row a5-e5 and three perimeters (around d6, e6 and f6)
    "demo-double": turn_order(*SEVERAL_TURNS),
}


def parse_turns(text: str) -> list[str]:
    """Turns from a query value: separated by ``;`` (commas belong to perimeter claims).

    >>> parse_turns("a5; b5 ;;e5 =a5-e5@c5 >N")
    ['a5', 'b5', 'e5 =a5-e5@c5 >N']
    """
    return [turn.strip() for turn in text.split(";") if turn.strip()]


def board_from_address(cls: type[BoardT], **kwargs: Any) -> BoardT:
    """A ``cls`` board set up from the page's URL (Voila), e.g. ``?bot=greedy&colour=white``.

    ``bot`` (human or a level: beginner, casual, club, expert, master; the old names random,
    greedy and strong open beginner, casual and expert; default :data:`~tulakit.widgets.tulaga_share.DEFAULT_OPPONENT`
    for a new game, human for a ``position`` or ``moves``), ``colour`` (the person's
    side against a bot: black or white), ``seed`` (the bot's seed), ``ranks`` (4, 5 or
    6 rank stones each), and a starting position: ``position`` (a name from
    :data:`DEMO_POSITIONS`) or ``moves`` (turns in notation separated by ``;``: what
    the Share link gives). Keyword arguments go to the constructor. Bad values fall back
    to the defaults, and the status line says so in words, never with a traceback.

    >>> import os
    >>> os.environ["QUERY_STRING"] = "position=demo-row&ranks=9"
    >>> from tulakit.widgets.tulaga_board import TulagaBoard
    >>> board = board_from_address(TulagaBoard)
    >>> board.opponent, len(board.game.moves), board.game.rank_stones
    ('human', 8, 6)
    >>> board.status.split(".")[0]
    "('9' is not 4, 5 or 6 rank stones, so 6 are used (ranks: a whole number from 4 to 6)"
    >>> del os.environ["QUERY_STRING"]
    """
    reader = QueryReader()
    got = read_address(reader, TULAGA_ADDRESS)
    ranks = got.number("ranks")
    game = TulagaGame(options=TulagaOptions(rank_stones=ranks))
    turns: list[str] = []
    position, moves = got.text("position"), got.text("moves")
    if position is not None:
        turns = list(DEMO_POSITIONS.get(position.strip().lower(), ()))  # in any case
        if not turns:
            known = and_list(DEMO_POSITIONS, last="or")
            reader.note(f"unknown position {echo(position)}: use {known}; starting empty")
    elif moves is not None:
        turns = parse_turns(moves)
    replay_prefix(game, turns, reader.note, what="turn")  # the longest legal prefix
    options: dict[str, Any] = {
        "game": game,
        "opponent": got.choice("bot"),
        "human": 0 if got.choice("colour") == "black" else 1,
        "seed": got.number("seed"),
    }
    options.update(kwargs)
    board = cls(**options)
    board.opened_from_address(reader.message(), shared=bool(turns))
    return board


__all__ = ["DEMO_POSITIONS", "board_from_address", "parse_turns"]
