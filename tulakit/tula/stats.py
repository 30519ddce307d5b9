"""How often Tula is won: by perfect play (with and without mercy) and by three players.

Each seed's deal is ``shuffled_deal(seed)``; every measure on a seed depends only on the
seed, so results are identical whatever the number of worker processes.

>>> stats = collect(20, progress=False, measures=("perfect_mercy", "greedy"))
>>> share = stats.shares["perfect_mercy"]
>>> share.deals, 0 <= share.rate <= 1, share.interval[0] <= share.rate <= share.interval[1]
(20, True, True)
"""

from __future__ import annotations

import os
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from tulakit.ratings import wilson as wilson_interval  # the package's one Wilson interval
from tulakit.tula.bots import greedy_policy, play_out, random_policy
from tulakit.tula.game import TulaGame
from tulakit.tula.infoset import InfoSetBot
from tulakit.tula.solver import solve, winnable_with_and_without_mercy
from tulakit.tula.tiles import shuffled_deal

__all__ = ["ALL_MEASURES", "LABELS", "Share", "TulaStats", "collect", "wilson_interval"]

LABELS: dict[str, str] = {
    "perfect_mercy": "perfect information, mercy on",
    "perfect_no_mercy": "perfect information, mercy off",
    "random": "random moves",
    "greedy": "plain greedy",
    "bot": "honest bot",
}
ALL_MEASURES: tuple[str, ...] = tuple(LABELS)


@dataclass(frozen=True)
class Share:
    """Wins out of deals for one measure, with its share and 95% Wilson interval."""

    name: str
    label: str
    wins: int
    deals: int

    @property
    def rate(self) -> float:
        """Wins divided by deals (0 when there are no deals)."""
        return self.wins / self.deals if self.deals else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% Wilson score interval of the share."""
        return wilson_interval(self.wins, self.deals)


@dataclass(frozen=True)
class TulaStats:
    """The shares of deals won, by measure, for seeds ``start_seed`` onwards."""

    deals: int
    start_seed: int
    shares: dict[str, Share] = field(default_factory=dict)

    def table(self) -> str:
        """A plain-text table: measure, wins, share and 95% interval.

        >>> print(TulaStats(4, 0, {"greedy": Share("greedy", "plain greedy", 1, 4)}).table())
        measure                                  wins   share  95% interval
        plain greedy                            1 / 4   25.0%  4.6% - 69.9%
        """
        rows = [f"{'measure':<31} {'wins':>13}  {'share':>6}  95% interval"]
        for share in self.shares.values():
            lo, hi = share.interval
            wins = f"{share.wins} / {share.deals}"
            rows.append(f"{share.label:<31} {wins:>13}  {share.rate:>6.1%}  {lo:.1%} - {hi:.1%}")
        return "\n".join(rows)

    def markdown(self) -> str:
        """The same table in Markdown, for a page (shares as percentages in words).

        >>> print(TulaStats(4, 0, {"greedy": Share("greedy", "plain greedy", 1, 4)}).markdown())
        | how | deals won | share | 95% interval |
        | --- | ---: | ---: | --- |
        | plain greedy | 1 of 4 | 25.0% | 4.6% to 69.9% |
        >>> TulaStats(10**6, 0, {"g": Share("g", "greedy", 502_864, 10**6)}).markdown()[-47:]
        '502,864 of 1,000,000 | 50.3% | 50.2% to 50.4% |'
        """
        rows = ["| how | deals won | share | 95% interval |", "| --- | ---: | ---: | --- |"]
        for share in self.shares.values():
            lo, hi = share.interval
            rows.append(
                f"| {share.label} | {share.wins:,} of {share.deals:,} | {share.rate:.1%} "
                f"| {lo:.1%} to {hi:.1%} |"
            )
        return "\n".join(rows)


def _play_seed(seed: int, measures: Sequence[str]) -> dict[str, bool]:
    """Every requested measure on one seed's deal; depends on nothing but the seed."""
    deal = shuffled_deal(seed)
    out: dict[str, bool] = {}
    if "perfect_mercy" in measures and "perfect_no_mercy" in measures:
        # one search answers both (TULA-7): see winnable_with_and_without_mercy
        out["perfect_mercy"], out["perfect_no_mercy"] = winnable_with_and_without_mercy(deal)
    for name in measures:
        if name in out:
            continue
        if name == "perfect_mercy":
            out[name] = solve(deal, mercy=True).winnable
        elif name == "perfect_no_mercy":
            out[name] = solve(deal, mercy=False).winnable
        elif name == "random":
            game = play_out(TulaGame(deal), random_policy(random.Random(seed)))
            out[name] = game.is_won()
        elif name == "greedy":
            out[name] = play_out(TulaGame(deal), greedy_policy).is_won()
        elif name == "bot":
            out[name] = play_out(TulaGame(deal), InfoSetBot(seed=seed)).is_won()
        else:
            raise ValueError(f"unknown measure {name!r}: choose from {', '.join(ALL_MEASURES)}")
    return out


