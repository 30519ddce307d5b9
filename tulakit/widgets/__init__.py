"""Jupyter boards for tulakit games (ipywidgets + anywidget), usable in JupyterLab and Voila.

Imports are lazy so ``tulakit.widgets.page`` stays light:

>>> from tulakit.widgets import TulaBoard, query_int
>>> TulaBoard(seed=7).game.seed
7
"""

from __future__ import annotations

from typing import Any

from tulakit import games

#: what this package offers besides the games' boards
_OTHERS = {
    "with_auto_reveal": "tulakit.tula.auto_reveal",  # a rule (TULA-9): the engine's
    "query_params": "tulakit.widgets.page",
    "query_int": "tulakit.widgets.page",
}


def _exports() -> dict[str, str]:
    """Each registered game's board (:mod:`tulakit.games` names it ``"module:Class"``),
    read when asked so that a game registered later is offered too, and the rest."""
    boards = [entry.board for entry in games.entries() if entry.board is not None]
    return {**{b.partition(":")[2]: b.partition(":")[0] for b in boards}, **_OTHERS}


def __getattr__(name: str) -> Any:
    exports = _exports()
    if name in exports:
        import importlib

        return getattr(importlib.import_module(exports[name]), name)
    raise AttributeError(f"module 'tulakit.widgets' has no attribute {name!r}")


__all__ = sorted(_exports())
