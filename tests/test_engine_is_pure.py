"""Every engine imports without any widget or Jupyter package (the design's "rules stay
pure"): a game, its moves, its words, its picture as SVG, its bots, its records and its
review, each game as the registry (tulakit.games) offers it. Every module of Tula,
Tulaga, Chola and the shared drawing code (lessons, solvers and statistics too) imports
none of them, nor the project's own widget code, which no engine module names anywhere
in its source, not even in a function's lazy import."""

from __future__ import annotations

import ast
import importlib.util
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

import tulakit

#: the project's own widget code
WIDGETS = "tulakit.widgets"
#: the widget and Jupyter packages, and the project's widget code, an engine never loads
FORBIDDEN = (
    WIDGETS,
    "ipywidgets",
    "anywidget",
    "ipycanvas",
    "IPython",
    "ipykernel",
    "traitlets",
    "matplotlib",
    "tqdm",
)

#: what a page does with each registered game, through the registry (tulakit.games): a new
#: game, a bot's move, its picture and words, its record read back and its review
USE = """
import sys
from tulakit import games
for entry in games.entries():
    game = entry.new_game(1)
    if entry.make_bot is not None:
        game.play(entry.make_bot(entry.levels()[0], 0).choose(game))
    for show in (entry.picture, entry.describe, entry.review):
        if show is not None:
            show(game)
    entry.load(game.to_json())
    print(entry.key)
"""


def test_engine_imports_no_widget_package() -> None:
    """Every game the package registers, used as a page uses it, loads no widget code."""
    code = USE + f"bad = [m for m in {FORBIDDEN!r} if m in sys.modules]\nprint(','.join(bad))\n"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    *used, bad = out.stdout.splitlines()
    assert {"tula", "tulaga", "chola", "chola-expert", "chola-solo"} <= set(used)
    assert bad == ""


def test_the_registry_names_widget_code_without_importing_it() -> None:
    """tulakit.games names each board as text; importing it loads no widget package and
    no game's engine (each loads when its entry is used)."""
    spec = importlib.util.find_spec("tulakit.games")
    assert spec is not None and spec.origin is not None
    source = Path(spec.origin).read_text()
    assert _widget_imports(ast.parse(source)) == [] and "tulakit.widgets." in source
    code = (
        "import sys, tulakit.games\n"
        "engines = ('tulakit.tula', 'tulakit.tulaga', 'tulakit.chola')\n"
        f"print(','.join(m for m in {FORBIDDEN!r} + engines if m in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


# -- every module, not only those a game uses ------------------------------------------------
#: the engines and the drawing code they share: none of them may load widget code
PACKAGES = ("tula", "tulaga", "chola", "drawing")


def _modules(package: str) -> list[str]:
    """The importable modules of ``tulakit.<package>`` (``__main__`` would run a program)."""
    found = pkgutil.iter_modules([str(Path(tulakit.__file__).parent / package)])
    return sorted(f"tulakit.{package}.{m.name}" for m in found if not m.name.startswith("__"))


def _widget_imports(tree: ast.Module) -> list[str]:
    """Each import of ``tulakit.widgets`` in ``tree``, at the top of a module or inside a
    function (a lazy import is still widget code in the engine)."""
    found: list[str] = []
    for node in ast.walk(tree):
        if not isinstance(node, (ast.Import, ast.ImportFrom)):
            continue
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            # "from tulakit.widgets.page import say" names the module once; "from tulakit
            # import widgets" names it through the imported name
            names = (
                [node.module]
                if _is_widgets(node.module)
                else [f"{node.module}.{alias.name}" for alias in node.names]
            )
        found += [f"line {node.lineno}: {name}" for name in names if _is_widgets(name)]
    return found


def _origin(module: str) -> str:
    """The source file of ``module`` (found without importing it)."""
    spec = importlib.util.find_spec(module)
    assert spec is not None and spec.origin is not None, module
    return spec.origin


def _is_widgets(name: str) -> bool:
    return name == WIDGETS or name.startswith(WIDGETS + ".")


@pytest.mark.parametrize("package", PACKAGES)
def test_no_engine_module_imports_tulakit_widgets_anywhere(package: str) -> None:
    found = {
        module: _widget_imports(ast.parse(Path(_origin(module)).read_text()))
        for module in _modules(package)
    }
    assert len(found) >= 5  # the package's modules were found (an empty list proves nothing)
    assert {m: lines for m, lines in found.items() if lines} == {}


def test_the_widget_import_finder_finds_a_lazy_import() -> None:
    """The check above can fail: an import inside a function counts, as ``from tulakit
    import widgets`` does."""
    lazy = "def show():\n    from tulakit.widgets.page import say\n"
    assert _widget_imports(ast.parse(lazy)) == ["line 2: tulakit.widgets.page"]
    assert _widget_imports(ast.parse("from tulakit import widgets")) == ["line 1: tulakit.widgets"]
    assert _widget_imports(ast.parse("from tulakit import words\nimport tulakit.tula")) == []


@pytest.mark.parametrize("package", PACKAGES)
def test_importing_every_engine_module_loads_no_widget_package(package: str) -> None:
    """Lessons, solvers, statistics and pictures too: each module of the package imported
    in a fresh interpreter leaves every widget package (and tulakit.widgets) unloaded."""
    modules = _modules(package)
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        f"bad = [m for m in {FORBIDDEN!r} if m in sys.modules]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


#: a registered game's board opened as its page opens it, then the engines it loaded
ONE_BOARD = """
import sys
from tulakit import games
entry = next(e for e in games.entries() if e.key == {key!r})
games.resolve(entry.board).from_query()
print(",".join(sorted({{m.split(".")[1] for m in sys.modules
                       if m.split(".")[:2][-1] in ("tula", "tulaga", "chola")
                       and m.startswith("tulakit.")}})))
"""


@pytest.mark.parametrize(("key", "engine"), [("tula", "tula"), ("tulaga", "tulaga"),
                                             ("chola", "chola"), ("chola-expert", "chola")])  # fmt: skip
def test_a_board_loads_its_own_game_only(key: str, engine: str) -> None:
    """A page loads no other game's engine: in a browser (the static site) each module
    imported costs its share of the page's start. The review's help once loaded Chola's
    and Tulaga's review on a Tula page, for two numbers (widgets/review_help.py)."""
    code = ONE_BOARD.format(key=key)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == engine
