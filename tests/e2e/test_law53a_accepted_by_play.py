"""A lead out of turn accepted by a play from the next hand, over HTTP on both stores.
Law 53A (2017): "It becomes a correct lead if declarer or either defender, as the case may
be, accepts it by making a statement to that effect, or if a play is made from the hand
next in rotation to the irregular lead (but see B)."

The deal, 4S by North, dummy South, East on lead:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

from tests.e2e.table import Server
from tests.e2e.test_leads import west_leads
from tests.e2e.test_revokes import play


def test_declarer_playing_to_the_opening_lead_out_of_turn_accepts_it(server: Server) -> None:
    table = west_leads(server)
    count = table.event_count()
    assert table.play("N", "HK").status_code == 422  # not in North's hand: nothing recorded
    assert table.event_count() == count
    reply = table.play("N", "H6")
    assert reply.status_code == 201, reply.text
    assert reply.json()["pending"] is None
    events = table.players["E"].get(table.path("/timeline")).json()[-2:]
    assert [e["type"] for e in events] == ["LeadDecided", "CardPlayed"]
    assert events[0]["data"]["decision"] == "accept"
    view = play(table, "HK", "H4")
    assert view["tricks_won"] == {"NS": 0, "EW": 1}
    tricks = table.players["E"].get(table.path("/tricks")).json()
    assert (tricks[0]["leader"], tricks[0]["winner"]) == ("W", "E")
    assert table.view("W")["penalty_cards"]["W"] == []
