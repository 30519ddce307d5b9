"""Figures the bench measured, as the package reads them (``tulakit/measured.json``).

Ratings, win rates and seconds a move are measured by the scripts under ``bench/``, which
write them to ``tulakit/measured.json`` (beside this module, so the pages have them in
every install: a server, Binder, the static site's wheel) and list them in
``docs/measured.md``. Code and pages read a figure here instead of carrying a copy, so a
new measurement reaches every page that quotes it; docstrings name the section instead of
quoting its numbers.

>>> values("tulaga_ladder")["elo"]["beginner"]
0.0
>>> values("no such figures")
Traceback (most recent call last):
...
KeyError: "no measured figures called 'no such figures' in tulakit/measured.json (see docs/measured.md)"
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

__all__ = ["figures", "values"]


@cache
def figures() -> dict[str, dict[str, Any]]:
    """Every section of ``tulakit/measured.json``: its title, source, note, values, table."""
    text = resources.files("tulakit").joinpath("measured.json").read_text(encoding="utf-8")
    data: dict[str, dict[str, Any]] = json.loads(text)
    return data


def values(section: str) -> dict[str, Any]:
    """The machine-readable values of one section (e.g. ``"tulaga_ladder"``)."""
    found = figures().get(section)
    if found is None:
        raise KeyError(
            f"no measured figures called {section!r} in tulakit/measured.json "
            "(see docs/measured.md)"
        )
    result: dict[str, Any] = found["values"]
    return result
