"""Work that runs apart from the click that asked for it: a bot's move, a game's review.

In a server's kernel the work gets a **thread**, and the kernel goes on answering clicks
meanwhile. A browser's Pyodide (the static site) cannot start a thread: the work becomes a
**task** on the kernel's event loop, which runs once the click that asked for it has been
answered, so the page first hears what is happening ("the bot is thinking", a progress
bar at 0), then the kernel works (the page stays usable; its clicks wait their turn).

>>> done = []
>>> worker = start_apart(lambda: done.append("moved"))
>>> finished(worker, timeout=10), done, busy(worker)
(True, ['moved'], False)
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable

from tulakit.runtime import can_start_threads

#: what runs the work: a thread, or a task on the event loop
Worker = threading.Thread | asyncio.Task[None]


def start_apart(work: Callable[[], object]) -> Worker:
    """Start ``work()`` apart from the caller (see the module docstring)."""
    if can_start_threads():
        thread = threading.Thread(target=work, daemon=True)
        thread.start()
        return thread

    async def after_this_click() -> None:
        await asyncio.sleep(0)  # the kernel finishes answering the click first
        work()

    return asyncio.get_event_loop().create_task(after_this_click())


def busy(worker: Worker | None) -> bool:
    """Whether ``worker`` is still working (False for none)."""
    if worker is None:
        return False
    if isinstance(worker, threading.Thread):
        return worker.is_alive()
    return not worker.done()


def finished(worker: Worker | None, timeout: float | None = None) -> bool:
    """Wait up to ``timeout`` seconds for a thread to end; True once ``worker`` is done.

    A task cannot be waited for from inside the event loop that runs it: it is done or not.
    """
    if isinstance(worker, threading.Thread):
        worker.join(timeout)
    return not busy(worker)
