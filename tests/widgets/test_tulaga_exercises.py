"""The Tulaga tutorial's board exercises for everyone: points named in words, answered by
Enter on the keyboard cursor as by a click, and laid out compactly on a narrow page."""

from __future__ import annotations

import pytest

from tulakit.tulaga import point
from tulakit.tulaga.board import N_POINTS, name
from tulakit.tulaga.game import describe_cell
from tulakit.widgets import tulaga_lessons

POINT_EXERCISES = (
    "naming_exercise",
    "row_exercise",
    "perimeter_exercise",
    "rank_row_exercise",
    "rank_perimeter_exercise",
    "several_exercise",
    "win_exercise",
    "pile_exercise",
)


@pytest.mark.parametrize("maker", POINT_EXERCISES)
def test_every_point_is_named_with_what_lies_there(maker: str) -> None:
    exercise = getattr(tulaga_lessons, maker)()
    labels = dict(exercise.view.regions)
    assert set(labels) == set(range(N_POINTS))
    placed = getattr(exercise.quiz, "place", None)
    for p, label in labels.items():
        assert label.startswith(f"{name(p)}: ")
        cell = exercise.quiz.game.cell(p)
        if p == placed:
            assert "your new" in label
        elif cell:
            assert describe_cell(cell) in label
        else:
            assert label.startswith(f"{name(p)}: empty")
        assert "choose it" not in label and "you may" not in label  # no answer given away
    assert exercise.view.description.count("; ") == N_POINTS - 1


def test_enter_on_the_cursor_answers_as_a_click_does() -> None:
    by_key, by_click = tulaga_lessons.row_exercise(), tulaga_lessons.row_exercise()
    assert by_key.press(point("g5")) == by_click.click_point("g5")
    assert by_key.score == by_click.score == "Found!"
    assert dict(by_key.view.regions)[point("g5")] == "g5: empty, found"


@pytest.mark.parametrize(("width", "size"), [(0, (680, 516)), (900, (680, 516)), (360, (464, 716))])
def test_a_narrow_page_gets_the_compact_picture(width: int, size: tuple[int, int]) -> None:
    exercise = tulaga_lessons.rank_row_exercise()
    exercise.view.available_width = width  # as the browser reports it
    assert (exercise.scene.width, exercise.scene.height) == size
    # the points stay where they were: a tap on c5 still answers for c5
    assert exercise.click_point("c5").startswith("Yes")
