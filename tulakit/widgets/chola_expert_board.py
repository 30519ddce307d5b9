"""A board for the Chola Expert game: sculpt by clicking a slot, pay in a small dialog.

Everything of the Basic board (:class:`~tulakit.widgets.chola_board.CholaBoard`) works
as there: Pick, Replace, Draw, builds card by card, bots in any seat, Undo and Redo.
Expert adds (CHOLA-W1, X1..X3, B1, E3):

- **Sculpting.** With no build card chosen, a click on a temple space (or on a tile of
  the sculpture board) chooses that space's **slot**. When it can be sculpted now, a
  small dialog lists every way to pay (``wagon: 3 light brown, 1 gold; hand: 1 light
  brown``) and the bonus cards that apply; **Sculpt** plays it, **Cancel** closes the
  dialog. When it cannot, the status line says why, in the engine's words
  (``game.explain_sculpt``). The dialog's state is the engine's
  :class:`tulakit.chola.turn.SculptTurn`; its menus show it.
- **Legal slots** are outlined in blue while *Show sculptable slots* is ticked.
- **Extra turn** plays the ``again`` bonus card while it is ready (a click on the card
  does the same); a click on any other bonus card says what it does.

By keyboard, Enter on a space or a tile of the sculpture board chooses its slot, and Tab
reaches the dialog's card choice, payment menu and **Sculpt** (B sculpts too). A sculpt may
also be typed (``sculpt 7,0 wagon:light-brown3,gold1 hand:light-brown1``); ``sculpt 7,0``
alone opens the dialog. The picture has three layouts (designed, middle, phone:
:func:`tulakit.chola.expert_svg.expert_layout`), so it fits a 1280-pixel window and a phone
with every text at 12 pixels or more, and on a desktop every space and tile is a finger
wide (the view's zoom follows the layout).

>>> from tulakit import chola
>>> board = ExpertBoard(seed=1)
>>> board.game.options.variant, board.MIN_PLAYERS
('expert', 2)
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ipywidgets import Checkbox, Layout, Widget

from tulakit.chola.board import space, space_name
from tulakit.chola.expert import ExpertGame
from tulakit.chola.expert_svg import expert_layout, expert_zoom, kept_in_window
from tulakit.chola.game import CholaGame
from tulakit.chola.moves import Again, Sculpt, parse
from tulakit.chola.options import CholaOptions
from tulakit.chola.svg import Layout as PictureLayout
from tulakit.chola.svg import Selection
from tulakit.chola.turn import NO_CARD, payment_words
from tulakit.errors import TulakitError
from tulakit.widgets.chola_sculpt_dialog import SCULPT_TIP, SculptDialog
from tulakit.widgets.control_row import controls
from tulakit.widgets.offer import offer
from tulakit.widgets.page import QueryReader
from tulakit.words import counted

#: the page a Share link of an Expert board opens (``from_query`` boards use their own)
PLAY_PAGE = "chola-expert-play.ipynb"


#: the Expert buttons' tooltips (:func:`~tulakit.widgets.offer.offer` adds why not)
AGAIN_TIP = "Play the again card: an extra turn now, your next turn skipped"


class ExpertBoard(SculptDialog):
    """A playable Chola Expert board (2 to 5 players, bots in any seat).

    The arguments are :class:`CholaBoard`'s; ``options`` may add Expert options such as
    ``sculpture_layout="A"``. ``show_legal`` ticks *Show sculptable slots* at the start.
    """

    children: tuple[Any, ...]  # the traitlet of ipywidgets' Box, typed for mypy

    MIN_PLAYERS = 2
    OWN_SETTINGS = ("variant", "position")  # read by from_query (chola_address.expert_position)
    EXPERT = True  # the turn note offers sculpting; the end counts wagon levels

    def __init__(
        self,
        game: CholaGame | None = None,
        *,
        players: int = 2,
        css_class: str = "chola-expert-board",
        show_legal: bool = True,
        **kwargs: Any,
    ) -> None:
        if game is not None and game.options.variant != "expert":
            # e.g. an address asking for another variant: this board plays Expert only
            players, game = game.players, None
        self.legal_toggle = Checkbox(
            value=show_legal, description="Show sculptable slots", indent=False,
            layout=Layout(width="200px"),
        )  # fmt: skip
        self.legal_toggle.add_class("legal")
        self._make_dialog_menus()  # before the board: its first redraw closes the dialog
        super().__init__(game, players=players, css_class=css_class, **kwargs)
        self.share_page = PLAY_PAGE  # a Share link opens the Expert play page
        # the B key plays what is shown: the build, or the sculpt of the open dialog
        self._commands = [
            (k, n, "build or sculpt what is shown" if n == "confirm" else w)
            for k, n, w in self._commands
        ]
        self._make_dialog()  # tulakit.widgets.chola_sculpt_dialog
        self.again_button = self._button(
            "Extra turn", AGAIN_TIP, self.again,
        )  # fmt: skip
        self.legal_toggle.observe(self.guarded(lambda _c: self.redraw()), "value")
        self.players_menu.options = [(str(n), n) for n in range(2, 6)]
        self.players_menu.value = self._game.players
        kids: list[Widget] = list(self.children)
        at = kids.index(self.view) + 1
        kids[at:at] = [self.dialog, controls([self.again_button, self.legal_toggle])]
        self.children = tuple(kids)
        self.say(self._greeting())
        self.redraw()

    def picture_layout(self) -> PictureLayout:
        """The Expert picture's layout for the page's width (designed, middle or phone)."""
        return expert_layout(self.page_width())

    def picture_zoom(self) -> float:
        """The layout's zoom: each is shown up to the size where its sculpture board's
        tiles are a finger wide (:func:`~tulakit.chola.expert_svg.expert_zoom`)."""
        return expert_zoom(self.picture_layout())

    def _example(self) -> str:
        return "sculpt 7,0 hand:grey4,gold1"

    def cursor_start(self) -> int | str | None:
        """The chosen slot's tile while the payment dialog is open; else as in Basic."""
        if self.slot is not None:
            return f"tile:{self.slot}"
        return super().cursor_start()

    def describe(self) -> str:
        """The position in words, and the sculpt being paid for."""
        text = super().describe()
        move = self.chosen_sculpt if self.slot is not None else None
        if move is None:
            return text
        ways = len(self.sculpt_options)
        return (
            f"Sculpting slot {self.slot}: {counted(ways, 'way')} to pay; "
            f"chosen: {payment_words(move)}.\n{text}"
        )

    def confirm(self) -> str:
        """Play what is shown: the sculpt of the open dialog, else the build (key B)."""
        if self.slot is not None:
            return self.sculpt()
        return super().confirm()

    def play_text(self, text: str) -> bool:
        """As in Basic, and Expert's ``sculpt ...`` and ``again``; ``sculpt 7,0`` alone
        opens the payment dialog of that slot when it cannot be played as written.

        >>> from tulakit.chola.expert_lessons import sculpt_position
        >>> board = ExpertBoard(sculpt_position(), seats=("human", "human"))
        >>> board.play_text("sculpt 7,0"), board.slot, board.status.split(":")[0]
        (False, '7,0', 'Sculpt slot 7,0 (8 points for 4 light brown + 1 gold)')
        >>> board.play_text("sculpt 7,0 wagon:light-brown3,gold1 hand:light-brown1")
        True
        """
        words = " ".join(text.lower().split())
        try:
            move = parse(words)
        except TulakitError:
            move = None
        with self._lock:
            # "sculpt 7,0" alone: no payment chosen yet, so the dialog opens for the slot
            if (
                isinstance(move, Sculpt)
                and not any(move.paid)
                and move.card is None
                and self._ready_quietly()
                and not self._game.is_legal(move)
            ):
                if move.slot != self.slot:  # a second time would close the dialog
                    self.click_slot(move.slot)
                return False
        return super().play_text(text)

    def _make_game(self, players: int, seed: int | None) -> CholaGame:
        options = {k: v for k, v in self._options.items() if k != "variant"}
        return ExpertGame(players, seed=seed, options=CholaOptions(variant="expert", **options))

    @classmethod
    def from_query(cls, **kwargs: Any) -> ExpertBoard:
        """The board of the page's address: ``?seed=``, ``?players=`` (2-5), ``?bots=`` and the
        options as in Basic (``?sculpture_layout=A``, ``?square_group_removed=6`` too),
        ``?variant=expert`` (the only variant this board plays) and ``?position=NAME``, a
        prepared lesson position (:data:`POSITIONS`: :meth:`address_position`).

        >>> import os
        >>> os.environ["QUERY_STRING"] = "variant=basic&position=sculpt&bots=human,random"
        >>> board = ExpertBoard.from_query()
        >>> board.game.slot_state("7,0"), board.seats
        ('built', ('human', 'random'))
        >>> board.status.startswith("(this page plays the Expert game")
        True
        >>> del os.environ["QUERY_STRING"]
        """
        board = super().from_query(**{**kwargs, "variant": "expert"})
        assert isinstance(board, ExpertBoard)
        return board

    @classmethod
    def address_position(cls, reader: QueryReader) -> CholaGame | None:
        """``?position=NAME``, checking ``?variant=`` on the way
        (:func:`~tulakit.widgets.chola_address.expert_position`)."""
        from tulakit.widgets.chola_address import expert_position

        return expert_position(reader)

    def set_game(self, game: CholaGame) -> str:
        """Play on ``game`` from now on (an Expert game, e.g. a prepared lesson position)."""
        if game.options.variant != "expert":
            raise ValueError("the Expert board plays Expert games (variant='expert')")
        return super().set_game(game)

    # -- what can be seen -----------------------------------------------------------------
    def legal_slots(self) -> frozenset[str]:
        """The slots the person to move could sculpt now (empty on a bot's turn)."""
        game = self._expert_game()
        if not self._ready_quietly():
            return frozenset()
        return frozenset(
            slot.name
            for slot in game.slots
            if game.slot_state(slot.name) == "built" and game.sculpt_moves(slot.name)
        )

    @property
    def selection(self) -> Selection | None:
        base = super().selection
        slots = self.legal_slots() if self.legal_toggle.value else frozenset()
        if self.slot is None and not slots:
            return base
        return replace(base or Selection(), slot=self.slot, slots=slots)

    # -- clicks ---------------------------------------------------------------------------
    def press(self, key: int | str | None) -> str:
        """Sculpture-board tiles and bonus cards here; the rest as on a Basic board."""
        with self._lock:
            if isinstance(key, str) and key.startswith("tile:"):
                return self.click_slot(key.partition(":")[2])
            if isinstance(key, str) and key.startswith("bonus:"):
                _, seat, card = key.split(":")
                return self.click_bonus(int(seat), card)
            return super().press(key)

    def click_space(self, where: str | int) -> str:
        """A temple space: part of a build when a card is chosen, else its slot is chosen."""
        s = space(where) if isinstance(where, str) else where
        with self._lock:
            if self.turn.card is not None:
                return super().click_space(s)
            slot = self._slot_of(s)
            return self.click_slot(slot)

    def click_slot(self, name: str) -> str:
        """Choose slot ``name`` for a sculpt (CHOLA-X3): the dialog opens, or the status
        line says why it cannot be sculpted now; again to close the dialog."""
        with self._lock:
            if not self._ready_for_human():
                return self.status
            if name == self.slot:
                return self.cancel_sculpt()
            if self.turn.card is not None:  # a build was being prepared: put the card back
                super()._clear_selection()
            refusal = self._sculpt.choose_slot(name)
            if refusal is not None:
                self._close_dialog()
                self.say(f"{refusal} {self._turn_note()}")
            else:
                self._fill_dialog()
                self.say(self._sculpt.prompt())
            self.redraw()
            return self.status

    def click_bonus(self, seat: int, key: str) -> str:
        """A bonus card on the board: ``again`` plays it when it may; any card explains itself."""
        with self._lock:
            game = self._expert_game()
            held = next(h for h in game.bonus_cards(seat) if h.card.key == key)
            if key == "again" and seat == game.to_move and held.status == "ready":
                return self.again()
            whose = game.names[seat]
            self.say(
                f"{whose}'s bonus card {held.card.title} ({held.status}): {held.card.sentence} "
                "(CHOLA-B1)"
            )
            return self.status

    def sculpt(self) -> str:
        """Play the sculpt chosen in the dialog (CHOLA-X3)."""
        with self._lock:
            if not self._ready_for_human():
                return self.status
            move = self.chosen_sculpt
            if move is None:
                self.say("No sculpt is chosen: choose a slot of the temple first.")
                return self.status
            return self._play(move)

    def again(self) -> str:
        """Play the ``again`` bonus card: an extra turn now, the next one skipped (CHOLA-B1)."""
        return self.act(Again())

    @property
    def game(self) -> ExpertGame:
        """The Expert game on the board (played on in place)."""
        return self._expert_game()

    # -- internals ------------------------------------------------------------------------
    def _slot_of(self, s: int) -> str:
        for slot in self._expert_game().slots:
            if s in slot.spaces:
                return slot.name
        raise ValueError(f"({space_name(s)}) is in no sculpture slot")  # CHOLA-X1: never

    def _clear_selection(self) -> None:
        super()._clear_selection()
        self._close_dialog()

    def redraw(self) -> None:
        """As in Basic; the view's zoom follows the layout drawn (a 1280-pixel window
        shows the middle layout a third larger than drawn: every space and tile a finger
        wide), and the Expert buttons say whether they can be used now."""
        with self._lock:
            self.view.zoom = self.picture_zoom()
            # the temple and the sculpture board stay within the window, not the players
            self.view.kept_in_window = kept_in_window(self.picture_layout())
            super().redraw()
            if hasattr(self, "again_button"):
                game = self._game
                offer(self.again_button, AGAIN_TIP,
                      self._why_not_now() or game.explain_illegal(Again()))  # fmt: skip
                offer(self.sculpt_button, SCULPT_TIP,
                      None if self.chosen_sculpt is not None
                      else "choose a slot and a way to pay first")  # fmt: skip


__all__ = ["NO_CARD", "ExpertBoard", "payment_words"]
