"""A Chola board anyone can play: the position in words, the move box, the keyboard cursor.

What a screen reader, a keyboard or a small screen needs of a Chola board (issue "Play
anywhere"), each from the engine's words (:mod:`tulakit.chola.words`): every space, card
and the stack labelled, the whole position described with the build in progress, the
moves played and the legal moves in notation for the move box, where the keyboard cursor
starts, and the picture laid out for the page's width (:func:`tulakit.chola.svg.choose_layout`).
The game review reads any position the same way (``review_*``).

>>> from tulakit.widgets.chola_board import CholaBoard
>>> board = CholaBoard(seed=1)
>>> board.cursor_start(), board.move_options()[0]
('card:18', ('draw stack', 'draw the top card of the stack'))
>>> board.region_labels()["stack"].startswith("The stack")
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tulakit.chola.game import CholaGame
from tulakit.chola.moves import Build, CholaMove
from tulakit.chola.svg import Layout as PictureLayout
from tulakit.chola.svg import Selection, chola_scene, choose_layout
from tulakit.chola.words import describe_position, move_words, region_labels, selection_words
from tulakit.drawing.scene import Scene
from tulakit.widgets.chola_controls import CholaControls


class CholaAccess(CholaControls):
    """The words, move box and keyboard cursor of a Chola board; see the module docstring."""

    _legal: list[CholaMove]  # the legal moves of the last redraw (none on a bot's turn)

    if TYPE_CHECKING:

        @property
        def selection(self) -> Selection | None:
            """What the scene draws of the build in progress (the board's)."""

    def picture_layout(self) -> PictureLayout:
        """The picture's layout for the width the page gives it (designed, or compact)."""
        return choose_layout(self.view.available_width)

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
