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


def load(text: str) -> TulagaGame:
    """Rebuild a game from ``to_json()`` text; ``RecordError`` says what is wrong."""
    data = read_record(
        text, game="tulaga", title="Tulaga", version=RECORD_VERSION, required=("moves",)
    )
    options = data.get("options", {})
    if not isinstance(options, dict) or set(options) - {"rank_stones"}:
        raise RecordError("'options' may only hold 'rank_stones' (4, 5 or 6)")
    rank_stones = options.get("rank_stones", 6)
    if rank_stones not in (4, 5, 6) or isinstance(rank_stones, bool):
        raise RecordError(f"'rank_stones' must be 4, 5 or 6, not {rank_stones!r}")
    game = TulagaGame(rank_stones=rank_stones)
    replay_moves(game, data["moves"], example="'e5' or 'e5 =a5-e5@c5 >N'")
    return game
