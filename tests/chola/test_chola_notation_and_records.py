"""Chola move notation and JSON records (CHOLA-A1, the module docstring of moves.py)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tulakit.chola import RecordError, load, new_game
from tulakit.chola.bots import make_bot
from tulakit.chola.moves import parse
from tulakit.chola.positions import arrange
from tulakit.errors import NotationError


@pytest.mark.parametrize(
    "text",
    [
        "pick",
        "replace white 3",
        "replace light-brown 5",
        "draw stack",
        "draw up2",
        "build c17 brown@3,1 white@4,1",
        "build c60 gold@0,0 grey@1,0 grey@0,1 gold@1,1",
        "build c1 white@6,12",
    ],
)
def test_chola_notation_round_trips(text: str) -> None:
    assert str(parse(text)) == text


@pytest.mark.parametrize(
    ("text", "hint"),
    [
        ("Pick", "not a Chola move"),
        ("replace blue 3", "not a stone colour"),
        ("replace white three", "whole number"),
        ("draw up0", "'up1'"),
        ("build 17 white@0,0", "'c17'"),
        ("build c17 white", "<colour>@<x>,<y>"),
        ("build c17 white@4,1 brown@3,1", "build c17 brown@3,1 white@4,1"),
        ("build c17 white@6,1", "doorway"),
        ("build c17 white@0,11", "not a space"),
    ],
)
def test_chola_bad_notation_is_explained(text: str, hint: str) -> None:
    with pytest.raises(NotationError, match=hint.replace("(", r"\(").replace(")", r"\)")):
        parse(text)


def test_chola_record_replays_hidden_draws_exactly() -> None:
    game = new_game(4, seed=21, treasures="double", pattern_scoring="full")
    bots = [make_bot("greedy", seed=s) for s in range(4)]
    for _ in range(30):
        game.play(bots[game.to_move].choose(game))
    again = load(game.to_json())
    assert again.cells == game.cells and again.scores == game.scores
    assert [again.cards(s) for s in range(4)] == [game.cards(s) for s in range(4)]
    assert again.options == game.options and again.bag == game.bag


def test_chola_record_keeps_an_arranged_position() -> None:
    game = new_game(2, seed=3)
    arrange(game, temple={"0,0": "white"}, hands={0: ["white", "white"]}, cards={0: ["pair_same"]})
    card = game.cards(0)[0]
    game.play(f"build c{card} white@1,0 white@2,0")
    again = load(game.to_json())
    assert again.cells == game.cells and again.scores == game.scores == (2, 4)


def test_chola_an_arranged_score_is_played_on_and_replayed() -> None:
    game = new_game(2, seed=3)
    arrange(
        game, temple={"0,0": "white"}, hands={0: ["white", "white"]}, cards={0: ["pair_same"]},
        scores=[5, 6],
    )  # fmt: skip
    assert game.scores == (5, 6)
    card = game.cards(0)[0]
    game.play(f"build c{card} white@1,0 white@2,0")  # +2 and +4, as in the test above
    again = load(game.to_json())
    assert again.scores == game.scores == (7, 10)
    again.undo()
    assert again.scores == (5, 6)


@pytest.mark.parametrize("scores", [[5], [5, 6, 7], [5, -1], [5, True], [5, 6.0], "56", 5])
def test_chola_bad_arranged_scores_are_refused_and_change_nothing(scores: Any) -> None:
    game = new_game(2, seed=3)
    before = (game.table(), game.arrangement, game.scores)
    with pytest.raises(ValueError, match="scores"):
        arrange(game, hands={0: ["white"]}, scores=scores)
    assert (game.table(), game.arrangement, game.scores) == before


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("nonsense", "not valid JSON"),
        ('{"game": "tula"}', "not of the Chola"),
        ('{"seed": 1}', "no 'moves'"),
        ('{"seed": 1, "moves": [], "options": {"colour": 1}}', "may only hold"),
        ('{"seed": 1, "moves": [], "options": {"deck": "x"}}', "setup is not valid"),
        ('{"seed": 1, "moves": ["pick"]}', "move 1"),
    ],
)
def test_chola_bad_records_are_explained(text: str, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        load(text)


def test_chola_record_holds_seed_options_and_moves() -> None:
    game = new_game(3, seed=8)
    game.play("draw stack")
    data = json.loads(game.to_json())
    assert data["seed"] == 8 and data["players"] == 3 and data["moves"] == ["draw stack"]
    assert data["options"]["stones_per_colour"] == 30


@pytest.mark.parametrize("deck", ["proposed60", "calibrated80", "even50"])
def test_chola_record_replays_the_deck_it_names_CHOLA_C3(deck: str) -> None:
    game = new_game(2, seed=9, deck=deck)
    bots = [make_bot("greedy", seed=s) for s in range(2)]
    for _ in range(12):
        game.play(bots[game.to_move].choose(game))
    again = load(game.to_json())
    assert again.options.deck == deck and again.shapes == game.shapes
    assert again.cells == game.cells and again.cards(0) == game.cards(0)


def test_chola_record_naming_no_deck_is_older_and_replays_the_old_deck_CHOLA_C3() -> None:
    """Records made before the calibrated deck was the default may name no deck."""
    old = new_game(2, seed=9, deck="proposed60")
    bots = [make_bot("greedy", seed=s) for s in range(2)]
    for _ in range(12):
        old.play(bots[old.to_move].choose(old))
    data = json.loads(old.to_json())
    del data["options"]["deck"]
    again = load(json.dumps(data))
    assert again.options.deck == "proposed60" and len(again.shapes) == 60
    assert again.cells == old.cells and again.scores == old.scores
    assert [again.cards(s) for s in range(2)] == [old.cards(s) for s in range(2)]
    del data["options"]
    assert load(json.dumps(data)).cells == old.cells
    assert new_game(2, seed=9).options.deck == "calibrated80"  # while new games get the new one
