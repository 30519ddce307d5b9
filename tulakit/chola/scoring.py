"""Points for a build: stones placed, patterns, treasures (CHOLA-P1..P3, T1, T2, SO1).

:func:`score_build` is pure: it takes the temple before the build and the placement, and
returns every seat's points with one line of explanation per source of points, so the
engine, the bots and the lessons all score the same way.

>>> pattern_value(3), pattern_value(12), pattern_value(2), pattern_value(2, pairs=True)
(4, 27, 0, 2)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from tulakit.chola.board import (
    AXIS_NEIGHBOURS,
    EMPTY,
    KING_AXES,
    ORTHOGONAL_AXES,
    STAR_SET,
    space_name,
)
from tulakit.chola.options import COLOUR_NAMES, CholaOptions
from tulakit.chola.treasures import bonus, describe

#: CHOLA-P1: points by pattern size (10 or more stones: 27)
TABLE: dict[int, int] = {3: 4, 4: 7, 5: 10, 6: 15, 7: 18, 8: 21, 9: 24}


def pattern_value(size: int, *, pairs: bool = False) -> int:
    """CHOLA-P1 table; ``pairs`` lets a group of 2 score 2 (the solo opponent, SO1)."""
    if size >= 10:
        return 27
    if size == 2 and pairs:
        return 2
    return TABLE.get(size, 0)


@dataclass(frozen=True)
class BuildScore:
    """What a build is worth: ``points`` by seat, the reasons, and the stars it covers."""

    points: tuple[int, ...]
    lines: tuple[str, ...]
    stars: tuple[int, ...]


@dataclass(frozen=True)
class Scorer:
    """Who owns which colour and how patterns count, for one game.

    ``owners[c]`` is the seat that owns colour ``c`` (``None``: nobody);
    ``names[seat]`` names a seat in explanations; ``pair_colours`` are the colours whose
    groups of 2 already score (solo opponent, CHOLA-SO1).
    """

    owners: tuple[int | None, ...]
    names: tuple[str, ...]
    options: CholaOptions
    pair_colours: frozenset[int] = frozenset()

    @property
    def axes(self) -> tuple[tuple[int, int], ...]:
        # CHOLA-P2 option pattern_adjacency: king adds the diagonals
        return KING_AXES if self.options.pattern_adjacency == "king" else ORTHOGONAL_AXES

    def patterns_through(
        self, stone: int, cells: Sequence[int], hidden: frozenset[int] = frozenset()
    ) -> list[tuple[tuple[int, int] | None, frozenset[int]]]:
        """The same-colour groups (or lines, per axis) holding ``stone`` on ``cells``.

        Each comes with its axis (``None`` for a group). Stones in ``hidden`` (under a
        sculpture, Expert) never join a pattern (CHOLA-P1).
        """
        families: Iterable[tuple[tuple[int, int], ...]]
        if self.options.pattern_shape == "line":
            families = [(axis,) for axis in self.axes]
        else:
            families = [self.axes]
        return [
            (family[0] if len(family) == 1 else None, _component(stone, cells, family, hidden))
            for family in families
        ]

    def value(self, size: int, colour: int) -> int:
        """The table value of a pattern of ``size`` stones of ``colour``."""
        return pattern_value(size, pairs=colour in self.pair_colours)

    def score_build(
        self,
        cells: Sequence[int],
        placement: Sequence[tuple[int, int]],
        builder: int,
        builder_colour: int,
        tiles: Mapping[int, str] | None = None,
        hidden: frozenset[int] = frozenset(),
    ) -> BuildScore:
        """Score ``placement`` (``(space, colour)`` pairs) put down by seat ``builder``.

        ``cells`` is the temple before the build (colour per space, ``EMPTY``); ``tiles``
        maps star spaces to the treasure tiles still on them.
        """
        options = self.options
        points = [0] * len(self.names)
        lines: list[str] = []
        who = self.names[builder]
        after = list(cells)
        for s, c in placement:
            after[s] = c
        placed = {s for s, _ in placement}

        # CHOLA-P3: one point per placed stone that is not the builder's colour
        # (a term worth nothing, such as the builder's own colour, is left out of the lines:
        # a report of "+0" reads as a mistake)
        own = 0
        for c in sorted({c for _, c in placement}):
            if c == builder_colour:
                continue
            n = sum(1 for _, k in placement if k == c)
            word = "stone" if n == 1 else "stones"
            own += n
            lines.append(f"+{n} for {who}: {n} {COLOUR_NAMES[c]} {word} placed")

        # CHOLA-P2: each pattern holding a new stone scores its increase (or its full value)
        seen: set[tuple[tuple[int, int] | None, frozenset[int]]] = set()
        other_points: list[tuple[int, int]] = []
        for s, c in placement:
            for axis, group in self.patterns_through(s, after, hidden):
                if (axis, group) in seen:
                    continue
                seen.add((axis, group))
                new_value = self.value(len(group), c)
                if new_value == 0:
                    continue
                family = (axis,) if axis is not None else self.axes
                old = _pieces(group - placed, family)
                old_value = sum(self.value(len(p), c) for p in old)
                if options.pattern_scoring == "full":
                    gain = new_value
                else:
                    gain = max(0, new_value - old_value)
                kind = "line" if axis is not None else "pattern"
                what = f"{COLOUR_NAMES[c]} {kind} of {len(group)}"
                if options.pattern_scoring == "increment" and old_value:
                    sizes = " + ".join(str(len(p)) for p in sorted(old, key=len, reverse=True))
                    what += f" (grew from {sizes}: {new_value} - {old_value})"
                owner = self.owners[c]
                if owner is None:
                    lines.append(f"{what}: nobody plays {COLOUR_NAMES[c]}, no points")
                    continue
                if gain == 0:  # the pattern did not grow in value: nothing to report
                    continue
                lines.append(f"+{gain} for {self.names[owner]}: {what}")
                if owner == builder:
                    own += gain
                else:
                    other_points.append((owner, gain))

        # CHOLA-T1/T2: treasure tiles, or the double-star option
        stars = tuple(s for s, _ in placement if s in STAR_SET)
        if options.treasures == "tiles" and tiles:
            for s, c in placement:
                tile = tiles.get(s)
                if tile is None:
                    continue
                in_pattern = any(
                    self.value(len(g), c) > 0 for _, g in self.patterns_through(s, after, hidden)
                )
                extra = bonus(tile, c, in_pattern)
                own += extra
                if extra:
                    lines.append(
                        f"+{extra} for {who}: treasure '{describe(tile)}' at ({space_name(s)})"
                    )
                else:  # said, since the tile leaves the board, but not as a "+0" term
                    lines.append(
                        f"treasure '{describe(tile)}' at ({space_name(s)}) taken: its condition "
                        "is not met, no points"
                    )
        elif options.treasures == "double" and stars:
            factor = 2 if options.double_star == "once" else 2 ** len(stars)
            where = ", ".join(f"({space_name(s)})" for s in stars)
            lines.append(
                f"x{factor} for {who}: the build covers the star {where}: "
                f"{own} becomes {own * factor} (others' points are not doubled)"
            )
            own *= factor
        points[builder] += own
        for owner, gain in other_points:
            points[owner] += gain
        return BuildScore(tuple(points), tuple(lines), stars)


def _component(
    stone: int,
    cells: Sequence[int],
    axes: Sequence[tuple[int, int]],
    hidden: frozenset[int],
) -> frozenset[int]:
    colour = cells[stone]
    seen = {stone}
    todo = [stone]
    while todo:
        s = todo.pop()
        for axis in axes:
            for n in AXIS_NEIGHBOURS[axis][s]:
                if n not in seen and cells[n] == colour and n not in hidden:
                    seen.add(n)
                    todo.append(n)
    return frozenset(seen)


def _pieces(stones: frozenset[int], axes: Sequence[tuple[int, int]]) -> list[frozenset[int]]:
    """Split a set of stones into its connected pieces along ``axes``."""
    left = set(stones)
    out = []
    while left:
        start = left.pop()
        piece = {start}
        todo = [start]
        while todo:
            s = todo.pop()
            for axis in axes:
                for n in AXIS_NEIGHBOURS[axis][s]:
                    if n in left:
                        left.discard(n)
                        piece.add(n)
                        todo.append(n)
        out.append(frozenset(piece))
    return out


__all__ = ["EMPTY", "TABLE", "BuildScore", "Scorer", "pattern_value"]
