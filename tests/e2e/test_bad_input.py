"""Bad input gets a clear 4xx and writes nothing."""

from __future__ import annotations

import pytest

from tests.e2e.table import DEAL, Server, Table

FULL = DEAL.split()
FIFTY_ONE = " ".join([*FULL[:3], FULL[3][:-1]])  # W's last club dropped
FIFTY_THREE = " ".join([*FULL[:3], FULL[3] + "2"])  # a 14th card
DUPLICATE = " ".join([*FULL[:3], FULL[3][:-1] + "8"])  # C8 twice (N holds C8 too)


def board_count(server: Server) -> int:
    return len(server.admin.boards())


@pytest.mark.parametrize(
    ("deal", "phrase"),
    [
        (FIFTY_ONE, "51 cards"),
        (FIFTY_THREE, "53 cards"),
        (DUPLICATE, "C8"),
        ("N:AKQ", "four hands"),
    ],
)
def test_a_bad_deal_is_refused(server: Server, deal: str, phrase: str) -> None:
    before = board_count(server)
    reply = server.admin.post("/boards", {"deal": deal})
    assert reply.status_code == 422
    assert phrase in reply.json()["detail"]
    assert board_count(server) == before


@pytest.mark.parametrize(
    ("body", "status", "phrase"),
    [
        ({"seat": "Z", "call": "1C"}, 422, "not a seat"),
        ({"seat": "N", "call": "8NT"}, 422, "level must be 1 to 7"),
        ({"seat": "N", "call": "bogus"}, 422, "not a call"),
        ({"seat": "E", "call": "1C"}, 422, "N's turn"),
        ({"call": "1C"}, 422, "'seat' is required"),
    ],
)
def test_bad_calls_are_refused(
    server: Server, body: dict[str, str], status: int, phrase: str
) -> None:
    table = Table.sit_down(server, deal=DEAL)
    holder = table.players[body.get("seat", "N") if body.get("seat") in ("N", "E") else "N"]
    reply = holder.post(table.path("/calls"), body)
    assert reply.status_code == status, reply.text
    assert phrase in reply.json()["detail"]
    assert table.event_count() == 1


def test_auction_rules_over_http(server: Server) -> None:
    table = Table.sit_down(server, deal=DEAL)
    table.bid("1D", "1S")
    cases = [
        ("S", "1H", "insufficient"),  # lower than 1S
        ("S", "1S", "insufficient"),  # equal
        ("S", "XX", "Redouble"),  # nothing doubled
    ]
    for seat, call, phrase in cases:
        reply = table.call(seat, call)
        assert reply.status_code == 422 and phrase in reply.json()["detail"], reply.text
    table.bid("Pass")  # S
    own_side = table.call("W", "X")  # W doubling partner E's 1S
    assert own_side.status_code == 422 and "own side" in own_side.json()["detail"]
    assert table.event_count() == 4


def test_card_and_phase_errors(server: Server) -> None:
    table = Table.sit_down(server, deal=DEAL)
    during_auction = table.players["N"].post(table.path("/plays"), {"seat": "N", "card": "SK"})
    assert during_auction.status_code == 409
    table.bid("Pass", "1S", "Pass", "2D", "Pass", "2S", "Pass", "3NT", "Pass", "Pass", "Pass")
    count = table.event_count()
    for body, status, phrase in [
        ({"seat": "N", "card": "SZ"}, 422, "not a card"),
        ({"seat": "N", "card": "SA"}, 422, "not in N's hand"),  # East holds the ace
        ({"seat": "Q", "card": "SK"}, 422, "not a seat"),
    ]:
        reply = table.players["N"].post(table.path("/plays"), body)
        assert reply.status_code == status and phrase in reply.json()["detail"], reply.text
    assert (
        table.players["N"].post(table.path("/calls"), {"seat": "N", "call": "Pass"}).status_code
        == 409
    )
    assert table.play("N", "SK").status_code == 201
    # East (dummy) holds spades: declarer may not discard from dummy.
    revoke = table.play("E", "HK")
    assert revoke.status_code == 422 and "must follow suit" in revoke.json()["detail"]
    assert table.event_count() == count + 1


