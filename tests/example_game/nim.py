"""Nim, in about 150 lines: the smallest complete game of the protocol, for the tests.

Three heaps, ``a``, ``b`` and ``c``, of 1 to 7 stones each (drawn from the seed). Two
players take turns; a move takes 1 or more stones from one heap, written heap then count
(``b3``: three stones from heap b). Whoever takes the last stone wins.

>>> game = new_game(seed=1)
>>> game.heaps, [str(m) for m in game.legal_moves()][:3]
((2, 5, 7), ['a1', 'a2', 'b1'])
>>> game.play("c7"), game.explain_illegal("c1")
(NimMove(heap=2, count=7), 'heap c is empty')
>>> load(game.to_json()).heaps
(2, 5, 0)

All it takes to have the suite and the fuzzing run on it is its entry:

>>> ENTRY.key, ENTRY.levels(), describe(game)
('nim', ('random',), 'Heaps: a 2, b 5, c 0. Player 2 to move.')
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass

from tulakit.errors import NotationError, RecordError
from tulakit.games import GameEntry
from tulakit.protocol import GameState, Outcome, Result, check_seed
from tulakit.records import read_record, replay_moves

HEAPS = "abc"
#: the most stones a heap starts with
MOST = 7
_NOTATION = re.compile(r"([abc])([1-9])")


@dataclass(frozen=True)
class NimMove:
    """Take ``count`` stones from heap ``heap`` (0, 1 or 2)."""

    heap: int
    count: int

    def __str__(self) -> str:
        return f"{HEAPS[self.heap]}{self.count}"

    def describe(self) -> str:
        """The move in words.

        >>> NimMove(1, 3).describe()
        'take 3 stones from heap b'
        """
        stones = "stone" if self.count == 1 else "stones"
        return f"take {self.count} {stones} from heap {HEAPS[self.heap]}"

    @classmethod
    def parse(cls, text: str) -> NimMove:
        """Read ``b3``; ``NotationError`` says what a move looks like."""
        found = _NOTATION.fullmatch(text.strip())
        if found is None:
            raise NotationError(
                f"{text!r} is not a Nim move: write a heap (a, b or c) and a count, e.g. 'b3'"
            )
        return cls(HEAPS.index(found[1]), int(found[2]))


class NimGame(GameState[NimMove]):
    """A game of Nim from its starting heaps."""

    game_name = "nim"
    move_types = (NimMove,)
    move_example = "b3"
    players = 2

    def __init__(self, heaps: tuple[int, int, int], seed: int | None = None) -> None:
        super().__init__()
        self.seed = seed
        self.start = heaps
        self._heaps = list(heaps)

    @property
    def heaps(self) -> tuple[int, ...]:
        """Stones left in each heap."""
        return tuple(self._heaps)

    @property
    def to_move(self) -> int:
        return len(self.moves) % 2

    def parse_move(self, text: str) -> NimMove:
        return NimMove.parse(text)

    def legal_moves(self) -> list[NimMove]:
        return [NimMove(h, n) for h, size in enumerate(self._heaps) for n in range(1, size + 1)]

    def _why_illegal(self, move: NimMove) -> str | None:
        if self.is_over():
            return "the game is over"
        left = self._heaps[move.heap]
        if left == 0:
            return f"heap {HEAPS[move.heap]} is empty"
        if move.count > left:
            return f"heap {HEAPS[move.heap]} has only {left} left"
        return None

    def _apply(self, move: NimMove) -> None:
        self._heaps[move.heap] -= move.count

    def _snapshot(self) -> list[int]:
        return list(self._heaps)

    def _restore(self, snapshot: list[int]) -> None:
        self._heaps = list(snapshot)

    def is_over(self) -> bool:
        return not any(self._heaps)

    def result(self) -> Result | None:
        if not self.is_over():
            return None
        winner = (len(self.moves) - 1) % 2  # whoever took the last stone
        return Result(Outcome.WIN, (winner,), f"Player {winner + 1} took the last stone.")

    def to_json(self) -> str:
        return json.dumps(
            {
                "game": "nim",
                "version": 1,
                "seed": self.seed,
                "heaps": list(self.start),
                "moves": [str(m) for m in self.moves],
            }
        )


def new_game(seed: int | None = None) -> NimGame:
    """Heaps of 1 to :data:`MOST` stones, drawn from ``seed`` (a random one if none)."""
    seed = check_seed(seed)
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    rng = random.Random(seed)
    a, b, c = (rng.randint(1, MOST) for _ in HEAPS)
    return NimGame((a, b, c), seed=seed)


def load(text: str) -> NimGame:
    """The game a ``to_json()`` record holds; ``RecordError`` says what is wrong."""
    data = read_record(text, game="nim", title="Nim", version=1, required=("heaps", "moves"))
    heaps = data["heaps"]
    if not (
        isinstance(heaps, list)
        and len(heaps) == len(HEAPS)
        and all(type(h) is int and 1 <= h <= MOST for h in heaps)
    ):
        raise RecordError(f"'heaps' must be three whole numbers from 1 to {MOST}")
    seed = data.get("seed")
    if seed is not None and (type(seed) is not int or not 0 <= seed < 2**63):
        raise RecordError("'seed' must be a whole number from 0 to 2**63 - 1")
    game = NimGame((heaps[0], heaps[1], heaps[2]), seed=seed)
    replay_moves(game, data["moves"], example="'b3'")
    return game


class RandomBot:
    """Any legal move, from a seeded generator (the protocol's :class:`~tulakit.protocol.Bot`)."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def choose(self, game: NimGame) -> NimMove:
        """A legal move; ``game`` is left as it was."""
        return self._rng.choice(game.legal_moves())


def make_bot(level: str, seed: int) -> RandomBot:
    """The one level there is, ``"random"``."""
    if level != "random":
        raise ValueError(f"unknown Nim bot {level!r}: use 'random'")
    return RandomBot(seed)


def describe(game: NimGame) -> str:
    """The position in words."""
    heaps = ", ".join(f"{name} {size}" for name, size in zip(HEAPS, game.heaps, strict=True))
    if game.is_over():
        result = game.result()
        return f"Heaps: {heaps}. {result.message if result else ''}"
    return f"Heaps: {heaps}. Player {game.to_move + 1} to move."


#: Nim's entry in the registry (tests/conftest.py registers it). Its board and share link
#: are named as ``"module:name"`` (tests/ is on the path in the tests) and imported only
#: when asked; no pages and no ``card``, so the landing page shows no Nim
ENTRY = GameEntry(
    "nim",
    "Nim",
    "nim",
    new_game,
    load,
    levels=lambda: ("random",),
    make_bot=make_bot,
    describe=describe,
    board="example_game.nim_board:NimBoard",
    link="example_game.nim_share:nim_link",
)
