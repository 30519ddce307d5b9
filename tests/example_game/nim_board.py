"""A Nim board, made of the generic pieces only: what a new game's board has to write.

:class:`~tulakit.widgets.seated_board.SeatedBoard` gives undo and redo by turns, a saved
record opened, and through the registry (:mod:`tulakit.games`) the share link, the
position in words and the move lists; :class:`~tulakit.widgets.board.Board` the view,
the keyboard, the status line and the notes. Nim adds its own parts only: its picture
(:mod:`example_game.nim_scene`, each stone a region keyed by the move it plays), what a
press does (press -> move -> play -> redraw), its status words, New game and its page
address (:mod:`example_game.nim_share`). Two people play at one screen.

>>> board = NimBoard(seed=1)
>>> board.game.heaps, board.status
((2, 5, 7), 'Player 1 to move: choose a stone to take it and every stone above it.')
>>> board.press("b3")
'Player 1: take 3 stones from heap b. Player 2 to move: choose a stone to take it and every stone above it.'
>>> board.press("b3")
"Can't take 3 stones from heap b: heap b has only 2 left."
>>> board.undo()
'Took back: take 3 stones from heap b. Player 1 to move: choose a stone to take it and every stone above it.'
"""

from __future__ import annotations

from typing import Any

from example_game.nim import HEAPS, NimGame, NimMove, new_game
from example_game.nim_scene import WIDTH, nim_scene
from example_game.nim_share import board_from_address
from tulakit.drawing.scene import Key
from tulakit.errors import NotationError
from tulakit.widgets.board import NEW_GAME_HINT
from tulakit.widgets.control_row import controls
from tulakit.widgets.seated_board import SeatedBoard
from tulakit.widgets.share import SharePanel

#: what the status line asks of the player to move
TAKE = "choose a stone to take it and every stone above it"


class NimBoard(SeatedBoard[NimGame]):
    """A playable Nim board: the heaps, the status line, Undo, Redo, New game and Share.

    ``game`` is played on directly, or new heaps are drawn from ``seed``.
    """

    def __init__(self, game: NimGame | None = None, *, seed: int | None = None) -> None:
        self._game = game if game is not None else new_game(seed)
        self._redo: list[list[NimMove]] = []
        self._init_bot_thinking()  # the lock every change is made under
        self._make_view("Nim board", "nim-board", keys=("undo", "redo", "new_game"), example="b3")
        self.undo_button = self._button("Undo", "Take back the last move", self.undo)
        self.redo_button = self._button("Redo", "Play again a move taken back", self.redo)
        self.new_button = self._button("New game", "Draw new heaps", self.new_game)
        self.share_panel = SharePanel(self, WIDTH)
        row = controls([self.undo_button, self.redo_button, self.new_button])
        super().__init__([self.view, row, self.share_panel, self.notes])
        self._finish_box("nim-board")
        self.say(self._greeting())
        self.redraw()

    @classmethod
    def from_query(cls, **kwargs: Any) -> NimBoard:
        """A board set up from the page's address (``?seed=7&moves=b3,a1``): see
        :func:`~example_game.nim_share.board_from_address`."""
        return board_from_address(cls, **kwargs)

    # -- a press: a stone -> the move it plays -> played -> redrawn ------------------------
    def press(self, key: Key | None) -> str:
        """Act on a stone (its key is the move it plays: ``"b3"``) or nothing (``None``)."""
        with self._lock:
            if self._game.is_over():
                self.say(self._greeting())
            elif key is None:
                self.say(f"There is no stone there: {TAKE}.")
            else:
                self._play_key(str(key))
            self.redraw()
            return self.status

    def play_text(self, text: str) -> bool:
        """Play a move typed in notation (``b3``), as a press on its stone would."""
        before = len(self._game.moves)
        self.press(text.strip().lower())
        return len(self._game.moves) > before

    def _play_key(self, key: str) -> None:
        try:
            move = self._game.parse_move(key)
        except NotationError as exc:
            self.say(f"{exc}.")
            return
        mover = self._game.to_move
        if self._play_turn(move):
            self.say(f"Player {mover + 1}: {move.describe()}. {self._greeting()}")

    def new_game(self) -> str:
        """Draw new heaps (the Share link names their seed)."""
        with self._lock:
            self._take_game(new_game())
            self.say(
                f"New game: heaps of {', '.join(map(str, self._game.heaps))}. {self._greeting()}"
            )
            self.redraw()
            return self.status

    def redraw(self) -> None:
        """Draw the heaps anew and bring the buttons and the share panel up to date."""
        with self._lock:
            self._scene = nim_scene(self._game)
            self.undo_button.disabled = not self._game.moves
            self.redo_button.disabled = not self._redo
            self.share_panel.refresh()
            self._paint()

    # -- words ------------------------------------------------------------------------------
    def _turn_note(self) -> str:
        return self._greeting()

    def _greeting(self) -> str:
        result = self._game.result()
        if result is not None:
            return f"{result.message} {NEW_GAME_HINT}"
        return f"Player {self._game.to_move + 1} to move: {TAKE}."

    def person_to_move(self) -> str | None:
        """Who is to move, named ("Player 2"), while the game is on."""
        return None if self._game.is_over() else f"Player {self._game.to_move + 1}"

    def region_labels(self) -> dict[Key, str]:
        """Each stone: where it is and what a click on it takes."""
        labels: dict[Key, str] = {}
        for heap, size in zip(HEAPS, self._game.heaps, strict=True):
            for k in range(1, size + 1):
                move = NimMove(HEAPS.index(heap), k)
                labels[str(move)] = f"Heap {heap}, stone {k} from the top: {move.describe()}"
        return labels

    def cursor_start(self) -> Key | None:
        """The keyboard cursor starts on the top stone of the first heap with stones."""
        moves = self._game.legal_moves()
        return str(moves[0]) if moves else None


__all__ = ["NimBoard"]
