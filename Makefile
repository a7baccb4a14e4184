# Bridge Ledger: every target does its own set-up on a fresh machine.
#
#   make run     # creates .venv, installs, serves http://127.0.0.1:8000 on SQLite in ./var
#                # (make run PORT=8080 HOST=0.0.0.0 to listen elsewhere)
#   make test    # lint, unit tests, then integration + e2e against SQLite and a throwaway
#                # PostgreSQL (installed with apt-get if missing), and the web app in
#                # headless Chromium (Debian's package, installed with apt-get if missing)
#   make lint | test-unit | test-integration | bench | clean | venv
#   make screenshots  # refreshes docs/screenshots from the web app (the tests write theirs
#                     # to a scratch folder and leave the documentation's alone)
#
# PYTEST_ARGS passes extra options to every pytest run, e.g. make test PYTEST_ARGS='-x -v'.

SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
.ONESHELL:
.DELETE_ON_ERROR:
MAKEFLAGS += --no-print-directory

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
# Two stamps: `make run` installs what running needs; the tests add the [dev] tools.
RUN_STAMP := $(VENV)/.installed-run
STAMP := $(VENV)/.installed
PYTEST_ARGS ?=
# Tests run on both cores (pytest-xdist); PYTEST_WORKERS=0 runs them in one process.
PYTEST_WORKERS ?= 2
# The tests start Python often (a server per store and per worker, servers of their own,
# one process per command-line call). With PYTHONDONTWRITEBYTECODE set, as in this
# machine's shells, each would compile every module of the project from source again
# (0.4 s of CPU a start); the tests keep their bytecode in .pycache instead, outside the
# sources.
PYCACHE := $(CURDIR)/.pycache
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: venv run lint test test-unit test-integration screenshots bench clean

venv: $(STAMP)

define MAKE_VENV
make_venv() {
  if ! [ -x $(BIN)/python ]; then
    if ! $(PYTHON) -c 'import ensurepip, venv' 2>/dev/null && command -v apt-get >/dev/null; then
      echo "make: $(PYTHON) cannot create virtual environments: installing python3-venv" >&2
      sudo=; [ "$$(id -u)" -eq 0 ] || sudo='sudo -n'
      $$sudo apt-get update -qq
      $$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv </dev/null
    fi
    $(PYTHON) -m venv $(VENV)
  fi
  $(BIN)/python -m pip install --quiet --upgrade pip
}
endef

$(RUN_STAMP): pyproject.toml constraints.txt
	@$(MAKE_VENV)
	make_venv
	$(BIN)/python -m pip install -c constraints.txt -e .
	touch $@

$(STAMP): pyproject.toml constraints.txt
	@$(MAKE_VENV)
	make_venv
	$(BIN)/python -m pip install -c constraints.txt -e '.[dev]'
	touch $@ $(RUN_STAMP)

run: $(RUN_STAMP)
	exec $(BIN)/bridge-ledger serve --host $(HOST) --port $(PORT) --data-dir ./var

# Runs every check and fails at the end if any failed, so one run shows all problems.
lint: $(STAMP)
	status=0
	$(BIN)/ruff check . || status=1
	$(BIN)/ruff format --check . || status=1
	$(BIN)/mypy || status=1
	$(BIN)/lint-imports || status=1
	$(BIN)/bridge-ledger library check || status=1
	exit $$status

# pytest exits 5 when it collects no tests: that is success only while the given
# directories hold no test files at all.
define RUN_PYTEST
run_pytest() {
  local rc=0
  export PYTHONDONTWRITEBYTECODE= PYTHONPYCACHEPREFIX=$(PYCACHE)
  echo "+ pytest -n $(PYTEST_WORKERS) $(PYTEST_ARGS) $$*" >&2
  $(BIN)/python -m pytest -n $(PYTEST_WORKERS) $(PYTEST_ARGS) "$$@" || rc=$$?
  # CPU so far of this shell (first line) and of what it started and waited for: pytest,
  # its workers and their servers and commands, not PostgreSQL (second line, user and
  # sys): the figure to compare on a shared machine, where the wall is the others' load
  echo "make: CPU after pytest $$*:" >&2
  times >&2
  if [ $$rc -eq 5 ] && [ -z "$$(find "$$@" \( -name 'test_*.py' -o -name '*_test.py' \) -print -quit)" ]; then
    echo "make: no test files in $$* yet" >&2
    rc=0
  fi
  return $$rc
}
endef

