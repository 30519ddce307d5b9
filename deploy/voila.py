"""Voila settings of ``make serve`` that its command line cannot give (they are Python).

Voila reads this file as ``voila.py`` from the folders of ``--Voila.config_file_paths``
(the Makefile and the browser tests point it here).
"""

# ruff: noqa: F821 - `c` is the configuration object Voila gives a config file


def _set_xsrf_cookie(handler, notebook, cwd):  # type: ignore[no-untyped-def]
    """Give the visitor the ``_xsrf`` cookie before the page is rendered.

    When a tab closes, Voila's page asks the server to shut its kernel down and sends the
    ``_xsrf`` cookie's value as proof. Voila's rendering handler never set that cookie, so
    every such request was refused (403, "'_xsrf' argument missing") and the kernel lived
    on until the idle culler came, ten minutes later. Reading the token sets the cookie.
    """
    handler.xsrf_token  # noqa: B018 - read for its side effect: the Set-Cookie header


c.VoilaConfiguration.prelaunch_hook = _set_xsrf_cookie
