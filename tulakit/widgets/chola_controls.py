"""The buttons and menus under a Chola board, and what each says it can do now.

Three rows of actions (Pick, Draw, Replace with its colour and count; Next shape, Next
colours, Build, Cancel; Undo, Redo, New game and the number of players) and a row of seat
menus. After every redraw each button is enabled when its action can be taken now, else
disabled with the reason in its tooltip, in the engine's words
(:func:`~tulakit.widgets.offer.offer`, CHOLA-A1); a solo game (CHOLA-SO2) hides what a solo
player never does. The actions themselves are the board's
(:class:`~tulakit.widgets.chola_board.CholaBoard`).

>>> from tulakit.widgets.chola_board import CholaBoard
>>> board = CholaBoard(seed=1)
>>> board.pick_button.disabled, board.pick_button.tooltip
(True, 'Take 2 stones from the bag (not now: hand limit 7: you hold 7 stones and a pick takes 2)')
>>> [menu.layout.display for menu in board.seat_menus]
['', '', 'none', 'none', 'none']
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ipywidgets import Dropdown, HBox, Layout

from tulakit.chola.moves import CholaMove, Draw, Pick, Replace
from tulakit.chola.options import COLOUR_NAMES
from tulakit.chola.turn import TurnBuilder
from tulakit.widgets.chola_seats import CholaSeats
from tulakit.widgets.chola_share import MAX_SEATS, SEAT_KINDS
from tulakit.widgets.control_row import controls
from tulakit.widgets.offer import offer
from tulakit.widgets.visibility import css_display

#: what each button does (its tooltip; :func:`~tulakit.widgets.offer.offer` adds why
#: not, when it cannot be used now)
TIPS = {
    "pick": "Take 2 stones from the bag",
    "draw": "Take the top card of the stack",
    "replace": "Put these stones back in the bag and draw as many",
    "next": "Another position, rotation or reflection",
    "colours": "Another colour assignment",
    "build": "Play the build shown",
    "cancel": "Put the card back in your hand",
    "undo": "Take back your last turn",
    "redo": "Play again a turn taken back",
}


class CholaControls(CholaSeats):
    """The controls of a Chola board; see the module docstring."""

    _turn: TurnBuilder  # the build in progress (the board's)

    if TYPE_CHECKING:  # the board's actions, which the buttons call

        def pick(self) -> str: ...
        def draw(self, up: int | None = None) -> str: ...
        def replace(self, colour: int | str, count: int) -> str: ...
        def next_placement(self) -> str: ...
        def next_colours(self) -> str: ...
        def confirm(self) -> str: ...
        def cancel(self) -> str: ...
        def new_game(self, players: int | None = None) -> str: ...

    def _make_controls(self, players: int, kinds: Sequence[str]) -> list[HBox]:
        """Make the buttons and menus (``players`` in the game, ``kinds`` its seats'
        players) and return their rows, for the board to show when it has controls."""
        self.pick_button = self._button("Pick", TIPS["pick"], self.pick)
        self.draw_button = self._button("Draw stack", TIPS["draw"], self.draw)
        self.replace_colour = Dropdown(
            options=[(name, c) for c, name in enumerate(COLOUR_NAMES)],
            value=0,
            description="Replace:",
            layout=Layout(width="170px"),
        )
        # named, as every form control must be for a screen reader (axe: select-name)
        self.replace_count = Dropdown(
            options=[3, 4, 5, 6, 7],
            value=3,
            description="Stones:",
            style={"description_width": "initial"},
            layout=Layout(width="130px"),
        )
        self.replace_button = self._button(
            "Replace",
            TIPS["replace"],
            lambda: self.replace(int(self.replace_colour.value), int(self.replace_count.value)),
        )
        self.next_button = self._button("Next shape", TIPS["next"], self.next_placement)
        self.colours_button = self._button("Next colours", TIPS["colours"], self.next_colours)
        self.build_button = self._button("Build", TIPS["build"], self.confirm)
        self.cancel_button = self._button("Cancel", TIPS["cancel"], self.cancel)
        self.undo_button = self._button("Undo", TIPS["undo"], self.undo)
        self.redo_button = self._button("Redo", TIPS["redo"], self.redo)
        self.new_button = self._button("New game", "Start again", lambda: self.new_game())
        for menu in (self.replace_colour, self.replace_count):
            menu.observe(self.guarded(self._replace_changed), "value")
        self.players_menu = Dropdown(
            options=[("solo", 1), ("2", 2), ("3", 3), ("4", 4), ("5", 5)],
            value=players,
            description="Players:",
            layout=Layout(width="150px"),
        )
        self.players_menu.add_class("players")
        self.players_menu.observe(self.guarded(self._players_changed), "value")
        self.seat_menus = []
        for s in range(MAX_SEATS):
            menu = Dropdown(
                options=list(SEAT_KINDS),
                value=kinds[s] if s < len(kinds) else "human",
                description=f"Seat {s + 1}:",
                layout=Layout(width="160px"),
            )
            menu.add_class(f"seat-{s + 1}")
            menu.observe(self.guarded(self._seats_changed), "value")
            self.seat_menus.append(menu)
        self._show_seat_menus()
        return [
            controls([self.pick_button, self.draw_button, self.replace_colour,
                      self.replace_count, self.replace_button]),
            controls([self.next_button, self.colours_button, self.build_button,
                      self.cancel_button]),
            controls([self.undo_button, self.redo_button, self.new_button,
                      self.players_menu]),
            controls(self.seat_menus),
        ]  # fmt: skip

    def _show_actions(self) -> None:
        """CHOLA-SO2: a solo player only builds, so Pick, Draw and Replace are not even shown."""
        for widget in (self.pick_button, self.draw_button, self.replace_colour,
                       self.replace_count, self.replace_button):  # fmt: skip
            widget.layout.display = "none" if self._game.solo else None

    def _why_not_now(self) -> str | None:
        """Why the person cannot act at all now: the game is over or a bot is to move."""
        game = self._game
        if game.is_over():
            return "the game is over"
        if self.thinking or self._is_bot_turn():
            seat = game.to_move
            return f"it is {game.names[seat]}'s turn ({self.seats[seat]} bot)"
        return None

    def _replace_move(self) -> Replace:
        return Replace(int(self.replace_colour.value), int(self.replace_count.value))

    def _offer_buttons(self) -> None:
        """Every button enabled when its action can be taken now, else disabled with the
        reason in its tooltip, in the engine's words (CHOLA-A1)."""
        game, blocked = self._game, self._why_not_now()

        def unless(move: CholaMove) -> str | None:
            return blocked or game.explain_illegal(move)

        offer(self.pick_button, TIPS["pick"], unless(Pick()))
        offer(self.draw_button, TIPS["draw"], unless(Draw()))
        offer(self.replace_button, TIPS["replace"], unless(self._replace_move()))
        building = blocked or (
            None
            if self._turn.placement
            else "choose one of your cards and a space of the temple first"
        )
        for button, key in ((self.next_button, "next"), (self.colours_button, "colours"),
                            (self.build_button, "build")):  # fmt: skip
            offer(button, TIPS[key], building)
        no_card = None if self._turn.card is not None else "no card is chosen for a build"
        offer(self.cancel_button, TIPS["cancel"], no_card)
        offer(self.undo_button, TIPS["undo"], None if game.moves else "no turn has been played")
        offer(self.redo_button, TIPS["redo"], None if self._redo else "no turn was taken back")

    def _replace_changed(self, _change: dict[str, Any]) -> None:
        """A colour or count chosen for Replace: the button says whether it can be done."""
        with self._lock:
            offer(self.replace_button, TIPS["replace"],
                  self._why_not_now() or self._game.explain_illegal(self._replace_move()))  # fmt: skip

    def _players_changed(self, _change: dict[str, Any]) -> None:
        with self._lock:
            self._show_seat_menus()
            self.say(
                (
                    "Press New game to start a solo game. "
                    if self.players_menu.value == 1
                    else f"Press New game to start with {self.players_menu.value} players. "
                )
                + self._turn_note()
            )

    def _follow_game(self) -> None:
        """The seats keep their players (a seat the old game did not have gets a person)."""
        self._bots.clear()
        self.players_menu.value = self._game.players  # shows the seat menus it needs

    def _show_seat_menus(self) -> None:
        players = int(self.players_menu.value)
        for s, menu in enumerate(self.seat_menus):
            menu.layout.display = css_display(s < max(players, 1))
            if players == 1 and s == 0:
                menu.value = "human"
