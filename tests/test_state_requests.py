"""A page's first request for each widget's state passes the flood limit
(tulakit.server.state_requests), in every form a page sends it."""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable
from typing import Any, cast

import pytest
from jupyter_server.services.kernels.connection.base import (
    deserialize_binary_message,
    deserialize_msg_from_ws_v1,
    serialize_binary_message,
    serialize_msg_to_ws_v1,
)

from tulakit.server.state_requests import StateRequests
from tulakit.server.wire import V1_PROTOCOL, check_binary, frame, read_v1


def _message(comm_id: str, method: str = "request_state", kind: str = "comm_msg") -> dict[str, Any]:
    header = {"msg_id": uuid.uuid4().hex, "msg_type": kind, "session": "s", "username": "",
              "version": "5.3", "date": ""}  # fmt: skip
    content = {"comm_id": comm_id, "data": {"method": method}}
    return {"header": header, "parent_header": {}, "metadata": {}, "content": content,
            "buffers": []}  # fmt: skip


def _as_json(message: dict[str, Any]) -> str:
    return json.dumps({**message, "channel": "shell"})


def _as_v1(message: dict[str, Any]) -> bytes:
    parts = [json.dumps(message[key]).encode() for key in
             ("header", "parent_header", "metadata", "content")]  # fmt: skip
    return frame("shell", parts)


def _as_binary(message: dict[str, Any]) -> bytes:
    binary = serialize_binary_message({**message, "channel": "shell", "buffers": [b"x"]})  # type: ignore[no-untyped-call]
    return cast(bytes, binary)


Form = Callable[[dict[str, Any]], "str | bytes"]
FORMS: list[tuple[str | None, Form]] = [(None, _as_json), (V1_PROTOCOL, _as_v1), (None, _as_binary)]


@pytest.mark.parametrize(("protocol", "form"), FORMS, ids=["json", "v1", "binary"])
def test_each_widget_once_in_every_form(protocol: str | None, form: Form) -> None:
    free = StateRequests(limit=1000)
    widgets = [uuid.uuid4().hex for _ in range(835)]  # the Expert tutorial's count
    assert all(free.first(form(_message(w)), protocol) for w in widgets)
    # asked again, the same widgets pay like any other message
    assert not any(free.first(form(_message(w)), protocol) for w in widgets[:50])


@pytest.mark.parametrize(("protocol", "form"), FORMS, ids=["json", "v1", "binary"])
def test_other_messages_are_not_free(protocol: str | None, form: Form) -> None:
    free = StateRequests(limit=1000)
    assert not free.first(form(_message("a", method="update")), protocol)
    assert not free.first(form(_message("a", kind="execute_request")), protocol)
    # a message that only mentions request_state somewhere else
    mention = _message("a", method="update")
    mention["metadata"] = {"note": "request_state"}
    assert not free.first(form(mention), protocol)


def test_a_flood_of_made_up_widgets_stops_at_the_limit() -> None:
    free = StateRequests(limit=100)
    passed = sum(free.first(_as_json(_message(uuid.uuid4().hex))) for _ in range(5000))
    assert passed == 100


def test_unreadable_messages_are_not_free() -> None:
    free = StateRequests(limit=10)
    # b"request_state" read by Jupyter Server's binary reader made a format string of
    # 1.9 x 10^9 characters (47 s): refused before it is read
    for junk in ("request_state", b"request_state", '{"request_state": 1}', b"\x00" * 9):
        assert not free.first(junk)
        assert not free.first(junk, V1_PROTOCOL)


def test_the_v1_framing_is_jupyters_own() -> None:
    parts = [b'{"msg_type": "comm_msg"}', b"{}", b"{}", b'{"comm_id": "a"}', b"\x00\x01"]
    ours = frame("shell", parts)
    assert ours == serialize_msg_to_ws_v1(parts, "shell")  # type: ignore[no-untyped-call]
    theirs = deserialize_msg_from_ws_v1(ours)  # type: ignore[no-untyped-call]
    assert read_v1(ours) == theirs == ("shell", parts)


def test_a_good_binary_message_passes_the_check() -> None:
    message = _as_binary(_message("a"))
    assert isinstance(message, bytes)
    check_binary(message)  # no error
    assert deserialize_binary_message(message)["content"]["comm_id"] == "a"  # type: ignore[no-untyped-call]


@pytest.mark.parametrize(
    "junk",
    [
        b"request_state",  # 1.9 x 10^9 parts
        b"\x00\x00",
        (0).to_bytes(4, "big"),
        (-1).to_bytes(4, "big", signed=True),
        (3).to_bytes(4, "big") + (16).to_bytes(4, "big"),
        (2).to_bytes(4, "big") + (12).to_bytes(4, "big") + (10**6).to_bytes(4, "big"),
    ],
)
def test_bad_binary_framing_is_refused(junk: bytes) -> None:
    with pytest.raises(ValueError, match="binary message"):
        check_binary(junk)


@pytest.mark.parametrize(
    "junk",
    [
        b"request_state",  # Jupyter Server's own reader builds a list of 7 x 10^18 here
        (2**62).to_bytes(8, "little") + b"{}",
        (1).to_bytes(8, "little") + (16).to_bytes(8, "little"),
        (3).to_bytes(8, "little") + (40).to_bytes(8, "little") * 2 + (10**6).to_bytes(8, "little"),
        (3).to_bytes(8, "little") + (50).to_bytes(8, "little") + (40).to_bytes(8, "little") * 2,
        b"\x00" * 4,
        "a text frame",
    ],
)
def test_bad_v1_framing_is_refused(junk: bytes | str) -> None:
    with pytest.raises(ValueError, match="v1 message"):
        read_v1(junk)
    assert not StateRequests(limit=10).first(junk, V1_PROTOCOL)
