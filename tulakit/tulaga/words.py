"""A Tulaga position in words, as a sighted player sees it (screen readers, text boards).

A player sees the stones on the points (which colour, simple or rank), both piles, whose
turn it is, the marks of the last turn and, while a turn is being made in steps
(:class:`~tulakit.tulaga.turn.TurnBuilder`), the stone just placed, the Tulagas on offer
and the reap arrows with their counts. Everything a board draws has a label here, keyed as
the hit regions of :func:`tulakit.tulaga.svg.tulaga_scene` are: a point by its index, the
arrows by ``"reap:N"``..., the decline box by ``"decline"``.

>>> from tulakit.tulaga.positions import rank_row_position
>>> game = rank_row_position()  # Black to move; e5 completes the row a5-e5
>>> point_label(game, point("e5"))
'e5: empty, you may place a stone'
>>> point_label(game, point("c7"))
'c7: a white simple stone'
>>> builder = TurnBuilder(game)
>>> builder.place_at(point("e5"))
>>> step_words(builder)
'Black placed e5, which makes the row a5-e5: choose one of its stones to claim it, or decline.'
>>> point_label(game, point("c5"), builder)
'c5: a black simple stone, in the row a5-e5: choose it to claim that Tulaga'
>>> builder.choose_tulaga(0); builder.choose_rank(point("c5"))
>>> region_labels(game, builder)["reap:N"]
'Reap north from c5: takes 2 white stones, on c7 and c8'
"""

from __future__ import annotations

from tulakit.tulaga.board import (
    DIRECTION_NAMES,
    DIRECTIONS,
    N_POINTS,
    name,
    point,  # noqa: F401  (the examples name points)
)
from tulakit.tulaga.explain import tulaga_words
from tulakit.tulaga.game import COLOUR_NAMES, EMPTY, TulagaGame, describe_cell, rank, simple
from tulakit.tulaga.moves import TulagaMove
from tulakit.tulaga.svg import REAP_KEYS
from tulakit.tulaga.turn import TurnBuilder
from tulakit.words import and_list, counted

# every label is keyed by a region key: a point index or one of these strings
Key = int | str


def _pending_view(game: TulagaGame, builder: TurnBuilder | None) -> TulagaGame:
    """The position a sighted player sees while a turn is built: the stone placed, and
    the claim made once the reap is being chosen (as the board draws it)."""
    if builder is None or builder.placed is None or builder.stage in ("place", "done"):
        return game
    view = game.copy()
    assert isinstance(view, TulagaGame)
    claim = builder.claim if builder.stage == "reap" else None
    view.play(TulagaMove(builder.placed, claim))
    return view


def _is_pending(builder: TurnBuilder | None) -> bool:
    return builder is not None and builder.stage in ("tulaga", "rank", "reap")


# -- one region at a time ----------------------------------------------------------------
def point_label(
    game: TulagaGame, p: int, builder: TurnBuilder | None = None, *, playable: bool = True
) -> str:
    """Point ``p`` as a player sees it, and what choosing it would do now.

    ``playable`` says whether the person may play now (not while a bot thinks, nor in an
    exercise, where what a choice does is the question): without it no action is named.
    The last turn's marks are named (the stone placed, the points reaped).

    >>> game = TulagaGame()
    >>> _ = game.play("e5")
    >>> point_label(game, point("e5")), point_label(game, point("a1"), playable=False)
    ('e5: a black simple stone, placed last turn', 'a1: empty')
    """
    where = name(p)
    if _is_pending(builder):
        assert builder is not None
        what, action = _pending_point(game, builder, p)
        return f"{where}: {what}" + (f": {action}" if action and playable else "")
    cell = game.cell(p)
    last = game.last_move
    marks = []
    if last is not None and last.place == p and cell != EMPTY:
        marks.append("placed last turn")
    if last is not None and last.claim is not None and last.claim.rank_point == p:
        marks.append(f"the rank stone of the last turn's claim ({tulaga_words(last.claim)})")
    if p in game.last_reaped:
        marks.append("reaped last turn" if cell == EMPTY else "taken over by last turn's reap")
    if cell == EMPTY:
        what = "empty"
        if playable and not game.is_over():
            marks.append("you may place a stone")
    else:
        what = describe_cell(cell)
    return ", ".join([f"{where}: {what}", *marks])


