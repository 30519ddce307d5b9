"""Reading Chola temple game records (JSON: players, colours, seed, options, moves).

>>> from tulakit.chola.game import CholaGame
>>> game = CholaGame(players=3, seed=5)
>>> _ = game.play("draw stack")
>>> again = load(game.to_json())
>>> again.moves == game.moves and again.hand(1) == game.hand(1) and again.cards(0) == game.cards(0)
True
"""

from __future__ import annotations

import json
from typing import Any

from tulakit.chola.game import RECORD_VERSION, CholaGame
from tulakit.chola.options import CholaOptions
from tulakit.errors import IllegalMoveError, RecordError


def load(text: str) -> CholaGame:
    """Rebuild a game from ``to_json()`` text, replaying every move; ``RecordError`` if bad."""
    try:
        data: Any = json.loads(text)
    except (TypeError, json.JSONDecodeError) as exc:
        raise RecordError(f"the record is not valid JSON: {exc}") from None
    if not isinstance(data, dict):
        raise RecordError("a Chola record is a JSON object with 'seed', 'options' and 'moves'")
    if data.get("game", "chola") != "chola":
        raise RecordError(f"this is a record of {data['game']!r}, not of the Chola temple game")
    if data.get("version", RECORD_VERSION) != RECORD_VERSION:
        raise RecordError(f"record version {data['version']!r} is not supported")
    for key in ("seed", "moves"):
        if key not in data:
            raise RecordError(f"the record has no {key!r}: the seed and moves replay the game")
    seed = data["seed"]
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise RecordError(f"the seed must be a whole number, not {seed!r}")
    options = data.get("options", {})
    if not isinstance(options, dict) or set(options) - set(CholaOptions.names()):
        raise RecordError(f"'options' may only hold {', '.join(CholaOptions.names())}")
    try:
        game = CholaGame(
            data.get("players", 1 if options.get("variant") == "solo" else 2),
            colours=data.get("colours"),
            seed=seed,
            options=CholaOptions(**options),
        )
    except (TypeError, ValueError) as exc:
        raise RecordError(f"the record's setup is not valid: {exc}") from None
    arranged = data.get("arrange")
    if arranged is not None:
        try:
            hands = {int(k): v for k, v in arranged.get("hands", {}).items()}
            cards = {int(k): v for k, v in arranged.get("cards", {}).items()}
            game.arrange(
                arranged.get("temple"), hands, cards, arranged.get("tiles"), arranged.get("to_move")
            )
        except (AttributeError, TypeError, ValueError) as exc:
            raise RecordError(f"the record's arranged position is not valid: {exc}") from None
    moves = data["moves"]
    if not isinstance(moves, list):
        raise RecordError("'moves' must be a list of tokens such as 'pick' or 'draw stack'")
    for number, token in enumerate(moves, start=1):
        try:
            game.play(token)
        except IllegalMoveError as exc:
            raise RecordError(f"move {number} ({token!r}) cannot be replayed: {exc}") from None
    return game
