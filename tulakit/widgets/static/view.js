// The browser side of tulakit's boards and exercises (tulakit/widgets/view.py).
//
// A board is an SVG picture assembled from frames sent by the kernel (only the pieces
// that changed travel), over which lie the board's hit regions. Everyone can play it:
// - mouse and touch: a click or tap is sent as a point in the picture's units; nothing
//   cancels touch events, so a finger still scrolls the page;
// - keyboard: the board is one Tab stop; arrow keys move a visible cursor over the
//   regions, Enter or Space acts there, letter keys run the board's commands; Tab,
//   Shift+Tab and Escape are never caught, so focus always moves on (WCAG 2.1.2);
// - screen readers: the board has a name and a description of the position; the status
//   line and the region under the cursor are announced through live regions.
// The picture scales down to the width of the page (viewBox) and keeps its designed
// size on wide screens (times the board's zoom); SVG stays sharp at any pixel density.

const SVG = "http://www.w3.org/2000/svg";
let counter = 0;
// the device's choice of finger-sized spaces (see "magnify" below), for every board
const MAGNIFY_KEY = "tulakit-magnify";

function storedMagnify() {
  try {
    return window.localStorage.getItem(MAGNIFY_KEY) === "1";
  } catch {
    return false; // storage refused (a private window, a sandboxed frame): off
  }
}

function storeMagnify(on) {
  try {
    window.localStorage.setItem(MAGNIFY_KEY, on ? "1" : "0");
  } catch {
    // the choice lasts for this page only
  }
}

function element(tag, className, parent) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (parent) parent.appendChild(node);
  return node;
}

function centre(points) {
  let x = 0;
  let y = 0;
  for (const [px, py] of points) {
    x += px;
    y += py;
  }
  return [x / points.length, y / points.length];
}

// The arrow keys, in the order of the links each region comes with: where that arrow leads
// from it, worked out in Python from the scene (tulakit/drawing/arrows.py, tested there
// without a browser); the browser only follows them.
const ARROWS = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"];

