"""What the review's marks mean, in words: the folded help under every review panel.

The review (:mod:`tulakit.review`) marks a move an inaccuracy, a mistake or a blunder, as
chess players write ?!, ? and ??. What the numbers beside a mark are differs by game, and
in Tula, whose tiles lie face down, a mark judges only what the player could see (issue
26): this module says so once, where the review is first met, for the board's game.

>>> help = marks_help("tula")
>>> help[0]
'?! an inaccuracy, ? a mistake, ?? a blunder: the move played was a little, clearly or much weaker than the best move the review found, which the board outlines in blue.'
>>> any("A reveal is never marked" in line for line in help)
True
>>> marks_help_html("chola").startswith('<details class="review-help"><summary>What the marks mean')
True
"""

from __future__ import annotations

import html

from tulakit.review import CHANCE_THRESHOLDS

__all__ = ["HELP_TITLE", "marks_help", "marks_help_html"]

#: the folded section's title
HELP_TITLE = "What the marks mean"

_POINTS = ", ".join(str(round(t * 100)) for t in CHANCE_THRESHOLDS[:2])
_CHANCE = (
    f"A drop of {_POINTS} or {round(CHANCE_THRESHOLDS[2] * 100)} points or more from the "
    "best move's chance gives ?!, ? or ??."
)


def _game_help(game_name: str) -> tuple[str, ...]:
    """What ``game_name``'s numbers are and what is never marked (``GameState.game_name``).

    Each game's engine is imported for its own help only: a board's page then loads no
    other game (a tenth of a second or more of a static page's start in the browser)."""
    if game_name == "tula":
        return (
            "The percentages are your chance of winning after each take or exchange, worked "
            "out over the ways the face-down tiles could lie (every way once five or fewer "
            "are face down), each later choice made only from what would then be in view. "
            + _CHANCE,
            "A mark judges only what you could see. When, with every tile known, a move "
            "lost a deal that could still be won, the review says so in a note without a "
            "mark: from what you could see it may still have been the best choice, and the "
            "tiles face down lay against you.",
            "A reveal is never marked: it only turns a tile over, so it gives information "
            "and takes no choice away (TULA-9).",
        )
    if game_name == "tulaga":
        from tulakit.tulaga.game_review import DEFAULT_DEPTH

        return (
            "The percentages are the mover's chance of winning, from the strong bot's "
            f"evaluation of the position {DEFAULT_DEPTH} turns ahead. " + _CHANCE,
        )
    if game_name == "chola":
        from tulakit.chola.game_review import THRESHOLDS

        net = ", ".join(str(t) for t in THRESHOLDS[:2])
        return (
            "The numbers are net points: what a build scores for its builder minus what "
            f"it hands to the others. Falling short of the best build or sculpt by {net} "
            f"or {THRESHOLDS[2]} net points or more gives ?!, ? or ??. A pick, a draw or a "
            "replace scores nothing yet, so it is marked only when it passed over a "
            "sculpture.",
        )
    return ()


def marks_help(game_name: str) -> list[str]:
    """The help in sentences, a paragraph a line: the marks, then what ``game_name``'s
    numbers are (nothing more for a game this module does not know).

    >>> marks_help("tulaga")[1][:43]
    "The percentages are the mover's chance of w"
    >>> len(marks_help("a game of its own"))
    1
    """
    first = (
        "?! an inaccuracy, ? a mistake, ?? a blunder: the move played was a little, "
        "clearly or much weaker than the best move the review found, which the board "
        "outlines in blue."
    )
    return [first, *_game_help(game_name)]


def marks_help_html(game_name: str) -> str:
    """The help as a folded section (closed until opened, so it costs one line)."""
    paragraphs = "".join(f"<p>{html.escape(p)}</p>" for p in marks_help(game_name))
    return f'<details class="review-help"><summary>{HELP_TITLE}</summary>{paragraphs}</details>'
