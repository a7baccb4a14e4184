"""A card played to declarer's lead out of turn by the wrong defender, over HTTP on both
stores. Law 53C (2017): "If declarer leads out of turn from either his own hand or from
dummy, and the defender to the right of the irregular lead plays a card (but see B), the
lead stands and Law 57 applies."

The deal, 4S by North, dummy South, East on lead:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

from tests.e2e.table import Server
from tests.e2e.test_revokes import play, spades


def test_the_lead_stands_and_the_card_is_played_before_partner(server: Server) -> None:
    table = spades(server)
    play(table, "DK", "D6", "D2", "DA")
    reply = table.play("S", "CA")  # North is to lead from his hand
    assert reply.status_code == 201, reply.text
    assert reply.json()["pending"]["kind"] == "lead_out_of_turn"
    count = table.event_count()
    assert table.play("E", "CA").status_code == 422  # not East's: nothing recorded
    assert table.event_count() == count
    reply = table.play("E", "CT")  # was 409
    assert reply.status_code == 201, reply.text
    assert reply.json()["pending"] == {
        "kind": "premature_play",
        "seat": "E",
        "card": "CT",
        "decides": "N",
    }
    events = table.players["E"].get(table.path("/timeline")).json()[-2:]
    assert [e["type"] for e in events] == ["LeadDecided", "PrematurePlayMade"]
    view = table.view("W")
    assert view["penalty_cards"]["E"] == [{"card": "CT", "kind": "major"}]
    chosen = table.players["N"].post(table.path("/premature-play"), {"choice": "lowest"})
    assert chosen.status_code == 200, chosen.text
    assert table.play("W", "CK").status_code == 422  # declarer required the lowest club
    view = play(table, "C6", "C2", "CT")
    assert view["tricks_won"] == {"NS": 2, "EW": 0}
    tricks = table.players["E"].get(table.path("/tricks")).json()
    assert (tricks[1]["leader"], tricks[1]["winner"]) == ("S", "S")
