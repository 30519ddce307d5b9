"""Language helpers shared by the three games: lists and stone counts in words.

Every sentence that lists things ("tiles 13, 14 and 20", "you hold 1 brown and 2 white")
is built here, so the games, lessons and boards list things the same way and a screen
reader hears the same shape of sentence everywhere. Pure functions of strings and
numbers: no game is imported.

>>> and_list(["a5", "b5", "c5"]), and_list(["north", "south"], last="or")
('a5, b5 and c5', 'north or south')
>>> noun_list("tile", ["13", "14", "20"])
'tiles 13, 14 and 20'
>>> stones_words((1, 0, 2), ("brown", "grey", "white"))
'1 brown and 2 white'
>>> counted(1, "tile"), counted(3, "rank stone")
('1 tile', '3 rank stones')
>>> print(quoted("it's"))
'it's'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence


def and_list(items: Iterable[str], *, last: str = "and", empty: str = "") -> str:
    """``'a'``, ``'a and b'``, ``'a, b and c'`` (no comma before the last word); ``empty``
    for no items. ``last`` is the word before the final item (``'or'`` for choices).

    >>> and_list(["c1", "c4", "c9"]), and_list(["c1"]), and_list([])
    ('c1, c4 and c9', 'c1', '')
    >>> and_list(["pick", "replace", "draw"], last="or"), and_list([], empty="nothing")
    ('pick, replace or draw', 'nothing')
    """
    items = list(items)
    if not items:
        return empty
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + f" {last} " + items[-1]


def counted(count: int, noun: str, plural: str | None = None) -> str:
    """A number and its noun, plural unless the number is 1: ``'1 stone'``, ``'0 stones'``,
    ``'3 stones'``; ``plural`` for a noun that does not just take an ``s``.

    >>> counted(1, "turn"), counted(0, "turn"), counted(2, "way"), counted(2, "match", "matches")
    ('1 turn', '0 turns', '2 ways', '2 matches')
    """
    return f"{count} {noun if count == 1 else plural or noun + 's'}"


def noun_list(noun: str, items: Iterable[str], *, empty: str = "") -> str:
    """Named things after their noun, plural when there are several: ``'tile 13'``,
    ``'tiles 13, 14 and 20'``; ``empty`` (default ``'no <noun>'``) for none.

    >>> noun_list("tile", ["13"]), noun_list("tile", ["13", "20"]), noun_list("tile", [])
    ('tile 13', 'tiles 13 and 20', 'no tile')
    """
    items = list(items)
    if not items:
        return empty or f"no {noun}"
    return f"{noun}{'s' if len(items) > 1 else ''} {and_list(items)}"


def stones_words(
    counts: Sequence[int],
    names: Sequence[str],
    *,
    joiner: str | None = None,
    biggest_first: bool = False,
    empty: str = "no stones",
) -> str:
    """Stones per colour in words: ``counts[c]`` stones of the colour ``names[c]``,
    colours with none left out, ``empty`` when there are none at all.

    A list of what someone holds reads as a sentence, ``'1 brown, 2 white and 1 gold'``;
    a cost or a payment reads as a sum, with ``joiner=" + "``: ``'3 light brown + 1 gold'``
    (a terse label may take ``joiner=", "``). ``biggest_first`` puts the largest count
    first (a sculpture's price reads best so).

    >>> names = ("brown", "light brown", "white", "grey", "gold")
    >>> stones_words((1, 0, 2, 0, 1), names), stones_words((0,) * 5, names)
    ('1 brown, 2 white and 1 gold', 'no stones')
    >>> stones_words((1, 4, 0, 0, 0), names, joiner=" + ", biggest_first=True)
    '4 light brown + 1 brown'
    """
    if len(counts) != len(names):
        raise ValueError(f"{len(counts)} counts for {len(names)} colour names")
    parts = [(n, c) for c, n in enumerate(counts) if n]
    if biggest_first:
        parts.sort(key=lambda part: (-part[0], part[1]))  # ties keep the colour order
    said = [f"{n} {names[c]}" for n, c in parts]
    if not said:
        return empty
    return and_list(said) if joiner is None else joiner.join(said)


__all__ = ["and_list", "counted", "noun_list", "stones_words"]


def quoted(text: str) -> str:
    r"""``text`` between single quotes, as a message shows what someone typed or a file
    held. Unlike ``repr`` it never switches to double quotes nor doubles a backslash (a
    player reads ``'it's'``, not ``"it's"``), and a character that does not print (a tab,
    a line break) shows as a space, so a message stays one line.

    >>> print(quoted("e5"), quoted("a\\b"), quoted("two\nlines"))
    'e5' 'a\b' 'two lines'
    """
    return "'" + "".join(c if c.isprintable() else " " for c in text) + "'"
