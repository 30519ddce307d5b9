"""The Chola Expert play page in a real browser: a sculpt made by clicks (CHOLA-X3).

Voila serves ``chola-expert-play.ipynb?position=sculpt&bots=human,greedy``: Brown to move on
the sculpting lesson's position, where slot 7,0 is fully built and payable. A click on the
temple opens the payment dialog, a payment is chosen in its menu, **Sculpt** plays it; the
score, the status line and the canvas change, and the greedy bot answers. The Expert
picture is 1290 pixels wide, so this page gets a wider window than the others.
"""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest
from browser.clicks import click_canvas

from tulakit.chola.board import space
from tulakit.chola.expert_lessons import sculpt_position
from tulakit.chola.expert_svg import temple_box
from tulakit.chola.svg import space_xy
from tulakit.widgets.chola_expert_board import payment_words

pytestmark = pytest.mark.browser

BOARD = "canvas.chola-expert-play"
BOX = ".chola-expert-play-box"
STATUS = f"{BOX} .status"
HAS_TEXT = "([sel, text]) => document.querySelector(sel).innerText.includes(text)"
# The greedy bot answers within a moment, replacing the status line: keep every text the
# line shows, so a check cannot miss one that was only there briefly.
RECORD_STATUS = """sel => {
    window.statusLog = [];
    const box = document.querySelector(sel);
    const record = () => window.statusLog.push(box.querySelector(".status").innerText);
    new MutationObserver(record).observe(box, {subtree: true, childList: true, characterData: true});
}"""
SHOWN = "text => window.statusLog.some(t => t.includes(text))"
PAYMENT = "wagon: 3 light brown, 1 gold; hand: 1 light brown"


def _wait_for_text(page, selector: str, text: str, timeout: float = 30_000) -> None:
    page.wait_for_function(HAS_TEXT, arg=[selector, text], timeout=timeout)


def test_a_sculpt_by_clicks_scores_in_the_page(
    wide_page, voila_url: str, wait_painted, canvas_checksum, tmp_path: Path
) -> None:
    page = wide_page
    game = sculpt_position()  # the same position as the page's, to know what to expect
    labels = [payment_words(m) for m in game.sculpt_moves("7,0") if m.card is None]
    assert PAYMENT in labels  # the dialog lists the same words
    started = time.monotonic()
    page.goto(f"{voila_url}/voila/render/chola-expert-play.ipynb?position=sculpt&bots=human,greedy",
              timeout=120_000)  # fmt: skip
    wait_painted(page, BOARD, timeout=120_000)
    print(f"page.goto to Expert board painted: {time.monotonic() - started:.2f} s")
    _wait_for_text(page, STATUS, "Brown to move")
    assert not page.locator(f"{BOX} .sculpt-dialog").is_visible()

    # an illegal slot first: explained, nothing opens
    click_canvas(page, BOARD, *space_xy(space("0,0")))
    _wait_for_text(page, STATUS, "Can't sculpt slot 0,0")
    assert "is empty" in page.locator(STATUS).inner_text()

    slot = next(s for s in game.slots if s.name == "7,0")
    x, y, w, h = (int(v) for v in temple_box(slot.spaces))
    before = canvas_checksum(page, BOARD, (x + 4, y + 4, w - 8, h - 8))
    clicked = time.monotonic()
    click_canvas(page, BOARD, *space_xy(space("8,1")))
    _wait_for_text(page, STATUS, "Sculpt slot 7,0 (8 points for 4 light brown + 1 gold)")
    print(f"click to dialog open: {time.monotonic() - clicked:.2f} s")
    dialog = page.locator(f"{BOX} .sculpt-dialog")
    dialog.wait_for(state="visible", timeout=10_000)
    assert "Sculpt slot 7,0" in dialog.inner_text()
    dialog.locator(".sculpt-payment select").select_option(label=PAYMENT)
    page.evaluate(RECORD_STATUS, BOX)
    dialog.locator("button.sculpt").click()
    page.wait_for_function(SHOWN, arg="Scores: Brown 8, White 0", timeout=30_000)
    shown = page.evaluate("window.statusLog")
    sculpted = next(t for t in shown if "Scores: Brown 8, White 0" in t)
    assert (
        "paying 3 light brown + 1 gold from the wagon and 1 light brown from the hand" in sculpted
    )
    # the sculpture now covers slot 7,0 on the canvas, and the dialog is closed
    page.wait_for_function(
        "([sel, x, y, w, h, old]) => { const d = document.querySelector(sel).getContext('2d')"
        ".getImageData(x, y, w, h).data; let s = 0; for (let i = 0; i < d.length; i++)"
        " s = (s * 31 + d[i]) % 1000000007; return s !== old; }",
        arg=[BOARD, x + 4, y + 4, w - 8, h - 8, before],
        timeout=10_000,
    )
    assert not dialog.is_visible()
    _wait_for_text(page, STATUS, "(greedy bot for White)", timeout=60_000)
    assert "Brown to move" in page.locator(STATUS).inner_text()

    body = page.locator("body").inner_text()
    assert "There was an error" not in body and "Traceback" not in body
    shot = tmp_path / "chola-expert.png"
    page.screenshot(path=str(shot), full_page=True)
    if Path("/tmp/bshots").is_dir():  # a copy to look at by hand while developing
        shutil.copy(shot, "/tmp/bshots/voila-chola-expert.png")
    assert not [e for e in page.console_errors if "setAttr" in e]


def test_the_expert_tutorial_page_paints_and_answers_clicks(
    wide_page, voila_url: str, wait_painted
) -> None:
    """chola-expert.ipynb in Voila: every canvas is painted, the slot exercise judges a
    click on the temple (CHOLA-X3) and the full-game board is an Expert board."""
    page = wide_page
    started = time.monotonic()
    page.goto(f"{voila_url}/voila/render/chola-expert.ipynb?seed=3", timeout=120_000)
    for selector in (
        "canvas.chola-slot-exercise",
        "canvas.chola-expert-practice",
        "canvas.chola-expert-game",
    ):
        wait_painted(page, selector, timeout=120_000)
    print(f"page.goto to every canvas painted: {time.monotonic() - started:.2f} s")
    click_canvas(page, "canvas.chola-slot-exercise", *space_xy(space("8,1")))
    _wait_for_text(page, ".chola-slot-exercise-box .status", "yes: slot 7,0 is fully built")
    _wait_for_text(page, ".chola-slot-exercise-box .score", "1 of 1 found")
    page.locator(".chola-bonus-again-exercise-box button.choice").first.click()
    _wait_for_text(page, ".chola-bonus-again-exercise-box .status", "Brown, Brown, White, White")
    _wait_for_text(page, ".chola-expert-game-box .status", "click a slot to sculpt")
    body = page.locator("body").inner_text()
    assert "There was an error" not in body and "Traceback" not in body
    assert not [e for e in page.console_errors if "setAttr" in e]
