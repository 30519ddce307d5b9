"""Colours have one home (tulakit.drawing.palette): drawings paint with its roles, no
module repeats a colour, and the stylesheet gives every role its dark and forced-colours
value (the light one is the SVG's own fallback)."""

from __future__ import annotations

import ast
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

import tulakit
from tulakit import chola, tula, tulaga
from tulakit.chola.expert_svg import expert_scene
from tulakit.chola.lessons import end_scene, legend_svg
from tulakit.chola.svg import chola_scene
from tulakit.drawing import palette
from tulakit.drawing.charts import Bar, bar_chart
from tulakit.drawing.scene import Scene
from tulakit.drawing.svg import to_svg
from tulakit.tula.lessons import building_svg, tiles_svg
from tulakit.tula.svg import NARROW, tula_scene
from tulakit.tulaga.lessons import pending_svg
from tulakit.tulaga.positions import rank_row_position
from tulakit.tulaga.svg import tulaga_scene
from tulakit.widgets.chola_chart import chart_svg

PACKAGE = Path(tulakit.__file__).parent
CSS = PACKAGE / "widgets" / "static" / "view.css"
HEX = re.compile(r"#[0-9A-Fa-f]{6}\b")
#: what the issue counts as a colour written out: #rrggbb, #rgb and rgb()/rgba()
LITERAL = re.compile(r"#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b|rgba?\(")
#: keyword arguments that take a colour: a string constant there is a colour written out
#: too, named ("white") or not
PAINT_KEYWORDS = {"fill", "stroke", "background", "colour", "color"}
#: at most this many colours written out in the package, outside the palette
MOST_LITERALS = 10


