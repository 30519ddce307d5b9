"""Review a Chola temple game: each build against the best build there was, sculptures
left on the board, and stones and cards held to the end for nothing.

A build is weighed by its **net value**, the greedy bot's measure
(:func:`tulakit.chola.values.net_value`): the builder's points from it minus the points it
hands to every other seat (CHOLA-P1..P3, T1, T2), as :meth:`CholaGame.preview` scores it.
A sculpt is worth the points of its tile (twice with the double card, CHOLA-X3, B1).

- **A build or a sculpt** is compared with the best build and the best sculpt legal at
  that point; a drop of 2, 4 or 7 points or more is an inaccuracy, a mistake or a
  blunder. The thresholds come from greedy self-play (3 players, Basic and Expert): the
  best build of a turn is worth 2 to 4 net most of the time, and 7 or more in about one
  turn in twenty, so 2 points is most of an ordinary build, 4 a good build, and 7 more
  than the best build of almost any turn.
- **A pick, a draw or a replace** scores nothing now but prepares later builds, so it is
  not weighed against builds; it is against a sculpture that was there to make (a
  sculpture is scarce and any player may take it): ``"missed sculpture"``.
- **The again card** (CHOLA-B1) is judged by the two actions that follow it.
- **At the end** of a finished game, each seat's last entry says which stones and cards
  it still held (they score nothing): ``"held to no use"``. These notes add no mark.

``better`` is then the best build or sculpt; ``value`` and ``best_value`` are the net
points of the move played and of the best one (0 for a move that scores nothing).

>>> from tulakit.chola import new_game
>>> game = new_game(players=2, seed=1, deck="proposed60")
>>> _ = game.play("build c9 white@0,0")  # Brown's card c9, one stone: +1 net
>>> entry = review(game)[0]
>>> entry.mark, entry.value, entry.best_value
('inaccuracy', 1.0, 3.0)
>>> print(entry.why)  # doctest: +NORMALIZE_WHITESPACE
Brown built with card c9: white on (0,0), for +1 net (1 for Brown, 0 for the others).
Better: build with card c55: brown on (0,0), gold on (1,0), gold on (0,1), brown on
(1,1), worth +3 net.
"""

from __future__ import annotations

from dataclasses import replace

from tulakit.chola.bonus import bonus_card
from tulakit.chola.game import CholaGame
from tulakit.chola.moves import Again, Build, CholaMove, Sculpt
from tulakit.chola.options import COLOUR_NAMES
from tulakit.chola.values import net_value, sculpt_value
from tulakit.review import ReviewEntry, mark_for, positions
from tulakit.words import and_list, counted, stones_words

__all__ = ["THRESHOLDS", "review"]

#: drops in net points that make an inaccuracy, a mistake and a blunder (module doc)
THRESHOLDS = (2, 4, 7)


def review(game: CholaGame) -> list[ReviewEntry[CholaMove]]:
    """One :class:`~tulakit.review.ReviewEntry` per move of ``game``, from its start."""
    entries = [_judge(probe, move) for probe, move in positions(game)]
    if game.is_over():
        _note_the_end(game, entries)
    return entries


def _best_build(game: CholaGame, builds: list[Build]) -> tuple[int, Build | None]:
    """The build of most net value; among equals the bigger, then the first in notation."""
    best: tuple[int, int, str] | None = None
    choice = None
    for move in builds:
        key = (net_value(game, move), len(move.placement), _reversed(str(move)))
        if best is None or key > best:
            best, choice = key, move
    return (best[0], choice) if best is not None else (0, None)


def _best_sculpt(game: CholaGame, sculpts: list[Sculpt]) -> tuple[int, Sculpt | None]:
    """The sculpt of most points; among equals the cheapest in hand stones, then in
    stones, then one that keeps a discard-after-use card, then the first in notation."""
    best: tuple[int, int, int, int, str] | None = None
    choice = None
    for move in sculpts:
        discards = move.card is not None and bonus_card(move.card).discard_after_use
        key = (
            sculpt_value(game, move),
            -sum(move.hand),
            -sum(move.paid),
            -int(discards),
            _reversed(str(move)),
        )
        if best is None or key > best:
            best, choice = key, move
    return (best[0], choice) if best is not None else (0, None)


