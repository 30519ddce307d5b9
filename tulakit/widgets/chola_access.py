"""A Chola board anyone can play: the position in words, typed moves, the keyboard cursor.

Everyone can play it (issue "Play anywhere"): a tap is a click; on the keyboard the arrow
keys move a cursor over the spaces, cards and stack, Enter acts there as a click does, B
builds the build shown, and the Next shape, Next colours and Build buttons are reached
with Tab. A move may also be typed in notation (``pick``, ``draw up2``, ``build c17
brown@3,1 white@4,1``: :meth:`CholaAccess.play_text`). Every region is named in words and
the whole position is described (:mod:`tulakit.chola.words`). On a narrow page the
picture is laid out anew, the seats and cards below the temple
(:func:`tulakit.chola.svg.choose_layout`), so no text is shown under 12 pixels.

For that, this layer labels every space, card and the stack, describes the whole position with the build in progress,
lists the moves played and the legal moves in notation for the move box, says where the
keyboard cursor starts and lays the picture out for the page's width. The game review
reads any position the same way (``review_*``).

>>> from tulakit.widgets.chola_board import CholaBoard
>>> board = CholaBoard(seed=1)
>>> board.cursor_start(), board.move_options()[0]
('card:18', ('draw stack', 'draw the top card of the stack'))
>>> board.region_labels()["stack"].startswith("The stack")
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tulakit.chola.board import space
from tulakit.chola.game import CholaGame
from tulakit.chola.moves import Build, CholaMove, parse
from tulakit.chola.svg import Layout as PictureLayout
from tulakit.chola.svg import Selection, chola_scene, choose_layout, space_xy
from tulakit.chola.words import describe_position, move_words, region_labels, selection_words
from tulakit.drawing.scene import Scene
from tulakit.errors import NotationError, TulakitError
from tulakit.widgets.chola_controls import CholaControls


class CholaAccess(CholaControls):
    """The words, move box and keyboard cursor of a Chola board; see the module docstring."""

    _legal: list[CholaMove]  # the legal moves of the last redraw (none on a bot's turn)

    if TYPE_CHECKING:

        @property
        def selection(self) -> Selection | None:
            """What the scene draws of the build in progress (the board's)."""

        def _play(self, move: CholaMove) -> str:
            """Play a move for the person to move, or say why not (the board's)."""

    def picture_layout(self) -> PictureLayout:
        """The picture's layout for the width the page gives it (designed, or compact)."""
        return choose_layout(self.page_width())

    def review_scene(self, game: CholaGame) -> Scene:
        """Any position of the game for the review, the mover's cards face up."""
        seat = game.to_move if not game.is_over() else None
        return chola_scene(
            game, seat=seat, players=self._player_notes(), layout=self.picture_layout()
        )

    def review_labels(self, game: CholaGame) -> dict[int | str, str]:
        """The spaces, cards and stack of a review position, in words."""
        keys = [region.key for region in self.review_scene(game).regions]
        return region_labels(game, keys, hints=False)

    def review_describe(self, game: CholaGame) -> str:
        """A review position in words (the mover's cards, as the picture shows)."""
        seat = game.to_move if not game.is_over() else None
        return describe_position(game, seat=seat, players=self._player_notes())

    def _example(self) -> str:
        """A move in notation for the move box's placeholder."""
        if self._game.solo:
            return "build c5 white@0,0"
        return "draw up2"

    def region_labels(self) -> dict[int | str, str]:
        """Every space, card and the stack in words (:mod:`tulakit.chola.words`)."""
        keys = [region.key for region in self._scene.regions]
        # on a bot's turn the legal moves were not kept: the labels find them
        moves = self._legal if self._ready_quietly() else None
        return region_labels(self._game, keys, selection=self.selection, moves=moves)

    def describe(self) -> str:
        """The position in words: the temple by rows, hands, cards, scores, whose turn and
        what they may do, and the build being prepared."""
        text = describe_position(
            self._game,
            seat=self._view_seat(),
            players=self._player_notes(),
            moves=self._legal if self._ready_quietly() else None,
        )
        if self._is_bot_turn():
            game = self._game
            text += f"\n{game.names[game.to_move]} ({self.seats[game.to_move]} bot) moves now."
        building = selection_words(self._game, self.selection)
        return f"{building}\n{text}" if building else text

    def move_list(self) -> list[str]:
        """The moves played, in notation and in words."""
        return [move_words(move) for move in self._game.moves]

    def move_options(self) -> list[tuple[str, str]]:
        """The legal moves of the person to move, for the move box (none on a bot's turn)."""
        return [(str(move), move.describe()) for move in self._legal]

    def cursor_start(self) -> int | str | None:
        """Where the keyboard cursor starts: the space of the build shown, else the first
        space it may go on, else the first card that can be built, else the stack."""
        turn = self._turn
        if turn.card is not None:
            if turn.anchor is not None:
                return turn.anchor
            if turn.targets:
                return min(turn.targets)
        if not self._ready_quietly():
            return None
        built = {m.card for m in self._legal if isinstance(m, Build)}
        game = self._game
        if game.solo:
            ups = [i for i, c in enumerate(game.face_up, start=1) if c in built]
            return f"up:{ups[0]}" if ups else None
        cards = [c for c in game.cards(game.to_move) if c in built]
        return f"card:{cards[0]}" if cards else "stack"

    def play_text(self, text: str) -> bool:
        """Play a move typed in notation, for the person to move: ``pick``, ``replace white
        3``, ``draw stack`` (or ``draw``), ``draw up2``, ``build c17 brown@3,1 white@4,1``.
        It goes the way of a click (the bots answer); a malformed or illegal move is
        explained in the status line and nothing changes. Returns whether it was played.

        >>> from tulakit.widgets.chola_board import CholaBoard
        >>> board = CholaBoard(seed=1, seats=("human", "human"))
        >>> board.play_text("build c9 white@0,1"), board.status
        (False, "Can't build with card c9: white on (0,1): no stone below (0,1).")
        >>> board.play_text("Draw  Up2"), board.status.split(":")[0]
        (True, 'Brown')
        """
        words = " ".join(text.lower().split())
        if words == "draw":
            words = "draw stack"
        elif words.startswith("up") or words == "stack":
            words = f"draw {words}"
        with self._lock:
            if not self._ready_for_human():
                return False
            try:
                move = parse(words)
            except (NotationError, TulakitError) as exc:
                self.say(f"{exc}. Nothing was played.")
                return False
            before = len(self._game.moves)
            self._play(move)
            return len(self._game.moves) > before

    def space_point(self, where: str | int) -> tuple[float, float]:
        """The scene point of a space (for tests and notebooks)."""
        return space_xy(space(where) if isinstance(where, str) else where)
