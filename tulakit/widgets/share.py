"""Sharing a game from a board: a link that reopens it, and saving/opening a record.

This module holds what every game shares; each game's own link (which parameters name its
game, and how an address is read back) lives beside its board: :mod:`tula_share`,
:mod:`tulaga_share` and :mod:`chola_share` in :mod:`tulakit.widgets`.

**Links.** In Voila the kernel never learns the page's address, so the link is relative:
only the query (``?seed=7&auto_reveal=0&moves=R23,T23``), which the browser resolves
against the page it is on. The boards' ``from_query`` read the same parameters back, so
opening the link replays the game exactly (:func:`replay_prefix`: a move that is not
legal there stops the replay with a note, and the moves before it stay played). Moves are
included while the link stays under :data:`MAX_LINK_CHARS`, packed if need be (a whole
Chola Expert game fits); a game too long even then gets a link to its start and a note
pointing at the record download. Where a relative link cannot last
(a Binder session dies when idle; JupyterLab passes no query to the kernel), the panel
shows the link that does (:mod:`tulakit.widgets.lasting`): a Binder launch link, or the
Voila page on the same Jupyter server.

**Records.** *Download record* is an ``<a download>`` link to a ``data:`` URI holding the
game's ``to_json()`` (no server round trip, works in Voila and JupyterLab), and *Open
record* is a ``FileUpload`` whose file goes to the board's ``open_record`` (the game's own
``load``); a corrupted file is refused in the status line and the game is left alone.

>>> link = share_link({"seed": 7, "auto_reveal": 0}, ["R23", "T23"], separator=",")
>>> link.query, link.complete
('?seed=7&auto_reveal=0&moves=R23,T23', True)
>>> share_link({"seed": 7}, [f"T{n}" for n in range(1, 9999)], separator=",").complete
False
>>> data_uri('{"a": 1}')
'data:application/json;charset=utf-8,%7B%22a%22%3A%201%7D'
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol
from urllib.parse import quote

from ipywidgets import HTML, Button, FileUpload, HBox, Layout, VBox

from tulakit.errors import TulakitError
from tulakit.widgets.lasting import LastingLinks, Place, current_place, lasting_links
from tulakit.widgets.packed_moves import pack_moves
from tulakit.widgets.page import cut_quote
from tulakit.widgets.share_address import ShareAddress

#: the longest relative link offered. Browsers take far longer addresses, but a reverse
#: proxy in front of the pages may not: nginx refuses a request line over 8 KB by default,
#: and the page's own path (or Binder's ``urlpath=``, encoded once more) comes on top.
#: A long game's moves are packed to fit (a whole Chola Expert game does, about 1,300
#: characters); the record download has no limit.
MAX_LINK_CHARS = 4000

#: characters left readable in query values: move notation uses them, and they mean
#: nothing special inside a query value
_SAFE = ",;@()"

#: links look like links in JupyterLab's light and dark themes (Voila's page uses them),
#: and are 44 CSS pixels high like the buttons beside them, for fingers
_LINK_STYLE = (
    "color: var(--jp-content-link-color, #1976d2); text-decoration: underline; "
    "display: inline-block; min-height: 44px; line-height: 44px;"
)


@dataclass(frozen=True)
class ShareLink:
    """A relative link to a game: ``query`` starts with ``?`` ("" when there is no link).

    ``complete`` is False when the moves were left out (too long, or not reproducible);
    ``note`` says why in a sentence for the visitor.
    """

    query: str
    complete: bool
    note: str = ""


def make_query(params: Mapping[str, object]) -> str:
    """``?name=value&...`` with values percent-encoded (``None`` values are left out).

    Spaces become ``+`` (a query's own spelling of a space, which Voila's reader and the
    browser both understand): move notation is full of them, and ``%20`` takes three
    characters where ``+`` takes one. A ``+`` in a value is encoded as ``%2B``.

    >>> make_query({"bot": "greedy", "moves": "e5 =a5-e5@c5 >N;d4", "x": None})
    '?bot=greedy&moves=e5+%3Da5-e5@c5+%3EN;d4'
    """
    parts = [
        f"{quote(name, safe='')}={quote(str(value), safe=_SAFE + ' ').replace(' ', '+')}"
        for name, value in params.items()
        if value is not None
    ]
    return "?" + "&".join(parts)


def share_link(
    params: Mapping[str, object],
    moves: Sequence[str],
    *,
    separator: str,
    limit: int | None = None,
) -> ShareLink:
    """The link for ``params`` plus ``moves`` joined by ``separator``, if it fits in ``limit``.

    ``limit`` defaults to :data:`MAX_LINK_CHARS` (read when called). Moves that would
    not fit are packed (:func:`~tulakit.widgets.packed_moves.pack_moves`), so a long game
    keeps a whole link; only a game too long even packed gets a link to its start.

    >>> link = share_link({"seed": 7}, ["R23", "T23"] * 700, separator=",")
    >>> link.complete, link.query[:14], len(link.query) < 100
    (True, '?seed=7&moves=', True)
    """
    if limit is None:
        limit = MAX_LINK_CHARS
    if not moves:
        return ShareLink(make_query(params), True)
    text = separator.join(moves)
    query = make_query({**params, "moves": text})
    if len(query) <= limit:
        return ShareLink(query, True)
    # too long to read: packed (a third of the length), which every board's reader unpacks
    packed = make_query({**params, "moves": pack_moves(text)})
    if len(packed) <= limit:
        return ShareLink(packed, True)
    return ShareLink(
        make_query(params),
        False,
        f"With {len(moves)} moves the link would be {len(query)} characters long (the limit "
        f"is {limit}), so it only opens the start of this game; use Download record to "
        "keep every move",
    )


def on_page(link: ShareLink, page: str) -> ShareLink:
    """The link made relative to the folder instead of the page: ``page`` + query.

    A board on its own play page links with ``?...`` alone (``page=""``), which also works
    when Voila serves that one notebook; a board elsewhere (a tutorial) links to the play
    page next to it, which replays the moves.

    >>> on_page(ShareLink("?seed=1", True), "tula-play.ipynb").query
    'tula-play.ipynb?seed=1'
    """
    if not link.query or not page:
        return link
    return ShareLink(page + link.query, link.complete, link.note)


def replay_prefix(
    game: Any, moves: Sequence[str], note: Callable[[str], None], *, what: str = "move"
) -> int:
    """Play ``moves`` (notation) on ``game`` until one is refused; return how many were played.

    A shared link may have been cut or edited by hand: the moves before the first bad one
    stay played (the longest legal prefix) and ``note`` gets one sentence saying which one
    was refused and why, in the game's own words (never a traceback).

    >>> from tulakit.tulaga.game import TulagaGame
    >>> game, notes = TulagaGame(), []
    >>> replay_prefix(game, ["e5", "d4", "e5", "a1"], notes.append, what="turn")
    2
    >>> print(notes[0])
    turn 3 of the given moves (e5) was not played: e5 is already occupied by a black simple stone; the game goes on after the 2 before it
    """
    for number, move in enumerate(moves, start=1):
        try:
            game.play(move)
        except (TulakitError, ValueError) as exc:  # notation, legality, a finished game
            # the move is named already; the engine may quote it whole, so it is cut
            reason = cut_quote(str(exc).removeprefix(f"{move}: "), move)
            after = (
                "the game starts from the beginning"
                if number == 1
                else f"the game goes on after the {number - 1} before it"
            )
            shown = move if len(move) <= 40 else move[:39] + "…"  # an address may carry anything
            note(f"{what} {number} of the given moves ({shown}) was not played: {reason}; {after}")
            return number - 1
    return len(moves)


def data_uri(text: str, mime: str = "application/json") -> str:
    """A ``data:`` URI holding ``text`` (UTF-8, percent-encoded)."""
    return f"data:{mime};charset=utf-8,{quote(text, safe='')}"


class Shareable(Protocol):
    """What a board offers the share panel."""

    @property
    def game(self) -> Any: ...

    def share_link(self) -> ShareLink: ...

    def record_filename(self) -> str: ...

    def send_to(self) -> str | None: ...

    def open_record(self, text: str, name: str = "") -> str: ...

    def say(self, text: str) -> None: ...

    def guarded(self, handler: Any) -> Any: ...


class SharePanel(VBox):
    """The *Share* button, the record download and upload, and where the link is shown.

    The shown link and download are refreshed whenever the board redraws (``refresh``),
    so they always describe the game as it is now.
    """

    def __init__(self, board: Shareable, width: int, place: Place | None = None) -> None:
        self._board = board
        self._shown = False
        #: where the page runs (Binder, JupyterLab, elsewhere): read at the first Share,
        #: when a visitor's request has surely reached the kernel
        self._place = place
        self.share_button = Button(
            description="Share",
            tooltip="Show a link that reopens this game",
            icon="link",
            layout=Layout(width="auto"),
        )
        self.share_button.add_class("share")
        self.share_button.on_click(board.guarded(lambda _b: self.show()))
        self.download = HTML()
        self.download.add_class("download-record")
        self.upload = FileUpload(
            accept=".json,application/json",
            multiple=False,
            description="Open record",
            tooltip="Open a record saved with Download record",
            layout=Layout(width="auto"),
        )
        self.upload.add_class("open-record")
        self.upload.observe(board.guarded(self._uploaded), "value")
        self.link = HTML(layout=Layout(width="100%", max_width=f"{width}px"))
        self.link.add_class("share-link")
        #: the full address with Copy link and Send… (the phone's share sheet)
        self.address = ShareAddress(layout=Layout(width="100%", max_width=f"{width}px"))
        super().__init__(
            [
                HBox(
                    [self.share_button, self.download, self.upload],
                    layout=Layout(flex_flow="row wrap", max_width="100%"),
                ),
                self.link,
                self.address,
            ]
        )
        self.refresh()

    # -- the link -------------------------------------------------------------------------
    def show(self) -> ShareLink:
        """Show the link for the game as it is now (the *Share* button)."""
        self._shown = True
        link = self._board.share_link()
        self.refresh()
        lasting = self.lasting(link)
        who = self._board.send_to()
        where = f" in {lasting.what}" if lasting.what else ""
        if link.query and link.complete and who:  # play by link: the move goes on
            self._board.say(
                f"Send your move: the link below opens this game at {who}'s move{where}. "
                f"Send it to {who}, who plays there and shares the game back the same way."
            )
        elif link.query and link.complete:
            self._board.say(
                f"The link below reopens this game{where}, moves included: open it, or use "
                "Copy link (or Send… on a phone) to share the game."
            )
        else:  # no link at all, or one without the moves: say why
            self._board.say(f"{link.note}.")
        return link

    def lasting(self, link: ShareLink) -> LastingLinks:
        """The links shown for ``link``: on Binder a launch link that outlives the session,
        in JupyterLab the Voila page on this server, elsewhere the relative link itself
        (:mod:`tulakit.widgets.lasting`)."""
        if self._place is None:
            self._place = current_place()
        return lasting_links(link.query, self._place)

    def refresh(self) -> None:
        """Bring the download (and the link, once shown) up to date with the game."""
        board = self._board
        name = html.escape(board.record_filename(), quote=True)
        uri = html.escape(data_uri(board.game.to_json()), quote=True)
        self.download.value = (
            f'<a class="download-record-link" download="{name}" href="{uri}" '
            f'style="padding: 0 8px; {_LINK_STYLE}" '
            'title="Save the game as a JSON record">'
            "Download record</a>"
        )
        if not self._shown:
            return
        link = board.share_link()
        if not link.query:
            self.link.value = f"<span>{html.escape(link.note)}.</span>"
            self.address.href = ""
            return
        lasting = self.lasting(link)
        words = "Open this game in a new tab" if link.complete else "Open the start of this game"
        if lasting.what:
            words += f" ({lasting.what})"
        others = [
            ("share-here", lasting.here, "or in this session, while it lasts"),
            ("share-binder", lasting.binder, "or in a fresh Binder session"),
        ]
        self.link.value = _anchor("share-url", lasting.href, words) + "".join(
            " " + _anchor(cls, href, text) for cls, href, text in others if href
        )
        self.address.href = lasting.href

    # -- records --------------------------------------------------------------------------
    def _uploaded(self, change: dict[str, Any]) -> None:
        files = change["new"]
        if not files:
            return  # the reset below
        upload = files[0]
        name = str(upload.get("name", ""))
        try:
            text = bytes(upload["content"]).decode("utf-8")
        except UnicodeDecodeError:
            self._board.say(
                f"{name or 'That file'} is not a text file, so it is not a saved record. "
                "The game on the board is unchanged."
            )
        else:
            self._board.open_record(text, name)
        self.upload.value = ()  # the same file can be chosen again
        self.refresh()


def _anchor(cls: str, href: str, words: str) -> str:
    """A link that opens in a new tab, sized for a finger like the buttons beside it."""
    return (
        f'<a class="{cls}" href="{html.escape(href, quote=True)}" target="_blank" '
        f'rel="noopener" style="{_LINK_STYLE}">{html.escape(words)}</a>'
    )


__all__ = [
    "MAX_LINK_CHARS",
    "ShareLink",
    "SharePanel",
    "data_uri",
    "make_query",
    "on_page",
    "replay_prefix",
    "share_link",
]
