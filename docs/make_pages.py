"""Write the served copies of the rulings and the notation: ``notebooks/rulings.ipynb`` and
``notebooks/notation.ipynb``, made from ``docs/rulings.md`` and ``docs/notation.md``.

The Markdown files stay the one text to edit. The notebooks hold the same text as Markdown
cells (one per section), so the pages read the same in Voila, in JupyterLab and on GitHub
without running anything, and the tutorials can link to a ruling by its number:
``rulings.ipynb#TULA-7``. Each ruling's section starts with an anchor named after it
(``<a id="TULA-7"></a>``: JupyterLab's sanitiser keeps ``id``, nbconvert passes it on),
and each game's part with one named after the game (``#tula``, ``#tulaga``, ``#chola``).
Links between the two files are turned into links between the two pages.

Run from the repository root after editing either file:
``.venv/bin/python docs/make_pages.py``. ``tests/test_doc_pages.py`` fails while a
notebook differs from what this script would write.

>>> cells = split_cells("# Title\\n\\nText.\\n\\n## Tula\\n\\n### TULA-7: mercy\\n\\nWhy.\\n")
>>> [c.splitlines()[0] for c in cells]
['# Title', '<a id="tula"></a>', '<a id="TULA-7"></a>']
>>> page_links("see [notation](notation.md) and [`tula.ipynb`](../notebooks/tula.ipynb)")
'see [notation](notation.ipynb) and [`tula.ipynb`](tula.ipynb)'
"""

from __future__ import annotations

import json
import re
from pathlib import Path

DOCS = Path(__file__).resolve().parent
NOTEBOOKS = DOCS.parent / "notebooks"

#: the pages made here: notebook name -> its source file (whose heading titles the page)
PAGES = {
    "rulings.ipynb": "rulings.md",
    "notation.ipynb": "notation.md",
}

#: a ruling's heading: "### TULA-7: mercy ..." (the numbers the code and tests cite)
RULING = re.compile(r"^#{3} ((?:TULA|TULAGA|CHOLA)-[A-Z]*\d+)\b")
#: anchors for the parts that are not rulings, by their heading
PART_IDS = {
    "## Tula": "tula",
    "## Tulaga": "tulaga",
    "## Chola temple game": "chola",
    "### tulakit decisions": "chola-decisions",
    "### Move notation": "tula-notation",
}

#: the line under each page's title: the way back to the index and to the other page
NAVIGATION = {
    "rulings.ipynb": "[All games](index.ipynb) · [Move notation](notation.ipynb)",
    "notation.ipynb": "[All games](index.ipynb) · [Rulings](rulings.ipynb)",
}


def anchor(heading: str) -> str | None:
    """The anchor id a section heading gets, or ``None``.

    >>> anchor("### CHOLA-SO2: the Solo procedure"), anchor("## Tulaga"), anchor("## Other")
    ('CHOLA-SO2', 'tulaga', None)
    """
    found = RULING.match(heading)
    if found:
        return found.group(1)
    return PART_IDS.get(heading.strip())


def split_cells(text: str) -> list[str]:
    """The Markdown cut before every ``##`` and ``###`` heading (never inside a code
    block), each section that has an anchor starting with it."""
    cells: list[list[str]] = [[]]
    fenced = False
    for line in text.splitlines():
        if line.startswith("```"):
            fenced = not fenced
        if not fenced and re.match(r"#{2,3} ", line) and any(s.strip() for s in cells[-1]):
            cells.append([])
        if not fenced and re.match(r"#{2,3} ", line) and (name := anchor(line)):
            cells[-1].append(f'<a id="{name}"></a>')
            cells[-1].append("")
        cells[-1].append(line)
    return ["\n".join(cell).strip() + "\n" for cell in cells if any(s.strip() for s in cell)]


def page_links(text: str) -> str:
    """Links as the served pages need them: the other doc's page, notebooks side by side."""
    text = re.sub(r"\]\((rulings|notation)\.md(#[^)]*)?\)", r"](\1.ipynb\2)", text)
    return re.sub(r"\]\(\.\./notebooks/", "](", text)


def notebook(name: str) -> dict:
    """The notebook ``name`` as nbformat JSON data, from its Markdown file."""
    source = PAGES[name]
    text = page_links((DOCS / source).read_text(encoding="utf-8"))
    cells = split_cells(text)
    head, _, rest = cells[0].partition("\n")
    title = head.removeprefix("# ").strip()  # Voila's tab shows it
    note = f"<!-- Made from docs/{source} by docs/make_pages.py: edit that file. -->"
    cells[0] = f"{head}\n\n{NAVIGATION[name]}\n\n{note}\n{rest}"
    stem = name.removesuffix(".ipynb")
    return {
        "cells": [
            {
                "cell_type": "markdown",
                "id": f"{stem}-{i}",
                "metadata": {},
                "source": cell.rstrip("\n").splitlines(keepends=True),
            }
            for i, cell in enumerate(cells)
        ],
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
            "title": title,
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def notebook_text(name: str) -> str:
    """The notebook file's text, as Jupyter writes it (one-space indent, final newline)."""
    return json.dumps(notebook(name), indent=1, ensure_ascii=False) + "\n"


def main() -> None:
    for name in PAGES:
        (NOTEBOOKS / name).write_text(notebook_text(name), encoding="utf-8")
        print(f"wrote notebooks/{name}")


if __name__ == "__main__":
    main()
