"""One group of tests per ruling CHOLA-G1 .. CHOLA-SO2 (docs/rulings.md)."""

from __future__ import annotations

import pytest
from chola.chola_positions import filled_except, position, the_card

from tulakit.chola import Build, CholaOptions, Draw, Pick, Replace, new_game, space
from tulakit.chola.board import BLOCKS, COORDS, N_SPACES, STARS, space_name
from tulakit.chola.cards import DECKS, deck_shapes, placements, shape_problem
from tulakit.chola.game import SAFETY_ROUNDS
from tulakit.chola.options import colour_index
from tulakit.chola.positions import arrange
from tulakit.chola.scoring import Scorer, pattern_value
from tulakit.chola.treasures import TILES
from tulakit.errors import IllegalMoveError, NotationError


# -- CHOLA-G1: the board ----------------------------------------------------------------
def test_chola_g1_tiers_and_115_spaces() -> None:
    assert N_SPACES == 115
    rows = [sum(1 for x, y in COORDS if y == row) for row in range(13)]
    assert rows == [12, 12, 13, 13, 11, 11, 9, 9, 7, 7, 5, 5, 1]
    assert (6, 0) not in COORDS and (6, 1) not in COORDS and (6, 12) in COORDS


@pytest.mark.parametrize("text", ["6,0", "0,4", "12,5", "5,12", "13,0", "3;1", "03,1"])
def test_chola_g1_spaces_outside_the_temple_are_refused(text: str) -> None:
    with pytest.raises(NotationError):
        space(text)


# -- CHOLA-G2: support --------------------------------------------------------------------
def test_chola_g2_a_stone_needs_a_stone_below() -> None:
    game = position(hand=["white"], card="single")
    assert game.explain_illegal(f"build {the_card(game)} white@4,3") == "no stone below (4,3)"
    assert game.is_legal(f"build {the_card(game)} white@4,0")


def test_chola_g2_space_above_the_doorway_needs_a_side_stone() -> None:
    columns = {f"{x},{y}": "grey" for x in (5, 7) for y in (0, 1)}
    game = position(temple=columns, hand=["white", "gold"], card="single")
    reason = game.explain_illegal(f"build {the_card(game)} white@6,2")
    assert reason is not None and "(5,2) or (7,2)" in reason
    paired = position(temple=columns, hand=["white", "gold"], card="pair_mixed")
    # CHOLA-G2: the build's own stone at (5,2) holds up (6,2)
    assert paired.is_legal(f"build {the_card(paired)} white@5,2 gold@6,2")


def test_chola_g2_stones_of_the_same_build_support_each_other() -> None:
    game = position(hand=["white", "white", "gold", "gold"], card="quad_split")
    assert game.is_legal(f"build {the_card(game)} white@0,0 white@1,0 gold@0,1 gold@1,1")
    upright = position(hand=["white", "white"], card="pair_same")
    assert upright.is_legal(f"build {the_card(upright)} white@0,0 white@0,1")
    assert upright.explain_illegal(f"build {the_card(upright)} white@0,1 white@0,2") == (
        "no stone below (0,1)"
    )


# -- CHOLA-G3: stars ----------------------------------------------------------------------
def test_chola_g3_ten_stars() -> None:
    assert [space_name(s) for s in STARS] == [
        "1,1", "11,1", "4,3", "8,3", "2,5", "10,5", "4,7", "8,7", "5,9", "7,9",
    ]  # fmt: skip


# -- CHOLA-S1: stones -------------------------------------------------------------------
@pytest.mark.parametrize("per_colour", [30, 20])
def test_chola_s1_bag_holds_stones_per_colour(per_colour: int) -> None:
    game = new_game(3, seed=2, stones_per_colour=per_colour)
    held = [sum(game.hand(s)[c] for s in range(3)) for c in range(5)]
    assert [b + h for b, h in zip(game.bag, held, strict=True)] == [per_colour] * 5


# -- CHOLA-C1: shapes, rotations and reflections ----------------------------------------
def test_chola_c1_every_orientation_of_a_square_is_offered() -> None:
    empty = [-1] * N_SPACES
    hand = [2, 2, 0, 0, 0]
    corner = (space("0,0"), space("1,0"), space("0,1"), space("1,1"))
    split = {p for p in placements("quad_split", empty, hand) if tuple(s for s, _ in p) == corner}
    diagonal = {
        p for p in placements("quad_diagonal", empty, hand) if tuple(s for s, _ in p) == corner
    }
    assert len(split) == 4  # two colours over the rows or the columns, either way round
    assert len(diagonal) == 2
    # five squares on each side of the doorway
    assert len({tuple(s for s, _ in p) for p in placements("quad_split", empty, hand)}) == 10


