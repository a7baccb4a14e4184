"""Declarer's card played before its hand's turn, over HTTP on both stores. Law 57C3
(2017): "A premature play (not a lead) by declarer from either hand is a played card and if
legal may not be withdrawn." Law 54B2: "If declarer plays the second card to the trick
from dummy, dummy's card may not be withdrawn except to correct a revoke."

The deal, 4S by North, dummy South, East on lead:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

from tests.e2e.table import Server
from tests.e2e.test_revokes import play, spades


def test_dummys_ace_played_early_goes_to_the_trick_at_its_turn(server: Server) -> None:
    table = spades(server)
    play(table, "DK", "D6", "D2", "DA", "C2")
    reply = table.play("S", "CA")  # before East: was 422
    assert reply.status_code == 201, reply.text
    assert reply.json()["next"] == "E" and reply.json()["pending"] is None
    event = table.players["E"].get(table.path("/timeline")).json()[-1]
    assert event["type"] == "DeclarersCardPlayedEarly"
    assert (event["data"]["card"], event["data"]["law"], event["data"]["stands"]) == (
        "CA",
        "57C3",
        True,
    )
    other = table.play("S", "CQ")
    assert other.status_code == 409
    reply = table.play("E", "C8")
    assert reply.status_code == 201, reply.text
    assert reply.json()["next"] == "W"
    assert [c["card"] for c in reply.json()["trick"]["cards"]] == ["C2", "C8", "CA"]
    play(table, "C6")
    tricks = table.players["W"].get(table.path("/tricks")).json()
    assert [c["card"] for c in tricks[1]["cards"]] == ["C2", "C8", "CA", "C6"]
    timeline = table.players["W"].get(table.path("/timeline")).json()
    auto = [e for e in timeline if e["type"] == "CardPlayed" and e["data"]["card"] == "CA"]
    step = auto[0]["version"] - 1
    replayed = table.players["W"].get(table.path("/replay/tricks"), step=step).json()
    assert [c["card"] for c in replayed[1]["cards"]] == ["C2", "C8", "CA"]


def test_dummys_second_card_to_an_accepted_lead_out_of_turn(server: Server) -> None:
    table = spades(server)
    assert table.play("W", "H3").status_code == 201
    accepted = table.players["N"].post(table.path("/lead-out-of-turn"), {"decision": "accept"})
    assert accepted.status_code == 200, accepted.text
    reply = table.play("S", "H4")
    assert reply.status_code == 201, reply.text
    event = table.players["E"].get(table.path("/timeline")).json()[-1]
    assert (event["data"]["law"], event["data"]["stands"]) == ("54B2", True)
    play(table, "H6", "HK")
    tricks = table.players["E"].get(table.path("/tricks")).json()
    assert [c["card"] for c in tricks[0]["cards"]] == ["H3", "H6", "HK", "H4"]
