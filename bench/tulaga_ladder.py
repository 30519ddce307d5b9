"""The Tulaga bots' Elo ladder and how fair Tulaga is: play games in chunks, then fit.

Usage::

    python bench/tulaga_ladder.py play --pairs beginner-casual,casual-club --games 20 [--start 0] [--jobs 1]
    python bench/tulaga_ladder.py report [--results FILE] [--write]

``play`` plays games ``start`` .. ``start + games - 1`` of each pairing and appends one
JSON line per game to the results file (default ``bench/results/tulaga_ladder.jsonl``),
so a long measurement is made in chunks of a few minutes and replayed exactly: game ``i``
of the pairing ``a-b`` gives ``a`` Black when ``i`` is even (colours alternate), and the
bots are seeded from ``i``. A pairing of a level with itself (``club-club``) is self-play.
The strong bot's levels have no chance in them: two of them would play one game over and
over. So every game opens with ``--opening`` turns (2: one stone each) placed at random,
seeded from ``i // 2``, so games ``2k`` and ``2k + 1`` start alike with colours swapped
(paired openings, as engine matches use); the bots play on from there.
The players are the levels of :mod:`tulakit.tulaga.levels` (beginner, casual, club,
expert, master). The strong bot's levels are fixed work (positions searched a move), not
time, so the games are the same on any machine and a rating means the same everywhere; a
time budget would make every game depend on the machine's speed and load at that moment.

``report`` fits Elo ratings by maximum likelihood (Bradley-Terry on the Elo scale with a
first-move term, ``bench/elo_fit.py``, Beginner anchored at 0, one virtual
draw a pair so a level that won every game keeps a finite rating) with 95% intervals from
the Hessian, beside the table in ``levels.py``; then per level the self-play games, the
share the first player (Black, TULAGA-2) won, with its 95% Wilson interval. It gives the
game counts, the CPU seconds a move of each level and the 1-minute load average while the
games were played (CPU time, unlike wall time, does not grow with the load). With
``--write`` it stores the ladder and the fairness as the package's figures
(``tulakit/measured.json`` and ``docs/measured.md``, through ``bench/measured.py``): the
levels' menu reads its ratings there, and the Tulaga tutorial's fairness table is checked
against them.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass
from itertools import pairwise
from pathlib import Path
from typing import Any

from elo_fit import fit_elo

from tulakit.ratings import wilson
from tulakit.tulaga import TulagaGame
from tulakit.tulaga.bots import make_bot
from tulakit.tulaga.levels import LEVELS

RESULTS = Path(__file__).resolve().parent / "results" / "tulaga_ladder.jsonl"
#: every player: (make_bot level, positions a move), from the levels' table
PLAYERS: dict[str, tuple[str, int | None]] = {
    level.key: (level.bot, level.nodes) for level in LEVELS
}
#: bot kinds that play the same move in the same position whatever their seed
NO_CHANCE = frozenset({"strong"})
#: a generous time cap: the node limit, not the clock, must end every search
SECONDS = 60.0
#: random turns at the start of every game (one stone each), so deterministic bots vary
OPENING = 2


@dataclass
class GameResult:
    """One game of a pairing: who had which colour, who won, and the work done."""

    pair: str
    index: int
    black: str
    white: str
    black_won: bool
    turns: int
    cpu_black: float
    cpu_white: float
    load: float
    #: the turns placed at random before the bots took over
    opening: int = 0


def play_game(
    pair: str,
    index: int,
    players: dict[str, tuple[str, int | None]] | None = None,
    opening: int = OPENING,
) -> GameResult:
    """Game ``index`` of ``pair`` (``'a-b'``): ``a`` has Black when ``index`` is even;
    the first ``opening`` turns are random, alike for games ``2k`` and ``2k + 1``."""
    table = PLAYERS if players is None else players
    first, second = pair.split("-")
    black, white = (first, second) if index % 2 == 0 else (second, first)
    bots = []
    for offset, who in enumerate((black, white)):
        level, nodes = table[who]
        bots.append(make_bot(level, seed=2 * index + offset, budget=SECONDS, nodes=nodes))
    game = TulagaGame()
    opener = make_bot("random", seed=10_000 + index // 2)
    for _ in range(opening):
        game.play(opener.choose(game))
    cpu = [0.0, 0.0]
    while not game.is_over():
        side = game.to_move
        start = time.process_time()
        move = bots[side].choose(game)
        cpu[side] += time.process_time() - start
        game.play(move)
    won = game.winner()
    assert won is not None
    return GameResult(
        pair, index, black, white, won == 0, len(game.moves), cpu[0], cpu[1],
        os.getloadavg()[0], opening,
    )  # fmt: skip


def _play(task: tuple[str, int]) -> GameResult:
    return play_game(*task)


def play(pairs: list[str], start: int, games: int, jobs: int, out: Path) -> None:
    """Play and append the games; prints one line per pairing."""
    for pair in pairs:
        first, second = pair.split("-")
        if first not in PLAYERS or second not in PLAYERS:
            raise SystemExit(f"unknown player in {pair!r}: choose from {', '.join(PLAYERS)}")
    out.parent.mkdir(parents=True, exist_ok=True)
    for pair in pairs:
        began = time.perf_counter()
        tasks = [(pair, i) for i in range(start, start + games)]
        if jobs <= 1:
            results = [_play(t) for t in tasks]
        else:
            with ProcessPoolExecutor(max_workers=jobs) as pool:
                results = list(pool.map(_play, tasks))
        with out.open("a") as f:
            for r in results:
                f.write(json.dumps(asdict(r)) + "\n")
        first = pair.split("-")[0]
        wins = sum((r.black == first) == r.black_won for r in results)
        print(
            f"{pair:<18} games {start}-{start + games - 1}: {first} won {wins}/{games} "
            f"({time.perf_counter() - began:.0f} s, load {os.getloadavg()[0]:.1f})"
        )
        sys.stdout.flush()


def load_results(path: Path) -> list[GameResult]:
    """Every game in the results file, once each (a game replayed twice counts once)."""
    seen: dict[tuple[str, int], GameResult] = {}
    for line in path.read_text().splitlines():
        if line.strip():
            r = GameResult(**json.loads(line))
            seen[(r.pair, r.index)] = r
    return list(seen.values())


def ladder_table(results: list[GameResult]) -> list[str]:
    """The fitted ladder, one line a player, strongest last."""
    # self-play says nothing of ratings, and its first-player edge differs by level (the
    # fairness table gives it): the fit's first-move term is the mixed pairings' own
    games = [r for r in results if r.black != r.white]
    fit = fit_elo(
        [(r.black, r.white, 1.0 if r.black_won else 0.0) for r in games], anchor="beginner"
    )
    table = {level.key: level.elo for level in LEVELS}
    cpu: dict[str, list[float]] = {}
    for r in games:
        half = r.turns / 2
        cpu.setdefault(r.black, []).append(r.cpu_black / max(1.0, half))
        cpu.setdefault(r.white, []).append(r.cpu_white / max(1.0, half))
    lines = [
        f"{len(games)} games; Elo by maximum likelihood, beginner = 0, 95% intervals (Hessian)",
        f"{'player':<10} {'games':>6} {'Elo':>6} {'95% interval':>16} {'table':>6} {'cpu s/move':>11}",
    ]
    for who in sorted(fit.elo, key=fit.elo.__getitem__):
        listed = str(table[who]) if who in table else "-"
        lines.append(
            f"{who:<10} {fit.games[who]:>6} {fit.elo[who]:>6.0f} "
            f"{f'[{fit.low[who]:.0f}, {fit.high[who]:.0f}]':>16} {listed:>6} "
            f"{statistics.mean(cpu[who]):>11.3f}"
        )
    # a rating's interval holds the doubt about its distance from the anchor; a player
    # choosing a level wants the step from the level below, which is known better
    ranked = sorted(fit.elo, key=fit.elo.__getitem__)
    lines.append("step above the level below, 95% interval:")
    for below, above in pairwise(ranked):
        diff, low, high = fit.gap(above, below)
        lines.append(f"  {below:>8} -> {above:<8} {diff:+6.0f}  [{low:+.0f}, {high:+.0f}]")
    low, high = fit.first_move_interval
    lines.append(
        f"first player's advantage in these pairings: {fit.first_move:+.0f} Elo "
        f"[{low:+.0f}, {high:+.0f}]"
    )
    winners: dict[str, set[str]] = {}
    for r in games:
        winners.setdefault(r.pair, set()).add(r.black if r.black_won else r.white)
    swept = sorted(pair for pair, won in winners.items() if len(won) == 1)
    if swept:
        lines.append(
            f"one side won every game of {', '.join(swept)}: that gap rests on the prior's "
            "virtual draw and grows with more games (a floor, not a measure)"
        )
    return lines


#: the columns of the ladder's table in docs/measured.md
LADDER_COLUMNS = (
    "level",
    "Elo",
    "95% interval",
    "step above the level below (95%)",
    "the level below won",
    "CPU s a move",
)


def ladder_figures(results: list[GameResult]) -> dict[str, Any]:
    """The ladder as the package reads it: the ``tulaga_ladder`` section of
    ``tulakit/measured.json`` (bench/measured.py), which the levels' menu quotes."""
    games = [r for r in results if r.black != r.white]
    fit = fit_elo(
        [(r.black, r.white, 1.0 if r.black_won else 0.0) for r in games], anchor="beginner"
    )
    cpu: dict[str, list[float]] = {}
    for r in games:
        half = r.turns / 2
        cpu.setdefault(r.black, []).append(r.cpu_black / max(1.0, half))
        cpu.setdefault(r.white, []).append(r.cpu_white / max(1.0, half))
    ranked = sorted(fit.elo, key=fit.elo.__getitem__)
    steps = []
    for below, above in pairwise(ranked):
        diff, low, high = fit.gap(above, below)
        met = [r for r in games if {r.black, r.white} == {below, above}]
        won = sum((r.black == below) == r.black_won for r in met)
        steps.append(
            {"below": below, "above": above, "diff": round(diff), "low": round(low),
             "high": round(high), "games": len(met), "below_won": won}
        )  # fmt: skip
    winners: dict[str, set[str]] = {}
    for r in games:
        winners.setdefault(r.pair, set()).add(r.black if r.black_won else r.white)
    swept = sorted(pair for pair, won in winners.items() if len(won) == 1)
    values: dict[str, Any] = {
        "games": len(games),
        "elo": {who: round(fit.elo[who], 1) for who in ranked},
        "low": {who: round(fit.low[who]) for who in ranked},
        "high": {who: round(fit.high[who]) for who in ranked},
        "cpu_seconds_per_move": {who: round(statistics.mean(cpu[who]), 3) for who in ranked},
        "steps": steps,
        "first_move": [round(fit.first_move), *(round(x) for x in fit.first_move_interval)],
        "swept": swept,
    }
    rows = [
        ["beginner", "0 (the anchor)", "-", "-", "-", values["cpu_seconds_per_move"]["beginner"]]
    ]
    for step in steps:
        who = step["above"]
        rows.append(
            [who, f"{values['elo'][who]:.0f}", f"{values['low'][who]} to {values['high'][who]}",
             f"{step['diff']:+d} ({step['low']:+d} to {step['high']:+d})",
             f"{step['below_won']} of {step['games']}", values["cpu_seconds_per_move"][who]]
        )  # fmt: skip
    note = (
        "A round robin between the Tulaga levels (`tulakit/tulaga/levels.py`), colours "
        "alternated and one random stone each to open, fitted by maximum likelihood "
        "(Bradley-Terry on the Elo scale with a first-move term, `bench/elo_fit.py`), the "
        "Beginner anchored at 0; the menu shows each rating rounded to 10. A rating's "
        "interval carries the doubt about its distance from the Beginner; the step from "
        "the level below is known better. CPU seconds a move on the machine that played "
        "(the strong bot's levels stop on positions searched, not on time, so a level plays "
        "the same moves anywhere). "
        + (
            f"One side won every game of {', '.join(swept)}: those gaps rest on the fit's "
            "virtual draw (a floor, not a measure)."
            if swept
            else ""
        )
    ).strip()
    return {
        "title": "Tulaga levels: Elo ratings",
        "source": "python bench/tulaga_ladder.py report --write",
        "measured": f"{len(games)} games between levels in bench/results/tulaga_ladder.jsonl",
        "note": note,
        "values": values,
        "table": {"columns": list(LADDER_COLUMNS), "rows": rows},
    }


