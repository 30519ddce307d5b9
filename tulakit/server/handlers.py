"""The pages' request handlers of ``tulakit.server``: Voila's, with the address checked first.

Before Voila renders a page (or the folder listing), :class:`CleanAddress` makes sure the
address asks nothing the server does not allow: an address longer than
:data:`~tulakit.server.address.MAX_ADDRESS_CHARS` gets a page saying so (414), the theme
is cleaned to light or dark, and a template named in the address is ignored (the server
chooses it). :class:`GuardedPageHandler` then finds the notebook whatever the case of its
name (redirecting to the right spelling), answers a page that does not exist with a 404
page that leads back to the index, and asks the
:class:`~tulakit.server.ledger.VisitorLedger` whether the visitor may open one more page
(503 with the reason when not). Every error page is tulakit's template ``error.html``,
escaped, with a link to the index.
"""

from __future__ import annotations

import posixpath
from typing import Any
from urllib.parse import quote

from jupyter_core.utils import ensure_async
from tornado import web
from voila.handler import BaseVoilaHandler
from voila.tornado.handler import TornadoVoilaHandler
from voila.tornado.treehandler import TornadoVoilaTreeHandler

from tulakit.server.address import MAX_ADDRESS_CHARS, clean_theme, find_page, shorten
from tulakit.server.websocket import LEDGER_SETTING


class CleanAddress:
    """Mixin for Voila's page handlers: refuse long addresses, clean the theme, drop the
    template (see the module docstring)."""

    request: Any

    async def prepare(self) -> None:
        """Check the address before the handler reads it."""
        await super().prepare()  # type: ignore[misc]  # the handler's own: login first
        if len(self.request.uri or "") > MAX_ADDRESS_CHARS:
            raise web.HTTPError(
                414,
                "This address is %s characters long; the most this site reads is %s. "
                "A link from a tulakit page is far shorter: ask for it again.",
                f"{len(self.request.uri):,}",
                f"{MAX_ADDRESS_CHARS:,}",
                reason="Address too long",
            )
        arguments = (self.request.arguments, self.request.query_arguments)
        for args in arguments:
            for name in ("template", "voila-template", "voila-theme"):
                args.pop(name, None)
            if "theme" in args:
                theme = clean_theme(args["theme"][0].decode("utf-8", "replace"))
                # light is the pages' own theme: asking for it is like not asking, so the
                # page can come from a kernel run ahead of time
                if theme == "light":
                    del args["theme"]
                else:
                    args["theme"] = [theme.encode()]


class GuardedPageHandler(CleanAddress, TornadoVoilaHandler):
    """Voila's page handler behind the address checks, the page lookup and the ledger."""

    async def prepare(self) -> None:
        """Check the address, find the page, and count it for its visitor."""
        await super().prepare()
        if self._finished:
            return
        asked = self.path_args[0] if self.path_args else ""
        found = await self._find_notebook(asked)
        if found is None:
            raise web.HTTPError(
                404,
                "There is no page called %s here.",
                repr(shorten(posixpath.basename(asked))),
                reason="No such page",
            )
        if found != asked:
            query = f"?{self.request.query}" if self.request.query else ""
            self.redirect(f"{self.base_url}voila/render/{quote(found)}{query}")
            return
        ledger = self.settings.get(LEDGER_SETTING)
        if ledger is None:
            return
        visitor = self.request.remote_ip or ""
        refusal = ledger.admit(visitor, alive=set(self.kernel_manager.list_kernel_ids()))
        left_for = getattr(self.kernel_manager, "left_for", None)
        if refusal is not None and refusal.limit == "visitor" and left_for is not None:
            # a tab of theirs closed without shutting its kernel down: its place is theirs
            gone = ledger.left_behind(visitor, left_for)
            if gone is not None:
                self.log.info(
                    "Closing kernel %s: its page was left, its visitor asks for another", gone
                )
                await self.kernel_manager.shutdown_kernel(gone)
                refusal = ledger.admit(visitor, alive=set(self.kernel_manager.list_kernel_ids()))
        if refusal is not None:
            self.set_header("Retry-After", "60")
            raise web.HTTPError(503, "%s", refusal.words(), reason="The server is busy")

    async def _find_notebook(self, asked: str) -> str | None:
        """``asked`` if it is a notebook, else the notebook it names but for case."""
        manager = self.contents_manager
        if asked.endswith(".ipynb") and await ensure_async(manager.file_exists(asked)):
            return asked
        folder, name = posixpath.split(asked)
        if not await ensure_async(manager.dir_exists(folder)):
            return None
        listing = await ensure_async(manager.get(folder, content=True))
        names = [item["name"] for item in listing["content"] if item["type"] == "notebook"]
        match = find_page(name, names) or find_page(f"{name}.ipynb", names)
        return None if match is None else posixpath.join(folder, match)


class CleanTreeHandler(CleanAddress, TornadoVoilaTreeHandler):
    """Voila's folder listing behind the address checks."""


class PageNotFound(CleanAddress, BaseVoilaHandler):
    """Any address the server has no handler for: tulakit's 404 page."""

    async def prepare(self) -> None:
        """Answer 404 with the page that leads back to the index."""
        await super().prepare()
        raise web.HTTPError(404, "There is no page at this address.", reason="No such page")
