"""The pages link to pages that exist, in Voila, JupyterLab and on GitHub alike.

The rulings and the notation are served as notebooks made from ``docs/*.md``
(``docs/make_pages.py``); every ruling has an anchor there, and every link in a notebook's
text names a notebook beside it (never ``../docs/...``, which Voila cannot serve) and, when
it has a ``#fragment``, an anchor that page has. Tutorials and play pages link each other
and the index with real links, not file names in code font.
"""

from __future__ import annotations

import importlib.util
import json
import re
from itertools import pairwise
from pathlib import Path

import pytest

from tulakit.gallery import GAMES, cards_html

REPO = Path(__file__).resolve().parents[1]
NOTEBOOKS = REPO / "notebooks"
#: a Markdown link, or an HTML one
LINK = re.compile(r"\]\(([^)\s]+)\)|href=\"([^\"]+)\"")
ANCHOR = re.compile(r"<a id=\"([^\"]+)\"></a>")

_spec = importlib.util.spec_from_file_location("make_pages", REPO / "docs" / "make_pages.py")
assert _spec is not None and _spec.loader is not None
make_pages = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(make_pages)

#: each tutorial and the play page it leads to (the Solo tutorial: the play page for one)
TUTORIALS = {card.tutorial: card.quick_play for card in GAMES if card.tutorial}
TUTORIALS["chola-solo.ipynb"] = "chola-play.ipynb?players=1"
PLAY_PAGES = {card.quick_play: card.tutorial for card in GAMES if card.quick_play}


def _markdown(name: str) -> str:
    cells = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))["cells"]
    return "\n\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


def _links(text: str) -> list[str]:
    return [a or b for a, b in LINK.findall(text)]


def _local(href: str) -> bool:
    return not re.match(r"[a-z][a-z0-9+.-]*:|//|#", href)


@pytest.mark.parametrize("name", sorted(make_pages.PAGES))
def test_the_served_doc_pages_are_up_to_date(name: str) -> None:
    """After an edit of docs/rulings.md or docs/notation.md, run docs/make_pages.py."""
    assert (NOTEBOOKS / name).read_text(encoding="utf-8") == make_pages.notebook_text(name)


def test_every_ruling_has_its_anchor_on_the_rulings_page() -> None:
    numbers = re.findall(r"^### ((?:TULA|TULAGA|CHOLA)-[A-Z]*\d+):", _doc("rulings.md"), re.M)
    assert len(numbers) >= 40  # 9 Tula, 8 Tulaga and the Chola rulings
    anchors = ANCHOR.findall(_markdown("rulings.ipynb"))
    assert sorted(numbers) == sorted(a for a in anchors if a[0].isupper())
    for game in ("tula", "tulaga", "chola"):  # each game's part, for the tutorials' intros
        assert game in anchors and game in ANCHOR.findall(_markdown("notation.ipynb"))


def test_ruling_headings_are_for_players_no_code_names() -> None:
    """Issue 26: a player reads the contents list of headings; a setting's code name
    (`rank_stones`) belongs in the section's "Switching it" text, not in its title."""
    headings = re.findall(r"^#{2,4} .*$", _doc("rulings.md"), re.M)
    assert len(headings) >= 40
    assert [h for h in headings if "`" in h] == []


def _doc(name: str) -> str:
    return (REPO / "docs" / name).read_text(encoding="utf-8")


def _every_page_text() -> dict[str, str]:
    pages = {p.name: _markdown(p.name) for p in sorted(NOTEBOOKS.glob("*.ipynb"))}
    pages["index.ipynb"] += cards_html()  # the index's cards are an output, made here
    return pages


def test_every_local_link_names_a_notebook_and_an_anchor_it_has() -> None:
    pages = _every_page_text()
    anchors = {name: set(ANCHOR.findall(text)) for name, text in pages.items()}
    checked = 0
    for name, text in pages.items():
        for href in filter(_local, _links(text)):
            path, _, fragment = href.partition("#")
            target = path.split("?")[0] or name
            assert "/" not in target, f"{name} links {href}: a page outside notebooks/"
            assert target in pages, f"{name} links {href}, which is not a notebook here"
            assert not fragment or fragment in anchors[target], f"{name} links {href}"
            checked += 1
    assert checked >= 40


def test_no_page_names_a_notebook_in_code_font_instead_of_linking_it() -> None:
    for name, text in _every_page_text().items():
        for found in re.finditer(r"`[^`\s]*\.ipynb[^`\s]*`", text):
            after = text[found.end() : found.end() + 2]
            before = text[max(0, found.start() - 1) : found.start()]
            assert before == "[" and after == "](", f"{name}: {found.group()} is not a link"


@pytest.mark.parametrize("tutorial", sorted(TUTORIALS))
def test_each_tutorial_links_its_play_page_and_the_index(tutorial: str) -> None:
    links = _links(_markdown(tutorial))
    assert TUTORIALS[tutorial] in links and "index.ipynb" in links
    assert any(link.startswith("rulings.ipynb#") for link in links)


