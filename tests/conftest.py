"""Fixtures shared by the integration and e2e suites: both stores, for real."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings as hypothesis_settings

from api.services import Services, open_services
from api.settings import Settings

# Property tests judge correctness, not speed (the benchmarks in bench/ do that): on a busy
# machine an example may take longer than hypothesis's default deadline of 200 ms.
hypothesis_settings.register_profile("bridge-ledger", deadline=None)
hypothesis_settings.load_profile("bridge-ledger")

# The processes the tests start (`bridge-ledger serve`, each command-line call) run this
# tree's code: the installed script would import the packages from wherever the virtual
# environment was installed from, and a working copy beside it (a second clone sharing
# one environment) would have its servers run the other copy's code.
ROOT = Path(__file__).resolve().parents[1]
os.environ["PYTHONPATH"] = os.pathsep.join(
    [str(ROOT), *(p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p)]
)

# Every process of the run (workers, servers, commands) reads the library's parse kept by the
# first (library/loader.py): 2.5 s of CPU each otherwise. Kept in .pycache, by a key that
# changes with any module file or any line of the library's and the domain's code.
os.environ.setdefault("BRIDGE_LEDGER_LIBRARY_CACHE", str(ROOT / ".pycache" / "library"))

# Every process of the run likewise reads the deals DDS solved before (api/double_dummy.py):
# the stores, servers and tests deal the same hand records again and again (the club night's
# 28 deals on each store, twice: by the preparer and by the published results), a quarter of
# a second of DDS each. Keyed by the deal and by the solver's code; tests/integration/
# test_hand_records.py solves with DDS itself, the variable unset.
os.environ.setdefault("BRIDGE_LEDGER_DDS_CACHE", str(ROOT / ".pycache" / "dds"))

STORES = ("sqlite", "postgresql")
POSTGRES_URL_VARIABLE = "BRIDGE_LEDGER_TEST_POSTGRES_URL"


def postgres_url_or_stop() -> str:
    """The throwaway cluster's URL; in CI its absence is a failure, never a skip."""
    url = os.environ.get(POSTGRES_URL_VARIABLE)
    if url:
        return url
    message = f"{POSTGRES_URL_VARIABLE} is not set: run the suite with `make test`."
    if os.environ.get("CI"):
        pytest.fail(message)
    pytest.skip(message)


def database_url_for(store: str, data_dir: Path) -> str:
    if store == "sqlite":
        return f"sqlite:///{data_dir / 'bridge_ledger.sqlite'}"
    return f"{postgres_url_or_stop()}?schema=t_{uuid.uuid4().hex[:16]}"


def drop_schema(database_url: str) -> None:
    settings = Settings(Path("."), database_url)
    if settings.store != "postgresql":
        return
    import psycopg
    from psycopg import sql

    with psycopg.connect(settings.postgres_conninfo, autocommit=True) as connection:
        connection.execute(
            sql.SQL("DROP SCHEMA IF EXISTS {} CASCADE").format(
                sql.Identifier(settings.postgres_schema)
            )
        )


@pytest.fixture(params=STORES)
def store(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def settings(store: str, tmp_path: Path) -> Iterator[Settings]:
    url = database_url_for(store, tmp_path)
    yield Settings(tmp_path, url)
    drop_schema(url)


@pytest.fixture
def services(settings: Settings) -> Iterator[Services]:
    opened = open_services(settings)
    yield opened
    opened.close()


# The slowest tests of the last runs (`--durations`, both stores), slowest first. xdist
# hands out the first quarter of the tests one at a time, in turn, to its workers: started
# first, these run side by side at the beginning instead of leaving one worker busy with a
# minute-long test at the end while the other has nothing left to do.
SLOWEST_FIRST = (
    "tests/e2e/test_openapi_conformance.py::test_every_operation_answers_as_documented",
    "tests/e2e/test_club_night.py::test_a_club_night_from_the_hand_record_to_the_exports",
    "tests/integration/test_contract_unchanged.py::test_every_response_of_the_contract",
    "tests/e2e/test_club_night_cli.py::",
    "tests/browser/test_club_evening_web.py::",
    "tests/e2e/test_hostile_import_atomic.py::test_kill_9_during_an_import",
    "tests/unit/bench/test_records_selection.py::test_the_committed_records_sets_still_follow",
    "tests/unit/robots/test_robot_always_has_a_card.py::",
    "tests/browser/test_robot_claim_web.py::",
    "tests/e2e/test_hostile_connections.py::test_a_request_body_that_stops_arriving",
    "tests/e2e/test_hostile_connections.py::test_a_request_head_that_never_ends",
    "tests/browser/test_web_app.py::test_a_board_played_in_the_browser_then_replayed",
    "tests/e2e/test_sessions.py::test_an_eight_table_session_of_sixteen_boards",
    "tests/e2e/test_replay_double_dummy.py::",
    "tests/integration/test_hand_records_after_restart.py::",
    "tests/integration/test_ruling_auditors.py::test_a_viewer_audits_what_the_policy",
)


@pytest.hookimpl(trylast=True)  # after pytest has grouped the tests by their fixtures
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The slowest first; then the integration, e2e and browser tests; the unit tests,
    many and short, last, where they even out the two workers' ends (`make test` runs
    every suite in one run)."""

    def rank(item: pytest.Item) -> int:
        found = (i for i, prefix in enumerate(SLOWEST_FIRST) if item.nodeid.startswith(prefix))
        return next(found, len(SLOWEST_FIRST) + item.nodeid.startswith("tests/unit/"))

    items.sort(key=rank)  # stable: the others keep their order
