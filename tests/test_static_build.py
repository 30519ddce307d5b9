"""The static site's kernel wheels (staticsite/bytecode.py, build.py): what a wheel keeps,
how it is rewritten, and the built site's lock file against the wheels it lists.

The browser tests prove the pages run; these say why a wheel looks as it does, and fail
where a build would hand Pyodide a wheel it refuses (a hash that does not match) or one
that carries what no kernel reads.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import subprocess
import sys
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

REPO = Path(__file__).resolve().parents[1]
SITE = REPO / "_site"


def _staticsite(name: str) -> ModuleType:
    """A module of staticsite/ (a folder of scripts, not a package)."""
    folder = str(REPO / "staticsite")
    if folder not in sys.path:
        sys.path.insert(0, folder)
    return importlib.import_module(name)


bytecode = _staticsite("bytecode")


def test_a_kernel_keeps_packages_but_not_shared_data_nor_tests() -> None:
    assert bytecode.needed("ipywidgets/widgets/widget.py")
    assert bytecode.needed("pkg-1.0.data/purelib/pkg/module.py")  # a package all the same
    assert not bytecode.needed("pkg-1.0.data/data/share/jupyter/labextensions/pkg/x.js")
    assert not bytecode.needed("traitlets/tests/test_traitlets.py")
    assert bytecode.needed("tulakit/widgets/static/view.js")


def test_compiled_modules_replace_their_sources_and_unused_lexers_go() -> None:
    files = {
        "pkg/__init__.py": b"source",
        "pkg/broken.py": b"not compiled",
        "pkg/data.json": b"{}",
        "pygments/lexers/python.py": b"source",
        "pygments/lexers/rust.py": b"source",
        "pkg/tests/test_pkg.py": b"source",
    }
    compiled = {"pkg/__init__.pyc": b"code", "pygments/lexers/python.pyc": b"code"}
    assert bytecode.swap_sources(files, compiled) == {
        "pkg/__init__.pyc": b"code",
        "pkg/broken.py": b"not compiled",
        "pkg/data.json": b"{}",
        "pygments/lexers/python.pyc": b"code",
    }


def _wheel(tmp_path: Path, files: dict[str, bytes]) -> Path:
    path = tmp_path / "pkg-1.0-py3-none-any.whl"
    bytecode.write_wheel(path, {**files, "pkg-1.0.dist-info/RECORD": b""})
    return path


def test_a_written_wheel_records_every_file_and_is_the_same_each_time(tmp_path: Path) -> None:
    files = {
        "pkg/__init__.pyc": b"code",
        "pkg-1.0.dist-info/METADATA": b"Metadata-Version: 2.1\nName: pkg\nVersion: 1.0\n",
    }
    path = _wheel(tmp_path, files)
    first = path.read_bytes()
    with zipfile.ZipFile(path) as archive:
        record = archive.read("pkg-1.0.dist-info/RECORD").decode().splitlines()
        for row in record:
            name, digest, size = row.split(",")
            if name.endswith("RECORD"):
                assert (digest, size) == ("", "")
                continue
            data = archive.read(name)
            assert digest == bytecode.record_hash(data) and int(size) == len(data)
        assert sorted(archive.namelist()) == sorted([*files, "pkg-1.0.dist-info/RECORD"])
    assert _wheel(tmp_path, files).read_bytes() == first  # reproducible


def test_the_lock_file_names_what_a_compiled_wheel_provides(tmp_path: Path) -> None:
    build = _staticsite("build")
    path = _wheel(tmp_path, {
        "pkg/__init__.pyc": b"code",
        "single.pyc": b"code",
        "pkg-1.0.dist-info/METADATA": b"Metadata-Version: 2.1\nName: pkg\nVersion: 1.0\n",
    })  # fmt: skip
    wheel = build.Wheel.read(path)
    assert (wheel.name, wheel.version, wheel.imports) == ("pkg", "1.0", ("pkg", "single"))


def _built() -> dict[str, object]:
    lock = SITE / "static" / "pyodide" / "pyodide-lock.json"
    if not lock.exists():
        pytest.skip("no static site: make test builds it first")
    value: dict[str, object] = json.loads(lock.read_text())
    return value


def test_the_built_lock_file_matches_its_wheels() -> None:
    """Pyodide refuses a wheel whose hash differs from the lock file's."""
    packages = _built()["packages"]
    assert isinstance(packages, dict) and "tulakit" in packages and "ipython" in packages
    for name, entry in packages.items():
        wheel = SITE / "static" / "pyodide" / entry["file_name"]
        assert hashlib.sha256(wheel.read_bytes()).hexdigest() == entry["sha256"], name


