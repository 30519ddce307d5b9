"""The Tulaga bot levels: the table, its old names, fixed-work search, and the ladder
script that measures the table's ratings (bench/tulaga_ladder.py)."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path
from types import ModuleType

import pytest
from bench_scripts import load_bench_script

from tulakit.measured import figures, values
from tulakit.tulaga import TulagaGame
from tulakit.tulaga.bots import KINDS, StrongBot, make_bot
from tulakit.tulaga.levels import LEVELS, level_bot, level_named


@pytest.fixture(scope="module")
def ladder() -> ModuleType:
    return load_bench_script("tulaga_ladder", "tulaga_ladder")


def _opening(turns: int = 10) -> TulagaGame:
    game = TulagaGame()
    bot = make_bot("greedy", seed=4)
    for _ in range(turns):
        game.play(bot.choose(game))
    return game


def test_the_table_is_in_step_with_its_names_and_ratings() -> None:
    keys = [level.key for level in LEVELS]
    old = [name for level in LEVELS for name in level.old_names]
    assert len(set(keys + old)) == len(keys) + len(old)  # every name opens one level
    assert sorted(old) == sorted(KINDS)  # every old link (?bot=strong) still opens
    for level in LEVELS:
        assert level.bot in KINDS
        assert (level.nodes is not None) == (level.bot == "strong")  # fixed work
        assert level.label.startswith(level.title) and f"Elo {level.elo:,}" in level.label
        assert level_named(level.key) is level
    ratings = [level.elo for level in LEVELS]
    assert ratings == sorted(ratings) and ratings[0] == 0  # weakest first, Beginner the anchor
    assert level_named("random").bot == "random" and level_named("greedy").bot == "greedy"
    # the old ?bot=strong opened the deepest search a page had then: Expert, not Master
    assert level_named("strong").key == "expert"
    assert all(level.seconds <= 1.5 for level in LEVELS if level.key != "master")


def test_an_unknown_level_is_refused_with_the_choices() -> None:
    with pytest.raises(ValueError, match="beginner, casual, club, expert, master"):
        level_named("wizard")


def test_a_node_limit_makes_the_strong_bot_do_the_same_work_anywhere() -> None:
    game = _opening()
    first, second = StrongBot(seed=2, budget=30, nodes=400), StrongBot(seed=2, budget=30, nodes=400)
    move = first.choose(game)
    assert second.choose(game) == move and first.nodes == second.nodes
    assert first.nodes <= 401 and first.depth >= 1  # it stopped at the limit, not the clock
    assert first.explain_last() == second.explain_last()
    with pytest.raises(ValueError, match="nodes must be a positive"):
        StrongBot(nodes=0)


def test_a_level_bot_has_its_level_settings() -> None:
    bot = level_bot("club", seed=1, seconds=0.5)
    assert isinstance(bot, StrongBot)
    assert (bot.max_nodes, bot.budget) == (level_named("club").nodes, 0.5)
    assert level_bot("beginner").name == "random"


def test_each_level_thinks_within_its_own_cap() -> None:
    """A caller's cap never lifts a level's own: Club stays at 1.5 s when 8 are offered,
    and Master, whose 60,000 positions take about 4 s, may use its 8."""
    club, master = level_bot("club", seconds=8.0), level_bot("master", seconds=8.0)
    assert isinstance(club, StrongBot) and isinstance(master, StrongBot)
    assert club.budget == level_named("club").seconds == 1.5
    assert (master.budget, master.max_nodes) == (8.0, 60_000)
    default, capped = level_bot("master"), level_bot("master", seconds=2)
    assert isinstance(default, StrongBot) and isinstance(capped, StrongBot)
    assert default.budget == 8.0 and capped.budget == 2


def test_the_ladder_plays_the_levels_of_the_table(ladder: ModuleType) -> None:
    for level in LEVELS:
        assert ladder.PLAYERS[level.key] == (level.bot, level.nodes)


def test_ladder_games_replay_exactly_and_alternate_colours(ladder: ModuleType) -> None:
    tiny = {"rnd": ("random", None), "deep": ("strong", 150)}
    one = ladder.play_game("rnd-deep", 0, tiny)
    again = ladder.play_game("rnd-deep", 0, tiny)
    swapped = ladder.play_game("rnd-deep", 1, tiny)
    assert (one.black, one.white, swapped.black, swapped.white) == ("rnd", "deep", "deep", "rnd")
    assert (again.black_won, again.turns) == (one.black_won, one.turns)


def test_random_openings_keep_deterministic_bots_from_one_game_over_and_over(
    ladder: ModuleType,
) -> None:
    """Two strong bots have no chance in them: without an opening every self-play game is
    the same; with one random stone each, the games differ."""
    tiny = {"deep": ("strong", 60)}
    plain = {
        (r.turns, r.black_won)
        for r in (ladder.play_game("deep-deep", i, tiny, opening=0) for i in (0, 2, 4))
    }
    opened = {
        (r.turns, r.black_won)
        for r in (ladder.play_game("deep-deep", i, tiny, opening=2) for i in (0, 2, 4))
    }
    assert len(plain) == 1 and len(opened) > 1


def test_the_report_fits_and_prints_the_fairness(ladder: ModuleType, tmp_path: Path) -> None:
    """Results written as `play` writes them: the report fits them and counts the
    self-play games' first-player wins (3 of 4 here)."""
    rows = []
    for i in range(8):  # casual beats beginner 6 of 8
        black, white = ("casual", "beginner") if i % 2 == 0 else ("beginner", "casual")
        rows.append(("casual-beginner", i, black, white, (black == "casual") == (i < 6)))
    rows += [("club-club", i, "club", "club", i != 3) for i in range(4)]
    path = tmp_path / "ladder.jsonl"
    path.write_text(
        "".join(
            json.dumps(
                {
                    "pair": p,
                    "index": i,
                    "black": b,
                    "white": w,
                    "black_won": won,
                    "turns": 40,
                    "cpu_black": 1.0,
                    "cpu_white": 1.0,
                    "load": 0.5,
                }
            )
            + "\n"
            for p, i, b, w, won in rows
        )
    )
    results = ladder.load_results(path)
    assert len(results) == 12
    fairness = "\n".join(ladder.fairness_table(results))
    # Club has no chance in it: games 1 and 3 replay games 0 and 2, so 2 games, both Black's
    assert fairness.splitlines()[1].split()[:4] == ["club", "2", "2", "100.0%"]
    assert "casual " not in fairness
    # the same games played by a level with chance in it all count: 3 of 4
    chance = [
        dataclasses.replace(r, pair="casual-casual", black="casual", white="casual")
        for r in results
        if r.pair == "club-club"
    ]
    row = ladder.fairness_table(chance)[1].split()
    assert row[:4] == ["casual", "4", "3", "75.0%"]
    ladder_lines = ladder.ladder_table(results)
    assert ladder_lines[0].startswith("8 games")  # club met nobody else: not rated
    assert [line.split()[:2] for line in ladder_lines[2:4]] == [["beginner", "8"], ["casual", "8"]]
    # the step from Beginner to Casual: 6 of 8 is 400 log10(3) = 191 points (less with
    # the prior's virtual draw), its interval the same as Casual's own (Beginner anchors)
    assert ladder_lines[4] == "step above the level below, 95% interval:"
    step = ladder_lines[5].split()
    assert step[:3] == ["beginner", "->", "casual"] and 100 < int(step[3]) < 191
    assert float(ladder_lines[3].split()[3].strip("[,")) == float(step[4].strip("[,"))
    assert ladder_lines[6].startswith("first player's advantage")


