"""The text of every still picture of the tutorials and the landing page is 10 CSS pixels
or more, on a phone (390 pixels wide) and on a desktop (1280) (issue 26).

On a phone the tutorials' pictures shrank their text to 6 or 7 pixels (Chola's to 3 to 5)
and the landing page's previews to 3 to 6, on a desktop too: a picture now comes laid out
for a narrow page as well (the boards' own phone layouts), and a preview leaves out the
labels too small to read. A screenshot of each page is kept (``shoot``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from browser.access import phone_page, shoot
from browser.conftest import local_page
from browser.pages import wait_rendered
from browser.pictures import still_pictures

if TYPE_CHECKING:
    from pathlib import Path

    from playwright.sync_api import Browser

pytestmark = pytest.mark.browser

#: the smallest text a picture may show, in CSS pixels
LEAST = 10
#: the pages with still pictures, and how many boards each shows (waited for)
PAGES = {
    "index.ipynb": 0,
    "tula.ipynb": 3,
    "tulaga.ipynb": 1,
    "chola-basic.ipynb": 1,
    "chola-expert.ipynb": 1,
    "chola-solo.ipynb": 1,
}


@pytest.mark.parametrize("width", [390, 1280], ids=["390px", "1280px"])
@pytest.mark.parametrize("notebook", sorted(PAGES))
def test_every_still_picture_has_legible_text(
    chromium: Browser, voila_url: str, tmp_path: Path, notebook: str, width: int
) -> None:
    opened = phone_page(chromium) if width == 390 else local_page(chromium, 1280, 900)
    with opened as page:
        page.goto(f"{voila_url}/voila/render/{notebook}", timeout=180_000)
        wait_rendered(page, PAGES[notebook], timeout=300_000)
        pictures = still_pictures(page)
        print(f"{notebook} at {width} px:", *pictures, sep="\n  ")
        shoot(page, f"still-{notebook.removesuffix('.ipynb')}-{width}", tmp_path)
        assert pictures, "no still picture found on the page"
        small = [str(p) for p in pictures if p.smallest is not None and p.smallest < LEAST]
        assert not small, f"text under {LEAST} CSS pixels:\n" + "\n".join(small)
