"""The Chola options as a page's address writes them: ``?sculpture_layout=A``, ``?treasures=off``.

Every option of :class:`~tulakit.chola.options.CholaOptions` but ``variant`` (the page's own)
may be set by name in a Chola page's address, as the rulings show (``docs/rulings.md``). A
player writes them as words and numbers: a word in any case (``A`` or ``a``, ``Off``), a
number as digits (``6``), a switch as 1/0, yes/no, true/false or on/off.
:func:`option_value` turns such a text into the option's value, or refuses it with an
:class:`~tulakit.errors.OptionError` that names the option and what it takes, quoting at most
:data:`~tulakit.widgets.page.MAX_ECHO_CHARS` characters of the text.

>>> option_value("sculpture_layout", "a", "expert"), option_value("square_group_removed", "6", "expert")
('A', 6)
>>> option_value("stall_end_counts_replace", "On", "basic"), option_value("deck", "Even50", "basic")
(True, 'even50')
>>> option_value("square_group_removed", "5", "expert")
Traceback (most recent call last):
...
tulakit.errors.OptionError: option square_group_removed must be 6, 7, 8, 9 or 10 (or random), not '5'
>>> option_value("sculpture_layout", "A", "basic")
Traceback (most recent call last):
...
tulakit.errors.OptionError: option sculpture_layout belongs to the Expert game: set it on the Expert play page (chola-expert-play.ipynb)
"""

from __future__ import annotations

from dataclasses import fields

from tulakit.chola.options import CHOICES, SQUARE_GROUP_POINTS, CholaOptions
from tulakit.errors import OptionError
from tulakit.widgets.page import echo
from tulakit.words import and_list

#: the options an address may set (the variant is the page's own)
OPTION_NAMES: tuple[str, ...] = tuple(f.name for f in fields(CholaOptions) if f.name != "variant")
#: options only the Expert game has (CHOLA-X1, X2)
EXPERT_ONLY = ("sculpture_layout", "square_group_removed")
#: the whole-number options and the smallest value each takes (the largest: :data:`MAX_DIGITS`)
WHOLE_NUMBERS = {"stones_per_colour": 0, "solo_head_start": 0}
#: the most digits a whole-number option is read with (no option needs a billion)
MAX_DIGITS = 9
#: how an address says a switch is on or off (the words of the other pages' switches)
SWITCH_WORDS = {"1": True, "yes": True, "true": True, "on": True,
                "0": False, "no": False, "false": False, "off": False}  # fmt: skip
#: how an address asks for a square group removed at random (the option's default)
RANDOM_WORDS = ("random", "none")


def option_value(name: str, text: str, variant: str) -> str | int | bool | None:
    """The value of option ``name`` that ``text`` (from a page address) means, on a page
    playing ``variant``; an ``OptionError`` saying what the option takes otherwise.

    >>> option_value("solo_head_start", " 120 ", "solo"), option_value("square_group_removed", "Random", "expert")
    (120, None)
    >>> option_value("treasures", "lots", "basic")
    Traceback (most recent call last):
    ...
    tulakit.errors.OptionError: option treasures must be one of 'tiles', 'double', 'off', not 'lots'
    """
    if name in EXPERT_ONLY and variant != "expert":
        raise OptionError(
            f"option {name} belongs to the Expert game: set it on the Expert play page "
            "(chola-expert-play.ipynb)"
        )
    word = text.strip().casefold()
    if name in CHOICES:
        for allowed in CHOICES[name]:
            if allowed.casefold() == word:
                return allowed
        listed = ", ".join(repr(a) for a in CHOICES[name])
        raise OptionError(f"option {name} must be one of {listed}, not {echo(text)}")
    if name in WHOLE_NUMBERS:
        least = WHOLE_NUMBERS[name]
        if word.isascii() and word.isdigit() and len(word) <= MAX_DIGITS and int(word) >= least:
            return int(word)
        raise OptionError(
            f"option {name} must be a whole number of at least {least} "
            f"(at most {MAX_DIGITS} digits), not {echo(text)}"
        )
    if name == "square_group_removed":
        if word in RANDOM_WORDS:
            return None
        if word in {str(points) for points in SQUARE_GROUP_POINTS}:
            return int(word)
        groups = and_list([str(p) for p in SQUARE_GROUP_POINTS], last="or")
        raise OptionError(f"option {name} must be {groups} (or random), not {echo(text)}")
    if isinstance(getattr(CholaOptions, name, None), bool):
        if word in SWITCH_WORDS:
            return SWITCH_WORDS[word]
        raise OptionError(
            f"option {name} must be 1 or 0 (yes/no, true/false, on/off), not {echo(text)}"
        )
    raise OptionError(f"this page has no option {echo(name)}")


__all__ = ["EXPERT_ONLY", "OPTION_NAMES", "RANDOM_WORDS", "SWITCH_WORDS", "option_value"]
