"""The exercises of the Solo tutorial: one per step of the procedure (CHOLA-SO2), and the
scoring against the virtual opponent (CHOLA-SO1).

Pure engine code, as :mod:`tulakit.chola.lessons` is for Basic. The positions are the
lessons' prepared solo starts; every verdict comes from the engine: the move played on a
copy and the steps its report lists (:func:`tulakit.chola.lessons.solo_steps`), the legal
builds, or :func:`tulakit.chola.builds.why_card_fails`. Only through the game's public
API: the procedure itself is the engine's business.

>>> quiz = step1_quiz()
>>> sorted(quiz.targets)
['refill']
>>> quiz.pick("pick").text
'no: the solo game has no Pick action: you never choose to take stones (CHOLA-SO2)'
"""

from __future__ import annotations

from collections.abc import Hashable

from tulakit.chola.builds import why_card_fails
from tulakit.chola.cards import DESCRIPTIONS, SHAPE_NAMES, SHAPES, card_name
from tulakit.chola.game import CholaGame
from tulakit.chola.lessons import (
    ChoiceQuiz,
    solo_discard_position,
    solo_first_build,
    solo_start,
    solo_steps,
)
from tulakit.chola.moves import Build, CholaMove
from tulakit.chola.options import COLOUR_NAMES
from tulakit.chola.words import build_words
from tulakit.drawing.svg import to_svg
from tulakit.words import stones_words

#: the steps of the Solo tutorial, one per exercise: (key, title)
SOLO_STEPS: tuple[tuple[str, str], ...] = (
    ("score", "Who scores what (CHOLA-SO1)"),
    ("step1", "Step 1: stones and a card (CHOLA-SO2)"),
    ("step2", "Step 2: you must build (CHOLA-SO2)"),
    ("step3", "Step 3: one more card (CHOLA-SO2)"),
    ("step4", "Step 4: discards (CHOLA-SO2)"),
    ("step5", "Step 5: the end (CHOLA-SO1, CHOLA-SO2)"),
)

#: a hand big enough for any shape: only the room on the temple decides
_ANY_HAND = (4, 4, 4, 4, 4)


def _played(game: CholaGame, move: CholaMove | str) -> CholaGame:
    """A copy of ``game`` with ``move`` played (the lesson's own game stays as it was)."""
    copy = game.copy()
    copy.play(move)
    return copy


def _afterword(game: CholaGame, caption: str) -> tuple[str, str]:
    from tulakit.chola.svg import chola_scene

    return caption, to_svg(chola_scene(game, seat=0))


def step1_quiz() -> ChoiceQuiz:
    """Step 1: your build uses your last stones; what does the procedure do next?"""
    game = solo_start()
    move = solo_first_build(game)
    after = _played(game, move)
    steps = solo_steps(after)
    refilled = any(line.startswith("step 1: take stones up to 7") for line in steps)
    turned = any(line.startswith("step 1: turn up") for line in steps)
    right = "refill" if refilled and turned else "other"
    verdicts: dict[Hashable, tuple[bool, str]] = {
        "refill": (
            right == "refill",
            "step 1 takes stones from the bag up to 7, since your hand is empty, and turns a "
            "card up, since none is face up. The report says: " + "; ".join(steps[:2]),
        ),
        "pick": (False, "the solo game has no Pick action: you never choose to take stones"),
        "wait": (False, "an empty hand cannot build, and the procedure never leaves you stuck"),
        "end": (False, "an empty hand does not end the game; read step 5 again"),
    }
    return ChoiceQuiz(
        game,
        prompt=f"You build {build_words(move)}. That uses your last two stones and the only "
        "face-up card. What does the procedure do next?",
        choices=[
            ("You take stones from the bag up to 7, and a card is turned up", "refill"),
            ("You pick 2 stones, as in the Basic game", "pick"),
            ("Nothing: you wait with no stones", "wait"),
            ("The game ends: you have no stones", "end"),
        ],
        verdicts=verdicts,
        rule="CHOLA-SO2",
        hint_words="Step 1 looks at two things before anything else: your stones and the face-up "
        "row. What does it do when either is empty? (CHOLA-SO2) Look at your stones beside the "
        "temple and at the face-up row under it, as the build leaves them.",
        afterword=lambda: _afterword(after, "After the build: " + "; ".join(steps) + "."),
    )


def step2_position() -> CholaGame:
    """The solo start after the first build: two face-up cards, seven stones.

    >>> len(step2_position().face_up)
    2
    """
    game = solo_start()
    game.play(solo_first_build(game))
    return game


def step2_quiz() -> ChoiceQuiz:
    """Step 2: which of the face-up cards can you build now (you must build one)?"""
    game = step2_position()
    buildable = {m.card for m in game.legal_moves() if isinstance(m, Build)}
    hand = game.hand(0)
    choices: list[tuple[str, Hashable]] = []
    verdicts: dict[Hashable, tuple[bool, str]] = {}
    for card in game.face_up:
        shape = game.shape(card)
        label = f"{card_name(card)} ({SHAPE_NAMES[shape]})"
        choices.append((label, card))
        if card in buildable:
            verdicts[card] = (
                True,
                f"{label}: you hold the stones for {DESCRIPTIONS[shape]}, and there is room "
                "for it, so you must build (this card or another that fits)",
            )
        else:
            reason = why_card_fails(shape, game.cells, hand) or "it cannot be built"
            verdicts[card] = (False, f"{label}: {reason}")
    return ChoiceQuiz(
        game,
        prompt="Your stones: "
        f"{stones_words(hand, COLOUR_NAMES)}. Step 2: which face-up cards can you build now? Find them all.",
        choices=choices,
        verdicts=verdicts,
        rule="CHOLA-SO2",
        hint_words="Compare each card's shape with your stones: a single needs 1 stone, a "
        f"{SHAPE_NAMES['pair_same']} 2 of one colour, a {SHAPE_NAMES['pair_mixed']} 2 of two "
        "colours, a square 2 of one colour and 2 of another (CHOLA-C1).",
    )


