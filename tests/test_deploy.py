"""The hub set-ups in deploy/ agree with each other and with ``make serve``.

``tests/browser/test_hub.py`` runs the local hub (deploy/jupyterhub_config.py); the Helm
values for Zero to JupyterHub cannot run here, so these checks keep them to what was
tested: the same Voila settings as the Makefile's VOILA_FLAGS, the same landing page, the
same culling, and the versions the tests ran with.
"""

from __future__ import annotations

import json
import re
import shlex
from importlib import metadata
from pathlib import Path
from typing import Any

import pytest
import yaml
from traitlets.config import Config
from traitlets.config.loader import PyFileConfigLoader

from tulakit.server.settings import SHARED, as_flags, merged

REPO = Path(__file__).resolve().parents[1]
DEPLOY = REPO / "deploy"

#: flags of `make serve` that belong to the Voila app alone (where it listens, its
#: preheated kernels); in a student's server Voila is a server extension, the hub decides
#: where it listens, and there are no preheated kernels
APP_ONLY = re.compile(r"--(no-browser|port=|Voila\.|VoilaConfiguration\.preheat_kernel=)")


def voila_flags() -> list[str]:
    """The Makefile's VOILA_FLAGS, one flag each, as the shell would split them.

    >>> "--VoilaExecutor.iopub_timeout=60" in voila_flags()
    True
    """
    text = (REPO / "Makefile").read_text().replace("\\\n", " ")
    line = next(line for line in text.splitlines() if line.startswith("VOILA_FLAGS :="))
    return shlex.split(line.split(":=", 1)[1])


def as_traits(flags: list[str]) -> dict[str, dict[str, Any]]:
    """``--Class.trait=value`` flags as a {Class: {trait: value}} mapping, values typed as
    traitlets reads them (``--template=`` is Voila's alias of VoilaConfiguration.template).

    >>> as_traits(["--template=tulakit", "--VoilaExecutor.iopub_timeout=60", "--A.b=False"])
    {'VoilaConfiguration': {'template': 'tulakit'}, 'VoilaExecutor': {'iopub_timeout': 60}, 'A': {'b': False}}
    """
    traits: dict[str, dict[str, Any]] = {}
    for flag in flags:
        name, _, value = flag.removeprefix("--").partition("=")
        if name == "template":
            name = "VoilaConfiguration.template"
        owner, _, trait = name.partition(".")
        try:
            typed = json.loads(value.lower() if value in ("True", "False") else value)
        except json.JSONDecodeError:
            typed = value
        traits.setdefault(owner, {})[trait] = typed
    return traits


@pytest.fixture
def hub_config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Config:
    """deploy/jupyterhub_config.py as JupyterHub loads it (its state folder in tmp_path)."""
    monkeypatch.setenv("TULAKIT_HUB_STATE", str(tmp_path))
    value: Config = PyFileConfigLoader("jupyterhub_config.py", path=str(DEPLOY)).load_config()
    return value


@pytest.fixture
def helm() -> dict[str, Any]:
    value: dict[str, Any] = yaml.safe_load((DEPLOY / "helm" / "values.yaml").read_text())
    return value


def test_students_servers_get_the_voila_settings_of_make_serve(hub_config: Config) -> None:
    """The Makefile's flags, the settings every server of the pages takes (which
    ``make serve``'s app has built in), and no terminals."""
    serve = as_traits([flag for flag in voila_flags() if not APP_ONLY.match(flag)])
    assert serve, "the Makefile's VOILA_FLAGS were not found"
    wanted = merged(serve, SHARED, {"ServerApp": {"terminals_enabled": False}})
    assert as_traits(list(hub_config.Spawner.args)) == wanted
    assert as_traits(as_flags(SHARED))["KernelManager"] == {"transport": "ipc"}


