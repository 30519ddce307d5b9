"""What a board says under its picture: its keys, the position in words, the moves so far.

Every board and exercise shows the same notes under its controls, made here from its
letter keys (:data:`COMMANDS`, :data:`REVIEW_COMMAND`), its description and its move
list; :class:`~tulakit.widgets.board.Board` repaints them with the picture.

>>> notes_html("Keys: none.", "An empty board.", [])
'<p class="tk-keys">Keys: none.</p><details class="tk-words"><summary>The position in words</summary><div class="tk-description">An empty board.</div></details><details class="tk-moves"><summary>Moves so far (0)</summary><ol></ol></details>'
"""

from __future__ import annotations

import html
from collections.abc import Sequence

#: letter keys of the boards: (letter, method name, words for the keys line)
COMMANDS: tuple[tuple[str, str, str], ...] = (
    ("u", "undo", "undo"),
    ("r", "redo", "redo"),
    ("h", "show_hint", "hint"),
    ("n", "new_game", "new game"),
)
#: the letter key of the game review, offered by every board that can review
REVIEW_COMMAND = ("v", "toggle_review", "review")


def keys_line(commands: Sequence[tuple[str, str, str]], act: str = "plays there") -> str:
    """The keys of a board in one sentence, shown under it.

    >>> keys_line(COMMANDS[:1])
    'Keys, once the board has focus (Tab): arrow keys move the cursor; Enter or Space plays there; C reads the cursor, S the status line, D the whole position; U undo.'
    """
    parts = [
        "arrow keys move the cursor",
        f"Enter or Space {act}",
        "C reads the cursor, S the status line, D the whole position",
    ]
    parts += [f"{letter.upper()} {words}" for letter, _name, words in commands]
    return f"Keys, once the board has focus (Tab): {'; '.join(parts)}."


def notes_html(keys: str, description: str, moves: Sequence[str] | None) -> str:
    """The keys line, the position in words and the move list (``None``: no list)."""
    text = [f'<p class="tk-keys">{html.escape(keys)}</p>']
    text.append(
        '<details class="tk-words"><summary>The position in words</summary>'
        f'<div class="tk-description">{html.escape(description)}</div></details>'
    )
    if moves is not None:
        items = "".join(f"<li>{html.escape(move)}</li>" for move in moves)
        text.append(
            f'<details class="tk-moves"><summary>Moves so far ({len(moves)})</summary>'
            f"<ol>{items}</ol></details>"
        )
    return "".join(text)


__all__ = ["COMMANDS", "REVIEW_COMMAND", "keys_line", "notes_html"]
