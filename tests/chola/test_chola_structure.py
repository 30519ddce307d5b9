"""The shape of the Chola engine: variants behind a small interface, no import loops.

Read from the source (the ``ast`` module), so a change that breaks the boundary fails
here before it shows anywhere else.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest
from test_architecture import foreign_private_uses

from tulakit import chola
from tulakit.chola.expert import ExpertGame
from tulakit.chola.game import CholaGame
from tulakit.chola.solo import SoloGame

PACKAGE = Path(chola.__file__).parent


@cache
def _tree(module: str) -> ast.Module:
    return ast.parse((PACKAGE / f"{module}.py").read_text())


def _modules() -> list[str]:
    return sorted(p.stem for p in PACKAGE.glob("*.py") if p.stem != "__init__")


def _type_checking_only(tree: ast.Module) -> set[int]:
    """The ids of the import statements under ``if TYPE_CHECKING:`` (never run)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and ast.unparse(node.test) in (
            "TYPE_CHECKING",
            "typing.TYPE_CHECKING",
        ):
            found |= {id(n) for n in ast.walk(node) if isinstance(n, ast.ImportFrom)}
    return found


def _imports(module: str) -> set[str]:
    """The modules of this package ``module`` imports when it runs, at its top or later."""
    tree = _tree(module)
    skipped = _type_checking_only(tree)
    names = set(_modules())
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and id(node) not in skipped and node.module:
            if node.module.startswith("tulakit.chola."):
                found.add(node.module.removeprefix("tulakit.chola."))
            elif node.module == "tulakit.chola":
                found |= {a.name for a in node.names if a.name in names}
    return found & names


def _cycle_from(start: str, imports: Callable[[str], set[str]] = _imports) -> list[str] | None:
    """A loop of imports from ``start`` back to itself, or ``None``."""
    todo = [(start, [start])]
    seen = {start}
    while todo:
        module, path = todo.pop()
        for nxt in sorted(imports(module)):
            if nxt == start:
                return [*path, start]
            if nxt not in seen:
                seen.add(nxt)
                todo.append((nxt, [*path, nxt]))
    return None


@pytest.mark.parametrize("module", _modules())
def test_no_import_loop_runs_through_any_chola_module(module: str) -> None:
    assert _cycle_from(module) is None, " -> ".join(_cycle_from(module) or [])


def test_the_loop_finder_finds_a_loop() -> None:
    """The check above can fail: game imports builds, so builds importing game would loop."""
    assert "builds" in _imports("game")

    def looped(module: str) -> set[str]:
        return _imports(module) | ({"game"} if module == "builds" else set())

    assert _cycle_from("builds", looped) == ["builds", "game", "builds"]


def _private_uses_of_others(module: str) -> list[str]:
    """``x._name`` where ``x`` is neither ``self``, ``cls`` nor ``super()``."""
    return [f"{module}.py: {use}" for use in foreign_private_uses(_tree(module))]


def test_no_chola_module_reaches_into_another_objects_private_state() -> None:
    found = [use for module in _modules() for use in _private_uses_of_others(module)]
    assert found == []


def _fields_of(cls: type) -> set[str]:
    """The private attributes ``cls``'s own methods assign on ``self``."""
    tree = _tree(cls.__module__.rsplit(".", 1)[1])
    node = next(n for n in ast.walk(tree) if isinstance(n, ast.ClassDef) and n.name == cls.__name__)
    return {
        t.attr
        for n in ast.walk(node)
        if isinstance(n, (ast.Assign, ast.AnnAssign, ast.AugAssign))
        for t in ast.walk(n)
        if isinstance(t, ast.Attribute)
        and isinstance(t.value, ast.Name)
        and t.value.id == "self"
        and t.attr.startswith("_")
        and isinstance(t.ctx, ast.Store)
    }


@pytest.mark.parametrize("variant", [SoloGame, ExpertGame])
def test_a_variant_changes_basics_state_only_through_its_helpers(variant: type) -> None:
    basic_fields = _fields_of(CholaGame)
    assert {"_cells", "_hands", "_over", "_to_move", "_scores"} <= basic_fields
    module = variant.__module__.rsplit(".", 1)[1]
    used = {
        n.attr
        for n in ast.walk(_tree(module))
        if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id == "self"
    }
    assert used & basic_fields == set()
    helpers = {n for n in used if n.startswith("_") and callable(getattr(CholaGame, n, None))}
    assert "_end" in helpers  # and these are the base class's methods, documented for variants


def test_the_base_game_never_asks_which_variant_it_is() -> None:
    """Only the constructor reads the variant (to refuse options meant for another class);
    no rule of CholaGame branches on it: a variant overrides a hook instead."""
    tree = _tree("game")
    game = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "CholaGame")
    rules = [f for f in game.body if isinstance(f, ast.FunctionDef) and f.name != "__init__"]
    asked = [
        f"{f.name}: {ast.unparse(n)}"
        for f in rules
        for n in ast.walk(f)
        if isinstance(n, ast.Attribute)
        and n.attr in ("solo", "variant")
        and ast.unparse(n.value) in ("self", "self.options", "game", "game.options")
        and not _in_message(f, n)
    ]
    assert asked == []
    assert "isinstance(self" not in ast.unparse(game)
    assert not {"solo", "expert", "variants"} & _imports("game")


def _in_message(tree: ast.AST, node: ast.AST) -> bool:
    """True when ``node`` only fills in words (an f-string), never a decision."""
    return any(
        isinstance(f, ast.JoinedStr) and any(n is node for n in ast.walk(f)) for f in ast.walk(tree)
    )


def test_basic_games_carry_no_expert_methods_and_each_variant_has_its_class() -> None:
    assert type(chola.new_game(2, seed=1)) is CholaGame
    assert type(chola.new_game(variant="solo", seed=1)) is SoloGame
    assert type(chola.new_game(2, "expert", seed=1)) is ExpertGame
    assert not hasattr(CholaGame, "sculpt_moves") and hasattr(ExpertGame, "sculpt_moves")
    with pytest.raises(ValueError, match="new_game\\(variant='expert'\\)"):
        CholaGame(2, options=chola.CholaOptions(variant="expert"))
