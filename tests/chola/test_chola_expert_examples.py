"""The rulebook's worked Expert examples (CHOLA-W1, X3, B1) on the reconstructed board,
with the points, wagon moves and refusals the text states."""

from __future__ import annotations

import pytest
from chola.chola_positions import expert_position, square, the_card

from tulakit.chola import ExpertGame, IllegalMoveError
from tulakit.chola.moves import Sculpt

LIGHT_BROWN_GOLD = "8:light-brown4,gold1"  # CHOLA-X2: in the 8-point group
WHITE_GREY = "6:white4,grey1"  # the bonus examples' tile: 4 white + 1 grey


def state(game: ExpertGame) -> tuple[object, ...]:
    """Everything a refused move must leave alone."""
    return (
        game.cells,
        game.bag,
        game.hand(0),
        game.wagon(0),
        game.scores,
        game.sculpted,
        game.bonus_cards(0),
        game.to_move,
        len(game.moves),
    )


def test_chola_w1_grey_diagonal_four_scores_4_and_moves_two_wagon_tracks() -> None:
    """CHOLA-W1: grey builds 2 brown + 2 light brown on a diagonal: +4, wagon +2 and +2."""
    game = expert_position(
        3,
        colours=("grey", "brown", "light-brown"),
        hand=["brown", "brown", "light-brown", "light-brown", "white"],
        card="quad_diagonal",
    )
    game.play(f"build {the_card(game)} brown@0,0 light-brown@1,0 light-brown@0,1 brown@1,1")
    assert game.scores == (4, 0, 0)
    assert game.wagon(0) == (2, 2, 0, 0, 0)
    assert "wagon: brown 0 -> 2, light brown 0 -> 2" in str(game.last_report())
    assert game.wagon(1) == game.wagon(2) == (0, 0, 0, 0, 0)  # only the builder's wagon


def test_chola_x3_pay_4_light_brown_1_gold_with_wagon_3_and_1_and_a_hand_stone() -> None:
    """CHOLA-X3: wagon light brown 3 -> 0, gold 1 -> 0, one light brown stone to the bag."""
    game = expert_position(
        temple=square(7, 0, "grey"),
        hand=["light-brown"],
        wagon={"light-brown": 3, "gold": 1},
        sculpture_tiles={"7,0": LIGHT_BROWN_GOLD},
    )
    assert game.tile("7,0").describe() == "4 light brown + 1 gold"
    token = "sculpt 7,0 wagon:light-brown3,gold1 hand:light-brown1"
    # the only way to pay: 4 light brown + 1 gold, of which the hand holds only one
    assert [str(m) for m in game.sculpt_moves("7,0")] == [token]
    bag = game.bag
    game.play(token)
    assert game.scores[0] == 8
    assert game.wagon(0) == (0, 0, 0, 0, 0)
    assert game.hand(0) == (0, 0, 0, 0, 0)
    assert game.bag[1] == bag[1] + 1  # the hand stone went back to the bag
    assert game.slot_state("7,0") == "sculpted"
    report = str(game.last_report())
    assert "wagon: light brown 3 -> 0, gold 1 -> 0" in report
    assert "1 light brown from the hand goes back to the bag" in report


def test_chola_b1_double_turns_8_points_into_16() -> None:
    """CHOLA-B1 double: the 8-point sculpture scores 16, and the card is discarded."""
    game = expert_position(
        temple=square(7, 0, "grey"),
        hand=["light-brown"],
        wagon={"light-brown": 3, "gold": 1},
        sculpture_tiles={"7,0": LIGHT_BROWN_GOLD},
        bonus=["double", "again"],
    )
    game.play("sculpt 7,0 wagon:light-brown3,gold1 hand:light-brown1 +double")
    assert game.scores[0] == 16
    assert "8 becomes 16" in str(game.last_report())
    assert [h.status for h in game.bonus_cards(0)] == ["used", "ready"]


@pytest.mark.parametrize(
    ("card", "hand", "token"),
    [
        # swap: 4 white + 1 grey paid as 4 white + 1 brown
        ("swap", ["white"] * 4 + ["brown"], "sculpt 4,2 hand:brown1,white4 +swap"),
        # anycolour: paid as 4 brown + 1 white
        ("anycolour", ["brown"] * 4 + ["white"], "sculpt 4,2 hand:brown4,white1 +anycolour"),
        # less: paid as 3 white + 1 grey
        ("less", ["white"] * 3 + ["grey"], "sculpt 4,2 hand:white3,grey1 +less"),
    ],
)
def test_chola_b1_payment_cards_on_4_white_and_1_grey(
    card: str, hand: list[str], token: str
) -> None:
    """CHOLA-B1: the rulebook's three payment examples, each legal only with its card."""
    game = expert_position(
        temple=square(4, 2, "gold") | square(4, 0, "gold"),
        hand=hand,
        sculpture_tiles={"4,2": WHITE_GREY},
        bonus=[card, "again"],
    )
    assert game.tile("4,2").describe() == "4 white + 1 grey"
    without = token.rsplit(" ", 1)[0]
    assert game.explain_illegal(without) is not None  # not without the card
    assert game.parse_move(token) in game.sculpt_moves("4,2")
    game.play(token)
    assert game.scores[0] == 6
    assert game.hand(0) == (0, 0, 0, 0, 0)
    assert game.bonus_cards(0)[0].status == "ready"  # these cards are kept


def test_chola_x3_the_three_arrows_empty_partly_built_and_built_slots() -> None:
    """CHOLA-X3: an empty slot and a partly built one are refused with the reason; a fully
    built one can be sculpted."""
    temple = square(7, 0, "grey") | {"0,0": "white", "1,0": "white"}
    game = expert_position(
        temple=temple,
        hand=["light-brown"] * 4 + ["gold"],
        sculpture_tiles={"7,0": LIGHT_BROWN_GOLD},
    )
    before = state(game)
    # the violet arrow: nothing built under slot 4,0
    assert game.slot_state("4,0") == "empty"
    assert game.explain_sculpt("4,0") == (
        "slot 4,0 is empty: a sculpture goes on top of stones, and (4,0), (5,0), (4,1) and "
        "(5,1) have none"
    )
    assert game.sculpt_moves("4,0") == []
    # the yellow arrow: slot 0,0 has its bottom row only
    assert game.slot_state("0,0") == "partly built"
    reason = "slot 0,0 is only partly built: (0,1) and (1,1) are still empty"
    assert game.explain_sculpt("0,0") == reason
    tile = game.tile("0,0")
    paying = ",".join(
        f"{c}{n}"
        for c, n in zip(("brown", "light-brown", "white", "grey", "gold"), tile.cost, strict=True)
        if n
    )
    with pytest.raises(IllegalMoveError, match="only partly built"):
        game.play(f"sculpt 0,0 hand:{paying}")
    assert state(game) == before
    # the pink arrow: slot 7,0 is fully built and the player can pay
    assert game.slot_state("7,0") == "built" and game.explain_sculpt("7,0") is None
    move = game.play("sculpt 7,0 hand:light-brown4,gold1")
    assert isinstance(move, Sculpt) and game.scores[0] == 8
