"""Helpers that look at a whole page as a visitor gets it: all its widgets rendered, how
it fits a narrow screen, how big its controls are, and whether focus shows.

Voila runs the notebook, then the browser renders each widget output and each board
draws its first frame; :func:`wait_rendered` waits for all of that, so checks (axe-core,
sizes, screenshots) see the page a visitor sees.
"""

from __future__ import annotations

from typing import Any

#: JavaScript: true once the cells are shown, every output is rendered (widget outputs
#: hold their widget) and every board's picture has its first frame
RENDERED = """(boards) => {
    const cells = document.querySelector('#rendered_cells');
    if (!cells || getComputedStyle(cells).display === 'none') return false;
    if (document.querySelector('#loading')) return false;
    // Voila's scripts turn each output's JSON into its rendered form, and remove the
    // JSON when they do: one left means an output is not on the page yet
    if (document.querySelector('script[type="application/vnd.voila.cell-output+json"]')) {
        return false;
    }
    for (const output of document.querySelectorAll('.jp-OutputArea-output')) {
        if (!output.childElementCount && !output.textContent.trim()) return false;
    }
    const outputs = document.querySelectorAll('.jp-OutputArea-output:not([data-mime-type])');
    for (const output of outputs) if (!output.querySelector('.jupyter-widgets')) return false;
    const pictures = document.querySelectorAll('.tk-picture');
    if (pictures.length < boards) return false;
    for (const picture of pictures) if (!picture.querySelector('g *')) return false;
    return true;
}"""

#: the controls of the widgets a finger must hit: buttons, checkboxes (their label is
#: the target), dropdowns, the summaries that open the words and moves, the move box,
#: and the links that act as buttons (record download, share link)
TARGETS = (
    ".jupyter-widgets button, .jupyter-widgets select, .jupyter-widgets summary,"
    " .jupyter-widgets input, .jupyter-widgets a.download-record-link,"
    " .jupyter-widgets a.share-url"
)

#: JavaScript: the controls smaller than 44 x 44 CSS pixels, as "what: W x H"
SMALL = """([selector, least]) => {
    const out = [];
    for (const el of document.querySelectorAll(selector)) {
        if (el.type === 'file' || el.type === 'hidden') continue;  // FileUpload's own input
        let target = el;
        if (el.type === 'checkbox' || el.type === 'radio') target = el.closest('label') || el;
        const box = target.getBoundingClientRect();
        if (!box.width && !box.height) continue;  // not shown
        if (box.width < least - 0.5 || box.height < least - 0.5) {
            const name = (el.textContent || el.value || el.getAttribute('aria-label') || '')
                .trim().slice(0, 30);
            const classes = [...el.classList].slice(0, 2).join('.');
            out.push(`${el.tagName.toLowerCase()}.${classes} "${name}": `
                + `${Math.round(box.width)} x ${Math.round(box.height)}`);
        }
    }
    return out;
}"""

#: JavaScript: elements of the outputs that reach past the right edge of the viewport
#: (what is inside a box that scrolls sideways, a text picture or a wide table, may reach
#: past it: the box is checked itself; the inside of an SVG picture is clipped by the
#: picture, which is checked itself)
STICKING_OUT = """() => {
    const width = document.documentElement.clientWidth;
    // inside a box that scrolls sideways and fits the page, the rest is one swipe away
    const inScroller = (el) => {
        for (let box = el.parentElement; box; box = box.parentElement) {
            const overflow = getComputedStyle(box).overflowX;
            if (overflow === 'auto' || overflow === 'scroll') {
                return box.getBoundingClientRect().right <= width + 0.5;
            }
        }
        return false;
    };
    const out = [];
    for (const el of document.querySelectorAll('#rendered_cells *')) {
        if (el.ownerSVGElement || inScroller(el)) continue;
        const box = el.getBoundingClientRect();
        if (!box.width || box.right <= width + 0.5) continue;
        const parent = el.parentElement.getBoundingClientRect();
        if (parent.right > width + 0.5) continue;  // its parent is reported already
        const classes = [...el.classList].slice(0, 3).join('.');
        out.push(`${el.tagName.toLowerCase()}.${classes} reaches x = ${Math.round(box.right)}`);
    }
    return out.slice(0, 10);
}"""

#: JavaScript: the focused element, the focus indicator it shows ('' for none), and
#: whether Tab has been there before (it is marked)
FOCUS_MARK = """() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const again = el.dataset.tkTabbed === '1';
    el.dataset.tkTabbed = '1';
    const style = getComputedStyle(el);
    const name = `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 2).join('.')}`
        + ` "${(el.textContent || el.value || '').trim().slice(0, 24)}"`;
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
    const ring = style.boxShadow && style.boxShadow !== 'none';
    return [name, outline || ring ? `${style.outlineStyle} ${style.outlineWidth}` : '', again];
}"""


#: JavaScript: whether the programmers' page (api.ipynb) shows what one of its cells prints
#: (``print(game.preview(move).points, "predicted")``): each player's points before the
#: word, which the code shown above the output does not have
API_PAGE_PRINTED = r"() => /\(\d+, \d+\) predicted/.test(document.body.innerText)"


