"""A board's stand-in on a page while the page fetches the board: a box of its size.

A page shows a board only once its scripts have loaded and the kernel has sent the
board's widgets, 7 to 20 seconds on a busy server; until then the widget renderer wrote
"Loading widget..." on one line, and the page jumped by the board's height when the board
came. A board shown as a cell's output (:meth:`tulakit.widgets.board.Board._ipython_display_`)
is now preceded by an HTML output, the placeholder: a box of the picture's size saying
"The board is loading…", with room below it for the board's controls. The page's template
shows it at once (in Voila even before the page's scripts run), keeps the board out of
sight while it is fetched and drawn, and then puts the board where the box was, in one
step (``share/jupyter/voila/templates/tulakit``: ``index.html.j2`` and
``static/tulakit-page.js``).

The picture's size depends on the page's width (the boards lay themselves out anew on a
narrow page), which the kernel does not know yet: the placeholder carries the size the
board would draw at each of :data:`SAMPLE_WIDTHS`, and the page works out the size for
its own width from them (:func:`size_for`). The words are a polite status, said once if
at all (a page has one board). The box is ``hidden`` for anything but tulakit's pages:
JupyterLab shows the board as ever, with nothing above it.

>>> print(placeholder_html([(0, 520, 420), (360, 388, 560)]))  # doctest: +NORMALIZE_WHITESPACE
<div class="tk-board-placeholder" hidden data-sizes="0:520x420 360:388x560">
<div class="tk-board-placeholder-picture" style="aspect-ratio: 520 / 420; max-width: 520px">
<p role="status">The board is loading…</p></div></div>

A tutorial's exercise (:mod:`tulakit.widgets.exercise`, the Tula tutorial's exercise
board) is shown the same way, as each exercise's output arrives: its placeholder is of the
kind :data:`EXERCISE`, with room for the exercise's prompt above its picture and for its
few lines below (the page's stylesheet, ``tk-exercise-placeholder``), not for a board's
controls.
"""

from __future__ import annotations

import html
import math
from collections.abc import Callable, Sequence
from typing import Any

#: a picture's size on a page: (the width the page gives the board, in CSS pixels; 0 for
#: the designed layout), then the picture's largest width and height in CSS pixels (its
#: scene's times its view's zoom; a narrower page shows it smaller, in proportion)
PictureSize = tuple[int, int, int]

#: the page widths the placeholder knows the picture's size at, besides the designed one:
#: phones (320, 360 and 400: 350, 390 and 430 px wide less the page's margins), a small
#: tablet, a tablet, and a narrow window (the Expert board's middle layout starts at 960).
#: The Chola pictures' narrow layout grows taller as the page narrows (its text keeps its
#: size): between two samples the height is drawn in a straight line, within 4 per cent.
SAMPLE_WIDTHS = (320, 360, 400, 480, 720, 960)
#: an exercise's picture is known at the smallest phones' width too: the Expert tutorial's
#: picture grows taller below 320 faster than a straight line from 320 and 360 says
EXERCISE_SAMPLE_WIDTHS = (300, *SAMPLE_WIDTHS)

#: what the placeholder output says it is, so the Voila template can write it into the
#: page itself instead of leaving it to the page's scripts (index.html.j2)
METADATA = {"tulakit": "board-placeholder"}

#: the words in the box
WORDS = "The board is loading…"

#: the kinds of widget a placeholder stands for, and the class each adds (the room the page
#: keeps around the picture: a board's controls below it, an exercise's prompt above it)
BOARD = "board"
EXERCISE = "exercise"
KIND_CLASSES = {BOARD: "", EXERCISE: " tk-exercise-placeholder"}


