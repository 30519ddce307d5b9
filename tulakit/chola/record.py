"""Reading Chola temple game records (JSON: players, colours, seed, options, moves).

>>> from tulakit.chola.game import CholaGame
>>> game = CholaGame(players=3, seed=5)
>>> _ = game.play("draw stack")
>>> again = load(game.to_json())
>>> again.moves == game.moves and again.hand(1) == game.hand(1) and again.cards(0) == game.cards(0)
True

A record that names no deck is older than the calibrated deck (CHOLA-C3) and gets the old one:

>>> load('{"game": "chola", "version": 1, "seed": 5, "moves": []}').options.deck
'proposed60'
"""

from __future__ import annotations

from tulakit.chola.game import RECORD_VERSION, CholaGame
from tulakit.chola.options import LEGACY_DECK, CholaOptions
from tulakit.chola.positions import arrange
from tulakit.chola.variants import make_game
from tulakit.errors import RecordError
from tulakit.records import read_record, replay_moves


def load(text: str) -> CholaGame:
    """Rebuild a game from ``to_json()`` text, replaying every move; ``RecordError`` if bad."""
    data = read_record(
        text,
        game="chola",
        title="the Chola temple game",
        version=RECORD_VERSION,
        required=("seed", "moves"),
    )
    seed = data["seed"]
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise RecordError(f"the seed must be a whole number, not {seed!r}")
    options = data.get("options", {})
    if not isinstance(options, dict) or set(options) - set(CholaOptions.names()):
        raise RecordError(f"'options' may only hold {', '.join(CholaOptions.names())}")
    # CHOLA-C3: a record that names no deck was made before the calibrated deck became the
    # default, so it replays with the deck it was played with
    options = {"deck": LEGACY_DECK, **options}
    try:
        game = make_game(
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
            wagons = {int(k): v for k, v in arranged.get("wagons", {}).items()}
            bonus = {int(k): v for k, v in arranged.get("bonus", {}).items()}
            arrange(
                game,
                arranged.get("temple"),
                hands,
                cards,
                arranged.get("tiles"),
                arranged.get("to_move"),
                clear_treasures=arranged.get("clear_treasures", False) is True,
                wagons=wagons,
                bonus=bonus,
                sculpture_tiles=arranged.get("sculpture_tiles"),
                sculpted=arranged.get("sculpted"),
                scores=arranged.get("scores"),
            )
        except (AttributeError, TypeError, ValueError) as exc:
            raise RecordError(f"the record's arranged position is not valid: {exc}") from None
    replay_moves(game, data["moves"], example="'pick' or 'draw stack'")
    return game
