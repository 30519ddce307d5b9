"""The colours of every picture: the Okabe-Ito palette, and the named roles drawings paint with.

Okabe and Ito chose these eight colours so that people with any common kind of colour
blindness can still tell them apart; every board, lesson picture and chart draws its
highlights from them (always with a second cue as well: a dash, a shape or a word).

No drawing writes a colour itself: it paints with a *role* from :data:`ROLES` (in the
spirit of python-chess's ``chess.svg.DEFAULT_COLORS``), and a role is written into the
SVG as a CSS custom property with its light colour as the fallback::

    fill="var(--tk-surface, #EDE7DA)"

so a picture read with no page CSS at all (a notebook on GitHub, an ``<img>``, a lesson
picture) is the light picture, and a page that sets ``--tk-surface`` repaints it.
``tulakit/widgets/static/view.css`` sets the roles for the dark theme and for forced
colours (Windows high contrast); the light values live here only.

Roles come in three kinds, and the kind decides what a theme may do with them:

* **table roles** (:data:`TABLE`): what lies around the game: the picture's surface, its
  text and lines, the players' panels, the result banners. The dark theme maps them to
  dark surfaces with light text; forced colours map them to the system colours
  (``Canvas``, ``CanvasText``, ``GrayText``).
* **mark roles** (:data:`MARKS`): the highlights (legal moves, the last move, the
  selection, a lesson's rings). They stay Okabe-Ito in the dark theme too (they were
  chosen to read on light and dark alike, and every one has a second cue); in forced
  colours they become ``Highlight`` and ``LinkText``, the system's own.
* **piece roles** (:data:`PIECES`): the things on the table (Tula's tiles and their suit
  colours, Tulaga's board and black and white stones, Chola's coloured stones, temple and
  cards). Their colours are game information, so they are the same in every theme: the
  dark theme keeps them as they are (a wooden board or a white tile on a dark table reads
  as it does in the hand, and a mapped stone colour would be a different stone), and
  forced colours keeps them too (``forced-color-adjust: none`` on the picture), inside
  outlines in the system's colours. Text written on a piece uses a piece role
  (:data:`CARD_INK`), never the table's :data:`INK`, so it stays dark on its light piece.

>>> BLUE, VERMILLION, OKABE_ITO[1]
('#0072B2', '#D55E00', '#E69F00')
>>> SURFACE
'var(--tk-surface, #EDE7DA)'
>>> role_of(SURFACE), ROLES["surface"]
('surface', '#EDE7DA')
>>> FOUND_COLOUR == HL_GREEN and ROLES[role_of(FOUND_COLOUR)] == BLUISH_GREEN
True
>>> TABLE.isdisjoint(MARKS) and MARKS.isdisjoint(PIECES) and TABLE | MARKS | PIECES == set(ROLES)
True
"""

from __future__ import annotations

import re

BLACK = "#000000"
ORANGE = "#E69F00"
SKY_BLUE = "#56B4E9"
BLUISH_GREEN = "#009E73"
YELLOW = "#F0E442"
BLUE = "#0072B2"
VERMILLION = "#D55E00"
REDDISH_PURPLE = "#CC79A7"

#: the palette in Okabe and Ito's own order
OKABE_ITO: tuple[str, ...] = (
    BLACK,
    ORANGE,
    SKY_BLUE,
    BLUISH_GREEN,
    YELLOW,
    BLUE,
    VERMILLION,
    REDDISH_PURPLE,
)

#: every role by name, with its light colour (the one table of colours)
ROLES: dict[str, str] = {}
_KINDS: dict[str, set[str]] = {"table": set(), "mark": set(), "piece": set()}

#: a role as it is written into a picture: ``var(--tk-NAME, #LIGHT)``
ROLE_PAINT = re.compile(r"var\(--tk-([a-z0-9-]+), (#[0-9A-F]{6})\)")


def _role(name: str, light: str, kind: str) -> str:
    ROLES[name] = light
    _KINDS[kind].add(name)
    return paint(name)


def paint(name: str) -> str:
    """What a shape's ``fill`` or ``stroke`` says to be painted in role ``name``.

    >>> paint("ink")
    'var(--tk-ink, #2B2B2B)'
    """
    return f"var(--tk-{name}, {ROLES[name]})"


def role_of(value: str) -> str | None:
    """The role a paint value names, or ``None`` when it is not exactly a role's paint.

    >>> role_of(paint("card")), role_of("red"), role_of("var(--tk-card, #000000)")
    ('card', None, None)
    """
    match = ROLE_PAINT.fullmatch(value)
    if match is None or ROLES.get(match[1]) != match[2]:
        return None
    return match[1]


