"""What a player writes in a page's address, setting by setting, for every game.

The rulings (docs/rulings.md) and the pages' *Settings in the page's address* tell a player
what to write: words in any case (``?sculpture_layout=A``, ``?bot=Casual``), numbers as
digits within their ranges (``?square_group_removed=6``, ``?ranks=4``), switches as 1/0,
yes/no, true/false or on/off. Every setting of every address table is tried here with such
spellings (taken), and with values out of range or malformed (refused: the default stands
and a note names the setting and what it takes, quoting at most 40 characters of the
value). The Tula and Tulaga tables are :data:`TULA_ADDRESS` and :data:`TULAGA_ADDRESS`;
the Chola pages' settings are :data:`CHOLA_SETTINGS` and the Expert board's own. Last, any
address at all gives a game and words, never an exception (hypothesis).
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable, Iterator
from typing import Any
from urllib.parse import quote

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tulakit import chola
from tulakit.chola.expert_lessons import POSITIONS
from tulakit.chola.options import CHOICES, COLOUR_TOKENS, SQUARE_GROUP_POINTS, CholaOptions
from tulakit.widgets.address_table import Address, Choice, Entry, Number, Switch, Text, read_address
from tulakit.widgets.chola_address import CHOLA_SETTINGS, expert_position
from tulakit.widgets.chola_board import CholaBoard
from tulakit.widgets.chola_expert_board import ExpertBoard
from tulakit.widgets.chola_share import chola_game_from_query, chola_link, chola_seats_from_query
from tulakit.widgets.page import MAX_ECHO_CHARS, QueryReader, query_params, set_page_address
from tulakit.widgets.tula_board import TulaBoard
from tulakit.widgets.tula_share import TULA_ADDRESS
from tulakit.widgets.tulaga_address import DEMO_POSITIONS
from tulakit.widgets.tulaga_board import TulagaBoard
from tulakit.widgets.tulaga_share import TULAGA_ADDRESS

TABLES: dict[str, tuple[Entry, ...]] = {"tula": TULA_ADDRESS, "tulaga": TULAGA_ADDRESS}
#: a value far longer than any message may quote
LONG = "q" * 300


def _quotes_at_most_40(message: str, value: str) -> bool:
    """No run of more than 40 characters of ``value`` is in ``message``."""
    return len(value) <= MAX_ECHO_CHARS or value[: MAX_ECHO_CHARS + 1] not in message


# -- the Tula and Tulaga tables, entry by entry ----------------------------------------------
def _valid(entry: Entry) -> list[tuple[str, object]]:
    """Spellings a player may write for ``entry``, with the value each means."""
    if isinstance(entry, Number):
        low, high = entry.minimum, entry.maximum
        assert low is not None and high is not None, f"{entry.name}: a page states its range"
        return [(str(low), low), (f" {high} ", high), (f"+{low}", low), (str((low + high) // 2), (low + high) // 2)]  # fmt: skip
    if isinstance(entry, Switch):
        on: list[tuple[str, object]] = [(word, True) for word in ("1", "yes", "True", "ON")]
        return on + [(word, False) for word in ("0", "No", "false", "Off")]
    if isinstance(entry, Choice):
        rows: list[tuple[str, object]] = []
        for option in entry.options:
            rows += [(option, option), (option.upper(), option), (f" {option.title()} ", option)]
        return rows + [(old.upper(), new) for old, new in entry.aliases.items()]
    return []


def _invalid(entry: Entry) -> list[str]:
    """Values out of range or malformed for ``entry``."""
    if isinstance(entry, Number):
        assert entry.minimum is not None and entry.maximum is not None
        outside = [str(entry.minimum - 1), str(entry.maximum + 1)]
        return [*outside, "x", "1.5", "", "²", "1_0", "9" * 60, LONG]
    if isinstance(entry, Switch):
        return ["maybe", "2", "", LONG]
    if isinstance(entry, Choice):
        return ["zzz", "", LONG]
    return []


def _allowed_words(entry: Entry) -> list[str]:
    """What a note on a bad value must say: the setting's name and what it takes."""
    if isinstance(entry, Number):
        return [entry.name, str(entry.minimum), str(entry.maximum)]
    if isinstance(entry, Switch):
        return [entry.name, "0", "1"]
    assert isinstance(entry, Choice)
    return [entry.name, *entry.options]


