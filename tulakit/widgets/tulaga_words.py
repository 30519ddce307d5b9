"""The sentences a Tulaga board says on its status line, as pure functions of the game.

Whose turn it is and what to click, how the game ended, what a placed stone offers,
how a bot is named: each from the game, the turn being built
(:class:`~tulakit.tulaga.turn.TurnBuilder`) and the players, so they can be read and
tested without a widget. The board (:mod:`tulakit.widgets.tulaga_board`) says them.

>>> from tulakit.tulaga.game import TulagaGame
>>> game = TulagaGame()
>>> turn_note(game, "human", bot_turn=False)
'Black to move: click an empty point to place a simple stone.'
>>> greeting(game, "club", bot_turn=True)
'Black (club bot) moves.'
"""

from __future__ import annotations

from tulakit.tulaga.board import name
from tulakit.tulaga.game import COLOUR_NAMES, TulagaGame
from tulakit.tulaga.levels import level_named
from tulakit.tulaga.moves import Claim
from tulakit.tulaga.turn import TurnBuilder
from tulakit.widgets.board import NEW_GAME_HINT


def bot_words(level: str) -> str:
    """How the status names a level's bot.

    >>> bot_words("club")
    'club bot'
    """
    return f"{level_named(level).title.lower()} bot"


def tulaga_words(tulaga: Claim) -> str:
    """A Tulaga in words: a row by its ends, a perimeter by its centre and stones."""
    if tulaga.centre is None:
        return f"row {name(tulaga.stones[0])}-{name(tulaga.stones[-1])}"
    return f"perimeter around {name(tulaga.centre)} ({', '.join(name(q) for q in tulaga.stones)})"


def end_note(game: TulagaGame) -> str:
    """The result and what to do next; ``""`` while the game is on."""
    result = game.result()
    return f"{result.message} {NEW_GAME_HINT}" if result is not None else ""


def turn_note(game: TulagaGame, opponent: str, *, bot_turn: bool) -> str:
    """What the person to move may do (``opponent`` ``"human"`` or a bot level); the end
    of the game when it is over; nothing on the bot's turn."""
    if game.is_over():
        return end_note(game)
    colour = COLOUR_NAMES[game.to_move]
    if bot_turn:
        return ""
    you = " (you)" if opponent != "human" else ""
    return f"{colour}{you} to move: click an empty point to place a simple stone."


def greeting(game: TulagaGame, opponent: str, *, bot_turn: bool) -> str:
    """The status line of a game just put on the board: the turn note, or who moves."""
    if game.is_over():
        return end_note(game)
    return (
        turn_note(game, opponent, bot_turn=bot_turn)
        or f"{COLOUR_NAMES[game.to_move]} ({bot_words(opponent)}) moves."
    )


def offer_note(builder: TurnBuilder) -> str:
    """What a stone just placed offers to claim, and how to claim it or not."""
    count = len(builder.tulagas)
    if count == 1:
        what = f"the {tulaga_words(builder.tulagas[0])}"
        action = "click one of its stones (or Claim) to claim it"
    else:
        what = f"{count} Tulagas (numbered)"
        action = "click a stone of the one you want (a stone shared by several shows them in turn)"
    return (
        f"{name(builder.placed or 0)} makes {what}: {action}, or press Decline to claim "
        "nothing, Cancel to take the stone back."
    )


def no_reap_now(builder: TurnBuilder) -> str:
    """Why a reap arrow cannot be clicked: it is not shown, or not yet.

    >>> from tulakit.tulaga.game import TulagaGame
    >>> no_reap_now(TurnBuilder(TulagaGame()))
    'There is no reap to choose now: reaping comes right after a claim (TULAGA-6).'
    """
    if builder.stage == "reap":
        return "Click one of the four arrows to reap."
    return "There is no reap to choose now: reaping comes right after a claim (TULAGA-6)."
