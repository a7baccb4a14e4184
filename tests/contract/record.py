"""Rewrites the fixtures that judge later code against this version:

    python -m tests.contract.record

- tests/fixtures/contract-VERSION/responses.json: the scenario's steps (scenario.py);
- tests/fixtures/contract-VERSION/openapi.json: GET /openapi.json;
- tests/fixtures/store-VERSION/: the SQLite store the scenario leaves (vacuumed), the
  admin's token of that throwaway store, the topics it holds and the event classes of
  this version, the admin's views of every aggregate, and the read-model tables after a
  rebuild.

It refuses to write anything when a step did not answer the status the scenario
expected, or when the store lacks an event of some class of this version.
"""

from __future__ import annotations

import importlib
import json
import pkgutil
import shutil
import sqlite3
import sys
import tempfile
from pathlib import Path
from typing import Any

from eventsourcing.domain import Aggregate, CanMutateAggregate
from eventsourcing.utils import get_topic
from fastapi.testclient import TestClient

import domain
from api.app import create_app
from api.cli import rebuild
from api.services import Services, open_services
from api.settings import Settings
from tests.contract import store_views
from tests.contract.scenario import run_scenario

VERSION = "0.9.0"
FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
CONTRACT = FIXTURES / f"contract-{VERSION}"
STORE = FIXTURES / f"store-{VERSION}"
STORE_FILE = "bridge_ledger.sqlite"


def write_json(path: Path, value: Any) -> None:
    path.write_text(json.dumps(value, indent=1, ensure_ascii=False, sort_keys=False) + "\n")


def event_classes() -> list[str]:
    """The topic of every event class an aggregate of this code can record: the classes
    its class body names, without the base `Event`, the library's unused default
    `Created` when the aggregate names its own creation event, and the bases that only
    group other events (never triggered themselves)."""
    for module in pkgutil.walk_packages(domain.__path__, "domain."):
        importlib.import_module(module.name)
    topics: set[str] = set()
    pending: list[type[Any]] = [Aggregate]
    aggregates: list[type[Any]] = []
    while pending:
        for sub in pending.pop().__subclasses__():
            pending.append(sub)
            if sub.__module__.startswith("domain."):
                aggregates.append(sub)
    for aggregate in aggregates:
        events = {
            name: value
            for name, value in vars(aggregate).items()
            if isinstance(value, type) and issubclass(value, CanMutateAggregate) and name != "Event"
        }
        own_creation = [
            e for n, e in events.items() if n != "Created" and issubclass(e, Aggregate.Created)
        ]
        for name, event in events.items():
            if name == "Created" and own_creation:
                continue
            if any(other is not event and issubclass(other, event) for other in events.values()):
                continue
            topics.add(get_topic(event))
    return sorted(topics)


def record_contract(data_dir: Path) -> tuple[Services, str]:
    settings = Settings(data_dir, f"sqlite:///{data_dir / STORE_FILE}")
    services = open_services(settings)
    recording = run_scenario(services)
    if recording.surprises or recording.stopped:
        problems = [*recording.surprises, *([recording.stopped] if recording.stopped else [])]
        sys.exit("The scenario met unexpected answers:\n" + "\n".join(problems))
    CONTRACT.mkdir(parents=True, exist_ok=True)
    write_json(CONTRACT / "responses.json", recording.steps)
    document = TestClient(create_app(services)).get("/openapi.json").json()
    write_json(CONTRACT / "openapi.json", document)
    print(f"{len(recording.steps)} steps recorded in {CONTRACT}")
    return services, recording.admin_token


def record_store(services: Services, admin_token: str, data_dir: Path) -> None:
    found = store_views.aggregates(services)
    classes = event_classes()
    missing = sorted(set(classes) - set(found.topics))
    if missing:
        sys.exit(f"The store holds no event of {missing}: extend the scenario.")
    STORE.mkdir(parents=True, exist_ok=True)
    write_json(STORE / "views.json", store_views.views(services, admin_token, found))
    write_json(STORE / "topics.json", {"event_classes": classes, "found": found.topics})
    services.close()
    rebuild(data_dir=data_dir, database_url=f"sqlite:///{data_dir / STORE_FILE}")
    settings = Settings(data_dir, f"sqlite:///{data_dir / STORE_FILE}")
    reopened = open_services(settings)
    write_json(STORE / "read_models.json", store_views.read_model_dump(reopened))
    reopened.close()
    path = STORE / STORE_FILE
    shutil.copyfile(data_dir / STORE_FILE, path)
    connection = sqlite3.connect(path)
    connection.execute("VACUUM")
    connection.close()
    (STORE / "admin.token").write_text(admin_token + "\n")
    print(
        f"{sum(found.topics.values())} events of {len(found.topics)} topics in {path} "
        f"({path.stat().st_size:,} bytes)"
    )


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        data_dir = Path(folder)
        services, admin_token = record_contract(data_dir)
        record_store(services, admin_token, data_dir)


if __name__ == "__main__":
    main()
