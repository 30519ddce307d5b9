"""One group of tests per ruling TULA-1 .. TULA-9 (docs/rulings.md)."""

from __future__ import annotations

import pytest
from tula.helpers import deal_with

from tulakit import IllegalMoveError
from tulakit.tula import new_game
from tulakit.tula.game import TulaGame, TulaOptions
from tulakit.tula.geometry import (
    ALL,
    COVERED_BY,
    EDGE_CONTACT,
    LAYER,
    POSITIONS,
    bits,
    has_free_corner,
    is_open,
    open_mask,
)
from tulakit.tula.tiles import ALL_TILES, shuffled_deal


def gone(*positions: int) -> int:
    mask = 0
    for p in positions:
        mask |= 1 << p
    return mask


def opened(*removed: int) -> list[int]:
    return sorted(bits(open_mask(gone(*removed))))


TOP_FOUR = (23, 20, 21, 22)


# -- TULA-1: geometry and numbering ----------------------------------------------------------
def test_tula_1_layers_have_13_7_3_1_tiles() -> None:
    assert [LAYER.count(n) for n in (1, 2, 3, 4)] == [13, 7, 3, 1]


def test_tula_1_positions_match_the_ruling_table() -> None:
    assert POSITIONS[0] == (0, 0) and POSITIONS[12] == (3, 6)
    assert POSITIONS[13] == (1, 1) and POSITIONS[19] == (3, 5)
    assert POSITIONS[20:23] == ((2, 2), (4, 2), (3, 4)) and POSITIONS[23] == (3, 3)
    assert len(set(zip(POSITIONS, LAYER, strict=True))) == 24


def test_tula_1_deal_lists_tiles_by_position() -> None:
    deal = shuffled_deal(11)
    game = TulaGame(deal)
    assert [game.tile_at(p) for p in range(24)] == list(deal)
    assert sorted(deal) == sorted(ALL_TILES)


# -- TULA-2: covered -------------------------------------------------------------------------
def test_tula_2_only_the_top_is_uncovered_at_the_start() -> None:
    assert [p for p in range(24) if COVERED_BY[p] == 0] == [23]


def test_tula_2_tile_14_lies_under_20_and_21() -> None:
    assert sorted(bits(COVERED_BY[14])) == [20, 21]
    game = TulaGame(deal_with({}), auto_reveal=True)
    game.play_all(["T23"])
    assert game.explain_illegal("R14") == "tile 14 is still covered by tiles 20 and 21"


def test_tula_2_a_tile_is_covered_until_every_tile_above_has_gone() -> None:
    # 12 (the tile below the bottom row) lies only under layer-2 tile 19
    assert sorted(bits(COVERED_BY[12])) == [19]
    # the middle of layer 1 lies under six tiles of three layers
    assert sorted(bits(COVERED_BY[5])) == [13, 14, 16, 17, 20, 23]
    assert not is_open(5, gone(13, 14, 16, 17, 20))
    assert is_open(5, gone(13, 14, 16, 17, 20, 23, 1, 4))


# -- TULA-3: edge contact --------------------------------------------------------------------
def test_tula_3_half_tile_overlap_is_contact() -> None:
    assert sorted(bits(EDGE_CONTACT[12]["top"])) == [9, 10]
    assert sorted(bits(EDGE_CONTACT[9]["bottom"])) == [12]
    assert sorted(bits(EDGE_CONTACT[22]["top"])) == [20, 21]


def test_tula_3_diagonal_touch_is_no_contact() -> None:
    # 16 at (1,3) and 19 at (3,5) meet only at the point (3,5)
    assert EDGE_CONTACT[16]["bottom"] == 0 and EDGE_CONTACT[19]["left"] == 0
    # 20 at (2,2) and 22 at (3,4): 22's left edge runs along x=3, through no edge of 20
    assert EDGE_CONTACT[22]["left"] == 0


def test_tula_3_contact_needs_the_same_layer() -> None:
    for p in range(24):
        for mask in EDGE_CONTACT[p].values():
            assert all(LAYER[q] == LAYER[p] for q in bits(mask))


