"""Sharing in a real browser (Voila + Chromium, see conftest.py): the Share link reopens the
same position in each game, the record downloads and opens again, and a bad address shows
a friendly message instead of a traceback. Also what every play page looks like: its
title, tulakit's icon (the page template) and readable text in the dark theme.

"The same position" is checked on the picture itself: the SVG the board shows (every
piece, and the regions a click can hit) is the same markup on both pages.
"""

from __future__ import annotations

import json
import os
import shlex
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from browser.access import wait_drawn
from browser.clicks import click_region
from browser.conftest import PageOpener, console_errors

from tulakit.chola import Build
from tulakit.gallery import GAMES
from tulakit.tulaga.board import point
from tulakit.widgets.chola_board import CholaBoard
from tulakit.widgets.tula_board import TulaBoard
from tulakit.widgets.tulaga_board import TulagaBoard

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

pytestmark = pytest.mark.browser
REPO = Path(__file__).resolve().parents[2]

#: every play page has one board; its view has the class "board"
BOARD = ".board"
STATUS = f"{BOARD} .status"
PICTURE = f"{BOARD} .tk-picture"
SEED = 7
#: positions clicked on the seed-7 deal with auto-reveal off: reveal and take the top tile
#: (TULA-6), then reveal layer 3 (TULA-2: 20, 21 and 22 are uncovered once 23 is gone)
CLICKS = (23, 23, 20, 21)

HAS_TEXT = "([sel, text]) => document.querySelector(sel)?.innerText.includes(text)"
#: JavaScript: the picture as markup: its size and every piece and region in it
MARKUP = (
    "(sel) => { const s = document.querySelector(sel);"
    " return s.getAttribute('viewBox') + s.innerHTML; }"
)
#: JavaScript: true once the picture shows exactly the given markup
SHOWS = (
    "([sel, markup]) => { const s = document.querySelector(sel);"
    " return !!s && s.getAttribute('viewBox') + s.innerHTML === markup; }"
)


def _wait_status(page: Page, text: str) -> None:
    page.wait_for_function(HAS_TEXT, arg=[STATUS, text], timeout=60_000)


def _picture(page: Page) -> str:
    """The board's picture as markup (see :data:`MARKUP`)."""
    value: str = page.evaluate(MARKUP, PICTURE)
    return value


def _wait_same_picture(page: Page, markup: str) -> None:
    """Wait until the board on ``page`` shows ``markup``; fail saying where they differ."""
    try:
        page.wait_for_function(SHOWS, arg=[PICTURE, markup], timeout=60_000)
    except Exception as exc:  # Playwright's TimeoutError: say what differs instead
        shown = _picture(page)
        at = next((i for i, (a, b) in enumerate(zip(shown, markup, strict=False)) if a != b), None)
        at = min(len(shown), len(markup)) if at is None else at
        raise AssertionError(
            f"the pictures differ from character {at}: shown {shown[at - 80 : at + 160]!r}, "
            f"expected {markup[at - 80 : at + 160]!r}"
        ) from exc


def _choose_file(page: Page, path: Path) -> None:
    """Press Open record and pick ``path`` in the file chooser it opens."""
    with page.expect_file_chooser(timeout=30_000) as chooser:
        page.click("button.open-record")
    chooser.value.set_files(str(path))


def _face_up(page: Page) -> list[int]:
    """The positions the Tula picture shows face up."""
    value: list[int] = page.evaluate(
        "(sel) => [...document.querySelectorAll(sel + ' g.tile.face-up')]"
        ".map((g) => Number(g.dataset.position)).sort((a, b) => a - b)",
        PICTURE,
    )
    return value


