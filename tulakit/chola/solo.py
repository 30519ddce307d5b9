"""The solo game (CHOLA-SO1, SO2): you build, and the engine runs the rest of the procedure.

The player only chooses which face-up card to build and where. After the setup and after
each build, :meth:`SoloGame.advance` runs every other step and returns them as lines for
the move's report:

1. with no stones in hand, take stones up to 7; with no face-up card, turn one up;
2. if a face-up card can be built with the stones in hand, stop: the player must build;
3. otherwise, if the stack has cards, turn one more up and stop if a build is now
   possible; otherwise fill the hand up to 7 stones;
4. discard every face-up card whose shape fits nowhere on the temple;
5. the game ends when the temple is full or the stack is empty; else repeat.

The virtual opponent (seat 1) owns the four other colours, scores their pairs, and starts
with a head start (CHOLA-SO1).

>>> game = SoloGame(seed=3)
>>> sum(game.hand(0)), game.scores, bool(game.legal_moves())
(7, (0, 100), True)
>>> game.explain_illegal("pick")
'in a solo game you only build: the rest of the procedure runs by itself (CHOLA-SO2)'
"""

from __future__ import annotations

from collections.abc import Sequence

from tulakit.chola.cards import SHAPE_NAMES, card_name
from tulakit.chola.game import CholaGame
from tulakit.chola.moves import Build, CholaMove
from tulakit.chola.options import COLOUR_NAMES, N_COLOURS, CholaOptions
from tulakit.errors import OptionError
from tulakit.protocol import Outcome, Result
from tulakit.words import and_list

HAND = 7  # CHOLA-SO2 step 1 and 3


def _names(colours: list[int]) -> str:
    return ", ".join(COLOUR_NAMES[c] for c in colours) or "nothing (the bag is empty)"


class SoloGame(CholaGame):
    """A solo Chola game: one player against a virtual opponent (CHOLA-SO1, SO2)."""

    variant = "solo"
    solo = True
    builds_from_face_up = True  # CHOLA-SO2: you build straight from the face-up row

    def __init__(
        self,
        players: int = 1,
        *,
        colours: Sequence[int | str] | None = None,
        seed: int | None = None,
        options: CholaOptions | None = None,
    ) -> None:
        super().__init__(players, colours=colours, seed=seed, options=options)

    # -- the hooks of CholaGame -----------------------------------------------------
    def _check_players(self, players: int) -> None:
        if type(players) is not int or players != 1:  # True and 1.0 equal 1 too
            raise OptionError("a solo game has exactly 1 player (CHOLA-SO1)")

    def _check_stones(self, players: int) -> None:
        """A solo hand is filled up to 7 by the procedure itself: any bag will do."""

    def _seating(
        self, colours: tuple[int, ...]
    ) -> tuple[tuple[int | None, ...], tuple[str, ...], frozenset[int]]:
        # CHOLA-SO1: the virtual opponent (seat 1) owns the four other colours
        mine = colours[0]
        owners = tuple(0 if c == mine else 1 for c in range(N_COLOURS))
        pairs = frozenset(c for c in range(N_COLOURS) if c != mine)
        # seat names, used as "Brown" is: "scores now You 5, Opponent 102"
        return owners, ("You", "Opponent"), pairs

    def _start(self) -> list[str]:
        # CHOLA-SO1/SO2: head start, one face-up card; stones come with the procedure
        self._add_points(1, self.options.solo_head_start)
        self._turn_up()
        return self.advance()

    def _settle(self) -> None:
        self.advance()

    def _action_moves(self, seat: int) -> list[CholaMove]:
        return []

    def _why_not(self, move: CholaMove) -> str | None:
        if not isinstance(move, Build):
            return "in a solo game you only build: the rest of the procedure runs by itself (CHOLA-SO2)"
        return super()._why_not(move)

    def _why_not_held(self, card: int) -> str | None:
        if card in self.face_up:
            return None
        shown = and_list([card_name(c) for c in self.face_up]) or "none"
        return f"card {card_name(card)} is not face up (face up: {shown})"

    def _next_turn(self, move: CholaMove) -> list[str]:
        return self.advance()

    def result(self) -> Result | None:
        """CHOLA-SO1: you win with more points than the virtual opponent."""
        reason = self.end_reason
        if reason is None:
            return None
        you, them = scores = self.scores
        if you > them:
            return Result(Outcome.WON, (0,), f"You win {you} to {them}: {reason}.", scores)
        return Result(
            Outcome.LOST, (), f"The virtual opponent wins {them} to {you}: {reason}.", scores
        )

    # -- the procedure ----------------------------------------------------------------
    def advance(self) -> list[str]:
        """Run CHOLA-SO2 until the player must build or the game ends; the log as lines."""
        lines: list[str] = []
        while True:
            if self.empty_spaces == 0:
                self._end("the temple is complete")
                break
            # step 1
            if sum(self.hand(0)) == 0:
                self._fill(lines, 1)
            if not self.face_up and self.stack_size:
                self._turn_up_into(lines, 1)
            # step 2
            if self._can_build(0):
                lines.append("you must build with a face-up card")
                return lines
            # step 3
            if self.stack_size:
                self._turn_up_into(lines, 3)
                if self._can_build(0):
                    lines.append("you must build with a face-up card")
                    return lines
            if sum(self.hand(0)) < HAND:
                self._fill(lines, 3)
            # step 4
            for card in self.face_up:
                if not self._card_fits(card):
                    self._discard_face_up(card)
                    lines.append(
                        f"step 4: discard {card_name(card)}: a {SHAPE_NAMES[self.shape(card)]} fits nowhere"
                    )
            # step 5
            if not self.stack_size:
                self._end("the stack is empty")
                break
        lines.append(f"Game over: {self.end_reason}.")
        return lines

    def _fill(self, lines: list[str], step: int) -> None:
        drawn = self._draw_stones(0, HAND - sum(self.hand(0)))
        lines.append(f"step {step}: take stones up to {HAND}: {_names(drawn)}")

    def _turn_up_into(self, lines: list[str], step: int) -> None:
        card = self._turn_up()
        lines.append(f"step {step}: turn up {card_name(card)} ({SHAPE_NAMES[self.shape(card)]})")


__all__ = ["HAND", "SoloGame"]
