"""Share links, saved records and bad page addresses on both boards (tulakit.widgets.share).

A share link's query, fed back through ``QUERY_STRING`` to ``from_query``, must rebuild
the same game; a record saved with *Download record* must open again through *Open
record*; a corrupted record or a bad address must leave a working game and say why.
"""

from __future__ import annotations

import json
import re
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import unquote

import pytest

from tulakit import chola
from tulakit.chola.bots import make_bot
from tulakit.tula import new_game, shuffled_deal
from tulakit.tulaga.game import TulagaGame
from tulakit.widgets import share
from tulakit.widgets.board import Board
from tulakit.widgets.chola_board import CholaBoard
from tulakit.widgets.chola_share import chola_link
from tulakit.widgets.packed_moves import pack_moves
from tulakit.widgets.page import QueryReader, friendly_message
from tulakit.widgets.share import make_query, share_link
from tulakit.widgets.tula_board import TulaBoard
from tulakit.widgets.tula_share import tula_link
from tulakit.widgets.tulaga_board import DEMO_POSITIONS, TulagaBoard
from tulakit.widgets.tulaga_share import DEFAULT_OPPONENT, tulaga_link

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
#: a board of one of the three games (an ExpertBoard is a CholaBoard)
AnyBoard = TulaBoard | TulagaBoard | CholaBoard
B = TypeVar("B", bound=Board)


def _reopen(monkeypatch: pytest.MonkeyPatch, query: str, cls: type[B], **kwargs: Any) -> B:
    """What a visitor gets by opening ``query`` (a relative link) on the play page."""
    page, _, query = query.partition("?")
    assert page in ("", "tula-play.ipynb", "tulaga-play.ipynb", "chola-play.ipynb")
    monkeypatch.setenv("QUERY_STRING", query)
    board: B = cls.from_query(**kwargs)  # every board class reads its own query
    return board


def _play_greedily(board: TulaBoard, clicks: int) -> None:
    """Click the first legal move's tile ``clicks`` times (reveals, takes, exchanges)."""
    for _ in range(clicks):
        moves = board.game.legal_moves()
        if not moves:
            return
        board.click_tile(moves[0].position)


def _tula_state(board: TulaBoard) -> tuple[object, ...]:
    game = board.game
    return (game.deal, game.seed, game.options, game.moves, game.stack, game.gone_mask,
            game.face_up_mask)  # fmt: skip


def _upload(board: AnyBoard, content: bytes, name: str = "game.json") -> str:
    """Hand a file to the board's *Open record* control as the browser would."""
    assert board.share_panel is not None
    board.share_panel.upload.value = (
        {"name": name, "type": "application/json", "size": len(content),
         "content": memoryview(content), "last_modified": datetime.now(timezone.utc)},
    )  # fmt: skip
    return board.status


def _downloaded(board: AnyBoard) -> str:
    """The text behind the *Download record* link."""
    assert board.share_panel is not None
    match = re.search(
        r'href="data:application/json;charset=utf-8,([^"]*)"', board.share_panel.download.value
    )
    assert match is not None
    return unquote(match.group(1))  # fmt: skip


# -- Tula ----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("seed", "options", "clicks"),
    [
        (7, {"auto_reveal": False}, 6),
        (7, {"auto_reveal": True}, 9),
        (11, {"auto_reveal": False, "mercy": False}, 12),
        (3, {"auto_reveal": True, "winnable": True}, 30),
        (3, {"auto_reveal": False, "winnable": True, "mercy": False}, 20),
        (5, {"auto_reveal": True, "highlight_legal": True}, 0),
    ],
)
def test_tula_share_link_reopens_the_same_game(
    monkeypatch: pytest.MonkeyPatch, seed: int, options: dict[str, Any], clicks: int
) -> None:
    """The link carries seed, winnable, auto-reveal (TULA-9), mercy (TULA-7) and moves."""
    board = TulaBoard(seed=seed, **options)
    _play_greedily(board, clicks)
    assert board.share_panel is not None
    link = board.share_panel.show()
    assert link.complete and link.query
    assert ("winnable=1" in link.query) == options.get("winnable", False)
    assert board.share_panel.address.href == link.query
    assert 'href="' + link.query.replace("&", "&amp;") + '"' in board.share_panel.link.value
    again = _reopen(monkeypatch, link.query, TulaBoard)
    assert _tula_state(again) == _tula_state(board)
    assert again.legal_toggle.value == board.legal_toggle.value
    assert again.status == board.greeting  # no complaint about the address


