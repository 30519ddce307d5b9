# The two commands of the README: `make serve` and `make test`. Both set everything up first.
VENV   := .venv
PY     := $(VENV)/bin/python
# The venv's base Python: Debian's python3.11 when it is there with venv support, else the
# first python3 on PATH. On these machines Debian's build runs the pure-Python engine
# about 10% faster than the pyenv build first on PATH (configured without
# --enable-optimizations); `bench/compare_tula_solver.py --pythons` measures it.
# `make clean` switches an existing venv; `make PYTHON=...` picks another.
PYTHON ?= $(shell /usr/bin/python3.11 -c 'import ensurepip, venv' 2>/dev/null \
	&& echo /usr/bin/python3.11 || echo python3)
STAMP  := $(VENV)/.installed-stamp
PORT   ?= 8866
# The pages are served by tulakit's own Voila app, `python -m tulakit.server` (kernels on
# private sockets, the template fixed by the server, limits on the pages a crowd may open,
# a stop that always ends: docs/deploy.md, "Serving the pages to anyone").
# Voila culls kernels of closed tabs (docs/deploy.md: they leak otherwise), and pages
# requested but never opened a minute after their last activity (checked every 15 s).
# Visitors never see tracebacks (they go to the server log) nor Voila's debugging advice.
# Under load Voila gives up on a cell's widget output after 4 s and the board never paints
# (bench/bench_load.py with 20 pages): wait up to 60 s instead.
# Pages use tulakit's template (Voila's "lab" with tulakit's icon; ?theme=dark for dark),
# found in the repository's share/jupyter through JUPYTER_PATH (Binder installs it).
# deploy/voila.py gives each visitor the cookie that lets a closed tab shut its kernel down.
# Each page has POOL kernels started and run ahead of its visitors (Voila's preheated
# kernels, deploy/voila.py), CLASS_PAGE has CLASS_SIZE: a visitor's page then arrives
# at once instead of after a kernel's start (docs/deploy.md, "A class at once on one
# machine": `make serve CLASS_PAGE=tula.ipynb CLASS_SIZE=30` before a lesson).
# REFILL_DELAY: seconds before Voila replaces a kernel a visitor took (60 for a class
# arriving at once, with CLASS_SIZE a few over the class: docs/deploy.md).
POOL       ?= 1
CLASS_PAGE ?=
CLASS_SIZE ?= 30
REFILL_DELAY ?= 1
VOILA_FLAGS := --no-browser --Voila.ip=127.0.0.1 --port=$(PORT) --template=tulakit \
	--Voila.config_file_paths=deploy --VoilaConfiguration.preheat_kernel=True \
	--MappingKernelManager.cull_idle_timeout=600 --MappingKernelManager.cull_interval=15 \
	--VoilaConfiguration.show_tracebacks=False \
	--VoilaExecutor.cell_error_instruction='Please reload the page to try again.' \
	--VoilaExecutor.iopub_timeout=60
VOILA_ENV := JUPYTER_PATH=$(CURDIR)/share/jupyter
# A class arriving at once comes from one network, often behind one address: let that
# address open a page per student (the server's own limits: docs/deploy.md).
CLASS_FLAGS := $(if $(CLASS_PAGE),--TulakitVoila.max_pages_per_visitor=$(CLASS_SIZE) \
	--TulakitVoila.max_pages=$(shell expr $(CLASS_SIZE) + 40))
POOL_ENV  := TULAKIT_POOL=$(POOL) TULAKIT_CLASS_PAGE=$(CLASS_PAGE) TULAKIT_CLASS_SIZE=$(CLASS_SIZE) \
	TULAKIT_REFILL_DELAY=$(REFILL_DELAY)

.PHONY: setup serve lab hub hub-proxy test check lint browser bench bench-full clean site

# The static site (staticsite/build.py): every page built with Voici into _site/, running in
# the visitor's browser. Its build tools live in their own environment, pinned.
SITE_VENV  := .venv-site
SITE_PY    := $(SITE_VENV)/bin/python
SITE_STAMP := $(SITE_VENV)/.installed-stamp

setup: $(STAMP)

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

$(SITE_STAMP): staticsite/requirements.txt
	$(PYTHON) -m venv $(SITE_VENV)
	$(SITE_PY) -m pip install --quiet --upgrade pip
	$(SITE_PY) -m pip install --quiet -r staticsite/requirements.txt
	$(SITE_PY) -m pip uninstall --quiet --yes jupyterlite-xeus
	touch $(SITE_STAMP)

# SITE_HOME: the site's address on its host, for its 404 page (/<repository>/ on GitHub
# Pages for a project; docs/deploy.md, "The static site")
SITE_HOME ?= /
site: $(SITE_STAMP)
	$(SITE_PY) staticsite/build.py --out _site --home $(SITE_HOME)