def pair_table(results: Iterable[GameResult]) -> list[str]:
    """Each pairing's score: the first-named player's wins, and its wins as Black."""
    by_pair: dict[str, list[GameResult]] = {}
    for r in results:
        by_pair.setdefault(r.pair, []).append(r)
    lines = [f"{'pairing':<18} {'games':>6} {'wins1':>6} {'as Black':>9} {'turns':>6}"]
    for pair, games in sorted(by_pair.items()):
        first = pair.split("-")[0]
        wins = sum((r.black == first) == r.black_won for r in games)
        black = [r for r in games if r.black == first]
        as_black = sum(r.black_won for r in black)
        turns = statistics.mean(r.turns for r in games)
        lines.append(
            f"{pair:<18} {len(games):>6} {wins:>6} {f'{as_black}/{len(black)}':>9} {turns:>6.1f}"
        )
    return lines


def fairness_table(results: Iterable[GameResult]) -> list[str]:
    """Self-play per level: the share of games the first player (Black) won.

    A level with no chance in it (:data:`NO_CHANCE`) plays games ``2k`` and ``2k + 1``
    of its self-play alike: the same opening, the same bot on both sides. The second is
    the first again, so only the first counts; counted twice, it would narrow the
    interval as if twice the games had been played.
    """
    lines = [f"{'self-play':<10} {'games':>6} {'Black won':>10} {'share':>7} {'95% Wilson':>16}"]
    for who, games in self_play(results).items():
        wins = sum(r.black_won for r in games)
        low, high = wilson(wins, len(games))
        lines.append(
            f"{who:<10} {len(games):>6} {wins:>10} {wins / len(games):>7.1%} "
            f"{f'[{low:.1%}, {high:.1%}]':>16}"
        )
    return lines


