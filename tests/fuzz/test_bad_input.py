"""Bad input, fuzzed, for every registered game (:mod:`tulakit.games`): random text and
non-text into ``play()``, mutated records into ``load()``. Only the documented errors may
come out (``IllegalMoveError``, of which ``NotationError`` is a kind, and
``RecordError``), and a refused move leaves the state exactly as it was."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tulakit import games
from tulakit.errors import IllegalMoveError, RecordError
from tulakit.protocol import GameState

FUZZ = settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])


def _played(game: GameState[Any], moves: int, seed: int) -> GameState[Any]:
    """``game`` after up to ``moves`` random legal moves."""
    rng = random.Random(seed)
    for _ in range(moves):
        legal = game.legal_moves()
        if game.is_over() or not legal:
            break
        game.play(rng.choice(legal))
    return game


#: every registered game (tulakit.games), the tests' own example game among them
GAMES = {entry.key: entry for entry in games.entries()}


def _start(name: str) -> GameState[Any]:
    """The game called ``name`` a few random moves in (a set-up drawn from a fixed seed)."""
    return _played(GAMES[name].start(5), 10, 3)


#: text that looks like each game's notation, so the fuzzer reaches past the first check
NOTATION_ALPHABET = "RTX0123456789 abcdefghi=-@>,NESWpickdrawupbuildc@ \n;,:"

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**6), 10**6) | st.floats() | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=8,
)


def _refused_cleanly(game: GameState[Any], move: Any) -> None:
    """``move`` may be any value at all (Any, not a move type): that is the fuzzer's point."""
    before = game.to_json()
    try:
        game.play(move)
    except IllegalMoveError:
        assert game.to_json() == before, "a refused move changed the game"
    else:
        assert game.to_json() != before  # a fuzzed move that is legal was really played


@pytest.mark.parametrize("name", sorted(GAMES))
@FUZZ
@given(text=st.text(alphabet=NOTATION_ALPHABET, max_size=30) | st.text(max_size=12))
def test_random_text_is_refused_in_words_and_changes_nothing(name: str, text: str) -> None:
    _refused_cleanly(_start(name), text)


@pytest.mark.parametrize("name", sorted(GAMES))
@FUZZ
@given(value=json_values.filter(lambda v: not isinstance(v, str)))
def test_values_that_are_not_moves_are_refused(name: str, value: Any) -> None:
    game = _start(name)
    before = game.to_json()
    with pytest.raises(IllegalMoveError, match="a move is notation text"):
        game.play(value)  # any JSON value but text: Any, as the fuzzer draws it
    assert game.to_json() == before


def _mutations(record: dict[str, Any], rng: random.Random, value: Any) -> dict[str, Any]:
    """One random change of a record: a key dropped or set to ``value``, or one move
    replaced, dropped or duplicated."""
    data = json.loads(json.dumps(record))
    choice = rng.randrange(5)
    keys = sorted(data)
    if choice == 0 and keys:
        del data[rng.choice(keys)]
    elif choice == 1 and keys:
        data[rng.choice(keys)] = value
    elif data.get("moves"):
        moves = data["moves"]
        at = rng.randrange(len(moves))
        if choice == 2:
            moves[at] = value
        elif choice == 3:
            del moves[at]
        else:
            moves.insert(at, moves[at])
    mutated: dict[str, Any] = data
    return mutated


@pytest.mark.parametrize("name", sorted(GAMES))
@FUZZ
@given(seed=st.integers(0, 10**6), value=json_values, cut=st.integers(0, 400))
def test_mutated_records_load_or_say_why(name: str, seed: int, value: Any, cut: int) -> None:
    record = json.loads(_start(name).to_json())
    mutated = _mutations(record, random.Random(seed), value)
    for text in (json.dumps(mutated), json.dumps(record)[:cut]):
        try:
            game = GAMES[name].load(text)
        except RecordError as exc:
            assert str(exc)  # a message in words
        else:
            assert json.loads(game.to_json())["moves"] == json.loads(text)["moves"]
