"""Jupyter boards for tulakit games (ipywidgets + anywidget), usable in JupyterLab and Voila.

Imports are lazy so ``tulakit.widgets.page`` stays light:

>>> from tulakit.widgets import TulaBoard, query_int
>>> TulaBoard(seed=7).game.seed
7
"""

from __future__ import annotations

from typing import Any

_EXPORTS = {
    "TulaBoard": "tulakit.widgets.tula_board",
    "TulagaBoard": "tulakit.widgets.tulaga_board",
    "CholaBoard": "tulakit.widgets.chola_board",
    "with_auto_reveal": "tulakit.tula.auto_reveal",  # a rule (TULA-9): the engine's
    "query_params": "tulakit.widgets.page",
    "query_int": "tulakit.widgets.page",
}


def __getattr__(name: str) -> Any:
    if name in _EXPORTS:
        import importlib

        return getattr(importlib.import_module(_EXPORTS[name]), name)
    raise AttributeError(f"module 'tulakit.widgets' has no attribute {name!r}")


__all__ = sorted(_EXPORTS)
