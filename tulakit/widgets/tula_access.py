"""A Tula board anyone can play: the position in words, the move box, the keyboard cursor.

What a screen reader or a keyboard needs of a Tula board (issue "Play anywhere"), in the
engine's words (:mod:`tulakit.tula.words`): every tile of the temple and the stack
labelled, the whole position described, the moves played and the legal moves in notation
for the move box, and where the keyboard cursor starts. The game review reads any
position the same way (``review_*``).

>>> from tulakit.widgets.tula_board import TulaBoard
>>> board = TulaBoard(seed=7)
>>> board.move_options()[0] == (str(board.game.legal_moves()[0]), board.game.legal_moves()[0].describe())
True
>>> board.region_labels()["stack"] == board.review_labels(board.game)["stack"]
True
"""

from __future__ import annotations

from tulakit.drawing.scene import Scene
from tulakit.tula.game import TulaGame
from tulakit.tula.svg import NARROW, WIDE, WIDTH, tula_scene
from tulakit.tula.words import describe_position, describe_stack, describe_tile
from tulakit.widgets.tula_controls import TulaControls


class TulaAccess(TulaControls):
    """The words, move box and keyboard cursor of a Tula board; see the module docstring."""

    def region_labels(self) -> dict[int | str, str]:
        """Each tile of the temple, and the stack, in words."""
        return self.review_labels(self._game)

    def review_scene(self, game: TulaGame) -> Scene:
        """Any position of the game, as the board draws it (for the review)."""
        return tula_scene(game, layout=NARROW if self.narrow(WIDTH) else WIDE)

    def review_describe(self, game: TulaGame) -> str:
        """A review position in words."""
        return describe_position(game)

    def review_labels(self, game: TulaGame) -> dict[int | str, str]:
        """The tiles and the stack of a review position, in words."""
        labels: dict[int | str, str] = {
            p: describe_tile(game, p) for p in range(24) if game.in_temple(p)
        }
        labels["stack"] = describe_stack(game)
        return labels

    def cursor_start(self) -> int | None:
        """The keyboard cursor starts on the first tile that may be played."""
        moves = self._game.legal_moves()
        return moves[0].position if moves else None

    def describe(self) -> str:
        """The position in words (see :mod:`tulakit.tula.words`)."""
        return describe_position(self._game)

    def move_list(self) -> list[str]:
        """The moves played, in words ("R23: reveal tile 23")."""
        return [f"{move}: {move.describe()}" for move in self._game.moves]

    def move_options(self) -> list[tuple[str, str]]:
        """The legal moves, for the move box."""
        return [(str(move), move.describe()) for move in self._game.legal_moves()]
