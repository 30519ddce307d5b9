"""The kernel manager of ``tulakit.server``: pages never opened are closed soon, every
kernel can be stopped at once when the server must go, and no kernel's heartbeat can
hold the whole server.

Two things the standard manager does not do:

- **A page requested but never opened** (a script asking for pages in a loop, a tab closed
  while loading) keeps its kernel until the idle culler's timeout, ten minutes for pages
  people use. Here a kernel that no browser ever connected to is closed after
  ``unopened_timeout`` seconds without activity (60 s), at the culler's next round. Voila's
  preheated kernels waiting for a visitor are never culled (Voila's own manager, which
  derives from this one, keeps them out of the cull).
- **Stopping for good.** Kernels run in process groups of their own, so a signal to the
  server's group does not reach them. :meth:`GuardedKernelManager.kill_all_now` kills
  every kernel's group at once, from any thread: the server's stop watchdog uses it when
  a clean shutdown does not finish in time (:mod:`tulakit.server.app`).
- **A heartbeat that cannot freeze the server.** After rendering a page, Voila stops its
  kernel client's channels on the server's only thread, and the heartbeat's ``stop()``
  waits for its thread with no limit. A heartbeat thread stuck in a send (its kernel's
  port taken by another process) froze the whole server for every visitor (seen in a run
  of the test suite: the server's thread waited in ``HBChannel.stop`` for 40 minutes).
  :class:`PatientKernelClient` waits ``HEARTBEAT_JOIN_SECONDS`` at most and leaves such a
  thread behind (a daemon thread, gone with the process), with a line in the log.
"""

from __future__ import annotations

import logging
import os
import signal
import time
from typing import Any

from jupyter_client.asynchronous.client import AsyncKernelClient
from jupyter_client.channels import HBChannel
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from traitlets import Float, Type

#: the longest the server waits for a kernel client's heartbeat thread to end
HEARTBEAT_JOIN_SECONDS = 5.0


class GuardedKernelManager(AsyncMappingKernelManager):
    """``AsyncMappingKernelManager`` that culls unopened kernels and can kill them all."""

    unopened_timeout = Float(
        60.0,
        config=True,
        help="Seconds without activity after which a kernel no browser ever connected "
        "to is closed (checked every cull_interval seconds).",
    )

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._opened: set[str] = set()
        self._process_groups: dict[str, int] = {}
        # when the cull first saw each kernel: a kernel Voila ran ahead of its visitor is
        # only seen once it has left the pool, when a visitor took it
        self._first_seen: dict[str, float] = {}
        # when each opened kernel lost its last connection (its tab closed or dropped)
        self._left: dict[str, float] = {}

    async def start_kernel(self, *args: Any, **kwargs: Any) -> str:  # type: ignore[override]
        """Start a kernel and note its process group (for :meth:`kill_all_now`)."""
        kernel_id: str = await super().start_kernel(*args, **kwargs)
        provisioner = getattr(self.get_kernel(kernel_id), "provisioner", None)
        group = getattr(provisioner, "pgid", None) or getattr(provisioner, "pid", None)
        if isinstance(group, int):
            self._process_groups[kernel_id] = group
        return kernel_id

    def notify_connect(self, kernel_id: str) -> None:
        """A browser connected to the kernel: its page was opened."""
        self._opened.add(kernel_id)
        self._left.pop(kernel_id, None)
        super().notify_connect(kernel_id)

    def notify_disconnect(self, kernel_id: str) -> None:
        """A browser's connection closed: once none is left, note when."""
        super().notify_disconnect(kernel_id)
        if self._kernel_connections.get(kernel_id, 0) <= 0:
            self._left[kernel_id] = time.monotonic()

    def left_for(self, kernel_id: str) -> float | None:
        """Seconds since the kernel's page lost its last connection (a tab closed without
        shutting its kernel down, or a phone that dropped it); ``None`` while connected."""
        left = self._left.get(kernel_id)
        return None if left is None else time.monotonic() - left

    async def shutdown_kernel(  # type: ignore[override]
        self, kernel_id: str, *args: Any, **kwargs: Any
    ) -> None:
        """Shut the kernel down and forget it."""
        try:
            await super().shutdown_kernel(kernel_id, *args, **kwargs)
        finally:
            self._opened.discard(kernel_id)
            self._left.pop(kernel_id, None)
            self._process_groups.pop(kernel_id, None)
            self._first_seen.pop(kernel_id, None)

    def was_opened(self, kernel_id: str) -> bool:
        """True once a browser has connected to the kernel."""
        return kernel_id in self._opened

    async def cull_kernel_if_idle(self, kernel_id: str) -> None:
        """Close a kernel never opened and idle for ``unopened_timeout``; else cull as usual.

        Voila's manager (derived from this one) does not ask about the kernels in its
        pools, so the first time a kernel is asked about is when it started for a visitor
        or when a visitor took it from a pool, within ``cull_interval``: its idle time
        counts from then at the earliest (a kernel run ahead of time may have been idle
        for long in the pool, and its visitor's browser still has to connect).
        """
        kernel = self.get_kernel(kernel_id)
        try:  # jupyter_server sets this trait on its kernels, once started
            last_activity = getattr(kernel, "last_activity", None)
        except Exception:  # still starting: reading the unset trait fails
            return
        first_seen = self._first_seen.setdefault(kernel_id, time.time())
        idle_seconds = _seconds_since(last_activity)
        if idle_seconds is not None:
            idle_seconds = min(idle_seconds, time.time() - first_seen)
        if (
            kernel_id not in self._opened
            and getattr(kernel, "execution_state", None) != "busy"
            and idle_seconds is not None
            and idle_seconds > self.unopened_timeout
        ):
            self.log.info(
                "Closing kernel %s: its page was never opened (%d s idle)",
                kernel_id,
                idle_seconds,
            )
            await self.shutdown_kernel(kernel_id)
            return
        await super().cull_kernel_if_idle(kernel_id)

    def kill_all_now(self) -> int:
        """Kill every kernel's process group at once (SIGKILL); the number killed.

        Safe from any thread and from a signal handler: it only reads a dict and sends
        signals. Kernels killed so are not shut down politely; it is for a server that
        must stop and could not do so cleanly.
        """
        killed = 0
        for group in list(self._process_groups.values()):
            try:
                os.killpg(group, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                continue
            killed += 1
        return killed


class PatientHeartbeat(HBChannel):
    """A heartbeat channel whose ``stop()`` waits :data:`HEARTBEAT_JOIN_SECONDS` at most."""

    def stop(self) -> None:
        """Ask the thread to end and wait a while; a stuck thread is left behind."""
        self._running = False
        self._exit.set()
        self.join(HEARTBEAT_JOIN_SECONDS)
        if self.is_alive():
            # its socket is in use by the stuck thread: zmq sockets may not be closed
            # from another thread, so it goes with the thread (a daemon)
            logging.getLogger("tulakit.server").warning(
                "A kernel's heartbeat did not stop within %.0f s: left behind",
                HEARTBEAT_JOIN_SECONDS,
            )
            return
        self.close()


class PatientKernelClient(AsyncKernelClient):
    """The kernel client of Voila's renders, with a :class:`PatientHeartbeat`."""

    hb_channel_class = Type(PatientHeartbeat)


def _seconds_since(moment: Any) -> float | None:
    """Seconds since ``moment`` (a timezone-aware datetime, as jupyter_server keeps them)."""
    if moment is None or not hasattr(moment, "timestamp"):
        return None
    return time.time() - float(moment.timestamp())
