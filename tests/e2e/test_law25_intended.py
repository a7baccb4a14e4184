"""Law 25A2 found: the first call intended, and the left-hand opponent's option (Law 25B),
over a real `serve` on both stores (docs/contract.md "Law 25A intended, and the robot's
choice (0.23.0)"). The Laws of Duplicate Bridge 2017:

Law 25A2: "If the player's original intent was to make the call selected or voiced, that
call stands." 25B1: "A substituted call not permitted by A may be accepted by the
offender's LHO. (It is accepted if LHO calls intentionally over it.) The first call is
then withdrawn, the second call stands and the auction continues (Law 26 may apply)."
25B2: "Except as in B1, a substitution not permitted by A is cancelled. The original call
stands and the auction continues (Law 26 may apply)." Law 10C1: "When these Laws provide
an option after an irregularity, the Director shall explain all the options available."
10C2: "If a player has an option after an irregularity, he must make his selection
without consulting partner." Law 29A: "Following a call out of rotation LHO may elect to
call thereafter, thus forfeiting the right to rectification." Law 9B2: "No player shall
take any action until the Director has explained all matters in regard to
rectification."
"""

from __future__ import annotations

from tests.e2e.table import Server
from tests.e2e.test_calls_out_of_rotation import audit, decide, detect_table
from tests.e2e.test_hostile_client_robot_table import RAISED
from tests.e2e.test_robots_at_the_table import refused


def test_at_a_robot_table_the_director_finds_and_the_robot_chooses(server: Server) -> None:
    """North (a person) opens 1C, East (a robot) calls over it at once, North says 1NT at
    South's turn. The robot waits for the director (Law 9B2). Before 0.23.0 the director,
    finding 1C intended, could only accept or refuse for the robot; now that is 403, he
    finds 1C intended (a ruling, 25A2) and the robot takes its 25B option in the same
    request: its bidding reads 1NT, so it accepts (25B1), its call over 1C is withdrawn
    and it calls over 1NT. South, a person, is next."""
    director = server.person("td", role="director")
    north, south = server.person("n"), server.person("s")
    seats = {"N": north.name, "E": "robot", "S": south.name, "W": "robot"}
    created = director.post(
        "/boards", {"deal": RAISED, "board_number": 1, "seats": seats, "revoke_policy": "detect"}
    )
    assert created.status_code == 201, created.text
    board_id = created.json()["id"]
    path = f"/boards/{board_id}"
    assert north.post(f"{path}/calls", {"seat": "N", "call": "1C"}).status_code == 201
    second = north.post(f"{path}/calls", {"seat": "N", "call": "1NT"})
    assert second.json()["pending"]["kind"] == "call_out_of_rotation", second.text
    for decision in ("accept", "refuse"):
        answered = director.post(f"{path}/auction-irregularity", {"decision": decision})
        refused(answered, 403, "robot")
    refused(north.post(f"{path}/auction-irregularity", {"decision": "intended"}), 403, "director")
    found = director.post(f"{path}/auction-irregularity", {"decision": "intended"})
    assert found.status_code == 200, found.text
    view = found.json()
    assert view["pending"] is None and view["next"] == "S", view
    assert [(c["seat"], c["call"]) for c in view["auction"]][:1] == [("N", "1NT")]
    assert [c["seat"] for c in view["auction"]] == ["N", "E"]
    rulings = director.get("/rulings", board=board_id).json()
    assert [(r["law"], r["director"]) for r in rulings] == [("25A2", director.name), ("25B1", None)]
    assert "1C was intended" in rulings[0]["explanation"]
    reasons = director.get(f"{path}/robot-reasons/steps").json()
    assert any(r["action"] == "accept the intended change" for r in reasons), reasons


def test_a_person_on_the_left_takes_the_option_after_the_finding(server: Server) -> None:
    """North opens 1C, then says 1D before East calls: the director finds 1C intended;
    East, a person, is offered the option (pending `intended_change`), refuses it and 1C
    stands (25B2). The findings are the director's alone; once found, only the option is
    left."""
    table = detect_table(server)
    table.call("N", "1C")
    assert table.call("N", "1D").json()["pending"]["kind"] == "change_of_call"
    east = table.players["E"]
    refused(east.post(table.path("/auction-irregularity"), {"decision": "intended"}), 403, "25A")
    assert table.director is not None
    found = table.director.post(table.path("/auction-irregularity"), {"decision": "intended"})
    assert found.status_code == 200, found.text
    assert found.json()["pending"] == {
        "kind": "intended_change", "seat": "N", "call": "1D", "replaces": "1C", "decides": "E",
    }  # fmt: skip
    assert table.view("E")["pending"]["kind"] == "intended_change"  # what East's page reads
    again = table.director.post(table.path("/auction-irregularity"), {"decision": "unintended"})
    refused(again, 422, "25B")
    refused(table.call("S", "1H"), 409, "found intended")  # the table waits for East
    made = decide(table, "E", "refuse")
    assert [c["call"] for c in made["auction"]] == ["1C"] and made["next"] == "E"
    assert audit(table) == [("25A2", "auction_rectification", table.director.name),
                            ("25B2", "auction_rectification", None)]  # fmt: skip


def test_no_finding_without_a_second_call_that_law_25_governs(server: Server) -> None:
    """A call out of rotation that is no possible substitution (East's 1H at North's turn,
    nobody having called) leaves nothing to find: 422 with the reason, nothing recorded."""
    table = detect_table(server)
    assert table.call("E", "1H").status_code == 201
    assert table.director is not None
    found = table.director.post(table.path("/auction-irregularity"), {"decision": "intended"})
    refused(found, 422, "Law 25 does not apply")
    assert audit(table) == []
    assert table.view()["pending"]["kind"] == "call_out_of_rotation"
