"""An opening lead out of turn settled by the declaring side's cards faced (Law 54A, 54C)
and a lead out of turn retracted after an opponent said it was the player's turn (Law
47E1), over HTTP on both stores.

Law 54A (2017): "If declarer begins to spread his hand, and in doing so exposes one or
more cards, he must spread his entire hand. Dummy becomes declarer." Law 54C: "If
declarer could have seen any of dummy's cards (except cards that dummy may have exposed
during the auction and that were subject to Law 24), he must accept the lead and the
presumed declarer then becomes declarer." Law 47E1: "A lead out of turn (or play of a
card) is retracted without further rectification if the player was mistakenly informed by
an opponent that it was his turn to lead or play [...] A lead or play may not be accepted
by his LHO in these circumstances and Law 63A1 does not apply."

The deal, 4S by North, dummy South, East on lead:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

from tests.e2e.table import Person, Server, Table
from tests.e2e.test_revokes import DEAL, play, spades

FACED = "/cards-faced-after-opening-lead"
RETRACTION = "/misinformed-card-retraction"


def directed(server: Server) -> tuple[Table, Person]:
    director = server.person("td", role="director")
    return spades(server, creator=director), director


def test_dummys_cards_seen_declarer_must_accept_the_lead(server: Server) -> None:
    table, director = directed(server)
    assert table.play("W", "H3").status_code == 201  # West leads at East's turn
    assert table.view("E")["hands"]["S"] is None  # dummy is not faced while North decides
    body = {"seat": "S", "cards": ["SA", "S2"]}
    assert table.players["N"].post(table.path(FACED), body).status_code == 403
    reply = director.post(table.path(FACED), body)
    assert reply.status_code == 201, reply.text
    view = reply.json()
    assert view["pending"] is None and (view["declarer"], view["next"]) == ("N", "N")
    east = table.view("E")
    assert east["hands"]["S"] is not None and east["hands"]["N"] is None
    assert east["penalty_cards"]["W"] == []
    events = table.players["E"].get(table.path("/timeline")).json()[-2:]
    assert [e["type"] for e in events] == ["DeclaringSideCardsFaced", "LeadDecided"]
    assert (events[0]["data"]["law"], events[0]["data"]["cards"]) == ("54C", ["SA", "S2"])
    assert events[1]["data"]["decision"] == "accept"
    refused = table.players["N"].post(table.path("/lead-out-of-turn"), {"decision": "refuse"})
    assert refused.status_code == 409
    play(table, "H6", "HK", "H4")  # declarer second (54B1), East, dummy last
    tricks = table.players["E"].get(table.path("/tricks")).json()
    assert [c["card"] for c in tricks[0]["cards"]] == ["H3", "H6", "HK", "H4"]
    step = events[1]["version"] - 1  # the replay after the LeadDecided
    replayed = table.players["E"].get(table.path("/replay/tricks"), step=step).json()
    assert [c["card"] for c in replayed[0]["cards"]] == ["H3"]


def test_declarer_spreading_his_hand_becomes_dummy(server: Server) -> None:
    table, director = directed(server)
    assert table.play("W", "H3").status_code == 201
    reply = director.post(table.path(FACED), {"seat": "N", "cards": ["HA"]})
    assert reply.status_code == 201, reply.text
    view = reply.json()
    assert (view["declarer"], view["dummy"], view["next"]) == ("S", "N", "N")
    played = table.players["S"].post(table.path("/plays"), {"seat": "N", "card": "H6"})
    assert played.status_code == 201, played.text
    summary = [b for b in table.players["S"].boards() if b["id"] == table.board_id]
    assert summary and summary[0]["declarer"] == "S"


def test_dummys_card_exposed_in_the_auction_is_excepted(server: Server) -> None:
    director = server.person("td", role="director")
    table = Table.sit_down(server, director, deal=DEAL, revoke_policy="detect")
    table.bid("1S", "Pass", "4S", "Pass")
    exposed = director.post(table.path("/exposed-cards"), {"seat": "S", "cards": ["H4"]})
    assert exposed.status_code == 201, exposed.text
    table.bid("Pass", "Pass")
    assert table.play("W", "H3").status_code == 201
    reply = director.post(table.path(FACED), {"seat": "S", "cards": ["H4"]})
    assert reply.status_code == 422 and "Law 24" in reply.json()["detail"]
    assert table.view("N")["pending"]["kind"] == "lead_out_of_turn"
    declined = table.players["N"].post(table.path("/lead-out-of-turn"), {"decision": "refuse"})
    assert declined.status_code == 200, declined.text
    assert table.view("N")["penalty_cards"]["W"] == [{"card": "H3", "kind": "major"}]


def test_a_lead_out_of_turn_after_misinformation_goes_back(server: Server) -> None:
    table, director = directed(server)
    assert table.play("W", "H3").status_code == 201
    body = {"seat": "W", "card": "H3", "explanation": "North told West it was his lead"}
    assert table.players["E"].post(table.path(RETRACTION), body).status_code == 403
    missing = director.post(table.path(RETRACTION), {"seat": "W", "card": "H3"})
    assert missing.status_code == 422
    wrong = director.post(table.path(RETRACTION), {**body, "card": "H6"})
    assert wrong.status_code == 409
    reply = director.post(table.path(RETRACTION), body)
    assert reply.status_code == 201, reply.text
    view = reply.json()
    assert view["pending"] is None and view["next"] == "E"
    assert view["penalty_cards"]["W"] == [] and view["lead_restriction"] is None
    assert "H3" in table.view("W")["hands"]["W"]
    event = table.players["N"].get(table.path("/timeline")).json()[-1]
    assert event["type"] == "MisinformedCardRetracted"
    assert (event["data"]["law"], event["data"]["kind"]) == ("47E1", "lead_out_of_turn")
    accepted = table.players["N"].post(table.path("/lead-out-of-turn"), {"decision": "accept"})
    assert accepted.status_code == 409
    play(table, "DK", "D6", "D2", "DA")
    rulings_view = director.get(table.path("/events")).json()
    assert any(e["type"] == "MisinformedCardRetracted" for e in rulings_view)


def test_a_defenders_card_before_declarers_lead_goes_back(server: Server) -> None:
    """Law 60B made East's card a major penalty card; South had told him it was his lead."""
    table, director = directed(server)
    play(table, "DK", "D6", "D2", "DA")
    assert table.play("S", "CA").status_code == 201  # North leads from dummy
    refused = table.players["W"].post(table.path("/lead-out-of-turn"), {"decision": "refuse"})
    assert refused.status_code == 200, refused.text
    assert table.play("E", "H2").status_code == 201
    assert table.view("N")["penalty_cards"]["E"] == [{"card": "H2", "kind": "major"}]
    body = {"seat": "E", "card": "H2", "explanation": "South said 'your lead'"}
    reply = director.post(table.path(RETRACTION), body)
    assert reply.status_code == 201, reply.text
    assert reply.json()["penalty_cards"]["E"] == [] and reply.json()["next"] == "N"
    event = table.players["W"].get(table.path("/timeline")).json()[-1]
    assert event["data"]["kind"] == "before_declarers_lead"