@pytest.mark.parametrize(
    ("shape", "stones", "reason"),
    [
        ("pair_same", [("0,0", 2), ("2,0", 2)], "side by side"),
        ("pair_same", [("0,0", 2), ("1,0", 3)], "one colour"),
        ("quad_split", [("0,0", 2), ("1,0", 3), ("0,1", 3), ("1,1", 2)], "not on a diagonal"),
        ("quad_diagonal", [("0,0", 2), ("1,0", 2), ("0,1", 3), ("1,1", 3)], "one diagonal"),
        ("single", [("0,0", 2), ("1,0", 2)], "places 1 stone"),
    ],
)
def test_chola_c1_wrong_shapes_are_explained(
    shape: str, stones: list[tuple[str, int]], reason: str
) -> None:
    placement = tuple(sorted((space(s), c) for s, c in stones))
    problem = shape_problem(shape, placement)
    assert problem is not None and reason in problem


# -- CHOLA-C2: the deck -------------------------------------------------------------------
@pytest.mark.parametrize(
    ("deck", "size", "singles"),
    [("calibrated80", 80, 30), ("proposed60", 60, 14), ("even50", 50, 10)],
)
def test_chola_c2_c3_deck_composition(deck: str, size: int, singles: int) -> None:
    shapes = deck_shapes(deck)
    assert {s: shapes.count(s) for s in set(shapes)} == DECKS[deck]
    game = new_game(2, seed=1, deck=deck)
    held = len(game.cards(0)) + len(game.cards(1)) + len(game.face_up)
    assert held + game.stack_size == len(shapes) == size and shapes.count("single") == singles


def test_chola_c3_the_calibrated_deck_is_the_default() -> None:
    assert new_game(2, seed=1).options.deck == "calibrated80"
    assert len(new_game(3, seed=2).shapes) == 80


# -- CHOLA-T1: treasure tiles -------------------------------------------------------------
def test_chola_t1_one_tile_per_star_at_random() -> None:
    game = new_game(2, seed=3)
    assert set(game.treasures) == set(STARS)
    assert sorted(game.treasures.values()) == sorted(TILES)
    other = new_game(2, seed=4)
    assert [game.treasures[s] for s in STARS] != [other.treasures[s] for s in STARS]


@pytest.mark.parametrize(("stone", "points"), [("white", 1 + 2), ("gold", 1)])
def test_chola_t1_colour_tile_pays_only_for_its_colour(stone: str, points: int) -> None:
    game = position(
        colours=("brown", "grey"),
        temple={"1,0": "grey"},
        hand=[stone],
        card="single",
        tiles={"1,1": "+2:white"},
    )
    game.play(f"build {the_card(game)} {stone}@1,1")
    assert game.scores[0] == points and game.treasures == {}


@pytest.mark.parametrize(("existing", "points"), [("white", 1 + 2), ("gold", 1)])
def test_chola_t1_pattern_tile_pays_when_the_stone_ends_in_a_pattern(
    existing: str, points: int
) -> None:
    game = position(
        colours=("brown", "grey"),
        temple={"0,0": existing, "1,0": "white", "0,1": "gold"},
        hand=["white"],
        card="single",
        tiles={"1,1": "+2:pattern"},
    )
    game.play(f"build {the_card(game)} white@1,1")
    assert game.scores[0] == points


# -- CHOLA-T2: treasures option -----------------------------------------------------------
def test_chola_t2_treasures_off_and_double_lay_no_tiles() -> None:
    assert new_game(2, seed=1, treasures="off").treasures == {}
    assert new_game(2, seed=1, treasures="double").treasures == {}


def test_chola_t2_double_without_a_star_is_not_doubled() -> None:
    game = position(hand=["white"], card="single", treasures="double")
    game.play(f"build {the_card(game)} white@0,0")
    assert game.scores == (1, 0)


def test_chola_t2_per_star_doubles_per_star_covered() -> None:
    # no card covers two stars on this board, so per_star equals once on every real build
    scorer = Scorer((0, 1, None, None, None), ("Brown", "Light"), CholaOptions(
        treasures="double", double_star="per_star"))  # fmt: skip
    cells = [-1] * N_SPACES
    fake = ((STARS[0], 2), (STARS[1], 2))
    assert scorer.score_build(cells, fake, 0, 0).points == (8, 0)
    once = Scorer((0, 1, None, None, None), ("Brown", "Light"), CholaOptions(treasures="double"))
    assert once.score_build(cells, fake, 0, 0).points == (4, 0)
    assert all(sum(s in STARS for s in block) <= 1 for block in BLOCKS)


