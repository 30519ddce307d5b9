"""The address of a shared game, whole, ready to copy or send from any device.

The kernel knows only the link relative to the page (``?seed=3&moves=T23``: in Voila it
never learns the page's address). :class:`ShareAddress` takes that link; its browser side
(``static/share_address.js``) resolves it against the page's own address and shows the
full address in a read-only field, with a **Copy link** button (the Clipboard API, or the
field selected for the device's own Copy where that is refused) and a **Send…** button
that opens the phone's share sheet where the browser has one (``navigator.share``).

>>> box = ShareAddress(href="?seed=3")
>>> box.href
'?seed=3'
"""

from __future__ import annotations

from pathlib import Path

import anywidget
import traitlets

_STATIC = Path(__file__).parent / "static"


class ShareAddress(anywidget.AnyWidget):
    """A read-only field with a game's full address, *Copy link* and *Send…* buttons.

    ``href``: the link, relative to the page or absolute; empty hides the box.
    """

    _esm = _STATIC / "share_address.js"
    href = traitlets.Unicode("").tag(sync=True)
