"""A page's requests for its widgets' states, let through on top of the message rate.

A page that opens asks its kernel for every widget's state. The widget manager first asks
for all of them in one message on its control channel and gives that 4 s; a busy kernel
with many widgets (the Expert tutorial has over 800) can take longer, and the manager then
asks again in one ``request_state`` message per widget. Counted against the flood limit
(:mod:`tulakit.server.rate`, a burst of 200), most of those were dropped, and the page
never drew (issue 23: the Expert tutorial undrawn after 240 s on a loaded machine).

So a ``request_state`` for a widget the page has not asked about yet passes free, up to
``limit`` widgets a connection; a second request for the same widget, and any other
message, pays as before. A flood of made-up widget ids costs the kernel at most ``limit``
cheap lookups.

>>> import json
>>> def ask(comm_id, method="request_state"):
...     content = {"comm_id": comm_id, "data": {"method": method}}
...     return json.dumps({"header": {"msg_type": "comm_msg"}, "content": content})
>>> free = StateRequests(limit=2)
>>> [free.first(ask("a")), free.first(ask("a")), free.first(ask("b", "update"))]
[True, False, False]
>>> [free.first(ask("b")), free.first(ask("c"))]  # the limit is two widgets
[True, False]
>>> free.first("not json")
False
"""

from __future__ import annotations

import json
from typing import Any

from jupyter_server.services.kernels.connection.base import deserialize_binary_message

from tulakit.server.wire import V1_PROTOCOL, check_binary, read_v1


class StateRequests:
    """Which messages are a page's first request for one widget's state."""

    def __init__(self, *, limit: int) -> None:
        self.limit = limit
        self._asked: set[str] = set()

    def first(self, message: str | bytes, protocol: str | None = None) -> bool:
        """True for a ``request_state`` about a widget not asked about before (and within
        the limit); the widget then counts as asked. ``protocol``: the websocket's
        subprotocol (:data:`V1_PROTOCOL` or None for JSON messages)."""
        needle: str | bytes = b"request_state" if isinstance(message, bytes) else "request_state"
        if needle not in message or len(self._asked) >= self.limit:  # type: ignore[operator]
            return False  # the cheap test first: most messages are clicks and keys
        comm_id = _requested_widget(message, protocol)
        if comm_id is None or comm_id in self._asked:
            return False
        self._asked.add(comm_id)
        return True


def _requested_widget(message: str | bytes, protocol: str | None) -> str | None:
    """The widget (comm) id a ``request_state`` message asks about, or None."""
    try:
        header, content = _header_and_content(message, protocol)
        if header.get("msg_type") != "comm_msg":
            return None
        data = content.get("data")
        if not isinstance(data, dict) or data.get("method") != "request_state":
            return None
        comm_id = content.get("comm_id")
        return comm_id if isinstance(comm_id, str) else None
    except Exception:  # not a message a page sends: the connection judges it
        return None


def _header_and_content(
    message: str | bytes, protocol: str | None
) -> tuple[dict[str, Any], dict[str, Any]]:
    if protocol == V1_PROTOCOL:
        _, parts = read_v1(message)
        return json.loads(parts[0]), json.loads(parts[3])
    if isinstance(message, bytes):
        check_binary(message)  # Jupyter Server's reader believes its counts
        parsed = deserialize_binary_message(message)
    else:
        parsed = json.loads(message)
    return parsed["header"], parsed["content"]
