"""The notation page is written for players, and what it shows is checked here instead.

``docs/notation.md`` (served as ``notebooks/notation.ipynb``) once opened with a developer's
check, ``str(game.parse_move(text)) == text``. The page now says where a player meets the
notation and gives examples; that every example is a move that reads back as written, and
that the record shown loads, is tested here (the Chola part of the page is checked by
``tests/chola/test_chola_rulings_cited.py``, every game's notation at large by
``tests/conformance``). The served pages' visible text is checked in a browser by
``tests/browser/test_player_pages.py``.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tulakit import tulaga
from tulakit.tula import TulaMove
from tulakit.tulaga import TulagaMove

REPO = Path(__file__).resolve().parents[1]
NOTATION = REPO / "docs" / "notation.md"
NOTEBOOKS = REPO / "notebooks"

#: what only a developer writes: a comparison, an assertion, a parser called by name
DEVELOPER_CHECK = re.compile(r"==|\bassert\b|parse_move\(")


def section(title: str) -> str:
    """The text of the page's ``## title`` part, up to the next ``##`` heading."""
    text = NOTATION.read_text(encoding="utf-8")
    after = text.split(f"\n## {title}\n", 1)[1]
    return re.split(r"^## ", after, maxsplit=1, flags=re.MULTILINE)[0]


def table_column(text: str, column: int) -> list[str]:
    """The code spans of one column of the Markdown tables in ``text`` (header rows and
    cells that are not one code span are left out)."""
    found = []
    for line in text.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) > column:
            span = re.fullmatch(r"`([^`]+)`", cells[column])
            if span:
                found.append(span.group(1))
    return found


def test_the_tula_examples_are_moves_that_read_back() -> None:
    examples = table_column(section("Tula"), 2)
    opening = re.search(r"first moves might then read `([^`]+)`", section("Tula"))
    assert opening is not None
    examples += opening.group(1).split()
    assert len(examples) >= 6
    for text in examples:
        assert str(TulaMove.parse(text)) == text


def test_the_tulaga_examples_are_turns_that_read_back_and_the_record_loads() -> None:
    text = section("Tulaga")
    turns = table_column(text, 0)
    assert len(turns) == 4  # the examples table: a placement, two rows, a perimeter
    for turn in turns:
        assert str(TulagaMove.parse(turn)) == turn
    record = text.split("```json\n", 1)[1].split("```", 1)[0]
    game = tulaga.load(record)
    assert [str(move) for move in game.moves] == json.loads(record)["moves"]


@pytest.mark.parametrize("name", ["rulings.ipynb", "notation.ipynb"])
def test_the_players_pages_hold_text_and_no_developer_checks(name: str) -> None:
    """The pages run no code a visitor would see the output of, and their text shows no
    check of the kind that belongs in tests/."""
    cells = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))["cells"]
    assert {cell["cell_type"] for cell in cells} == {"markdown"}
    for cell in cells:
        found = DEVELOPER_CHECK.search("".join(cell["source"]))
        assert found is None, f"{name}: {found and found.group()} in {cell['id']}"