# -- TULA-4: free corner and revealing --------------------------------------------------------
def test_tula_4_after_the_top_the_three_layer_3_tiles_open() -> None:
    assert opened(23) == [20, 21, 22]


def test_tula_4_layer_2_after_the_top_four_are_gone() -> None:
    # 14 and 17 are hemmed in (14: 13 left, 15 right; 17: four neighbours)
    assert opened(*TOP_FOUR) == [13, 15, 16, 18, 19]


def test_tula_4_freeing_one_edge_is_not_enough() -> None:
    # 17's top neighbour 14 gone: its top-left corner still has 16 on the left edge
    assert not has_free_corner(17, gone(*TOP_FOUR, 14))
    assert has_free_corner(17, gone(*TOP_FOUR, 14, 16))
    assert has_free_corner(17, gone(*TOP_FOUR, 19, 18))


def test_tula_4_which_layer_1_tiles_open_after_removals() -> None:
    layer2 = (13, 14, 15, 16, 17, 18, 19)
    assert opened(*TOP_FOUR, *layer2) == [0, 3, 8, 11, 12]
    # taking corner tile 0 frees 1 (top-left corner) and 4 (top-left corner)
    assert opened(*TOP_FOUR, *layer2, 0) == [1, 3, 4, 8, 11, 12]
    # taking 12 frees nothing new: 9 and 10 still have both side neighbours and the top
    assert opened(*TOP_FOUR, *layer2, 12) == [0, 3, 8, 11]


def test_tula_4_no_free_corner_is_explained_by_edges() -> None:
    # the top four are spades 1-4, so each take matches the one before (TULA-5)
    game = TulaGame(deal_with({23: "S1", 20: "S2", 21: "S3", 22: "S4"}))
    for move in ("R23", "T23", "R20", "T20", "R21", "T21", "R22", "T22"):
        game.play(move)
    assert game.gone_mask == gone(*TOP_FOUR)
    reason = game.explain_illegal("R17")
    assert reason is not None and reason.startswith("tile 17 has no free corner")
    for edge, tile in (("top", 14), ("bottom", 19), ("left", 16), ("right", 18)):
        assert f"its {edge} edge touches tile {tile}" in reason


def test_tula_4_revealing_turns_the_tile_face_up_in_place() -> None:
    game = new_game(seed=3)
    game.play("R23")
    assert game.is_face_up(23) and game.in_temple(23)
    assert game.visible_tile(23) == game.tile_at(23)
    assert game.explain_illegal("R23") == "tile 23 is already face up"


# -- TULA-5: removing by suit or value -------------------------------------------------------
def matching_game() -> TulaGame:
    game = TulaGame(deal_with({23: "S0", 20: "M0", 21: "S4", 22: "C3"}))
    game.play_all(["R23", "T23", "R20", "R21", "R22"])
    return game


def test_tula_5_null_matches_null_and_suit_matches_suit() -> None:
    game = matching_game()
    assert {str(m) for m in game.legal_moves() if m.kind == "T"} == {"T20", "T21"}


def test_tula_5_a_tile_matching_neither_is_refused_with_the_reason() -> None:
    game = matching_game()
    with pytest.raises(
        IllegalMoveError,
        match="the 3 of Crowns matches neither the suit nor the value of the top tile, the null of Suns",
    ):
        game.play("T22")


def test_tula_5_taking_puts_the_tile_on_top_of_the_stack() -> None:
    game = matching_game()
    game.play("T20")
    assert game.stack == ("S0", "M0") and game.top == "M0" and not game.in_temple(20)
    assert game.explain_illegal("T20") == "tile 20 has already been taken onto the stack"


def test_tula_5_face_down_tiles_cannot_be_taken() -> None:
    game = TulaGame(deal_with({23: "S0", 20: "M0"}))
    game.play_all(["R23", "T23"])
    assert game.explain_illegal("T20") == "tile 20 is face down: reveal it before taking it"


