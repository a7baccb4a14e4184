"""Claims and concessions over HTTP (docs/design.md 4.4)."""

from __future__ import annotations

from typing import Any

from tests.e2e.table import DEAL, Server, Table

AUCTION = ("Pass", "1S", "Pass", "2D", "Pass", "2S", "Pass", "3NT", "Pass", "Pass", "Pass")


def table_in_play(server: Server, **options: Any) -> Table:
    table = Table.sit_down(server, deal=DEAL, **options)
    table.bid(*AUCTION)  # 3NT by West; East is dummy, North leads
    table.play_tricks(8)  # two tricks played
    return table


def test_declarer_claims_and_both_defenders_agree(server: Server) -> None:
    table = table_in_play(server)
    before = table.view()["tricks_won"]
    claim = table.players["W"].post(
        table.path("/claims"), {"seat": "W", "tricks": 9, "statement": "Diamonds run."}
    )
    assert claim.status_code == 201, claim.text
    assert claim.json()["claim"]["status"] == "pending"
    assert claim.json()["claim"]["concession"] is False
    # Play stops while the claim is pending.
    assert table.play(claim.json()["next"], "SA").status_code == 409
    assert table.players["N"].post(table.path("/claims/agree"), {"seat": "N"}).status_code == 200
    assert table.view()["phase"] == "play"
    # Dummy does not answer a claim; declarer's partner is not an opponent.
    assert table.players["E"].post(table.path("/claims/agree"), {"seat": "E"}).status_code == 422
    done = table.players["S"].post(table.path("/claims/agree"), {"seat": "S"}).json()
    assert done["phase"] == "complete"
    assert done["declarer_tricks"] == before["EW"] + 9
    score = table.players["N"].get(table.path("/score")).json()
    assert score["declarer_tricks"] == before["EW"] + 9


def test_defender_concedes_and_declarer_agrees(server: Server) -> None:
    table = table_in_play(server)
    before = table.view()["tricks_won"]
    reply = table.players["N"].post(table.path("/claims"), {"seat": "N", "concede": 11})
    assert reply.status_code == 201, reply.text
    assert reply.json()["claim"]["tricks"] == 0
    assert reply.json()["claim"]["concession"] is True
    done = table.players["W"].post(table.path("/claims/agree"), {"seat": "W"}).json()
    assert done["phase"] == "complete" and done["declarer_tricks"] == before["EW"] + 11
    assert done["claim"]["concession"] is True
    # The log and the timeline tell a concession from a claim (Law 68B).
    for listing in ("/events", "/timeline"):
        claims = [
            event
            for event in table.players["N"].get(table.path(listing)).json()
            if event["type"] == "ClaimMade"
        ]
        assert [(e["data"]["tricks"], e["data"]["concession"]) for e in claims] == [(0, True)]


def test_disputed_claim_goes_to_the_director(server: Server) -> None:
    director = server.person("td", role="director")
    creator_table = Table.sit_down(server, creator=director, deal=DEAL)
    creator_table.bid(*AUCTION)
    creator_table.play_tricks(4)
    path = creator_table.path
    players = creator_table.players
    assert players["W"].post(path("/claims"), {"seat": "W", "tricks": 12}).status_code == 201
    assert players["S"].post(path("/claims/dispute"), {"seat": "S"}).status_code == 200
    assert players["N"].post(path("/claims/agree"), {"seat": "N"}).status_code == 409
    # Only the board's director rules; players get 403.
    ruling = {"tricks": 10, "explanation": "The club loser cannot be avoided; Law 70."}
    assert players["W"].post(path("/claims/ruling"), ruling).status_code == 403
    ruled = director.post(path("/claims/ruling"), ruling)
    assert ruled.status_code == 200, ruled.text
    view = ruled.json()
    assert view["phase"] == "complete" and view["claim"]["status"] == "ruled"
    assert view["claim"]["concession"] is False
    events = director.get(path("/events")).json()
    assert events[-1]["type"] == "ClaimRulingMade"
    assert events[-1]["data"]["law"] == "70" and events[-1]["actor"] == director.name


def test_a_withdrawn_claim_lets_play_resume(server: Server) -> None:
    table = table_in_play(server)
    assert (
        table.players["W"].post(table.path("/claims"), {"seat": "W", "tricks": 11}).status_code
        == 201
    )
    assert table.players["N"].post(table.path("/claims/withdraw"), {"seat": "W"}).status_code == 403
    back = table.players["W"].post(table.path("/claims/withdraw"), {"seat": "W"})
    assert back.status_code == 200 and back.json()["claim"] is None
    assert table.play_tricks(1)["phase"] == "play"


def test_claim_errors(server: Server) -> None:
    table = Table.sit_down(server, deal=DEAL)
    assert (
        table.players["N"].post(table.path("/claims"), {"seat": "N", "tricks": 3}).status_code
        == 409
    )
    table.bid(*AUCTION)
    count = table.event_count()
    refused: list[tuple[dict[str, object], int]] = [
        ({"seat": "E", "tricks": 3}, 422),  # dummy
        ({"seat": "W", "tricks": 14}, 422),
        ({"seat": "W"}, 422),
        ({"seat": "W", "tricks": 3, "concede": 2}, 422),
    ]
    for body, status in refused:
        holder = table.players[str(body["seat"])]
        assert holder.post(table.path("/claims"), body).status_code == status, body
    assert table.players["S"].post(table.path("/claims/agree"), {"seat": "S"}).status_code == 409
    assert table.event_count() == count
