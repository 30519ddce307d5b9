"""``python -m tulakit.server notebooks``: Voila, set up to be served to anyone.

Voila's own defaults suit one person on their own machine. A public page needs more, and
this app gives it, each part in its own module:

- **Kernels that cannot collide.** Kernels talk to the server over Unix sockets in a
  folder only the server's account can open (``KernelManager.transport = "ipc"``), not
  over TCP ports on 127.0.0.1. With TCP, a port taken between the moment it was chosen
  and the kernel binding it froze the whole server for everyone (32 of 45 starts lost a
  port, 5 hung); and any local account could read a kernel's traffic.
- **The server chooses the template** (``allow_template_override = "NO"``): an address
  with ``?template=reveal`` could otherwise switch it, and ``?template=<unknown>`` gave a
  page that never finished. The address is checked before any page is rendered
  (:mod:`tulakit.server.handlers`).
- **Limits a crowd cannot pass**: ``max_pages`` pages open in all and
  ``max_pages_per_visitor`` for one visitor (:mod:`tulakit.server.ledger`); pages never
  opened closed after a minute (:mod:`tulakit.server.kernels`); each page's messages
  rate-limited and capped in size (:mod:`tulakit.server.websocket`).
- **A stop that always ends.** SIGTERM or Ctrl-C shut every kernel down; if that has not
  finished within ``stop_timeout`` seconds (a kernel that does not answer), a watchdog
  kills the kernels' process groups and ends the server.
- **A security policy for the pages** (:data:`CONTENT_SECURITY_POLICY`), error pages of
  tulakit's own (a 404 with a way back to the index), and addresses up to 2 MB read,
  so an overlong one gets a page that says so instead of a closed connection.

Every Voila setting still works on the command line (``--VoilaConfiguration.…``), and the
defaults here can be overridden the same way (``--TulakitVoila.max_pages=60``).
"""

from __future__ import annotations

import asyncio
import logging
import os
import shutil
import signal
import tempfile
import threading
from types import FrameType
from typing import Any

import tornado.web
from jupyter_core.utils import run_sync
from jupyter_server import DEFAULT_STATIC_FILES_PATH
from traitlets import Bool, Float, Integer
from traitlets.config import Config
from voila.app import Voila
from voila.tornado.handler import TornadoVoilaHandler
from voila.tornado.treehandler import TornadoVoilaTreeHandler

from tulakit.server.handlers import CleanTreeHandler, GuardedPageHandler, PageNotFound
from tulakit.server.ledger import VisitorLedger
from tulakit.server.settings import APP_ONLY, SHARED, merged
from tulakit.server.websocket import LEDGER_SETTING

#: what a page may load and where it may connect: its own server only (scripts, styles,
#: pictures, the kernel's websocket), pictures and fonts also inline (``data:``), and the
#: widgets' code from ``blob:`` URLs (anywidget loads a board's script so). Inline scripts
#: stay allowed: Voila writes one per cell. What this blocks: scripts, styles, frames and
#: plugins from any other site; sending data anywhere but this server (fetch, websocket,
#: pictures, forms); another site framing the pages; a ``<base>`` that redirects relative
#: links.
CONTENT_SECURITY_POLICY = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self' 'unsafe-inline' 'unsafe-eval' blob:",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "worker-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self'",
    ]
)

#: keep-alive pings a page's websocket may leave unanswered before it is closed (Jupyter's
#: own default): a busy browser or machine answers late, and a closed connection costs a
#: page its widgets' fetch again
PING_TIMEOUTS = 3

#: the largest request head the server reads (Tornado's default, 64 KB, closed the
#: connection without a word); an address over MAX_ADDRESS_CHARS gets a page instead
MAX_HEADER_BYTES = 2 * 1024 * 1024
#: the largest message a page may send its kernel (an opened record is the largest:
#: a long game's record is about 20 KB)
MAX_MESSAGE_BYTES = 1024 * 1024


def safe_defaults(connection_root: str) -> dict[str, Any]:
    """The settings this app changes from Voila's, before the command line is read
    (:mod:`tulakit.server.settings`, and where the kernels' sockets go).

    >>> defaults = safe_defaults("/tmp")
    >>> defaults["KernelManager"]["transport"], defaults["VoilaConfiguration"]["allow_template_override"]
    ('ipc', 'NO')
    """
    return merged(SHARED, APP_ONLY, {"Voila": {"connection_dir_root": connection_root}})


def short_private_root() -> str:
    """Where the kernels' socket folder goes: a Unix socket's path may not pass 107 bytes,
    and a temporary folder can be long (a test's is), so ``/tmp`` when it is there (the
    folder Voila makes in it is private to this account, mode 0700).

    >>> short_private_root() in ("/tmp", tempfile.gettempdir())
    True
    """
    root = tempfile.gettempdir()
    if len(root) > 24 and os.path.isdir("/tmp") and os.access("/tmp", os.W_OK | os.X_OK):
        return "/tmp"
    return root


