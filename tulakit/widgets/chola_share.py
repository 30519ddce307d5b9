"""The Chola boards' share link: the parameters that name a Chola game, and the game an
address describes (read back by :meth:`tulakit.widgets.chola_board.CholaBoard.from_query`);
what every game shares is in :mod:`tulakit.widgets.share`."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import fields, replace
from typing import Any

from tulakit.chola.game import DEFAULT_COLOURS, CholaGame
from tulakit.chola.options import COLOUR_TOKENS, LEGACY_DECK
from tulakit.widgets.chola_settings import OPTION_NAMES, option_value
from tulakit.widgets.page import echo, parse_seed
from tulakit.widgets.share import ShareLink, replay_prefix, share_link
from tulakit.words import and_list

#: who may sit in a seat: a person, or a bot by name (tulakit.chola.bots.LEVELS)
SEAT_KINDS = ("human", "random", "greedy", "planner")
MAX_SEATS = 5


def chola_link(game: CholaGame, seats: Sequence[str]) -> ShareLink:
    """The link that reopens a Chola temple game (read back by ``CholaBoard.from_query``).

    It names the players, who sits in each seat (``bots``), the seed, the colours and
    options that differ from the defaults, and the turns separated by ``;`` (notation has
    spaces and commas). The seed fixes every draw, so the turns replay exactly (CHOLA-A1).
    The variant is the page's own (Basic or Solo by the number of players, or Expert).

    >>> from tulakit.chola import new_game
    >>> game = new_game(players=2, seed=4, treasures="off")
    >>> _ = game.play("draw stack"), game.play("draw up2")
    >>> chola_link(game, ["human", "greedy"]).query
    '?players=2&bots=human,greedy&seed=4&deck=calibrated80&treasures=off&moves=draw+stack;draw+up2'
    >>> chola_link(new_game(variant="solo", seed=2, colours=["white"], deck="proposed60"), ["human"]).query
    '?players=1&bots=human&seed=2&colours=white'

    The deck is named unless it is the old one (CHOLA-C3): links made before the
    calibrated deck named none, and they still open with the deck they were played with.
    """
    if game.arrangement:  # a lesson's prepared position (tulakit.chola.positions.arrange)
        return ShareLink(
            "",
            False,
            "This game starts from a prepared position, which no link can rebuild; use "
            "Download record to keep it",
        )
    colours = tuple(COLOUR_TOKENS[c] for c in game.colours)
    params: dict[str, object] = {
        "players": game.players,
        "bots": ",".join(seats),
        "seed": game.seed,
        "colours": None if colours == DEFAULT_COLOURS[: game.players] else ",".join(colours),
    }
    for field in fields(game.options):
        value = getattr(game.options, field.name)
        # CHOLA-C3: a link that names no deck is read as the old deck, so the default
        # (calibrated) deck is named too
        usual = LEGACY_DECK if field.name == "deck" else field.default
        if field.name != "variant" and value != usual:
            params[field.name] = int(value) if isinstance(value, bool) else value
    return share_link(params, [str(m) for m in game.moves], separator=";")


def chola_seats_from_query(
    params: Mapping[str, str],
    notes: list[str],
    *,
    players: int,
    seats: Sequence[str] | None,
    seed: int | None,
    least: int = 1,
) -> tuple[int, list[str], int | None]:
    """The players, who sits in each seat and the seed a Chola page's address asks for
    (``players``, ``bots``, ``seed``), the arguments standing where it says nothing or
    something unusable (a note in ``notes`` then says so). ``least`` is the fewest
    players the page plays; seats default to a person, then greedy bots.

    >>> notes = []
    >>> chola_seats_from_query({"bots": "human,planner,random"}, notes, players=2,
    ...                        seats=None, seed=None)
    (3, ['human', 'planner', 'random'], None)
    >>> chola_seats_from_query({"players": "6", "seed": "x"}, notes, players=2,
    ...                        seats=None, seed=4)
    (2, ['human', 'greedy'], 4)
    >>> notes
    ["seed must be a whole number, not 'x'", "players must be 1 to 5, not '6'"]
    """
    if "seed" in params:
        asked = parse_seed(params["seed"])
        if asked is None:  # the board's own seed stays
            notes.append(f"seed must be a whole number, not {echo(params['seed'])}")
        else:
            seed = asked
    wanted: list[str] | None = None
    if "bots" in params:
        wanted = [k.strip().lower() for k in params["bots"].split(",")]
        bad = [k for k in wanted if k not in SEAT_KINDS]
        if bad:
            notes.append(
                f"unknown seat {echo(bad[0])} in bots: use {and_list(SEAT_KINDS, last='or')}"
            )
            wanted = None
    if "players" in params:
        text = params["players"].strip()
        if text in tuple(str(n) for n in range(least, MAX_SEATS + 1)):
            players = int(text)
        else:
            notes.append(f"players must be {least} to 5, not {echo(params['players'])}")
    elif wanted is not None and least <= len(wanted) <= MAX_SEATS:
        players = len(wanted)
    if wanted is not None and len(wanted) != players:
        notes.append(f"bots names {len(wanted)} seat(s) but the game has {players}")
        wanted = None
    if wanted is not None:
        seats = wanted
    if seats is None or len(seats) != players:
        seats = ["human"] + ["greedy"] * (players - 1)
    return players, list(seats), seed


def chola_game_from_query(
    params: Mapping[str, str], fresh: CholaGame, seeded: bool, note: Callable[[str], None]
) -> tuple[CholaGame, dict[str, Any]]:
    """The game a Chola page address describes, and the options it changed.

    ``fresh`` is the game the board made from the address's players and seed (its
    variant and options are the page's). This reads ``colours``, any option of
    :class:`~tulakit.chola.options.CholaOptions` by name (``treasures=off``) and
    ``moves``, replayed with :func:`replay_prefix` when the address gave the seed
    (``seeded``). A bad value gets a ``note`` and the default; an address without
    any of them gives ``fresh`` back. An address with moves that names no deck was made
    before the calibrated deck (CHOLA-C3): its game gets the old deck, so its moves replay
    as they were played (a New game then gets the page's deck). An address with a seed
    alone starts a game, so it gets the page's deck.

    >>> from tulakit.chola import new_game
    >>> notes = []
    >>> query = {"deck": "big", "treasures": "off", "moves": "zzz;draw stack"}
    >>> game, options = chola_game_from_query(query, new_game(seed=1), True, notes.append)
    >>> options, game.options.treasures, [str(m) for m in game.moves]
    ({'treasures': 'off'}, 'off', [])
    >>> print("; ".join(notes))  # doctest: +ELLIPSIS
    option deck must be one of 'calibrated80', 'proposed60', 'even50', not 'big', so the default is used; move 1 of the given moves (zzz) was not played: 'zzz' is not a Chola move: ...; the game starts from the beginning
    """
    chosen: dict[str, Any] = {}
    for name in OPTION_NAMES:
        text = params.get(name)
        if text is None:
            continue
        try:
            value: Any = option_value(name, text, fresh.options.variant)
            replace(fresh.options, **{name: value})  # checked against the page's variant
        except ValueError as exc:  # OptionError is one; its words quote a cut text
            note(f"{exc}, so the default is used")
        else:
            chosen[name] = value
    colours = params.get("colours")
    moves = [move.strip() for move in params.get("moves", "").split(";") if move.strip()]
    played = dict(chosen)
    if moves and seeded and "deck" not in params:
        played["deck"] = LEGACY_DECK
    if not (colours or moves) and all(getattr(fresh.options, k) == v for k, v in played.items()):
        return fresh, chosen
    game = fresh
    try:
        game = type(fresh)(
            fresh.players,
            # a colour's name is short: cut as the options are, for the message
            colours=None
            if colours is None
            else [c.strip().lower()[:40] for c in colours.split(",")],
            seed=fresh.seed,
            options=replace(fresh.options, **played),
        )
    except ValueError as exc:  # TulakitError is one: bad colours, or options that clash
        note(f"{exc}, so the page's own set-up is used")
        chosen = {}
    if moves and not seeded:
        note("the moves were not replayed, since the address gives no seed for their deal")
    elif moves:
        replay_prefix(game, moves, note)
    return game, chosen


__all__ = [
    "MAX_SEATS",
    "SEAT_KINDS",
    "chola_game_from_query",
    "chola_link",
    "chola_seats_from_query",
]
