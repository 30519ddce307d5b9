"""tulakit.ratings: the Wilson interval of a share of wins."""

from __future__ import annotations

import pytest

from tulakit.ratings import wilson


def test_wilson_interval() -> None:
    low, high = wilson(60, 100)
    assert low < 0.6 < high and high - low == pytest.approx(0.19, abs=0.01)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)
    assert wilson(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError):
        wilson(11, 10)
