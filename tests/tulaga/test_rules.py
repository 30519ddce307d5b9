"""One group of tests per ruling TULAGA-1 .. TULAGA-8 (docs/rulings.md)."""

from __future__ import annotations

import pytest
from tulaga.positions import position

from tulakit import IllegalMoveError, NotationError
from tulakit.tulaga import BLACK, WHITE, TulagaGame, TulagaMove, load, name, point
from tulakit.tulaga.board import PERIMETER, ROWS_OF_FIVE


def names(points: tuple[int, ...]) -> list[str]:
    return [name(p) for p in points]


def turns(game: TulagaGame, place: str) -> set[str]:
    return {str(m) for m in game.legal_moves() if m.place == point(place)}


# -- TULAGA-1: the board -------------------------------------------------------------------
def test_tulaga_1_points_are_named_like_chess_squares() -> None:
    assert point("a1") == 0 and point("i1") == 8 and point("a9") == 72 and point("i9") == 80
    assert [name(point(f + r)) for f in "ai" for r in "19"] == ["a1", "a9", "i1", "i9"]
    assert sorted(name(p) for p in range(81)) == sorted(
        f + r for f in "abcdefghi" for r in "123456789"
    )


def test_tulaga_1_bad_point_names_are_explained() -> None:
    for text in ("j1", "a0", "a10", "E5", ""):
        with pytest.raises(NotationError, match="file a-i and a rank 1-9"):
            point(text)


# -- TULAGA-2: piles and who starts ---------------------------------------------------------
def test_tulaga_2_piles_and_black_first() -> None:
    game = TulagaGame()
    assert game.simple_pile == (12, 12) and game.rank_pile == (6, 6) and game.to_move == BLACK


@pytest.mark.parametrize("ranks", [4, 5, 6])
def test_tulaga_2_rank_stones_is_an_option(ranks: int) -> None:
    assert TulagaGame(rank_stones=ranks).rank_pile == (ranks, ranks)


def test_tulaga_2_other_rank_counts_are_refused() -> None:
    with pytest.raises(ValueError, match="4, 5 or 6"):
        TulagaGame(rank_stones=3)


# -- TULAGA-3: placing, and losing with an empty pile ---------------------------------------
def test_tulaga_3_a_stone_goes_on_an_empty_point() -> None:
    game = position("e5", "d4")
    assert game.simple_pile == (11, 11) and game.to_move == BLACK
    with pytest.raises(IllegalMoveError, match="d4 is already occupied by a white simple stone"):
        game.play("d4")


def test_tulaga_3_no_simple_stone_left_loses() -> None:
    black = "a1; c1; e1; g1; i1; a3; c3; e3; g3; i3; a5; c5"
    white = "b9; d9; f9; h9; b7; d7; f7; h7; a8; c8; e8; g8"
    game = position(black, white)
    assert game.simple_pile == (0, 0) and game.to_move == BLACK
    assert game.is_over() and game.legal_moves() == []
    game_result = game.result()
    assert game_result is not None
    assert game_result.winners == (WHITE,)
    game_result = game.result()
    assert game_result is not None
    assert "Black has no simple stone left" in game_result.message


# -- TULAGA-4: what a Tulaga is -----------------------------------------------------------------
def test_tulaga_4_row_of_five_with_the_new_stone() -> None:
    game = position("a1; b1; c1; d1", "i9; g9; e9; c9")
    rows = game.tulagas_after(point("e1"))
    assert [names(c.stones) for c in rows] == [["a1", "b1", "c1", "d1", "e1"]]
    assert game.tulagas_after(point("e2")) == []


@pytest.mark.parametrize("line", ["a1 b2 c3 d4 e5", "a5 b4 c3 d2 e1", "e1 e2 e3 e4 e5"])
def test_tulaga_4_rows_run_in_every_line_direction(line: str) -> None:
    stones = line.split()
    game = position("; ".join(stones[:4]), "i9; g9; e9; c9")
    claims = game.tulagas_after(point(stones[4]))
    assert [names(c.stones) for c in claims] == [stones]


def test_tulaga_4_six_in_a_line_gives_one_tulaga_per_window() -> None:
    # a1 b1 c1 _ e1 f1: placing d1 completes two windows of five that hold it
    game = position("a1; b1; c1; e1; f1", "i9; g9; e9; c9; a9")
    windows = {tuple(names(c.stones)) for c in game.tulagas_after(point("d1"))}
    assert windows == {("a1", "b1", "c1", "d1", "e1"), ("b1", "c1", "d1", "e1", "f1")}


def test_tulaga_4_rank_stones_never_count() -> None:
    # Black's perimeter claim leaves a rank stone on b2, which cannot stand in for a simple
    # stone of the row a2-e2
    game = position("a1; c1; a3; c3 =b2(a1,a3,c1,c3); a2; c2; d2", "i9; g9; e9; c9; a9; i7; g7")
    assert game.cell(point("b2")) == 3  # a black rank stone
    assert game.tulagas_after(point("e2")) == []
    with pytest.raises(
        IllegalMoveError,
        match=r"b2 holds a black rank stone, not a black simple stone \(rank stones never count\)",
    ):
        game.play("e2 =a2-e2@c2")


