"""The exact solver against an independent brute force, and its lines replayed for real."""

from __future__ import annotations

import random

import pytest

from tulakit import tula
from tulakit.errors import RecordError
from tulakit.tula.game import TulaGame
from tulakit.tula.solver import Searcher, solve, winnable_deal
from tulakit.tula.tiles import matches, shuffled_deal

BRUTE_SEEDS = range(250)


def brute_force_wins(game: TulaGame) -> bool:
    """Obviously correct: try every legal move with play/undo, remembering lost states.

    Perfect information comes from ``tile_at``; the memo key holds everything the rules
    depend on (tiles by position, which are gone, the top, whether mercy is still open).
    Shares no code with the solver.
    """
    seen: set[tuple[object, ...]] = set()

    def key() -> tuple[object, ...]:
        tiles = tuple(game.tile_at(p) for p in range(24))
        return (tiles, game.gone_mask, game.face_up_mask, game.stack[-1:], game.mercy_available())

    def wins() -> bool:
        if game.is_won():
            return True
        k = key()
        if k in seen:
            return False
        seen.add(k)
        for move in game.legal_moves():
            game.play(move)
            try:
                if wins():
                    return True
            finally:
                game.undo()
        return False

    return wins()


def brute_force_deal(deal: tuple[str, ...], mercy: bool) -> bool:
    # auto_reveal (TULA-9) makes reveals free, which is exactly perfect information
    return brute_force_wins(TulaGame(deal, mercy=mercy, auto_reveal=True))


@pytest.fixture(scope="module")
def verdicts() -> dict[tuple[int, bool], bool]:
    return {
        (seed, mercy): brute_force_deal(shuffled_deal(seed), mercy)
        for seed in BRUTE_SEEDS
        for mercy in (True, False)
    }


@pytest.mark.parametrize("mercy", [True, False])
def test_verdict_agrees_with_brute_force(
    verdicts: dict[tuple[int, bool], bool], mercy: bool
) -> None:
    expected = [verdicts[seed, mercy] for seed in BRUTE_SEEDS]
    got = [solve(shuffled_deal(seed), mercy=mercy).winnable for seed in BRUTE_SEEDS]
    # the sample must hold both verdicts, or agreement would prove little
    assert True in expected and False in expected
    assert got == expected


def test_winning_lines_replay_in_real_games() -> None:
    replayed = 0
    for seed in range(120):
        deal = shuffled_deal(seed)
        sol = solve(deal)
        if not sol.winnable:
            assert sol.moves == () and sol.takes == ()
            continue
        manual = TulaGame(deal, auto_reveal=False)
        manual.play_all(sol.moves)  # raises IllegalMoveError on any illegal move
        assert manual.is_won()
        auto = TulaGame(deal, auto_reveal=True)
        auto.play_all(sol.takes)
        assert auto.is_won()
        assert [m for m in sol.moves if m.kind != "R"] == list(sol.takes)
        assert [str(m) for m in sol.moves[:2]] == ["R23", "T23"]
        replayed += 1
    assert replayed > 30


def _mercy_seeds(limit: int) -> list[int]:
    """Seeds whose opening tile matches none of the layer-3 tiles (TULA-7 applies)."""
    out = []
    for seed in range(limit):
        deal = shuffled_deal(seed)
        if not any(matches(deal[23], deal[p]) for p in (20, 21, 22)):
            out.append(seed)
    return out


def test_mercy_tula7_changes_some_verdicts(verdicts: dict[tuple[int, bool], bool]) -> None:
    """TULA-7: with mercy, some deals whose opening tile matches no layer-3 tile are won."""
    rescued = [
        s for s in _mercy_seeds(len(BRUTE_SEEDS)) if verdicts[s, True] and not verdicts[s, False]
    ]
    assert rescued
    for seed in rescued:
        deal = shuffled_deal(seed)
        assert not solve(deal, mercy=False).winnable
        sol = solve(deal, mercy=True)
        assert sol.winnable
        # the exchange comes right after revealing the three layer-3 tiles
        assert [str(m) for m in sol.moves[:5]] == ["R23", "T23", "R20", "R21", "R22"]
        assert sol.moves[5].kind == "X" and sol.takes[1] == sol.moves[5]


def test_mercy_tula7_only_when_opening_matches_nothing() -> None:
    """No exchange appears in a line when the opening tile matches a layer-3 tile."""
    mercy_seeds = set(_mercy_seeds(200))
    for seed in range(200):
        sol = solve(shuffled_deal(seed))
        has_exchange = any(m.kind == "X" for m in sol.moves)
        if seed not in mercy_seeds:
            assert not has_exchange
        elif sol.winnable:
            assert has_exchange