# -- CHOLA-P1: patterns -------------------------------------------------------------------
def test_chola_p1_points_table() -> None:
    assert [pattern_value(n) for n in range(1, 12)] == [0, 0, 4, 7, 10, 15, 18, 21, 24, 27, 27]


def test_chola_p1_hidden_stones_do_not_join_patterns() -> None:
    """CHOLA-P1 (Expert hook): stones under a sculpture are not visible for patterns."""
    scorer = Scorer((0, 1, None, None, None), ("Brown", "Light"), CholaOptions())
    cells = [-1] * N_SPACES
    cells[space("0,0")] = cells[space("1,0")] = 2
    placement = ((space("2,0"), 2),)
    assert scorer.score_build(cells, placement, 0, 0).points == (1, 0)
    owner = Scorer((0, None, 1, None, None), ("Brown", "White"), CholaOptions())
    assert owner.score_build(cells, placement, 0, 0).points == (1, 4)
    hidden = frozenset({space("0,0")})
    assert owner.score_build(cells, placement, 0, 0, hidden=hidden).points == (1, 0)


def test_chola_p1_diagonal_stones_are_not_joined() -> None:
    game = position(
        colours=("brown", "white"),
        temple={"0,0": "white", "1,0": "grey", "0,1": "grey"},
        hand=["white"],
        card="single",
    )
    game.play(f"build {the_card(game)} white@1,1")
    assert game.scores == (1, 0)


# -- CHOLA-P2: increments and options -----------------------------------------------------
@pytest.mark.parametrize(("scoring", "white"), [("increment", 7 - 4), ("full", 7)])
def test_chola_p2_growing_a_pattern(scoring: str, white: int) -> None:
    game = position(
        colours=("brown", "white"),
        temple={"0,0": "white", "1,0": "white", "2,0": "white"},
        hand=["white"],
        card="single",
        pattern_scoring=scoring,
    )
    game.play(f"build {the_card(game)} white@3,0")
    assert game.scores == (1, white)


def test_chola_p2_joining_two_patterns_scores_the_increase() -> None:
    game = position(
        colours=("brown", "white"),
        temple={f"{x},0": "white" for x in (0, 1, 2, 4, 5, 7)},
        hand=["white"],
        card="single",
    )
    game.play(f"build {the_card(game)} white@3,0")
    assert game.scores == (1, pattern_value(6) - 4 - 0)  # groups of 3 and 2 join into 6


def test_chola_p2_line_shape_needs_a_straight_line() -> None:
    temple = {"0,0": "white", "1,0": "white", "0,1": "grey"}
    bent = position(colours=("brown", "white"), temple=temple, hand=["white"], card="single")
    bent.play(f"build {the_card(bent)} white@1,1")
    assert bent.scores == (1, 0 + 4)  # an L of 3 is a group
    line = position(
        colours=("brown", "white"),
        temple=temple,
        hand=["white"],
        card="single",
        pattern_shape="line",
    )
    line.play(f"build {the_card(line)} white@1,1")
    assert line.scores == (1, 0)


def test_chola_p2_king_adjacency_joins_diagonals() -> None:
    temple = {"0,0": "white", "1,0": "grey", "0,1": "white"}
    game = position(
        colours=("brown", "white"),
        temple=temple,
        hand=["white"],
        card="single",
        pattern_adjacency="king",
    )
    game.play(f"build {the_card(game)} white@1,1")
    assert game.scores == (1, 4)


# -- CHOLA-P3: who scores ---------------------------------------------------------------
def test_chola_p3_own_colour_pays_only_in_patterns_and_unowned_colours_pay_nobody() -> None:
    game = position(
        colours=("brown", "white"),
        temple={"0,0": "gold", "1,0": "gold", "3,0": "brown"},
        hand=["gold", "brown"],
        card="pair_mixed",
    )
    game.play(f"build {the_card(game)} gold@2,0 brown@2,1")
    assert game.scores == (1, 0)
    assert "nobody plays gold" in str(game.last_report())


# -- CHOLA-A1: the four actions -----------------------------------------------------------
def test_chola_a1_pick_respects_the_hand_limit() -> None:
    game = position(hand=["white"] * 6, card="single")
    assert game.explain_illegal("pick") == "hand limit 7: you hold 6 stones and a pick takes 2"
    game = position(hand=["white"] * 5, card="single")
    before = sum(game.bag)
    game.play("pick")
    assert sum(game.hand(0)) == 7 and sum(game.bag) == before - 2 and game.to_move == 1