def axe_findings(page: Any) -> list[str]:
    """axe-core's serious and critical violations on the page, one line per element, with
    the element's markup (widgets have generated ids, which say nothing)."""
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page)
    found = []
    for violation in results.response["violations"]:
        if violation["impact"] in ("serious", "critical"):
            for node in violation["nodes"][:5]:
                found.append(
                    f"{violation['id']} ({violation['impact']}): {node['html'][:160]}"
                    f" - {violation['help']}"
                )
    return found


#: JavaScript: what of :data:`RENDERED` is still missing, in numbers
MISSING = """() => ({
    cellsShown: !!document.querySelector('#rendered_cells'),
    loading: !!document.querySelector('#loading'),
    outputsNotShown: document.querySelectorAll(
        'script[type="application/vnd.voila.cell-output+json"]').length,
    widgetOutputsEmpty: [...document.querySelectorAll('.jp-OutputArea-output:not([data-mime-type])')]
        .filter((o) => !o.querySelector('.jupyter-widgets')).length,
    // what those outputs hold instead ("Loading widget...", an error), and their classes
    emptyOutputs: [...document.querySelectorAll('.jp-OutputArea-output:not([data-mime-type])')]
        .filter((o) => !o.querySelector('.jupyter-widgets'))
        .map((o) => `${o.parentElement?.className}: ${(o.textContent || '').slice(0, 80)}`
            + ` (cell ${o.closest('[cell-index]')?.getAttribute('cell-index')})`),
    pictures: document.querySelectorAll('.tk-picture').length,
    picturesUndrawn: [...document.querySelectorAll('.tk-picture')]
        .filter((p) => !p.querySelector('g *')).length,
})"""


def wait_rendered(page: Any, boards: int = 0, timeout: float = 120_000) -> None:
    """Wait until the page's cells are shown, every widget output is rendered and at
    least ``boards`` board pictures have their first frame.

    If that does not come, the failure says what is missing on the page, the page's
    console errors and the warnings its server logged (a loaded machine's failures are
    rare: each must say enough to be understood from CI's output alone).
    """
    try:
        page.wait_for_function(RENDERED, arg=boards, timeout=timeout)
    except Exception as exc:  # Playwright's TimeoutError
        raise AssertionError(f"the page was not rendered: {why_not_rendered(page)}") from exc


def why_not_rendered(page: Any) -> str:
    """What is missing on ``page``, its console errors and its server's warnings and the
    kernels it closed."""
    from browser.conftest import SERVER_LOGS

    missing = page.evaluate(MISSING)
    wire = page.evaluate(
        "() => window.tkWire ? {events: tkWire.events, counts: tkWire.counts,"
        " outputs: tkWire.outputs.length, states: tkWire.states.size,"
        " notInStates: tkWire.missing(), manager: tkWire.manager} : null"
    )
    errors = getattr(page, "console_errors", [])[-10:]
    logged: list[str] = []
    for base, log in SERVER_LOGS.items():
        if page.url.startswith(base) and log.exists():
            lines = log.read_text(errors="replace").splitlines()
            # warnings, errors, and the kernels the server closed (a page's kernel closed
            # before its browser connected leaves the page without widgets)
            marks = ("WARNING", "ERROR", "Closing kernel", "Kernel shutdown")
            logged = [line[:300] for line in lines if any(m in line for m in marks)][-15:]
    return (
        f"{missing}; console errors: {errors}; server warnings: {logged}; kernel websocket: {wire}"
    )


def small_targets(page: Any, least: int = 44) -> list[str]:
    """The widgets' controls smaller than ``least`` x ``least`` CSS pixels."""
    value: list[str] = page.evaluate(SMALL, [TARGETS, least])
    return value


#: JavaScript: the text boxes of the outputs whose example text (placeholder) is wider
#: than the box: the example is put in the box as its value for a moment, where the box's
#: own layout measures it (no input event is sent), then the box gets its value back
CUT_PLACEHOLDERS = """() => {
    const out = [];
    for (const box of document.querySelectorAll('#rendered_cells input[placeholder]')) {
        if (!box.placeholder || !box.offsetParent) continue;  // none, or not shown
        const value = box.value;
        box.value = box.placeholder;
        const [wide, room] = [box.scrollWidth, box.clientWidth];
        box.value = value;
        if (wide > room) out.push(`"${box.placeholder}": ${wide} px in ${room}`);
    }
    return out;
}"""


def cut_placeholders(page: Any) -> list[str]:
    """Text boxes whose example text is cut: it does not fit the box."""
    value: list[str] = page.evaluate(CUT_PLACEHOLDERS)
    return value


def sticking_out(page: Any) -> list[str]:
    """Elements of the outputs that reach past the viewport's right edge."""
    value: list[str] = page.evaluate(STICKING_OUT)
    return value


def focus_unseen(page: Any, limit: int = 400) -> tuple[int, list[str]]:
    """Tab through the page from the top, with the keyboard only: how many elements took
    the focus, and those that showed no focus indicator (no outline, no ring)."""
    page.evaluate("document.activeElement && document.activeElement.blur()")
    seen: list[str] = []
    unseen: list[str] = []
    for _ in range(limit):
        page.keyboard.press("Tab")
        mark = page.evaluate(FOCUS_MARK)
        if mark is None:
            continue
        name, indicator, again = mark
        if again:
            break  # round the page and back to where it started
        seen.append(name)
        if not indicator:
            unseen.append(name)
    return len(seen), unseen
