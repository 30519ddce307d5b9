"""Write the README's pictures: ``docs/images/tula-board.svg`` (a mid-game position).

Run from the repository root: ``.venv/bin/python docs/make_images.py``. The position
comes from a fixed seed and a simple, deterministic line of play, so re-running it
gives the same file.
"""

from __future__ import annotations

from pathlib import Path

from tulakit.tula import TulaGame, new_game
from tulakit.tula.svg import render_svg

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


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    game = mid_game()
    path = OUT / "tula-board.svg"
    path.write_text(render_svg(game, highlight_legal=True) + "\n", encoding="utf-8")
    print(f"wrote {path} ({game!r})")


if __name__ == "__main__":
    main()
