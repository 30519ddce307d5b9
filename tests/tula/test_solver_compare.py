"""bench/compare_tula_solver.py: the tool that judges solver changes on a drifting machine."""

from __future__ import annotations

import math
import platform
import sys
from collections.abc import Callable
from types import ModuleType

import pytest
from bench_scripts import load_bench_script

from tulakit.tula import solver
from tulakit.tula.tiles import shuffled_deal


@pytest.fixture(scope="module")
def compare() -> ModuleType:
    return load_bench_script("compare_tula_solver", "compare_tula_solver")


def test_a_loaded_copy_gives_the_same_verdicts(compare: ModuleType) -> None:
    copy = compare.load(solver.__file__, "_solver_copy_for_test")
    assert copy is not solver
    for seed in range(30):
        deal = shuffled_deal(seed)
        assert copy.solve(deal).winnable == solver.solve(deal).winnable


def test_keeps_the_fastest_time_of_each_version_and_chunk(compare: ModuleType) -> None:
    calls: list[tuple[int, int]] = []

    def runner(v: int) -> Callable[[int], float]:
        def run(c: int) -> float:
            calls.append((v, c))
            return 10.0 * (v + 1) + c + len(calls)  # later calls are slower: keep the first

        return run

    best = compare.fastest_times([runner(0), runner(1)], n_chunks=3, rounds=2)
    assert sorted(calls) == sorted([(v, c) for v in (0, 1) for c in range(3)] * 2)
    # each chunk alternates which version goes first
    assert calls[:6] == [(0, 0), (1, 0), (1, 1), (0, 1), (0, 2), (1, 2)]
    assert best == [[11.0, 15.0, 17.0], [22.0, 24.0, 28.0]]


def test_times_a_solver_on_a_chunk(compare: ModuleType) -> None:
    chunks = [[shuffled_deal(s) for s in range(k, k + 5)] for k in (0, 5)]
    seen: list[tuple[str, ...]] = []
    run = compare.chunk_timer(lambda deal, mercy: seen.append(deal), chunks, True)
    assert 0 <= run(1) < math.inf
    assert seen == chunks[1]


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


def test_compares_interpreters_in_worker_processes(
    compare: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    python = sys.executable
    compare.main(["--pythons", python, python, "--deals", "20", "--chunk", "10", "--rounds", "1"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith(f"{python}: Python {platform.python_version()}")
    assert len(lines) == 4 and all("deals/s" in line for line in lines[2:])


def test_needs_solver_files_or_interpreters(compare: ModuleType) -> None:
    with pytest.raises(SystemExit):
        compare.main([])
