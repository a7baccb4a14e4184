"""Revokes against the 2017 Laws over HTTP, on both stores (issue 30).

The deal, 4S by North, dummy South, East leads:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

from tests.e2e.table import Server
from tests.e2e.test_revokes import play, score, spades

# Trick 2: W ruffs with S3 holding D3 and wins it. Trick 3: W leads H3, N wins with HA
# and E discards C8 holding hearts: a second revoke by the same side. Then to the end.
TWO_REVOKES = "DK D6 D2 DA D9 D4 DT S3 H3 HA C8 H4"
TO_THE_END = (
    "C2 CT C3 C6 D7 DJ D3 D5 CA C9 C4 D8 CQ CJ C5 DQ H7 HQ H6 H2 CK C7 H5 H8 HT H9 HJ "
    "S2 S9 S4 S8 S5 SA S6 SK SQ SJ S7 ST HK"
)


def test_a_directors_amendment_survives_a_second_revoke_64c(server: Server) -> None:
    """Law 64C1: "When, after any established revoke, including those not subject to
    trick adjustment, the Director deems that the non-offending side is insufficiently
    compensated by this Law for the damage caused, he shall assign an adjusted score."
    """
    director = server.person("td", "director")
    table = spades(server, creator=director)
    play(table, *TWO_REVOKES.split(), *TO_THE_END.split())
    north = table.players["N"]
    assert north.post(table.path("/revokes"), {"seat": "W", "trick": 2}).status_code == 201
    assert score(table) == (9, 11, 450, -450)  # 64A1: two tricks
    body = {
        "law": "64C",
        "kind": "trick_transfer",
        "tricks": 1,
        "to": "NS",
        "amends": 1,
        "explanation": "one trick is what the revoke cost",
    }
    reply = director.post(table.path("/rulings"), body)
    assert reply.status_code == 201, reply.text
    assert score(table) == (9, 10, 420, -420)
    second = north.post(table.path("/revokes"), {"seat": "E", "trick": 3})
    assert second.status_code == 201, second.text
    assert (second.json()["law"], second.json()["transfer"]) == ("64A2", 1)
    assert score(table) == (9, 11, 450, -450)  # the director's one trick, and 64A2's one
    rulings = table.players["E"].get(table.path("/rulings")).json()
    assert [(r["number"], r["director"], r["amends"]) for r in rulings] == [
        (1, None, None),
        (2, director.name, 1),
        (3, None, None),
    ]


def test_a_revoke_raised_after_a_ruled_claim_is_corrected_63a(server: Server) -> None:
    """Law 63A lists what establishes a revoke (a later play or designation by the
    offending side, its claim or concession, its agreement to the opponents' claim); the
    end of play by a claim the director ruled on is not among them, so Law 62A applies:
    "A player must correct his revoke if attention is drawn to the irregularity before it
    becomes established." W's ruff of trick 2 corrected with D3: dummy's DT wins it, and
    NS have 2 tricks played and the 10 ruled: 12, 480."""
    director = server.person("td", "director")
    table = spades(server, creator=director)
    play(table, *TWO_REVOKES.split()[:8])
    players = table.players
    assert players["N"].post(table.path("/claims"), {"seat": "N", "tricks": 11}).is_success
    assert players["E"].post(table.path("/claims/dispute"), {"seat": "E"}).status_code == 200
    ruling = {"tricks": 10, "explanation": "a trump loser"}
    assert director.post(table.path("/claims/ruling"), ruling).status_code == 200
    assert score(table) == (11, 11, 450, -450)
    raised = players["E"].post(table.path("/revokes"), {"seat": "W", "trick": 2})
    assert raised.status_code == 201, raised.text
    assert raised.json()["status"] == "correctable"
    corrected = players["W"].post(table.path("/revokes/1/correct"), {"card": "D3"})
    assert corrected.status_code == 200, corrected.text
    assert score(table) == (12, 12, 480, -480)


def test_a_defenders_card_at_his_rhos_turn_57d(server: Server) -> None:
    """Law 57D: "When a defender attempts to play (not lead) to a trick at his RHO's
    turn, Law 16 may apply. If his card can be legally played to the trick, it must be
    played at his proper turn: otherwise, it becomes a major penalty card."

    East leads DK; West plays D2 at dummy's turn: legal, so D2 is his card at his turn.
    On a second board West's H3 at dummy's turn does not follow: a major penalty card."""
    table = spades(server)
    play(table, "DK")
    early = table.play("W", "D2")
    assert early.status_code == 201, early.text
    assert early.json()["next"] == "S" and early.json()["penalty_cards"]["W"] == []
    assert table.play("S", "D6").status_code == 201
    refused = table.play("W", "D3")
    assert refused.status_code == 422 and "57D" in refused.json()["detail"]
    assert table.play("W", "D2").status_code == 201
    assert table.play("N", "DA").json()["tricks_won"] == {"NS": 1, "EW": 0}

    second = spades(server)
    play(second, "DK")
    faced = second.play("W", "H3")
    assert faced.status_code == 201, faced.text
    assert faced.json()["penalty_cards"]["W"] == [{"card": "H3", "kind": "major"}]
    assert second.play("S", "D6").status_code == 201
    assert second.play("W", "D3").status_code == 201