def test_share_link_reopens_the_same_position(open_page: PageOpener, tmp_path: Path) -> None:
    """Play a few moves, press Share, open the shown link in a new page: same stack, same
    status, the same picture. Then download the record and check its moves, and open it
    again. From Voila and from the static site: the link stays on the site it came from."""
    page = open_page("tula-play.ipynb", seed=SEED, auto_reveal=0)
    wait_drawn(page, BOARD)
    assert page.title() == "Tula: quick play"  # the notebook's metadata title, not its file name

    mirror = TulaBoard(seed=SEED, auto_reveal=False)  # the same game in-process, to know
    for position in CLICKS:  # what the status will say
        expected = mirror.click_tile(position)
        click_region(page, BOARD, position)
        _wait_status(page, expected)
    moves = ",".join(str(m) for m in mirror.game.moves)

    page.click("button.share")
    page.wait_for_selector("a.share-url", timeout=30_000)
    href = page.locator("a.share-url").evaluate("a => a.href")  # resolved by the browser
    here = open_page.served.page("tula-play.ipynb")
    assert href == f"{here}?seed={SEED}&auto_reveal=0&moves={moves}"
    # the whole address, made by the browser from the page's own (issue 26: the box held
    # the query alone, which a friend cannot open); Copy link puts it on the clipboard
    assert page.locator(".tk-share-address-text").input_value() == href
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.click(".tk-share-copy")
    page.wait_for_function(HAS_TEXT, arg=[".tk-share-said", "Copied"], timeout=30_000)
    assert page.evaluate("navigator.clipboard.readText()") == href
    _wait_status(page, "The link below reopens this game")
    # the picture shows the game: tiles 20 and 21 turned up, 23 on the stack
    up = [p for p in range(24) if mirror.game.in_temple(p) and mirror.game.is_face_up(p)]
    assert up == [20, 21]
    page.wait_for_function(
        "([sel, n]) => document.querySelectorAll(sel + ' g.tile.face-up').length === n",
        arg=[PICTURE, len(up)],
    )
    assert _face_up(page) == up
    before = _picture(page)
    assert f'data-tile="{mirror.game.top}"' in before

    shared = page.context.new_page()
    shared.goto(href, timeout=120_000)
    wait_drawn(shared, BOARD)
    _wait_status(shared, mirror.greeting)
    _wait_same_picture(shared, before)

    # Download record: the browser saves the game's JSON under the offered name.
    with page.expect_download(timeout=30_000) as info:
        page.click("a.download-record-link")
    download = info.value
    assert download.suggested_filename == f"tula-seed{SEED}-{len(CLICKS)}-moves.json"
    saved = tmp_path / download.suggested_filename
    download.save_as(saved)
    assert json.loads(saved.read_text())["moves"] == moves.split(",")

    # Open record on the second page: a corrupted file is refused, the saved one opens.
    bad = tmp_path / "bad.json"
    bad.write_text('{"game": "tula", "moves": [')
    _choose_file(shared, bad)
    _wait_status(shared, "Could not open 'bad.json': the record is not valid JSON")
    assert _picture(shared) == before
    shared.goto(shared.url.split("?")[0] + f"?seed={SEED + 1}", timeout=120_000)
    wait_drawn(shared, BOARD)
    assert _picture(shared) != before  # another deal: the opened record must bring it back
    _choose_file(shared, saved)
    _wait_status(shared, f"Opened '{saved.name}': {len(CLICKS)} moves replayed")
    _wait_same_picture(shared, before)
    shared.close()
    # no script error; only the lab template's CDN stylesheet, blocked here, fails to load
    assert not [e for e in console_errors(page) if "net::ERR_FAILED" not in e]


def test_bad_address_shows_a_friendly_message_and_no_traceback(
    open_notebook: Callable[..., Page],
) -> None:
    page = open_notebook("tula-play.ipynb", seed="abc", players=9)
    wait_drawn(page, BOARD)
    _wait_status(page, "'abc' is not a seed, so a random deal was used")
    _wait_status(page, "This page has no setting 'players'")
    text = page.locator("body").inner_text()
    assert "Traceback" not in text and "Error" not in text
    assert page.locator(".jp-OutputArea-output[data-mime-type*='stderr']").count() == 0


def test_tulaga_bad_turn_in_the_address_is_reported_in_words(
    open_notebook: Callable[..., Page],
) -> None:
    page = open_notebook("tulaga-play.ipynb", bot="wizard", moves="e5;e5")
    wait_drawn(page, BOARD)
    _wait_status(
        page, "'wizard' is not one of human, beginner, casual, club, expert, master for bot"
    )
    _wait_status(page, "Turn 2 of the given moves (e5) was not played")
    _wait_status(page, "the game goes on after the 1 before it")
    assert "Traceback" not in page.locator("body").inner_text()


BROKEN = {
    "cells": [
        {"cell_type": "markdown", "id": "a1", "metadata": {}, "source": ["# Broken page"]},
        {"cell_type": "code", "id": "a2", "metadata": {}, "execution_count": None, "outputs": [],
         "source": ["raise ValueError('secret-detail-for-the-log')"]},
    ],
    "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
    "nbformat": 4,
    "nbformat_minor": 5,
}  # fmt: skip


