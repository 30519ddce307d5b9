"""The Chola temple game for everyone, in a real Voila and Chromium: a phone's taps, a
build and a sculpt with the keyboard alone, what a screen reader is given, screenshots of
the play pages at three widths, and a tutorial exercise answered both ways (issue "Play
anywhere").

The keyboard tests press keys only: no mouse or touch call anywhere in them.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from browser.access import (
    board_surface,
    cursor,
    move_cursor_to,
    moves_shown,
    page_fits,
    phone_page,
    shoot,
    tab_to,
    wait_drawn,
    wait_moves,
)
from browser.chola_pages import (
    description,
    has_focus,
    record_status,
    smallest_text,
    tap_region,
    wait_shown,
    wait_text,
)
from browser.clicks import tap_region as tap_shown_region
from browser.conftest import Served, local_page

from tulakit.chola import CholaGame, SoloGame, new_game, space
from tulakit.chola.expert_lessons import sculpt_position
from tulakit.chola.expert_svg import DESIGNED_PAGE, MEDIUM_WIDTH, WIDTH
from tulakit.chola.moves import Build
from tulakit.chola.svg import MIN_TEXT
from tulakit.chola.words import build_words
from tulakit.widgets.chola_expert_board import payment_words

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

pytestmark = pytest.mark.browser

BOARD = ".chola-board"
BOX = ".chola-board-box"
SURFACE = f"{BOARD} .tk-surface"
STATUS = f"{BOARD} .status"
SOLO = ".chola-solo-game"
SOLO_BOX = ".chola-solo-game-box"
EXPERT = ".chola-expert-play"
EXPERT_BOX = ".chola-expert-play-box"
SCULPT = "chola-expert-play.ipynb?position=sculpt&bots=human,greedy"
SEED = 3
PLAY = "chola-play.ipynb?seed=3&bots=human,greedy"


def _open(
    page: Page, where: str | Served, path: str, board: str, width: float | None = None
) -> None:
    """Load ``path`` (a notebook and its query) from Voila at ``where``, or as ``where``
    serves it (Voila or the static site), and wait for the board; with ``width``, until
    the picture has that width (the board lays itself out anew once the browser reports
    the room it has)."""
    url = f"{where}/voila/render/{path}" if isinstance(where, str) else where.link(path)
    page.goto(url, timeout=180_000)
    wait_drawn(page, board, timeout=180_000)
    if width is not None:
        page.wait_for_function(
            "([sel, w]) => document.querySelector(sel + ' .tk-picture').viewBox.baseVal.width"
            " === w",
            arg=[board, width],
            timeout=60_000,
        )


def _fits(page: Page, board: str) -> None:
    """The picture lies in the viewport's width, the page does not scroll sideways and no
    text is shown under 12 pixels."""
    inside, scroll, width = page_fits(page, f"{board} .tk-picture")
    assert inside, f"{board}'s picture is not within the {width}-pixel viewport"
    assert scroll <= width, f"the page scrolls sideways: {scroll} > {width}"
    assert smallest_text(page, board) >= MIN_TEXT - 0.01


def _first_build(game: CholaGame) -> Build:
    """The build the keyboard test makes: the first card that can be built, at the
    lowest space it can go (where the board's cursor starts and what Enter shows)."""
    builds = [m for m in game.legal_moves() if isinstance(m, Build)]
    cards = game.face_up if game.solo else game.cards(game.to_move)
    card = next(c for c in cards if any(m.card == c for m in builds))
    return min((m for m in builds if m.card == card), key=lambda m: m.placement[0][0])


# -- the keyboard alone -------------------------------------------------------------------------
def test_a_build_with_the_keyboard_alone(page: Page, served: Served) -> None:
    """Tab to the board; the cursor starts on a card that can be built: Enter chooses it,
    the arrow keys lead to a space, Enter shows the build there, Tab reaches the Build
    button and Enter plays it (CHOLA-A1, G2); the greedy bot answers. From Voila and from
    the static site."""
    game = CholaGame(2, seed=SEED)
    build = _first_build(game)
    anchor = build.placement[0][0]
    _open(page, served, PLAY, BOARD)
    wait_text(page, STATUS, "Brown to move")
    tab_to(page, SURFACE)
    assert cursor(page, BOARD) == f"card:{build.card}"
    page.keyboard.press("Enter")
    wait_text(page, STATUS, f"Card c{build.card} (")
    move_cursor_to(page, BOARD, anchor)
    page.keyboard.press("Enter")
    wait_text(page, STATUS, "Shown: card c")
    shown = page.locator(STATUS).inner_text()
    # the build shown is one of the card's legal builds through that space
    assert any(build_words(m, ", ") in shown for m in game.legal_moves() if isinstance(m, Build)
               and m.card == build.card and anchor in dict(m.placement))  # fmt: skip
    record_status(page, BOARD)
    tab_to(page, f"{BOX} button.build")
    page.keyboard.press("Enter")
    built = wait_shown(page, "scores now Brown")
    assert f"Brown: built c{build.card} with" in built
    wait_text(page, STATUS, "White (greedy bot): ")
    wait_moves(page, BOX, 2)


def test_an_expert_sculpt_with_the_keyboard_alone(page: Page, voila_url: str) -> None:
    """The sculpting lesson's position: arrow keys to slot 7,0's tile on the sculpture
    board, Enter opens the payment dialog; Tab reaches its payment menu, the arrow keys
    choose a payment and Enter on Sculpt plays it (CHOLA-X3); the greedy bot answers."""
    game = sculpt_position()
    wanted = "wagon: 3 light brown, 1 gold; hand: 1 light brown"
    assert wanted in [payment_words(m) for m in game.sculpt_moves("7,0") if m.card is None]
    _open(page, voila_url, SCULPT, EXPERT, width=MEDIUM_WIDTH)  # the 1100-pixel page
    wait_text(page, f"{EXPERT} .status", "Brown to move")
    tab_to(page, f"{EXPERT} .tk-surface")
    move_cursor_to(page, EXPERT, "tile:7,0")
    page.keyboard.press("Enter")
    wait_text(page, f"{EXPERT} .status", "Sculpt slot 7,0 (8 points for 4 light brown + 1 gold)")
    menu = f"{EXPERT_BOX} .sculpt-payment select"
    tab_to(page, menu)
    for _ in range(12):  # down the menu until the payment wanted is chosen
        chosen = page.evaluate(  # ipywidgets writes the spaces as no-break spaces
            "(sel) => { const s = document.querySelector(sel);"
            " return s.options[s.selectedIndex].text.replace(/\\u00a0/g, ' '); }",
            menu,
        )
        if chosen == wanted:
            break
        page.keyboard.press("ArrowDown")
    assert chosen == wanted
    record_status(page, EXPERT)
    tab_to(page, f"{EXPERT_BOX} button.sculpt")
    page.keyboard.press("Enter")
    sculpted = wait_shown(page, "scores now Brown 8, White 0")
    assert "paying 3 light brown + 1 gold from the wagon and 1 light brown from the hand" in (
        sculpted
    )
    wait_text(page, f"{EXPERT} .status", "White (greedy bot): ")
    # the cover on the temple, and the tile on the sculpture board, are drawn sculpted
    assert page.locator(f'{EXPERT} .tk-picture g.sculpted:not(.tile)[data-slot="7,0"]').count() == 1
    assert page.locator(f'{EXPERT} .tk-picture g.tile.sculpted[data-slot="7,0"]').count() == 1


def test_tab_and_shift_tab_move_on_past_the_board(page: Page, voila_url: str) -> None:
    """No keyboard trap (WCAG 2.1.2): from the board Tab reaches the move box, and
    Shift+Tab comes back; Escape holds nothing either."""
    _open(page, voila_url, PLAY, BOARD)
    tab_to(page, SURFACE)
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Escape")
    page.keyboard.press("Tab")
    assert not has_focus(page, SURFACE)
    assert has_focus(page, f"{BOARD} .tk-move")
    page.keyboard.press("Shift+Tab")
    assert has_focus(page, SURFACE)
    page.keyboard.press("Shift+Tab")
    assert not has_focus(page, SURFACE)


def test_typed_moves_are_played_or_explained(page: Page, voila_url: str) -> None:
    """The move box: a malformed move and an illegal one are explained and stay to be
    mended; a legal one is played and the bot answers; U undoes the turn."""
    game = CholaGame(2, seed=SEED)
    _open(page, voila_url, PLAY, BOARD)
    box = f"{BOARD} .tk-move"
    tab_to(page, box)
    page.keyboard.type("build c17 white@4,1 brown@3,1")
    page.keyboard.press("Enter")
    wait_text(page, STATUS, "list the stones bottom row first")
    assert page.locator(box).input_value() == "build c17 white@4,1 brown@3,1"
    page.keyboard.press("Control+A")
    page.keyboard.type("pick")
    page.keyboard.press("Enter")
    wait_text(page, STATUS, f"Can't pick 2 stones from the bag: {game.explain_illegal('pick')}")
    assert moves_shown(page, BOX) == 0
    page.keyboard.press("Control+A")
    record_status(page, BOARD)
    page.keyboard.type("draw up2")
    page.keyboard.press("Enter")
    page.wait_for_function("(sel) => document.querySelector(sel).value === ''", arg=box)
    assert "Brown: drew face-up card 2" in wait_shown(page, "Brown: drew face-up card 2")
    wait_moves(page, BOX, 2)  # the bot answered
    tab_to(page, SURFACE)
    page.keyboard.press("u")
    wait_moves(page, BOX, 0)
    wait_text(page, STATUS, "Took back")


def test_screen_reader_name_description_and_announcements(page: Page, voila_url: str) -> None:
    """The board has a name and the position in words (the temple by rows, hands, cards,
    scores); the status line is a live region that announces a move; C reads the region
    under the cursor; the description follows the game."""
    game = CholaGame(2, seed=SEED)
    _open(page, voila_url, PLAY, BOARD)
    surface = board_surface(page, BOARD)
    assert surface.get_attribute("aria-label") == "Chola temple board"
    words = description(page, BOARD)
    assert "Move 1: Brown to move." in words and "Scores: Brown 0, White 0." in words
    assert "The temple, 115 of 115 spaces empty, top row first:" in words
    assert "(the base): empty." in words
    named = [f"c{c}" for c in game.cards(0)]
    assert all(card in words for card in named)  # your own cards, named
    assert not any(f"c{c}:" in words for c in game.cards(1))  # the bot's, face down
    status = page.locator(STATUS)
    assert status.get_attribute("aria-live") == "polite"
    assert status.get_attribute("role") == "status"
    tab_to(page, SURFACE)
    page.keyboard.press("c")
    wait_text(page, f"{BOARD} .tk-announce", f"Brown's card c{_first_build(game).card}")
    move_cursor_to(page, BOARD, "stack")
    wait_text(page, f"{BOARD} .tk-announce", "The stack: ")
    page.keyboard.press("Enter")
    wait_text(page, STATUS, "White (greedy bot): ")
    page.wait_for_function(
        "(sel) => document.getElementById(document.querySelector(sel)"
        ".getAttribute('aria-describedby')).textContent.startsWith('Move 3: Brown to move.')",
        arg=SURFACE,
    )
    assert "Brown: drew the top card of the stack" in status.inner_text()


def test_an_action_not_possible_now_is_disabled_and_says_why(page: Page, voila_url: str) -> None:
    """Issue 14: Pick is disabled as Replace is, and the button's title (its tooltip and
    accessible description) gives the engine's reason; choosing another count for Replace
    gives that choice's reason."""
    game = CholaGame(2, seed=SEED)
    _open(page, voila_url, PLAY, BOARD)
    pick = page.locator(f"{BOX} button.pick")
    assert pick.is_disabled()
    assert pick.get_attribute("title") == (
        f"Take 2 stones from the bag (not now: {game.explain_illegal('pick')})"
    )
    replace = page.locator(f"{BOX} button.replace")
    assert replace.is_disabled()
    assert f"(not now: {game.explain_illegal('replace brown 3')})" in (
        replace.get_attribute("title") or ""
    )
    page.locator(f"{BOX} .widget-dropdown:has-text('Stones') select").select_option("4")
    page.wait_for_function(
        "([sel, text]) => (document.querySelector(sel).title || '').includes(text)",
        arg=[f"{BOX} button.replace", game.explain_illegal("replace brown 4")],
    )
    draw = page.locator(f"{BOX} button.draw-stack")
    assert (
        not draw.is_disabled() and draw.get_attribute("title") == "Take the top card of the stack"
    )


# -- a phone: taps, and a picture laid out for it -----------------------------------------------
def test_phone_taps_play_and_the_board_fits(
    chromium: Browser, voila_url: str, tmp_path: Path
) -> None:
    """390 x 844 with touch: the compact picture lies within the viewport with its text at
    12 pixels or more, the page does not scroll sideways, and a tap on the stack draws a
    card (status and game change)."""
    with phone_page(chromium) as page:
        _open(page, voila_url, PLAY, BOARD)
        page.wait_for_function(
            "(sel) => document.querySelector(sel + ' .tk-picture').viewBox.baseVal.width < 900",
            arg=BOARD,
        )
        _fits(page, BOARD)
        record_status(page, BOARD)
        tap_region(page, BOARD, "stack")
        assert "Brown: drew the top card" in wait_shown(page, "Brown: drew the top card")
        wait_moves(page, BOX, 2)
        wait_text(page, STATUS, "Brown to move")
        shoot(page, "chola-play-390", tmp_path)


def test_phone_solo_build_by_taps_without_the_other_actions(
    chromium: Browser, voila_url: str, tmp_path: Path
) -> None:
    """chola-solo.ipynb on a phone: no Pick, Replace or Draw button (CHOLA-SO2); a tap on
    the face-up card, one on a space and one on Build play the build (CHOLA-SO1)."""
    game = SoloGame(seed=5)
    build = _first_build(game)
    with phone_page(chromium) as page:
        _open(page, voila_url, "chola-solo.ipynb?seed=5", SOLO)
        page.wait_for_function(
            "(sel) => document.querySelector(sel + ' .tk-picture').viewBox.baseVal.width < 900",
            arg=SOLO,
        )
        _fits(page, SOLO)
        for name in ("pick", "replace", "draw-stack"):
            assert page.locator(f"{SOLO_BOX} button.{name}").is_hidden()
        up = game.face_up.index(build.card) + 1
        tap_region(page, SOLO, f"up:{up}")
        wait_text(page, f"{SOLO} .status", f"Card c{build.card} (")
        tap_region(page, SOLO, build.placement[0][0])
        wait_text(page, f"{SOLO} .status", "Build to play it")
        page.locator(f"{SOLO_BOX} button.build").tap()
        wait_text(page, f"{SOLO} .status", "scores now You")
        page.locator(SOLO_BOX).screenshot(path=str(tmp_path / "solo.png"))
        if Path("/tmp/bshots").is_dir():
            Path("/tmp/bshots/chola-solo-board-390.png").write_bytes(
                (tmp_path / "solo.png").read_bytes()
            )


def test_phone_expert_fits_and_a_tap_sculpts(chromium: Browser, voila_url: str) -> None:
    """The Expert play page on a phone: the phone layout (everything one under another)
    fits with its text at 12 pixels or more; a tap on a space of slot 7,0 opens the
    payment dialog, which fits the page too, and a tap on Sculpt plays the first payment."""
    with phone_page(chromium) as page:
        _open(page, voila_url, SCULPT, EXPERT)
        page.wait_for_function(
            "(sel) => document.querySelector(sel + ' .tk-picture').viewBox.baseVal.width < 900",
            arg=EXPERT,
        )
        _fits(page, EXPERT)
        tap_region(page, EXPERT, space("8,1"))
        wait_text(page, f"{EXPERT} .status", "Sculpt slot 7,0")
        dialog = page.locator(f"{EXPERT_BOX} .sculpt-dialog")
        dialog.wait_for(state="visible")
        box = dialog.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390.5
        assert page.evaluate("document.scrollingElement.scrollWidth") <= 390
        record_status(page, EXPERT)
        dialog.locator("button.sculpt").tap()
        assert "+8 for Brown" in wait_shown(page, "scores now Brown 8, White 0")


def test_phone_expert_answers_a_tap_in_sight(chromium: Browser, voila_url: str) -> None:
    """The page pass: on a phone the Expert board is three screens tall, and the answer to
    a tap on Brown's card or on a temple space came a screen below the tap. The status line
    now stays at the foot of the screen while the board is in view, the space tapped in
    sight above it."""
    game = new_game(2, "expert", seed=SEED)
    build = _first_build(game)
    anchor = build.placement[0][0]
    status = f"{EXPERT} .tk-status"
    with phone_page(chromium) as page:
        _open(page, voila_url, f"chola-expert-play.ipynb?seed={SEED}&bots=human,greedy", EXPERT)
        page.wait_for_function(
            "(sel) => document.querySelector(sel + ' .tk-picture').viewBox.baseVal.width < 900",
            arg=EXPERT,
        )
        tap_region(page, EXPERT, f"card:{build.card}")
        wait_text(page, status, f"Card c{build.card} (")
        page.wait_for_function(SAID_IN_SIGHT, arg=EXPERT)
        # the temple is a screen above: scrolled to the space, as a finger would
        tap_shown_region(page, EXPERT, anchor)
        wait_text(page, status, "Shown: card c")
        page.wait_for_function(SAID_IN_SIGHT, arg=EXPERT)
        assert page.evaluate(IN_SIGHT, f'{EXPERT} .tk-regions polygon[data-key="{anchor}"]')
        # scrolled to the line itself, the copy goes
        page.locator(status).scroll_into_view_if_needed()
        page.wait_for_selector(f"{EXPERT} .tk-status-dock", state="hidden")


# -- screenshots --------------------------------------------------------------------------------
#: each page, its board, its designed picture's width and the page width it is shown from
#: (the Expert one only where its sculpture tiles can be a finger wide)
PLAY_PAGES = {
    "chola-play": (PLAY, BOARD, 900, 900),
    "chola-solo": ("chola-solo.ipynb?seed=5", SOLO, 900, 900),
    "chola-expert-play": (
        "chola-expert-play.ipynb?seed=3&bots=human,greedy",
        EXPERT,
        WIDTH,
        DESIGNED_PAGE,
    ),
}


@pytest.mark.parametrize("width", [390, 768, 1280])
@pytest.mark.parametrize("name", sorted(PLAY_PAGES))
def test_screenshots_of_the_play_pages(
    chromium: Browser, voila_url: str, tmp_path: Path, name: str, width: int
) -> None:
    """Each play page at three widths: the designed picture where the page shows it, else
    a layout for the page; nothing wider than the page, no text under 12 pixels. The tutorial
    page of the solo game is long: only its board is shot."""
    path, board, designed, shown_from = PLAY_PAGES[name]
    with local_page(chromium, width, 900) as page:
        _open(page, voila_url, path, board)
        wide = width - 30 >= shown_from
        page.wait_for_function(
            "([sel, w, wide]) => (document.querySelector(sel + ' .tk-picture')"
            ".viewBox.baseVal.width === w) === wide",
            arg=[board, designed, wide],
        )
        _fits(page, board)
        if name == "chola-solo":
            shot = tmp_path / f"{name}-{width}.png"
            page.locator(f"{board}-box").screenshot(path=str(shot))
            if Path("/tmp/bshots").is_dir():
                (Path("/tmp/bshots") / shot.name).write_bytes(shot.read_bytes())
        else:
            shoot(page, f"{name}-{width}", tmp_path)


# -- a tutorial exercise ------------------------------------------------------------------------
#: JavaScript: whether the element is wholly within the window's height
IN_SIGHT = """(sel) => { const box = document.querySelector(sel).getBoundingClientRect();
    return box.top >= 0 && box.bottom <= innerHeight; }"""
#: JavaScript: whether the board's status line, or its copy at the screen's foot with the
#: same words, is wholly within the window's height
SAID_IN_SIGHT = """(board) => {
    const inSight = (e) => { const box = e.getBoundingClientRect();
        return box.height > 0 && box.top >= 0 && box.bottom <= innerHeight; };
    const line = document.querySelector(board + ' .tk-status');
    const dock = document.querySelector(board + ' .tk-status-dock');
    return inSight(line) || (!dock.hidden && dock.textContent === line.textContent
        && inSight(dock)); }"""


def test_the_building_exercise_by_keyboard_and_by_a_tap(
    page: Page, chromium: Browser, voila_url: str
) -> None:
    """chola-basic.ipynb: the CHOLA-G2 exercise answered with the keyboard alone (arrow
    keys to a marked space, Enter), then on a phone with a tap."""
    exercise = ".chola-building-exercise"
    status = ".chola-building-exercise-box > .status"
    _open(page, voila_url, "chola-basic.ipynb", exercise)
    tab_to(page, f"{exercise} .tk-surface")
    move_cursor_to(page, exercise, space("9,0"))
    page.keyboard.press("c")
    wait_text(page, f"{exercise} .tk-announce", "marked with a question")
    page.keyboard.press("Enter")
    wait_text(page, status, "Yes, (9,0)")
    wait_text(page, ".chola-building-exercise-box > .score", "1 of 4 found")
    with phone_page(chromium) as phone:
        _open(phone, voila_url, "chola-basic.ipynb", exercise)
        _fits(phone, exercise)
        # the board's foot at the screen's foot: its answer line starts under the screen
        phone.locator(f"{exercise} .tk-picture").evaluate("e => e.scrollIntoView({block: 'end'})")
        assert not phone.evaluate(IN_SIGHT, status)
        tap_region(phone, exercise, space("2,3"))
        wait_text(phone, status, "No, there is no stone below (2,3) (CHOLA-G2)")
        # the answer comes up into the screen (the page pass found it under the screen's
        # edge), and the space tapped stays in sight above it
        phone.wait_for_function(IN_SIGHT, arg=status)
        assert phone.evaluate(
            IN_SIGHT, f'{exercise} .tk-regions polygon[data-key="{space("2,3")}"]'
        )
        tap_region(phone, exercise, space("8,1"))
        wait_text(phone, status, "Yes, (8,1)")
