"""Reading Tulaga game records (JSON: options and moves).

>>> from tulakit.tulaga.game import TulagaGame
>>> game = TulagaGame(rank_stones=4)
>>> _ = game.play("e5"), game.play("d4")
>>> [str(m) for m in load(game.to_json()).moves]
['e5', 'd4']
"""

from __future__ import annotations

import json
from typing import Any

from tulakit.errors import IllegalMoveError, RecordError
from tulakit.tulaga.game import RECORD_VERSION, TulagaGame


def load(text: str) -> TulagaGame:
    """Rebuild a game from ``to_json()`` text; ``RecordError`` says what is wrong."""
    try:
        data: Any = json.loads(text)
    except (TypeError, json.JSONDecodeError) as exc:
        raise RecordError(f"the record is not valid JSON: {exc}") from None
    if not isinstance(data, dict):
        raise RecordError("a Tulaga record is a JSON object with 'options' and 'moves'")
    if data.get("game", "tulaga") != "tulaga":
        raise RecordError(f"this is a record of {data['game']!r}, not of Tulaga")
    if data.get("version", RECORD_VERSION) != RECORD_VERSION:
        raise RecordError(f"record version {data['version']!r} is not supported")
    options = data.get("options", {})
    if not isinstance(options, dict) or set(options) - {"rank_stones"}:
        raise RecordError("'options' may only hold 'rank_stones' (4, 5 or 6)")
    rank_stones = options.get("rank_stones", 6)
    if rank_stones not in (4, 5, 6) or isinstance(rank_stones, bool):
        raise RecordError(f"'rank_stones' must be 4, 5 or 6, not {rank_stones!r}")
    moves = data.get("moves")
    if not isinstance(moves, list):
        raise RecordError("'moves' must be a list of turns such as 'e5' or 'e5 =a5-e5@c5 >N'")
    game = TulagaGame(rank_stones=rank_stones)
    for number, token in enumerate(moves, start=1):
        try:
            game.play(token)
        except IllegalMoveError as exc:
            raise RecordError(f"move {number} ({token!r}) cannot be replayed: {exc}") from None
    return game
