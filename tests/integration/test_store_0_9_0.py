"""A store written by 0.9.0 loads unchanged (issue 29): tests/fixtures/store-0.9.0 holds the
SQLite store the contract scenario left, with at least one event of every event class of
0.9.0, and what 0.9.0 showed of it. On SQLite the file itself is opened; on PostgreSQL
its stored events are copied, as they are, into a fresh store through the event-store
library's recorders. Then every stored event must decode, every aggregate load, every
view read as 0.9.0 read it, and the rebuilt read models hold the same rows.
(Rewritten with `python -m tests.contract.record` on the code of 0.9.0 only.)"""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from uuid import UUID

import pytest

from api.cli import rebuild
from api.services import Services, open_services
from api.settings import Settings
from tests.contract import store_views
from tests.contract.compare import describe

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "store-0.9.0"
STORE_FILE = FIXTURE / "bridge_ledger.sqlite"


def fixture_json(name: str) -> Any:
    return json.loads((FIXTURE / name).read_text())


def open_the_old_store(settings: Settings) -> Services:
    if settings.store == "sqlite":
        settings.sqlite_path.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(STORE_FILE, settings.sqlite_path)
        settings.sqlite_path.chmod(0o600)
        return open_services(settings)
    fresh = open_services(settings)
    try:
        copied = store_views.copy_events_into(fresh, STORE_FILE)
    finally:
        fresh.close()
    assert copied == sum(fixture_json("topics.json")["found"].values())
    return open_services(settings)  # which projects the copied log into the read models


@pytest.fixture
def old_store(settings: Settings) -> Iterator[Services]:
    services = open_the_old_store(settings)
    yield services
    services.close()


def admin_token() -> str:
    return (FIXTURE / "admin.token").read_text().strip()


def test_every_stored_event_and_every_aggregate_loads(old_store: Services) -> None:
    found = store_views.aggregates(old_store)  # each event through the application's mapper
    topics = fixture_json("topics.json")
    assert found.topics == topics["found"]
    missing = set(topics["event_classes"]) - set(found.topics)
    if missing:
        pytest.fail(f"the fixture's store lacks events of {sorted(missing)}")
    for kind, versions in found.versions.items():
        repository = store_views.repository_of(old_store, kind).repository
        for originator, version in versions.items():
            aggregate: Any = repository.get(UUID(originator))
            assert aggregate.version == version, (kind, originator)


def compare_views(services: Services) -> list[str]:
    found = store_views.aggregates(services)
    now = store_views.views(services, admin_token(), found)
    recorded = fixture_json("views.json")
    problems: list[str] = []
    for section, items in recorded.items():
        if not isinstance(items, dict) or "status" in items:
            problem = describe(section, items, now.get(section))
            problems += [problem] if problem else []
            continue
        for key, was in items.items():
            problem = describe(f"{section} {key}", was, now.get(section, {}).get(key))
            problems += [problem] if problem else []
        extra = set(now.get(section, {})) - set(items)
        problems += [f"{section}: not recorded {sorted(extra)}"] if extra else []
    return problems


def test_every_view_of_every_aggregate_is_as_0_9_0_showed_it(old_store: Services) -> None:
    problems = compare_views(old_store)
    if problems:
        pytest.fail(f"{len(problems)} views differ:\n" + "\n".join(problems[:8]))


def test_the_rebuilt_read_models_hold_the_rows_of_0_9_0(settings: Settings) -> None:
    open_the_old_store(settings).close()
    rebuild(data_dir=settings.data_dir, database_url=settings.database_url)
    services = open_services(settings)
    try:
        dump = store_views.read_model_dump(services)
        recorded = fixture_json("read_models.json")
        problems = [
            problem
            for table in sorted(set(recorded) | set(dump))
            if (problem := describe(f"table {table}", recorded.get(table), dump.get(table)))
        ]
        if problems:
            pytest.fail("\n".join(problems))
        views = compare_views(services)
        if views:
            pytest.fail("after the rebuild:\n" + "\n".join(views[:8]))
    finally:
        services.close()
