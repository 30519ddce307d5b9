"""Share links that outlive the session (tulakit.widgets.lasting and the Share panel).

On Binder the Share link is a launch link whose ``urlpath`` is the Voila page with the
game's query: that query, read back by the page's board, gives the identical game. In
JupyterLab it is the Voila page of the same game on the same server (plus the Binder link
on Binder). Anywhere else it is the relative link of before.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

from tulakit.chola import Build
from tulakit.tula.svg import WIDTH
from tulakit.widgets.chola_board import CholaBoard
from tulakit.widgets.lasting import (
    MAX_LAUNCH_CHARS,
    Place,
    current_place,
    lasting_links,
    launch_urlpath,
)
from tulakit.widgets.share import SharePanel
from tulakit.widgets.tula_board import TulaBoard
from tulakit.widgets.tulaga_board import TulagaBoard

REPO = Path(__file__).resolve().parents[2]
#: what BinderHub puts in a session's environment (its builder's launch: the launch host,
#: the request as asked and resolved to a commit, the repository and the commit's page),
#: and what repo2docker adds (the repository's folder); Voila adds the page's request
BINDER_ENV = {
    "BINDER_LAUNCH_HOST": "https://mybinder.org/",
    "BINDER_REQUEST": "v2/gh/tulakit/tulakit/main",
    "BINDER_PERSISTENT_REQUEST": "v2/gh/tulakit/tulakit/4f2c9e1d0b",
    "BINDER_REPO_URL": "https://github.com/tulakit/tulakit",
    "BINDER_REF_URL": "https://github.com/tulakit/tulakit/tree/4f2c9e1d0b",
    "REPO_DIR": str(REPO),
}
LAUNCH = "https://mybinder.org/v2/gh/tulakit/tulakit/4f2c9e1d0b"


def _voila_env(page: str) -> dict[str, str]:
    return {
        **BINDER_ENV,
        "SERVER_SOFTWARE": "voila/0.5.13",
        "SCRIPT_NAME": f"/user/tulakit-tulakit-x1/voila/render/notebooks/{page}",
        "QUERY_STRING": "",
    }


def _tula_board() -> TulaBoard:
    board = TulaBoard.from_query()
    for move in ("T23", "T20"):  # quick play reveals by itself (TULA-9)
        if board.game.is_legal(move):
            board.game.play(move)
    return board


def _tulaga_board() -> TulagaBoard:
    board = TulagaBoard.from_query()
    for where in ("e5", "d4", "a1"):
        board.click_point(where)
    return board


def _chola_board() -> CholaBoard:
    board = CholaBoard.from_query()
    for _ in range(2):  # two draws from the stack
        stack = board.scene.visible_point("stack")
        assert stack is not None
        board.click(*stack)
    build = next(m for m in board.game.legal_moves() if isinstance(m, Build))
    board.game.play(build)
    return board


def _state(board: TulaBoard | TulagaBoard | CholaBoard) -> tuple[tuple[str, ...], str]:
    game = board.game
    return tuple(str(m) for m in game.moves), repr(game.to_json())


@pytest.mark.parametrize(
    ("page", "make", "address"),
    [
        ("tula-play.ipynb", _tula_board, "seed=7&auto_reveal=1"),
        ("tulaga-play.ipynb", _tulaga_board, "bot=human&ranks=5"),
        ("chola-play.ipynb", _chola_board, "players=2&bots=human,human&seed=3"),
    ],
)
def test_on_binder_share_gives_a_launch_link_that_opens_the_identical_game(
    monkeypatch: pytest.MonkeyPatch,
    page: str,
    make: Callable[[], TulaBoard | TulagaBoard | CholaBoard],
    address: str,
) -> None:
    for name, value in _voila_env(page).items():
        monkeypatch.setenv(name, value)
    monkeypatch.setenv("QUERY_STRING", address)
    monkeypatch.chdir(REPO / "notebooks")  # Voila runs a page's kernel in its folder
    board = make()
    relative = board.share_link().query
    assert board.share_panel is not None
    link = board.share_panel.show()
    assert link.complete
    shown = board.share_panel.lasting(link)
    assert shown.href.startswith(LAUNCH + "?urlpath=") and shown.here == relative
    assert f'href="{LAUNCH}?urlpath=' in board.share_panel.link.value
    assert board.share_panel.address.href == shown.href
    assert "a fresh Binder session" in board.status
    urlpath = launch_urlpath(shown.href)
    assert urlpath == f"voila/render/notebooks/{page}{relative}"
    # what Voila hands the page's kernel when the launch opens urlpath
    path, _, query = urlpath.partition("?")
    assert (REPO / path.removeprefix("voila/render/")).is_file()
    monkeypatch.setenv("QUERY_STRING", query)
    again = type(board).from_query()
    assert _state(again) == _state(board)


def test_without_binder_the_link_is_the_relative_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """make serve, a hub, nbval: the link of before, relative to the page."""
    for name in (*BINDER_ENV, "JPY_SESSION_NAME"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("SERVER_SOFTWARE", "voila/0.5.13")
    monkeypatch.setenv("SCRIPT_NAME", "/voila/render/tula-play.ipynb")
    monkeypatch.setenv("QUERY_STRING", "seed=7&auto_reveal=0")
    board = TulaBoard.from_query()
    board.click_tile(23)
    assert board.share_panel is not None
    link = board.share_panel.show()
    assert link.query == "?seed=7&auto_reveal=0&moves=R23"
    assert f'href="{html.escape(link.query)}"' in board.share_panel.link.value
    assert board.share_panel.address.href == link.query
    assert "share-here" not in board.share_panel.link.value
    assert board.status.startswith("The link below reopens this game, moves included")


def test_in_jupyterlab_share_gives_the_voila_page_and_on_binder_the_launch_link(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """In JupyterLab no query reaches the kernel: the link is the Voila page of the same
    game on the same server (a hub's prefix included), and the Binder link on Binder."""
    notebook = REPO / "notebooks" / "tula.ipynb"
    servers = [{"root_dir": str(REPO), "base_url": "/", "pid": -1}]
    env = {**BINDER_ENV, "JPY_SESSION_NAME": str(notebook)}
    env["JUPYTERHUB_SERVICE_PREFIX"] = "/user/tulakit-tulakit-x1/"
    place = current_place(env, cwd=str(notebook.parent), servers=servers)
    assert place == Place(
        "lab", page="tula.ipynb", folder="notebooks", server_folder="notebooks",
        base_url="/user/tulakit-tulakit-x1/", binder=LAUNCH,
    )  # fmt: skip
    board = TulaBoard(seed=7)  # a tutorial's board links the play page beside it
    panel = SharePanel(board, WIDTH, place=place)  # the board's panel, told where it runs
    board.click_tile(23)
    link = panel.show()
    shown = panel.lasting(link)
    assert shown.href == "/user/tulakit-tulakit-x1/voila/render/notebooks/" + link.query
    assert shown.binder is not None
    assert launch_urlpath(shown.binder) == "voila/render/notebooks/" + link.query
    assert 'class="share-binder"' in panel.link.value
    # no hub, no Binder (make lab): the server's own base URL and root, no Binder link
    plain = current_place(
        {"JPY_SESSION_NAME": str(notebook)},
        cwd=str(notebook.parent),
        servers=[{"root_dir": str(REPO / "notebooks"), "base_url": "/", "pid": -1}],
    )
    links = lasting_links(link.query, plain)
    assert links.href == "/voila/render/" + link.query and links.binder is None


def test_a_launch_link_too_long_for_binder_is_not_offered() -> None:
    place = Place("voila", page="tula-play.ipynb", folder="notebooks", binder=LAUNCH)
    long = "?moves=" + ",".join(["R23"] * 1500)
    links = lasting_links(long, place)
    assert links.href == long and links.binder is None
    short = lasting_links("?moves=R23", place)
    assert len(short.href) <= MAX_LAUNCH_CHARS and parse_qs(urlsplit(short.href).query)
