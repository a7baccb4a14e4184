"""Laws 50B, 53A, 60B and 63A1 (2017) over HTTP, on both stores.

    Law 50B: "when one defender has two or more penalty cards, all such cards become
    major penalty cards."
    Law 53A: "Prior to the thirteenth trick, any lead faced out of turn may be treated as
    a correct lead (but see Law 47E1)."
    Law 63A1: a revoke becomes established "when the offender or his partner leads or
    plays to the following trick (any such play, legal or illegal, establishes the
    revoke)."

The deal, 4S by North, dummy South, East leads:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

from tests.e2e.table import Server
from tests.e2e.test_leads import decide
from tests.e2e.test_revokes import play, spades


def test_a_refused_lead_out_of_turn_makes_a_dropped_card_major(server: Server) -> None:
    """West drops the heart three (a minor penalty card), then leads the club six when
    North is on lead; North refuses it: West has two penalty cards, both major."""
    table = spades(server)
    play(table, "DK", "D6", "D2", "DA")
    west = table.players["W"]
    dropped = west.post(
        table.path("/cards-exposed-in-play"),
        {"seat": "W", "cards": ["H3"], "inadvertent": True},
    )
    assert dropped.status_code == 201, dropped.text
    assert table.view("E")["penalty_cards"]["W"] == [{"card": "H3", "kind": "minor"}]
    assert table.play("W", "C6").status_code == 201  # out of turn: North won trick 1
    assert decide(table, "N", "refuse") == 200
    faced = sorted(table.view("E")["penalty_cards"]["W"], key=lambda p: p["card"])
    assert faced == [{"card": "C6", "kind": "major"}, {"card": "H3", "kind": "major"}]
    kinds = [e["type"] for e in table.players["N"].get(table.path("/timeline")).json()]
    assert "PenaltyCardsMadeMajor" in kinds


def test_a_lead_out_of_turn_to_the_last_trick_is_refused_only(server: Server) -> None:
    table = spades(server)
    view = table.play_tricks(48)
    leader = view["next"]
    offender = "E" if leader != "E" else "W"
    [card] = server.admin.get(table.path()).json()["hands"][offender]
    assert table.play(offender, card).status_code == 201
    version = table.event_count()
    reply = table.players["N"].post(table.path("/lead-out-of-turn"), {"decision": "accept"})
    assert reply.status_code == 422 and "53A" in reply.json()["detail"]
    assert table.event_count() == version
    assert decide(table, "N", "refuse") == 200
    assert table.view()["next"] == leader


def test_partners_lead_out_of_turn_establishes_the_revoke(server: Server) -> None:
    """West ruffs trick 2 holding a diamond and wins it; East leads to trick 3 out of turn
    and North refuses the lead: West's revoke is established, not corrected."""
    table = spades(server)
    play(table, "DK", "D6", "D2", "DA", "D9", "D4", "DT", "S3")
    assert table.play("E", "H2").status_code == 201
    assert decide(table, "N", "refuse") == 200
    north = table.players["N"]
    raised = north.post(table.path("/revokes"), {"seat": "W", "trick": 2})
    assert raised.status_code == 201, raised.text
    assert raised.json()["status"] == "established"
    refused = table.players["W"].post(table.path("/revokes/1/correct"), {"card": "D3"})
    assert refused.status_code == 409


def test_a_defenders_card_before_declarer_leads_again_60b(server: Server) -> None:
    """Law 60B: "When a defender plays a card after declarer has been required to retract
    his lead out of turn from either hand, but before declarer has led from the correct
    hand, the defender's card becomes a major penalty card (Law 50)." """
    table = spades(server)
    play(table, "DK", "D6", "D2", "DA")
    assert table.play("S", "CA").status_code == 201  # declarer leads from dummy
    assert decide(table, "W", "refuse") == 200
    reply = table.play("E", "H2")
    assert reply.status_code == 201, reply.text
    assert reply.json()["pending"] is None
    assert table.view("W")["penalty_cards"]["E"] == [{"card": "H2", "kind": "major"}]
    assert table.play("N", "C2").status_code == 201
