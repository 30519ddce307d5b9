"""TulagaOptions (TULAGA-2): checked once, then used by the game, records, links and boards."""

from __future__ import annotations

import json

import pytest

from tulakit import RecordError, tulaga
from tulakit.tulaga import TulagaGame, TulagaOptions, load
from tulakit.tulaga.fastplay import FastState
from tulakit.widgets.tulaga_share import tulaga_link

TURNS = ["e5", "d4", "a5", "a4"]
NOT_RANK_COUNTS = [4.0, 5.0, True, "4", 3, 7, 0, None, 4.5]


@pytest.mark.parametrize("value", NOT_RANK_COUNTS)
def test_tulaga_2_options_refuse_anything_but_the_int_4_5_or_6(value: object) -> None:
    with pytest.raises(ValueError, match=r"4, 5 or 6 \(TULAGA-2\), not") as caught:
        TulagaOptions(rank_stones=value)  # type: ignore[arg-type]
    assert repr(value) in str(caught.value)


@pytest.mark.parametrize("value", [v for v in NOT_RANK_COUNTS if v is not None])
def test_tulaga_2_new_game_refuses_a_float_or_bool_rank_count(value: object) -> None:
    with pytest.raises(ValueError, match="TULAGA-2"):
        tulaga.new_game(rank_stones=value)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="TULAGA-2"):
        TulagaGame(rank_stones=value)  # type: ignore[arg-type]


@pytest.mark.parametrize("ranks", [4, 5, 6])
def test_tulaga_2_the_option_reaches_piles_record_and_link_as_an_int(ranks: int) -> None:
    game = tulaga.new_game(rank_stones=ranks)
    assert game.options == TulagaOptions(rank_stones=ranks)
    assert game.rank_stones == ranks and type(game.rank_stones) is int
    assert game.rank_pile == (ranks, ranks)
    assert all(type(n) is int for n in game.rank_pile)
    game.play_all(TURNS)
    record = json.loads(game.to_json())
    assert record["options"] == {"rank_stones": ranks}
    assert type(record["options"]["rank_stones"]) is int
    assert f"ranks={ranks}&" in tulaga_link(game).query
    assert FastState.from_game(game).ranks == [ranks, ranks]


def test_tulaga_2_options_or_rank_stones_but_not_both() -> None:
    assert TulagaGame(options=TulagaOptions(4)).rank_pile == (4, 4)
    with pytest.raises(ValueError, match="not both"):
        TulagaGame(rank_stones=4, options=TulagaOptions(4))
    with pytest.raises(TypeError, match="TulagaOptions"):
        TulagaGame(options={"rank_stones": 4})  # type: ignore[arg-type]


def test_tulaga_2_options_are_frozen() -> None:
    options = TulagaOptions(5)
    with pytest.raises(AttributeError):
        options.rank_stones = 4  # type: ignore[misc]


def _old_record(options: object) -> str:
    """A record exactly as tulakit wrote it before TulagaOptions (version 1)."""
    return json.dumps({"game": "tulaga", "version": 1, "options": options, "moves": TURNS})


@pytest.mark.parametrize("written", [4, 4.0])
def test_tulaga_2_old_records_still_load_and_replay_exactly(written: float) -> None:
    """4.0 is what the float bug wrote: that record is a 4-rank game and still opens."""
    played = TulagaGame(rank_stones=4)
    played.play_all(TURNS)
    game = load(_old_record({"rank_stones": written}))
    assert game.options == TulagaOptions(rank_stones=4)
    assert game.cells == played.cells and game.rank_pile == played.rank_pile
    assert [str(m) for m in game.moves] == TURNS
    assert game.to_json() == played.to_json()


def test_tulaga_2_a_record_without_options_is_the_full_game() -> None:
    text = json.dumps({"game": "tulaga", "version": 1, "moves": TURNS})
    assert load(text).options == TulagaOptions(rank_stones=6)


@pytest.mark.parametrize(
    ("options", "said"),
    [
        ({"rank_stones": 4.5}, "TULAGA-2"),
        ({"rank_stones": "4"}, "TULAGA-2"),
        ({"rank_stones": True}, "TULAGA-2"),
        ({"rank_stones": 7}, "TULAGA-2"),
        ({"ranks": 4}, "not a Tulaga option"),
        ([4], "must be an object"),
    ],
)
def test_tulaga_2_bad_record_options_are_record_errors(options: object, said: str) -> None:
    with pytest.raises(RecordError, match=said):
        load(_old_record(options))
