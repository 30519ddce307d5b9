"""The registry of games (tulakit.games): what it names exists, what reads it follows it.

The games' rules are checked by tests/conformance; here, the rest of an entry: its
notebooks, its board and link codec (named as text, imported here), and the parts of the
application that find a game through the registry (the review, the widgets' exports,
the gallery).
"""

from __future__ import annotations

import inspect
from dataclasses import replace
from pathlib import Path

import pytest

from tulakit import gallery, games, tulaga
from tulakit.games import Card, GameEntry

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
#: the package's own games; the tests add their example game (tests/conftest.py)
PACKAGE = ("tula", "tulaga", "chola", "chola-expert", "chola-solo")


def test_the_package_registers_its_games_and_variants_in_order() -> None:
    keys = [entry.key for entry in games.entries()]
    assert keys[: len(PACKAGE)] == list(PACKAGE) and "nim" in keys
    assert len(set(keys)) == len(keys)


@pytest.mark.parametrize("key", PACKAGE)
def test_every_page_an_entry_names_exists(key: str) -> None:
    entry = games.get(key)
    assert entry.tutorial is not None and entry.play_page is not None
    assert (NOTEBOOKS / entry.tutorial).is_file() and (NOTEBOOKS / entry.play_page).is_file()


@pytest.mark.parametrize("key", PACKAGE)
def test_every_board_and_link_an_entry_names_can_be_imported(key: str) -> None:
    entry = games.get(key)
    assert entry.board is not None and entry.link is not None
    board = games.resolve(entry.board)
    assert inspect.isclass(board) and callable(getattr(board, "from_query", None))
    assert callable(games.resolve(entry.link))


@pytest.mark.parametrize("key", PACKAGE)
def test_each_game_is_found_by_its_entry(key: str) -> None:
    entry = games.get(key)
    for game in (entry.new_game(3), entry.start(3)):
        assert games.entry_for(game) is entry
        assert [e.key for e in games.entries() if e.owns(game)] == [key]


def test_unknown_games_and_keys_are_refused_by_name() -> None:
    with pytest.raises(KeyError, match="no registered game plays str"):
        games.entry_for("tula")
    with pytest.raises(KeyError, match="the games are tula, tulaga"):
        games.get("chess")


def test_a_key_is_registered_once_and_a_registration_can_be_undone() -> None:
    tula = games.get("tula")
    with pytest.raises(ValueError, match="already registered"):
        games.register(tula)
    twin = replace(tula, key="tula-twin")
    with games.registered(twin):
        assert games.get("tula-twin") is twin and games.entries()[-1] is twin
    assert "tula-twin" not in [entry.key for entry in games.entries()]


def test_the_registry_levels_are_the_engines_own_lists() -> None:
    from tulakit.chola.bots import LEVELS as CHOLA
    from tulakit.tulaga.levels import LEVELS as TULAGA

    assert games.get("tulaga").levels() == tuple(level.key for level in TULAGA)
    assert all(games.get(key).levels() == CHOLA for key in PACKAGE[2:])


def test_the_review_finds_each_games_engine_through_the_registry() -> None:
    from tulakit.widgets.review_marks import TULAGA_DEPTH, run_review

    game = tulaga.new_game()
    game.play_all(["e5", "d4", "e6", "f4", "e4", "d6"])
    expected = tulaga.review(game, depth=TULAGA_DEPTH)
    assert [(e.move, e.mark, e.value) for e in run_review(game)] == [
        (e.move, e.mark, e.value) for e in expected
    ]
    nim = games.get("nim")  # a registered game without a review
    assert nim.review is None
    with pytest.raises(ValueError, match="no review for the game 'nim'"):
        run_review(nim.new_game(1))


def test_the_widgets_offer_each_registered_board_even_one_registered_later() -> None:
    import tulakit.widgets as widgets
    from tulakit.widgets.chola_expert_board import ExpertBoard
    from tulakit.widgets.tula_board import TulaBoard

    assert widgets.TulaBoard is TulaBoard and widgets.ExpertBoard is ExpertBoard
    later = replace(games.get("nim"), key="nim-with-board", board="tulakit.words:and_list")
    with games.registered(later):
        from tulakit.words import and_list

        assert widgets.and_list is and_list
    with pytest.raises(AttributeError):
        _ = widgets.and_list


def test_the_gallery_shows_a_card_for_each_entry_that_has_one() -> None:
    titles = [card.title for card in gallery.game_cards()]
    assert titles == [games.get(key).title for key in ("tula", "tulaga", "chola", "chola-expert")]
    chola = gallery.game_cards()[2]
    assert chola.more == (("Solo: learn and play alone", "chola-solo.ipynb"),)
    nim = games.get("nim")
    shown = replace(
        nim,
        key="nim-shown",
        card=Card("2 players", "a minute", "Take the last stone.", lambda: nim.start(1)),
    )
    with games.registered(shown):
        assert "Take the last stone." in gallery.cards_html()
    assert "Take the last stone." not in gallery.cards_html()


def test_an_entry_needs_only_its_rules() -> None:
    """Everything past the first five fields is optional (and the example game leaves
    most out), so a new game can be registered before it has a board or pages."""
    required = [
        name
        for name, parameter in inspect.signature(GameEntry).parameters.items()
        if parameter.default is inspect.Parameter.empty
    ]
    assert required == ["key", "title", "game_name", "new_game", "load"]
