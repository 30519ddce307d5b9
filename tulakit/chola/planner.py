"""The ``planner`` bot: it tries its best few moves in guessed futures, played out by greedy bots.

The greedy bot (:mod:`tulakit.chola.bots`) only counts what a move scores now. The planner
looks further: for each candidate move it plays the move, then lets greedy bots play every
seat (its own too) for about one round, and scores the position reached as its own score
minus the best other score. So a build that hands the next player an easy pattern looks
worse, a pick that lets it build its own pattern (or, in Expert, sculpt a square) next
turn looks better.

It never peeks: each look-ahead runs in a copy where everything hidden from its seat (the
other players' cards, the stack's order, the bag's draws) is dealt again at random
(:meth:`~tulakit.chola.game.CholaGame.guessed`). Every candidate is tried in the same
guessed futures, so they are compared fairly, and the average over ``samples`` futures
decides. The candidates are the builds and sculpts the greedy bot rates best, and every
other kind of action. Everything is seeded: the same game and seed give the same move
(unless the time guard ``seconds`` cuts the look-ahead short on a very busy machine;
``seconds=None`` turns it off).

``make_bot("planner")`` (:mod:`tulakit.chola.bots`) gives it greedy bots to play with.

>>> from tulakit.chola import new_game
>>> from tulakit.chola.bots import GreedyBot
>>> game = new_game(players=2, seed=4)
>>> def planner():
...     return PlannerBot(seed=1, player=GreedyBot(1), samples=2, seconds=None)
>>> move = planner().choose(game)
>>> game.is_legal(move) and move == planner().choose(game)
True
"""

from __future__ import annotations

import random
import time

from tulakit import protocol
from tulakit.chola.cards import placements
from tulakit.chola.game import CholaGame
from tulakit.chola.moves import Build, CholaMove, Draw, Replace, Sculpt
from tulakit.chola.values import best_sculpt, net_value

#: guessed futures per move at most (more: steadier choices, slower moves)
SAMPLES = 8
#: guessed futures per move at least
MIN_SAMPLES = 2
#: greedy turns played in all the look-aheads of one move, which bounds its time (about
#: 1-2.5 ms a turn): fewer futures when there are many candidates or many seats
PLY_BUDGET = 120
#: face-up cards tried: those whose best build now is worth most
DRAW_WIDTH = 2
#: a guard for slow or busy machines: after this many seconds the future being played is
#: dropped and the move chosen on those finished, or as the greedy bot would if none is
#: (the turn budget usually stops first, and then the seed alone decides)
MOVE_SECONDS = 0.25
#: builds tried: the greedy bot's best ones (its net points now)
BUILD_WIDTH = 6
#: sculpts tried (Expert): the greedy bot's best ones
SCULPT_WIDTH = 3


