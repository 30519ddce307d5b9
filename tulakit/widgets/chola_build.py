"""The build on a Chola board, made in steps: what it shows so far, and each step.

A build (CHOLA-A1) is the one action of a Chola turn that takes several clicks: choose a
card, click a space to see a placement through it, click again (or **Next shape**) for
the next position, rotation or reflection, **Next colours** for the next colour
assignment, then **Build**, or **Cancel** to put the card back. The steps go to the
engine's :class:`~tulakit.chola.turn.TurnBuilder`, which says what it refuses in the
rules' words; this layer puts that on the status line and redraws, and the finished build
goes to the board's ``_play`` (:class:`~tulakit.widgets.chola_board.CholaBoard`), as
every other action does.

>>> from tulakit.widgets.chola_board import CholaBoard
>>> board = CholaBoard(seed=1)
>>> board.cancel()
'There is no build to cancel. Brown to move: draw or choose a card to build.'
>>> board.choose_card(9).startswith("Card c9 (single"), board.card
(True, 9)
>>> board.choose_card(9).startswith("Card c9 is back in your hand."), board.card
(True, None)
"""

from __future__ import annotations

from collections.abc import Callable

from tulakit.chola.board import space
from tulakit.chola.cards import card_number
from tulakit.chola.svg import Selection
from tulakit.chola.turn import TurnBuilder
from tulakit.widgets.chola_access import CholaAccess

#: a build shown as a preview: ``(space, colour)`` pairs
Placement = tuple[tuple[int, int], ...]


class CholaBuild(CholaAccess):
    """The build in progress on a Chola board and its steps; see the module docstring."""

    # -- what can be seen -----------------------------------------------------------------
    @property
    def turn(self) -> TurnBuilder:
        """The build in progress, step by step (:class:`tulakit.chola.turn.TurnBuilder`)."""
        return self._turn

    @property
    def card(self) -> int | None:
        """The card chosen for a build, if any."""
        return self._turn.card

    @property
    def placement(self) -> Placement:
        """The build shown as a preview (``(space, colour)`` pairs), or ``()``."""
        return self._turn.placement

    @property
    def selection(self) -> Selection | None:
        """What the scene draws of the build in progress."""
        return self._turn.selection()

    # -- the steps ------------------------------------------------------------------------
    def click_space(self, where: str | int) -> str:
        """Click a temple space (``'4,3'`` or its index): start, move or cycle the build."""
        s = space(where) if isinstance(where, str) else where
        return self._step(lambda: self._turn.click_space(s))

    def _step(self, step: Callable[[], str | None]) -> str:
        """One step of the build in the turn builder: what it refuses, else what to do next."""
        with self._lock:
            if not self._ready_for_human():
                return self.status
            self.say(step() or self._turn.prompt())
            self.redraw()
            return self.status

    def choose_card(self, card: int | str) -> str:
        """Choose a card for a build (``17`` or ``'c17'``); again to put it back."""
        number = card_number(card) if isinstance(card, str) else card
        with self._lock:
            if not self._ready_for_human():
                return self.status
            if number == self._turn.card:
                self._clear_selection()
                self.say(f"Card c{number} is back in your hand. {self._turn_note()}")
            else:
                self.say(self._turn.choose_card(number) or self._turn.prompt())
            self.redraw()
            return self.status

    def next_placement(self) -> str:
        """Show the next position, rotation or reflection through the clicked space."""
        return self._step(lambda: self._turn.next_shape())

    def next_colours(self) -> str:
        """Show the next colour assignment of the placement shown."""
        return self._step(lambda: self._turn.next_colours())

    def confirm(self) -> str:
        """Play the build shown (CHOLA-A1: the whole card, legally placed)."""
        with self._lock:
            if not self._ready_for_human():
                return self.status
            move = self._turn.move
            if move is None:
                self.say(self._turn.nothing_shown())
                self.redraw()
                return self.status
            return self._play(move)

    def cancel(self) -> str:
        """Put the chosen card back; nothing is played."""
        with self._lock:
            if self._refuse():
                return self.status
            if self._turn.card is None:
                self.say("There is no build to cancel. " + self._turn_note())
            else:
                card = self._turn.card
                self._clear_selection()
                self.say(f"Cancelled: card c{card} is back in your hand. {self._turn_note()}")
            self.redraw()
            return self.status

    def _clear_selection(self) -> None:
        """No build in progress (the steps start afresh on the game now on the board)."""
        self._turn = TurnBuilder(self._game)


__all__ = ["CholaBuild", "Placement"]
