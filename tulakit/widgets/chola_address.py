"""A Chola board opened from its page's address: the seats, the deal, a shared game, a lesson.

Both Chola boards read their page's address (Voila's query string) here, through the one
reader of the pages (:class:`~tulakit.widgets.page.QueryReader`) and the Chola address
table (:mod:`tulakit.widgets.chola_share`): :func:`board_from_address` for what every Chola
page says (players, bots, seed and a Share link's game), :func:`expert_position` for what
only the Expert page adds (``variant`` and ``position``). A value that cannot be used is
replaced by the default, and the status line says so.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from tulakit.chola.game import CholaGame
from tulakit.widgets.chola_settings import OPTION_NAMES
from tulakit.widgets.chola_share import chola_game_from_query, chola_seats_from_query
from tulakit.widgets.page import VOILA_PARAMS, QueryReader, echo
from tulakit.words import and_list

if TYPE_CHECKING:
    from tulakit.widgets.chola_board import CholaBoard

BoardT = TypeVar("BoardT", bound="CholaBoard")

#: what every Chola page's address may say: the seats and deal, a Share link's colours and
#: moves, and the options by name (:mod:`tulakit.widgets.chola_settings`)
CHOLA_SETTINGS: tuple[str, ...] = ("players", "bots", "seed", "colours", "moves", *OPTION_NAMES)
#: the settings a prepared position replaces by its own (the seats still take ``bots``)
POSITION_SETS = ("players", "seed", "colours", "moves", *OPTION_NAMES)


def board_from_address(
    cls: type[BoardT],
    *,
    players: int = 2,
    seats: Sequence[str] | None = None,
    seed: int | None = None,
    **kwargs: Any,
) -> BoardT:
    """A ``cls`` board set up from the page's URL (Voila), e.g. ``?seed=3&bots=human,greedy``.

    ``players`` (1-5; 1 is the solo game, CHOLA-SO1), ``bots`` (one of human, random,
    greedy, planner per seat, separated by commas; its length sets the players when
    ``players`` is not given) and ``seed`` (the deal); a Share link adds ``colours``,
    options by name as the rulings write them (``treasures=off``, ``sculpture_layout=A``
    on the Expert page, in any case: :func:`~tulakit.widgets.chola_settings.option_value`)
    and ``moves`` (turns separated by ``;``, replayed up to the first one that is not
    legal: see :func:`~tulakit.widgets.chola_share.chola_game_from_query`). The arguments
    are the defaults when the address says nothing; seats default to a person in seat 1
    and greedy bots in the others. Bad values fall back to the defaults, and the status
    line says so; so does a setting the page does not read (``cls.OWN_SETTINGS`` are a
    board's own, besides :data:`CHOLA_SETTINGS`), which is ignored.

    >>> import os
    >>> os.environ["QUERY_STRING"] = "players=9&bots=human,clever&seed=x"
    >>> from tulakit.widgets.chola_board import CholaBoard
    >>> board = board_from_address(CholaBoard)
    >>> board.seats, board.game.players
    (('human', 'greedy'), 2)
    >>> print(board.status.split(") ")[0])
    (seed must be a whole number, not 'x'; unknown seat 'clever' in bots: use human, random, greedy or planner; players must be 1 to 5, not '9'.
    >>> del os.environ["QUERY_STRING"]
    """
    reader = QueryReader()
    params, notes = reader.params, reader.notes
    position = cls.address_position(reader)
    players, seats, seed = chola_seats_from_query(
        params, notes, players=players, seats=seats, seed=seed, least=cls.MIN_PLAYERS
    )
    # The board makes its game as usual, every seat a person so no bot moves yet; a
    # Share link's colours, options and moves then replace that game, and the seats
    # get their players (a bot to move starts thinking).
    board = cls(players=players, seats=["human"] * players, seed=seed, **kwargs)
    game, options = chola_game_from_query(params, board.game, seed is not None, reader.note)
    for name in params:  # as the other games' pages: a setting no Chola page reads is named
        if name not in CHOLA_SETTINGS + cls.OWN_SETTINGS and name not in VOILA_PARAMS:
            notes.append(f"this page has no setting {echo(name)}, so it was ignored")
    shared = bool(game.moves)
    if position is not None:  # a prepared position brings its own deal, colours and options
        unused = [name for name in params if name in POSITION_SETS]
        if unused:
            notes.append(
                f"the position sets its own {and_list(unused)}, so the address's were not used"
            )
        game, options, shared = position, {}, False
    board.new_game_options.update(options)  # New game keeps the address's options
    board.set_game(game)
    for menu, kind in zip(board.seat_menus, seats, strict=False):
        menu.value = kind
    board.opened_from_address(f"{'; '.join(notes)}." if notes else "", shared=shared)
    return board


def expert_position(reader: QueryReader) -> CholaGame | None:
    """What only the Expert page's address says: ``variant`` must be ``expert`` (the only
    variant that page plays) and ``position=NAME`` is a prepared lesson position
    (:data:`tulakit.chola.expert_lessons.POSITIONS`), returned; a note for each bad value.

    >>> reader = QueryReader({"variant": "basic", "position": "sculpt"})
    >>> expert_position(reader).options.variant, reader.notes
    ('expert', ["this page plays the Expert game, not 'basic' (variant: expert)"])
    >>> expert_position(QueryReader({"position": "x"})) is None
    True
    """
    params, notes = reader.params, reader.notes
    variant = params.get("variant", "expert").strip().lower()
    if variant != "expert":
        notes.append(
            f"this page plays the Expert game, not {echo(params['variant'])} (variant: expert)"
        )
    name = params.get("position", "").strip().lower()
    if not name:
        return None
    from tulakit.chola import expert_lessons  # only pages that open a position

    if name in expert_lessons.POSITIONS:
        return expert_lessons.POSITIONS[name]()
    known = ", ".join(expert_lessons.POSITIONS)
    notes.append(f"unknown position {echo(name)}: use one of {known}")
    return None
