"""The colours of every picture: the Okabe-Ito palette, and the roles all games share.

Okabe and Ito chose these eight colours so that people with any common kind of colour
blindness can still tell them apart; every board, lesson picture and chart draws its
highlights from them (always with a second cue as well: a dash, a shape or a word).
Named here once, so a colour is never mistyped in one module and right in another.

>>> BLUE, VERMILLION, OKABE_ITO[1]
('#0072B2', '#D55E00', '#E69F00')
>>> FOUND_COLOUR == BLUISH_GREEN
True
"""

from __future__ import annotations

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

#: the rings round answers already found in a lesson's exercise (every game)
FOUND_COLOUR = BLUISH_GREEN


__all__ = [
    "BLACK",
    "BLUE",
    "BLUISH_GREEN",
    "FOUND_COLOUR",
    "OKABE_ITO",
    "ORANGE",
    "REDDISH_PURPLE",
    "SKY_BLUE",
    "VERMILLION",
    "YELLOW",
]
