"""Law 27, the insufficient bid, over HTTP on both stores (docs/contract.md "Irregularities
of the auction"): accepted; replaced by the lowest sufficient bid; replaced by another
call, the director ruling it not comparable and the offender's partner silenced; each
step in the timeline, the ruling in the audit; and a PBN record's ^I re-enacted."""

from __future__ import annotations

from tests.e2e.table import Server, Table

DEAL = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96"


def table_at_1nt(server: Server) -> Table:
    director = server.person("td", "director")
    table = Table.sit_down(server, creator=director, deal=DEAL, revoke_policy="detect")
    assert table.call("N", "1NT").status_code == 201
    made = table.call("E", "1C")
    assert made.status_code == 201, made.text
    assert made.json()["pending"] == {
        "kind": "insufficient_bid", "seat": "E", "call": "1C", "decides": "S",
    }  # fmt: skip
    return table


def test_an_insufficient_bid_accepted(server: Server) -> None:
    table = table_at_1nt(server)
    # the table waits for South, who accepts by calling (27A1) or by saying so
    assert table.call("W", "Pass").status_code == 409
    west = table.players["W"].post(table.path("/auction-irregularity"), {"decision": "accept"})
    assert west.status_code == 403
    south = table.players["S"].post(table.path("/auction-irregularity"), {"decision": "accept"})
    assert south.status_code == 200, south.text
    assert [c["call"] for c in south.json()["auction"]] == ["1NT", "1C"]
    view = table.bid("1D", "Pass", "Pass", "Pass")
    assert (view["contract"], view["declarer"]) == ("1D", "S")
    kinds = [e["type"] for e in table.players["N"].get(table.path("/timeline")).json()]
    assert "InsufficientBidMade" in kinds and "AuctionIrregularityDecided" in kinds


def test_replaced_by_the_lowest_sufficient_bid(server: Server) -> None:
    table = table_at_1nt(server)
    refused = table.players["S"].post(table.path("/auction-irregularity"), {"decision": "refuse"})
    assert refused.json()["pending"] == {"kind": "substitute", "seat": "E", "call": "1C",
                                         "decides": "E"}  # fmt: skip
    assert table.call("E", "2C").json()["pending"] is None
    assert table.call("S", "Pass").status_code == 201
    assert table.call("W", "2NT").status_code == 201  # partner free to bid: Law 27B1(a)


def test_replaced_by_another_call_the_director_rules_and_partner_is_silenced(
    server: Server,
) -> None:
    table = table_at_1nt(server)
    table.players["S"].post(table.path("/auction-irregularity"), {"decision": "refuse"})
    view = table.call("E", "3C").json()
    assert view["pending"]["kind"] == "comparable_call"
    ruling = {"law": "27B1b", "kind": "comparable_call", "comparable": False,
              "explanation": "3C shows a long suit, 1C showed majors"}  # fmt: skip
    assert table.players["N"].post(table.path("/rulings"), ruling).status_code == 403
    assert table.director is not None
    made = table.director.post(table.path("/rulings"), ruling)
    assert made.status_code == 201, made.text
    assert table.call("S", "Pass").status_code == 201
    silenced = table.call("W", "3NT")  # Law 37: cancelled, a pass in its place
    assert silenced.status_code == 201, silenced.text
    assert silenced.json()["auction"][-1]["call"] == "Pass"
    audit = table.director.get("/rulings", board=table.board_id).json()
    assert [(r["law"], r["kind"], r["comparable"]) for r in audit] == [
        ("27B1b", "comparable_call", False),
        ("37", "auction_rectification", None),
    ]


def test_a_pbn_records_accepted_insufficient_bid_is_re_enacted(server: Server) -> None:
    alice = server.person("alice")
    record = (
        '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
        f'[Deal "{DEAL}"]\n[Declarer "S"]\n[Contract "1D"]\n'
        '[Auction "N"]\n1NT ^I 1C 1D Pass\nPass Pass\n'
    )
    reply = alice.post_raw("/boards/import", record.encode(), format="pbn")
    assert reply.status_code == 201 and reply.json()["refused"] == [], reply.text
    [board] = reply.json()["boards"]
    view = alice.get(f"/boards/{board['id']}").json()
    assert [c["call"] for c in view["auction"]] == ["1NT", "1C", "1D", "Pass", "Pass", "Pass"]
    assert view["contract"] == "1D"
    exported = alice.get(f"/boards/{board['id']}/export").text
    assert "1NT ^I 1C 1D Pass" in exported


def test_a_card_exposed_in_the_auction(server: Server) -> None:
    """Law 24: East drops the king of diamonds before anyone calls: it lies face up, West
    must pass at his next turn, and once East defends 4S it is a major penalty card."""
    director = server.person("td", "director")
    table = Table.sit_down(server, creator=director, deal=DEAL, revoke_policy="detect")
    shown = director.post(table.path("/exposed-cards"), {"seat": "E", "cards": ["DK"]})
    assert shown.status_code == 201, shown.text
    assert shown.json()["penalty_cards"]["E"] == [{"card": "DK", "kind": "exposed"}]
    assert (
        table.players["S"]
        .post(table.path("/exposed-cards"), {"seat": "E", "cards": ["DQ"]})
        .status_code
        == 403
    )
    table.bid("1S", "Pass", "2S")
    view = table.bid("Pass", "4S", "Pass", "Pass", "Pass")
    assert view["contract"] == "4S" and view["penalty_cards"]["E"] == [
        {"card": "DK", "kind": "major"}
    ]
    kinds = [e["type"] for e in table.players["N"].get(table.path("/timeline")).json()]
    assert "CardsExposed" in kinds and "AuctionExposuresSettled" in kinds


def test_replaced_by_a_call_not_comparable_the_partner_is_silenced_and_his_lead_restricted(
    server: Server,
) -> None:
    """East's insufficient 1C replaced by 3C, ruled not comparable: West passes throughout
    (27B2), and when South declares 4S and West is to lead, South may forbid him any one
    suit but clubs, which East specified in the legal auction (3C), and forbids hearts
    (Law 26B, 2017 as amended: "prohibit offender's partner from leading any (one) suit
    which has not been specified in the legal auction by the offender")."""
    table = table_at_1nt(server)
    table.players["S"].post(table.path("/auction-irregularity"), {"decision": "refuse"})
    table.call("E", "3C")
    assert table.director is not None
    ruling = {"law": "27B1b", "kind": "comparable_call", "comparable": False,
              "explanation": "3C shows clubs, 1C did not"}  # fmt: skip
    assert table.director.post(table.path("/rulings"), ruling).status_code == 201
    view = table.bid("4S", "Pass", "Pass", "Pass")
    assert (view["contract"], view["declarer"]) == ("4S", "S")
    assert view["pending"] == {"kind": "lead_restriction", "decides": "S", "law": "26B"}
    clubs = table.players["S"].post(
        table.path("/lead-restriction"), {"choice": "forbid", "suit": "C"}
    )
    assert clubs.status_code == 422, clubs.text
    chosen = table.players["S"].post(
        table.path("/lead-restriction"), {"choice": "forbid", "suit": "H"}
    )
    assert chosen.status_code == 200, chosen.text
    assert table.play("W", "HQ").status_code == 422
    assert table.play("W", "S3").status_code == 201
