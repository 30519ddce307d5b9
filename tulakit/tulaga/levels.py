"""The Tulaga bot levels a player chooses from, by name and by measured Elo rating.

Each level is a bot of :mod:`tulakit.tulaga.bots` with fixed settings. The strong bot's
levels limit the positions it searches a move (``nodes``) rather than its time, so a level
plays the same moves, and so has the same strength, on a fast or a busy machine; the time
budget it is also given only keeps a page answering on a very slow one. On the machine
that measured them, Club's 2,500 positions took 0.16 s of CPU a move and Expert's 12,500
0.8 s: the strong bot at 0.2 s and at 1 s a move.

``elo`` is the rating measured by ``bench/tulaga_ladder.py`` (a round robin with colours
alternated and one random stone each to open, fitted by maximum likelihood with the
Beginner anchored at 0), rounded to 10; that script prints its fit beside this table, so
a change of the bots shows up as a gap between the two. Measured (172 games between
levels, bench/results/tulaga_ladder.jsonl): Casual 807 [463, 1150], Club 1190 [795, 1584],
Expert 1368 [950, 1785], 95% intervals. The Beginner won no game against the others, so
their distance from it is rough (it rests on the fit's virtual draw); between Casual, Club
and Expert the games were split (Casual won 2 of 30 against Club, Club 6 of 24 against
Expert). ``old_names`` are the bot names the board's links used before levels had names
(``?bot=strong``): they still open the same opponent.

>>> [level.label for level in LEVELS][:2]
['Beginner (random moves, Elo 0)', 'Casual (one move ahead, Elo 800)']
>>> level_named("strong").key
'expert'
"""

from __future__ import annotations

from dataclasses import dataclass

from tulakit.tulaga.bots import Bot, make_bot


@dataclass(frozen=True)
class Level:
    """One bot level: ``key`` (used in links, ``?bot=club``), ``title`` (what a player
    reads), ``bot`` and ``nodes`` (what plays: a :func:`~tulakit.tulaga.bots.make_bot`
    level and its position limit), ``elo`` (measured) and ``how`` (a few plain words on
    how it plays)."""

    key: str
    title: str
    bot: str
    nodes: int | None
    elo: int
    how: str
    old_names: tuple[str, ...] = ()

    @property
    def label(self) -> str:
        """The name a menu shows: ``'Club (short search, Elo 1,190)'``."""
        return f"{self.title} ({self.how}, Elo {self.elo:,})"


#: the levels, weakest first; ratings from bench/tulaga_ladder.py (see the module doc)
LEVELS: tuple[Level, ...] = (
    Level("beginner", "Beginner", "random", None, 0, "random moves", ("random",)),
    Level("casual", "Casual", "greedy", None, 800, "one move ahead", ("greedy",)),
    Level("club", "Club", "strong", 2_500, 1_190, "short search"),
    Level("expert", "Expert", "strong", 12_500, 1_370, "deep search", ("strong",)),
)
#: how long a level's search may last at most, in seconds: a safety cap for slow machines
MAX_SECONDS = 1.5


def level_named(name: str) -> Level:
    """The level called ``name``: its key (``'club'``) or an old bot name (``'strong'``).

    >>> level_named("greedy").title
    'Casual'
    >>> level_named("wizard")
    Traceback (most recent call last):
    ...
    ValueError: unknown bot level 'wizard': choose one of beginner, casual, club, expert
    """
    for level in LEVELS:
        if name == level.key or name in level.old_names:
            return level
    keys = ", ".join(level.key for level in LEVELS)
    raise ValueError(f"unknown bot level {name!r}: choose one of {keys}")


def level_bot(name: str, *, seed: int = 0, seconds: float = MAX_SECONDS) -> Bot:
    """The bot of the level called ``name``, seeded; ``seconds`` caps a move's thinking.

    >>> bot = level_bot("club", seed=3)
    >>> bot.name, bot.max_nodes
    ('strong', 2500)
    """
    level = level_named(name)
    return make_bot(level.bot, seed=seed, budget=seconds, nodes=level.nodes)


__all__ = ["LEVELS", "MAX_SECONDS", "Level", "level_bot", "level_named"]