def test_search_from_mid_game_agrees_with_brute_force() -> None:
    """Searcher.wins from positions reached by random play (after mercy too)."""
    rng = random.Random(5)
    checked = {True: 0, False: 0}
    for seed in range(60):
        game = TulaGame(shuffled_deal(seed), auto_reveal=True)
        for _ in range(rng.randrange(1, 12)):
            if game.is_over():
                break
            game.play(rng.choice(game.legal_moves()))
        if game.is_over() or game.top is None or game.mercy_available():
            continue
        tiles = [game.tile_at(p) if game.in_temple(p) else None for p in range(24)]
        got = Searcher(tiles).wins(game.gone_mask, game.top)
        assert got == brute_force_wins(game), seed
        checked[got] += 1
    assert checked[True] and checked[False]


def test_searcher_line_is_a_legal_continuation() -> None:
    deal = shuffled_deal(2)
    game = TulaGame(deal, auto_reveal=True)
    game.play_all(["T23"])
    assert game.top is not None  # T23 put a tile on the stack
    line = Searcher(deal).winning_line(game.gone_mask, game.top)
    assert line is not None
    game.play_all([f"T{p}" for p in line])
    assert game.is_won()


def test_nodes_count_search_effort() -> None:
    sol = solve(shuffled_deal(2))
    assert sol.nodes >= len(sol.takes) - 2


def test_solve_rejects_bad_deals() -> None:
    with pytest.raises(RecordError):
        solve(["S0"] * 24)
    with pytest.raises(RecordError):
        solve(shuffled_deal(1)[:23])


def test_winnable_deal_is_deterministic_and_winnable() -> None:
    unwinnable = [s for s in range(20) if not solve(shuffled_deal(s)).winnable]
    winnable = [s for s in range(20) if solve(shuffled_deal(s)).winnable]
    assert unwinnable and winnable
    for seed in unwinnable[:5] + winnable[:5]:
        deal = winnable_deal(seed)
        assert deal == winnable_deal(seed)
        assert solve(deal).winnable
        # a seed whose own deal is winnable keeps it; otherwise a later shuffle is used
        assert (deal == shuffled_deal(seed)) == (seed in winnable)
    assert tula.new_game(unwinnable[0], winnable=True).deal == winnable_deal(unwinnable[0])


def test_winnable_deal_without_mercy_needs_no_exchange() -> None:
    for seed in range(10):
        deal = winnable_deal(seed, mercy=False)
        assert solve(deal, mercy=False).winnable


@pytest.mark.parametrize("seed", range(40))
def test_mercy_masks_derived_by_swapping_bits_equal_masks_built_from_swapped_codes(
    seed: int,
) -> None:
    """TULA-7's exchange is solved from masks derived from the deal's, not rebuilt."""
    from tulakit.tula.solver import _exchanged, _group_index, _groups

    deal = list(shuffled_deal(seed))
    codes = "".join(deal).encode()
    groups, index = _groups(codes), _group_index(codes)
    for p in (20, 21, 22):  # every pair, mercy or not: the derivation holds for any two tiles
        swapped = deal.copy()
        swapped[23], swapped[p] = swapped[p], swapped[23]
        new_codes = "".join(swapped).encode()
        derived = _exchanged(groups, index, 23 - p)
        assert derived == (_groups(new_codes), _group_index(new_codes))


def test_a_forced_tail_that_keeps_tiles_covered_refutes_at_once() -> None:
    """S2 has one match left (S1), so the line must end S1, S2; S1 at position 13 then
    stays to the end and keeps C3 and A3 (positions 0 and 4) covered forever (TULA-2).
    The search sees it before trying a single move: no state is searched."""
    tiles: list[str | None] = [None] * 24
    for position, code in {
        0: "C3",
        3: "S2",
        4: "A3",
        8: "C1",
        11: "A1",
        12: "A5",
        13: "S1",
    }.items():
        tiles[position] = code
    gone = sum(1 << p for p in range(24) if tiles[p] is None)
    searcher = Searcher(tiles)
    assert not searcher.wins(gone, "M5")
    assert searcher.nodes == 0


def test_can_still_win_agrees_with_the_moves_from_each_position_TULA_7() -> None:
    """A position can still be won exactly when one of its moves leads to a position that
    can (or wins): the verdict is checked against its children, mercy included, along
    random games; and the solver's own winning line never leaves a winnable position."""
    from tulakit.tula import new_game
    from tulakit.tula.verdict import can_still_win, last_winnable

    rng = random.Random(5)
    for seed in range(40):
        game = new_game(seed=seed, mercy=seed % 3 != 0)
        while not game.is_over():
            verdict = can_still_win(game)
            children = []
            for move in game.legal_moves():
                game.play(move)
                children.append(can_still_win(game))
                game.undo()
            assert verdict == any(children), (seed, [str(m) for m in game.moves])
            game.play(rng.choice(game.legal_moves()))
        assert can_still_win(game) == game.is_won()
        assert last_winnable(game) <= len(game.moves)
    for seed in (2, 4, 5):
        game = new_game(seed=seed)
        for move in solve(game.deal).moves:
            assert can_still_win(game)
            game.play(move)
        assert game.is_won() and last_winnable(game) == len(game.moves)
