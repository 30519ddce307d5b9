"""bench/bench_class.py: its protocol client reads the server's messages as a page does.

The benchmark's figures are only as good as its client: a frame it cannot decode or a
board it cannot find would show as a visitor who never gets a board. A whole run needs
Voila and minutes, so the parts are checked here on messages shaped as Jupyter's server
sends them.
"""

from __future__ import annotations

import json
import struct
from types import ModuleType
from typing import Any

import pytest
from bench_scripts import load_bench_script


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    return load_bench_script("bench_class", "tulakit_bench_class")


def _binary_frame(message: dict[str, Any], buffers: list[bytes]) -> bytes:
    """A message with buffers as jupyter_server writes it to the websocket."""
    parts = [json.dumps(message).encode(), *buffers]
    offsets = [4 * (len(parts) + 1)]
    for part in parts[:-1]:
        offsets.append(offsets[-1] + len(part))
    return struct.pack(f"!{len(parts) + 1}I", len(parts), *offsets) + b"".join(parts)


def test_decodes_text_and_binary_frames(bench: ModuleType) -> None:
    message = {"header": {"msg_type": "comm_msg"}, "content": {"comm_id": "c1", "data": {}}}
    assert bench._decode(json.dumps(message)) == message
    assert bench._decode(_binary_frame(message, [b"\x00\x01\x02", b"frame"])) == message
    assert bench._decode(_binary_frame(message, [])) == message


def test_a_message_names_its_protocol_version_when_asked(bench: ModuleType) -> None:
    sent = json.loads(bench._message("comm_open", {"a": 1}, "s1", {"version": "1.0.0"}))
    # ipywidgets refuses a control comm that names no version
    assert sent["metadata"] == {"version": "1.0.0"}
    assert sent["header"]["msg_type"] == "comm_open" and sent["header"]["session"] == "s1"
    assert json.loads(bench._message("comm_msg", {}, "s1"))["metadata"] == {}


def _state(classes: list[str], children: tuple[str, ...] = (), **extra: Any) -> dict[str, Any]:
    state = {"_dom_classes": classes, "children": [f"IPY_MODEL_{c}" for c in children], **extra}
    return {"state": state}


def test_finds_the_board_view_inside_the_target_box(bench: ModuleType) -> None:
    states = {
        "aa": _state(["tula-board"], ("bb", "cc")),
        "bb": _state([], ("dd",)),
        "cc": _state(["status"]),
        "dd": _state([], available_width=0),  # the board's view
        "ee": _state([], available_width=0),  # another view on the page (an exercise)
    }
    models = bench._find_models(states, bench.TARGETS["play"])
    assert (models.board, models.status, models.canvas) == ("dd", "dd", False)
    assert set(models.views) == {"dd", "ee"}  # every view on the page says it is ready


def test_finds_the_trivial_button_and_its_label(bench: ModuleType) -> None:
    states = {"b1": _state(["board"]), "l1": _state(["status"]), "v1": _state([], ("b1", "l1"))}
    models = bench._find_models(states, bench.TARGETS["trivial"])
    assert (models.board, models.status, models.canvas) == ("b1", "l1", True)


def test_a_page_without_the_target_is_reported(bench: ModuleType) -> None:
    with pytest.raises(RuntimeError, match="no widget with class"):
        bench._find_models({"x": _state(["other"])}, bench.TARGETS["play"])


def test_goals_are_judged_on_what_a_device_would_show(bench: ModuleType) -> None:
    def crowd(painted: float, device: float) -> Any:
        return bench.Visits(
            "tutorial",
            30,
            text_s=[0.1] * 30,
            painted_s=[painted] * 30,
            click_ms=[10.0] * 150,
            kernel_rss_mb=[67.0] * 30,
            device_text_s=0.4,
            device_painted_s=device,
        )

    def verdict(visits: Any) -> bool:
        (met,) = [ok for goal, ok in bench.goals([visits]) if "painted board < 15 s" in goal]
        return bool(met)

    assert verdict(crowd(painted=12.0, device=2.0))
    assert not verdict(crowd(painted=14.0, device=2.0))  # under 15 s on the server alone
    short = crowd(painted=12.0, device=2.0)
    short.painted_s = short.painted_s[:29]  # one board never painted
    assert ("tutorial, 30 visitor(s): every board painted", False) in bench.goals([short])
