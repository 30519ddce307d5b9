"""What a board's review shows, in pictures and words: one module for the three games.

The engine judges the moves (:mod:`tulakit.review`, ``tula.review``, ``tulaga.review``,
``chola.review``); this module turns a :class:`~tulakit.review.ReviewEntry` into what a
board shows: outlines on the board's own picture round the regions a move uses
(:func:`move_keys`, :func:`outline`), the entry in words for the status line, the move
menu and a summary, and a hint for an exercise that does not give the answer away.
The played move is outlined dashed in vermillion, the better one solid in blue (the
Okabe-Ito colours, told apart by the dash too, and named in words as well).

>>> from tulakit.review import ReviewEntry
>>> from tulakit.tula.moves import TulaMove
>>> entry = ReviewEntry(TulaMove("T", 5), "mistake", TulaMove("T", 7), "T7 kept more open.")
>>> move_keys(entry.move), move_keys(entry.better)
([5], [7])
>>> menu_label(2, entry)
'3. T5: mistake'
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from tulakit.drawing.palette import HL_BLUE, HL_VERMILLION, ON_MARK
from tulakit.drawing.scene import Key, Polygon, Scene
from tulakit.protocol import GameState
from tulakit.review import MARKS, ReviewEntry, count_marks

__all__ = [
    "BETTER_COLOUR",
    "PLAYED_COLOUR",
    "TULAGA_DEPTH",
    "entry_words",
    "hint_words",
    "menu_label",
    "move_keys",
    "outline",
    "reason_without",
    "run_review",
    "summary_words",
]

#: the outline of the move played, and of the better move
PLAYED_COLOUR = HL_VERMILLION
BETTER_COLOUR = HL_BLUE
#: turns the Tulaga review searches from each position: 2 sees the opponent's answer
#: (the engine's ``DEFAULT_DEPTH``, which the registry's review uses; a test checks).
#: bench/bench_review.py (40 turns, strong bot against greedy, 2 shared cores under load
#: 5-11): depth 2 takes 0.7 s CPU, 1.9 s wall on average and 3.5 s at most; depth 3 takes
#: 4 s CPU and up to 11 s wall, too long to wait for on a page, even with a progress bar.
#: Quiet (load under 1 per core): depth 2 0.6 s, depth 3 2.9 s, a board's Review button
#: 0.7 s. Opening the review on a busy board: 0.6 s CPU, 0.9-1.2 s wall; a try, under 1 s.
TULAGA_DEPTH = 2

#: a mark in words, at the start of a sentence
MARK_WORDS = {"inaccuracy": "An inaccuracy", "mistake": "A mistake", "blunder": "A blunder"}
#: what a note found means, for a hint that does not name the move
NOTE_HINTS = {
    # a note, not the mark (issue 26): the answer is the best move from what could be seen
    "lost the win": "With every tile known, the move played lost the win.",
    "lower chance": "From what could be seen, another move keeps a win within reach more often.",
    "missed tulaga": "A Tulaga was there to claim (TULAGA-5).",
    "missed reap": "A better reap was there (TULAGA-6).",
    "lets opponent reap": "Think about what the opponent can claim and reap next.",
    "missed sculpture": "A sculpture was there to make (CHOLA-X3).",
    "better build": "Another build was worth more net points.",
}


def run_review(game: GameState[Any]) -> list[ReviewEntry[Any]]:
    """The engine's review of ``game`` (which is not changed), for any registered game.

    >>> from tulakit import chola
    >>> game = chola.new_game(players=2, seed=1, deck="proposed60"); _ = game.play("build c9 white@0,0")
    >>> [entry.mark for entry in run_review(game)]
    ['inaccuracy']
    """
    # the registry names the game's review (tulakit.games), which imports only its engine
    from tulakit.games import entry_for

    try:
        review = entry_for(game).review
    except KeyError:
        review = None
    if review is None:
        raise ValueError(f"no review for the game {game.game_name!r}")
    return review(game)


def move_keys(move: object) -> list[Key]:
    """The board regions a move uses, the first where it starts: a Tula tile, a Tulaga
    point (and the stones and rank point of its claim), a Chola build's spaces.

    >>> from tulakit.tulaga.board import name
    >>> from tulakit.tulaga.moves import TulagaMove
    >>> [name(p) for p in move_keys(TulagaMove.parse("d6 =e6(d5,d6,e7,f5)"))]
    ['d6', 'd5', 'e7', 'f5', 'e6']
    >>> from tulakit.chola.moves import Pick
    >>> move_keys(Pick())
    []
    """
    keys: list[Key] = []
    position = getattr(move, "position", None)
    if isinstance(position, int):
        keys.append(position)
    place = getattr(move, "place", None)
    if isinstance(place, int):
        keys.append(place)
        claim = getattr(move, "claim", None)
        if claim is not None:
            keys += [*claim.stones, claim.rank_point]
    placement = getattr(move, "placement", None)
    if placement is not None:
        keys += [space for space, _colour in placement]
    return list(dict.fromkeys(keys))


def outline(scene: Scene, keys: Sequence[Key], colour: str, *, dashed: bool) -> int:
    """Draw an outline round each region of ``scene`` named in ``keys`` (a white line
    under it, so it shows on any colour); return how many were outlined.

    >>> from tulakit.drawing.scene import rect_points
    >>> scene = Scene(40, 20); scene.add_region("a", rect_points(0, 0, 20, 20))
    >>> outline(scene, ["a", "b"], HL_BLUE, dashed=False), len(scene.root.items)
    (1, 2)
    """
    found = 0
    for region in scene.regions:
        if region.key in keys:
            found += 1
            scene.add(Polygon(region.points, stroke=ON_MARK, stroke_width=8))
            scene.add(
                Polygon(
                    region.points,
                    stroke=colour,
                    stroke_width=5,
                    dash=(8, 4) if dashed else (),
                )
            )
    return found


def menu_label(index: int, entry: ReviewEntry[Any]) -> str:
    """The move menu's line for the entry of move ``index`` (from 0)."""
    mark = f": {entry.mark}" if entry.mark else ""
    return f"{index + 1}. {entry.move}{mark}"


