"""A Tula board to play on in JupyterLab or Voila: a view of a ``TulaGame`` anyone can play.

The board is a thin view: a click is mapped to a position through the scene's hit
regions, turned into a move (face down: reveal; face up: take; layer 3 while mercy is
available: exchange), and the game's own explanation is shown when the move is illegal.
Every change redraws the scene from the game state.

Everyone can play it (:mod:`tulakit.widgets.view`): a click, a tap, or Enter on the
keyboard cursor acts on a tile; a move may be typed (``T5``); each tile and the whole
position are described in words (:mod:`tulakit.tula.words`); on a phone the stack goes
below the temple. What the status line says is worded in :mod:`tulakit.widgets.tula_words`,
and a page's address read in :mod:`tulakit.widgets.tula_address`.

>>> board = TulaBoard(seed=7)
>>> board.click_tile(23)
'Revealed tile 23: the 4 of Moons.'
>>> board.click_tile(14)
"Can't reveal tile 14: tile 14 is still covered by tiles 20 and 21."
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ipywidgets import Widget

from tulakit.errors import TulakitError
from tulakit.tula import new_game
from tulakit.tula.auto_reveal import with_auto_reveal
from tulakit.tula.game import TulaGame
from tulakit.tula.geometry import LAYER3
from tulakit.tula.moves import TulaMove
from tulakit.tula.svg import NARROW, WIDE, WIDTH, tile_box, tula_scene
from tulakit.tula.verdict import can_still_win, rewind_target
from tulakit.widgets.board import NEW_GAME_HINT
from tulakit.widgets.page import cut_quote, echo, parse_seed
from tulakit.widgets.share import ShareLink, SharePanel, on_page
from tulakit.widgets.tula_access import TulaAccess
from tulakit.widgets.tula_address import board_from_address
from tulakit.widgets.tula_daily import daily_seed, daily_words
from tulakit.widgets.tula_share import tula_link
from tulakit.widgets.tula_words import (
    MERCY_WORDS,
    auto_reveal_words,
    end_note,
    lost_words,
    played_words,
    stack_words,
    turn_note,
)
from tulakit.words import quoted

#: the page a Share link opens (relative to the folder); ``from_query`` boards use their own
PLAY_PAGE = "tula-play.ipynb"


class TulaBoard(TulaAccess):
    """A playable Tula board: canvas, status line and controls.

    ``game`` is played on directly (or a new one is dealt from ``seed``, with the options
    ``auto_reveal``, ``mercy`` and ``winnable``). With ``on_pick``, a click on a tile plays nothing: it calls
    ``on_pick(position)`` and shows the returned text (for tutorial exercises).

    Toggling auto-reveal keeps the position: the game is replayed from its deal with the
    new setting (see :func:`with_auto_reveal`), and the redo list is cleared.
    """

    #: a solitaire's turns are its moves: "There is no move to undo."
    TURN = "move"

    def __init__(
        self,
        game: TulaGame | None = None,
        *,
        seed: int | None = None,
        on_pick: Callable[[int], str | None] | None = None,
        show_controls: bool = True,
        css_class: str = "tula-board",
        auto_reveal: bool = False,
        highlight_legal: bool = False,
        mercy: bool = True,
        winnable: bool = False,
    ) -> None:
        if game is None:
            game = new_game(seed, auto_reveal=auto_reveal, mercy=mercy, winnable=winnable)
        self._game = game
        self._init_bot_thinking()  # no bot plays Tula: the lock the lifecycle takes
        self._redo: list[list[TulaMove]] = []  # moves taken back, one a turn
        self._selected: int | None = None
        self._on_pick = on_pick

        keys = ("undo", "redo", "show_hint", "new_game") if show_controls else ()
        self._make_view("Tula board", css_class, keys=keys, example="T23" if show_controls else "")

        self._lost_since: int | None = None  # moves played when the game became lost
        rows = self._make_controls(  # tulakit.widgets.tula_controls
            auto_reveal=game.options.auto_reveal, highlight_legal=highlight_legal, winnable=winnable
        )
        # Share link, record download and upload (only with the controls)
        self.share_page = PLAY_PAGE
        self.share_panel: SharePanel | None = SharePanel(self, WIDTH) if show_controls else None

        children: list[Widget] = [self.view]
        if show_controls:
            children += [*rows, self.share_panel]
        children.append(self.notes)
        super().__init__(children)
        self._finish_box(css_class)
        self.say(self._greeting())
        self.redraw()

    # -- public API ---------------------------------------------------------------------
    @classmethod
    def from_query(cls, **kwargs: object) -> TulaBoard:
        """A quick-play board set up from the page's URL (Voila), e.g. ``?seed=42``: the
        deal (``seed``, ``daily``, ``winnable``), the options (``auto_reveal``, ``legal``,
        ``mercy``) and a Share link's ``moves``; see
        :func:`~tulakit.widgets.tula_address.board_from_address`. Keyword arguments go to
        the constructor."""
        return board_from_address(cls, **kwargs)

    def share_link(self) -> ShareLink:
        """The relative link (``?seed=...``) that reopens this game with its moves."""
        return on_page(tula_link(self._game, legal=bool(self.legal_toggle.value)), self.share_page)

    def record_filename(self) -> str:
        """The name offered for the downloaded record."""
        seed = "" if self._game.seed is None else f"-seed{self._game.seed}"
        return f"tula{seed}-{len(self._game.moves)}-moves.json"

    @property
    def game(self) -> TulaGame:
        """The game on the board (played on in place); set, it replaces it, as
        :meth:`~tulakit.widgets.seated_board.SeatedBoard.set_game` does."""
        return self._game

    @game.setter
    def game(self, game: TulaGame) -> None:
        self.set_game(game)

    def press(self, key: int | str | None) -> str:
        """Act on a tile (its position), the ``"stack"``, or nothing (``None``): a click,
        a tap, or Enter on the keyboard cursor."""
        self._selected = None
        if key is None:
            self.say("There is no tile there: choose a tile in the temple.")
        elif key == "stack":
            self.say(stack_words(self._game))
        elif self._on_pick is not None:
            self.say(self._on_pick(int(key)) or "")
        else:
            self._play_at(int(key))
        self.redraw()
        return self.status

    def click_tile(self, position: int) -> str:
        """Click the visible centre of the tile at ``position`` (its centre if hidden)."""
        point = self._scene.visible_point(position)
        if point is None:
            x, y, size = tile_box(position)
            point = (x + size / 2, y + size / 2)
        return self.click(*point)

    def play_text(self, text: str) -> bool:
        """Play a move typed in notation (``T5``, ``R23``, ``X20``); a bad one is explained."""
        self._selected = None
        if self._on_pick is not None or self._game.is_over():
            self.say(self._end_note() or "Pick a tile on the board.")
            return False
        typed = text.strip()
        try:  # "t5" as "T5"; a refusal quotes what was typed, not it in capitals
            move = self._game.parse_move(typed.upper())
        except TulakitError as exc:
            self.say(f"{str(exc).replace(quoted(typed.upper()), quoted(typed), 1)}.")
            return False
        played = self._play_move(move)
        self.redraw()
        return played

    def redraw(self) -> None:
        """Rebuild the scene from the game and show it."""
        self._scene = tula_scene(
            self._game,
            highlight_legal=self.legal_toggle.value,
            selected=self._selected,
            layout=NARROW if self.narrow(WIDTH) else WIDE,
        )
        self.undo_button.disabled = not self._game.moves
        self.redo_button.disabled = not self._redo
        self.mercy_button.layout.display = "" if self._game.mercy_available() else "none"
        self.rewind_button.layout.display = "" if self._rewind_target() is not None else "none"
        if self.share_panel is not None:
            self.share_panel.refresh()
        self._paint()

    def new_game(self, seed: int | None = None) -> str:
        """Deal a new game from ``seed``, else the seed field's number, else a random seed.

        With the *Winnable deals* box ticked, the deal is the first from that seed that the
        solver proves winnable ("deal me a winnable game").
        """
        note = ""
        if seed is None:
            text = self.seed_field.value.strip()
            if text:
                seed = parse_seed(text)
                if seed is None:
                    note = f" ({echo(text)} is not a whole number, so a random seed was used.)"
            if seed is None:
                seed = random.randrange(1_000_000)
        winnable = bool(self.winnable_toggle.value)
        self._game = new_game(
            seed,
            mercy=self._game.options.mercy,
            auto_reveal=self.auto_toggle.value,
            winnable=winnable,
        )
        self._redo.clear()
        self._selected = None
        kind = "a winnable deal from seed" if winnable else "seed"
        self.say(f"New game, {kind} {seed}." + note + " " + self._greeting())
        self.redraw()
        return self.status

    def show_hint(self) -> str:
        """Ask the hint module for a move and mark its tile."""
        try:
            from tulakit.tula.hint import hint  # written alongside; imported when first asked
        except ImportError:
            self.say("Hints are not available in this version.")
            return self.status
        if self._game.is_over():
            self.say(self._end_note())
            return self.status
        suggestion = hint(self._game)
        move = getattr(suggestion, "move", None)
        self._selected = move.position if move is not None else None
        self.say(f"Hint: {suggestion.explanation}")
        self.redraw()
        return self.status

    # -- internals ----------------------------------------------------------------------
    def replay(self, tokens: list[str], note: Callable[[str], None]) -> None:
        """Play moves given in notation (a page address's); stop at the first bad one and
        tell ``note`` why.

        >>> board = TulaBoard(seed=7)
        >>> board.replay(["R23", "T23", "R5"], print)  # doctest: +ELLIPSIS
        move 3 of the address (R5) was not played: ...still covered by tiles 13, 14, 16, 17 and 20
        >>> len(board.game.moves)
        2
        """
        for number, token in enumerate(tokens, start=1):
            try:
                self._game.play(token)
            except TulakitError as exc:
                reason = cut_quote(str(exc).removeprefix(f"{token}: "), token)
                note(
                    f"move {number} of the address ({cut_quote(token, token)}) was not played: {reason}"
                )
                break
        self.say(self._greeting())
        self.redraw()

    def _greeting(self) -> str:
        return self._end_note() if self._game.is_over() else turn_note(self._game)

    def _turn_note(self) -> str:
        """After an undo or a redo: what to do now, or how the game ended."""
        return self._greeting()

    def _reset_turn(self) -> None:
        self._selected = None  # a hint's or an exercise's marked tile

    def _follow_game(self) -> None:
        self.auto_toggle.value = self._game.options.auto_reveal

    def _end_note(self) -> str:
        result = self._game.result()
        return "" if result is None else end_note(result.message, self._rewind_target())

    def _rewind_target(self) -> int | None:
        """How many moves to keep to be back where the game could last be won, when it
        cannot be won now and going back helps (``None`` otherwise, and in exercises)."""
        return None if self._on_pick is not None else rewind_target(self._game)

    def rewind(self) -> str:
        """Take back every move since the game could last still be won (they can be redone)."""
        target = self._rewind_target()
        if target is None:
            self.say("The game can still be won from here: no need to go back.")
        else:
            while len(self._game.moves) > target:
                self._redo.append([self._game.undo()])
            self.say(
                f"Back to move {target}: from here the game can still be won. {self._greeting()}"
            )
        self.redraw()
        return self.status

    def _move_for(self, position: int) -> TulaMove:
        game = self._game
        if not game.is_face_up(position):
            return TulaMove("R", position)
        if position in LAYER3 and game.mercy_available():
            return TulaMove("X", position)  # TULA-7: the click makes the exchange
        return TulaMove("T", position)

    def _play_at(self, position: int) -> None:
        if self._game.is_over():
            self.say(self._end_note())
            return
        self._play_move(self._move_for(position))

    def _play_move(self, move: TulaMove) -> bool:
        game = self._game
        reason = game.explain_illegal(move)
        if reason is not None:
            self.say(f"Can't {move.describe()}: {reason}.")
            return False
        before_top, before_up = game.top, game.face_up_mask
        was_winnable = move.kind != "R" and can_still_win(game)  # a reveal changes nothing
        game.play(move)
        self._redo.clear()
        text = played_words(game, move, before_top, before_up)
        if game.is_over():
            text += f" {self._end_note()}"
        elif move.kind != "R" and was_winnable and not can_still_win(game):
            # the solver sees every tile: say so the moment the game is lost
            text += f" {lost_words(len(game.moves))}"
        self.say(text)
        return True

    def _auto_changed(self, change: dict[str, Any]) -> None:
        if change["new"] == self._game.options.auto_reveal:
            return
        self._game = with_auto_reveal(self._game, bool(change["new"]))
        self._redo.clear()
        self.say(auto_reveal_words(bool(change["new"])))
        self.redraw()

    def _explain_mercy(self) -> None:
        self.say(MERCY_WORDS)


__all__ = ["NEW_GAME_HINT", "PLAY_PAGE", "TulaBoard", "daily_seed", "daily_words"]
