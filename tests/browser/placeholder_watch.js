// Test-only: where a page's board placeholder stood and where its board arrived, kept in
// window.tkPlaceholder (tests/browser/test_board_placeholder.py). Measured by the page
// itself, frame by frame, so the moment between the two cannot slip by unseen:
// - shown: the placeholder's box and its picture's, in the last frame it was shown (after
//   the page has fitted it to its width), and whether the board had drawn by then;
// - arrived: the board's box and picture once the placeholder has given way to it.
// Positions are from the top of the document, in CSS pixels.
(() => {
  const record = { shown: null, frames: 0, arrived: null };
  window.tkPlaceholder = record;
  const box = (element) => {
    if (!element) return null;
    const b = element.getBoundingClientRect();
    return { top: b.top + window.scrollY, width: b.width, height: b.height };
  };
  const visible = (element) => element.getBoundingClientRect().height > 0;
  // the board (or exercise) the placeholder stands for: in the output after its own (a
  // tutorial page has several, and other outputs besides)
  const boardOf = (placeholder) => {
    const holder = placeholder.closest(".jp-OutputArea-child");
    const next = holder && holder.nextElementSibling;
    return next ? next.querySelector(".tk-box") : null;
  };

  // after the page's own work of this frame: its observer's frame callback was asked
  // for later than this one, so this one waits one callback more
  function measureShown() {
    const placeholder = document.querySelector(".tk-board-placeholder");
    if (!placeholder || record.arrived) return;
    if (placeholder.classList.contains("tk-board-done") || !visible(placeholder)) return;
    record.frames += 1;
    record.shown = {
      placeholder: box(placeholder),
      picture: box(placeholder.querySelector(".tk-board-placeholder-picture")),
      words: placeholder.innerText.trim(),
      boardDrawn: !!(boardOf(placeholder) || document).querySelector(".tk-picture g *"),
      boardSeen: !!boardOf(placeholder)
        && boardOf(placeholder).checkVisibility({ visibilityProperty: true }),
    };
  }

  function measureArrived() {
    const placeholder = document.querySelector(".tk-board-placeholder");
    if (record.arrived || !placeholder || !placeholder.classList.contains("tk-board-done")) return;
    const board = boardOf(placeholder);
    if (!board) return;
    record.arrived = {
      board: box(board),
      picture: box(board.querySelector(".tk-picture")),
      placeholderShown: visible(placeholder),
    };
  }

  let asked = false;
  new MutationObserver(() => {
    measureArrived();
    if (asked) return;
    asked = true;
    window.requestAnimationFrame(() => {
      asked = false;
      window.requestAnimationFrame(measureShown);
    });
  }).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["class"],
  });
})();
