"""Helpers for notebooks served as pages: reading the page address's query string.

Where the address comes from depends on where the page runs:

- **Voila** puts the page's query string into the kernel's ``QUERY_STRING`` environment
  variable, so ``voila/render/tula-play.ipynb?seed=42`` reaches the notebook as
  ``{"seed": "42"}``: before it runs the notebook, or, with preheated kernels (a kernel
  that ran the notebook before anyone asked for the page), when the visitor's request
  arrives, which the first reading of the query waits for (:func:`wait_for_visitor`).
- **The static site** (Voici, the kernel in the visitor's browser) has no server to tell
  the kernel anything: the page's template hands its own address to
  :func:`set_page_address` before the notebook's first line runs (as hex digits, so no
  address can become code), and that address wins.
- In **JupyterLab** neither is there and every lookup falls back to its default.

>>> import os
>>> os.environ["QUERY_STRING"] = "seed=42&auto_reveal=0&seed=7&name=a%20b"
>>> query_params()
{'seed': '42', 'auto_reveal': '0', 'name': 'a b'}
>>> query_int("seed", 1), query_int("missing", 5), query_int("name", 3)
(42, 5, 3)
>>> query_int("seed", 1, maximum=10)
1
>>> del os.environ["QUERY_STRING"]
"""

from __future__ import annotations

import json
import os
import re
from urllib.parse import parse_qs

from tulakit.protocol import SEED_LIMIT
from tulakit.widgets.packed_moves import unpack_moves

#: the most characters of an address's value a message repeats (a hostile address may
#: carry hundreds of kilobytes in one value)
MAX_ECHO_CHARS = 40

#: the largest seed a page takes from its address: the engines' own limit
MAX_SEED = SEED_LIMIT - 1


def echo(text: str) -> str:
    """``text`` quoted for a message, cut to :data:`MAX_ECHO_CHARS` characters.

    >>> echo("abc"), echo("x" * 100)[-5:], len(echo("x" * 100))
    ("'abc'", "xxx…'", 42)
    """
    return repr(text if len(text) <= MAX_ECHO_CHARS else text[: MAX_ECHO_CHARS - 1] + "…")


def cut_quote(reason: str, value: str) -> str:
    """An engine's ``reason`` for refusing an address's ``value``, with the value and any
    run of more than :data:`MAX_ECHO_CHARS` characters without a space cut as :func:`echo`
    cuts them (an engine quotes a bad move whole, and an address may carry kilobytes).

    >>> cut_quote("'" + "q" * 500 + "' is not a move", "q" * 500) == echo("q" * 500) + " is not a move"
    True
    >>> cut_quote("'R5' is still covered", "R5")
    "'R5' is still covered"
    """
    if len(value) > MAX_ECHO_CHARS:
        reason = reason.replace(value, value[: MAX_ECHO_CHARS - 1] + "…")
    return re.sub(
        rf"[^\s'\"]{{{MAX_ECHO_CHARS + 1},}}",
        lambda run: run[0][: MAX_ECHO_CHARS - 1] + "…",
        reason,
    )


def parse_seed(text: str) -> int | None:
    """The seed ``text`` names (0 to :data:`MAX_SEED`), or None.

    >>> parse_seed("42"), parse_seed(" 7 "), parse_seed("-1"), parse_seed("9" * 4000)
    (42, 7, None, None)

    Only the digits 0 to 9 are read: ``str.isdigit`` also takes "²", which ``int`` refuses.

    >>> parse_seed("²"), parse_seed("٣")
    (None, None)
    """
    text = text.strip()
    if not (text.isascii() and text.isdigit()) or len(text) > len(str(MAX_SEED)):
        return None
    seed = int(text)
    return seed if seed <= MAX_SEED else None


_visitor_arrived = False
#: the address the page itself gave (the static site), or None
_page_address: str | None = None


def set_page_address(query: str | None) -> None:
    """The page's query string (``"seed=42&moves=T23"``, a leading ``?`` allowed), as the
    page in the browser knows it: it replaces whatever the server said (``None``: forget
    it, and read the server's again).

    >>> set_page_address("?seed=5"); query_params()
    {'seed': '5'}
    >>> set_page_address(""); query_params()
    {}
    >>> set_page_address(None)
    """
    global _page_address
    _page_address = None if query is None else str(query).removeprefix("?")


