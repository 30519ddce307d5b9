"""Reading a page's binary websocket messages with every count checked.

Two framings reach the server. JupyterLab's v1 subprotocol: a count of offsets (8 bytes,
little-endian), the offsets (8 bytes each), then the channel's name and the message's
parts between consecutive offsets. The older binary message: a count of parts (4 bytes,
big-endian), their offsets (4 bytes each), the JSON message, then its buffers.

Jupyter Server's own readers (``deserialize_msg_from_ws_v1``, ``deserialize_binary_message``)
believe the count. The 13 bytes ``request_state`` read as about 7 x 10^18 offsets in the
first framing and 1.9 x 10^9 in the second: the server built a list or a format string
that long in its one thread (the second took 47 s and gigabytes), and every visitor's
page froze meanwhile. Here a count or an offset that does not fit the message is refused
at once, before Jupyter Server reads it.

>>> message = frame("shell", [b'{"h": 1}', b"{}", b"{}", b'{"c": 2}'])
>>> read_v1(message)
('shell', [b'{"h": 1}', b'{}', b'{}', b'{"c": 2}'])
>>> read_v1(b"request_state")
Traceback (most recent call last):
ValueError: a v1 message with 6878249410500846962 offsets (at most 1024)
>>> check_binary(b"request_state")
Traceback (most recent call last):
ValueError: a binary message with 1919250805 parts (at most 1024)
"""

from __future__ import annotations

#: the websocket subprotocol JupyterLab's pages speak, with this framing
V1_PROTOCOL = "v1.kernel.websocket.jupyter.org"

#: offsets a message may have: the channel, four JSON parts and the widgets' binary
#: buffers; tulakit's pages send none, a widget with many buffers a handful
MAX_OFFSETS = 1024

#: bytes of one number in the framing
WORD = 8


def read_v1(message: bytes | str) -> tuple[str, list[bytes]]:
    """The channel and the parts of a v1 message; ValueError if its framing does not fit."""
    if isinstance(message, str):
        raise ValueError("a v1 message is binary")
    if len(message) < WORD:
        raise ValueError("a v1 message shorter than its count of offsets")
    count = int.from_bytes(message[:WORD], "little")
    if not 2 <= count <= MAX_OFFSETS:
        raise ValueError(f"a v1 message with {count} offsets (at most {MAX_OFFSETS})")
    if len(message) < WORD * (count + 1):
        raise ValueError("a v1 message shorter than its offsets")
    offsets = [
        int.from_bytes(message[WORD * (i + 1) : WORD * (i + 2)], "little") for i in range(count)
    ]
    if offsets != sorted(offsets) or offsets[-1] > len(message) or offsets[0] < WORD * (count + 1):
        raise ValueError("a v1 message whose offsets do not fit it")
    channel = message[offsets[0] : offsets[1]].decode("utf-8")
    return channel, [message[offsets[i] : offsets[i + 1]] for i in range(1, count - 1)]


def check_binary(message: bytes) -> None:
    """ValueError unless the older binary message's count and offsets fit it."""
    if len(message) < 4:
        raise ValueError("a binary message shorter than its count of parts")
    count = int.from_bytes(message[:4], "big", signed=True)
    if not 1 <= count <= MAX_OFFSETS:
        raise ValueError(f"a binary message with {count} parts (at most {MAX_OFFSETS})")
    if len(message) < 4 * (count + 1):
        raise ValueError("a binary message shorter than its offsets")
    offsets = [int.from_bytes(message[4 * (i + 1) : 4 * (i + 2)], "big") for i in range(count)]
    if offsets != sorted(offsets) or offsets[-1] > len(message):
        raise ValueError("a binary message whose offsets do not fit it")


def frame(channel: str, parts: list[bytes]) -> bytes:
    """A v1 message of ``channel`` and ``parts``, as a page sends it (for tests and docs).

    The last offset is the message's end, so a message of n parts has n + 2 offsets.
    """
    pieces = [channel.encode("utf-8"), *parts]
    start = WORD * (len(pieces) + 2)
    offsets = [start]
    for piece in pieces:
        offsets.append(offsets[-1] + len(piece))
    head = len(offsets).to_bytes(WORD, "little") + b"".join(
        offset.to_bytes(WORD, "little") for offset in offsets
    )
    return head + b"".join(pieces)
