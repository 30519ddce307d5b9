"""The Chola Expert board's sculpt dialog: choose a slot, a bonus card and a way to pay.

A click on a slot of the temple opens a small dialog (CHOLA-X3) listing every way to pay
for that slot's sculpture (``wagon: 3 light brown, 1 gold; hand: 1 light brown``) and the
bonus cards that apply; **Sculpt** plays the one chosen, **Cancel sculpt** closes it. The
dialog's state is the engine's :class:`tulakit.chola.turn.SculptTurn`; its menus show it
and their changes go to it. The Expert board
(:class:`~tulakit.widgets.chola_expert_board.ExpertBoard`) builds on this layer.

>>> from tulakit.widgets.chola_expert_board import ExpertBoard
>>> board = ExpertBoard(seed=1)
>>> board.slot, board.dialog.layout.display, board.cancel_sculpt()
(None, 'none', 'There is no sculpt to cancel. Brown to move: draw or choose a card to build.')
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ipywidgets import HTML, Dropdown, Layout, ToggleButtons, VBox

from tulakit.chola.expert import ExpertGame, is_expert
from tulakit.chola.moves import Sculpt
from tulakit.chola.turn import NO_CARD, SculptTurn, payment_words
from tulakit.drawing.palette import BLUE
from tulakit.widgets.chola_board import CholaBoard
from tulakit.widgets.control_row import controls
from tulakit.widgets.visibility import css_display

#: the Sculpt button's tooltip (:func:`~tulakit.widgets.offer.offer` adds why not)
SCULPT_TIP = "Place the sculpture and pay"


class SculptDialog(CholaBoard):
    """A Chola board with the Expert sculpt dialog; see the module docstring."""

    _sculpt: SculptTurn  # the dialog's state, made afresh when it closes

    if TYPE_CHECKING:

        def sculpt(self) -> str:
            """Play the sculpt chosen in the dialog (the Expert board's)."""

    def _make_dialog_menus(self) -> None:
        """The dialog's title, bonus-card choice and payment menu (made before the board,
        whose first redraw closes the dialog)."""
        self._filling = False  # True while the dialog's menus are refilled
        self.dialog_title = HTML()
        self.dialog_title.add_class("sculpt-title")
        self.card_choice = ToggleButtons(
            options=[NO_CARD], value=NO_CARD, style={"button_width": "auto"}
        )
        self.card_choice.add_class("sculpt-card")
        self.pay_menu = Dropdown(
            options=[("", 0)],
            description="Pay:",
            layout=Layout(width="560px", max_width="100%"),
        )
        self.pay_menu.add_class("sculpt-payment")

    def _make_dialog(self) -> VBox:
        """The dialog itself, hidden until a slot is chosen."""
        self.sculpt_button = self._button("Sculpt", SCULPT_TIP, self.sculpt)
        self.cancel_sculpt_button = self._button(
            "Cancel sculpt", "Close the dialog", self.cancel_sculpt
        )
        self.dialog = VBox(
            [self.dialog_title, self.card_choice, self.pay_menu,
             controls([self.sculpt_button, self.cancel_sculpt_button])],
            layout=Layout(border=f"2px solid {BLUE}", padding="4px 8px", width="760px",
                          max_width="100%", display="none"),
        )  # fmt: skip
        self.dialog.add_class("sculpt-dialog")
        self.card_choice.observe(self.guarded(self._card_changed), "value")
        self.pay_menu.observe(self.guarded(self._payment_changed), "value")
        return self.dialog

    @property
    def sculpt_turn(self) -> SculptTurn:
        """The sculpt dialog's state (:class:`tulakit.chola.turn.SculptTurn`)."""
        return self._sculpt

    @property
    def slot(self) -> str | None:
        """The slot chosen for a sculpt (its lower-left space, e.g. ``'7,0'``), if any."""
        return self._sculpt.slot

    @property
    def sculpt_options(self) -> list[Sculpt]:
        """The legal sculpts of the chosen slot, for the bonus card chosen in the dialog."""
        return self._sculpt.options()

    @property
    def chosen_sculpt(self) -> Sculpt | None:
        """The sculpt the dialog would play now."""
        return self._sculpt.chosen()

    def choose_card_option(self, card: str | None) -> str:
        """Choose the bonus card for the sculpt (``'double'`` ...; ``None`` for none)."""
        with self._lock:
            refusal = self._sculpt.choose_card(card)
            if refusal is not None:
                self.say(refusal)
                return self.status
            self.card_choice.value = NO_CARD if card is None else card
            return self.status

    def choose_payment(self, which: int | str) -> str:
        """Choose a payment of the dialog by its place (from 0) or its words."""
        with self._lock:
            refusal = self._sculpt.choose_payment(which)
            if refusal is not None:
                self.say(refusal)
                return self.status
            self.pay_menu.value = self._sculpt.payment
            return self.status

    def cancel_sculpt(self) -> str:
        """Close the payment dialog; nothing is played."""
        with self._lock:
            name = self.slot
            if name is None:
                self.say("There is no sculpt to cancel. " + self._turn_note())
            else:
                self._close_dialog()
                self.say(f"Cancelled the sculpt of slot {name}. {self._turn_note()}")
            self.redraw()
            return self.status

    def _expert_game(self) -> ExpertGame:
        game = self._game
        assert is_expert(game)  # this board plays Expert games only
        return game

    def _card_label(self, key: str | None) -> tuple[str, str]:
        if key is None:
            return ("no bonus card", NO_CARD)
        game = self._expert_game()
        title = next(
            (h.card.title for h in game.bonus_cards(game.to_move) if h.card.key == key), key
        )
        return (f"{title} (+{key})", key)

    def _fill_dialog(self) -> None:
        """Show the dialog for the slot the sculpt turn has chosen."""
        self._filling = True
        try:
            self.card_choice.options = [self._card_label(k) for k in self._sculpt.cards_offered()]
            self.card_choice.value = self._card_label(self._sculpt.card)[1]
            self._fill_payments()
        finally:
            self._filling = False
        self.dialog_title.value = f"<b>Sculpt {self._sculpt.what(self.slot or '')}</b>"
        self.dialog.layout.display = css_display(True)

    def _fill_payments(self) -> None:
        found = self.sculpt_options
        self.pay_menu.options = [(payment_words(m), i) for i, m in enumerate(found)] or [("", 0)]
        self.pay_menu.value = self._sculpt.payment

    def _card_changed(self, _change: dict[str, Any]) -> None:
        if self._filling or self.slot is None:
            return
        with self._lock:
            card = self.card_choice.value
            self._sculpt.choose_card(None if card == NO_CARD else card)
            self._filling = True
            try:
                self._fill_payments()
            finally:
                self._filling = False
            ways = len(self.sculpt_options)
            using = "without a card" if card == NO_CARD else f"with the {card} card"
            self.say(f"Slot {self.slot} {using}: {ways} way(s) to pay. Sculpt to play it.")

    def _payment_changed(self, change: dict[str, Any]) -> None:
        """A payment chosen in the dialog's menu (in the browser)."""
        if self._filling or self.slot is None:
            return
        with self._lock:
            self._sculpt.choose_payment(int(change["new"] or 0))

    def _close_dialog(self) -> None:
        self._sculpt = SculptTurn(self._expert_game())
        if hasattr(self, "dialog"):
            self.dialog.layout.display = "none"
