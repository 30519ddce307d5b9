"""bench/tula_honest_bot.py, the earlier honest bot the bench compares with: its lookahead
checked against the game engine, and the bot's honesty.

:func:`evaluate` scores a move by grouping the arrangements of the
hidden tiles that show the player the same tiles up to the next choice, and taking, per
group, the one next move that wins most often (so the next choice uses only what is in
view). Here the same score is worked out independently by replaying every arrangement in
a real :class:`TulaGame` (reveals, forced takes and all), where few tiles are hidden.
"""

from __future__ import annotations

import math
import random
from collections import defaultdict
from itertools import permutations

import pytest
from bench_scripts import load_bench_script
from tula.helpers import decision_points, rearranged

from tulakit.tula.bots import greedy_policy, play_out
from tulakit.tula.game import TulaGame
from tulakit.tula.geometry import bits
from tulakit.tula.hint import hint
from tulakit.tula.moves import TulaMove
from tulakit.tula.solver import Searcher
from tulakit.tula.tiles import shuffled_deal

honest = load_bench_script("tula_honest_bot")
HonestBot, best_choice, evaluate = honest.HonestBot, honest.best_choice, honest.evaluate


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


def _hidden(game: TulaGame) -> list[int]:
    return [p for p in range(24) if game.in_temple(p) and not game.is_face_up(p)]


def _with_hidden(game: TulaGame, codes: tuple[str, ...]) -> TulaGame:
    """The game replayed on a deal whose face-down tiles are ``codes``, in position order."""
    deal = list(game.deal)
    for p, code in zip(_hidden(game), codes, strict=True):
        deal[p] = code
    twin = TulaGame(deal, mercy=game.options.mercy)
    twin.play_all(game.moves)
    return twin


def _play_to_next_choice(game: TulaGame, move: TulaMove) -> tuple[tuple[str, ...], list[bool]]:
    """Play ``move``, then reveals and forced takes; return what was seen and each option's fate."""
    seen: list[str] = []
    game.play(move)
    while True:
        legal = game.legal_moves()
        reveals = [m for m in legal if m.kind == "R"]
        if reveals:
            game.play(reveals[0])
            seen.append(game.tile_at(reveals[0].position))
            continue
        if game.is_over():
            return tuple(seen), [game.is_won()]
        if len(legal) == 1:
            game.play(legal[0])
            continue
        tiles = [game.tile_at(p) if game.in_temple(p) else None for p in range(24)]
        searcher = Searcher(tiles)
        return tuple(seen), [
            searcher.wins(game.gone_mask | 1 << m.position, game.tile_at(m.position)) for m in legal
        ]


def _reference_scores(game: TulaGame) -> dict[TulaMove, tuple[int, int]]:
    """Per candidate: (wins with a next choice from what is in view, wins in hindsight)."""
    hidden = _hidden(game)
    out = {}
    for move in (m for m in game.legal_moves() if m.kind != "R"):
        totals: dict[tuple[str, ...], list[int]] = defaultdict(list)
        hindsight = 0
        for codes in permutations(game.unseen_tiles(), len(hidden)):
            seen, fates = _play_to_next_choice(_with_hidden(game, codes), move)
            hindsight += any(fates)
            group = totals[seen]
            if not group:
                group.extend([0] * len(fates))
            for i, won in enumerate(fates):
                group[i] += won
        out[move] = (sum(max(g) for g in totals.values()), hindsight)
    return out


def _late_decisions(seeds: range) -> list[TulaGame]:
    """Positions with a choice and at most four hidden tiles, met in bot play."""
    found: list[TulaGame] = []
    for seed in seeds:
        game = TulaGame(shuffled_deal(seed))
        bot = HonestBot(samples=16, seed=seed)
        while not game.is_over():
            legal = game.legal_moves()
            choice = not any(m.kind == "R" for m in legal) and len(legal) > 1
            if choice and game.top is not None and 0 < len(_hidden(game)) <= 4:
                found.append(game.copy())
            game.play(bot(game))
    return found


def test_evaluate_matches_a_replay_in_the_engine() -> None:
    positions = _late_decisions(range(18, 30))
    assert len(positions) >= 5
    fused = 0
    for game in positions:
        choices, tried = evaluate(game, 50, random.Random(0))
        assert tried == math.perm(len(game.unseen_tiles()), len(_hidden(game)))  # every way
        reference = _reference_scores(game)
        assert {c.move: (c.wins, c.hindsight) for c in choices} == reference
        fused += any(c.wins < c.hindsight for c in choices)
    # some position must show the difference, or the test could not tell the two apart
    assert fused


def test_honest_score_never_exceeds_hindsight() -> None:
    game = TulaGame(shuffled_deal(10))  # the opening tile matches no layer-3 tile: TULA-7
    game.play_all(["R23", "T23", "R20", "R21", "R22"])
    choices, tried = evaluate(game, 40, random.Random(1))
    assert tried == 40 and [c.move.kind for c in choices] == ["X", "X", "X"]
    assert all(0 <= c.wins <= c.hindsight <= tried for c in choices)
    assert best_choice(choices).wins == max(c.wins for c in choices)


def test_adaptive_sampling_stops_within_the_limit() -> None:
    game = TulaGame(shuffled_deal(10))
    game.play_all(["R23", "T23", "R20", "R21", "R22"])
    _, tried = evaluate(game, 64, random.Random(2), adaptive=True, batch=16)
    assert 16 <= tried <= 64 and tried % 16 == 0


def test_the_bot_never_peeks_at_face_down_tiles() -> None:
    for seed in range(6):
        game = GuardedGame(shuffled_deal(seed))
        play_out(game, HonestBot(samples=8, seed=seed))  # raises PeekingForbidden on any peek
        assert game.is_over()


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


def test_the_modules_examples() -> None:
    """bench/ is outside the doctest run of pytest's configuration: run its examples here."""
    import doctest

    failed, tried = doctest.testmod(honest)
    assert tried > 0 and failed == 0


def test_the_honest_bot_is_a_bot_of_the_shared_protocol() -> None:
    """The registry's bots are checked by tests/conformance; the honest bot, which no
    board plays and the bench keeps, here."""
    from tulakit.protocol import Bot, Move

    game = TulaGame(shuffled_deal(2))
    bot = honest.HonestBot(samples=4)
    assert isinstance(bot, Bot) and bot.name
    before = game.to_json()
    move = bot.choose(game)
    assert game.to_json() == before  # choosing changes nothing
    assert isinstance(move, Move) and move.describe()
    assert game.parse_move(str(move)) == move
    game.play(move)
