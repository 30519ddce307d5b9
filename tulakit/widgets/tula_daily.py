"""The deal of the day of the Tula play page (``?daily=1``): its seed and its words.

Everyone who opens the page on the same date is dealt the same game, the winnable deal
of a seed made from the date (:func:`daily_seed`), so friends can compare how they
played it; the status line says so (:func:`daily_words`). The page's address is read in
:mod:`tulakit.widgets.tula_address`.
"""

from __future__ import annotations

from datetime import date


def daily_seed(day: date | None = None) -> int:
    """The seed of the deal of the day: the date as a number, the same for everyone.

    >>> daily_seed(date(2026, 11, 24))
    20261124
    """
    day = day or date.today()
    return day.year * 10_000 + day.month * 100 + day.day


def daily_words(seed: int) -> str:
    """The status line's words for the deal of the day of ``seed``.

    >>> daily_words(20261124)
    'The deal of the day, 24 November 2026: winnable, as the solver has checked; compare with your friends.'
    """
    day = date(seed // 10_000, seed // 100 % 100, seed % 100)
    return (
        f"The deal of the day, {day.day} {day:%B %Y}: winnable, as the solver has checked; "
        "compare with your friends."
    )


__all__ = ["daily_seed", "daily_words"]
