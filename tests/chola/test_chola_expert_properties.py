"""Property tests over random Expert games (hypothesis): conservation of stones, tiles and
bonus cards, wagon bounds, hidden stones, undo, replay and the end (CHOLA-S1, W1, X1, X2,
X3, B1, E2, E3)."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from tulakit.chola import ExpertGame, load, new_game
from tulakit.chola.board import EMPTY
from tulakit.chola.bonus import ALL_CARDS
from tulakit.chola.bots import make_bot
from tulakit.chola.moves import Build
from tulakit.chola.sculptures import Tile

setups = st.tuples(
    st.integers(min_value=0, max_value=2**31 - 1),
    st.sampled_from([2, 3, 4, 5]),
    st.sampled_from(["B", "A"]),
    st.lists(st.sampled_from(["random", "greedy"]), min_size=5, max_size=5),
)


def start(seed: int, players: int, layout: str) -> ExpertGame:
    return new_game(players, "expert", seed, sculpture_layout=layout)


def stones(game: ExpertGame) -> int:
    in_temple = sum(1 for c in game.cells if c != EMPTY)
    return sum(game.bag) + sum(sum(game.hand(s)) for s in range(game.players)) + in_temple


def snapshot(game: ExpertGame) -> tuple[object, ...]:
    return (
        game.cells,
        game.bag,
        tuple(game.hand(s) for s in range(game.players)),
        tuple(game.cards(s) for s in range(game.players)),
        tuple(game.wagon(s) for s in range(game.players)),
        tuple(game.bonus_cards(s) for s in range(game.players)),
        game.bonus_undealt,
        game.sculpted,
        game.hidden,
        game.face_up,
        game.stack_size,
        game.scores,
        game.to_move,
        game.extra_turn,
        game.is_over(),
        game.table(),  # the hidden parts too: the stack's order
        # the random generator is hidden and no public call shows it: read (never written)
        # so that undo and a replay are seen to restore the very draws to come
        game._rng.getstate(),
    )


def score_without_hidden(game: ExpertGame, move: Build) -> tuple[int, ...]:
    """The build's points on a temple where the hidden stones are simply taken away."""
    cells = [EMPTY if s in game.hidden else c for s, c in enumerate(game.cells)]
    seat = game.to_move
    score = game.scorer.score_build(cells, move.placement, seat, game.colours[seat], game.treasures)
    own = 0
    if any(h.card.key == "own" and h.status == "ready" for h in game.bonus_cards(seat)):
        own = sum(1 for _, c in move.placement if c == game.colours[seat])
    return tuple(p + (own if s == seat else 0) for s, p in enumerate(score.points))


def check(game: ExpertGame, tiles: Counter[Tile], total: int) -> None:
    assert stones(game) == total  # CHOLA-S1: wagon levels are markers, not stones
    for seat in range(game.players):
        assert all(0 <= level <= 5 for level in game.wagon(seat))  # CHOLA-W1
    # CHOLA-X1/X2: tiles never move; sculpted + unsculpted == slots; sculpted = built
    assert Counter(game.tile(s.name) for s in game.slots) == tiles
    names = {s.name for s in game.slots}
    assert game.sculpted <= names
    hidden: set[int] = set()
    for slot in game.slots:
        if slot.name in game.sculpted:
            assert all(game.cells[s] != EMPTY for s in slot.spaces)
            hidden.update(slot.spaces)
    assert hidden == game.hidden  # CHOLA-X3
    # CHOLA-B1: 12 cards, each dealt once or left in the box
    held = [h for s in range(game.players) for h in game.bonus_cards(s)]
    keys = [h.card.key for h in held] + list(game.bonus_undealt)
    assert sorted(keys) == sorted(c.key for c in ALL_CARDS)
    for h in held:
        if h.status == "used":
            assert h.card.discard_after_use
        if h.status == "face down":
            assert h.card.key == "again"


@settings(max_examples=25)
@given(setups)
def test_chola_expert_random_games_keep_every_invariant_and_end(
    setup: tuple[int, int, str, list[str]],
) -> None:
    seed, players, layout, kinds = setup
    game = start(seed, players, layout)
    bots = [make_bot(kinds[s], seed=seed + s) for s in range(players)]
    rng = random.Random(seed)
    total = 5 * game.options.stones_per_colour
    tiles = Counter(game.tile(s.name) for s in game.slots)
    check(game, tiles, total)
    turns = 0
    while not game.is_over():
        moves = game.legal_moves()
        assert moves, "a game that is not over always has a legal move"
        move = bots[game.to_move].choose(game)
        if isinstance(move, Build):
            # CHOLA-X3: hidden stones never count in a pattern
            assert game.preview(move).points == score_without_hidden(game, move)
        before = snapshot(game)
        game.play(move)
        check(game, tiles, total)
        if rng.random() < 0.1:
            game.undo()
            assert snapshot(game) == before
            game.play(move)
        turns += 1
        assert turns < 3000  # CHOLA-E2 guarantees an end long before this
    # CHOLA-E3: it ended for one of its reasons
    assert game.end_reason is not None
    assert any(word in game.end_reason for word in ("every sculpture", "can do none", "CHOLA-E2"))
    replay = load(game.to_json())
    assert isinstance(replay, ExpertGame)  # the record keeps the variant
    assert snapshot(replay) == snapshot(game)
    assert replay.result() == game.result()
