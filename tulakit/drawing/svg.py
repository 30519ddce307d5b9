"""The SVG back end: a :class:`~tulakit.drawing.scene.Scene` as an SVG document string.

Pure Python (no widget package), so notebooks, docs and ``_repr_svg_`` all use it.
Colours are roles (:mod:`tulakit.drawing.palette`): a CSS custom property with the light
colour as its fallback, so the picture needs no stylesheet and a page's theme repaints it.

>>> from tulakit.drawing.palette import HL_VERMILLION
>>> from tulakit.drawing.scene import Circle, Scene
>>> scene = Scene(20, 10)
>>> scene.add(Circle(5, 5, 4, fill=HL_VERMILLION))
>>> print(to_svg(scene))  # doctest: +ELLIPSIS
<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10">
<circle cx="5" cy="5" r="4" fill="var(--tk-hl-vermillion, #...)" stroke="none"/>
</svg>
"""

from __future__ import annotations

import html
import math

from tulakit.drawing.scene import (
    Circle,
    Group,
    Line,
    Paint,
    Path,
    PathCommand,
    Polygon,
    Rect,
    Scene,
    Shape,
    Text,
)

_ANCHORS = {"start": "start", "middle": "middle", "end": "end"}


def _num(value: float) -> str:
    """Short numbers: 5 not 5.0, at most two decimals."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _paint(shape: Paint) -> str:
    parts = [f'fill="{shape.fill}"' if shape.fill else 'fill="none"']
    if shape.stroke:
        parts.append(f'stroke="{shape.stroke}" stroke-width="{_num(shape.stroke_width)}"')
        if shape.dash:
            parts.append(f'stroke-dasharray="{" ".join(_num(d) for d in shape.dash)}"')
    else:
        parts.append('stroke="none"')
    if shape.opacity != 1.0:
        parts.append(f'opacity="{_num(shape.opacity)}"')
    return " ".join(parts)


def path_data(commands: tuple[PathCommand, ...]) -> str:
    """SVG ``d`` text for path commands (canvas-style arcs become ``A`` segments).

    >>> path_data((("M", 0, 0), ("L", 10, 0), ("A", 10, 5, 5, -math.pi / 2, math.pi / 2, False), ("Z",)))
    'M0 0 L10 0 L10 0 A5 5 0 0 1 10 10 Z'
    """
    out: list[str] = []
    have_point = False
    for cmd in commands:
        op = cmd[0]
        if op == "A":
            cx, cy, r, start, end, anticlockwise = cmd[1:]
            sx, sy = cx + r * math.cos(start), cy + r * math.sin(start)
            ex, ey = cx + r * math.cos(end), cy + r * math.sin(end)
            sweep = (start - end) if anticlockwise else (end - start)
            sweep %= 2 * math.pi
            out.append(f"{'L' if have_point else 'M'}{_num(sx)} {_num(sy)}")
            large = 1 if sweep > math.pi else 0
            out.append(
                f"A{_num(r)} {_num(r)} 0 {large} {0 if anticlockwise else 1} {_num(ex)} {_num(ey)}"
            )
        elif op == "Z":
            out.append("Z")
        else:
            out.append(op + " ".join(_num(v) for v in cmd[1:]))
        have_point = True
    return " ".join(out)


def _shape(shape: Shape) -> str:
    paint = _paint(shape)
    if isinstance(shape, Rect):
        rx = f' rx="{_num(shape.rx)}"' if shape.rx else ""
        return (
            f'<rect x="{_num(shape.x)}" y="{_num(shape.y)}" width="{_num(shape.width)}" '
            f'height="{_num(shape.height)}"{rx} {paint}/>'
        )
    if isinstance(shape, Circle):
        return f'<circle cx="{_num(shape.cx)}" cy="{_num(shape.cy)}" r="{_num(shape.r)}" {paint}/>'
    if isinstance(shape, Polygon):
        pts = " ".join(f"{_num(x)},{_num(y)}" for x, y in shape.points)
        return f'<polygon points="{pts}" {paint}/>'
    if isinstance(shape, Line):
        return (
            f'<line x1="{_num(shape.x1)}" y1="{_num(shape.y1)}" x2="{_num(shape.x2)}" '
            f'y2="{_num(shape.y2)}" {paint}/>'
        )
    if isinstance(shape, Path):
        return f'<path d="{path_data(shape.commands)}" {paint}/>'
    if isinstance(shape, Text):
        weight = f' font-weight="{shape.weight}"' if shape.weight != "normal" else ""
        return (
            f'<text x="{_num(shape.x)}" y="{_num(shape.y)}" font-size="{_num(shape.size)}" '
            f"font-family={_attribute(shape.family)}{weight} "
            f'text-anchor="{_ANCHORS[shape.anchor]}" dominant-baseline="central" {paint}>'
            f"{_text(shape.text)}</text>"
        )
    raise TypeError(f"cannot draw {type(shape).__name__}")


# Escaping by :mod:`html`, not :mod:`xml.sax.saxutils`: that imports ``urllib.request``
# (and ``http.client`` and ``email`` with it), a fifth of a CPU-second of a static page's
# start in the browser, for nothing a picture needs (docs/deploy.md).
def _text(value: str) -> str:
    """``value`` as an element's text.

    >>> _text("4 < 5 & 'six'")
    "4 &lt; 5 &amp; 'six'"
    """
    return html.escape(value, quote=False)


def _attribute(value: str) -> str:
    """``value`` as an attribute's value, quotes included.

    >>> print(_attribute('say "hi" & go'))
    "say &quot;hi&quot; &amp; go"
    """
    return f'"{html.escape(value)}"'


def _group(group: Group, out: list[str]) -> None:
    attrs = ""
    if group.cls:
        attrs += f" class={_attribute(group.cls)}"
    for name, value in group.data.items():
        attrs += f" data-{name}={_attribute(str(value))}"
    out.append(f"<g{attrs}>")
    if group.title:
        out.append(f"<title>{_text(group.title)}</title>")
    _items(group, out)
    out.append("</g>")


def _items(group: Group, out: list[str]) -> None:
    for item in group.items:
        if isinstance(item, Group):
            _group(item, out)
        else:
            out.append(_shape(item))


def fragment(item: Shape | Group) -> str:
    """One shape or group as SVG markup, for a view that assembles a scene piece by piece.

    >>> fragment(Circle(5, 5, 4, fill="var(--tk-ink)"))
    '<circle cx="5" cy="5" r="4" fill="var(--tk-ink)" stroke="none"/>'
    """
    if isinstance(item, Group):
        out: list[str] = []
        _group(item, out)
        return "".join(out)
    return _shape(item)


def to_svg(scene: Scene, title: str | None = None) -> str:
    """The whole scene as one ``<svg>`` element (valid XML, no external references).

    ``title``, when given, is the picture in words: the SVG becomes an image named by its
    ``<title>`` (screen readers read it; tulakit's page template makes it the ``alt`` of
    the ``<img>`` JupyterLab shows an SVG output in).

    >>> print(to_svg(Scene(4, 2), title="An empty <box>"))
    <svg xmlns="http://www.w3.org/2000/svg" width="4" height="2" viewBox="0 0 4 2" role="img">
    <title>An empty &lt;box&gt;</title>
    </svg>
    """
    w, h = _num(scene.width), _num(scene.height)
    role = ' role="img"' if title else ""
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}"'
        f"{role}>"
    ]
    if title:
        out.append(f"<title>{_text(title)}</title>")
    if scene.background:
        out.append(f'<rect x="0" y="0" width="{w}" height="{h}" fill="{scene.background}"/>')
    _items(scene.root, out)
    out.append("</svg>")
    return "\n".join(out)