class PlannerBot:
    """Plays the move whose greedy play-outs end best for it; see the module docstring."""

    name = "planner"

    def __init__(
        self,
        seed: int = 0,
        *,
        player: protocol.Bot[CholaGame, CholaMove],
        samples: int = SAMPLES,
        seconds: float | None = MOVE_SECONDS,
    ) -> None:
        if not isinstance(samples, int) or samples < 1:
            raise ValueError(f"samples must be a whole number >= 1, not {samples!r}")
        if seconds is not None and not seconds > 0:
            raise ValueError(f"seconds must be above 0 (or None: no time guard), not {seconds!r}")
        self.rng = random.Random(seed)
        self.samples = samples
        self.seconds = seconds
        self.player = player  # plays every seat in the look-ahead (make_bot: a greedy bot)
        self.last_reason = ""

    def candidates(self, game: CholaGame) -> list[CholaMove]:
        """The moves worth trying: the best builds and sculpts, and every other action.

        >>> from tulakit.chola import new_game
        >>> from tulakit.chola.bots import GreedyBot
        >>> game = new_game(players=2, seed=4)
        >>> moves = PlannerBot(player=GreedyBot()).candidates(game)
        >>> set(moves) <= set(game.legal_moves()) and len(moves) <= len(game.legal_moves())
        True
        """
        moves = game.legal_moves()
        builds = [m for m in moves if isinstance(m, Build)]
        # the fixed order among equals (notation) keeps the choice replayable
        builds.sort(key=lambda m: (-net_value(game, m), -len(m.placement), str(m)))
        chosen: list[CholaMove] = list(builds[:BUILD_WIDTH])
        sculpts = [m for m in moves if isinstance(m, Sculpt)]
        for _ in range(SCULPT_WIDTH):
            _, sculpt = best_sculpt(game, sculpts)
            if sculpt is None:
                break
            chosen.append(sculpt)
            sculpts.remove(sculpt)
        replaces = [m for m in moves if isinstance(m, Replace)]
        if replaces:  # one replace is enough to ask whether swapping stones helps
            chosen.append(max(replaces, key=lambda m: (m.count, m.colour)))
        ups = [m for m in moves if isinstance(m, Draw) and m.up is not None]
        ups.sort(key=lambda m: (-self._card_worth(game, m), str(m)))
        chosen.extend(ups[:DRAW_WIDTH])
        chosen.extend(m for m in moves if not isinstance(m, Build | Sculpt | Replace | Draw))
        chosen.extend(m for m in moves if isinstance(m, Draw) and m.up is None)
        return chosen

    @staticmethod
    def _card_worth(game: CholaGame, draw: Draw) -> int:
        """The best net points a face-up card could build now with the mover's stones."""
        assert draw.up is not None  # only face-up draws are rated
        card = game.face_up[draw.up - 1]
        builds = placements(game.shape(card), game.cells, game.hand(game.to_move))
        return max((net_value(game, Build(card, p)) for p in builds), default=-(10**6))

    def _play_out(
        self, world: CholaGame, move: CholaMove, seat: int, deadline: float | None
    ) -> float | None:
        """Play ``move`` then greedy turns for about a round; the seat's lead; undo all.

        ``None`` when the time guard's ``deadline`` passes on the way.
        """
        plies = world.players + 1  # every other seat once, then this seat again
        played = 0
        world.play(move)
        played += 1
        late = False
        while played < plies and not world.is_over():
            if deadline is not None and time.perf_counter() > deadline:
                late = True
                break
            world.play(self.player.choose(world))
            played += 1
        scores = world.scores
        best_other = max(p for s, p in enumerate(scores) if s != seat)
        for _ in range(played):
            world.undo()
        return None if late else scores[seat] - best_other

    def choose(self, game: CholaGame) -> CholaMove:
        moves = self.candidates(game)
        if len(moves) == 1:
            self.last_reason = "the only move worth trying"
            return moves[0]
        seat = game.to_move
        totals = [0.0] * len(moves)
        plies = len(moves) * (game.players + 1)
        wanted = max(MIN_SAMPLES, min(self.samples, PLY_BUDGET // plies))
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        samples = 0
        while samples < wanted:
            world = game.guessed(seat, self.rng.randrange(2**31))
            leads = []
            for move in moves:
                lead = self._play_out(world, move, seat, deadline)
                if lead is None:
                    break  # the time guard: this future is left unfinished and not counted
                leads.append(lead)
            if len(leads) < len(moves):
                break
            totals = [t + lead for t, lead in zip(totals, leads, strict=True)]
            samples += 1
        if samples == 0:  # not one future in time (a very busy machine): play as greedy does
            move = self.player.choose(game)
            self.last_reason = f"{move}: no time to look ahead, the greedy choice"
            return move
        best = max(range(len(moves)), key=lambda i: (totals[i], -i))
        self.last_reason = (
            f"{moves[best]}: the best of {len(moves)} moves over {samples} guessed "
            f"futures (lead {totals[best] / samples:+.1f} a round later)"
        )
        return moves[best]


__all__ = [
    "BUILD_WIDTH",
    "DRAW_WIDTH",
    "MOVE_SECONDS",
    "PLY_BUDGET",
    "SAMPLES",
    "SCULPT_WIDTH",
    "PlannerBot",
]
