"""The one home of the bench's figures: ``tulakit/measured.json`` and ``docs/measured.md``.

A bench script that measures something the package or the pages quote (a rating, a win
rate, seconds a move) writes its section with :func:`update`: the section's machine-
readable ``values`` (what :func:`tulakit.measured.values` gives the code), a table and a
few words on how it was measured. :func:`update` rewrites ``docs/measured.md`` from the
whole file, so the page and the data never part; ``tests/test_measured.py`` fails when
they do. The scripts' full outputs stay in ``bench/results/``.

A section::

    {"title": "...", "source": "the command that measured it", "measured": "when, where",
     "note": "how to read it", "values": {...}, "table": {"columns": [...], "rows": [[...]]}}

>>> section = {"title": "T", "source": "x", "measured": "now", "note": "N.", "values": {},
...            "table": {"columns": ["a", "b"], "rows": [[1, "2%"]]}}
>>> print(render({"t": section}).split("## ", 1)[1])
T
<BLANKLINE>
Measured by `x`, now.
<BLANKLINE>
N.
<BLANKLINE>
| a | b |
| --- | --- |
| 1 | 2% |
<BLANKLINE>
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
DATA = REPO / "tulakit" / "measured.json"
PAGE = REPO / "docs" / "measured.md"

HEADER = """# Measured figures

Every figure the package and the pages quote from a measurement: Elo ratings, win rates,
seconds a move. The bench scripts (`bench/`) measure them and write them to
`tulakit/measured.json`, which the code reads (`tulakit.measured.values`); this page is
written from that file by `bench/measured.py`, so do not edit it by hand: run the script
that measures, or edit the JSON and run `python bench/measured.py`. The scripts' full
outputs are kept in `bench/results/`.
"""

__all__ = ["load", "render", "update", "write"]


def load(path: Path | None = None) -> dict[str, dict[str, Any]]:
    """Every section of the figures file (``tulakit/measured.json`` by default)."""
    text = (path or DATA).read_text(encoding="utf-8")
    data: dict[str, dict[str, Any]] = json.loads(text)
    return data


def _cell(value: object) -> str:
    return str(value).replace("|", "\\|")


def render(figures: dict[str, dict[str, Any]]) -> str:
    """``docs/measured.md`` for ``figures``: a section each, in the file's order."""
    parts = [HEADER]
    for section in figures.values():
        parts.append(f"## {section['title']}\n")
        parts.append(f"Measured by `{section['source']}`, {section['measured']}.\n")
        if section.get("note"):
            parts.append(f"{section['note']}\n")
        table = section.get("table")
        if table:
            rows = [
                "| " + " | ".join(map(_cell, table["columns"])) + " |",
                "| " + " | ".join("---" for _ in table["columns"]) + " |",
            ]
            rows += ["| " + " | ".join(map(_cell, row)) + " |" for row in table["rows"]]
            parts.append("\n".join(rows) + "\n")
    return "\n".join(parts)


def write(figures: dict[str, dict[str, Any]]) -> None:
    """Write the figures file and the page made from it."""
    DATA.write_text(json.dumps(figures, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    PAGE.write_text(render(figures), encoding="utf-8")


def update(name: str, section: dict[str, Any]) -> None:
    """Replace (or add) one section, keeping the others and their order."""
    figures = load()
    figures[name] = section
    write(figures)


if __name__ == "__main__":
    write(load())
    print(f"wrote {PAGE.relative_to(REPO)} from {DATA.relative_to(REPO)}")
