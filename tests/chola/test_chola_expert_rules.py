"""The Expert rulings, one behaviour per test: CHOLA-A2, W1, X1, X2, X3, B1, E2, E3."""

from __future__ import annotations

from collections import Counter

import pytest
from chola.chola_positions import drawn_out, expert_position, filled_except, square, the_card

from tulakit import chola
from tulakit.chola import IllegalMoveError, new_game
from tulakit.chola.board import COORDS, N_SPACES, space
from tulakit.chola.bonus import ACTION_DECK, SCULPT_DECK
from tulakit.chola.moves import Again, Build, Sculpt
from tulakit.chola.positions import arrange
from tulakit.chola.sculptures import (
    FINIAL_TILE,
    THREE_TILES,
    TWO_TILES,
    all_tiles,
    slot_named,
    slots,
    square_tiles,
)

WHITE_GREY = "6:white4,grey1"


def full_temple() -> dict[str, str]:
    return filled_except(0)


def all_slots_but(*left: str, layout: str = "B") -> list[str]:
    return [s.name for s in slots(layout) if s.name not in left]


# -- CHOLA-A2: Expert setup -------------------------------------------------------------
def test_chola_a2_expert_deals_one_build_card_and_one_bonus_card_of_each_deck() -> None:
    game = new_game(4, "expert", seed=9)
    assert [len(game.cards(s)) for s in range(4)] == [1, 1, 1, 1]
    assert len(game.face_up) == 4
    assert [sum(game.hand(s)) for s in range(4)] == [7, 7, 7, 7]
    for seat in range(4):
        decks = [h.card.deck for h in game.bonus_cards(seat)]
        assert decks == ["sculpt", "action"]
        assert all(h.status == "ready" for h in game.bonus_cards(seat))
        assert game.wagon(seat) == (0, 0, 0, 0, 0)
    dealt = [h.card.key for s in range(4) for h in game.bonus_cards(s)]
    assert len(set(dealt)) == 8 and len(game.bonus_undealt) == 4


def test_chola_a2_expert_keeps_the_basic_draws_of_the_same_seed() -> None:
    """The Expert draws come after Basic's, so the bag and the stack order agree."""
    basic, expert = new_game(3, seed=21), new_game(3, "expert", seed=21)
    assert [basic.hand(s) for s in range(3)] == [expert.hand(s) for s in range(3)]
    assert basic.treasures == expert.treasures
    assert [basic.cards(s)[0] for s in range(3)] == [expert.cards(s)[0] for s in range(3)]


# -- CHOLA-X1: the slots ----------------------------------------------------------------
@pytest.mark.parametrize("layout", ["B", "A"])
def test_chola_x1_slots_partition_the_115_spaces_exactly(layout: str) -> None:
    covered = Counter(s for slot in slots(layout) for s in slot.spaces)
    assert sorted(covered) == list(range(N_SPACES))
    assert set(covered.values()) == {1}
    names = [slot.name for slot in slots(layout)]
    assert len(set(names)) == len(names)
    for slot in slots(layout):
        xs = [COORDS[s][0] for s in slot.spaces]
        ys = [COORDS[s][1] for s in slot.spaces]
        assert slot.name == f"{min(xs)},{min(ys)}"  # named by its lower-left space
        width, height = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
        assert width * height == len(slot.spaces)  # a full rectangle


def test_chola_x1_layout_b_has_the_ruled_sizes_and_places() -> None:
    kinds = Counter(slot.kind for slot in slots("B"))
    assert kinds == {"square": 20, "three": 6, "two": 8, "one": 1}
    assert slot_named("3,8").spaces == tuple(space(n) for n in ("3,8", "4,8", "5,8"))
    assert slot_named("6,2").spaces == (space("6,2"), space("6,3"))
    assert slot_named("6,12").kind == "one"
    ys = [(int(s.name.split(",")[1]), int(s.name.split(",")[0])) for s in slots("B")]
    assert ys == sorted(ys)  # bottom to top, left to right


def test_chola_x1_layout_a_splits_each_three_into_a_two_long_three_and_a_one() -> None:
    kinds = Counter(slot.kind for slot in slots("A"))
    assert kinds == {"square": 20, "three": 6, "two": 8, "one": 7}
    for name in ("3,8", "3,9", "7,8", "7,9", "5,10", "5,11"):
        whole = set(slot_named(name, "B").spaces)
        parts = [s for s in slots("A") if set(s.spaces) <= whole]
        assert sorted(len(p.spaces) for p in parts) == [1, 2]
        assert {p.kind for p in parts} == {"three", "one"}
    game = new_game(2, "expert", seed=4, sculpture_layout="A")
    assert len(game.slots) == 41
    assert [game.tile(s.name) for s in game.slots if s.kind == "one"] == [FINIAL_TILE] * 7