def _makefile_voila_flags() -> list[str]:
    """The VOILA_FLAGS of the Makefile (``make serve``), without the port."""
    text = (REPO / "Makefile").read_text().replace("\\\n", " ")
    line = next(x for x in text.splitlines() if x.startswith("VOILA_FLAGS"))
    return [f for f in shlex.split(line.split(":=", 1)[1]) if not f.startswith("--port")]


def _makefile_jupyter_path() -> str:
    """Where ``make serve`` tells Voila to look for tulakit's template (its VOILA_ENV)."""
    line = next(
        x for x in (REPO / "Makefile").read_text().splitlines() if x.startswith("VOILA_ENV")
    )
    return line.split("JUPYTER_PATH=", 1)[1].strip().replace("$(CURDIR)", str(REPO))


def test_served_pages_hide_tracebacks(tmp_path: Path) -> None:
    """With the Makefile's flags, a cell that fails shows no traceback, only a short note;
    the details go to the server log. (No browser needed: the HTML is enough.)"""
    flags = _makefile_voila_flags()
    assert "--VoilaConfiguration.show_tracebacks=False" in flags
    assert "--template=tulakit" in flags
    folder = tmp_path / "nb"
    folder.mkdir()
    (folder / "broken.ipynb").write_text(json.dumps(BROKEN))
    home = tmp_path / "home"
    env = dict(os.environ, HOME=str(home), TMPDIR=str(home),
               JUPYTER_CONFIG_DIR=str(home / "c"), JUPYTER_DATA_DIR=str(home / "d"),
               JUPYTER_RUNTIME_DIR=str(home / "r"), IPYTHONDIR=str(home / "i"),
               JUPYTER_PATH=_makefile_jupyter_path())  # fmt: skip
    home.mkdir()
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    log = home / "voila.log"
    with open(log, "w") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "voila", str(folder), *flags, f"--port={port}"],
            cwd=tmp_path, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True,
        )  # fmt: skip
        try:
            html = ""
            deadline = time.monotonic() + 90
            while time.monotonic() < deadline and not html:
                try:
                    url = f"http://127.0.0.1:{port}/voila/render/broken.ipynb"
                    with urllib.request.urlopen(url, timeout=60) as reply:
                        html = reply.read().decode()
                except OSError:
                    time.sleep(0.3)
        finally:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=15)
    assert "There was an error when executing cell" in html
    assert "Please reload the page to try again." in html
    assert "secret-detail-for-the-log" not in html and "Traceback" not in html
    assert "show_tracebacks" not in html  # no debugging advice for visitors either
    assert "secret-detail-for-the-log" in log.read_text()  # it went to the server log


# -- the Share link of the other games ------------------------------------------------------
def _reopen_shared(
    page: Page, said: str = "The link below reopens this game"
) -> tuple[Page, str, str]:
    """Press Share, see the status say ``said``, and open the link it shows in a second
    tab. Returns the second tab, the link and the first tab's picture (settled: the Share
    status comes after every frame of the moves before it)."""
    page.click("button.share")
    page.wait_for_selector("a.share-url", timeout=30_000)
    _wait_status(page, said)
    href = page.locator("a.share-url").evaluate("a => a.href")
    before = _picture(page)
    shared = page.context.new_page()
    shared.goto(href, timeout=120_000)
    wait_drawn(shared, BOARD)
    return shared, href, before


def test_tulaga_share_link_reopens_the_same_position(open_page: PageOpener) -> None:
    """Play by link: three hotseat turns by clicks (TULAGA-8: place a simple stone), then
    Share says to send the move to White, and the link opens the same stones at White's
    move, saying so. White plays there and shares back: the link opens at Black's move.
    From Voila and from the static site alike."""
    page = open_page("tulaga-play.ipynb", bot="human", ranks=5)  # quick play starts with a bot
    wait_drawn(page, BOARD)
    assert page.title() == "Tulaga: play"
    mirror = TulagaBoard(rank_stones=5)  # the same game in-process: the expected status
    for where in ("e5", "d4", "a1"):
        expected = mirror.click_point(where)
        click_region(page, BOARD, point(where))
        _wait_status(page, expected)
    here = open_page.served.page("tulaga-play.ipynb")
    for turns, who in (("e5;d4;a1", "White"), ("e5;d4;a1;h8", "Black")):
        assert mirror.send_to() == who  # hotseat: the link is a move to send to the other
        shared, href, before = _reopen_shared(page, f"Send your move: the link below opens "
                                                    f"this game at {who}'s move")  # fmt: skip
        assert href == f"{here}?bot=human&ranks=5&moves={turns}"
        _wait_status(shared, f"A game shared with you: it is {who}'s move. {mirror.greeting}")
        _wait_same_picture(shared, before)
        if who == "White":  # White plays on the page the link opened, and shares from there
            page.close()
            page = shared
            expected = mirror.click_point("h8")
            click_region(page, BOARD, point("h8"))
            _wait_status(page, expected)
    shared.close()


