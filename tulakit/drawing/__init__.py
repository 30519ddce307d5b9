"""One drawing: scenes of simple shapes, rendered as SVG.

Pure Python. A picture in a notebook is the whole SVG (``_repr_svg_``); a board in the
browser gets the same SVG piece by piece (:mod:`tulakit.drawing.frames`).

>>> from tulakit.drawing import Scene, Rect, to_svg
>>> from tulakit.drawing.palette import INK, TILE_FACE
>>> scene = Scene(40, 40)
>>> scene.add(Rect(4, 4, 32, 32, rx=6, fill=TILE_FACE, stroke=INK))
>>> to_svg(scene).startswith("<svg")
True
"""

from tulakit.drawing.scene import (
    Circle,
    Group,
    HitRegion,
    Line,
    Paint,
    Path,
    Polygon,
    Rect,
    Scene,
    Text,
    point_in_polygon,
    rect_points,
)
from tulakit.drawing.svg import to_svg

__all__ = [
    "Circle",
    "Group",
    "HitRegion",
    "Line",
    "Paint",
    "Path",
    "Polygon",
    "Rect",
    "Scene",
    "Text",
    "point_in_polygon",
    "rect_points",
    "to_svg",
]