def _value(got: Address, entry: Entry) -> object:
    if isinstance(entry, Number):
        return got.number(entry.name)
    if isinstance(entry, Switch):
        return got.switch(entry.name)
    if isinstance(entry, Choice):
        return got.choice(entry.name)
    return got.text(entry.name)


TYPED = [
    pytest.param(game, entry, id=f"{game}-{entry.name}")
    for game, table in TABLES.items()
    for entry in table
    if not isinstance(entry, Text)
]


@pytest.mark.parametrize(("game", "entry"), TYPED)
def test_every_spelling_a_player_may_write_is_taken(game: str, entry: Entry) -> None:
    names = (entry.name, entry.name.upper(), entry.name.title())  # ?Seed= as ?seed=
    for (text, meant), name in zip(_valid(entry), itertools.cycle(names), strict=False):
        reader = QueryReader({name: text})
        got = read_address(reader, TABLES[game])
        assert (_value(got, entry), reader.notes) == (meant, []), f"{name}={text!r}"


@pytest.mark.parametrize(("game", "entry"), TYPED)
def test_a_bad_value_keeps_the_default_and_says_what_the_setting_takes(
    game: str, entry: Entry
) -> None:
    default = _value(read_address(QueryReader({}), TABLES[game]), entry)
    for text in _invalid(entry):
        reader = QueryReader({entry.name: text})
        got = read_address(reader, TABLES[game])
        message = reader.message()
        assert _value(got, entry) == default, f"{entry.name}={text!r}"
        missing = [word for word in _allowed_words(entry) if word not in message]
        assert not missing, f"{entry.name}={text!r}: {message!r} does not say {missing}"
        assert _quotes_at_most_40(message, text)


#: the settings a board reads as text: (page, setting) -> a good address and how many moves
#: it opens with, a bad one and what the note says
TEXT_ROWS: dict[tuple[str, str], tuple[str, int, str, list[str]]] = {
    ("tula", "moves"): ("seed=7&auto_reveal=0&moves=R23,T23", 2, "seed=7&auto_reveal=0&moves=R23,zzz", ["move 2 of the address (zzz)", "'zzz' is not a Tula move"]),
    ("tulaga", "moves"): ("moves=e5; d4", 2, "moves=e5;zzz", ["turn 2 of the given moves (zzz)", "'zzz' is not a Tulaga move"]),
    ("tulaga", "position"): ("position=Demo-Row", 8, "position=zzz", ["position", *DEMO_POSITIONS]),
}  # fmt: skip
BOARDS: dict[str, Callable[[], Any]] = {
    "tula": TulaBoard.from_query,
    "tulaga": lambda: TulagaBoard.from_query(opponent="human"),
}


def test_every_text_setting_of_the_tables_has_its_rows() -> None:
    texts = {(g, e.name) for g, table in TABLES.items() for e in table if isinstance(e, Text)}
    assert texts == set(TEXT_ROWS)


@pytest.mark.parametrize(("game", "name"), sorted(TEXT_ROWS))
def test_a_text_setting_opens_its_game_or_says_why_not(game: str, name: str) -> None:
    good, moves, bad, said = TEXT_ROWS[game, name]
    try:
        set_page_address(good)
        board = BOARDS[game]()
        assert len(board.game.moves) == moves and not board.status.startswith("(")
        set_page_address(bad)
        board = BOARDS[game]()  # a note's first word takes a capital on the status line
        assert all(words.lower() in board.status.lower() for words in said), board.status
        set_page_address(bad.replace("zzz", LONG))
        assert _quotes_at_most_40(BOARDS[game]().status, LONG)
    finally:
        set_page_address(None)


