"""The build steps of a board, in the engine (tulakit.chola.turn): CHOLA-A1, C1, G2, X3, B1."""

from __future__ import annotations

import pytest
from chola.chola_positions import expert_position, position, square

from tulakit.chola import Build, CholaGame, new_game, space
from tulakit.chola.board import EMPTY, N_SPACES
from tulakit.chola.bots import make_bot
from tulakit.chola.builds import why_card_fails, why_not_here
from tulakit.chola.expert_lessons import sculpt_position
from tulakit.chola.turn import NO_CARD, SculptTurn, TurnBuilder, payment_words
from tulakit.chola.words import build_words

TEMPLE = {"0,0": "grey", "1,0": "white", "2,0": "brown", "3,0": "gold", "1,1": "brown"}


def _played(seed: int, moves: int, variant: str = "basic", players: int = 3) -> CholaGame:
    game = new_game(players, variant, seed)
    bots = [make_bot("greedy", seed=seed + s) for s in range(players)]
    for _ in range(moves):
        if game.is_over():
            break
        game.play(bots[game.to_move].choose(game))
    return game


def _reachable(builder: TurnBuilder) -> set[Build]:
    """Every build the steps can show: each target, each shape through it, each colouring."""
    seen: set[Build] = set()
    for s in sorted(builder.targets):
        assert builder.click_space(s) is None
        for _ in range(len(builder.groups)):
            for _ in range(len(builder.groups[builder.group_i])):
                assert builder.move is not None
                seen.add(builder.move)
                builder.next_colours()
            builder.next_shape()
    return seen


@pytest.mark.parametrize(("seed", "moves", "variant"), [(1, 0, "basic"), (4, 30, "basic"),
                                                         (7, 60, "basic"), (2, 5, "solo"),
                                                         (3, 40, "expert")])  # fmt: skip
def test_the_steps_reach_exactly_the_legal_builds_of_each_card_CHOLA_A1(
    seed: int, moves: int, variant: str
) -> None:
    game = _played(seed, moves, variant, 1 if variant == "solo" else 3)
    legal = [m for m in game.legal_moves() if isinstance(m, Build)]
    before = game.to_json()
    for card in game.build_cards(game.to_move):
        builder = TurnBuilder(game)
        refused = builder.choose_card(card)
        wanted = {m for m in legal if m.card == card}
        if not wanted:  # refused, and left unchosen: a tap on the temple builds nothing
            shape = game.shape(card)
            why = why_card_fails(shape, game.cells, game.hand(game.to_move))
            assert why is not None and refused is not None
            assert f"cannot be built now: {why}." in refused
            assert builder.card is None and builder.targets == frozenset()
            continue
        assert refused is None
        assert builder.targets == {s for m in wanted for s, _ in m.placement}
        assert _reachable(builder) == wanted
    assert game.to_json() == before  # the steps never play anything


def test_a_space_no_placement_covers_is_explained_as_the_engine_explains_it_CHOLA_G2() -> None:
    game = position(temple=TEMPLE, hand=["white", "gold", "grey"], card="single")
    card = game.cards(0)[0]
    builder = TurnBuilder(game)
    builder.choose_card(card)
    refused = 0
    for s in range(N_SPACES):
        if s in builder.targets:
            assert builder.explain_space(s) is None
            continue
        reason = builder.explain_space(s)
        assert reason == why_not_here("single", s, game.cells, game.hand(0))
        assert builder.click_space(s) == f"Can't build c{card} on ({_name(s)}): {reason}."
        if game.cells[s] == EMPTY:  # the engine's error for the same stone says the same
            assert game.explain_illegal(Build(card, ((s, 2),))) == reason
            refused += 1
    assert refused > 50 and builder.placement == ()


def _name(s: int) -> str:
    from tulakit.chola.board import space_name

    return space_name(s)


