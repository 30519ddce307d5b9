"""Building one compound Tulaga turn step by step, the way a board asks for it.

A turn is a single move (TULAGA-8), but a person makes it in steps: place a stone; if that
made one or more Tulagas, pick one or decline; for a row, pick the rank point; then pick a
reap direction or decline. :class:`TurnBuilder` walks those steps using only the rules of
the game state, and hands back the finished :class:`~tulakit.tulaga.moves.TulagaMove`.

>>> from tulakit.tulaga.game import TulagaGame
>>> builder = TurnBuilder(TulagaGame())
>>> builder.stage, builder.place_at(40), builder.stage, str(builder.move)
('place', None, 'done', 'e5')
"""

from __future__ import annotations

from typing import Literal

from tulakit.tulaga.board import DIRECTION_NAMES, name
from tulakit.tulaga.game import TulagaGame
from tulakit.tulaga.moves import Claim, TulagaMove
from tulakit.words import quoted

Stage = Literal["place", "tulaga", "rank", "reap", "done"]


class TurnBuilder:
    """The steps of one turn: ``place`` -> ``tulaga`` -> ``rank`` -> ``reap`` -> ``done``.

    Every step method returns ``None`` when accepted, or the reason in words when not (and
    then nothing changes). ``move`` is set once the stage is ``done``.
    """

    def __init__(self, game: TulagaGame) -> None:
        self.game = game
        self.reset()

    def reset(self) -> None:
        """Start the turn again from the placement."""
        self.stage: Stage = "place"
        self.placed: int | None = None
        self.tulagas: list[Claim] = []
        self.tulaga: Claim | None = None
        self.claim: Claim | None = None
        self.move: TulagaMove | None = None

    # -- steps ------------------------------------------------------------------------
    def place_at(self, point: int) -> str | None:
        """Step 1: place a simple stone on ``point``."""
        if self.stage != "place":
            return "the stone is already placed: finish or cancel this turn first"
        reason = self.game.explain_illegal(TulagaMove(point))
        if reason is not None:
            return reason
        self.placed = point
        self.tulagas = self.game.tulagas_after(point)
        if not self.tulagas:
            self._finish(None, None)
        else:
            self.stage = "tulaga"
        return None

    def choose_tulaga(self, index: int) -> str | None:
        """Step 2: claim ``tulagas[index]`` (see :meth:`decline` to claim nothing)."""
        if self.stage != "tulaga":
            return "there is no Tulaga to choose now"
        if not 0 <= index < len(self.tulagas):
            return f"there are {len(self.tulagas)} Tulagas to choose from"
        self.tulaga = self.tulagas[index]
        if self.tulaga.centre is None:
            self.stage = "rank"
        else:
            self._set_claim(self.tulaga)
        return None

    def tulagas_through(self, point: int) -> list[int]:
        """Indices of the offered Tulagas that use ``point`` (for picking by click)."""
        return [i for i, t in enumerate(self.tulagas) if point in t.stones or point == t.centre]

    def choose_rank(self, point: int) -> str | None:
        """Step 3 (rows only): the rank stone goes on one of the row's five points."""
        if self.stage != "rank" or self.tulaga is None:
            return "there is no rank point to choose now"
        if point not in self.tulaga.stones:
            ends = f"{name(self.tulaga.stones[0])}-{name(self.tulaga.stones[-1])}"
            return f"the rank stone goes on one of the five points of the row {ends}"
        self._set_claim(Claim(self.tulaga.stones, point))
        return None

    def choose_reap(self, direction: str | None) -> str | None:
        """Step 4: reap ``'N'``, ``'E'``, ``'S'`` or ``'W'``, or ``None`` for no reap."""
        if self.stage != "reap":
            return "there is nothing to reap now"
        if direction is not None and direction not in DIRECTION_NAMES:
            return f"{quoted(direction)} is not a direction: use N, E, S or W"
        self._finish(self.claim, direction)
        return None

    def decline(self) -> str | None:
        """Decline the current offer: no claim at stage ``tulaga``/``rank``, no reap at ``reap``."""
        if self.stage in ("tulaga", "rank"):
            self._finish(None, None)
            return None
        if self.stage == "reap":
            self._finish(self.claim, None)
            return None
        return "there is nothing to decline now"

    # -- what the board shows ---------------------------------------------------------
    def prompt(self) -> str:
        """What the player should do next, in words."""
        if self.stage == "place":
            return "Choose an empty point to place a simple stone."
        if self.stage == "tulaga":
            count = len(self.tulagas)
            which = "it" if count == 1 else "one of them"
            return (
                f"{name(self.placed or 0)} makes {count} Tulaga{'s' if count > 1 else ''}: "
                f"choose a highlighted stone to claim {which}, or decline."
            )
        if self.stage == "rank":
            return "Choose one of the row's five points for your rank stone."
        if self.stage == "reap":
            return "Reap in one direction from your new rank stone (arrows), or decline."
        return "Turn complete."

    def _set_claim(self, claim: Claim) -> None:
        self.claim = claim
        winning = self.game.rank_pile[self.game.to_move] == 1
        if winning:
            self._finish(claim, None)  # the last rank stone wins at once (TULAGA-7)
        else:
            self.stage = "reap"

    def _finish(self, claim: Claim | None, reap: str | None) -> None:
        assert self.placed is not None
        self.move = TulagaMove(self.placed, claim, reap)
        self.stage = "done"