# -- CHOLA-X2: the tiles ----------------------------------------------------------------
def test_chola_x2_square_groups_use_every_colour_once_as_4_and_once_as_1() -> None:
    for points in (6, 7, 8, 9, 10):
        group = square_tiles(points)
        assert len(group) == 5 and {t.points for t in group} == {points}
        fours = [t.cost.index(4) for t in group]
        ones = [t.cost.index(1) for t in group]
        assert sorted(fours) == sorted(ones) == [0, 1, 2, 3, 4]
        assert all(sum(t.cost) == 5 and sorted(t.cost) == [0, 0, 0, 1, 4] for t in group)
    assert "8:light-brown4,gold1" in [t.token for t in square_tiles(8)]


def test_chola_x2_small_tiles_cost_2_plus_1_and_1_plus_1_and_any_one() -> None:
    assert len(THREE_TILES) == 6 and len(TWO_TILES) == 8
    assert all(t.points == 3 and sorted(t.cost) == [0, 0, 0, 1, 2] for t in THREE_TILES)
    assert all(t.points == 2 and sorted(t.cost) == [0, 0, 0, 1, 1] for t in TWO_TILES)
    assert len(set(TWO_TILES)) == 8  # eight different colour pairs
    assert FINIAL_TILE.points == 1 and FINIAL_TILE.any_colour == 1 and not any(FINIAL_TILE.cost)
    assert len(all_tiles("B")) == 25 + 6 + 8 + 1


@pytest.mark.parametrize("removed", [6, 7, 8, 9, 10])
def test_chola_x2_setup_removes_one_whole_square_group(removed: int) -> None:
    game = new_game(2, "expert", seed=removed, square_group_removed=removed)
    laid = [game.tile(s.name) for s in game.slots if s.kind == "square"]
    wanted = [t for p in (6, 7, 8, 9, 10) if p != removed for t in square_tiles(p)]
    assert Counter(laid) == Counter(wanted)
    assert game.removed_group == removed
    assert Counter(game.tile(s.name) for s in game.slots if s.kind == "three") == Counter(
        THREE_TILES
    )
    assert Counter(game.tile(s.name) for s in game.slots if s.kind == "two") == Counter(TWO_TILES)
    assert game.tile("6,12") == FINIAL_TILE


def test_chola_x2_tiles_and_removed_group_follow_the_seed() -> None:
    games = [new_game(2, "expert", seed=s) for s in range(30)]
    assert len({g.removed_group for g in games}) > 1
    layouts = {tuple(g.tile(s.name) for s in g.slots) for g in games}
    assert len(layouts) == 30  # shuffled
    again = new_game(2, "expert", seed=7)
    assert [again.tile(s.name) for s in again.slots] == [
        games[7].tile(s.name) for s in games[7].slots
    ]


def test_chola_x2_bad_square_group_option_is_refused() -> None:
    with pytest.raises(ValueError, match="square_group_removed must be None"):
        new_game(2, "expert", seed=1, square_group_removed=5)
    with pytest.raises(ValueError, match='belongs to the Expert game: add variant="expert"'):
        new_game(2, seed=1, square_group_removed=6)


# -- CHOLA-W1: the wagon ----------------------------------------------------------------
def test_chola_w1_wagon_counts_own_colour_and_is_capped_at_5() -> None:
    game = expert_position(
        colours=("brown", "white"),
        hand=["brown", "brown", "white"],
        card="pair_same",
        wagon={"brown": 4},
    )
    game.play(f"build {the_card(game)} brown@0,0 brown@1,0")
    assert game.wagon(0) == (5, 0, 0, 0, 0)  # 4 + 2, capped at 5; own colour counts
    assert "brown 4 -> 5 (capped at 5)" in str(game.last_report())
    assert game.scores == (0, 0)  # wagon levels are not points


def test_chola_w1_wagon_levels_are_markers_not_bag_stones() -> None:
    game = expert_position(hand=["white"], card="single")
    bag = sum(game.bag)
    game.play(f"build {the_card(game)} white@0,0")
    assert game.wagon(0)[2] == 1 and sum(game.bag) == bag


