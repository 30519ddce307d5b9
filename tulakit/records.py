"""What every game's record reader shares: JSON checks and move replay.

Each game keeps its own ``load()`` for its setup; this module does the parts that must
behave the same everywhere, so every corrupted record gets the same kind of message.

>>> read_record('{"game": "tula", "moves": []}', game="tula", title="Tula", version=1)
{'game': 'tula', 'moves': []}
>>> read_record('{"game": "tulaga"}', game="tula", title="Tula", version=1)
Traceback (most recent call last):
...
tulakit.errors.RecordError: this is a record of 'tulaga', not of Tula
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from tulakit.errors import IllegalMoveError, RecordError
from tulakit.protocol import GameState
from tulakit.words import and_list

#: the longest record read: the longest games' records are about 30,000 characters (a
#: five-player Expert game with its options), so anything far longer is not a record
MAX_RECORD_CHARS = 1_000_000


def read_record(
    text: str, *, game: str, title: str, version: int, required: Iterable[str] = ()
) -> dict[str, Any]:
    """Parse a record and check its game name, version and ``required`` keys.

    ``title`` names the game for people ("Tula", "the Chola temple game").
    """
    if isinstance(text, str | bytes) and len(text) > MAX_RECORD_CHARS:
        raise RecordError(
            f"the record is {len(text):,} characters long; a game's record is far shorter "
            f"(at most {MAX_RECORD_CHARS:,})"
        )
    try:
        data: Any = json.loads(text)
    except (TypeError, json.JSONDecodeError) as exc:
        raise RecordError(f"the record is not valid JSON: {exc}") from None
    except RecursionError:  # lists in lists thousands deep: no record is shaped so
        raise RecordError("the record is not a game's record: its lists nest too deep") from None
    except ValueError:  # a number of thousands of digits, past what Python reads
        raise RecordError("the record holds a number too long to be part of a game") from None
    needed = list(required)
    if not isinstance(data, dict):
        keys = and_list(repr(k) for k in needed or ["moves"])
        raise RecordError(f"a {title} record is a JSON object with {keys}")
    if data.get("game", game) != game:
        raise RecordError(f"this is a record of {data['game']!r}, not of {title}")
    if data.get("version", version) != version:
        raise RecordError(f"record version {data['version']!r} is not supported")
    for key in needed:
        if key not in data:
            keys = and_list(repr(k) for k in needed)
            raise RecordError(f"the record has no {key!r}: a {title} record needs {keys}")
    return data


def replay_moves(game: GameState[Any], moves: object, *, example: str) -> None:
    """Play a record's moves in order; ``RecordError`` names the first that fails.

    ``example`` shows a well-formed token in the message when ``moves`` is not a list.
    """
    if not isinstance(moves, list):
        raise RecordError(f"'moves' must be a list of move tokens such as {example}")
    for number, token in enumerate(moves, start=1):
        try:
            game.play(token)
        except IllegalMoveError as exc:
            raise RecordError(f"move {number} ({token!r}) cannot be replayed: {exc}") from None
