// Test-only: a record of each kernel websocket's life on a page, for failures that happen
// only on a loaded machine (a board never drawn must say what its page heard). Kept in
// window.tkWire: the sockets opened and closed, and every message's type by direction
// (widget state requests and answers named by their method), with its time since load.
(() => {
  const wire = { events: [], counts: {}, states: new Set(), outputs: [] };
  window.tkWire = wire;
  // the widget each cell's output shows, as the page's HTML gives it (Voila removes these
  // scripts once it has rendered them): a widget whose state never came can be named
  new MutationObserver((changes) => {
    for (const change of changes) {
      for (const node of change.addedNodes) {
        if (node.nodeName !== "SCRIPT" || node.type !== "application/vnd.voila.cell-output+json") continue;
        const id = /"model_id":\s*"([0-9a-f]{32})"/.exec(node.textContent || "")?.[1];
        const cell = node.closest("[cell-index]")?.getAttribute("cell-index");
        if (id) wire.outputs.push([cell, id]);
      }
    }
  }).observe(document, { childList: true, subtree: true });
  // the outputs whose widget was not among the states the kernel sent
  wire.missing = () => wire.outputs.filter(([, id]) => !wire.states.has(id));
  const started = performance.now();
  const seconds = () => Math.round(performance.now() - started) / 1000;
  const decoder = new TextDecoder();
  // a message's first 4,000 characters, whatever form the socket gave it in
  const textOf = (data) => {
    if (typeof data === "string") return data.slice(0, 4000);
    if (data instanceof ArrayBuffer) return decoder.decode(data.slice(0, 4000));
    if (ArrayBuffer.isView(data)) return decoder.decode(data.buffer.slice(0, 4000));
    return "";
  };
  // a message's type and, for widget messages, its method: enough to follow a page's
  // start (comm_info, request_states, update_states, request_state, update)
  const kindOf = (data) => {
    const text = textOf(data);
    const type = /"msg_type":\s*"(\w+)"/.exec(text)?.[1] || "?";
    const method = /"method":\s*"(\w+)"/.exec(text)?.[1];
    const target = /"target_name":\s*"([\w.]+)"/.exec(text)?.[1];
    return [type, method, target].filter(Boolean).join(":");
  };
  const note = (what) => {
    if (wire.events.length < 400) wire.events.push(`${seconds()} ${what}`);
  };
  const count = (way, kind) => {
    const key = `${way} ${kind}`;
    wire.counts[key] = (wire.counts[key] || 0) + 1;
    // the rare kinds in order; the many (status, comm_msg update) only counted
    if (!/status|stream|execute_input|:update$/.test(kind)) note(key);
  };
  // The widget manager, caught as it is built: its constructor sets this field on a new
  // object that already holds its models. When a widget's model cannot be found after the
  // manager has restored, the record says when each restore ran, which models were asked
  // for before they existed, which were refused (and when), and which were dropped.
  const manager = { restores: [], failed: [], refused: [], dropped: [] };
  wire.manager = manager;
  const keep = (list, line) => {
    if (list.length < 400) list.push(`${seconds()} ${line}`);
  };
  const modelCount = (owner) => Object.keys(owner._models || {}).length;
  Object.defineProperty(Object.prototype, "_kernelRestoreInProgress", {
    configurable: true,
    set(value) {
      Object.defineProperty(this, "_kernelRestoreInProgress", {
        value, writable: true, configurable: true, enumerable: true,
      });
      const isManager = this._models && typeof this.get_model === "function"
        && typeof this.restoreWidgets === "function";
      if (!isManager || manager.caught) return;
      manager.caught = true;
      this._models = new Proxy(this._models, {
        deleteProperty(target, id) {
          keep(manager.dropped, `${id} ${String(new Error().stack).split("\n").slice(2, 6).join(" | ")}`);
          return Reflect.deleteProperty(target, id);
        },
      });
      const restore = this.restoreWidgets;
      this.restoreWidgets = async function (...args) {
        const begun = seconds();
        try {
          return await restore.apply(this, args);
        } finally {
          keep(manager.restores, `from ${begun}: restored=${this._restoredStatus} models=${modelCount(this)}`);
        }
      };
      const getModel = this.get_model;
      this.get_model = function (id) {
        // the models of now: a kernel's restart gives the manager a new table
        if (!(id in (this._models || {}))) {
          keep(manager.failed, `${id} restored=${this._restoredStatus} models=${modelCount(this)}`);
        }
        const refused = (error) => {
          keep(manager.refused, `${id} restored=${this._restoredStatus}`);
          throw error;
        };
        let answer;
        try {
          answer = getModel.call(this, id);
        } catch (error) {
          refused(error);
        }
        return Promise.resolve(answer).catch(refused);
      };
    },
  });
  const Native = window.WebSocket;
  class Watched extends Native {
    constructor(url, protocols) {
      super(url, protocols);
      const name = String(url).includes("/channels") ? "kernel" : String(url).split("/").pop();
      note(`open ${name}`);
      this.addEventListener("open", () => note(`opened ${name} ${this.protocol}`));
      this.addEventListener("close", (e) => note(`closed ${name} code=${e.code}`));
      this.addEventListener("message", (e) => {
        const kind = kindOf(e.data);
        count("got", kind);
        // what a kernel prints while a page is open is rare, and may say what went wrong
        if (kind === "stream" || kind === "error") note(`${kind}: ${textOf(e.data).slice(-300)}`);
        if (kind.endsWith("update_states")) {
          const whole = typeof e.data === "string" ? e.data : decoder.decode(e.data);
          const ids = [...whole.matchAll(/"([0-9a-f]{32})":\s*\{\s*"model_name"/g)].map((m) => m[1]);
          ids.forEach((id) => wire.states.add(id));
          note(`states of ${ids.length} widgets`);
        }
      });
    }
    send(data) {
      count("sent", kindOf(data));
      super.send(data);
    }
  }
  window.WebSocket = Watched;
})();
