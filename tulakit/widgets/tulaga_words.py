"""The sentences a Tulaga board says on its status line, as pure functions of the game.

Whose turn it is and what to click, how the game ended, what a placed stone offers,
each step of a claim and a reap, how a bot is named: each from the game, the turn being
built (:class:`~tulakit.tulaga.turn.TurnBuilder`) and the players, so they can be read
and tested without a widget. The board (:mod:`tulakit.widgets.tulaga_board`) says them.

>>> from tulakit.tulaga.game import TulagaGame
>>> game = TulagaGame()
>>> turn_note(game, "human", bot_turn=False)
'Black to move: choose an empty point to place a simple stone.'
>>> greeting(game, "club", bot_turn=True)
'Black (club bot) moves.'
"""

from __future__ import annotations

from collections.abc import Sequence

from tulakit.tulaga import explain
from tulakit.tulaga.board import name
from tulakit.tulaga.game import COLOUR_NAMES, TulagaGame
from tulakit.tulaga.levels import level_named
from tulakit.tulaga.moves import Claim
from tulakit.tulaga.turn import TurnBuilder
from tulakit.widgets.board import NEW_GAME_HINT

#: a click or a tap that is on no point
NO_POINT = "There is no point there: choose a place where two lines cross (a point)."
#: what the reap step waits for
REAP_PROMPT = (
    "Choose a reap direction: one of the four arrows round your new rank "
    "stone, or press Decline to reap nothing."
)


def bot_words(level: str) -> str:
    """How the status names a level's bot.

    >>> bot_words("club")
    'club bot'
    """
    return f"{level_named(level).title.lower()} bot"


def tulaga_words(tulaga: Claim) -> str:
    """A Tulaga in words: a row by its ends, a perimeter by its centre and stones (the
    tutorial's words, :func:`tulakit.tulaga.explain.tulaga_words`, without "the").

    >>> from tulakit.tulaga.moves import Claim
    >>> tulaga_words(Claim((36, 37, 38, 39, 40), 38))
    'row a5-e5'
    """
    return explain.tulaga_words(tulaga).removeprefix("the ")


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
    return f"{colour}{you} to move: choose an empty point to place a simple stone."


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
        action = "choose one of its stones (or Claim) to claim it"
    else:
        what = f"{count} Tulagas (numbered)"
        action = "choose a stone of the one you want (a stone shared by several shows them in turn)"
    return (
        f"{name(builder.placed or 0)} makes {what}: {action}, or press Decline to claim "
        "nothing, Cancel to take the stone back."
    )


def claim_refused(builder: TurnBuilder, shown: int | None) -> str | None:
    """Why Claim takes no Tulaga now (``shown``: the Tulaga drawn in bold after an
    ambiguous click, if any); ``None`` when it takes one.

    >>> from tulakit.tulaga.game import TulagaGame
    >>> claim_refused(TurnBuilder(TulagaGame()), None)
    'There is no Tulaga to claim now.'
    """
    if builder.stage != "tulaga":
        return "There is no Tulaga to claim now."
    if shown is None and len(builder.tulagas) > 1:
        return (
            "Several Tulagas are offered: choose one of their stones first to show one, "
            "then Claim takes it."
        )
    return None


def not_on_offer(p: int) -> str:
    """What a click on point ``p`` says when it is in no Tulaga on offer."""
    return (
        f"{name(p)} is not part of any Tulaga on offer: choose a highlighted stone, "
        "or press Decline to claim nothing."
    )


def shown_words(builder: TurnBuilder, p: int, through: Sequence[int], shown: int) -> str:
    """What a click on the stone ``p`` shared by the Tulagas ``through`` (their indices)
    says: which one is drawn in bold (``shown``), and how to claim it or see the next."""
    return (
        f"{name(p)} belongs to {len(through)} Tulagas. Shown in bold: Tulaga {shown + 1}, "
        f"{tulaga_words(builder.tulagas[shown])} ({through.index(shown) + 1} of "
        f"{len(through)}). Press Claim to take it, choose the same stone again for the next "
        "one, or choose a stone that only one Tulaga uses."
    )


def rank_point_prompt(tulaga: Claim) -> str:
    """What the rank step asks for once a row is chosen: where its rank stone goes."""
    return (
        f"Claiming the {tulaga_words(tulaga)}: choose one of its five points "
        "for your rank stone, or press Decline to claim nothing."
    )


def rank_refused(p: int, reason: str) -> str:
    """Why the rank stone cannot go on point ``p`` (``reason``, the rules' words)."""
    return f"Can't put the rank stone on {name(p)}: {reason}. Or press Decline to claim nothing."


def rank_stone_placed(builder: TurnBuilder) -> str:
    """What the reap step says once a Tulaga is claimed: where the rank stone went and
    how to reap (the arrows count the stones each direction would reap)."""
    claim = builder.claim
    assert claim is not None  # a Tulaga was claimed: there is a reap to choose
    return (
        f"Rank stone on {name(claim.rank_point)}. {builder.prompt()} "
        "The numbers on the arrows count the stones each direction would reap (TULAGA-6)."
    )


def no_reap_now(builder: TurnBuilder) -> str:
    """Why a reap arrow cannot be clicked: it is not shown, or not yet.

    >>> from tulakit.tulaga.game import TulagaGame
    >>> no_reap_now(TurnBuilder(TulagaGame()))
    'There is no reap to choose now: reaping comes right after a claim (TULAGA-6).'
    """
    if builder.stage == "reap":
        return "Choose one of the four arrows to reap."
    return "There is no reap to choose now: reaping comes right after a claim (TULAGA-6)."


def reasoning(why: str, place: int) -> str:
    """The sentence a bot's explanation ``why`` adds after the words of its move, which
    say already where it placed (``place``): "" when it says nothing more.

    >>> reasoning("places f5", 41)
    ''
    >>> reasoning("places f5, stopping a Tulaga White threatened", 41)
    ' Its reasoning: stopping a Tulaga White threatened.'
    >>> reasoning("places f5 (searched 4 turns ahead, 4376 positions)", 41)
    ' Its reasoning: searched 4 turns ahead, 4376 positions.'
    >>> reasoning("places e5 and claims the row a5-e5 with its rank stone on c5", 40)
    ' Its reasoning: places e5 and claims the row a5-e5 with its rank stone on c5.'
    """
    rest = why.removeprefix(f"places {name(place)}") if why else ""
    if rest.startswith(", "):
        rest = rest[2:]
    elif rest.startswith(" (") and rest.endswith(")"):
        rest = rest[2:-1]
    elif rest:
        rest = why  # a claim's words: the whole of it
    return f" Its reasoning: {rest}." if rest else ""
