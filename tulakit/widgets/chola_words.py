"""What a Chola board says about whose turn it is, how the game ended, who sits where.

Pure functions of the game and the seats' players (``"human"`` or a bot level), so the
sentences of the status line can be read and tested without a widget; the boards
(:mod:`tulakit.widgets.chola_board`, :mod:`tulakit.widgets.chola_expert_board`) say them.

>>> from tulakit.chola.variants import make_game
>>> game = make_game(2, seed=1)
>>> turn_note(game, ("human", "greedy"))
'Brown to move: draw or choose a card to build.'
>>> turn_note(game, ("greedy", "human")), greeting(game, ("greedy", "human"))
('', 'Brown (bot) moves.')
"""

from __future__ import annotations

from collections.abc import Sequence

from tulakit.chola.expert import is_expert
from tulakit.chola.game import CholaGame
from tulakit.chola.moves import Again, Build, Draw, Pick, Replace, Sculpt
from tulakit.widgets.board import NEW_GAME_HINT
from tulakit.words import and_list


def is_bot_turn(game: CholaGame, seats: Sequence[str]) -> bool:
    """Whether a bot plays the seat to move (never once the game is over)."""
    return not game.is_over() and seats[game.to_move] != "human"


#: how the turn note names each kind of action, in the order it lists them
ACTION_WORDS: tuple[tuple[type, str], ...] = (
    (Pick, "pick"),
    (Replace, "replace"),
    (Draw, "draw"),
    (Build, "choose a card to build"),
    (Sculpt, "choose a slot to sculpt"),  # CHOLA-X3
    (Again, "play the again card"),  # CHOLA-B1
)


def open_actions(game: CholaGame) -> list[str]:
    """The kinds of action the player to move can take now, in words: only those with a
    legal move, so that the note never invites a button that is greyed out.

    >>> from tulakit.chola.variants import make_game
    >>> open_actions(make_game(2, seed=1))  # Brown's hand is empty: nothing to pick or replace
    ['draw', 'choose a card to build']
    """
    kinds = {type(move) for move in game.legal_moves()}
    return [words for kind, words in ACTION_WORDS if kind in kinds]


def turn_note(game: CholaGame, seats: Sequence[str], *, expert: bool = False) -> str:
    """What the person to move may do (the actions open now, :func:`open_actions`); the
    game's end when it is over; nothing on a bot's turn. ``expert`` (the Expert board)
    ends the game with the wagons.

    >>> from tulakit.chola.variants import make_game
    >>> turn_note(make_game(2, seed=1), ("human", "human"), expert=True)
    'Brown to move: draw or choose a card to build.'
    """
    if game.is_over():
        return end_note(game, expert=expert)
    if is_bot_turn(game, seats):
        return ""
    if game.solo:
        return "Your turn: choose a face-up card, then where to build it."
    name = game.names[game.to_move]
    actions = open_actions(game)
    if not actions:
        return f"{name} to move."
    if len(actions) > 2:  # a comma before "or": the last items are long phrases
        return f"{name} to move: {', '.join(actions[:-1])}, or {actions[-1]}."
    return f"{name} to move: {and_list(actions, last='or')}."


def greeting(game: CholaGame, seats: Sequence[str], *, expert: bool = False) -> str:
    """The status line of a game just put on the board: the turn note, or who moves."""
    return turn_note(game, seats, expert=expert) or f"{game.names[game.to_move]} (bot) moves."


def end_note(game: CholaGame, *, expert: bool = False) -> str:
    """The result and the final scores, with each player's own stones in the temple (the
    tie-break, CHOLA-E1) or, on the Expert board, their wagon's levels; ``""`` while the
    game is on."""
    result = game.result()
    if result is None:
        return ""
    if expert and is_expert(game):
        counts = ", ".join(
            f"{name} {score} points ({sum(game.wagon(s))} wagon levels)"
            for s, (name, score) in enumerate(zip(game.names, game.scores, strict=True))
        )
    else:
        counts = ", ".join(
            f"{name} {score} points ({game.own_stones_in_temple(s)} own stones in the temple)"
            for s, (name, score) in enumerate(zip(game.names, game.scores, strict=True))
            if s < game.players
        )
    return f"Game over. {result.message} Final: {counts}. {NEW_GAME_HINT}"


def player_notes(seats: Sequence[str]) -> tuple[str, ...]:
    """What the picture writes under each seat's name: nothing for a person, the bot's level.

    >>> player_notes(("human", "planner"))
    ('', 'planner bot')
    """
    return tuple("" if kind == "human" else f"{kind} bot" for kind in seats)


def view_seat(game: CholaGame, seats: Sequence[str]) -> int | None:
    """Whose cards are drawn face up: the person to move; while a bot moves, the only
    person's, or nobody's (``-1``) when several people share the screen; every card
    (``None``) when the game is over or only bots play.

    >>> from tulakit.chola.variants import make_game
    >>> game = make_game(3, seed=1)
    >>> [view_seat(game, seats) for seats in (("human", "human", "greedy"),
    ...  ("greedy", "human", "human"), ("greedy", "human", "greedy"), ("greedy",) * 3)]
    [0, -1, 1, None]
    """
    if game.is_over():
        return None
    humans = [s for s, kind in enumerate(seats) if kind == "human"]
    if not humans:
        return None  # only bots: watch everything
    if game.to_move in humans:
        return int(game.to_move)
    return humans[0] if len(humans) == 1 else -1
