"""The whole suite's set-up: notebook checks, and what runs together under pytest-xdist.

Checks on the notebooks while nbval runs them: a learner's page shows no Python output.

nbval executes every cell of ``notebooks/`` in a real kernel (``--nbval-lax``: outputs are
not compared with stored ones). After each cell of a learners' notebook (all but the
programmers' page, ``api.ipynb``), its outputs are checked by
``tests/notebook_outputs.problems``: a tuple or list printed as Python, a repr, text on
stderr or tqdm's bar fails that cell's test, saying what was shown.

``make test`` runs the suite on several workers (pytest-xdist, ``--dist loadgroup``),
scheduled by :class:`TogetherScheduling`: a notebook's cells share one kernel and run in
order, so each notebook goes to one worker whole, as does each module of
:data:`TOGETHER` (it builds something costly once, ``scope="module"``); every other test
goes to whichever worker is free.
"""

from __future__ import annotations

import sys
from collections.abc import Generator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from hypothesis import settings

if TYPE_CHECKING:
    from xdist.scheduler import LoadScopeScheduling

sys.path.insert(0, str(Path(__file__).parent / "tests"))

from notebook_outputs import problems  # found through the line above

# Property tests judge what an example does, never how long it took: Hypothesis's
# default deadline of 200 ms per example failed a link-packing test on a busy machine
# (260 ms once, 0.1 ms when run again). Performance is measured in bench/, not here.
settings.register_profile("tulakit", deadline=None)
settings.load_profile("tulakit")

#: notebooks written for programmers, where Python's own output is the point
FOR_PROGRAMMERS = frozenset({"api.ipynb"})

#: test modules whose tests run on one worker, in order: each builds something costly
#: once for all its tests (a whole Binder environment, about a minute)
TOGETHER = frozenset({"tests/browser/test_binder_build.py"})


def scope_of(nodeid: str) -> str:
    """What a test is scheduled with: its notebook or :data:`TOGETHER` module (all of
    its tests go to one worker), else the test alone.

    >>> scope_of("notebooks/tula.ipynb::Cell 3")
    'notebooks/tula.ipynb'
    >>> scope_of("tests/browser/test_binder_build.py::test_binder_voila_draws_the_board")
    'tests/browser/test_binder_build.py'
    >>> scope_of("tests/test_words.py::test_counts[3]")
    'tests/test_words.py::test_counts[3]'
    """
    path = nodeid.split("::", 1)[0]
    return path if path.endswith(".ipynb") or path in TOGETHER else nodeid


@pytest.hookimpl(optionalhook=True)  # a hook of pytest-xdist, there when it is
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> LoadScopeScheduling | None:
    """With ``--dist loadgroup``: :class:`TogetherScheduling`. (pytest-xdist's own
    groups, marks that rename a test's id, do not work with pytest 9, whose ids are
    fixed once collected.)"""
    if config.getvalue("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class TogetherScheduling(LoadScopeScheduling):
        """xdist's scheduling by scope, with :func:`scope_of` as the scope."""

        def _split_scope(self, nodeid: str) -> str:
            return scope_of(nodeid)

    return TogetherScheduling(config, log)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Each notebook's cells are marked ``notebook`` (the quick tier, ``make check``,
    leaves them to ``make test``)."""
    for item in items:
        if Path(str(getattr(item, "fspath", ""))).suffix == ".ipynb":
            item.add_marker(pytest.mark.notebook)


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
