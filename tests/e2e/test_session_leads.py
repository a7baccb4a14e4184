"""A table's opening lead on the traveller and a wrong board on its table's page, over
HTTP on both stores: a club evening of 3 tables dealt from a board set (the set-up of
test_session_board_sets.py). A lead is a card of the deal (Law 41A: "the defender on
presumed declarer's left makes the opening lead"): its table and the director see it at
once, everyone else once no table has the board still to play. Law 15B2 (2017): "if none
of the four players have previously played the board the Director shall require the
auction and play to be completed. He allows the score to stand"."""

from __future__ import annotations

import csv
import io

from tests.e2e.table import Server
from tests.e2e.test_session_board_sets import Evening


def leads_in(lines: list[dict[str, object]]) -> list[object]:
    return [line.get("lead") for line in lines]


def test_the_traveller_shows_each_tables_lead_where_it_may(server: Server) -> None:
    evening = Evening(server)
    west = evening.hands[1]["W"][0]  # South declares every board: West leads
    evening.enter(1, 1)  # board 1: pairs 1 v 4 at table 1
    traveller = f"{evening.base}/boards/1"
    own = evening.players["1"].get(traveller).json()
    assert leads_in(own) == [west]
    assert leads_in(evening.director.get(traveller).json()) == [west]
    # Pair 3 plays board 1 later: no row at all; having played it, rows but no other lead.
    assert evening.players["3"].get(traveller).json() == []
    evening.enter(2, 3)  # board 1: pairs 3 v 5 at table 3
    third = evening.players["3"].get(traveller).json()
    assert [(line["ns"], line.get("lead")) for line in third] == [("1", None), ("3", west)]
    table = evening.players["3"].get(f"{evening.base}/tables/1").json()
    assert table["scored"] == []  # table 1 has moved on to round 2
    # Every table has played it: every lead shows to everyone, in every format.
    evening.enter(3, 2)
    stranger = server.person("kibitzer")
    assert leads_in(stranger.get(traveller).json()) == [west] * 3
    page = stranger.get(f"{evening.base}/published", format="html").text
    traveller_html = page.split('data-testid="traveller-1"')[1].split("</table>")[0]
    assert "<th>Lead</th>" in traveller_html
    rows = csv.DictReader(io.StringIO(stranger.get(f"{evening.base}/published", format="csv").text))
    assert {r["lead"] for r in rows if r["section"] == "traveller" and r["board"] == "1"} == {west}
    pdf = stranger.get(f"{evening.base}/published", format="pdf")
    assert pdf.status_code == 200 and pdf.content.startswith(b"%PDF")


def test_a_lead_written_with_a_space_is_the_card(server: Server) -> None:
    evening = Evening(server)
    west = evening.hands[3]["W"][0]
    seating = evening.seating(1, 2)  # boards 3 and 4: pairs 2 v 5
    body = {"board_number": 3, "ns": seating["ns"], "ew": seating["ew"], "table": 2,
            "round": 1, "contract": "3NT", "declarer": "S", "tricks": 9,
            "lead": f"{west[0].lower()} {west[1]}"}  # fmt: skip
    entered = evening.players[seating["ns"]].post(f"{evening.base}/results", body)
    assert entered.status_code == 201, entered.text
    table = evening.players[seating["ew"]].get(f"{evening.base}/tables/2").json()
    assert [p["lead"] for p in table["pending"]] == [west]
    bad = {**body, "board_number": 4, "lead": "S 1"}
    refused = evening.players[seating["ns"]].post(f"{evening.base}/results", bad)
    assert refused.status_code == 422 and "is not a card" in refused.json()["detail"]


def test_a_wrong_board_shows_on_its_tables_page_with_the_ruling(server: Server) -> None:
    evening = Evening(server)
    west = evening.hands[3]["W"][0]
    # Round 1: table 1 (pairs 1 v 4, boards 1 and 2) plays board 3 by mistake.
    body = {"board_number": 3, "ns": "1", "ew": "4", "table": 1, "round": 1,
            "contract": "3NT", "declarer": "S", "tricks": 9, "lead": west,
            "wrong_board": True}  # fmt: skip
    let_stand = evening.director.post(f"{evening.base}/results", body)
    assert let_stand.status_code == 201, let_stand.text
    table = evening.players["1"].get(f"{evening.base}/tables/1").json()
    [wrong] = table["wrong_boards"]
    assert (wrong["board"], wrong["score_ns"], wrong["lead"]) == (3, 400, west)
    assert "Law 15B2" in wrong["ruling"] and "let its score stand" in wrong["ruling"]
    assert table["to_enter"] == [1, 2]  # the table's own boards: played later, or ruled
    # Pair 2 has board 3 still to play (table 2, round 1): nothing of it shows to him.
    assert "wrong_boards" not in evening.players["2"].get(f"{evening.base}/tables/1").json()
    assert "wrong_boards" not in evening.players["2"].get(f"{evening.base}/tables/2").json()