def entry_words(index: int, entries: Sequence[ReviewEntry[Any]], *, shown: str = "") -> str:
    """The status line for move ``index``: which move, its mark, the reason, the better
    move and where the board shows it (``shown``: what the picture shows).

    >>> from tulakit.review import ReviewEntry
    >>> entries = [ReviewEntry("T5", "blunder", "T7", "T7 kept the win.")]
    >>> entry_words(0, entries)
    'Move 1 of 1: T5. A blunder: T7 kept the win. Better: T7, outlined in blue.'
    """
    entry = entries[index]
    text = f"Move {index + 1} of {len(entries)}: {_move_words(entry.move)}. "
    if entry.mark is None:
        text += f"No mark: {entry.why}"
    else:
        text += f"{MARK_WORDS[entry.mark]}: {entry.why}"
    if entry.better is not None and "Better:" in entry.why:
        text += " The better move is outlined in blue."
    elif entry.better is not None:
        text += f" Better: {_move_words(entry.better)}, outlined in blue."
    if shown:
        text += f" {shown}"
    return text


def summary_words(entries: Sequence[ReviewEntry[Any]], names: Sequence[str] = ()) -> str:
    """The marks of a whole game in words, per player when ``names`` are given.

    >>> from tulakit.review import ReviewEntry
    >>> entries = [ReviewEntry("a", "mistake", "b", ""), ReviewEntry("c", None, None, "", 1)]
    >>> summary_words(entries)
    '2 moves reviewed: 1 mistake.'
    >>> summary_words(entries, ["Black", "White"])
    '2 moves reviewed. Black: 1 mistake. White: no marks.'
    """
    moves = f"{len(entries)} move{'s' * (len(entries) != 1)} reviewed"
    if len(names) < 2:
        return f"{moves}: {_counts(count_marks(entries))}."
    parts = [f"{name}: {_counts(count_marks(entries, seat))}." for seat, name in enumerate(names)]
    return f"{moves}. {' '.join(parts)}"


def hint_words(entry: ReviewEntry[Any]) -> str:
    """A hint for finding the better move: what kind of move it is and what the review
    found, never the move itself.

    >>> from tulakit.review import ReviewEntry
    >>> from tulakit.tula.moves import TulaMove
    >>> hint_words(ReviewEntry(TulaMove("T", 5), "blunder", TulaMove("T", 7), "", notes=("lost the win",)))
    "Look for a move that starts with 'take'. With every tile known, the move played lost the win."
    """
    better = entry.better
    words = better.describe().split() if better is not None else []
    text = f"Look for a move that starts with '{words[0]}'." if words else ""
    notes = [NOTE_HINTS[n] for n in entry.notes if n in NOTE_HINTS]
    return " ".join([text, *notes]).strip()


def reason_without(why: str, move: object, mark: str | None, notes: Sequence[str] = ()) -> str:
    """The engine's reason ``why`` without the sentences that name ``move`` (the answer an
    exercise asks for); when nothing is left, the mark and what the review found.

    >>> reason_without("Black placed i8: 0% after it. Better: place d6. d6 claims.", "d6", "blunder")
    'Black placed i8: 0% after it.'
    >>> reason_without("Taking tile 5 lost the win: tile 7 keeps it.", "T7", "blunder", ["lost the win"])
    'The review marks it a blunder. With every tile known, the move played lost the win.'
    """
    # the move's names of places: 'd6', 'c55', 'T21' (a letter and a digit), 'tile 21'
    parts = re.split(r"[\s=(),@>]+", str(move))
    tokens = {t for t in parts if re.search(r"\d", t) and re.search(r"[A-Za-z]", t)}
    position = getattr(move, "position", None)
    if isinstance(position, int):
        tokens.add(f"tile {position}")
    if len(str(move)) > 1 and str(move)[0] in "TRX" and str(move)[1:].isdigit():
        tokens.add(f"tile {str(move)[1:]}")
    kept = [
        sentence
        for sentence in re.split(r"(?<=[.!?])\s+(?=[A-Z])", why)
        if not sentence.startswith("Better:")
        and not any(re.search(rf"(?<![\w-]){re.escape(t)}(?![\w])", sentence) for t in tokens)
    ]
    if kept:
        return " ".join(kept)
    found = [NOTE_HINTS[n] for n in notes if n in NOTE_HINTS]
    return " ".join(
        [f"The review marks it {MARK_WORDS.get(mark or '', 'weaker').lower()}.", *found]
    )


def _counts(counts: dict[str, int]) -> str:
    found = [f"{counts[m]} {m}{'s' if counts[m] != 1 else ''}" for m in MARKS if counts[m]]
    text = ", ".join(found) if found else "no marks"
    return text.replace("inaccuracys", "inaccuracies")


def _move_words(move: object) -> str:
    describe = getattr(move, "describe", None)
    words = describe() if callable(describe) else ""
    return f"{move} ({words})" if words and words != str(move) else str(move)
