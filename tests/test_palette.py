"""The Okabe-Ito colours have one home (tulakit.drawing.palette): no module repeats them."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import tulakit
from tulakit.drawing import palette

PACKAGE = Path(tulakit.__file__).parent
HEX = re.compile(r"#[0-9A-Fa-f]{6}\b")


def _docstrings(tree: ast.Module) -> set[int]:
    """The ids of the string nodes that are docstrings (their examples may show colours)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def _colours_in_code(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = _docstrings(tree)
    return {
        match.upper()
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs
        for match in HEX.findall(node.value)
    }


def test_the_palette_is_okabe_and_itos_eight_colours() -> None:
    assert len(set(palette.OKABE_ITO)) == 8
    assert all(HEX.fullmatch(c) for c in palette.OKABE_ITO)
    assert palette.FOUND_COLOUR in palette.OKABE_ITO


def test_no_module_writes_an_okabe_ito_colour_itself() -> None:
    okabe = {c.upper() for c in palette.OKABE_ITO} - {palette.BLACK}  # black is everywhere
    repeated = {
        str(path.relative_to(PACKAGE)): sorted(_colours_in_code(path) & okabe)
        for path in sorted(PACKAGE.rglob("*.py"))
        if path.name != "palette.py"
    }
    assert {name: found for name, found in repeated.items() if found} == {}
