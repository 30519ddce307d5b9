"""The rulebook's worked scoring examples (Basic and Solo) as scenarios on the
reconstructed board (CHOLA-G1..G3), with the points the text states."""

from __future__ import annotations

from chola.chola_positions import filled_except, position, the_card

from tulakit.chola import space


def test_chola_p3_white_pair_next_to_white_stone_gives_2_and_4() -> None:
    """CHOLA-P3: brown places two white stones by a white one: Brown +2, White +4."""
    game = position(
        colours=("brown", "white"),
        temple={"3,0": "white"},
        hand=["white", "white"],
        card="pair_same",
    )
    game.play(f"build {the_card(game)} white@4,0 white@5,0")
    assert game.scores == (2, 4)
    assert game.last_report().points == (2, 4)
    assert "+4 for White: white pattern of 3" in str(game.last_report())


def test_chola_c1_diagonal_four_gives_grey_4() -> None:
    """CHOLA-C1/P3: grey places brown and light brown on the diagonals: +4, no pattern."""
    game = position(
        3,
        colours=("grey", "brown", "light-brown"),
        hand=["brown", "brown", "light-brown", "light-brown", "white"],
        card="quad_diagonal",
    )
    game.play(f"build {the_card(game)} brown@0,0 light-brown@1,0 light-brown@0,1 brown@1,1")
    assert game.scores == (4, 0, 0)


def test_chola_p3_brown_places_two_of_a_colour_gains_2() -> None:
    """CHOLA-P3: brown places 2 stones of one other colour, no pattern: +2."""
    game = position(
        colours=("brown", "white"),
        hand=["grey", "grey", "brown", "gold"],
        card="pair_same",
    )
    game.play(f"build {the_card(game)} grey@8,0 grey@8,1")
    assert game.scores == (2, 0)


def test_chola_p1_gold_pattern_plus_one_white_gives_5() -> None:
    """CHOLA-P1/P3: gold makes a gold pattern of 3 (+4) and places a white stone (+1)."""
    game = position(
        colours=("gold", "white"),
        temple={"3,0": "gold", "4,0": "gold"},
        hand=["gold", "white", "brown"],
        card="pair_mixed",
    )
    game.play(f"build {the_card(game)} gold@5,0 white@5,1")
    assert game.scores == (5, 0)
    lines = str(game.last_report())
    assert "+4 for Gold: gold pattern of 3" in lines and "+1 for Gold: 1 white stone" in lines


def test_chola_t1_plus2_treasure_gives_white_4_and_brown_4() -> None:
    """CHOLA-T1: white puts 2 brown above a brown stone onto a '+2' star: White 2+2, Brown 4."""
    game = position(
        colours=("white", "brown"),
        temple={"4,0": "grey", "4,1": "brown"},
        hand=["brown", "brown", "white", "gold"],
        card="pair_same",
        tiles={"4,3": "+2"},
    )
    assert game.treasures == {space("4,3"): "+2"}
    game.play(f"build {the_card(game)} brown@4,2 brown@4,3")
    assert game.scores == (4, 4)
    assert game.treasures == {}  # the tile is taken


def test_chola_t2_double_treasure_gives_12_and_4() -> None:
    """CHOLA-T2: double star: brown's (2 + 4) doubles to 12; light brown's 4 is not doubled."""
    base = {f"{x},{y}": "grey" for x in range(2, 6) for y in (0, 1)}
    game = position(
        colours=("brown", "light-brown"),
        temple={**base, "2,2": "brown", "5,2": "light-brown"},
        hand=["brown", "brown", "light-brown", "light-brown", "gold"],
        card="quad_split",
        treasures="double",
    )
    game.play(f"build {the_card(game)} brown@3,2 light-brown@4,2 brown@3,3 light-brown@4,3")
    assert game.scores == (12, 4)
    assert "x2 for Brown" in str(game.last_report())


def test_chola_so1_solo_white_and_grey_pairs_give_2_and_4() -> None:
    """CHOLA-SO1: you (brown) pair a white and a grey with existing ones: you 2, opponent 4."""
    game = position(
        1,
        colours=("brown",),
        temple={"0,0": "white", "3,0": "grey"},
        hand=["white", "grey"],
        card="pair_mixed",
    )
    assert game.scores == (0, 100)
    game.play(f"build {the_card(game)} white@1,0 grey@2,0")
    assert game.scores == (2, 104)


def test_chola_e1_end_trigger_with_7_spaces_left() -> None:
    """CHOLA-E1: 7 spaces left, 2 stones placed: then at most two more rounds."""
    game = position(
        colours=("brown", "white"),
        temple=filled_except(7),
        hand=["gold", "gold"],
        card="pair_same",
        stones_per_colour=40,
    )
    assert game.empty_spaces == 7 and game.turns_left is None
    game.play(f"build {the_card(game)} gold@8,10 gold@8,11")
    assert game.empty_spaces == 5 and game.turns_left == 4
    for _ in range(4):
        assert not game.is_over()
        draws = [m for m in game.legal_moves() if str(m).startswith("draw")]
        game.play(draws[0])
    assert game.is_over() and "2 last turns" in (game.end_reason or "")
