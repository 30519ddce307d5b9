// Compiles the modules a page's kernel imports into Python 3.13 bytecode, with the Python
// the static site runs (Pyodide's, in Node), so that the magic number and the bytecode are
// exactly the browser's. staticsite/bytecode.py explains why and which.
//
// Usage: node compile.mjs <folder> <whole> <module>...
//   <folder>: one unpacked wheel per subfolder; <whole>: a subfolder name prefix whose every
//   module is compiled (tulakit's own); <module>: what a kernel imports at start (imported
//   here, and every module that brings in is compiled).
// Each compiled x.py gets an x.pyc beside it ("legacy" placement: Python imports an x.pyc
// without its source); the rest keep their sources only.
import { loadPyodide } from "pyodide";

const [folder, whole, ...modules] = process.argv.slice(2);
const pyodide = await loadPyodide();
pyodide.FS.mkdirTree("/src");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: folder }, "/src");
pyodide.globals.set("WHOLE", whole);
pyodide.globals.set("MODULES", pyodide.toPy(modules));
const said = pyodide.runPython(`
import compileall, os, pathlib, sys

roots = sorted(os.listdir("/src"))
sys.path.extend(f"/src/{root}" for root in roots)
said = []
for name in MODULES:
    try:
        __import__(name)
    except Exception as error:  # still compile what came before it
        said.append(f"could not import {name}: {type(error).__name__}: {error}")
wanted = {pathlib.Path(module.__file__) for module in list(sys.modules.values())
          if (getattr(module, "__file__", None) or "").startswith("/src/")}
for root in roots:
    if root.startswith(WHOLE):
        wanted.update(pathlib.Path("/src", root).rglob("*.py"))
failed = [str(path) for path in sorted(wanted)
          if path.suffix == ".py" and not compileall.compile_file(str(path), quiet=2, legacy=True)]
said.append(f"{len(wanted) - len(failed)} modules compiled")
said.extend(f"not compiled (kept as source): {path}" for path in failed)
"\\n".join(said)
`);
console.log(said);
