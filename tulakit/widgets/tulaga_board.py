"""A Tulaga board to play on in JupyterLab or Voila: hotseat or against a bot.

A turn is one compound move (TULAGA-8) made in steps with a
:class:`~tulakit.tulaga.turn.TurnBuilder`: click a point to place a stone; if that makes
Tulagas, click a stone of the one to claim (an ambiguous click shows the Tulagas through
that stone one after the other, and **Claim** takes the one shown), click the rank point
of a row, then click a reap arrow; **Decline** is offered whenever a claim or reap is
pending and **Cancel** takes the stone back. The move is only played once complete.

The same steps are made with the keyboard: Enter on the cursor's point places a stone,
Enter on a stone of the offered Tulaga claims it, on a row point puts the rank stone
there, and on a reap arrow reaps (the Claim, Decline and Cancel buttons come next by
Tab). A whole turn may also be typed in notation (``e5 =a5-e5@c5 >N``): it is played
through the same steps, so the bot answers as it does to clicks. Every point, arrow and
the decline box has a label in words, and the position is described
(:mod:`tulakit.tulaga.words`). On a phone the board lays itself out compactly, the
piles below the board (``tulaga_scene(..., compact=True)``).

The opponent menu offers two people at one screen or a bot level of
:mod:`tulakit.tulaga.levels`, by name and measured Elo rating ("Club (short search, Elo
...)"); the status names the level ("White (club bot): placed d4"). A bot thinks in a
background thread (the page never freezes): clicks are refused politely meanwhile, and its
move is played and drawn from that thread through widget traits.

What the status line says at each step is worded in :mod:`tulakit.widgets.tulaga_words`,
and a page's address read in :mod:`tulakit.widgets.tulaga_address`.

>>> board = TulagaBoard()
>>> board.click_point("e5")
'Black: placed e5. White to move: choose an empty point to place a simple stone.'
>>> board.click_point("e5")
"Can't place on e5: e5 is already occupied by a black simple stone."
>>> board.play_text("d4 >N")
False
>>> board.status
"'d4 >N': a reap needs a claim first: only a new rank stone reaps. Nothing was played."
>>> board.play_text("D4"), board.status
(True, 'White: placed d4. Black to move: choose an empty point to place a simple stone.')
"""

from __future__ import annotations

from typing import Any

from ipywidgets import Widget

from tulakit.tulaga.board import name, point
from tulakit.tulaga.game import COLOUR_NAMES, TulagaGame
from tulakit.tulaga.levels import MAX_SECONDS
from tulakit.tulaga.moves import TulagaMove
from tulakit.tulaga.options import TulagaOptions
from tulakit.tulaga.svg import REAP_KEYS, WIDTH, point_xy, tulaga_scene
from tulakit.tulaga.turn import TurnBuilder
from tulakit.widgets.share import ShareLink, SharePanel, on_page
from tulakit.widgets.tulaga_access import stage_of
from tulakit.widgets.tulaga_address import DEMO_POSITIONS, board_from_address, parse_turns
from tulakit.widgets.tulaga_controls import OPPONENT_CHOICES, TulagaControls
from tulakit.widgets.tulaga_seats import BotFactory, _make_bot
from tulakit.widgets.tulaga_share import OPPONENTS, opponent_key, tulaga_link
from tulakit.widgets.tulaga_words import (
    NO_POINT,
    REAP_PROMPT,
    claim_refused,
    no_reap_now,
    not_on_offer,
    offer_note,
    rank_point_prompt,
    rank_refused,
    rank_stone_placed,
    shown_words,
)

#: the page a Share link opens (relative to the folder); ``from_query`` boards use their own
PLAY_PAGE = "tulaga-play.ipynb"
#: the example in the move box
EXAMPLE_TURN = "e5 =a5-e5@c5 >N"


