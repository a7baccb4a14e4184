"""Listing users, changing roles, rotating and revoking tokens over HTTP
(docs/contract.md "Users")."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from tests.e2e.table import Person, Server


def put(person: Person, path: str, body: Any) -> httpx.Response:
    return person.server.client.put(path, headers=person.headers, json=body)


def delete(person: Person, path: str) -> httpx.Response:
    return person.server.client.delete(path, headers=person.headers)


def as_token(server: Server, token: str) -> Person:
    return Person(server, "?", token)


def listed(server: Server, name: str) -> dict[str, Any]:
    """The user's entry in the admins' list, walking every page."""
    cursor: str | None = None
    while True:
        params: dict[str, Any] = {"limit": 50, **({"cursor": cursor} if cursor else {})}
        page = server.admin.get("/users", **params).json()
        for user in page["items"]:
            if user["name"] == name:
                return dict(user)
        cursor = page["next"]
        assert cursor is not None, f"{name} is not listed"


def test_admins_list_users_a_page_at_a_time(server: Server) -> None:
    alice = server.person("alice", "director")
    entry = listed(server, alice.name)
    assert set(entry) == {"name", "role", "created_at", "active"}
    assert (entry["role"], entry["active"]) == ("director", True)
    first = server.admin.get("/users", limit=1).json()
    assert len(first["items"]) == 1 and isinstance(first["next"], str)
    second = server.admin.get("/users", limit=1, cursor=first["next"]).json()
    assert second["items"][0]["name"] > first["items"][0]["name"]
    directors = server.admin.get("/users", role="director", limit=500).json()
    assert {user["role"] for user in directors["items"]} == {"director"}
    assert alice.name in {user["name"] for user in directors["items"]}


@pytest.mark.parametrize(
    "query",
    [
        {"limit": 0},
        {"limit": 501},
        {"limit": "many"},
        {"role": "emperor"},
        {"cursor": "not a cursor"},
        {"cursor": "x" * 201},
    ],
)
def test_a_bad_list_query_is_refused(server: Server, query: dict[str, Any]) -> None:
    reply = server.admin.get("/users", **query)
    assert reply.status_code == 422
    assert len(reply.json()["detail"]) < 200


def test_only_admins_list_users(server: Server) -> None:
    assert server.person("bob", "director").get("/users").status_code == 403
    assert server.client.get("/users").status_code == 401


def test_an_admin_changes_a_role_and_it_counts_at_once(server: Server) -> None:
    carol = server.person("carol")
    assert carol.get("/users").status_code == 403
    reply = put(server.admin, f"/users/{carol.name}/role", {"role": "admin"})
    assert reply.status_code == 200
    assert reply.json() == {"name": carol.name, "role": "admin", "active": True}
    assert carol.get("/users/me").json() == {"name": carol.name, "role": "admin"}
    assert carol.get("/users").status_code == 200
    reply = put(carol, f"/users/{carol.name}/role", {"role": "player"})  # another admin is left
    assert reply.json() == {"name": carol.name, "role": "player", "active": True}
    assert carol.get("/users").status_code == 403
    # The role it holds already: nothing changes, nothing is recorded.
    assert put(server.admin, f"/users/{carol.name}/role", {"role": "player"}).status_code == 200


@pytest.mark.parametrize(
    ("who", "name", "body", "status"),
    [
        ("player", "{other}", {"role": "admin"}, 403),
        ("player", "{self}", {"role": "admin"}, 403),
        ("player", "{other}", {"role": "emperor"}, 403),  # authorization before legality
        ("nobody", "{other}", {"role": "admin"}, 401),
        ("admin", "nobody-at-all", {"role": "admin"}, 404),
        ("admin", "{other}", {"role": "emperor"}, 422),
        ("admin", "{other}", {"role": "admin", "extra": 1}, 422),
        ("admin", "{other}", {}, 422),
        ("admin", "{other}", {"role": 3}, 422),
        ("admin", "bad name!", {"role": "admin"}, 422),
        ("admin", "x" * 65, {"role": "admin"}, 422),
    ],
)
def test_role_change_refusals(
    server: Server, who: str, name: str, body: dict[str, Any], status: int
) -> None:
    player, other = server.person("dan"), server.person("eve")
    actor = {"player": player, "admin": server.admin, "nobody": as_token(server, "wrong")}[who]
    path = "/users/" + name.format(other=other.name, self=player.name) + "/role"
    reply = put(actor, path, body)
    assert reply.status_code == status, reply.text
    assert len(reply.json()["detail"]) < 200
    assert listed(server, other.name)["role"] == "player"
    assert player.get("/users/me").json()["role"] == "player"


def test_a_user_rotates_their_own_token(server: Server) -> None:
    frank = server.person("frank")
    reply = frank.post(f"/users/{frank.name}/token")
    assert reply.status_code == 200
    body = reply.json()
    assert set(body) == {"name", "role", "token"}
    assert (body["name"], body["role"]) == (frank.name, "player")
    assert len(body["token"]) == 43 and body["token"] != frank.token
    assert frank.get("/users/me").status_code == 401  # the old token, at once
    renewed = Person(server, frank.name, body["token"])
    assert renewed.get("/users/me").json() == {"name": frank.name, "role": "player"}
    assert frank.post(f"/users/{frank.name}/token").status_code == 401


def test_token_refusals(server: Server) -> None:
    gina, hal = server.person("gina"), server.person("hal")
    assert gina.post(f"/users/{hal.name}/token").status_code == 403
    assert delete(gina, f"/users/{hal.name}/token").status_code == 403
    assert gina.post("/users/nobody-at-all/token").status_code == 403  # not even whether
    assert server.admin.post("/users/nobody-at-all/token").status_code == 404
    assert delete(server.admin, "/users/nobody-at-all/token").status_code == 404
    assert server.admin.post("/users/bad name!/token").status_code == 422
    assert delete(server.admin, f"/users/{'x' * 65}/token").status_code == 422
    assert server.client.post(f"/users/{hal.name}/token").status_code == 401
    assert hal.get("/users/me").status_code == 200  # nothing changed
    too_long = as_token(server, "t" * 10_000)
    reply = too_long.get("/users/me")
    assert reply.status_code == 401 and len(reply.text) < 200


def test_revoked_tokens_are_refused_until_an_admin_rotates(server: Server) -> None:
    ivy, jon = server.person("ivy"), server.person("jon")
    assert ivy.get("/users/me").status_code == 200  # the process now knows the token
    reply = delete(ivy, f"/users/{ivy.name}/token")  # by the user themselves
    assert (reply.status_code, reply.content) == (204, b"")
    assert ivy.get("/users/me").status_code == 401
    assert ivy.post(f"/users/{ivy.name}/token").status_code == 401  # cannot renew itself
    assert listed(server, ivy.name)["active"] is False
    assert delete(server.admin, f"/users/{ivy.name}/token").status_code == 204  # again: no-op

    assert jon.get("/users/me").status_code == 200
    assert delete(server.admin, f"/users/{jon.name}/token").status_code == 204
    assert jon.get("/users/me").status_code == 401

    reply = server.admin.post(f"/users/{ivy.name}/token")
    assert reply.status_code == 200
    renewed = Person(server, ivy.name, reply.json()["token"])
    assert renewed.get("/users/me").json() == {"name": ivy.name, "role": "player"}
    assert listed(server, ivy.name)["active"] is True
    assert ivy.get("/users/me").status_code == 401
