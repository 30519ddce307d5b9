"""Bots think apart from the person's clicks, so a board stays responsive: one runner for all.

A board that seats bots mixes in :class:`BotThinking` and provides ``_game``,
``say``, ``_maybe_start_bot`` and ``_bot_answer``. It starts a bot with
:meth:`BotThinking._think`, giving a copy of the game and the function that chooses on
it. The choice runs apart and is timed; the answer comes back through the board's
``_bot_answer`` under the board's lock, unless the game moved on meanwhile (new game,
undo, players changed: each bumps ``_generation``; or a move was played). Then the answer
is dropped and the board asked to think again if a bot is still to move.

Where the choice runs depends on the runtime (:mod:`tulakit.runtime`):

- in a server's kernel, in a **thread** of its own: the kernel keeps answering clicks
  while the bot thinks (a click hears :attr:`BotThinking.busy_words`);
- in the visitor's browser (the static site's Pyodide), which cannot start a thread, as a
  **task** on the kernel's event loop: the click that woke the bot is answered first and
  the page hears that the bot is thinking; the kernel then thinks (the page itself stays
  usable, its clicks wait their turn) and answers.

>>> class Board(BotThinking):
...     def __init__(self):
...         self._init_bot_thinking()
...         self._game = type("Game", (), {"moves": []})()
...         self.got = []
...     def say(self, text): self.got.append(text)
...     def _maybe_start_bot(self): pass
...     def _bot_answer(self, answer, context): self.got.append((answer, context))
...     def start(self): self._think(lambda game: "e5", self._game, "strong")
>>> board = Board()
>>> board.start()
>>> board.wait_for_bot(), board.got, board.thinking
(True, [('e5', 'strong')], False)
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tulakit.widgets.apart import Worker, busy, finished, start_apart

if TYPE_CHECKING:
    from tulakit.protocol import GameState


class BotThinking:
    """The bot-thinking half of a board; see the module docstring."""

    #: what a click hears while a bot thinks
    busy_words = "Please wait: the bot is still thinking about its move…"

    _game: GameState[Any]
    say: Callable[[str], None]  # the board's status line (Board.say)

    def _init_bot_thinking(self) -> None:
        # the thread or the event loop's task of the bot thinking now, if any
        self._worker: Worker | None = None
        self._generation = 0  # bumped by new game/undo so a late bot answer is dropped
        self._lock = threading.RLock()
        self.last_bot_seconds: float | None = None

    # -- what the board provides ----------------------------------------------------------
    def _maybe_start_bot(self) -> None:
        raise NotImplementedError

    def _bot_answer(self, answer: Any, context: Any) -> None:
        """Play ``answer`` (what the choose function returned); called under the lock."""
        raise NotImplementedError

    # -- the runner -----------------------------------------------------------------------
    @property
    def thinking(self) -> bool:
        """True while a bot is choosing its move."""
        return busy(self._worker)

    def wait_for_bot(self, timeout: float | None = 10.0) -> bool:
        """Wait until no bot is thinking (bots in a row included); True when none is.

        Only a thread can be waited for: in a browser the bot's task runs once the
        caller returns to the event loop, so this says at once whether one is thinking.
        """
        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            worker = self._worker
            if not busy(worker):
                with self._lock:
                    # a dropped answer or the next bot in a row may have started again
                    if worker is self._worker and not busy(worker):
                        return True
                continue
            left = None if deadline is None else max(0.0, deadline - time.monotonic())
            if not finished(worker, left):
                return False

    def _refuse(self) -> bool:
        """True (and the status says so) while a bot thinks: a person must wait."""
        if self.thinking:
            self.say(self.busy_words)
            return True
        return False

    def _mark_busy(self, busy: bool) -> None:
        """Tell the board's view whether a bot is thinking: the page itself then answers a
        click meanwhile with :attr:`busy_words` (a kernel in a browser cannot hear it)."""
        view = getattr(self, "view", None)
        if view is not None:
            view.busy = self.busy_words if busy else ""

    def _think(self, choose: Callable[[Any], Any], snapshot: Any, context: Any = None) -> None:
        """Run ``choose(snapshot)`` apart; ``context`` goes back with the answer."""
        self._mark_busy(True)
        generation = self._generation
        with self._lock:  # the worker is known before its answer can come back
            self._worker = start_apart(
                lambda: self._bot_turn(choose, snapshot, generation, context)
            )

    def _bot_turn(
        self, choose: Callable[[Any], Any], snapshot: Any, generation: int, context: Any
    ) -> None:
        started = time.perf_counter()
        try:
            answer = choose(snapshot)
        except Exception as exc:  # a failing bot must not leave the page stuck
            with self._lock:
                self._worker = None
                self._mark_busy(False)
                self.say(f"The bot failed: {exc}")
            return
        self.last_bot_seconds = time.perf_counter() - started
        view = getattr(self, "view", None)
        # the view's words (status, busy) go after the picture of the bot's move: whoever
        # reads that the bot moved has its move on screen, so a click then is not stale
        held = view.hold_sync() if view is not None else contextlib.nullcontext()
        with self._lock, held:
            # this bot is done thinking: the next bot in a row may start from here
            self._worker = None
            self._mark_busy(False)
            if generation != self._generation or len(self._game.moves) != len(snapshot.moves):
                self._maybe_start_bot()  # the game changed meanwhile: think again if needed
                return
            self._bot_answer(answer, context)
            if view is not None:  # a click made before this move was on screen: not played
                view.must_see()