# One pytest run for every suite, the checks of `lint` beside it: the integration tests
# leave the cores idle while they wait (on servers, on PostgreSQL, on a browser, on a
# timeout they check), and the unit tests fill those gaps; run one after the other, each
# run also waited for its own slowest test at the end with one core idle. The checks'
# report is printed after the tests'; either failing fails `make test`.
# Debian's chromium for the browser tests, installed when missing.
define INSTALL_CHROMIUM
if ! [ -x /usr/bin/chromium ] && command -v apt-get >/dev/null; then
  echo "make: installing Debian's chromium for the browser tests" >&2
  sudo=; [ "$$(id -u)" -eq 0 ] || sudo='sudo -n'
  $$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium </dev/null \
    || { $$sudo apt-get update -qq && $$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium </dev/null; }
fi
endef

# The throwaway PostgreSQL, stopped and removed when the recipe's shell exits.
define START_POSTGRES
pgdir=$$(mktemp -d /tmp/bridge-ledger-pg.XXXXXX)
trap 'bash scripts/pg_throwaway.sh stop "$$pgdir" || true' EXIT
trap 'exit 130' INT TERM HUP
url=$$(bash scripts/pg_throwaway.sh start "$$pgdir" | tail -n 1)
export BRIDGE_LEDGER_TEST_POSTGRES_URL=$$url
echo "+ BRIDGE_LEDGER_TEST_POSTGRES_URL=$$url" >&2
endef

test: $(STAMP)
	@$(RUN_PYTEST)
	$(INSTALL_CHROMIUM)
	$(START_POSTGRES)
	lint_log=$$(mktemp)
	trap 'bash scripts/pg_throwaway.sh stop "$$pgdir" || true; rm -f "$$lint_log"' EXIT
	$(MAKE) lint >"$$lint_log" 2>&1 &
	lint_pid=$$!
	rc=0
	# two runs: the browser tests' Playwright keeps an event loop running in its worker,
	# where a later unit test's asyncio.run() fails (one run tried in 0.26.0: 11 failures)
	run_pytest tests/unit || rc=$$?
	PYTEST_ADDOPTS="--durations=15" run_pytest tests/integration tests/e2e tests/browser \
	  || rc=$$?
	lint_rc=0
	wait $$lint_pid || lint_rc=$$?
	echo "+ make lint (run beside the tests)" >&2
	cat "$$lint_log"
	[ $$lint_rc -eq 0 ] || echo "make: lint failed" >&2
	[ $$rc -eq 0 ] && [ $$lint_rc -eq 0 ]

test-unit: $(STAMP)
	@$(RUN_PYTEST)
	run_pytest tests/unit

# Integration and end-to-end tests run against SQLite and PostgreSQL (the tests
# parametrise both stores and read BRIDGE_LEDGER_TEST_POSTGRES_URL); the browser tests
# drive the web app in Debian's Chromium (installed here when missing; Playwright for
# Python drives it, and never downloads a browser of its own).
test-integration: $(STAMP)
	@$(RUN_PYTEST)
	$(INSTALL_CHROMIUM)
	$(START_POSTGRES)
	# the slowest tests are named, so that the suite's ten minutes are watched
	PYTEST_ADDOPTS="--durations=15" run_pytest tests/integration tests/e2e tests/browser

screenshots: $(STAMP)
	BRIDGE_LEDGER_SCREENSHOTS=$(CURDIR)/docs/screenshots $(BIN)/python -m pytest -n 0 \
	  tests/browser

bench: $(STAMP)
	$(BIN)/python bench/run.py

clean:
	rm -rf $(VENV) var .pycache .mypy_cache .ruff_cache .pytest_cache .hypothesis .pgtmp build *.egg-info
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
