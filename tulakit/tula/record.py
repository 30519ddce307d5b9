"""Reading Tula game records (JSON: deal, seed, options, moves).

>>> from tulakit.tula.game import TulaGame
>>> from tulakit.tula.tiles import shuffled_deal
>>> game = TulaGame(shuffled_deal(3), seed=3)
>>> game.play_all(["R23", "T23"])
>>> load(game.to_json()).moves == game.moves
True
>>> load('{"game": "tula"}')
Traceback (most recent call last):
...
tulakit.errors.RecordError: the record has no 'deal': a Tula record needs 'deal' and 'moves'
"""

from __future__ import annotations

import json
from typing import Any

from tulakit.errors import IllegalMoveError, RecordError
from tulakit.tula.game import RECORD_VERSION, TulaGame


def load(text: str) -> TulaGame:
    """Rebuild a game from ``to_json()`` text, replaying every move.

    A malformed or corrupted record raises ``RecordError`` saying what is wrong.
    """
    try:
        data: Any = json.loads(text)
    except (TypeError, json.JSONDecodeError) as exc:
        raise RecordError(f"the record is not valid JSON: {exc}") from None
    if not isinstance(data, dict):
        raise RecordError("a Tula record is a JSON object with 'deal' and 'moves'")
    if data.get("game", "tula") != "tula":
        raise RecordError(f"this is a record of {data['game']!r}, not of Tula")
    if data.get("version", RECORD_VERSION) != RECORD_VERSION:
        raise RecordError(f"record version {data['version']!r} is not supported")
    for key in ("deal", "moves"):
        if key not in data:
            raise RecordError(f"the record has no {key!r}: a Tula record needs 'deal' and 'moves'")
    options = data.get("options", {})
    if not isinstance(options, dict) or set(options) - {"mercy", "auto_reveal"}:
        raise RecordError("'options' may only hold 'mercy' and 'auto_reveal' (true or false)")
    if any(not isinstance(v, bool) for v in options.values()):
        raise RecordError("the options 'mercy' and 'auto_reveal' must be true or false")
    seed = data.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise RecordError(f"the seed must be a whole number or null, not {seed!r}")
    game = TulaGame(data["deal"], seed=seed, **options)
    moves = data["moves"]
    if not isinstance(moves, list):
        raise RecordError("'moves' must be a list of move tokens such as 'T5'")
    for number, token in enumerate(moves, start=1):
        try:
            game.play(token)
        except IllegalMoveError as exc:
            raise RecordError(f"move {number} ({token!r}) cannot be replayed: {exc}") from None
    return game
