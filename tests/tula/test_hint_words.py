"""Hints name tiles in words (issue 26: "Take M2 ... top tile C2" spoke in tile codes)."""

from __future__ import annotations

import random
import re

from tulakit.tula.game import TulaGame
from tulakit.tula.hint import hint
from tulakit.tula.tiles import shuffled_deal

#: a tile's code as the notation writes it: a suit letter and a value
TILE_CODE = re.compile(r"\b[SMCA][0-5]\b")


def test_hints_name_tiles_in_words_never_in_codes() -> None:
    said = 0
    for seed in range(6):
        game = TulaGame(shuffled_deal(seed))
        rng = random.Random(seed)
        while not game.is_over() and said < 60:
            text = hint(game, samples=4).explanation
            assert not TILE_CODE.search(text), text
            said += 1
            game.play(rng.choice(game.legal_moves()))
        text = hint(game, samples=4).explanation  # the end, lost or won, too
        assert not TILE_CODE.search(text), text
    assert said >= 30
    takes = hint(_opened(), samples=4).explanation
    assert re.search(r"the (null|ace|[2-5]) of (Suns|Moons|Crowns|Arms)", takes), takes


def _opened() -> TulaGame:
    game = TulaGame(shuffled_deal(1))
    game.play("R23")
    return game
