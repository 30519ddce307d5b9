"""Wheels made for the static site's browser kernel: slimmer, and partly compiled.

A browser kernel imports about 440 modules of IPython, ipywidgets, anywidget, micropip and
tulakit when it starts; from sources, Pyodide compiles every one of them again at each visit (the
wheels are unpacked into memory, where no ``__pycache__`` survives). Here those modules
are compiled once, at build time, by Pyodide's own Python run in Node (``compile.mjs``):
the bytecode is exactly the browser's, magic number included. Which modules: every one
that importing :data:`START_IMPORTS` brings in (found by importing them there), and every
module of tulakit. A wheel then carries ``x.pyc`` in place of ``x.py`` for those (Python
imports a ``.pyc`` without its source when it sits where the source was, as Pyodide's own
standard library does); the other modules keep their sources, which are smaller than
bytecode (most of Pygments' lexers, say, which no page imports). A module that does not
compile keeps its source.

A kernel needs no file a wheel installs outside its packages (``*.data/``: the JupyterLab
extensions, which the site serves on its own) nor a package's tests: they are left out.

The wheels made are cached in ``.cache/site/bytecode/<key>/``, where ``key`` is the hash
of the wheels given and of the compiling script: a rebuild with the same wheels compiles
nothing.
"""

from __future__ import annotations

import base64
import csv
import hashlib
import io
import shutil
import subprocess
import zipfile
from collections.abc import Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
#: zip entries' time: the same wheels give the same bytes at every build
ZIP_TIME = (2020, 1, 1, 0, 0, 0)
#: what the browser kernel imports at its start and each page at its first cell (the
#: kernel's worker imports piplite before the kernel itself; micropip only when a
#: package is installed, see :data:`PATCHES`)
START_IMPORTS = ("piplite.piplite",
                 "pyodide_kernel", "ipykernel", "IPython", "comm", "ipywidgets", "anywidget",
                 "ipython_pygments_lexers", "pygments.lexers.python",
                 "tulakit.widgets", "tulakit.widgets.tula_board", "tulakit.widgets.tulaga_board",
                 "tulakit.widgets.chola_board", "tulakit.widgets.chola_expert_board")  # fmt: skip
