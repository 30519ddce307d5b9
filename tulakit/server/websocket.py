"""The connection between a page and its kernel, guarded: rate-limited, malformed messages
dropped quietly, no traceback sent back, and the page counted as its visitor's once it
connects.

The standard connection forwards every message a browser sends to the kernel: a script can
send thousands a second, and a message that is not valid JSON or lacks a header raises in
the server with a traceback in the log. Here each connection has a
:class:`~tulakit.server.rate.TokenBucket` (``message_rate`` a second, ``message_burst`` at
once): messages past it are dropped, and so are messages that cannot be read; the log
gets one line for the first of each and a count when the page closes. The size of one
message is capped by Tornado itself (``websocket_max_message_size``, set by the app).
A page's first request for each widget's state passes on top of the rate
(:mod:`tulakit.server.state_requests`), and a binary message's framing is checked before
Jupyter Server reads it (:mod:`tulakit.server.wire`: its reader trusted the counts, and 13
crafted bytes froze the server).

A widget message the kernel cannot handle (a value of the wrong type, a method that does
not exist) makes the kernel send an ``error`` with a full traceback, server paths and all.
A page never shows such an error (no output area belongs to a widget message: tulakit's
pages have no Output widget), so the connection drops it before it reaches the browser.
"""

from __future__ import annotations

from typing import Any

from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection
from traitlets import Float, Int

from tulakit.server.rate import TokenBucket
from tulakit.server.state_requests import StateRequests
from tulakit.server.wire import V1_PROTOCOL, check_binary, read_v1

#: the settings key under which the app keeps its :class:`~tulakit.server.ledger.VisitorLedger`
LEDGER_SETTING = "tulakit_ledger"


class GuardedConnection(ZMQChannelsWebsocketConnection):
    """A kernel's websocket connection with a message rate limit and quiet refusals."""

    # a person sends a few messages a second at most (clicks, keys, a typed move); a
    # malformed one costs the kernel about 15 ms to refuse: at 20 a second, a page can
    # keep at most a third of a core busy that way
    message_rate = Float(
        20.0, config=True, help="Messages a second a page may send its kernel on average."
    )
    message_burst = Float(
        200.0, config=True, help="Messages a page may send its kernel in one burst."
    )
    # a page asks for each of its widgets' states when it opens, one message each when its
    # kernel is slow (tulakit.server.state_requests): those are not a flood
    state_requests = Int(
        2000,
        config=True,
        help="Widgets whose state a page may ask for once each, on top of the message rate.",
    )

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._bucket = TokenBucket(rate=self.message_rate, burst=self.message_burst)
        self._state_requests = StateRequests(limit=self.state_requests)
        self.dropped = {"too fast": 0, "malformed": 0, "tracebacks": 0}

    def connect(self) -> Any:
        """Connect, and count the page as its visitor's (the ledger's claim)."""
        ledger = self.websocket_handler.settings.get(LEDGER_SETTING)
        if ledger is not None:
            ledger.claim(self.websocket_handler.request.remote_ip or "", self.kernel_id)
        return super().connect()

    def handle_incoming_message(self, incoming_msg: Any) -> None:
        """Forward the message unless it comes too fast or cannot be read."""
        if (
            not self._state_requests.first(incoming_msg, self.subprotocol)
            and not self._bucket.take()
        ):
            self._drop("too fast")
            return
        try:  # Jupyter Server's readers believe the framing's counts (tulakit.server.wire)
            if self.subprotocol == V1_PROTOCOL:
                read_v1(incoming_msg)
            elif isinstance(incoming_msg, bytes):
                check_binary(incoming_msg)
        except ValueError:
            self._drop("malformed")
            return
        try:
            super().handle_incoming_message(incoming_msg)
        except Exception:  # any message a browser would never send: not our bug to log
            self._drop("malformed")

    def handle_outgoing_message(self, stream: Any, outgoing_msg: list[Any]) -> None:
        """Forward the kernel's message, unless it is the traceback of a widget message."""
        if getattr(stream, "channel", None) == "iopub" and self._widget_error(outgoing_msg):
            self.dropped["tracebacks"] += 1
            return
        super().handle_outgoing_message(stream, outgoing_msg)

    def _widget_error(self, parts: list[Any]) -> bool:
        """True for an ``error`` message whose parent is a widget (comm) message."""
        try:
            _, fed = self.session.feed_identities(parts)
            header = self.session.unpack(_as_bytes(fed[1]))
            if header.get("msg_type") != "error":
                return False
            parent = self.session.unpack(_as_bytes(fed[2]))
        except Exception:  # not a message the session can read: leave it to Jupyter
            return False
        return bool(parent.get("msg_type") == "comm_msg")

    def disconnect(self) -> Any:
        """Close, saying how many messages were dropped, if any."""
        if any(self.dropped.values()):
            self.log.warning(
                "Kernel %s: dropped %d messages sent too fast, %d malformed ones and %d "
                "tracebacks of widget messages",
                self.kernel_id,
                self.dropped["too fast"],
                self.dropped["malformed"],
                self.dropped["tracebacks"],
            )
        return super().disconnect()

    def _drop(self, why: str) -> None:
        self.dropped[why] += 1
        if self.dropped[why] == 1:
            self.log.warning("Kernel %s: dropping messages (%s)", self.kernel_id, why)


def _as_bytes(part: Any) -> bytes:
    """A message part as bytes (zmq may hand over a Frame)."""
    return part if isinstance(part, bytes) else bytes(getattr(part, "bytes", part))
