"""Users and tokens (docs/contract.md "Users"), health, and the score calculator."""

from __future__ import annotations

import stat

import pytest

from tests.e2e.table import Server


def test_health_needs_no_token(server: Server) -> None:
    reply = server.client.get("/health").json()
    assert reply == {"status": "ok", "store": server.store, "failing": []}


def test_admin_token_file_is_private(server: Server) -> None:
    mode = (server.data_dir / "admin.token").stat().st_mode
    assert stat.S_IMODE(mode) == 0o600


def test_users(server: Server) -> None:
    alice = server.person("alice")
    assert alice.get("/users/me").json() == {"name": alice.name, "role": "player"}
    assert alice.post("/users", {"name": "mallory"}).status_code == 403
    assert server.admin.post("/users", {"name": alice.name}).status_code == 409
    assert server.admin.post("/users", {"name": "bad name!"}).status_code == 422
    assert server.admin.post("/users", {"name": "carol", "role": "emperor"}).status_code == 422
    assert server.client.get("/users/me").status_code == 401


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("contract=4SX&declarer=S&vulnerability=NS&tricks=8", {"NS": -500, "EW": 500}),
        ("contract=3NT&declarer=E&vulnerability=None&tricks=9", {"NS": -400, "EW": 400}),
        ("contract=6HXX&declarer=N&vulnerability=All&tricks=12", {"NS": 2070, "EW": -2070}),
        ("contract=1N&declarer=w&vulnerability=Both&tricks=7", {"NS": -90, "EW": 90}),
    ],
)
def test_score_calculator(server: Server, query: str, expected: dict[str, int]) -> None:
    assert server.admin.get(f"/scoring/duplicate?{query}").json() == expected


@pytest.mark.parametrize(
    "query",
    [
        "contract=4SX&declarer=S&vulnerability=NS&tricks=14",
        "contract=8S&declarer=S&vulnerability=NS&tricks=8",
        "contract=4S&declarer=Q&vulnerability=NS&tricks=8",
        "contract=4S&declarer=S&vulnerability=Some&tricks=8",
        "contract=4S&declarer=S&vulnerability=NS&tricks=x",
        "contract=4S&declarer=S",
    ],
)
def test_score_calculator_refuses_bad_values(server: Server, query: str) -> None:
    reply = server.admin.get(f"/scoring/duplicate?{query}")
    assert reply.status_code == 422 and reply.json()["detail"]