# -- TULA-6: the opening -------------------------------------------------------------------
def test_tula_6_the_opening_is_reveal_then_take_the_top() -> None:
    game = new_game(seed=5)
    assert [str(m) for m in game.legal_moves()] == ["R23"]
    game.play("R23")
    assert [str(m) for m in game.legal_moves()] == ["T23"]  # no match needed: the stack is empty
    game.play("T23")
    assert game.stack == (game.deal[23],)


# -- TULA-7: mercy ---------------------------------------------------------------------------
MERCY_DEAL = {23: "S1", 20: "M2", 21: "C3", 22: "A4"}


def mercy_game(**options: bool) -> TulaGame:
    game = TulaGame(deal_with(MERCY_DEAL), **options)
    game.play_all(["R23", "T23", "R20", "R21"])
    return game


def test_tula_7_mercy_needs_all_three_layer_3_tiles_face_up() -> None:
    game = mercy_game()
    assert not game.mercy_available()
    assert "reveal all three layer-3 tiles first (tile 22 still face down)" in (
        game.explain_illegal("X20") or ""
    )
    game.play("R22")
    assert [str(m) for m in game.legal_moves()] == ["X20", "X21", "X22"]


def test_tula_7_the_exchange_swaps_stack_and_temple_tile() -> None:
    game = mercy_game()
    game.play_all(["R22", "X21"])
    assert game.stack == ("C3",)
    assert game.visible_tile(21) == "S1" and game.is_face_up(21)
    # C3 matches none of M2, S1, A4 and mercy is spent: the game is lost
    game_result = game.result()
    assert game_result is not None
    assert game.is_over() and game_result.outcome == "lost"


def test_tula_7_mercy_is_used_only_once() -> None:
    game = TulaGame(deal_with({23: "S1", 20: "M2", 21: "C2", 22: "A4"}))
    game.play_all(["R23", "T23", "R20", "R21", "R22", "X20"])
    assert game.stack == ("M2",) and [str(m) for m in game.legal_moves()] == ["T21"]
    assert game.explain_illegal("X21") == "mercy may be used only once"


def test_tula_7_no_mercy_when_a_layer_3_tile_matches() -> None:
    game = TulaGame(deal_with({23: "S1", 20: "M1", 21: "C3", 22: "A4"}))
    game.play_all(["R23", "T23", "R20", "R21", "R22"])
    assert "matches the ace of Moons on tile 20" in (game.explain_illegal("X21") or "")


def test_tula_7_mercy_only_right_after_the_opening() -> None:
    game = TulaGame(deal_with({23: "S1", 20: "S2", 21: "C3", 22: "A4"}))
    game.play_all(["R23", "T23", "R20", "R21", "R22", "T20"])
    assert "only offered right after the opening" in (game.explain_illegal("X21") or "")


def test_tula_7_mercy_is_a_named_option() -> None:
    with_mercy, without = mercy_game(), mercy_game(mercy=False)
    for game in (with_mercy, without):
        game.play("R22")
    assert not with_mercy.is_over()
    assert without.is_over() and without.legal_moves() == []
    without_result = without.result()
    assert without_result is not None
    assert without_result.outcome == "lost"
    still_playing = TulaGame(deal_with({23: "S1", 20: "S2"}), mercy=False)
    still_playing.play_all(["R23", "T23", "R20", "R21", "R22"])
    assert still_playing.explain_illegal("X20") == "mercy is switched off in this game"


def test_tula_7_mercy_exchanges_only_with_layer_3() -> None:
    game = mercy_game()
    game.play("R22")
    assert "layer-3 tile" in (game.explain_illegal("X13") or "")


# -- TULA-8: the end -------------------------------------------------------------------------
def test_tula_8_lost_when_nothing_is_legal() -> None:
    game = TulaGame(deal_with(MERCY_DEAL), mercy=False, auto_reveal=True)
    game.play("T23")
    assert game.is_over() and game.legal_moves() == []
    result = game.result()
    assert result is not None
    assert result.outcome == "lost" and "23 tiles left" in result.message
    assert game.explain_illegal("T20") == "the game is over"


