"""What a learner must never see below a cell: Python's own output.

A tutorial's outputs are pictures, widgets and words. These are not: a tuple or a list
printed as Python writes it (``stack: ('A0',)``, ``['T23'] ['C3', 'C1', 'S1']``,
``[2, 0]``, ``(1, 10) predicted``), an object's repr (``<... object at 0x...>``, a result
shown only as ``text/plain``), anything on stderr (warnings, tqdm's bar), and tqdm's
progress text (``100% 200/200 [00:10<00:00, 19.5deal/s]``). The root ``conftest.py``
checks every cell nbval runs in the learners' notebooks with :func:`problems`.

>>> print(*problems([{"output_type": "stream", "name": "stdout", "text": "stack: ('A0',)"}]))
raw Python output: "stack: ('A0',)"
>>> problems([{"output_type": "stream", "name": "stdout", "text": "Layer 1\\n+-----+\\n"}])
[]
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

#: Python's spelling of a tuple, a list or an object, as ``print`` and ``repr`` write them
RAW = (
    re.compile(r"\(\s*'[^']*'\s*,"),  # ('A0',) ('a', 'b')
    re.compile(r"\[\s*'[^']*'\s*[,\]]"),  # ['T23'] ['C3', 'C1']
    # numbers as Python joins them, ", " (a Chola space is written "(3,0)", no space)
    re.compile(r"\[-?[\d.]+(?:, -?[\d.]+)+\]"),  # [2, 0]
    re.compile(r"\(-?[\d.]+(?:, -?[\d.]+)+\)"),  # (1, 10)
    re.compile(r"<[\w.]+ object at 0x[0-9a-f]+>"),
    re.compile(r"\b(?:True|False|None)\b\s*$", re.M),  # a bare boolean printed at a line end
)
#: tqdm's progress text: "100%|####| 200/200 [00:10<00:00, 19.5deal/s]"
TQDM = re.compile(r"\d+%\|.*\||\d+/\d+ \[\d+:\d+|\d(?:\.\d+)?\s?\w*/s\]")
#: outputs a browser shows as a picture, a widget or formatted text, not as the repr
RICH = ("image/svg+xml", "image/png", "text/html", "text/markdown", "application/vnd.jupyter.widget-view+json")  # fmt: skip


def problems(outputs: Iterable[Mapping[str, Any]]) -> list[str]:
    """Every piece of Python output in a cell's ``outputs`` (nbformat dicts), in words.

    >>> problems([{"output_type": "stream", "name": "stderr", "text": "Tula deals: 100%|#|"}])
    ['text on stderr: "Tula deals: 100%|#|"']
    >>> problems([{"output_type": "execute_result", "data": {"text/plain": "(1, 10)"}}])
    ['a result shown as Python: "(1, 10)"']
    >>> problems([{"output_type": "display_data", "data": {"text/markdown": "Brown +1, White +10",
    ...     "text/plain": "<IPython.core.display.Markdown object>"}}])
    []
    """
    found = []
    for out in outputs:
        kind = out.get("output_type")
        if kind == "stream":
            text = _text(out.get("text", ""))
            if out.get("name") == "stderr":
                found.append(f"text on stderr: {_quote(text)}")
            elif _raw(text):
                found.append(f"raw Python output: {_quote(text)}")
        elif kind in ("execute_result", "display_data"):
            data = out.get("data", {})
            plain = _text(data.get("text/plain", ""))
            if not any(mime in data for mime in RICH):
                found.append(f"a result shown as Python: {_quote(plain)}")
            elif TQDM.search(plain):
                found.append(f"a tqdm bar: {_quote(plain)}")
            for mime in ("text/markdown", "text/html"):
                if mime in data and _raw(_text(data[mime])):
                    found.append(f"raw Python in {mime}: {_quote(_text(data[mime]))}")
        elif kind == "error":
            found.append(f"an error: {out.get('ename')}: {out.get('evalue')}")
    return found


def _text(value: str | list[str]) -> str:
    return value if isinstance(value, str) else "".join(value)


def _raw(text: str) -> bool:
    return bool(TQDM.search(text)) or any(pattern.search(text) for pattern in RAW)


def _quote(text: str) -> str:
    text = " ".join(text.split())
    return '"' + (text if len(text) <= 120 else text[:117] + "...") + '"'


__all__ = ["problems"]