function render({ model, el }) {
  const id = `tk-view-${++counter}`;
  el.classList.add("tk-view");

  // A board whose grid is finer than a finger (zoom above 1: the Chola temple's spaces)
  // on a page narrower than its picture at a finger's size (a phone: 13 spaces share the
  // width) offers that size, the picture then scrolling sideways within the board: every
  // space a 44-pixel target (issue 26). The choice is kept for the device.
  const magnify = element("button", "tk-magnify", el);
  magnify.type = "button";
  magnify.hidden = true;
  magnify.textContent = "Bigger spaces"; // a toggle: aria-pressed says whether it is on
  let magnified = storedMagnify();
  magnify.addEventListener("click", () => {
    magnified = !magnified;
    storeMagnify(magnified);
    fitPicture();
  });

  const surface = element("div", "tk-surface", el);
  surface.tabIndex = 0;
  surface.setAttribute("role", "application");
  surface.setAttribute("aria-roledescription", "game board");
  surface.setAttribute("aria-describedby", `${id}-description`);

  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("class", "tk-picture");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  surface.appendChild(svg);
  const background = document.createElementNS(SVG, "rect");
  const layer = document.createElementNS(SVG, "g");
  const hits = document.createElementNS(SVG, "g");
  hits.setAttribute("class", "tk-regions");
  const cursorMark = document.createElementNS(SVG, "g");
  cursorMark.setAttribute("class", "tk-cursor");
  svg.append(background, layer, hits, cursorMark);

  const status = element("div", "tk-status status", el);
  status.setAttribute("role", "status");
  status.setAttribute("aria-live", "polite");
  // A copy of the status line at the foot of the screen, for a board taller than most of
  // the screen (the Chola Expert board on a phone is three screens tall): while the
  // board is on the screen and its status line under it, the answer to a tap is seen
  // where the tap was (issue 26's page pass). CSS "sticky" cannot do it: the widget
  // boxes around a board clip their overflow. Screen readers hear the status line itself.
  const dock = element("div", "tk-status-dock", el);
  dock.setAttribute("aria-hidden", "true");
  dock.hidden = true;
  function placeDock() {
    // every scroll of the page asks each board: a short one answers without measuring,
    // and nothing is written that has not changed (a write makes the next read lay out)
    let show = el.classList.contains("tk-tall") && status.textContent.trim() !== "";
    let board = null;
    if (show) {
      board = el.getBoundingClientRect();
      const line = status.getBoundingClientRect();
      show = line.bottom > window.innerHeight && board.top < window.innerHeight - 120;
    }
    if (dock.hidden === show) dock.hidden = !show;
    if (!show || !board) return;
    if (dock.textContent !== status.textContent) dock.textContent = status.textContent;
    dock.style.left = `${Math.max(0, board.left)}px`;
    dock.style.width = `${Math.min(board.width, window.innerWidth)}px`;
  }
  document.addEventListener("scroll", placeDock, { capture: true, passive: true });
  const announcer = element("div", "tk-announce tk-visually-hidden", el);
  announcer.setAttribute("aria-live", "polite");
  // a move typed in the game's notation, with the legal moves to pick from
  const typing = element("form", "tk-typing", el);
  const typingLabel = element("label", "", typing);
  typingLabel.htmlFor = `${id}-move`;
  typingLabel.textContent = "Type a move:";
  const moveInput = element("input", "tk-move", typing);
  moveInput.id = `${id}-move`;
  moveInput.type = "text";
  moveInput.autocomplete = "off";
  moveInput.setAttribute("autocapitalize", "off");
  moveInput.spellcheck = false;
  moveInput.setAttribute("list", `${id}-moves`);
  const moveChoices = element("datalist", "", typing);
  moveChoices.id = `${id}-moves`;
  const playButton = element("button", "tk-play", typing);
  playButton.type = "submit";
  playButton.textContent = "Play";
  typing.addEventListener("submit", (event) => {
    event.preventDefault();
    const text = moveInput.value.trim();
    if (text) send({ kind: "typed", text });
  });

  // the position in words: what the board's accessible description reads
  const description = element("div", "tk-description tk-visually-hidden", el);
  description.id = `${id}-description`;

  let pieces = new Map(); // id -> SVG element of the pieces shown
  let regions = []; // {key, points, label, centre, links}
  let cursor = null; // the key under the cursor
  let keyboardMode = false;

  // While the board is busy (a bot thinking), what the person does here is answered here:
  // a kernel in the browser cannot hear a click before it has finished thinking, and the
  // click would then act on a position the person has not seen.
  function refusedWhileBusy() {
    const busy = model.get("busy");
    if (!busy) return false;
    status.textContent = busy;
    announce(busy);
    return true;
  }

  // the number of the last frame shown, sent with what the person does: the kernel does
  // not play a click made before a bot's move it has drawn since was on this screen
  let shownFrame = 0;

  function send(message) {
    if (message.kind !== "ready" && refusedWhileBusy()) return;
    model.send({ ...message, seen: shownFrame });
  }

  function applyFrame(frame) {
    if (frame.full) pieces = new Map();
    const missing = frame.order.some((name) => !pieces.has(name) && !(name in frame.parts));
    if (missing) {
      send({ kind: "ready" }); // this view lost track: ask for everything
      return false;
    }
    const w = frame.width;
    const h = frame.height;
    svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
    drawn = [w, h];
    fitPicture();
    background.setAttribute("width", w);
    background.setAttribute("height", h);
    background.setAttribute("fill", frame.background || "none");
    const names = Object.keys(frame.parts);
    if (names.length) {
      const holder = document.createElementNS(SVG, "g");
      holder.innerHTML = names.map((name) => frame.parts[name]).join("");
      names.forEach((name, i) => pieces.set(name, holder.children[i]));
    }
    const next = new Map();
    const shown = frame.order.map((name) => {
      next.set(name, pieces.get(name));
      return pieces.get(name);
    });
    pieces = next;
    layer.replaceChildren(...shown);
    return true;
  }

  // The picture scales down to the page and up to its designed size times the board's
  // zoom: a board whose grid is finer than a finger is shown larger where the page has
  // room (the Chola temple's 34-unit spaces at 44 CSS pixels). Grown, it is never taller
  // than the window (less a margin), so the whole board can be seen at once; it is never
  // shrunk for that below its designed size. A board taller than any window (the Expert
  // board's players under its temple) keeps only its top part, the part played on, within
  // the window (kept_in_window, in scene units).
  let drawn = null; // [width, height] of the scene shown
  function fitPicture() {
    if (!drawn) return;
    const [w, h] = drawn;
    const zoom = model.get("zoom") || 1;
    const kept = Math.min(model.get("kept_in_window") || h, h);
    const tall = `calc((100vh - 20px) * ${w / kept})`;
    const most = zoom > 1 ? `min(${w * zoom}px, max(${w}px, ${tall}))` : `${w}px`;
    const narrow = zoom > 1 && el.clientWidth > 0 && el.clientWidth < w * zoom;
    const big = narrow && magnified;
    magnify.hidden = !narrow;
    magnify.setAttribute("aria-pressed", String(big));
    surface.classList.toggle("tk-magnified", big);
    svg.style.width = big ? `${w * zoom}px` : "";
    svg.style.maxWidth = big ? "none" : most;
    // the focusable box is the picture's size, so its focus ring goes round the board
    // (not round a full-width strip with the board at its left); magnified, it is the
    // board's width, and the picture scrolls within it
    surface.style.maxWidth = big ? "100%" : most;
    svg.style.aspectRatio = `${w} / ${h}`;
    // a board taller than most of the screen (the Expert board on a phone) shows its
    // status line at the screen's foot while it is under the screen (placeDock)
    const tallerThanScreen = surface.getBoundingClientRect().height > window.innerHeight * 0.6;
    el.classList.toggle("tk-tall", tallerThanScreen);
    placeDock();
  }

  function regionOf(key) {
    return regions.find((r) => r.key === key) || null;
  }

  function showCursor() {
    const region = regionOf(cursor);
    cursorMark.replaceChildren();
    if (!region || !keyboardMode) return;
    const points = region.points.map((p) => p.join(",")).join(" ");
    for (const cls of ["tk-cursor-under", "tk-cursor-over"]) {
      const outline = document.createElementNS(SVG, "polygon");
      outline.setAttribute("points", points);
      outline.setAttribute("class", cls);
      cursorMark.appendChild(outline);
    }
  }

  function setRegions(list, start) {
    const old = regionOf(cursor);
    regions = list.map(([key, points, label, links]) => ({
      key,
      points,
      label,
      centre: centre(points),
      links: links || [null, null, null, null],
    }));
    // a region that stays keeps its element (only its shape and words change): what points
    // at it (a pointer hovering, a test's handle, a screen reader) keeps pointing at it
    const kept = new Map([...hits.children].map((shape) => [shape.dataset.key, shape]));
    const hitShapes = regions.map((region, index) => {
      const shape = kept.get(String(region.key)) || document.createElementNS(SVG, "polygon");
      kept.delete(String(region.key));
      shape.setAttribute("points", region.points.map((p) => p.join(",")).join(" "));
      shape.dataset.index = String(index);
      shape.dataset.key = String(region.key);
      // where each arrow leads, for tests that plan key presses (tests/browser/access.py)
      shape.dataset.arrows = JSON.stringify(region.links.map((k) => (k === null ? null : String(k))));
      shape.replaceChildren();
      if (region.label) {
        const title = document.createElementNS(SVG, "title");
        title.textContent = region.label;
        shape.appendChild(title);
      }
      return shape;
    });
    hits.replaceChildren(...hitShapes);
    if (!regionOf(cursor)) {
      // the region went away (a tile taken): the nearest one takes the cursor
      let nearest = null;
      if (old && regions.length) {
        const [ox, oy] = old.centre;
        nearest = regions.reduce((a, b) =>
          Math.hypot(a.centre[0] - ox, a.centre[1] - oy) <=
          Math.hypot(b.centre[0] - ox, b.centre[1] - oy)
            ? a
            : b,
        );
      }
      const first = regionOf(start) || regions[0];
      cursor = nearest ? nearest.key : first ? first.key : null;
    }
    surface.dataset.cursor = cursor === null ? "" : String(cursor);
    showCursor();
  }

  function announce(text) {
    // a fresh text node each time, so the same words are announced again
    announcer.textContent = "";
    window.setTimeout(() => {
      announcer.textContent = text;
    }, 30);
  }

  function moveCursor(region) {
    if (!region) return;
    cursor = region.key;
    surface.dataset.cursor = String(cursor);
    showCursor();
    // a magnified picture scrolls sideways to keep the cursor in view
    const mark = cursorMark.firstElementChild;
    if (mark && surface.classList.contains("tk-magnified")) {
      mark.scrollIntoView({ block: "nearest", inline: "nearest" });
    }
    announce(region.label || String(region.key));
  }

  function pointIn(event) {
    const matrix = svg.getScreenCTM();
    if (!matrix) return null;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return [point.x, point.y];
  }

  svg.addEventListener("click", (event) => {
    const point = pointIn(event);
    if (!point) return;
    keyboardMode = false;
    const target = event.target.closest ? event.target.closest("[data-index]") : null;
    if (target) cursor = regions[Number(target.dataset.index)].key;
    surface.dataset.cursor = cursor === null ? "" : String(cursor);
    showCursor();
    noteThePress(event.clientY);
    send({ kind: "click", x: point[0], y: point[1] });
  });
  surface.addEventListener("pointerdown", () => {
    keyboardMode = false;
    showCursor();
  });
  // reached by the keyboard (Tab): the cursor shows at once, before any arrow key, so
  // Enter has a visible place to play (a click's focus shows none: the pointer is there)
  surface.addEventListener("focus", () => {
    if (!surface.matches(":focus-visible")) return;
    keyboardMode = true;
    showCursor();
  });
  surface.addEventListener("blur", () => {
    keyboardMode = false;
    showCursor();
  });

  surface.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key;
    if (key === "Tab" || key === "Escape") return; // focus always moves on
    const from = regionOf(cursor);
    if (ARROWS.includes(key)) {
      event.preventDefault();
      keyboardMode = true;
      if (!from) {
        moveCursor(regions[0]);
        return;
      }
      const to = from.links[ARROWS.indexOf(key)];
      const next = to === null || to === undefined ? null : regionOf(to);
      if (next) moveCursor(next);
      else announce(`${from.label || from.key} (edge of the board)`);
      return;
    }
    if (key === "Home" || key === "End") {
      event.preventDefault();
      keyboardMode = true;
      moveCursor(key === "Home" ? regions[0] : regions[regions.length - 1]);
      return;
    }
    if (key === "Enter" || key === " ") {
      event.preventDefault();
      keyboardMode = true;
      if (from) {
        const mark = cursorMark.firstElementChild;
        noteThePress(mark ? mark.getBoundingClientRect().top : null);
        send({ kind: "press", key: from.key });
      }
      showCursor();
      return;
    }
    const lower = key.length === 1 ? key.toLowerCase() : "";
    if (lower === "d") {
      event.preventDefault();
      announce(model.get("description"));
      return;
    }
    if (lower === "s") {
      event.preventDefault();
      announce(model.get("status"));
      return;
    }
    if (lower === "c" && from) {
      event.preventDefault();
      announce(from.label || String(from.key));
      return;
    }
    const command = (model.get("commands") || []).find((c) => c[0] === lower);
    if (command) {
      event.preventDefault();
      send({ kind: "command", name: command[1] });
    }
  });

  // After a tap, a click or a key on this board its answer must be seen: on a phone the
  // status line sits under a board as tall as the screen, so the page scrolls up to it
  // (only then: never while the player is elsewhere on the page). It scrolls no further
  // than keeps the place acted on in sight: under a board taller than the screen (the
  // Expert board on a phone), the build just shown stays in view above its answer. An
  // exercise's answer is a line of its own under the board (".status" of its box): it is
  // brought up the same way when it changes after a press here.
  let pressedAt = 0; // when this board was last clicked, tapped or pressed
  let pressedY = null; // where, in the page (CSS px from the top of the scrolled page)
  function scroller() {
    for (let box = el.parentElement; box; box = box.parentElement) {
      const overflow = getComputedStyle(box).overflowY;
      if ((overflow === "auto" || overflow === "scroll") && box.scrollHeight > box.clientHeight) {
        return box;
      }
    }
    return document.scrollingElement || document.documentElement;
  }
  function bringUp(line) {
    const below = line.getBoundingClientRect().bottom + 8 - window.innerHeight;
    if (below <= 0) return;
    const page = scroller();
    const acted = pressedY === null ? Infinity : pressedY - page.scrollTop - 60;
    const by = Math.min(below, acted);
    if (by > 0) page.scrollBy({ top: by });
  }
  function noteThePress(clientY) {
    pressedAt = Date.now();
    pressedY = clientY === null ? null : clientY + scroller().scrollTop;
    watchAnswerLine();
  }
  function showAnswer() {
    if (el.contains(document.activeElement)) bringUp(status);
  }
  let lineWatch = null;
  function watchAnswerLine() {
    const box = el.closest(".tk-box");
    if (lineWatch || !box) return;
    lineWatch = new MutationObserver((changes) => {
      if (!pressedAt || Date.now() - pressedAt > 20000) return;
      for (const change of changes) {
        const node = change.target.nodeType === 1 ? change.target : change.target.parentElement;
        const line = node && node.closest(".status");
        if (line && box.contains(line) && !el.contains(line) && line.textContent.trim()) {
          pressedAt = 0; // one answer a press
          bringUp(line);
          return;
        }
      }
    });
    lineWatch.observe(box, { subtree: true, childList: true, characterData: true });
  }

  function update() {
    surface.setAttribute("aria-label", model.get("label") || "Board");
    // while a bot thinks the board is busy: a screen reader may say so, a test may wait
    surface.setAttribute("aria-busy", model.get("busy") ? "true" : "false");
    const said = model.get("status");
    const changed = status.textContent !== said;
    status.textContent = said;
    if (changed) showAnswer();
    placeDock();
    description.textContent = model.get("description");
    typing.hidden = !model.get("typing");
    moveInput.placeholder = model.get("typing_example");
    const options = model.get("move_options") || [];
    moveChoices.replaceChildren(
      ...options.map(([value, words]) => {
        const option = document.createElement("option");
        option.value = value;
        if (words) option.label = words;
        return option;
      }),
    );
  }

  function onMessage(message) {
    // a frame may carry the picture's regions: both are applied in the same task
    if (message.kind === "frame") {
      if (!applyFrame(message)) return;
      shownFrame = message.number || shownFrame;
    }
    if (message.regions) setRegions(message.regions, message.start);
    if (message.kind === "typed" && message.played) moveInput.value = "";
  }

  model.on("msg:custom", onMessage);
  model.on("change:zoom", fitPicture);
  model.on("change:kept_in_window", fitPicture);
  for (const name of ["label", "status", "description", "typing", "typing_example", "move_options", "busy"]) {
    model.on(`change:${name}`, update);
  }
  update();

  // The view asks for its picture once the kernel knows how wide it is, so the first
  // frame already has the layout for this page (a phone's): asked at once, it came in the
  // designed layout and was drawn again narrow a moment later, and the page jumped twice.
  // A view is often made before it is put on the page (the static site puts a cell's
  // outputs there when the cell has run); once it is there, the ResizeObserver reports
  // its width within a frame. A view in a hidden part of the page reports none: it asks
  // two frames after it is put there all the same.
  let asked = false;
  function ask() {
    if (asked) return;
    asked = true;
    send({ kind: "ready" });
  }
  // (a view never put on the page asks after about ten seconds: it looks no longer)
  let framesOff = 0;
  function askOncePlaced() {
    if (asked) return;
    if (!el.isConnected && ++framesOff < 600) {
      window.requestAnimationFrame(askOncePlaced);
      return;
    }
    window.requestAnimationFrame(() => window.requestAnimationFrame(ask));
  }

  // the width the board may take, for boards that lay themselves out anew when narrow
  const observer = new ResizeObserver(() => {
    fitPicture(); // whether the page is too narrow for a finger's size has changed
    const width = Math.round(el.clientWidth);
    if (width > 0 && width !== model.get("available_width")) {
      model.set("available_width", width);
      model.save_changes();
    }
    if (width > 0) ask(); // after the width: the kernel hears them in this order
  });
  observer.observe(el);
  window.requestAnimationFrame(askOncePlaced);

  return () => {
    asked = true; // a view taken off the page asks for nothing more
    observer.disconnect();
    if (lineWatch) lineWatch.disconnect();
    document.removeEventListener("scroll", placeDock, { capture: true });
    model.off("msg:custom", onMessage);
  };
}

export default { render };
