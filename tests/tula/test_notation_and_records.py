"""Move notation and JSON records: round trips, and clear errors that change nothing."""

from __future__ import annotations

import json
from typing import get_args

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tulakit import IllegalMoveError, NotationError, RecordError
from tulakit.tula import TulaMove, load, new_game
from tulakit.tula.moves import MoveKind


@given(st.sampled_from(get_args(MoveKind)), st.integers(min_value=0, max_value=23))
def test_notation_prints_and_parses_back(kind: MoveKind, position: int) -> None:
    move = TulaMove(kind, position)
    assert TulaMove.parse(str(move)) == move
    assert str(TulaMove.parse(str(move))) == str(move)


@pytest.mark.parametrize("text", ["", "T", "T24", "T05", "t5", "Q5", "T 5", "T5 ", "R-1", "X100"])
def test_malformed_notation_is_a_clear_error(text: str) -> None:
    game = new_game(seed=1)
    before = game.to_json()
    with pytest.raises(NotationError, match="is not a Tula move"):
        game.play(text)
    assert game.to_json() == before


def test_notation_error_is_an_illegal_move_error() -> None:
    with pytest.raises(IllegalMoveError):
        new_game(seed=1).play("nonsense")


def test_an_illegal_move_changes_nothing() -> None:
    game = new_game(seed=1)
    game.play("R23")
    before = game.to_json()
    with pytest.raises(IllegalMoveError, match="still covered"):
        game.play("R0")
    assert game.to_json() == before


def test_play_all_is_all_or_nothing() -> None:
    game = new_game(seed=1)
    with pytest.raises(IllegalMoveError):
        game.play_all(["R23", "T23", "R0"])
    assert game.moves == () and game.stack == ()


def test_record_holds_deal_seed_options_and_moves() -> None:
    game = new_game(seed=9, mercy=False, auto_reveal=True)
    game.play("T23")
    record = json.loads(game.to_json())
    assert record == {
        "game": "tula",
        "version": 1,
        "seed": 9,
        "deal": list(game.deal),
        "options": {"mercy": False, "auto_reveal": True},
        "moves": ["T23"],
    }


def _record(**changes: object) -> str:
    game = new_game(seed=4)
    game.play_all(["R23", "T23"])
    data = json.loads(game.to_json())
    data.update(changes)
    return json.dumps(data)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{not json", "not valid JSON"),
        ("[]", "JSON object"),
        (_record(game="tulaga"), "not of Tula"),
        (_record(version=99), "version 99"),
        (_record(deal=["S0"] * 24), "S0 appears 24 times"),
        (_record(deal=["Z9"] + ["S0"] * 23), "'Z9' is not a tile code"),
        (_record(deal="S0 S1"), "a list of 24 tile codes"),
        (_record(moves=["R23", "T0"]), r"move 2 \('T0'\) cannot be replayed"),
        (
            _record(moves=["R23", "bogus"]),
            r"move 2 \('bogus'\) cannot be replayed: 'bogus' is not a Tula move",
        ),
        (_record(moves="R23"), "must be a list"),
        (_record(options={"mercy": "yes"}), "true or false"),
        (_record(options={"gravity": True}), "may only hold"),
        (_record(seed="seven"), "whole number"),
    ],
)
def test_corrupted_records_are_clear_errors(text: str, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        load(text)


def test_missing_deal_is_named() -> None:
    data = json.loads(_record())
    del data["deal"]
    with pytest.raises(RecordError, match="no 'deal'"):
        load(json.dumps(data))


def test_seeded_games_are_reproducible() -> None:
    assert new_game(seed=12).deal == new_game(seed=12).deal
    assert new_game(seed=12).deal != new_game(seed=13).deal


def test_a_game_without_a_seed_still_records_one() -> None:
    game = new_game()
    assert isinstance(game.seed, int)
    assert new_game(seed=game.seed).deal == game.deal
