"""The view every board and canvas exercise is drawn in: an SVG picture anyone can play.

:class:`SceneView` is an `anywidget <https://anywidget.dev>`_ whose browser side
(``static/view.js``) shows a :class:`~tulakit.drawing.scene.Scene` as SVG, sent frame by
frame with only the pieces that changed (:mod:`tulakit.drawing.frames`). On top lie the
scene's hit regions, each with a label in words. It is made to be played by everyone:

- a click or a tap arrives as a point in scene units (``on_click``); touch is never
  cancelled, so a finger still scrolls the page;
- the board is one Tab stop with a visible cursor: arrow keys move it over the regions
  along links the kernel sends with them (:mod:`tulakit.drawing.arrows`: a rule in
  Python, tested without a browser), Enter or Space acts on the region under it
  (``on_press``), and letter keys run the board's ``commands`` (``on_command``); Tab and
  Escape always move on;
- the status line is an ``aria-live`` region, the position is described in words
  (``description``), and the cursor's region is announced as it moves;
- the picture scales down to the page (from 360 CSS pixels up) and stays sharp at any
  pixel density; ``available_width`` tells the kernel how wide the view is, for boards
  that lay themselves out anew when narrow; ``zoom`` lets a board whose grid is finer than
  a finger grow past its designed size where the page has room (within the window's
  height, or its top ``kept_in_window`` units).

ipycanvas, used before, cancels touch and key events and gives a canvas no name, which
made every board a mouse-only keyboard trap.

>>> from tulakit.drawing.palette import SURFACE
>>> from tulakit.drawing.scene import Rect, Scene, rect_points
>>> scene = Scene(40, 20)
>>> scene.add(Rect(0, 0, 20, 20, fill=SURFACE)); scene.add_region("left", rect_points(0, 0, 20, 20))
>>> view = SceneView(label="A test board")
>>> view.show(scene, {"left": "The left square"})
>>> view.regions
[('left', 'The left square')]
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from threading import RLock
from typing import Any

import anywidget
import traitlets

from tulakit.drawing.arrows import Links, arrow_links
from tulakit.drawing.frames import FrameMaker
from tulakit.drawing.scene import Key, Scene

_STATIC = Path(__file__).parent / "static"

#: a region as the browser gets it: key, outline, label, and where the arrows Left, Right,
#: Up and Down lead from it (a region's key, or ``None`` at an edge)
RegionMessage = tuple[Key, list[list[float]], str, list[Key | None]]


class SceneView(anywidget.AnyWidget):
    """A scene in the browser, with its hit regions, status line and words."""

    _esm = _STATIC / "view.js"
    _css = _STATIC / "view.css"

    #: the accessible name of the board, e.g. "Tula board"
    label = traitlets.Unicode("Board").tag(sync=True)
    #: the status line, announced by screen readers when it changes
    status = traitlets.Unicode("").tag(sync=True)
    #: the position in words (the text board of a screen reader user)
    description = traitlets.Unicode("").tag(sync=True)
    #: whether a move may be typed in the game's notation (the move box is shown)
    typing = traitlets.Bool(False).tag(sync=True)
    #: an example move for the move box, e.g. "T5"
    typing_example = traitlets.Unicode("").tag(sync=True)
    #: the moves offered in the move box: (notation, words)
    move_options = traitlets.List(traitlets.Tuple()).tag(sync=True)
    #: letter keys the board answers: (letter, command name)
    commands = traitlets.List(traitlets.Tuple()).tag(sync=True)
    #: what a click, a key or a typed move hears while the board is busy (a bot thinking),
    #: answered in the browser without troubling the kernel; "" when it is not busy
    busy = traitlets.Unicode("").tag(sync=True)
    #: the width the view has on the page, in CSS pixels (0 until a browser reports it)
    available_width = traitlets.Int(0).tag(sync=True)
    #: how much larger than its designed size the picture may be shown where the page has
    #: room: a board whose grid is finer than a finger sets it so that the grid reaches
    #: :data:`~tulakit.drawing.scene.FINGER` CSS pixels on a wide screen (grown, it stays
    #: within the window's height)
    zoom = traitlets.Float(1.0, min=1.0).tag(sync=True)
    #: the height, in scene units from the top, of the part of the picture a grown picture
    #: keeps within the window: 0 for all of it; a picture whose lower part (the Expert
    #: board's players, under its temple) is scrolled to anyway keeps the part played on
    kept_in_window = traitlets.Float(0.0, min=0.0).tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._frames = FrameMaker()
        # a bot's thread redraws too: one frame at a time, in order
        self._lock = RLock()
        self._viewed = False  # no browser view has asked for a frame yet: send nothing
        self._scene: Scene | None = None
        self._regions: list[RegionMessage] = []
        self._start: Key | None = None
        # the arrows' links are worked out again only when the regions' geometry changes
        self._geometry: object = None
        self._links: dict[Key, Links] = {}
        self._on_click: list[Callable[[float, float], object]] = []
        self._on_press: list[Callable[[Key], object]] = []
        self._on_command: list[Callable[[str], object]] = []
        self._on_typed: list[Callable[[str], bool]] = []
        self._on_stale: list[Callable[[], object]] = []
        # frames are numbered as sent; the browser's view says which it had shown when
        # the person acted. A move the person must see before acting (a bot's) sets
        # _must_see: a click made on an older frame is not played (see receive)
        self._frames_sent = 0
        self._must_see = 0
        self.on_msg(lambda _widget, content, _buffers: self.receive(content))

    # -- the kernel's side ---------------------------------------------------------------
    def show(
        self, scene: Scene, labels: Mapping[Key, str] | None = None, start: Key | None = None
    ) -> None:
        """Show ``scene``; ``labels`` name its regions in words (the key when missing);
        the keyboard cursor starts on ``start`` (the first region when ``None``)."""
        labels = labels or {}
        links = self._arrow_links(scene)
        regions = [
            (
                region.key,
                [[round(x, 1), round(y, 1)] for x, y in region.points],
                labels.get(region.key, str(region.key)),
                list(links[region.key]),
            )
            for region in scene.regions
        ]
        with self._lock:
            self._scene = scene
            changed = regions != self._regions or start != self._start
            self._regions, self._start = regions, start
            if self._viewed:
                # the picture and its regions in one message, applied together: a region
                # must never outlive the piece it was drawn for, even for a moment
                message = self._frames.frame(scene).message()
                if changed:
                    message.update(self._regions_message(), kind="frame")
                self._post_frame(message)

    def _arrow_links(self, scene: Scene) -> dict[Key, Links]:
        geometry = (
            [(region.key, region.points) for region in scene.regions],
            dict(scene.links),  # copies: a scene changed in place is seen as changed
            [dict(grid) for grid in scene.grids],
        )
        if geometry != self._geometry:
            self._geometry, self._links = geometry, arrow_links(scene)
        return self._links

    @property
    def regions(self) -> list[tuple[Key, str]]:
        """The regions shown, as (key, label), top-most last."""
        return [(key, label) for key, _points, label, _links in self._regions]

    @property
    def arrows(self) -> dict[Key, Links]:
        """Where the arrow keys Left, Right, Up and Down lead from each region shown, as
        the browser follows them (``None``: the edge of the board).

        >>> from tulakit.drawing.scene import Scene, rect_points
        >>> scene = Scene(40, 20)
        >>> scene.add_region("a", rect_points(0, 0, 20, 20)); scene.add_region("b", rect_points(20, 0, 20, 20))
        >>> view = SceneView(); view.show(scene); view.arrows["a"]
        (None, 'b', None, None)
        """
        return {
            key: (links[0], links[1], links[2], links[3]) for key, _p, _l, links in self._regions
        }

    def on_click(self, callback: Callable[[float, float], object]) -> None:
        """Call ``callback(x, y)`` for a click or tap, in scene units."""
        self._on_click.append(callback)

    def on_press(self, callback: Callable[[Key], object]) -> None:
        """Call ``callback(key)`` when Enter or Space is pressed on the region ``key``."""
        self._on_press.append(callback)

    def on_command(self, callback: Callable[[str], object]) -> None:
        """Call ``callback(name)`` when the key of one of ``commands`` is pressed."""
        self._on_command.append(callback)

    @property
    def frames_sent(self) -> int:
        """How many frames went to the browser's views so far (the last one's number)."""
        return self._frames_sent

    def on_stale(self, callback: Callable[[], object]) -> None:
        """Call ``callback()`` instead of a click, a press or a typed move that the person
        made before the browser showed a frame they must see first (:meth:`must_see`)."""
        self._on_stale.append(callback)

    def must_see(self) -> None:
        """The picture just shown must be seen before the next click counts: one made on
        an older picture is not played (a bot's move that reached the kernel while the
        person's click was on its way, or before the page heard that the bot thinks).

        >>> from tulakit.drawing.scene import Scene, rect_points
        >>> scene = Scene(20, 20); scene.add_region("a", rect_points(0, 0, 20, 20))
        >>> view = SceneView(); view.receive({"kind": "ready"}); view.show(scene)
        >>> view.on_click(lambda x, y: print("played")); view.on_stale(lambda: print("stale"))
        >>> view.show(scene); view.must_see()  # frame 2: a bot's move
        >>> view.receive({"kind": "click", "x": 5, "y": 5, "seen": 1})
        stale
        >>> view.receive({"kind": "click", "x": 5, "y": 5, "seen": 2})
        played
        """
        with self._lock:
            self._must_see = self._frames_sent

    def on_typed(self, callback: Callable[[str], bool]) -> None:
        """Call ``callback(text)`` for a move typed in the move box; it returns whether the
        move was played (the box is then emptied; otherwise the text stays to be mended)."""
        self._on_typed.append(callback)

    # -- what the browser says ----------------------------------------------------------
    def _regions_message(self) -> dict[str, Any]:
        return {"kind": "regions", "regions": self._regions, "start": self._start}

    def _post(self, message: dict[str, Any]) -> None:
        if self.comm is not None:
            self.send(message)

    def _post_frame(self, message: dict[str, Any]) -> None:
        """Send a frame with its number (the view echoes the last it showed)."""
        self._frames_sent += 1
        self._post({**message, "number": self._frames_sent})

    def _stale(self, content: Mapping[str, Any]) -> bool:
        """Whether the person acted on a frame older than one they must see (a view
        that does not say which frame it showed is taken at its word)."""
        seen = content.get("seen")
        return isinstance(seen, int) and seen < self._must_see

    def receive(self, content: Mapping[str, Any]) -> None:
        """Act on one message of the browser's view (``view.js``), as it arrives:
        ``{"kind": "ready"}`` (a new view, sent the picture and its regions),
        ``"click"`` with ``x`` and ``y`` in scene units, ``"press"`` with a region's
        ``key``, ``"command"`` with a command's ``name`` and ``"typed"`` with a move's
        ``text`` (answered with whether it was played). Other kinds are ignored. A
        click, press or typed move carries ``seen``, the number of the frame the view
        showed; made before a frame the person must see (:meth:`must_see`), it goes to
        :meth:`on_stale`'s callbacks instead."""
        kind = content.get("kind")
        if kind == "ready":  # a new view: it holds nothing yet
            with self._lock:
                self._viewed = True
                self._frames.forget()
                if self._scene is not None:
                    message = self._frames.frame(self._scene).message()
                    self._post_frame({**message, **self._regions_message(), "kind": "frame"})
                else:
                    self._post(self._regions_message())
        elif kind in ("click", "press", "typed") and self._stale(content):
            for on_stale in self._on_stale:
                on_stale()
            if kind == "typed":
                self._post({"kind": "typed", "played": False})
        elif kind == "click":
            for on_click in self._on_click:
                on_click(float(content["x"]), float(content["y"]))
        elif kind == "press":
            for on_press in self._on_press:
                on_press(content["key"])
        elif kind == "command":
            for on_command in self._on_command:
                on_command(str(content["name"]))
        elif kind == "typed":
            played = any([on_typed(str(content["text"])) for on_typed in self._on_typed])
            self._post({"kind": "typed", "played": played})


class LiveText(anywidget.AnyWidget):
    """A line of text that screen readers announce when it changes (``aria-live``).

    An ``HTML`` widget re-creates its element on every change, and a live region that is
    created anew is not announced; this one keeps its element and changes only the text.

    >>> LiveText(value="Well done!").value
    'Well done!'
    """

    _esm = """
    function render({ model, el }) {
      el.classList.add("tk-status");
      el.setAttribute("role", "status");
      el.setAttribute("aria-live", "polite");
      const update = () => { el.textContent = model.get("value"); };
      model.on("change:value", update);
      update();
    }
    export default { render };
    """
    value = traitlets.Unicode("").tag(sync=True)
