"""Bots think in a background thread, so a board stays responsive: one runner for all.

A board that seats bots mixes in :class:`BotThinking` and provides ``_game``,
``_set_status``, ``_maybe_start_bot`` and ``_bot_answer``. It starts a bot with
:meth:`BotThinking._think`, giving a copy of the game and the function that chooses on
it. The choice runs in its own thread and is timed; the answer comes back through the
board's ``_bot_answer`` under the board's lock, unless the game moved on meanwhile (new
game, undo, players changed: each bumps ``_generation``; or a move was played). Then the
answer is dropped and the board asked to think again if a bot is still to move.

>>> import threading
>>> class Board(BotThinking):
...     def __init__(self):
...         self._init_bot_thinking()
...         self._game = type("Game", (), {"moves": []})()
...         self.got = []
...     def _set_status(self, text): self.got.append(text)
...     def _maybe_start_bot(self): pass
...     def _bot_answer(self, answer, context): self.got.append((answer, context))
>>> board = Board()
>>> board._think(lambda game: "e5", board._game, "strong")
>>> board.wait_for_bot(), board.got, board.thinking
(True, [('e5', 'strong')], False)
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any


class BotThinking:
    """The bot-thread half of a board; see the module docstring."""

    #: what a click hears while a bot thinks
    busy_words = "Please wait: the bot is still thinking about its move…"

    _game: Any
    _set_status: Callable[[str], None]  # the board's status line (CanvasBoard has it)

    def _init_bot_thinking(self) -> None:
        self._thread: threading.Thread | None = None
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
        thread = self._thread
        return thread is not None and thread.is_alive()

    def wait_for_bot(self, timeout: float | None = 10.0) -> bool:
        """Wait until no bot is thinking (bots in a row included); True when none is."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            thread = self._thread
            if thread is None or not thread.is_alive():
                with self._lock:
                    # a dropped answer or the next bot in a row may have started a thread
                    if thread is self._thread and not (thread and thread.is_alive()):
                        return True
                continue
            left = None if deadline is None else max(0.0, deadline - time.monotonic())
            thread.join(left)
            if thread.is_alive():
                return False

    def _refuse(self) -> bool:
        """True (and the status says so) while a bot thinks: a person must wait."""
        if self.thinking:
            self._set_status(self.busy_words)
            return True
        return False

    def _think(self, choose: Callable[[Any], Any], snapshot: Any, context: Any = None) -> None:
        """Run ``choose(snapshot)`` in a thread; ``context`` goes back with the answer."""
        self._thread = threading.Thread(
            target=self._bot_turn, args=(choose, snapshot, self._generation, context), daemon=True
        )
        self._thread.start()

    def _bot_turn(
        self, choose: Callable[[Any], Any], snapshot: Any, generation: int, context: Any
    ) -> None:
        started = time.perf_counter()
        try:
            answer = choose(snapshot)
        except Exception as exc:  # a failing bot must not leave the page stuck
            with self._lock:
                self._thread = None
                self._set_status(f"The bot failed: {exc}")
            return
        self.last_bot_seconds = time.perf_counter() - started
        with self._lock:
            # this thread is done thinking: the next bot in a row may start from here
            self._thread = None
            if generation != self._generation or len(self._game.moves) != len(snapshot.moves):
                self._maybe_start_bot()  # the game changed meanwhile: think again if needed
                return
            self._bot_answer(answer, context)
