"""The Chola engine imports no widget or Jupyter package (the house rule for engines)."""

from __future__ import annotations

import subprocess
import sys

FORBIDDEN = ("ipywidgets", "ipycanvas", "IPython", "ipykernel", "traitlets", "matplotlib", "tqdm")


def test_chola_engine_imports_no_widget_package() -> None:
    code = (
        "import sys\n"
        "from tulakit import chola\n"
        "from tulakit.chola import bots\n"
        "game = chola.new_game(3, seed=1)\n"
        "game.play(bots.make_bot('greedy').choose(game))\n"
        "chola.load(game.to_json())\n"
        f"bad = [m for m in {FORBIDDEN!r} if m in sys.modules]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
