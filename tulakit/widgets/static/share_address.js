// The address of a shared game, whole, with a Copy button and, where the device has one,
// its share sheet (navigator.share: phones, some desktops). The kernel knows only the
// link relative to the page ("?seed=3&moves=T23"); the browser knows the page's address,
// so the full address is made here. A tap, a click and the keyboard all work: these are
// plain buttons and a read-only text field.
function render({ model, el }) {
  el.classList.add("tk-share-address");
  const field = document.createElement("input");
  field.type = "text";
  field.readOnly = true;
  field.className = "tk-share-address-text";
  field.setAttribute("aria-label", "The link to this game");
  const copy = document.createElement("button");
  copy.type = "button";
  copy.className = "tk-share-copy jupyter-button widget-button";
  copy.textContent = "Copy link";
  const send = document.createElement("button");
  send.type = "button";
  send.className = "tk-share-send jupyter-button widget-button";
  send.textContent = "Send…";
  send.hidden = typeof navigator.share !== "function";
  const said = document.createElement("span");
  said.className = "tk-share-said";
  said.setAttribute("role", "status");
  said.setAttribute("aria-live", "polite");
  el.append(field, copy, send, said);

  function full() {
    const href = model.get("href");
    if (!href) return "";
    try {
      return new URL(href, window.location.href).href;
    } catch (error) {
      return href;
    }
  }

  function update() {
    const href = full();
    el.hidden = !href;
    field.value = href;
    said.textContent = "";
  }

  // the Clipboard API needs a secure page (https, or 127.0.0.1); elsewhere the field's
  // text is selected and copied the old way, or left selected for the device's own Copy
  async function copyLink() {
    try {
      await navigator.clipboard.writeText(field.value);
      said.textContent = "Copied: paste it into a message to send the game.";
      return;
    } catch (error) {
      field.focus();
      field.select();
    }
    let copied = false;
    try {
      copied = document.execCommand("copy");
    } catch (error) {
      copied = false;
    }
    said.textContent = copied
      ? "Copied: paste it into a message to send the game."
      : "The link is selected: copy it with your device's Copy.";
  }

  copy.addEventListener("click", copyLink);
  send.addEventListener("click", () => {
    navigator.share({ title: document.title, url: field.value }).catch(() => {});
  });
  field.addEventListener("focus", () => field.select());
  model.on("change:href", update);
  update();
}
export default { render };
