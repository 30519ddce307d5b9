"""The random and greedy Chola bots."""

from __future__ import annotations

import pytest
from chola.chola_positions import position, the_card

from tulakit.chola import Build, new_game
from tulakit.chola.bots import GreedyBot, make_bot, net_value


def test_chola_greedy_takes_the_build_worth_most_to_it() -> None:
    game = position(
        colours=("gold", "white"),
        temple={"3,0": "gold", "4,0": "gold", "8,0": "white", "9,0": "white"},
        hand=["gold", "white"],
        card="single",
    )
    move = GreedyBot().choose(game)
    assert isinstance(move, Build) and move.placement[0][1] == 4  # completes its gold pattern
    assert net_value(game, move) == 4
    # the white stone next to the white pair would give White 4: net 1 - 4
    move = game.parse_move(f"build {the_card(game)} white@10,0")
    assert isinstance(move, Build) and net_value(game, move) == -3


def test_chola_greedy_beats_random_over_a_few_games() -> None:
    wins = 0
    for seed in range(6):
        game = new_game(2, seed=seed)
        bots = [make_bot("greedy", seed=seed), make_bot("random", seed=seed)]
        if seed % 2:
            bots.reverse()
        while not game.is_over():
            game.play(bots[game.to_move].choose(game))
        result = game.result()
        assert result is not None
        greedy_seat = seed % 2
        wins += greedy_seat in result.winners
    assert wins >= 5


def test_chola_bots_play_solo_to_the_end() -> None:
    game = new_game(variant="solo", seed=3)
    bot = make_bot("greedy", seed=1)
    while not game.is_over():
        game.play(bot.choose(game))
    assert game.result() is not None


def test_chola_unknown_bot_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("strong")
