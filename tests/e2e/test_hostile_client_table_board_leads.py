"""A hostile client reads a ledger board's opening lead and deal before he has played the
board, over HTTP on both stores (docs/contract.md "A club evening's leads, wrong boards
and published results at once", "A session's boards played at the table"): the board's
id is listed to any user, but the board, its reads and exports, the session's traveller,
table page and published results tell a pair that has the board still to play nothing of
the deal, and a pair that has played it no other table's lead until the board is public."""

from __future__ import annotations

import csv
import io

from tests.e2e.table import Server
from tests.e2e.test_robots import play_to_the_end
from tests.e2e.test_session_table_boards import Evening


def test_a_ledger_boards_lead_and_deal_stay_hidden_from_a_pair_still_to_play_it(
    server: Server,
) -> None:
    evening = Evening(server)
    alice, carol, frank = evening.players["1"], evening.players["2"], evening.players["6"]
    board = evening.start(alice, 1, 1).json()
    end = play_to_the_end(alice, board["id"], "N")
    assert end["phase"] in ("complete", "passed_out"), end
    mine = alice.get(f"{evening.base}/boards/1").json()
    assert len(mine) == 1
    lead = mine[0].get("lead")  # None when the board was passed out
    # Carol (pair 2) plays board 1 at table 2 in round 3: the board's id is listed to her...
    [listed] = carol.get(f"{evening.base}/tables/1/boards").json()
    assert listed["board_id"] == board["id"]
    # ...but nothing of it reads.
    path = f"/boards/{board['id']}"
    for suffix in ("", "/tricks", "/events", "/timeline", "/score", "/replay?step=3",
                   "/replay/tricks?step=3", "/robot-reasons?step=1", "/double-dummy",
                   "/export?format=pbn", "/rulings", "/legal"):  # fmt: skip
        reply = carol.get(path + suffix)
        assert reply.status_code in (403, 404), (suffix, reply.text)
        assert len(reply.text) < 300
    practised = carol.post(f"{path}/practice", {"step": 1, "seat": "N"})
    assert practised.status_code in (403, 404), practised.text
    deal = carol.get(f"/boards/{evening.deals[1]}")
    assert deal.status_code in (403, 404), deal.text
    exported = carol.get("/boards/export", format="pbn")
    assert board["id"] not in exported.text and "[Deal " not in exported.text
    assert carol.get(f"{evening.base}/boards/1").json() == []
    assert carol.get(f"{evening.base}/tables/1").json().get("scored", []) == []
    published = carol.get(f"{evening.base}/published", format="csv")
    assert published.status_code in (403, 404) or published.text.count("\n") <= 1, published.text
    # She plays it at her table: the traveller shows table 1's score, not its lead.
    by_hand = {"board_number": 1, "ns": "2", "ew": "6", "table": 2, "round": 3,
               "contract": "Pass"}  # fmt: skip
    assert carol.post(f"{evening.base}/results", by_hand).status_code == 201
    confirmed = frank.post(f"{evening.base}/results/confirm", {"board": 1, "ns": "2", "ew": "6"})
    assert confirmed.status_code == 200, confirmed.text
    theirs = [row for row in carol.get(f"{evening.base}/boards/1").json() if row["ns"] == "1"]
    assert len(theirs) == 1 and "lead" not in theirs[0], theirs
    for fmt in ("csv", "html", "pbn", "usebio"):
        published = carol.get(f"{evening.base}/published", format=fmt)
        assert published.status_code in (403, 404) or (
            lead is None or not _shows_a_lead(fmt, published.text, lead)
        ), fmt
    # Having played the board elsewhere, she still never reads the ledger board.
    assert carol.get(path).status_code in (403, 404)


def _shows_a_lead(fmt: str, text: str, lead: str) -> bool:
    """Whether a published result in `fmt` shows `lead` where that format puts a lead
    (a bare substring would match "ST" in USEBIO's "SYSTEM")."""
    if fmt == "csv":
        rows = list(csv.DictReader(io.StringIO(text)))
        return any(row.get("lead") for row in rows)
    if fmt == "html":
        return "Lead</th>" in text
    if fmt == "pbn":
        return f'[Lead "{lead}"]' in text
    return f"<LEAD>{lead}</LEAD>" in text
