"""A club evening over HTTP on both stores, from the movement to the ranking: a 7-table
Mitchell and a 4-table Howell, each table's results entered by a player of the pair that
sits North-South (contract, declarer, lead and tricks) and confirmed by East-West, what
the movement does not allow refused, a director's correction, and the ranking checked
against matchpoints worked out here (Law 78A: "the scorer awards, on each board, two
scoring units (matchpoints) to each contestant for each contestant whose score is
exceeded, and one scoring unit for each contestant whose score is equalled")."""

from __future__ import annotations

import random
from typing import Any

from tests.e2e.table import Person, Server

# The vulnerability of boards 1 to 16, then again (the standard cycle).
VULNERABLE = ("-", "NS", "EW", "All", "NS", "EW", "All", "-",
              "EW", "All", "-", "NS", "All", "-", "NS", "EW")  # fmt: skip
CONTRACTS = ("1NT", "2S", "3H", "4S", "3NT", "2D", "Pass")
SIDE = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}
LEADER = {"N": "E", "E": "S", "S": "W", "W": "N"}


def score_ns(board: int, contract: str, declarer: str, tricks: int) -> int:
    """North-South's score of an undoubled contract (Law 77), worked out here."""
    if contract == "Pass":
        return 0
    level, strain = int(contract[0]), contract[1:]
    side = SIDE[declarer]
    vulnerable = VULNERABLE[(board - 1) % 16] in (side, "All")
    needed = level + 6
    if tricks < needed:
        result = -(needed - tricks) * (100 if vulnerable else 50)
    else:
        per_trick = 20 if strain in ("C", "D") else 30
        contracted = level * per_trick + (10 if strain == "NT" else 0)
        game = contracted >= 100
        bonus = (500 if vulnerable else 300) if game else 50
        slam = {6: 750 if vulnerable else 500, 7: 1500 if vulnerable else 1000}.get(level, 0)
        result = contracted + bonus + slam + (tricks - needed) * per_trick
    return result if side == "NS" else -result


def matchpoints(scores: dict[str, int]) -> dict[str, int]:
    """Each North-South pair's matchpoints on a board, by Law 78A."""
    return {
        pair: sum(2 if mine > other else 1 if mine == other else 0
                  for rival, other in scores.items() if rival != pair)
        for pair, mine in scores.items()
    }  # fmt: skip


def a_result(rng: random.Random, board: int) -> dict[str, Any]:
    contract = rng.choice(CONTRACTS)
    if contract == "Pass":
        return {"contract": "Pass"}
    declarer = rng.choice("NESW")
    lead = rng.choice("SHDC") + rng.choice("AKQJT98765432")
    return {"contract": contract, "declarer": declarer, "tricks": rng.randint(5, 12), "lead": lead}


def run_evening(
    server: Server, movement: dict[str, Any], seed: int
) -> tuple[Person, str, dict[int, dict[str, tuple[str, int]]]]:
    """The evening played: each table's results entered at the table, round by round,
    by North-South's player and confirmed by East-West's. Returns the director, the
    session and each board's scores, N-S pair -> (E-W pair, N-S score)."""
    director = server.person("td", "director")
    reply = director.post("/sessions", {"name": "Club night", "scoring": "MP",
                                        "movement": movement})  # fmt: skip
    assert reply.status_code == 201, reply.text
    session = reply.json()
    rounds = session["movement"]["rounds"]
    assert len(rounds) == movement["rounds"]
    pairs = sorted({p for r in rounds for t in r["tables"] for p in (t["ns"], t["ew"])}, key=int)
    players = {pair: server.person(f"pair{pair}") for pair in pairs}
    for pair, person in players.items():
        named = director.put(f"/sessions/{session['id']}/pairs/{pair}", {"users": [person.name]})
        assert named.status_code == 200, named.text
    rng = random.Random(seed)
    scores: dict[int, dict[str, tuple[str, int]]] = {}
    base = f"/sessions/{session['id']}"
    for each in rounds:
        for seating in each["tables"]:
            table = players[seating["ns"]].get(f"{base}/tables/{seating['table']}").json()
            assert (table["round"], table["ns"], table["ew"]) == (
                each["round"], seating["ns"], seating["ew"])  # fmt: skip
            assert table["boards"] == table["to_enter"] == seating["boards"]
            for board in seating["boards"]:
                result = a_result(rng, board)
                body = {"board_number": board, "ns": seating["ns"], "ew": seating["ew"],
                        "table": seating["table"], "round": each["round"], **result}  # fmt: skip
                entered = players[seating["ns"]].post(f"{base}/results", body)
                assert entered.status_code == 201, entered.text
                confirm = {"board": board, "ns": seating["ns"], "ew": seating["ew"]}
                confirmed = players[seating["ew"]].post(f"{base}/results/confirm", confirm)
                assert confirmed.status_code == 200, confirmed.text
                ns_score = score_ns(board, result["contract"], result.get("declarer", "N"),
                                    result.get("tricks", 0))  # fmt: skip
                scores.setdefault(board, {})[seating["ns"]] = (seating["ew"], ns_score)
    return director, session["id"], scores


