"""The named options of Tulaga (TULAGA-2), checked once when they are made.

Tulaga has one option, the number of rank stones each player starts with. Like
:class:`tulakit.tula.game.TulaOptions` and :class:`tulakit.chola.options.CholaOptions` it
lives in a frozen object, so the game, its records, its share links and its board all
read one value that has already been checked, never a bare number that could be ``4.0``.

>>> TulagaOptions().rank_stones
6
>>> TulagaOptions(rank_stones=4).to_dict()
{'rank_stones': 4}
>>> TulagaOptions(rank_stones=4.0)
Traceback (most recent call last):
...
tulakit.errors.OptionError: option rank_stones must be the whole number 4, 5 or 6 (TULAGA-2), not 4.0
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields
from typing import Any

from tulakit.errors import OptionError

#: TULAGA-2: the numbers of rank stones a game may start with; 6 is the full game
RANK_STONE_CHOICES: tuple[int, ...] = (4, 5, 6)


def _is_whole(value: object) -> bool:
    """True for an ``int`` that is not a ``bool`` (``True == 1`` would slip through)."""
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class TulagaOptions:
    """Every named option of the Tulaga rulings, with the rulings' defaults.

    ``rank_stones`` is the number of rank stones each player starts with: 6 for the full
    game, 5 or 4 for a shorter one (TULAGA-2).
    """

    rank_stones: int = 6  # TULAGA-2

    def __post_init__(self) -> None:
        value = self.rank_stones
        # a float (4.0) would compare equal to 4 and then spread into the piles, the
        # records and the messages ("4.0 rank stones"), so only a true int passes
        if not _is_whole(value) or value not in RANK_STONE_CHOICES:
            raise OptionError(
                f"option rank_stones must be the whole number 4, 5 or 6 (TULAGA-2), not {value!r}"
            )

    def to_dict(self) -> dict[str, Any]:
        """The options as plain JSON values (the ``options`` of a record).

        >>> TulagaOptions(rank_stones=5).to_dict()
        {'rank_stones': 5}
        """
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> TulagaOptions:
        """Options from a record's ``options``; a missing one takes its default.

        ``OptionError`` for a name that is not an option or a value that is not allowed.

        >>> TulagaOptions.from_dict({}).rank_stones, TulagaOptions.from_dict({"rank_stones": 4})
        (6, TulagaOptions(rank_stones=4))
        >>> TulagaOptions.from_dict({"ranks": 4})
        Traceback (most recent call last):
        ...
        tulakit.errors.OptionError: 'ranks' is not a Tulaga option: the only one is 'rank_stones' (TULAGA-2)
        """
        for key in data:
            if key not in cls.names():
                raise OptionError(
                    f"{key!r} is not a Tulaga option: the only one is 'rank_stones' (TULAGA-2)"
                )
        return cls(**data)

    @classmethod
    def names(cls) -> tuple[str, ...]:
        """The option names.

        >>> TulagaOptions.names()
        ('rank_stones',)
        """
        return tuple(f.name for f in fields(cls))


__all__ = ["RANK_STONE_CHOICES", "TulagaOptions"]
