"""The canvas back end: paint a :class:`~tulakit.drawing.Scene` on an ipycanvas ``Canvas``.

The same scene that :func:`tulakit.drawing.to_svg` writes as SVG is replayed here as
canvas commands, batched in one ``hold_canvas()`` message. Paths are drawn with the
canvas' own path commands rather than ``Path2D`` objects, because every ``Path2D`` is
a widget of its own and a board redraws often.

>>> class Recorder:
...     def __init__(self): self.calls = []
...     def __getattr__(self, name): return lambda *a: self.calls.append(name)
>>> from tulakit.drawing import Circle, Scene
>>> scene = Scene(10, 10); scene.add(Circle(5, 5, 2, fill="red"))
>>> rec = Recorder(); paint_commands(rec, scene); rec.calls
['clear', 'fill_circle']
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from functools import partial
from typing import Any, NamedTuple

from ipycanvas.canvas import COMMANDS, Canvas

from tulakit.drawing.damage import Box, Unit, bounds, damage, meets_any, units
from tulakit.drawing.scene import (
    Circle,
    Group,
    Line,
    Paint,
    Path,
    Polygon,
    Rect,
    Scene,
    Shape,
    Text,
)

_ALIGN = {"start": "left", "middle": "center", "end": "right"}
_SET = COMMANDS["set"]
_SWITCH = COMMANDS["switchCanvas"]


_UNSET = object()


class _State:
    """Remembers canvas attributes so each one is only sent when it changes.

    On an ipycanvas ``Canvas`` the attribute's "set" command goes straight to the canvas
    manager, as ``Canvas.__setattr__`` itself sends it: the traitlet validation and
    change notification that the attribute would also run took half of a board's redraw
    time, and nothing reads the Python-side values back (the browser holds the state).
    """

    def __init__(self, canvas: Any) -> None:
        self.canvas = canvas
        self.values: dict[str, Any] = {}
        real = isinstance(canvas, Canvas)
        self._send = partial(canvas._canvas_manager.send_command, canvas) if real else None

    def set(self, name: str, value: Any) -> None:
        if self.values.get(name, _UNSET) != value:
            self.values[name] = value
            if name == "line_dash":
                self.canvas.set_line_dash(list(value))
            elif self._send is not None:
                self._send([_SET, [Canvas.ATTRS[name], value]])
            else:
                setattr(self.canvas, name, value)


def _n(value: float) -> float:
    """A coordinate as sent: hundredths of a pixel are plenty, and a redraw's message is
    a JSON text, where ``60.67999999999999`` costs 17 bytes and ``60.68`` five."""
    return round(value, 2)


def _rounded(canvas: Any, x: float, y: float, w: float, h: float, r: float) -> None:
    # arcTo by corner points: the same outline as four quarter arcs, without sending angles
    r = _n(min(r, w / 2, h / 2))
    x0, y0, x1, y1 = _n(x), _n(y), _n(x + w), _n(y + h)
    canvas.begin_path()
    canvas.move_to(_n(x + r), y0)
    canvas.arc_to(x1, y0, x1, y1, r)
    canvas.arc_to(x1, y1, x0, y1, r)
    canvas.arc_to(x0, y1, x0, y0, r)
    canvas.arc_to(x0, y0, x1, y0, r)
    canvas.close_path()


def _trace(canvas: Any, shape: Path) -> None:
    canvas.begin_path()
    for cmd in shape.commands:
        op = cmd[0]
        if op == "M":
            canvas.move_to(_n(cmd[1]), _n(cmd[2]))
        elif op == "L":
            canvas.line_to(_n(cmd[1]), _n(cmd[2]))
        elif op == "Q":
            canvas.quadratic_curve_to(*map(_n, cmd[1:]))
        elif op == "C":
            canvas.bezier_curve_to(*map(_n, cmd[1:]))
        elif op == "A":
            cx, cy, r, start, end, anticlockwise = cmd[1:]
            canvas.arc(_n(cx), _n(cy), _n(r), round(start, 4), round(end, 4), anticlockwise)
        elif op == "Z":
            canvas.close_path()


def _fill_and_stroke(canvas: Any, state: _State, shape: Paint) -> None:
    if shape.fill:
        state.set("fill_style", shape.fill)
        canvas.fill()
    if shape.stroke:
        _stroke_style(state, shape)
        canvas.stroke()


def _stroke_style(state: _State, shape: Paint) -> None:
    state.set("stroke_style", shape.stroke)
    state.set("line_width", shape.stroke_width)
    state.set("line_dash", tuple(shape.dash))


def _draw(canvas: Any, state: _State, shape: Any) -> None:
    state.set("global_alpha", shape.opacity)
    if isinstance(shape, Rect):
        if shape.rx:
            _rounded(canvas, shape.x, shape.y, shape.width, shape.height, shape.rx)
            _fill_and_stroke(canvas, state, shape)
            return
        if shape.fill:
            state.set("fill_style", shape.fill)
            canvas.fill_rect(_n(shape.x), _n(shape.y), _n(shape.width), _n(shape.height))
        if shape.stroke:
            _stroke_style(state, shape)
            canvas.stroke_rect(_n(shape.x), _n(shape.y), _n(shape.width), _n(shape.height))
    elif isinstance(shape, Circle):
        if shape.fill:
            state.set("fill_style", shape.fill)
            canvas.fill_circle(_n(shape.cx), _n(shape.cy), _n(shape.r))
        if shape.stroke:
            _stroke_style(state, shape)
            canvas.stroke_circle(_n(shape.cx), _n(shape.cy), _n(shape.r))
    elif isinstance(shape, Polygon):
        if shape.fill:
            state.set("fill_style", shape.fill)
            canvas.fill_polygon(list(shape.points))
        if shape.stroke:
            _stroke_style(state, shape)
            canvas.stroke_polygon(list(shape.points))
    elif isinstance(shape, Line):
        if shape.stroke:
            _stroke_style(state, shape)
            canvas.stroke_line(_n(shape.x1), _n(shape.y1), _n(shape.x2), _n(shape.y2))
    elif isinstance(shape, Path):
        _trace(canvas, shape)
        _fill_and_stroke(canvas, state, shape)
    elif isinstance(shape, Text):
        weight = "bold " if shape.weight == "bold" else ""
        state.set("font", f"{weight}{shape.size:g}px {shape.family}")
        state.set("text_align", _ALIGN[shape.anchor])
        state.set("text_baseline", "middle")
        if shape.fill:
            state.set("fill_style", shape.fill)
            canvas.fill_text(shape.text, _n(shape.x), _n(shape.y))
    else:
        raise TypeError(f"cannot draw {type(shape).__name__}")


class _Segment(NamedTuple):
    """The drawing of one item of a keyed group: where it paints, what it sent, and the
    canvas attributes it relies on (``entry``) and leaves behind (``exit``)."""

    box: Box
    commands: tuple[Any, ...]
    buffers: tuple[Any, ...]
    entry: dict[str, Any]
    exit: dict[str, Any]


#: the drawings of keyed groups (``Group.key``), item by item, made once and replayed: a
#: Tula redraw repeats most of its tiles unchanged, and a partial repaint replays only
#: the items of a tile that reach into the damaged boxes
_DRAWN: dict[Hashable, tuple[_Segment, ...]] = {}
_MAX_DRAWN = 4096


def _draw_item(canvas: Any, state: _State, item: Shape | Group) -> None:
    if isinstance(item, Group):
        _draw_group(canvas, state, item)
    else:
        _draw(canvas, state, item)


def _draw_group(
    canvas: Any, state: _State, group: Group, boxes: Sequence[Box] | None = None
) -> None:
    """Draw ``group``; with ``boxes``, a kept drawing replays only the items meeting them."""
    manager = getattr(canvas, "_canvas_manager", None) if state._send else None
    if group.key is None or manager is None or not manager._caching:
        for item in group.items:
            _draw_item(canvas, state, item)
        return
    # A kept drawing must not depend on the attributes set before it: forget them.
    state.values.clear()
    kept = _DRAWN.get(group.key)
    if kept is not None:
        commands, buffers = manager._commands_cache, manager._buffers_cache
        follows = True  # the previous item was replayed: the attributes are as it left them
        for segment in kept:
            if boxes is not None and not meets_any(segment.box, boxes):
                follows = False
                continue
            if not follows:  # replayed without the items before it: set what they set
                for name, value in segment.entry.items():
                    state.set(name, value)
                follows = True
            commands.extend(segment.commands)
            buffers.extend(segment.buffers)
        state.values = dict(kept[-1].exit) if follows and kept else {}
        return
    segments = []
    for item in group.items:
        entry = dict(state.values)
        first_command = len(manager._commands_cache)
        first_buffer = len(manager._buffers_cache)
        _draw_item(canvas, state, item)
        commands = tuple(manager._commands_cache[first_command:])
        buffers = tuple(manager._buffers_cache[first_buffer:])
        segments.append(_Segment(bounds(item), commands, buffers, entry, dict(state.values)))
    # a switch of canvas inside would replay on the wrong one: keep only plain runs
    plain = all(c[0] != _SWITCH for segment in segments for c in segment.commands)
    if plain and len(_DRAWN) < _MAX_DRAWN:
        _DRAWN[group.key] = tuple(segments)


def _lay_background(canvas: Any, state: _State, scene: Scene, box: Box) -> None:
    """The scene's background over ``box`` (left transparent when it has none)."""
    x, y, w, h = box.x0, box.y0, box.x1 - box.x0, box.y1 - box.y0
    if scene.background:
        state.set("global_alpha", 1.0)
        state.set("fill_style", scene.background)
        canvas.fill_rect(x, y, w, h)
    else:
        canvas.clear_rect(x, y, w, h)


