"""bench/compare_tula_solver.py: the tool that judges solver changes on a drifting machine."""

from __future__ import annotations

import importlib.util
import math
from pathlib import Path
from types import ModuleType

import pytest

from tulakit.tula import solver
from tulakit.tula.tiles import shuffled_deal

SCRIPT = Path(__file__).resolve().parents[2] / "bench" / "compare_tula_solver.py"


@pytest.fixture(scope="module")
def compare() -> ModuleType:
    spec = importlib.util.spec_from_file_location("compare_tula_solver", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_loaded_copy_gives_the_same_verdicts(compare: ModuleType) -> None:
    copy = compare.load(solver.__file__, "_solver_copy_for_test")
    assert copy is not solver
    for seed in range(30):
        deal = shuffled_deal(seed)
        assert copy.solve(deal).winnable == solver.solve(deal).winnable


def test_keeps_the_fastest_time_of_each_version_and_chunk(compare: ModuleType) -> None:
    chunks = [[shuffled_deal(s) for s in range(k, k + 5)] for k in (0, 5, 10)]
    best = compare.fastest_times([solver, solver], chunks, rounds=2, mercy=True)
    assert len(best) == 2 and all(len(row) == 3 for row in best)
    assert all(0 < t < math.inf for row in best for t in row)


def test_prints_one_line_per_version(
    compare: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    compare.main(
        [solver.__file__, solver.__file__, "--deals", "20", "--chunk", "10", "--rounds", "1"]
    )
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2
    assert all("deals/s" in line for line in lines)
    assert "1.000 of the first's time" in lines[0]
