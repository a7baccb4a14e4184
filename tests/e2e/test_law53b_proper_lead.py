"""The proper lead after a lead out of turn, over HTTP on both stores. Law 53B (2017):
"Subject to Law 53A, if it was properly the turn to lead of an opponent of the player who
led out of turn, that opponent may make his proper lead to the trick of the infraction
without his card being deemed played to the irregular lead. When this occurs, the proper
lead stands and all cards played in error to this trick may be withdrawn, but Law 16C
applies."

The deal, 4S by North, dummy South, East on lead:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

from tests.e2e.table import Server
from tests.e2e.test_revokes import play, spades


def test_declarers_proper_lead_stands_and_the_defenders_card_is_a_penalty_card(
    server: Server,
) -> None:
    table = spades(server)
    play(table, "DK", "D6", "D2", "DA")  # North on lead
    assert table.play("W", "H3").status_code == 201  # West leads out of turn
    reply = table.play("N", "C2")  # was 409: North makes his proper lead
    assert reply.status_code == 201, reply.text
    assert reply.json()["pending"] is None
    events = table.players["E"].get(table.path("/timeline")).json()[-2:]
    assert [e["type"] for e in events] == ["LeadDecided", "CardPlayed"]
    view = table.view("E")
    assert view["penalty_cards"]["W"] == [{"card": "H3", "kind": "major"}]
    view = play(table, "C8", "C3", "C6")
    tricks = table.players["E"].get(table.path("/tricks")).json()
    assert tricks[1]["leader"] == "N"


def test_a_defenders_proper_lead_sends_dummys_card_back(server: Server) -> None:
    table = spades(server)
    play(table, "HK", "H4", "H3", "H6")  # East on lead
    assert table.play("S", "CA").status_code == 201  # declarer leads from dummy
    reply = table.play("E", "CT")  # East's own lead, not 53C's play to the irregular one
    assert reply.status_code == 201, reply.text
    body = reply.json()
    assert body["pending"] is None
    assert body["penalty_cards"]["E"] == []
    play(table, "CA", "C6", "C2")  # dummy's ace is back in hand, and now played in turn
    tricks = table.players["E"].get(table.path("/tricks")).json()
    assert (tricks[1]["leader"], tricks[1]["winner"]) == ("E", "S")
