"""A Tulaga board anyone can play: the position in words, typed turns, the keyboard cursor.

What a screen reader, a keyboard or a phone needs of a Tulaga board (issue "Play
anywhere"), from the engine's words (:mod:`tulakit.tulaga.words`): every point, reap arrow
and the decline box labelled, the position described with the step in progress, the turns
played, the legal turns for the move box, where the keyboard cursor starts, and a whole turn
typed in notation played through the same steps as clicks (:meth:`TulagaAccess.play_text`).
The game review reads any position the same way (``review_*``).

>>> from tulakit.widgets.tulaga_board import TulagaBoard
>>> board = TulagaBoard()
>>> board.cursor_start() == point("e5"), board.move_options()[0]
(True, ('a1', 'place a1'))
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tulakit.drawing.scene import Scene
from tulakit.errors import TulakitError
from tulakit.tulaga import words
from tulakit.tulaga.board import N_POINTS, point
from tulakit.tulaga.game import EMPTY, TulagaGame
from tulakit.tulaga.moves import TulagaMove, tidy
from tulakit.tulaga.svg import WIDTH, tulaga_scene
from tulakit.tulaga.turn import TurnBuilder
from tulakit.widgets.tulaga_seats import TulagaSeats

#: the move box lists every turn with a claim while there are at most this many; beyond,
#: only the claims without a reap, each saying how to add one. Measured: in 412 positions
#: of bot games, at most 222 legal turns (160 with a claim, 0 in 82% of positions); the
#: tutorial's demo-double position has 277 (210 with a claim, 42 without the reap).
MOVE_BOX_CLAIMS = 60


def stage_of(builder: TurnBuilder) -> str:
    """The builder's stage, read afresh (a step just taken may have changed it)."""
    return builder.stage


class TulagaAccess(TulagaSeats):
    """The words, move box, typed turns and keyboard cursor of a Tulaga board."""

    _builder: TurnBuilder  # the turn being built (the board's)

    if TYPE_CHECKING:

        def _finish(self) -> None:
            """Play the completed turn (the board's)."""

    def region_labels(self) -> dict[int | str, str]:
        """Each point, reap arrow and the decline box in words (:mod:`tulakit.tulaga.words`)."""
        playable = not self._is_bot_turn()
        return words.region_labels(self._game, self._builder, playable=playable)

    def review_scene(self, game: TulagaGame) -> Scene:
        """Any position of the game, as the board draws it with no turn in progress (for
        the review, which outlines the moves itself)."""
        return tulaga_scene(
            game, show_last=False, players=self._players(), compact=self.narrow(WIDTH)
        )

    def review_describe(self, game: TulagaGame) -> str:
        """A review position in words."""
        return words.describe_position(game, None, self._players())

    def review_labels(self, game: TulagaGame) -> dict[int | str, str]:
        """The points of a review position, in words."""
        return words.region_labels(game, playable=False)

    def describe(self) -> str:
        """The position in words: whose turn, piles, stones by point, the step in progress."""
        return words.describe_position(self._game, self._builder, self._players())

    def move_list(self) -> list[str]:
        """The turns played, in notation and in words."""
        return words.turn_list(self._game)

    def cursor_start(self) -> int:
        """The keyboard cursor starts on the point being played (the stone placed, the
        rank point), else on the empty point nearest the centre e5."""
        builder = self._builder
        if builder.claim is not None and builder.stage == "reap":
            return builder.claim.rank_point
        if builder.placed is not None and builder.stage != "done":
            return builder.placed
        centre = point("e5")
        empty = [p for p in range(N_POINTS) if self._game.cell(p) == EMPTY]
        return min(empty, key=lambda p: (abs(p % 9 - 4) + abs(p // 9 - 4), p), default=centre)

    def move_options(self) -> list[tuple[str, str]]:
        """The turns offered in the move box: those with a claim first (all of them while
        they are few, see :data:`MOVE_BOX_CLAIMS`), then every placement alone."""
        game = self._game
        if game.is_over() or self._is_bot_turn():
            return []
        moves = game.legal_moves()
        claims = [m for m in moves if m.claim is not None]
        makes = {m.place for m in claims}
        options = []
        if len(claims) <= MOVE_BOX_CLAIMS:
            options += [(str(m), m.describe()) for m in claims]
        else:
            options += [
                (str(m), f"{m.describe()}; add >N, >E, >S or >W to reap")
                for m in claims
                if m.reap is None
            ]
        placements = sorted((m for m in moves if m.claim is None), key=lambda m: str(m))
        options += [
            (str(m), m.describe() + (", claim nothing" if m.place in makes else ""))
            for m in placements
        ]
        return options

    def play_text(self, text: str) -> bool:
        """Play a whole turn typed in notation (``e5 =a5-e5@c5 >N``), through the same
        steps as clicks, so a bot answers; a bad turn is explained and changes nothing
        (a turn half made by clicks stays as it was)."""
        with self._lock:
            if self._refuse():
                return False
            if self._game.is_over():
                self.say(self._end_note())
                return False
            typed = tidy(text)
            try:
                move = self._game.parse_move(typed)
            except TulakitError as exc:
                self.say(f"{exc}. Nothing was played.")
                return False
            reason = self._game.explain_illegal(move)
            if reason is not None:
                self.say(f"Can't play {move}: {reason}. Nothing was played.")
                return False
            self._reset_turn()
            self._build(move)
            self._finish()
            self.redraw()
            return True

    def _build(self, move: TulagaMove) -> None:
        """Make the legal ``move`` step by step in the turn builder, as clicks would."""
        builder = self._builder
        builder.place_at(move.place)
        claim = move.claim
        if stage_of(builder) == "tulaga" and claim is None:
            builder.decline()
        elif stage_of(builder) == "tulaga" and claim is not None:
            index = next(
                i
                for i, t in enumerate(builder.tulagas)
                if t.stones == claim.stones and t.centre == claim.centre
            )
            builder.choose_tulaga(index)
            if stage_of(builder) == "rank":
                builder.choose_rank(claim.rank_point)
            if stage_of(builder) == "reap":
                builder.choose_reap(move.reap)
        assert builder.move == move, (builder.move, move)