def test_chola_share_link_reopens_the_same_position(open_page: PageOpener) -> None:
    """Two draws from the stack and a build, all by clicks on the board (CHOLA-A1), then
    Share: the page the link opens shows the same temple, hands and scores, at the next
    player's move (play by link). From Voila and from the static site alike."""
    page = open_page("chola-play.ipynb", players=2, bots="human,human", seed=3)
    wait_drawn(page, BOARD, timeout=120_000)
    assert page.title() == "Chola temple game: quick play"
    mirror = CholaBoard(players=2, seed=3, seats=["human", "human"])
    for _ in range(2):  # Brown, then White, draw the stack's top card
        expected = mirror.press("stack")
        click_region(page, BOARD, "stack")
        # the whole sentence: its first word alone ("Brown") is already in the opening
        # status, and a click sent before the last draw is drawn can miss the stack
        _wait_status(page, expected)
    build = next(m for m in mirror.game.legal_moves() if isinstance(m, Build))
    for key in (f"card:{build.card}", build.placement[0][0]):
        mirror.press(key)
        click_region(page, BOARD, key)
        _wait_status(page, mirror.status[:40])
    expected = mirror.confirm()
    page.click("button.build")
    _wait_status(page, "scores now Brown")
    assert page.locator(STATUS).inner_text().startswith(expected[:60])
    who = mirror.send_to()  # two people at one screen: the link is a move to send
    assert who == "White"
    shared, href, before = _reopen_shared(page, f"Send your move: the link below opens this "
                                                f"game at {who}'s move")  # fmt: skip
    turns = ";".join(str(m).replace(" ", "+") for m in mirror.game.moves)
    # the calibrated deck is named, since a link naming none is an old one (CHOLA-C3)
    assert href == open_page.served.page("chola-play.ipynb") + (
        f"?players=2&bots=human,human&seed=3&deck=calibrated80&moves={turns}"
    )
    _wait_status(shared, f"A game shared with you: it is {who}'s move. {mirror.greeting}")
    _wait_same_picture(shared, before)
    shared.close()


# -- every play page: title, icon, a bad address, the dark theme ------------------------------
BAD = {"seed": "abc", "players": 9, "moves": "zzz"}
#: what each quick-play page says about BAD, and the start of its default game's status
SAID = {
    "tula-play.ipynb": ["'abc' is not a seed, so a random deal was used",
                        "This page has no setting 'players'",
                        "moves were not replayed, since the address gives no seed",
                        "the top tile (23)"],
    "tulaga-play.ipynb": ["'abc' is not a seed for the bot", "This page has no setting 'players'",
                          "'zzz' is not a Tulaga move", "Black to move"],
    "chola-play.ipynb": ["seed must be a whole number, not 'abc'",
                         "players must be 1 to 5, not '9'",
                         "the moves were not replayed", "Brown to move"],
    "chola-expert-play.ipynb": ["seed must be a whole number, not 'abc'",
                                "players must be 2 to 5, not '9'",
                                "the moves were not replayed", "Brown to move"],
}  # fmt: skip

#: JavaScript: the contrast ratio (WCAG) of an element's text against the first opaque
#: background behind it
CONTRAST = """(selector) => {
    const rgb = (text) => text.match(/[\\d.]+/g).map(Number);
    const lum = ([r, g, b]) => {
        const f = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
        return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const el = document.querySelector(selector);
    let back = el, colour = null;
    while (back) {
        const c = rgb(getComputedStyle(back).backgroundColor);
        if (c.length < 4 || c[3] > 0.9) { colour = c; break; }
        back = back.parentElement;
    }
    const a = lum(rgb(getComputedStyle(el).color)), b = lum(colour || [255, 255, 255]);
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}"""


def _icon_links(page: Page) -> list[str]:
    value: list[str] = page.evaluate(
        "[...document.querySelectorAll('link[rel~=icon]')].map(l => l.href)"
    )
    return value


