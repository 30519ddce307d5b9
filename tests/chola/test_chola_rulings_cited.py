"""The Chola rulings explained to players are the ones the engine implements and tests.

``docs/rulings.md`` explains each ruling under a ``### CHOLA-<id>: title`` heading; the
Expert ones are marked "*Expert*". Every ruling the page explains or refers to, Basic,
Solo and Expert alike, must be cited in ``tulakit/chola/`` and in ``tests/chola/``, so a
rule a player reads about is implemented and tested. A test cites a ruling by writing
its id, or by its name (``test_chola_a1_...`` cites CHOLA-A1).

The checks read files relative to the repository root, never outside it. The last tests
are focused checks of the engine decisions that the rulings page promises players.
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import pytest
from chola.chola_positions import drawn_out, filled_except

from tulakit import chola
from tulakit.chola import CholaOptions, Draw, NotationError
from tulakit.chola.moves import parse
from tulakit.chola.positions import arrange

ROOT = Path(__file__).resolve().parents[2]
RULINGS = ROOT / "docs" / "rulings.md"
NOTATION = ROOT / "docs" / "notation.md"
TESTS = ROOT / "tests" / "chola"
SOURCES = ROOT / "tulakit" / "chola"

SECTION = "## Chola temple game"
EXPERT_MARK = "*Expert"
NOT_PLAYABLE = "not playable"
EXPERT_RULINGS = ("W1", "X1", "X2", "X3", "B1", "E3")
RULING_ID = re.compile(r"CHOLA-([A-Z]+[0-9]+)\b")
HEADING = re.compile(r"^### CHOLA-([A-Z]+[0-9]+): (.+)$")
TEST_NAME = re.compile(r"^def test_chola_([a-z]+[0-9]+)_", re.MULTILINE)


def chola_section(path: Path) -> str:
    """The text of the Chola section of a docs page (up to the next ``##`` heading)."""
    text = path.read_text(encoding="utf-8")
    assert text.count(SECTION + "\n") == 1, f"{path.name} needs one '{SECTION}' section"
    after = text.split(SECTION + "\n", 1)[1]
    return re.split(r"^## ", after, maxsplit=1, flags=re.MULTILINE)[0]


@cache
def subsections() -> dict[str, tuple[str, str]]:
    """Each ruling of the rulings page: id -> (heading title, text up to the next heading)."""
    found: dict[str, tuple[str, str]] = {}
    for part in re.split(r"^(?=###)", chola_section(RULINGS), flags=re.MULTILINE):
        heading = HEADING.match(part.split("\n", 1)[0])
        if heading is not None:
            assert heading.group(1) not in found, f"CHOLA-{heading.group(1)} is explained twice"
            found[heading.group(1)] = (heading.group(2), part)
    return found


@cache
def expert_ids() -> frozenset[str]:
    return frozenset(i for i, (title, _) in subsections().items() if EXPERT_MARK in title)


@cache
def ruling_ids() -> tuple[str, ...]:
    """Every id the rulings page explains or refers to."""
    mentioned = {found for _, text in subsections().values() for found in RULING_ID.findall(text)}
    return tuple(sorted(mentioned | set(subsections())))


def cited_in(folder: Path, *, test_names: bool) -> set[str]:
    cited: set[str] = set()
    for path in sorted(folder.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        cited.update(RULING_ID.findall(text))
        if test_names:
            cited.update(name.upper() for name in TEST_NAME.findall(text))
    return cited


def test_chola_expert_rulings_are_marked_and_playable() -> None:
    """Expert is playable now: its rulings are marked Expert, none says "not playable",
    and each is cited in tulakit/chola and tests/chola like the Basic and Solo ones."""
    assert set(EXPERT_RULINGS) <= expert_ids(), f"mark the Expert rulings '{EXPERT_MARK}'"
    assert set(EXPERT_RULINGS) <= set(ruling_ids())
    page = chola_section(RULINGS)
    assert NOT_PLAYABLE not in page, "the rulings page still says Expert is not playable"
    assert CholaOptions(variant="expert").variant == "expert"
    for ruling in EXPERT_RULINGS:
        assert ruling in cited_in(SOURCES, test_names=False), f"CHOLA-{ruling} not in tulakit/chola"
        assert ruling in cited_in(TESTS, test_names=True), f"CHOLA-{ruling} not in tests/chola"


@pytest.mark.parametrize("ruling", ruling_ids())
def test_chola_ruling_explained_to_players_is_implemented_and_tested(ruling: str) -> None:
    assert ruling in cited_in(SOURCES, test_names=False), (
        f"docs/rulings.md explains CHOLA-{ruling}, but no module in tulakit/chola cites it"
    )
    assert ruling in cited_in(TESTS, test_names=True), (
        f"docs/rulings.md explains CHOLA-{ruling}, but no test in tests/chola cites it"
    )


def test_chola_every_ruling_mentioned_or_cited_has_its_own_heading() -> None:
    explained = set(subsections())
    mentioned = set(RULING_ID.findall(chola_section(RULINGS)))
    assert mentioned - explained == set(), "rulings referred to but not explained"
    cited = cited_in(SOURCES, test_names=False) | cited_in(TESTS, test_names=True)
    assert cited - explained == set(), "rulings the code cites but docs/rulings.md lacks"


def new_game_examples() -> list[str]:
    return re.findall(r"`(chola\.new_game\([^`]*\))`", chola_section(RULINGS))


def test_chola_rulings_page_documents_every_option_and_its_examples_run() -> None:
    examples = new_game_examples()
    text = chola_section(RULINGS)
    for name in CholaOptions.names():
        assert f"{name}=" in text, f"option {name} is not shown in docs/rulings.md"
    assert examples
    for example in examples:
        call = ast.parse(example, mode="eval").body
        assert isinstance(call, ast.Call) and not call.args, example
        kwargs = {k.arg: ast.literal_eval(k.value) for k in call.keywords if k.arg}
        game = chola.new_game(**kwargs)  # ValueError if a documented value is wrong
        for name, value in kwargs.items():
            if name in CholaOptions.names():
                assert getattr(game.options, name) == value, example
        if "colours" in kwargs:
            assert [chola.COLOUR_TOKENS[c] for c in game.colours] == kwargs["colours"]


def test_chola_notation_page_examples_parse_and_print_back() -> None:
    text = chola_section(NOTATION)
    rows = re.findall(r"^\| `[^`]*` \| [^|]* \| `([^`]+)` \|$", text, flags=re.MULTILINE)
    assert len(rows) == 7  # one example per kind of token, Expert's sculpt and again too
    for token in rows:
        assert str(parse(token)) == token
    refused = re.findall(r"^\| `([^`]+)` \| `([^`]+)` \|$", text, flags=re.MULTILINE)
    assert refused
    for token, message in refused:
        try:
            parse(token)
        except NotationError as exc:
            assert message in str(exc), token
        else:
            # a well-formed token in the error table must be refused by the example game
            game = chola.new_game(players=2, seed=13)  # the record's game below
            assert game.explain_illegal(token) == message, token
    record = text.split("```json\n", 1)[1].split("```", 1)[0]
    game = chola.load(record)
    assert [str(m) for m in game.moves] == ["build c34 gold@0,0 gold@0,1", "draw stack"]


# -- focused checks of the decisions the rulings page promises (tulakit decisions) --------
def test_chola_a1_pick_takes_what_is_left_and_an_empty_bag_refuses() -> None:
    """CHOLA-A1 decision: a pick from a bag of 1 takes 1; an empty bag forbids picking."""
    game = chola.new_game(2, seed=5, stones_per_colour=3)  # the least two hands need
    arrange(
        game,
        hands={
            0: ["brown", "light-brown", "white", "grey"],
            1: ["brown", "light-brown", "white", "grey", "gold"],
        },
        temple={"0,0": "brown", "1,0": "light-brown", "2,0": "white", "3,0": "grey", "4,0": "gold"},
    )
    assert sum(game.bag) == 1
    game.play("pick")
    assert sum(game.hand(0)) == 5 and sum(game.bag) == 0
    assert game.explain_illegal("pick") == "the bag is empty"


def test_chola_a1_face_up_place_disappears_when_the_stack_is_empty() -> None:
    """CHOLA-A1 decision: with the stack empty, the later face-up cards move up."""
    game = chola.new_game(3, seed=5)
    first, second, third = game.face_up
    # as if every card of the stack had been drawn (by seat 2, who plays no part here)
    drawn_out(game, face_up_too=False, holder=2)
    assert game.stack_size == 0 and game.face_up == (first, second, third)
    game.play("draw up1")
    assert game.cards(0)[-1] == first and game.face_up == (second, third)  # type: ignore[comparison-overlap]  # mypy keeps the narrowing from before the call
    assert "nothing replaces it" in str(game.last_report())
    assert game.explain_illegal(Draw(3)) == "there is no face-up card 3: 2 are face up"


def test_chola_e1_last_turns_start_once_and_are_not_restarted() -> None:
    """CHOLA-E1 decision: a later build with 6 or fewer spaces left keeps the countdown."""
    game = chola.new_game(2, seed=11, stones_per_colour=40)
    arrange(
        game,
        temple=filled_except(8),
        hands={0: ["gold", "gold"], 1: ["gold"]},
        cards={0: ["pair_same"], 1: ["single"]},
        to_move=0,
    )
    game.play(f"build c{game.cards(0)[0]} gold@7,10 gold@8,10")
    assert game.empty_spaces == 6 and game.turns_left == 4
    game.play(f"build c{game.cards(1)[0]} gold@7,11")
    assert game.turns_left == 3
    for _ in range(3):
        assert not game.is_over()
        game.play("draw stack")
    assert game.is_over() and game.empty_spaces == 5


def test_chola_e1_a_stuck_first_player_ends_the_game_before_any_move() -> None:
    """CHOLA-E1 decision: being stuck is checked at the start of every turn, the first too."""
    game = chola.new_game(2, seed=3)
    # 7 stones of one colour (no pick), 4 mixed pairs (no draw, and no build with one colour)
    arrange(game, hands={0: ["grey"] * 7}, cards={0: ["pair_mixed"] * 4})
    assert game.is_over() and game.moves == ()
    assert game.end_reason == "Brown can neither pick, draw nor build"
