"""One drawing, two back ends: scenes of simple shapes rendered as SVG or on a canvas.

Pure Python; the ipycanvas back end lives in :mod:`tulakit.widgets.canvas`.

>>> from tulakit.drawing import Scene, Rect, to_svg
>>> scene = Scene(40, 40)
>>> scene.add(Rect(4, 4, 32, 32, rx=6, fill="#FBF6E9", stroke="#333"))
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
