"""How many pages a visitor, and everyone together, may hold open on one server.

Every page a visitor opens holds a Python kernel of 60 to 70 MB on the server until the tab
closes or the kernel is culled. Without a limit, anyone can ask for pages in a loop until
the machine runs out of memory (108 requests held 108 kernels and 7.5 GB). The ledger
counts the pages each visitor holds and refuses a new one past either limit, so a crowd
gets a clear "the server is full" page instead of taking the server down.

A page counts from its request (:meth:`VisitorLedger.admit`) until its kernel is gone.
The browser connects to the page's kernel when the page has loaded
(:meth:`VisitorLedger.claim`), and from then on the page counts as long as its kernel
lives. A page that is never opened (its kernel never gets a connection) counts for
``unopened_seconds``: the kernel manager closes such kernels by then
(:class:`tulakit.server.kernels.GuardedKernelManager`).

>>> now = [0.0]
>>> ledger = VisitorLedger(per_visitor=2, in_all=3, unopened_seconds=60, clock=lambda: now[0])
>>> ledger.admit("a", alive=set()), ledger.admit("a", alive=set())
(None, None)
>>> ledger.admit("a", alive=set()).limit
'visitor'
>>> ledger.admit("b", alive=set()) is None, ledger.admit("c", alive=set()).limit
(True, 'all')
>>> now[0] = 61.0  # nobody opened those pages: they no longer count
>>> ledger.admit("c", alive=set()) is None
True
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Collection
from dataclasses import dataclass


@dataclass(frozen=True)
class Refusal:
    """Why a page was refused: ``limit`` is "visitor" or "all", ``held`` the pages held."""

    limit: str
    held: int
    allowed: int

    def words(self) -> str:
        """The refusal in a sentence for the visitor.

        >>> Refusal("visitor", 8, 8).words()
        'You have 8 pages of this site open, the most one visitor may have at once. Close one of them, then reload this page.'
        >>> Refusal("all", 40, 40).words()
        'The server is full: 40 pages are open, the most it can hold at once. Please try again in a few minutes.'
        """
        if self.limit == "visitor":
            return (
                f"You have {self.held} pages of this site open, the most one visitor may "
                "have at once. Close one of them, then reload this page."
            )
        return (
            f"The server is full: {self.held} pages are open, the most it can hold at "
            "once. Please try again in a few minutes."
        )


class VisitorLedger:
    """Pages held per visitor (an address, or whatever the server calls a visitor).

    ``per_visitor`` and ``in_all`` are the limits (0 for none); ``unopened_seconds`` is
    how long a page requested but never opened keeps counting; ``left_seconds``, how
    long an opened page that lost its connection is kept for its visitor when they are
    at their limit (:meth:`left_behind`).
    """

    def __init__(
        self,
        *,
        per_visitor: int,
        in_all: int,
        unopened_seconds: float,
        left_seconds: float = 30.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if per_visitor < 0 or in_all < 0 or unopened_seconds <= 0 or left_seconds < 0:
            raise ValueError("the limits must be 0 (none) or more, and the wait above 0 s")
        self.per_visitor = per_visitor
        self.in_all = in_all
        self.unopened_seconds = unopened_seconds
        self.left_seconds = left_seconds
        self._clock = clock
        self._pending: dict[str, deque[float]] = {}  # visitor -> times of unopened pages
        self._owner: dict[str, str] = {}  # kernel id -> visitor

    def admit(self, visitor: str, alive: Collection[str]) -> Refusal | None:
        """Count a new page for ``visitor``, or say why not (nothing is counted then).

        ``alive`` holds the ids of the kernels still running.
        """
        self._forget(alive)
        mine = self.held(visitor)
        if self.per_visitor and mine >= self.per_visitor:
            return Refusal("visitor", mine, self.per_visitor)
        everyone = self.held_in_all()
        if self.in_all and everyone >= self.in_all:
            return Refusal("all", everyone, self.in_all)
        self._pending.setdefault(visitor, deque()).append(self._clock())
        return None

    def claim(self, visitor: str, kernel_id: str) -> None:
        """The page of ``kernel_id`` was opened by ``visitor``: it counts as theirs now.

        >>> ledger = VisitorLedger(per_visitor=1, in_all=0, unopened_seconds=60)
        >>> ledger.admit("a", alive=set()); ledger.claim("a", "k1"); ledger.claim("a", "k1")
        >>> ledger.held("a"), ledger.admit("a", alive={"k1"}).limit, ledger.admit("a", alive=set())
        (1, 'visitor', None)
        """
        if kernel_id in self._owner:
            return  # the same page connected again (a reconnect)
        self._owner[kernel_id] = visitor
        pending = self._pending.get(visitor)
        if pending:
            pending.popleft()

    def left_behind(self, visitor: str, left_for: Callable[[str], float | None]) -> str | None:
        """The page of ``visitor`` whose connection closed longest ago, at least
        ``left_seconds`` ago (``left_for(kernel_id)``: seconds since, ``None`` while connected);
        ``None`` if none. A visitor at their limit gets its place rather than a refusal: a
        tab closed without shutting its kernel down (a phone discarding it, a crash) would
        otherwise keep counting until the kernel is culled, ten minutes later.

        >>> ledger = VisitorLedger(per_visitor=2, in_all=0, unopened_seconds=60, left_seconds=30)
        >>> for kernel in ("k1", "k2", "k3"): ledger.claim("a" if kernel != "k3" else "b", kernel)
        >>> gone = {"k1": 45.0, "k2": 90.0, "k3": 300.0}.get  # seconds since each was left
        >>> ledger.left_behind("a", gone), ledger.left_behind("a", {"k1": 10.0}.get)
        ('k2', None)
        """
        left = [
            (since, kernel_id)
            for kernel_id, owner in self._owner.items()
            if owner == visitor
            and (since := left_for(kernel_id)) is not None
            and since >= self.left_seconds
        ]
        return max(left)[1] if left else None

    def held(self, visitor: str) -> int:
        """Pages ``visitor`` holds now (opened and alive, or requested and not yet opened)."""
        self._expire()
        opened = sum(1 for owner in self._owner.values() if owner == visitor)
        return opened + len(self._pending.get(visitor, ()))

    def held_in_all(self) -> int:
        """Pages every visitor together holds now."""
        self._expire()
        return len(self._owner) + sum(len(times) for times in self._pending.values())

    def _forget(self, alive: Collection[str]) -> None:
        for kernel_id in [k for k in self._owner if k not in alive]:
            del self._owner[kernel_id]

    def _expire(self) -> None:
        oldest = self._clock() - self.unopened_seconds
        for visitor in list(self._pending):
            times = self._pending[visitor]
            while times and times[0] <= oldest:
                times.popleft()
            if not times:
                del self._pending[visitor]
