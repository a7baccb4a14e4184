"""`GET /board-sets`: the sets dealt with `POST /board-sets` that the requester may see, a
page at a time, over HTTP on both stores (docs/contract.md "The new-session form deals the
boards"). A set's seed deals every hand of it, so it is listed only to those who saw each
of its boards whole when it was dealt: its director and admins."""

from __future__ import annotations

from typing import Any

from tests.e2e.table import Person, Server


def every_set(person: Person) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    cursor = None
    while True:
        reply = person.get("/board-sets", limit=1, **({"cursor": cursor} if cursor else {}))
        assert reply.status_code == 200, reply.text
        page = reply.json()
        assert len(page["items"]) <= 1
        found += page["items"]
        cursor = page["next"]
        if cursor is None:
            return found


def test_a_director_lists_the_sets_he_dealt_and_nobody_else_sees_them(server: Server) -> None:
    director = server.person("tdlists", "director")
    other = server.person("tdother", "director")
    player = server.person("setplayer")
    first = director.post("/board-sets", {"seed": 77, "count": 6}).json()
    second = director.post("/board-sets", {"first": 7, "count": 3}).json()  # a seed drawn
    # A player's own set, he sitting North: he does not see its other hands, so not its seed.
    others = {seat: server.person(f"seat{seat.lower()}").name for seat in "ESW"}
    seats = {"N": player.name, **others}
    seated = player.post("/board-sets", {"seed": 5, "count": 2, "seats": seats})
    assert seated.status_code == 201, seated.text

    listed = director.get("/board-sets")
    assert listed.status_code == 200, listed.text
    page = listed.json()
    assert page["next"] is None
    summary = [(s["seed"], s["first"], s["count"], s["mode"], s["boards"]) for s in page["items"]]
    assert summary == [
        (77, 1, 6, "practice", [b["id"] for b in first["boards"]]),
        (second["seed"], 7, 3, "practice", [b["id"] for b in second["boards"]]),
    ]
    assert all(s["created_by"] == director.name and s["created_at"] for s in page["items"])
    assert every_set(director) == page["items"]  # a page at a time, the same sets in order

    assert other.get("/board-sets").json() == {"items": [], "next": None}
    assert player.get("/board-sets").json() == {"items": [], "next": None}
    by_admin = {s["id"]: s for s in every_set(server.admin)}
    assert {s["id"] for s in page["items"]} <= set(by_admin)
    assert [s["seed"] for s in by_admin.values() if s["created_by"] == player.name] == [5]


def test_the_list_refuses_what_it_does_not_take(server: Server) -> None:
    director = server.person("tdrefused", "director")
    assert server.client.get("/board-sets").status_code == 401
    for params, words in (
        ({"offset": "10"}, "'offset' is not a parameter of this list; it takes cursor, limit."),
        ({"cursor": "not-one"}, "cursor"),
        ({"limit": "0"}, "limit"),
        ({"limit": "201"}, "limit"),
    ):
        reply = director.get("/board-sets", **params)
        assert reply.status_code == 422, reply.text
        detail = reply.json()["detail"]
        assert words in detail and len(detail) < 300, detail