# --- table roles: the surface and what is written on it (dark and forced colours map them)
SURFACE = _role("surface", "#EDE7DA", "table")  # the picture's background
INK = _role("ink", "#2B2B2B", "table")  # text and lines on the surface and the panels
INK_MUTED = _role("ink-muted", "#555555", "table")  # secondary text ("no cards", names)
INK_FAINT = _role("ink-faint", "#8A8A8A", "table")  # what is not there ("empty")
COORDINATES = _role("coordinates", "#5A4632", "table")  # a board's column and row labels
PANEL = _role("panel", "#FFFFFF", "table")  # the seat to move, a chart's ground
PANEL_IDLE = _role("panel-idle", "#F6F1E6", "table")  # the other seats
PANEL_EDGE = _role("panel-edge", "#B9AF9A", "table")  # their outline, empty slots
GRID = _role("grid", "#DDDDDD", "table")  # a chart's grid lines
WON_PANEL = _role("won-panel", "#E8F6EF", "table")  # the result banner, won
WON_INK = _role("won-ink", "#00664A", "table")
LOST_PANEL = _role("lost-panel", "#FBEBE3", "table")  # the result banner, lost
MERCY_PANEL = _role("mercy-panel", "#F7E6EF", "table")  # Tula's "mercy available" badge
MERCY_INK = _role("mercy-ink", "#7A3D62", "table")
PENDING_PANEL = _role("pending-panel", "#EAF2F8", "table")  # Tulaga's turn being built
TO_MOVE_INK = _role("to-move-ink", "#B86E00", "table")  # the words "to move"
NOTE_INK = _role("note-ink", BLUE, "table")  # a note in the selection's colour (Chola)

# --- mark roles: the highlights, Okabe-Ito (forced colours maps them)
HL_ORANGE = _role("hl-orange", ORANGE, "mark")
HL_SKY = _role("hl-sky", SKY_BLUE, "mark")
HL_SKY_EDGE = _role("hl-sky-edge", "#1F6FA0", "mark")  # a darker edge to sky blue's glow
HL_GREEN = _role("hl-green", BLUISH_GREEN, "mark")
HL_BLUE = _role("hl-blue", BLUE, "mark")
HL_VERMILLION = _role("hl-vermillion", VERMILLION, "mark")
HL_PURPLE = _role("hl-purple", REDDISH_PURPLE, "mark")
#: white round a highlight or on it (a badge's number, the halo under a review's marks)
ON_MARK = _role("on-mark", "#FFFFFF", "mark")

