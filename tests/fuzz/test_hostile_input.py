"""Input made to hurt, for every registered game (:mod:`tulakit.games`): only documented
errors come out, quickly.

Random fuzzing (test_bad_input.py) rarely draws a 5,000-digit number or JSON nested
100,000 deep; someone crafting a link or a record does. Each such input must be refused
with ``IllegalMoveError`` (moves) or ``RecordError`` (records): Python's own limits
(4,300 digits for ``int()``, the recursion limit of ``json``) must never surface as a
``ValueError`` or ``RecursionError``, and a refused move leaves the game as it was.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Sequence
from functools import partial
from typing import Any, overload

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tulakit import chola, games, tula, tulaga
from tulakit.errors import IllegalMoveError, RecordError, TulakitError
from tulakit.tula.tiles import ALL_TILES, check_deal

#: a number with more digits than Python's int() accepts from text (4,300)
HUGE = "9" * 5000

#: every registered game (tulakit.games), the tests' own example game among them
ENTRIES = {entry.key: entry for entry in games.entries()}
GAMES: dict[str, Callable[[], Any]] = {key: partial(e.start, 5) for key, e in ENTRIES.items()}
LOADERS: dict[str, Callable[[str], Any]] = {key: e.load for key, e in ENTRIES.items()}

#: moves with a huge number, or a huge text, in each place a number or a word goes
HOSTILE_MOVES = [
    f"T{HUGE}",
    f"R{HUGE}",
    f"X{HUGE}",
    f"e{HUGE}",
    f"e5 >{HUGE}",
    f"draw up{HUGE}",
    f"replace white {HUGE}",
    f"build c{HUGE} brown@3,1",
    f"build c17 brown@{HUGE},1",
    f"build c17 brown@3,{HUGE}",
    f"build c17 {HUGE}brown@3,1",
    "x" * 300_000,
    "build " + "c1 " * 50_000,
]


@pytest.mark.parametrize("name", sorted(GAMES))
@pytest.mark.parametrize("move", HOSTILE_MOVES, ids=lambda m: m[:24])
def test_hostile_moves_are_refused_in_short_words(name: str, move: str) -> None:
    game = GAMES[name]()
    before = game.to_json()
    with pytest.raises(IllegalMoveError) as refused:
        game.play(move)
    assert game.to_json() == before
    # the message says why without repeating the whole input back
    assert 0 < len(str(refused.value)) <= 600


def _nested(depth: int) -> str:
    return "[" * depth + "]" * depth


@pytest.mark.parametrize("name", sorted(LOADERS))
@pytest.mark.parametrize(
    "text",
    [
        _nested(100_000),
        '{"moves": ' + _nested(50_000) + "}",
        '{"seed": ' + HUGE + ', "moves": []}',
        '{"moves": ' + json.dumps(["T23"] * 20_000) + "}",
        '{"players": ' + HUGE + ', "moves": []}',
        '{"options": {"rank_stones": ' + HUGE + '}, "moves": []}',
        "x" * 2_000_000,
    ],
    ids=lambda t: t[:30],
)
def test_hostile_records_are_refused_with_record_error(name: str, text: str) -> None:
    with pytest.raises(RecordError) as refused:
        LOADERS[name](text)
    assert 0 < len(str(refused.value)) <= 600


@pytest.mark.parametrize(
    ("load", "text"),
    [
        (tula.load, '{"seed": 1, "moves": [], "deal": ' + json.dumps(["S0"] * 100_000) + "}"),
        (tula.load, '{"seed": -5, "moves": [], "deal": ' + json.dumps(list(ALL_TILES)) + "}"),
        (chola.load, '{"seed": 1, "arrange": {"hands": {"' + HUGE + '": []}}, "moves": []}'),
        (chola.load, '{"seed": 1, "players": "3", "moves": []}'),
        (chola.load, '{"seed": 1, "colours": "brown", "moves": []}'),
        (tulaga.load, '{"options": {"rank_stones": "6"}, "moves": []}'),
    ],
    ids=lambda v: getattr(v, "__module__", str(v))[:30],
)
def test_hostile_records_of_one_game_are_refused(load: Callable[[str], Any], text: str) -> None:
    with pytest.raises(RecordError) as refused:
        load(text)
    assert 0 < len(str(refused.value)) <= 600


@pytest.mark.parametrize(
    ("call", "kwargs"),
    [
        (chola.new_game, {"players": "3"}),
        (chola.new_game, {"players": 3.5}),
        (chola.new_game, {"players": [3]}),
        (chola.new_game, {"players": 10**400}),
        (chola.new_game, {"variant": 5}),
        (chola.new_game, {"variant": "x" * 100_000}),
        (chola.new_game, {"seed": "x"}),
        (chola.new_game, {"players": 2, "colours": "brown"}),
        (chola.new_game, {"players": 2, "colours": [None, {}]}),
        (chola.new_game, {"nonsense": 1}),
        (tula.new_game, {"seed": "x"}),
        (tula.new_game, {"seed": 2.5}),
        (tula.new_game, {"deal": 5}),
        (tula.new_game, {"seed": 10**400}),
        (tulaga.new_game, {"rank_stones": "6"}),
        (tulaga.new_game, {"rank_stones": 10**400}),
    ],
    ids=lambda v: getattr(v, "__module__", str(v))[:40],
)
def test_hostile_new_game_arguments_are_refused_in_words(
    call: Callable[..., Any], kwargs: dict[str, Any]
) -> None:
    """Values a game does not allow are refused in words (a name that is not a parameter
    at all stays Python's TypeError, except Chola's options, which are open-ended)."""
    with pytest.raises(TulakitError) as refused:
        call(**kwargs)
    assert 0 < len(str(refused.value)) <= 600


class CountingDeal(Sequence[str]):
    """A deal that counts how many of its items are read, to measure the check's work."""

    def __init__(self, tiles: list[str]) -> None:
        self.tiles = tiles
        self.reads = 0

    def __len__(self) -> int:
        return len(self.tiles)

    @overload
    def __getitem__(self, index: int) -> str: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[str]: ...
    def __getitem__(self, index: int | slice) -> str | Sequence[str]:
        self.reads += 1 if isinstance(index, int) else len(self.tiles[index])
        return self.tiles[index]

    def __iter__(self) -> Iterator[str]:
        for tile in self.tiles:
            self.reads += 1
            yield tile


