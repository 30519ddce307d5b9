"""The planner bot (issue 17): legal, seeded, fair (no peeking) and stronger than greedy."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from tulakit.chola import CholaGame, new_game
from tulakit.chola.bots import Bot, GreedyBot, make_bot
from tulakit.chola.planner import PlannerBot


def _play(game: CholaGame, bots: Sequence[Bot], turns: int | None = None) -> list[str]:
    played: list[str] = []
    while not game.is_over() and (turns is None or len(played) < turns):
        move = bots[game.to_move].choose(game)
        assert game.is_legal(move), move
        game.play(move)
        played.append(str(move))
    return played


@pytest.mark.parametrize(("players", "variant"), [(2, "basic"), (3, "expert"), (1, "solo")])
def test_planner_plays_legal_moves_and_leaves_the_game_as_it_was(
    players: int, variant: str
) -> None:
    game = new_game(players, variant, seed=12)
    _play(game, [make_bot("greedy", seed=s) for s in range(players)], turns=6)
    record = game.to_json()
    bot = PlannerBot(seed=3, player=GreedyBot(3), budget=60)
    move = bot.choose(game)
    assert game.is_legal(move) and game.to_json() == record  # looked ahead on copies only
    assert bot.last_reason.startswith(str(move))
    planners = [PlannerBot(seed=s, player=GreedyBot(s), budget=60) for s in range(players)]
    assert len(_play(game, planners, turns=8)) >= 1


def test_planner_is_deterministic_with_a_seed() -> None:
    first = _play(
        new_game(2, seed=5),
        [PlannerBot(seed=s, player=GreedyBot(s), budget=60, seconds=None) for s in (1, 2)],
        turns=10,
    )
    again = _play(
        new_game(2, seed=5),
        [PlannerBot(seed=s, player=GreedyBot(s), budget=60, seconds=None) for s in (1, 2)],
        turns=10,
    )
    assert first == again and len(first) == 10


def test_planner_tries_only_legal_candidates_and_every_kind_of_action() -> None:
    game = new_game(2, seed=4)
    _play(game, [make_bot("greedy", seed=s) for s in range(2)], turns=4)
    moves = PlannerBot(player=GreedyBot()).candidates(game)
    legal = game.legal_moves()
    assert set(moves) <= set(legal) and len(set(moves)) == len(moves)
    assert {type(m) for m in moves} == {type(m) for m in legal}


def test_guessed_futures_keep_what_the_seat_sees_and_redeal_the_rest() -> None:
    game = new_game(3, seed=8)
    _play(game, [make_bot("greedy", seed=s) for s in range(3)], turns=1)
    seat, record = game.to_move, game.to_json()
    guesses = [game.guessed(seat, seed=k) for k in range(6)]
    assert game.to_json() == record  # the real game is untouched
    for guess in guesses:
        assert guess.cards(seat) == game.cards(seat) and guess.face_up == game.face_up
        assert guess.cells == game.cells and guess.scores == game.scores
        assert [guess.hand(s) for s in range(3)] == [game.hand(s) for s in range(3)]
        assert guess.stack_size == game.stack_size
        assert [len(guess.cards(s)) for s in range(3)] == [len(game.cards(s)) for s in range(3)]
    others = {tuple(g.cards(s)) for g in guesses for s in range(3) if s != seat}
    assert len(others) > 2  # the other seats' hidden cards really are dealt again
    assert len({tuple(g.table().stack) for g in guesses}) > 1  # and the stack shuffled


def test_planner_refuses_a_bad_budget() -> None:
    with pytest.raises(ValueError, match="budget must be a whole number >= 1"):
        PlannerBot(player=GreedyBot(), budget=0)
    with pytest.raises(ValueError, match="seconds must be above 0"):
        PlannerBot(player=GreedyBot(), seconds=0)
    with pytest.raises(ValueError, match="'random', 'greedy' or 'planner'"):
        make_bot("clever")


def test_planner_outscores_greedy_over_seeded_games_with_seats_swapped() -> None:
    """Two short 2-player games, each bot in each seat (the bench plays hundreds)."""
    margin = 0
    for seat in (0, 1):
        bots = [make_bot("greedy", seed=7), make_bot("greedy", seed=8)]
        bots[seat] = PlannerBot(seed=9, player=GreedyBot(9), budget=150, seconds=None)
        game = new_game(2, seed=40 + seat)
        _play(game, bots)
        margin += game.scores[seat] - game.scores[1 - seat]
    assert margin > 0


def test_planner_with_no_time_to_look_ahead_plays_as_greedy() -> None:
    """The time guard: when not one guessed future fits, the greedy choice is played."""
    game = new_game(2, seed=6)
    rushed = PlannerBot(seed=2, player=GreedyBot(2), seconds=1e-9)
    move = rushed.choose(game)
    assert move == make_bot("greedy", seed=2).choose(game)
    assert rushed.last_reason.endswith("no time to look ahead, the greedy choice")


def test_planner_judges_the_moves_still_in_the_race_on_more_futures(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Successive halving: every candidate gets the first futures, the chosen one the most."""
    game = new_game(4, "expert", seed=21)
    _play(game, [make_bot("greedy", seed=s) for s in range(4)], turns=8)
    bot = PlannerBot(seed=5, player=GreedyBot(5), budget=600, seconds=None)
    judged: dict[str, int] = {}
    play_out = bot._play_out

    def counted(world: CholaGame, move: object, seat: int, deadline: float | None) -> object:
        judged[str(move)] = judged.get(str(move), 0) + 1
        return play_out(world, move, seat, deadline)  # type: ignore[arg-type]

    monkeypatch.setattr(bot, "_play_out", counted)
    move = bot.choose(game)
    candidates = [str(m) for m in bot.candidates(game)]
    assert set(judged) == set(candidates) and len(candidates) > 4
    assert judged[str(move)] == max(judged.values()) > min(judged.values()) >= 1
    assert len({count for count in judged.values()}) >= 3  # at least three stages