def test_template_gives_every_page_the_title_and_the_icon(
    open_notebook: Callable[..., Page], page: Page
) -> None:
    """The index page: the notebook's metadata title in the tab and exactly one icon,
    tulakit's, served as SVG (Voila's "lab" template alone gives a blank icon)."""
    open_notebook("index.ipynb")
    page.wait_for_selector(".game-card", timeout=60_000)
    assert page.title() == _title("index.ipynb") == "tulakit"
    icons = _icon_links(page)
    assert len(icons) == 1 and icons[0].endswith("/voila/templates/tulakit/static/tulakit-icon.svg")
    reply = page.request.get(icons[0])
    assert reply.ok and reply.headers["content-type"].startswith("image/svg+xml")
    assert b"<svg" in reply.body()
    quick = [card.quick_play for card in GAMES]
    assert set(SAID) <= set(quick)  # the index links every quick-play page tested below
    for name in quick:
        assert page.locator(f'.game-card a[href="{name}"]').count() == 1


#: every quick-play page from Voila, and one from the static site, whose pages share one
#: template and one reader of the address (a static page costs a Python start in the browser)
DARK_CASES = [("voila", name) for name in sorted(SAID)] + [("static", "chola-play.ipynb")]


@pytest.mark.parametrize(("served", "notebook"), DARK_CASES, indirect=["served"])
def test_play_page_in_dark_with_a_bad_address(open_page: PageOpener, notebook: str) -> None:
    """?seed=abc&players=9&moves=zzz&theme=dark: the board is drawn with a default game,
    the status line says what was ignored in words, no traceback, and the status and
    share texts stay readable on the dark page; title and icon as on every page. From
    Voila and from the static site alike."""
    page = open_page(notebook, theme="dark", **BAD)
    wait_drawn(page, BOARD, timeout=120_000)
    for text in SAID[notebook]:
        _wait_status(page, text)
    body = page.locator("body")
    assert "theme-dark" in (body.get_attribute("class") or "")
    text = body.inner_text()
    assert "Traceback" not in text and "There was an error" not in text
    assert page.title() == _title(notebook)
    assert [i.rsplit("/", 1)[1] for i in _icon_links(page)] == ["tulakit-icon.svg"]
    page.click("button.share")
    page.wait_for_selector("a.share-url", timeout=30_000)
    for selector in (STATUS, "a.share-url", "a.download-record-link", "button.share"):
        assert page.evaluate(CONTRAST, selector) >= 4.5, selector  # WCAG AA for text


def _title(notebook: str) -> str:
    value: str = json.loads((REPO / "notebooks" / notebook).read_text())["metadata"]["title"]
    return value


#: an init script: a share sheet, as a phone's browser has (navigator.share), that keeps
#: what it was asked to share
SHARE_SHEET = """(() => {
    window.tkShared = [];
    navigator.share = (data) => { window.tkShared.push(data); return Promise.resolve(); };
})();"""


@pytest.mark.parametrize("sheet", [True, False], ids=["share-sheet", "no-share-sheet"])
def test_share_on_a_phone_by_taps(chromium: Browser, voila_url: str, sheet: bool) -> None:
    """Issue 26: on a phone nobody can "right-click" a link. At 390 px, by taps: Share
    shows the whole address in a field inside the screen; Send… opens the phone's share
    sheet with it where there is one, and is not offered where there is none."""
    from browser.access import phone_page, wait_drawn
    from browser.clicks import tap_region

    with phone_page(chromium) as page:
        if sheet:
            page.add_init_script(SHARE_SHEET)
        page.goto(
            f"{voila_url}/voila/render/tula-play.ipynb?seed={SEED}&auto_reveal=0", timeout=120_000
        )
        wait_drawn(page, BOARD)
        expected = TulaBoard(seed=SEED, auto_reveal=False).click_tile(23)
        tap_region(page, BOARD, 23)
        _wait_status(page, expected)
        page.locator("button.share").tap()
        field = page.locator(".tk-share-address-text")
        field.wait_for(state="visible", timeout=30_000)
        address = field.input_value()
        page_address = f"{voila_url}/voila/render/tula-play.ipynb"
        assert address == f"{page_address}?seed={SEED}&auto_reveal=0&moves=R23"
        box = field.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390
        assert box["height"] >= 44
        send = page.locator(".tk-share-send")
        assert send.is_visible() is sheet
        if sheet:
            send.tap()
            page.wait_for_function("() => window.tkShared.length === 1", timeout=30_000)
            shared = page.evaluate("window.tkShared[0]")
            assert shared["url"] == address and shared["title"] == page.title()
