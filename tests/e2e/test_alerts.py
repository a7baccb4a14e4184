"""Alerts and explanations over HTTP (Laws 20F, 40B), on both stores: the opponents see a
call's explanation at once, the caller's partner only once the auction is over, in the
board view, the timeline and replay alike."""

from __future__ import annotations

from tests.e2e.table import Server, Table

STAYMAN = "Stayman: asks for a four-card major"


def test_an_alert_reaches_the_opponents_and_not_the_partner(server: Server) -> None:
    table = Table.sit_down(server, board_number=1)  # dealer N
    table.bid("1NT", "Pass")
    reply = table.call("S", "2C", alert=True, explanation=STAYMAN)
    assert reply.status_code == 201, reply.text
    alerted = {"seat": "S", "call": "2C", "alert": True, "explanation": STAYMAN}
    hidden = {"seat": "S", "call": "2C", "alert": False, "explanation": None}
    assert reply.json()["auction"][-1] == alerted  # the caller himself
    for seat in ("E", "W"):
        assert table.view(seat)["auction"][-1] == alerted
    assert table.view("N")["auction"][-1] == hidden
    assert server.admin.get(table.path()).json()["auction"][-1] == alerted

    def timeline_call(seat: str) -> dict[str, object]:
        entries = table.players[seat].get(table.path("/timeline")).json()
        stayman = next(e for e in entries if e["data"].get("call") == "2C")
        return {k: stayman["data"][k] for k in ("alert", "explanation")}

    assert timeline_call("E") == {"alert": True, "explanation": STAYMAN}
    assert timeline_call("N") == {"alert": False, "explanation": None}
    step = table.event_count() - 1
    as_north = table.players["E"].get(table.path("/replay"), step=step, seat="N")
    assert as_north.json()["auction"][-1] == hidden

    table.bid("Pass", "2D", "Pass", "3NT", "Pass", "Pass", "Pass")
    assert table.view("N")["auction"][2] == alerted
    assert timeline_call("N")["explanation"] == STAYMAN
    replay = table.players["N"].get(table.path("/replay"), step=step)
    assert replay.json()["auction"][-1] == alerted


def test_a_bad_alert_or_explanation_is_refused_and_records_nothing(server: Server) -> None:
    table = Table.sit_down(server, board_number=1)
    for extra in (
        {"explanation": "x" * 501},
        {"alert": "yes"},
        {"alert": 1},
        {"explanation": 7},
    ):
        reply = table.call("N", "1NT", **extra)
        assert reply.status_code == 422, (extra, reply.text)
        assert len(reply.json()["detail"]) <= 300
    assert table.event_count() == 1
