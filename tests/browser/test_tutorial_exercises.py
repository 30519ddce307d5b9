"""Exercises that test, not tell, in a real Voila and Chromium: in each of the five
tutorials an exercise is answered wrong (it says why and asks again, never the answer),
then right, and the tutorial's progress ("1 of 3 steps done") moves. The Hint button
appears after two wrong tries and is pressed with the keyboard alone (Tab, Enter); what
it says goes to the exercise's status line, an aria-live region.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from browser.access import phone_page, tab_to, wait_drawn
from browser.clicks import click_region
from browser.pages import why_not_rendered

from tulakit.chola import lessons as chola
from tulakit.chola import solo_lessons
from tulakit.tula import lessons as tula
from tulakit.tulaga import lessons as tulaga
from tulakit.tulaga.board import point

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

pytestmark = pytest.mark.browser

LOAD = 180_000  # a tutorial runs every cell before it shows; the machine is shared
HAS_TEXT = "([sel, text]) => (document.querySelector(sel)?.textContent || '').includes(text)"
PROGRESS = ".tk-progress .tk-progress-text"


def wait_text(page: Any, selector: str, text: str, timeout: float = 60_000) -> None:
    page.wait_for_function(HAS_TEXT, arg=[selector, text], timeout=timeout)


def text_of(page: Any, selector: str) -> str:
    return str(page.locator(selector).first.text_content())


def open_tutorial(page: Any, voila_url: str, notebook: str, box: str) -> None:
    page.goto(f"{voila_url}/voila/render/{notebook}", timeout=LOAD)
    try:
        page.wait_for_selector(box, timeout=LOAD)
        wait_text(page, PROGRESS, "steps done", timeout=LOAD)
    except Exception as exc:  # Playwright's TimeoutError: say what the page lacks
        raise AssertionError(f"{notebook} did not draw: {why_not_rendered(page)}") from exc


def snap(page: Any, box: str, name: str, tmp_path: Path) -> None:
    """The exercise alone, as a picture (a copy in /tmp/bshots)."""
    shot = tmp_path / f"{name}.png"
    page.locator(box).first.screenshot(path=str(shot))
    if Path("/tmp/bshots").is_dir():
        (Path("/tmp/bshots") / shot.name).write_bytes(shot.read_bytes())


def press_hint_with_the_keyboard(page: Any, box: str) -> None:
    """Tab to the exercise's Hint button (it shows after two wrong tries) and press Enter."""
    button = f"{box} button.hint"
    page.wait_for_selector(button, state="visible", timeout=30_000)
    # the Tab walk starts inside the exercise, on its board or its first answer button
    # (focused without the mouse), as a learner who has just answered would be
    page.locator(f"{box} .tk-surface, {box} button.choice").first.focus()
    tab_to(page, button, limit=60)
    page.keyboard.press("Enter")


def test_tula_match_wrong_then_hint_by_keyboard_then_right(
    page: Page, voila_url: str, tmp_path: Path
) -> None:
    box, board = ".tula-match-exercise-box", ".tula-match-exercise"
    status = f"{board} .status"
    quiz = tula.MatchQuiz()
    right = sorted(quiz.targets)
    open_tutorial(page, voila_url, "tula.ipynb", box)
    wait_drawn(page, board)
    assert "0 of 3 steps done" in text_of(page, PROGRESS)
    assert text_of(page, f"{box} .tk-step") == "Step 2 of 3 · 0 of 3 steps done"
    assert page.locator(f"{box} button.hint").is_hidden()
    click_region(page, board, 15)
    wait_text(page, status, "Try again.")
    said = text_of(page, status)
    assert said.startswith("No, A5") and not any(f"tile {p}" in said for p in right)
    click_region(page, board, 14)
    wait_text(page, status, "Try again, or press Hint.")
    assert page.locator(status).get_attribute("aria-live") == "polite"
    press_hint_with_the_keyboard(page, box)
    wait_text(page, status, "Hint: The top of the stack is")
    for p in right:
        click_region(page, board, p)
    wait_text(page, status, "Step 2 done; 1 of 3 steps done.")
    wait_text(page, PROGRESS, "1 of 3 steps done")
    assert text_of(page, f"{box} .solved") == "Solved with a hint."
    assert page.locator(f"{board} .tk-picture g.found-tile").count() == len(right)
    snap(page, box, "tutorial-tula-match-solved", tmp_path)


