"""Pairs that sat the wrong way round, over HTTP on both stores. Law 15B (2017) is about "a
board not designated for him to play in the current round": "2. if none of the four
players have previously played the board the Director shall require the auction and play
to be completed. He allows the score to stand and may require both pairs to play the
correct board against one another later." Board 1 is designated for pairs 1 and 4 in
round 1 whichever way round they sit, so it is no wrong board: pair 4, sat North-South,
enters the result as played, pair 1 confirms it, and the traveller goes public once the
board's last table is scored, without the director's release.

A 3-table Mitchell (3 rounds of 2 boards): board 1 is due at 1-4 (table 1), 2-6 and 3-5
in the later rounds."""

from __future__ import annotations

from tests.e2e.table import Server

MOVEMENT = {"kind": "mitchell", "tables": 3, "rounds": 3, "boards_per_round": 2}


def test_a_board_played_the_wrong_way_round_scores_as_played(server: Server) -> None:
    director = server.person("td15dir", "director")
    one, four, outsider = (
        server.person("one15dir"),
        server.person("four15dir"),
        server.person("out15dir"),
    )
    made = director.post("/sessions", {"name": "Wrong way round", "movement": MOVEMENT})
    assert made.status_code == 201, made.text
    base = f"/sessions/{made.json()['id']}"
    rounds = made.json()["movement"]["rounds"]
    for pair, person in (("1", one), ("4", four)):
        assert director.put(f"{base}/pairs/{pair}", {"users": [person.name]}).status_code == 200
    played = {"board_number": 1, "ns": "4", "ew": "1", "contract": "4S", "declarer": "N",
              "tricks": 10, "table": 1, "round": 1}  # fmt: skip

    refused = director.post(f"{base}/results", {**played, "wrong_board": True})
    assert refused.status_code == 422, refused.text
    assert refused.json()["detail"] == (
        "The movement has pair 1 play board 1 North-South against pair 4 (table 1, round 1): "
        "pairs that sat the wrong way round played their own board, not a wrong one (Law "
        "15B); enter the result without wrong_board, with the pairs where they sat."
    )

    entered = four.post(f"{base}/results", {**played, "lead": "HK"})
    assert entered.status_code == 201, entered.text
    confirmed = one.post(f"{base}/results/confirm", {"board": 1, "ns": "4", "ew": "1"})
    assert confirmed.status_code == 200, confirmed.text
    table = director.get(f"{base}/tables/1").json()
    assert [(r["board"], r["ns"], r["ew"]) for r in table["scored"]] == [(1, "4", "1")]
    assert table["to_enter"] == [2]

    others = [
        (each["round"], t["table"], t["ns"], t["ew"])
        for each in rounds
        for t in each["tables"]
        if 1 in t["boards"] and {t["ns"], t["ew"]} != {"1", "4"}
    ]
    assert len(others) == 2
    for number, (round_number, table_number, ns, ew) in enumerate(others):
        assert outsider.get(f"{base}/boards/1").json() == []  # still in play somewhere
        result = {"board_number": 1, "ns": ns, "ew": ew, "contract": "3NT", "declarer": "S",
                  "tricks": 9 + number, "table": table_number, "round": round_number}  # fmt: skip
        assert director.post(f"{base}/results", result).status_code == 201

    traveller = outsider.get(f"{base}/boards/1")
    assert traveller.status_code == 200, traveller.text
    rows = {(x["ns"], x["ew"]): (x["score_ns"], x["mp_ns"], x["mp_ew"]) for x in traveller.json()}
    # 4 sat North-South and made 4S (420), between 400 and 430: scored where it sat.
    assert rows[("4", "1")][0] == 420
    assert sorted(score for score, _, _ in rows.values()) == [400, 420, 430]
    assert rows[("4", "1")][1:] == (2.0, 2.0)
    progress = outsider.get(f"{base}/progress").json()
    assert next(b for b in progress["boards"] if b["board_number"] == 1)["traveller"]