#: the wheels compiled whole (file name prefix): tulakit's own
WHOLE = "tulakit-"
#: modules left out unless a start import brings them in: Pygments' lexers for some 500
#: languages, which Pygments imports only when asked to colour that language, and a
#: kernel colours Python only (IPython's tracebacks and help, which no page shows): 0.8
#: of the 12.5 MB a visit downloaded
ONLY_IF_IMPORTED = "pygments/lexers/"
#: changes to a wheel's sources for the browser kernel: (wheel name prefix, file, text,
#: replacement).
#:
#: - IPython's ``__init__`` imports its terminal, and prompt_toolkit with it, for
#:   ``IPython.embed`` alone, which a kernel never calls: about a third of the time a page
#:   takes to import IPython (docs/deploy.md). ``IPython.embed`` imports it when called.
#: - piplite, which the kernel's worker imports before the kernel, imports micropip and
#:   ``unittest.mock`` for its ``install`` alone (``%pip``), which no page runs: half a
#:   CPU-second of a page's start in Node. ``install`` imports them when first called,
#:   once (a second import during an install would take the patched ``query_package``
#:   for micropip's own); ``from __future__ import annotations`` keeps the functions'
#:   annotations, which name micropip's classes, from being looked up at import.
#: - IPython's ``%pastebin`` magic imports ``urllib.request`` (and ``http.client`` and
#:   ``email`` with it) at the kernel's start, for no page: each of the two names is a
#:   function that imports the real one when called. (Not traitlets' ``logging.config``:
#:   the kernel configures its logging as it starts.)
#: - IPython's tracebacks import ``pydoc`` at the start for ``text_repr`` alone: it
#:   imports it when called.
PATCHES = (
    ("ipython-", "IPython/__init__.py", b"from .terminal.embed import embed\n",
     b"def embed(*args, **kwargs):  # tulakit's static site: the terminal when called\n"
     b"    from .terminal.embed import embed as terminal_embed\n\n"
     b"    return terminal_embed(*args, **kwargs)\n"),
    ("piplite-", "piplite/piplite.py", b"from typing import Any\n",
     b"from __future__ import annotations  # tulakit's static site: see _import_micropip\n"
     b"\nfrom typing import Any\n"),
    ("piplite-", "piplite/piplite.py",
     b"from unittest.mock import patch\n\nimport micropip\n"
     b"from micropip.package_index import ProjectInfo, CompatibilityLayer\n"
     b"from micropip.package_index import query_package as _MP_QUERY_PACKAGE\n",
     b"\n\ndef _import_micropip():  # tulakit's static site: when a package is installed\n"
     b"    global patch, micropip, ProjectInfo, CompatibilityLayer, _MP_QUERY_PACKAGE\n"
     b"    if \"micropip\" in globals():\n"
     b"        return\n"
     b"    from unittest.mock import patch\n"
     b"    import micropip\n"
     b"    from micropip.package_index import ProjectInfo, CompatibilityLayer\n"
     b"    from micropip.package_index import query_package as _MP_QUERY_PACKAGE\n\n"),
    ("piplite-", "piplite/piplite.py",
     b'    """Invoke micropip.install with a patch to get data from local indexes"""\n',
     b'    """Invoke micropip.install with a patch to get data from local indexes"""\n'
     b"    _import_micropip()\n"),
    ("ipython-", "IPython/core/magics/code.py",
     b"from urllib.request import Request, urlopen\n",
     b"def Request(*args, **kwargs):  # tulakit's static site: urllib.request when called\n"
     b"    from urllib.request import Request as request\n\n"
     b"    return request(*args, **kwargs)\n\n\n"
     b"def urlopen(*args, **kwargs):  # tulakit's static site: urllib.request when called\n"
     b"    from urllib.request import urlopen as url_open\n\n"
     b"    return url_open(*args, **kwargs)\n\n\n"),
    ("ipython-", "IPython/core/tbtools.py", b"import functools\nimport inspect\nimport pydoc\n",
     b"import functools\nimport inspect\n"),
    ("ipython-", "IPython/core/tbtools.py",
     b"        return pydoc.text.repr(value)  # type: ignore[call-arg]\n",
     b"        import pydoc  # tulakit's static site: when a traceback shows a value\n\n"
     b"        return pydoc.text.repr(value)  # type: ignore[call-arg]\n"),
)  # fmt: skip


def patched(wheel: str, files: dict[str, bytes]) -> dict[str, bytes]:
    """``files`` of the wheel named ``wheel`` with :data:`PATCHES` made; a patch whose
    text is not there (another version of the package) stops the build.

    >>> patched("ipython-9.12.0-py3-none-any.whl", {"IPython/__init__.py": b"x"})  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    SystemExit: IPython/__init__.py of ipython-9.12.0-py3-none-any.whl: no b'from ...' to patch
    >>> patched("other-1.0-py3-none-any.whl", {"a.py": b"x"})
    {'a.py': b'x'}
    """
    out = dict(files)
    for prefix, name, text, replacement in PATCHES:
        if not wheel.startswith(prefix):
            continue
        if text not in out.get(name, b""):
            raise SystemExit(f"{name} of {wheel}: no {text!r} to patch")
        out[name] = out[name].replace(text, replacement, 1)
    return out


def record_hash(data: bytes) -> str:
    """A RECORD line's hash of ``data``.

    >>> record_hash(b"")
    'sha256=47DEQpj8HBSa-_TImW-5JCeuQeRkm5NMpJWZG3hSuFU'
    """
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"sha256={digest}"


