"""Policies, the honest bot and the hint: legality, determinism and honesty."""

from __future__ import annotations

import random

import pytest
from tula.helpers import decision_points, rearranged

from tulakit.tula.bots import HonestBot, evaluate, greedy_policy, play_out, random_policy
from tulakit.tula.game import TulaGame
from tulakit.tula.geometry import bits
from tulakit.tula.hint import hint
from tulakit.tula.moves import TulaMove
from tulakit.tula.tiles import shuffled_deal


def _decision_points(seed: int, limit: int = 6) -> list[TulaGame]:
    return decision_points(seed, limit, HonestBot(samples=16, seed=seed))


class PeekingForbidden(AssertionError):
    pass


class GuardedGame(TulaGame):
    """A game whose ``tile_at`` refuses to show a face-down tile still in the temple."""

    def tile_at(self, position: int) -> str:
        if self.in_temple(position) and not self.is_face_up(position):
            raise PeekingForbidden(f"looked at face-down tile {position}")
        return super().tile_at(position)


def test_play_out_finishes_and_returns_the_game() -> None:
    game = TulaGame(shuffled_deal(4))
    assert play_out(game, greedy_policy) is game
    assert game.is_over() and game.result() is not None


def test_random_policy_is_reproducible() -> None:
    a = play_out(TulaGame(shuffled_deal(9)), random_policy(random.Random(1)))
    b = play_out(TulaGame(shuffled_deal(9)), random_policy(random.Random(1)))
    assert a.moves == b.moves


def test_greedy_reveals_before_taking() -> None:
    game = TulaGame(shuffled_deal(11))
    game.play_all(["R23", "T23"])
    assert greedy_policy(game).kind == "R"


@pytest.mark.parametrize("policy", ["greedy", "bot"])
def test_policies_never_peek_at_face_down_tiles(policy: str) -> None:
    for seed in range(6):
        game = GuardedGame(shuffled_deal(seed))
        chosen = greedy_policy if policy == "greedy" else HonestBot(samples=8, seed=seed)
        play_out(game, chosen)  # raises PeekingForbidden on any peek
        assert game.is_over()


def test_hint_never_peeks_at_face_down_tiles() -> None:
    game = GuardedGame(shuffled_deal(3))
    while not game.is_over():
        h = hint(game, samples=8)
        assert h.move is not None
        game.play(h.move)
    assert hint(game).move is None


def test_honest_bot_decides_the_same_whatever_lies_face_down() -> None:
    """Honesty: rearranging face-down tiles never changes the bot's decision."""
    rng = random.Random(0)
    compared = differ = 0
    for seed in range(8):
        for game in _decision_points(seed):
            twin = rearranged(game, rng)
            differ += twin.deal != game.deal
            assert [twin.tile_at(p) for p in bits(game.face_up_mask)] == [
                game.tile_at(p) for p in bits(game.face_up_mask)
            ]
            bot = HonestBot(samples=16, seed=42)
            assert bot(game) == HonestBot(samples=16, seed=42)(twin)
            assert hint(game, samples=12, seed=3) == hint(twin, samples=12, seed=3)
            compared += 1
    # the twins really differ face down (or the test would prove nothing)
    assert compared >= 10 and differ >= compared - 2


def test_evaluate_counts_wins_per_candidate() -> None:
    game = _decision_points(2)[0]
    choices, tried = evaluate(game, 10, random.Random(0))
    legal = [m for m in game.legal_moves() if m.kind != "R"]
    assert [c.move for c in choices] == legal
    assert all(0 <= c.wins <= tried for c in choices)
    with pytest.raises(ValueError):
        evaluate(TulaGame(shuffled_deal(2)), 4, random.Random(0))


def test_evaluate_is_exact_when_everything_is_in_view() -> None:
    """With no tile hidden there is a single arrangement, and its verdict is exact."""
    found = 0
    for seed in range(40):
        game = TulaGame(shuffled_deal(seed), auto_reveal=True)
        bot = HonestBot(samples=8, seed=0)
        while not game.is_over():
            hidden = game.tiles_left - game.face_up_mask.bit_count()
            if hidden == 0 and len(game.legal_moves()) > 1:
                choices, tried = evaluate(game, 50, random.Random(0))
                assert tried == 1
                assert all(c.wins in (0, 1) for c in choices)
                found += 1
                break
            game.play(bot(game))
    assert found


def test_honest_bot_beats_greedy() -> None:
    seeds = range(40)
    bot_wins = sum(play_out(TulaGame(shuffled_deal(s)), HonestBot(seed=s)).is_won() for s in seeds)
    greedy_wins = sum(play_out(TulaGame(shuffled_deal(s)), greedy_policy).is_won() for s in seeds)
    assert bot_wins > greedy_wins


def test_hint_explains_the_opening_reveals_and_the_end() -> None:
    game = TulaGame(shuffled_deal(2))
    first = hint(game)
    assert first.move == TulaMove("R", 23) and "Reveal tile 23" in first.explanation
    game.play("R23")
    opening = hint(game)
    assert opening.move == TulaMove("T", 23) and "TULA-6" in opening.explanation
    game.play("T23")
    reveal = hint(game)
    assert reveal.move is not None and reveal.move.kind == "R"
    assert "only gives information" in reveal.explanation


def test_hint_explains_mercy_tula7() -> None:
    game = TulaGame(shuffled_deal(10))  # the opening tile matches no layer-3 tile
    game.play_all(["R23", "T23", "R20", "R21", "R22"])
    assert game.mercy_available()
    h = hint(game, samples=8)
    assert h.move is not None and h.move.kind == "X"
    assert "mercy" in h.explanation.lower() and "TULA-7" in h.explanation


def test_hint_says_plainly_when_no_move_is_left() -> None:
    game = play_out(TulaGame(shuffled_deal(0)), greedy_policy)
    assert not game.is_won()
    h = hint(game)
    assert h.move is None and "No move is left" in h.explanation


def test_hint_for_a_choice_counts_arrangements() -> None:
    game = _decision_points(5)[0]
    h = hint(game, samples=24, seed=0)
    assert h.move in game.legal_moves()
    hidden = game.tiles_left - game.face_up_mask.bit_count()
    assert f"ways the {hidden} hidden tiles could lie" in h.explanation


def test_the_honest_bot_is_a_bot_of_the_shared_protocol() -> None:
    """The registry's bots are checked by tests/conformance; the honest bot, which no
    board plays, here (moved from tests/test_copy.py)."""
    from tulakit.protocol import Bot, Move

    game = TulaGame(shuffled_deal(2))
    bot = HonestBot(samples=4)
    assert isinstance(bot, Bot) and bot.name
    before = game.to_json()
    move = bot.choose(game)
    assert game.to_json() == before  # choosing changes nothing
    assert isinstance(move, Move) and move.describe()
    assert game.parse_move(str(move)) == move
    game.play(move)