def _pending_point(game: TulagaGame, builder: TurnBuilder, p: int) -> tuple[str, str]:
    """What lies on ``p`` while a turn is being made, and what choosing it would do."""
    view = _pending_view(game, builder)
    cell = view.cell(p)
    what = "empty" if cell == EMPTY else describe_cell(cell)
    mover = COLOUR_NAMES[game.to_move].lower()
    if builder.stage == "tulaga":
        through = builder.tulagas_through(p)
        if p == builder.placed:
            what = f"your new {mover} simple stone"
        if len(through) == 1:
            tulaga = builder.tulagas[through[0]]
            number = f"Tulaga {through[0] + 1}, " if len(builder.tulagas) > 1 else ""
            where = "the centre of" if p == tulaga.centre else "in"
            return (
                f"{what}, {where} {number}{tulaga_words(tulaga)}",
                "choose it to claim that Tulaga",
            )
        if through:
            numbers = and_list([str(i + 1) for i in through])
            return (
                f"{what}, in {len(through)} Tulagas ({numbers})",
                "choose it to see them one after the other",
            )
        return what, ""
    if builder.stage == "rank":
        assert builder.tulaga is not None
        if p == builder.placed:
            what = f"your new {mover} simple stone"
        if p in builder.tulaga.stones:
            return f"{what}, in {tulaga_words(builder.tulaga)}", "your rank stone may go here"
        return what, ""
    # the reap: the claim is made on the board as drawn
    claim = builder.claim
    assert claim is not None
    if p == claim.rank_point:
        return f"your new {mover} rank stone", "reap from it with the arrows, or decline"
    if p in claim.stones:
        return "empty", "its stone went back to your pile with the claim"
    return what, ""


def reap_targets(game: TulagaGame, builder: TurnBuilder, direction: str) -> list[int]:
    """The opponent's stones a reap in ``direction`` would take (TULAGA-6), nearest first."""
    view = _pending_view(game, builder)
    assert builder.claim is not None
    return list(view.reap_targets(builder.claim.rank_point, direction, game.to_move))


def arrow_label(game: TulagaGame, builder: TurnBuilder, direction: str) -> str:
    """A reap arrow: which way, from where, and what it would take.

    >>> from tulakit.tulaga.positions import rank_row_position
    >>> game = rank_row_position()
    >>> builder = TurnBuilder(game)
    >>> builder.place_at(point("e5")); builder.choose_tulaga(0); builder.choose_rank(point("c5"))
    >>> arrow_label(game, builder, "E")
    'Reap east from c5: takes nothing'
    """
    assert builder.claim is not None
    origin = name(builder.claim.rank_point)
    view = _pending_view(game, builder)
    taken = reap_targets(game, builder, direction)
    head = f"Reap {DIRECTION_NAMES[direction]} from {origin}"
    if not taken:
        return f"{head}: takes nothing"
    them = COLOUR_NAMES[1 - game.to_move].lower()
    ranks = [q for q in taken if view.cell(q) == rank(1 - game.to_move)]
    text = f"{head}: takes {counted(len(taken), f'{them} stone')}, on {and_list([name(q) for q in taken])}"
    if ranks:
        text += f" (the rank stone{'s' if len(ranks) > 1 else ''} on {and_list([name(q) for q in ranks])} become yours)"
    return text  # fmt: skip


def decline_label(builder: TurnBuilder) -> str:
    """The decline box in words.

    >>> from tulakit.tulaga.positions import rank_row_position
    >>> builder = TurnBuilder(rank_row_position())
    >>> builder.place_at(point("e5"))
    >>> decline_label(builder)
    'Decline: claim nothing (the turn is just the stone on e5)'
    """
    if builder.stage == "reap":
        return "Decline: reap nothing (the claim stands)"
    return f"Decline: claim nothing (the turn is just the stone on {name(builder.placed or 0)})"


