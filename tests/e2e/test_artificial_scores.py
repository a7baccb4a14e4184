"""Law 12C2 over HTTP on both stores: the director awards an artificial adjusted score on
a board that could not be played; the board's score shows it, the audit lists it, and
the session it belongs to scores it as the percentages of the top (docs/contract.md)."""

from __future__ import annotations

from tests.e2e.table import Server, Table

DEAL = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96"


def test_an_artificial_score_feeds_the_session(server: Server) -> None:
    director = server.person("td", "director")
    table = Table.sit_down(server, creator=director, deal=DEAL)
    table.call("N", "1NT")  # then the board is found fouled: no result can be obtained
    award = {"law": "12C2", "kind": "artificial_score", "explanation": "Fouled board",
             "grades": {"NS": "average_plus", "EW": "average_minus"}}  # fmt: skip
    assert table.players["N"].post(table.path("/rulings"), award).status_code == 403
    bad = director.post(table.path("/rulings"), {**award, "grades": {"NS": "top", "EW": "average"}})
    assert bad.status_code == 422
    ruled = director.post(table.path("/rulings"), award)
    assert ruled.status_code == 201, ruled.text
    score = director.get(table.path("/score")).json()
    assert score["artificial"] == {"NS": 60, "EW": 40}
    audit = director.get("/rulings", board=table.board_id).json()
    assert [(r["law"], r["kind"], r["NS"], r["EW"]) for r in audit] == [
        ("12C2", "artificial_score", 60, 40)
    ]

    session = director.post("/sessions", {"name": "Fouled", "scoring": "MP"}).json()["id"]
    results = f"/sessions/{session}/results"
    for ns, ew, contract, tricks in (("1", "4", "4S", 10), ("3", "6", "4S", 9)):
        body = {"board_number": 1, "ns": ns, "ew": ew, "contract": contract,
                "declarer": "N", "tricks": tricks}  # fmt: skip
        assert director.post(results, body).status_code == 201
    linked = {"board_number": 1, "ns": "2", "ew": "5", "board_id": table.board_id}
    assert director.post(results, linked).status_code == 201
    # 420 and -50 compared with each other (2 and 0) and factored by Neuberg to three
    # tables: (2 + 1) * 3/2 - 1 = 3.5 and 0.5; the artificial score is 60% of the top of 4.
    line = {r["ns"]: r for r in director.get(f"/sessions/{session}/boards/1").json()}
    assert (line["1"]["mp_ns"], line["3"]["mp_ns"], line["2"]["mp_ns"]) == (3.5, 0.5, 2.4)
    assert line["2"]["score_ns"] is None
    # the director changes his mind: both sides partly at fault, average each
    again = {**award, "grades": {"NS": "average", "EW": "average"}, "explanation": "Both late"}
    assert director.post(table.path("/rulings"), again).status_code == 201
    line = {r["ns"]: r for r in director.get(f"/sessions/{session}/boards/1").json()}
    assert line["2"]["mp_ns"] == 2.0
