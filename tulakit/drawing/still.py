"""Still pictures that stay legible on a phone: one picture, laid out twice.

A still picture (a tutorial's position, an exercise's picture) shrinks with the page: a
board's designed picture shown 360 CSS pixels wide has its text at 3 to 7 pixels. The
boards lay themselves out anew on a phone, with larger text; a still picture cannot ask
the page how wide it is, so it carries both layouts and the page shows the one that fits
the width it gives the picture: a CSS container query chooses. That needs no script, so
JupyterLab, Voila and the static site show it alike, and it follows the picture's own
width, not the window's. A browser without container queries shows the designed one.

The designed picture is shown as long as its smallest text stays at :data:`LEAST_TEXT`
CSS pixels or more (an Expert position, 1248 units wide with 12-unit text, down to 1040
pixels), the narrow one below that.

Pure Python, like the rest of :mod:`tulakit.drawing`: an object that IPython shows as HTML
(``_repr_html_``), and as the designed SVG where HTML is not shown (``_repr_svg_``).

>>> wide = '<svg xmlns="http://www.w3.org/2000/svg" width="680" height="516" viewBox="0 0 680 516"></svg>'
>>> narrow = '<svg xmlns="http://www.w3.org/2000/svg" width="464" height="716" viewBox="0 0 464 716"></svg>'
>>> html = Still(wide, narrow, "A Tulaga board").html()
>>> html.count("<svg"), "(width < 680px)" in html, 'aria-label="A Tulaga board"' in html
(2, True, True)
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from html import escape

#: the smallest text a still picture shows, in CSS pixels
LEAST_TEXT = 10.0


def smallest_text(svg: str) -> float:
    """The smallest font size of the picture's texts, in its units (0: it has none).

    >>> smallest_text('<svg><text font-size="13">a</text><text font-size="12.5">b</text></svg>')
    12.5
    """
    sizes = [float(size) for size in re.findall(r'<text [^>]*?font-size="([\d.]+)"', svg)]
    return min(sizes, default=0.0)


def svg_width(svg: str) -> float:
    """The width an SVG picture is drawn at: its ``width``, else its viewBox's.

    >>> svg_width('<svg width="520" height="420" viewBox="0 0 520 420">'), svg_width("<svg/>")
    (520.0, 0.0)
    """
    head = svg.partition(">")[0]
    found = re.search(r'\swidth="([\d.]+)"', head) or re.search(
        r'\sviewBox="[-\d.]+ [-\d.]+ ([\d.]+) [\d.]+"', head
    )
    return float(found.group(1)) if found else 0.0


def fluid_svg(svg: str, width: float) -> str:
    """An SVG picture that shrinks with the page, up to its drawn ``width``.

    >>> fluid_svg('<svg width="520" height="420" viewBox="0 0 520 420"></svg>', 520)
    '<svg viewBox="0 0 520 420" style="display: block; width: 100%; max-width: 520px; height: auto"></svg>'
    """
    head, _, rest = svg.partition(">")
    head = re.sub(r'\s(width|height)="[\d.]+"', "", head)
    return (
        f'{head} style="display: block; width: 100%; max-width: {width:.0f}px; height: auto">{rest}'
    )


def named(svg: str, words: str) -> str:
    """The SVG as an image named ``words`` (for a screen reader), unless it is one already
    (a ``<title>`` names it) or there are no words.

    >>> named('<svg width="4"></svg>', "A board")
    '<svg role="img" aria-label="A board" width="4"></svg>'
    >>> named('<svg role="img">\\n<title>Tula</title></svg>', "A board")
    '<svg role="img">\\n<title>Tula</title></svg>'
    """
    if not words or re.match(r"<svg[^>]*>\s*<title>", svg):
        return svg
    return svg.replace("<svg", f'<svg role="img" aria-label="{escape(words)}"', 1)


@dataclass(frozen=True)
class Still:
    """A picture as designed (``wide``, SVG text) and laid out for a narrow page
    (``narrow``; ``""`` when the designed one reads at any width): the wide one is shown
    where the page gives it its full width, the narrow one elsewhere, each scaled down
    with the page but never up. ``words`` name a picture that has no ``<title>``."""

    wide: str
    narrow: str = ""
    words: str = ""

    @property
    def least_width(self) -> float:
        """The narrowest the designed picture is shown: where its smallest text is drawn
        at :data:`LEAST_TEXT` CSS pixels (its full width when it has no text).

        >>> Still('<svg width="1248"><text font-size="12">a</text></svg>').least_width
        1040.0
        """
        width, text = svg_width(self.wide), smallest_text(self.wide)
        return float(math.ceil(width * min(1.0, LEAST_TEXT / text))) if text else width

    def html(self) -> str:
        """Both pictures and the container query that shows one (see the module text)."""
        width = svg_width(self.wide)
        wide = fluid_svg(named(self.wide, self.words), width)
        if not self.narrow:
            return wide
        narrow = fluid_svg(named(self.narrow, self.words), svg_width(self.narrow))
        least = self.least_width
        # the class names carry the width, so one picture's rule never reaches another's;
        # the narrow picture is hidden by its own style, so a page that drops the rule (an
        # untrusted notebook's sanitised output) shows the designed one alone, as before
        name = f"tk-still-{least:.0f}"
        return (
            f'<div class="tk-still {name}" style="container-type: inline-size; width: 100%">'
            f"<style>@container (width < {least:.0f}px) {{"
            f" .{name} > .tk-still-wide {{ display: none !important }}"
            f" .{name} > .tk-still-narrow {{ display: block !important }} }}</style>"
            f'<div class="tk-still-wide">{wide}</div>'
            f'<div class="tk-still-narrow" style="display: none">{narrow}</div></div>'
        )

    def _repr_html_(self) -> str:
        return self.html()

    def _repr_svg_(self) -> str:
        return self.wide


__all__ = ["LEAST_TEXT", "Still", "fluid_svg", "named", "smallest_text", "svg_width"]