def _docstrings(tree: ast.Module) -> set[int]:
    """The ids of the string nodes that are docstrings (their examples may show colours)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def _colours_in_code(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = _docstrings(tree)
    return {
        match.upper()
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs
        for match in HEX.findall(node.value)
    }


def _modules() -> Iterator[Path]:
    return (p for p in sorted(PACKAGE.rglob("*.py")) if p.name != "palette.py")


def literals(path: Path) -> list[str]:
    """Every colour written out in ``path``: hex or rgb() anywhere in its text (docstrings
    too), and any string constant passed as a paint keyword (``fill="white"``)."""
    text = path.read_text(encoding="utf-8")
    found = [m.group() for m in LITERAL.finditer(text)]
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.keyword) and node.arg in PAINT_KEYWORDS:
            value = node.value.value if isinstance(node.value, ast.Constant) else None
            if isinstance(value, str) and not LITERAL.search(value):  # not counted twice
                found.append(value)
    return found


def test_the_palette_is_okabe_and_itos_eight_colours() -> None:
    assert len(set(palette.OKABE_ITO)) == 8
    assert all(HEX.fullmatch(c) for c in palette.OKABE_ITO)
    # the found rings are a role now; what it paints with is Okabe-Ito's bluish green
    found = palette.role_of(palette.FOUND_COLOUR)
    assert found is not None and palette.ROLES[found] == palette.BLUISH_GREEN


def test_no_module_writes_an_okabe_ito_colour_itself() -> None:
    okabe = {c.upper() for c in palette.OKABE_ITO} - {palette.BLACK}  # black is everywhere
    repeated = {
        str(path.relative_to(PACKAGE)): sorted(_colours_in_code(path) & okabe)
        for path in _modules()
    }
    assert {name: found for name, found in repeated.items() if found} == {}


def test_at_most_ten_colours_are_written_out_outside_the_palette() -> None:
    found = {str(p.relative_to(PACKAGE)): literals(p) for p in _modules()}
    found = {name: colours for name, colours in found.items() if colours}
    assert sum(len(colours) for colours in found.values()) <= MOST_LITERALS, found


def test_the_literal_count_sees_hex_rgb_and_named_paints(tmp_path: Path) -> None:
    """The counter itself can fail: each way of writing a colour is seen once."""
    sample = tmp_path / "sample.py"
    sample.write_text(
        'A = "#12ab9f"\nB = "#fff"\nC = "rgba(0, 0, 0, 0.5)"\n'
        'f(fill="white", stroke=INK, background="#EDE7DA")\n',
        encoding="utf-8",
    )
    assert sorted(literals(sample)) == sorted(["#12ab9f", "#fff", "rgba(", "white", "#EDE7DA"])


def test_roles_are_written_with_their_light_colour_as_fallback() -> None:
    assert len(palette.ROLES) == len(palette.TABLE | palette.MARKS | palette.PIECES)
    for name, light in palette.ROLES.items():
        assert re.fullmatch(r"[a-z0-9-]+", name), name
        assert re.fullmatch(r"#[0-9A-F]{6}", light), (name, light)
        assert palette.role_of(palette.paint(name)) == name
    assert palette.role_of("#EDE7DA") is None


# -- the stylesheet ---------------------------------------------------------------------------
def _block(css: str, opening: str) -> str:
    """The text between the brace after ``opening`` and its matching closing brace."""
    start = css.index(opening)
    depth, i = 0, css.index("{", start)
    begin = i + 1
    while True:
        if css[i] == "{":
            depth += 1
        elif css[i] == "}":
            depth -= 1
            if depth == 0:
                return css[begin:i]
        i += 1


def _defined(block: str) -> set[str]:
    return set(re.findall(r"--tk-([a-z0-9-]+)\s*:", block))


def test_the_stylesheet_sets_every_role_for_dark_and_forced_colours() -> None:
    css = CSS.read_text(encoding="utf-8")
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    forced = _block(css, "@media (forced-colors: active)")
    dark = _block(css.replace(forced, ""), 'body[data-jp-theme-light="false"] {')
    # dark: the table is repainted; highlights and pieces stay as they are
    assert _defined(dark) == set(palette.TABLE)
    # forced colours: table and highlights take the system's colours, pieces keep theirs
    assert _defined(forced) == set(palette.TABLE | palette.MARKS)
    system = {"Canvas", "CanvasText", "GrayText", "Highlight", "HighlightText", "LinkText"}
    assert set(re.findall(r"--tk-[a-z0-9-]+\s*:\s*([^;]+);", forced)) <= system
    assert re.search(r"\.tk-picture[^{]*\{[^}]*forced-color-adjust:\s*none", forced)
    # no role is misspelt anywhere in the sheet
    assert set(re.findall(r"--tk-([a-z0-9-]+)", css)) <= set(palette.ROLES)


# -- what the drawings paint with -------------------------------------------------------------
def paints(scene: Scene) -> set[str]:
    found = {p for shape in scene.walk() for p in (shape.fill, shape.stroke) if p}
    return found | ({scene.background} if scene.background else set())


def svg_paints(svg: str) -> set[str]:
    return set(re.findall(r'(?:fill|stroke)="([^"]*)"', svg)) - {"none"}


def not_roles(found: set[str]) -> set[str]:
    """The paints in ``found`` that are not a palette role written as the palette writes it."""
    return {p for p in found if palette.role_of(p) is None}


def _played(game: Any, moves: int, seed: int) -> Any:
    rng = random.Random(seed)
    for _ in range(moves):
        legal = game.legal_moves()
        if game.is_over() or not legal:
            break
        game.play(rng.choice(legal))
    return game


def _scenes(seed: int, moves: int) -> Iterator[Scene]:
    game = _played(tula.new_game(seed=seed), moves, seed)
    yield tula_scene(game, highlight_legal=True)
    yield tula_scene(game, selected=0, layout=NARROW)
    game = _played(tulaga.new_game(), moves, seed)
    yield tulaga_scene(game)
    yield tulaga_scene(game, compact=True)
    game = _played(chola.new_game(players=3, seed=seed), moves, seed)
    yield chola_scene(game, seat=0)
    yield end_scene(game)
    game = _played(chola.new_game(variant="solo", seed=seed), moves, seed)
    yield chola_scene(game)
    game = _played(chola.new_game(players=2, variant="expert", seed=seed), moves, seed)
    yield expert_scene(game, seat=0)


@settings(max_examples=6)
@given(seed=st.integers(0, 10_000), moves=st.sampled_from((0, 7, 40, 400)))
def test_every_drawn_scene_paints_with_palette_roles_only(seed: int, moves: int) -> None:
    """Any position of any game (400 moves end most games: the result banners too)."""
    for scene in _scenes(seed, moves):
        assert not_roles(paints(scene)) == set()


def test_pictures_and_charts_paint_with_palette_roles_only() -> None:
    game = _played(chola.new_game(players=2, seed=3), 30, 3)
    pictures = {
        "tiles": tiles_svg(),
        "building": building_svg(),
        "legend": legend_svg(),
        "pending": pending_svg(rank_row_position(), "e5"),
        "chart": chart_svg(game),
        "bars": to_svg(
            bar_chart([Bar("greedy", 0.4, (0.3, 0.5), "40%")], title="wins", axis_label="games won")
        ),
    }
    found = {name: not_roles(svg_paints(svg)) for name, svg in pictures.items()}
    assert {name: bad for name, bad in found.items() if bad} == {}
    assert all(svg_paints(svg) for svg in pictures.values())  # the check saw paints


def test_the_check_finds_a_colour_written_out() -> None:
    scene = Scene(10, 10, background=palette.SURFACE)
    assert not_roles(paints(scene)) == set()
    scene.background = "#EDE7DA"
    assert not_roles(paints(scene)) == {"#EDE7DA"}
    assert not_roles({"var(--tk-surface, #000000)"}) == {"var(--tk-surface, #000000)"}
