"""Statistics: Wilson intervals, independence from the number of jobs, the command line."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tulakit.tula.solver import solve
from tulakit.tula.stats import ALL_MEASURES, LABELS, Share, collect, wilson_interval
from tulakit.tula.tiles import shuffled_deal


@pytest.mark.parametrize(
    ("wins", "n", "low", "high"),
    [
        # z = 1.96: centre = (p + z^2/2n) / (1 + z^2/n), half = z sqrt(p(1-p)/n + z^2/4n^2) / (1 + z^2/n)
        (5, 10, 0.2366, 0.7634),  # centre 0.5, half 0.2634
        (0, 10, 0.0, 0.2775),  # centre = half = 0.19208 / 1.38415 = 0.13877
        (10, 10, 0.7225, 1.0),  # mirror image of 0 / 10
        (25, 100, 0.1755, 0.3430),  # centre 0.25922, half 0.08373
    ],
)
def test_wilson_interval_matches_hand_computed_values(
    wins: int, n: int, low: float, high: float
) -> None:
    lo, hi = wilson_interval(wins, n)
    assert lo == pytest.approx(low, abs=1e-4)
    assert hi == pytest.approx(high, abs=1e-4)


def test_share_rate_and_interval() -> None:
    share = Share("greedy", LABELS["greedy"], 25, 100)
    assert share.rate == 0.25
    assert share.interval == wilson_interval(25, 100)
    assert Share("bot", "honest bot", 0, 0).rate == 0.0


def test_collect_counts_perfect_play_like_the_solver() -> None:
    stats = collect(30, start_seed=5, progress=False, measures=("perfect_no_mercy",))
    expected = sum(solve(shuffled_deal(s), mercy=False).winnable for s in range(5, 35))
    assert stats.shares["perfect_no_mercy"].wins == expected
    assert stats.shares["perfect_no_mercy"].deals == 30


def test_jobs_do_not_change_results() -> None:
    one = collect(16, start_seed=3, jobs=1, progress=False)
    two = collect(16, start_seed=3, jobs=2, progress=False)
    assert one.shares == two.shares
    assert list(one.shares) == list(ALL_MEASURES)


def test_unknown_measure_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown measure"):
        collect(2, progress=False, measures=("lucky",))


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tulakit.tula", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_cli_stats_prints_every_measure() -> None:
    done = _run("stats", "--deals", "6", "--jobs", "1", "--no-progress")
    assert done.returncode == 0, done.stderr
    for label in LABELS.values():
        assert label in done.stdout
    assert "95% interval" in done.stdout


def test_cli_help_solve_and_winnable() -> None:
    assert "stats" in _run("--help").stdout
    assert "--deals" in _run("stats", "--help").stdout
    solved = _run("solve", "--seed", "2")
    assert solved.returncode == 0 and "seed 2: winnable" in solved.stdout
    assert "R23 T23" in solved.stdout
    lost = _run("solve", "--seed", "0")
    assert "not winnable" in lost.stdout
    found = _run("winnable", "--seed", "0")
    assert found.returncode == 0 and "first winnable deal" in found.stdout


def test_one_search_answers_both_mercy_rules_like_two_solves() -> None:
    """winnable_with_and_without_mercy (TULA-7) agrees with two separate solves."""
    from tulakit.tula.solver import winnable_with_and_without_mercy

    differ = 0
    for seed in range(300):
        deal = shuffled_deal(seed)
        both = winnable_with_and_without_mercy(deal)
        assert both == (solve(deal, mercy=True).winnable, solve(deal, mercy=False).winnable)
        differ += both[0] != both[1]
    assert differ  # some deals are won only thanks to mercy, so both answers were tested


def test_collect_with_both_perfect_measures_counts_each_like_the_solver() -> None:
    stats = collect(40, start_seed=100, progress=False, measures=ALL_MEASURES[:2])
    for mercy, name in ((True, "perfect_mercy"), (False, "perfect_no_mercy")):
        expected = sum(solve(shuffled_deal(s), mercy=mercy).winnable for s in range(100, 140))
        assert stats.shares[name].wins == expected
