"""The buttons, fields and switches under a Tula board.

Three rows: the moves (Undo, Redo, Hint, Mercy when the mercy exchange is due, Back to
last winnable once the game cannot be won any more), the next deal (New game, its seed,
Winnable deals only) and how the board plays (Auto-reveal, Show legal moves). The actions
are the board's (:class:`~tulakit.widgets.tula_board.TulaBoard`).

>>> from tulakit.widgets.tula_board import TulaBoard
>>> board = TulaBoard(seed=7)
>>> board.undo_button.disabled, board.seed_field.placeholder, board.auto_toggle.value
(True, 'random', False)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ipywidgets import Checkbox, HBox, Layout, Text

from tulakit.tula.game import TulaGame
from tulakit.widgets.control_row import controls
from tulakit.widgets.seated_board import SeatedBoard


class TulaControls(SeatedBoard[TulaGame]):
    """The controls of a Tula board; see the module docstring."""

    if TYPE_CHECKING:  # the board's actions, which the controls call

        def new_game(self, seed: int | None = None) -> str: ...
        def show_hint(self) -> str: ...
        def rewind(self) -> str: ...
        def _explain_mercy(self) -> None: ...
        def _auto_changed(self, change: dict[str, Any]) -> None: ...

    def _make_controls(
        self, *, auto_reveal: bool, highlight_legal: bool, winnable: bool
    ) -> list[HBox]:
        """Make the controls (their switches set as given) and return their rows, for the
        board to show when it has controls."""
        self.undo_button = self._button("Undo", "Take back the last move", self.undo)
        self.redo_button = self._button("Redo", "Play again a move taken back", self.redo)
        self.new_button = self._button(
            "New game", "Deal a new game (seed from the field)", self.new_game
        )
        self.hint_button = self._button("Hint", "Suggest a move", self.show_hint)
        self.rewind_button = self._button(
            "Back to last winnable",
            "Undo the moves since the game could last still be won",
            self.rewind,
        )
        self.mercy_button = self._button(
            "Mercy", "How the mercy exchange works (TULA-7)", self._explain_mercy
        )
        self.mercy_button.button_style = "warning"
        self.seed_field = Text(
            value="", placeholder="random", description="Seed", layout=Layout(width="170px")
        )
        self.seed_field.add_class("seed")
        self.auto_toggle = Checkbox(
            value=auto_reveal,
            description="Auto-reveal",
            indent=False,
            layout=Layout(width="120px"),
        )
        self.auto_toggle.add_class("auto-reveal")
        self.auto_toggle.observe(self.guarded(self._auto_changed), "value")
        self.legal_toggle = Checkbox(
            value=highlight_legal,
            description="Show legal moves",
            indent=False,
            layout=Layout(width="150px"),
        )
        self.legal_toggle.add_class("show-legal")
        self.legal_toggle.observe(self.guarded(lambda _change: self.redraw()), "value")  # fmt: skip
        self.winnable_toggle = Checkbox(
            value=winnable,
            description="Winnable deals",
            indent=False,
            tooltip="New game deals only deals the solver has proved winnable",
            layout=Layout(width="140px"),
        )
        self.winnable_toggle.add_class("winnable")
        return [
            controls(
                [
                    self.undo_button,
                    self.redo_button,
                    self.hint_button,
                    self.mercy_button,
                    self.rewind_button,
                ]
            ),
            controls([self.new_button, self.seed_field, self.winnable_toggle]),
            controls([self.auto_toggle, self.legal_toggle]),
        ]
