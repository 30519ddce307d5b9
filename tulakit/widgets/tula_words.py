"""The sentences a Tula board says on its status line, as pure functions of the game.

What to do next, what a move just did, how the game ended and from where it could still
have been won, what the stack is, what the Mercy button and the Auto-reveal switch mean:
each from the game (and the solver's verdict, :mod:`tulakit.tula.verdict`), so they can
be read and tested without a widget. The board (:mod:`tulakit.widgets.tula_board`) says
them.

>>> from tulakit.tula import new_game
>>> game = new_game(seed=7)
>>> turn_note(game)
'Choose the top tile (23) to reveal it, then choose it again to start the stack.'
>>> game.play_all(["R23", "T23"])
>>> turn_note(game)
'Take face-up tiles that match the 4 of Moons by suit or value.'
>>> stack_words(game)
'That is the stack (1 tile); its top tile is the 4 of Moons. Take face-up tiles that match it by suit or by value.'
>>> stack_words(new_game(seed=7))
'That is where the stack goes: the first tile you take starts it (TULA-6).'
"""

from __future__ import annotations

from tulakit.tula.game import TulaGame
from tulakit.tula.moves import TulaMove
from tulakit.tula.tiles import tile_name
from tulakit.widgets.board import NEW_GAME_HINT
from tulakit.words import counted

#: what the Mercy button says (TULA-7)
MERCY_WORDS = (
    "Mercy (TULA-7): the top tile matches none of the three layer-3 tiles, so you may "
    "exchange it with one of them once. Choose tile 20, 21 or 22 to make the exchange."
)


def turn_note(game: TulaGame) -> str:
    """What to do next while the game is on: start the stack, or what to match."""
    if not game.stack:
        if game.is_face_up(23):
            return "Take the top tile (23) to start the stack."
        return "Choose the top tile (23) to reveal it, then choose it again to start the stack."
    return f"Take face-up tiles that match the {tile_name(game.top or 'S0')} by suit or value."


def end_note(message: str, rewind_to: int | None) -> str:
    """How the game ended (its result's ``message``) and what next: a new game, or, when
    keeping ``rewind_to`` moves would make it winnable again, going back there.

    >>> end_note("You won.", None)
    'You won. Press New game to play again.'
    >>> end_note("Lost.", 4)
    'Lost. You could still have won before move 5: press Back to last winnable to try again from there, or New game.'
    """
    if rewind_to is None:
        return f"{message} {NEW_GAME_HINT}"
    return (
        f"{message} You could still have won before move {rewind_to + 1}: press "
        f"Back to last winnable to try again from there, or New game."
    )


def lost_words(moves: int) -> str:
    """What the board says the moment a winnable game is lost, after ``moves`` moves (the
    solver sees every tile, so it knows at once)."""
    return (
        "From here the game can no longer be won, whatever order you take the tiles "
        f"in: you could still have won before move {moves}. Press Back to "
        "last winnable to go back, or play on."
    )


def stack_words(game: TulaGame) -> str:
    """What a click on the stack says: its size, its top tile and what matches it (or,
    before the opening, that it has none yet)."""
    if game.top is None:
        return "That is where the stack goes: the first tile you take starts it (TULA-6)."
    return (
        f"That is the stack ({counted(len(game.stack), 'tile')}); its top tile is the "
        f"{tile_name(game.top)}. Take face-up tiles that match it "
        "by suit or by value."
    )


def played_words(game: TulaGame, move: TulaMove, before_top: str | None, before_up: int) -> str:
    """What ``move``, just played on ``game``, did: the tile revealed, the opening
    (TULA-6), the new top of the stack or the mercy exchange (TULA-7), and the tiles
    auto-reveal turned up (TULA-9). ``before_top`` and ``before_up`` are the stack's top
    and the face-up tiles (``game.face_up_mask``) before it.

    >>> from tulakit.tula import new_game
    >>> game = new_game(seed=7)
    >>> _ = game.play("R23")
    >>> played_words(game, game.moves[-1], None, 0)
    'Revealed tile 23: the 4 of Moons.'
    >>> _ = game.play("T23")
    >>> played_words(game, game.moves[-1], None, 1 << 23)
    'The opening: the 4 of Moons starts the stack.'
    """
    position = move.position
    tile = tile_name(game.top or "S0")
    if move.kind == "R":
        text = f"Revealed tile {position}: the {tile_name(game.tile_at(position))}."
    elif move.kind == "T" and before_top is None:
        text = f"The opening: the {tile} starts the stack."
    elif move.kind == "T":
        text = f"Took the {tile} from tile {position}: it is the new top of the stack."
    else:
        text = (
            f"Mercy: the {tile_name(before_top or 'S0')} went to tile {position} "
            f"and the {tile} is now the stack's only tile."
        )
    turned = bin(game.face_up_mask & ~before_up).count("1") - (move.kind == "R")
    if game.options.auto_reveal and turned > 0:
        text += f" Auto-reveal turned up {counted(turned, 'tile')}."
    return text


def auto_reveal_words(on: bool) -> str:
    """What the Auto-reveal switch (TULA-9) says when it is turned ``on`` or off."""
    state = (
        "on: tiles are turned up as soon as they may be revealed"
        if on
        else "off: choose a face-down tile to reveal it"
    )
    return f"Auto-reveal (TULA-9) is {state}. The game goes on from the same position."


__all__ = [
    "MERCY_WORDS",
    "auto_reveal_words",
    "end_note",
    "lost_words",
    "played_words",
    "stack_words",
    "turn_note",
]
