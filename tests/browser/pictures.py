"""How large the text of a page's still pictures is drawn: each picture's smallest text.

A still picture is an SVG an output shows: as an ``<img>`` (JupyterLab's way with an SVG
output), inline in HTML (the landing page's cards, a picture laid out for any width), or
in an exercise's HTML widget. The boards and the exercises drawn on a board's view
(``.tk-surface``) lay themselves out anew for the page once it reports its width, and
are measured by their own tests.

A text's size is its computed font size times the scale from its user units to CSS
pixels (``getScreenCTM``), so a picture scaled down with the page is measured as shown.
An ``<img>`` keeps its SVG out of reach of the page's script: its source is read from
the image's address and drawn, hidden, at the width the image has.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: JavaScript: every still picture shown on the page, as [kind, rendered width, smallest
#: text in CSS pixels (null: no text), that text, the picture's name]
STILL_TEXT = """async () => {
    const smallest = (svg) => {
        let least = null, what = '';
        for (const t of svg.querySelectorAll('text')) {
            const m = t.getScreenCTM();
            if (!m || !t.textContent.trim()) continue;
            const px = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
            if (least === null || px < least) { least = px; what = t.textContent.trim(); }
        }
        return [least, what.slice(0, 30)];
    };
    const name = (svg, img) => {
        const title = img ? img.getAttribute('alt') : svg.getAttribute('aria-label')
            || (svg.querySelector(':scope > title') || {}).textContent;
        return (title || '').trim().slice(0, 60);
    };
    const source = async (src) => {
        if (!src.startsWith('data:')) return (await fetch(src)).text();
        const comma = src.indexOf(',');
        const body = src.slice(comma + 1);
        if (!src.slice(0, comma).includes(';base64')) return decodeURIComponent(body);
        return new TextDecoder().decode(Uint8Array.from(atob(body), (c) => c.charCodeAt(0)));
    };
    const out = [];
    for (const img of document.querySelectorAll('#rendered_cells img')) {
        const src = img.getAttribute('src') || '';
        const box = img.getBoundingClientRect();
        if (!box.width || !/^data:image\\/svg|^blob:/.test(src)) continue;
        const holder = document.createElement('div');
        holder.style.cssText = `position: absolute; left: -30000px; top: 0; width: ${box.width}px`;
        holder.innerHTML = await source(src);
        document.body.appendChild(holder);
        const svg = holder.querySelector('svg');
        svg.removeAttribute('width');
        svg.removeAttribute('height');
        svg.style.cssText = 'display: block; width: 100%; height: auto';
        out.push(['img', box.width, ...smallest(svg), name(svg, img)]);
        holder.remove();
    }
    for (const svg of document.querySelectorAll('#rendered_cells svg')) {
        if (svg.ownerSVGElement || svg.closest('.tk-surface')) continue;  // a board's
        const box = svg.getBoundingClientRect();
        if (!box.width) continue;  // not shown (the other layout of a picture)
        out.push(['inline', box.width, ...smallest(svg), name(svg, null)]);
    }
    return out;
}"""


@dataclass(frozen=True)
class Picture:
    """One still picture as the page shows it."""

    kind: str  # "img" or "inline"
    width: float  # CSS pixels
    smallest: float | None  # its smallest text in CSS pixels, None without text
    text: str  # that text
    name: str  # its title or alt

    def __str__(self) -> str:
        return (
            f"{self.kind} {self.width:.0f} px wide, {self.smallest or 0:.1f} px text"
            f" ({self.text!r}): {self.name}"
        )


def still_pictures(page: Any) -> list[Picture]:
    """Every still picture shown on ``page`` (see the module text)."""
    found: list[list[Any]] = page.evaluate(STILL_TEXT)
    return [Picture(*one) for one in found]
