"""The Chola position in words (tulakit.chola.words): what a sighted player sees, said in
sentences for screen readers, and the layouts that keep the picture's text legible."""

from __future__ import annotations

import random

import pytest
from chola.chola_positions import position

from tulakit.chola import CholaGame, new_game, space
from tulakit.chola.board import COORDS, EMPTY, N_SPACES, ROW_SPAN
from tulakit.chola.expert_lessons import sculpt_position
from tulakit.chola.moves import Build
from tulakit.chola.options import COLOUR_NAMES
from tulakit.chola.svg import (
    COMPACT_WIDTH,
    MIN_TEXT,
    WIDE,
    WIDTH,
    Selection,
    chola_scene,
    choose_layout,
    compact,
    text_width,
)
from tulakit.chola.words import (
    card_label,
    describe_position,
    options_words,
    region_labels,
    space_label,
    temple_words,
)
from tulakit.drawing.scene import Scene, Text


def _played(seed: int, moves: int, players: int = 3, variant: str = "basic") -> CholaGame:
    rng = random.Random(seed)
    game = new_game(players=players, seed=seed, variant=variant)
    for _ in range(moves):
        if game.is_over():
            break
        legal = game.legal_moves()
        builds = [m for m in legal if isinstance(m, Build)]
        game.play(rng.choice(builds) if builds and rng.random() < 0.7 else rng.choice(legal))
    return game


def _row_stones(line: str) -> dict[str, set[str]]:
    """From a row's line, each colour's spaces: "white on 2,0 and 4,0" -> {"2,0", "4,0"}."""
    body = line.split(": ", 1)[1].rstrip(".")
    found: dict[str, set[str]] = {}
    for part in body.split("; "):
        colour, on, spaces = part.partition(" on ")
        if on and colour in COLOUR_NAMES:
            found[colour] = set(spaces.replace(" and ", ", ").split(", "))
    return found


@pytest.mark.parametrize("seed", range(4))
def test_the_rows_name_every_stone_by_colour_and_count_the_empty_CHOLA_G1(seed: int) -> None:
    game = _played(seed, 25 + 10 * seed)
    lines = temple_words(game)
    assert lines[0].startswith(f"The temple, {game.empty_spaces} of {N_SPACES} spaces empty")
    for y in range(len(ROW_SPAN)):
        in_row = [s for s in range(N_SPACES) if COORDS[s][1] == y]
        line = next(
            (ln for ln in lines if ln.startswith(f"Row {y} ") or ln.startswith(f"Row {y}:")), None
        )
        expected: dict[str, set[str]] = {}
        for s in in_row:
            if game.cells[s] != EMPTY:
                expected.setdefault(COLOUR_NAMES[game.cells[s]], set()).add(f"{COORDS[s][0]},{y}")
        empty = sum(1 for s in in_row if game.cells[s] == EMPTY)
        if line is None:  # a run of empty rows without treasures
            assert not expected and any(ln.startswith("Rows ") and ln.endswith(": empty.")
                                        for ln in lines)  # fmt: skip
            continue
        assert _row_stones(line) == expected, line
        if expected:
            assert (
                (f"; {empty} empty" in line)
                if empty
                else line.split(";")[-2:][-1].strip(".").endswith("full") or "; full" in line
            ), line


def test_only_the_cards_a_seat_may_see_are_named() -> None:
    game = new_game(players=3, seed=2)
    words = describe_position(game, seat=1)
    for s in range(3):
        for card in game.cards(s):
            assert (f"c{card}:" in words) == (s == 1)
    assert words.count("2 cards, face down") == 2
    everyone = describe_position(game)
    assert all(f"c{c}:" in everyone for s in range(3) for c in game.cards(s))
    nobody = describe_position(game, seat=-1)
    assert not any(f"c{c}:" in nobody for s in range(3) for c in game.cards(s))
    assert "may:" not in nobody  # what the mover may do names their cards: not said


def test_options_follow_the_legal_moves_and_give_the_engines_reasons_CHOLA_A1() -> None:
    game = new_game(players=2, seed=1)
    words = options_words(game)
    assert f"Not: pick ({game.explain_illegal('pick')})" in words
    builds = [m for m in game.legal_moves() if isinstance(m, Build)]
    for card in game.cards(0):
        ways = sum(1 for m in builds if m.card == card)
        assert f"c{card} ({ways} ways)" in words
    stuck = position(temple={"0,0": "white"}, hand=["gold"], card="pair_same")
    card = stuck.cards(0)[0]
    assert f"build with c{card} (no room for it with these stones)" in options_words(stuck)


def test_a_space_says_its_stone_owner_star_support_and_the_build_shown_CHOLA_G2_T1() -> None:
    game = position(temple={"3,0": "white"}, hand=["gold", "gold"], card="pair_same",
                    tiles={"4,3": "+2:white"})  # fmt: skip
    assert space_label(game, space("3,0")).endswith("white stone (White's colour)")
    assert space_label(game, space("3,2")).endswith("empty, no stone below yet")
    assert space_label(game, space("3,1")).endswith(": empty")
    assert "(6,2) is above the doorway" in space_label(game, space("6,2"))
    star = space_label(game, space("4,3"))
    assert "empty star" in star and "treasure: +2 if the stone here is white" in star
    card = game.cards(0)[0]
    move = next(m for m in game.legal_moves() if isinstance(m, Build))
    shown = Selection(card, frozenset({space("5,0")}), move.placement, "placement 1 of 2")
    first = move.placement[0][0]
    assert "the build shown puts a gold stone here" in space_label(game, first, shown)
    assert f"card c{card} can be built here" in space_label(game, space("5,0"), shown)
    assert card_label(game, card, seat=0, chosen=True).endswith(
        "chosen for a build; it can be built now"
    )


