"""Serving tulakit's pages to anyone: Voila with the safeguards a public server needs.

``python -m tulakit.server notebooks`` (what ``make serve`` runs) is Voila with kernels
on private sockets, the template fixed by the server, page addresses checked, limits on
the pages a crowd may open and a stop that always ends (:mod:`tulakit.server.app`). The
rules an address must follow are in :mod:`tulakit.server.address`, plain functions the
static site's checks mirror. Nothing here is imported by a page: the engine and the
boards run without it, in a kernel or in the browser.
"""
