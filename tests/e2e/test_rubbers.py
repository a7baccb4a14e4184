"""Rubber and Chicago score sheets over HTTP on both stores: the worked examples of
tests/unit/rules/test_rubber.py entered deal by deal, a deal read from a board played in
the ledger (its honours read from the deal), and what is refused."""

from __future__ import annotations

from typing import Any

from tests.e2e.table import Person, Server, Table

TWO_ONE = [
    {"contract": "4S", "declarer": "N", "tricks": 10, "honours": {"side": "they", "points": 100}},
    {"contract": "3NT", "declarer": "E", "tricks": 9},
    {"contract": "2H", "declarer": "S", "tricks": 9},
    {"contract": "2C", "declarer": "N", "tricks": 8},
]


def start(scorer: Person, kind: str, players: list[Person]) -> dict[str, Any]:
    body = {"kind": kind, "we": [players[0].name, players[2].name],
            "they": [players[1].name, players[3].name]}  # fmt: skip
    reply = scorer.post("/rubbers", body)
    assert reply.status_code == 201, reply.text
    sheet: dict[str, Any] = reply.json()
    return sheet


def test_a_rubber_won_two_games_to_one(server: Server) -> None:
    players = [server.person(seat) for seat in "nesw"]
    sheet = start(players[0], "rubber", players)
    assert (sheet["deals"], sheet["over"], sheet["totals"]) == ([], False, {"we": 0, "they": 0})
    for deal in TWO_ONE:
        reply = players[1].post(f"/rubbers/{sheet['id']}/deals", deal)
        assert reply.status_code == 201, reply.text
        sheet = reply.json()
    assert (sheet["games"], sheet["totals"], sheet["over"]) == (
        {"we": 2, "they": 1},
        {"we": 750, "they": 200},
        True,
    )
    assert sheet["deals"][0]["above"] == {"we": 0, "they": 100}
    assert sheet["deals"][1]["vulnerable"] == {"we": True, "they": False}
    more = players[0].post(f"/rubbers/{sheet['id']}/deals", TWO_ONE[2])
    assert more.status_code == 409
    assert players[3].get(f"/rubbers/{sheet['id']}").json() == sheet
    assert server.person("stranger").get(f"/rubbers/{sheet['id']}").status_code == 404


def test_an_unfinished_rubber_and_a_chicago(server: Server) -> None:
    players = [server.person(seat) for seat in "nesw"]
    rubber = start(players[0], "rubber", players)["id"]
    for deal in ({"contract": "4H", "declarer": "N", "tricks": 10},
                 {"contract": "2D", "declarer": "W", "tricks": 8}):  # fmt: skip
        assert players[0].post(f"/rubbers/{rubber}/deals", deal).status_code == 201
    going = players[0].get(f"/rubbers/{rubber}").json()
    assert (going["over"], going["totals"]) == (False, {"we": 420, "they": 90})
    ended = players[0].post(f"/rubbers/{rubber}/end")
    assert ended.status_code == 200, ended.text
    assert (ended.json()["over"], ended.json()["totals"]) == (True, {"we": 420, "they": 90})
    assert players[0].post(f"/rubbers/{rubber}/end").status_code == 409

    chicago = start(players[0], "chicago", players)["id"]
    for deal in (
        {"contract": "1NT", "declarer": "N", "tricks": 7},
        {"contract": "2S", "declarer": "E", "tricks": 8},
        {"contract": "3NT", "declarer": "S", "tricks": 9},
        {"contract": "2H", "declarer": "W", "tricks": 8},
    ):
        sheet = players[2].post(f"/rubbers/{chicago}/deals", deal).json()
    assert (sheet["over"], sheet["totals"]) == (True, {"we": 640, "they": 220})


def test_a_deal_played_in_the_ledger(server: Server) -> None:
    """4S by N on the tour's revoke deal (N: KT8.A96.A95.7542, S: AJ92.874.JT6.AQ3): the
    defenders agree to a claim of all 13 tricks; no hand holds four spade honours."""
    table = Table.sit_down(
        server,
        deal="N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96",
    )
    table.bid("1S", "Pass", "4S", "Pass", "Pass", "Pass")
    assert table.play("E", "DK").status_code == 201
    claim = table.players["N"].post(table.path("/claims"), {"seat": "N", "tricks": 10})
    assert claim.status_code == 201, claim.text
    for seat in ("E", "W"):
        assert (
            table.players[seat].post(table.path("/claims/agree"), {"seat": seat}).status_code == 200
        )
    players = [table.players[s] for s in "NESW"]
    rubber = start(players[0], "rubber", players)["id"]
    reply = players[0].post(f"/rubbers/{rubber}/deals", {"board_id": table.board_id})
    assert reply.status_code == 201, reply.text
    line = reply.json()["deals"][0]
    assert (line["contract"], line["declarer"], line["tricks"]) == ("4S", "N", 10)
    assert line["below"] == {"we": 120, "they": 0}
    assert line["above"] == {"we": 0, "they": 0}
    stranger = server.person("stranger")
    hidden = start(stranger, "rubber", [stranger, players[1], players[2], players[3]])["id"]
    assert (
        stranger.post(f"/rubbers/{hidden}/deals", {"board_id": table.board_id}).status_code == 404
    )


def test_bad_deals_are_refused_and_record_nothing(server: Server) -> None:
    players = [server.person(seat) for seat in "nesw"]
    rubber = start(players[0], "rubber", players)["id"]
    for body in (
        {"contract": "8S", "declarer": "N", "tricks": 10},
        {"contract": "4S", "declarer": "Q", "tricks": 10},
        {"contract": "4S", "declarer": "N", "tricks": 14},
        {"contract": "4S", "declarer": "N"},
        {"contract": "4S", "declarer": "N", "tricks": 10, "honours": {"side": "us", "points": 100}},
        {"contract": "4S", "declarer": "N", "tricks": 10, "board_id": "x"},
        {},
    ):
        reply = players[0].post(f"/rubbers/{rubber}/deals", body)
        assert reply.status_code == 422, (body, reply.text)
        assert len(reply.json()["detail"]) <= 300
    assert players[0].get(f"/rubbers/{rubber}").json()["deals"] == []
    same = players[0].name
    assert players[0].post("/rubbers", {"we": [same, same], "they": ["a", "b"]}).status_code == 422
    assert (
        server.person("x").post(f"/rubbers/{rubber}/deals", {"contract": "Pass"}).status_code == 404
    )
