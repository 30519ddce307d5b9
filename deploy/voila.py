"""Voila settings of ``make serve`` that its command line cannot give (they are Python).

Voila reads this file as ``voila.py`` from the folders of ``--Voila.config_file_paths``
(the Makefile and the browser tests point it here).
"""

# ruff: noqa: F821 - `c` is the configuration object Voila gives a config file

import inspect
import os

from jupyter_server.auth.identity import PasswordIdentityProvider


class PageCookieIdentityProvider(PasswordIdentityProvider):
    """Voila's default identity provider, which also gives every visitor of a page the
    ``_xsrf`` cookie.

    When a tab closes, Voila's page asks the server to shut its kernel down and sends the
    ``_xsrf`` cookie's value as proof. Voila's rendering handler never set that cookie, so
    every such request was refused (403, "'_xsrf' argument missing") and the kernel lived
    on until the idle culler came, ten minutes later. Reading the token sets the cookie.

    It is done here, where every request is identified, rather than in a Voila
    ``prelaunch_hook``: Voila refuses that hook together with its preheated kernels, and
    a preheated kernel's page never runs it.
    """

    def get_user(self, handler):  # type: ignore[no-untyped-def]
        user = super().get_user(handler)
        if handler.request.method == "GET" and "/voila/render/" in handler.request.path:
            return self._with_cookie(handler, user)
        return user

    async def _with_cookie(self, handler, user):  # type: ignore[no-untyped-def]
        if inspect.isawaitable(user):
            user = await user
        # the token's cookie lasts longer for a known user: say who it is first, as the
        # handler does right after this returns
        handler.current_user = user
        handler.xsrf_token  # noqa: B018 - read for its side effect: the Set-Cookie header
        return user


c.Voila.identity_provider_class = PageCookieIdentityProvider


def kernel_pools(environ: dict[str, str]) -> dict[str, dict[str, int]]:
    """How many preheated kernels each page keeps ready (with ``--preheat_kernel=True``):
    ``TULAKIT_POOL`` for every page (1 when unset), and ``TULAKIT_CLASS_SIZE`` (30 when
    unset) for the page ``TULAKIT_CLASS_PAGE`` names, the page a class is about to open.

    A preheated kernel has started and run its page's notebook before a visitor asks for
    it (up to the first reading of the page's address, where it waits for the visitor:
    ``tulakit.widgets.page.wait_for_visitor``), so the visitor's page arrives at once;
    Voila starts a new one to refill the pool after each use. Each kernel kept ready
    holds 60 to 70 MB (docs/deploy.md).

    >>> kernel_pools({})
    {'default': {'pool_size': 1}}
    >>> kernel_pools({"TULAKIT_POOL": "0", "TULAKIT_CLASS_PAGE": "tula.ipynb", "TULAKIT_CLASS_SIZE": ""})
    {'default': {'pool_size': 0}, 'tula.ipynb': {'pool_size': 30}}
    """
    pools = {"default": {"pool_size": int(environ.get("TULAKIT_POOL") or 1)}}
    page = environ.get("TULAKIT_CLASS_PAGE")
    if page:
        pools[page] = {"pool_size": int(environ.get("TULAKIT_CLASS_SIZE") or 30)}
    return pools


c.VoilaKernelManager.kernel_pools_config = kernel_pools(dict(os.environ))


def refill_delay(environ: dict[str, str]) -> float:
    """Seconds Voila waits before it starts a kernel to replace a preheated one a visitor
    took: ``TULAKIT_REFILL_DELAY``, or Voila's own 1 s when unset.

    A replacement starts a kernel and runs its page's notebook: 0.5 to 1.2 CPU seconds. When
    a class arrives at once, 30 replacements compete with the 30 visitors for the cores
    (bench/bench_class.py: they were two thirds of the kernels' CPU while a class arrived).
    A delay a little longer than the class takes to arrive (60 s) lets the visitors go
    first. Voila hands a visitor who finds no ready kernel the next one due, delay
    included, so the pool must hold the whole class (``CLASS_SIZE``) with a few to spare,
    and the delay is for a lesson's start only: another page's second visitor within the
    delay waits for it too.

    >>> refill_delay({}), refill_delay({"TULAKIT_REFILL_DELAY": "60"})
    (1.0, 60.0)
    >>> refill_delay({"TULAKIT_REFILL_DELAY": "soon"})
    Traceback (most recent call last):
    ValueError: TULAKIT_REFILL_DELAY must be a number of seconds from 0 to 600, not 'soon'
    """
    text = environ.get("TULAKIT_REFILL_DELAY") or "1"
    try:
        delay = float(text)
    except ValueError:
        delay = -1.0
    if not 0 <= delay <= 600:
        raise ValueError(
            f"TULAKIT_REFILL_DELAY must be a number of seconds from 0 to 600, not {text!r}"
        )
    return delay


c.VoilaKernelManager.fill_delay = refill_delay(dict(os.environ))
