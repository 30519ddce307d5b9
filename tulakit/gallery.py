"""The landing page's game cards: a picture of each board, who plays, how long, and links.

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


def _tula_picture() -> str:
    from tulakit.tula import new_game
    from tulakit.tula.bots import greedy_policy

    game = new_game(seed=9, auto_reveal=True)
    for _ in range(8):  # a few moves in, so the picture shows tiles face up and a stack
        if game.is_over():
            break
        game.play(greedy_policy(game))
    return game._repr_svg_()


def _tulaga_picture() -> str:
    from tulakit.tulaga import new_game

    game = new_game()
    game.play_all(["e5", "d4", "e6", "f4", "e4", "d6", "e3"])
    return game._repr_svg_()


def _chola_picture() -> str:
    from tulakit.chola import new_game

    game = new_game(players=2, seed=1)
    render = getattr(game, "_repr_svg_", None)
    return render() if render is not None else ""


def _chola_expert_picture() -> str:
    """An Expert game a few rounds in: sculptures placed, wagons partly filled."""
    from tulakit.chola import new_game
    from tulakit.chola.bots import make_bot

    game = new_game(players=3, variant="expert", seed=4)
    bots = [make_bot("greedy", seed=s) for s in range(3)]
    for _ in range(45):
        if game.is_over():
            break
        game.play(bots[game.to_move].choose(game))
    return game._repr_svg_()


GAMES: tuple[GameCard, ...] = (
    GameCard(
        "Tula",
        "1 player",
        "about 10 minutes",
        "A piecepack solitaire: take a four-layer temple of 24 tiles apart onto one stack, "
        "each tile matching the last by suit or by value.",
        "tula.ipynb",
        "tula-play.ipynb",
        _tula_picture,
    ),
    GameCard(
        "Tulaga",
        "2 players, or you against a bot",
        "about 15 minutes",
        "An abstract game on the points of a chess board: line up simple stones to earn "
        "rank stones, then reap the opponent's stones in a straight line.",
        "tulaga.ipynb",
        "tulaga-play.ipynb",
        _tulaga_picture,
    ),
    GameCard(
        "The Chola temple game",
        "1 to 5 players",
        "60 to 90 minutes",  # as the rulebook says
        "Build a stepped temple from coloured stones, card by card, scoring for patterns "
        "and treasures. Learn the Basic game against a bot, then try it alone (Solo).",
        "chola-basic.ipynb",
        "chola-play.ipynb",
        _chola_picture,
        (("Solo: learn and play alone", "chola-solo.ipynb"),),
    ),
    GameCard(
        "The Chola temple game: Expert",
        "2 to 5 players",
        "60 to 90 minutes",  # as the rulebook says
        "The full game: every stone you place fills your wagon, finished parts of the temple "
        "are crowned with sculptures bought with stones, and two bonus cards each bend a rule.",
        "chola-expert.ipynb",
        "chola-expert-play.ipynb",
        _chola_expert_picture,
    ),
)


def thumbnail(svg: str, width: int) -> str:
    """The same SVG drawn ``width`` pixels wide (its viewBox keeps the proportions).

    >>> thumbnail('<svg width="520" height="420" viewBox="0 0 520 420"></svg>', 260)
    '<svg width="260" viewBox="0 0 520 420"></svg>'
    """
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


def _link(label: str, href: str | None) -> str:
    if href is None:
        return f'<span class="soon">{escape(label)}: coming soon</span>'
    return f'<a href="{escape(href)}" style="{_LINK_STYLE}">{escape(label)}</a>'


def card_html(card: GameCard, *, width: int = 300) -> str:
    """One game's card as HTML: at most ``width`` + 20 pixels wide, narrower on a phone."""
    picture = card.picture()
    binder = (
        f' · <a href="{BINDER}?urlpath=voila%2Frender%2Fnotebooks%2F{card.tutorial}" '
        f'style="{_LINK_STYLE}">on Binder</a>'
        if card.tutorial
        else ""
    )
    words = f"{card.title}: a game in progress"
    more = "".join(f"<p>{_link(label, href)}</p>" for label, href in card.more)
    return (
        '<div class="game-card" style="display:inline-block;vertical-align:top;width:'
        f"{width + 20}px;max-width:calc(100% - 16px);box-sizing:border-box;margin:8px;"
        'padding:10px;border:1px solid #ccc;border-radius:8px">'
        f"<h2 style='margin-top:0'>{escape(card.title)}</h2>"
        f"{labelled(thumbnail(picture, width), words) if picture else ''}"
        f"<p><b>{escape(card.players)}</b> · {escape(card.minutes)}</p>"
        f"<p>{escape(card.blurb)}</p>"
        f"<p>{_link('Learn it', card.tutorial)} · {_link('Quick play', card.quick_play)}"
        f"{binder}</p>{more}</div>"
    )


def cards_html(*, width: int = 300) -> str:
    """Every game's card, side by side where the page is wide enough."""
    return "<div>" + "".join(card_html(card, width=width) for card in GAMES) + "</div>"
