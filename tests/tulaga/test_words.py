"""The Tulaga position in words: every region labelled, every stone named where it is."""

from __future__ import annotations

import random
import re

import pytest

from tulakit.tulaga import TulagaGame, point
from tulakit.tulaga.board import DIRECTIONS, N_POINTS, name
from tulakit.tulaga.game import describe_cell
from tulakit.tulaga.moves import TulagaMove, tidy
from tulakit.tulaga.positions import rank_row_position, several_position
from tulakit.tulaga.svg import REAP_KEYS, reap_counts, tulaga_scene
from tulakit.tulaga.turn import TurnBuilder
from tulakit.tulaga.words import (
    arrow_label,
    describe_position,
    point_label,
    region_labels,
    step_words,
    turn_list,
)


def _random_game(seed: int, turns: int) -> TulagaGame:
    rng = random.Random(seed)
    game = TulagaGame(rank_stones=4)
    for _ in range(turns):
        if game.is_over():
            break
        moves = game.legal_moves()
        claims = [m for m in moves if m.claim is not None]
        game.play(rng.choice(claims) if claims and rng.random() < 0.7 else rng.choice(moves))
    return game


def _builders(game: TulagaGame) -> list[TurnBuilder]:
    """A turn builder at each step a board can show: place, tulaga, rank, reap."""
    out = [TurnBuilder(game)]
    for move in game.legal_moves():
        if move.claim is None or move.claim.centre is not None:
            continue
        builder = TurnBuilder(game)
        builder.place_at(move.place)
        out.append(builder)
        second = TurnBuilder(game)
        second.place_at(move.place)
        second.choose_tulaga(
            second.tulagas.index(next(t for t in second.tulagas if t.centre is None))
        )
        out.append(second)
        third = TurnBuilder(game)
        third.place_at(move.place)
        assert second.tulaga is not None
        third.choose_tulaga(second.tulagas.index(second.tulaga))
        third.choose_rank(move.claim.rank_point)
        out.append(third)
        break
    return out


@pytest.mark.parametrize("compact", [False, True])
def test_every_region_of_the_scene_has_a_label_at_every_step(compact: bool) -> None:
    game = rank_row_position()
    stages = []
    for builder in _builders(game):
        stages.append(builder.stage)
        scene = tulaga_scene(game, builder=builder, compact=compact)
        labels = region_labels(game, builder)
        assert {r.key for r in scene.regions} == set(labels)
        assert all(label.strip() for label in labels.values())
    assert stages == ["place", "tulaga", "rank", "reap"]


@pytest.mark.parametrize("seed", range(5))
def test_point_labels_say_what_lies_on_each_point(seed: int) -> None:
    game = _random_game(seed, 25 + 5 * seed)
    for p in range(N_POINTS):
        label = point_label(game, p)
        head, what = label.split(": ", 1)
        assert head == name(p)
        cell = game.cell(p)
        if cell:
            assert what.startswith(describe_cell(cell))
        else:
            assert what.startswith("empty")
            assert ("you may place a stone" in what) == (not game.is_over())


@pytest.mark.parametrize("seed", range(5))
def test_the_description_names_every_stone_where_it_is(seed: int) -> None:
    game = _random_game(seed, 20 + 7 * seed)
    text = describe_position(game)
    found: dict[int, int] = {}
    for colour, colour_name in enumerate(("Black", "White")):
        line = next(x for x in text.splitlines() if x.startswith(f"{colour_name} stones:"))
        for kind, offset in (("simple", 1), ("rank", 3)):
            listed = re.search(rf"{kind} on ([a-i1-9, and]+?)[;.]", line)
            for where in re.findall(r"[a-i][1-9]", listed[1] if listed else ""):
                found[point(where)] = offset + colour
        pile = next(x for x in text.splitlines() if x.startswith(f"{colour_name}: "))
        piles = re.search(r"(\d+) simple stones? and (\d+) rank stones? in the pile", pile)
        assert piles is not None, pile
        simple, ranks = int(piles[1]), int(piles[2])
        assert (simple, ranks) == (game.simple_pile[colour], game.rank_pile[colour])
    assert found == {p: c for p, c in enumerate(game.cells) if c}
    empty = game.cells.count(0)
    assert f"Empty: the other {empty} point" in text


def test_arrow_labels_count_what_the_arrows_show_TULAGA_6() -> None:
    game = rank_row_position()
    builder = TurnBuilder(game)
    builder.place_at(point("e5"))
    builder.choose_tulaga(0)
    builder.choose_rank(point("c5"))
    view = game.copy()
    view.play(TulagaMove(point("e5"), builder.claim))
    counts = reap_counts(view, point("c5"), game.to_move)
    labels = region_labels(game, builder)
    for d in DIRECTIONS:
        said = re.search(r"takes (\d+)", labels[REAP_KEYS[d]])
        assert (int(said[1]) if said else 0) == counts[d]
    assert arrow_label(game, builder, "N").endswith("on c7 and c8")
    # after the claim the row's other stones have gone home (TULAGA-5)
    assert labels[point("a5")].startswith("a5: empty")
    assert "rank stone" in labels[point("c5")]
    assert labels["decline"].startswith("Decline: reap nothing")


def test_several_tulagas_are_listed_and_a_shared_stone_says_so() -> None:
    game = several_position()
    builder = TurnBuilder(game)
    builder.place_at(point("e5"))
    count = len(builder.tulagas)
    said = step_words(builder)
    assert f"makes {count} Tulagas" in said
    for i in range(count):
        assert f"{i + 1}, the " in said
    shared = point_label(game, point("e5"), builder)
    assert f"in {len(builder.tulagas_through(point('e5')))} Tulagas" in shared
    alone = point_label(game, point("a5"), builder)
    assert "choose it to claim that Tulaga" in alone


def test_the_description_follows_the_turn_in_progress() -> None:
    game = rank_row_position()
    builder = TurnBuilder(game)
    before = describe_position(game, builder)
    builder.place_at(point("e5"))
    during = describe_position(game, builder)
    assert (
        "simple on a5, b5, c5, d5 and e5" in during
        and "e5" not in before.split("Black stones")[1].split("\n")[0]
    )
    assert "which makes the row a5-e5" in during


def test_a_finished_game_is_described_with_its_result() -> None:
    game = _random_game(3, 400)
    assert game.is_over()
    text = describe_position(game)
    game_result = game.result()
    assert game_result is not None
    assert text.startswith("Game over") and game_result.message in text
    assert "you may place" not in point_label(
        game, next(p for p in range(N_POINTS) if not game.cell(p))
    )


def test_turn_list_alternates_colours_and_spells_each_turn() -> None:
    game = _random_game(1, 12)
    listed = turn_list(game)
    assert len(listed) == len(game.moves)
    for number, (line, move) in enumerate(zip(listed, game.moves, strict=True)):
        assert line.startswith(("Black: ", "White: ")[number % 2] + str(move) + " (")


@pytest.mark.parametrize("seed", range(3))
def test_tidy_reads_turns_however_they_are_spaced_or_capitalised(seed: int) -> None:
    rng = random.Random(seed)
    game = several_position()
    for move in rng.sample(game.legal_moves(), 30):
        text = str(move)
        messy = text.upper().replace(" ", "  ").replace("@", " @ ").replace(",", ", ")
        assert tidy(messy) == text
        assert TulagaMove.parse(tidy(messy)) == move
