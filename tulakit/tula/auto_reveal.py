"""Switching auto-reveal (TULA-9) on or off in a game under way, as the Tula board's
switch does: a rule of the game, so it lives in the engine (TULA-7, TULA-9)."""

from __future__ import annotations

from tulakit.tula.game import TulaGame
from tulakit.tula.geometry import LAYER3
from tulakit.tula.moves import TulaMove


def with_auto_reveal(game: TulaGame, auto_reveal: bool) -> TulaGame:
    """The same game from the same deal, replayed with auto-reveal (TULA-9) on or off.

    Revealing only gives information, so the position carries over: switching on drops
    the reveal moves (the game turns those tiles up itself); switching off reveals, by
    hand, every tile the old game had turned up, and before a mercy exchange the three
    layer-3 tiles it needs face up (TULA-7).

    >>> from tulakit.tula import new_game
    >>> game = new_game(seed=7)
    >>> game.play_all(["R23", "T23"])
    >>> auto = with_auto_reveal(game, True)
    >>> [str(m) for m in auto.moves], auto.stack == game.stack
    (['T23'], True)
    >>> [str(m) for m in with_auto_reveal(auto, False).moves]
    ['R23', 'T23', 'R20', 'R21', 'R22']
    """
    replay = TulaGame(game.deal, mercy=game.options.mercy, auto_reveal=auto_reveal, seed=game.seed)
    for move in game.moves:
        if move.kind == "R":
            continue  # the reveals needed are made just before the moves that need them
        if not auto_reveal and not replay.is_face_up(move.position):
            replay.play(TulaMove("R", move.position))
        if move.kind == "X" and not auto_reveal:
            for p in LAYER3:  # TULA-7 needs all three layer-3 tiles face up
                if not replay.is_face_up(p):
                    replay.play(TulaMove("R", p))
        replay.play(move)
    if not auto_reveal:
        for p in range(24):
            if game.is_face_up(p) and not replay.is_face_up(p):
                replay.play(TulaMove("R", p))
    return replay


__all__ = ["with_auto_reveal"]