def test_the_report_says_when_a_gap_rests_on_the_prior(ladder: ModuleType) -> None:
    """Casual won every game against Beginner: the fit is finite (the prior's virtual
    draw) and the report says that gap is not a measurement; a split pairing is not named."""
    make = ladder.GameResult
    sweep = [
        make("beginner-casual", i, *(("beginner", "casual") if i % 2 == 0 else ("casual", "beginner")),
             i % 2 == 1, 30, 0.0, 0.0, 0.1)
        for i in range(10)
    ]  # fmt: skip
    lines = ladder.ladder_table(sweep)
    assert "won every game of beginner-casual" in lines[-1]
    split = [*sweep[:-1], make("beginner-casual", 9, "casual", "beginner", False, 30, 0, 0, 0.1)]
    assert "won every game" not in ladder.ladder_table(split)[-1]


def test_the_table_s_ratings_are_the_fit_of_the_recorded_games(ladder: ModuleType) -> None:
    """The menu's ratings are the ladder's fit of the games kept in the repository, as
    the package's measured figures hold it, rounded to 10: games added without
    ``report --write``, or figures edited by hand, fail here."""
    results = ladder.load_results(ladder.RESULTS)
    assert figures()["tulaga_ladder"] == ladder.ladder_figures(results)
    assert figures()["tulaga_fairness"] == ladder.fairness_figures(results)
    fitted = values("tulaga_ladder")["elo"]
    assert set(fitted) == {level.key for level in LEVELS}
    for level in LEVELS:
        assert level.elo == round(fitted[level.key], -1), level.key


@pytest.mark.parametrize("page", ["tulaga.ipynb", "tulaga-play.ipynb"])
def test_the_pages_name_every_level_and_no_other(page: str) -> None:
    """Where a page tells the reader which ``?bot=`` to add, it names the levels of the
    one table, LEVELS (``human`` aside: two players at one screen)."""
    notebook = Path(__file__).resolve().parents[2] / "notebooks" / page
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    text = "\n\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    paragraphs = [p for p in text.split("\n\n") if "?bot=" in p]
    assert paragraphs
    for paragraph in paragraphs:
        named = set(re.findall(r"`(?:\?bot=)?([a-z]+)`", paragraph)) - {"human"}
        assert named == {level.key for level in LEVELS}, paragraph