def paint_commands(canvas: Any, scene: Scene) -> None:
    """Send ``scene`` as drawing calls to ``canvas`` (anything with the ipycanvas API)."""
    canvas.clear()
    state = _State(canvas)
    if scene.background:  # clear() has made the canvas transparent already
        _lay_background(canvas, state, scene, Box(0, 0, scene.width, scene.height))
    _draw_group(canvas, state, scene.root)


def repaint_commands(
    canvas: Any, scene: Scene, after: Sequence[Unit], boxes: Sequence[Box]
) -> None:
    """Send the drawing calls that repaint ``boxes`` of ``scene`` (``after`` = its units).

    Inside a clip to the boxes, the background is laid again and every unit that meets a
    box is drawn in order; what lies outside the boxes is left as it was.
    """
    state = _State(canvas)
    canvas.save()
    canvas.begin_path()
    for box in boxes:
        canvas.rect(box.x0, box.y0, box.x1 - box.x0, box.y1 - box.y0)
    canvas.clip()
    for box in boxes:
        _lay_background(canvas, state, scene, box)
    for unit in after:
        if meets_any(unit.box, boxes):
            if isinstance(unit.item, Group):
                _draw_group(canvas, state, unit.item, boxes)
            else:
                _draw(canvas, state, unit.item)
    canvas.restore()  # the clip, and the attributes set inside it, end here


def forget_view(canvas: Any) -> None:
    """Make ipycanvas address ``canvas`` afresh, for a browser view that has just opened.

    A new view starts blank and has no "current canvas", but ipycanvas skips its
    switch-canvas command while the canvas manager thinks it still has one (a private
    attribute: see ``shared/recipes/jupyter-here.md``). Paint the view whole afterwards.
    """
    manager = getattr(canvas, "_canvas_manager", None)
    if manager is not None and hasattr(manager, "_current_canvas"):
        manager._current_canvas = None


def paint(canvas: Any, scene: Scene, before: Sequence[Unit] | None = None) -> list[Unit]:
    """Paint ``scene`` on an ipycanvas ``Canvas`` as one batched message.

    ``before`` is what the previous call returned for this canvas, when the browser still
    shows that painting: then only the damaged parts are repainted
    (:mod:`tulakit.drawing.damage`). Returns the units to pass next time.
    """
    from ipycanvas import hold_canvas

    after = units(scene)
    boxes = None if before is None else damage(before, after, scene)
    with hold_canvas():
        if boxes is None:
            paint_commands(canvas, scene)
        elif boxes:
            repaint_commands(canvas, scene, after, boxes)
    return after
