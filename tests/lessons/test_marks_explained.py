"""Each game's first tutorial says what the review's marks mean, in its full-game step,
with the review's own thresholds (issue 26), and the review's help knows every game the
registry reviews."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tulakit.chola.game_review import THRESHOLDS as CHOLA_THRESHOLDS
from tulakit.games import entries
from tulakit.review import CHANCE_THRESHOLDS
from tulakit.tulaga.game_review import DEFAULT_DEPTH
from tulakit.widgets.review_help import marks_help

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
NUMBERS = {0: "zero", 1: "one", 2: "two", 3: "three", 4: "four"}


def _first_tutorials() -> dict[str, str]:
    """Each reviewed game (its ``game_name``) and the tutorial of its first entry."""
    found: dict[str, str] = {}
    for entry in entries():
        if entry.review is not None and entry.tutorial is not None:
            found.setdefault(entry.game_name, entry.tutorial)
    return found


def _full_game_step(tutorial: str) -> str:
    """The markdown of the tutorial's step that opens a full game (where Review is)."""
    cells = json.loads((NOTEBOOKS / tutorial).read_text(encoding="utf-8"))["cells"]
    texts = ["".join(c["source"]) for c in cells if c["cell_type"] == "markdown"]
    steps = [t for t in texts if re.match(r"## \d+\. A full game", t)]
    assert len(steps) == 1, tutorial
    return " ".join(steps[0].split())  # the lines joined: a phrase may wrap


def test_the_three_games_have_their_first_tutorial() -> None:
    assert _first_tutorials() == {
        "tula": "tula.ipynb",
        "tulaga": "tulaga.ipynb",
        "chola": "chola-basic.ipynb",
    }


@pytest.mark.parametrize(("game_name", "tutorial"), sorted(_first_tutorials().items()))
def test_the_full_game_step_explains_the_marks(game_name: str, tutorial: str) -> None:
    text = _full_game_step(tutorial)
    assert "**Review**" in text and "What the marks mean" in text
    for mark, words in (("?!", "an inaccuracy"), ("?", "a mistake"), ("??", "a blunder")):
        assert f"**`{mark}`** {words}" in text  # a symbol, set as code
    if game_name == "chola":
        a, b, c = CHOLA_THRESHOLDS
        assert f"{a}, {b} or {c} net points" in text
        assert "percentages" in text  # says there are none, only net points
    else:
        a, b, c = (round(t * 100) for t in CHANCE_THRESHOLDS)
        assert f"{a}, {b} or {c} points" in text
        assert "The percentages" in text and "chance of winning" in text
    if game_name == "tula":
        assert "a mark judges only what you could see" in text
        assert "A reveal is never marked" in text and "with every tile known" in text
    else:
        assert "reveal" not in text.lower()
    if game_name == "tulaga":
        assert f"{NUMBERS[DEFAULT_DEPTH]} turns ahead" in text


def test_the_review_help_knows_every_reviewed_game() -> None:
    for game_name in _first_tutorials():
        assert len(marks_help(game_name)) >= 2, game_name  # the marks, then its numbers
