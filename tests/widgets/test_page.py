"""Query-string helpers for Voila pages (tulakit.widgets.page)."""

from __future__ import annotations

import pytest

from tulakit.widgets.page import query_int, query_params


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("", {}),
        ("seed=42", {"seed": "42"}),
        ("seed=42&seed=7", {"seed": "42"}),
        ("a=&b=x%20y", {"a": "", "b": "x y"}),
    ],
)
def test_query_params(monkeypatch: pytest.MonkeyPatch, query: str, expected: dict) -> None:
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
