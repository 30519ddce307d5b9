"""The programmers' page reads as a page (issue 26): each result under the code that made it.

A served page hides its cells' code, and the programmers' page then showed a column of bare
Python values (``(True, True)``, ``[2, 0]``) with nothing to say what they were. Its cells
are tagged ``show-code``, which tulakit's template honours: the code is shown above the
output, in Voila and on the static site alike.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from browser.pages import API_PAGE_PRINTED, wait_rendered

if TYPE_CHECKING:
    from browser.conftest import PageOpener

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).resolve().parents[2] / "notebooks" / "api.ipynb"
#: a call of the page and a piece of what it gives
CALL = 'game.explain_illegal("T14")'
RESULT = "tile 14 is face down"

#: JavaScript: each code block shown (its text), and for the one holding ``call`` the
#: boxes of its code and of the output of its cell, and that output's text
SHOWN = """(call) => {
    const blocks = [...document.querySelectorAll('.tk-code')];
    const block = blocks.find((b) => b.innerText.includes(call));
    const output = block && block.nextElementSibling
        && block.nextElementSibling.querySelector('.jp-OutputArea-output');
    const box = (e) => e && e.getBoundingClientRect().toJSON();
    return {count: blocks.length, code: box(block), output: box(output),
            said: output ? output.innerText : '',
            shown: !!block && block.checkVisibility()};
}"""


def _code_cells() -> int:
    cells = json.loads(NOTEBOOK.read_text(encoding="utf-8"))["cells"]
    return sum(cell["cell_type"] == "code" for cell in cells)


def test_each_result_shows_under_its_code(open_page: PageOpener) -> None:
    page = open_page("api.ipynb")
    wait_rendered(page, timeout=180_000)
    page.wait_for_function(
        "(text) => document.body.innerText.includes(text)", arg=RESULT, timeout=60_000
    )
    found = page.evaluate(SHOWN, CALL)
    assert found["count"] == _code_cells(), found  # every cell's code, not only this one
    assert found["shown"] and found["code"] and found["output"], found
    assert RESULT in found["said"], found
    code, output = found["code"], found["output"]
    assert code["bottom"] <= output["top"] + 1, found  # the code above, the result below
    assert output["top"] - code["bottom"] < 40, found  # and right under it
    # what cells print reaches the page too (on the static site, also when the page's
    # Python started from a snapshot, whose kernel keeps its streams)
    page.wait_for_function(API_PAGE_PRINTED, timeout=60_000)
