"""The Chola boards' status line (issue 14): one sentence per turn, in the same form for
people and bots ("White (greedy bot): built ..."), the result said once."""

from __future__ import annotations

import random
import re

from hypothesis import given, settings
from hypothesis import strategies as st
from patience import BOT_PATIENCE
from widgets.test_chola_board import StandInBot, _factory

from tulakit.chola import CholaGame, new_game
from tulakit.chola.moves import Build, Pick
from tulakit.widgets.chola_board import CholaBoard
from tulakit.widgets.chola_words import ACTION_WORDS, turn_note

#: a turn's sentence: the seat's colour, a bot in brackets, a colon (never "bot for ...")
TURN = re.compile(r"(?:^|\. )([A-Z][a-z]+(?: [a-z]+)?)(?: \((\w+) bot\))?: ")


def _finished(seed: int, players: int = 2) -> CholaGame:
    rng = random.Random(seed)
    game = new_game(players=players, seed=seed)
    while not game.is_over():
        legal = game.legal_moves()
        builds = [m for m in legal if isinstance(m, Build)]
        game.play(rng.choice(builds) if builds and rng.random() < 0.7 else rng.choice(legal))
    return game


def test_bots_and_people_are_named_alike_one_sentence_a_turn() -> None:
    bots: list[StandInBot] = []
    board = CholaBoard(new_game(players=3, seed=5), seats=["human", "greedy", "random"],
                       bot_factory=_factory(bots))  # fmt: skip
    board.act("draw stack")
    assert board.wait_for_bot(BOT_PATIENCE)
    status = board.status
    assert "bot for" not in status
    turns = TURN.findall(status)
    assert turns == [("Brown", ""), ("White", "greedy"), ("Grey", "random")], status
    # three turns, then whose turn it is: four sentences
    assert status.count(". ") == 3 and status.endswith(".")


def test_a_build_is_one_sentence_with_its_points_and_the_scores_CHOLA_P3() -> None:
    board = CholaBoard(new_game(players=2, seed=1))
    status = board.act("build c9 white@0,0")
    said, note = status.split(". ")
    assert (
        said == "Brown: built c9 with white on (0,0); +1 for Brown: 1 white stone placed; "
        "scores now Brown 1, White 0"
    )
    assert note.startswith("White to move")


def test_the_end_is_said_once() -> None:
    """The last turn does not say "Game over" before the result says it again."""
    finished = _finished(8)
    game = new_game(players=2, seed=8)
    for move in finished.moves[:-1]:
        game.play(move)
    board = CholaBoard(game)
    status = board.act(finished.moves[-1])
    assert board.game.is_over()
    assert status.count("Game over") == 1, status
    finished_result = finished.result()
    assert finished_result is not None
    assert finished_result.message in status


def test_no_zero_term_in_a_build_report_CHOLA_P3() -> None:
    """A stone of the builder's own colour, or a pattern that gains nothing, earns no
    "+0" line: a zero term is left out."""
    seen_own = 0
    for seed in range(6):
        game = _finished(seed, players=3)
        replay = new_game(players=3, seed=seed)
        for move in game.moves:
            seat = replay.to_move
            replay.play(move)
            lines = replay.last_report().lines
            assert not any(line.startswith("+0") for line in lines), lines
            if isinstance(move, Build) and any(
                c == replay.colours[seat] for _, c in move.placement
            ):
                seen_own += 1
    assert seen_own > 10  # the case the rule is about did come up


@given(
    seed=st.integers(min_value=0, max_value=2**31 - 1),
    players=st.sampled_from([2, 3, 4]),
    variant=st.sampled_from(["basic", "expert"]),
    turns=st.integers(min_value=0, max_value=150),
)
@settings(max_examples=25)
def test_the_turn_note_invites_exactly_the_actions_open_now_CHOLA_A1(
    seed: int, players: int, variant: str, turns: int
) -> None:
    """Issue 26: the note said "pick, replace, draw" while Pick and Replace were greyed
    out. Each kind of action it names has a legal move, and each kind with a legal move
    is named; on a board, the Pick button is enabled exactly when the note says "pick"."""
    rng = random.Random(seed)
    game = new_game(players, variant, seed)
    for _ in range(turns):
        if game.is_over():
            return
        game.play(rng.choice(game.legal_moves()))
    if game.is_over():
        return
    note = turn_note(game, ("human",) * players, expert=variant == "expert")
    named = {kind for kind, words in ACTION_WORDS if words in note}
    assert named == {type(move) for move in game.legal_moves()}, note
    if variant == "basic":
        board = CholaBoard(game=game)
        assert board.status == note
        assert board.pick_button.disabled == (Pick not in named)
