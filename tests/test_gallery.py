"""The landing page's cards link to notebooks that exist and show each board."""

from __future__ import annotations

from pathlib import Path
from xml.etree import ElementTree

from tulakit.gallery import GAMES, card_html, cards_html, thumbnail

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"


def test_every_link_names_an_existing_notebook() -> None:
    for card in GAMES:
        for target in (card.tutorial, card.quick_play, *(href for _, href in card.more)):
            if target is not None:
                assert (NOTEBOOKS / target).is_file(), target


def test_the_index_links_chola_solo() -> None:
    assert 'href="chola-solo.ipynb"' in cards_html()


def test_chola_cards_give_the_rulebooks_playing_time() -> None:
    """The Chola rulebook says "Duration: 60 to 90 mins" (for every variant)."""
    chola = [card for card in GAMES if "Chola" in card.title]
    assert len(chola) == 2
    assert all(card.minutes == "60 to 90 minutes" for card in chola)
    assert all("60 to 90 minutes" in card_html(card) for card in chola)


def test_each_card_shows_its_board_as_svg() -> None:
    for card in GAMES:
        svg = card.picture()
        if card.tutorial is not None:
            root = ElementTree.fromstring(svg)
            assert root.tag.endswith("svg")
        assert card.title in card_html(card)


def test_a_game_without_pages_says_they_are_coming() -> None:
    waiting = [card for card in GAMES if card.tutorial is None]
    assert all("coming soon" in card_html(card) for card in waiting)


def test_thumbnails_keep_the_view_box() -> None:
    small = thumbnail(GAMES[0].picture(), 200)
    root = ElementTree.fromstring(small)
    assert root.get("width") == "200" and root.get("height") is None and root.get("viewBox")


def test_the_index_and_rulings_pages_exist() -> None:
    assert (NOTEBOOKS / "index.ipynb").is_file() and (NOTEBOOKS / "rulings.ipynb").is_file()
    assert cards_html().count('class="game-card"') == len(GAMES)