def check_ranking(director: Person, session: str, scores: dict[int, dict[str, Any]]) -> None:
    totals: dict[str, float] = {}
    tops: dict[str, float] = {}
    for board, by_ns in scores.items():
        line = director.get(f"/sessions/{session}/boards/{board}").json()
        assert {row["ns"]: row["score_ns"] for row in line} == {
            ns: score for ns, (_, score) in by_ns.items()
        }
        points = matchpoints({ns: score for ns, (_, score) in by_ns.items()})
        top = 2 * (len(by_ns) - 1)
        for ns, (ew, _) in by_ns.items():
            totals[ns] = totals.get(ns, 0) + points[ns]
            totals[ew] = totals.get(ew, 0) + top - points[ns]
            for pair in (ns, ew):
                tops[pair] = tops.get(pair, 0) + top
    percents = {pair: 100 * totals[pair] / tops[pair] for pair in totals}
    ranking = director.get(f"/sessions/{session}/ranking").json()
    assert {line["pair"] for line in ranking} == set(totals)
    for line in ranking:
        assert line["total"] == totals[line["pair"]]
        assert abs(line["percent"] - round(percents[line["pair"]], 2)) < 0.006
        mine = round(percents[line["pair"]], 6)
        assert line["rank"] == 1 + sum(1 for p in percents.values() if round(p, 6) > mine)


def test_a_seven_table_mitchell_from_the_movement_to_the_ranking(server: Server) -> None:
    movement = {"kind": "mitchell", "tables": 7, "rounds": 7, "boards_per_round": 2}
    director, session, scores = run_evening(server, movement, seed=31)
    assert len(scores) == 14 and all(len(by_ns) == 7 for by_ns in scores.values())
    # The director corrects a result at table 3 (an event; the ranking follows).
    ew, _ = scores[1]["3"]
    fixed = {"board_number": 1, "ns": "3", "ew": ew, "contract": "3NT", "declarer": "S",
             "tricks": 10}  # fmt: skip
    assert director.put(f"/sessions/{session}/results", fixed).status_code == 200
    scores[1]["3"] = (ew, score_ns(1, "3NT", "S", 10))
    check_ranking(director, session, scores)
    table = director.get(f"/sessions/{session}/tables/1").json()
    assert table["finished"] and table["round"] == 7 and table["to_enter"] == []


def test_a_four_table_howell_from_the_movement_to_the_ranking(server: Server) -> None:
    movement = {"kind": "howell", "tables": 4, "rounds": 7, "boards_per_round": 2}
    director, session, scores = run_evening(server, movement, seed=78)
    assert len(scores) == 14 and all(len(by_ns) == 4 for by_ns in scores.values())
    check_ranking(director, session, scores)
    ranking = director.get(f"/sessions/{session}/ranking").json()
    assert len(ranking) == 8 and all(line["boards"] == 14 for line in ranking)


