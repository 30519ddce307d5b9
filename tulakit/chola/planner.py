"""The ``planner`` bot: it tries its best few moves in guessed futures, played out by greedy bots.

The greedy bot (:mod:`tulakit.chola.bots`) only counts what a move scores now. The planner
looks further: for each candidate move it plays the move, then lets greedy bots play every
seat (its own too) for ``ROUNDS`` rounds, and scores the position reached as its own score
minus the best other score. So a build that hands the next players easy patterns looks
worse, and a pick that lets it build its own pattern (or, in Expert, sculpt a square) on a
later turn looks better.

It never peeks: each look-ahead runs in a copy where everything hidden from its seat (the
other players' cards, the stack's order, the bag's draws) is dealt again at random
(:meth:`~tulakit.chola.game.CholaGame.guessed`). Every candidate is tried in the same
guessed futures, so they are compared fairly. The time goes where it decides most
(successive halving): all candidates are judged on a few futures, the better half on new
ones, and so on until one is left, each stage with an equal share of ``budget`` greedy
turns. The candidates are the builds and sculpts the greedy bot rates best, and every
other kind of action. Everything is seeded: the same game and seed give the same move
(unless the time guard ``seconds`` cuts the look-ahead short on a very busy machine;
``seconds=None`` turns it off).

``make_bot("planner")`` (:mod:`tulakit.chola.bots`) gives it greedy bots to play with.

>>> from tulakit.chola import new_game
>>> from tulakit.chola.bots import GreedyBot
>>> game = new_game(players=2, seed=4)
>>> def planner():
...     return PlannerBot(seed=1, player=GreedyBot(1), budget=60, seconds=None)
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
from tulakit.runtime import SLOWER

#: rounds each look-ahead plays after the move, ending with the planner's own turn
ROUNDS = 3
#: greedy turns played in all the look-aheads of one decision, which bounds its time
#: (about 0.4 ms a turn on average; each stage of the halving plays at least one future)
PLY_BUDGET = 900
#: face-up cards tried: those whose best build now is worth most
DRAW_WIDTH = 2
#: a guard for slow or busy machines: after this many seconds the future being played is
#: dropped and the move chosen on those finished, or as the greedy bot would if none is
#: (the turn budget usually stops first, and then the seed alone decides)
MOVE_SECONDS = 0.4 * SLOWER  # in a browser, where Python is slower, as many futures fit
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
        budget: int = PLY_BUDGET,
        seconds: float | None = MOVE_SECONDS,
    ) -> None:
        if not isinstance(budget, int) or budget < 1:
            raise ValueError(f"budget must be a whole number >= 1, not {budget!r}")
        if seconds is not None and not seconds > 0:
            raise ValueError(f"seconds must be above 0 (or None: no time guard), not {seconds!r}")
        self.rng = random.Random(seed)
        self.budget = budget
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
        """Play ``move`` then ``ROUNDS`` rounds of greedy turns; the seat's lead; undo all.

        ``None`` when the time guard's ``deadline`` passes on the way.
        """
        plies = ROUNDS * world.players + 1  # every seat, ROUNDS times, then this seat again
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

    def _judge(
        self, game: CholaGame, seat: int, moves: list[CholaMove], deadline: float | None
    ) -> list[float] | None:
        """Each move's lead in one new guessed future (the same future for all of them).

        ``None`` when the time guard's ``deadline`` passes before all are played out.
        """
        world = game.guessed(seat, self.rng.randrange(2**31))
        leads = []
        for move in moves:
            lead = self._play_out(world, move, seat, deadline)
            if lead is None:
                return None  # the time guard: this future is left unfinished, not counted
            leads.append(lead)
        return leads

    def choose(self, game: CholaGame) -> CholaMove:
        """The candidate with the best lead, found by successive halving.

        Every candidate is played out in a few guessed futures; the better half goes on to
        new futures, and so on until one is left. Each stage has an equal share of the
        ``budget`` of greedy turns, so the few moves that stay in the race are judged on
        many more futures than the many that were clearly worse from the start.
        """
        moves = self.candidates(game)
        if len(moves) == 1:
            self.last_reason = "the only move worth trying"
            return moves[0]
        seat = game.to_move
        future_turns = ROUNDS * game.players + 1
        stages = (len(moves) - 1).bit_length()  # halvings until one move is left
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        alive = list(range(len(moves)))
        totals = [0.0] * len(moves)
        futures = 0
        while len(alive) > 1:
            wanted = max(1, self.budget // (stages * len(alive) * future_turns))
            drawn = 0
            while drawn < wanted:
                leads = self._judge(game, seat, [moves[i] for i in alive], deadline)
                if leads is None:
                    break
                for i, lead in zip(alive, leads, strict=True):
                    totals[i] += lead
                drawn += 1
            futures += drawn
            if drawn < wanted:
                break  # out of time: decide among those still in the race
            # the fixed order among equals (candidate order) keeps the choice replayable
            alive.sort(key=lambda i: (-totals[i], i))
            alive = alive[: (len(alive) + 1) // 2]
        if futures == 0:  # not one future in time (a very busy machine): play as greedy does
            move = self.player.choose(game)
            self.last_reason = f"{move}: no time to look ahead, the greedy choice"
            return move
        best = min(alive, key=lambda i: (-totals[i], i))
        self.last_reason = (
            f"{moves[best]}: the best of {len(moves)} moves, halved stage by stage over "
            f"{futures} guessed futures (it leads by {totals[best] / futures:+.1f} "
            f"{ROUNDS} rounds later)"
        )
        return moves[best]


__all__ = [
    "BUILD_WIDTH",
    "DRAW_WIDTH",
    "MOVE_SECONDS",
    "PLY_BUDGET",
    "ROUNDS",
    "SCULPT_WIDTH",
    "PlannerBot",
]