def self_play(results: Iterable[GameResult]) -> dict[str, list[GameResult]]:
    """Self-play games per level, a twin game of a level with no chance counted once
    (see :func:`fairness_table`), weakest level first."""
    by_level: dict[str, list[GameResult]] = {}
    for r in results:
        twin = r.index % 2 == 1 and PLAYERS[r.black][0] in NO_CHANCE
        if r.black == r.white and not twin:
            by_level.setdefault(r.black, []).append(r)
    order = list(PLAYERS)
    return dict(sorted(by_level.items(), key=lambda kv: order.index(kv[0])))


def fairness_figures(results: Iterable[GameResult]) -> dict[str, Any]:
    """How often Black won each level's self-play: the ``tulaga_fairness`` section of
    ``tulakit/measured.json``, which the Tulaga tutorial's table is checked against."""
    values: dict[str, dict[str, int]] = {}
    rows = []
    for who, games in self_play(results).items():
        wins = sum(r.black_won for r in games)
        low, high = wilson(wins, len(games))
        values[who] = {"games": len(games), "black_won": wins}
        rows.append([who, len(games), wins, f"{wins / len(games):.0%}", f"{low:.0%} to {high:.0%}"])
    return {
        "title": "Tulaga: how often the first player wins",
        "source": "python bench/tulaga_ladder.py report --write",
        "measured": "self-play games in bench/results/tulaga_ladder.jsonl",
        "note": (
            "Each level against itself, one random stone each to open. Club and above have "
            "no chance in them: a pair of games with the same opening and the colours "
            "swapped is one game played twice, counted once. 95% Wilson intervals."
        ),
        "values": values,
        "table": {
            "columns": ["level", "games", "Black won", "share", "95% interval"],
            "rows": rows,
        },
    }


