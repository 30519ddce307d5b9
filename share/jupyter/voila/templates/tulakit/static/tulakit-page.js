// tulakit's pages (the Voila template): every picture an output shows gets a text
// alternative. JupyterLab shows an SVG output as an <img> with no alt; tulakit's pictures
// carry their description in words as the SVG's <title>, which becomes the alt here.
// A picture without one (a chart) is named after the section it is in.
(function () {
  "use strict";

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

  // outputs arrive while the notebook runs: look again once per frame after a change
  let pending = false;
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    window.requestAnimationFrame(() => {
      pending = false;
      describeAll();
    });
  }).observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener("DOMContentLoaded", describeAll);
})();
