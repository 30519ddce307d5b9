"""The prepared positions of the Tulaga tutorial, each built by playing turns in notation.

One position per lesson of ``notebooks/tulaga.ipynb`` (the quizzes of
:mod:`tulakit.tulaga.lessons` and the play page's demos start from them); the comments say
what each one shows. Everything is played through the rules engine, so a position that
broke a rule would fail to build.

>>> game = rank_row_position()
>>> str(game.play(RANK_ROW_PLACE + " =a5-e5@c5")), game.rank_pile
('e5 =a5-e5@c5', (5, 6))
"""

from __future__ import annotations

from itertools import zip_longest

from tulakit.tulaga.game import TulagaGame
from tulakit.tulaga.moves import Claim, TulagaMove


def turn_order(black: str, white: str) -> tuple[str, ...]:
    """Black's and White's turns (each side's separated by ``;``) in the order played.

    Black moves first (TULAGA-2), so Black has as many turns as White or one more.

    >>> turn_order("e5; c3", "d4")
    ('e5', 'd4', 'c3')
    """
    b = [t.strip() for t in black.split(";") if t.strip()]
    w = [t.strip() for t in white.split(";") if t.strip()]
    if len(b) not in (len(w), len(w) + 1):
        raise ValueError("Black moves first, then turns alternate (TULAGA-2)")
    return tuple(turn for pair in zip_longest(b, w, fillvalue="") for turn in pair if turn)


def prepared(black: str, white: str, *, rank_stones: int = 6) -> TulagaGame:
    """A new game with Black's and White's turns played (see :func:`turn_order`).

    >>> game = prepared("e5; c3", "d4; f6")
    >>> game.to_move, game.simple_pile
    (0, (10, 10))
    """
    game = TulagaGame(rank_stones=rank_stones)
    game.play_all(list(turn_order(black, white)))
    return game


#: the first lesson: a stone each, Black to move
BOARD_TURNS = ("e5", "d4")
#: points the naming exercise asks for, one after the other (TULAGA-1)
NAMING_TARGETS = ("c7", "g2", "i9")

#: a row lesson: Black's c5-f5 is blocked by White on b5 and ends at g5; the row b2-f2
#: would count a black rank stone (which never counts, TULAGA-4)
ROW_TURNS = (
    "a1; a2; a3; b1 =b2(a1,a2,a3,b1); c2; d2; e2; c5; d5; e5; f5",
    "b5; h8; h9; g8; c8; e8; i4; a7; i2; f8; h7",
)
#: a perimeter lesson: d5 or e7 rings d6; f2, g2, h2 would ring g3, but White holds it
PERIMETER_TURNS = ("c5; e5; d7; f2; g2; h2", "c6; e6; c7; g3; a9; i9")
#: the row of the rank-stone lesson (also the play page's ``demo-row``): e5 completes a5-e5
RANK_ROW_TURNS = ("a5; b5; c5; d5", "c7; c8; h1; h2")
RANK_ROW_PLACE = "e5"
#: the perimeter of the rank-stone lesson: d5 completes the perimeter around d6
RANK_PERIMETER_PLACE = "d5"
#: the reaping lesson: c6 completes the perimeter around d5, then which way to reap?
REAP_TURNS = (
    "c4; d4; e4; d8; a1; i1; a9; i9; f1",
    "g4; g5; h4; i4 =h5(g4,g5,h4,i4); d7; d9; f5; i5; d2",
)
REAP_PLACE = "c6"
REAP_CLAIM = "=d5(c4,c6,d4,e4)"
#: several Tulagas at once (also the play page's ``demo-double``): e5 makes four
SEVERAL_TURNS = ("a5; b5; c5; d5; e7; f7; g7", "c7; c8; h1; h2; h3; d2; a9")
SEVERAL_PLACE = "e5"
#: the winning lessons use 4 rank stones each; both sides have claimed twice already
WIN_RANKS = 4
_WIN_PREFIX = (
    "a1; a2; a3; b1 =b2(a1,a2,a3,b1); a7; a8; a9; b9 =b8(a7,a8,a9,b9)",
    "g4; g5; h4; i4 =h5(g4,g5,h4,i4); g7; g8; g9; h9 =h8(g7,g8,g9,h9)",
)
#: Black claims a third time, then rings e6 with three stones: one more Tulaga wins
WIN_TURNS = (
    _WIN_PREFIX[0] + "; d1; d2; d3; e1 =e2(d1,d2,d3,e1); d5; f5; e7",
    _WIN_PREFIX[1] + "; e5; d7; f6; c9; i1; i2; i3",
)
#: Black wins by a reap: the last rank stone replaces White's on h5 (a tulakit decision)
REAP_WIN_TURNS = (
    _WIN_PREFIX[0] + "; a4; a5; a6",
    _WIN_PREFIX[1] + "; e5; i5; c9",
)
REAP_WIN_MOVE = "b4 =b5(a4,a5,a6,b4) >E"
#: the empty-pile lesson: both sides have placed 11 stones, one is left each
PILE_TURNS = (
    "c3; e3; d5; a9; e9; i9; a1; i5; g1; i1; g7",
    "d3; e4; c5; h1; h3; h5; g2; g6; b1; b7; f8",
)
#: the notation lesson: the turn played on the rank-row position
NOTATION_MOVE = "e5 =a5-e5@c5 >N"
#: answers offered in the notation exercise (one right, each wrong one for a reason)
NOTATION_CHOICES = (
    "c5 =a5-e5@c5 >N",
    "e5 =e5-a5@c5 >N",
    "e5 =a5-e5@c5",
    "e5 =a5-e5@c5 >N",
    "e5 >N =a5-e5@c5",
    "e5 =a5-e5@c5 >S",
)