def test_labels_of_every_region_of_a_picture_and_none_gives_an_exercise_away() -> None:
    game = new_game(players=2, seed=1)
    scene = chola_scene(game, seat=0)
    keys = [r.key for r in scene.regions]
    labels = region_labels(game, keys)
    assert set(labels) == set(keys) and all(labels.values())
    assert all(not str(v).startswith(("card:", "up:", "tile:")) for v in labels.values())
    quiet = region_labels(game, keys, hints=False)
    assert not any("no stone below" in v or "can be built" in v for v in quiet.values())


def test_expert_words_wagons_bonus_cards_and_sculptures_CHOLA_W1_X3_B1() -> None:
    game = sculpt_position()
    words = describe_position(game, seat=0)
    assert "wagon: light brown 3, white 1, gold 1" in words
    assert "bonus cards: Double sculpture (ready) and Pick one more (ready)" in words
    assert "Fully built slots, not yet sculpted: 7,0 (8 points for 4 light brown + 1 gold)" in words
    assert "under sculptures: 4,0" in words  # the cover is seen, the stones under it not
    assert words.endswith("sculpt slot 7,0.")
    labels = region_labels(game, ["tile:7,0", "tile:0,0", space("8,1"), "bonus:0:double"])
    assert labels["tile:7,0"].endswith("fully built: Brown can sculpt it now")
    assert labels["tile:0,0"].endswith("; empty")
    assert labels[space("8,1")].endswith("slot 7,0, which can be sculpted now")
    assert "One sculpt scores twice" in labels["bonus:0:double"]
    game.play("sculpt 7,0 wagon:light-brown3,gold1 hand:light-brown1")
    hidden = space_label(game, space("8,1"))
    assert "hidden under the sculpture on slot 7,0" in hidden
    assert "Sculptures: 2 placed, 33 to go: 4,0 (7 points) and 7,0 (8 points)." in (
        describe_position(game)
    )


# -- the layouts: legible text and nothing outside the picture ----------------------------------
def test_the_layout_is_chosen_from_the_width_the_page_gives() -> None:
    assert choose_layout(0) == WIDE  # no browser yet: the designed picture
    assert choose_layout(WIDTH) == WIDE and choose_layout(1250) == WIDE
    for available in (330, 360, 500, 738, WIDTH - 1):
        layout = choose_layout(available)
        assert layout.compact and layout.width == COMPACT_WIDTH
        shown = min(1.0, available / layout.width)
        assert layout.text * shown >= MIN_TEXT  # shown at 12 pixels or more
    assert choose_layout(360).text > choose_layout(738).text == MIN_TEXT


def _texts_fit(scene: Scene, shown: float) -> None:
    for shape in scene.walk():
        if not isinstance(shape, Text):
            continue
        assert shape.size * shown >= MIN_TEXT - 1e-9, (shape.text, shape.size)
        width = text_width(shape.text, shape.size, shape.weight == "bold")
        left = {"start": shape.x, "middle": shape.x - width / 2, "end": shape.x - width}
        x = left[shape.anchor]
        assert x >= -1 and x + width <= scene.width + 1, (shape.text, x, x + width)


@pytest.mark.parametrize("players", [1, 2, 5])
@pytest.mark.parametrize("available", [0, 330, 390, 738])
def test_every_text_is_shown_at_12_pixels_within_the_picture(players: int, available: int) -> None:
    """Designed and compact pictures of games in progress and over: no text under 12 CSS
    pixels at the size the page shows it, none reaching out of the picture."""
    variant = "solo" if players == 1 else "basic"
    for game in (_played(players, 12, players, variant), _played(7, 3000, players, variant)):
        layout = choose_layout(available)
        shown = 1.0 if not layout.compact else min(1.0, available / layout.width)
        _texts_fit(chola_scene(game, seat=0, layout=layout, players=("", "greedy bot")),
                   shown)  # fmt: skip
        assert layout == compact(available) or not layout.compact


@pytest.mark.parametrize("available", [0, 330, 390, 738, 1000, 1250, 2000])
def test_every_expert_text_is_shown_at_12_pixels_within_the_picture(available: int) -> None:
    """The Expert picture, designed (a still picture, or a page of 1961 pixels or more),
    middle (a 1280-pixel window, whose page gives it 1250 pixels) and phone: every text,
    bonus cards and sculpture tiles included, is shown at 12 CSS pixels or more and lies
    within the picture."""
    from tulakit.chola.expert_svg import DESIGNED_PAGE, expert_layout

    layout = expert_layout(available)
    assert layout.compact == (0 < available < DESIGNED_PAGE)
    shown = min(1.0, available / layout.width) if layout.compact else 1.0
    games = [sculpt_position(), _played(5, 50, 5, "expert"), _played(2, 3000, 2, "expert")]
    assert games[-1].is_over()
    for game in games:
        _texts_fit(chola_scene(game, seat=0, layout=layout, players=("", "greedy bot")), shown)


def test_bonus_cards_show_their_whole_sentence_when_there_is_room_CHOLA_B1() -> None:
    from tulakit.chola.expert_svg import expert_layout

    game = sculpt_position()  # two players: tall seats
    for layout in (None, expert_layout(360), expert_layout(1000)):
        texts = " ".join(
            s.text for s in chola_scene(game, seat=0, layout=layout).walk() if isinstance(s, Text)
        )
        for seat in range(2):
            for held in game.bonus_cards(seat):
                first = held.card.sentence.split()[0]
                assert held.card.title.split()[0] in texts and first in texts
                assert "…" not in texts
