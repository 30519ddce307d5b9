"""What a Chola game shows: a move's report, and what each seat may see (every variant).

These are plain, immutable values: the game builds them (:meth:`CholaGame.last_report`,
:meth:`CholaGame.view`), and bots, words and pictures read them.

>>> report = Report(0, "pick", ("Brown: pick 2 stones from the bag", "picked brown and gold"), (0, 0))
>>> print(report)
Brown: pick 2 stones from the bag
picked brown and gold
"""

from __future__ import annotations

from dataclasses import dataclass

from tulakit.chola.bonus import HeldBonus
from tulakit.chola.sculptures import Tile


@dataclass(frozen=True)
class Report:
    """What one move did, in words: ``lines[0]`` says who did what, the rest why.

    ``points`` is every seat's gain from the move.
    """

    seat: int | None
    move: str
    lines: tuple[str, ...]
    points: tuple[int, ...]

    def __str__(self) -> str:
        return "\n".join(self.lines)


@dataclass(frozen=True)
class SeatView:
    """What everyone can see of one seat: its colour, stones in front, card count, score."""

    seat: int
    name: str
    colour: int | None
    stones: tuple[int, ...]
    cards: int
    score: int


@dataclass(frozen=True)
class ExpertView:
    """The public Expert information (CHOLA-W1, X1..X3, B1), for :class:`PlayerView`."""

    layout: str
    removed_group: int
    tiles: tuple[tuple[str, Tile], ...]  # every slot in slot order, with its tile
    sculpted: tuple[str, ...]
    wagons: tuple[tuple[int, ...], ...]
    bonus: tuple[tuple[HeldBonus, ...], ...]


@dataclass(frozen=True)
class PlayerView:
    """What one player may see (hidden: the stack's order, the bag's draws, others' cards)."""

    seat: int
    stones: tuple[int, ...]
    cards: tuple[tuple[int, str], ...]
    seats: tuple[SeatView, ...]
    face_up: tuple[tuple[int, str], ...]
    stack: int
    bag: tuple[int, ...]
    temple: tuple[int, ...]
    treasures: tuple[tuple[int, str], ...]
    to_move: int
    turns_left: int | None
    over: bool
    expert: ExpertView | None = None  # Expert only: wagons, sculptures, bonus cards


__all__ = ["ExpertView", "PlayerView", "Report", "SeatView"]
