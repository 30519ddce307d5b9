"""Colours and the named options of the Chola temple game (CHOLA-S1, T2, P1..P2, E1, SO1, X1, X2).

>>> colour("light-brown"), COLOUR_TOKENS[4], COLOUR_NAMES[1]
(1, 'gold', 'light brown')
>>> CholaOptions().pattern_scoring
'increment'
>>> CholaOptions(deck="big")
Traceback (most recent call last):
...
tulakit.errors.OptionError: option deck must be one of 'calibrated80', 'proposed60', 'even50', not 'big'
>>> CholaOptions().deck, LEGACY_DECK
('calibrated80', 'proposed60')
>>> CholaOptions(variant="expert", square_group_removed=8).sculpture_layout
'B'
>>> CholaOptions(sculpture_layout="A")
Traceback (most recent call last):
...
tulakit.errors.OptionError: option sculpture_layout belongs to the Expert game: add variant="expert"
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from tulakit.errors import NotationError, OptionError
from tulakit.words import quoted

#: CHOLA-S1: the five stone colours, by index
COLOUR_NAMES: tuple[str, ...] = ("brown", "light brown", "white", "grey", "gold")
#: the same colours as one-word notation tokens
COLOUR_TOKENS: tuple[str, ...] = tuple(n.replace(" ", "-") for n in COLOUR_NAMES)
N_COLOURS = len(COLOUR_NAMES)

#: the allowed values of each text option; the first is the default
CHOICES: dict[str, tuple[str, ...]] = {
    "variant": ("basic", "solo", "expert"),  # expert: CHOLA-W1, X1-X3, B1, E3
    "deck": ("calibrated80", "proposed60", "even50"),  # CHOLA-C2, C3
    "treasures": ("tiles", "double", "off"),  # CHOLA-T2
    "double_star": ("once", "per_star"),  # CHOLA-T2
    "pattern_scoring": ("increment", "full"),  # CHOLA-P2
    "pattern_shape": ("group", "line"),  # CHOLA-P2
    "pattern_adjacency": ("orthogonal", "king"),  # CHOLA-P2
    "sculpture_layout": ("B", "A"),  # CHOLA-X1 (Expert)
}
#: CHOLA-C3: the deck of records and links that name none (they were all made before the
#: calibrated deck became the default, so they replay with the deck they were played with)
LEGACY_DECK = "proposed60"
#: CHOLA-X2: the point values of the square groups, one of which setup removes
SQUARE_GROUP_POINTS: tuple[int, ...] = (6, 7, 8, 9, 10)


def colour(token: str) -> int:
    """The colour index of a notation token such as ``'white'`` or ``'light-brown'``."""
    if token in COLOUR_TOKENS:
        return COLOUR_TOKENS.index(token)
    raise NotationError(
        f"{quoted(token)} is not a stone colour: use one of {', '.join(COLOUR_TOKENS)}"
    )


def colour_index(value: int | str) -> int:
    """A colour given by index or by name (``'light brown'`` or ``'light-brown'``), as an
    index; ``OptionError`` otherwise (for set-ups: colours of seats, arranged positions).

    >>> colour_index("light brown"), colour_index(4)
    (1, 4)
    """
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < N_COLOURS:
        return value
    if isinstance(value, str) and value.replace(" ", "-") in COLOUR_TOKENS:
        return COLOUR_TOKENS.index(value.replace(" ", "-"))
    raise OptionError(f"{value!r} is not a stone colour: use one of {', '.join(COLOUR_TOKENS)}")


@dataclass(frozen=True)
class CholaOptions:
    """Every named option of the rulings, with the rulings' defaults."""

    variant: str = "basic"
    stones_per_colour: int = 30  # CHOLA-S1
    deck: str = "calibrated80"  # CHOLA-C2, C3
    treasures: str = "tiles"  # CHOLA-T2
    double_star: str = "once"  # CHOLA-T2
    pattern_scoring: str = "increment"  # CHOLA-P2
    pattern_shape: str = "group"  # CHOLA-P2
    pattern_adjacency: str = "orthogonal"  # CHOLA-P2
    stall_end_counts_replace: bool = False  # CHOLA-E1
    solo_head_start: int = 100  # CHOLA-SO1
    sculpture_layout: str = "B"  # CHOLA-X1 (Expert only)
    square_group_removed: int | None = None  # CHOLA-X2 (Expert only): None = at random

    def __post_init__(self) -> None:
        for name, allowed in CHOICES.items():
            value = getattr(self, name)
            if value not in allowed:
                listed = ", ".join(repr(a) for a in allowed)
                raise OptionError(f"option {name} must be one of {listed}, not {value!r}")
        for name in ("stones_per_colour", "solo_head_start"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise OptionError(f"option {name} must be a whole number >= 0, not {value!r}")
        if not isinstance(self.stall_end_counts_replace, bool):
            raise OptionError("option stall_end_counts_replace must be true or false")
        group = self.square_group_removed
        if group is not None and (
            not isinstance(group, int)
            or isinstance(group, bool)
            or group not in SQUARE_GROUP_POINTS
        ):
            raise OptionError(
                f"option square_group_removed must be None (at random) or 6 to 10, not {group!r}"
            )
        if self.variant != "expert":
            for name in ("sculpture_layout", "square_group_removed"):
                if getattr(self, name) != getattr(CholaOptions, name):
                    raise OptionError(
                        f'option {name} belongs to the Expert game: add variant="expert"'
                    )

    def to_dict(self) -> dict[str, Any]:
        """The options as plain JSON values."""
        return asdict(self)

    @classmethod
    def names(cls) -> tuple[str, ...]:
        """The option names."""
        return tuple(f.name for f in fields(cls))
