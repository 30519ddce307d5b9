"""The bots in the Expert game: they sculpt, pay wisely and use bonus cards (CHOLA-X3, B1)."""

from __future__ import annotations

from chola.chola_positions import expert_position, square

from tulakit.chola import new_game
from tulakit.chola.bots import BIG_TILE, GreedyBot, make_bot
from tulakit.chola.moves import Again, Build, Sculpt


def test_chola_x3_greedy_sculpts_the_biggest_tile_paying_with_the_wagon_first() -> None:
    game = expert_position(
        temple=square(0, 0, "gold") | square(2, 0, "gold"),
        hand=["white"] * 4 + ["grey"],
        wagon={"white": 3, "grey": 1},
        sculpture_tiles={"0,0": "6:white4,grey1", "2,0": "10:white4,grey1"},
    )
    bot = GreedyBot()
    move = bot.choose(game)
    assert move == game.parse_move("sculpt 2,0 wagon:white3,grey1 hand:white1")
    assert bot.last_reason.startswith("sculpt worth 10 points")


def test_chola_b1_greedy_keeps_double_for_a_big_tile() -> None:
    small = expert_position(
        temple=square(0, 0, "gold"), hand=["white"] * 4 + ["grey"],
        sculpture_tiles={"0,0": "6:white4,grey1"}, bonus=["double"],
    )  # fmt: skip
    move = GreedyBot().choose(small)
    assert isinstance(move, Sculpt) and move.card is None  # 6 < BIG_TILE: keep the card
    big = expert_position(
        temple=square(0, 0, "gold"), hand=["white"] * 4 + ["grey"],
        sculpture_tiles={"0,0": "10:white4,grey1"}, bonus=["double"],
    )  # fmt: skip
    move = GreedyBot().choose(big)
    assert isinstance(move, Sculpt) and move.card == "double" and BIG_TILE <= 10


def test_chola_b1_greedy_uses_free_on_a_big_tile_it_cannot_pay() -> None:
    game = expert_position(
        temple=square(0, 0, "gold"), hand=["brown"],
        sculpture_tiles={"0,0": "10:white4,grey1"}, bonus=["free"],
    )  # fmt: skip
    assert GreedyBot().choose(game) == game.parse_move("sculpt 0,0 +free")


def test_chola_b1_greedy_prefers_a_bigger_build_to_a_small_sculpt() -> None:
    game = expert_position(
        colours=("gold", "white"),
        temple={"3,0": "gold", "4,0": "gold", "6,2": "grey", "6,3": "grey", "5,0": "grey",
                "5,1": "grey", "5,2": "grey", "7,0": "grey", "7,1": "grey", "7,2": "grey"},
        hand=["gold", "gold", "brown", "white"],
        card="pair_same",
        sculpture_tiles={"6,2": "2:brown1,white1"},
    )  # fmt: skip
    move = GreedyBot().choose(game)
    assert isinstance(move, Build)  # a gold pattern of 4 (7) beats a 2-point sculpture


def test_chola_b1_greedy_plays_again_with_two_good_actions() -> None:
    game = expert_position(
        temple=square(0, 0, "gold") | square(2, 0, "gold"),
        hand=["white"] * 7,
        wagon={"grey": 2, "white": 1},
        sculpture_tiles={"0,0": "6:white4,grey1", "2,0": "9:white1,grey4"},
        bonus=["anycolour", "again"],
    )
    # the random generator is hidden and no public call shows it: read, never written
    before = (game.table(), game.moves, game.scores, game._rng.getstate())
    bot = GreedyBot()
    assert bot.choose(game) == Again()
    assert bot.last_reason == "again: an action worth 9 now and one worth 6 after it"
    # the look-ahead was undone exactly
    assert before == (game.table(), game.moves, game.scores, game._rng.getstate())


def test_chola_x3_random_and_greedy_bots_sculpt_in_whole_games() -> None:
    sculpts = {"random": 0, "greedy": 0}
    for seed in range(3):
        game = new_game(2, "expert", seed=seed)
        kinds = ["greedy", "random"] if seed % 2 else ["random", "greedy"]
        bots = [make_bot(k, seed=seed) for k in kinds]
        while not game.is_over():
            move = bots[game.to_move].choose(game)
            if isinstance(move, Sculpt):
                sculpts[kinds[game.to_move]] += 1
            game.play(move)
        assert game.result() is not None
    assert sculpts["random"] > 0 and sculpts["greedy"] > 0


def test_chola_e3_greedy_beats_random_in_expert_games() -> None:
    wins = 0
    for seed in range(6):
        game = new_game(2, "expert", seed=100 + seed)
        bots = [make_bot("greedy", seed=seed), make_bot("random", seed=seed)]
        if seed % 2:
            bots.reverse()
        while not game.is_over():
            game.play(bots[game.to_move].choose(game))
        result = game.result()
        assert result is not None
        wins += (seed % 2) in result.winners
    assert wins >= 5


def test_chola_b1_greedy_explains_every_expert_move() -> None:
    game = new_game(3, "expert", seed=5)
    bot = GreedyBot(seed=2)
    for _ in range(60):
        if game.is_over():
            break
        bot.last_reason = ""
        move = bot.choose(game)
        assert bot.last_reason, move
        mover = game.names[game.to_move]
        game.play(move)
        assert str(game.last_report()).startswith(f"{mover}: ")
