"""``make site``: every page of tulakit as a static site that runs in the visitor's browser.

The notebooks of ``notebooks/`` are built with Voici (Voila on JupyterLite) into ``_site/``;
each page's Python runs in the browser, in Pyodide, with no server behind it. Everything
comes from the package registries, at the versions pinned here, and the site makes no
request to any other host when it is opened:

- the build tools (``staticsite/requirements.txt``) in their own environment,
  ``.venv-site/``: Voici 0.10, JupyterLite 0.7, the Pyodide kernel 0.7.0;
- Pyodide's runtime from npm (``staticsite/package.json``, ``npm ci``): the npm package
  holds the interpreter and the standard library only, no package;
- the browser kernel's packages as pure wheels from PyPI
  (``staticsite/kernel-requirements.txt``, IPython, ipywidgets, anywidget and what they
  need), the kernel's own shims from the Pyodide kernel's package, an empty ``sqlite3``
  (the kernel imports it, and IPython does without), and tulakit's own wheel, built here.
  A Pyodide lock file written for exactly these wheels (their names, files, hashes, the
  modules they provide and what they need in a browser) lets the kernel load them all in
  parallel when it starts, with PyPI fallback turned off.

Caches (downloads, the built wheel) go to ``.cache/site/``; nothing else outside
``_site/`` is written. ``python staticsite/build.py --help`` lists the options.
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from bytecode import START_IMPORTS, compiled_wheels, write_wheel
from packaging.markers import Marker
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

REPO = Path(__file__).resolve().parents[1]
HERE = REPO / "staticsite"
CACHE = REPO / ".cache" / "site"
TEMPLATE = REPO / "share" / "jupyter" / "voila" / "templates" / "tulakit"
#: the Python of the Pyodide runtime pinned in package.json, for wheel markers
PYODIDE_PYTHON = "3.13"
#: Requires-Dist markers are evaluated as in a browser kernel
BROWSER_ENV = {
    "python_version": PYODIDE_PYTHON,
    "python_full_version": f"{PYODIDE_PYTHON}.2",
    "sys_platform": "emscripten",
    "platform_system": "Emscripten",
    "platform_machine": "wasm32",
    "os_name": "posix",
    "implementation_name": "cpython",
    "platform_python_implementation": "CPython",
    "extra": "",
}
#: what the Pyodide kernel's package brings for the browser (its stand-ins for ipykernel
#: and widgetsnbextension, piplite and the kernel itself)
KERNEL_SHIMS = ("pyodide_kernel", "piplite", "ipykernel", "widgetsnbextension-4")
#: the version the empty ``jedi`` claims: the one IPython 9.12 asks for at least
EMPTY_JEDI = "0.19.2"
#: Pyodide runtime files the site needs (the npm package holds a few more)
RUNTIME_FILES = ("pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip",
                 "package.json")  # fmt: skip
#: the script the kernel's worker loads in place of pyodide.js (``start.js``): Python
#: started from a snapshot of its memory that the browser keeps after its first visit
START_SCRIPT = "tulakit-start.js"
#: where ``start.js`` takes the build's settings
START_CONFIG = re.compile(r"/\* tulakit-start-config \*/ .*? /\* end \*/")


@dataclass(frozen=True)
class Wheel:
    """A wheel the browser kernel loads, as Pyodide's lock file describes it."""

    path: Path
    name: str
    version: str
    imports: tuple[str, ...]
    requires: tuple[str, ...]

    @classmethod
    def read(cls, path: Path) -> Wheel:
        """The wheel's name, version, top-level modules and requirements."""
        with zipfile.ZipFile(path) as archive:
            meta_name = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
            metadata = archive.read(meta_name).decode()
            record = archive.read(meta_name.replace("METADATA", "RECORD")).decode()
        fields: dict[str, list[str]] = {}
        for line in metadata.split("\n\n", 1)[0].splitlines():
            key, _, value = line.partition(": ")
            fields.setdefault(key, []).append(value)
        tops = set()
        for row in csv.reader(io.StringIO(record)):
            first = row[0].split("/", 1)[0]
            if not first or first.endswith((".dist-info", ".data")):
                continue
            tops.add(first.removesuffix(".pyc").removesuffix(".py"))
        return cls(
            path=path,
            name=canonicalize_name(fields["Name"][0]),
            version=fields["Version"][0],
            imports=tuple(sorted(t for t in tops if t.isidentifier())),
            requires=tuple(fields.get("Requires-Dist", [])),
        )

    def depends(self, shipped: set[str]) -> list[str]:
        """The shipped packages this one needs in a browser."""
        needed = []
        for text in self.requires:
            requirement = Requirement(text)
            marker: Marker | None = requirement.marker
            if marker is not None and not marker.evaluate(BROWSER_ENV):
                continue
            name = canonicalize_name(requirement.name)
            if name in shipped and name not in needed:
                needed.append(name)
        return needed


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def lock_file(wheels: Sequence[Wheel], info: dict[str, str]) -> dict[str, object]:
    """Pyodide's lock file for ``wheels``: each package, its file, hash, modules and needs."""
    shipped = {wheel.name for wheel in wheels}
    return {
        "info": info,
        "packages": {
            wheel.name: {
                "name": wheel.name,
                "version": wheel.version,
                "file_name": wheel.path.name,
                "install_dir": "site",
                "sha256": sha256(wheel.path),
                "package_type": "package",
                "imports": list(wheel.imports),
                "depends": wheel.depends(shipped),
                "unvendored_tests": False,
            }
            for wheel in wheels
        },
    }


