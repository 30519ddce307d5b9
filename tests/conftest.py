"""Shared pytest set-up: make ``tests/`` importable for its small helper modules, and
register the tests' own example game (Nim, tests/example_game/) with tulakit.games, so
that every test that runs through the registry runs through it too."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from example_game import nim  # found through the line above

from tulakit import games

if nim.ENTRY.key not in [entry.key for entry in games.entries()]:
    games.register(nim.ENTRY)
