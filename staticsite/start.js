// tulakit's static site: the browser kernel's Python, started from a copy of its memory
// that this browser keeps.
//
// The Pyodide kernel's worker loads this script in place of pyodide.js (jupyter-lite.json's
// `pyodideUrl`) and calls the `loadPyodide` it defines. At a browser's first visit, Python
// starts as usual; before the kernel goes on, the modules every page needs (the kernel,
// IPython, ipywidgets, tulakit's boards: `CONFIG.imports`) are imported, and a snapshot of
// Python's memory is kept in the site's Cache Storage. At every later visit Python starts
// from that snapshot: the interpreter's start and those imports are skipped.
//
// The snapshot belongs to one build of the site (`CONFIG.key`, the hash of Pyodide's lock
// file with every wheel's hash in it): a new build makes a new one and drops the old. A
// snapshot that cannot be used is dropped and Python starts as usual, so a visit is never
// worse off than without it. Where Cache Storage is missing (a page not served over https
// or from this machine) nothing is kept. See docs/deploy.md.
"use strict";

(function () {
  const CONFIG = /* tulakit-start-config */ { key: "unbuilt", imports: [] } /* end */;
  const STORE = "tulakit-python-start";
  // what Python runs once it stands on a snapshot: a new seed for the random module,
  // whose state the snapshot froze (else every visit would deal the same game)
  const AFTER_RESTORE = "import random\nrandom.seed()\n";

  // a kept snapshot's length and first word, checked before Pyodide is handed one: the
  // memory Pyodide makes is as long as the snapshot, and a cut one never starts
  const CHECK = "X-Tulakit-Snapshot";

  let pyodideLoad = null;

  function shape(bytes) {
    const words = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const first = bytes.byteLength >= 4 ? words.getUint32(0, true) : -1;
    return `${bytes.byteLength} ${first}`;
  }

  // Pyodide's folder, as an address of its own (the worker may be handed a relative one)
  function folder(indexURL) {
    return new URL(indexURL, self.location.href);
  }

  // the kept snapshot's bytes, or null when they are not what was kept
  async function usable(kept) {
    const bytes = new Uint8Array(await kept.arrayBuffer());
    return kept.headers.get(CHECK) === shape(bytes) ? bytes : null;
  }

  function pyodideScript(indexURL) {
    if (!pyodideLoad) {
      const ours = self.loadPyodide;
      importScripts(new URL("pyodide.js", folder(indexURL)).href);
      pyodideLoad = self.loadPyodide;
      self.loadPyodide = ours;
    }
    return pyodideLoad;
  }

  async function openStore() {
    try {
      return self.caches ? await self.caches.open(STORE) : null;
    } catch (err) {
      return null; // storage refused (a private window, a full disk): start as usual
    }
  }

  // The JavaScript objects Python holds at the snapshot are Pyodide's API object and its
  // functions (the kernel keeps `pyodide_js.loadPackagesFromImports`): kept by name, and
  // at a restore they reach the new API once loadPyodide has returned it.
  function serializer(api) {
    const names = Object.getOwnPropertyNames(api);
    return (object) => {
      if (object === api) {
        return { api: "" };
      }
      const name = names.find((n) => {
        try {
          return api[n] === object;
        } catch (err) {
          return false;
        }
      });
      if (name === undefined) {
        throw new Error("Python holds a JavaScript object that a snapshot cannot keep");
      }
      return { api: name };
    };
  }

  function deserializer(holder) {
    const apiProxy = new Proxy({}, {
      get: (_, key) => holder.api[key],
      has: (_, key) => key in holder.api,
      ownKeys: () => Reflect.ownKeys(holder.api),
      getOwnPropertyDescriptor: (_, key) => {
        const found = Reflect.getOwnPropertyDescriptor(holder.api, key);
        return found && { ...found, configurable: true };
      },
    });
    return ({ api }) => (api ? (...args) => holder.api[api](...args) : apiProxy);
  }

  async function restore(load, options, snapshot) {
    const holder = { api: null };
    const py = await load({
      ...options,
      _loadSnapshot: snapshot,
      _snapshotDeserializer: deserializer(holder),
    });
    holder.api = py;
    py.runPython(AFTER_RESTORE);
    console.info(`tulakit: Python started from the snapshot this browser kept (${CONFIG.key})`);
    return py;
  }

  // Import what every page needs, then keep a snapshot of Python's memory in `store`
  // (written while the kernel goes on starting). Throws if the snapshot cannot be made.
  function keep(py, store, address) {
    py.runPython(CONFIG.imports.map((name) => `import ${name}\n`).join(""));
    // a snapshot holds no package as loaded (Pyodide checks): the restored Python loads
    // their files again, as the memory holds no file
    const loaded = { ...py.loadedPackages };
    Object.keys(loaded).forEach((name) => delete py.loadedPackages[name]);
    let snapshot;
    try {
      snapshot = py.makeMemorySnapshot({ serializer: serializer(py) });
    } finally {
      Object.assign(py.loadedPackages, loaded);
    }
    const body = new Response(snapshot, {
      headers: { "Content-Type": "application/octet-stream", [CHECK]: shape(snapshot) },
    });
    // once it is written, the snapshots of other builds go
    store.put(address, body)
      .then(() => store.keys())
      .then((requests) => {
        const others = requests.filter((request) => request.url !== address);
        return Promise.all(others.map((request) => store.delete(request)));
      })
      .catch((err) => console.warn("tulakit: Python's start could not be kept", err));
  }

  self.loadPyodide = async function loadPyodide(options) {
    const load = pyodideScript(options.indexURL);
    const store = await openStore();
    if (!store) {
      return load(options);
    }
    const address = new URL(`tulakit-start-${CONFIG.key}.snapshot`, folder(options.indexURL)).href;
    const kept = await store.match(address).catch(() => undefined);
    if (kept) {
      try {
        const snapshot = await usable(kept);
        if (!snapshot) {
          throw new Error("the kept snapshot is not whole");
        }
        return await restore(load, options, snapshot);
      } catch (err) {
        console.warn("tulakit: Python's kept start could not be used; starting afresh", err);
        await store.delete(address).catch(() => undefined);
      }
    }
    const py = await load({ ...options, _makeSnapshot: true });
    try {
      keep(py, store, address);
    } catch (err) {
      console.warn("tulakit: Python's start could not be kept for the next visit", err);
    }
    return py;
  };
})();
