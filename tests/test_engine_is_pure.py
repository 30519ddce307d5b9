"""Every engine imports without any widget or Jupyter package (the design's "rules stay
pure"): a game, its moves, its words, its picture as SVG, its bots, its records and its
review."""

from __future__ import annotations

import subprocess
import sys

import pytest

FORBIDDEN = (
    "ipywidgets",
    "anywidget",
    "ipycanvas",
    "IPython",
    "ipykernel",
    "traitlets",
    "matplotlib",
    "tqdm",
)

USES = {
    "tula": (
        "from tulakit import tula\n"
        "from tulakit.tula import words\n"
        "game = tula.new_game(seed=1)\n"
        "game.play('R23'); game.play('T23'); game._repr_svg_(); words.describe_position(game)\n"
        "tula.load(game.to_json())\n"
        "tula.review(game)\n"
    ),
    "tulaga": (
        "from tulakit import tulaga\n"
        "from tulakit.tulaga import bots, words\n"
        "game = tulaga.new_game()\n"
        "game.play(bots.make_bot('greedy').choose(game)); game._repr_svg_()\n"
        "words.describe_position(game)\n"
        "tulaga.load(game.to_json())\n"
        "tulaga.review(game, depth=1)\n"
    ),
    "chola": (
        "from tulakit import chola\n"
        "from tulakit.chola import bots\n"
        "game = chola.new_game(3, seed=1)\n"
        "game.play(bots.make_bot('greedy').choose(game)); game._repr_svg_()\n"
        "chola.load(game.to_json())\n"
        "chola.review(game)\n"
    ),
}


@pytest.mark.parametrize("game", sorted(USES))
def test_engine_imports_no_widget_package(game: str) -> None:
    code = (
        "import sys\n"
        + USES[game]
        + f"bad = [m for m in {FORBIDDEN!r} if m in sys.modules]\nprint(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
