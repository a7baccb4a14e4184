"""Law 52B over HTTP, on both stores: declarer accepts a card a defender played instead
of his penalty card, or has the penalty card substituted for it.

    "1. (a) If a defender has led or played another card when required by law to play a
        penalty card, declarer may accept such lead or play. [...]
     2. If declarer does not accept the card illegally played or led the defender must
        substitute the penalty card for the card illegally played or led."
"""

from __future__ import annotations

from tests.e2e.table import Server, Table
from tests.e2e.test_revokes import W_RUFFS, play, spades


def west_plays_s4_for_his_penalty_card(server: Server) -> Table:
    table = spades(server)
    play(table, *W_RUFFS)
    west = table.players["W"]
    assert table.players["N"].post(table.path("/revokes"), {"seat": "W", "trick": 2}).is_success
    assert west.post(table.path("/revokes/1/correct"), {"card": "D3"}).status_code == 200
    play(table, "S2", "S4")  # S3, West's major penalty card, was due
    reply = table.players["N"].post(table.path("/revokes"), {"seat": "W", "trick": 3})
    assert reply.status_code == 201 and reply.json()["status"] == "correctable", reply.text
    return table


def test_declarer_accepts_the_card_played(server: Server) -> None:
    table = west_plays_s4_for_his_penalty_card(server)
    path = table.path("/revokes/2/accept")
    assert table.players["W"].post(path, {}).status_code == 403  # declarer's choice
    reply = table.players["N"].post(path, {})
    assert reply.status_code == 200, reply.text
    view = reply.json()
    assert view["pending"] is None
    assert view["penalty_cards"]["W"] == [{"card": "S3", "kind": "major"}]  # 52B1(c)
    assert view["trick"]["cards"] == [{"seat": "S", "card": "S2"}, {"seat": "W", "card": "S4"}]
    assert table.players["N"].post(path, {}).status_code == 409  # nothing left to accept


def test_not_accepted_the_penalty_card_is_substituted(server: Server) -> None:
    table = west_plays_s4_for_his_penalty_card(server)
    west = table.players["W"]
    refused = west.post(table.path("/revokes/2/correct"), {"card": "S6"})
    assert refused.status_code == 422 and "penalty card" in refused.json()["detail"]
    reply = west.post(table.path("/revokes/2/correct"), {"card": "S3"})
    assert reply.status_code == 200, reply.text
    view = reply.json()
    assert view["trick"]["cards"] == [{"seat": "S", "card": "S2"}, {"seat": "W", "card": "S3"}]
    assert view["penalty_cards"]["W"] == [{"card": "S4", "kind": "major"}]
