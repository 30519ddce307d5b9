"""The engine imports without any widget or Jupyter package (the design's "rules stay pure")."""

from __future__ import annotations

import subprocess
import sys

FORBIDDEN = ("ipywidgets", "ipycanvas", "IPython", "ipykernel", "traitlets", "matplotlib", "tqdm")


def test_engine_imports_no_widget_package() -> None:
    code = (
        "import sys\n"
        "from tulakit import tula\n"
        "game = tula.new_game(seed=1)\n"
        "game.play('R23'); game.play('T23'); game.to_json()\n"
        "tula.load(game.to_json())\n"
        f"bad = [m for m in {FORBIDDEN!r} if m in sys.modules]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