def test_tulaga_4_a_tulaga_must_hold_the_new_stone() -> None:
    game = position("a1; b1; c1; d1; e1", "i9; g9; e9; c9; a9")
    assert game.tulagas_after(point("e7")) == []
    with pytest.raises(IllegalMoveError, match="must include the stone just placed \\(e7\\)"):
        game.play("e7 =a1-e1@c1")


def test_tulaga_4_perimeter_of_four_around_an_empty_centre() -> None:
    game = position("c3; c4; c5", "i9; g9; e9")
    claims = game.tulagas_after(point("e5"))
    assert [(c.centre, names(c.stones)) for c in claims] == [
        (point("d4"), ["c3", "c4", "c5", "e5"])
    ]
    assert len(PERIMETER[point("d4")]) == 8


def test_tulaga_4_each_choice_of_four_is_a_separate_tulaga() -> None:
    game = position("c3; c4; c5; d5", "i9; g9; e9; c9")
    claims = [c for c in game.tulagas_after(point("e5")) if c.centre == point("d4")]
    assert len(claims) == 4  # 3 of the 4 earlier stones, with the new one
    assert all(point("e5") in c.stones and len(c.stones) == 4 for c in claims)


def test_tulaga_4_the_same_four_stones_around_two_centres_are_two_tulagas() -> None:
    # c4, c5, e4, e5 are neighbours of both d4 and d5
    game = position("c4; c5; e4", "i9; g9; e9")
    claims = {(c.centre, tuple(names(c.stones))) for c in game.tulagas_after(point("e5"))}
    assert claims == {
        (point("d4"), ("c4", "c5", "e4", "e5")),
        (point("d5"), ("c4", "c5", "e4", "e5")),
    }
    game.play("e5 =d5(c4,c5,e4,e5)")
    assert game.cell(point("d5")) == 3 and game.cell(point("d4")) == 0


def test_tulaga_4_the_centre_must_be_empty() -> None:
    game = position("c3; c4; c5", "d4; g9; e9")
    assert game.tulagas_after(point("e5")) == []
    with pytest.raises(IllegalMoveError, match="the centre d4 must be empty"):
        game.play("e5 =d4(c3,c4,c5,e5)")


def test_tulaga_4_no_perimeter_around_an_edge_point() -> None:
    game = position("a1; b1; b2", "i9; g9; e9")
    assert all(c.centre != point("a2") for c in game.tulagas_after(point("b3")))
    with pytest.raises(NotationError, match="all 8 of its neighbours must be on the board"):
        game.play("b3 =a2(a1,b1,b2,b3)")


def test_tulaga_4_only_the_movers_stones_count() -> None:
    game = position("c3; c4", "c5; g9")
    assert game.tulagas_after(point("e5")) == []


# -- TULAGA-5: the claim ----------------------------------------------------------------------
def test_tulaga_5_row_claim_rank_on_any_of_its_five_points() -> None:
    game = position("a1; b1; c1; d1", "i9; g9; e9; c9")
    claims = {str(m) for m in game.legal_moves() if m.place == point("e1") and m.reap is None}
    assert claims == {"e1"} | {f"e1 =a1-e1@{p}" for p in ("a1", "b1", "c1", "d1", "e1")}
    game.play("e1 =a1-e1@c1")
    assert game.simple_pile == (12, 8) and game.rank_pile == (5, 6)
    assert [name(p) for p in range(81) if game.cell(p) in (1, 3)] == ["c1"]
    assert game.cell(point("c1")) == 3


def test_tulaga_5_perimeter_claim_puts_the_rank_on_the_centre() -> None:
    game = position("c3; c4; c5", "i9; g9; e9")
    game.play("e5 =d4(c3,c4,c5,e5)")
    assert game.cell(point("d4")) == 3 and game.simple_pile == (12, 9)
    assert all(game.cell(point(p)) == 0 for p in ("c3", "c4", "c5", "e5"))


def test_tulaga_5_claiming_is_optional() -> None:
    game = position("a1; b1; c1; d1", "i9; g9; e9; c9")
    game.play("e1")
    assert game.rank_pile == (6, 6) and game.cell(point("e1")) == 1


# -- TULAGA-6: reaping --------------------------------------------------------------------
REAP_BLACK = "a2; b2; c2; d2; g2"
REAP_WHITE = "g1; i1; g3; i3 =h2(g1,g3,i1,i3); f2"


def test_tulaga_6_reap_clears_simple_stones_and_takes_over_rank_stones() -> None:
    game = position(REAP_BLACK, REAP_WHITE)
    assert game.cell(point("h2")) == 4 and game.rank_pile == (6, 5)
    game.play("e2 =a2-e2@d2 >E")
    assert game.cell(point("f2")) == 0  # white simple stone back to White's pile
    assert game.cell(point("g2")) == 1  # Black's own stone is left alone and blocks nothing
    assert game.cell(point("h2")) == 3  # white rank replaced by a black one
    assert game.rank_pile == (4, 6) and game.simple_pile[WHITE] == 12 - 5 + 4 + 1
    assert [name(p) for p in game.last_reaped] == ["f2", "h2"]