# -- the Chola pages --------------------------------------------------------------------------
def _option_rows() -> Iterator[tuple[str, str, str, object]]:
    """(option, page variant, spelling, value meant) for every option a Chola page reads."""
    for name, allowed in CHOICES.items():
        if name == "variant":
            continue  # the page's own (Basic, Solo or Expert by page and players)
        variant = "expert" if name == "sculpture_layout" else "basic"
        for option in allowed:
            for text in (option, option.upper(), option.lower(), f" {option.title()} "):
                yield name, variant, text, option
    for text, meant in (("20", 20), (" 30 ", 30), ("999999999", 999999999)):
        yield "stones_per_colour", "basic", text, meant
    for text, meant in (("120", 120), ("0", 0)):
        yield "solo_head_start", "solo", text, meant
    for word in ("1", "On", "yes", "TRUE", "0", "off", "No", "false"):
        yield "stall_end_counts_replace", "basic", word, word.lower() in ("1", "on", "yes", "true")
    for points in SQUARE_GROUP_POINTS:
        yield "square_group_removed", "expert", f" {points} ", points
    yield "square_group_removed", "expert", "Random", None


#: (option, page variant, bad value, words the note must hold)
BAD_OPTIONS: list[tuple[str, str, str, list[str]]] = [
    *((name, "basic", text, [name, *CHOICES[name]]) for name in CHOICES if name not in ("variant", "sculpture_layout") for text in ("zzz", LONG)),
    *(("sculpture_layout", "expert", text, ["sculpture_layout", "A", "B"]) for text in ("C", LONG)),
    *(("stones_per_colour", "basic", text, ["stones_per_colour", "whole number"]) for text in ("-1", "x", "2.5", "", "²", "1" * 60)),
    *(("solo_head_start", "solo", text, ["solo_head_start", "whole number"]) for text in ("-5", "x", "1e3")),
    *(("stall_end_counts_replace", "basic", text, ["stall_end_counts_replace", "1", "0"]) for text in ("maybe", "2", LONG)),
    *(("square_group_removed", "expert", text, ["square_group_removed", "6", "7", "8", "9", "10", "random"]) for text in ("5", "11", "6.0", "x", "", LONG)),
    # the Expert options on a Basic page: the note says where they belong
    *((name, "basic", text, [name, "Expert"]) for name, text in (("sculpture_layout", "A"), ("square_group_removed", "6"))),
]  # fmt: skip


def _fresh(variant: str) -> chola.CholaGame:
    return chola.new_game(players=1 if variant == "solo" else 2, variant=variant, seed=1)


@pytest.mark.parametrize(("name", "variant", "text", "meant"), list(_option_rows()))
def test_chola_every_option_takes_what_the_rulings_tell_a_player_to_write(
    name: str, variant: str, text: str, meant: object
) -> None:
    notes: list[str] = []
    as_typed = QueryReader({name.title(): text}).params  # what a page reads: ?Deck=big
    game, chosen = chola_game_from_query(as_typed, _fresh(variant), True, notes.append)
    assert (getattr(game.options, name), chosen, notes) == (meant, {name: meant}, [])


@pytest.mark.parametrize(("name", "variant", "text", "said"), BAD_OPTIONS)
def test_chola_a_bad_option_keeps_the_default_and_says_what_it_takes(
    name: str, variant: str, text: str, said: list[str]
) -> None:
    fresh, notes = _fresh(variant), list[str]()
    game, chosen = chola_game_from_query({name: text}, fresh, True, notes.append)
    assert game.options == fresh.options and chosen == {}
    message = " ".join(notes)
    assert all(words in message for words in said), message
    assert _quotes_at_most_40(message, text)


def _seats(params: dict[str, str]) -> tuple[tuple[int, list[str], int | None], list[str]]:
    notes: list[str] = []
    got = chola_seats_from_query(params, notes, players=2, seats=None, seed=None)
    return got, notes


def _colours(params: dict[str, str]) -> tuple[object, list[str]]:
    notes: list[str] = []
    game, _ = chola_game_from_query(params, chola.new_game(players=2, seed=1), True, notes.append)
    return (game.colours, len(game.moves)), notes


def _expert(params: dict[str, str]) -> tuple[object, list[str]]:
    reader = QueryReader(params)
    position = expert_position(reader)
    return (None if position is None else position.options.variant), reader.notes