def test_what_the_table_may_not_enter_is_refused_with_a_sentence(server: Server) -> None:
    director = server.person("td", "director")
    movement = {"kind": "mitchell", "tables": 3, "rounds": 3, "boards_per_round": 2}
    session = director.post("/sessions", {"name": "Refusals", "movement": movement}).json()
    base = f"/sessions/{session['id']}"
    north, east, stranger = (server.person(n) for n in ("north", "east", "stranger"))
    assert director.put(f"{base}/pairs/1", {"users": [north.name]}).status_code == 200
    assert director.put(f"{base}/pairs/4", {"users": [east.name]}).status_code == 200
    seating = session["movement"]["rounds"][0]["tables"][0]
    assert (seating["ns"], seating["ew"], seating["boards"]) == ("1", "4", [1, 2])
    good = {"board_number": 1, "ns": "1", "ew": "4", "table": 1, "round": 1,
            "contract": "4S", "declarer": "N", "tricks": 10, "lead": "HK"}  # fmt: skip
    refusals = [
        (north, {**good, "board_number": 3}, 422, "Board 3 is not played at table 1 in round 1"),
        (north, {**good, "ew": "5"}, 422, "pair 1 sits North-South against pair 4"),
        (north, {**good, "table": 9}, 422, "no table 9 in round 1"),
        (north, {**good, "lead": "ZZ"}, 422, "is not a card"),
        (north, {k: v for k, v in good.items() if k != "lead"}, 422, "opening lead"),
        (stranger, good, 403, "Only a player of pair 1 or 4"),
    ]
    for person, body, status, says in refusals:
        reply = person.post(f"{base}/results", body)
        assert reply.status_code == status, reply.text
        assert says in reply.json()["detail"]
    assert north.post(f"{base}/results", good).status_code == 201
    confirm = {"board": 1, "ns": "1", "ew": "4"}
    own = north.post(f"{base}/results/confirm", confirm)
    assert own.status_code == 403 and own.json()["detail"].startswith("The opponents confirm")
    waiting = director.get(f"{base}/tables/1").json()
    assert [p["board"] for p in waiting["pending"]] == [1] and waiting["to_enter"] == [1, 2]
    assert director.get(f"{base}/boards/1").json() == []  # not counted before confirmation
    assert east.post(f"{base}/results/confirm", confirm).status_code == 200
    assert director.get(f"{base}/boards/1").json()[0]["score_ns"] == 420
    again = north.post(f"{base}/results", good)
    assert again.status_code == 409 and "once in a session" in again.json()["detail"]
    twice = east.post(f"{base}/results/confirm", confirm)
    assert twice.status_code == 409 and "already scored" in twice.json()["detail"]
    assert director.get(f"{base}/tables/1").json()["to_enter"] == [2]
    impossible = director.post("/sessions", {"name": "No", "movement": {
        "kind": "howell", "tables": 9, "rounds": 3, "boards_per_round": 2}})  # fmt: skip
    assert impossible.status_code == 422 and "2 to 8 tables" in impossible.json()["detail"]


def test_a_half_table_seats_nobody_north_south_at_the_last_table(server: Server) -> None:
    director = server.person("td", "director")
    movement = {"kind": "mitchell", "tables": 3, "rounds": 3, "boards_per_round": 2, "pairs": 5}
    session = director.post("/sessions", {"name": "Half", "movement": movement})
    assert session.status_code == 201, session.text
    last = session.json()["movement"]["rounds"][0]["tables"][2]
    assert (last["ns"], last["ew"], last["boards"]) == (None, "6", [5, 6])
    table = director.get(f"/sessions/{session.json()['id']}/tables/3").json()
    assert table["ns"] is None and table["to_enter"] == [] and table["finished"]
    body = {"board_number": 5, "ns": "3", "ew": "6", "table": 3, "round": 1, "contract": "Pass"}
    refused = director.post(f"/sessions/{session.json()['id']}/results", body)
    assert refused.status_code == 422 and "sits out" in refused.json()["detail"]
