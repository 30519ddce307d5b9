"""What the tutorials' exercises share: the running score shown under each exercise.

>>> score_text(found=1, total=2, wrong=1)
'1 of 2 found (1 wrong guess)'
>>> score_text(found=3, total=3, wrong=0)
'3 of 3 found: all of them!'
"""

from __future__ import annotations


def score_text(*, found: int, total: int, wrong: int) -> str:
    """The running score of a "find all the answers" exercise, in words."""
    text = f"{found} of {total} found"
    if found >= total:
        text += ": all of them!"
    if wrong:
        text += f" ({wrong} wrong {'guess' if wrong == 1 else 'guesses'})"
    return text
