"""The double-dummy check of a claim over HTTP
(docs/design.md 4.4): for the director's eyes only."""

from __future__ import annotations

from typing import Any

import pytest
from endplay.dds import calc_dd_table
from endplay.types import Deal, Denom, Player

from tests.e2e.table import DEAL, Person, Server, Table

AUCTION = ("Pass", "1S", "Pass", "2D", "Pass", "2S", "Pass", "3NT", "Pass", "Pass", "Pass")
# 3NT by West; East is dummy and North is on lead (as in test_claims.py)

# Each hand holds one whole suit: whoever wins a trick wins them all, so the answer of
# every position on this deal is known without a solver.
ONE_SUIT_EACH = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"


def directed_table(server: Server, deal: str) -> tuple[Table, Person]:
    director = server.person("td", role="director")
    return Table.sit_down(server, creator=director, deal=deal), director


def claim(table: Table, seat: str, **body: Any) -> None:
    reply = table.players[seat].post(table.path("/claims"), {"seat": seat, **body})
    assert reply.status_code == 201, reply.text


def check(person: Person, table: Table) -> tuple[int, Any]:
    reply = person.get(table.path("/claims/check"))
    return reply.status_code, reply.json()


@pytest.mark.parametrize(
    ("contract", "best", "reachable"),
    [("7NT", 0, False), ("7S", 13, True)],
)
def test_the_director_checks_a_disputed_claim_in_the_middle_of_a_trick(
    server: Server, contract: str, best: int, reachable: bool
) -> None:
    table, director = directed_table(server, ONE_SUIT_EACH)
    table.bid(contract, "Pass", "Pass", "Pass")  # North declares; East leads
    assert table.play("E", "HA").status_code == 201
    claim(table, "N", tricks=13, statement="My spades are good.")
    # In notrump East's hearts take every trick; in spades North ruffs the ace and runs.
    assert table.players["W"].post(table.path("/claims/dispute"), {"seat": "W"}).status_code == 200
    status, body = check(director, table)
    assert status == 200, body
    assert body == {
        "claimer": "N",
        "side": "NS",
        "tricks_left": 13,
        "claimed": 13,
        "double_dummy_max": best,
        "reachable": reachable,
    }
    # Looking changes nothing: the director can still rule.
    ruling = {"tricks": best, "explanation": "Double dummy, as checked; Law 70."}
    assert director.post(table.path("/claims/ruling"), ruling).status_code == 200


@pytest.mark.parametrize(("seat", "claim_body"), [("W", {"tricks": 9}), ("N", {"concede": 9})])
def test_a_pending_claim_before_the_opening_lead_matches_the_double_dummy_table(
    server: Server, seat: str, claim_body: dict[str, int]
) -> None:
    table, director = directed_table(server, DEAL)
    table.bid(*AUCTION)
    claim(table, seat, **claim_body)
    # endplay's double-dummy table: tricks for West declaring notrump, North on lead.
    west_in_notrump = calc_dd_table(Deal(DEAL))[Denom.nt, Player.west]
    side = "EW" if seat == "W" else "NS"
    best = west_in_notrump if side == "EW" else 13 - west_in_notrump
    claimed = 13 - 9 if "concede" in claim_body else 9
    status, body = check(server.admin, table)
    assert status == 200, body
    assert body == {
        "claimer": seat,
        "side": side,
        "tricks_left": 13,
        "claimed": claimed,
        "double_dummy_max": best,
        "reachable": claimed <= best,
    }
    assert check(director, table) == (200, body)


def test_only_the_director_and_admins_may_see_the_check(server: Server) -> None:
    table, director = directed_table(server, DEAL)
    table.bid(*AUCTION)
    outsider = server.person("kibitzer")
    # Authorization comes before the phase: no claim yet, and still 403 and 404.
    for seat, person in table.players.items():
        status, body = check(person, table)
        assert status == 403, (seat, body)
        assert "director" in body["detail"]
    assert check(outsider, table)[0] == 404
    claim(table, "W", tricks=9)
    for person in table.players.values():
        assert check(person, table)[0] == 403
    assert check(outsider, table)[0] == 404
    assert check(director, table)[0] == 200
    anonymous = server.client.get(table.path("/claims/check"))
    assert anonymous.status_code == 401


def test_without_an_open_claim_there_is_nothing_to_check(server: Server) -> None:
    table, director = directed_table(server, DEAL)
    status, body = check(director, table)  # still in the auction
    assert status == 409 and "no pending or disputed claim" in body["detail"]
    table.bid(*AUCTION)
    table.play_tricks(5)
    assert check(director, table)[0] == 409
    claim(table, "W", tricks=8)
    assert check(director, table)[0] == 200
    assert table.players["W"].post(table.path("/claims/withdraw"), {"seat": "W"}).status_code == 200
    assert check(director, table)[0] == 409
    claim(table, "N", concede=8)
    assert table.players["W"].post(table.path("/claims/agree"), {"seat": "W"}).status_code == 200
    status, body = check(director, table)  # the agreed claim ended the board
    assert status == 409 and "over" in body["detail"]
    missing = director.get("/boards/00000000-0000-0000-0000-000000000000/claims/check")
    assert missing.status_code == 404