def test_tulaga_6_reap_goes_one_direction_only() -> None:
    game = position(REAP_BLACK, REAP_WHITE)
    game.play("e2 =a2-e2@d2 >W")
    assert game.cell(point("f2")) == 2 and game.cell(point("h2")) == 4


def test_tulaga_6_reap_needs_a_claim() -> None:
    with pytest.raises(NotationError, match="a reap needs a claim first"):
        TulagaMove.parse("e5 >N")


def test_tulaga_6_every_direction_is_offered_after_a_claim() -> None:
    game = position(REAP_BLACK, REAP_WHITE)
    offered = turns(game, "e2")
    assert {f"e2 =a2-e2@d2 >{d}" for d in "NESW"} <= offered and "e2 =a2-e2@d2" in offered


# -- TULAGA-7: winning ----------------------------------------------------------------------
FOUR_CLAIMS_BLACK = (
    "a1; c1; a3; c3 =b2(a1,a3,c1,c3); a4; c4; a6; c6 =b5(a4,a6,c4,c6); "
    "a7; c7; a9; c9 =b8(a7,a9,c7,c9); d1; f1; d3"
)
THREE_CLAIMS_WHITE = (
    "g1; i1; g3; i3 =h2(g1,g3,i1,i3); g4; i4; g6; i6 =h5(g4,g6,i4,i6); "
    "g7; i7; g9; i9 =h8(g7,g9,i7,i9); e5; e6; e7"
)


def test_tulaga_7_all_rank_stones_down_wins_at_once() -> None:
    game = position(FOUR_CLAIMS_BLACK, THREE_CLAIMS_WHITE, rank_stones=4)
    assert game.rank_pile == (1, 1) and not game.is_over()
    assert "nothing to reap" in (game.explain_illegal("f3 =e2(d1,d3,f1,f3) >N") or "")
    game.play("f3 =e2(d1,d3,f1,f3)")
    game_result = game.result()
    assert game_result is not None
    assert game.is_over() and game_result.winners == (BLACK,)
    game_result = game.result()
    assert game_result is not None
    assert "all 4 of Black's rank stones are on the board" in game_result.message


def test_tulaga_7_a_reap_that_lands_the_last_rank_stone_wins_and_stops() -> None:
    black = "a1; c1; a3; c3 =b2(a1,a3,c1,c3); a4; c4; a6; c6 =b5(a4,a6,c4,c6); d1; f1; d3"
    white = "g1; i1; g3; i3 =h2(g1,g3,i1,i3); i2; a9; c9; e9; g9; i9; e7"
    game = position(black, white, rank_stones=4)
    game.play("f3 =e2(d1,d3,f1,f3) >E")
    assert game.cell(point("h2")) == 3 and game.rank_pile[BLACK] == 0
    assert game.cell(point("i2")) == 2  # the ray stops once Black has won
    game_result = game.result()
    assert game_result is not None
    assert game_result.winners == (BLACK,)


def test_tulaga_7_rank_stones_on_the_board_never_fall() -> None:
    game = position(REAP_BLACK, REAP_WHITE)
    on_board = sum(1 for p in range(81) if game.cell(p) >= 3)
    game.play("e2 =a2-e2@d2 >E")
    assert sum(1 for p in range(81) if game.cell(p) >= 3) == on_board + 1


# -- TULAGA-8: a turn is one compound move --------------------------------------------------
def test_tulaga_8_notation_names_the_tulaga_when_several_were_possible() -> None:
    game = position("a1; b1; c1; e1; f1", "i9; g9; e9; c9; a9")
    offered = turns(game, "d1")
    assert "d1 =a1-e1@d1" in offered and "d1 =b1-f1@d1" in offered
    game.play("d1 =b1-f1@d1")
    assert game.cell(point("a1")) == 1 and game.cell(point("f1")) == 0


def test_tulaga_8_every_legal_turn_prints_and_parses_back() -> None:
    game = position(REAP_BLACK, REAP_WHITE)
    for move in game.legal_moves():
        assert TulagaMove.parse(str(move)) == move
        assert str(TulagaMove.parse(str(move))) == str(move)


def test_tulaga_8_an_illegal_turn_changes_nothing() -> None:
    game = position(REAP_BLACK, REAP_WHITE)
    before = game.to_json(), game.cells, game.simple_pile, game.rank_pile
    with pytest.raises(IllegalMoveError):
        game.play("e2 =a2-e2@d2 >Q" if False else "f2 =a2-e2@d2")
    assert (game.to_json(), game.cells, game.simple_pile, game.rank_pile) == before
    assert load(game.to_json()).cells == game.cells


def test_rows_of_five_cover_the_board() -> None:
    assert len(ROWS_OF_FIVE) == 45 + 45 + 25 + 25
