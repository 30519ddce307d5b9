"""The buttons and menus under a Tulaga board, enabled as the turn being built allows.

One row of actions (Claim, Decline, Cancel, Undo, Redo, New game) and one of choices: the
opponent (two people at this screen, or a bot level by name and measured rating), the
colour the person plays against a bot, and the rank stones of the next new game
(TULAGA-2). After every redraw each action button is enabled only at the steps of the turn
where it can be used. The actions themselves are the board's
(:class:`~tulakit.widgets.tulaga_board.TulagaBoard`).

>>> from tulakit.widgets.tulaga_board import TulagaBoard
>>> board = TulagaBoard()
>>> board.claim_button.disabled, board.colour_menu.disabled, board.ranks_menu.value
(True, True, 6)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ipywidgets import Dropdown, HBox, Layout

from tulakit.tulaga.levels import LEVELS
from tulakit.tulaga.options import RANK_STONE_CHOICES
from tulakit.widgets.control_row import controls
from tulakit.widgets.tulaga_access import TulagaAccess

#: the opponent menu's entries: (what it shows, the opponent)
OPPONENT_CHOICES = [("Two players at this screen", "human")] + [
    (level.label, level.key) for level in LEVELS
]


class TulagaControls(TulagaAccess):
    """The controls of a Tulaga board; see the module docstring."""

    if TYPE_CHECKING:  # the board's actions, which the buttons call

        def claim(self) -> str: ...
        def decline(self) -> str: ...
        def cancel(self) -> str: ...
        def new_game(self, rank_stones: int | None = None) -> str: ...

    def _make_controls(self, opponent: str, human: int) -> list[HBox]:
        """Make the buttons and menus (``opponent`` and the ``human`` colour chosen) and
        return their rows, for the board to show when it has controls."""
        self.claim_button = self._button("Claim", "Claim the Tulaga shown in bold", self.claim)
        self.decline_button = self._button("Decline", "Claim nothing / reap nothing", self.decline)
        self.cancel_button = self._button("Cancel", "Take the stone back", self.cancel)
        self.undo_button = self._button("Undo", "Take back a whole turn", self.undo)
        self.redo_button = self._button("Redo", "Play again a turn taken back", self.redo)
        self.new_button = self._button("New game", "Start again", lambda: self.new_game())
        self.opponent_menu = Dropdown(
            options=OPPONENT_CHOICES,
            value=opponent,
            description="Opponent:",
            style={"description_width": "initial"},
            # wide enough for "Casual (one move ahead, Elo 800)", never wider than a phone
            layout=Layout(width="330px", max_width="100%"),
        )
        self.opponent_menu.add_class("opponent")
        self.colour_menu = Dropdown(
            options=[("Black", 0), ("White", 1)],
            value=human,
            description="You play:",
            style={"description_width": "initial"},
            layout=Layout(width="170px"),
        )
        self.colour_menu.add_class("colour")
        self.colour_menu.disabled = opponent == "human"  # hotseat: both sides click
        self.ranks_menu = Dropdown(
            options=list(RANK_STONE_CHOICES),
            value=self._game.options.rank_stones,
            description="Rank stones:",
            style={"description_width": "initial"},
            layout=Layout(width="170px"),
            tooltip="Rank stones each for the next new game (TULAGA-2)",
        )
        self.ranks_menu.add_class("ranks")
        self.opponent_menu.observe(self.guarded(self._players_changed), "value")
        self.colour_menu.observe(self.guarded(self._players_changed), "value")
        return [
            controls([self.claim_button, self.decline_button, self.cancel_button,
                      self.undo_button, self.redo_button, self.new_button]),
            controls([self.opponent_menu, self.colour_menu, self.ranks_menu]),
        ]  # fmt: skip

    def _enable_buttons(self) -> None:
        """Each action button enabled only at the steps of the turn where it can be used."""
        stage = self._builder.stage
        self.claim_button.disabled = stage != "tulaga"
        self.decline_button.disabled = stage not in ("tulaga", "rank", "reap")
        self.cancel_button.disabled = stage == "place"
        self.undo_button.disabled = not self._game.moves and stage == "place"
        self.redo_button.disabled = not self._redo
