"""One conformance suite that every registered game passes (OpenSpiel's games_sim_test in
spirit): seeded random playouts to the end, exact undo, independent copies, replay from
the record, the JSON round trip, notation that reads back, a reason for every illegal
move, and bad input refused with the documented errors, leaving the game as it was.

The games come from the registry (:mod:`tulakit.games`), the tests' own example game
(Nim, registered by tests/conftest.py) among them: a new game gets these tests by
registering its entry, with no code here. A position is compared through public calls
only (:func:`seen`): its record, its legal moves, whose turn, the result and the words.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tulakit import games
from tulakit.errors import IllegalMoveError, NotationError, RecordError
from tulakit.games import GameEntry
from tulakit.protocol import Bot, GameState, Move, Result

Game = GameState[Any]
KEYS = [entry.key for entry in games.entries()]
#: more moves than any registered game lasts (a Chola Expert game: about 200)
LONGEST = 5000
#: text that is no game's notation
NOT_NOTATION = ["", "   ", "?!", "not a move at all", "\x00", "🂡 ∅", "a" * 300]


#: the entry fixture gives the same frozen entry to every example, as it should
PROPERTIES = settings(suppress_health_check=[HealthCheck.function_scoped_fixture])


@pytest.fixture(params=KEYS)
def entry(request: pytest.FixtureRequest) -> GameEntry:
    return games.get(request.param)


def play_random(game: Game, rng: random.Random, moves: int = LONGEST) -> Game:
    """``game`` after up to ``moves`` random legal moves (fewer if it ends)."""
    for _ in range(moves):
        if game.is_over():
            break
        game.play(rng.choice(game.legal_moves()))
    return game


def seen(entry: GameEntry, game: Game, *, words: bool = False) -> tuple[object, ...]:
    """The position as far as public calls show it: the record (setup and moves), the
    legal moves, whose turn and the result; with ``words``, the position in words too
    (a few milliseconds in Chola, so only where a test looks at few positions)."""
    legal = tuple(str(move) for move in game.legal_moves())
    shown = (game.to_json(), legal, game.to_move, game.is_over(), game.result())
    if words and entry.describe is not None:
        return (*shown, entry.describe(game))
    return shown


def history(entry: GameEntry, game: Game) -> list[tuple[object, ...]]:
    """The position at every point back to the start, undoing a copy of ``game``."""
    probe = game.copy()
    out = [seen(entry, probe)]
    while probe.moves:
        probe.undo()
        out.append(seen(entry, probe))
    return out


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_playouts_reach_the_end_and_keep_the_protocol(entry: GameEntry, seed: int) -> None:
    game = entry.start(seed)
    assert entry.owns(game) and games.entry_for(game) is entry
    assert entry.owns(entry.new_game(seed)) and entry.start(seed).to_json() == game.to_json()
    rng = random.Random(seed)
    while not game.is_over():
        legal = game.legal_moves()
        assert legal, "a game that is not over has a legal move"
        assert game.result() is None and game.to_move in range(game.players)
        move = rng.choice(legal)
        assert game.explain_illegal(move) is None and game.is_legal(move)
        assert game.play(move) == move and game.moves[-1] == move
        assert len(game.moves) < LONGEST, "the game never ends"
    assert game.legal_moves() == []
    result = game.result()
    assert isinstance(result, Result) and result.message
    assert all(seat in range(game.players) for seat in result.winners)


@settings(PROPERTIES, max_examples=6)
@given(seed=st.integers(0, 2**31 - 1), moves=st.integers(0, 150))
def test_undo_restores_every_state_exactly_and_the_same_moves_come_back(
    entry: GameEntry, seed: int, moves: int
) -> None:
    game = play_random(entry.start(seed), random.Random(seed), moves)
    played = list(game.moves)
    replay = entry.start(seed)
    states = [seen(entry, replay)]
    for move in played:
        replay.play(move)
        states.append(seen(entry, replay))
    while game.moves:
        assert seen(entry, game) == states[len(game.moves)]
        assert game.undo() == played[len(game.moves)]
    assert seen(entry, game, words=True) == seen(entry, entry.start(seed), words=True)
    with pytest.raises(IndexError):
        game.undo()
    # hidden state (a shuffled stack, a random generator) came back too: the same moves
    # lead through the same positions again
    for number, move in enumerate(played, start=1):
        game.play(move)
        assert seen(entry, game) == states[number]


@settings(PROPERTIES, max_examples=6)
@given(seed=st.integers(0, 10**6), before=st.integers(0, 40), after=st.integers(1, 30))
def test_a_copy_and_its_original_never_touch(
    entry: GameEntry, seed: int, before: int, after: int
) -> None:
    rng = random.Random(seed)
    game = play_random(entry.start(seed), rng, before)
    past = history(entry, game)
    now = seen(entry, game, words=True)
    twin = game.copy()
    assert type(twin) is type(game) and seen(entry, twin, words=True) == now
    # the copy undoes everything and plays on differently...
    while twin.moves:
        twin.undo()
    play_random(twin, rng, after)
    # ...and the original, its state and every state it can undo back to, is unchanged
    assert history(entry, game) == past and seen(entry, game, words=True) == now
    # and the other way round
    twin_now, twin_past = seen(entry, twin, words=True), history(entry, twin)
    while game.moves:
        game.undo()
    play_random(game, random.Random(seed + 1), after)
    assert history(entry, twin) == twin_past and seen(entry, twin, words=True) == twin_now


@pytest.mark.parametrize("seed", [4, 5])
def test_the_record_replays_the_same_game_at_every_stage(entry: GameEntry, seed: int) -> None:
    game = play_random(entry.start(seed), random.Random(seed))
    moves = list(game.moves)
    for stage in sorted({0, 1, len(moves) // 2, len(moves)}):
        probe = entry.start(seed)
        probe.play_all(moves[:stage])
        again = entry.load(probe.to_json())
        assert type(again) is type(probe) and again.moves == probe.moves
        assert seen(entry, again, words=True) == seen(entry, probe, words=True)
        # and it plays on as the original does
        if stage < len(moves):
            again.play(moves[stage])
            probe.play(moves[stage])
            assert seen(entry, again) == seen(entry, probe)


@pytest.mark.parametrize("seed", [6, 7])
def test_the_json_record_round_trips(entry: GameEntry, seed: int) -> None:
    game = play_random(entry.start(seed), random.Random(seed), 30)
    record = json.loads(game.to_json())
    assert isinstance(record, dict) and record["moves"] == [str(m) for m in game.moves]
    # the record is data, not text: written again differently, it loads the same game
    rewritten = json.dumps(record, indent=2, sort_keys=True)
    again = entry.load(rewritten)
    assert json.loads(again.to_json()) == record
    assert seen(entry, again, words=True) == seen(entry, game, words=True)


@settings(PROPERTIES, max_examples=6)
@given(seed=st.integers(0, 2**31 - 1), moves=st.integers(0, 200))
def test_every_legal_move_reads_back_from_its_notation(
    entry: GameEntry, seed: int, moves: int
) -> None:
    game = play_random(entry.start(seed), random.Random(seed), moves)
    for move in game.legal_moves():
        assert isinstance(move, Move) and move.describe()
        text = str(move)
        assert game.parse_move(text) == move and str(game.parse_move(text)) == text
        assert game.explain_illegal(text) is None


#: positions of a game in which illegal moves are tried, and moves tried in each
STAGES, TRIED = 6, 10


@pytest.mark.parametrize("seed", [8, 9])
def test_illegal_moves_get_a_reason_in_words_and_change_nothing(
    entry: GameEntry, seed: int
) -> None:
    """Moves legal at some point of a game but not in the position at hand (the rules'
    own moves, so each is well formed) are refused with the reason ``explain_illegal``
    gives, and the game is left as it was; a finished game refuses every move."""
    rng = random.Random(seed)
    game = play_random(entry.start(seed), rng)
    moves = list(game.moves)
    stages = sorted({len(moves) * i // STAGES for i in range(STAGES + 1)})
    replay = entry.start(seed)
    positions = []
    for number, move in enumerate([*moves, None]):
        if number in stages:
            positions.append(replay.copy())
        if move is not None:
            replay.play(move)
    known = {str(m): m for p in positions for m in p.legal_moves()} | {str(m): m for m in moves}
    checked = 0
    for probe in positions:
        legal = {str(m) for m in probe.legal_moves()}
        others = [m for text, m in known.items() if text not in legal]
        for other in rng.sample(others, min(TRIED, len(others))):
            reason = probe.explain_illegal(other)
            assert isinstance(reason, str) and reason.strip(), other
            assert not probe.is_legal(other)
            before = seen(entry, probe, words=True)
            with pytest.raises(IllegalMoveError) as refused:
                probe.play(other)
            assert reason in str(refused.value)
            assert seen(entry, probe, words=True) == before
            checked += 1
    assert positions[-1].is_over() and positions[-1].legal_moves() == []
    assert checked >= len(moves[-1:])  # the last position refuses at least the last move


def test_text_that_is_no_move_and_values_that_are_no_moves_are_refused(
    entry: GameEntry,
) -> None:
    game = play_random(entry.start(3), random.Random(3), 5)
    before = seen(entry, game, words=True)
    for text in NOT_NOTATION:
        with pytest.raises(NotationError) as refused:
            game.play(text)
        assert str(refused.value)
        with pytest.raises(NotationError):
            game.explain_illegal(text)
    for value in (None, 5, 2.5, ["x"], {"move": 1}, object()):
        with pytest.raises(NotationError, match="a move is notation text"):
            game.play(value)
    assert seen(entry, game, words=True) == before


def _corrupted(record: dict[str, Any], illegal: str | None) -> list[str]:
    """Records that must not load: not JSON, not an object, another game's, another
    version's, moves that are not a list, a move that is not notation or not legal."""
    out = ["", "not json", "[]", "null", "5", json.dumps(record)[: len(json.dumps(record)) // 2]]
    out.append(json.dumps({**record, "game": "chess"}))
    out.append(json.dumps({**record, "version": 999}))
    out.append(json.dumps({**record, "moves": "all of them"}))
    out.append(json.dumps({**record, "moves": [*record["moves"], "?!"]}))
    if illegal is not None:
        out.append(json.dumps({**record, "moves": [*record["moves"], illegal]}))
    return out


@pytest.mark.parametrize("seed", [10, 11])
def test_corrupted_records_are_refused_with_record_error(entry: GameEntry, seed: int) -> None:
    game = play_random(entry.start(seed), random.Random(seed), 12)
    record = json.loads(game.to_json())
    # a move the rules know, but not now: the last one, played again
    illegal = str(game.moves[-1]) if game.moves and not game.is_legal(game.moves[-1]) else None
    for text in _corrupted(record, illegal):
        with pytest.raises(RecordError) as refused:
            entry.load(text)
        assert str(refused.value), text


def test_every_level_makes_a_bot_and_the_quick_ones_choose_legal_moves(entry: GameEntry) -> None:
    levels = entry.levels()
    assert (entry.make_bot is None) == (levels == ())
    if entry.make_bot is None:
        return
    game = play_random(entry.start(12), random.Random(12), 3)
    for number, level in enumerate(levels):
        bot = entry.make_bot(level, 1)
        assert isinstance(bot, Bot) and bot.name
        if number >= 2:
            continue  # the stronger levels search for seconds: bench/ measures them
        before = seen(entry, game)
        move = bot.choose(game)
        assert seen(entry, game) == before  # choosing changes nothing
        assert game.explain_illegal(move) is None
    with pytest.raises(ValueError):
        entry.make_bot("no such level", 1)