def test_tulaga_naming_wrong_then_right_then_done(
    page: Page, voila_url: str, tmp_path: Path
) -> None:
    box, board = ".tulaga-naming-exercise-box", ".tulaga-naming-exercise"
    status = f"{box} > .status"
    open_tutorial(page, voila_url, "tulaga.ipynb", box)
    wait_drawn(page, board)
    assert "0 of 10 steps done" in text_of(page, PROGRESS)
    click_region(page, board, point("a1"))
    wait_text(page, status, "No, you chose a1")
    assert text_of(page, status).endswith("not c7. Try again.")  # never where c7 is
    quiz = tulaga.NamingQuiz()
    for where in quiz.answer_keys():
        click_region(page, board, where)
    wait_text(page, status, "Step 1 done; 1 of 10 steps done.")
    wait_text(page, PROGRESS, "1 of 10 steps done")
    click_region(page, board, point("e4"))  # a finished exercise scores nothing more
    wait_text(page, status, "This exercise is done")
    assert text_of(page, f"{box} .score").startswith("3 of 3 found")
    snap(page, box, "tutorial-tulaga-naming-solved", tmp_path)


def test_chola_basic_prediction_wrong_then_right(
    page: Page, voila_url: str, tmp_path: Path
) -> None:
    box = ".chola-predict-merge-exercise-box"
    status = f"{box} > .status"
    quiz = chola.PredictQuiz("merge")
    open_tutorial(page, voila_url, "chola-basic.ipynb", box)
    assert "0 of 7 steps done" in text_of(page, PROGRESS)
    page.locator(f"{box} button", has_text="Brown +1, White +18").click()
    wait_text(page, status, "White gets less than +18")
    assert quiz.label(quiz.right) not in text_of(page, status)  # never the answer
    page.locator(f"{box} button", has_text=quiz.label(quiz.right)).click()
    wait_text(page, status, "1 of 7 steps done.")
    wait_text(page, PROGRESS, "1 of 7 steps done")
    assert "(1, 10)" not in page.locator("body").inner_text()  # no answer printed below
    snap(page, box, "tutorial-chola-predict-solved", tmp_path)


def test_chola_expert_wagon_wrong_then_show_me(page: Page, voila_url: str, tmp_path: Path) -> None:
    box = ".chola-wagon-exercise-box"
    status = f"{box} > .status"
    open_tutorial(page, voila_url, "chola-expert.ipynb", box)
    assert "0 of 11 steps done" in text_of(page, PROGRESS)
    page.locator(f"{box} button", has_text="light brown 6").click()
    wait_text(page, status, "a track holds at most 5")
    page.locator(f"{box} button", has_text="light brown 4").first.click()
    wait_text(page, status, "Try again, or press Hint.")
    press_hint_with_the_keyboard(page, box)
    wait_text(page, status, "Hint: Count the build's stones")
    page.locator(f"{box} button.show-me").click()
    wait_text(page, status, "Here is the answer: Grey's wagon becomes")
    wait_text(page, PROGRESS, "1 of 11 steps done")
    assert text_of(page, f"{box} .solved") == "Shown: try the next one yourself."
    snap(page, box, "tutorial-chola-wagon-shown", tmp_path)


def test_chola_solo_step_on_a_phone(chromium: Browser, voila_url: str, tmp_path: Path) -> None:
    """On a 390-pixel phone with taps: a step of the procedure answered wrong, then right."""
    box = ".chola-solo-step1-exercise-box"
    status = f"{box} > .status"
    quiz = solo_lessons.step1_quiz()
    right = next(label for label, key in quiz.choices if key in quiz.targets)
    with phone_page(chromium) as page:
        open_tutorial(page, voila_url, "chola-solo.ipynb", box)
        assert "0 of 6 steps done" in text_of(page, PROGRESS)
        # every answer is read whole on the phone: wrapped in its button, never cut short
        cut = page.locator(f"{box} button.choice").evaluate_all(
            "(buttons) => buttons.filter((b) => b.scrollWidth > b.clientWidth + 1"
            " || b.getBoundingClientRect().right > innerWidth).map((b) => b.textContent)"
        )
        assert cut == [], cut
        page.locator(f"{box} button", has_text="You pick 2 stones").tap()
        wait_text(page, status, "the solo game has no Pick action")
        assert right not in text_of(page, status)
        page.locator(f"{box} button", has_text=right).tap()
        wait_text(page, status, "Step 2 done; 1 of 6 steps done.")
        wait_text(page, PROGRESS, "1 of 6 steps done")
        width = page.evaluate("() => document.documentElement.scrollWidth")
        assert width <= 390  # the exercise and its buttons fit the phone
        snap(page, box, "tutorial-chola-solo-step1-390", tmp_path)
