"""A served page runs only what its reader sees (issue 15).

Voila executes every code cell of a notebook for every visitor, so a check left in a
notebook costs each page load its time (and may build boards or change the kernel's
environment behind the reader's back). The checks live in ``tests/lessons/`` instead; this
guard keeps them out of ``notebooks/``.
"""

from __future__ import annotations

import io
import json
import re
import tokenize
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"

#: a comment that marks a cell as a check: ``# check``, ``# check:``, ``#check ...``
CHECK_COMMENT = re.compile(r"#\s*check\b", re.IGNORECASE)


def check_code(source: str) -> list[str]:
    """What in one code cell is a check rather than the page's own code.

    ``assert`` statements and comments starting ``# check``, found as tokens so that the
    same words inside strings or longer words do not count.

    >>> check_code("x = 1  # checked by hand\\nsay('assert yourself')")
    []
    >>> check_code("# check: the board\\nassert board.ok")
    ['line 1: a # check comment', 'line 2: assert']
    """
    found = []
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        line = token.start[0]
        if token.type == tokenize.NAME and token.string == "assert":
            found.append(f"line {line}: assert")
        elif token.type == tokenize.COMMENT and CHECK_COMMENT.match(token.string):
            found.append(f"line {line}: a # check comment")
    return found


def _code_cells(path: Path) -> list[str]:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]


def test_there_are_notebooks_to_guard() -> None:
    names = {p.name for p in NOTEBOOKS.glob("*.ipynb")}
    assert {"tula.ipynb", "tulaga.ipynb", "chola-basic.ipynb", "chola-play.ipynb"} <= names


@pytest.mark.parametrize("name", sorted(p.name for p in NOTEBOOKS.glob("*.ipynb")))
def test_no_served_notebook_holds_a_check_cell(name: str) -> None:
    found = [
        f"code cell {n}, {where}"
        for n, source in enumerate(_code_cells(NOTEBOOKS / name), start=1)
        for where in check_code(source)
    ]
    assert not found, f"{name} runs checks for every visitor (move them to tests/lessons/): " + (
        "; ".join(found)
    )


@pytest.mark.parametrize(
    "source",
    [
        "assert board.ok",
        "if ready:\n    assert x == 1, 'why'",
        "# check: the exercise judges clicks\nex = reveal_exercise()",
        "ex = reveal_exercise()  # Check the clicks",
        "#check\nx = 1",
    ],
)
def test_the_guard_finds_a_check(source: str) -> None:
    assert check_code(source)


@pytest.mark.parametrize(
    "source",
    [
        "TulaBoard(seed=seed)",
        "say('assert nothing: # check this yourself')",
        "game.play(move)  # checked by the engine, as on a board",
        "checks = 3  # checklist",
    ],
)
def test_the_guard_leaves_the_pages_own_code(source: str) -> None:
    assert check_code(source) == []