def wait_for_visitor(timeout: float | None = None) -> None:
    """In a kernel Voila preheated, wait until a visitor's request has arrived and its
    details (``QUERY_STRING`` among them) are in the environment; elsewhere return at once.

    Voila's preheated pool starts a kernel for a page and runs its notebook before anyone
    asks for it, so the cells above the first reading of the query are done when the
    visitor comes. Voila offers ``voila.utils.wait_for_request()`` for this wait, but
    importing ``voila.utils`` in a kernel costs 45 MB and seconds (it imports the Jupyter
    server), more than the rest of a page's kernel: the same exchange is done here with
    the ``websockets`` client alone (which Voila depends on). Voila sends the request's
    details as one JSON message on ``<server>/voila/query/<kernel id>``, the address its
    own helper builds from the variables Voila gives a preheated kernel.

    >>> wait_for_visitor()  # not a preheated kernel: nothing to wait for
    """
    global _visitor_arrived
    env = os.environ
    if _visitor_arrived or env.get("VOILA_PREHEAT") != "True" or "VOILA_KERNEL_ID" not in env:
        return
    from websockets.sync.client import connect

    base = env.get("VOILA_WS_BASE_URL", env.get("VOILA_SERVER_URL", "/"))
    url = (
        f"{env.get('VOILA_WS_PROTOCOL', 'ws')}://{env.get('VOILA_APP_IP', '127.0.0.1')}:"
        f"{env.get('VOILA_APP_PORT', '8866')}{base}voila/query/{env['VOILA_KERNEL_ID']}"
    )
    with connect(url, open_timeout=30) as socket:
        details = json.loads(socket.recv(timeout))
    env.update({str(name): str(value) for name, value in details.items()})
    _visitor_arrived = True


def query_params() -> dict[str, str]:
    """The page's query parameters; the first value wins when a name repeats."""
    if _page_address is None:
        wait_for_visitor()
        query = os.environ.get("QUERY_STRING", "")
    else:
        query = _page_address
    parsed = parse_qs(query, keep_blank_values=True)
    return {name: values[0] for name, values in parsed.items()}


def query_int(
    name: str,
    default: int,
    *,
    minimum: int | None = None,
    maximum: int | None = None,
) -> int:
    """The integer parameter ``name``, or ``default`` when absent, malformed or out of range."""
    text = query_params().get(name)
    if text is None or len(text.strip()) > len(str(MAX_SEED)) + 1:
        return default
    try:
        value = int(text.strip())
    except ValueError:
        return default
    if (minimum is not None and value < minimum) or (maximum is not None and value > maximum):
        return default
    return value


#: parameters Voila itself reads from the page address (never reported as unknown):
#: Voila 0.5 reads ``?theme=dark``; the ``voila-`` spellings are other versions' and are
#: not reported either
VOILA_PARAMS = frozenset({"theme", "template", "voila-theme", "voila-template"})


