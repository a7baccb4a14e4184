"""The 2017 Laws of the auction over HTTP on both stores (docs/contract.md
"Irregularities of the auction"; issue 30 items 1-7): what a table sees after an
irregular call."""

from __future__ import annotations

from typing import Any

from tests.e2e.table import Server, Table

DEAL = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96"


def detect_table(server: Server) -> Table:
    director = server.person("td", "director")
    return Table.sit_down(server, creator=director, deal=DEAL, revoke_policy="detect")


def decide(table: Table, seat: str, decision: str) -> dict[str, Any]:
    made = table.players[seat].post(table.path("/auction-irregularity"), {"decision": decision})
    assert made.status_code == 200, made.text
    return dict(made.json())


def calls(view: dict[str, Any]) -> list[str]:
    return [c["call"] for c in view["auction"]]


def test_undo_is_refused_once_an_irregular_call_was_made(server: Server) -> None:
    """East's insufficient 1C over 1NT, refused, replaced by 2C (27B1a: "the auction
    proceeds without further rectification"): the Law settled it, so neither a player nor
    the director takes a call back by undo (409), and the auction is as it was."""
    table = detect_table(server)
    table.bid("1NT")
    assert table.call("E", "1C").status_code == 201
    decide(table, "S", "refuse")
    assert table.call("E", "2C").status_code == 201
    for person in (table.players["E"], table.players["N"], table.director):
        assert person is not None
        refused = person.post(table.path("/undo"), {"reason": "slip"})
        assert refused.status_code == 409, refused.text
        assert "irregular call" in refused.json()["detail"]
    assert calls(table.view()) == ["1NT", "2C"]


def test_a_bid_after_the_final_pass_does_not_let_undo_reopen_the_auction(server: Server) -> None:
    """Law 39: "all calls after the final pass are cancelled"; the auction stays over."""
    table = detect_table(server)
    table.bid("1NT", "Pass", "3NT", "Pass", "Pass", "Pass")
    assert table.call("E", "4S").status_code == 201
    assert table.players["W"].post(table.path("/undo")).status_code == 409
    view = table.view()
    assert (view["phase"], view["contract"]) == ("play", "3NT")


def test_an_unintended_call_is_replaced_after_lho_called_until_partner_calls(
    server: Server,
) -> None:
    """Law 25A1 (2017): a player "may, until his partner makes a call, substitute the call
    he intended for the unintended call"; the left-hand opponent's call over it is
    withdrawn and he calls again (25A6). North 1C (meaning 1NT), East 1H, North 1NT at
    South's turn: the director finds 1C unintended."""
    table = detect_table(server)
    table.bid("1C", "1H")
    assert table.call("N", "1NT").status_code == 201
    assert table.view()["pending"]["kind"] == "call_out_of_rotation"
    refused = table.players["S"].post(
        table.path("/auction-irregularity"), {"decision": "unintended"}
    )
    assert refused.status_code == 403, refused.text
    assert table.director is not None
    ruled = table.director.post(table.path("/auction-irregularity"), {"decision": "unintended"})
    assert ruled.status_code == 200, ruled.text
    view = ruled.json()
    assert calls(view) == ["1NT"] and view["next"] == "E" and view["pending"] is None
    assert table.call("E", "2C").status_code == 201
    rulings = table.director.get("/rulings", board=table.board_id).json()
    assert [(r["law"], r["director"]) for r in rulings] == [("25A", table.director.name)]


def test_the_left_hand_opponent_accepts_an_insufficient_bid_by_calling(server: Server) -> None:
    """Law 27A1 (2017): "Any insufficient bid may be accepted (treated as legal) at the
    option of offender's LHO. It is accepted if that player calls." """
    table = detect_table(server)
    table.bid("1NT")
    assert table.call("E", "1C").status_code == 201
    assert table.call("W", "Pass").status_code == 409  # not his to accept
    made = table.call("S", "2C")
    assert made.status_code == 201, made.text
    view = made.json()
    assert calls(view) == ["1NT", "1C", "2C"] and view["pending"] is None
    assert view["next"] == "W"


def test_a_pass_replacing_an_insufficient_bid_may_be_ruled_comparable(server: Server) -> None:
    """Law 27B1(b) (2017): "if the insufficient bid is corrected with a legal call that in
    the opinion of the Director is comparable (see Law 23A), the auction proceeds without
    further rectification". East's 1C over 1NT (showing a weak hand) is refused and
    replaced by Pass; the director rules it comparable, and West bids freely."""
    table = detect_table(server)
    table.bid("1NT")
    table.call("E", "1C")
    decide(table, "S", "refuse")
    made = table.call("E", "Pass")
    assert made.status_code == 201, made.text
    pending = made.json()["pending"]
    assert (pending["kind"], pending["call"]) == ("comparable_call", "Pass")
    assert table.call("S", "2C").status_code == 409  # the table waits for the ruling
    assert table.director is not None
    ruling = {"law": "27B1b", "kind": "comparable_call", "comparable": True,
              "explanation": "1C showed a weak hand; so does the pass"}  # fmt: skip
    assert table.director.post(table.path("/rulings"), ruling).status_code == 201
    assert table.call("S", "2C").status_code == 201
    assert table.call("W", "2D").status_code == 201  # no 27B2 silence


def test_a_card_prematurely_led_in_the_auction_makes_partner_pass_at_his_next_turn(
    server: Server,
) -> None:
    """Law 24B (2017): "If it is a single card of honour rank or any card prematurely
    led, offender's partner must pass when next it is his turn to call." East leads the
    D4 after North's 1S; West may not bid at his next turn; East defends, and the card is
    a major penalty card (Law 50B: exposed through deliberate play)."""
    table = detect_table(server)
    table.bid("1S")
    told = table.players["E"].post(
        table.path("/exposed-cards"), {"seat": "E", "cards": ["D4"], "led": True}
    )
    assert told.status_code == 201, told.text
    table.bid("Pass", "4S", "Pass", "Pass", "Pass")
    view = table.view()
    assert view["phase"] == "play"
    assert view["penalty_cards"]["E"] == [{"card": "D4", "kind": "major"}]
