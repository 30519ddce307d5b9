"""The Tulaga bot levels a player chooses from, by name and by measured Elo rating.

Each level is a bot of :mod:`tulakit.tulaga.bots` with fixed settings. The strong bot's
levels limit the positions it searches a move (``nodes``) rather than its time, so a level
plays the same moves, and so has the same strength, on a fast or a busy machine; the time
budget it is also given only keeps a page answering on a very slow one. On the machine
that measured them, Club's 2,500 positions took 0.15 s of CPU a move, Expert's 12,500
0.74 s and Master's 60,000 3.4 s: the strong bot at 0.2 s, at 1 s and at about 4 s a
move (Master took 4.1-4.6 s a move on the board, whose bot thinks in a thread). Master
is the one level that thinks longer than 1.5 s, so each level has its own cap
(``seconds``).

``elo`` is the rating measured by ``bench/tulaga_ladder.py`` (a round robin with colours
alternated and one random stone each to open, fitted by maximum likelihood with the
Beginner anchored at 0), rounded to 10; that script prints its fit beside this table, so
a change of the bots shows up as a gap between the two. Measured (394 games between
levels, bench/results/tulaga_ladder.jsonl): Casual 803, Club 1352, Expert 1575, Master
1751. The Beginner won no game against the others, so their distance from it is rough (it
rests on the fit's virtual draw: Casual's interval is 461-1145), and every rating carries
that doubt. The steps between the other levels are measured, 95% intervals: Casual to
Club +549 [+400, +697] (Casual won 4 of 130), Club to Expert +223 [+142, +304] (Club won
22 of 104), Expert to Master +176 [+58, +294] (Expert won 11 of 42). ``old_names`` are
the bot names the board's links used before levels had names (``?bot=strong``, Expert,
the strongest then): they still open the same opponent.

>>> [level.label for level in LEVELS][:2]
['Beginner (random moves, Elo 0)', 'Casual (one move ahead, Elo 800)']
>>> level_named("strong").key
'expert'
"""

from __future__ import annotations

from dataclasses import dataclass

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
        """The name a menu shows: ``'Club (short search, Elo 1,350)'``."""
        return f"{self.title} ({self.how}, Elo {self.elo:,})"


#: the levels, weakest first; ratings from bench/tulaga_ladder.py (see the module doc)
LEVELS: tuple[Level, ...] = (
    Level("beginner", "Beginner", "random", None, 0, "random moves", ("random",)),
    Level("casual", "Casual", "greedy", None, 800, "one move ahead", ("greedy",)),
    Level("club", "Club", "strong", 2_500, 1_350, "short search"),
    Level("expert", "Expert", "strong", 12_500, 1_580, "deep search", ("strong",)),
    Level("master", "Master", "strong", 60_000, 1_750, "long search, 4 s a move", seconds=8.0),
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
    takes about 2.3 times as long, the caps are :data:`tulakit.runtime.SLOWER` times
    longer: the positions searched (``nodes``) decide the move there too, and the level
    keeps the strength its rating states.

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
