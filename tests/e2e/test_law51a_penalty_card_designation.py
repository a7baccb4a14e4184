"""Law 51A over HTTP, on both stores: with two or more penalty cards that can legally be
played, declarer designates which one the defender plays.

    "If it is a defender's turn to play and that defender has two or more penalty cards
    that can legally be played, declarer designates which is to be played at that turn."
"""

from __future__ import annotations

from tests.e2e.table import Server
from tests.e2e.test_revokes import play, spades


def test_declarer_designates_and_the_defender_plays_it(server: Server) -> None:
    table = spades(server)
    west, north = table.players["W"], table.players["N"]
    faced = west.post(
        table.path("/cards-exposed-in-play"),
        {"seat": "W", "cards": ["D3", "D2"], "inadvertent": False},
    )
    assert faced.status_code == 201, faced.text
    assert north.post(table.path("/lead-restriction"), {"choice": "none"}).status_code == 200
    view = play(table, "DK", "D6")
    assert view["pending"] == {
        "kind": "penalty_card_designation",
        "seat": "W",
        "cards": ["D2", "D3"],
        "decides": "N",
    }
    assert table.play("W", "D3").status_code == 409  # the designation comes first
    path = table.path("/penalty-card-designation")
    assert west.post(path, {"card": "D3"}).status_code == 403  # declarer's choice
    refused = north.post(path, {"card": "H3"})
    assert refused.status_code == 422 and "51A" in refused.json()["detail"]
    reply = north.post(path, {"card": "D2"})
    assert reply.status_code == 200, reply.text
    assert reply.json()["pending"] is None
    assert table.play("W", "D3").status_code == 422  # not the card designated
    view = play(table, "D2")
    assert view["penalty_cards"]["W"] == [{"card": "D3", "kind": "major"}]
    assert north.post(path, {"card": "D3"}).status_code == 409  # nothing to designate now
