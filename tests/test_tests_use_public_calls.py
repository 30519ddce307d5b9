"""Tests set games and boards up through public calls: no test writes private state.

A test that assigns ``game._scores`` or ``board._bot`` checks a position the rules could
never reach, and breaks whenever the engine's insides change. Positions are arranged
(``tulakit.chola.positions.arrange``, played moves), stand-in bots come through the
boards' ``bot_factory`` and browser messages through ``SceneView.receive``. Reading
hidden state stays allowed where no public call shows it (a game's random generator).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def _written(target: ast.expr) -> Iterator[ast.Attribute]:
    """The attributes an assignment target writes: ``x._a`` in ``x._a = v``,
    ``x._a[i] = v`` and ``x._a, y = v``."""
    if isinstance(target, (ast.Tuple, ast.List)):
        for element in target.elts:
            yield from _written(element)
    elif isinstance(target, ast.Starred):
        yield from _written(target.value)
    else:
        while isinstance(target, ast.Subscript):
            target = target.value
        if isinstance(target, ast.Attribute):
            yield target


def private_writes(tree: ast.AST) -> list[str]:
    """Each write to ``x._name`` where ``x`` is not ``self`` or ``cls``: a test changing
    another object's private state.

    >>> private_writes(ast.parse("game._scores = [5, 5]\\nself._x = 1\\ny = game._rng"))
    ['line 1: game._scores']
    """
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets = [node.target]
        else:
            continue
        for target in targets:
            for attribute in _written(target):
                name, owner = attribute.attr, attribute.value
                if not name.startswith("_") or name.startswith("__"):
                    continue
                if isinstance(owner, ast.Name) and owner.id in ("self", "cls"):
                    continue
                found.append(f"line {node.lineno}: {ast.unparse(attribute)}")
    return found


def test_the_finder_sees_every_kind_of_write() -> None:
    """The check below can fail: plain, indexed, unpacked and augmented writes count;
    reads, ``self`` and public attributes do not."""
    planted = (
        "game._scores = [5, 5]\n"
        "game._cells[0] = -1\n"
        "game._stack, game._face_up = [], []\n"
        "game._quiet_turns += 1\n"
        "self._x = 1\n"
        "board.view.send = print\n"
        "top = game._stack[-1]\n"
    )
    assert private_writes(ast.parse(planted)) == [
        "line 1: game._scores",
        "line 2: game._cells",
        "line 3: game._stack",
        "line 3: game._face_up",
        "line 4: game._quiet_turns",
    ]


def test_no_test_writes_another_object_s_private_state() -> None:
    files = sorted(TESTS.rglob("*.py"))
    assert len(files) > 50  # the tests were found: an empty scan proves nothing
    found = {
        str(path.relative_to(TESTS)): writes
        for path in files
        if (writes := private_writes(ast.parse(path.read_text())))
    }
    assert found == {}
