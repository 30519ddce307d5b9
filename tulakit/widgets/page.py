"""Helpers for notebooks served as pages by Voila: reading the URL's query string.

Voila (without preheated kernels) puts the page's query string into the kernel's
``QUERY_STRING`` environment variable before it runs the notebook, so
``voila/render/tula-play.ipynb?seed=42`` reaches the notebook as ``{"seed": "42"}``.
In JupyterLab the variable is unset and every lookup falls back to its default.

>>> import os
>>> os.environ["QUERY_STRING"] = "seed=42&auto_reveal=0&seed=7&name=a%20b"
>>> query_params()
{'seed': '42', 'auto_reveal': '0', 'name': 'a b'}
>>> query_int("seed", 1), query_int("missing", 5), query_int("name", 3)
(42, 5, 3)
>>> query_int("seed", 1, maximum=10)
1
>>> del os.environ["QUERY_STRING"]
"""

from __future__ import annotations

import os
from urllib.parse import parse_qs


def query_params() -> dict[str, str]:
    """The page's query parameters; the first value wins when a name repeats."""
    parsed = parse_qs(os.environ.get("QUERY_STRING", ""), keep_blank_values=True)
    return {name: values[0] for name, values in parsed.items()}


def query_int(
    name: str,
    default: int,
    *,
    minimum: int | None = None,
    maximum: int | None = None,
) -> int:
    """The integer parameter ``name``, or ``default`` when absent, malformed or out of range."""
    text = query_params().get(name)
    if text is None:
        return default
    try:
        value = int(text.strip())
    except ValueError:
        return default
    if (minimum is not None and value < minimum) or (maximum is not None and value > maximum):
        return default
    return value