def test_make_serve_has_the_shared_settings_built_in() -> None:
    """``make serve`` runs tulakit's app, whose defaults hold every shared setting."""
    from tulakit.server.app import safe_defaults

    text = (REPO / "Makefile").read_text()
    assert "-m tulakit.server notebooks $(VOILA_FLAGS)" in text
    defaults = safe_defaults("/tmp")
    for owner, traits in SHARED.items():
        for trait, value in traits.items():
            assert defaults[owner][trait] == value, (owner, trait)


def test_terminals_are_the_teachers_choice(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TULAKIT_HUB_STATE", str(tmp_path))
    monkeypatch.setenv("TULAKIT_HUB_TERMINALS", "1")
    config = PyFileConfigLoader("jupyterhub_config.py", path=str(DEPLOY)).load_config()
    assert "--ServerApp.terminals_enabled=True" in config.Spawner.args


def test_each_student_process_is_capped_and_yields_the_cpu(hub_config: Config) -> None:
    command = list(hub_config.Spawner.cmd)
    assert command[0] == "prlimit" and any(arg.startswith("--as=") for arg in command)
    assert any(arg.startswith("--nproc=") for arg in command)
    assert command[command.index("nice") + 1 : command.index("nice") + 3] == ["-n", "5"]
    assert command[-2:] == ["-m", "jupyterhub.singleuser"]


def test_the_hub_state_is_private_and_outside_the_repository(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = tmp_path / "state"
    state.mkdir(mode=0o755)
    monkeypatch.setenv("TULAKIT_HUB_STATE", str(state))
    config = PyFileConfigLoader("jupyterhub_config.py", path=str(DEPLOY)).load_config()
    assert state.stat().st_mode & 0o777 == 0o700  # made private even if it existed
    assert config.JupyterHub.db_url == f"sqlite:///{state / 'jupyterhub.sqlite'}"
    monkeypatch.delenv("TULAKIT_HUB_STATE")
    text = (DEPLOY / "jupyterhub_config.py").read_text()
    assert 'Path("/srv/tulakit-hub")' in text and "REPO /" not in text.split("DEFAULT_STATE")[1]


def _helm_password_check(helm: dict[str, Any], **config: Any) -> None:
    """Run the Helm values' extraConfig check on a hub configuration of ``config``."""
    snippet = helm["hub"]["extraConfig"]["tulakit-refuse-placeholder-password"]
    hub = Config(config)
    exec(snippet, {"c": hub})


def test_helm_values_ship_no_password_and_refuse_the_placeholder(helm: dict[str, Any]) -> None:
    shipped = helm["hub"]["config"]
    with pytest.raises(SystemExit, match="password of your own"):
        _helm_password_check(helm, **shipped)
    short = {**shipped, "SharedPasswordAuthenticator": {"user_password": "tooshort"}}
    with pytest.raises(SystemExit):
        _helm_password_check(helm, **short)
    good = {**shipped, "SharedPasswordAuthenticator": {"user_password": "x7-Lantern-Quarry-91"}}
    _helm_password_check(helm, **good)  # starts
    other = {"JupyterHub": {"authenticator_class": "github"}}
    _helm_password_check(helm, **other)  # another authenticator needs no shared password


def test_helm_values_give_the_same_voila_settings(hub_config: Config, helm: dict[str, Any]) -> None:
    files = helm["singleuser"]["extraFiles"]["voila-settings"]
    assert files["mountPath"] == "/etc/jupyter/jupyter_server_config.json"
    assert files["data"] == as_traits(list(hub_config.Spawner.args))


def test_helm_values_land_where_the_local_hub_does(
    hub_config: Config, helm: dict[str, Any]
) -> None:
    singleuser = helm["singleuser"]
    assert singleuser["defaultUrl"] == hub_config.Spawner.default_url
    assert Path(singleuser["notebookDir"]).name == Path(hub_config.Spawner.notebook_dir).name
    # the image (deploy/Dockerfile) puts the repository there
    dockerfile = (DEPLOY / "Dockerfile").read_text()
    assert f"COPY . {Path(singleuser['notebookDir']).parent}\n" in dockerfile


def test_both_hubs_cull_idle_servers_after_the_same_time(
    hub_config: Config, helm: dict[str, Any]
) -> None:
    (culler,) = [s for s in hub_config.JupyterHub.services if s["name"] == "idle-culler"]
    timeout = next(a for a in culler["command"] if a.startswith("--timeout="))
    assert helm["cull"]["enabled"] is True
    assert int(timeout.split("=")[1]) == helm["cull"]["timeout"]
    (role,) = [r for r in hub_config.JupyterHub.load_roles if "idle-culler" in r["services"]]
    assert "delete:servers" in role["scopes"]


def test_image_and_proxy_pins_are_the_tested_versions() -> None:
    pins = dict(
        line.split("==")
        for line in (DEPLOY / "requirements.txt").read_text().splitlines()
        if line and not line.startswith("#")
    )
    assert pins == {"jupyterhub": metadata.version("jupyterhub")}
    package = json.loads((DEPLOY / "package.json").read_text())
    lock = json.loads((DEPLOY / "package-lock.json").read_text())
    wanted = package["dependencies"]["configurable-http-proxy"]
    assert lock["packages"]["node_modules/configurable-http-proxy"]["version"] == wanted


def voila_config(monkeypatch: pytest.MonkeyPatch, **environ: str) -> Config:
    """deploy/voila.py as ``make serve``'s Voila loads it, with these environment variables."""
    for name in (
        "TULAKIT_POOL",
        "TULAKIT_CLASS_PAGE",
        "TULAKIT_CLASS_SIZE",
        "TULAKIT_REFILL_DELAY",
    ):
        monkeypatch.delenv(name, raising=False)
    for name, value in environ.items():
        monkeypatch.setenv(name, value)
    config: Config = PyFileConfigLoader("voila.py", path=str(DEPLOY)).load_config()
    return config


def test_make_serve_keeps_kernels_ready_for_every_page_and_a_class(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert "--VoilaConfiguration.preheat_kernel=True" in voila_flags()
    pools = voila_config(monkeypatch).VoilaKernelManager.kernel_pools_config
    assert pools == {"default": {"pool_size": 1}}
    make = {"TULAKIT_POOL": "2", "TULAKIT_CLASS_PAGE": "tula.ipynb", "TULAKIT_CLASS_SIZE": "30"}
    pools = voila_config(monkeypatch, **make).VoilaKernelManager.kernel_pools_config
    assert pools == {"default": {"pool_size": 2}, "tula.ipynb": {"pool_size": 30}}
    # the Makefile passes its variables as these, and the default class size is the goal's
    text = (REPO / "Makefile").read_text()
    for name in make:
        assert f"{name}=$(" in text
    assert "CLASS_SIZE ?= 30" in text


def test_a_class_can_put_off_the_kernels_refill(monkeypatch: pytest.MonkeyPatch) -> None:
    assert voila_config(monkeypatch).VoilaKernelManager.fill_delay == 1.0  # Voila's own
    config = voila_config(monkeypatch, TULAKIT_REFILL_DELAY="60")
    assert config.VoilaKernelManager.fill_delay == 60.0
    with pytest.raises(ValueError, match="TULAKIT_REFILL_DELAY must be a number of seconds"):
        voila_config(monkeypatch, TULAKIT_REFILL_DELAY="-5")
    text = (REPO / "Makefile").read_text()
    assert "TULAKIT_REFILL_DELAY=$(REFILL_DELAY)" in text and "REFILL_DELAY ?= 1\n" in text


def test_every_visitor_gets_the_cookie_a_closed_tab_needs(monkeypatch: pytest.MonkeyPatch) -> None:
    """The cookie comes from the identity provider, not a prelaunch hook: Voila refuses a
    prelaunch hook together with preheated kernels."""
    config = voila_config(monkeypatch)
    provider = config.Voila.identity_provider_class
    assert provider.__name__ == "PageCookieIdentityProvider"
    assert "prelaunch_hook" not in config.VoilaConfiguration
