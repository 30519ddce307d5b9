"""The whole suite's set-up: notebook checks, and what runs together under pytest-xdist.

Checks on the notebooks while nbval runs them: a learner's page shows no Python output.

nbval executes every cell of ``notebooks/`` in a real kernel (``--nbval-lax``: outputs are
not compared with stored ones). After each cell of a learners' notebook (all but the
programmers' page, ``api.ipynb``), its outputs are checked by
``tests/notebook_outputs.problems``: a tuple or list printed as Python, a repr, text on
stderr or tqdm's bar fails that cell's test, saying what was shown.

``make test`` runs the suite on several workers (pytest-xdist, ``--dist loadgroup``): a
notebook's cells share one kernel and run in order, so each notebook is one group, kept on
one worker; a test module that builds something costly once (``scope="module"``) names its
own group with ``pytest.mark.xdist_group``.
"""

from __future__ import annotations

import sys
from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent / "tests"))

from notebook_outputs import problems  # found through the line above

#: notebooks written for programmers, where Python's own output is the point
FOR_PROGRAMMERS = frozenset({"api.ipynb"})


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Each notebook's cells in one xdist group (one kernel, in order), marked ``notebook``
    (the quick tier, ``make check``, leaves them to ``make test``)."""
    for item in items:
        path = Path(str(getattr(item, "fspath", "")))
        if path.suffix == ".ipynb":
            item.add_marker(pytest.mark.notebook)
            item.add_marker(pytest.mark.xdist_group(f"notebook-{path.stem}"))


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Generator[None, Any, Any]:
    result = yield
    outputs = getattr(item, "test_outputs", None)  # set by nbval's cell items
    path = Path(str(getattr(item, "fspath", "")))
    if outputs is not None and path.suffix == ".ipynb" and path.name not in FOR_PROGRAMMERS:
        found = problems(outputs)
        if found:
            raise AssertionError(
                f"{path.name}: a learner would see Python output below this cell: "
                + "; ".join(found)
            )
    return result
