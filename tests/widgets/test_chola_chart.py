"""The Chola score chart (issue 14): it fits its box, the lines reach the final scores,
its axes are sensible before any score, and its text is 12 CSS pixels or more. It is a
scene drawn as SVG, with no matplotlib (which a browser's Pyodide cannot load offline)."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from tulakit.chola import CholaGame, new_game
from tulakit.chola.lessons import finish_with_bots, score_history
from tulakit.drawing.scene import Circle, Path, Scene, Text
from tulakit.widgets.chola_chart import WIDTH, ScoreChart, chart_svg, score_chart

#: the narrowest page the chart must stay legible on: a 390-pixel phone, less Voila's margins
PHONE_PAGE = 330
#: the Output box the board puts the chart in
BOX = int(ScoreChart().layout.max_width.removesuffix("px"))


@pytest.fixture(scope="module")
def finished() -> CholaGame:
    game = CholaGame(players=3, seed=5)
    finish_with_bots(game, limit=400)
    assert game.is_over() and max(game.scores) > 20
    return game


def _texts(scene: Scene) -> list[Text]:
    return [item for item in scene.root.items if isinstance(item, Text)]


def test_the_axes_start_sensibly_before_any_score() -> None:
    texts = [t.text for t in _texts(score_chart(new_game(seed=1)))]
    # ticks 0 to 10 on both axes, whole numbers: not turns 0 to 0.8
    assert texts.count("0") == 2 and texts.count("10") == 2
    assert all(t.isdigit() for t in texts if t[0].isdigit())


def test_the_lines_reach_the_final_scores_inside_the_axes(finished: CholaGame) -> None:
    scene = score_chart(finished)
    lines = [item for item in scene.root.items if isinstance(item, Path)]
    dots = [item for item in scene.root.items if isinstance(item, Circle)]
    assert len(lines) == len(dots) == len(finished.names)
    history = score_history(finished)
    for line, dot in zip(lines, dots, strict=True):
        xs = [command[1] for command in line.commands]
        ys = [command[2] for command in line.commands]
        assert len(xs) == len(history) == len(finished.moves) + 1
        assert min(xs) > 0 and max(xs) < WIDTH - 12  # the last turn is inside, not on the edge
        assert min(ys) > 0 and max(ys) < scene.height
        assert (dot.cx, dot.cy) == (xs[-1], ys[-1])  # the dot sits at the final score
    # the legend names each seat with its final score
    labels = [t.text for t in _texts(scene)][-len(finished.names) :]
    assert labels == [f"{n} {s}" for n, s in zip(finished.names, finished.scores, strict=True)]
    # a higher score is drawn higher
    finals = [line.commands[-1][2] for line in lines]
    assert sorted(range(3), key=lambda s: finals[s]) == sorted(
        range(3), key=lambda s: -finished.scores[s]
    )


def test_the_chart_is_drawn_no_wider_than_its_box(finished: CholaGame) -> None:
    """Drawn wider than the Output box, the chart's right part was cut off."""
    drawn = re.search(r"max-width: ([\d.]+)px", chart_svg(finished))
    assert drawn is not None and float(drawn.group(1)) <= BOX


def test_every_text_is_12_css_pixels_or_more_on_a_phone(finished: CholaGame) -> None:
    scene = score_chart(finished)
    scale = min(1.0, PHONE_PAGE / scene.width)  # the page shrinks the chart to fit
    texts = _texts(scene)
    assert len(texts) > 8
    for text in texts:
        assert text.size * scale >= 12, text.text


def test_the_chart_needs_no_matplotlib() -> None:
    """With matplotlib made impossible to import, a board with its chart still draws."""
    code = (
        "import sys; sys.modules['matplotlib'] = None\n"
        "from tulakit.widgets.chola_board import CholaBoard\n"
        "board = CholaBoard.from_query(chart=True)\n"
        "print(board.chart.outputs[0]['data']['image/svg+xml'][:4])"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "<svg"


def test_the_chart_is_named_in_words(finished: CholaGame) -> None:
    title = re.search(r"<title>(.*?)</title>", chart_svg(finished))
    assert title is not None
    assert title.group(1).startswith("The score after every turn: Brown ")
