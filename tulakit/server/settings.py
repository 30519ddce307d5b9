"""The settings that make a server of tulakit's pages safe, in one place for every server.

``SHARED`` is what every server of the pages takes, tulakit's own Voila app
(``make serve``) and a Jupyter server with Voila as its extension (each student's server
on the hub, the Helm chart's servers): kernels on private sockets instead of TCP ports,
the template chosen by the server alone, and a heartbeat that cannot freeze the server
(:mod:`tulakit.server.kernels`). ``APP_ONLY`` is what only tulakit's Voila app has: the
guarded kernel manager and page connections, whose limits are for a public server.

This module imports nothing heavy: the hub's configuration reads it.

>>> as_flags({"KernelManager": {"transport": "ipc"}})
['--KernelManager.transport=ipc']
"""

from __future__ import annotations

from typing import Any

SHARED: dict[str, dict[str, Any]] = {
    # Unix sockets in a folder only the server's account can open: no port to collide on
    # (a port taken between being chosen and being bound froze the server), no traffic
    # any local account can read
    "KernelManager": {"transport": "ipc"},
    "AsyncKernelManager": {"client_class": "tulakit.server.kernels.PatientKernelClient"},
    # ?template= in an address must not switch the page's template
    "VoilaConfiguration": {"allow_template_override": "NO"},
}

APP_ONLY: dict[str, dict[str, Any]] = {
    "Voila": {"kernel_websocket_connection_class": "tulakit.server.websocket.GuardedConnection"},
    "VoilaConfiguration": {
        "multi_kernel_manager_class": "tulakit.server.kernels.GuardedKernelManager"
    },
}


def merged(*parts: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """The settings of ``parts`` in one mapping, later parts winning.

    >>> merged({"A": {"x": 1}}, {"A": {"y": 2}, "B": {"z": 3}})
    {'A': {'x': 1, 'y': 2}, 'B': {'z': 3}}
    """
    result: dict[str, dict[str, Any]] = {}
    for part in parts:
        for owner, traits in part.items():
            result.setdefault(owner, {}).update(traits)
    return result


def as_flags(settings: dict[str, dict[str, Any]]) -> list[str]:
    """The settings as command-line flags (``--Class.trait=value``)."""
    return [
        f"--{owner}.{trait}={value}"
        for owner, traits in settings.items()
        for trait, value in traits.items()
    ]