def board_position() -> TulagaGame:
    """The first lesson's position: Black on e5, White on d4, Black to move."""
    return prepared(*BOARD_TURNS)


def row_position() -> TulagaGame:
    """Black to move; only g5 completes a row (see :data:`ROW_TURNS`)."""
    return prepared(*ROW_TURNS)


def perimeter_position() -> TulagaGame:
    """Black to move; d5 and e7 complete the perimeter around d6."""
    return prepared(*PERIMETER_TURNS)


def rank_row_position() -> TulagaGame:
    """Black to move; e5 completes the row a5-e5."""
    return prepared(*RANK_ROW_TURNS)


def reap_position() -> TulagaGame:
    """Black to move; c6 completes the perimeter around d5 (:data:`REAP_CLAIM`)."""
    return prepared(*REAP_TURNS)


def several_position() -> TulagaGame:
    """Black to move; e5 makes the row a5-e5 and perimeters around d6, e6 and f6."""
    return prepared(*SEVERAL_TURNS)


def win_position() -> TulagaGame:
    """Black to move with 3 of 4 rank stones down and Tulagas in reach (TULAGA-7).

    >>> game = win_position()
    >>> game.rank_stones, game.rank_pile
    (4, (1, 2))
    """
    return prepared(*WIN_TURNS, rank_stones=WIN_RANKS)


def reap_win_position() -> TulagaGame:
    """Black to move with 2 of 4 rank stones down; :data:`REAP_WIN_MOVE` wins by reaping."""
    return prepared(*REAP_WIN_TURNS, rank_stones=WIN_RANKS)


def pile_position() -> TulagaGame:
    """Black to move with one simple stone left (TULAGA-3).

    >>> pile_position().simple_pile
    (1, 1)
    """
    return prepared(*PILE_TURNS)


def notation_position() -> TulagaGame:
    """The rank-row position with :data:`NOTATION_MOVE` played."""
    game = rank_row_position()
    game.play(NOTATION_MOVE)
    return game


def reap_claim() -> Claim:
    """The claim of the reaping lesson."""
    move = TulagaMove.parse(f"{REAP_PLACE} {REAP_CLAIM}")
    assert move.claim is not None
    return move.claim


__all__ = [
    "BOARD_TURNS",
    "NAMING_TARGETS",
    "NOTATION_CHOICES",
    "NOTATION_MOVE",
    "PERIMETER_TURNS",
    "PILE_TURNS",
    "RANK_PERIMETER_PLACE",
    "RANK_ROW_PLACE",
    "RANK_ROW_TURNS",
    "REAP_CLAIM",
    "REAP_PLACE",
    "REAP_TURNS",
    "REAP_WIN_MOVE",
    "REAP_WIN_TURNS",
    "ROW_TURNS",
    "SEVERAL_PLACE",
    "SEVERAL_TURNS",
    "WIN_RANKS",
    "WIN_TURNS",
    "board_position",
    "notation_position",
    "perimeter_position",
    "pile_position",
    "prepared",
    "rank_row_position",
    "reap_claim",
    "reap_position",
    "reap_win_position",
    "row_position",
    "several_position",
    "turn_order",
    "win_position",
]
