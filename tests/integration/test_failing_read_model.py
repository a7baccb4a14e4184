"""A read model that raises never turns a stored command into an error, never stops the
other read models, and follows the log again once it can (issue: one request broke the
server for good)."""

from __future__ import annotations

from typing import Any, ClassVar

import pytest
from fastapi.testclient import TestClient

from api.app import create_app
from api.services import open_services
from api.settings import Settings
from domain.board import Board
from projections import all_projections
from projections import failures as failures_module
from projections.base import WritesAsItGoes, event_dispatch
from projections.database import Cursor


class FlakyBoardNumbers(WritesAsItGoes):
    """Records board numbers, and raises on board 13 while `broken`."""

    name: ClassVar[str] = "flaky_board_numbers"
    tables: ClassVar[dict[str, str]] = {"flaky_board_numbers": "board_number INTEGER NOT NULL"}
    clustered: ClassVar[tuple[str, ...]] = ()
    indexes: ClassVar[tuple[str, ...]] = ()
    broken = True

    @event_dispatch
    def process(self, event: object, cursor: Cursor) -> None:
        """Other events number no board."""

    @process.register(Board.Created)
    def _created(self, event: Board.Created, cursor: Cursor) -> None:
        if event.board_number == 13 and self.broken:
            raise RuntimeError("injected failure")
        cursor.execute("INSERT INTO flaky_board_numbers VALUES ($1)", (event.board_number,))


def seen(services: Any) -> list[int]:
    rows = services.database.query(
        "SELECT board_number FROM flaky_board_numbers ORDER BY board_number"
    )
    return [int(row[0]) for row in rows]


def test_a_failing_read_model_is_isolated_reported_and_retried(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    flaky = FlakyBoardNumbers()
    services = open_services(settings, [*all_projections(), flaky])
    try:
        client = TestClient(create_app(services))
        token = services.app.register_user("alice", _role("director"))[1]
        auth = {"Authorization": f"Bearer {token}"}
        for number in (12, 13, 14):
            reply = client.post("/boards", json={"board_number": number}, headers=auth)
            assert reply.status_code == 201, reply.text  # stored, so it succeeded

        health = client.get("/health").json()
        assert health["status"] == "degraded"
        [failure] = health["failing"]
        assert failure["read_model"] == "flaky_board_numbers"
        assert "injected failure" in failure["error"]
        thirteen = failure["position"]
        assert thirteen == (services.app.recorder.max_notification_id() or 0) - 1

        # The other read models followed every event; the flaky one stopped before 13.
        listed = client.get("/boards", headers=auth).json()["items"]
        assert sorted(b["board_number"] for b in listed) == [12, 13, 14]
        assert seen(services) == [12]
        assert services.runner.positions()["flaky_board_numbers"] < thirteen

        # Still broken: a retry fails again, with a longer delay.
        monkeypatch.setattr(failures_module, "FIRST_RETRY_SECONDS", 0.0)
        services.runner.failures()[0].retry_at = 0
        services.runner.retry_due()
        assert services.runner.failures()[0].attempts == 2

        flaky.broken = False
        services.runner.failures()[0].retry_at = 0
        assert client.post("/boards", json={"board_number": 15}, headers=auth).status_code == 201
        assert client.get("/health").json() == {
            "status": "ok",
            "store": settings.store,
            "failing": [],
        }
        assert seen(services) == [12, 13, 14, 15]
        before = {p: services.runner.positions()[p] for p in services.runner.positions()}
        assert len(set(before.values())) == 1  # every read model at the same position
    finally:
        services.close()


def test_a_read_model_failing_at_start_does_not_stop_the_service(settings: Settings) -> None:
    flaky = FlakyBoardNumbers()
    first = open_services(settings, [*all_projections(), flaky])
    actor_token = first.app.register_user("bob", _role("player"))[1]
    first.close()
    # Board 13 is stored while nothing projects it; a restart then meets it.
    from domain.actors import Actor, Role
    from domain.board.new_board import CreateBoard

    plain = open_services(settings)
    plain.app.create_board(Actor("bob", Role.PLAYER), CreateBoard(board_number=13))
    plain.close()

    restarted = open_services(settings, [*all_projections(), flaky])
    try:
        assert [f.projection for f in restarted.runner.failures()] == ["flaky_board_numbers"]
        client = TestClient(create_app(restarted))
        auth = {"Authorization": f"Bearer {actor_token}"}
        assert client.post("/boards", json={"board_number": 2}, headers=auth).status_code == 201
        assert len(client.get("/boards", headers=auth).json()["items"]) == 2
    finally:
        restarted.close()


def _role(name: str) -> Any:
    from domain.actors import Role

    return Role(name)