def quiet_untrusted_notebooks(record: logging.LogRecord) -> bool:
    """A log filter: False for "Notebook x is not trusted", logged for every page at start
    and on every visit. Voila shows the outputs of a fresh run of each page, never those
    saved in the file, which is all a notebook's trust is about: the warning tells a
    server's owner nothing to act on, and hid the lines that matter.

    >>> quiet_untrusted_notebooks(logging.makeLogRecord({"msg": "Notebook %s is not trusted"}))
    False
    """
    return record.msg != "Notebook %s is not trusted"


def quiet_misread_ping_timeout(record: logging.LogRecord) -> bool:
    """A log filter: False for Tornado's "The websocket_ping_timeout (90000) cannot be
    longer than the websocket_ping_interval (30000)", logged once per run.

    Jupyter's websocket handlers give their keep-alive interval and timeout in
    milliseconds, under the property names Tornado reads as seconds for a ping of its
    own; Tornado's ping then runs every 30,000 s, never, and its complaint is about
    numbers it misread. Jupyter's own ping (:data:`PING_TIMEOUTS`) is the one that works.

    >>> quiet_misread_ping_timeout(logging.makeLogRecord(
    ...     {"msg": "The websocket_ping_timeout (90000) cannot be longer than ..."}))
    False
    """
    return not str(record.msg).startswith("The websocket_ping_timeout (")


def ping_settings(interval_seconds: float) -> dict[str, int]:
    """Jupyter's websocket keep-alive: a ping every ``interval_seconds`` and a connection
    closed only after :data:`PING_TIMEOUTS` intervals without its answer (milliseconds).

    The timeout must be longer than the interval: Jupyter checks for the last answer just
    before each ping, so with the two equal a connection's first check came a moment
    after the interval, found its only answer too old and closed the page's kernel
    websocket 30 s after it opened, every 30 s (a page with hundreds of widgets fetched
    them all again after each reconnection, and under load never drew).

    >>> ping_settings(30)
    {'ws_ping_interval': 30000, 'ws_ping_timeout': 90000}
    """
    interval = round(interval_seconds * 1000)
    return {"ws_ping_interval": interval, "ws_ping_timeout": PING_TIMEOUTS * interval}


class LimitedApplication(tornado.web.Application):
    """Tornado's application whose ``listen`` always passes the server's limits.

    Voila's ``listen()`` calls ``app.listen(port, ip)`` and tries other ports on failure:
    the limits ride along with each try.
    """

    def __init__(self, *, listen_options: dict[str, Any], **settings: Any) -> None:
        super().__init__(**settings)
        self.listen_options = listen_options

    def listen(self, port: int, address: str | None = None, **kwargs: Any) -> Any:
        """Listen on ``port`` with the limits (an argument given here wins)."""
        return super().listen(port, address, **{**self.listen_options, **kwargs})


