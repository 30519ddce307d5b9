"""Share links that outlive the session: where a page runs, and the link that lasts there.

A board's Share link is relative (``?seed=7&moves=R23,T23``, or ``tula-play.ipynb?...``
from a tutorial): the browser resolves it against the page. That is all a page served by
``make serve`` or a hub needs, and it stays so. Two places need more:

- **Binder.** The page lives in a session that dies after a few idle minutes, so a
  friend who opens the link later finds nothing. BinderHub tells the session where it came
  from (``BINDER_LAUNCH_HOST``, e.g. ``https://mybinder.org/``, and
  ``BINDER_PERSISTENT_REQUEST``, ``v2/gh/<owner>/<repo>/<commit>``; ``BINDER_REQUEST``
  names the branch instead), so the link becomes a launch link: a fresh session of the
  same commit that opens ``urlpath=voila/render/<the page>?<the game>``.
- **JupyterLab.** No query string reaches the kernel and the lab's address is not a page,
  so a relative link recreates nothing. The link becomes the Voila page of the same game
  on the same Jupyter server (``<base url>voila/render/<path from the server's root>``),
  plus the Binder launch link when the session is on Binder.

:func:`lasting_links` is the pure rule; :func:`current_place` gathers the facts from the
kernel's environment (what Voila, JupyterLab and BinderHub put there) and the server's
runtime file.

>>> binder = Place("voila", page="tula-play.ipynb", folder="notebooks",
...                binder="https://mybinder.org/v2/gh/tulakit/tulakit/abc123")
>>> links = lasting_links("?seed=7&moves=R23,T23", binder)
>>> links.href
'https://mybinder.org/v2/gh/tulakit/tulakit/abc123?urlpath=voila%2Frender%2Fnotebooks%2Ftula-play.ipynb%3Fseed%3D7%26moves%3DR23%2CT23'
>>> launch_urlpath(links.href)
'voila/render/notebooks/tula-play.ipynb?seed=7&moves=R23,T23'
>>> lasting_links("?seed=7", Place("voila", page="tula-play.ipynb")).href  # make serve
'?seed=7'
>>> lab = Place("lab", page="tula.ipynb", folder="notebooks", server_folder="notebooks",
...             base_url="/user/ada/")
>>> lasting_links("tula-play.ipynb?seed=7", lab).href
'/user/ada/voila/render/notebooks/tula-play.ipynb?seed=7'
"""

from __future__ import annotations

import json
import os
import posixpath
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import parse_qs, quote, urlsplit

#: the longest Binder launch link offered: the game rides in ``urlpath``, encoded once
#: more, and BinderHub's proxies refuse request lines much over 8 KB
MAX_LAUNCH_CHARS = 7500


@dataclass(frozen=True)
class Place:
    """Where a page runs, as much as a link needs.

    ``kind`` is ``"voila"`` (a served page), ``"lab"`` (a notebook in JupyterLab) or
    ``"other"`` (a test, a script); ``page`` is this notebook's file name; ``folder`` its
    folder from the repository's root (for Binder's ``urlpath``), ``server_folder`` from
    the Jupyter server's root (for a Voila link in JupyterLab; ``None`` when unknown);
    ``base_url`` the server's base URL; ``binder`` the launch address of this session's
    repository and commit, when it runs on Binder.
    """

    kind: str
    page: str = ""
    folder: str = ""
    server_folder: str | None = None
    base_url: str = "/"
    binder: str | None = None


@dataclass(frozen=True)
class LastingLinks:
    """The link to show first (``href``), how long it lasts in words (``what``), and the
    others: the Binder launch link and the link within this session, where they differ."""

    href: str
    what: str
    binder: str | None = None
    here: str | None = None


def launch_link(binder: str, path: str) -> str:
    """The Binder launch link that opens ``path`` (``voila/render/...?...``) when ready.

    >>> launch_link("https://mybinder.org/v2/gh/o/r/main", "voila/render/a.ipynb?x=1")
    'https://mybinder.org/v2/gh/o/r/main?urlpath=voila%2Frender%2Fa.ipynb%3Fx%3D1'
    """
    return f"{binder}?urlpath={quote(path, safe='')}"


def launch_urlpath(link: str) -> str:
    """The ``urlpath`` a launch link opens, decoded (what BinderHub hands the server)."""
    return parse_qs(urlsplit(link).query)["urlpath"][0]


def lasting_links(relative: str, place: Place) -> LastingLinks:
    """The links for a board's relative Share link (``?...`` for this page, or
    ``page.ipynb?...`` for a page beside it) in ``place``. An empty link stays empty."""
    if not relative:
        return LastingLinks("", "")
    target, _, query = relative.partition("?")
    page = target or place.page
    query = f"?{query}" if query else ""
    launch = None
    if place.binder and page:
        path = posixpath.join("voila/render", place.folder, page) + query
        candidate = launch_link(place.binder, path)
        launch = candidate if len(candidate) <= MAX_LAUNCH_CHARS else None
    if place.kind == "lab" and place.server_folder is not None and page:
        voila = posixpath.join(place.base_url, "voila/render", place.server_folder, page) + query
        return LastingLinks(voila, "a page of this game on this Jupyter server", launch)
    if place.kind == "voila" and launch is not None:
        return LastingLinks(
            launch, "a fresh Binder session, which lasts after this one", here=relative
        )
    return LastingLinks(relative, "")