# -- CHOLA-X3: sculpting ----------------------------------------------------------------
def test_chola_x3_sculpted_stones_never_join_a_pattern() -> None:
    """Hidden stones count for no pattern; a basic game with the same stones scores 10."""
    temple = square(0, 0, "white")
    game = expert_position(
        colours=("brown", "white"),
        temple=temple,
        hand=["white", "white"],
        card="pair_same",
        sculpted=["0,0"],
    )
    game.play(f"build {the_card(game)} white@2,0 white@2,1")
    assert game.scores == (2, 0)  # a white pair only: no pattern with the hidden four
    basic = new_game(2, seed=11, colours=("brown", "white"))
    arrange(
        basic, temple=temple, hands={0: ["white", "white"]}, cards={0: ["pair_same"]},
        clear_treasures=True,
    )  # fmt: skip
    basic.play(f"build c{basic.cards(0)[0]} white@2,0 white@2,1")
    assert basic.scores == (2, 8)  # there the white group of 4 grows to 6: 15 - 7


def test_chola_x3_stones_under_a_sculpture_still_hold_stones_up() -> None:
    """CHOLA-G2/X3: building on top of a sculpted slot is allowed."""
    game = expert_position(
        temple=square(0, 0, "grey"), hand=["gold"], card="single", sculpted=["0,0"]
    )
    assert game.is_legal(f"build {the_card(game)} gold@0,2")


def test_chola_x3_a_sculpted_slot_cannot_be_sculpted_again() -> None:
    game = expert_position(temple=square(0, 0, "grey"), hand=["white"] * 7, sculpted=["0,0"])
    assert game.slot_state("0,0") == "sculpted"
    assert game.explain_sculpt("0,0") == "slot 0,0 already holds its sculpture"
    assert game.sculpt_moves("0,0") == []


def test_chola_x3_every_payment_mix_is_listed() -> None:
    """4 white + 1 grey with 3 white and 1 grey on the wagon, 2 white and 1 grey in hand."""
    game = expert_position(
        temple=square(0, 0, "gold"),
        hand=["white", "white", "grey"],
        wagon={"white": 3, "grey": 1},
        sculpture_tiles={"0,0": WHITE_GREY},
    )
    moves = game.sculpt_moves("0,0")
    # white: 2 or 3 from the wagon (the hand has only 2); grey: 0 or 1 from the wagon
    assert sorted(str(m) for m in moves) == sorted(
        [
            "sculpt 0,0 wagon:white2 hand:white2,grey1",
            "sculpt 0,0 wagon:white2,grey1 hand:white2",
            "sculpt 0,0 wagon:white3 hand:white1,grey1",
            "sculpt 0,0 wagon:white3,grey1 hand:white1",
        ]
    )
    assert all(m in game.legal_moves() for m in moves)


def test_chola_x3_the_finial_takes_one_stone_of_any_colour() -> None:
    game = expert_position(
        temple=full_temple(),
        hand=["gold"],
        wagon={"brown": 1},
        sculpted=all_slots_but("6,12", "0,0"),
    )
    assert sorted(str(m) for m in game.sculpt_moves("6,12")) == [
        "sculpt 6,12 hand:gold1",
        "sculpt 6,12 wagon:brown1",
    ]
    assert game.explain_illegal(Sculpt("6,12", (1, 0, 0, 0, 0), (0, 0, 0, 0, 1))) == (
        "slot 6,12 costs 1 stone of any colour, and you offer 1 brown + 1 gold"
    )


@pytest.mark.parametrize(
    ("token", "reason"),
    [
        ("sculpt 1,0 hand:white4,grey1", "(1,0) belongs to slot 0,0: name a slot by its lower-left space"),
        ("sculpt 4,0 hand:white4,grey1", "slot 4,0 is empty: a sculpture goes on top of stones, and (4,0), (5,0), (4,1) and (5,1) have none"),
        ("sculpt 0,0 hand:white4", "slot 0,0 costs 4 white + 1 grey, and you offer 4 white"),
        ("sculpt 0,0 hand:white3,grey1", "slot 0,0 costs 4 white + 1 grey, and you offer 3 white + 1 grey"),
        ("sculpt 0,0 wagon:white1 hand:white3,grey1", "your wagon has 0 white, not 1"),
        ("sculpt 0,0 hand:white5", "you hold 4 white stone(s), not 5"),
        ("sculpt 0,0 hand:white4,grey1 +double", "you do not hold the double card (you hold less and again)"),
        ("sculpt 0,0 hand:white4,grey1 +less", "the less card is not needed to pay the printed cost: leave it out"),
        ("sculpt 0,0 hand:white2,grey1 +less", "slot 0,0 costs 4 white + 1 grey; with less, pay that less exactly one stone, and you offer 2 white + 1 grey"),
        ("again", None),
    ],
)  # fmt: skip
def test_chola_x3_illegal_sculpts_say_why_and_change_nothing(
    token: str, reason: str | None
) -> None:
    game = expert_position(
        temple=square(0, 0, "gold"),
        hand=["white"] * 4 + ["grey"],
        sculpture_tiles={"0,0": WHITE_GREY},
        bonus=["less", "again"],
    )
    before = (game.cells, game.bag, game.hand(0), game.wagon(0), game.scores, game.sculpted)
    assert game.explain_illegal(token) == reason
    if reason is not None:
        with pytest.raises(IllegalMoveError, match="^" + token.replace("+", "\\+")):
            game.play(token)
        assert (
            game.cells,
            game.bag,
            game.hand(0),
            game.wagon(0),
            game.scores,
            game.sculpted,
        ) == before
        assert game.moves == ()