def _play_chunk(args: tuple[int, int, tuple[str, ...]]) -> tuple[int, dict[str, int]]:
    """Worker: wins per measure over seeds ``start .. start + count - 1``."""
    start, count, measures = args
    wins = dict.fromkeys(measures, 0)
    for seed in range(start, start + count):
        for name, won in _play_seed(seed, measures).items():
            wins[name] += won
    return count, wins


def _chunks(start: int, deals: int, size: int) -> Iterator[tuple[int, int]]:
    for first in range(start, start + deals, size):
        yield first, min(size, start + deals - first)


def collect(
    deals: int,
    *,
    start_seed: int = 0,
    jobs: int = 1,
    progress: bool | ProgressBar = True,
    measures: Sequence[str] = ALL_MEASURES,
) -> TulaStats:
    """Play every measure on ``deals`` seeded deals and count the wins.

    ``jobs > 1`` spreads chunks of seeds over that many processes; the counts do not
    depend on ``jobs``. ``progress`` shows a tqdm bar (the command line), or is a bar of
    the caller's own that gets ``update(deals_done)`` and ``close()`` (a notebook's widget).

    >>> class Bar:
    ...     done = 0
    ...     def update(self, n): self.done += n
    ...     def close(self): print("closed after", self.done, "deals")
    >>> _ = collect(40, progress=Bar(), measures=("greedy",))
    closed after 40 deals
    """
    measures = tuple(measures)
    for name in measures:
        if name not in LABELS:
            raise ValueError(f"unknown measure {name!r}: choose from {', '.join(ALL_MEASURES)}")
    if deals < 0:
        raise ValueError("the number of deals cannot be negative")
    # Small chunks keep the bar moving (20 steps at least) and both cores busy to the end.
    size = max(1, min(100, deals // (jobs * 8) if jobs > 1 else deals // 20))
    tasks = [(first, count, measures) for first, count in _chunks(start_seed, deals, size)]
    totals = dict.fromkeys(measures, 0)
    bar = progress if not isinstance(progress, bool) else _progress_bar(deals) if progress else None
    try:
        if jobs > 1 and len(tasks) > 1:
            import multiprocessing

            with multiprocessing.Pool(min(jobs, len(tasks))) as pool:
                results: Iterator[tuple[int, dict[str, int]]] = pool.imap_unordered(
                    _play_chunk, tasks
                )
                _add(results, totals, bar)
        else:
            _add(map(_play_chunk, tasks), totals, bar)
    finally:
        if bar is not None:
            bar.close()
    shares = {n: Share(n, LABELS[n], totals[n], deals) for n in measures}
    return TulaStats(deals, start_seed, shares)


class ProgressBar(Protocol):
    """What the statistics need of a progress bar (tqdm's, when it is installed)."""

    def update(self, n: int) -> object: ...

    def close(self) -> None: ...


def _add(
    results: Iterator[tuple[int, dict[str, int]]],
    totals: dict[str, int],
    bar: ProgressBar | None,
) -> None:
    for count, wins in results:
        for name, won in wins.items():
            totals[name] += won
        if bar is not None:
            bar.update(count)


def _progress_bar(total: int) -> ProgressBar | None:
    # tqdm is an optional (app) dependency: import it only when a bar is wanted.
    try:
        from tqdm.auto import tqdm
    except ImportError:  # pragma: no cover - the engine works without tqdm
        return None
    bar: ProgressBar = tqdm(total=total, unit="deal", desc="Tula deals")
    return bar


def default_jobs(deals: int) -> int:
    """Worker processes for the command line: every core for large runs, else one."""
    return (os.cpu_count() or 1) if deals >= 200 else 1
