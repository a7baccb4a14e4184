"""The 2017 Laws 27B and 37 over HTTP on both stores (docs/contract.md "Laws 27B and 37
(0.11.0; issue 30)"): a double offered for an insufficient bid, another insufficient
bid offered, and a call by a player required to pass."""

from __future__ import annotations

from typing import Any

from tests.e2e.table import Server, Table

DEAL = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96"


def detect_table(server: Server) -> Table:
    director = server.person("td", "director")
    return Table.sit_down(server, creator=director, deal=DEAL, revoke_policy="detect")


def refused_1c_over_1nt(server: Server) -> Table:
    table = detect_table(server)
    table.bid("1NT")
    assert table.call("E", "1C").status_code == 201
    refused = table.players["S"].post(table.path("/auction-irregularity"), {"decision": "refuse"})
    assert refused.status_code == 200, refused.text
    return table


def calls(view: dict[str, Any]) -> list[str]:
    return [c["call"] for c in view["auction"]]


def rule(table: Table, law: str, comparable: bool) -> None:
    assert table.director is not None
    ruling = {"law": law, "kind": "comparable_call", "comparable": comparable,
              "explanation": "judged at the table"}  # fmt: skip
    made = table.director.post(table.path("/rulings"), ruling)
    assert made.status_code == 201, made.text


def audit(table: Table) -> list[tuple[str, str, Any]]:
    assert table.director is not None
    found = table.director.get("/rulings", board=table.board_id).json()
    return [(r["law"], r["kind"], r["comparable"]) for r in found]


def test_a_double_offered_for_an_insufficient_bid_ruled_comparable_stands(server: Server) -> None:
    """Law 27B1(b) (2017): a legal call "that in the opinion of the Director is comparable
    (see Law 23A)" -- a double too: until the ruling it is outside the auction and the
    table waits; comparable, it stands and West calls freely."""
    table = refused_1c_over_1nt(server)
    offered = table.call("E", "X")
    assert offered.status_code == 201, offered.text
    view = offered.json()
    assert calls(view) == ["1NT"]
    assert view["pending"] == {
        "kind": "comparable_call", "seat": "E", "call": "X", "insufficient": "1C",
        "withdrawn": "1C", "law": "27B1b", "decides": "director",
    }  # fmt: skip
    assert table.call("S", "Pass").status_code == 409
    rule(table, "27B1b", True)
    assert calls(table.view()) == ["1NT", "X"]
    assert table.call("S", "Pass").status_code == 201
    assert table.call("W", "2D").status_code == 201
    assert audit(table) == [("27B1b", "comparable_call", True)]


def test_a_double_ruled_not_comparable_is_cancelled_and_binds_the_side(server: Server) -> None:
    """Law 27B3: the double "is cancelled. The offender must substitute a legal call and
    his partner must pass whenever it is his turn to call". West's bid later is Law 37:
    cancelled, a pass in its place, and both East and West pass throughout."""
    table = refused_1c_over_1nt(server)
    table.call("E", "X")
    rule(table, "27B1b", False)
    view = table.view()
    assert calls(view) == ["1NT"] and view["pending"]["kind"] == "substitute"
    assert table.call("E", "2C").status_code == 201
    assert table.call("S", "Pass").status_code == 201
    bound = table.call("W", "3NT")
    assert bound.status_code == 201, bound.text
    assert calls(bound.json()) == ["1NT", "2C", "Pass", "Pass"]
    assert table.call("N", "3C").status_code == 201
    assert calls(table.call("E", "4C").json())[-1] == "Pass"  # East too, now (Law 37)
    assert audit(table) == [
        ("27B1b", "comparable_call", False), ("37", "auction_rectification", None),
        ("37", "auction_rectification", None),
    ]  # fmt: skip
    assert table.director is not None
    rulings = table.director.get("/rulings", board=table.board_id).json()
    assert "required to pass" in rulings[1]["explanation"]


def test_another_insufficient_bid_is_offered_to_the_left_hand_opponent(server: Server) -> None:
    """Law 27B4 (2017): "if the offender attempts to replace the one insufficient bid with
    another insufficient bid, the Director rules as in B3 above unless the LHO accepts the
    new insufficient bid as A allows" (27A1: "It is accepted if that player calls").
    Accepted, it stands with no rectification; not accepted, B3: cancelled, a legal call
    still due, and West passes whenever it is his turn."""
    table = refused_1c_over_1nt(server)
    again = table.call("E", "1D")
    assert again.status_code == 201, again.text
    assert calls(again.json()) == ["1NT"]
    assert again.json()["pending"] == {
        "kind": "insufficient_bid", "seat": "E", "call": "1D", "decides": "S",
    }  # fmt: skip
    assert table.call("W", "Pass").status_code == 409
    decide = table.path("/auction-irregularity")
    refused = table.players["S"].post(decide, {"decision": "refuse"})
    assert refused.status_code == 200, refused.text
    view = refused.json()
    assert calls(view) == ["1NT"]
    assert (view["pending"]["kind"], view["pending"]["call"]) == ("substitute", "1C")
    third = table.call("E", "1H")  # once more: South may accept it
    assert third.json()["pending"]["kind"] == "insufficient_bid"
    assert table.call("S", "Pass").status_code == 201  # South calls: accepted (27A1)
    assert calls(table.view()) == ["1NT", "1H", "Pass"]
    bound = table.call("W", "2D")  # silenced by the refusal before (B3): Law 37
    assert bound.status_code == 201, bound.text
    assert calls(bound.json())[-1] == "Pass"
    timeline = [e["type"] for e in table.players["N"].get(table.path("/timeline")).json()]
    assert timeline.count("AnotherInsufficientBidMade") == 2
    assert "SubstituteJudged" in timeline


def test_another_insufficient_bid_accepted_by_decision(server: Server) -> None:
    """Law 27B4 with 27A1: South accepts East's second insufficient bid "at the option of
    offender's LHO"; it is treated as legal and West calls freely."""
    table = refused_1c_over_1nt(server)
    table.call("E", "1S")
    decide = table.path("/auction-irregularity")
    accepted = table.players["S"].post(decide, {"decision": "accept"})
    assert accepted.status_code == 200, accepted.text
    assert calls(accepted.json()) == ["1NT", "1S"] and accepted.json()["pending"] is None
    assert table.call("S", "Pass").status_code == 201
    assert calls(table.call("W", "2D").json()) == ["1NT", "1S", "Pass", "2D"]


def test_under_prevent_a_bound_call_cannot_arise(server: Server) -> None:
    """Under `prevent` nothing binds a player to pass: the insufficient bid is refused."""
    table = Table.sit_down(server, deal=DEAL)
    table.bid("1NT")
    assert table.call("E", "1C").status_code == 422
