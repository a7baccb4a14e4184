"""The audit of rulings over HTTP, on both stores (issue 30, item 22): GET /rulings lists
the director's ruling on a disputed claim (Law 70), and a ruling must name a Law of the
2017 code ("Law 70A: In ruling on a contested claim or concession, the Director
adjudicates the result of the board as equitably as possible to both sides")."""

from __future__ import annotations

from tests.e2e.table import DEAL, Server, Table
from tests.e2e.test_claims import AUCTION


def test_the_ruling_on_a_disputed_claim_is_in_the_audit(server: Server) -> None:
    director = server.person("td", role="director")
    table = Table.sit_down(server, creator=director, deal=DEAL)
    table.bid(*AUCTION)  # 3NT by West
    table.play_tricks(4)
    players = table.players
    assert players["W"].post(table.path("/claims"), {"seat": "W", "tricks": 12}).status_code == 201
    assert players["S"].post(table.path("/claims/dispute"), {"seat": "S"}).status_code == 200
    ruling = {"tricks": 10, "explanation": "The club loser cannot be avoided."}
    assert director.post(table.path("/claims/ruling"), ruling).status_code == 200
    board_id = table.board_id
    [listed] = director.get("/rulings", board=board_id).json()
    assert (listed["number"], listed["kind"], listed["law"]) == (1, "claim", "70")
    assert (listed["tricks"], listed["to"], listed["director"]) == (10, "EW", director.name)
    assert director.get(table.path("/rulings")).json() == [listed]
    assert players["N"].get("/rulings", board=board_id).json() == [listed]

    count = table.event_count()
    for law in ("banana", "71Z", "99"):
        body = {"law": law, "kind": "adjusted_score", "NS": -400, "explanation": "x"}
        refused = director.post(table.path("/rulings"), body)
        assert refused.status_code == 422 and "Law" in refused.json()["detail"], refused.text
    assert table.event_count() == count
    body = {"law": "12C1(b)", "kind": "adjusted_score", "NS": -400, "explanation": "equity"}
    made = director.post(table.path("/rulings"), body)
    assert made.status_code == 201, made.text
    assert made.json()["number"] == 2
