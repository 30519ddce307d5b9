"""No project file points at the team's working folder outside the repository.

Users have only the repository: a rule is cited by its number and explained in
``docs/rulings.md``, never by a path to the source texts the team worked from.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
#: built from parts, so this file does not match itself
OUTSIDE = re.compile(
    r"\.\./" + "shared" + r"\b|\b" + "shared" + r"/(rulings|rulebooks|recipes|style)\b"
)


def _tracked_texts() -> list[Path]:
    listed = subprocess.run(
        ["git", "ls-files", "-z"], cwd=REPO, capture_output=True, check=True
    ).stdout.decode()
    paths = [REPO / name for name in listed.split("\0") if name]
    return [p for p in paths if p.is_file() and p.suffix not in {".png", ".svg", ".jsonl"}]


def test_no_tracked_file_points_outside_the_repository() -> None:
    offenders = []
    for path in _tracked_texts():
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        for number, line in enumerate(text.splitlines(), start=1):
            if OUTSIDE.search(line):
                offenders.append(f"{path.relative_to(REPO)}:{number}: {line.strip()[:80]}")
    assert not offenders, "cite docs/ instead:\n" + "\n".join(offenders)


def test_the_pattern_catches_both_spellings() -> None:
    assert OUTSIDE.search("see ../" + "shared" + "/rulings/tula.md")
    assert OUTSIDE.search("``" + "shared" + "/rulings/chola.md``")
    assert not OUTSIDE.search("share/jupyter/voila/templates")
    assert not OUTSIDE.search("a shared helper, shared by the boards")
