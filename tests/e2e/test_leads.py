"""Leads out of turn and lead restrictions over HTTP, on both stores (docs/design.md 5).

The deal, 4S by North, dummy South, East on lead:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

from tests.e2e.table import Server, Table
from tests.e2e.test_revokes import play, spades

DEAL = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96"


def west_leads(server: Server) -> Table:
    table = spades(server)
    reply = table.play("W", "H3")
    assert reply.status_code == 201, reply.text
    assert reply.json()["pending"] == {
        "kind": "lead_out_of_turn",
        "seat": "W",
        "card": "H3",
        "decides": "N",
    }
    return table


def decide(table: Table, seat: str, decision: str) -> int:
    reply = table.players[seat].post(table.path("/lead-out-of-turn"), {"decision": decision})
    return reply.status_code


def test_the_opening_lead_out_of_turn_accepted(server: Server) -> None:
    table = west_leads(server)
    version = table.event_count()
    assert table.play("E", "DK").status_code == 409  # waiting for declarer
    assert decide(table, "E", "accept") == 403
    assert table.event_count() == version
    assert decide(table, "N", "accept") == 200
    view = play(table, "H6", "HK", "H4")
    assert view["tricks_won"] == {"NS": 0, "EW": 1}
    tricks = table.players["E"].get(table.path("/tricks")).json()
    assert (tricks[0]["leader"], tricks[0]["winner"]) == ("W", "E")


def test_the_opening_lead_out_of_turn_accepted_declarer_becomes_dummy(server: Server) -> None:
    table = west_leads(server)
    assert decide(table, "N", "accept_and_dummy") == 200
    view = table.view("S")
    assert (view["declarer"], view["dummy"], view["next"]) == ("S", "N", "N")
    hands = table.view("E")["hands"]
    assert hands["N"] is not None and hands["S"] is None  # North is dummy now, faced
    reply = table.players["S"].post(table.path("/plays"), {"seat": "N", "card": "H6"})
    assert reply.status_code == 201, reply.text
    listed = [b for b in table.players["S"].boards() if b["id"] == table.board_id]
    assert [b["declarer"] for b in listed] == ["S"]


def test_the_opening_lead_out_of_turn_refused_then_a_forbidden_lead(server: Server) -> None:
    table = west_leads(server)
    assert decide(table, "N", "refuse") == 200
    view = table.view("E")
    assert view["penalty_cards"]["W"] == [{"card": "H3", "kind": "major"}]
    assert view["pending"] == {"kind": "lead_restriction", "decides": "N", "law": "50D2"}
    wrong = table.players["E"].post(table.path("/lead-restriction"), {"choice": "forbid"})
    assert wrong.status_code == 403
    chosen = table.players["N"].post(table.path("/lead-restriction"), {"choice": "forbid"})
    assert chosen.status_code == 200, chosen.text
    assert chosen.json()["lead_restriction"] == {
        "seat": "E",
        "suit": "H",
        "rule": "must_not",
        "also": [],
        "kept": [],
    }
    refused = table.play("E", "HK")
    assert refused.status_code == 422 and "forbade" in refused.json()["detail"]
    assert table.play("E", "DK").status_code == 201


def test_a_premature_lead_by_a_defender(server: Server) -> None:
    """Law 57A over HTTP: East leads to the next trick before West has played to this
    one; his card is a penalty card and declarer requires West's lowest heart."""
    table = Table.sit_down(server, deal=DEAL, revoke_policy="detect")
    table.bid("1NT", "Pass", "Pass", "Pass")
    for seat, card in (("E", "HK"), ("S", "H4")):
        assert table.play(seat, card).status_code == 201
    early = table.play("E", "DK")
    assert early.status_code == 201, early.text
    assert early.json()["pending"] == {"kind": "premature_play", "seat": "E", "card": "DK",
                                       "decides": "N"}  # fmt: skip
    assert table.play("W", "H3").status_code == 409
    path = table.path("/premature-play")
    assert table.players["W"].post(path, {"choice": "lowest"}).status_code == 403
    chosen = table.players["N"].post(path, {"choice": "lowest"})
    assert chosen.status_code == 200, chosen.text
    assert table.play("W", "HQ").status_code == 422
    assert table.play("W", "H3").status_code == 201
