"""tulakit: learn and play Tula, Tulaga and the Chola temple game in Jupyter.

The engine (``tulakit.tula`` and friends) is pure Python and imports no widget or
Jupyter package; the boards live in ``tulakit.widgets``.

>>> from tulakit import IllegalMoveError, tula
>>> issubclass(IllegalMoveError, ValueError)
True
"""

from tulakit.errors import IllegalMoveError, NotationError, RecordError, TulakitError
from tulakit.protocol import GameState, Result

__version__ = "0.1.0"
__all__ = [
    "GameState",
    "IllegalMoveError",
    "NotationError",
    "RecordError",
    "Result",
    "TulakitError",
    "__version__",
]