def test_tula_8_won_when_all_24_are_on_the_stack() -> None:
    # Each tile of this chain matches the one before it by suit or value, and the order of
    # positions respects TULA-2 and TULA-4, so taking them in turn wins.
    chain = [
        "S0",
        "S1",
        "S2",
        "S3",
        "S4",
        "S5",
        "M5",
        "M0",
        "M1",
        "M2",
        "M3",
        "M4",
        "C4",
        "C0",
        "C1",
        "C2",
        "C3",
        "C5",
        "A5",
        "A0",
        "A1",
        "A2",
        "A3",
        "A4",
    ]
    order = [23, 20, 21, 22, 13, 15, 16, 18, 19, 14, 17, 0, 3, 8, 11, 12, 1, 2, 4, 7, 5, 6, 9, 10]
    deal = [""] * 24
    for tile, position in zip(chain, order, strict=True):
        deal[position] = tile
    game = TulaGame(deal, auto_reveal=True)
    for position in order:
        game.play(f"T{position}")
    assert game.is_won() and game.is_over() and game.legal_moves() == []
    game_result = game.result()
    assert game_result is not None
    assert game_result.outcome == "won" and game.gone_mask == ALL


def test_tula_8_not_over_while_mercy_is_left() -> None:
    game = mercy_game()
    game.play("R22")
    assert not game.is_over()


# -- TULA-9: auto-reveal ------------------------------------------------------------------
def test_tula_9_auto_reveal_turns_up_every_open_tile() -> None:
    game = new_game(seed=2, auto_reveal=True)
    assert game.is_face_up(23) and [str(m) for m in game.legal_moves()] == ["T23"]
    game.play("T23")
    assert all(game.is_face_up(p) for p in (20, 21, 22))
    assert not any(m.kind == "R" for m in game.legal_moves())


def test_tula_9_auto_reveal_off_leaves_reveals_to_the_player() -> None:
    game = new_game(seed=2)
    game.play_all(["R23", "T23"])
    assert not any(game.is_face_up(p) for p in (20, 21, 22))
    assert [str(m) for m in game.legal_moves()] == ["R20", "R21", "R22"]


def test_tula_4_the_touching_edges_read_as_one_list_as_in_the_lessons() -> None:
    """'a, b, c and d', as the Reveal lesson and the rulings page list edges: never
    'a and b and c and d'."""
    game = TulaGame(deal_with({23: "S1", 20: "S2", 21: "S3", 22: "S4"}))
    game.play_all(["R23", "T23", "R20", "T20", "R21", "T21", "R22", "T22"])
    reason = game.explain_illegal("R17")
    assert reason is not None
    edges = reason.split("no free corner: ", 1)[1]
    assert edges.count(" and ") == 1 and edges.count(", ") == 2, edges
    assert edges.rsplit(" and ", 1)[1].startswith("its ")


@pytest.mark.parametrize("option", ["mercy", "auto_reveal"])
@pytest.mark.parametrize("value", ["no", "False", 0, 1, None])
def test_tula_7_9_options_are_true_or_false_only(option: str, value: object) -> None:
    """bool('no') is True: an option that is not a bool is refused, not turned into one."""
    with pytest.raises(ValueError, match=rf"option {option} must be True or False \(TULA-[79]\)"):
        TulaGame(deal_with({}), **{option: value})  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=option):
        TulaOptions(**{option: value})  # type: ignore[arg-type]
    assert getattr(TulaGame(deal_with({}), **{option: False}).options, option) is False


def test_open_mask_agrees_with_is_open_tile_by_tile() -> None:
    """The cached open_mask says exactly what is_open says of each tile (TULA-2, TULA-4)."""
    import random

    from tulakit.tula.geometry import is_open, open_mask

    rng = random.Random(17)
    for _ in range(3000):
        gone = rng.getrandbits(24)
        expected = sum(1 << p for p in range(24) if not gone >> p & 1 and is_open(p, gone))
        assert open_mask(gone) == expected
