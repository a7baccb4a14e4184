"""GET /sessions a page at a time, on both stores (issue 35): `limit` and `cursor` as GET
/rulings takes them, the next page named by the `Link` header; the pages together are the
whole list, each session with its results counted and its teams, and a cursor this
service never gave out is refused."""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs, urlsplit

from tests.e2e.table import Person, Server


def pages(person: Person, limit: int) -> list[list[dict[str, Any]]]:
    """Every page, following each answer's `Link` to the next."""
    found: list[list[dict[str, Any]]] = []
    params: dict[str, Any] = {"limit": limit}
    while True:
        reply = person.get("/sessions", **params)
        assert reply.status_code == 200, reply.text
        found.append(reply.json())
        following = reply.links.get("next")
        if following is None:
            return found
        params = {
            key: values[0] for key, values in parse_qs(urlsplit(following["url"]).query).items()
        }


def test_the_sessions_come_a_page_at_a_time(server: Server) -> None:
    director = server.person("td", "director")
    player = server.person("pat")
    made = [
        director.post("/sessions", {"name": f"Evening {n}", "scoring": "MP"}).json()["id"]
        for n in range(5)
    ]
    teams = f"/sessions/{made[1]}/teams/Lions"
    assert director.put(teams, {"pairs": ["1", "2"]}).status_code == 200
    result = {"board_number": 1, "ns": "1", "ew": "2", "contract": "4S", "declarer": "N",
              "tricks": 10}  # fmt: skip
    assert director.post(f"/sessions/{made[3]}/results", result).status_code == 201

    whole = player.get("/sessions")
    assert whole.status_code == 200 and "link" not in whole.headers
    listed = whole.json()  # the server's other tests' sessions too
    mine = [s for s in listed if s["id"] in made]
    assert [s["id"] for s in mine] == made  # oldest first
    assert mine[1]["teams"] == {"Lions": ["1", "2"]} and mine[3]["results"] == 1
    for limit in (1, 2, 5):
        paged = pages(player, limit)
        assert {len(page) for page in paged[:-1]} <= {limit} and 0 < len(paged[-1]) <= limit
        assert [s for page in paged for s in page] == listed

    for cursor in ("nonsense", "WyJ4Il0="):  # not base64 JSON; a list of one
        refused = player.get("/sessions", cursor=cursor)
        assert refused.status_code == 422 and "cursor" in refused.json()["detail"]
    assert player.get("/sessions", limit=0).status_code == 422
    assert player.get("/sessions", limit=501).status_code == 422
