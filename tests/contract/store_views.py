"""What a store holds and shows: its stored events, its aggregates, the views of each
aggregate over HTTP, and its read-model tables. Used to record the 0.9.0 store fixture
(tests/contract/record.py) and to judge how later code loads it
(tests/integration/test_store_0_9_0.py)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from uuid import UUID

from eventsourcing.application import Application
from eventsourcing.persistence import StoredEvent
from fastapi.testclient import TestClient

from api.app import create_app
from api.services import Services

# The event tables of the SQLite store, each with the application that writes it.
SQLITE_EVENT_TABLES = {
    "boards": "stored_events",
    "systems": "bidding_system_events",
    "scoring": "scoring_events",
}
# Tables of the store that are no read model: the event logs, snapshots, the position of
# each read model, the users' token generation, the double-dummy cache.
NOT_READ_MODELS = frozenset(
    {
        *SQLITE_EVENT_TABLES.values(),
        "stored_snapshots",
        "projection_tracking",
        "user_generation",
        "deal_analyses",
        "process_positions",  # a process's place in the log (api/table_board_results.py)
        # Read models' tables since renamed (projections/rulings.py TABLE): a store made
        # before keeps them as they were, and nothing reads them.
        "ruling_log",
        "ruling_weighted_parts",
    }
)
PAGE = 500


def applications(services: Services) -> dict[str, Application[UUID]]:
    return {"boards": services.app, "systems": services.systems, "scoring": services.scoring}


def notifications(app: Application[UUID]) -> Iterator[Any]:
    """Every stored event of `app`, in the order of its log."""
    start = 1
    while True:
        page = app.recorder.select_notifications(start, PAGE)
        yield from page
        if len(page) < PAGE:
            return
        start = page[-1].id + 1


def sqlite_stored_events(path: Path) -> dict[str, list[StoredEvent]]:
    """The stored events of a SQLite store file, read without the application."""
    found: dict[str, list[StoredEvent]] = {}
    with sqlite3.connect(path) as connection:
        for name, table in SQLITE_EVENT_TABLES.items():
            rows = connection.execute(
                f"SELECT originator_id, originator_version, topic, state FROM {table} "
                "ORDER BY rowid"
            )
            found[name] = [
                StoredEvent(
                    originator_id=UUID(str(r[0])),
                    originator_version=int(r[1]),
                    topic=str(r[2]),
                    state=bytes(r[3]),
                )
                for r in rows
            ]
    return found


@dataclass(frozen=True)
class Aggregates:
    """The aggregates of a store by kind, each with its version, from the event logs."""

    versions: dict[str, dict[str, int]]  # kind -> id -> version
    topics: dict[str, int]  # topic -> how many events
    session_boards: dict[str, list[int]]  # session id -> the board numbers it has results for

    @property
    def boards(self) -> list[str]:
        return sorted(self.versions.get("Board", {}))


def aggregates(services: Services) -> Aggregates:
    """Every stored event decoded by the application's mapper (each must load)."""
    versions: dict[str, dict[str, int]] = {}
    kinds: dict[str, str] = {}
    topics: dict[str, int] = {}
    session_boards: dict[str, set[int]] = {}
    for app in applications(services).values():
        for stored in notifications(app):
            event = app.mapper.to_domain_event(stored)
            originator = str(stored.originator_id)
            topics[stored.topic] = topics.get(stored.topic, 0) + 1
            if stored.originator_version == 1:
                kinds[originator] = stored.topic.split(":")[1].split(".")[0]
            kind = kinds[originator]
            versions.setdefault(kind, {})[originator] = stored.originator_version
            number = getattr(event, "board_number", None)
            if kind == "Session" and isinstance(number, int):
                session_boards.setdefault(originator, set()).add(number)
    return Aggregates(
        versions,
        dict(sorted(topics.items())),
        {key: sorted(numbers) for key, numbers in session_boards.items()},
    )


def repository_of(services: Services, kind: str) -> Application[UUID]:
    apps = applications(services)
    return {
        "Board": apps["boards"],
        "User": apps["boards"],
        "BiddingSystem": apps["systems"],
        "Session": apps["scoring"],
        "Rubber": apps["scoring"],
    }[kind]


def answer(client: TestClient, token: str, path: str, **params: Any) -> dict[str, Any]:
    reply = client.get(path, headers={"Authorization": f"Bearer {token}"}, params=params or None)
    body = (
        reply.json()
        if reply.headers.get("content-type", "").startswith("application/json")
        else reply.text
    )
    return {"status": reply.status_code, "body": body}


def views(services: Services, admin_token: str, found: Aggregates) -> dict[str, Any]:
    """What the admin reads of every aggregate, as the HTTP API answers."""
    # Entered, one event loop on one thread serves every request (bare, one each).
    with TestClient(create_app(services)) as client:

        def get(path: str, **params: Any) -> dict[str, Any]:
            return answer(client, admin_token, path, **params)

        boards = {
            board: {
                suffix or "view": get(f"/boards/{board}{suffix}")
                for suffix in ("", "/tricks", "/score", "/events", "/revokes", "/rulings")
            }
            for board in found.boards
        }
        sessions = {
            session: {
                "session": get(f"/sessions/{session}"),
                "ranking": get(f"/sessions/{session}/ranking"),
                "travellers": {
                    str(number): get(f"/sessions/{session}/boards/{number}")
                    for number in found.session_boards.get(session, [])
                },
            }
            for session in sorted(found.versions.get("Session", {}))
        }
        rubbers = {
            rubber: get(f"/rubbers/{rubber}") for rubber in sorted(found.versions.get("Rubber", {}))
        }
        systems = {
            system: {
                part or "view": get(f"/systems/{system}{part}")
                for part in ("", "/rules", "/history")
            }
            for system in sorted(found.versions.get("BiddingSystem", {}))
        }
        return {
            "boards": boards,
            "sessions": sessions,
            "rubbers": rubbers,
            "systems": systems,
            "users": get("/users", limit=500),
            "rulings": get("/rulings", limit=500),
        }


def read_model_tables(services: Services) -> list[str]:
    if services.settings.store == "sqlite":
        rows = services.database.query(
            "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
        )
    else:
        rows = services.database.query(
            "SELECT table_name FROM information_schema.tables "
            "WHERE table_schema = current_schema() ORDER BY table_name"
        )
    names = [str(row[0]) for row in rows]
    return [
        name
        for name in names
        if name not in NOT_READ_MODELS and not name.endswith(("_events", "_snapshots"))
    ]


def read_model_dump(services: Services) -> dict[str, list[Any]]:
    """Every read-model table's rows, sorted, as JSON reads them."""
    dump: dict[str, list[Any]] = {}
    for table in read_model_tables(services):
        rows = services.database.query(f"SELECT * FROM {table}")
        plain = json.loads(json.dumps([list(row) for row in rows], default=str))
        dump[table] = sorted(plain, key=lambda row: json.dumps(row, sort_keys=True))
    return dump


def copy_events_into(services: Services, sqlite_file: Path) -> int:
    """The SQLite file's stored events written into the (fresh) store of `services`
    through the event-store library's recorders, each log into its application's."""
    apps = applications(services)
    copied = 0
    for name, stored in sqlite_stored_events(sqlite_file).items():
        for start in range(0, len(stored), PAGE):
            apps[name].recorder.insert_events(stored[start : start + PAGE])
        copied += len(stored)
    return copied
