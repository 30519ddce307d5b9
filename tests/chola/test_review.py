"""chola.review: builds weighed against the best build there was, sculptures missed in
Expert, stones and cards held to the end; and the review's promises on whole games."""

from __future__ import annotations

import pytest
from chola.chola_positions import position, the_card

from tulakit import chola
from tulakit.chola import Build, CholaGame, CholaMove, Pick, Sculpt
from tulakit.chola.bots import make_bot, net_value, sculpt_value
from tulakit.chola.game_review import THRESHOLDS
from tulakit.review import MARKS, ReviewEntry


def at(game: CholaGame, index: int) -> CholaGame:
    """The game as it was before move ``index``."""
    probe = game.copy()
    while len(probe.moves) > index:
        probe.undo()
    return probe


def best_net(game: CholaGame) -> int:
    return max(net_value(game, m) for m in game.legal_moves() if isinstance(m, Build))


def check_promises(game: CholaGame, entries: list[ReviewEntry[CholaMove]]) -> None:
    assert [e.move for e in entries] == list(game.moves)
    for i, entry in enumerate(entries):
        before = at(game, i)
        assert entry.player == before.to_move
        assert entry.mark in (None, *MARKS)
        assert entry.value is not None and entry.best_value is not None  # Chola weighs every move
        assert entry.value <= entry.best_value
        if entry.mark is None:
            assert entry.better is None
        else:
            assert entry.better is not None and before.is_legal(entry.better)
            assert isinstance(entry.better, (Build, Sculpt))
            assert entry.best_value - entry.value >= THRESHOLDS[0]


def gold_pair_position() -> CholaGame:
    # Gold (seat 0) completes its gold pattern with the single card for 4; a white stone
    # beside White's pair gives White 4 and Gold 1: net -3
    return position(
        colours=("gold", "white"),
        temple={"3,0": "gold", "4,0": "gold", "8,0": "white", "9,0": "white"},
        hand=["gold", "white"],
        card="single",
    )


def test_a_clearly_worse_build_is_marked_with_a_better_build_at_least_as_good() -> None:
    game = gold_pair_position()
    best = best_net(game)
    game.play(f"build {the_card(game)} white@10,0")
    entry = chola.review(game)[-1]
    assert (entry.value, entry.best_value) == (-3, best) == (-3, 4)
    assert entry.mark == "blunder"  # 7 points below the best build
    assert "better build" in entry.notes
    assert isinstance(entry.better, Build)
    before = at(game, 0)
    assert before.is_legal(entry.better) and net_value(before, entry.better) >= best
    assert "for -3 net (1 for Gold, 4 for the others)" in entry.why


def test_the_best_build_is_not_marked() -> None:
    game = gold_pair_position()
    game.play(make_bot("greedy").choose(game))
    entry = chola.review(game)[-1]
    assert entry.mark is None and entry.better is None and entry.value == 4


@pytest.mark.parametrize("seed", [0, 3])
def test_worst_builds_in_a_real_game_are_marked_by_their_drop(seed: int) -> None:
    """Play greedy until a turn offers builds 4 or more net apart, then the worst one."""
    game = chola.new_game(players=3, seed=seed)
    bot = make_bot("greedy", seed=seed)
    while True:
        builds = [m for m in game.legal_moves() if isinstance(m, Build)]
        values = [net_value(game, m) for m in builds]
        if builds and max(values) - min(values) >= THRESHOLDS[1]:
            break
        game.play(bot.choose(game))
    worst = builds[values.index(min(values))]
    game.play(worst)
    entries = chola.review(game)
    check_promises(game, entries)
    entry = entries[-1]
    assert entry.mark in ("mistake", "blunder")
    assert entry.best_value == max(values) and entry.value == min(values)
    before = at(game, len(game.moves) - 1)
    assert isinstance(entry.better, Build)
    assert net_value(before, entry.better) >= max(values)


def test_a_basic_game_of_greedy_bots_has_no_mark_and_notes_what_was_held() -> None:
    # the greedy bot builds the build of most net value, and Basic has no sculptures
    game = chola.new_game(players=3, seed=5)
    bots = [make_bot("greedy", seed=s) for s in range(3)]
    while not game.is_over():
        game.play(bots[game.to_move].choose(game))
    record = game.to_json()
    entries = chola.review(game)
    assert game.to_json() == record
    check_promises(game, entries)
    assert all(e.mark is None for e in entries)
    for seat in range(3):
        last = max(i for i, e in enumerate(entries) if e.player == seat)
        held = sum(game.hand(seat)) + len(game.cards(seat))
        assert ("held to no use" in entries[last].notes) == (held > 0)
        if sum(game.hand(seat)):
            assert f"{sum(game.hand(seat))} stone" in entries[last].why
        others = [e for i, e in enumerate(entries) if e.player == seat and i != last]
        assert all("held to no use" not in e.notes for e in others)


def test_a_random_player_is_marked_and_every_mark_keeps_the_promises() -> None:
    game = chola.new_game(players=3, seed=2)
    bots = [make_bot("greedy", seed=0), make_bot("random", seed=1), make_bot("greedy", seed=2)]
    while not game.is_over():
        game.play(bots[game.to_move].choose(game))
    entries = chola.review(game)
    check_promises(game, entries)
    marked = {e.player for e in entries if e.mark is not None}
    assert marked == {1}
    assert chola.review(game) == entries


def test_picks_and_draws_are_not_weighed_against_builds() -> None:
    game = gold_pair_position()
    game.play("pick")
    entry = chola.review(game)[-1]
    assert isinstance(entry.move, Pick)
    assert entry.mark is None and entry.value == 0
    assert "+4 net was there" in entry.why


def test_a_solo_game() -> None:
    game = chola.new_game(variant="solo", seed=5)
    bot = make_bot("greedy", seed=5)
    while not game.is_over():
        game.play(bot.choose(game))
    entries = chola.review(game)
    check_promises(game, entries)
    assert all(e.player == 0 for e in entries)


def test_a_missed_sculpture_in_expert() -> None:
    """Greedy Expert play until a sculpt worth a mistake or more can be made; pick or
    draw instead."""
    game = chola.new_game(players=3, variant="expert", seed=1)
    bot = make_bot("greedy", seed=1)
    while True:
        assert not game.is_over(), "no sculpture came up"
        legal = game.legal_moves()
        sculpts = [m for m in legal if isinstance(m, Sculpt)]
        waits = [m for m in legal if not isinstance(m, (Build, Sculpt)) and str(m) != "again"]
        worth = max((sculpt_value(game, m) for m in sculpts), default=0)
        if worth >= THRESHOLDS[1] and waits:
            break
        game.play(bot.choose(game))
    game.play(waits[0])
    entries = chola.review(game)
    check_promises(game, entries)
    entry = entries[-1]
    assert "missed sculpture" in entry.notes
    assert entry.mark in ("mistake", "blunder")
    assert isinstance(entry.better, Sculpt) and entry.best_value == worth
    assert "A sculpture was there to make" in entry.why
