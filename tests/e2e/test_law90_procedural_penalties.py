"""Law 90 over HTTP on both stores. 90A (2017): "The Director, in addition to implementing
the rectifications in these Laws, may also assess procedural penalties for any offence that
unduly delays or obstructs the game, inconveniences other contestants, violates correct
procedure, or requires the award of an adjusted score at another table"; 90B2 names
"unduly slow play by contestants". A quarter of a top comes off the slow pair's total in
the ranking, nobody else's; the audit of rulings lists it; taken back, it is forgotten."""

from __future__ import annotations

import csv
import io

from tests.e2e.table import Server

BOARD_1 = [("1", "4", "4S", 10), ("2", "5", "4S", 9), ("3", "6", "2S", 9)]


def test_a_quarter_top_for_slow_play_comes_off_the_pairs_total(server: Server) -> None:
    director = server.person("td90", "director")
    player = server.person("player90")
    made = director.post("/sessions", {"name": "Law 90 night"})
    assert made.status_code == 201, made.text
    session_id = made.json()["id"]
    base = f"/sessions/{session_id}"
    for ns, ew, contract, tricks in BOARD_1:
        result = {"board_number": 1, "ns": ns, "ew": ew, "contract": contract,
                  "declarer": "N", "tricks": tricks}  # fmt: skip
        assert director.post(f"{base}/results", result).status_code == 201
    before = {line["pair"]: line for line in director.get(f"{base}/ranking").json()}
    assert before["5"]["total"] == 4.0 and "penalty" not in before["5"]

    penalties = f"{base}/penalties"
    slow = {"pair": "5", "percent_of_top": 25, "law": "90B2", "reason": "Unduly slow play."}
    assert player.post(penalties, slow).status_code == 403
    for body, status, says in (
        ({**slow, "percent_of_top": 0}, 422, ""),
        ({**slow, "pair": "9"}, 422, "no pair 9"),
        ({**slow, "law": "12C2"}, 422, "cites Law 90"),
        ({"pair": "5", "imps": 3, "reason": "slow"}, 422, "percent_of_top"),
        ({"pair": "5", "percent_of_top": 25}, 422, ""),
    ):
        answer = director.post(penalties, body)
        assert answer.status_code == status, answer.text
        assert says in answer.json()["detail"] and len(answer.text) < 400
    imposed = director.post(penalties, slow)
    assert imposed.status_code == 201, imposed.text
    assert imposed.json()["penalties"] == [
        {"number": 1, "pair": "5", "percent_of_top": 25, "imps": None, "law": "90B2",
         "reason": "Unduly slow play.", "by": director.name}
    ]  # fmt: skip

    # A quarter of a top of 4 comes off pair 5 alone (a top on 4S-1): 4 - 1 = 3 of 4, 75%.
    after = {line["pair"]: line for line in director.get(f"{base}/ranking").json()}
    assert (after["5"]["total"], after["5"]["percent"], after["5"]["penalty"]) == (3.0, 75.0, 1.0)
    assert all(after[p] == before[p] for p in ("1", "2", "3", "4", "6"))
    rows = csv.DictReader(io.StringIO(director.get(f"{base}/published", format="csv").text))
    ranked = {r["pair"]: r for r in rows if r["section"] == "ranking"}
    assert float(ranked["5"]["total"]) == 3.0

    audit = [r for r in director.get("/rulings", law="90B2").json() if r.get("session")]
    assert [(r["kind"], r["session"]["board_number"], r["session"]["ns"], r["NS"], r["EW"])
            for r in audit if r["session"]["id"] == session_id] == [
        ("session_penalty", 0, "5", 25, 1)]  # fmt: skip
    assert player.get("/rulings", law="90B2").json() == []

    assert player.delete(f"{penalties}/1").status_code == 403
    assert director.delete(f"{penalties}/1").status_code == 200
    assert director.delete(f"{penalties}/1").status_code == 409
    again = {line["pair"]: line for line in director.get(f"{base}/ranking").json()}
    assert again["5"]["total"] == 4.0 and "penalty" not in again["5"]
    left = [r for r in director.get("/rulings", law="90B2").json() if r.get("session")]
    assert [r for r in left if r["session"]["id"] == session_id] == []


def test_at_imps_the_penalty_is_given_in_imps(server: Server) -> None:
    director = server.person("td90imps", "director")
    made = director.post("/sessions", {"name": "Law 90 IMPs", "scoring": "IMP"})
    base = f"/sessions/{made.json()['id']}"
    for ns, ew, contract, tricks in BOARD_1:
        result = {"board_number": 1, "ns": ns, "ew": ew, "contract": contract,
                  "declarer": "N", "tricks": tricks}  # fmt: skip
        assert director.post(f"{base}/results", result).status_code == 201
    before = {line["pair"]: line["total"] for line in director.get(f"{base}/ranking").json()}
    refused = director.post(f"{base}/penalties", {"pair": "4", "percent_of_top": 25,
                                                  "reason": "Compared scores."})  # fmt: skip
    assert refused.status_code == 422 and "in imps" in refused.json()["detail"]
    fined = director.post(f"{base}/penalties", {"pair": "4", "imps": 3, "law": "90B4",
                                                "reason": "Compared scores."})  # fmt: skip
    assert fined.status_code == 201, fined.text
    after = {line["pair"]: line for line in director.get(f"{base}/ranking").json()}
    assert after["4"]["total"] == before["4"] - 3 and after["4"]["penalty"] == 3.0