def test_chola_a1_replace_three_or_more_of_one_colour() -> None:
    game = position(hand=["white"] * 4 + ["gold"], card="single")
    assert "3 or more" in (game.explain_illegal("replace white 2") or "")
    assert "only 1 gold" in (game.explain_illegal("replace gold 3") or "")
    assert {str(m) for m in game.legal_moves() if isinstance(m, Replace)} == {
        "replace white 3",
        "replace white 4",
    }
    game.play("replace white 4")
    assert sum(game.hand(0)) == 5


def test_chola_a1_draw_limit_and_face_up_refill() -> None:
    game = new_game(2, seed=5)
    up = game.face_up
    top_before = game.stack_size
    game.play("draw up2")
    assert game.cards(0)[-1] == up[1] and game.face_up[0] == up[0]
    assert game.face_up[1] not in up and game.stack_size == top_before - 1
    for _ in range(3):
        game.play("draw stack")  # seat 1, seat 0 (4 cards now), seat 1
    assert game.explain_illegal("draw stack") == "you hold 4 cards, the most allowed"
    assert not any(isinstance(m, Draw) for m in game.legal_moves())


def test_chola_a1_a_build_spends_the_card_and_the_stones() -> None:
    game = position(hand=["white", "white", "gold"], card="pair_same")
    card = the_card(game)
    game.play(f"build {card} white@0,0 white@1,0")
    assert game.hand(0) == (0, 0, 0, 0, 1) and game.cards(0) == ()
    assert game.cards_gone == (int(card[1:]),)
    assert game.explain_illegal("pick") is not None  # it is seat 1's turn with 7 stones


def test_chola_a1_build_reasons_for_learners() -> None:
    game = position(temple={"0,0": "grey"}, hand=["white"], card="pair_same")
    card = the_card(game)
    assert (
        game.explain_illegal(f"build {card} white@1,0 white@2,0")
        == "you hold 1 white stone(s) and this build needs 2"
    )
    assert game.explain_illegal(f"build {card} white@0,0 white@1,0") == (
        "(0,0) already holds a grey stone"
    )
    with pytest.raises(IllegalMoveError, match="you do not hold card c1"):
        game.play("build c1 white@1,0")


# -- CHOLA-A2: setup ---------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_chola_a2_setup(players: int) -> None:
    game = new_game(players, seed=players)
    for seat in range(players):
        assert sum(game.hand(seat)) == 7 and min(game.hand(seat)) >= 1
        assert len(game.cards(seat)) == 2
    assert len(game.face_up) == players and game.to_move == 0


def test_chola_a2_view_hides_other_hands() -> None:
    game = new_game(3, seed=9)
    view = game.view(1)
    assert view.cards == tuple((c, game.shape(c)) for c in game.cards(1))
    assert [s.cards for s in view.seats] == [2, 2, 2]
    assert view.stack == game.stack_size and view.bag == game.bag
    assert not hasattr(view.seats[0], "card_numbers")


# -- CHOLA-E1: the end ----------------------------------------------------------------------
def test_chola_e1_full_temple_ends_the_game() -> None:
    game = position(temple=filled_except(1), hand=["gold"], card="single", stones_per_colour=40)
    game.play(f"build {the_card(game)} gold@6,12")
    assert game.is_over() and game.end_reason == "the temple is complete"


def test_chola_e1_eight_left_and_one_stone_does_not_trigger() -> None:
    game = position(temple=filled_except(8), hand=["gold"], card="single", stones_per_colour=40)
    spot = next(str(m).split()[-1] for m in game.legal_moves() if isinstance(m, Build))
    game.play(f"build {the_card(game)} {spot}")
    assert game.turns_left is None


@pytest.mark.parametrize("counts_replace", [False, True])
def test_chola_e1_stall_ends_the_game(counts_replace: bool) -> None:
    game = new_game(2, seed=3, stall_end_counts_replace=counts_replace)
    # seat 1: 7 grey stones (no pick), 4 mixed-pair cards (no draw, no build)
    arrange(
        game,
        hands={0: ["white"] * 7, 1: ["grey"] * 7},
        cards={0: ["single"], 1: ["pair_mixed"] * 4},
    )
    game.play(f"build {the_card(game)} white@0,0")
    assert game.is_over() is (not counts_replace)
    if counts_replace:
        assert {type(m) for m in game.legal_moves()} == {Replace}


