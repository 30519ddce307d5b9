"""tulakit.ratings: the Elo fit recovers known strength gaps, and bad input is refused."""

from __future__ import annotations

import math
import random

import pytest

from tulakit.ratings import expected_score, fit_elo, wilson


def _games(
    first: str, second: str, first_wins: int, first_losses: int
) -> list[tuple[str, str, float]]:
    return [(first, second, 1.0)] * first_wins + [(first, second, 0.0)] * first_losses


def test_a_known_share_gives_the_elo_gap_of_the_formula() -> None:
    """a wins 76 of 100, as many as Black as as White: the gap is 400 log10(76/24)."""
    games = _games("a", "b", 38, 12) + _games("b", "a", 12, 38)
    fit = fit_elo(games, anchor="b", prior_draws=0)
    assert fit.elo["a"] == pytest.approx(400 * math.log10(76 / 24), abs=1e-6)
    assert fit.first_move == pytest.approx(0.0, abs=1e-6)
    assert fit.low["a"] < fit.elo["a"] < fit.high["a"]
    assert fit.games == {"a": 100, "b": 100}


def test_simulated_games_recover_the_true_ratings_and_first_move_advantage() -> None:
    """Games drawn from the model itself (seeded): the fit lands near the truth, inside
    its own 95% intervals, and the anchor moves every rating alike."""
    truth = {"r": 0.0, "g": 300.0, "s": 700.0}
    advantage = 60.0
    rng = random.Random(5)
    games = []
    players = list(truth)
    for i, a in enumerate(players):
        for b in players[i:]:
            for n in range(1200 if a != b else 600):
                first, second = (a, b) if n % 2 == 0 else (b, a)
                p = expected_score(truth[first] - truth[second] + advantage)
                games.append((first, second, float(rng.random() < p)))
    fit = fit_elo(games, anchor="r", prior_draws=0)
    for who in ("g", "s"):
        assert fit.low[who] <= truth[who] <= fit.high[who]
        assert abs(fit.elo[who] - truth[who]) < 40
    low, high = fit.first_move_interval
    assert low <= advantage <= high
    shifted = fit_elo(games, anchor="r", anchor_elo=100, prior_draws=0)
    assert shifted.elo["s"] - shifted.elo["g"] == pytest.approx(fit.elo["s"] - fit.elo["g"])
    again = fit_elo(games, anchor="r", prior_draws=0)
    assert again == fit  # the fit is deterministic


def test_a_clean_sweep_needs_the_prior_draws() -> None:
    sweep = _games("a", "b", 5, 0) + _games("b", "a", 0, 5)
    with pytest.raises(ValueError, match="won or lost every game"):
        fit_elo(sweep, anchor="b", prior_draws=0)
    fit = fit_elo(sweep, anchor="b", prior_draws=1)
    assert 200 < fit.elo["a"] < 1000 and math.isfinite(fit.high["a"])


@pytest.mark.parametrize(
    ("games", "anchor", "message"),
    [
        ([], "a", "no games"),
        ([("a", "b", 1.0)], "c", "anchor 'c' played no game"),
        ([("a", "b", 2.0)], "a", "not 2.0"),
        ([("a", "b", 1.0), ("c", "d", 1.0)], "a", "do not connect"),
    ],
)
def test_bad_games_are_refused(
    games: list[tuple[str, str, float]], anchor: str, message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        fit_elo(games, anchor=anchor)


def test_wilson_interval() -> None:
    low, high = wilson(60, 100)
    assert low < 0.6 < high and high - low == pytest.approx(0.19, abs=0.01)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)
    assert wilson(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError):
        wilson(11, 10)


def test_the_gap_between_neighbours_is_known_better_than_their_distance_from_the_anchor() -> None:
    """A chain r-g-s (s never met the anchor r): the gap s-g has only its own games' doubt,
    so its interval is narrower than s's rating interval, and it holds the true gap."""
    truth = {"r": 0.0, "g": 400.0, "s": 600.0}
    rng = random.Random(9)
    games = []
    for a, b in (("g", "r"), ("s", "g")):
        for n in range(400):
            first, second = (a, b) if n % 2 == 0 else (b, a)
            p = expected_score(truth[first] - truth[second])
            games.append((first, second, float(rng.random() < p)))
    fit = fit_elo(games, anchor="r", prior_draws=0, first_move=False)
    diff, low, high = fit.gap("s", "g")
    assert diff == pytest.approx(fit.elo["s"] - fit.elo["g"])
    assert low <= truth["s"] - truth["g"] <= high
    assert high - low < 0.8 * (fit.high["s"] - fit.low["s"])
    assert fit.gap("g", "r")[1:] == pytest.approx((fit.low["g"], fit.high["g"]))  # the anchor
