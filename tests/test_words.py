"""The shared language helpers (tulakit.words): one way to list things in every game."""

from __future__ import annotations

import pytest

from tulakit.words import and_list, noun_list, stones_words

COLOURS = ("brown", "light brown", "white", "grey", "gold")


@pytest.mark.parametrize(
    ("items", "said"),
    [([], ""), (["a"], "a"), (["a", "b"], "a and b"), (["a", "b", "c", "d"], "a, b, c and d")],
)
def test_and_list_has_no_comma_before_the_last_item(items: list[str], said: str) -> None:
    assert and_list(items) == said
    assert and_list(iter(items)) == said  # any iterable, read once


def test_and_list_takes_another_last_word_and_an_empty_text() -> None:
    assert and_list(["N", "E", "S"], last="or") == "N, E or S"
    assert and_list([], empty="nothing") == "nothing"
    assert and_list(["x"], empty="nothing") == "x"


def test_noun_list_is_plural_for_several() -> None:
    assert noun_list("tile", ["5"]) == "tile 5"
    assert noun_list("tile", ["5", "6", "7"]) == "tiles 5, 6 and 7"
    assert noun_list("tile", []) == "no tile"
    assert noun_list("card", [], empty="none") == "none"


def test_stones_words_list_sum_and_order() -> None:
    hand = (2, 0, 1, 0, 3)
    assert stones_words(hand, COLOURS) == "2 brown, 1 white and 3 gold"
    assert stones_words(hand, COLOURS, plus=True) == "2 brown + 1 white + 3 gold"
    assert stones_words(hand, COLOURS, plus=True, biggest_first=True) == (
        "3 gold + 2 brown + 1 white"
    )
    assert stones_words((0,) * 5, COLOURS) == "no stones"
    assert stones_words((0,) * 5, COLOURS, plus=True, empty="nothing") == "nothing"


def test_stones_words_refuses_counts_and_names_that_do_not_pair() -> None:
    with pytest.raises(ValueError, match="4 counts for 5 colour names"):
        stones_words((1, 2, 3, 4), COLOURS)