@pytest.mark.parametrize(
    ("temple", "outcome", "winners"),
    [({"0,0": "white"}, "win", (1,)), ({}, "shared win", (0, 1))],
)
def test_chola_e1_tie_broken_by_own_stones_in_temple(
    temple: dict[str, str], outcome: str, winners: tuple[int, ...]
) -> None:
    game = new_game(2, seed=3, colours=("brown", "white"))
    # Brown to move with 7 grey stones (no pick) and 4 mixed-pair cards (no draw, no
    # build): the arranged game ends at once (CHOLA-E1), with 5 points each
    arrange(
        game, temple=temple, hands={0: ["grey"] * 7}, cards={0: ["pair_mixed"] * 4},
        to_move=0, clear_treasures=True, scores=[5, 5],
    )  # fmt: skip
    assert game.is_over() and game.scores == (5, 5)
    result = game.result()
    assert result is not None and result.outcome == outcome and result.winners == winners


# -- CHOLA-E2: the safety cap -------------------------------------------------------------
def test_chola_e2_cap_after_60_rounds_without_a_build() -> None:
    game = new_game(2, seed=1, stones_per_colour=10)
    # every other stone is in the temple: a replace draws back the very stones it returns,
    # so each seat can replace for ever without building
    others = ["brown"] * 10 + ["light-brown"] * 10 + ["grey"] * 10 + ["white", "gold"] * 3
    temple = {f"{COORDS[i][0]},{COORDS[i][1]}": c for i, c in enumerate(others)}
    arrange(game, temple=temple, hands={1: ["gold"] * 7, 0: ["white"] * 7})
    assert sum(game.bag) == 0
    replace = {0: Replace(colour_index("white"), 7), 1: Replace(colour_index("gold"), 7)}
    for turn in range(1, SAFETY_ROUNDS * 2):
        game.play(replace[game.to_move])
        assert game.quiet_turns == turn and not game.is_over()
    game.play(replace[game.to_move])
    assert game.is_over() and "CHOLA-E2" in (game.end_reason or "")
    game.undo()
    assert not game.is_over()


# -- CHOLA-SO1: solo scoring --------------------------------------------------------------
def test_chola_so1_head_start_option_and_strict_win() -> None:
    assert new_game(variant="solo", seed=1, solo_head_start=0).scores == (0, 0)
    # a full temple ends the arranged game at once, before anyone scores
    game = position(1, colours=("brown",), temple=filled_except(0), solo_head_start=0)
    assert game.is_over() and game.scores == (0, 0)
    result = game.result()
    assert result is not None and result.outcome == "lost"  # a tie is not "more"


def test_chola_so1_your_own_pairs_do_not_score() -> None:
    game = position(1, colours=("brown",), temple={"0,0": "brown"}, hand=["brown"], card="single")
    game.play(f"build {the_card(game)} brown@1,0")
    assert game.scores == (0, 100)


# -- CHOLA-SO2: the solo procedure --------------------------------------------------------
def test_chola_so2_only_builds_and_the_procedure_refills() -> None:
    game = new_game(variant="solo", seed=4)
    assert sum(game.hand(0)) == 7
    assert all(isinstance(m, Build) and m.card in game.face_up for m in game.legal_moves())
    assert "only build" in (game.explain_illegal("pick") or "")
    with pytest.raises(ValueError, match="exactly 1 player"):
        new_game(2, variant="solo")


def test_chola_so2_unbuildable_card_turns_another_up_and_unfit_cards_go() -> None:
    # a quad that cannot be paid for (only singles in hand) forces step 3 to turn more up
    game = position(1, colours=("brown",), hand=["white"], card="quad_split", seed=6)
    assert len(game.face_up) >= 2 or game.is_over()
    assert any(game.shape(c) != "quad_split" for c in game.face_up) or game.is_over()
    log = str(game.last_report())
    assert "step" in log


def test_chola_so2_game_runs_to_its_end() -> None:
    game = new_game(variant="solo", seed=8)
    while not game.is_over():
        game.play(game.legal_moves()[0])
    assert game.end_reason in {"the stack is empty", "the temple is complete"}
    assert game.stack_size == 0 or game.empty_spaces == 0


def test_pick_and_draw_objects() -> None:
    assert str(Pick()) == "pick" and str(Draw(3)) == "draw up3"


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_bag_must_hold_enough_stones_for_the_starting_hands_CHOLA_A2(players: int) -> None:
    """Each hand starts with 7 stones from the bag: ceil(7 x players / 5) per colour are
    needed, and with fewer the game refuses to start instead of dealing short hands."""
    needed = -(-7 * players // 5)
    with pytest.raises(ValueError, match=f"at least {needed} stones of each colour"):
        new_game(players=players, stones_per_colour=needed - 1)
    for seed in range(20):
        game = new_game(players=players, stones_per_colour=needed, seed=seed)
        assert [sum(game.hand(seat)) for seat in range(players)] == [7] * players
