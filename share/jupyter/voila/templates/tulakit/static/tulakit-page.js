// tulakit's pages (the Voila template): every picture an output shows gets a text
// alternative. JupyterLab shows an SVG output as an <img> with no alt; tulakit's pictures
// carry their description in words as the SVG's <title>, which becomes the alt here.
// A picture without one (a chart) is named after the section it is in.
// The page's dark theme (?theme=dark) carries through the links between pages. On the
// static site a page is "tula-play.html", not "tula-play.ipynb": links that the pages'
// Python writes (the index's cards, a tutorial's "play" link) are turned to the site's
// names, as Voici does for the links of the notebooks' text.
(function () {
  "use strict";

  // anywidget (0.10 and later) gives a widget's code two seconds from the moment its model
  // is made to start, and otherwise fails it for good ("[anywidget] Failed to initialize
  // model."): the board stays blank until a reload. A page that makes hundreds of widgets
  // at once (the Expert tutorial makes over 800) on a slow phone or a busy machine can
  // keep its one thread busy longer than that with nothing wrong. anywidget's timer is
  // AbortSignal.timeout(2000): on these pages such a timer waits 30 s instead. (Not much
  // longer: a widget whose state came the slow way below starts only when this timer
  // ends; measured, with 300 s the Expert tutorial stayed undrawn for 240 s.)
  if (typeof AbortSignal !== "undefined" && typeof AbortSignal.timeout === "function") {
    const timeout = AbortSignal.timeout.bind(AbortSignal);
    AbortSignal.timeout = (ms) => timeout(ms === 2000 ? 30000 : ms);
  }

  // The widget manager fetches every widget's state in one message on its control
  // channel and gives the kernel 4 s to answer; a busy kernel with hundreds of widgets
  // takes longer, and the manager then asks for each widget in a message of its own: far
  // slower, and anywidget's boards fetched that way wait for the timer above. The one
  // message gets 60 s here. Only that timer is changed: a 4 s timer whose code says
  // "Control comm did not respond" (@jupyter-widgets/base-manager's _loadFromKernel).
  const later = window.setTimeout;
  window.setTimeout = function (callback, delay, ...rest) {
    if (delay === 4000 && typeof callback === "function"
        && String(callback).includes("Control comm did not respond")) {
      delay = 60000;
    }
    return later.call(this, callback, delay, ...rest);
  };

  // Only "dark" is carried, never the address's own text: a link someone crafted must not
  // put anything of theirs into the links of every page (the template honours only light
  // and dark too).
  const asked = new URLSearchParams(window.location.search).get("theme");
  const theme = (asked || "").trim().toLowerCase() === "dark" ? "dark" : null;

  // A link to another page of the site ("tula.ipynb#x", "chola-play.ipynb?players=1"): no
  // scheme, not "//host", and a notebook. Others (a data: download, a site elsewhere, an
  // anchor in this page) and the Share link (meant for someone else, who has their own
  // theme) are left alone.
  function isPageLink(a) {
    const href = a.getAttribute("href") || "";
    if (!href || href.startsWith("#") || href.startsWith("//") || /^[a-z][a-z0-9+.-]*:/i.test(href)) {
      return false;
    }
    if (a.hasAttribute("download")) return false;
    return /\.(ipynb|html)$/.test(href.split(/[?#]/)[0]);
  }

  // the static site's pages are voici/render/<name>.html
  const staticSite = /\/voici\/render\/[^/]+\.html$/.test(window.location.pathname);

  // "tula.ipynb?seed=3#x" -> "tula.html?seed=3#x"
  function onStaticSite(href) {
    return href.replace(/\.ipynb(?=$|[?#])/, ".html");
  }

  // "tula.ipynb#TULA-7" -> "tula.ipynb?theme=dark#TULA-7", unless it names a theme itself
  function withTheme(href) {
    const hash = href.indexOf("#");
    const fragment = hash < 0 ? "" : href.slice(hash);
    const base = hash < 0 ? href : href.slice(0, hash);
    const query = base.indexOf("?");
    if (new URLSearchParams(query < 0 ? "" : base.slice(query + 1)).has("theme")) return href;
    const join = query < 0 ? "?" : base.endsWith("?") || base.endsWith("&") ? "" : "&";
    return `${base}${join}theme=${theme}${fragment}`;
  }

  // JupyterLab's renderer opens every link of an output in a new tab. A page of this
  // site opens in the same tab, as a visitor expects of a site's own links (the Back
  // button then works); the Share links, meant for a new tab, say so in their words.
  function mendLinks() {
    document.querySelectorAll("a[href]").forEach((a) => {
      if (!isPageLink(a)) return;
      if (a.getAttribute("target") === "_blank" && !/^share-/.test(a.className)) {
        a.removeAttribute("target");
      }
      if (!theme && !staticSite) return;
      let href = a.getAttribute("href");
      if (staticSite) href = onStaticSite(href);
      // the Share link is for someone else, who has their own theme
      if (theme && !a.classList.contains("share-url")) href = withTheme(href);
      if (href !== a.getAttribute("href")) a.setAttribute("href", href);
    });
  }

  function svgTitle(img) {
    const src = img.getAttribute("src") || "";
    const comma = src.indexOf(",");
    if (!src.startsWith("data:image/svg+xml") || comma < 0) return "";
    let text = src.slice(comma + 1);
    try {
      text = decodeURIComponent(text);
    } catch (error) {
      return "";
    }
    const root = new DOMParser().parseFromString(text, "image/svg+xml").documentElement;
    const title = Array.from(root.children).find((child) => child.localName === "title");
    return ((title && title.textContent) || root.getAttribute("aria-label") || "").trim();
  }

  function sectionOf(img) {
    // the last heading above the picture in the page
    let found = "";
    for (const heading of document.querySelectorAll("h1, h2, h3, h4")) {
      if (heading.compareDocumentPosition(img) & Node.DOCUMENT_POSITION_FOLLOWING) {
        found = heading.textContent.replace(/¶$/, "").trim();
      }
    }
    return found;
  }

  function describe(img) {
    if (img.hasAttribute("alt")) return;
    const section = sectionOf(img);
    img.alt = svgTitle(img) || (section ? `A picture in the section "${section}"` : "A picture");
  }

  function describeAll() {
    document.querySelectorAll(".jp-RenderedSVG img, .jp-RenderedImage img").forEach(describe);
  }

  // A text picture or a table wider than the page scrolls sideways in its own box (the
  // page's CSS). A box that scrolls must be reachable by keyboard, or its hidden part is
  // lost to someone without a mouse: it joins the Tab order, with a name that says what
  // it is. A box that fits (a wider screen, a turned phone) leaves the Tab order again.
  const SCROLLERS = "#rendered_cells .jp-RenderedMarkdown :is(pre, table)";

  function reachScroller(box) {
    const scrolls = box.scrollWidth > box.clientWidth + 1;
    if (scrolls === (box.getAttribute("tabindex") === "0")) return;
    if (!scrolls) {
      ["tabindex", "role", "aria-label"].forEach((name) => box.removeAttribute(name));
      return;
    }
    box.setAttribute("tabindex", "0");
    if (box.tagName === "PRE") {
      box.setAttribute("role", "region");  // a table keeps its own role
      box.setAttribute("aria-label", "Text picture, scrolls sideways");
    } else {
      box.setAttribute("aria-label", "Table, scrolls sideways");
    }
  }

  function reachScrollers() {
    document.querySelectorAll(SCROLLERS).forEach(reachScroller);
  }

  // A long page (a tutorial: 20,000 px and more) gets a contents list under its title,
  // folded, linking every section (its h2), and a "Back to contents" link before each
  // section after the first. Built again if more sections arrive; a short page (fewer
  // than four sections) gets neither, unless its few sections hold many numbered parts
  // (the rulings: three games, some fifty rulings, each an h3), which are then listed
  // under their section.
  function sectionHeadings() {
    return [...document.querySelectorAll(".jp-RenderedMarkdown h2[id], .jp-MarkdownOutput h2[id]")];
  }

  function partHeadings() {
    return [...document.querySelectorAll(".jp-RenderedMarkdown h3[id], .jp-MarkdownOutput h3[id]")];
  }

  function contentsLink(heading) {
    const item = document.createElement("li");
    const link = document.createElement("a");
    link.href = `#${encodeURIComponent(heading.id)}`;
    link.textContent = headingText(heading);
    item.append(link);
    return item;
  }

  function headingText(heading) {
    return heading.textContent.replace(/¶\s*$/, "").trim();
  }

  function addContents() {
    const headings = sectionHeadings();
    const parts = headings.length < 4 && headings.length >= 2 ? partHeadings() : [];
    const old = document.getElementById("tk-contents");
    if (old && Number(old.dataset.sections) === headings.length + parts.length) return;
    if (headings.length < 4 && parts.length < 8) return;
    const title = document.querySelector(".jp-RenderedMarkdown h1, .jp-MarkdownOutput h1");
    const titleCell = title && title.closest(".jp-Cell");
    if (!titleCell) return;
    if (old) old.remove();
    document.querySelectorAll(".tk-back").forEach((link) => link.remove());
    const nav = document.createElement("nav");
    nav.id = "tk-contents";
    nav.className = "tk-contents";
    nav.dataset.sections = String(headings.length + parts.length);
    nav.setAttribute("aria-label", "Contents");
    const fold = document.createElement("details");
    const summary = document.createElement("summary");
    summary.textContent = `Contents: ${headings.length} sections`;
    const list = document.createElement("ol");
    headings.forEach((heading, i) => {
      const item = contentsLink(heading);
      const next = headings[i + 1];
      const within = parts.filter(
        (part) =>
          heading.compareDocumentPosition(part) & Node.DOCUMENT_POSITION_FOLLOWING &&
          !(next && next.compareDocumentPosition(part) & Node.DOCUMENT_POSITION_FOLLOWING),
      );
      if (within.length) {
        const sub = document.createElement("ol");
        sub.append(...within.map(contentsLink));
        item.append(sub);
      }
      list.append(item);
    });
    fold.append(summary, list);
    nav.append(fold);
    titleCell.after(nav);
    for (const heading of headings.slice(1)) {
      const cell = heading.closest(".jp-Cell");
      if (!cell) continue;
      const back = document.createElement("a");
      back.className = "tk-back";
      back.href = "#tk-contents";
      back.textContent = "Back to contents";
      back.addEventListener("click", () => {
        fold.open = true;
      });
      cell.before(back);
    }
  }

  // A board's placeholder (tulakit/widgets/placeholder.py): a box of the board's size,
  // an output of its own just before the board's, shown until the board has arrived and
  // drawn its first picture. Meanwhile the board's output is kept out of sight and out of
  // the page's flow, but laid out at its full width (the board reads its width to choose
  // its layout); then, in one step before the next paint, the box goes and the board
  // takes its place, at the same height on the page.
  const PLACEHOLDER = ".tk-board-placeholder:not(.tk-board-done)";

  // the picture's [width, height] on a page that gives the board `available` pixels, from
  // the sizes the kernel worked out ([page width, width, height], the designed layout's
  // first): the designed layout when it fits; else the layout of the nearest sample below
  // (the narrowest, below them all), its height on a straight line between two samples of
  // that layout. The kernel's rule: size_for in tulakit/widgets/placeholder.py.
  function pictureSize(sizes, available) {
    const [designed, ...narrower] = sizes;
    if (available >= designed[1] || !narrower.length) return [designed[1], designed[2]];
    const below = narrower.filter((size) => size[0] <= available).length;
    const at = Math.max(below - 1, 0);
    const low = narrower[at];
    const high = narrower[at + 1];
    if (!high || high[1] !== low[1]) return [low[1], low[2]];
    const share = (available - low[0]) / (high[0] - low[0]);
    return [low[1], low[2] + share * (high[2] - low[2])];
  }

  // the board will have the output area's whole width (an HTML output, the placeholder's,
  // has a margin of its own)
  function fitPlaceholder(placeholder) {
    const picture = placeholder.querySelector(".tk-board-placeholder-picture");
    const area = placeholder.closest(".jp-OutputArea") || placeholder;
    // "0:520x420 360:388x560": page width, then the picture's width and height
    const sizes = (placeholder.dataset.sizes || "").trim().split(/\s+/)
      .map((size) => /^(\d+):(\d+)x(\d+)$/.exec(size))
      .filter(Boolean)
      .map((found) => found.slice(1).map(Number));
    if (!picture || !sizes.length) return;
    const [width, height] = pictureSize(sizes, area.clientWidth);
    picture.style.aspectRatio = `${width} / ${height}`;
    picture.style.maxWidth = `${width}px`;
  }

  // the output child after the placeholder's: the board's (null until Voila renders it)
  function boardOutput(holder) {
    const next = holder.nextElementSibling;
    return next && next.classList.contains("jp-OutputArea-child") ? next : null;
  }

  // the board has come (its picture has its first frame), or will not come: its widget
  // failed ("Error displaying widget", the renderer's words), and says so itself
  function arrived(output) {
    if (output.querySelector(".tk-picture g *")) return true;
    const shown = output.querySelector(".jp-OutputArea-output");
    return !!shown && /^Error displaying widget/.test(shown.textContent || "");
  }

  function tendPlaceholders() {
    for (const placeholder of document.querySelectorAll(PLACEHOLDER)) {
      const holder = placeholder.closest(".jp-OutputArea-child");
      if (!holder) continue;
      fitPlaceholder(placeholder);
      const output = boardOutput(holder);
      if (!output) continue;
      if (arrived(output)) {
        placeholder.classList.add("tk-board-done");
        holder.classList.add("tk-board-arrived");
        output.classList.remove("tk-board-pending");
      } else {
        holder.parentElement.classList.add("tk-board-area");
        output.classList.add("tk-board-pending");
      }
    }
  }

  // Voila's spinner turns by a CSS animation, which has the browser draw a new frame 60
  // times a second for as long as the page loads: on the static site, where Python
  // starts in the browser, that was 0.6-0.9 CPU-s of a visit (docs/deploy.md). It turns
  // in eighths here, four times a second, and not at all for a visitor who asks for
  // reduced motion; it stops when the page is done and the spinner is gone.
  function tickSpinner() {
    const spinner = document.querySelector("#loading .spinner");
    if (!spinner) return;
    spinner.style.animation = "none";
    if (window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      return;
    }
    let turn = 0;
    const timer = window.setInterval(() => {
      if (!spinner.isConnected) {
        window.clearInterval(timer);
        return;
      }
      if (spinner.getClientRects().length === 0) return;  // hidden: nothing to draw
      turn = (turn + 45) % 360;
      spinner.style.transform = `rotate(${turn}deg)`;
    }, 250);
  }

  // outputs arrive while the notebook runs: look again once per frame after a change
  let pending = false;
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    window.requestAnimationFrame(() => {
      pending = false;
      tendPlaceholders();
      describeAll();
      mendLinks();
      reachScrollers();
    });
  }).observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener("DOMContentLoaded", () => {
    tickSpinner();
    tendPlaceholders();
    describeAll();
    mendLinks();
    reachScrollers();
    addContents();
  });
  window.addEventListener("load", addContents);
  // a placeholder fits the page's width, which a turned phone or a resized window changes
  window.addEventListener("resize", () => {
    document.querySelectorAll(PLACEHOLDER).forEach(fitPlaceholder);
    reachScrollers();
  });
})();
