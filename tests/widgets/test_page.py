"""Query-string helpers for Voila pages (tulakit.widgets.page)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tulakit.widgets.page import query_int, query_params

if TYPE_CHECKING:  # the boards are imported by the tests that use them
    from tulakit.widgets.chola_board import CholaBoard
    from tulakit.widgets.tula_board import TulaBoard
    from tulakit.widgets.tulaga_board import TulagaBoard


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("", {}),
        ("seed=42", {"seed": "42"}),
        ("seed=42&seed=7", {"seed": "42"}),
        ("a=&b=x%20y", {"a": "", "b": "x y"}),
    ],
)
def test_query_params(
    monkeypatch: pytest.MonkeyPatch, query: str, expected: dict[str, str]
) -> None:
    monkeypatch.setenv("QUERY_STRING", query)
    assert query_params() == expected


def test_query_params_without_voila(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("QUERY_STRING", raising=False)
    assert query_params() == {}
    assert query_int("seed", 9) == 9


@pytest.mark.parametrize(
    ("text", "expected"),
    [("42", 42), (" 42 ", 42), ("-3", 5), ("101", 5), ("4.5", 5), ("x", 5), ("", 5), ("0", 0)],
)
def test_query_int_falls_back_on_bad_values(
    monkeypatch: pytest.MonkeyPatch, text: str, expected: int
) -> None:
    monkeypatch.setenv("QUERY_STRING", f"seed={text}")
    assert query_int("seed", 5, minimum=0, maximum=100) == expected


#: every parameter a page of the site reads, and one no page reads
ALL_PARAMS = (
    "seed", "daily", "auto_reveal", "legal", "mercy", "winnable", "moves", "bot", "colour",
    "ranks", "position", "players", "bots", "colours", "variant", "deck", "treasures",
    "theme", "nonsense",
)  # fmt: skip

HOSTILE = "<b>" + "9" * 360_000


def _boards() -> list[type[TulaBoard | TulagaBoard | CholaBoard]]:
    from tulakit.widgets.chola_board import CholaBoard
    from tulakit.widgets.chola_expert_board import ExpertBoard
    from tulakit.widgets.tula_board import TulaBoard
    from tulakit.widgets.tulaga_board import TulagaBoard

    return [TulaBoard, TulagaBoard, CholaBoard, ExpertBoard]


@pytest.mark.parametrize("board_class", _boards(), ids=lambda b: b.__name__)
def test_a_hostile_address_gives_a_default_game_and_a_short_status(
    monkeypatch: pytest.MonkeyPatch, board_class: type[TulaBoard | TulagaBoard | CholaBoard]
) -> None:
    """360 KB in every parameter: the page still opens a game, and its status line says
    what was ignored in a few hundred characters, not the whole value back."""
    from urllib.parse import urlencode

    from tulakit.widgets.board import MAX_STATUS_CHARS

    monkeypatch.setenv("QUERY_STRING", urlencode({name: HOSTILE for name in ALL_PARAMS}))
    board = board_class.from_query()
    assert board.game.legal_moves()  # a game to play
    assert 0 < len(board.status) <= MAX_STATUS_CHARS
    assert "9" * 50 not in board.status


@pytest.mark.parametrize("board_class", _boards(), ids=lambda b: b.__name__)
def test_a_seed_of_thousands_of_digits_is_refused_in_words(
    monkeypatch: pytest.MonkeyPatch, board_class: type[TulaBoard | TulagaBoard | CholaBoard]
) -> None:
    monkeypatch.setenv("QUERY_STRING", "seed=" + "7" * 4000)
    board = board_class.from_query()
    assert "7" * 50 not in board.status
    assert "7" * 50 not in str(getattr(board.game, "seed", ""))


def test_a_ten_digit_chola_seed_from_a_share_link_is_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    """Seeds are drawn below 2**31 (ten digits): a link with one opens that game."""
    from tulakit.widgets.chola_board import CholaBoard

    monkeypatch.setenv("QUERY_STRING", "players=2&seed=2147483000")
    assert CholaBoard.from_query().game.seed == 2147483000
