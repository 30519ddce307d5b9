"""Reading Tulaga game records (JSON: options and moves).

>>> from tulakit.tulaga.game import TulagaGame
>>> game = TulagaGame(rank_stones=4)
>>> _ = game.play("e5"), game.play("d4")
>>> [str(m) for m in load(game.to_json()).moves]
['e5', 'd4']
"""

from __future__ import annotations

from tulakit.errors import RecordError
from tulakit.records import read_record, replay_moves
from tulakit.tulaga.game import RECORD_VERSION, TulagaGame
from tulakit.tulaga.options import TulagaOptions


def load(text: str) -> TulagaGame:
    """Rebuild a game from ``to_json()`` text; ``RecordError`` says what is wrong."""
    data = read_record(
        text, game="tulaga", title="Tulaga", version=RECORD_VERSION, required=("moves",)
    )
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise RecordError("'options' must be an object such as {\"rank_stones\": 6}")
    rank_stones = options.get("rank_stones")
    if isinstance(rank_stones, float) and rank_stones.is_integer():
        # tulakit once let rank_stones=4.0 through and wrote it so: such a record is a
        # game of 4 rank stones, and it must still open
        options = {**options, "rank_stones": int(rank_stones)}
    try:
        game = TulagaGame(options=TulagaOptions.from_dict(options))
    except (TypeError, ValueError) as exc:
        raise RecordError(str(exc)) from None
    replay_moves(game, data["moves"], example="'e5' or 'e5 =a5-e5@c5 >N'")
    return game
