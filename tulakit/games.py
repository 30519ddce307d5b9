"""The list of games: one entry per game and variant, with what the application needs.

In the spirit of OpenSpiel's ``pyspiel.register_game``: the gallery, the review, the
widgets' exports and every test that runs through all the games read this list instead of
naming the games by hand. Adding a game is filling in one :class:`GameEntry` and calling
:func:`register` (``docs/architecture.md`` says where each part of a game goes).

>>> [entry.key for entry in entries()][:5]
['tula', 'tulaga', 'chola', 'chola-expert', 'chola-solo']
>>> entry = get("tula")
>>> game = entry.new_game(7); game.play("R23")
TulaMove(kind='R', position=23)
>>> entry.load(game.to_json()).moves == game.moves, entry_for(game) is entry
(True, True)

The module is part of the engine: it imports no widget code, and loads a game's engine
only when one of its entry's functions is called. The parts that live in widget code (a
board, a share-link codec) are named as ``"module:name"`` and imported by :func:`resolve`
on demand.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tulakit.protocol import Bot, GameState

if TYPE_CHECKING:  # only types: importing the list loads no game and no review
    from tulakit.chola import CholaGame
    from tulakit.review import ReviewEntry
    from tulakit.tula import TulaGame
    from tulakit.tulaga import TulagaGame

__all__ = [
    "Card",
    "GameEntry",
    "entries",
    "entry_for",
    "get",
    "register",
    "registered",
    "resolve",
    "unregister",
]

#: a game of any registered kind (the entries' functions take and give the game's own
#: class; the list holds entries of every game, so it names none of them)
AnyGame = GameState[Any]


@dataclass(frozen=True)
class Card:
    """What the landing page says of a game: who plays, how long, a line or two, and a
    game a few moves in to draw (``sample``)."""

    players: str
    minutes: str
    blurb: str
    sample: Callable[[], AnyGame]


@dataclass(frozen=True)
class GameEntry:
    """One game or variant. Only ``key``, ``title``, ``game_name``, ``new_game`` and
    ``load`` are required: every other part is optional, and whatever reads the list
    skips an entry without the part it needs (a game with no board gets no card).

    ``key``: the entry's name (``"chola-expert"``); ``title``: its name for people;
    ``game_name`` and ``variant``: what a state of this entry says of itself
    (``GameState.game_name`` and the class's ``variant``, ``None`` for a game without
    variants), so :func:`entry_for` finds a game's entry; ``new_game(seed)``: a new game
    (a game without chance ignores the seed); ``new_setup(seed)``: a new game whose
    set-up too (players, rule options) is drawn from the seed, so that tests and fuzzing
    reach every set-up (see :meth:`start`); ``load(record)``: the game a JSON record
    holds, ``RecordError`` when it cannot; ``levels()`` (a function, so that reading
    the list loads no engine) and ``make_bot(level, seed)``: the bots' levels, weakest
    first, and a bot of one; ``review(game)``: the move-by-move review
    (:mod:`tulakit.review`); ``picture(game)``: the position as SVG; ``describe(game)``:
    the position in words; ``board``: the board widget class and ``link``: the function
    that makes a game's share link, both as ``"module:name"`` (see :func:`resolve`);
    ``tutorial`` and ``play_page``: the notebooks; ``card``: its card on the landing
    page, or ``part_of`` (with ``label``): the key of the entry whose card lists it.
    A move's notation is read by the game itself (``GameState.parse_move``), since what
    a text means may depend on the position.
    """

    key: str
    title: str
    game_name: str
    new_game: Callable[[int], AnyGame]
    load: Callable[[str], AnyGame]
    variant: str | None = None
    new_setup: Callable[[int], AnyGame] | None = None
    levels: Callable[[], tuple[str, ...]] = tuple
    make_bot: Callable[[str, int], Bot[Any, Any]] | None = None
    review: Callable[[Any], list[ReviewEntry[Any]]] | None = None
    picture: Callable[[Any], str] | None = None
    describe: Callable[[Any], str] | None = None
    board: str | None = None
    link: str | None = None
    tutorial: str | None = None
    play_page: str | None = None
    card: Card | None = None
    part_of: str | None = None
    label: str | None = None

    def start(self, seed: int) -> AnyGame:
        """A new game with its set-up drawn from ``seed`` where the entry can draw one
        (``new_setup``), else the usual new game: what the tests play.

        >>> [get("chola").start(seed).players for seed in (1, 2, 3)], get("chola").new_game(1).players
        ([3, 2, 3], 2)
        """
        return (self.new_setup or self.new_game)(seed)

    def owns(self, game: object) -> bool:
        """True when ``game`` is a state of this entry (its name and its variant).

        >>> from tulakit import chola
        >>> get("chola-solo").owns(chola.new_game(variant="solo", seed=1)), get("chola").owns(5)
        (True, False)
        """
        return (
            isinstance(game, GameState)
            and game.game_name == self.game_name
            and getattr(type(game), "variant", None) == self.variant
        )


_ENTRIES: dict[str, GameEntry] = {}


def register(entry: GameEntry) -> GameEntry:
    """Add ``entry`` to the list (after those already there) and return it.

    A key is registered once: ``ValueError`` when it already is (:func:`unregister`
    first, or use :func:`registered` for a while).
    """
    if entry.key in _ENTRIES:
        raise ValueError(f"a game called {entry.key!r} is already registered")
    _ENTRIES[entry.key] = entry
    return entry


def unregister(key: str) -> GameEntry:
    """Take the entry called ``key`` off the list and return it (``KeyError`` if absent)."""
    return _ENTRIES.pop(key)


@contextmanager
def registered(entry: GameEntry) -> Iterator[GameEntry]:
    """``entry`` on the list within the block only (for a test's own game).

    >>> nothing = GameEntry("nothing", "Nothing", "nothing", get("tula").new_game, get("tula").load)
    >>> with registered(nothing):
    ...     get("nothing").title
    'Nothing'
    >>> "nothing" in [entry.key for entry in entries()]
    False
    """
    register(entry)
    try:
        yield entry
    finally:
        unregister(entry.key)


def entries() -> tuple[GameEntry, ...]:
    """Every registered entry, in the order registered (the package's games first)."""
    return tuple(_ENTRIES.values())


def get(key: str) -> GameEntry:
    """The entry called ``key``; ``KeyError`` names the keys there are.

    >>> get("chess")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    KeyError: "no game called 'chess': the games are tula, tulaga, chola, chola-expert, chola-solo..."
    """
    try:
        return _ENTRIES[key]
    except KeyError:
        names = ", ".join(_ENTRIES)
        raise KeyError(f"no game called {key!r}: the games are {names}") from None


def entry_for(game: object) -> GameEntry:
    """The entry whose games ``game`` is one of; ``KeyError`` when no entry owns it.

    >>> from tulakit import chola
    >>> entry_for(chola.new_game(players=3, variant="expert", seed=4)).key
    'chola-expert'
    """
    for entry in _ENTRIES.values():
        if entry.owns(game):
            return entry
    raise KeyError(f"no registered game plays {type(game).__name__}")


def resolve(name: str) -> Any:
    """The object a ``"module:name"`` string names, imported now (a board, a link codec:
    widget code the engine may name but never imports by itself).

    >>> resolve("tulakit.words:and_list")(["a", "b"])
    'a and b'
    """
    module, _, attribute = name.partition(":")
    return getattr(importlib.import_module(module), attribute)


# -- the package's games ---------------------------------------------------------------
# Each function imports its engine when called, so importing this module loads none.


def _tula_new(seed: int) -> TulaGame:
    from tulakit.tula import new_game

    return new_game(seed=seed)


def _tula_setup(seed: int) -> TulaGame:
    import random

    from tulakit.tula import new_game

    rng = random.Random(seed)
    return new_game(seed=seed, mercy=rng.random() < 0.5, auto_reveal=rng.random() < 0.5)


def _tula_load(record: str) -> TulaGame:
    from tulakit.tula import load

    return load(record)


def _tula_levels() -> tuple[str, ...]:
    return ("random", "greedy")  # the policies of tulakit.tula.bots (a solitaire: no seats)


def _tula_bot(level: str, seed: int) -> Bot[TulaGame, Any]:
    import random

    from tulakit.tula.bots import PolicyBot, greedy_policy, random_policy

    if level == "greedy":
        return PolicyBot("greedy", greedy_policy)
    if level == "random":
        return PolicyBot("random", random_policy(random.Random(seed)))
    raise ValueError(f"unknown Tula bot {level!r}: use 'random' or 'greedy'")


def _tula_review(game: TulaGame) -> list[ReviewEntry[Any]]:
    from tulakit.tula import review

    return list(review(game))


def _tula_words(game: TulaGame) -> str:
    from tulakit.tula.words import describe_position

    return describe_position(game)


def _tula_sample() -> TulaGame:
    """A few moves in, so the picture shows tiles face up and a stack."""
    from tulakit.tula import new_game
    from tulakit.tula.bots import greedy_policy

    game = new_game(seed=9, auto_reveal=True)
    for _ in range(8):
        if game.is_over():
            break
        game.play(greedy_policy(game))
    return game


def _tulaga_new(seed: int) -> TulagaGame:
    from tulakit.tulaga import new_game

    return new_game()  # no chance in Tulaga: the seed changes nothing


def _tulaga_setup(seed: int) -> TulagaGame:
    from tulakit.tulaga import new_game

    return new_game(rank_stones=(4, 5, 6)[seed % 3])  # TULAGA-2


def _tulaga_load(record: str) -> TulagaGame:
    from tulakit.tulaga import load

    return load(record)


def _tulaga_levels() -> tuple[str, ...]:
    from tulakit.tulaga.levels import LEVELS

    return tuple(level.key for level in LEVELS)


def _tulaga_bot(level: str, seed: int) -> Bot[TulagaGame, Any]:
    from tulakit.tulaga.levels import level_bot

    return level_bot(level, seed=seed)


def _tulaga_review(game: TulagaGame) -> list[ReviewEntry[Any]]:
    from tulakit.tulaga import review

    return list(review(game))  # the engine's default depth: 2 sees the opponent's answer


def _tulaga_words(game: TulagaGame) -> str:
    from tulakit.tulaga.words import describe_position

    return describe_position(game)


def _tulaga_sample() -> TulagaGame:
    from tulakit.tulaga import new_game

    game = new_game()
    game.play_all(["e5", "d4", "e6", "f4", "e4", "d6", "e3"])
    return game


def _chola_new(variant: str, players: int) -> Callable[[int], CholaGame]:
    def new(seed: int) -> CholaGame:
        from tulakit.chola import new_game

        return new_game(players=players, variant=variant, seed=seed)

    return new


def _chola_setup(variant: str) -> Callable[[int], CholaGame]:
    """Players (CHOLA-G1) and the options that change the play most: the deck (CHOLA-C2,
    C3) and the treasures (CHOLA-T2), or the sculptures' layout in Expert (CHOLA-X1)."""

    def new(seed: int) -> CholaGame:
        import random

        from tulakit.chola import new_game

        rng = random.Random(seed)
        players = 1 if variant == "solo" else rng.randint(2, 5)
        if variant == "expert":
            options: dict[str, str] = {"sculpture_layout": rng.choice("AB")}
        else:
            options = {
                "treasures": rng.choice(["tiles", "double", "off"]),
                "deck": rng.choice(["calibrated80", "proposed60", "even50"]),
            }
        return new_game(players=players, variant=variant, seed=seed, **options)

    return new


def _chola_load(record: str) -> CholaGame:
    from tulakit.chola import load

    return load(record)


def _chola_levels() -> tuple[str, ...]:
    from tulakit.chola.bots import LEVELS

    return LEVELS


def _chola_bot(level: str, seed: int) -> Bot[CholaGame, Any]:
    from tulakit.chola.bots import make_bot

    return make_bot(level, seed=seed)


def _chola_review(game: CholaGame) -> list[ReviewEntry[Any]]:
    from tulakit.chola import review

    return list(review(game))


def _chola_words(game: CholaGame) -> str:
    from tulakit.chola.words import describe_position

    return describe_position(game)


def _chola_sample() -> CholaGame:
    from tulakit.chola import new_game

    return new_game(players=2, seed=1)


def _chola_expert_sample() -> CholaGame:
    """An Expert game a few rounds in: sculptures placed, wagons partly filled."""
    from tulakit.chola import new_game
    from tulakit.chola.bots import make_bot

    game = new_game(players=3, variant="expert", seed=4)
    bots = [make_bot("greedy", seed=s) for s in range(3)]
    for _ in range(45):
        if game.is_over():
            break
        game.play(bots[game.to_move].choose(game))
    return game


def _svg(game: AnyGame) -> str:
    """The picture every game of the package draws of itself (``_repr_svg_``, the
    notebook's display hook)."""
    draw: Callable[[], str] = game._repr_svg_  # type: ignore[attr-defined]
    return draw()


#: the rulebook's playing time, for every variant
_CHOLA_MINUTES = "60 to 90 minutes"

register(
    GameEntry(
        "tula",
        "Tula",
        "tula",
        _tula_new,
        _tula_load,
        new_setup=_tula_setup,
        levels=_tula_levels,
        make_bot=_tula_bot,
        review=_tula_review,
        picture=_svg,
        describe=_tula_words,
        board="tulakit.widgets.tula_board:TulaBoard",
        link="tulakit.widgets.tula_share:tula_link",
        tutorial="tula.ipynb",
        play_page="tula-play.ipynb",
        card=Card(
            "1 player",
            "about 10 minutes",
            "A piecepack solitaire: take a four-layer temple of 24 tiles apart onto one "
            "stack, each tile matching the last by suit or by value.",
            _tula_sample,
        ),
    )
)
register(
    GameEntry(
        "tulaga",
        "Tulaga",
        "tulaga",
        _tulaga_new,
        _tulaga_load,
        new_setup=_tulaga_setup,
        levels=_tulaga_levels,
        make_bot=_tulaga_bot,
        review=_tulaga_review,
        picture=_svg,
        describe=_tulaga_words,
        board="tulakit.widgets.tulaga_board:TulagaBoard",
        link="tulakit.widgets.tulaga_share:tulaga_link",
        tutorial="tulaga.ipynb",
        play_page="tulaga-play.ipynb",
        card=Card(
            "2 players, or you against a bot",
            "about 15 minutes",
            "An abstract game on the points of a chess board: line up simple stones to earn "
            "rank stones, then reap the opponent's stones in a straight line.",
            _tulaga_sample,
        ),
    )
)
register(
    GameEntry(
        "chola",
        "The Chola temple game",
        "chola",
        _chola_new("basic", 2),
        _chola_load,
        variant="basic",
        new_setup=_chola_setup("basic"),
        levels=_chola_levels,
        make_bot=_chola_bot,
        review=_chola_review,
        picture=_svg,
        describe=_chola_words,
        board="tulakit.widgets.chola_board:CholaBoard",
        link="tulakit.widgets.chola_share:chola_link",
        tutorial="chola-basic.ipynb",
        play_page="chola-play.ipynb",
        card=Card(
            "1 to 5 players",
            _CHOLA_MINUTES,
            "Build a stepped temple from coloured stones, card by card, scoring for patterns "
            "and treasures. Learn the Basic game against a bot, then try it alone (Solo).",
            _chola_sample,
        ),
    )
)
register(
    GameEntry(
        "chola-expert",
        "The Chola temple game: Expert",
        "chola",
        _chola_new("expert", 2),
        _chola_load,
        variant="expert",
        new_setup=_chola_setup("expert"),
        levels=_chola_levels,
        make_bot=_chola_bot,
        review=_chola_review,
        picture=_svg,
        describe=_chola_words,
        board="tulakit.widgets.chola_expert_board:ExpertBoard",
        link="tulakit.widgets.chola_share:chola_link",
        tutorial="chola-expert.ipynb",
        play_page="chola-expert-play.ipynb",
        card=Card(
            "2 to 5 players",
            _CHOLA_MINUTES,
            "The full game: every stone you place fills your wagon, finished parts of the "
            "temple are crowned with sculptures bought with stones, and two bonus cards each "
            "bend a rule.",
            _chola_expert_sample,
        ),
    )
)
register(
    GameEntry(
        "chola-solo",
        "The Chola temple game: Solo",
        "chola",
        _chola_new("solo", 1),
        _chola_load,
        variant="solo",
        new_setup=_chola_setup("solo"),
        # the solo player's opponent is virtual (CHOLA-SO2): the bots play for a seat
        levels=_chola_levels,
        make_bot=_chola_bot,
        review=_chola_review,
        picture=_svg,
        describe=_chola_words,
        board="tulakit.widgets.chola_board:CholaBoard",  # with players=1
        link="tulakit.widgets.chola_share:chola_link",
        tutorial="chola-solo.ipynb",
        play_page="chola-play.ipynb",  # ?players=1
        part_of="chola",
        label="Solo: learn and play alone",
    )
)