class TulakitVoila(Voila):
    """Voila with tulakit's safeguards; see the module docstring."""

    name = "tulakit-server"
    description = "Serve tulakit's notebooks as pages that anyone may open."

    max_pages = Integer(
        40, config=True, help="Pages all visitors together may have open (0: no limit)."
    )
    max_pages_per_visitor = Integer(
        8,
        config=True,
        help="Pages one visitor (one address) may have open (0: no limit). A class behind "
        "one address (a school's network) needs it as large as the class.",
    )
    left_page_seconds = Float(
        30.0,
        config=True,
        help="A visitor at their limit gets the place of a page of theirs whose connection "
        "closed at least this long ago (a tab closed without shutting its kernel down, a "
        "phone that dropped it), rather than a refusal until that kernel is culled.",
    )
    trust_xheaders = Bool(
        False,
        config=True,
        help="Take the visitor's address from X-Real-Ip / X-Forwarded-For: only behind a "
        "reverse proxy that sets them.",
    )
    stop_timeout = Float(
        8.0, config=True, help="Seconds a stop may take before the kernels are killed."
    )
    ping_interval = Float(
        30.0,
        config=True,
        help="Seconds between keep-alive pings on a page's websocket; a connection is "
        f"closed after {PING_TIMEOUTS} pings without an answer.",
    )

    def initialize(self, argv: Any = None) -> None:
        """Voila's set-up with this app's defaults under the command line's settings."""
        self.update_config(Config(safe_defaults(short_private_root())))
        super().initialize(argv)
        self.log.addFilter(quiet_untrusted_notebooks)
        logging.getLogger("tornado.general").addFilter(quiet_misread_ping_timeout)
        self._stopping = False
        signal.signal(signal.SIGTERM, self._on_stop_signal)
        signal.signal(signal.SIGINT, self._on_stop_signal)

    def init_settings(self) -> dict[str, Any]:
        """Voila's web settings plus the ledger, the error pages and the limits."""
        settings: dict[str, Any] = super().init_settings()
        settings[LEDGER_SETTING] = VisitorLedger(
            per_visitor=self.max_pages_per_visitor,
            in_all=self.max_pages,
            # an unopened page's kernel is closed within its timeout and two culls
            unopened_seconds=float(getattr(self.kernel_manager, "unopened_timeout", 600))
            + 2 * float(self.kernel_manager.cull_interval),
            left_seconds=self.left_page_seconds,
        )
        settings["default_handler_class"] = PageNotFound
        settings["default_handler_args"] = {"voila_configuration": self.voila_configuration}
        settings["websocket_max_message_size"] = MAX_MESSAGE_BYTES
        # Jupyter's own error pages (a theme's stylesheet or a template's file that does
        # not exist) link its icon through static_url, which needs a static folder: without
        # one each such 404 logged a traceback instead of its page
        settings.setdefault("static_path", DEFAULT_STATIC_FILES_PATH)
        settings.update(ping_settings(self.ping_interval))
        headers = dict(settings.get("headers", {}))
        headers.setdefault("Content-Security-Policy", CONTENT_SECURITY_POLICY)
        settings["headers"] = headers
        return settings

    def init_handlers(self) -> list[Any]:
        """Voila's handlers, with the page and folder handlers behind the address checks."""
        guarded: dict[type, type] = {
            TornadoVoilaHandler: GuardedPageHandler,
            TornadoVoilaTreeHandler: CleanTreeHandler,
        }
        return [
            (rule[0], guarded.get(rule[1], rule[1]), *rule[2:]) for rule in super().init_handlers()
        ]

    def start(self) -> None:
        """Voila's start, with the HTTP server's limits (``listen`` runs the loop)."""
        self.connection_dir = tempfile.mkdtemp(prefix="voila_", dir=self.connection_dir_root)
        self.log.info("Storing connection files in %s.", self.connection_dir)
        settings = self.init_settings()
        self.app = LimitedApplication(
            listen_options={"max_header_size": MAX_HEADER_BYTES, "xheaders": self.trust_xheaders},
            **settings,
        )
        self.app.settings.update(self.tornado_settings)
        self.app.add_handlers(".*$", self.init_handlers())
        self.listen()

    def stop(self) -> None:
        """Shut every kernel down; kill them if that takes over ``stop_timeout``."""
        self._arm_watchdog()
        try:
            run_sync(self._shutdown_all)()
        finally:
            shutil.rmtree(self.connection_dir, ignore_errors=True)

    async def _shutdown_all(self) -> None:
        try:
            await asyncio.wait_for(self.kernel_manager.shutdown_all(), self.stop_timeout - 1)
        except (asyncio.TimeoutError, TimeoutError):
            kill = getattr(self.kernel_manager, "kill_all_now", None)
            killed = kill() if kill is not None else 0
            self.log.warning("Kernels did not stop in time: killed %d", killed)

    def _on_stop_signal(self, signum: int, _frame: FrameType | None) -> None:
        """SIGTERM or Ctrl-C: stop the loop (``listen`` then calls :meth:`stop`)."""
        self.log.info("Stopping on signal %d.", signum)
        self._arm_watchdog()
        if self._stopping:  # asked twice: no more waiting
            self._give_up()
        self._stopping = True
        loop = getattr(self, "ioloop", None)
        if loop is None:  # still starting: nothing to wait for
            self._give_up(code=0)
        else:
            loop.asyncio_loop.call_soon_threadsafe(loop.stop)

    def _arm_watchdog(self) -> None:
        """Make sure the process ends within ``stop_timeout`` from now, whatever blocks."""
        if getattr(self, "_watchdog", None) is not None:
            return
        self._watchdog = threading.Timer(self.stop_timeout, self._give_up)
        self._watchdog.daemon = True
        self._watchdog.start()

    def _give_up(self, code: int = 1) -> None:
        """Kill every kernel and end the process now (from any thread)."""
        kill = getattr(getattr(self, "kernel_manager", None), "kill_all_now", None)
        killed = kill() if kill is not None else 0
        if code:
            self.log.error("The server did not stop in time: killed %d kernels", killed)
        shutil.rmtree(getattr(self, "connection_dir", "") or "/nonexistent", ignore_errors=True)
        os._exit(code)


main = TulakitVoila.launch_instance
