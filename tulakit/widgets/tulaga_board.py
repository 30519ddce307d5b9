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

>>> board = TulagaBoard()
>>> board.click_point("e5")
'Black: placed e5. White to move: click an empty point to place a simple stone.'
>>> board.click_point("e5")
"Can't place on e5: e5 is already occupied by a black simple stone."
>>> board.play_text("d4 >N")
False
>>> board.status
"'d4 >N': a reap needs a claim first: only a new rank stone reaps. Nothing was played."
>>> board.play_text("D4"), board.status
(True, 'White: placed d4. Black to move: click an empty point to place a simple stone.')
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ipywidgets import Dropdown, Layout, Widget

from tulakit.drawing.scene import Scene
from tulakit.errors import TulakitError
from tulakit.tulaga import words
from tulakit.tulaga.board import N_POINTS, name, point
from tulakit.tulaga.game import COLOUR_NAMES, EMPTY, TulagaGame
from tulakit.tulaga.levels import LEVELS, MAX_SECONDS, level_named
from tulakit.tulaga.moves import TulagaMove, tidy
from tulakit.tulaga.options import RANK_STONE_CHOICES, TulagaOptions
from tulakit.tulaga.positions import RANK_ROW_TURNS, SEVERAL_TURNS, turn_order
from tulakit.tulaga.svg import REAP_KEYS, WIDTH, point_xy, tulaga_scene
from tulakit.tulaga.turn import TurnBuilder
from tulakit.widgets.board import controls
from tulakit.widgets.seated_board import SeatedBoard
from tulakit.widgets.share import ShareLink, SharePanel, on_page, replay_prefix
from tulakit.widgets.tulaga_share import OPPONENTS, TULAGA_ADDRESS, tulaga_link
from tulakit.widgets.tulaga_words import (
    bot_words,
    end_note,
    greeting,
    no_reap_now,
    offer_note,
    tulaga_words,
    turn_note,
)

#: the opponent menu's entries: (what it shows, the opponent)
OPPONENT_CHOICES = [("Two players at this screen", "human")] + [
    (level.label, level.key) for level in LEVELS
]
#: the page a Share link opens (relative to the folder); ``from_query`` boards use their own
PLAY_PAGE = "tulaga-play.ipynb"
#: prepared positions for the play page (``?position=``) and for teaching: turns by notation
DEMO_POSITIONS: dict[str, tuple[str, ...]] = {
    # Black to move: e5 completes the row a5-e5; reaping north from c5 takes c7 and c8
    "demo-row": turn_order(*RANK_ROW_TURNS),
    # Black to move: e5 makes the row a5-e5 and three perimeters (around d6, e6 and f6)
    "demo-double": turn_order(*SEVERAL_TURNS),
}

BotFactory = Callable[[str, int, float], Any]
#: the move box lists every turn with a claim while there are at most this many; beyond,
#: only the claims without a reap, each saying how to add one. Measured: in 412 positions
#: of bot games, at most 222 legal turns (160 with a claim, 0 in 82% of positions); the
#: tutorial's demo-double position has 277 (210 with a claim, 42 without the reap).
MOVE_BOX_CLAIMS = 60
#: the example in the move box
EXAMPLE_TURN = "e5 =a5-e5@c5 >N"


def _make_bot(level: str, seed: int, budget: float) -> Any:
    from tulakit.tulaga.levels import level_bot

    return level_bot(level, seed=seed, seconds=budget)


def opponent_key(name: str) -> str:
    """The opponent ``name`` means: ``"human"``, a level's key, or the level an old bot
    name opens (``"strong"`` is Expert, so old links keep their opponent).

    >>> opponent_key("strong"), opponent_key("club"), opponent_key("human")
    ('expert', 'club', 'human')
    """
    return name if name == "human" else level_named(name).key


def stage_of(builder: TurnBuilder) -> str:
    """The builder's stage, read afresh (a step just taken may have changed it)."""
    return builder.stage