serve: $(STAMP)
	@echo "tulakit: open http://127.0.0.1:$(PORT)/voila/render/index.ipynb (every notebook: http://127.0.0.1:$(PORT)/)"
	$(VOILA_ENV) $(POOL_ENV) $(PY) -m tulakit.server notebooks $(VOILA_FLAGS) $(CLASS_FLAGS)

lab: $(STAMP)
	$(VENV)/bin/jupyter lab notebooks --no-browser --ServerApp.ip=127.0.0.1

# A class through JupyterHub (deploy/jupyterhub_config.py, docs/deploy.md): run as root,
# students log in with their accounts on this machine (group `students`) and land on the
# index page in Voila, each in their own server. HUB_PORT on 127.0.0.1, as `make serve`.
HUB_PORT ?= 8000
hub: $(STAMP) hub-proxy
	@echo "tulakit hub: open http://127.0.0.1:$(HUB_PORT)/ (state in /srv/tulakit-hub, or TULAKIT_HUB_STATE)"
	$(VENV)/bin/jupyterhub -f deploy/jupyterhub_config.py \
		--JupyterHub.bind_url=http://127.0.0.1:$(HUB_PORT)

# The hub's proxy, configurable-http-proxy, from npm into deploy/node_modules (when npm is
# there; under CI=true it must be).
hub-proxy:
	@bash .ci/ensure-hub-proxy

# Debian's chromium drives the browser tests; install it when missing and we are root.
browser:
	@bash .ci/ensure-chromium

lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy

# The two tiers of tests. `make check`, the edit loop's: lint, types, and every test that
# needs no browser, no notebook kernel and no long run (under 2 minutes). `make test`, the
# README's: everything, on TEST_JOBS workers (pytest-xdist; conftest.py keeps a notebook's
# cells and a module's costly set-up on one worker). The browser tests open every game's
# pages from Voila and from the static site: the site is built first (make site).
# Two workers by default (about 25 minutes on a fresh clone here; one took about 31).
# Three fresh-clone runs in a row on two workers beside two CPU hogs were green
# (2026-12-06: 34, 39 and 34 minutes), once the last causes of a stalled page were
# mended: the server closed every page's websocket 30 s after it opened
# (tulakit.server.app, ping_settings), and ipywidgets 8.1.9 left a widget output "model
# not found" for good when the page's restore ended during its 2 s wait for the model
# (pyproject.toml keeps 8.1.8). `make test TEST_JOBS=1` when the machine has one core.
TEST_JOBS ?= 2
QUICK := not browser and not slow and not notebook
check: lint
	$(VENV)/bin/pytest -n 2 -m "$(QUICK)" -q

test: $(STAMP) browser hub-proxy lint site
	$(VENV)/bin/pytest -n $(TEST_JOBS) --dist loadgroup

# Figures for the issues' speed goals. The full runs are long (the Tula bot on 10,000
# deals takes about 25 minutes on two cores, the Tulaga table at 1 s a move about an
# hour); `make bench` runs quick versions, `make bench-full` the ones the notes quote.
bench: $(STAMP)
	$(PY) bench/bench_tula_solver.py
	$(PY) bench/bench_tula_bot.py --deals 500
	$(PY) bench/bench_tulaga_bots.py --games 20 --budget 0.2 --jobs 2
	$(PY) bench/tulaga_ladder.py report
	$(PY) bench/bench_chola.py
	$(PY) bench/bench_chola_deck.py --games 20
	$(PY) bench/bench_chola_planner.py --games 4
	$(PY) bench/bench_review.py --games 3
	$(PY) bench/bench_pages.py --runs 1
	$(MAKE) site
	$(PY) bench/bench_static_site.py --runs 1 --pages tula-play
	$(PY) bench/bench_browser_levels.py --positions 2

bench-full: $(STAMP)
	$(PY) bench/bench_tula_solver.py
	$(PY) bench/bench_tula_bot.py --deals 10000 --jobs 2
	$(PY) bench/bench_tulaga_bots.py --games 100 --budget 1.0 --jobs 2
	$(PY) bench/bench_chola.py
	$(PY) bench/bench_chola_deck.py
	$(PY) bench/bench_chola_deck.py --seats --games 400
	$(PY) bench/bench_chola_planner.py
	$(PY) bench/bench_chola_planner.py --lineup half
	$(PY) bench/bench_review.py
	$(PY) bench/bench_pages.py
	$(PY) bench/bench_load.py --pages 1,10,20,30
	$(PY) bench/bench_class.py --pages 1,10,20,30
	$(PY) bench/bench_class.py --pages 30 --pool 35 --voila-arg=--VoilaKernelManager.fill_delay=60
	$(MAKE) site
	$(PY) bench/bench_static_site.py --runs 5
	$(PY) bench/bench_browser_levels.py --positions 10

clean:
	rm -rf $(VENV) $(SITE_VENV) .pytest_cache .ruff_cache .hypothesis .cache/site
