"""The example game's board (Nim, tests/example_game/nim_board.py), built from the generic
pieces only: it plays by presses on its picture, undoes and redoes exactly, refuses an
illegal press in words, and its share link reopens the same position through the page
address reader; a bad address gives a fresh game and says why."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from example_game.nim import HEAPS, MOST, NimGame, new_game
from example_game.nim_board import TAKE, NimBoard
from example_game.nim_scene import nim_scene
from example_game.nim_share import nim_link
from tulakit.drawing.scene import Scene
from tulakit.widgets.board import NEW_GAME_HINT
from tulakit.widgets.page import MAX_SEED, set_page_address

#: each example builds a board or two (widgets): no deadline, a few dozen examples
BOARDS = settings(max_examples=30, suppress_health_check=[HealthCheck.function_scoped_fixture])
SEEDS = st.integers(0, MAX_SEED)
#: what a page's note says a seed takes, after a bad one (tulakit.widgets.address_table)
SEED_TAKES = f"seed: a whole number from 0 to {MAX_SEED}"


@pytest.fixture(autouse=True)
def no_page_address() -> Iterator[None]:
    """Every test starts, and leaves, with no page address of its own."""
    set_page_address(None)
    yield
    set_page_address(None)


def seen(board: NimBoard) -> tuple[object, ...]:
    """What a player sees of the board: the record, the stones one can click, the status
    line, the moves listed and the buttons."""
    keys = sorted(str(region.key) for region in board.scene.regions)
    buttons = (board.undo_button.disabled, board.redo_button.disabled)
    return board.game.to_json(), keys, board.status, board.move_list(), buttons


def stone(board: NimBoard, draw: st.DataObject) -> str:
    """One of the stones on the board, drawn by hypothesis (its key: the move it plays)."""
    keys = sorted(str(region.key) for region in board.scene.regions)
    return draw.draw(st.sampled_from(keys))


def press_stone(board: NimBoard, key: str) -> str:
    """Click the stone ``key`` where it shows in the picture."""
    point = board.scene.visible_point(key)
    assert point is not None, f"stone {key} is not in the picture"
    return board.click(*point)


@BOARDS
@given(seed=SEEDS, draw=st.data())
def test_a_whole_game_is_played_by_clicks_on_the_stones(seed: int, draw: st.DataObject) -> None:
    board = NimBoard(seed=seed)
    start = board.game.heaps
    movers = []
    while not board.game.is_over():
        key = stone(board, draw)
        heap, k = HEAPS.index(key[0]), int(key[1:])
        before = board.game.heaps
        movers.append(board.game.to_move)
        status = press_stone(board, key)
        # the k-th stone from the top goes, with every stone above it, from that heap only
        after = list(before)
        after[heap] -= k
        assert board.game.heaps == tuple(after)
        assert status.startswith(f"Player {movers[-1] + 1}: take {k} stone")
    assert sum(int(str(m)[1:]) for m in board.game.moves) == sum(start)
    winner = movers[-1] + 1
    assert board.status.endswith(f"Player {winner} took the last stone. {NEW_GAME_HINT}")
    assert board.scene.regions == [] and board.cursor_start() is None


@BOARDS
@given(seed=SEEDS, draw=st.data())
def test_undo_and_redo_restore_exactly_what_was_seen(seed: int, draw: st.DataObject) -> None:
    board = NimBoard(seed=seed)
    shown = [seen(board)]
    for _ in range(draw.draw(st.integers(1, 6))):
        if board.game.is_over():
            break
        press_stone(board, stone(board, draw))
        shown.append(seen(board))
    played = len(shown) - 1
    for back in range(played):
        board.undo()
        assert seen(board)[:2] == shown[-2 - back][:2]  # the record and the stones
    assert board.undo() == "There is no turn to undo."
    for forward in range(played):
        board.redo()
        assert seen(board)[:2] == shown[forward + 1][:2]
        assert board.status.startswith("Played again: ")
    assert board.redo() == "There is no turn to redo."
    assert seen(board)[0] == shown[-1][0] and seen(board)[3:] == shown[-1][3:]


def test_a_new_press_after_undo_drops_the_moves_to_redo() -> None:
    board = NimBoard(seed=3)
    first, second = (str(m) for m in board.game.legal_moves()[:2])
    board.press(first)
    board.undo()
    assert board.turns_to_redo == 1 and not board.redo_button.disabled
    board.press(second)
    assert board.turns_to_redo == 0 and board.redo_button.disabled
    assert [str(m) for m in board.game.moves] == [second]


@pytest.mark.parametrize("seed", [1, 2, 5])
def test_an_illegal_press_changes_nothing_and_says_why(seed: int) -> None:
    board = NimBoard(seed=seed)
    heap = max(range(len(HEAPS)), key=lambda h: board.game.heaps[h])
    name, size = HEAPS[heap], board.game.heaps[heap]
    board.press(f"{name}{size}")  # the bottom stone: the heap is emptied
    before = seen(board)
    refusals = {
        f"{name}1": f"Can't take 1 stone from heap {name}: heap {name} is empty.",
        None: f"There is no stone there: {TAKE}.",
        "z1": "'z1' is not a Nim move: write a heap (a, b or c) and a count, e.g. 'b3'.",
    }
    other = next(h for h in range(len(HEAPS)) if h != heap and board.game.heaps[h])
    left = board.game.heaps[other]
    if left < MOST:
        words = f"heap {HEAPS[other]} has only {left} left"
        refusals[f"{HEAPS[other]}{left + 1}"] = (
            f"Can't take {left + 1} stones from heap {HEAPS[other]}: {words}."
        )
    for key, words in refusals.items():
        assert board.press(key) == words
        assert seen(board)[:2] == before[:2] and board.move_list() == before[3]
    assert board.play_text("q") is False and board.game.to_json() == before[0]


def test_a_finished_game_refuses_presses_and_new_game_draws_new_heaps() -> None:
    board = NimBoard(game=NimGame((1, 1, 1), seed=None))
    for move in ("a1", "b1", "c1"):
        board.press(move)
    over = board.game.to_json()
    assert board.press("a1") == f"Player 1 took the last stone. {NEW_GAME_HINT}"
    assert board.game.to_json() == over
    status = board.new_game()
    assert status.startswith("New game: heaps of ") and not board.game.moves
    assert status.endswith(f"Player 1 to move: {TAKE}.")
    assert board.turns_to_redo == 0


def test_a_typed_move_plays_as_its_press_does() -> None:
    typed, pressed = NimBoard(seed=4), NimBoard(seed=4)
    move = str(typed.game.legal_moves()[-1])
    assert typed.play_text(f" {move.upper()} ") is True
    pressed.press(move)
    assert seen(typed) == seen(pressed)


def test_every_stone_is_labelled_with_what_a_click_takes() -> None:
    board = NimBoard(seed=6)
    labels = board.region_labels()
    assert set(labels) == {str(region.key) for region in board.scene.regions}
    assert set(labels) == {str(move) for move in board.game.legal_moves()}
    assert labels["a1"] == "Heap a, stone 1 from the top: take 1 stone from heap a"


def test_a_record_round_trips_through_download_and_open() -> None:
    board = NimBoard(seed=8)
    board.press(str(board.game.legal_moves()[0]))
    record, name = board.game.to_json(), board.record_filename()
    assert name == f"nim-{len(board.game.moves)}-moves.json"
    other = NimBoard(seed=9)
    assert other.open_record(record, name).startswith(f"Opened '{name}': 1 turn replayed.")
    assert other.game.to_json() == record
    assert other.open_record("{", "x.json").startswith("Could not open 'x.json':")
    assert other.game.to_json() == record


# -- the share link and the page address ------------------------------------------------------
@BOARDS
@given(seed=SEEDS, draw=st.data())
def test_a_share_link_reopens_the_same_position(seed: int, draw: st.DataObject) -> None:
    board = NimBoard(seed=seed)
    for _ in range(draw.draw(st.integers(0, 8))):
        if board.game.is_over():
            break
        board.press(stone(board, draw))
    link = board.share_link()
    assert link == nim_link(board.game)  # the registry's link codec, through SeatedBoard
    assert link.complete and link.query.startswith(f"?seed={seed}")
    set_page_address(link.query)
    again = NimBoard.from_query()
    assert again.game.to_json() == board.game.to_json()
    assert again.share_link() == link
    # no note on a good address; a game with moves says whose move it is
    if board.game.moves and not board.game.is_over():
        who = board.game.to_move + 1
        assert (
            again.status == f"A game shared with you: it is Player {who}'s move. {board.greeting}"
        )
    else:
        assert again.status == board.greeting


def test_heaps_no_seed_can_rebuild_get_no_link() -> None:
    board = NimBoard(game=NimGame((3, 3, 3), seed=1))  # seed 1 draws other heaps
    link = board.share_link()
    assert link.query == "" and "not drawn from a seed" in link.note


@pytest.mark.parametrize(
    ("address", "note"),
    [
        ("seed=x", f"'x' is not a seed, so new heaps were drawn ({SEED_TAKES})."),
        (
            "seed=" + "9" * 30,
            f"'{'9' * 30}' is not a seed, so new heaps were drawn ({SEED_TAKES}).",
        ),
        (
            "seed=3&moves=zz",
            "Move 1 of the given moves (zz) was not played: 'zz' is not a Nim move",
        ),
        (
            "moves=a1",
            "The moves were not replayed, since the address gives no seed for their heaps.",
        ),
        ("seed=3&colour=red", "This page has no setting 'colour', so it was ignored."),
    ],
)
def test_a_bad_address_gives_a_fresh_game_and_says_why(address: str, note: str) -> None:
    set_page_address(address)
    board = NimBoard.from_query()
    assert not board.game.moves and not board.game.is_over()
    assert board.status.startswith(f"({note}") and board.status.endswith(board.greeting)
    if address.startswith("seed=3"):  # the good seed is kept
        assert board.game.heaps == new_game(3).heaps
    assert json.loads(board.game.to_json())["seed"] is not None  # a fresh game links again
    assert board.share_link().complete


class _PicturedNimBoard(NimBoard):
    """A Nim board that can draw any position, as a board with a review does."""

    def review_scene(self, game: NimGame) -> Scene:
        return nim_scene(game)


def test_no_review_is_offered_for_a_game_the_registry_does_not_review() -> None:
    """A board that draws any position offers the game review only when its registry
    entry has one: Nim's has none, so no Review button, no V key, no dead panel."""
    board = _PicturedNimBoard(seed=1)
    assert board.review is None
    assert "review" not in " ".join(name for _letter, name in board.view.commands)