def parse_turns(text: str) -> list[str]:
    """Turns from a query value: separated by ``;`` (commas belong to perimeter claims).

    >>> parse_turns("a5; b5 ;;e5 =a5-e5@c5 >N")
    ['a5', 'b5', 'e5 =a5-e5@c5 >N']
    """
    return [turn.strip() for turn in text.split(";") if turn.strip()]


class TulagaBoard(SeatedBoard[TulagaGame]):
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

        self.claim_button = self._button("Claim", "Claim the Tulaga shown in bold", self.claim)
        self.decline_button = self._button("Decline", "Claim nothing / reap nothing", self.decline)
        self.cancel_button = self._button("Cancel", "Take the stone back", self.cancel)
        self.undo_button = self._button("Undo", "Take back a whole turn", self.undo)
        self.redo_button = self._button("Redo", "Play again a turn taken back", self.redo)
        self.new_button = self._button("New game", "Start again", lambda: self.new_game())
        self.opponent_menu = Dropdown(
            options=OPPONENT_CHOICES,
            value=opponent,
            description="Opponent:",
            style={"description_width": "initial"},
            # wide enough for "Casual (one move ahead, Elo 800)", never wider than a phone
            layout=Layout(width="330px", max_width="100%"),
        )
        self.opponent_menu.add_class("opponent")
        self.colour_menu = Dropdown(
            options=[("Black", 0), ("White", 1)],
            value=human,
            description="You play:",
            style={"description_width": "initial"},
            layout=Layout(width="170px"),
        )
        self.colour_menu.add_class("colour")
        self.colour_menu.disabled = opponent == "human"  # hotseat: both sides click
        self.ranks_menu = Dropdown(
            options=list(RANK_STONE_CHOICES),
            value=self._game.options.rank_stones,
            description="Rank stones:",
            style={"description_width": "initial"},
            layout=Layout(width="170px"),
            tooltip="Rank stones each for the next new game (TULAGA-2)",
        )
        self.ranks_menu.add_class("ranks")
        self.opponent_menu.observe(self.guarded(self._players_changed), "value")
        self.colour_menu.observe(self.guarded(self._players_changed), "value")
        # Share link, record download and upload (only with the controls)
        self.share_page = PLAY_PAGE
        self.share_panel: SharePanel | None = SharePanel(self, WIDTH) if show_controls else None

        children: list[Widget] = [self.view]
        if show_controls:
            children += [
                controls([self.claim_button, self.decline_button, self.cancel_button,
                          self.undo_button, self.redo_button, self.new_button]),
                controls([self.opponent_menu, self.colour_menu, self.ranks_menu]),
                self.share_panel,
            ]  # fmt: skip
        children.append(self.notes)
        super().__init__(children)
        self._finish_box(css_class)
        self.say(self._greeting())
        self.redraw()
        self._maybe_start_bot()

    # -- construction from a page ---------------------------------------------------------
    @classmethod
    def from_query(cls, **kwargs: Any) -> TulagaBoard:
        """A board set up from the page's URL (Voila), e.g. ``?bot=greedy&colour=white``.

        ``bot`` (human or a level: beginner, casual, club, expert, master; the old names random,
        greedy and strong open beginner, casual and expert; default human), ``colour`` (the person's
        side against a bot: black or white), ``seed`` (the bot's seed), ``ranks`` (4, 5 or
        6 rank stones each), and a starting position: ``position`` (a name from
        :data:`DEMO_POSITIONS`) or ``moves`` (turns in notation separated by ``;``: what
        the Share link gives). Bad values fall back to the defaults, and the status line
        says so in words, never with a traceback.
        """
        from tulakit.widgets.address_table import read_address
        from tulakit.widgets.page import QueryReader, echo

        reader = QueryReader()
        got = read_address(reader, TULAGA_ADDRESS)
        ranks = got.number("ranks")
        game = TulagaGame(options=TulagaOptions(rank_stones=ranks))
        turns: list[str] = []
        position, moves = got.text("position"), got.text("moves")
        if position is not None:
            turns = list(DEMO_POSITIONS.get(position, ()))
            if not turns:
                reader.note(f"unknown position {echo(position)}, starting empty")
        elif moves is not None:
            turns = parse_turns(moves)
        replay_prefix(game, turns, reader.note, what="turn")  # the longest legal prefix
        options: dict[str, Any] = {
            "game": game,
            "opponent": got.choice("bot"),
            "human": 0 if got.choice("colour") == "black" else 1,
            "seed": got.number("seed"),
        }
        options.update(kwargs)
        board = cls(**options)
        board.opened_from_address(reader.message(), shared=bool(turns))
        return board

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

    def _load_record(self, text: str) -> TulagaGame:
        from tulakit.tulaga import load

        return load(text)

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

    @property
    def opponent(self) -> str:
        """``"human"`` or the bot level."""
        return str(self.opponent_menu.value)

    # -- clicks ---------------------------------------------------------------------------
    def press(self, key: int | str | None) -> str:
        """Act on a point (its index), a reap arrow, ``"decline"`` or nothing (``None``):
        a click, a tap, or Enter on the keyboard cursor."""
        with self._lock:
            if self._refuse():
                return self.status
            if key is None:
                self.say("There is no point there: click where two lines cross (a point).")
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
            if self._builder.stage != "tulaga":
                self.say("There is no Tulaga to claim now.")
            elif self._focus is None and len(self._builder.tulagas) > 1:
                self.say(
                    "Several Tulagas are offered: click one of their stones first to show one, "
                    "then Claim takes it."
                )
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
            stage = self._builder.stage
            self.claim_button.disabled = stage != "tulaga"
            self.decline_button.disabled = stage not in ("tulaga", "rank", "reap")
            self.cancel_button.disabled = stage == "place"
            self.undo_button.disabled = not self._game.moves and stage == "place"
            self.redo_button.disabled = not self._redo
            if self.share_panel is not None:
                self.share_panel.refresh()
            self._paint()

    # -- words and typed turns -----------------------------------------------------------
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

    def person_to_move(self) -> str | None:
        """The colour to move when a person plays it and the game is on; else None.

        >>> TulagaBoard().person_to_move(), TulagaBoard(opponent="greedy").person_to_move()
        ('Black', 'Black')
        """
        people = self.human_seats()
        to_move = self._game.to_move
        if self._game.is_over() or (people is not None and to_move not in people):
            return None
        return COLOUR_NAMES[to_move]

    def send_to(self) -> str | None:
        """Who the game goes to by link after this move: the colour to move, when both
        colours are people's (hotseat) and the game is on; else None (against a bot, a
        link reopens the game for whoever plays it).

        >>> board = TulagaBoard()
        >>> board.send_to(), TulagaBoard(opponent="greedy").send_to()
        ('Black', None)
        """
        return self.person_to_move() if self.opponent == "human" else None

    def human_seats(self) -> set[int] | None:
        """The colours people play: both in hotseat, else the one chosen."""
        if self.opponent == "human":
            return None
        return {int(self.colour_menu.value)}

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

    def _players(self) -> tuple[str, str] | None:
        """The two sides' names against a bot (``("you", "greedy bot")``), else ``None``."""
        if self.opponent == "human":
            return None
        bot = bot_words(self.opponent)
        return ("you", bot) if int(self.colour_menu.value) == 0 else (bot, "you")

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
                self.say(
                    f"Can't put the rank stone on {name(p)}: {reason}. Or press Decline to claim nothing."
                )
            else:
                self._after_claim()
        elif builder.stage == "reap":
            self.say(
                "Choose a reap direction by clicking one of the four arrows round your new rank "
                "stone, or press Decline to reap nothing."
            )  # fmt: skip

    def _pick_tulaga(self, p: int) -> None:
        builder = self._builder
        through = builder.tulagas_through(p)
        if not through:
            self.say(
                f"{name(p)} is not part of any Tulaga on offer: click a highlighted stone, "
                "or press Decline to claim nothing."
            )
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
        shown = builder.tulagas[self._focus]
        self.say(
            f"{name(p)} belongs to {len(through)} Tulagas. Shown in bold: Tulaga {self._focus + 1}, "
            f"{tulaga_words(shown)} ({through.index(self._focus) + 1} of {len(through)}). "
            "Press Claim to take it, click the same stone again for the next one, or click a "
            "stone that only one Tulaga uses."
        )

    def _choose(self, index: int) -> None:
        builder = self._builder
        reason = builder.choose_tulaga(index)
        self._focus, self._focus_point = None, None
        if reason is not None:
            self.say(reason)
        elif builder.stage == "rank":
            assert builder.tulaga is not None  # chosen just now: its rank point comes next
            self.say(
                f"Claiming the {tulaga_words(builder.tulaga)}: click one of its five points "
                "for your rank stone, or press Decline to claim nothing."
            )
        else:
            self._after_claim()

    def _after_claim(self) -> None:
        if self._builder.stage == "done":
            self._finish()  # the last rank stone wins at once (TULAGA-7): nothing to reap
        else:
            claim = self._builder.claim
            assert claim is not None  # a Tulaga was claimed: there is a reap to choose
            self.say(
                f"Rank stone on {name(claim.rank_point)}. {self._builder.prompt()} "
                "The numbers on the arrows count the stones each direction would reap (TULAGA-6)."
            )  # fmt: skip

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

    # -- the bot --------------------------------------------------------------------------
    def _is_bot_turn(self) -> bool:
        return (
            self.opponent != "human"
            and not self._game.is_over()
            and self._game.to_move != int(self.colour_menu.value)
        )

    def _maybe_start_bot(self) -> None:
        if not self._is_bot_turn() or self.thinking:
            return
        level = self.opponent
        if self._bot is None or self._bot_level != level:
            self._bot = self._bot_factory(level, self._seed, self._budget)
            self._bot_level = level
        colour = COLOUR_NAMES[self._game.to_move]
        self.say(f"{self._status_text} {colour} ({bot_words(level)}) is thinking…")
        bot = self._bot
        self._think(lambda game: (bot.choose(game), bot.explain_last()), self._game.copy(), level)

    def _bot_answer(self, answer: tuple[TulagaMove, str], level: str) -> None:
        move, why = answer
        colour = COLOUR_NAMES[self._game.to_move]
        after, said = self._answering
        earlier = f"{said} " if after == len(self._game.moves) else ""
        self._game.play(move)
        self._reset_turn()
        explanation = f" Its reasoning: {why}." if why else ""
        self.say(
            f"{earlier}{self._said(colour, bot_words(level), move)}{explanation} "
            f"{self._turn_note()}"
        )
        try:
            self.redraw()
        except Exception as exc:
            self.say(f"Something went wrong while drawing: {exc}")  # fmt: skip

    def _players_changed(self, change: dict[str, Any]) -> None:
        with self._lock:
            self.colour_menu.disabled = self.opponent == "human"
            self._seats_changed(change)

    def _reseated(self) -> None:
        self._bot = None  # made again for the level now chosen
        self._reset_turn()

    # -- words (tulakit.widgets.tulaga_words) ---------------------------------------------
    def _said(self, side: str, who: str | None, move: TulagaMove) -> str:
        """The sentence for a turn just played: the same form for people and bots."""
        reaped = len(self._game.last_reaped) if move.reap is not None else None
        return words.said(side, who, words.turn_words(move, reaped))

    def _player_words(self) -> str | None:
        """Who made the turn just finished by clicks: "you" against a bot, else nobody
        in particular (two people share the screen)."""
        return "you" if self.opponent != "human" else None

    def _turn_note(self) -> str:
        return turn_note(self._game, self.opponent, bot_turn=self._is_bot_turn())

    def _greeting(self) -> str:
        return greeting(self._game, self.opponent, bot_turn=self._is_bot_turn())

    def _end_note(self) -> str:
        return end_note(self._game)

    # -- internals ------------------------------------------------------------------------
    def _reset_turn(self) -> None:
        self._builder = TurnBuilder(self._game)
        self._focus, self._focus_point = None, None


__all__ = [
    "DEMO_POSITIONS",
    "OPPONENTS",
    "OPPONENT_CHOICES",
    "TulagaBoard",
    "opponent_key",
    "parse_turns",
]
