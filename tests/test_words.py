"""The shared language helpers (tulakit.words): one way to list things in every game."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

import tulakit
from tulakit.words import and_list, counted, noun_list, stones_words

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
    assert stones_words(hand, COLOURS, joiner=" + ") == "2 brown + 1 white + 3 gold"
    assert stones_words(hand, COLOURS, joiner=", ") == "2 brown, 1 white, 3 gold"
    assert stones_words(hand, COLOURS, joiner=" + ", biggest_first=True) == (
        "3 gold + 2 brown + 1 white"
    )
    assert stones_words((0,) * 5, COLOURS) == "no stones"
    assert stones_words((0,) * 5, COLOURS, joiner=" + ", empty="nothing") == "nothing"


def test_stones_words_refuses_counts_and_names_that_do_not_pair() -> None:
    with pytest.raises(ValueError, match="4 counts for 5 colour names"):
        stones_words((1, 2, 3, 4), COLOURS)


def test_every_chola_text_lists_a_hand_the_same_way() -> None:
    """The seat's spoken summary, the set-up lesson and the builds' reasons once listed
    stones three ways ('2 brown, 1 white' or '2 brown, 1 white and 1 gold'): now one."""
    from tulakit import chola
    from tulakit.chola.builds import why_card_fails
    from tulakit.chola.cards import SHAPES
    from tulakit.chola.lessons import setup_summary
    from tulakit.chola.options import COLOUR_NAMES
    from tulakit.chola.words import seat_words

    game = chola.new_game(2, seed=1)
    hand = game.hand(0)
    said = stones_words(hand, COLOUR_NAMES)
    assert said.count(" and ") == 1 and said.count(",") == sum(1 for n in hand if n) - 2
    assert f"stones: {said} (" in seat_words(game, 0, seat=0)
    assert f"({said})" in setup_summary(game)[0]
    few = (1, 1, 1, 0, 0)  # no two of a colour: no pair of one colour can be built
    reasons = [why_card_fails(shape, game.cells, few) for shape in SHAPES]
    held = stones_words(few, COLOUR_NAMES)
    assert any(r and r.endswith(f"you hold {held}") for r in reasons), reasons


@pytest.mark.parametrize(("count", "said"), [(0, "0 stones"), (1, "1 stone"), (2, "2 stones")])
def test_counted_is_singular_for_one_only(count: int, said: str) -> None:
    assert counted(count, "stone") == said
    assert counted(count, "match", "matches") == said.replace("stones", "matches").replace(
        "stone", "match"
    )


#: an instruction that names one device: a phone has no click, a keyboard neither
ONE_DEVICE = re.compile(r"\b[Cc]lick(ing|ed)? (a|an|the|each|every|one|on|where|tile|slot)\b")


def _said_strings(path: Path) -> list[str]:
    """Every string literal of ``path`` that is not a docstring (what players may read)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    return [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in docstrings
    ]


def test_messages_and_pages_ask_for_a_choice_not_a_click() -> None:
    """A prompt says "choose", which a tap, a click and Enter all do ("Click the top tile"
    read wrong on a phone)."""
    package = Path(tulakit.__file__).parent
    said = [
        f"{path.relative_to(package)}: {text!r}"
        for path in sorted(package.rglob("*.py"))
        for text in _said_strings(path)
        if ONE_DEVICE.search(text)
    ]
    for notebook in sorted((package.parent / "notebooks").glob("*.ipynb")):
        for cell in json.loads(notebook.read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] == "markdown" and ONE_DEVICE.search("".join(cell["source"])):
                said.append(f"{notebook.name}: {ONE_DEVICE.search(''.join(cell['source']))}")
    assert not said
