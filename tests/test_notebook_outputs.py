"""The check on the learners' notebooks' outputs (tests/notebook_outputs.py, run on every
cell nbval executes by the root conftest.py) finds what the pages used to show."""

from __future__ import annotations

from pathlib import Path

import pytest
from notebook_outputs import problems


def _stream(text: str, name: str = "stdout") -> dict[str, str]:
    return {"output_type": "stream", "name": name, "text": text}


@pytest.mark.parametrize(
    "text",
    [
        "stack: ('A0',)",  # the Tula tutorial's mercy deal, as it was printed
        "['T23'] ['C3', 'C1', 'S1']",  # auto-reveal's moves and tiles
        "rank stones on the board (Black, White): [2, 0]",
        "(1, 10) predicted",  # the Chola scoring exercise's answer
        "stack: ('C3',)   mercy again? False",
        "your stones: (0, 0, 2, 0, 0) - face up: ['pair_same']",
        "<tulakit.widgets.view.SceneView object at 0x7f69ea5edf50>",
    ],
)
def test_python_printed_as_python_is_found(text: str) -> None:
    assert problems([_stream(text + "\n")])


def test_tqdm_is_found_on_stderr_and_as_a_widget_text() -> None:
    bar = "Tula deals: 100%|██████████| 200/200 [00:10<00:00, 19.5deal/s]"
    assert problems([_stream(bar, "stderr")])
    widget = {"application/vnd.jupyter.widget-view+json": {}, "text/plain": bar}
    assert problems([{"output_type": "display_data", "data": widget}])


def test_a_result_shown_only_as_its_repr_is_found() -> None:
    out = {"output_type": "execute_result", "data": {"text/plain": "'R23 T23'"}}
    assert problems([out]) == ["a result shown as Python: \"'R23 T23'\""]


@pytest.mark.parametrize(
    "text",
    [
        "Layer 1\n+-----+-----+\n|  0  |  1  |\n",  # a text picture
        "Brown: build with card c13: white on (3,0)\n+1 for Brown: 1 white stone placed",
        "White wins: Black has no simple stone left to place.",
        "- Take tile 20? No: C3 matches neither the suit nor the value of the top tile A0.",
    ],
)
def test_words_and_text_pictures_pass(text: str) -> None:
    assert problems([_stream(text)]) == []
    markdown = {"text/markdown": text, "text/plain": "<IPython.core.display.Markdown object>"}
    assert problems([{"output_type": "display_data", "data": markdown}]) == []


def test_pictures_and_widgets_pass_whatever_their_repr() -> None:
    svg = {"image/svg+xml": "<svg/>", "text/plain": "<TulaGame seed=7 moves=0>"}
    widget = {"application/vnd.jupyter.widget-view+json": {}, "text/plain": "TulaBoard(...)"}
    outs = [{"output_type": "execute_result", "data": d} for d in (svg, widget)]
    assert problems(outs) == []


def test_nbval_fails_a_cell_that_prints_python_and_passes_one_that_speaks(tmp_path: Path) -> None:
    """The root conftest's check, on a notebook run by nbval as ``make test`` runs them."""
    import json
    import os
    import subprocess
    import sys
    from pathlib import Path

    repo = Path(__file__).resolve().parents[1]
    cell: dict[str, object] = {
        "cell_type": "code",
        "execution_count": None,
        "metadata": {},
        "outputs": [],
    }
    notebook = {
        "cells": [
            {**cell, "id": "a", "source": ["print('stack:', ('A0',))"]},
            {**cell, "id": "b", "source": ["print('The stack holds A0.')"]},
        ],
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (tmp_path / "lesson.ipynb").write_text(json.dumps(notebook))
    env = dict(os.environ, PYTHONPATH=str(repo))
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "conftest",
         "--nbval-lax", "lesson.ipynb"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert "1 failed, 1 passed" in run.stdout, run.stdout[-2000:]
    assert "raw Python output: \"stack: ('A0',)\"" in run.stdout