def _reversed(text: str) -> str:
    """A key under which the first text in order is the largest (``max`` picks it)."""
    return "".join(chr(0x10FFFF - ord(c)) for c in text)


def _judge(game: CholaGame, move: CholaMove) -> ReviewEntry[CholaMove]:
    seat = game.to_move
    who = game.names[seat]
    if isinstance(move, Again):
        return ReviewEntry(
            move,
            None,
            None,
            f"{who} played the again card: two actions now and the next turn skipped "
            "(CHOLA-B1); the two actions are judged on their own.",
            seat,
        )
    legal = game.legal_moves()
    build_value, build = _best_build(game, [m for m in legal if isinstance(m, Build)])
    sculpt_worth, sculpt = _best_sculpt(game, [m for m in legal if isinstance(m, Sculpt)])
    if isinstance(move, Build):
        value = net_value(game, move)
        points = game.preview(move).points
        parts = [
            f"{who} built {_lower(move.describe()).removeprefix('build ')}, for "
            f"{value:+d} net ({points[seat]} for {who}, {sum(points) - points[seat]} for the "
            "others)."
        ]
    elif isinstance(move, Sculpt):
        value = sculpt_value(game, move)
        parts = [f"{who} sculpted slot {move.slot} for {value} points."]
    else:
        value = 0
        parts = [f"{who}: {move.describe()}, which scores nothing now."]
    scoring = isinstance(move, (Build, Sculpt))
    # the rivals the move is weighed against: builds only for a build or a sculpt
    rivals: list[tuple[int, CholaMove]] = []
    if scoring and build is not None:
        rivals.append((build_value, build))
    if sculpt is not None:
        rivals.append((sculpt_worth, sculpt))
    best_value, better = max(rivals, key=lambda r: r[0], default=(value, None))
    mark = None
    notes: list[str] = []
    if better is not None and better != move and best_value > value:
        mark = mark_for(best_value - value, THRESHOLDS)
    if mark is None:
        better = None
        best_value = max(best_value, value)
        parts.append(_unmarked(scoring, value, best_value, build_value if build else None))
    elif isinstance(better, Sculpt):
        notes.append("missed sculpture")
        parts.append(
            f"A sculpture was there to make: {better.describe()}, worth {best_value} points."
        )
    else:
        assert better is not None
        notes.append("better build")
        parts.append(f"Better: {better.describe()}, worth {best_value:+d} net.")
    return ReviewEntry(
        move, mark, better, " ".join(parts), seat, float(value), float(best_value), tuple(notes)
    )


def _unmarked(scoring: bool, value: int, best_value: int, build_value: int | None) -> str:
    if scoring:
        if value >= best_value:
            return "No build or sculpt was worth more."
        return f"Close to the best there was ({best_value:+d} net)."
    if build_value is not None and build_value >= THRESHOLDS[1]:
        return (
            f"A build worth {build_value:+d} net was there; a pick or a draw is not weighed "
            "against it (it prepares later builds)."
        )
    return "It is not weighed in points: it prepares later builds."


def _note_the_end(game: CholaGame, entries: list[ReviewEntry[CholaMove]]) -> None:
    """Add to each seat's last entry the stones and cards it held at the end."""
    last: dict[int, int] = {}
    for i, entry in enumerate(entries):
        last[entry.player] = i
    for seat, i in sorted(last.items()):
        hand = game.hand(seat)
        stones = sum(hand)
        cards = len(game.cards(seat))  # solo builds from face-up cards: none held
        if not stones and not cards:
            continue
        held = []
        if stones:
            colours = stones_words(hand, COLOUR_NAMES)
            held.append(f"{counted(stones, 'stone')} ({colours})")
        if cards:
            names = and_list(f"c{c}" for c in game.cards(seat))
            held.append(f"{counted(cards, 'card')} ({names})")
        who = game.names[seat]
        text = f" At the end {who} still held {and_list(held)}, which scored nothing."
        entry = entries[i]
        entries[i] = replace(entry, why=entry.why + text, notes=(*entry.notes, "held to no use"))


def _lower(text: str) -> str:
    return text[:1].lower() + text[1:]