def empty_wheel(folder: Path, name: str, version: str = "1.0.0") -> Path:
    """A wheel named ``name`` with nothing in it, for a package the kernel tries to import
    and does without: ``sqlite3`` (it exists only in Pyodide's full release) and ``jedi``
    (IPython completes code with it when it is there; no page needs completions, and it
    was 3.9 of the 16.3 MB a visit downloaded). The kernel checks at start that IPython's
    requirements are installed: the empty ``jedi`` stands for the real one."""
    dist = f"{name}-{version}.dist-info"
    path = folder / f"{name}-{version}-py3-none-any.whl"
    write_wheel(path, {
        f"{dist}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n".encode(),
        f"{dist}/WHEEL": b"Wheel-Version: 1.0\nGenerator: tulakit\nRoot-Is-Purelib: true\n"
                         b"Tag: py3-none-any\n",
        f"{dist}/RECORD": b"",
    })  # fmt: skip
    return path


def run(command: Sequence[str], **kwargs: object) -> None:
    print("+", " ".join(str(part) for part in command), flush=True)
    subprocess.run([str(part) for part in command], check=True, **kwargs)  # type: ignore[call-overload]


def kernel_wheels(folder: Path) -> list[Path]:
    """The browser kernel's wheels: downloaded (pinned), the kernel's shims, tulakit."""
    folder.mkdir(parents=True, exist_ok=True)
    run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
         "--python-version", PYODIDE_PYTHON, "--platform", "any", "--implementation", "py",
         "--abi", "none", "--dest", folder, "-r", HERE / "kernel-requirements.txt"])  # fmt: skip
    built = CACHE / "tulakit-wheel"
    shutil.rmtree(built, ignore_errors=True)
    run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
         "--wheel-dir", built, REPO])  # fmt: skip
    pinned = {canonicalize_name(Requirement(line).name)
              for line in (HERE / "kernel-requirements.txt").read_text().splitlines()
              if line.strip() and not line.startswith("#")}  # fmt: skip
    paths = [p for p in folder.glob("*.whl") if canonicalize_name(p.name.split("-")[0]) in pinned]
    paths += list(built.glob("tulakit-*.whl"))
    paths += shim_wheels()
    paths.append(empty_wheel(folder, "sqlite3"))
    paths.append(empty_wheel(folder, "jedi", EMPTY_JEDI))
    return sorted(paths)


def shim_wheels() -> list[Path]:
    """The Pyodide kernel's own wheels, from its installed lab extension."""
    folder = (
        Path(sys.prefix)
        / "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static/pypi"
    )
    found = [p for p in folder.glob("*.whl") if p.name.startswith(KERNEL_SHIMS)]
    if len(found) != len(KERNEL_SHIMS):
        raise SystemExit(f"the Pyodide kernel's wheels are not all in {folder}: {found}")
    return found


def npm_pyodide() -> Path:
    """Pyodide's npm package (``npm ci --prefix staticsite``), installed when missing: the
    site's runtime, and the Python that compiles the kernel's modules (bytecode.py)."""
    package = HERE / "node_modules" / "pyodide"
    if not (package / "pyodide.asm.wasm").exists():
        run(["npm", "ci", "--prefix", HERE, "--silent", "--no-audit", "--no-fund"])
    return package


def runtime(folder: Path) -> Path:
    """Pyodide's runtime, copied into the site's ``folder``."""
    package = npm_pyodide()
    folder.mkdir(parents=True, exist_ok=True)
    for name in RUNTIME_FILES:
        shutil.copy2(package / name, folder / name)
    return package


#: the site's front door: the landing page, with the visitor's address carried along
ROOT_PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>tulakit</title>
<meta http-equiv="refresh" content="0; url=voici/render/index.html">
<script>window.location.replace("voici/render/index.html" + window.location.search + window.location.hash);</script>
</head>
<body><p><a href="voici/render/index.html">tulakit: the list of games</a></p></body>
</html>
"""

#: what a static host answers for an address it does not have (GitHub Pages and most
#: others serve 404.html): a page name in the wrong case finds its page, anything else
#: gets a way back to the list of games. Nothing of the address is written into the page.
NOT_FOUND_PAGE = r"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>No such page · tulakit</title>
<style>
  body {{ font-family: sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem;
         line-height: 1.5; font-size: 1.1rem; color: #222; background: #fff; }}
  @media (prefers-color-scheme: dark) {{ body {{ color: #eee; background: #111; }} a {{ color: #8cf; }} }}
  a {{ display: inline-block; min-height: 44px; line-height: 44px; }}
</style>
<script>
  (function () {{
    "use strict";
    const pages = {pages};
    const path = window.location.pathname;
    const name = path.slice(path.lastIndexOf("/") + 1).toLowerCase().replace(/\.(ipynb|html)$/, "");
    const found = pages.find((page) => page.toLowerCase() === name);
    if (found && path.includes("/voici/render/")) {{
      window.location.replace(path.slice(0, path.lastIndexOf("/") + 1) + found + ".html" +
        window.location.search + window.location.hash);
    }}
  }})();
</script>
</head>
<body>
<main>
<h1>No such page</h1>
<p>There is no page at this address. Page names are the games' names, such as
tula.html or tulaga-play.html.</p>
<p><a href="{home}voici/render/index.html">Go to the list of games</a></p>
</main>
</body>
</html>
"""


