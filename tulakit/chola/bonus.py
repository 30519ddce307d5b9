"""The twelve bonus cards of the Expert game, in two decks of six (CHOLA-B1).

The rulebook knows them only by their captions; the titles and sentences here are
tulakit's own words. Each card has a short ``key`` used in the move notation
(``sculpt 4,2 +double``) and in records.

>>> [c.key for c in SCULPT_DECK]
['own', 'double', 'free', 'swap', 'anycolour', 'less']
>>> [c.key for c in ACTION_DECK]
['buildpick', 'builddraw', 'drawmore', 'again', 'emptypick', 'pickmore']
>>> bonus_card("less").squares_only, bonus_card("double").discard_after_use
(True, True)
>>> bonus_card("joker")
Traceback (most recent call last):
...
ValueError: 'joker' is not a bonus card: use one of own, double, free, swap, anycolour, less, buildpick, builddraw, drawmore, again, emptypick, pickmore
"""

from __future__ import annotations

from dataclasses import dataclass

DECKS: tuple[str, ...] = ("sculpt", "action")


@dataclass(frozen=True)
class BonusCard:
    """One bonus card: its notation ``key``, ``deck``, a short ``title`` and its effect."""

    key: str
    deck: str
    title: str
    sentence: str
    discard_after_use: bool = False
    squares_only: bool = False


#: CHOLA-B1: the sculpt-and-score deck
SCULPT_DECK: tuple[BonusCard, ...] = (
    BonusCard("own", "sculpt", "Own colour pays", "Score 1 point for each stone of your own colour you build."),
    BonusCard("double", "sculpt", "Double sculpture", "One sculpt scores twice the tile's points; then the card is discarded.", discard_after_use=True),
    BonusCard("free", "sculpt", "Free sculpture", "One sculpt costs nothing at all; then the card is discarded.", discard_after_use=True),
    BonusCard("swap", "sculpt", "Swap one stone", "Pay a square tile with one stone of its cost changed to another colour.", squares_only=True),
    BonusCard("anycolour", "sculpt", "Any two colours", "Pay a square tile's 4 + 1 stones in any two different colours.", squares_only=True),
    BonusCard("less", "sculpt", "One stone less", "Pay a square tile's cost less any one stone.", squares_only=True),
)  # fmt: skip
#: CHOLA-B1: the action deck
ACTION_DECK: tuple[BonusCard, ...] = (
    BonusCard("buildpick", "action", "Build then pick", "After a build of 2 stones, pick 2 stones from the bag."),
    BonusCard("builddraw", "action", "Build then draw", "After a build of 1 or 4 stones, draw the top card of the stack."),
    BonusCard("drawmore", "action", "Draw one more", "When you draw holding no build cards, take one more from the stack."),
    BonusCard("again", "action", "Extra turn", "Take an extra turn now and skip your next one; the card lies face down until then."),
    BonusCard("emptypick", "action", "Empty-hand pick", "When you pick holding no stones, take 2 more."),
    BonusCard("pickmore", "action", "Pick one more", "When you pick, take 1 more stone if the hand limit of 7 allows."),
)  # fmt: skip
ALL_CARDS: tuple[BonusCard, ...] = SCULPT_DECK + ACTION_DECK
#: the cards a sculpt move names (``+key``); the others act by themselves or, for
#: ``again``, as a move of their own
SCULPT_CHOICES: tuple[str, ...] = ("double", "free", "swap", "anycolour", "less")

_BY_KEY = {card.key: card for card in ALL_CARDS}


def card_words(key: str) -> str:
    """A bonus card as a report names it: by its title, as players know it.

    >>> card_words("drawmore")
    'the “Draw one more” card'
    """
    return f"the “{bonus_card(key).title}” card"


def bonus_card(key: str) -> BonusCard:
    """The card with this ``key``; ``ValueError`` lists the keys when there is none."""
    if key in _BY_KEY:
        return _BY_KEY[key]
    raise ValueError(f"{key!r} is not a bonus card: use one of {', '.join(_BY_KEY)}")


@dataclass(frozen=True)
class HeldBonus:
    """A bonus card in front of a player: ``status`` is "ready", "face down" or "used"."""

    card: BonusCard
    status: str


__all__ = [
    "ACTION_DECK",
    "ALL_CARDS",
    "DECKS",
    "SCULPT_CHOICES",
    "SCULPT_DECK",
    "BonusCard",
    "HeldBonus",
    "bonus_card",
]