def step3_quiz() -> ChoiceQuiz:
    """Step 3: the face-up card cannot be built; what happens, while the stack has cards?"""
    game = solo_start()
    after = _played(game, solo_first_build(game))
    steps = solo_steps(after)
    first = next(line for line in steps if line.startswith("step 1: turn up"))
    # step 1 turned its card up into the empty row: the first face-up card
    name = SHAPE_NAMES[after.shape(after.face_up[0])]
    following = steps[steps.index(first) + 1]
    right = "turn" if following.startswith("step 3: turn up") else "fill"
    stones = next(line for line in steps if line.startswith("step 1: take stones"))
    verdicts: dict[Hashable, tuple[bool, str]] = {
        "turn": (
            right == "turn",
            "step 3 turns one more card up while the stack has cards, and you must build as "
            f"soon as one can be built. The report says: {'; '.join(steps[1:])}",
        ),
        "fill": (
            right == "fill",
            "your hand already holds 7 stones, and the stack still has cards to turn up",
        ),
        "discard": (
            False,
            f"a card is discarded in step 4, and only when its shape fits nowhere on the "
            f"temple; a {name} still fits",
        ),
        "part": (False, "a build always puts down all of its card's stones, as in Basic"),
    }
    return ChoiceQuiz(
        game,
        prompt=f"Step 1 gave you 7 stones ({stones.partition(': ')[2].partition(': ')[2]}) "
        f"and turned up a {name}, which your stones cannot build. What does step 3 do?",
        choices=[
            ("Turn one more card up", "turn"),
            ("Fill your hand up to 7 stones", "fill"),
            (f"Discard the {name}", "discard"),
            (f"Build part of the {name}", "part"),
        ],
        verdicts=verdicts,
        rule="CHOLA-SO2",
        hint_words="Step 3 only runs when no face-up card can be built. While the stack has cards, "
        "what could make a build possible? (CHOLA-SO2) Look at the stack at the end of the "
        "face-up row: how many cards does it still hold?",
        afterword=lambda: _afterword(after, "The report: " + "; ".join(steps) + "."),
    )


def step4_quiz() -> ChoiceQuiz:
    """Step 4: after this build, which card shapes fit nowhere on the temple? (Step 4
    discards a face-up card of such a shape.)"""
    game, move = solo_discard_position()
    after = _played(game, move)
    choices: list[tuple[str, Hashable]] = []
    verdicts: dict[Hashable, tuple[bool, str]] = {}
    for shape in SHAPES:
        reason = why_card_fails(shape, after.cells, _ANY_HAND)
        choices.append((SHAPE_NAMES[shape], shape))
        if reason is not None:
            verdicts[shape] = (
                True,
                f"a {SHAPE_NAMES[shape]} fits nowhere any more: {reason}; step 4 "
                "discards a face-up card of this shape",
            )
        else:
            verdicts[shape] = (
                False,
                f"a {SHAPE_NAMES[shape]} still fits on the temple, so a face-up card "
                "of this shape stays",
            )
    steps = solo_steps(after)
    left = after.empty_spaces
    return ChoiceQuiz(
        game,
        # one reading only: the question is about shapes, whatever cards lie face up
        # ("which will it discard?" also read as "which of the face-up cards?")
        prompt=f"You build {build_words(move)}. That leaves {left} spaces empty. Which card "
        "shapes fit nowhere on the temple now? Find them all. (Step 4 discards every face-up "
        "card of such a shape.)",
        choices=choices,
        verdicts=verdicts,
        rule="CHOLA-SO2",
        hint_words="Look at the empty spaces the build leaves: which of them are side by side, and "
        "which stand on a built space? A pair needs two, a square four (CHOLA-G2, CHOLA-C1).",
        afterword=lambda: _afterword(after, "The report: " + "; ".join(steps) + "."),
    )


#: the end conditions of step 5 and the traps, as (key, label)
END_CHOICES: tuple[tuple[str, str], ...] = (
    ("full", "The temple is full"),
    ("stack", "The stack is empty"),
    ("hand", "Your hand is empty"),
    ("stuck", "No face-up card can be built"),
    ("opponent", "The opponent passes 150 points"),
)


def step5_quiz() -> ChoiceQuiz:
    """Step 5: when does a solo game end? (Checked against the engine by the tests.)"""
    verdicts: dict[Hashable, tuple[bool, str]] = {
        "full": (True, "a full temple ends the game: no stone can go anywhere"),
        "stack": (True, "an empty stack ends the game in step 5: no card can come any more"),
        "hand": (False, "an empty hand is refilled in step 1"),
        "stuck": (False, "then step 3 turns up another card, or fills your hand"),
        "opponent": (False, "points never end the game; they are compared at the end"),
    }
    return ChoiceQuiz(
        solo_start(),
        prompt="When does a solo game end? Find every case. (At the end you win only with "
        "strictly more points than the opponent, CHOLA-SO1.)",
        choices=[(label, key) for key, label in END_CHOICES],
        verdicts=verdicts,
        rule="CHOLA-SO2",
        hint_words="Two things run out in a solo game: the spaces of the temple and the cards of "
        "the stack. Stones come back from the bag (CHOLA-SO2).",
    )


__all__ = [
    "END_CHOICES",
    "SOLO_STEPS",
    "step1_quiz",
    "step2_position",
    "step2_quiz",
    "step3_quiz",
    "step4_quiz",
    "step5_quiz",
]
