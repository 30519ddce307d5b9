"""The honest lookahead behind the bot and the hint, checked against the game engine.

:func:`tulakit.tula.lookahead.evaluate` scores a move by grouping the arrangements of the
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

from tulakit.tula.bots import HonestBot
from tulakit.tula.game import TulaGame
from tulakit.tula.lookahead import best_choice, evaluate
from tulakit.tula.moves import TulaMove
from tulakit.tula.solver import Searcher
from tulakit.tula.tiles import shuffled_deal


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
