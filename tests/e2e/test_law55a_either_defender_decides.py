"""Declarer's lead out of turn: either defender chooses, over HTTP on both stores. Law 55A
(2017): "If declarer has led out of turn from his or dummy's hand, either defender may
accept the lead as provided in Law 53, or require its retraction (after misinformation,
see Law 47E1). If the defenders choose differently the option expressed by the player
next in turn shall prevail."

The deal, 4S by North, dummy South, East on lead:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

from tests.e2e.table import Server, Table
from tests.e2e.test_leads import decide
from tests.e2e.test_revokes import play, spades


def dummy_leads_out_of_turn(server: Server) -> Table:
    """North won trick 1 and leads the club ace from dummy instead of his hand."""
    table = spades(server)
    play(table, "DK", "D6", "D2", "DA")
    reply = table.play("S", "CA")
    assert reply.status_code == 201, reply.text
    assert reply.json()["pending"]["decides"] == "W"
    return table


def test_the_next_in_turns_acceptance_prevails_over_his_partners_refusal(
    server: Server,
) -> None:
    table = dummy_leads_out_of_turn(server)
    assert decide(table, "E", "refuse") == 200  # recorded, no longer 403
    view = table.view("E")
    assert view["pending"]["decides"] == "W"  # it waits for West
    events = table.players["E"].get(table.path("/timeline")).json()
    assert events[-1]["type"] == "LeadOptionExpressed"
    assert (events[-1]["data"]["seat"], events[-1]["data"]["decision"]) == ("E", "refuse")
    assert table.play("N", "S2").status_code == 409  # declarer still waits
    assert decide(table, "W", "accept") == 200
    view = play(table, "C6", "C2", "CT")
    assert view["tricks_won"] == {"NS": 2, "EW": 0}
    tricks = table.players["E"].get(table.path("/tricks")).json()
    assert (tricks[1]["leader"], tricks[1]["winner"]) == ("S", "S")


def test_the_next_in_turns_refusal_prevails_over_his_partners_acceptance(
    server: Server,
) -> None:
    table = dummy_leads_out_of_turn(server)
    assert decide(table, "E", "accept") == 200
    assert table.view("W")["pending"]["decides"] == "W"
    assert decide(table, "W", "refuse") == 200
    view = table.view("N")
    assert view["pending"] is None and view["next"] == "N"  # he leads from his hand
    assert "CA" in view["hands"]["S"]
    assert view["penalty_cards"]["S"] == []
    assert decide(table, "S", "accept") == 409  # nothing waits any more
