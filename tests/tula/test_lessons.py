"""The lesson logic of the Tula notebook: prepared positions, explanations and scores.

Every verdict is checked against the rules engine (``TulaGame.explain_illegal``) or the
geometry tables, never against text copied from the lessons module.
"""

from __future__ import annotations

import re

import pytest
from tula.helpers import deal_with

from tulakit.tula import TulaGame, lessons
from tulakit.tula.geometry import COVERED_BY, EDGE_CONTACT, LAYER, LAYER3, bits
from tulakit.tula.solver import solve
from tulakit.tula.tiles import SUIT_NAMES, matches, shuffled_deal


def _numbers(text: str) -> set[int]:
    return {int(n) for n in re.findall(r"\b\d+\b", text)}


def _engine_reveal_reason(game: TulaGame, position: int) -> str:
    """The engine's verdict on revealing ``position``, as a lesson reason code."""
    reason = game.explain_illegal(f"R{position}")
    if reason is None:
        return "revealable"
    for words, code in (
        ("already been taken", "taken"),
        ("already face up", "face_up"),
        ("covered", "covered"),
        ("no free corner", "no_free_corner"),
    ):
        if words in reason:
            return code
    raise AssertionError(f"unexpected engine reason {reason!r}")


# -- the reveal exercise (TULA-2, TULA-3, TULA-4) ---------------------------------------------
def test_reveal_position_shows_every_case() -> None:
    """The prepared position has something of each kind to click on."""
    game = lessons.reveal_position()
    reasons = {lessons.explain_reveal(game, p).reason for p in range(24)}
    assert reasons == {"revealable", "covered", "no_free_corner", "face_up", "taken"}


@pytest.mark.parametrize("position", range(24))
def test_reveal_reason_agrees_with_engine(position: int) -> None:
    """TULA-2/TULA-4: the exercise and the engine give the same verdict on every tile."""
    game = lessons.reveal_position()
    answer = lessons.explain_reveal(game, position)
    assert answer.reason == _engine_reveal_reason(game, position)
    assert answer.correct == game.is_legal(f"R{position}")
    assert answer.text.startswith("yes: " if answer.correct else "no: ")
    assert f"tile {position}" in answer.text


def test_tula2_covered_answers_name_exactly_the_covering_tiles() -> None:
    game = lessons.reveal_position()
    covered = 0
    for position in range(24):
        answer = lessons.explain_reveal(game, position)
        covering = set(bits(COVERED_BY[position] & ~game.gone_mask))
        if game.in_temple(position) and not game.is_face_up(position) and covering:
            covered += 1
            assert answer.reason == "covered"
            assert _numbers(answer.text) == covering | {position}
    assert covered >= 10  # all of layer 1 and tiles 17 and 19


def test_tula3_no_free_corner_answer_names_every_touching_edge() -> None:
    game = lessons.reveal_position()
    answer = lessons.explain_reveal(game, 14)
    assert answer.reason == "no_free_corner"
    for edge, mask in EDGE_CONTACT[14].items():
        for other in bits(mask & ~game.gone_mask):
            assert f"{edge} edge touches tile {other}" in answer.text
    assert "top edge" not in answer.text  # the top edge of 14 touches nothing


def test_tula3_diagonal_neighbour_leaves_the_corner_free() -> None:
    """Tile 19 meets 16's bottom-left corner only at a point, so that corner is free."""
    game = lessons.reveal_position()
    assert game.in_temple(19)
    answer = lessons.explain_reveal(game, 16)
    assert answer.correct
    assert "bottom-left corner is free" in answer.text


@pytest.mark.parametrize("position", [13, 15, 16, 18])
def test_tula4_named_corners_are_the_free_ones(position: int) -> None:
    game = lessons.reveal_position()
    gone = game.gone_mask
    free = [
        f"{a}-{b}"
        for a in ("top", "bottom")
        for b in ("left", "right")
        if not (EDGE_CONTACT[position][a] | EDGE_CONTACT[position][b]) & ~gone
    ]
    assert free, "the position was chosen so that this tile may be revealed"
    answer = lessons.explain_reveal(game, position)
    assert answer.correct
    assert lessons.free_corners(position, gone) == free
    for corner in free:
        assert corner in answer.text


def test_reveal_targets_are_the_legal_reveals() -> None:
    quiz = lessons.RevealQuiz()
    legal = {m.position for m in quiz.game.legal_moves() if m.kind == "R"}
    assert quiz.targets == legal
    assert quiz.total == len(legal) >= 3


def test_reveal_quiz_score_counts_found_tiles_once() -> None:
    quiz = lessons.RevealQuiz()
    targets = sorted(quiz.targets)
    assert quiz.score_text() == f"0 of {len(targets)} found"
    for count, position in enumerate(targets, start=1):
        answer = quiz.pick(position)
        assert answer.correct and answer.new
        assert quiz.game.is_face_up(position)  # a found tile is revealed, as in play
        assert quiz.score_text().startswith(f"{count} of {len(targets)} found")
        if not quiz.done:
            again = quiz.pick(position)
            assert again.correct and not again.new
        assert len(quiz.found) == count
    assert quiz.done
    assert "all of them" in quiz.score_text()
    assert quiz.wrong == 0
    # a finished exercise scores nothing more, right or wrong
    for position in (targets[0], 14):
        assert quiz.pick(position).reason == "done"
    assert quiz.wrong == 0 and len(quiz.found) == len(targets)


