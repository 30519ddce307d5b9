"""Elo ratings from who won which game, fitted by maximum likelihood (the bench's tool).

Only the benchmarks fit ratings (``bench/tulaga_ladder.py``), so this lives under
``bench/``, not in the package; the Wilson interval the pages use is
:func:`tulakit.ratings.wilson`.

The model is Bradley-Terry on the Elo scale with a first-move term: in a game between
``first`` (who moves first) and ``second``, ``first`` wins with probability
``1 / (1 + 10 ** (-(R[first] - R[second] + A) / 400))``, where ``A`` is the first
player's advantage in Elo points. Ratings are relative, so one player is anchored (its
rating is fixed, e.g. the random bot at 0). The fit is Newton's method on the
log-likelihood (concave, so it converges from zero); the 95% intervals come from the
inverse of its Hessian (the observed information), i.e. rating +- 1.96 standard errors
relative to the anchor.

A player that won (or lost) every game has no finite maximum-likelihood rating. As in
BayesElo, ``prior_draws`` virtual drawn games between each pair that met keep every
rating finite and pull sparse pairs a little towards each other; 0 gives the plain fit.

>>> games = [("a", "b", 1)] * 30 + [("a", "b", 0)] * 10 + [("b", "a", 0)] * 30 + [("b", "a", 1)] * 10
>>> fit = fit_elo(games, anchor="b", prior_draws=0)
>>> round(fit.elo["a"]), round(fit.first_move)
(191, 0)
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field

from tulakit.ratings import Z95

#: Elo points per natural log-odds unit (400 points are a factor 10 in the odds)
SCALE = 400 / math.log(10)

#: a game: (who moved first, who moved second, 1 if the first won else 0; 0.5 a draw)
Game = tuple[str, str, float]


@dataclass(frozen=True)
class EloFit:
    """Fitted ratings: ``elo[p]`` and its 95% interval ``low[p]``-``high[p]`` (the anchor
    has no spread), the first player's advantage ``first_move`` with its own interval,
    how many games each player played, and the covariance of the ratings (squared Elo
    points, by pair of players; the anchor is fixed and has none), which :meth:`gap` reads."""

    elo: dict[str, float]
    low: dict[str, float]
    high: dict[str, float]
    first_move: float
    first_move_interval: tuple[float, float]
    games: dict[str, int]
    anchor: str
    covariance: dict[tuple[str, str], float] = field(default_factory=dict)

    def gap(self, above: str, below: str) -> tuple[float, float, float]:
        """How far ``above`` stands above ``below``, with its 95% interval.

        A rating's own interval is measured from the anchor, so it carries the doubt
        about everyone's distance from the anchor; the gap between two players has only
        its own (both ratings move together when the anchor's distance is in doubt).

        >>> games = [("a", "b", 1), ("b", "a", 0), ("b", "c", 1), ("c", "b", 0)] * 20
        >>> games += [("a", "b", 0), ("c", "b", 1)] * 10
        >>> fit = fit_elo(games, anchor="c", first_move=False)
        >>> diff, low, high = fit.gap("a", "b")
        >>> low < diff < high and high - low < fit.high["a"] - fit.low["a"]
        True
        """
        spread = (
            self.covariance.get((above, above), 0.0)
            + self.covariance.get((below, below), 0.0)
            - 2 * self.covariance.get((above, below), 0.0)
        )
        diff = self.elo[above] - self.elo[below]
        half = Z95 * math.sqrt(max(0.0, spread))
        return diff, diff - half, diff + half


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """``x`` with ``matrix @ x == vector`` (Gauss-Jordan with partial pivoting)."""
    n = len(vector)
    rows = [[*row, vector[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        if abs(rows[pivot][col]) < 1e-12:
            raise ValueError("the games do not connect every player to the anchor")
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(n):
            if r != col:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col], strict=True)]
    return [rows[i][n] / rows[i][i] for i in range(n)]


def _inverse(matrix: list[list[float]]) -> list[list[float]]:
    n = len(matrix)
    columns = [_solve(matrix, [float(i == j) for i in range(n)]) for j in range(n)]
    return [[columns[j][i] for j in range(n)] for i in range(n)]


def fit_elo(
    games: Iterable[Game],
    *,
    anchor: str,
    anchor_elo: float = 0.0,
    prior_draws: float = 1.0,
    first_move: bool = True,
) -> EloFit:
    """Maximum-likelihood Elo ratings of the players in ``games`` (see the module doc).

    ``first_move=False`` fits no first-player term (it is then 0). Raises ``ValueError``
    for no games, an anchor that played none, a result outside 0-1, or players the games
    do not connect (or, with ``prior_draws=0``, a player who won or lost every game).

    >>> fit = fit_elo([("x", "y", 1), ("y", "x", 0)], anchor="y")
    >>> fit.elo["x"] > 0 and fit.low["x"] < fit.elo["x"] < fit.high["x"]
    True
    """
    played = list(games)
    if not played:
        raise ValueError("no games to fit ratings to")
    counts: dict[str, int] = {}
    for first, second, result in played:
        if not 0 <= result <= 1:
            raise ValueError(f"a result is 1, 0 or 0.5 (the first player's score), not {result!r}")
        for who in {first, second}:  # a self-play game is one game
            counts[who] = counts.get(who, 0) + 1
    if anchor not in counts:
        raise ValueError(f"the anchor {anchor!r} played no game")
    free = sorted(p for p in counts if p != anchor)
    index = {p: i for i, p in enumerate(free)}
    size = len(free) + (1 if first_move else 0)
    # design rows: +1 for the first player, -1 for the second, 1 for the first-move term;
    # self-play games inform only the first-move term
    rows: list[tuple[dict[int, float], float, float]] = []  # (row, score, weight)
    for first, second, result in played:
        row: dict[int, float] = {}
        if first in index:
            row[index[first]] = row.get(index[first], 0.0) + 1.0
        if second in index:
            row[index[second]] = row.get(index[second], 0.0) - 1.0
        if first_move:
            row[size - 1] = 1.0
        rows.append((row, float(result), 1.0))
    if prior_draws > 0:
        pairs = {tuple(sorted((a, b))) for a, b, _ in played if a != b}
        for a, b in sorted(pairs):
            row = {}
            if a in index:
                row[index[a]] = 1.0
            if b in index:
                row[index[b]] = -1.0
            rows.append((row, 0.5, prior_draws))
    theta = [0.0] * size
    information: list[list[float]] = []
    for _ in range(100):
        gradient = [0.0] * size
        information = [[0.0] * size for _ in range(size)]
        for row, score, weight in rows:
            z = sum(theta[i] * v for i, v in row.items())
            p = 1 / (1 + math.exp(-z))
            for i, v in row.items():
                gradient[i] += weight * (score - p) * v
                for j, u in row.items():
                    information[i][j] += weight * p * (1 - p) * v * u
        step = _solve(information, gradient)
        theta = [t + s for t, s in zip(theta, step, strict=True)]
        if max((abs(s) for s in step), default=0.0) < 1e-10:
            break
        if max((abs(t) for t in theta), default=0.0) > 30:  # odds beyond 10**13: no maximum
            raise ValueError(
                "a player won or lost every game: its rating has no finite best value "
                "(use prior_draws > 0)"
            )
    covariance = _inverse(information)
    elo = {anchor: anchor_elo}
    low = {anchor: anchor_elo}
    high = {anchor: anchor_elo}
    for who, i in index.items():
        elo[who] = anchor_elo + SCALE * theta[i]
        half = Z95 * SCALE * math.sqrt(covariance[i][i])
        low[who], high[who] = elo[who] - half, elo[who] + half
    advantage, interval = 0.0, (0.0, 0.0)
    if first_move:
        advantage = SCALE * theta[-1]
        half = Z95 * SCALE * math.sqrt(covariance[-1][-1])
        interval = (advantage - half, advantage + half)
    points = {
        (a, b): SCALE * SCALE * covariance[i][j] for a, i in index.items() for b, j in index.items()
    }
    return EloFit(elo, low, high, advantage, interval, counts, anchor, points)


def expected_score(elo_difference: float) -> float:
    """The share of games a player ``elo_difference`` points stronger is expected to win.

    >>> round(expected_score(200), 3)
    0.76
    """
    return 1 / (1 + 10 ** (-elo_difference / 400))


__all__ = ["SCALE", "Z95", "EloFit", "Game", "expected_score", "fit_elo"]