#: the settings of every Chola page that are not options: (read it, [(good spelling, what
#: it gives)], [(bad spelling, words of the note)])
CHOLA_ROWS: dict[str, tuple[Callable[[dict[str, str]], tuple[object, list[str]]], list[tuple[str, object]], list[tuple[str, list[str]]]]] = {
    "players": (_seats, [("1", (1, ["human"], None)), (" 5 ", (5, ["human", *["greedy"] * 4], None))],
                [(t, ["players", "1 to 5"]) for t in ("0", "6", "x", "", "²", LONG)]),
    "bots": (_seats, [("HUMAN, Planner,random", (3, ["human", "planner", "random"], None))],
             [(t, ["bots", "human", "random", "greedy", "planner"]) for t in ("human,wizard", LONG)]),
    "seed": (_seats, [(" 7 ", (2, ["human", "greedy"], 7))],
             [(t, ["seed", "whole number"]) for t in ("-1", "x", "²", "9" * 60)]),
    "colours": (_colours, [("Gold,light-brown", ((4, 1), 0)), ("white, grey", ((2, 3), 0))],
                [(t, ["colour", *COLOUR_TOKENS]) for t in ("pink,white", LONG + ",white")]),
    "moves": (_colours, [("draw stack;draw up2", ((0, 2), 2))],
              [(t, ["move 1", "not a Chola move"]) for t in ("zzz", LONG)]),
    "variant": (_expert, [("EXPERT", None)], [(t, ["variant", "expert"]) for t in ("basic", LONG)]),
    "position": (_expert, [(" Sculpt ", "expert")], [(t, ["position", *POSITIONS]) for t in ("zzz", LONG)]),
}  # fmt: skip


def test_every_chola_setting_has_its_rows() -> None:
    options = {row[0] for row in _option_rows()} | {row[0] for row in BAD_OPTIONS}
    assert options | set(CHOLA_ROWS) == set(CHOLA_SETTINGS + ExpertBoard.OWN_SETTINGS)
    assert options == set(CholaOptions.names()) - {"variant"}


@pytest.mark.parametrize("name", sorted(CHOLA_ROWS))
def test_chola_a_setting_takes_its_spellings_and_names_itself_when_refusing(name: str) -> None:
    read, good, bad = CHOLA_ROWS[name]
    for text, meant in good:
        assert read({name: text}) == (meant, []), f"{name}={text!r}"
        as_typed = QueryReader({name.upper(): text}).params  # what a page reads: ?SEED=7
        assert read(as_typed) == (meant, []), f"{name.upper()}={text!r}"
    default = read({})[0]
    for text, said in bad:
        got, notes = read({name: text})
        message = " ".join(notes)
        assert all(words in message for words in said), f"{name}={text!r}: {message!r}"
        assert _quotes_at_most_40(message, text) and got == default


class _WaitingBot:
    """A bot that thinks until the test is done, so no move changes what the page said."""

    def __init__(self, done: threading.Event) -> None:
        self.done = done

    def choose(self, game: object) -> object:
        self.done.wait(30)
        raise RuntimeError("a stand-in bot")


@pytest.fixture
def done() -> Iterator[threading.Event]:
    event = threading.Event()
    yield event
    event.set()


@pytest.mark.parametrize(
    ("query", "layout", "group"),
    [("sculpture_layout=A", "A", None), ("square_group_removed=6", "B", 6),
     ("players=3&sculpture_layout=a&square_group_removed=10", "A", 10)],
)  # fmt: skip
def test_the_expert_page_takes_its_options_and_its_link_keeps_them(
    query: str, layout: str, group: int | None, done: threading.Event
) -> None:
    try:
        set_page_address(query)
        board = ExpertBoard.from_query(bot_factory=lambda level, seed: _WaitingBot(done))
        assert (board.game.options.sculpture_layout, board.game.options.square_group_removed) == (
            layout,
            group,
        )
        assert not board.status.startswith("("), board.status  # nothing to say about the address
        link = chola_link(board.game, board.seats).query
        set_page_address(link)
        again = ExpertBoard.from_query(bot_factory=lambda level, seed: _WaitingBot(done))
        assert again.game.options == board.game.options
    finally:
        set_page_address(None)


