"""Law 12C2 in a session's ranking over HTTP, on both stores (issue 30, item 21): "average
minus (at most 40% of the available matchpoints in pairs) to a contestant directly at
fault, average (50% in pairs) to a contestant only partly at fault, and average plus (at
least 60% in pairs) to a contestant in no way at fault": each contestant its own grade,
+3, 0 or -3 in IMPs; and a non-offending contestant scoring more than 60% on the other
boards of the session is awarded that percentage."""

from __future__ import annotations

from typing import Any

from tests.e2e.table import Person, Server


def enter(director: Person, session: str, *results: dict[str, Any]) -> None:
    for body in results:
        reply = director.post(f"/sessions/{session}/results", body)
        assert reply.status_code == 201, reply.text


def totals(director: Person, session: str) -> dict[str, float]:
    return {e["pair"]: e["total"] for e in director.get(f"/sessions/{session}/ranking").json()}


def test_average_plus_to_both_sides_is_plus_3_imps_each(server: Server) -> None:
    director = server.person("td", "director")
    session = director.post("/sessions", {"name": "Teams", "scoring": "IMP"}).json()["id"]
    enter(
        director,
        session,
        {"board_number": 1, "ns": "1", "ew": "2", "adjusted": {"NS": 60, "EW": 60}},
        {"board_number": 1, "ns": "3", "ew": "4", "contract": "4S", "declarer": "N", "tricks": 10},
    )
    got = totals(director, session)
    assert (got["1"], got["2"]) == (3.0, 3.0)  # today's bug gave East-West -3
    assert (got["3"], got["4"]) == (0.0, 0.0)  # one real score: nothing to compare


def test_a_pair_above_60_percent_keeps_its_percentage_on_its_average_plus(
    server: Server,
) -> None:
    ranking = _three_boards(server, (60, 60), (60, 40))
    # two tables: a top of 2 a board. Pair 1 topped boards 1 and 2 (100%): 100% on board 3
    assert (ranking["1"]["total"], ranking["1"]["percent"]) == (6.0, 100.0)
    assert ranking["2"]["total"] == 1.2  # 0% elsewhere: average plus stays 60% of 2
    assert ranking["3"]["total"] == 3.2  # 50% elsewhere: 0 + 2 + 1.2
    assert ranking["4"]["total"] == 2.8  # average minus: 2 + 0 + 0.8


def test_an_offender_below_40_percent_keeps_its_percentage_on_its_average_minus(
    server: Server,
) -> None:
    """12C2(c): "or for an offending contestant that obtains a session score that is less
    than 40% of the available matchpoints [...] Such contestants are awarded the
    percentage obtained [...] on the other boards of that session"."""
    ranking = _three_boards(server, (50, 50), (40, 40))
    # pair 2 scored 0% on boards 1 and 2 and was directly at fault on board 3: 0%, not 40%
    assert (ranking["2"]["total"], ranking["2"]["percent"]) == (0.0, 0.0)
    assert ranking["4"]["total"] == 2.8  # 50% elsewhere: average minus stays 40% of 2
    assert ranking["1"]["total"] == 5.0  # average is never changed: 2 + 2 + 1


def _three_boards(
    server: Server, table_1: tuple[int, int], table_2: tuple[int, int]
) -> dict[str, dict[str, Any]]:
    """Two tables at matchpoints: pair 1 tops boards 1 and 2 against pairs 3 and 4, pair 2
    scores zero on them; board 3 gets artificial scores, (NS, EW) percents at each table.
    The ranking by pair."""
    director = server.person("td", "director")
    session = director.post("/sessions", {"name": "Pairs", "scoring": "MP"}).json()["id"]
    made, down = {"contract": "3NT", "declarer": "N", "tricks": 10}, {
        "contract": "3NT", "declarer": "N", "tricks": 8}  # fmt: skip
    enter(
        director,
        session,
        {"board_number": 1, "ns": "1", "ew": "3", **made},
        {"board_number": 1, "ns": "2", "ew": "4", **down},
        {"board_number": 2, "ns": "1", "ew": "4", **made},
        {"board_number": 2, "ns": "2", "ew": "3", **down},
        {"board_number": 3, "ns": "1", "ew": "3",
         "adjusted": {"NS": table_1[0], "EW": table_1[1]}},
        {"board_number": 3, "ns": "2", "ew": "4",
         "adjusted": {"NS": table_2[0], "EW": table_2[1]}},
    )  # fmt: skip
    return {e["pair"]: e for e in director.get(f"/sessions/{session}/ranking").json()}
