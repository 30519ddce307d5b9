"""Expert notation (sculpt, again) and records: every spelling round-trips, wrong ones
are refused with the right spelling, and Expert records replay exactly (CHOLA-X3, B1)."""

from __future__ import annotations

import json

import pytest
from chola.chola_positions import expert_position, square

from tulakit import chola
from tulakit.chola import ExpertGame, NotationError, RecordError, load
from tulakit.chola.bots import make_bot
from tulakit.chola.moves import Again, Sculpt, parse


@pytest.mark.parametrize(
    "token",
    [
        "sculpt 7,0 wagon:light-brown3,gold1 hand:light-brown1",
        "sculpt 4,2 hand:brown4,white1 +anycolour",
        "sculpt 4,2 +free",
        "sculpt 4,2 wagon:white4,grey1 +double",
        "sculpt 6,12 wagon:gold1",
        "sculpt 3,8 hand:brown2,white1",
        "again",
    ],
)
def test_chola_x3_sculpt_and_again_tokens_print_back(token: str) -> None:
    assert str(parse(token)) == token


def test_chola_x3_sculpt_fields() -> None:
    move = parse("sculpt 7,0 wagon:light-brown3,gold1 hand:light-brown1")
    assert move == Sculpt("7,0", (0, 3, 0, 0, 1), (0, 1, 0, 0, 0), None)
    assert move.paid == (0, 4, 0, 0, 1)
    assert parse("again") == Again()


@pytest.mark.parametrize(
    ("token", "message"),
    [
        ("sculpt 7,0 hand:light-brown1 wagon:light-brown3,gold1", "write the payment as sculpt 7,0 wagon:light-brown3,gold1 hand:light-brown1"),
        ("sculpt 4,2 hand:white1,brown4", "write the payment as sculpt 4,2 hand:brown4,white1"),
        ("sculpt 4,2 +free hand:white1", "write the payment as sculpt 4,2 hand:white1 +free"),
        ("sculpt 4,2 hand:white1,white2", "write the payment as sculpt 4,2 hand:white3"),
        ("sculpt 4,2 hand:white0", "counts are whole numbers from 1, no zeros"),
        ("sculpt 4,2 hand:white01", "counts are whole numbers from 1, no zeros"),
        ("sculpt 4,2 hand:white", "write each colour of the hand part as <colour><count>"),
        ("sculpt 4,2 hand:pink1", "'pink' is not a stone colour"),
        ("sculpt 4,2 +own", "+own is not a sculpt card: use one of +double, +free, +swap, +anycolour, +less"),
        ("sculpt 4,2 +free +double", "a sculpt uses at most one bonus card"),
        ("sculpt 4,2 hand:white1 hand:grey1", "write the hand part once"),
        ("sculpt 4,2 bag:white1", "after the slot write 'wagon:<colour><n>,...'"),
        ("sculpt 6,0 hand:white1", "(6,0) is the doorway, not a space of the temple"),
        ("again now", "is not a Chola move"),
    ],
)  # fmt: skip
def test_chola_x3_malformed_sculpts_are_refused_in_words(token: str, message: str) -> None:
    with pytest.raises(NotationError) as caught:
        parse(token)
    assert message in str(caught.value)


def test_chola_x3_every_legal_expert_move_prints_back() -> None:
    game = expert_position(
        temple=square(0, 0, "gold") | square(2, 0, "grey"),
        hand=["white"] * 4 + ["grey", "brown"],
        wagon={"white": 2, "brown": 1},
        bonus=["anycolour", "again"],
    )
    moves = game.legal_moves()
    assert any(isinstance(m, Sculpt) and m.card == "anycolour" for m in moves)
    assert Again() in moves
    for move in moves:
        assert game.parse_move(str(move)) == move
        assert game.explain_illegal(move) is None


def test_chola_x1_expert_options_are_kept_in_the_record() -> None:
    game = chola.new_game(3, "expert", seed=12, sculpture_layout="A", square_group_removed=9)
    record = json.loads(game.to_json())
    assert record["options"]["variant"] == "expert"
    assert record["options"]["sculpture_layout"] == "A"
    assert record["options"]["square_group_removed"] == 9
    again = load(game.to_json())
    assert isinstance(again, ExpertGame)
    assert [again.tile(s.name) for s in again.slots] == [game.tile(s.name) for s in game.slots]


def test_chola_b1_an_arranged_expert_position_replays_from_its_record() -> None:
    game = expert_position(
        temple=square(7, 0, "grey"),
        hand=["light-brown"],
        wagon={"light-brown": 3, "gold": 1},
        sculpture_tiles={"7,0": "8:light-brown4,gold1"},
        bonus=["double", "again"],
    )
    game.play("again")
    game.play("sculpt 7,0 wagon:light-brown3,gold1 hand:light-brown1 +double")
    game.play("pick")
    replay = load(game.to_json())
    assert isinstance(replay, ExpertGame)
    assert replay.moves == game.moves
    assert replay.scores == game.scores == (16, 0)
    assert replay.wagon(0) == game.wagon(0) and replay.hand(0) == game.hand(0)
    assert replay.bonus_cards(0) == game.bonus_cards(0)
    assert replay.sculpted == game.sculpted == frozenset({"7,0"})


def test_chola_x2_a_record_with_a_tile_that_is_not_in_the_game_is_refused() -> None:
    game = expert_position(sculpture_tiles={"7,0": "8:light-brown4,gold1"})
    record = json.loads(game.to_json())
    record["options"]["square_group_removed"] = 8
    with pytest.raises(RecordError, match="is in the removed 8-point group"):
        load(json.dumps(record))
    record["arrange"]["sculpture_tiles"] = {"7,0": "8:pink4"}
    with pytest.raises(RecordError, match="is not a sculpture tile"):
        load(json.dumps(record))


@pytest.mark.parametrize("players", [2, 4])
def test_chola_e3_a_whole_bot_game_replays_exactly(players: int) -> None:
    game = chola.new_game(players, "expert", seed=40 + players)
    bots = [make_bot("greedy" if s % 2 else "random", seed=s) for s in range(players)]
    while not game.is_over():
        game.play(bots[game.to_move].choose(game))
    replay = load(game.to_json())
    assert isinstance(replay, ExpertGame)
    assert replay.scores == game.scores and replay.cells == game.cells
    assert replay.sculpted == game.sculpted and replay.result() == game.result()
    assert [replay.wagon(s) for s in range(players)] == [game.wagon(s) for s in range(players)]