def region_labels(
    game: TulagaGame, builder: TurnBuilder | None = None, *, playable: bool = True
) -> dict[Key, str]:
    """A label for every hit region of the board's scene: the 81 points, and the reap
    arrows and the decline box while they are shown.

    >>> labels = region_labels(TulagaGame())
    >>> len(labels), labels[point("a1")]
    (81, 'a1: empty, you may place a stone')
    """
    labels: dict[Key, str] = {
        p: point_label(game, p, builder, playable=playable) for p in range(N_POINTS)
    }
    if _is_pending(builder):
        assert builder is not None
        labels["decline"] = decline_label(builder)
        if builder.stage == "reap":
            for d in DIRECTIONS:
                labels[REAP_KEYS[d]] = arrow_label(game, builder, d)
    return labels


# -- the whole position ------------------------------------------------------------------
def pile_words(game: TulagaGame, colour: int, view: TulagaGame | None = None) -> str:
    """One player's piles, as the panel shows them.

    >>> pile_words(TulagaGame(), 1)
    'White: 12 simple stones and 6 rank stones in the pile; 0 of 6 rank stones on the board.'
    """
    view = view or game
    down = game.rank_stones - view.rank_pile[colour]
    return (
        f"{COLOUR_NAMES[colour]}: {counted(view.simple_pile[colour], 'simple stone')} and "
        f"{counted(view.rank_pile[colour], 'rank stone')} in the pile; "
        f"{down} of {game.rank_stones} rank stones on the board."
    )


def stones_words(view: TulagaGame, colour: int) -> str:
    """Where one player's stones are.

    >>> from tulakit.tulaga.positions import rank_row_position
    >>> stones_words(rank_row_position(), 0)
    'Black stones: simple on a5, b5, c5 and d5; no rank stone.'
    """
    simples = [name(p) for p in _by_name(view, simple(colour))]
    ranks = [name(p) for p in _by_name(view, rank(colour))]
    parts = [f"simple on {and_list(simples)}" if simples else "no simple stone"]
    parts.append(f"rank on {and_list(ranks)}" if ranks else "no rank stone")
    return f"{COLOUR_NAMES[colour]} stones: {'; '.join(parts)}."


def _by_name(view: TulagaGame, cell: int) -> list[int]:
    """The points holding ``cell``, in name order (a1, a2, ..., b1, ...)."""
    return sorted((p for p in range(N_POINTS) if view.cell(p) == cell), key=lambda p: (p % 9, p))


def step_words(builder: TurnBuilder) -> str:
    """The step of the turn being made, and what may be done next."""
    game = builder.game
    mover = COLOUR_NAMES[game.to_move]
    if builder.stage == "place":
        return f"{mover} to place a simple stone on an empty point."
    if builder.stage == "tulaga":
        offers = builder.tulagas
        if len(offers) == 1:
            return (
                f"{mover} placed {name(builder.placed or 0)}, which makes "
                f"{tulaga_words(offers[0])}: choose one of its stones to claim it, or decline."
            )
        listed = "; ".join(f"{i + 1}, {tulaga_words(t)}" for i, t in enumerate(offers))
        return (
            f"{mover} placed {name(builder.placed or 0)}, which makes {len(offers)} Tulagas "
            f"({listed}): choose a stone of the one to claim, or decline."
        )
    if builder.stage == "rank":
        assert builder.tulaga is not None
        return (
            f"{mover} claims {tulaga_words(builder.tulaga)}: choose one of its five points "
            "for the rank stone, or decline."
        )
    if builder.stage == "reap":
        assert builder.claim is not None
        counts = [f"{DIRECTION_NAMES[d]} {len(reap_targets(game, builder, d))}" for d in DIRECTIONS]
        return (
            f"{mover} claims {tulaga_words(builder.claim)} with the rank stone on "
            f"{name(builder.claim.rank_point)}: choose a reap arrow (stones taken: "
            f"{', '.join(counts)}), or decline."
        )
    return "The turn is complete."


