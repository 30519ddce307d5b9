"""Write the README's pictures: ``docs/images/tula-board.svg`` (a mid-game position) and
``docs/images/tulaga-board.svg`` (a Tulaga position just after a claim and a reap) and
``docs/images/chola-board.svg`` (a Chola temple game in the middle, a build being chosen)
and ``docs/images/chola-expert-board.svg`` (an Expert game with sculptures placed).

Run from the repository root: ``.venv/bin/python docs/make_images.py``. The position
comes from a fixed seed and a simple, deterministic line of play, so re-running it
gives the same file; ``tests/test_doc_pages.py`` fails while a picture differs from what
this script would write. Colours are the boards' roles, a CSS variable with the light
colour as its fallback: a code host shows a picture as an image, without the page's
stylesheet, so it shows the fallback.
"""

from __future__ import annotations

from pathlib import Path

from tulakit.chola import CholaGame
from tulakit.chola import new_game as chola_new_game
from tulakit.chola.bots import make_bot as make_chola_bot
from tulakit.chola.moves import Build
from tulakit.chola.svg import Selection
from tulakit.chola.svg import render_svg as render_chola_svg
from tulakit.tula import TulaGame, new_game
from tulakit.tula.svg import render_svg
from tulakit.tulaga import TulagaGame
from tulakit.tulaga.svg import render_svg as render_tulaga_svg

SEED = 9
TAKEN = 9  # stop once this many tiles are on the stack
OUT = Path(__file__).resolve().parent / "images"


def mid_game(seed: int = SEED, taken: int = TAKEN) -> TulaGame:
    """Play takes first (lowest position), else reveals, until ``taken`` tiles are stacked;
    then reveal until a take is possible, so the picture shows both kinds of highlight."""
    game = new_game(seed=seed)
    while not game.is_over():
        moves = game.legal_moves()
        takes = [m for m in moves if m.kind in "TX"]
        reveals = [m for m in moves if m.kind == "R"]
        if len(game.stack) >= taken and (takes or not reveals) and game.moves[-1].kind == "R":
            break
        game.play((reveals if len(game.stack) >= taken else takes or reveals)[0])
    return game


#: Tulaga turns shown in the picture: two rows and perimeters claimed, and Black's last
#: claim reaps east, taking back a white simple stone and taking over White's rank stone
TULAGA_TURNS = (
    "a5", "c7", "b5", "c8", "c5", "h1", "d5", "h2", "e5 =a5-e5@c5", "f1",
    "b1", "g1 =g2(f1,g1,h1,h2)", "c1", "e7", "d1", "e2", "b3 =c2(b1,b3,c1,d1) >E",
)  # fmt: skip


def tulaga_position() -> TulagaGame:
    """The Tulaga position of the picture (TULAGA-5, TULAGA-6)."""
    game = TulagaGame()
    game.play_all(list(TULAGA_TURNS))
    return game


CHOLA_SEED = 12
CHOLA_MOVES = 45


def chola_position() -> tuple[CholaGame, Selection]:
    """Three greedy bots play ``CHOLA_MOVES`` moves (and on until the mover can build);
    the mover's first buildable card is shown as a build in progress (its targets and
    its best placement for the mover)."""
    game = chola_new_game(players=3, seed=CHOLA_SEED)
    bot = make_chola_bot("greedy", seed=CHOLA_SEED)
    for _ in range(CHOLA_MOVES):
        game.play(bot.choose(game))
    # play on until the player to move holds a card they can build
    while not (builds := [m for m in game.legal_moves() if isinstance(m, Build)]):
        game.play(bot.choose(game))
    card = builds[0].card
    mine = [m for m in builds if m.card == card]
    best = max(mine, key=lambda m: game.preview(m).points[game.to_move])
    targets = frozenset(s for m in mine for s, _ in m.placement)
    return game, Selection(card, targets, best.placement, "a build being chosen")


EXPERT_SEED = 5
EXPERT_SCULPTURES = 6


def chola_expert_position() -> CholaGame:
    """Three greedy bots play an Expert game until ``EXPERT_SCULPTURES`` slots are
    sculpted, so the picture shows sculptures, filled wagons and the bonus cards."""
    game = chola_new_game(players=3, variant="expert", seed=EXPERT_SEED)
    bot = make_chola_bot("greedy", seed=EXPERT_SEED)
    while len(game.sculpted) < EXPERT_SCULPTURES and not game.is_over():
        game.play(bot.choose(game))
    return game


def pictures() -> dict[str, str]:
    """Each picture's file name and its SVG text, as written."""
    chola, selection = chola_position()
    expert = chola_expert_position()
    return {
        "tula-board.svg": render_svg(mid_game(), highlight_legal=True) + "\n",
        "tulaga-board.svg": render_tulaga_svg(tulaga_position()) + "\n",
        "chola-board.svg": render_chola_svg(chola, seat=chola.to_move, selection=selection) + "\n",
        "chola-expert-board.svg": render_chola_svg(expert, seat=expert.to_move) + "\n",
    }


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, svg in pictures().items():
        (OUT / name).write_text(svg, encoding="utf-8")
        print(f"wrote {OUT / name}")


if __name__ == "__main__":
    main()
