"""The landing page's game cards: a picture of each board, who plays, how long, and links.

The games and what their cards say come from the registry (:mod:`tulakit.games`).
Pure Python: it returns HTML (with the boards inlined as SVG) for ``notebooks/index.ipynb``,
so the page reads the same in JupyterLab, in Voila and as a static notebook.

>>> html = cards_html()
>>> html.count('class="game-card"'), "tula.ipynb" in html, "<svg" in html
(4, True, True)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from html import escape

from tulakit import games
from tulakit.drawing.still import svg_width
from tulakit.games import Card, GameEntry

#: where the README's Binder links point; a fork changes this one line
BINDER = "https://mybinder.org/v2/gh/tulakit/tulakit/main"


@dataclass(frozen=True)
class GameCard:
    """One game on the landing page."""

    title: str
    players: str
    minutes: str
    blurb: str
    tutorial: str | None
    quick_play: str | None
    picture: Callable[[], str]
    #: more pages of the same game, as (label, notebook), e.g. the Chola Solo tutorial
    more: tuple[tuple[str, str], ...] = ()


def _picture(entry: GameEntry, card: Card) -> Callable[[], str]:
    def draw() -> str:
        return entry.picture(card.sample()) if entry.picture is not None else ""

    return draw


def game_cards() -> tuple[GameCard, ...]:
    """A card for each registered game that has one (:mod:`tulakit.games`), in the
    registry's order; an entry ``part_of`` another is a link on that game's card."""
    found = games.entries()
    return tuple(
        GameCard(
            entry.title,
            entry.card.players,
            entry.card.minutes,
            entry.card.blurb,
            entry.tutorial,
            entry.play_page,
            _picture(entry, entry.card),
            tuple(
                (part.label or part.title, part.tutorial)
                for part in found
                if part.part_of == entry.key and part.tutorial is not None
            ),
        )
        for entry in found
        if entry.card is not None
    )


#: the package's games, as the registry lists them when this module is loaded
GAMES: tuple[GameCard, ...] = game_cards()


#: the smallest text a thumbnail keeps, in CSS pixels at the width it is drawn; one more
#: than the 10 a page may show, for the card's border and a page narrower than the card
THUMBNAIL_TEXT = 11


def thumbnail(svg: str, width: int) -> str:
    """The same SVG drawn ``width`` pixels wide (its viewBox keeps the proportions).

    A board shown a third or a quarter of its size has its labels at 3 to 6 CSS pixels,
    which nobody reads: they are left out (the card's words say what the picture is), and
    what is drawn large enough to read stays (a Tula tile's value).

    >>> thumbnail('<svg width="520" height="420" viewBox="0 0 520 420"></svg>', 260)
    '<svg width="260" viewBox="0 0 520 420"></svg>'
    >>> thumbnail('<svg width="600" height="60" viewBox="0 0 600 60">'
    ...           '<text x="5" y="5" font-size="12">small</text>'
    ...           '<text x="5" y="30" font-size="40">big</text></svg>', 300)
    '<svg width="300" viewBox="0 0 600 60"><text x="5" y="30" font-size="40">big</text></svg>'
    """
    scale = width / (svg_width(svg) or width)

    def legible(text: re.Match[str]) -> str:
        return text.group(0) if float(text.group(1)) * scale >= THUMBNAIL_TEXT else ""

    svg = re.sub(r'<text [^>]*?font-size="([\d.]+)"[^>]*>[^<]*</text>\n?', legible, svg)
    return re.sub(
        r'<svg([^>]*?) width="[^"]*" height="[^"]*"', rf'<svg\1 width="{width}"', svg, count=1
    )


def labelled(svg: str, words: str) -> str:
    """The SVG as an image named ``words``, unless it already has a ``<title>``.

    >>> labelled('<svg width="4"></svg>', "A board")
    '<svg role="img" aria-label="A board" width="4"></svg>'
    >>> labelled('<svg role="img"><title>Tula</title></svg>', "A board")
    '<svg role="img"><title>Tula</title></svg>'
    """
    if re.match(r"<svg[^>]*>\s*<title>", svg):
        return svg
    return svg.replace("<svg", f'<svg role="img" aria-label="{escape(words)}"', 1)


#: links big enough for a finger (44 CSS pixels high), spaced apart
_LINK_STYLE = "display:inline-block;min-height:44px;line-height:44px;padding:0 6px"


def _link(label: str, href: str | None, game: str = "") -> str:
    """A link named ``label`` on the card, and "label: game" for a screen reader's list of
    links (four cards' "Learn it" links must not read alike)."""
    if href is None:
        return f'<span class="soon">{escape(label)}: coming soon</span>'
    name = f' aria-label="{escape(f"{label}: {game}")}"' if game else ""
    return f'<a href="{escape(href)}"{name} style="{_LINK_STYLE}">{escape(label)}</a>'


def card_html(card: GameCard, *, width: int = 260) -> str:
    """One game's card as HTML, its picture ``width`` pixels wide (less on a phone).

    A column of the cards' grid (:func:`cards_html`): its links sit at its foot, the
    three every game has on the last line, so a row's cards have them on one line
    whatever their words' length.
    """
    picture = card.picture()
    binder = (
        f' · <a href="{BINDER}?urlpath=voila%2Frender%2Fnotebooks%2F{card.tutorial}" '
        f'aria-label="{escape(card.title)} on Binder (opens in a new tab)" '
        f'target="_blank" rel="noopener" style="{_LINK_STYLE}">on Binder</a>'
        if card.tutorial
        else ""
    )
    words = f"{card.title}: a game in progress"
    more = "".join(f"<p>{_link(label, href, card.title)}</p>" for label, href in card.more)
    return (
        '<div class="game-card" style="display:flex;flex-direction:column;min-width:0;'
        'box-sizing:border-box;padding:10px;border:1px solid #ccc;border-radius:8px">'
        f"<h2 style='margin-top:0'>{escape(card.title)}</h2>"
        f"{labelled(thumbnail(picture, width), words) if picture else ''}"
        f"<p><b>{escape(card.players)}</b> · {escape(card.minutes)}</p>"
        f"<p>{escape(card.blurb)}</p>"
        f"<div style='margin-top:auto'>{more}<p>{_link('Learn it', card.tutorial, card.title)}"
        f" · {_link('Quick play', card.quick_play, card.title)}{binder}</p></div></div>"
    )


def cards_style(count: int) -> str:
    """The cards' grid: one column on a phone, two on a tablet or a narrow window, and from
    1200 px one row of up to four (four games are never a row of three and one); a row's
    cards share its height.

    >>> "repeat(4," in cards_style(4), "repeat(3," in cards_style(3)
    (True, True)
    """
    wide = min(count, 4)
    return (
        "<style>.game-cards{display:grid;gap:16px;grid-template-columns:minmax(0,1fr)}"
        "@media (min-width:640px){.game-cards{grid-template-columns:repeat(2,minmax(0,1fr))}}"
        f"@media (min-width:1200px){{.game-cards{{grid-template-columns:repeat({wide},minmax(0,1fr))}}}}"
        "</style>"
    )


def cards_html(*, width: int = 260) -> str:
    """Every game's card, in the grid of :func:`cards_style`."""
    cards = game_cards()
    return (
        cards_style(len(cards))
        + '<div class="game-cards">'
        + "".join(card_html(card, width=width) for card in cards)
        + "</div>"
    )
