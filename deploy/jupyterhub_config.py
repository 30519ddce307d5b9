"""JupyterHub for a class on one machine: each student logs in and gets their own Jupyter
server, which opens tulakit's pages in Voila (docs/deploy.md, "JupyterHub: a class on one
machine, or many").

Run it from the repository with ``make hub`` (as root: the hub starts each student's server
as that student's Linux account), after ``npm ci --prefix deploy`` has installed the proxy
(``make hub`` does). What it sets up:

- students log in with their accounts on this machine (PAM), if they belong to the group
  ``students``; another authenticator (OAuth, LDAP, ...) is a matter of
  ``c.JupyterHub.authenticator_class`` in a config that loads this one;
- each student's server opens ``/voila/render/index.ipynb``, the landing page, served from
  the repository's ``notebooks/`` with tulakit's Voila template and the same Voila settings
  as ``make serve``; ``/user/<name>/lab`` still shows the notebooks' code;
- ``jupyterhub-idle-culler`` stops a server after an hour without activity;
- safe by default: kernels talk to their server over Unix sockets in the student's own
  runtime folder (no TCP port any local account could read or take), the template is the
  server's (``tulakit.server.settings.SHARED``); no terminals unless the teacher sets
  ``TULAKIT_HUB_TERMINALS=1``; each of a student's processes is capped in memory and
  process count and runs at a lower CPU priority than the hub (``STUDENT_LIMITS``).

The hub's database, cookie secret and proxy pid file go to a folder only the hub's account
can open, outside the repository: ``/srv/tulakit-hub`` when run as root, else
``~/.local/state/tulakit-hub``, or the folder in ``TULAKIT_HUB_STATE``.
``tests/browser/test_hub.py`` runs exactly this file, with a shared-password
authenticator, servers run as the test's own user and free ports loaded over it.
Logins must reach the hub over HTTPS, through a reverse proxy that also throttles them
(docs/deploy.md gives one).
"""

import os
import sys
from pathlib import Path

from tulakit.server.settings import SHARED, as_flags

c = get_config()  # noqa: F821 - JupyterHub's config loader provides it

REPO = Path(__file__).resolve().parents[1]


def private_folder(path: Path) -> Path:
    """``path``, made if need be, that only its owner may open (mode 0700): it holds the
    hub's database and cookie secret."""
    path.mkdir(parents=True, exist_ok=True, mode=0o700)
    path.chmod(0o700)
    return path


DEFAULT_STATE = (
    Path("/srv/tulakit-hub") if os.getuid() == 0 else Path.home() / ".local/state/tulakit-hub"
)
STATE = private_folder(Path(os.environ.get("TULAKIT_HUB_STATE") or DEFAULT_STATE))
#: the proxy from deploy/package.json; the one on PATH when it is not installed here
PROXY = REPO / "deploy" / "node_modules" / ".bin" / "configurable-http-proxy"

#: where students land: the landing page, relative to the server's root, notebooks/
DEFAULT_URL = "/voila/render/index.ipynb"

#: Voila's settings in each student's server, as the Makefile's VOILA_FLAGS give them to
#: ``make serve`` (tests/test_deploy.py checks that the two agree); Voila runs there as a
#: server extension and reads these traits from the server's configuration
VOILA_ARGS = [
    "--VoilaConfiguration.template=tulakit",
    "--MappingKernelManager.cull_idle_timeout=600",
    "--MappingKernelManager.cull_interval=15",
    "--VoilaConfiguration.show_tracebacks=False",
    "--VoilaExecutor.cell_error_instruction=Please reload the page to try again.",
    "--VoilaExecutor.iopub_timeout=60",
]

#: what a class needs of a student's server beyond Voila's settings: the safe settings
#: every server of the pages takes (kernels on Unix sockets, the template fixed), and no
#: terminal unless the teacher turns terminals on (TULAKIT_HUB_TERMINALS=1)
TERMINALS = os.environ.get("TULAKIT_HUB_TERMINALS", "") == "1"
SERVER_ARGS = [*as_flags(SHARED), f"--ServerApp.terminals_enabled={TERMINALS}"]

#: each process of a student's server (the server, each page's kernel): at most this much
#: address space (a kernel maps about 1.1 GB for 60-110 MB in use), this many processes
#: for the student's account, and a lower CPU priority than the hub's. The local spawner
#: has no cap on a student's total: that needs cgroups (the Helm chart, or systemdspawner).
STUDENT_LIMITS = ["prlimit", "--as=3221225472", "--nproc=256", "--", "nice", "-n", "5"]

#: seconds without activity after which a student's whole server is stopped: an hour, as
#: a lesson may leave a page open for a long read without a click (the kernels of closed
#: tabs are culled after 10 minutes already, inside the server, by VOILA_ARGS)
CULL_TIMEOUT = 3600

# Listens on 127.0.0.1 only, like `make serve`: publish it through a reverse proxy that
# does HTTPS and forwards websockets (nginx, Caddy), or set `--JupyterHub.bind_url`.
c.JupyterHub.bind_url = "http://127.0.0.1:8000"
c.JupyterHub.db_url = f"sqlite:///{STATE / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = str(STATE / "jupyterhub_cookie_secret")
c.ConfigurableHTTPProxy.pid_file = str(STATE / "jupyterhub-proxy.pid")
if PROXY.exists():
    c.ConfigurableHTTPProxy.command = [str(PROXY)]

# Who may log in: the accounts of this machine in the group `students`
# (`groupadd students; useradd -m -G students ada; passwd ada`).
c.JupyterHub.authenticator_class = "pam"
c.PAMAuthenticator.allowed_groups = {"students"}

# Each student's server: this environment's Python (with tulakit, Voila and jupyterhub),
# the repository's notebooks, tulakit's template found through JUPYTER_PATH as `make serve`
# finds it. Students need read access to the repository: keep it outside /root, e.g. in
# /srv/tulakit.
c.JupyterHub.spawner_class = "localprocess"
c.Spawner.cmd = [*STUDENT_LIMITS, sys.executable, "-m", "jupyterhub.singleuser"]
c.Spawner.notebook_dir = str(REPO / "notebooks")
c.Spawner.default_url = DEFAULT_URL
c.Spawner.environment = {"JUPYTER_PATH": str(REPO / "share" / "jupyter")}
c.Spawner.args = [*VOILA_ARGS, *SERVER_ARGS]
# Twenty students logging in in the same minute keep two cores busy: a server may take
# more than the default 60 s to answer (bench/bench_load.py, docs/deploy.md).
c.Spawner.start_timeout = 180
c.Spawner.http_timeout = 180
# Memory: a student's server takes about 150 MB RSS, and each open page adds a kernel of
# 57 to 70 MB (tests/browser/test_hub.py and docs/deploy.md measure both): plan 250 MB a
# student with one tab, 330 MB with two. The local spawner cannot cap a student's total
# (STUDENT_LIMITS caps each process; on Kubernetes the Helm values cap the total,
# deploy/helm/values.yaml); here `mem_limit` only tells the server what to report.
c.Spawner.mem_limit = "512M"

# The idle culler, as a hub service with only the rights it needs.
c.JupyterHub.services = [
    {
        "name": "idle-culler",
        "command": [
            sys.executable,
            "-m",
            "jupyterhub_idle_culler",
            f"--timeout={CULL_TIMEOUT}",
            "--cull-every=300",
        ],
    }
]
c.JupyterHub.load_roles = [
    {
        "name": "idle-culler",
        "scopes": ["list:users", "read:users:activity", "read:servers", "delete:servers"],
        "services": ["idle-culler"],
    }
]
