"""Law 15B3 over HTTP on both stores. Law 15B (2017), a wrong board discovered after the
auction began: "1. if one or more players at the table have previously played the board,
with the correct opponents or otherwise, the board is cancelled for both his side and his
opponents. [...] 3. the Director shall award an artificial adjusted score [see Law
12C2(a)] to any contestant deprived of the opportunity to earn a valid score."

A 3-table Mitchell (3 rounds of 2 boards): table 1 (pairs 1 and 4) plays board 3 in round
1 by mistake and its score stands (15B2). Board 3 is due at 2-5 (round 1), 1-6 (round 2)
and 3-4 (round 3): pairs 1 and 4 have played it, so pairs 6 and 3 are deprived of it and
get average plus alone ("average plus (at least 60% in pairs) to a contestant in no way at
fault", 12C2(a)), while 1 and 4 keep their score."""

from __future__ import annotations

import csv
import io

from pypdf import PdfReader

from tests.e2e.table import Server

MOVEMENT = {"kind": "mitchell", "tables": 3, "rounds": 3, "boards_per_round": 2}


def test_a_pair_deprived_of_a_board_gets_an_artificial_score_alone(server: Server) -> None:
    director = server.person("td15b3", "director")
    six = server.person("six15b3")
    made = director.post("/sessions", {"name": "Law 15B3 night", "movement": MOVEMENT})
    assert made.status_code == 201, made.text
    base = f"/sessions/{made.json()['id']}"
    assert director.put(f"{base}/pairs/6", {"users": [six.name]}).status_code == 200
    wrong = {"board_number": 3, "ns": "1", "ew": "4", "contract": "3NT", "declarer": "S",
             "tricks": 9, "table": 1, "round": 1, "wrong_board": True}  # fmt: skip
    assert director.post(f"{base}/results", wrong).status_code == 201
    right = {"board_number": 3, "ns": "2", "ew": "5", "contract": "4S", "declarer": "N",
             "tricks": 10, "table": 2, "round": 1}  # fmt: skip
    assert director.post(f"{base}/results", right).status_code == 201

    scores = f"{base}/boards/3/pair-scores"
    ruling = {"law": "15B3", "explanation": "Pair 1 played board 3 at table 1 in round 1."}
    refused = six.post(scores, {"pair": "6", "percent": 60})
    assert refused.status_code == 403, refused.text
    for body, status, says in (
        ({"pair": "6", "percent": 55}, 422, ""),
        ({"pair": "9", "percent": 60}, 422, "does not give pair 9 board 3"),
        ({"pair": "1", "percent": 60}, 409, "Pair 1 has a result on board 3"),
        ({"pair": "6", "percent": 60, "law": "15B3"}, 422, "law and explanation both"),
    ):
        answer = director.post(scores, body)
        assert answer.status_code == status, answer.text
        assert says in answer.json()["detail"] if says else True
    assert (
        director.post(f"{base}/boards/7/pair-scores", {"pair": "6", "percent": 60}).status_code
        == 422
    )
    given = director.post(scores, {"pair": "6", "percent": 60, **ruling})
    assert given.status_code == 201, given.text
    assert director.post(scores, {"pair": "3", "percent": 60}).status_code == 201
    # Pair 6 plays board 3 no more, whoever enters it.
    late = {"board_number": 3, "ns": "1", "ew": "6", "contract": "2S", "declarer": "N",
            "tricks": 8, "table": 1, "round": 2}  # fmt: skip
    assert director.post(f"{base}/results", late).status_code == 409

    # The traveller: two tables (Neuberg up to the 3 the movement has play it, top 4),
    # then each pair alone at 60% of that top. Every due table is settled, so the board is
    # public: pair 6's player sees it too.
    traveller = six.get(f"{base}/boards/3")
    assert traveller.status_code == 200, traveller.text
    lines = traveller.json()
    tables = [(x["ns"], x["ew"], x["score_ns"], x["mp_ns"], x["mp_ew"]) for x in lines[:2]]
    assert tables == [("1", "4", 400, 0.5, 3.5), ("2", "5", 420, 3.5, 0.5)]
    assert [(x["ns"], x["ew"], x["mp_ns"], x["mp_ew"], x["percent_ns"], x["artificial_percent"],
             x["contract"]) for x in lines[2:]] == [
        ("3", None, 2.4, None, 60.0, 60, None),
        (None, "6", None, 2.4, None, 60, None),
    ]  # fmt: skip
    assert all("artificial_percent" not in x for x in lines[:2])

    card = six.get(f"{base}/cards/6").json()
    [alone] = [b for b in card["boards"] if b["board_number"] == 3]
    assert (alone["direction"], alone["opponents"], alone["matchpoints"], alone["top"],
            alone["percent"], alone["score"]) == ("EW", None, 2.4, 4.0, 60.0, None)  # fmt: skip

    ranking = {line["pair"]: line for line in director.get(f"{base}/ranking").json()}
    assert (ranking["6"]["total"], ranking["6"]["percent"], ranking["6"]["boards"]) == (
        2.4,
        60.0,
        1,
    )
    assert (ranking["1"]["total"], ranking["4"]["total"]) == (0.5, 3.5)

    # The ruling that cites its Law is in the audit; the one that cites none is not.
    audit = director.get("/rulings", law="15B3").json()
    mine = [r for r in audit if r.get("session", {}) and r["session"]["id"] == base.split("/")[-1]]
    assert [
        (r["kind"], r["session"]["ns"], r["session"]["ew"], r["NS"], r["EW"]) for r in mine
    ] == [("session_pair_score", None, "6", None, 60)]
    assert mine[0]["explanation"] == ruling["explanation"]
    assert six.get("/rulings", law="15B3").json() == []  # a player audits no session ruling

    # The published results list them after the board's tables (HTML, PDF, CSV).
    rows = csv.DictReader(io.StringIO(director.get(f"{base}/published", format="csv").text))
    alone_rows = [r for r in rows if r["section"] == "traveller" and r["board"] == "3"][2:]
    assert [(r["ns"], r["ew"], r["adjusted_ns"], r["adjusted_ew"], r["mp_ns"], r["mp_ew"],
             r["contract"]) for r in alone_rows] == [
        ("3", "", "60", "", "2.4", "", ""), ("", "6", "", "60", "", "2.4", "")]  # fmt: skip
    html = director.get(f"{base}/published", format="html").text
    board_3 = html[html.index('data-testid="traveller-3"') :].split("</table>")[0]
    assert board_3.count("60% alone (Law 15B3)") == 2
    pdf = director.get(f"{base}/published", format="pdf").content
    text = "".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)
    assert text.count("60% alone") == 2

    # Given to the wrong pair, a score alone is taken back: the pair may play the board
    # again, the ranking and the audit forget it.
    given_3 = director.post(f"{base}/boards/3/pair-scores", {"pair": "3", "percent": 60, **ruling})
    assert given_3.status_code == 201
    assert six.delete(f"{base}/boards/3/pair-scores/3").status_code == 403
    taken = director.delete(f"{base}/boards/3/pair-scores/3")
    assert taken.status_code == 200, taken.text
    assert director.delete(f"{base}/boards/3/pair-scores/3").status_code == 409
    assert "3" not in {line["pair"] for line in director.get(f"{base}/ranking").json()}
    kept = [r for r in director.get("/rulings", law="15B3").json() if r.get("session")]
    assert [(r["session"]["ns"], r["session"]["ew"]) for r in kept] == [(None, "6")]
