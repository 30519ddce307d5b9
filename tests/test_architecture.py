"""The shape issue 25 asked of the package, kept: small boards, few reads of another
object's private attributes (docs/architecture.md)."""

from __future__ import annotations

import ast
from pathlib import Path

import tulakit

PACKAGE = Path(tulakit.__file__).parent


def foreign_private_uses(tree: ast.AST) -> list[str]:
    """Every ``obj._name`` where ``obj`` is not ``self``, ``cls`` nor ``super()``.

    >>> foreign_private_uses(ast.parse("self._a = game._b + super()._c + os._exit + x.__len__"))
    ['game._b', 'os._exit']
    """
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute) or not node.attr.startswith("_"):
            continue
        if node.attr.startswith("__"):
            continue
        owner = node.value
        if isinstance(owner, ast.Name) and owner.id in ("self", "cls"):
            continue
        if isinstance(owner, ast.Call) and ast.unparse(owner.func) == "super":
            continue
        found.append(ast.unparse(node))
    return sorted(found)


def test_each_board_module_is_under_400_lines() -> None:
    boards = sorted(PACKAGE.glob("widgets/*board*.py"))
    assert len(boards) >= 6  # the generic board, the seated one and each game's
    lines = {path.name: len(path.read_text(encoding="utf-8").splitlines()) for path in boards}
    assert {name: n for name, n in lines.items() if n >= 400} == {}


def test_the_package_reads_few_private_attributes_of_other_objects() -> None:
    uses = [
        f"{path.relative_to(PACKAGE)}: {use}"
        for path in sorted(PACKAGE.rglob("*.py"))
        for use in foreign_private_uses(ast.parse(path.read_text(encoding="utf-8")))
    ]
    assert len(uses) <= 10, uses