def test_a_card_not_held_is_refused_in_the_engines_words_and_nothing_changes() -> None:
    game = new_game(2, seed=1, deck="proposed60")  # the old deck (CHOLA-C3) deals these cards
    builder = TurnBuilder(game)
    assert builder.choose_card(9) is None
    assert (
        builder.choose_card(1)
        == "Can't build with c1: you do not hold card c1 (you hold c9 and c55)."
    )
    assert builder.card == 9


def test_a_click_without_a_card_asks_for_one_unless_only_one_is_held() -> None:
    game = new_game(2, seed=1, deck="proposed60")  # Brown holds c9 and c55
    builder = TurnBuilder(game)
    assert builder.click_space(space("0,0")) == (
        "Choose a card first (c9 and c55), then choose where to build it."
    )
    assert builder.card is None
    lone = position(hand=["white"], card="single")
    builder = TurnBuilder(lone)
    assert builder.click_space(space("4,0")) is None
    assert str(builder.move) == f"build c{lone.cards(0)[0]} white@4,0"


def test_the_next_shape_keeps_the_colours_chosen_when_it_can() -> None:
    game = position(hand=["white", "white", "grey", "grey"], card="pair_same")
    builder = TurnBuilder(game)
    builder.choose_card(game.cards(0)[0])
    builder.click_space(space("4,0"))
    assert len(builder.groups) > 1 and len(builder.groups[0]) == 2
    builder.next_colours()
    colour = builder.placement[0][1]
    builder.next_shape()
    assert {c for _, c in builder.placement} == {colour}
    assert builder.move is not None
    assert builder.prompt().startswith(f"Shown: {build_words(builder.move, ', ')} (")


def test_steps_with_nothing_shown_say_so() -> None:
    builder = TurnBuilder(new_game(2, seed=1, deck="proposed60"))
    assert builder.next_shape() == builder.next_colours() == builder.nothing_shown()
    assert builder.move is None and builder.selection() is None
    builder.choose_card(9)
    assert builder.next_shape() == "No build is shown: choose a highlighted space for card c9."


def test_solo_builds_from_the_face_up_row_CHOLA_SO2() -> None:
    game = new_game(variant="solo", seed=5)
    builder = TurnBuilder(game)
    assert builder.my_cards() == game.face_up
    assert builder.choose_card(game.face_up[0]) is None
    assert builder.choose_card(game.stack_size + 99) is not None


def test_the_sculpt_dialog_lists_exactly_the_legal_sculpts_CHOLA_X3_B1() -> None:
    game = expert_position(
        temple=square(0, 0, "gold"), hand=["white"] * 4 + ["grey"], bonus=["less", "again"],
        sculpture_tiles={"0,0": "6:white4,grey1"},
    )  # fmt: skip
    turn = SculptTurn(game)
    assert turn.choose_slot("0,0") is None
    assert turn.sculpts == game.sculpt_moves("0,0")
    assert turn.cards_offered()[0] is None
    for card in turn.cards_offered():
        assert turn.choose_card(card) is None
        assert turn.options() == [m for m in game.sculpt_moves("0,0") if m.card == card]
    refusal = turn.choose_card("double")  # not held: refused, nothing changes
    assert refusal is not None and refusal.startswith("The double card cannot be used")
    assert f"choose one of {NO_CARD}, " in refusal and turn.card == turn.cards_offered()[-1]
    turn.choose_card(None)
    last = turn.options()[-1]
    assert turn.choose_payment(payment_words(last)) is None and turn.chosen() == last
    assert turn.choose_payment(99) == f"there are {len(turn.options())} payments, numbered from 0"
    assert game.moves == ()


def test_a_slot_that_cannot_be_sculpted_is_explained_by_the_engine() -> None:
    game = sculpt_position()
    turn = SculptTurn(game)
    assert turn.choose_slot("0,0") == (
        f"Can't sculpt {turn.what('0,0')}: {game.explain_sculpt('0,0')}."
    )
    assert turn.slot is None and turn.chosen() is None
    said = turn.choose_slot("5,5")
    assert said is not None and said.startswith("Can't sculpt slot 5,5: ")  # no slot: no error
    assert turn.choose_slot("7,0") is None and turn.slot == "7,0"
