"""A card played before a corrected explanation taken back, over HTTP on both stores. Law
47E2(a) (2017): "A player may retract the card he has played because of a mistaken
explanation of an opponent's call or play and before a corrected explanation, without
further rectification, but only if no card was subsequently played (see Law 16C). An
opening lead may not be retracted after dummy has faced any card."

The deal, 4S by North, dummy South, East on lead:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

from tests.e2e.table import Server, Table
from tests.e2e.test_revokes import play, spades

RETRACT = "/card-retraction-after-correction"


def north_corrects(table: Table) -> None:
    """North, the caller, corrects his own explanation of his 1S (Law 20F4)."""
    body = {"seat": "N", "at": 0, "alert": True, "explanation": "may be four spades"}
    reply = table.players["N"].post(table.path("/explanation-corrections"), body)
    assert reply.status_code == 201, reply.text


def test_a_defender_takes_his_card_back_after_the_correction(server: Server) -> None:
    table = spades(server)
    play(table, "DK")
    north_corrects(table)
    opening = table.players["E"].post(table.path(RETRACT), {"seat": "E", "card": "DK"})
    assert opening.status_code == 422 and "opening lead" in opening.json()["detail"]
    play(table, "D6", "D2")
    north_corrects_again = {"seat": "N", "at": 0, "alert": True, "explanation": "4+ spades"}
    reply = table.players["N"].post(table.path("/explanation-corrections"), north_corrects_again)
    assert reply.status_code == 201, reply.text
    body = {"seat": "W", "card": "D2"}
    assert table.players["E"].post(table.path(RETRACT), body).status_code == 403
    reply = table.players["W"].post(table.path(RETRACT), body)
    assert reply.status_code == 201, reply.text
    view = reply.json()
    assert view["next"] == "W" and view["penalty_cards"]["W"] == []
    assert "D2" in table.view("W")["hands"]["W"]
    again = table.players["W"].post(table.path(RETRACT), body)
    assert again.status_code == 409
    event = table.players["N"].get(table.path("/timeline")).json()[-1]
    assert event["type"] == "CardRetractedAfterCorrection"
    assert (event["data"]["law"], event["data"]["callers"]) == ("47E2(a)", ["N"])
    play(table, "D3", "DA")
    tricks = table.players["E"].get(table.path("/tricks")).json()
    assert [c["card"] for c in tricks[0]["cards"]] == ["DK", "D6", "D3", "DA"]
    step = event["version"] - 1
    replayed = table.players["E"].get(table.path("/replay/tricks"), step=step).json()
    assert [c["card"] for c in replayed[0]["cards"]] == ["DK", "D6"]


def test_too_late_once_a_card_followed(server: Server) -> None:
    table = spades(server)
    play(table, "DK", "D6", "D2", "DA")
    north_corrects(table)
    reply = table.players["W"].post(table.path(RETRACT), {"seat": "W", "card": "D2"})
    assert reply.status_code == 422 and "subsequently played" in reply.json()["detail"]