def binder_address(env: Mapping[str, str]) -> str | None:
    """The launch address BinderHub gave this session (its commit when known), or ``None``.

    >>> binder_address({"BINDER_LAUNCH_HOST": "https://mybinder.org/",
    ...                 "BINDER_REQUEST": "v2/gh/o/r/main",
    ...                 "BINDER_PERSISTENT_REQUEST": "v2/gh/o/r/0123abc"})
    'https://mybinder.org/v2/gh/o/r/0123abc'
    >>> binder_address({"BINDER_REPO_URL": "https://github.com/o/r"}) is None
    True
    """
    host = env.get("BINDER_LAUNCH_HOST", "")
    request = env.get("BINDER_PERSISTENT_REQUEST") or env.get("BINDER_REQUEST", "")
    if not host or not request:
        return None
    return host.rstrip("/") + "/" + request.lstrip("/")


def current_place(
    env: Mapping[str, str] | None = None,
    cwd: str | None = None,
    servers: Iterable[Mapping[str, object]] | None = None,
) -> Place:
    """Where this kernel's page runs, from what Voila (``SERVER_SOFTWARE``, ``SCRIPT_NAME``,
    ``VOILA_*``), JupyterLab (``JPY_SESSION_NAME``, the notebook's path), BinderHub
    (``BINDER_*``, repo2docker's ``REPO_DIR``) and a hub (``JUPYTERHUB_SERVICE_PREFIX``)
    tell it.

    >>> current_place({"SERVER_SOFTWARE": "voila/0.5.13",
    ...                "SCRIPT_NAME": "/user/ada/voila/render/notebooks/tula-play.ipynb",
    ...                "BINDER_LAUNCH_HOST": "https://mybinder.org/",
    ...                "BINDER_REQUEST": "v2/gh/o/r/main"}, cwd="/home/jovyan/notebooks")
    Place(kind='voila', page='tula-play.ipynb', folder='notebooks', server_folder=None, base_url='/', binder='https://mybinder.org/v2/gh/o/r/main')
    >>> current_place({"JPY_SESSION_NAME": "/srv/repo/notebooks/tula.ipynb"},
    ...               servers=[{"root_dir": "/srv/repo", "base_url": "/", "pid": 1}])
    Place(kind='lab', page='tula.ipynb', folder='notebooks', server_folder='notebooks', base_url='/', binder=None)
    """
    env = os.environ if env is None else env
    cwd = os.getcwd() if cwd is None else cwd
    binder = binder_address(env)
    # the page's path: Voila's request (a preheated kernel gets it when its visitor comes)
    script = env.get("SCRIPT_NAME", "") or urlsplit(env.get("VOILA_REQUEST_URL", "")).path
    voila = any(name in env for name in ("VOILA_BASE_URL", "VOILA_PREHEAT", "VOILA_KERNEL_ID"))
    if voila or env.get("SERVER_SOFTWARE", "").startswith("voila") or "/voila/render/" in script:
        served = script.split("/voila/render/", 1)[-1] if "/voila/render/" in script else ""
        page = posixpath.basename(served)
        folder = _from_repo(cwd, env)
        if folder is None:  # no repository known: the path Voila served it under
            folder = posixpath.dirname(served)
        return Place("voila", page=page, folder=folder, binder=binder)
    notebook = env.get("JPY_SESSION_NAME", "")
    if notebook.endswith(".ipynb"):
        here = str(Path(notebook).parent) if os.path.isabs(notebook) else cwd
        server = _server_for(here, os.getppid(), servers)
        root = str(server.get("root_dir", "")) if server else ""
        base = env.get("JUPYTERHUB_SERVICE_PREFIX") or (
            str(server.get("base_url", "/")) if server else "/"
        )
        in_server = _relative(here, root) if root else None
        return Place(
            "lab",
            page=posixpath.basename(notebook),
            # from the repository (Binder's REPO_DIR), else the server's root is taken for it
            folder=_from_repo(here, env) or in_server or "",
            server_folder=in_server,
            base_url=base if base.endswith("/") else base + "/",
            binder=binder,
        )
    return Place("other", binder=binder)


def _relative(path: str, root: str) -> str | None:
    """``path`` from ``root`` with ``/`` separators ("" for the root), or ``None`` outside."""
    try:
        rel = Path(path).resolve().relative_to(Path(root).expanduser().resolve())
    except ValueError:
        return None
    return "" if str(rel) == "." else rel.as_posix()


def _from_repo(folder: str, env: Mapping[str, str]) -> str | None:
    """``folder`` from the repository's root, which repo2docker names ``REPO_DIR``."""
    repo = env.get("REPO_DIR")
    return _relative(folder, repo) if repo else None


def _server_for(
    folder: str, parent: int, servers: Iterable[Mapping[str, object]] | None
) -> Mapping[str, object] | None:
    """The Jupyter server this kernel belongs to: its parent process, else the one whose
    root holds the notebook."""
    found = list(running_servers() if servers is None else servers)
    for server in found:
        if server.get("pid") == parent:
            return server
    for server in found:
        if _relative(folder, str(server.get("root_dir", ""))) is not None:
            return server
    return None


def running_servers() -> list[dict[str, object]]:
    """The Jupyter servers of this user, from their runtime files (``jpserver-*.json``)."""
    try:
        from jupyter_core.paths import jupyter_runtime_dir
    except ImportError:  # pragma: no cover - jupyter_core comes with every kernel
        return []
    found = []
    for path in sorted(Path(jupyter_runtime_dir()).glob("jpserver-*.json")):
        try:
            found.append(json.loads(path.read_text(encoding="utf-8")))
        except (OSError, ValueError):
            continue
    return found


__all__ = [
    "MAX_LAUNCH_CHARS",
    "LastingLinks",
    "Place",
    "binder_address",
    "current_place",
    "lasting_links",
    "launch_link",
    "launch_urlpath",
    "running_servers",
]
