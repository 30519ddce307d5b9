"""A token bucket: at most ``rate`` events a second on average, ``burst`` at once.

A browser sends a kernel a message for each click, key and redraw: a few a second when a
person plays. A script can send thousands a second, and each costs the kernel CPU (10,000
malformed widget messages in 3.9 s cost about 150 s of it). The page's connection lets
messages through while the bucket has tokens and drops the rest
(:class:`tulakit.server.websocket.GuardedConnection`).

>>> now = [0.0]
>>> bucket = TokenBucket(rate=2, burst=3, clock=lambda: now[0])
>>> [bucket.take() for _ in range(4)]
[True, True, True, False]
>>> now[0] = 1.0  # two more tokens a second later
>>> [bucket.take() for _ in range(3)]
[True, True, False]
"""

from __future__ import annotations

import time
from collections.abc import Callable


class TokenBucket:
    """Allows ``rate`` events a second on average and up to ``burst`` in a row."""

    def __init__(
        self, *, rate: float, burst: float, clock: Callable[[], float] = time.monotonic
    ) -> None:
        if rate <= 0 or burst < 1:
            raise ValueError("a rate above 0 a second and a burst of at least 1 are needed")
        self.rate = rate
        self.burst = burst
        self._clock = clock
        self._tokens = burst
        self._last = clock()

    def take(self) -> bool:
        """Use a token if there is one: True when the event may go ahead."""
        now = self._clock()
        self._tokens = min(self.burst, self._tokens + (now - self._last) * self.rate)
        self._last = now
        if self._tokens >= 1:
            self._tokens -= 1
            return True
        return False
