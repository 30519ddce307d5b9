"""What a page address may ask of the server, as pure rules (no web framework here).

A page's address is written by whoever sends the link, so the server trusts none of it:
the theme is one of two words, the template is the server's choice, an address has a
length limit, and a page name is matched without regard to case.

>>> clean_theme("dark"), clean_theme("Dark"), clean_theme('"><script>'), clean_theme(None)
('dark', 'dark', 'light', 'light')
>>> find_page("Tula-Play.ipynb", ["index.ipynb", "tula-play.ipynb"])
'tula-play.ipynb'
>>> find_page("../etc/passwd", ["index.ipynb"]) is None
True
>>> shorten("x" * 100, 10)
'xxxxxxxxx…'
"""

from __future__ import annotations

from collections.abc import Iterable

#: the themes a page can have; anything else an address asks for gets the first
THEMES = ("light", "dark")

#: the longest address (path and query) the server reads. A share link stays under 4,000
#: characters (tulakit.widgets.share.MAX_LINK_CHARS); anything much longer was not made
#: by tulakit and gets a page that says so instead of a closed connection.
MAX_ADDRESS_CHARS = 16_384

#: the most characters of a visitor's own text repeated back in a message
MAX_ECHO_CHARS = 40

#: query parameters that choose the page's look or machinery on the server: the theme
#: (cleaned by :func:`clean_theme`) and the template (never taken from an address)
SERVER_PARAMS = frozenset({"theme", "template", "voila-theme", "voila-template"})


def clean_theme(asked: str | None) -> str:
    """The theme a page gets when its address asks for ``asked``: "dark" or "light".

    Voila's own name of the dark theme counts as dark; everything else (a typo, a
    theme that does not exist, markup) is light, styled as usual.

    >>> clean_theme("JupyterLab Dark"), clean_theme(" dark "), clean_theme("blue")
    ('dark', 'dark', 'light')
    """
    word = (asked or "").strip().lower()
    return "dark" if word in ("dark", "jupyterlab dark") else "light"


def find_page(asked: str, pages: Iterable[str]) -> str | None:
    """The page among ``pages`` whose name is ``asked`` but for case, or None.

    An exact match wins over one that differs in case (a folder may hold both).

    >>> find_page("INDEX.IPYNB", ["index.ipynb"]), find_page("nope.ipynb", ["index.ipynb"])
    ('index.ipynb', None)
    >>> find_page("Tula.ipynb", ["tula.ipynb", "Tula.ipynb"])
    'Tula.ipynb'
    """
    folded = asked.casefold()
    found = None
    for page in pages:
        if page == asked:
            return page
        if found is None and page.casefold() == folded:
            found = page
    return found


def shorten(text: str, limit: int = MAX_ECHO_CHARS) -> str:
    """``text`` cut to ``limit`` characters with an ellipsis, to repeat it in a message.

    >>> shorten("seed"), shorten("")
    ('seed', '')
    """
    return text if len(text) <= limit else text[: limit - 1] + "…"