@pytest.mark.parametrize("play", sorted(PLAY_PAGES))
def test_each_play_page_links_its_tutorial_and_the_index(play: str) -> None:
    links = _links(_markdown(play))
    assert PLAY_PAGES[play] in links and "index.ipynb" in links


def test_the_rulings_and_notation_pages_lead_back_to_the_index() -> None:
    for name in make_pages.PAGES:
        assert "index.ipynb" in _links(_markdown(name))


#: Python in a code span: a method or module call, a class called, a named argument
PYTHON = re.compile(r"[A-Za-z_]\w*\.[A-Za-z_]\w*\(|\b[A-Z][a-z]\w*\(|\b[a-z_]{2,}=")


@pytest.mark.parametrize("name", sorted({*TUTORIALS, *PLAY_PAGES, "index.ipynb"}))
def test_learners_read_no_python_calls_or_option_names(name: str) -> None:
    """``game.preview(move)``, ``tula.new_game(seed, mercy=False)``, ``rank_stones=4`` belong
    on the programmers' page (api.ipynb); a learner gets a page address instead
    (``?mercy=0``). Move notation (``=d6(c5,d5,e5,e7)``) is not Python."""
    for span in re.findall(r"`([^`]+)`", _markdown(name)):
        if span.startswith(("?", "&")) or ".ipynb?" in span:
            continue  # a page address
        assert not PYTHON.search(span), f"{name}: `{span}` is Python"


@pytest.mark.parametrize("name", sorted(p.name for p in NOTEBOOKS.glob("*.ipynb")))
def test_no_paragraph_runs_into_a_list(name: str) -> None:
    """A line right after a list item, not indented and not an item itself, is read as part
    of that item (Markdown's lazy continuation): "two simple players;" followed by "Each bar
    has its 95% interval" became one item. A new paragraph needs a blank line first."""
    for cell in _markdown(name).split("\n\n"):
        lines = cell.split("\n")
        in_list = False
        for line, after in pairwise(lines):
            in_list = bool(re.match(r"\s*(?:[-*]|\d+\.) ", line)) or (in_list and line != "")
            starts_block = re.match(r"(?:[-*|>]|\d+\.) |\s", after)
            assert not (in_list and after and not starts_block), f"{name}: {after[:60]!r}"


def test_the_tula_layer_pictures_are_the_engines_and_fit_a_phone() -> None:
    """TULA-1's pictures on the rulings page are the lessons' own, one per layer under
    its name, each narrow enough for a phone's width (side by side, two layers ran into
    each other at 390 px)."""
    from tulakit.tula import lessons

    text = _doc("rulings.md")
    for layer, name in enumerate(["Layer 1 (0-12)", "Layer 2 (13-19)", "Layer 3 (20-22)", "Layer 4 (23)"], 1):  # fmt: skip
        picture = lessons.layer_diagram(layer)
        assert f"```\n{name}\n{picture}\n```" in text, name
        assert max(len(line) for line in picture.splitlines()) <= 40


#: words of a developer's, not a player's, in the pages' prose: the server's name, the
#: notebook as a file, the project's benchmarks and modules by path
DEVELOPER_WORDS = re.compile(r"\bIn Voila\b|\bThis notebook\b|\bbench/|\btulakit\.\w+\.\w+")


@pytest.mark.parametrize("name", sorted({*TUTORIALS, *PLAY_PAGES, "rulings.ipynb", "index.ipynb"}))
def test_a_players_page_speaks_to_players(name: str) -> None:
    """Issue 26: the pages read as pages, whatever serves them: no "In Voila, add
    ?seed=N", no "This notebook", no benchmark scripts or module paths in the prose."""
    found = DEVELOPER_WORDS.findall(_markdown(name.split("?")[0]))
    assert not found, f"{name}: {found}"


def test_the_rulings_name_the_card_shapes_as_the_boards_do() -> None:
    """Issue 26: CHOLA-C1 to C3 call the card shapes what the boards, tutorials and
    messages call them (``chola.cards.SHAPE_NAMES``), not by their Python keys, which
    one note for programmers gives once."""
    from tulakit.chola.cards import SHAPE_NAMES

    text = _doc("rulings.md")
    for key, name in SHAPE_NAMES.items():
        assert f"\n| {name} |" in text, name
        assert text.count(f"`{key}`") == 1, key


def test_the_readme_pictures_are_up_to_date() -> None:
    """The README shows the boards as they are drawn now (docs/make_images.py)."""
    spec = importlib.util.spec_from_file_location("make_images", REPO / "docs" / "make_images.py")
    assert spec is not None and spec.loader is not None
    make_images = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_images)
    for name, svg in make_images.pictures().items():
        stored = (REPO / "docs" / "images" / name).read_text(encoding="utf-8")
        assert stored == svg, f"docs/images/{name} is stale: run docs/make_images.py"