def test_the_built_wheels_carry_bytecode_and_nothing_a_kernel_never_reads() -> None:
    packages = _built()["packages"]
    assert isinstance(packages, dict)
    jedi = SITE / "static" / "pyodide" / packages["jedi"]["file_name"]
    with zipfile.ZipFile(jedi) as archive:  # the stand-in: no module at all
        assert not [n for n in archive.namelist() if n.endswith((".py", ".pyc"))]
    assert "parso" not in packages
    for entry in packages.values():
        with zipfile.ZipFile(SITE / "static" / "pyodide" / entry["file_name"]) as archive:
            names = archive.namelist()
        assert not [n for n in names if not bytecode.needed(n)], entry["name"]
    with zipfile.ZipFile(SITE / "static" / "pyodide" / packages["tulakit"]["file_name"]) as wheel:
        modules = [n for n in wheel.namelist() if n.endswith((".py", ".pyc"))]
    assert "tulakit/widgets/tula_board.pyc" in modules
    assert not [n for n in modules if n.endswith(".py")]  # tulakit is compiled whole


#: Node: the built site's kernel packages loaded as the kernel's worker loads them, then
#: what piplite (which the worker imports before the kernel), the kernel and the boards
#: import
KERNEL_START = """
import { loadPyodide } from "%(pyodide)s";
const py = await loadPyodide({ indexURL: "%(index)s", stdout: () => {} });
await py.loadPackage(%(packages)s, { messageCallback: () => {} });
console.log(await py.runPythonAsync(`
import json, sys
import piplite.piplite
import pyodide_kernel
import tulakit.widgets.chola_board, tulakit.widgets.tula_board, tulakit.widgets.tulaga_board
LEFT_OUT = ("micropip", "unittest", "prompt_toolkit", "urllib.request", "pydoc")
started = sorted(m for m in LEFT_OUT if m in sys.modules)
await piplite.piplite.install("tulakit")  # installed already: nothing fetched
await piplite.piplite.install("tulakit")  # the second install as the first
from IPython.core.tbtools import text_repr  # a traceback's values, with pydoc when called
json.dumps({"started": started, "after_install": "micropip" in sys.modules,
            "repr": text_repr([1, 2])})
`));
"""


def test_the_kernel_starts_without_what_only_an_install_or_a_terminal_needs() -> None:
    """The build's patches (bytecode.PATCHES): a page's kernel and boards start without
    micropip, unittest.mock, prompt_toolkit, urllib.request (neither in IPython nor in
    tulakit's drawing) and pydoc; yet piplite still installs, twice over, and IPython's
    tracebacks still show values."""
    packages = _built()["packages"]
    assert isinstance(packages, dict)
    pyodide = REPO / "staticsite" / "node_modules" / "pyodide" / "pyodide.mjs"
    script = KERNEL_START % {"pyodide": pyodide, "index": f"{SITE / 'static' / 'pyodide'}/",
                             "packages": json.dumps(sorted(packages))}  # fmt: skip
    ran = subprocess.run(["node", "--input-type=module", "-e", script], capture_output=True,
                         text=True, timeout=600, cwd=REPO)  # fmt: skip
    assert ran.returncode == 0, ran.stderr[-3000:]
    said = json.loads(ran.stdout.strip().splitlines()[-1])
    assert said == {"started": [], "after_install": True, "repr": "[1, 2]"}


def test_the_start_script_carries_its_builds_key_and_imports(tmp_path: Path) -> None:
    """staticsite/start.js, set for one build: the snapshot a browser keeps is that build's
    alone, so a rebuilt site (another wheel, another Pyodide) never starts from an old one."""
    build = _staticsite("build")
    lock: dict[str, object] = {"info": {"version": "0.29.3"}, "packages": {"a": {"sha256": "1"}}}
    key = build.start_script(tmp_path, lock)
    script = (tmp_path / build.START_SCRIPT).read_text()
    config = json.dumps({"key": key, "imports": list(bytecode.START_IMPORTS)})
    assert f"const CONFIG = {config};" in script
    assert build.start_script(tmp_path, lock) == key  # the same build, the same key
    assert build.start_script(tmp_path, {**lock, "packages": {"a": {"sha256": "2"}}}) != key
    assert build.start_script(tmp_path, {**lock, "info": {"version": "0.29.4"}}) != key


def test_the_start_script_imports_the_kernel_before_the_widgets() -> None:
    """ipywidgets registers its comm targets at import only if a kernel exists: the
    snapshot imports the kernel first, as a page does."""
    imports = list(bytecode.START_IMPORTS)
    assert imports.index("pyodide_kernel") < imports.index("ipywidgets")


def test_the_built_pages_start_python_through_the_start_script(tmp_path: Path) -> None:
    build = _staticsite("build")
    lock = _built()
    script = SITE / "static" / "pyodide" / build.START_SCRIPT
    assert build.START_CONFIG.search(script.read_text()) is None  # its settings are set
    key = build.start_script(tmp_path, lock)
    assert f'"key": "{key}"' in script.read_text()  # the key of the lock file it ships with
    pages = sorted((SITE / "voici" / "render").glob("*.html"))
    assert pages
    for page in pages:
        assert f"static/pyodide/{build.START_SCRIPT}" in page.read_text(), page.name
        assert "static/pyodide/pyodide.js" not in page.read_text(), page.name
