"""Simultaneous leads, over HTTP on both stores. Law 58A (2017): "A lead or play made
simultaneously with another player's proper lead or play is deemed to be subsequent to it."

The deal, 4S by North, dummy South, East on lead:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

from tests.e2e.table import Server
from tests.e2e.test_revokes import play, spades


def test_the_card_that_came_first_is_played_after_the_proper_lead(server: Server) -> None:
    director = server.person("td", role="director")
    table = spades(server, creator=director)
    assert table.play("W", "D2").status_code == 201  # reached the service before East's
    assert (
        table.players["E"].post(table.path("/simultaneous-lead"), {"lead": "DK"}).status_code == 403
    )
    reply = director.post(table.path("/simultaneous-lead"), {"lead": "DK"})
    assert reply.status_code == 201, reply.text
    view = reply.json()
    assert view["pending"] is None and view["next"] == "S"
    assert [c["card"] for c in view["trick"]["cards"]] == ["DK"]
    events = table.players["N"].get(table.path("/timeline")).json()[-3:]
    assert [e["type"] for e in events] == [
        "SimultaneousLeadRuled",
        "CardPlayed",
        "PlayedAtRightHandOpponentsTurn",
    ]
    assert (events[0]["data"]["law"], events[0]["data"]["card"]) == ("58A", "D2")
    play(table, "D6")
    assert table.play("W", "D3").status_code == 422  # West's two, played at dummy's turn (57D)
    play(table, "D2", "DA")
    tricks = table.players["E"].get(table.path("/tricks")).json()
    assert [c["card"] for c in tricks[0]["cards"]] == ["DK", "D6", "D2", "DA"]
    again = director.post(table.path("/simultaneous-lead"), {"lead": "C2"})
    assert again.status_code == 409