def picture_sizes(
    scene_size: Callable[[int], tuple[float, float, float]],
    samples: Sequence[int] = SAMPLE_WIDTHS,
) -> list[PictureSize]:
    """The picture's size for each page width: the designed layout's first (width 0),
    then those of ``samples`` narrower than it is shown. ``scene_size(width)`` is the
    scene a board draws on a page that gives it ``width`` CSS pixels (0: not known, the
    designed layout) and the view's zoom for it: the page shows the scene up to that many
    times its size (:attr:`tulakit.widgets.view.SceneView.zoom`).

    >>> picture_sizes(lambda w: (520, 420, 1) if w == 0 or w >= 520 else (388, 560, 1))
    [(0, 520, 420), (320, 388, 560), (360, 388, 560), (400, 388, 560), (480, 388, 560)]

    A board drawn where it fits and shown larger where the page has room is sampled at
    its drawn width too, where its layout changes (a Basic Chola board, 900 units wide,
    shown up to 1165 pixels: from 900 pixels, not 1165):

    >>> picture_sizes(lambda w: (900, 650, 1.3) if w == 0 or w >= 900 else (490, 1200, 1.3))[-3:]
    [(720, 637, 1560), (900, 1170, 845), (960, 1170, 845)]
    """
    width, height, zoom = scene_size(0)
    largest = width * zoom
    sizes: list[PictureSize] = [(0, round(largest), round(height * zoom))]
    for sample in sorted({*samples, math.ceil(width)}):
        if sample >= largest:
            break  # the designed layout fits at its largest: the board draws it
        w, h, z = scene_size(sample)
        sizes.append((sample, round(w * z), round(h * z)))
    return sizes


def size_for(sizes: Sequence[PictureSize], available: float) -> tuple[float, float]:
    """The picture's width and height on a page that gives the board ``available`` CSS
    pixels, from :func:`picture_sizes`: the designed layout when it fits; else the
    layout of the nearest sample width below (the narrowest, below them all), its height
    drawn in a straight line between two samples of that layout (a narrow layout's text
    follows the page's width, and with it the height). The page's script works it out by
    the same rule (``pictureSize`` in tulakit-page.js).

    >>> sizes = [(0, 900, 680), (320, 490, 1293), (360, 490, 1222), (480, 490, 1103)]
    >>> [round(size_for(sizes, w)[1]) for w in (300, 320, 340, 360, 420, 480, 899, 900)]
    [1328, 1293, 1258, 1222, 1162, 1103, 1103, 680]
    >>> size_for([(0, 1248, 800), (720, 490, 1781), (960, 960, 963)], 959)
    (490, 1781)
    """
    designed, *narrower = sizes
    if available >= designed[1] or not narrower:
        return designed[1], designed[2]
    below = [size for size in narrower if size[0] <= available]
    # the two samples around the width (the first two when it is narrower than all)
    at = max(len(below) - 1, 0)
    low, high = narrower[at], narrower[at + 1] if at + 1 < len(narrower) else None
    if high is None or high[1] != low[1]:  # no sample above, or another layout there
        return low[1], low[2]
    share = (available - low[0]) / (high[0] - low[0])
    return low[1], low[2] + share * (high[2] - low[2])


def placeholder_html(sizes: Sequence[PictureSize], kind: str = BOARD) -> str:
    """The placeholder's HTML: the box, sized for the designed layout until the page's
    script fits it to the page's width. It reads the sizes from ``data-sizes``, each
    written ``page width:width x height`` (not as Python's lists, which a learner's page
    must never show: tests/notebook_outputs.py). ``kind`` is what it stands for
    (:data:`BOARD` or :data:`EXERCISE`).

    >>> placeholder_html([(0, 540, 540)], EXERCISE).splitlines()[0]
    '<div class="tk-board-placeholder tk-exercise-placeholder" hidden data-sizes="0:540x540">'
    """
    _, width, height = sizes[0]
    data = " ".join(f"{page}:{w}x{h}" for page, w, h in sizes)
    return (
        f'<div class="tk-board-placeholder{KIND_CLASSES[kind]}" hidden data-sizes="{data}">\n'
        f'<div class="tk-board-placeholder-picture" style="aspect-ratio: {width} / {height};'
        f' max-width: {width}px">\n<p role="status">{html.escape(WORDS)}</p></div></div>'
    )


def show_with_placeholder(widget: Any, sizes: Sequence[PictureSize], kind: str = BOARD) -> None:
    """Display ``widget`` as a cell's output, the placeholder (of ``kind``) first."""
    from IPython.display import display

    # IPython ships no types
    placeholder = {"text/html": placeholder_html(sizes, kind), "text/plain": ""}
    display(placeholder, raw=True, metadata=METADATA)  # type: ignore[no-untyped-call]
    display(widget._repr_mimebundle_(), raw=True)  # type: ignore[no-untyped-call]
