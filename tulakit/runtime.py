"""Where the Python of a page runs: a server's kernel (CPython) or the visitor's browser.

The static site runs every page in the browser, in Pyodide (CPython compiled to
WebAssembly), where a program cannot start a thread and pure Python runs several times
slower than on a server (measured: docs/measured.md, "Pure Python in the browser"). What depends on that asks here, in one place:

- :data:`IN_BROWSER`: True in Pyodide;
- :func:`can_start_threads`: False there, so a bot thinks as a task on the kernel's event
  loop instead of in a thread (:mod:`tulakit.widgets.bot_thread`);
- :data:`SLOWER`: how much longer the same work takes here than where the bots' time
  guards were measured, so a guard meant to catch a busy machine does not cut every
  search short in a browser.

>>> IN_BROWSER, can_start_threads(), SLOWER
(False, True, 1.0)
"""

from __future__ import annotations

import math
import sys

from tulakit.measured import values

#: True when this Python runs in a web browser (Pyodide)
IN_BROWSER = sys.platform == "emscripten"

#: how many times slower pure Python runs here than on the machine the time guards were
#: measured on: 1 on a server; in Pyodide, as measured with the same bot moves in
#: Chromium (tulakit.measured, section browser_speed), rounded up
SLOWER = float(math.ceil(values("browser_speed")["pyodide_slower"])) if IN_BROWSER else 1.0


def can_start_threads() -> bool:
    """Whether a thread can be started here (not in a browser's Pyodide)."""
    return not IN_BROWSER