def test_the_basic_page_names_an_unknown_setting_and_sends_expert_options_to_their_page(
    done: threading.Event,
) -> None:
    try:
        set_page_address("sculpture_layout=A&treasures=Off&Deck=even50&decks=2&theme=dark")
        board = CholaBoard.from_query(bot_factory=lambda level, seed: _WaitingBot(done))
    finally:
        set_page_address(None)
    assert board.game.options == CholaOptions(treasures="off", deck="even50")  # names in any case
    assert "sculpture_layout belongs to the Expert game" in board.status
    assert "chola-expert-play.ipynb" in board.status
    assert "no setting 'decks'" in board.status and "theme" not in board.status


def test_an_expert_position_says_which_settings_it_replaces(done: threading.Event) -> None:
    try:
        set_page_address("position=sculpt&sculpture_layout=A&seed=4&bots=human,random")
        board = ExpertBoard.from_query(bot_factory=lambda level, seed: _WaitingBot(done))
    finally:
        set_page_address(None)
    assert board.seats == ("human", "random") and board.game.slot_state("7,0") == "built"
    assert "the position sets its own sculpture_layout and seed" in board.status


# -- any address at all -------------------------------------------------------------------------
NAMES = sorted({e.name for table in TABLES.values() for e in table} | set(CHOLA_SETTINGS) | set(ExpertBoard.OWN_SETTINGS))  # fmt: skip
VALUES = st.one_of(
    st.text(max_size=12),
    st.sampled_from(["0", "1", "6", "-1", "A", "off", "Expert", "sculpt", "e5;d4", "R23,T23"]),
    st.text(min_size=41, max_size=200),
)
PARAMS = st.dictionaries(st.one_of(st.sampled_from(NAMES), st.text(max_size=8)), VALUES, max_size=6)


def _longest_quote(message: str, params: dict[str, str]) -> bool:
    """No name or value of the address is quoted beyond 40 characters in ``message``."""
    texts = [*params, *params.values()]
    return all(
        _quotes_at_most_40(message, t) and _quotes_at_most_40(message, t.strip()) for t in texts
    )


@settings(max_examples=150)
@given(PARAMS)
def test_any_address_is_read_into_settings_and_words_never_an_exception(
    params: dict[str, str],
) -> None:
    for table in TABLES.values():
        reader = QueryReader(params)
        read_address(reader, table)
        assert isinstance(reader.message(), str) and _longest_quote(reader.message(), params)
    reader = QueryReader(params)  # what a Chola page reads, in its order
    expert_position(reader)
    players, _, seed = chola_seats_from_query(
        reader.params, reader.notes, players=2, seats=None, seed=None
    )
    fresh = chola.new_game(players=players, seed=seed, variant="solo" if players == 1 else "basic")
    game, _ = chola_game_from_query(reader.params, fresh, seed is not None, reader.note)
    assert game.players == players and _longest_quote(" ".join(reader.notes), params)


PAGES: dict[str, Callable[[threading.Event], Any]] = {
    "tula-play": lambda done: TulaBoard.from_query(),
    "tulaga-play": lambda done: TulagaBoard.from_query(bot_factory=lambda level, seed, budget: _WaitingBot(done)),
    "chola-play": lambda done: CholaBoard.from_query(bot_factory=lambda level, seed: _WaitingBot(done)),
    "chola-expert-play": lambda done: ExpertBoard.from_query(bot_factory=lambda level, seed: _WaitingBot(done)),
}  # fmt: skip


@pytest.mark.parametrize("page", sorted(PAGES))
@settings(max_examples=8, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(query=st.one_of(
    st.text(max_size=60),
    PARAMS.map(lambda params: "&".join(f"{quote(k)}={quote(v)}" for k, v in params.items())),
))  # fmt: skip
def test_any_address_opens_a_game_on_every_play_page(
    page: str, query: str, done: threading.Event
) -> None:
    try:
        set_page_address(query)
        params = query_params()
        board = PAGES[page](done)
    finally:
        set_page_address(None)
    assert board.game is not None and board.status
    assert "Traceback" not in board.status and _longest_quote(board.status, params)
