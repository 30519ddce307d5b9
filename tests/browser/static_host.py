"""A static file server as a static host runs one: ``python static_host.py PORT FOLDER``.

Python's own ``http.server`` sends no ``Cache-Control``, so a browser asks again for
every file of a page on each visit; GitHub Pages, where the site is meant to live, lets
browsers keep each file for 10 minutes (``max-age=600``), and so does this server. Files
are sent as they are (no compression), which changes what goes over the wire but not
what a page does.
"""

from __future__ import annotations

import functools
import http.server
import sys


class CachingHandler(http.server.SimpleHTTPRequestHandler):
    """Python's file handler with GitHub Pages' caching, and quiet."""

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "max-age=600")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:
        """Say nothing per request (the tests read pages, not this log)."""


def main(port: int, folder: str) -> None:
    """Serve ``folder`` on 127.0.0.1:``port`` until stopped."""
    handler = functools.partial(CachingHandler, directory=folder)
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        server.serve_forever()


if __name__ == "__main__":
    main(int(sys.argv[1]), sys.argv[2])