def test_chola_x3_sculpting_outside_expert_is_refused_in_words() -> None:
    game = new_game(2, seed=3)
    assert game.explain_illegal("sculpt 0,0 hand:white1") == (
        "sculptures, wagons and bonus cards belong to the Expert game (variant='expert')"
    )
    assert game.explain_illegal("again") is not None
    # the Expert parts belong to the Expert game's class alone (no methods that raise)
    assert not any(hasattr(game, name) for name in ("slots", "sculpted", "bonus_cards", "wagon"))
    assert all(hasattr(new_game(2, "expert", 3), name) for name in ("slots", "wagon"))
    assert not any(isinstance(m, (Sculpt, Again)) for m in game.legal_moves())


def test_chola_x3_view_shows_the_public_expert_information() -> None:
    game = expert_position(
        temple=square(0, 0, "gold"), hand=["white"] * 4 + ["grey"], wagon={"gold": 2},
        sculpture_tiles={"0,0": WHITE_GREY}, bonus=["less", "again"],
    )  # fmt: skip
    game.play("sculpt 0,0 hand:white4,grey1")
    view = game.view(1).expert
    assert view is not None
    assert view.wagons[0] == (0, 0, 0, 0, 2) and view.sculpted == ("0,0",)
    assert dict(view.tiles)["0,0"].token == WHITE_GREY
    assert [h.card.key for h in view.bonus[0]] == ["less", "again"]
    assert new_game(2, seed=1).view(0).expert is None


# -- CHOLA-B1: the bonus cards ----------------------------------------------------------
def test_chola_b1_two_decks_of_six() -> None:
    assert len(SCULPT_DECK) == len(ACTION_DECK) == 6
    assert {c.key for c in SCULPT_DECK if c.discard_after_use} == {"double", "free"}
    assert {c.key for c in SCULPT_DECK if c.squares_only} == {"swap", "anycolour", "less"}
    assert not any(c.discard_after_use or c.squares_only for c in ACTION_DECK)


def test_chola_b1_own_scores_1_per_own_colour_stone_built() -> None:
    game = expert_position(
        colours=("brown", "white"), hand=["brown", "brown"], card="pair_same", bonus=["own"]
    )
    move = game.parse_move(f"build {the_card(game)} brown@0,0 brown@1,0")
    assert isinstance(move, Build)
    assert game.preview(move).points == (2, 0)  # the greedy bot sees it too
    game.play(move)
    assert game.scores == (2, 0)
    assert "the own card, 2 stone(s) of your colour placed" in str(game.last_report())
    assert game.bonus_cards(0)[0].status == "ready"  # kept for later builds


def test_chola_b1_free_pays_nothing_once() -> None:
    game = expert_position(
        temple=square(0, 0, "gold") | square(2, 0, "gold"),
        hand=["white"] * 4 + ["grey"],
        sculpture_tiles={"0,0": WHITE_GREY},
        bonus=["free"],
    )
    assert game.explain_illegal("sculpt 0,0 hand:white4,grey1 +free") == (
        "with the free card you pay nothing: write 'sculpt 0,0 +free'"
    )
    game.play("sculpt 0,0 +free")
    assert game.scores[0] == 6 and sum(game.hand(0)) == 5
    assert game.bonus_cards(0)[0].status == "used"
    game.play("draw stack")  # seat 1; back to seat 0, whose free card is gone for good
    assert game.explain_illegal("sculpt 2,0 +free") == "your free card is used"