@pytest.mark.parametrize(
    ("cls", "page"),
    [(TulaBoard, "tula-play"), (TulagaBoard, "tulaga-play"), (CholaBoard, "chola-play")],
)
def test_links_open_the_play_page_unless_the_board_is_on_it(
    monkeypatch: pytest.MonkeyPatch, cls: type[AnyBoard], page: str
) -> None:
    """A tutorial's board links to the play page next to it; the play page to itself."""
    assert cls().share_link().query.startswith(f"{page}.ipynb?")
    monkeypatch.setenv("QUERY_STRING", "")
    assert cls.from_query().share_link().query.startswith("?")


def test_tula_winnable_deal_differs_from_the_plain_deal_and_still_reopens(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    board = TulaBoard(seed=1, winnable=True)
    assert tuple(board.game.deal) != tuple(shuffled_deal(1))  # seed 1's shuffle is not winnable
    again = _reopen(monkeypatch, board.share_link().query, TulaBoard)
    assert again.game.deal == board.game.deal


def test_tula_link_follows_the_game_as_it_is_played(monkeypatch: pytest.MonkeyPatch) -> None:
    board = TulaBoard(seed=7, auto_reveal=False)
    assert board.share_panel is not None
    board.share_panel.show()
    board.click_tile(23)
    board.click_tile(23)
    assert board.share_panel.address.href.endswith("moves=R23,T23")
    board.undo()
    assert board.share_panel.address.href.endswith("moves=R23")
    assert json.loads(_downloaded(board))["moves"] == ["R23"]


def test_tula_deal_without_a_seed_gets_no_link_but_can_be_downloaded() -> None:
    deal = list(reversed(shuffled_deal(4)))
    board = TulaBoard(new_game(deal=deal))
    assert board.share_panel is not None
    link = board.share_panel.show()
    assert link.query == "" and not link.complete
    assert "Download record" in board.status
    assert board.share_panel.address.href == ""
    assert json.loads(_downloaded(board))["deal"] == deal


def test_tula_record_download_and_open_round_trip() -> None:
    board = TulaBoard(seed=9, auto_reveal=False)
    _play_greedily(board, 8)
    saved = _downloaded(board)
    assert saved == board.game.to_json()
    other = TulaBoard(seed=2)
    status = _upload(other, saved.encode(), "mine.json")
    assert "Opened 'mine.json': 8 moves replayed" in status
    assert _tula_state(other) == _tula_state(board)
    assert other.share_panel is not None
    assert other.share_panel.upload.value == ()  # ready for the next file


CORRUPTED = [
    (b'{"game": "tula", "deal": [', "not valid JSON"),
    (b'{"game": "tulaga", "moves": []}', "not of Tula"),
    (b"\xff\xfe\x00garbage", "not a text file"),
    (b"[1, 2, 3]", "JSON object"),
]


@pytest.mark.parametrize(("content", "why"), CORRUPTED)
def test_tula_corrupted_record_is_refused_and_the_game_kept(content: bytes, why: str) -> None:
    board = TulaBoard(seed=7, auto_reveal=False)
    _play_greedily(board, 4)
    before = _tula_state(board)
    status = _upload(board, content)
    assert why in status and "unchanged" in status
    assert _tula_state(board) == before


def test_tula_record_with_an_illegal_move_is_refused() -> None:
    board = TulaBoard(seed=7)
    record = json.loads(new_game(seed=7).to_json())
    record["moves"] = ["R23", "T23", "T0"]  # tile 0 is buried (TULA-2)
    before = _tula_state(board)
    status = board.open_record(json.dumps(record))
    assert "unchanged" in status and "T0" in status
    assert _tula_state(board) == before


@pytest.mark.parametrize(
    ("query", "said"),
    [
        ("seed=abc", "'abc' is not a seed, so a random deal was used"),
        ("seed=-4", "'-4' is not a seed"),
        ("players=9", "no setting 'players'"),
        ("auto_reveal=maybe", "'maybe' is not 0 or 1 for auto_reveal"),
        ("moves=garbage", "no seed for their deal"),
    ],
)
def test_tula_bad_address_gives_a_default_game_and_a_message(
    monkeypatch: pytest.MonkeyPatch, query: str, said: str
) -> None:
    board = _reopen(monkeypatch, "?" + query, TulaBoard)
    assert said in board.status
    assert board.game.moves == () and board.game.seed is not None
    assert board.game.options.auto_reveal and board.game.options.mercy  # quick-play defaults
    assert "Traceback" not in board.status


def test_tula_bad_moves_in_the_address_stop_at_the_first_bad_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    board = _reopen(monkeypatch, "?seed=7&auto_reveal=0&moves=R23,T23,garbage,R20", TulaBoard)
    assert [str(m) for m in board.game.moves] == ["R23", "T23"]
    assert "Move 3 of the address (garbage) was not played" in board.status
    board = _reopen(monkeypatch, "?seed=7&moves=garbage", TulaBoard)
    assert board.game.moves == () and "'garbage' is not a Tula move" in board.status


# -- Tulaga --------------------------------------------------------------------------------
def _no_bot(level: str, seed: int, budget: float) -> object:
    raise AssertionError("the bot should not be asked to move")


CLAIM_TURN = "e5 =a5-e5@c5 >N"  # completes demo-row's row and reaps north (TULAGA-6)


@pytest.mark.parametrize(
    ("options", "turns"),
    [
        ({}, ["e5", "d4", "a1"]),
        ({"rank_stones": 4}, [*DEMO_POSITIONS["demo-row"], CLAIM_TURN]),
        ({"opponent": "greedy", "human": 1, "seed": 5}, ["e5", "d4", "a1"]),
        ({"opponent": "strong", "human": 0, "seed": 0}, [*DEMO_POSITIONS["demo-double"]]),
    ],
)
def test_tulaga_share_link_reopens_the_same_game(
    monkeypatch: pytest.MonkeyPatch, options: dict[str, Any], turns: list[str]
) -> None:
    game = TulagaGame(rank_stones=options.pop("rank_stones", 6))
    for turn in turns:
        game.play(turn)
    board = TulagaBoard(game, bot_factory=_no_bot, **options)
    assert board.share_panel is not None
    link = board.share_panel.show()
    assert link.complete
    again = _reopen(monkeypatch, link.query, TulagaBoard, bot_factory=_no_bot)
    assert [str(m) for m in again.game.moves] == [str(m) for m in game.moves]
    assert again.game.cells == game.cells and again.game.rank_stones == game.rank_stones
    assert (again.opponent, again.colour_menu.value) == (board.opponent, board.colour_menu.value)
    assert again.share_link().query == link.query.removeprefix("tulaga-play.ipynb")  # seed too
    # nothing in the address was complained about; the link says whose move it is when
    # a person's, and a hotseat game's Share says whom to send the move to
    hotseat = options.get("opponent", "human") == "human"
    name = ("Black", "White")[game.to_move]
    if hotseat:
        assert f"Send your move: the link below opens this game at {name}'s move" in board.status
    else:
        assert board.send_to() is None and "Send your move" not in board.status
    if hotseat or options.get("human") == game.to_move:
        assert again.status == f"A game shared with you: it is {name}'s move. {again.greeting}"
    else:
        assert again.status == again.greeting


def test_tulaga_long_game_link_leaves_the_moves_out_and_says_so(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(share, "MAX_LINK_CHARS", 40)
    board = TulagaBoard(rank_stones=5)
    for p in ("e5", "d4", "a1", "h8", "b2", "g7"):
        board.click_point(p)
    assert board.share_panel is not None
    link = board.share_panel.show()
    assert not link.complete and "moves" not in link.query
    assert "Download record" in board.status and "6 moves" in board.status
    again = _reopen(monkeypatch, link.query, TulagaBoard)
    assert again.game.moves == () and again.game.rank_stones == 5


def test_tulaga_record_download_and_open_round_trip() -> None:
    board = TulagaBoard(rank_stones=4)
    for p in ("e5", "d4", "a1"):
        board.click_point(p)
    saved = _downloaded(board)
    other = TulagaBoard()
    status = _upload(other, saved.encode(), "t.json")
    assert "Opened 't.json': 3 turns replayed" in status
    assert other.game.cells == board.game.cells and other.game.rank_stones == 4
    assert other.ranks_menu.value == 4


@pytest.mark.parametrize(
    ("content", "why"),
    [
        (b'{"moves": ["e5", "e5"]}', "e5"),
        (b'{"game": "tula", "deal": [], "moves": []}', "not of Tulaga"),
        (b'{"moves": [], "options": {"rank_stones": 9}}', "rank_stones"),
        (b"\x80\x81", "not a text file"),
    ],
)
def test_tulaga_corrupted_record_is_refused_and_the_game_kept(content: bytes, why: str) -> None:
    board = TulagaBoard()
    for p in ("e5", "d4"):
        board.click_point(p)
    before = (board.game.moves, board.game.cells)
    status = _upload(board, content)
    assert why in status and "unchanged" in status
    assert (board.game.moves, board.game.cells) == before


@pytest.mark.parametrize(
    ("query", "said"),
    [
        (
            "bot=wizard",
            "'wizard' is not one of human, beginner, casual, club, expert, master for bot",
        ),
        ("seed=abc", "'abc' is not a seed for the bot"),
        ("players=9", "no setting 'players'"),
        ("ranks=9", "'9' is not 4, 5 or 6 rank stones"),
        ("moves=garbage", "'garbage' is not a Tulaga move"),
    ],
)
def test_tulaga_bad_address_gives_a_default_game_and_a_message(
    monkeypatch: pytest.MonkeyPatch, query: str, said: str
) -> None:
    board = _reopen(monkeypatch, "?" + query, TulagaBoard, bot_factory=_no_bot)
    assert said in board.status
    # the default game: against the default bot (issue 26), two people for a game by link
    default = "human" if query.startswith("moves=") else DEFAULT_OPPONENT
    assert board.game.moves == () and board.game.rank_stones == 6 and board.opponent == default


# -- Chola ---------------------------------------------------------------------------------
def _chola_state(game: chola.CholaGame) -> tuple[object, ...]:
    """Everything a position is made of, hidden parts included (hands, stack, bag)."""
    seats = range(game.players)
    return (game.seed, game.colours, game.options, tuple(str(m) for m in game.moves),
            game.cells, game.to_move, game.scores, game.bag, game.face_up, game.stack_size,
            tuple(game.hand(s) for s in seats), tuple(game.cards(s) for s in seats))  # fmt: skip


def _greedy_game(game: chola.CholaGame, turns: int | None = None) -> chola.CholaGame:
    """Play ``turns`` greedy turns (all of them when None) on ``game``."""
    bots = [make_bot("greedy", seed=s) for s in range(game.players)]
    while not game.is_over() and (turns is None or len(game.moves) < turns):
        game.play(bots[game.to_move].choose(game))
    return game


def _human_turn(board: CholaBoard) -> None:
    """One person's turn through the board's buttons and clicks: a build when one is shown
    after clicking a card and a space, else a draw from the stack, else a pick."""
    game = board.game
    builds = [m for m in game.legal_moves() if isinstance(m, chola.Build)]
    if builds:
        move = builds[0]
        board.choose_card(move.card)
        board.click_space(move.placement[0][0])
        if board.placement:
            board.confirm()
            return
        board.cancel()
    if game.solo:
        raise AssertionError("a solo turn is always a build")
    board.draw() if chola.Draw() in game.legal_moves() else board.pick()


@pytest.mark.parametrize(
    ("setup", "seats", "turns"),
    [
        ({"players": 2, "seed": 3}, ["human", "human"], 8),
        ({"players": 3, "seed": 11, "treasures": "off", "pattern_scoring": "full"},
         ["human", "human", "human"], 6),
        ({"players": 1, "seed": 5}, ["human"], 4),  # solo: builds only (CHOLA-SO2)
        ({"players": 2, "seed": 8, "stall_end_counts_replace": True}, ["human", "greedy"], 0),
    ],
)  # fmt: skip
def test_chola_share_link_reopens_the_same_game(
    monkeypatch: pytest.MonkeyPatch, setup: dict[str, Any], seats: list[str], turns: int
) -> None:
    """The link carries players, seats, seed, options and every turn (CHOLA-A1)."""
    board = CholaBoard(seats=seats, **setup)
    for _ in range(turns):
        _human_turn(board)
    assert len(board.game.moves) >= turns  # solo turns run the procedure, not extra moves
    assert board.share_panel is not None
    link = board.share_panel.show()
    assert link.complete and link.query.startswith("chola-play.ipynb?")
    assert board.share_panel.address.href == link.query
    again = _reopen(monkeypatch, link.query, CholaBoard)
    assert _chola_state(again.game) == _chola_state(board.game)
    assert again.seats == board.seats and again.game.solo == board.game.solo
    # nothing in the address was complained about; the link says whose move it is when
    # a person's, and Share in a game between people says whom to send the move to
    game = board.game
    name = game.names[game.to_move]
    person = seats[game.to_move] == "human" and not game.is_over()
    if seats.count("human") >= 2 and person:
        assert f"Send your move: the link below opens this game at {name}'s move" in board.status
    else:
        assert board.send_to() is None and "Send your move" not in board.status
    if person and game.moves:
        assert again.status == f"A game shared with you: it is {name}'s move. {again.greeting}"
    else:
        assert again.status == again.greeting
    assert again.share_link().query == link.query.removeprefix("chola-play.ipynb")


def test_chola_whole_game_fits_in_a_link_and_replays(monkeypatch: pytest.MonkeyPatch) -> None:
    """A whole three-player game (about 160 turns) still fits under MAX_LINK_CHARS."""
    game = _greedy_game(chola.new_game(players=3, seed=2))
    assert game.is_over()
    link = chola_link(game, ["greedy"] * 3)
    assert link.complete and len(link.query) <= share.MAX_LINK_CHARS
    again = _reopen(monkeypatch, link.query, CholaBoard, bot_factory=_no_chola_bot)
    assert _chola_state(again.game) == _chola_state(game) and again.game.is_over()
    assert again.status.startswith("Game over.")


def test_chola_old_links_without_a_deck_replay_the_old_deck_CHOLA_C3(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Links made before the calibrated deck name no deck; they still replay as played."""
    old = _greedy_game(chola.new_game(players=2, seed=6, deck="proposed60"), turns=10)
    link = chola_link(old, ["human", "human"])
    assert "deck=" not in link.query  # what every link looked like before CHOLA-C3
    again = _reopen(monkeypatch, link.query, CholaBoard, bot_factory=_no_chola_bot)
    assert again.game.options.deck == "proposed60"
    assert _chola_state(again.game) == _chola_state(old)
    new = _greedy_game(chola.new_game(players=2, seed=6), turns=10)
    assert "&deck=calibrated80&" in chola_link(new, ["human", "human"]).query
    assert _chola_state(new) != _chola_state(old)  # the two decks deal differently


def _no_chola_bot(level: str, seed: int) -> object:
    raise AssertionError("the bot should not be asked to move")


def test_chola_link_follows_the_game_and_the_record_round_trips() -> None:
    board = CholaBoard(players=2, seed=3, seats=["human", "human"])
    assert board.share_panel is not None
    board.share_panel.show()
    _human_turn(board)
    first = str(board.game.moves[0]).replace(" ", "+")
    assert board.share_panel.address.href.endswith(f"&moves={first}")
    board.undo()
    assert "moves=" not in board.share_panel.address.href
    for _ in range(6):
        _human_turn(board)
    saved = _downloaded(board)
    assert saved == board.game.to_json()
    other = CholaBoard(players=3, seed=1, seats=["human", "greedy", "greedy"],
                       bot_factory=_no_chola_bot)  # fmt: skip
    status = _upload(other, saved.encode(), "c.json")
    assert "Opened 'c.json': 6 turns replayed" in status
    assert _chola_state(other.game) == _chola_state(board.game)
    assert other.players_menu.value == 2 and other.seats == ("human", "greedy")
    assert other.game.to_move == 0 and not other.thinking  # a person is to move


@pytest.mark.parametrize(
    ("content", "why"),
    [
        (
            b'{"game": "chola", "version": 1, "seed": 3, "moves": ["draw stack", "build c99"]}',
            "c99",
        ),
        (b'{"game": "tulaga", "moves": []}', "not of the Chola temple game"),
        (b'{"game": "chola", "version": 1, "seed": "x", "moves": []}', "seed"),
        (b"\x80\x81", "not a text file"),
    ],
)
def test_chola_corrupted_record_is_refused_and_the_game_kept(content: bytes, why: str) -> None:
    board = CholaBoard(players=2, seed=3, seats=["human", "human"])
    _human_turn(board)
    before = _chola_state(board.game)
    status = _upload(board, content)
    assert why in status and "unchanged" in status
    assert _chola_state(board.game) == before


def test_chola_prepared_position_gets_no_link_but_a_record() -> None:
    from chola.chola_positions import position

    board = CholaBoard(position(temple={"3,0": "white"}, hand=["gold"], card="single"))
    assert board.share_panel is not None
    link = board.share_panel.show()
    assert link.query == "" and "prepared position" in board.status
    assert json.loads(_downloaded(board))["arrange"]


@pytest.mark.parametrize(
    ("query", "said"),
    [
        ("seed=abc", "seed must be a whole number, not 'abc'"),
        ("players=9", "players must be 1 to 5, not '9'"),
        ("moves=zzz", "the moves were not replayed, since the address gives no seed"),
        ("seed=4&moves=zzz", "move 1 of the given moves (zzz) was not played: 'zzz' is not a Chola move"),
        ("seed=4&treasures=lots", "option treasures must be one of 'tiles', 'double', 'off', not 'lots'"),
        ("seed=4&colours=white,white", "give 2 different colours, one per player"),
        ("seed=4&colours=pink,white", "'pink' is not a stone colour"),
        ("bots=human,wizard", "unknown seat 'wizard' in bots"),
    ],
)  # fmt: skip
def test_chola_bad_address_gives_a_default_game_and_a_message(
    monkeypatch: pytest.MonkeyPatch, query: str, said: str
) -> None:
    board = _reopen(monkeypatch, "?" + query, CholaBoard, bot_factory=_no_chola_bot)
    assert said in board.status and "Traceback" not in board.status
    game = board.game
    assert game.moves == () and game.players == 2 and board.seats == ("human", "greedy")
    # CHOLA-C3: an address with moves that names no deck is an old link: the old deck
    deck = "proposed60" if query == "seed=4&moves=zzz" else chola.CholaOptions().deck
    assert game.options == chola.CholaOptions(deck=deck)
    assert game.colours == chola.new_game().colours


def test_chola_bad_turn_in_the_address_keeps_the_turns_before_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = _greedy_game(chola.new_game(players=2, seed=6), turns=12)
    turns = [str(m) for m in game.moves]
    query = chola_link(game, ["human", "human"]).query
    cut = query.replace(turns[7].replace(" ", "+"), "build+c1+gold@0,9")  # not legal there
    board = _reopen(monkeypatch, cut, CholaBoard)
    assert [str(m) for m in board.game.moves] == turns[:7]
    assert "move 8 of the given moves (build c1 gold@0,9) was not played" in board.status
    assert "the game goes on after the 7 before it" in board.status


# -- the pieces ----------------------------------------------------------------------------
def test_make_query_round_trips_through_the_page_reader(monkeypatch: pytest.MonkeyPatch) -> None:
    params = {"moves": "e5 =d4(c3,c4,c5,e5) >N;f6", "bot": "greedy", "odd": "a&b=c?d#e"}
    monkeypatch.setenv("QUERY_STRING", make_query(params)[1:])
    assert QueryReader().params == params


def test_share_link_keeps_the_moves_only_while_they_fit() -> None:
    moves = ["T5"] * 40
    full = share_link({"seed": 1}, moves, separator=",", limit=200)
    assert full.complete and full.query.endswith("moves=" + ",".join(moves))
    # one character short for plain notation: the moves are packed (a third as long)
    packed = share_link({"seed": 1}, moves, separator=",", limit=len(full.query) - 1)
    assert packed.complete and packed.query == "?seed=1&moves=" + pack_moves(",".join(moves))
    assert len(packed.query) < len(full.query) / 3
    cut = share_link({"seed": 1}, moves, separator=",", limit=len(packed.query) - 1)
    assert not cut.complete and cut.query == "?seed=1" and str(len(full.query)) in cut.note


def test_links_of_the_engine_games_without_boards() -> None:
    game = new_game(seed=12, auto_reveal=True)
    assert tula_link(game).query == "?seed=12&auto_reveal=1"
    assert tulaga_link(TulagaGame()).query == "?bot=human&ranks=6"
    assert chola_link(chola.new_game(players=4, seed=9), ["human"] * 4).query == (
        "?players=4&bots=human,human,human,human&seed=9&deck=calibrated80"
    )


def test_friendly_message_makes_sentences() -> None:
    assert friendly_message(["a", "", "B!", " c. "]) == "A. B! C."
    reader = QueryReader({"ranks": "9", "bot": "Greedy", "theme": "dark"})
    assert reader.int("ranks", 6, minimum=4, maximum=6) == 6
    assert reader.choice("bot", ("human", "greedy"), "human", instead="x") == "greedy"
    reader.unknown({"ranks", "bot"})  # Voila's own ?theme= is not reported
    assert reader.message() == "'9' is not a whole number from 4 to 6 for ranks, so 6 was used."


TITLED = ("index", "rulings", "tula", "tula-play", "tulaga", "tulaga-play", "chola-play")


@pytest.mark.parametrize("stem", TITLED)
def test_published_pages_are_titled(stem: str) -> None:
    """Voila titles a page with the notebook's metadata 'title', else its file name."""
    path = NOTEBOOKS / f"{stem}.ipynb"
    notebook = json.loads(path.read_text(encoding="utf-8"))
    title = notebook["metadata"].get("title", "")
    assert title and title != path.stem
    headings = [
        line[2:].strip()
        for cell in notebook["cells"]
        if cell["cell_type"] == "markdown"
        for line in "".join(cell["source"]).splitlines()
        if line.startswith("# ")
    ]
    if headings:  # the rulings page takes its heading from docs/rulings.md
        assert title == headings[0]


@pytest.mark.parametrize("path", sorted(NOTEBOOKS.glob("*.ipynb")), ids=lambda p: p.stem)
def test_every_notebook_has_a_title_for_its_page(path: Path) -> None:
    """Without a metadata title, a page's tab would show its file name."""
    title = json.loads(path.read_text(encoding="utf-8"))["metadata"].get("title", "")
    assert title.strip() and title != path.stem
