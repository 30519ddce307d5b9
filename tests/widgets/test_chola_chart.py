"""The Chola score chart (issue 14): it fits its box, the lines reach the final scores,
its axes are sensible before any score, and its text is 12 CSS pixels or more."""

from __future__ import annotations

import re

import pytest
from matplotlib.text import Text

from tulakit.chola import CholaGame, new_game
from tulakit.chola.lessons import finish_with_bots
from tulakit.widgets.chola_chart import ScoreChart, chart_svg, score_chart

#: the narrowest page the chart must stay legible on: a 390-pixel phone, less Voila's margins
PHONE_PAGE = 330
#: the Output box the board puts the chart in
BOX = int(ScoreChart().layout.max_width.removesuffix("px"))


def _drawn_width(svg: str) -> float:
    found = re.search(r"max-width: ([\d.]+)px", svg)
    assert found is not None
    return float(found.group(1))


@pytest.fixture(scope="module")
def finished() -> CholaGame:
    game = CholaGame(players=3, seed=5)
    finish_with_bots(game, limit=400)
    assert game.is_over() and max(game.scores) > 20
    return game


def test_the_axes_start_sensibly_before_any_score() -> None:
    ax = score_chart(new_game(seed=1)).axes[0]
    assert ax.get_xlim()[0] == 0 and ax.get_xlim()[1] >= 10  # not turns 0 to 0.8
    assert ax.get_ylim()[0] == 0 and ax.get_ylim()[1] >= 10  # not -0.04 to 0.04 points
    ticks = [t for t in ax.get_yticks() if 0 <= t <= ax.get_ylim()[1]]
    assert all(float(t).is_integer() for t in ticks) and len(ticks) >= 3


def test_the_lines_reach_the_final_scores_inside_the_axes(finished: CholaGame) -> None:
    ax = score_chart(finished).axes[0]
    left, right = ax.get_xlim()
    bottom, top = ax.get_ylim()
    lines = ax.get_lines()
    assert len(lines) == len(finished.names)
    for line, score in zip(lines, finished.scores, strict=True):
        xs, ys = list(line.get_xdata()), list(line.get_ydata())
        assert left <= min(xs) and max(xs) < right  # the last turn is inside, not on the edge
        assert bottom <= min(ys) and max(ys) < top
        assert (xs[-1], ys[-1]) == (len(finished.moves), score)


def test_the_chart_is_drawn_no_wider_than_its_box(finished: CholaGame) -> None:
    """Drawn wider than the Output box, the chart's right part was cut off."""
    assert _drawn_width(chart_svg(finished)) <= BOX


def test_every_text_is_12_css_pixels_or_more_on_a_phone(finished: CholaGame) -> None:
    fig = score_chart(finished)
    width_px = fig.get_figwidth() * 96
    scale = min(1.0, PHONE_PAGE / width_px)  # the page shrinks the chart to fit
    fig.canvas.draw()  # lay the legend and ticks out
    texts = [t for t in fig.findobj(Text) if t.get_text().strip() and t.get_visible()]
    assert len(texts) > 8
    for text in texts:
        assert text.get_fontsize() * 4 / 3 * scale >= 12, text.get_text()