def start_script(folder: Path, lock: dict[str, object]) -> str:
    """Write :data:`START_SCRIPT` into ``folder`` (Pyodide's), set for this build; return
    its snapshot key. The key changes with any wheel, Pyodide, the modules imported before
    the snapshot, or the script: a browser then makes a new snapshot and drops the old
    (``tests/test_static_build.py`` holds both).
    """
    source = (HERE / "start.js").read_text()
    digest = hashlib.sha256(source.encode())
    digest.update(json.dumps(lock, sort_keys=True).encode())
    digest.update("\n".join(START_IMPORTS).encode())
    key = digest.hexdigest()[:16]
    config = json.dumps({"key": key, "imports": list(START_IMPORTS)})
    script, found = START_CONFIG.subn(lambda _: config, source)
    if found != 1:
        raise SystemExit("staticsite/start.js: its settings' place was not found")
    folder.mkdir(parents=True, exist_ok=True)
    (folder / START_SCRIPT).write_text(script)
    return key


def front_pages(out: Path, names: Sequence[str], home: str) -> None:
    """The site's ``index.html`` (to the landing page) and ``404.html``; ``home`` is the
    site's address on its host (``/`` at a domain's root, ``/tulakit/`` on GitHub Pages
    for a project), which a 404 page needs, being served at any depth."""
    (out / "index.html").write_text(ROOT_PAGE)
    (out / "404.html").write_text(NOT_FOUND_PAGE.format(pages=json.dumps(list(names)), home=home))


def pages(notebooks: Path) -> list[Path]:
    """The notebooks of the site: every notebook of the folder."""
    return sorted(notebooks.glob("*.ipynb"))


def build(out: Path, notebooks: Path, home: str = "/") -> None:
    """Build the whole site into ``out`` (emptied first); ``home``: its address on its host."""
    work = CACHE / "lite"
    shutil.rmtree(work, ignore_errors=True)
    (work / "content").mkdir(parents=True)
    for page in pages(notebooks):
        shutil.copy2(page, work / "content" / page.name)
    npm_pyodide()  # compiled_wheels runs Pyodide's Python
    compiled = compiled_wheels(kernel_wheels(CACHE / "wheels"), CACHE / "bytecode")
    wheels = [Wheel.read(path) for path in compiled]
    packages = [wheel.name for wheel in wheels]
    settings = {
        "pyodideUrl": f"../../static/pyodide/{START_SCRIPT}",
        "disablePyPIFallback": True,
        "loadPyodideOptions": {"packages": packages},
    }
    config = {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": settings}
        },
    }
    (work / "jupyter-lite.json").write_text(json.dumps(config, indent=2))
    shutil.rmtree(out, ignore_errors=True)
    env = dict(os.environ, JUPYTER_PATH=str(REPO / "share" / "jupyter"))
    run([Path(sys.executable).parent / "voici", "build", "--contents", "content",
         "--output-dir", out.resolve(), "--template", "tulakit", "--no-sourcemaps",
         "--no-unused-shared-packages"], cwd=work, env=env)  # fmt: skip
    # the page template's own files, where its pages link them (relative to the site)
    shutil.copytree(TEMPLATE / "static", out / "voila" / "templates" / "tulakit" / "static")
    static = out / "static" / "pyodide"
    package = runtime(static)
    for wheel in wheels:
        shutil.copy2(wheel.path, static / wheel.path.name)
    info = json.loads((package / "pyodide-lock.json").read_text())["info"]
    lock = lock_file(wheels, info)
    (static / "pyodide-lock.json").write_text(json.dumps(lock, indent=1))
    start_script(static, lock)
    front_pages(out, [page.stem for page in pages(notebooks)], home)
    print(f"site: {len(pages(notebooks))} pages, {len(wheels)} kernel wheels -> {out}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=REPO / "_site")
    parser.add_argument("--notebooks", type=Path, default=REPO / "notebooks")
    parser.add_argument(
        "--home",
        default="/",
        help="the site's address on its host, for its 404 page: / at a domain's root, "
        "/<repository>/ for a GitHub Pages project site",
    )
    args = parser.parse_args(argv)
    build(args.out, args.notebooks, args.home if args.home.endswith("/") else args.home + "/")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
