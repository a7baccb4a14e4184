"""A hostile client at a robot partner's Law 25A wait (docs/contract.md "Law 25A with a
robot partner (0.27.0)"), over a real `serve` on both stores: "robots, go on" from every
kind of requester, at every phase, with odd bodies; a user named `robot` from an old
store; the live stream during a wait. Law 25A1 (2017): "If a player discovers that he has
not made the call he intended to make, he may, until his partner makes a call, substitute
the call he intended for the unintended call." 25A4: "No substitution of call may be made
when his partner has made a subsequent call." """

from __future__ import annotations

import json
from typing import Any

from tests.e2e.table import Person, Server
from tests.e2e.test_law25a_robot_partner import directed_board, seats_of
from tests.e2e.test_robot_is_not_a_name import old_store  # noqa: F401  (a fixture)
from tests.e2e.test_robots_at_the_table import refused

NO_ROBOT_WAITS = "No robot waits"


def go_on(person: Person, path: str, body: Any = None) -> Any:
    return person.post(f"{path}/robots/continue", body)


def test_who_may_tell_the_robots_to_go_on(server: Server) -> None:
    """Strangers, another board's director, no token or a bad one: refused before anything
    is read (401) or as for a board they may not see (404); an admin may, like the
    director; odd bodies are 422 or 413 with a sentence; the robot still waits after each."""
    director, north, path = directed_board(server)
    assert north.post(f"{path}/calls", {"seat": "N", "call": "1C"}).json()["robots_wait"] == "S"
    refused(go_on(server.person("x"), path), 404, "no board")
    refused(go_on(server.person("td2", role="director"), path), 404, "no board")
    client = server.client
    refused(client.post(f"{path}/robots/continue"), 401, "token")
    bad = {"Authorization": "Bearer not-a-token"}
    refused(client.post(f"{path}/robots/continue", headers=bad), 401, "token")
    for body in ({"expected_version": 10**30}, {"expected_version": -1},
                 {"expected_version": "3"}, {"expected_version": 1.5}, [], [1], "go", 7,
                 {"extra": 1}, {"seat": "S"}):  # fmt: skip
        answer = go_on(north, path, body)
        assert answer.status_code == 422, (body, answer.text)
        assert isinstance(answer.json()["detail"], str)
    huge = json.dumps({"expected_version": 3, "pad": "a" * (1 << 20)}).encode()
    headers = {**north.headers, "Content-Type": "application/json"}
    too_big = client.post(f"{path}/robots/continue", headers=headers, content=huge)
    assert too_big.status_code == 413, too_big.text
    still = director.get(path).json()
    assert still["robots_wait"] == "S" and still["version"] == 3
    went_on = go_on(server.admin, path, {"expected_version": 3})
    assert went_on.status_code == 200, went_on.text
    assert seats_of(went_on.json()) == ["N", "E", "S", "W"]


def test_go_on_at_every_phase_where_nothing_waits(server: Server) -> None:
    """Before any call, in the play, after the end, while the person's change waits for
    the director: 409 and nothing moves."""
    director, north, path = directed_board(server)
    refused(go_on(director, path), 409, NO_ROBOT_WAITS)
    north.post(f"{path}/calls", {"seat": "N", "call": "1C"})
    pending = north.post(f"{path}/calls", {"seat": "N", "call": "1D"}).json()
    assert pending["pending"]["kind"] == "call_out_of_rotation"
    for who in (north, director, server.admin):
        refused(go_on(who, path), 409, NO_ROBOT_WAITS)
    assert director.get(path).json()["version"] == pending["version"]
    found = director.post(f"{path}/auction-irregularity", {"decision": "unintended"}).json()
    assert found["robots_wait"] == "S"
    view = go_on(north, path).json()
    for _ in range(8):  # North bids game, then passes; the robots call after "go on"
        if view["phase"] != "auction":
            break
        if view["robots_wait"]:
            view = go_on(north, path).json()
            continue
        call = "4S" if len(view["auction"]) == 4 else "Pass"
        view = north.post(f"{path}/calls", {"seat": "N", "call": call}).json()
    assert view["phase"] != "auction", view
    for who in (north, director):
        refused(go_on(who, path), 409, NO_ROBOT_WAITS)


def test_a_user_named_robot_holds_no_robots_wait(old_store: tuple[Server, Person]) -> None:  # noqa: F811
    """A user named `robot` (or `Robot`) from a store before the name was reserved sits
    at no robot's seat: at a board she neither directs nor plays at, "go on" is a
    stranger's (404) and the robot still waits; at a board she directs, she may send it."""
    server, her = old_store
    director, north, path = directed_board(server)
    assert north.post(f"{path}/calls", {"seat": "N", "call": "1C"}).json()["robots_wait"] == "S"
    refused(go_on(her, path), 404, "no board")
    assert director.get(path).json()["robots_wait"] == "S"
    alice = server.person("alice")
    made = her.post("/boards", {
        "deal": "N:AKQJ5.AK2.K32.32 98.JT98.QJT.K987 T432.Q43.A54.654 76.765.9876.AQJT",
        "board_number": 1, "revoke_policy": "detect",
        "seats": {"N": alice.name, "E": "robot", "S": "robot", "W": "robot"},
    })  # fmt: skip
    assert made.status_code == 201, made.text
    hers = f"/boards/{made.json()['id']}"
    assert alice.post(f"{hers}/calls", {"seat": "N", "call": "1C"}).json()["robots_wait"] == "S"
    went_on = go_on(her, hers)
    assert went_on.status_code == 200, went_on.text
    assert seats_of(went_on.json()) == ["N", "E", "S", "W"]