def report(path: Path, write: bool = False) -> None:
    """Print the ladder, the pairings and the fairness tables from the results file; with
    ``write``, store the ladder as the package's figures (``tulakit/measured.json``)."""
    results = load_results(path)
    if write:
        from measured import update

        update("tulaga_ladder", ladder_figures(results))
        update("tulaga_fairness", fairness_figures(results))
    loads = [r.load for r in results]
    print(
        f"results: {path.name}, {len(results)} games; 1-minute load average while playing: "
        f"median {statistics.median(loads):.1f}, max {max(loads):.1f}"
    )
    for table in (ladder_table(results), pair_table(results), fairness_table(results)):
        print()
        print("\n".join(table))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    play_cmd = sub.add_parser("play", help="play games and append them to the results")
    play_cmd.add_argument("--pairs", required=True, help="e.g. beginner-casual,club-club")
    play_cmd.add_argument("--games", type=int, default=10)
    play_cmd.add_argument("--start", type=int, default=0)
    play_cmd.add_argument("--jobs", type=int, default=1)
    play_cmd.add_argument("--results", type=Path, default=RESULTS)
    report_cmd = sub.add_parser("report", help="fit and print the ladder and the fairness")
    report_cmd.add_argument("--results", type=Path, default=RESULTS)
    report_cmd.add_argument(
        "--write", action="store_true", help="store the ladder in tulakit/measured.json"
    )
    args = parser.parse_args(argv)
    if args.command == "play":
        play(args.pairs.split(","), args.start, args.games, args.jobs, args.results)
    else:
        report(args.results, args.write)


if __name__ == "__main__":
    main()