def test_reveal_quiz_counts_wrong_guesses() -> None:
    quiz = lessons.RevealQuiz()
    wrong = [p for p in range(24) if p not in quiz.targets][:3]
    for n, position in enumerate(wrong, start=1):
        answer = quiz.pick(position)
        assert not answer.correct and not answer.new
        assert quiz.wrong == n
    assert len(quiz.found) == 0
    assert quiz.score_text() == f"0 of {quiz.total} found (3 wrong guesses)"


def test_quiz_rejects_positions_off_the_board() -> None:
    with pytest.raises(ValueError, match="positions are 0-23"):
        lessons.RevealQuiz().pick(24)


# -- the match exercise (TULA-5) ----------------------------------------------------------
@pytest.mark.parametrize("position", range(24))
def test_tula5_match_reason_agrees_with_engine(position: int) -> None:
    game = lessons.match_position()
    answer = lessons.explain_match(game, position)
    top = game.top
    assert top is not None  # the prepared position has a stack
    if not game.in_temple(position):
        assert answer.reason == "taken"
    elif not game.is_face_up(position):
        assert answer.reason == "face_down"
        assert "face down" in answer.text
    else:
        tile = game.tile_at(position)
        assert answer.correct == matches(top, tile) == game.is_legal(f"T{position}")
        assert tile in answer.text and top in answer.text
        if tile[0] == top[0]:
            assert answer.reason == "match_suit" and "same suit" in answer.text
        elif tile[1] == top[1]:
            assert answer.reason == "match_value" and "same value" in answer.text
        else:
            assert answer.reason == "no_match"
            assert SUIT_NAMES[top[0]] in answer.text


def test_tula5_match_position_has_suit_and_value_matches_and_misses() -> None:
    game = lessons.match_position()
    reasons = [lessons.explain_match(game, p).reason for p in bits(game.face_up_mask)]
    assert {"match_suit", "match_value", "no_match"} <= set(reasons)


def test_tula5_null_matches_null() -> None:
    game = TulaGame(deal_with({23: "S0", 20: "M0", 21: "C3", 22: "A4"}))
    game.play_all(["R23", "T23", "R20", "R21"])
    assert lessons.explain_match(game, 20).reason == "match_value"
    assert lessons.explain_match(game, 21).reason == "no_match"
    assert "null" in lessons.explain_match(game, 21).text


def test_match_quiz_counts_and_never_takes() -> None:
    quiz = lessons.MatchQuiz()
    game = quiz.game
    stack = game.stack
    assert game.top is not None
    expected = {p for p in bits(game.face_up_mask) if matches(game.top, game.tile_at(p))}
    assert quiz.targets == expected and len(expected) >= 2
    misses = [p for p in bits(game.face_up_mask) if p not in expected]
    quiz.pick(misses[0])
    for count, position in enumerate(sorted(expected), start=1):
        assert quiz.pick(position).new
        assert quiz.score_text().startswith(f"{count} of {len(expected)} found")
    assert quiz.done and quiz.wrong == 1
    assert game.stack == stack


def test_match_needs_a_stack() -> None:
    with pytest.raises(ValueError, match="TULA-6"):
        lessons.explain_match(lessons.prepared_game(1), 23)


# -- the mercy deal (TULA-6, TULA-7, TULA-8) --------------------------------------------------
def test_tula7_mercy_deal_really_offers_mercy() -> None:
    game = lessons.mercy_position()
    assert len(game.stack) == 1  # TULA-6: the opening took tile 23 without a match
    assert all(game.is_face_up(p) for p in LAYER3)
    assert game.top is not None
    assert not any(matches(game.top, game.tile_at(p)) for p in LAYER3)
    assert game.mercy_available()
    assert {str(m) for m in game.legal_moves() if m.kind == "X"} == {"X20", "X21", "X22"}


def test_tula7_mercy_exchange_swaps_the_stack_tile() -> None:
    game = lessons.mercy_position()
    top, tile = game.top, game.tile_at(21)
    game.play("X21")
    assert game.stack == (tile,)
    assert game.tile_at(21) == top and game.is_face_up(21)
    assert not game.mercy_available()


def test_tula8_without_mercy_the_mercy_deal_is_lost() -> None:
    game = lessons.mercy_position(mercy=False)
    assert game.is_over() and not game.is_won()
    game_result = game.result()
    assert game_result is not None
    assert game_result.outcome == "lost"


def test_pinned_seeds_are_the_first_the_search_finds() -> None:
    assert lessons.find_seed(lessons.is_mercy_seed) == lessons.MERCY_SEED
    assert lessons.find_seed(lessons.is_quiz_seed) == lessons.QUIZ_SEED


def test_find_seed_gives_up_with_lookup_error() -> None:
    with pytest.raises(LookupError):
        lessons.find_seed(lambda seed: False, limit=5)


# -- pictures (TULA-1) ----------------------------------------------------------------------
@pytest.mark.parametrize("layer", [1, 2, 3, 4])
def test_tula1_layer_diagram_numbers_its_positions(layer: int) -> None:
    text = lessons.layer_diagram(layer)
    assert _numbers(text) == {p for p in range(24) if LAYER[p] == layer}


def test_tula7_mercy_saves_the_mercy_deal() -> None:
    """The pinned deal is lost without mercy (above) but won with it, through an exchange."""
    game = lessons.solved_game(lessons.MERCY_SEED)
    assert game.is_won() and len(game.stack) == 24
    assert [m.kind for m in game.moves].count("X") == 1


def test_solved_game_refuses_a_lost_deal() -> None:
    seed = lessons.find_seed(lambda s: not solve(shuffled_deal(s)).winnable)
    with pytest.raises(ValueError, match="cannot be won"):
        lessons.solved_game(seed)


def test_full_game_seed_can_be_won() -> None:
    assert solve(shuffled_deal(lessons.FULL_GAME_SEED)).winnable
