"""The 95% Wilson score interval of a share of wins, as the pages and the bench quote it.

The Elo fit the bench rates the Tulaga levels with is ``bench/elo_fit.py``, outside the
package: no page fits ratings.
"""

from __future__ import annotations

import math

#: the normal quantile of a two-sided 95% interval
Z95 = 1.959964


def wilson(wins: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The 95% Wilson score interval of a share ``wins / n`` (``(0, 1)`` with no games).

    >>> [round(x, 3) for x in wilson(55, 100)]
    [0.452, 0.644]
    """
    if n == 0:
        return 0.0, 1.0
    if not 0 <= wins <= n:
        raise ValueError(f"wins must be between 0 and the {n} games, not {wins!r}")
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


__all__ = ["Z95", "wilson"]
