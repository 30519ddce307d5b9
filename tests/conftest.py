"""Shared pytest set-up: make ``tests/`` importable for its small helper modules."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
