"""The solo procedure of CHOLA-SO2, run by the engine between the player's builds.

The player only chooses which face-up card to build and where. :func:`advance` runs
every other step and returns them as lines for the move's report:

1. with no stones in hand, take stones up to 7; with no face-up card, turn one up;
2. if a face-up card can be built with the stones in hand, stop: the player must build;
3. otherwise, if the stack has cards, turn one more up and stop if a build is now
   possible; otherwise fill the hand up to 7 stones;
4. discard every face-up card whose shape fits nowhere on the temple;
5. the game ends when the temple is full or the stack is empty; else repeat.

>>> from tulakit.chola.game import CholaGame
>>> from tulakit.chola.options import CholaOptions
>>> game = CholaGame(1, seed=3, options=CholaOptions(variant="solo"))
>>> sum(game.hand(0)), game.scores, bool(game.legal_moves())
(7, (0, 100), True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tulakit.chola.cards import card_name
from tulakit.chola.options import COLOUR_NAMES

if TYPE_CHECKING:
    from tulakit.chola.game import CholaGame

HAND = 7  # CHOLA-SO2 step 1 and 3


def _names(colours: list[int]) -> str:
    return ", ".join(COLOUR_NAMES[c] for c in colours) or "nothing (the bag is empty)"


def _fill(game: CholaGame, lines: list[str], step: int) -> None:
    hand = game._hands[0]
    drawn = game._draw_stones(hand, HAND - sum(hand))
    lines.append(f"step {step}: take stones up to {HAND}: {_names(drawn)}")


def _turn_up(game: CholaGame, lines: list[str], step: int) -> None:
    card = game._stack.pop()
    game._face_up.append(card)
    lines.append(f"step {step}: turn up {card_name(card)} ({game.shape(card)})")


def _buildable(game: CholaGame) -> bool:
    return game._can_build(0)


def advance(game: CholaGame) -> list[str]:
    """Run CHOLA-SO2 until the player must build or the game ends; the log as lines."""
    lines: list[str] = []
    while True:
        if game.empty_spaces == 0:
            game._over = "the temple is complete"
            break
        # step 1
        if sum(game._hands[0]) == 0:
            _fill(game, lines, 1)
        if not game._face_up and game._stack:
            _turn_up(game, lines, 1)
        # step 2
        if _buildable(game):
            lines.append("you must build with a face-up card")
            return lines
        # step 3
        if game._stack:
            _turn_up(game, lines, 3)
            if _buildable(game):
                lines.append("you must build with a face-up card")
                return lines
        if sum(game._hands[0]) < HAND:
            _fill(game, lines, 3)
        # step 4
        for card in list(game._face_up):
            if not game._card_fits(card):
                game._face_up.remove(card)
                game._gone.append(card)
                lines.append(
                    f"step 4: discard {card_name(card)}: a {game.shape(card)} fits nowhere"
                )
        # step 5
        if not game._stack:
            game._over = "the stack is empty"
            break
    lines.append(f"Game over: {game._over}.")
    return lines
