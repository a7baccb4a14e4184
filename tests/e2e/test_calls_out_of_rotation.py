"""Calls out of rotation (Laws 28-32) and inadmissible calls (Laws 35-39) over HTTP on
both stores (docs/contract.md "Irregularities of the auction"): each recorded with 201,
decided by the offender's left-hand opponent, rectified as the Laws say, the
rectification in the board's rulings and in the audit across boards; a PBN record's
^S re-enacted and written back."""

from __future__ import annotations

from typing import Any

from tests.e2e.table import Server, Table

DEAL = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96"


def detect_table(server: Server) -> Table:
    director = server.person("td", "director")
    return Table.sit_down(server, creator=director, deal=DEAL, revoke_policy="detect")


def audit(table: Table) -> list[tuple[str, str, Any]]:
    assert table.director is not None
    found = table.director.get("/rulings", board=table.board_id).json()
    return [(r["law"], r["kind"], r["director"]) for r in found]


def decide(table: Table, seat: str, decision: str) -> dict[str, Any]:
    made = table.players[seat].post(table.path("/auction-irregularity"), {"decision": decision})
    assert made.status_code == 200, made.text
    return dict(made.json())


def test_a_pass_out_of_rotation_cancelled_by_the_player_whose_turn_it_was(
    server: Server,
) -> None:
    """North deals; East passes first; North, whose turn it was, calls before anything is
    decided: East's pass is cancelled with no rectification (Law 28B)."""
    table = detect_table(server)
    made = table.call("E", "Pass")
    assert made.status_code == 201, made.text
    assert made.json()["pending"] == {
        "kind": "call_out_of_rotation", "seat": "E", "call": "Pass", "turn": "N", "decides": "S",
    }  # fmt: skip
    assert table.call("N", "1C").status_code == 201
    view = table.view()
    assert view["pending"] is None and [c["call"] for c in view["auction"]] == ["1C"]
    assert table.call("E", "1H").status_code == 201  # East is free
    assert audit(table) == []


def test_a_pass_out_of_rotation_refused_binds_the_offender_at_his_next_turn(
    server: Server,
) -> None:
    """South refuses East's pass, made at North's turn (his right-hand opponent's): East
    must pass at his next turn (Law 30A (2017), a pass at the RHO's turn: the offender
    "must pass when next it is his turn to call"; 2007's 30A, "before any player has bid",
    is no more)."""
    table = detect_table(server)
    table.call("E", "Pass")
    assert table.call("W", "1C").status_code == 409  # the table waits for South
    view = decide(table, "S", "refuse")
    assert view["pending"] is None and view["auction"] == []
    table.call("N", "1C")
    assert table.call("E", "Pass").status_code == 201
    assert audit(table) == [("30A", "auction_rectification", None)]
    kinds = [e["type"] for e in table.players["N"].get(table.path("/timeline")).json()]
    assert "CallOutOfRotationMade" in kinds and "CallOutOfRotationSettled" in kinds


def test_a_pass_of_partners_artificial_call_out_of_rotation_is_law_31(server: Server) -> None:
    """North opens an alerted 2C; South passes at East's turn and West refuses it. Law 31
    (2017) applies to a player who "has passed partner's artificial call (see Law 30C)":
    after East's overcall South may make any legal call, ruled comparable or not (31A2),
    not Law 30A's pass at his next turn."""
    table = detect_table(server)
    assert table.call("N", "2C", alert=True, explanation="strong").status_code == 201
    assert table.call("S", "Pass").status_code == 201
    decide(table, "W", "refuse")
    assert table.call("E", "2S").status_code == 201
    made = table.call("S", "3C")
    assert made.status_code == 201, made.text
    assert made.json()["pending"]["kind"] == "comparable_call"
    assert audit(table) == [("30C", "auction_rectification", None)]


def test_a_bid_out_of_rotation_at_partners_turn(server: Server) -> None:
    """North opens 1C; West bids 1H at East's turn (his partner's): North refuses it. Law
    31B (2017): "offender may make any legal call at his proper turn"; East is free. West
    bids 2H at his turn; the director rules it not comparable (Law 23A): East "must pass
    when next it is his turn to call" -- that turn only."""
    table = detect_table(server)
    table.call("N", "1C")
    assert table.call("W", "1H").json()["pending"]["decides"] == "N"
    decide(table, "N", "refuse")
    assert table.call("E", "1S").status_code == 201  # East is free
    assert table.call("S", "Pass").status_code == 201
    made = table.call("W", "2H")
    assert made.status_code == 201, made.text
    pending = made.json()["pending"]
    assert (pending["kind"], pending["call"], pending["decides"]) == (
        "comparable_call", "2H", "director",
    )  # fmt: skip
    assert table.director is not None
    ruling = {"law": "31B", "kind": "comparable_call", "comparable": False,
              "explanation": "1H opened; 2H is a weak overcall"}  # fmt: skip
    assert table.director.post(table.path("/rulings"), ruling).status_code == 201
    assert table.call("N", "Pass").status_code == 201
    view = table.bid("Pass", "3C", "Pass", "Pass")  # East passes, as he must
    assert view["next"] == "E"
    assert table.call("E", "3S").status_code == 201  # his next turn is free again
    assert [(law, kind) for law, kind, _ in audit(table)] == [
        ("31B", "auction_rectification"), ("31B", "comparable_call"),
    ]  # fmt: skip


