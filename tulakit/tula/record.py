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

from tulakit.errors import OptionError, RecordError
from tulakit.protocol import check_seed
from tulakit.records import read_record, replay_moves
from tulakit.tula.game import RECORD_VERSION, TulaGame, TulaOptions


def load(text: str) -> TulaGame:
    """Rebuild a game from ``to_json()`` text, replaying every move.

    A malformed or corrupted record raises ``RecordError`` saying what is wrong.
    """
    data = read_record(
        text, game="tula", title="Tula", version=RECORD_VERSION, required=("deal", "moves")
    )
    options = data.get("options", {})
    if not isinstance(options, dict) or set(options) - set(TulaOptions.names()):
        raise RecordError("'options' may only hold 'mercy' and 'auto_reveal' (true or false)")
    if any(not isinstance(v, bool) for v in options.values()):
        raise RecordError("the options 'mercy' and 'auto_reveal' must be true or false")
    try:
        seed = check_seed(data.get("seed"))
    except OptionError as exc:
        raise RecordError(f"the record's seed is not valid: {exc}") from None
    game = TulaGame(data["deal"], seed=seed, **options)
    replay_moves(game, data["moves"], example="'T5'")
    return game
