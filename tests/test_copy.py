"""``copy()`` for every game: independent of the original in both directions, although
the saved states of the undo stack are shared (``GameState.copy``)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tulakit import chola, tula, tulaga
from tulakit.protocol import GameState

#: every game and variant, new
GAMES: dict[str, Callable[[], GameState[Any]]] = {
    "tula": lambda: tula.new_game(seed=5),
    "tulaga": lambda: tulaga.new_game(),
    "chola": lambda: chola.new_game(players=3, seed=5),
    "chola-expert": lambda: chola.new_game(players=2, variant="expert", seed=6),
    "chola-solo": lambda: chola.new_game(variant="solo", seed=7),
}


def _random_moves(game: Any, count: int, rng: random.Random) -> None:
    for _ in range(count):
        legal = game.legal_moves()
        if game.is_over() or not legal:
            return
        game.play(rng.choice(legal))


def _state(game: Any) -> tuple[object, ...]:
    """What a player sees of the position, through public calls only."""
    seen: tuple[object, ...] = (str(game.legal_moves()), game.is_over(), game.to_move)
    if isinstance(game, tula.TulaGame):
        return (*seen, game.stack, game.face_up_mask, game.gone_mask)
    if isinstance(game, tulaga.TulagaGame):
        return (*seen, game.cells, game.simple_pile, game.rank_pile)
    players = range(game.players)
    hands = tuple(game.hand(seat) for seat in players)
    cards = tuple(game.cards(seat) for seat in players)
    return (*seen, game.cells, game.bag, hands, cards, game.face_up, game.scores)


def _history(game: Any) -> list[tuple[object, ...]]:
    """The position at every point back to the start, undoing a copy of ``game``."""
    probe = game.copy()
    out = [_state(probe)]
    while probe.moves:
        probe.undo()
        out.append(_state(probe))
    return out


@pytest.mark.parametrize("name", sorted(GAMES))
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6), before=st.integers(0, 40), after=st.integers(1, 30))
def test_a_copy_and_its_original_never_touch(name: str, seed: int, before: int, after: int) -> None:
    rng = random.Random(seed)
    game = GAMES[name]()
    _random_moves(game, before, rng)
    history = _history(game)
    twin = game.copy()
    assert type(twin) is type(game) and _state(twin) == _state(game)
    # the copy undoes everything and plays on differently...
    while twin.moves:
        twin.undo()
    _random_moves(twin, after, rng)
    # ...and the original, its state and every state it can undo back to, is unchanged
    assert _history(game) == history
    # and the other way round
    twin_history = _history(twin)
    while game.moves:
        game.undo()
    _random_moves(game, after, random.Random(seed + 1))
    assert _history(twin) == twin_history


def test_every_games_bots_and_moves_share_one_protocol() -> None:
    """Boards and tools rely on one Bot protocol (``name``, ``choose``) and one Move
    protocol (notation that reads back, words) for all three games."""
    from tulakit.chola.bots import make_bot as chola_bot
    from tulakit.protocol import Bot, Move
    from tulakit.tula.bots import HonestBot, PolicyBot, greedy_policy
    from tulakit.tulaga.bots import make_bot as tulaga_bot

    cases: list[tuple[GameState[Any], Bot[Any, Any]]] = [
        (tula.new_game(seed=2), HonestBot(samples=4)),
        (tula.new_game(seed=2), PolicyBot("greedy", greedy_policy)),
        (tulaga.new_game(), tulaga_bot("greedy")),
        (chola.new_game(players=2, seed=2), chola_bot("greedy")),
        (chola.new_game(players=2, seed=2), chola_bot("random")),
    ]
    for game, bot in cases:
        assert isinstance(bot, Bot) and bot.name
        before = game.to_json()
        move = bot.choose(game)
        assert game.to_json() == before  # choosing changes nothing
        assert isinstance(move, Move) and move.describe()
        assert game.parse_move(str(move)) == move
        game.play(move)