class TulagaBoard(TulagaControls):
    """A playable Tulaga board: canvas, status line and controls.

    ``opponent`` is ``"human"`` (hotseat) or a bot level (a key of
    :data:`tulakit.tulaga.levels.LEVELS`, or an old bot name: ``"greedy"``); ``human`` is
    the colour the person plays against a bot (0 Black, 1 White). ``budget`` caps a bot's
    thinking in seconds below its level's own cap (``Level.seconds``: the level fixes the
    work, and the cap only matters on a slow machine).
    ``bot_factory(level, seed, budget)`` replaces :func:`tulakit.tulaga.levels.level_bot`
    (for tests).
    """

    def __init__(
        self,
        game: TulagaGame | None = None,
        *,
        rank_stones: int = 6,
        opponent: str = "human",
        human: int = 0,
        seed: int = 0,
        budget: float = MAX_SECONDS,
        css_class: str = "tulaga-board",
        show_controls: bool = True,
        bot_factory: BotFactory | None = None,
    ) -> None:
        try:
            opponent = opponent_key(opponent)
        except ValueError:
            raise ValueError(
                f"opponent must be one of {', '.join(OPPONENTS)}, not {opponent!r}"
            ) from None
        if game is None:
            game = TulagaGame(options=TulagaOptions(rank_stones=rank_stones))
        self._game: TulagaGame = game
        self._builder = TurnBuilder(self._game)
        self._focus: int | None = None
        self._focus_point: int | None = None
        self._redo: list[list[TulagaMove]] = []
        self._seed = seed
        # the page must answer soon even on a slow machine
        self._budget = min(budget, MAX_SECONDS)
        self._bot_factory = bot_factory or _make_bot
        self._bot: Any = None
        self._bot_level = ""  # the level self._bot was made for
        self._init_bot_thinking()
        self._answering: tuple[int, str] = (-1, "")  # (moves played, the person's last move)

        keys = ("undo", "redo", "new_game") if show_controls else ()
        example = EXAMPLE_TURN if show_controls else ""
        self._make_view("Tulaga board", css_class, keys=keys, example=example)

        rows = self._make_controls(opponent, human)  # tulakit.widgets.tulaga_controls
        # Share link, record download and upload (only with the controls)
        self.share_page = PLAY_PAGE
        self.share_panel: SharePanel | None = SharePanel(self, WIDTH) if show_controls else None

        children: list[Widget] = [self.view]
        if show_controls:
            children += [*rows, self.share_panel]
        children.append(self.notes)
        super().__init__(children)
        self._finish_box(css_class)
        self.say(self._greeting())
        self.redraw()
        self._maybe_start_bot()

    # -- construction from a page ---------------------------------------------------------
    @classmethod
    def from_query(cls, **kwargs: Any) -> TulagaBoard:
        """A board set up from the page's URL (Voila), e.g. ``?bot=greedy&colour=white``:
        the players (``bot``, ``colour``, ``seed``), the rank stones (``ranks``) and a
        starting position (``position``, one of :data:`DEMO_POSITIONS`, or a Share link's
        ``moves``); see :func:`~tulakit.widgets.tulaga_address.board_from_address`.
        Keyword arguments go to the constructor."""
        return board_from_address(cls, **kwargs)

    # -- sharing --------------------------------------------------------------------------
    def share_link(self) -> ShareLink:
        """The relative link (``?bot=...&moves=...``) that reopens this game and its players."""
        link = tulaga_link(
            self._game, opponent=self.opponent, human=int(self.colour_menu.value), seed=self._seed
        )
        return on_page(link, self.share_page)

    def record_filename(self) -> str:
        """The name offered for the downloaded record."""
        return f"tulaga-{self._game.rank_stones}-ranks-{len(self._game.moves)}-moves.json"

    def _follow_game(self) -> None:
        self.ranks_menu.value = self._game.options.rank_stones

    # -- what can be seen -----------------------------------------------------------------
    @property
    def game(self) -> TulagaGame:
        """The game on the board (played on in place)."""
        return self._game

    @property
    def builder(self) -> TurnBuilder:
        """The turn being built."""
        return self._builder

    # -- clicks ---------------------------------------------------------------------------
    def press(self, key: int | str | None) -> str:
        """Act on a point (its index), a reap arrow, ``"decline"`` or nothing (``None``):
        a click, a tap, or Enter on the keyboard cursor."""
        with self._lock:
            if self._refuse():
                return self.status
            if key is None:
                self.say(NO_POINT)
            elif key == "decline":
                self._decline()
            elif isinstance(key, str) and key.startswith("reap:"):
                self._reap(key.split(":")[1])
            else:
                self._point(int(key))
            self.redraw()
            return self.status

    def click_point(self, where: str | int) -> str:
        """Click the point named ``where`` (``'e5'``) or with that index."""
        index = point(where) if isinstance(where, str) else where
        return self.click(*point_xy(index))

    def click_arrow(self, direction: str) -> str:
        """Click the reap arrow for ``direction`` (N, E, S or W), if it is shown."""
        key = REAP_KEYS.get(direction.upper()[:1])
        where = self._scene.visible_point(key) if key is not None else None
        if where is None:
            with self._lock:
                if not self._refuse():
                    self.say(no_reap_now(self._builder))
            return self.status
        return self.click(*where)

    def claim(self) -> str:
        """Claim the Tulaga drawn in bold (after an ambiguous click)."""
        with self._lock:
            if self._refuse():
                return self.status
            refused = claim_refused(self._builder, self._focus)
            if refused is not None:
                self.say(refused)
            else:
                self._choose(self._focus or 0)
            self.redraw()
            return self.status

    def decline(self) -> str:
        """Decline the pending claim (at the Tulaga or rank step) or the reap."""
        with self._lock:
            if not self._refuse():
                self._decline()
            self.redraw()
            return self.status

    def cancel(self) -> str:
        """Take back the stone of the turn being built (nothing is played)."""
        with self._lock:
            if self._refuse():
                return self.status
            if self._builder.stage == "place":
                self.say("There is no stone to take back: " + self._builder.prompt())
            else:
                placed = name(self._builder.placed or 0)
                self._reset_turn()
                self.say(
                    f"Cancelled: the stone on {placed} is back in your pile. {self._builder.prompt()}"
                )
            self.redraw()
            return self.status  # fmt: skip

    def new_game(self, rank_stones: int | None = None) -> str:
        """Start a new game (``rank_stones`` 4, 5 or 6; default the menu's value).

        Any other count raises ``ValueError`` (TULAGA-2) and leaves the game as it was.
        """
        with self._lock:
            # checked before anything changes: a bad number leaves the game and the menu as
            # they are (ValueError citing TULAGA-2)
            options = TulagaOptions(
                rank_stones=self.ranks_menu.value if rank_stones is None else rank_stones
            )
            self._take_game(TulagaGame(options=options))  # the menu follows its rank stones
            self.say(f"New game with {self._game.rank_stones} rank stones each. {self._greeting()}")
            self.redraw()
            self._maybe_start_bot()
            return self.status  # fmt: skip

    def redraw(self) -> None:
        """Rebuild the scene from the game and the turn in progress; paint when a view is ready."""
        with self._lock:
            self._scene = tulaga_scene(
                self._game,
                builder=self._builder,
                focus=self._focus,
                players=self._players(),
                compact=self.narrow(WIDTH),
            )
            self._enable_buttons()
            if self.share_panel is not None:
                self.share_panel.refresh()
            self._paint()

    # -- the steps of a turn --------------------------------------------------------------
    def _point(self, p: int) -> None:
        builder = self._builder
        if self._game.is_over():
            self.say(self._end_note())
        elif builder.stage == "place":
            reason = builder.place_at(p)
            if reason is not None:
                self.say(f"Can't place on {name(p)}: {reason}.")
            elif stage_of(builder) == "done":
                self._finish()
            else:
                self.say(offer_note(builder))
        elif builder.stage == "tulaga":
            self._pick_tulaga(p)
        elif builder.stage == "rank":
            reason = builder.choose_rank(p)
            if reason is not None:
                self.say(rank_refused(p, reason))
            else:
                self._after_claim()
        elif builder.stage == "reap":
            self.say(REAP_PROMPT)

    def _pick_tulaga(self, p: int) -> None:
        builder = self._builder
        through = builder.tulagas_through(p)
        if not through:
            self.say(not_on_offer(p))
            return
        if len(through) == 1:
            self._choose(through[0])
            return
        # Ambiguous: show the Tulagas through this stone one after the other.
        if self._focus_point == p and self._focus in through:
            self._focus = through[(through.index(self._focus) + 1) % len(through)]
        else:
            self._focus = through[0]
        self._focus_point = p
        self.say(shown_words(builder, p, through, self._focus))

    def _choose(self, index: int) -> None:
        builder = self._builder
        reason = builder.choose_tulaga(index)
        self._focus, self._focus_point = None, None
        if reason is not None:
            self.say(reason)
        elif builder.stage == "rank":
            assert builder.tulaga is not None  # chosen just now: its rank point comes next
            self.say(rank_point_prompt(builder.tulaga))
        else:
            self._after_claim()

    def _after_claim(self) -> None:
        if self._builder.stage == "done":
            self._finish()  # the last rank stone wins at once (TULAGA-7): nothing to reap
        else:
            self.say(rank_stone_placed(self._builder))

    def _reap(self, direction: str) -> None:
        reason = self._builder.choose_reap(direction)
        if reason is not None:
            self.say(reason)
        else:
            self._finish()

    def _decline(self) -> None:
        stage = self._builder.stage
        if stage in ("place", "done"):
            self.say("There is nothing to decline now: " + self._builder.prompt())
            return
        self._builder.decline()
        self._finish()

    def _finish(self) -> None:
        """Play the completed turn, then let the bot answer if it is its turn."""
        move = self._builder.move
        assert move is not None
        mover = COLOUR_NAMES[self._game.to_move]
        self._game.play(move)
        self._redo.clear()
        self._reset_turn()
        said = self._said(mover, self._player_words(), move)
        self.say(f"{said} {self._turn_note()}")
        # the bot's answer keeps this sentence, so the person still reads what they did
        self._answering = (len(self._game.moves), said)
        self._maybe_start_bot()

    # -- internals ------------------------------------------------------------------------
    def _reset_turn(self) -> None:
        self._builder = TurnBuilder(self._game)
        self._focus, self._focus_point = None, None

    def _turn_in_progress(self) -> bool:
        return self._builder.placed is not None  # a stone placed, its claim not finished


__all__ = [
    "DEMO_POSITIONS",
    "OPPONENTS",
    "OPPONENT_CHOICES",
    "TulagaBoard",
    "opponent_key",
    "parse_turns",
]