def turn_words(move: TulagaMove, reaped: int | None = None) -> str:
    """What a turn did, for the status line (TULAGA-8: one move of up to three parts);
    ``reaped`` counts the stones the reap took (TULAGA-6): stones, never points.

    >>> turn_words(TulagaMove.parse("e5 =a5-e5@c5 >N"), 2)
    'placed e5, claimed the row a5-e5 with the rank stone on c5, reaped north (2 stones)'
    >>> turn_words(TulagaMove.parse("d4"))
    'placed d4'
    """
    text = f"placed {name(move.place)}"
    if move.claim is not None:
        text += f", claimed {tulaga_words(move.claim)} with the rank stone on {name(move.claim.rank_point)}"
    if move.reap is not None:
        text += f", reaped {DIRECTION_NAMES[move.reap]}"
        if reaped is not None:
            text += f" ({counted(reaped, 'stone')})"
    return text  # fmt: skip


def said(side: str, who: str | None, words: str) -> str:
    """One sentence for one player's turn, in the same form for people and bots: the side,
    who plays it (``"you"``, ``"greedy bot"``; ``None`` for two people at one screen), then
    what they did.

    >>> said("White", "greedy bot", "placed d4")
    'White (greedy bot): placed d4.'
    >>> said("Black", "you", "placed e5"), said("Black", None, "placed e5")
    ('Black (you): placed e5.', 'Black: placed e5.')
    """
    return f"{side}{f' ({who})' if who else ''}: {words}."


def last_turn_words(game: TulagaGame) -> str:
    """The last turn played, as the board marks it.

    >>> game = TulagaGame()
    >>> _ = game.play("e5")
    >>> last_turn_words(game)
    'Last turn: Black, place e5.'
    """
    move = game.last_move
    if move is None:
        return "No turn played yet."
    text = f"Last turn: {COLOUR_NAMES[1 - game.to_move]}, {move.describe()}"
    if move.reap is not None:
        reaped = game.last_reaped
        text += (
            f", which took {and_list([name(q) for q in reaped])}"
            if reaped
            else ", which took nothing"
        )
    return text + "."  # fmt: skip


def describe_position(
    game: TulagaGame,
    builder: TurnBuilder | None = None,
    players: tuple[str, str] | None = None,
) -> str:
    """The whole position: whose turn, both piles, the stones by point, the last turn and
    the step of the turn being made. ``players`` names the sides (``("you", "greedy bot")``).

    >>> from tulakit.tulaga.positions import rank_row_position
    >>> print(describe_position(rank_row_position(), players=("you", "greedy bot")))
    Turn 9: Black (you) to move.
    Black: 8 simple stones and 6 rank stones in the pile; 0 of 6 rank stones on the board.
    White: 8 simple stones and 6 rank stones in the pile; 0 of 6 rank stones on the board.
    Black stones: simple on a5, b5, c5 and d5; no rank stone.
    White stones: simple on c7, c8, h1 and h2; no rank stone.
    Empty: the other 73 points.
    Last turn: White, place h2.
    """
    view = _pending_view(game, builder)
    turn = len(game.moves) + 1
    result = game.result()
    if result is not None:
        lines = [f"Game over after {counted(len(game.moves), 'turn')}: {result.message}"]
    else:
        who = COLOUR_NAMES[game.to_move] + (f" ({players[game.to_move]})" if players else "")
        lines = [f"Turn {turn}: {who} to move."]
    lines += [pile_words(game, colour, view) for colour in (0, 1)]
    lines += [stones_words(view, colour) for colour in (0, 1)]
    empty = sum(1 for p in range(N_POINTS) if view.cell(p) == EMPTY)
    lines.append(f"Empty: the other {counted(empty, 'point')}.")
    lines.append(last_turn_words(game))
    if result is None and builder is not None:
        lines.append(step_words(builder))
    return "\n".join(lines)


def turn_list(game: TulagaGame) -> list[str]:
    """The turns played, in notation and in words, for the move list.

    >>> game = TulagaGame()
    >>> game.play_all(["e5", "d4"])
    >>> turn_list(game)
    ['Black: e5 (place e5)', 'White: d4 (place d4)']
    """
    return [
        f"{COLOUR_NAMES[number % 2]}: {move} ({move.describe()})"
        for number, move in enumerate(game.moves)
    ]


__all__ = [
    "arrow_label",
    "decline_label",
    "describe_position",
    "last_turn_words",
    "pile_words",
    "point_label",
    "reap_targets",
    "region_labels",
    "said",
    "step_words",
    "stones_words",
    "turn_list",
    "turn_words",
]