def test_nothing_is_possible_after_the_board_is_over(server: Server) -> None:
    table = Table.sit_down(server, deal=DEAL)
    table.bid("Pass", "Pass", "Pass", "Pass")
    count = table.event_count()
    assert table.call("E", "1C").status_code == 409
    assert (
        table.players["N"].post(table.path("/plays"), {"seat": "N", "card": "SK"}).status_code
        == 409
    )
    assert table.players["N"].post(table.path("/undo")).status_code == 409
    assert table.event_count() == count


def test_malformed_requests(server: Server) -> None:
    table = Table.sit_down(server, deal=DEAL)
    broken = server.client.post(
        table.path("/calls"),
        content=b"{not json",
        headers={**table.players["N"].headers, "Content-Type": "application/json"},
    )
    assert broken.status_code == 422 and "not valid JSON" in broken.json()["detail"]
    unknown = table.players["N"].post(
        "/boards/00000000-0000-0000-0000-000000000000/calls", {"seat": "N", "call": "1C"}
    )
    assert unknown.status_code == 404
    assert table.players["N"].get("/boards/not-a-uuid").status_code == 404
    assert server.client.get(table.path()).status_code == 401
    assert (
        server.client.get(table.path(), headers={"Authorization": "Bearer nope"}).status_code == 401
    )
    stranger = server.person("x")
    assert stranger.post(table.path("/calls"), {"seat": "N", "call": "1C"}).status_code == 404
    wrong_seat = table.players["E"].post(table.path("/calls"), {"seat": "N", "call": "1C"})
    assert wrong_seat.status_code == 403
    assert table.event_count() == 1


def test_bad_board_options(server: Server) -> None:
    before = board_count(server)
    for body, phrase in [
        ({"board_number": 0}, "'board_number': Input should be greater than or equal to 1"),
        ({"vulnerability": "Some"}, "not a vulnerability"),
        ({"dealer": "X"}, "not a seat"),
        ({"revoke_policy": "strict"}, "Input should be 'prevent', 'detect' or 'auto'"),
        ({"mode": "casual"}, "'mode': Input should be 'practice' or 'tournament'"),
        ({"seats": {"N": "nobody-here", "E": "admin", "S": "admin", "W": "admin"}}, "no user"),
        ({"seats": {"N": "admin"}}, "missing"),
    ]:
        reply = server.admin.post("/boards", body)
        assert reply.status_code == 422 and phrase in reply.json()["detail"], (body, reply.text)
    assert board_count(server) == before


def test_declarer_cannot_probe_dummys_hand_before_the_opening_lead(server: Server) -> None:
    table = Table.sit_down(server, deal=DEAL)
    table.bid("Pass", "1S", "Pass", "2D", "Pass", "2S", "Pass", "3NT", "Pass", "Pass", "Pass")
    west = table.players["W"]  # declarer; East is dummy, North is on lead
    held = west.post(table.path("/plays"), {"seat": "E", "card": "SA"}).json()["detail"]
    not_held = west.post(table.path("/plays"), {"seat": "E", "card": "SK"}).json()["detail"]
    assert held == not_held == "It is N's turn to play, not E's."


def test_checks_run_who_then_when_then_what(server: Server) -> None:
    """docs/contract.md: authentication, then authorization, then phase, then legality."""
    table = Table.sit_down(server, deal=DEAL)
    east = table.players["E"]
    assert east.post(table.path("/calls"), {"seat": "N", "call": "8NT"}).status_code == 403
    typo_in_auction = table.players["N"].post(table.path("/plays"), {"seat": "N", "card": "SZ"})
    assert typo_in_auction.status_code == 409
    table.bid("Pass", "Pass", "Pass", "Pass")
    assert table.call("E", "9C").status_code == 409
    assert table.event_count() == 5