@pytest.mark.parametrize("card", ["swap", "anycolour", "less"])
def test_chola_b1_payment_cards_work_on_squares_only(card: str) -> None:
    game = expert_position(
        temple=square(4, 0, "gold") | square(4, 2, "gold") | {"6,2": "gold", "6,3": "gold"},
        hand=["white"] * 4 + ["grey"] * 3,
        sculpture_tiles={"6,2": "2:white1,grey1"},
        bonus=[card],
    )
    assert all(m.card is None for m in game.sculpt_moves("6,2"))
    assert game.explain_illegal(f"sculpt 6,2 hand:white1 +{card}") == (
        f"the {card} card only works on square tiles (CHOLA-B1); slot 6,2 is a two-pointer"
    )


def test_chola_b1_anycolour_needs_two_different_colours() -> None:
    game = expert_position(
        temple=square(0, 0, "gold"), hand=["white"] * 5 + ["brown"],
        sculpture_tiles={"0,0": WHITE_GREY}, bonus=["anycolour"],
    )  # fmt: skip
    assert game.explain_illegal("sculpt 0,0 hand:white5 +anycolour") == (
        "slot 0,0 costs 4 white + 1 grey; with anycolour, pay 4 of one colour and 1 of "
        "another, and you offer 5 white"
    )
    assert game.is_legal("sculpt 0,0 hand:brown1,white4 +anycolour")


def test_chola_b1_less_drops_any_one_stone_of_the_cost() -> None:
    game = expert_position(
        temple=square(0, 0, "gold"), hand=["white"] * 4 + ["grey"],
        sculpture_tiles={"0,0": WHITE_GREY}, bonus=["less"],
    )  # fmt: skip
    with_less = sorted(str(m) for m in game.sculpt_moves("0,0") if m.card == "less")
    assert with_less == ["sculpt 0,0 hand:white3,grey1 +less", "sculpt 0,0 hand:white4 +less"]


def test_chola_b1_buildpick_picks_2_after_a_2_stone_build() -> None:
    game = expert_position(hand=["gold", "gold"], card="pair_same", bonus=["buildpick"])
    game.play(f"build {the_card(game)} gold@0,0 gold@1,0")
    assert sum(game.hand(0)) == 2
    assert "the “Build then pick” card: picked" in str(game.last_report())


def test_chola_b1_builddraw_draws_after_a_1_stone_build() -> None:
    game = expert_position(hand=["gold"], card="single", bonus=["builddraw"])
    top = game.table().stack[-1]  # the top card is the last
    game.play(f"build {the_card(game)} gold@0,0")
    assert game.cards(0) == (top,)
    assert f"the “Build then draw” card: drew c{top} from the stack" in str(game.last_report())


def test_chola_b1_drawmore_takes_one_more_card_with_an_empty_hand() -> None:
    game = expert_position(hand=["gold"], bonus=["drawmore"])
    assert game.cards(0) == ()
    game.play("draw stack")
    assert len(game.cards(0)) == 2


def test_chola_b1_emptypick_takes_2_more_with_no_stones() -> None:
    game = expert_position(hand=[], bonus=["emptypick"])
    game.play("pick")
    assert sum(game.hand(0)) == 4


def test_chola_b1_pickmore_takes_1_more_only_within_the_hand_limit() -> None:
    game = expert_position(hand=["gold"] * 3, bonus=["pickmore"])
    game.play("pick")
    assert sum(game.hand(0)) == 6
    other = expert_position(hand=["gold"] * 5, bonus=["pickmore"])
    other.play("pick")
    assert sum(other.hand(0)) == 7
    assert "the “Pick one more” card: no room" in str(other.last_report())


def test_chola_b1_again_flips_gives_two_actions_skips_and_flips_back() -> None:
    game = expert_position(3, hand=["gold"], bonus=["again"], stones_per_colour=30)
    assert Again() in game.legal_moves()
    game.play("again")
    assert game.to_move == 0 and game.bonus_cards(0)[0].status == "face down"
    assert Again() not in game.legal_moves() and game.extra_turn
    game.play("pick")  # first action
    assert game.to_move == 0 and "extra turn" in str(game.last_report())
    game.play("draw stack")  # the extra action
    assert game.to_move == 1 and game.bonus_cards(0)[0].status == "face down"
    game.play("draw stack")
    game.play("draw stack")  # seat 2; seat 0's next turn is skipped
    assert game.to_move == 1
    assert "skips this turn for the “Extra turn” card" in str(game.last_report())
    assert game.bonus_cards(0)[0].status == "ready"
    assert [str(m) for m in game.moves] == [
        "again",
        "pick",
        "draw stack",
        "draw stack",
        "draw stack",
    ]


