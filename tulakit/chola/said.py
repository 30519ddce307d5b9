"""A Chola turn just played, in one sentence: the same form for people and bots.

A board's status line says each player's turn as ``"<seat colour>[ (<bot>)]: <what it
did>."`` (as the Tulaga board does: "Black: placed e5."), one sentence per turn, in the
past tense, with the points a build or a sculpture scored (CHOLA-P1..P3, T1, T2, X3) and
the scores after it. The end of the game is *not* said here: the board says the result
once, after the last turn (CHOLA-E1, E2).

>>> from tulakit.chola import new_game
>>> game = new_game(players=2, seed=1)
>>> _ = game.play("build c9 white@0,0")
>>> said(game.names[0], None, turn_words(game))
'Brown: built c9 with white on (0,0); +1 for Brown: 1 white stone placed; scores now Brown 1, White 0.'
>>> _ = game.play("draw stack")
>>> said("White", "greedy bot", turn_words(game))
'White (greedy bot): drew the top card of the stack.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tulakit.chola.game import CholaGame

#: a move's words (``describe()``) start with a verb: its past tense for the status line
_PAST: tuple[tuple[str, str], ...] = (
    ("build with card ", "built "),
    ("pick 2 stones from the bag", "picked"),
    ("put ", "put "),
    ("draw ", "drew "),
    ("sculpt ", "sculpted "),
    ("play ", "played "),
)
#: report lines that end the game: the board says the result once, after the turn
_ENDING = "Game over:"


def said(side: str, who: str | None, words: str) -> str:
    """One sentence for one player's turn: the seat, who plays it (``"greedy bot"``;
    ``None`` for a person: the seat's colour names them), then what they did.

    >>> said("White", "greedy bot", "picked gold and grey"), said("Grey", None, "drew up2")
    ('White (greedy bot): picked gold and grey.', 'Grey: drew up2.')
    """
    return f"{side}{f' ({who})' if who else ''}: {words}."


def _past(action: str) -> str:
    for present, past in _PAST:
        if action.startswith(present):
            return past + action[len(present) :]
    return action


def turn_words(game: CholaGame, *, detail: bool = True) -> str:
    """What the last turn did, in the past tense and without the mover's name; with
    ``detail`` also what it scored and the scores after a build or a sculpture (else the
    action alone, for a turn an earlier sentence already told in full).

    >>> from tulakit.chola import new_game
    >>> game = new_game(players=2, seed=1)
    >>> _ = game.play("draw up2")
    >>> turn_words(game), turn_words(game, detail=False)
    ('drew face-up card 2; it was c64; c58 is turned face up in its place', 'drew face-up card 2')
    """
    report = game.last_report()
    first, *rest = report.lines
    action = first.split(": ", 1)[1] if ": " in first else first
    move = report.move
    if move == "pick" and rest:  # "picked brown and grey" says more than "pick 2 stones"
        action, rest = rest[0], rest[1:]
    elif move.startswith("replace") and rest:
        action = f"{_past(action).rsplit(' and draw ', 1)[0]} and {rest[0]}"
        rest = rest[1:]
    else:
        action = _past(action)
        if move.startswith("build"):  # "built c9 with white on (0,0)"
            card, _, stones = action.partition(": ")
            action = f"{card} with {stones}" if stones else card
    if not detail:
        return action
    parts = [action, *(line.rstrip(".") for line in rest if not line.startswith(_ENDING))]
    if move.startswith(("build", "sculpt")):
        scores = ", ".join(f"{n} {s}" for n, s in zip(game.names, game.scores, strict=True))
        parts.append(f"scores now {scores}")
    return "; ".join(parts)


__all__ = ["said", "turn_words"]
