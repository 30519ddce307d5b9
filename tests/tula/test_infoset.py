"""The information-set search behind the honest bot: honesty, determinism, exactness."""

from __future__ import annotations

import random
from collections import defaultdict

import pytest
from tula.helpers import decision_points, rearranged

from tulakit.tula.bots import play_out
from tulakit.tula.game import TulaGame
from tulakit.tula.hint import hint
from tulakit.tula.in_view import visible_key
from tulakit.tula.infoset import InfoSetBot, search
from tulakit.tula.moves import TulaMove
from tulakit.tula.solver import Searcher
from tulakit.tula.tiles import shuffled_deal


def _hidden(game: TulaGame) -> list[int]:
    return [p for p in range(24) if game.in_temple(p) and not game.is_face_up(p)]


def _choices(seed: int, limit: int, *, auto_reveal: bool = False) -> list[TulaGame]:
    bot = InfoSetBot(seed=seed, outer=8, inner=3)
    return decision_points(seed, limit, bot, auto_reveal=auto_reveal)


def test_the_bot_decides_the_same_whatever_lies_face_down() -> None:
    """No peeking: permuting the face-down tiles never changes the choice (same seed)."""
    rng = random.Random(5)
    compared = differ = 0
    for seed in range(6):
        for game in _choices(seed, 4):
            twin = rearranged(game, rng)
            differ += twin.deal != game.deal
            assert visible_key(twin) == visible_key(game)
            bot = InfoSetBot(seed=11, outer=16, inner=4)
            assert bot(game) == InfoSetBot(seed=11, outer=16, inner=4)(twin)
            compared += 1
    assert compared >= 10 and differ >= compared - 2  # the twins really differ face down


def test_search_scores_do_not_depend_on_face_down_tiles() -> None:
    rng = random.Random(8)
    game = _choices(4, 1)[0]
    twin = rearranged(game, rng)
    assert twin.deal != game.deal
    assert search(game, random.Random(1), outer=16, inner=4) == search(
        twin, random.Random(1), outer=16, inner=4
    )


def test_the_same_seed_plays_the_same_games() -> None:
    for seed in (3, 7):
        first = play_out(TulaGame(shuffled_deal(seed)), InfoSetBot(seed=seed, outer=8, inner=3))
        again = play_out(TulaGame(shuffled_deal(seed)), InfoSetBot(seed=seed, outer=8, inner=3))
        assert first.moves == again.moves


def _brute_value(games: list[TulaGame]) -> float:
    """Honest play by brute force in the engine: ``games`` are the arrangements the player
    cannot tell apart (auto-reveal on); a move is judged by how the reveals split them."""
    head = games[0]
    if head.is_over():
        return sum(g.is_won() for g in games) / len(games)
    if head.tiles_left == head.face_up_mask.bit_count():  # all in view: the solver is exact
        tiles = [head.tile_at(p) if head.in_temple(p) else None for p in range(24)]
        return 1.0 if Searcher(tiles).wins(head.gone_mask, head.top or "") else 0.0
    return max(_after_move(games, move) for move in head.legal_moves())


def _after_move(games: list[TulaGame], move: TulaMove) -> float:
    """The chance of winning after ``move``: what it reveals splits the arrangements."""
    groups: dict[str, list[TulaGame]] = defaultdict(list)
    for g in games:
        after = g.copy()
        after.play(move)
        groups[visible_key(after)].append(after)
    return sum(len(grp) * _brute_value(grp) for grp in groups.values()) / len(games)


def _twins(game: TulaGame) -> list[TulaGame]:
    """The game replayed on every arrangement of its face-down tiles."""
    from itertools import permutations

    hidden = _hidden(game)
    out = []
    for codes in permutations([game.tile_at(p) for p in hidden]):
        deal = list(game.deal)
        for p, code in zip(hidden, codes, strict=True):
            deal[p] = code
        twin = TulaGame(deal, auto_reveal=True)
        twin.play_all(game.moves)
        out.append(twin)
    return out


def test_the_exact_endgame_agrees_with_brute_force() -> None:
    """With few tiles face down, each value is the exact honest chance of winning."""
    checked = nonzero = 0
    for seed in range(40):
        for game in _choices(seed, 30, auto_reveal=True):
            if not 1 <= len(_hidden(game)) <= 3:
                continue
            scored = search(game, random.Random(0), exact_limit=3)
            for s in scored:
                assert s.samples == 0
                assert s.value == pytest.approx(_after_move(_twins(game), s.move))
                nonzero += 0 < s.value < 1
                checked += 1
            break
        if checked >= 12 and nonzero >= 2:
            break
    assert checked >= 12 and nonzero >= 2


def test_bad_positions_are_refused() -> None:
    with pytest.raises(ValueError, match="after the opening"):
        search(TulaGame(shuffled_deal(2)), random.Random(0))


def test_the_hint_suggests_a_move_with_the_best_exact_chance_and_quotes_it() -> None:
    """Late in a game the hint's chance is exact: a best move by brute force, in percent."""
    checked = 0
    for seed in range(18, 40):
        for game in _choices(seed, 30, auto_reveal=True):
            hidden = len(_hidden(game))
            if not 1 <= hidden <= 3:
                continue
            chances = {m: _after_move(_twins(game), m) for m in game.legal_moves() if m.kind != "R"}
            h = hint(game, seed=0)
            assert h.move in chances
            assert chances[h.move] == pytest.approx(max(chances.values()))
            assert f"every way the {hidden} hidden tile" in h.explanation
            if chances[h.move]:
                assert f"it wins {chances[h.move]:.0%} of the time" in h.explanation
            else:
                assert "so this is a guess" in h.explanation
            checked += 1
            break
        if checked >= 6:
            break
    assert checked >= 6
