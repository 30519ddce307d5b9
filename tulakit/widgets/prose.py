"""Words for the learner in a notebook's outputs: sentences and lists shown as Markdown.

A tutorial that prints ``stack: ('A0',)`` shows the learner a Python tuple. These helpers
turn what a cell wants to say into Markdown, which Voila and JupyterLab show as page text
(a GitHub view of the notebook too): :func:`say` for sentences, :func:`bullets` for
lines such as a move's report.

>>> say("The stack holds **A0**.", "Nothing matches it.").data
'The stack holds **A0**.\\n\\nNothing matches it.'
>>> print(bullets(["+1 for Brown: 1 white stone placed", "+4 for White"], "The build:").data)
The build:
<BLANKLINE>
- +1 for Brown: 1 white stone placed
- +4 for White
"""

from __future__ import annotations

from collections.abc import Iterable

from IPython.display import Markdown


def say(*paragraphs: str) -> Markdown:
    """The paragraphs as one Markdown output (empty ones are left out)."""
    text = "\n\n".join(p.strip() for p in paragraphs if p.strip())
    return Markdown(text)  # type: ignore[no-untyped-call]  # IPython ships no types


def bullets(lines: Iterable[str], intro: str = "") -> Markdown:
    """``lines`` as a Markdown list, after an ``intro`` sentence if one is given."""
    items = "\n".join(f"- {line.strip()}" for line in lines if line.strip())
    return say(intro, items)


__all__ = ["bullets", "say"]
