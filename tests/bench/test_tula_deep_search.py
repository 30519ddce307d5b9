"""bench/tula_deep_search.py: the honest search made deeper stays honest, depth 1 is the
package's search, and more honest choices take away some of the solver's hindsight."""

from __future__ import annotations

import doctest
import random

import pytest
from bench_scripts import load_bench_script
from tula.helpers import decision_points, rearranged

from tulakit.tula.game import TulaGame
from tulakit.tula.infoset import InfoSetBot, search

deep = load_bench_script("tula_deep_search")
DeepInfoSetBot, deep_search = deep.DeepInfoSetBot, deep.deep_search


def _hidden(game: TulaGame) -> list[int]:
    return [p for p in range(24) if game.in_temple(p) and not game.is_face_up(p)]


def _choices(seed: int, limit: int) -> list[TulaGame]:
    return decision_points(seed, limit, InfoSetBot(seed=seed, outer=8, inner=3))


def test_depth_one_is_the_package_s_search() -> None:
    for game in _choices(3, 3):
        assert deep_search(game, random.Random(5), outer=8, inner=3, depth=1) == search(
            game, random.Random(5), outer=8, inner=3
        )


def test_a_depth_below_one_is_refused() -> None:
    with pytest.raises(ValueError, match="depth must be 1 or more"):
        deep_search(_choices(4, 1)[0], random.Random(0), depth=0)
    with pytest.raises(ValueError, match="depth must be 1 or more"):
        DeepInfoSetBot(depth=0)


def test_looking_two_choices_ahead_stays_honest() -> None:
    """Depth 2 re-deals the face-down tiles at the second choice too: still no peeking."""
    rng = random.Random(8)
    game = _choices(4, 1)[0]
    twin = rearranged(game, rng)
    assert twin.deal != game.deal
    first = deep_search(game, random.Random(1), outer=8, inner=4, depth=2)
    assert first == deep_search(twin, random.Random(1), outer=8, inner=4, depth=2)
    assert all(0.0 <= s.value <= 1.0 for s in first)
    assert DeepInfoSetBot(seed=2, outer=8, inner=3, depth=2)(game) in game.legal_moves()


def test_each_choice_made_honestly_takes_away_some_of_the_solver_s_hindsight() -> None:
    """Past its honest choices the search lets the solver see every tile, which makes a
    position look better than it is; with two honest choices instead of one, the best
    values of early positions come out lower on the whole (0.62 against 0.67 here)."""
    early = [game for seed in range(12) for game in _choices(seed, 2) if len(_hidden(game)) >= 10]

    def best(game: TulaGame, depth: int) -> float:
        scored = deep_search(game, random.Random(1), outer=12, inner=4, adaptive=False, depth=depth)
        return float(max(s.value for s in scored))

    assert len(early) >= 12
    one = sum(best(game, 1) for game in early) / len(early)
    two = sum(best(game, 2) for game in early) / len(early)
    assert two < one - 0.02


def test_the_modules_examples() -> None:
    """bench/ is outside the doctest run of pytest's configuration: run its examples here."""
    failed, tried = doctest.testmod(deep)
    assert tried > 0 and failed == 0