# --- piece roles: game information, the same in every theme
SHADOW = _role("shadow", "#1E1A16", "piece")  # not black: black is Tula's Moons colour
SERIES = tuple(  # a chart's lines, one per seat
    _role(f"series-{i + 1}", colour, "piece")
    for i, colour in enumerate((BLUE, VERMILLION, BLUISH_GREEN, REDDISH_PURPLE, ORANGE, SKY_BLUE))
)
#: piecepack suits: Suns, Moons, Crowns, Arms
SUIT_SUNS = _role("suit-suns", VERMILLION, "piece")
SUIT_MOONS = _role("suit-moons", BLACK, "piece")
SUIT_CROWNS = _role("suit-crowns", BLUISH_GREEN, "piece")
SUIT_ARMS = _role("suit-arms", BLUE, "piece")
TILE_FACE = _role("tile-face", "#FBF6E9", "piece")
TILE_EDGE = _role("tile-edge", "#3A3A3A", "piece")
#: Tula's faces and backs by layer: lighter with each layer, so the layers read at a glance
TILE_FACES = tuple(
    _role(f"tile-face-{n}", c, "piece")
    for n, c in enumerate(("#F3ECDA", "#F8F2E3", "#FCF8EE", "#FFFFFF"), 1)
)
TILE_BACKS = tuple(
    _role(f"tile-back-{n}", c, "piece")
    for n, c in enumerate(("#2F3A4F", "#3E4C66", "#4F6080", "#63769A"), 1)
)
TILE_BACK_LINES = _role("tile-back-lines", "#9FB0CF", "piece")
TILE_NUMBER = _role("tile-number", "#6B6B6B", "piece")  # a tile's position, on its face
TILE_BACK_NUMBER = _role("tile-back-number", "#E4EBF7", "piece")  # ... on its back
#: Tulaga's board: the usual chess board squares, in a wooden frame
WOOD = _role("wood", "#C99A5B", "piece")
WOOD_EDGE = _role("wood-edge", "#8B6437", "piece")
BOARD_EDGE = _role("board-edge", "#6B4A26", "piece")
SQUARE_LIGHT = _role("square-light", "#F0D9B5", "piece")
SQUARE_DARK = _role("square-dark", "#B58863", "piece")
#: Tulaga's stones, black then white: fill, edge, shine, and the band of a ranked stone
BW_FILL = (_role("black-stone", "#1C1C1C", "piece"), _role("white-stone", "#FAF8F2", "piece"))
BW_EDGE = (_role("black-edge", BLACK, "piece"), _role("white-edge", "#3A3A3A", "piece"))
BW_SHINE = (_role("black-shine", "#6E6E6E", "piece"), _role("white-shine", "#FFFFFF", "piece"))
BW_TRIM = (_role("black-trim", "#E6C65C", "piece"), _role("white-trim", "#8A6D1F", "piece"))
#: Chola's stones (CHOLA-S1), in the game's colour order: a shade, an edge and a mark each
_CHOLA = ("brown", "light-brown", "white", "grey", "gold")
STONE_FILL = tuple(
    _role(f"stone-{c}", v, "piece")
    for c, v in zip(_CHOLA, ("#6B3E1E", "#C8975A", "#F6F3EC", "#8E8E8E", "#E8B923"), strict=True)
)
STONE_EDGE = tuple(
    _role(f"stone-{c}-edge", v, "piece")
    for c, v in zip(_CHOLA, ("#3B2010", "#7A5528", "#6F6A60", "#4A4A4A", "#8A6A05"), strict=True)
)
STONE_MARK = tuple(
    _role(f"stone-{c}-mark", v, "piece")
    for c, v in zip(_CHOLA, ("#F4E6D4", "#3B2010", "#2B2B2B", "#FFFFFF", "#5A4300"), strict=True)
)
#: Chola's temple: sandstone, the doorway and the ground it stands on
SANDSTONE = _role("sandstone", "#E2D3B3", "piece")
SANDSTONE_EDGE = _role("sandstone-edge", "#A8956F", "piece")
SANDSTONE_FAINT = _role("sandstone-faint", "#EDE3CC", "piece")  # the expert board's slots
SANDSTONE_FAINT_EDGE = _role("sandstone-faint-edge", "#D3C6A6", "piece")
DOORWAY = _role("doorway", "#4A3B2A", "piece")
DOORWAY_INK = _role("doorway-ink", "#E9DFC8", "piece")
GROUND = _role("ground", "#6B5A3E", "piece")
STAR = _role("star", "#F3E3B0", "piece")
STAR_EDGE = _role("star-edge", "#B8860B", "piece")
TREASURE = _role("treasure", "#FFF8E1", "piece")  # a treasure or sculpture tile
TREASURE_INK = _role("treasure-ink", "#6B4E00", "piece")
#: Chola's cards (and other light pieces: a wagon's empty box, a card's "any colour")
CARD = _role("card", "#FFFDF6", "piece")
CARD_EDGE = _role("card-edge", "#8C7A5B", "piece")
CARD_USED = _role("card-used", "#E9E3D6", "piece")
CARD_INK = _role("card-ink", "#2B2B2B", "piece")  # text and marks on a light piece
CARD_INK_USED = _role("card-ink-used", "#4F4F4F", "piece")
CARD_LINE = _role("card-line", "#333333", "piece")
PIECE_WHITE = _role("piece-white", "#FFFFFF", "piece")
CARD_DARK = _role("card-dark", "#5A5A5A", "piece")  # a card's "colour X" squares
CARD_LIGHT = _role("card-light", "#E8E8E8", "piece")  # ... and its "colour Y" squares
CARD_BACK = _role("card-back", "#7A4E2D", "piece")
CARD_BACK_EDGE = _role("card-back-edge", "#3B2010", "piece")
CARD_BACK_LINE = _role("card-back-line", "#D9B77E", "piece")
CARD_BACK_INK = _role("card-back-ink", "#F6E7C8", "piece")
CARD_DOWN = _role("card-down", "#5A4632", "piece")  # an expert bonus card face down
#: Chola Expert's sculptures: slate with hatching (a carved cover, not only a shade)
SCULPTED = _role("sculpted", "#5E6B6E", "piece")
SCULPTED_EDGE = _role("sculpted-edge", "#2F3A3C", "piece")
SCULPTED_HATCH = _role("sculpted-hatch", "#E8E4DA", "piece")
SCULPTED_TILE = _role("sculpted-tile", "#D7D2C6", "piece")
SCULPTED_TILE_HATCH = _role("sculpted-tile-hatch", "#8A857A", "piece")
SCULPTED_TILE_INK = _role("sculpted-tile-ink", "#4F4A40", "piece")
EXPERT_TILE = _role("expert-tile", "#FFF8E8", "piece")
WAGON_EDGE = _role("wagon-edge", "#9A9080", "piece")  # an empty box in a wagon

#: the roles of each kind (see the module's description)
TABLE: frozenset[str] = frozenset(_KINDS["table"])
MARKS: frozenset[str] = frozenset(_KINDS["mark"])
PIECES: frozenset[str] = frozenset(_KINDS["piece"])

#: the rings round answers already found in a lesson's exercise (every game)
FOUND_COLOUR = HL_GREEN


__all__ = [
    "BLACK",
    "BLUE",
    "BLUISH_GREEN",
    "FOUND_COLOUR",
    "MARKS",
    "OKABE_ITO",
    "ORANGE",
    "PIECES",
    "REDDISH_PURPLE",
    "ROLES",
    "SKY_BLUE",
    "TABLE",
    "VERMILLION",
    "YELLOW",
    "paint",
    "role_of",
]