@pytest.mark.parametrize("size", [24, 25, 2_000])
def test_the_tula_deal_check_reads_each_tile_a_few_times_at_most(size: int) -> None:
    """A quadratic check (counting each tile in the whole deal) took minutes on a long
    deal; the work must grow with the deal's length, not its square."""
    tiles = [ALL_TILES[i % 24] for i in range(size)]
    if size == 24:
        tiles[0] = tiles[1]  # a repeated tile
    deal = CountingDeal(tiles)
    with pytest.raises(RecordError, match="each of the 24 tiles once"):
        check_deal(deal)
    assert deal.reads <= 4 * size


#: the shapes of real moves, with a number slot: what a crafted link would bend
MOVE_SHAPES = (
    "T{n}", "R{n}", "X{n}", "e{n}", "e5 =a{n}-e5@c5 >N", "draw up{n}", "replace white {n}",
    "build c{n} brown@3,1", "build c17 brown@{n},1", "build c17 brown{n}@3,1",
    "sculpt {n},0 wagon:white{n}", "pick {n}", "{n}",
)  # fmt: skip

numbers = st.one_of(
    st.integers(0, 99).map(str),
    st.integers(1, 6000).map(lambda digits: "9" * digits),
    st.integers(1, 6000).map(lambda digits: "-" + "1" * digits),
)


@pytest.mark.parametrize("name", sorted(GAMES))
@settings(max_examples=200, suppress_health_check=[HealthCheck.too_slow])
@given(shape=st.sampled_from(MOVE_SHAPES), number=numbers)
def test_moves_with_any_number_raise_only_documented_errors(
    name: str, shape: str, number: str
) -> None:
    game = GAMES[name]()
    before = game.to_json()
    try:
        game.play(shape.format(n=number))
    except IllegalMoveError as refused:
        assert game.to_json() == before
        assert len(str(refused)) <= 600
    else:
        assert game.to_json() != before  # a legal move, really played


def _record_with(record: dict[str, Any], key: str, value: str) -> str:
    """The record's JSON with ``key`` set to the raw JSON text ``value``."""
    data = dict(record)
    data[key] = "__HOLE__"
    return json.dumps(data).replace('"__HOLE__"', value)


raw_values = st.one_of(
    st.integers(1, 6000).map(lambda digits: "9" * digits),
    st.integers(1, 60_000).map(_nested),
    st.integers(1, 60_000).map(lambda depth: '{"a": ' * depth + "1" + "}" * depth),
    st.sampled_from(["null", "true", "-1", "1e999", "NaN", '"x"', "[]", "{}"]),
)


@pytest.mark.parametrize("name", sorted(LOADERS))
@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(key=st.sampled_from(["seed", "moves", "deal", "players", "colours", "options",
                            "arrange", "version", "game"]), value=raw_values)  # fmt: skip
def test_records_with_any_value_raise_only_record_error(name: str, key: str, value: str) -> None:
    record = json.loads(GAMES[name]().to_json())
    try:
        LOADERS[name](_record_with(record, key, value))
    except RecordError as refused:
        assert 0 < len(str(refused)) <= 600


@pytest.mark.parametrize("deal", [[None, []], [*ALL_TILES[:23], None], [None] * 24])
def test_a_tula_deal_holding_none_is_no_deal(deal: list[Any]) -> None:
    """None is no tile: the check once took it for "no bad tile found" and went on to
    count a list, which raised TypeError (found by the mutated-records fuzz test)."""
    with pytest.raises(RecordError, match="None is not a tile code"):
        check_deal(deal)