def write_wheel(path: Path, files: dict[str, bytes]) -> None:
    """A wheel at ``path`` holding ``files`` (paths in the wheel), its RECORD rewritten."""
    record_name = next(name for name in files if name.endswith(".dist-info/RECORD"))
    rows = [[name, record_hash(data), str(len(data))]
            for name, data in sorted(files.items()) if name != record_name]  # fmt: skip
    rows.append([record_name, "", ""])
    text = io.StringIO()
    csv.writer(text, lineterminator="\n").writerows(rows)
    files = {**files, record_name: text.getvalue().encode()}
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name in sorted(files):
            archive.writestr(zipfile.ZipInfo(name, date_time=ZIP_TIME), files[name],
                             compress_type=zipfile.ZIP_DEFLATED)  # fmt: skip


def needed(name: str) -> bool:
    """Whether a kernel needs a wheel's file ``name``: not the files it installs into
    ``share/`` (``*.data/data/``), nor tests.

    >>> needed("ipywidgets/widgets/widget.py"), needed("ipywidgets/widgets/tests/t.py")
    (True, False)
    >>> needed("anywidget-0.11.0.data/data/share/jupyter/labextensions/x.js")
    False
    """
    parts = name.split("/")
    shared_data = parts[0].endswith(".data") and parts[1:2] == ["data"]
    return not (shared_data or "tests" in parts[:-1])


def swap_sources(files: dict[str, bytes], compiled: dict[str, bytes]) -> dict[str, bytes]:
    """``files`` with each ``x.py`` that has a compiled ``x.pyc`` replaced by it, and
    without what a kernel does not need.

    >>> swap_sources({"a.py": b"src", "b.py": b"bad", "c.txt": b"t"}, {"a.pyc": b"code"})
    {'a.pyc': b'code', 'b.py': b'bad', 'c.txt': b't'}
    >>> swap_sources({"pygments/lexers/rust.py": b"", "pygments/lexers/python.py": b""},
    ...              {"pygments/lexers/python.pyc": b"code"})
    {'pygments/lexers/python.pyc': b'code'}
    """
    out: dict[str, bytes] = {}
    for name, data in files.items():
        if not needed(name):
            continue
        code = compiled.get(name + "c") if name.endswith(".py") else None
        if code is None and name.startswith(ONLY_IF_IMPORTED):
            continue
        if code is None:
            out[name] = data
        else:
            out[name + "c"] = code
    return out


def cache_key(wheels: Sequence[Path]) -> str:
    """The cache folder's name: the wheels' names and contents, and this build's rules."""
    digest = hashlib.sha256()
    for wheel in sorted(wheels, key=lambda p: p.name):
        digest.update(wheel.name.encode() + hashlib.sha256(wheel.read_bytes()).digest())
    for script in (HERE / "compile.mjs", Path(__file__)):  # how, and which modules
        digest.update(script.read_bytes())
    return digest.hexdigest()[:16]


def compiled_wheels(wheels: Sequence[Path], cache: Path) -> list[Path]:
    """``wheels`` with their modules as bytecode (same file names), from the cache when
    these wheels were compiled before."""
    out = cache / cache_key(wheels)
    done = out / "done"
    if done.exists():
        return [out / wheel.name for wheel in wheels]
    shutil.rmtree(cache, ignore_errors=True)
    work = out / "unpacked"
    contents: dict[Path, dict[str, bytes]] = {}
    for wheel in wheels:
        with zipfile.ZipFile(wheel) as archive:
            files = {name: archive.read(name) for name in archive.namelist()
                     if not name.endswith("/")}  # fmt: skip
        contents[wheel] = patched(wheel.name, files)
        for name, data in contents[wheel].items():
            path = work / wheel.stem / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
    print(f"+ compiling {len(wheels)} wheels' modules with Pyodide's Python", flush=True)
    subprocess.run(["node", HERE / "compile.mjs", work.resolve(), WHOLE, *START_IMPORTS],
                   check=True, cwd=HERE)  # fmt: skip
    for wheel in wheels:
        root = work / wheel.stem
        compiled = {str(p.relative_to(root)): p.read_bytes() for p in root.rglob("*.pyc")}
        write_wheel(out / wheel.name, swap_sources(contents[wheel], compiled))
    shutil.rmtree(work)
    done.touch()
    return [out / wheel.name for wheel in wheels]
