"""The measured figures have one home: ``tulakit/measured.json``, listed by
docs/measured.md (written from it by bench/measured.py), and read by the code and the
pages that quote them."""

from __future__ import annotations

import doctest
import json
import re
from pathlib import Path

import pytest
from bench_scripts import load_bench_script

from tulakit.measured import figures, values
from tulakit.ratings import wilson

REPO = Path(__file__).resolve().parents[1]
bench = load_bench_script("measured", "tulakit_bench_measured")


def test_the_docs_page_is_written_from_the_data() -> None:
    """Edit tulakit/measured.json, then run ``python bench/measured.py``: the page follows."""
    page = (REPO / "docs" / "measured.md").read_text(encoding="utf-8")
    assert page == bench.render(figures())


def test_every_section_says_where_it_comes_from() -> None:
    for name, section in figures().items():
        assert {"title", "source", "measured", "values"} <= set(section), name
        assert section["source"] and section["values"], name
        table = section.get("table")
        if table:
            assert all(len(row) == len(table["columns"]) for row in table["rows"]), name


def test_an_update_keeps_the_other_sections(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data, page = tmp_path / "measured.json", tmp_path / "measured.md"
    data.write_text(json.dumps(figures()), encoding="utf-8")
    monkeypatch.setattr(bench, "DATA", data)
    monkeypatch.setattr(bench, "PAGE", page)
    new = {"title": "New", "source": "x", "measured": "now", "values": {"a": 1}}
    bench.update("new", new)
    written = json.loads(data.read_text(encoding="utf-8"))
    assert list(written) == [*figures(), "new"] and written["new"] == new
    assert page.read_text(encoding="utf-8") == bench.render(written)
    assert "## New" in page.read_text(encoding="utf-8")


def test_the_tula_chart_reads_the_win_rates() -> None:
    from tulakit.widgets.win_rates import MEASURED

    shares = values("tula_win_rates")["shares"]
    assert {s["key"]: (s["wins"], s["deals"]) for s in shares} == {
        key: (share.wins, share.deals) for key, share in MEASURED.shares.items()
    }


def test_the_tula_table_agrees_with_its_values() -> None:
    section = figures()["tula_win_rates"]
    for share, row in zip(section["values"]["shares"], section["table"]["rows"], strict=True):
        wins, deals = share["wins"], share["deals"]
        low, high = wilson(wins, deals)
        assert row[1:] == [
            f"{wins:,} of {deals:,}",
            f"{wins / deals:.1%}",
            f"{low:.1%} to {high:.1%}",
        ]


def test_the_tulaga_tutorial_s_fairness_table_is_the_measured_one() -> None:
    """The tutorial's section "How fair is Tulaga?" quotes the self-play figures."""
    cells = json.loads((REPO / "notebooks" / "tulaga.ipynb").read_text(encoding="utf-8"))["cells"]
    text = next(
        "".join(c["source"]) for c in cells if "How fair is Tulaga?" in "".join(c["source"])
    )
    rows = re.findall(r"^\| (\w+) \(.*?\) \| (\d+) \| (\d+) \(\d+%\) \|", text, re.MULTILINE)
    measured = values("tulaga_fairness")
    assert rows and len(rows) == len(measured)
    for title, games, won in rows:
        assert measured[title.lower()] == {"games": int(games), "black_won": int(won)}, title


def test_the_bench_module_s_examples() -> None:
    failed, tried = doctest.testmod(bench)
    assert tried > 0 and failed == 0


def _tulaga_tutorial(heading: str) -> str:
    cells = json.loads((REPO / "notebooks" / "tulaga.ipynb").read_text(encoding="utf-8"))["cells"]
    return next("".join(c["source"]) for c in cells if heading in "".join(c["source"]))


def test_the_tulaga_tutorial_s_steps_between_levels_are_the_measured_ones() -> None:
    """ "Club stands about 550 points above Casual (400 to 700)": each step the tutorial
    quotes is the measured one, its figures rounded to 10."""
    text = " ".join(_tulaga_tutorial("How fair is Tulaga?").split())
    quoted = re.findall(
        r"(\w+)(?:, the slowest,)? (?:stands )?about (\d+) (?:points )?above (\w+) \((\d+) to (\d+)\)",
        text,
    )
    steps = {(s["above"], s["below"]): s for s in values("tulaga_ladder")["steps"]}
    assert len(quoted) == 3
    for above, diff, below, low, high in quoted:
        step = steps[(above.lower(), below.lower())]
        measured = (step["diff"], step["low"], step["high"])
        assert tuple(int(x) for x in (diff, low, high)) == tuple(round(x, -1) for x in measured)
