"""A hostile client and a director against 0.19.0's Laws of the play, over HTTP on both
stores (docs/irregularities.md "A hostile client and a director against 0.19.0's
surfaces").

Law 47E1 (2017): "A lead out of turn (or play of a card) is retracted without further
rectification if the player was mistakenly informed by an opponent that it was his turn
to lead or play (see Law 16C)." Law 57C3: "A premature play (not a lead) by declarer from
either hand is a played card and if legal may not be withdrawn"; Law 47F2: "Except as
this Law specifies, a card once played may not be withdrawn": 47E1 is such an exception,
and it names any "play of a card", declarer's as well.

The deal, 4S by North, dummy South, East on lead:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

from tests.e2e.table import Server
from tests.e2e.test_revokes import play, spades

SAID = "East told declarer it was his turn to play from his hand"


def test_declarers_card_played_early_goes_back_when_an_opponent_said_it_was_his_turn(
    server: Server,
) -> None:
    director = server.person("td", role="director")
    table = spades(server, creator=director)
    play(table, "DK")  # East leads; dummy (South) is next
    early = table.players["N"].post(table.path("/plays"), {"seat": "N", "card": "DA"})
    assert early.status_code == 201, early.text  # 57C3: a played card, waiting for its turn
    retraction = {"seat": "N", "card": "DA", "explanation": SAID}
    assert (
        table.players["E"].post(table.path("/misinformed-card-retraction"), retraction).status_code
        == 403
    )
    retracted = director.post(table.path("/misinformed-card-retraction"), retraction)
    assert retracted.status_code == 201, retracted.text  # 409 before: "DA is not N's ..."
    [event] = director.get(table.path("/timeline")).json()[-1:]
    assert event["type"] == "MisinformedCardRetracted"
    assert (event["data"]["kind"], event["data"]["law"]) == ("declarers_early_play", "47E1")
    assert "trick" not in event["data"]  # never counted as played to a trick
    assert "DA" in table.view("N")["hands"]["N"]
    play(table, "D6", "D2")  # dummy, then West: declarer's turn from his own hand
    assert table.play("N", "D9").status_code == 201  # no longer bound to the ace (57C3)
    tricks = table.players["W"].get(table.path("/tricks")).json()
    assert [c["card"] for c in tricks[0]["cards"]] == ["DK", "D6", "D2", "D9"]
    rulings = director.get(table.path("/rulings")).json()
    assert [(r["law"], r["kind"], r["explanation"]) for r in rulings] == [
        ("47E1", "play_rectification", SAID)
    ]
    # the same card again: nothing waits now
    assert director.post(table.path("/misinformed-card-retraction"), retraction).status_code == 409


def test_undo_refused_after_a_lead_out_of_turn_says_why_not_a_revoke(server: Server) -> None:
    """Undo after a refused opening lead out of turn (its card a major penalty card, Law
    54D) or after declarer spread his hand (54A, 2017: "After a faced opening lead out of
    turn, declarer may spread his hand; he becomes dummy") was refused with "A revoke was
    raised at this board", where no revoke was. Undo is the service's, not a Law's: the
    refusal must name the rectification that stands, not one that never happened."""
    director = server.person("td", role="director")
    refused = spades(server, creator=director)
    assert refused.play("W", "D2").status_code == 201
    decided = refused.players["N"].post(refused.path("/lead-out-of-turn"), {"decision": "refuse"})
    assert decided.status_code == 200, decided.text
    undo = director.post(refused.path("/undo"))
    assert undo.status_code == 409
    assert undo.json()["detail"] == (
        "W's D2 is a penalty card; the rectification that made it cannot be taken back by undo."
    )

    spread = spades(server, creator=director)
    assert spread.play("W", "D2").status_code == 201
    faced = {"seat": "N", "cards": ["SK"]}
    assert director.post(spread.path("/cards-faced-after-opening-lead"), faced).status_code == 201
    for action in ("undo", "redo"):
        reply = director.post(spread.path(f"/{action}"))
        assert reply.status_code == 409
        assert reply.json()["detail"] == (
            "S became declarer when the lead out of turn was accepted (Law 54A); that cannot "
            f"be taken back by {action}."
        )
    assert spread.view("S")["declarer"] == "S"
