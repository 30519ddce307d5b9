"""A board shown as a cell's output comes after a placeholder of its picture's size
(tulakit/widgets/placeholder.py); the page shows the placeholder until the board arrives.

The sizes the placeholder carries are the sizes each board really draws: for a page of
any width, the size the page picks by the placeholder's rule is the size of the picture
the board draws once the browser reports that width. (How the page shows the placeholder
and the board is tested in a browser: tests/browser/test_board_placeholder.py.)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tulakit.chola import new_game as chola_game
from tulakit.widgets import placeholder
from tulakit.widgets.board import Board
from tulakit.widgets.chola_board import CholaBoard
from tulakit.widgets.chola_expert_board import ExpertBoard
from tulakit.widgets.chola_lessons import building_exercise, slot_exercise
from tulakit.widgets.tula_board import TulaBoard
from tulakit.widgets.tula_lessons import reveal_exercise
from tulakit.widgets.tulaga_board import TulagaBoard
from tulakit.widgets.tulaga_lessons import naming_exercise

#: a board of each kind a page shows, as its play page deals it
BOARDS: dict[str, Callable[[], Board]] = {
    "tula": lambda: TulaBoard(seed=7),
    "tulaga": lambda: TulagaBoard(),
    "chola": lambda: CholaBoard(chola_game(players=3, seed=1), seats=["human"] * 3),
    "chola-solo": lambda: CholaBoard(
        chola_game(players=1, variant="solo", seed=5), seats=["human"]
    ),
    "expert": lambda: ExpertBoard(seed=5, seats=("human", "human")),
}

#: page widths from a small phone to a wide window, the layouts' edges among them (the
#: Expert board's designed picture from 1961: :data:`tulakit.chola.expert_svg.DESIGNED_PAGE`)
WIDTHS = (*range(300, 1300, 20), 359, 479, 519, 679, 899, 959, 1247, 1248, 1960, 1961, 2400)


def _check_sizes_at_every_width(drawer: Any) -> None:
    """The placeholder's sizes are those ``drawer`` (a board, an exercise) draws at every
    page width of :data:`WIDTHS`."""
    sizes = drawer.picture_sizes()
    # the largest the page shows the picture: its scene times its view's zoom (a Chola
    # board grows past its designed size where the page has room)
    zoom = drawer.view.zoom
    assert sizes[0] == (0, round(drawer.scene.width * zoom), round(drawer.scene.height * zoom))
    for width in WIDTHS:
        drawer.view.available_width = width  # as the browser reports it: it redraws
        w, h = placeholder.size_for(sizes, width)
        drawn = drawer.scene.width * drawer.view.zoom, drawer.scene.height * drawer.view.zoom
        # between two samples the height is drawn in a straight line: near enough
        assert round(w) == round(drawn[0]), (width, sizes, drawn)
        assert abs(h - drawn[1]) <= 0.04 * drawn[1], (width, sizes, drawn)


@pytest.mark.parametrize("kind", sorted(BOARDS))
def test_the_placeholder_has_the_size_the_board_draws_at_every_width(kind: str) -> None:
    _check_sizes_at_every_width(BOARDS[kind]())


def test_a_board_is_displayed_after_its_placeholder(monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[tuple[dict[str, Any], dict[str, Any]]] = []

    def display(data: dict[str, Any], raw: bool = False, metadata: Any = None) -> None:
        assert raw
        shown.append((data, metadata or {}))

    monkeypatch.setattr("IPython.display.display", display)
    board = TulaBoard(seed=7)
    board._ipython_display_()
    (first, first_meta), (second, _) = shown
    assert first_meta == placeholder.METADATA
    assert 'class="tk-board-placeholder" hidden' in first["text/html"]
    assert 'data-sizes="0:520x420 320:388x560 ' in first["text/html"]  # both layouts
    assert first["text/plain"] == ""  # nothing where HTML is not shown
    view = second["application/vnd.jupyter.widget-view+json"]
    assert view["model_id"] == board.model_id


# -- tutorial exercises: each picture of a tutorial is shown after a placeholder too --------
#: an exercise of each kind with a picture: (the exercise, its picture's view and scene)
EXERCISES: dict[str, Callable[[], Any]] = {
    "tula-reveal": reveal_exercise,  # the exercise board: a Tula board's picture
    "tulaga-naming": naming_exercise,  # a picture of points, compact on a phone
    "chola-building": building_exercise,  # the temple, compact on a phone
    "chola-slot": slot_exercise,  # the Expert picture, three layouts
}


def _picture(exercise: Any) -> Any:
    """What draws the exercise's picture: its view and scene (the board's, for the Tula
    exercise board)."""
    return getattr(exercise, "board", exercise)


@pytest.mark.parametrize("kind", sorted(EXERCISES))
def test_an_exercises_placeholder_has_the_size_its_picture_draws_at_every_width(kind: str) -> None:
    exercise = EXERCISES[kind]()
    _check_sizes_at_every_width(_picture(exercise))


@pytest.mark.parametrize("kind", sorted(EXERCISES))
def test_an_exercise_is_displayed_after_an_exercises_placeholder(
    monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    shown: list[tuple[dict[str, Any], dict[str, Any]]] = []

    def display(data: dict[str, Any], raw: bool = False, metadata: Any = None) -> None:
        shown.append((data, metadata or {}))

    monkeypatch.setattr("IPython.display.display", display)
    exercise = EXERCISES[kind]()
    exercise._ipython_display_()
    (first, first_meta), (second, _) = shown
    assert first_meta == placeholder.METADATA
    # room for an exercise's prompt and lines (the page's stylesheet), not a board's controls
    assert 'class="tk-board-placeholder tk-exercise-placeholder" hidden' in first["text/html"]
    sizes = " ".join(f"{page}:{w}x{h}" for page, w, h in _picture(exercise).picture_sizes())
    assert f'data-sizes="{sizes}"' in first["text/html"]
    assert second["application/vnd.jupyter.widget-view+json"]["model_id"] == exercise.model_id