def test_an_accepted_call_out_of_rotation_is_exported_with_the_player_passed_over(
    server: Server,
) -> None:
    """East opens 1H at North's turn; South accepts (29A): North has lost that turn, the
    auction goes on from East, and PBN writes North's place as ^S (PBN 2.1 §3.9)."""
    table = detect_table(server)
    table.call("E", "1H")
    decide(table, "S", "accept")
    view = table.bid("Pass", "Pass", "Pass")
    assert (view["contract"], view["declarer"]) == ("1H", "E")
    assert [c["seat"] for c in view["auction"]] == ["E", "S", "W", "N"]
    director = table.director
    assert director is not None  # who may see every hand, and so export the whole deal
    exported = director.get(table.path("/export")).text
    assert "^S 1H Pass Pass" in exported
    again = director.post_raw("/boards/import", exported.encode(), format="pbn")
    assert again.status_code == 201 and again.json()["refused"] == [], again.text
    [board] = again.json()["boards"]
    copy = director.get(f"/boards/{board['id']}").json()
    assert [(c["seat"], c["call"]) for c in copy["auction"]] == [
        (c["seat"], c["call"]) for c in view["auction"]
    ]


def test_a_double_of_partners_bid(server: Server) -> None:
    """South doubles his partner's 1C: cancelled, South calls again, North passes
    throughout (Law 36B)."""
    table = detect_table(server)
    table.bid("1C", "Pass")
    made = table.call("S", "X")
    assert made.status_code == 201, made.text
    assert [c["call"] for c in made.json()["auction"]] == ["1C", "Pass"]
    table.bid("1H", "Pass")
    last = table.call("N", "2H").json()["auction"][-1]  # Law 37: a pass in its place
    assert (last["seat"], last["call"]) == ("N", "Pass")
    assert [law for law, _, _ in audit(table)] == ["36B", "37"]


def test_a_bid_of_eight_clubs(server: Server) -> None:
    """East bids 8C: cancelled, a pass substituted, East and West pass throughout (Law 38)."""
    table = detect_table(server)
    table.call("N", "1C")
    made = table.call("E", "8C")
    assert made.status_code == 201, made.text
    assert [c["call"] for c in made.json()["auction"]] == ["1C", "Pass"]
    table.call("S", "1H")
    last = table.call("W", "2C").json()["auction"][-1]  # Law 37: a pass in its place
    assert (last["seat"], last["call"]) == ("W", "Pass")
    assert [law for law, _, _ in audit(table)] == ["38", "37"]
    prevent = Table.sit_down(server, deal=DEAL)
    assert prevent.call("N", "8C").status_code == 422  # under prevent: refused as notation


def test_a_change_of_call(server: Server) -> None:
    """North opens 1C, then says 1D before East calls: East refuses the change, 1C stands
    (Law 25B2); later the director finds South's slip unintended (25A)."""
    table = detect_table(server)
    table.call("N", "1C")
    changed = table.call("N", "1D")
    assert changed.status_code == 201, changed.text
    assert changed.json()["pending"] == {
        "kind": "change_of_call", "seat": "N", "call": "1D", "replaces": "1C", "decides": "E",
    }  # fmt: skip
    assert [c["call"] for c in decide(table, "E", "refuse")["auction"]] == ["1C"]
    table.bid("Pass", "1H")
    table.call("S", "1S")
    assert (
        table.players["W"]
        .post(table.path("/auction-irregularity"), {"decision": "unintended"})
        .status_code
        == 403
    )
    assert table.director is not None
    made = table.director.post(table.path("/auction-irregularity"), {"decision": "unintended"})
    assert [c["call"] for c in made.json()["auction"]] == ["1C", "Pass", "1S"]
    assert audit(table) == [("25B2", "auction_rectification", None),
                            ("25A", "auction_rectification", table.director.name)]  # fmt: skip


def test_a_changed_calls_explanation_stays_hidden_from_the_callers_partner(
    server: Server,
) -> None:
    """As at a table with screens, North's partner does not learn what North told the
    opponents about 1C, not even from the change of call that replaced it."""
    table = detect_table(server)
    table.call("N", "1C", alert=True, explanation="Could be two cards")
    table.call("N", "1D", alert=True, explanation="Four or more")
    decide(table, "E", "accept")
    south = table.players["S"].get(table.path("/timeline")).text
    assert "Could be two cards" not in south and "Four or more" not in south
    east = table.players["E"].get(table.path("/timeline")).text
    assert "Could be two cards" in east and "Four or more" in east
