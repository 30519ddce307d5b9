"""A game's page-address settings as a table, read by one reader.

Each game's board lists the settings its page address may carry, once, as a table of
:class:`Number`, :class:`Switch`, :class:`Choice` and :class:`Text` entries (its
``<game>_share`` module keeps it beside the link it writes). :func:`read_address` reads
them in the table's order through :class:`~tulakit.widgets.page.QueryReader`, so a bad
value falls back to its default with a note in words, and a setting the table does not
name is reported as unknown. A default may depend on the settings read before it.

>>> from tulakit.widgets.page import QueryReader
>>> table = (
...     Number("seed", -1, 0, 99, what="a seed", instead="a random deal was used"),
...     Switch("winnable", lambda got: got.number("seed") < 0),
...     Choice("bot", ("human", "greedy"), "human", "you play hotseat"),
...     Text("moves"),
... )
>>> reader = QueryReader({"seed": "x", "bot": "Greedy", "colour": "red"})
>>> got = read_address(reader, table)
>>> got.number("seed"), got.switch("winnable"), got.choice("bot"), got.text("moves")
(-1, True, 'greedy', None)
>>> reader.message()
"'x' is not a seed, so a random deal was used (seed: a whole number from 0 to 99). This page has no setting 'colour', so it was ignored."
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from tulakit.widgets.page import QueryReader

ValueT = TypeVar("ValueT")


class Address:
    """The settings of ``table`` read from a page address in order, by name and kind;
    the address's settings the table does not name are noted as unknown."""

    def __init__(self, reader: QueryReader, table: Sequence[Entry]) -> None:
        self._values: dict[str, int | bool | str | None] = {}
        for entry in table:
            self._values[entry.name] = entry.read(reader, self)
        reader.unknown({entry.name for entry in table})

    def number(self, name: str) -> int:
        """A :class:`Number`'s value."""
        value = self._values[name]
        assert isinstance(value, int) and not isinstance(value, bool)
        return value

    def switch(self, name: str) -> bool:
        """A :class:`Switch`'s value."""
        value = self._values[name]
        assert isinstance(value, bool)
        return value

    def choice(self, name: str) -> str:
        """A :class:`Choice`'s value (one of its options)."""
        value = self._values[name]
        assert isinstance(value, str)
        return value

    def text(self, name: str) -> str | None:
        """A :class:`Text`'s value as given (``None``: the address does not say)."""
        value = self._values[name]
        assert value is None or isinstance(value, str)
        return value


def _fallback(default: ValueT | Callable[[Address], ValueT], got: Address) -> ValueT:
    """A default, or how to work it out from the settings read before."""
    return default(got) if callable(default) else default


@dataclass(frozen=True)
class Number:
    """A whole number from ``minimum`` to ``maximum``; ``what`` and ``instead`` word a
    bad one ("'x' is not *a seed*, so *a random deal was used*"), followed by the setting's
    name and range ("(seed: a whole number from 0 to 99)")."""

    name: str
    default: int | Callable[[Address], int]
    minimum: int | None = None
    maximum: int | None = None
    what: str | None = None
    instead: str | None = None

    def read(self, reader: QueryReader, got: Address) -> int:
        return reader.int(
            self.name,
            _fallback(self.default, got),
            minimum=self.minimum,
            maximum=self.maximum,
            what=self.what,
            instead=self.instead,
        )


@dataclass(frozen=True)
class Switch:
    """On or off (1/0, yes/no, true/false, on/off)."""

    name: str
    default: bool | Callable[[Address], bool]

    def read(self, reader: QueryReader, got: Address) -> bool:
        return reader.flag(self.name, _fallback(self.default, got))


@dataclass(frozen=True)
class Choice:
    """One of ``options``, in any case; ``instead`` words the default for a bad one;
    ``aliases`` are old names kept working (a link from before a rename), each mapped to
    its option."""

    name: str
    options: tuple[str, ...]
    default: str | Callable[[Address], str]
    instead: str | Callable[[Address], str]
    aliases: Mapping[str, str] = field(default_factory=dict)

    def read(self, reader: QueryReader, got: Address) -> str:
        asked = reader.params.get(self.name, "").strip().lower()
        if asked in self.aliases:
            return self.aliases[asked]
        default, instead = _fallback(self.default, got), _fallback(self.instead, got)
        return reader.choice(self.name, self.options, default, instead=instead)


@dataclass(frozen=True)
class Text:
    """A value the board reads itself (moves, a position's name), taken as given."""

    name: str

    def read(self, reader: QueryReader, got: Address) -> str | None:
        return reader.params.get(self.name)


Entry = Number | Switch | Choice | Text


def read_address(reader: QueryReader, table: Sequence[Entry]) -> Address:
    """Read every setting of ``table`` in order, then note the address's unknown ones."""
    return Address(reader, table)


__all__ = ["Address", "Choice", "Entry", "Number", "Switch", "Text", "read_address"]
