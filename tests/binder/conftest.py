"""Borrow the real-browser fixtures of ``tests/browser/conftest.py`` for the Binder test.

Fixtures of one folder's conftest are not visible in a sibling folder, so the module is
loaded once more under its own name and the fixtures it defines are re-exported here.
The session-scoped ``chromium`` therefore starts a second browser for this folder.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

_PATH = Path(__file__).resolve().parents[1] / "browser" / "conftest.py"
_spec = importlib.util.spec_from_file_location("tulakit_tests_browser_conftest", _PATH)
assert _spec is not None and _spec.loader is not None
browser = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = browser
_spec.loader.exec_module(browser)

chromium = browser.chromium
page = browser.page
wait_painted = browser.wait_painted
