"""The tutorial's measured win rates: consistent with the engine, shown as chart and table."""

from __future__ import annotations

import math

from tulakit.drawing.still import Still
from tulakit.tula.stats import collect
from tulakit.widgets.win_rates import MEASURED, QUICK, show_measured_win_rates


def test_the_measured_shares_agree_with_a_fresh_run_of_the_first_deals() -> None:
    """The recorded figures are those the engine gives: 2,000 deals played now land
    within four standard errors of each (a swapped or mistyped figure would not)."""
    fresh = collect(2_000, progress=False, measures=QUICK)
    for name in QUICK:
        recorded, now = MEASURED.shares[name], fresh.shares[name]
        error = math.sqrt(recorded.rate * (1 - recorded.rate) / now.deals)
        assert abs(now.rate - recorded.rate) <= 4 * error + 1e-9, name
    # mercy only adds ways to win (TULA-7), and perfect play beats the plain players
    shares = MEASURED.shares
    assert shares["perfect_mercy"].wins > shares["perfect_no_mercy"].wins
    assert shares["perfect_no_mercy"].rate > shares["bot"].rate > shares["greedy"].rate
    assert shares["greedy"].rate > shares["random"].rate


def test_the_measured_chart_names_every_figure_in_words() -> None:
    shown: list[object] = []
    stats = show_measured_win_rates(show=shown.append)
    picture, words = shown
    assert isinstance(picture, Still)  # laid out for a phone too
    chart, table = picture.html(), getattr(words, "data", "")
    for share in stats.shares.values():
        assert share.label in chart and share.label in table
        assert f"{share.wins:,} of {share.deals:,}" in chart  # as the text writes them
    lo, hi = stats.shares["perfect_mercy"].interval
    assert lo < stats.shares["perfect_mercy"].rate < hi
