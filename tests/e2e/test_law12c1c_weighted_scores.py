"""Law 12C1(c) over HTTP, on both stores: "An assigned adjusted score may be weighted to
reflect the probabilities of a number of potential results". The director weighs 4S made
(+420) at 30% and one down (-50) at 70% on a ledger board; its score is the weighted sum
(126 - 35 = 91) with the parts shown. In a session it is matchpointed part by part
against the field, and IMPed likewise.

Board 1, nobody vulnerable; the other tables: +420 and -50.
- Matchpoints (top 4): the weighted table 0.3 * 3 + 0.7 * 1 = 1.6; +420 beats -50 (2)
  and the weighted table 0.3 * 1 + 0.7 * 2 = 1.7: 3.7; -50: 0.3 * 0 + 0.7 * 1 = 0.7.
- Cross-IMPs (470 points are 10 IMPs): the weighted table 0.7 * -10 against +420 and
  0.3 * 10 against -50, averaged: -2; +420: (10 + 0.7 * 10) / 2 = 8.5; -50: -6.5.
"""

from __future__ import annotations

from typing import Any

from tests.e2e.table import Person, Server, Table
from tests.e2e.test_revokes import spades

MADE = {"contract": "4S", "declarer": "N", "tricks": 10, "weight": 30}
DOWN = {"contract": "4S", "declarer": "N", "tricks": 9, "weight": 70}


def weighted_board(server: Server) -> Table:
    table = spades(server, policy="prevent")
    table.play_tricks(52)
    ruling = {"law": "12C1(c)", "kind": "weighted_score", "explanation": "4S: 30% made"}
    fractions = server.admin.post(
        table.path("/rulings"),
        {**ruling, "results": [{**MADE, "weight": 0.3}, {**DOWN, "weight": 0.7}]},
    )
    assert fractions.status_code == 422  # whole percentages
    assert (
        table.players["N"]
        .post(table.path("/rulings"), {**ruling, "results": [MADE, DOWN]})
        .status_code
        == 403
    )  # a player does not rule
    reply = server.admin.post(table.path("/rulings"), {**ruling, "results": [MADE, DOWN]})
    assert reply.status_code == 201, reply.text
    assert (reply.json()["kind"], reply.json()["NS"]) == ("weighted_score", 91)
    return table


def session_with(director: Person, scoring: str, board_id: str) -> str:
    session: str = director.post("/sessions", {"name": "Club", "scoring": scoring}).json()["id"]
    for body in (
        {"board_number": 1, "ns": "1", "ew": "2", "board_id": board_id},
        {"board_number": 1, "ns": "3", "ew": "4", "contract": "4S", "declarer": "N", "tricks": 10},
        {"board_number": 1, "ns": "5", "ew": "6", "contract": "4S", "declarer": "N", "tricks": 9},
    ):
        reply = director.post(f"/sessions/{session}/results", body)
        assert reply.status_code == 201, reply.text
    return session


def by_pair(director: Person, session: str) -> dict[str, Any]:
    return {e["pair"]: e["total"] for e in director.get(f"/sessions/{session}/ranking").json()}


def test_the_boards_score_is_the_weighted_sum_with_its_parts(server: Server) -> None:
    table = weighted_board(server)
    score = table.players["E"].get(table.path("/score")).json()
    assert (score["NS"], score["EW"]) == (91, -91)
    assert score["weighted"] == {
        "NS": 91.0,
        "EW": -91.0,
        "parts": [
            {"contract": "4S", "declarer": "N", "tricks": 10, "weight": 30, "NS": 420, "EW": -420},
            {"contract": "4S", "declarer": "N", "tricks": 9, "weight": 70, "NS": -50, "EW": 50},
        ],
    }
    assert score["table"] is not None  # the score as played, beside it
    rulings = table.players["E"].get(table.path("/rulings")).json()
    assert [(r["kind"], r["law"], r["NS"]) for r in rulings] == [("weighted_score", "12C1(c)", 91)]


def test_matchpoints_weigh_each_part_against_the_field(server: Server) -> None:
    table = weighted_board(server)
    session = session_with(server.admin, "MP", table.board_id)
    lines = server.admin.get(f"/sessions/{session}/boards/1").json()
    got = {(line["ns"], line["ew"]): line for line in lines}
    assert got[("1", "2")]["score_ns"] == 91
    assert [got[pairs]["mp_ns"] for pairs in (("1", "2"), ("3", "4"), ("5", "6"))] == [
        1.6, 3.7, 0.7]  # fmt: skip
    totals = by_pair(server.admin, session)
    assert (totals["1"], totals["2"], totals["3"], totals["6"]) == (1.6, 2.4, 3.7, 3.3)


def test_imps_weigh_each_part_against_the_field(server: Server) -> None:
    table = weighted_board(server)
    session = session_with(server.admin, "IMP", table.board_id)
    totals = by_pair(server.admin, session)
    assert (totals["1"], totals["3"], totals["5"]) == (-2.0, 8.5, -6.5)
    assert (totals["2"], totals["4"], totals["6"]) == (2.0, -8.5, 6.5)
