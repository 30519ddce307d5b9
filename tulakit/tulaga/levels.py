"""The Tulaga bot levels a player chooses from, by name and by measured Elo rating.

Each level is a bot of :mod:`tulakit.tulaga.bots` with fixed settings. The strong bot's
levels limit the positions it searches a move (``nodes``) rather than its time, so a level
plays the same moves, and so has the same strength, on a fast or a busy machine; the time
budget it is also given only keeps a page answering on a very slow one. Master is the one
level that thinks longer than 1.5 s, so each level has its own cap (``seconds``), at
least twice the CPU seconds a move its positions took where they were measured.

``elo`` is the rating ``bench/tulaga_ladder.py`` measured (a round robin between the
levels, fitted by maximum likelihood with the Beginner anchored at 0), read from the
package's measured figures (:mod:`tulakit.measured`, section ``tulaga_ladder``) and
rounded to 10: the ratings, their intervals, the steps between levels and the seconds a
move are listed in docs/measured.md. ``old_names`` are the bot names the board's links
used before levels had names (``?bot=strong``, Expert, the strongest then): they still
open the same opponent.

>>> [level.key for level in LEVELS]
['beginner', 'casual', 'club', 'expert', 'master']
>>> LEVELS[0].label
'Beginner (random moves, Elo 0)'
>>> level_named("strong").key
'expert'
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from tulakit.measured import values
from tulakit.runtime import SLOWER
from tulakit.tulaga.bots import Bot, make_bot


@dataclass(frozen=True)
class Level:
    """One bot level: ``key`` (used in links, ``?bot=club``), ``title`` (what a player
    reads), ``bot`` and ``nodes`` (what plays: a :func:`~tulakit.tulaga.bots.make_bot`
    level and its position limit), ``elo`` (measured), ``how`` (a few plain words on
    how it plays) and ``seconds`` (the most it may think a move: a cap for slow machines,
    at least twice what its positions took where they were measured)."""

    key: str
    title: str
    bot: str
    nodes: int | None
    elo: int
    how: str
    old_names: tuple[str, ...] = ()
    seconds: float = 1.5

    @property
    def label(self) -> str:
        """The name a menu shows: ``'Club (short search, Elo <rating>)'``; a level that
        may think longer than 1.5 s says how long it measured, rounded up to seconds."""
        how = self.how
        if self.seconds > 1.5:
            how += f", {math.ceil(_LADDER['cpu_seconds_per_move'][self.key])} s a move"
        return f"{self.title} ({how}, Elo {self.elo:,})"


#: the ladder bench/tulaga_ladder.py measured (docs/measured.md)
_LADDER = values("tulaga_ladder")


def _elo(key: str) -> int:
    """The level's measured rating, rounded to 10 as the menu shows it."""
    return int(round(_LADDER["elo"][key], -1))


#: the levels, weakest first; ratings measured (see the module doc)
LEVELS: tuple[Level, ...] = (
    Level("beginner", "Beginner", "random", None, _elo("beginner"), "random moves", ("random",)),
    Level("casual", "Casual", "greedy", None, _elo("casual"), "one move ahead", ("greedy",)),
    Level("club", "Club", "strong", 2_500, _elo("club"), "short search"),
    Level("expert", "Expert", "strong", 12_500, _elo("expert"), "deep search", ("strong",)),
    Level("master", "Master", "strong", 60_000, _elo("master"), "long search", seconds=8.0),
)
#: the longest any level may think a move, in seconds (Master's cap)
MAX_SECONDS = max(level.seconds for level in LEVELS)


def level_named(name: str) -> Level:
    """The level called ``name``: its key (``'club'``) or an old bot name (``'strong'``).

    >>> level_named("greedy").title
    'Casual'
    >>> level_named("wizard")
    Traceback (most recent call last):
    ...
    ValueError: unknown bot level 'wizard': choose one of beginner, casual, club, expert, master
    """
    for level in LEVELS:
        if name == level.key or name in level.old_names:
            return level
    keys = ", ".join(level.key for level in LEVELS)
    raise ValueError(f"unknown bot level {name!r}: choose one of {keys}")


def level_bot(name: str, *, seed: int = 0, seconds: float | None = None) -> Bot:
    """The bot of the level called ``name``, seeded; ``seconds`` caps a move's thinking
    below the level's own cap (``Level.seconds``). In a browser, where the same search
    takes several times as long (docs/measured.md), the caps are
    :data:`tulakit.runtime.SLOWER` times longer: the positions searched (``nodes``)
    decide the move there too, and the level keeps the strength its rating states.

    >>> bot = level_bot("club", seed=3)
    >>> bot.name, bot.max_nodes, bot.budget
    ('strong', 2500, 1.5)
    >>> level_bot("master", seconds=20).budget
    8.0
    """
    level = level_named(name)
    cap = level.seconds if seconds is None else min(seconds, level.seconds)
    return make_bot(level.bot, seed=seed, budget=cap * SLOWER, nodes=level.nodes)


__all__ = ["LEVELS", "MAX_SECONDS", "Level", "level_bot", "level_named"]
