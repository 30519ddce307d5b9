"""Moves packed small enough for a share link.

A whole Chola Expert game is 170-210 turns of about 20 characters each ("build c16
white@1,0 white@1,1"), which makes a link longer than a reverse proxy may take (see
:data:`tulakit.widgets.share.MAX_LINK_CHARS`). The notation repeats itself a great deal, so
deflate packs it to about a third; the packed text is written in the URL-safe base64
alphabet after a ``~`` (a character no move's notation starts with), so a reader tells a
packed value from plain notation by its first character alone.

>>> packed = pack_moves("draw stack;draw up2;draw up2")
>>> packed.startswith(PACKED_MARK)
True
>>> unpack_moves(packed)
'draw stack;draw up2;draw up2'
>>> unpack_moves("T5,T23")  # plain notation passes through
'T5,T23'
>>> unpack_moves("~not*packed")
Traceback (most recent call last):
ValueError: the packed moves in this address are damaged (not base64)
"""

from __future__ import annotations

import base64
import binascii
import zlib

#: the first character of a packed value
PACKED_MARK = "~"
#: a packed value never unpacks to more than this many characters (a hostile address must
#: not make the kernel inflate gigabytes); the longest real game is far shorter
MAX_UNPACKED_CHARS = 200_000
#: URL-safe base64's characters
_ALPHABET = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


def pack_moves(text: str) -> str:
    """``text`` deflated, in URL-safe base64 without padding, after :data:`PACKED_MARK`."""
    squeezer = zlib.compressobj(9, zlib.DEFLATED, -15)  # raw deflate: no header to spend
    raw = squeezer.compress(text.encode()) + squeezer.flush()
    return PACKED_MARK + base64.urlsafe_b64encode(raw).decode().rstrip("=")


def unpack_moves(value: str) -> str:
    """The notation in ``value``: unpacked if it is packed, else ``value`` itself.

    Raises ``ValueError`` with a sentence for the visitor when a packed value is damaged.
    """
    if not value.startswith(PACKED_MARK):
        return value
    body = value[len(PACKED_MARK) :].strip()
    # the decoder would skip characters outside the alphabet; a changed link must not pass
    if not body or any(c not in _ALPHABET for c in body):
        raise ValueError("the packed moves in this address are damaged (not base64)")
    try:
        raw = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError):
        raise ValueError("the packed moves in this address are damaged (not base64)") from None
    inflater = zlib.decompressobj(-15)
    try:
        text = inflater.decompress(raw, MAX_UNPACKED_CHARS)
    except zlib.error:
        raise ValueError("the packed moves in this address are damaged (cut or changed)") from None
    if inflater.unconsumed_tail:
        raise ValueError("the packed moves in this address are longer than any game")
    if not inflater.eof:
        raise ValueError("the packed moves in this address are damaged (cut short)")
    try:
        return text.decode()
    except UnicodeDecodeError:
        raise ValueError("the packed moves in this address are damaged (not text)") from None


__all__ = ["MAX_UNPACKED_CHARS", "PACKED_MARK", "pack_moves", "unpack_moves"]