class QueryReader:
    """Reads a page's query parameters and keeps a friendly note about every bad one.

    A visitor who types a wrong address should get a working default game and one
    sentence saying what was ignored, never a traceback.

    >>> reader = QueryReader({"seed": "abc", "legal": "1", "players": "9"})
    >>> reader.int("seed", -1, minimum=0, what="a seed", instead="a random deal was used")
    -1
    >>> reader.flag("legal", False), reader.flag("mercy", True)
    (True, True)
    >>> reader.unknown({"seed", "legal", "mercy"})
    >>> reader.message()
    "'abc' is not a seed, so a random deal was used (seed: a whole number of at least 0). This page has no setting 'players', so it was ignored."

    A setting's name may be written in any case, as people type it:

    >>> QueryReader({"Seed": "5", "SEED": "6"}).int("seed", -1)
    5
    """

    def __init__(self, params: dict[str, str] | None = None) -> None:
        given = query_params() if params is None else params
        # settings are named in any case (?Seed=5 as ?seed=5); the first of a name wins
        self.params: dict[str, str] = {}
        for name, value in given.items():
            self.params.setdefault(name.strip().lower(), value)
        self.notes: list[str] = []
        if "moves" in self.params:  # a long game's share link packs its moves
            try:
                self.params["moves"] = unpack_moves(self.params["moves"])
            except ValueError as exc:
                del self.params["moves"]
                self.note(f"{exc}, so the game starts from the beginning")

    def note(self, text: str) -> None:
        """Add a sentence to the message (without its final full stop)."""
        self.notes.append(text)

    def int(
        self,
        name: str,
        default: int,
        *,
        minimum: int | None = None,
        maximum: int | None = None,
        what: str | None = None,
        instead: str | None = None,
    ) -> int:
        """Like :func:`query_int`, noting a bad value: "'abc' is not a seed, so ...".

        A number is written with the digits 0 to 9 and perhaps a sign, as the pages say
        (``int`` alone would also take "1_0" and other scripts' digits).

        >>> reader = QueryReader({"ranks": " 5 ", "seed": "1_0"})
        >>> reader.int("ranks", 6, minimum=4, maximum=6), reader.int("seed", 0)
        (5, 0)
        """
        text = self.params.get(name)
        if text is None:
            return default
        digits = text.strip().removeprefix("-").removeprefix("+")
        well_formed = digits.isascii() and digits.isdigit()
        value = int(text.strip()) if well_formed and len(digits) <= len(str(MAX_SEED)) else None
        if (
            value is None
            or (minimum is not None and value < minimum)
            or (maximum is not None and value > maximum)
        ):
            wanted = _range_words(name, minimum, maximum)  # names the setting and its range
            said = f"{echo(text)} is not {what or wanted}, so {instead or f'{default} was used'}"
            # a page's own words ("a seed") may not name the setting: the range then follows
            self.note(
                said if what is None else f"{said} ({name}: {wanted.removesuffix(f' for {name}')})"
            )
            return default
        return value

    def flag(self, name: str, default: bool) -> bool:
        """A 0/1 switch (also accepts yes/no, true/false, on/off)."""
        text = self.params.get(name)
        if text is None:
            return default
        word = text.strip().lower()
        if word in ("1", "yes", "true", "on"):
            return True
        if word in ("0", "no", "false", "off"):
            return False
        state = "on" if default else "off"
        self.note(f"{echo(text)} is not 0 or 1 for {name}, so it stays {state}")
        return default

    def choice(self, name: str, options: tuple[str, ...], default: str, *, instead: str) -> str:
        """One of ``options`` in any case, spelt as in ``options``; else ``default`` with a
        note.

        >>> QueryReader({"layout": "a"}).choice("layout", ("B", "A"), "B", instead="B is used")
        'A'
        """
        text = self.params.get(name)
        if text is None:
            return default
        word = text.strip().casefold()
        for option in options:
            if option.casefold() == word:
                return option
        self.note(f"{echo(text)} is not one of {', '.join(options)} for {name}, so {instead}")
        return default

    def unknown(self, known: set[str] | frozenset[str]) -> None:
        """Note every parameter this page does not read (Voila's own are fine)."""
        for name in self.params:
            if name not in known and name not in VOILA_PARAMS:
                self.note(f"This page has no setting {echo(name)}, so it was ignored")

    def message(self) -> str:
        """All the notes as sentences ("" when every value was good)."""
        return friendly_message(self.notes)


def friendly_message(notes: list[str]) -> str:
    """Sentences for the status line, each starting with a capital and ending with a stop.

    >>> friendly_message(["'x' is not a seed, so a random deal was used", "Done."])
    "'x' is not a seed, so a random deal was used. Done."
    """
    sentences = []
    for note in notes:
        note = note.strip()
        if not note:
            continue
        if note[0].islower():
            note = note[0].upper() + note[1:]
        sentences.append(note if note.endswith((".", "!", "?")) else note + ".")
    return " ".join(sentences)


def _range_words(name: str, minimum: int | None, maximum: int | None) -> str:
    if minimum is not None and maximum is not None:
        return f"a whole number from {minimum} to {maximum} for {name}"
    if minimum is not None:
        return f"a whole number of at least {minimum} for {name}"
    return f"a whole number for {name}"
