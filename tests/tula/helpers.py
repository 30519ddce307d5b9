"""Deals built by hand for the Tula tests."""

from __future__ import annotations

from tulakit.tula.tiles import ALL_TILES


def deal_with(fixed: dict[int, str]) -> list[str]:
    """A deal with the given tiles at the given positions, the rest in canonical order."""
    rest = iter(t for t in ALL_TILES if t not in fixed.values())
    return [fixed[p] if p in fixed else next(rest) for p in range(24)]