# -- CHOLA-E3 and E2: the end -------------------------------------------------------------
def test_chola_e3_the_game_ends_when_every_sculpture_is_placed() -> None:
    game = expert_position(temple=full_temple(), hand=["gold"], sculpted=all_slots_but("6,12"))
    assert not game.is_over()
    game.play("sculpt 6,12 hand:gold1")
    assert game.is_over() and game.end_reason == "every sculpture is placed (CHOLA-E3)"


def test_chola_e3_no_six_spaces_countdown_and_a_full_temple_does_not_end_it() -> None:
    game = expert_position(temple=filled_except(7), hand=["gold"], card="single")
    game.play(f"build {the_card(game)} gold@{COORDS[N_SPACES - 7][0]},{COORDS[N_SPACES - 7][1]}")
    assert game.turns_left is None and not game.is_over()
    full = expert_position(
        temple=full_temple(), hand=["gold"], sculpted=all_slots_but("6,12", "0,0")
    )
    assert full.empty_spaces == 0 and not full.is_over()


def test_chola_e3_a_player_who_can_only_sculpt_is_not_stuck() -> None:
    game = expert_position(
        temple=full_temple(), hand=["gold"] * 7, card="single",
        sculpted=all_slots_but("6,12", "0,0"), stones_per_colour=40,
        sculpture_tiles={"0,0": WHITE_GREY},
    )  # fmt: skip
    assert not game.is_over()  # the stack still has cards to draw
    drawn_out(game)  # arranged: the game checks the player to move can still act
    assert game.stack_size == 0 and game.face_up == ()
    assert not game.is_over()  # no pick, draw or build, but the finial can be sculpted
    kinds = {type(m).__name__ for m in game.legal_moves()}
    assert kinds == {"Sculpt", "Replace"}


def test_chola_e3_a_player_who_can_do_none_of_the_four_ends_the_game() -> None:
    game = expert_position(
        temple=full_temple(), hand=["gold"] * 7, card="single", stones_per_colour=40,
        sculpted=all_slots_but("0,0"), sculpture_tiles={"0,0": WHITE_GREY},
    )  # fmt: skip
    assert not game.is_over()  # the stack still has cards to draw
    assert game.explain_sculpt("0,0") == (
        "slot 0,0 needs 4 white + 1 grey: you have no white and no grey in hand, and no "
        "white and no grey on your wagon"
    )
    drawn_out(game)  # arranged: the game checks the player to move can still act
    assert game.stack_size == 0 and game.face_up == ()
    assert game.is_over()
    assert game.end_reason == "Brown can do none of draw, build, pick and sculpt (CHOLA-E3)"


@pytest.mark.parametrize(("pay", "outcome"), [("hand:gold1", "win"), ("wagon:gold1", "shared win")])
def test_chola_e3_ties_go_to_the_most_wagon_levels_then_are_shared(pay: str, outcome: str) -> None:
    game = expert_position(
        temple=full_temple(), hand=["gold"], wagon={"gold": 1, "grey": 1},
        sculpted=all_slots_but("6,12"),
    )  # fmt: skip
    # arranged again (only before any move): White leads by the point the finial gives
    arrange(game, wagons={1: {"white": 1}}, scores=[5, 6])
    assert game.scores == (5, 6)
    game.play(f"sculpt 6,12 {pay}")
    result = game.result()
    assert result is not None and result.outcome == outcome and game.scores == (6, 6)
    if outcome == "win":
        assert result.winners == (0,) and "tie broken by 2 levels on their wagon" in result.message
    else:
        assert result.winners == (0, 1)


def test_chola_e2_the_safety_cap_counts_sculpts_as_progress() -> None:
    game = expert_position(
        temple=square(0, 0, "gold"), hand=["white"] * 4 + ["grey"],
        sculpture_tiles={"0,0": WHITE_GREY},
    )  # fmt: skip
    game.play("pick")  # a turn without a build or a sculpture
    game.play("draw stack")
    assert game.quiet_turns == 2
    game.play("sculpt 0,0 hand:white4,grey1")
    assert game.quiet_turns == 0 and not game.is_over()


def test_chola_e3_expert_needs_2_to_5_players() -> None:
    with pytest.raises(ValueError, match="the Expert game takes 2 to 5 players"):
        chola.new_game(1, "expert", seed=1)
