"""Loading a ``bench/`` script in a test: the scripts are files to run, not a package."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

BENCH = Path(__file__).resolve().parents[1] / "bench"


def load_bench_script(name: str, module_name: str | None = None) -> ModuleType:
    """``bench/<name>.py`` as a module, registered in ``sys.modules`` under
    ``module_name`` (``name`` by default), since its dataclasses look their module up."""
    module_name = module_name or name
    # the scripts import each other's shared parts (elo_fit, tula_honest_bot) by plain
    # name, as they do when run from bench/
    if str(BENCH) not in sys.path:
        sys.path.insert(0, str(BENCH))
    spec = importlib.util.spec_from_file_location(module_name, BENCH / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    spec.loader.exec_module(module)
    return module
