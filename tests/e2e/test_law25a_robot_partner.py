"""Law 25A with a robot partner over a real `serve` on both stores (docs/contract.md
"Law 25A with a robot partner (0.27.0)"): at a board with a director, a person's robot
partner waits at its turn after his call (`robots_wait`) until his change or
`POST /boards/{id}/robots/continue`; the opponents' robots call at once.

Law 25A (2017): "1. If a player discovers that he has not made the call he intended to
make, he may, until his partner makes a call, substitute the call he intended for the
unintended call. The second (intended) call stands and is subject to the appropriate Law,
but the lead restrictions in Law 26 do not apply. [...] 4. No substitution of call may be
made when his partner has made a subsequent call. [...] 6. If a substitution is allowed
the LHO may withdraw any call he made over the first call."
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from typing import Any

from tests.e2e.table import Person, Server
from tests.e2e.test_hostile_client_robot_table import RAISED
from tests.e2e.test_robots_at_the_table import refused


def seats_of(view: dict[str, Any]) -> list[str]:
    return [call["seat"] for call in view["auction"]]


def directed_board(server: Server, *, directed: bool = True) -> tuple[Person, Person, str]:
    """North a person; East, South (his partner) and West robots; the creator directs (or,
    undirected, names nobody after seating them)."""
    director = server.person("td", role="director")
    north = server.person("n")
    seats = {"N": north.name, "E": "robot", "S": "robot", "W": "robot"}
    created = director.post(
        "/boards", {"deal": RAISED, "board_number": 1, "seats": seats, "revoke_policy": "detect"}
    )
    assert created.status_code == 201, created.text
    path = f"/boards/{created.json()['id']}"
    if not directed:
        named = director.put(f"{path}/director", {"director": None})
        assert named.status_code == 200, named.text
    return director, north, path


def test_an_unintended_call_changed_inside_the_window(server: Server) -> None:
    """North 1C: East (an opponent's robot) calls at once, South (his partner's robot)
    waits, and a page reloaded then reads it. North says 1D at South's turn: the director
    finds 1C unintended (25A1), East's call is withdrawn and East calls again (25A6), and
    South waits again, North's window being open until South calls. "Go on": South and
    West call, North's turn."""
    director, north, path = directed_board(server)
    opened = north.post(f"{path}/calls", {"seat": "N", "call": "1C"})
    assert opened.status_code == 201, opened.text
    view = opened.json()
    assert seats_of(view) == ["N", "E"] and view["robots_wait"] == "S" and view["next"] == "S"
    assert north.get(path).json()["robots_wait"] == "S"  # a page reloaded mid-grace
    assert director.get(path).json()["robots_wait"] == "S"
    changed = north.post(f"{path}/calls", {"seat": "N", "call": "1D"})
    assert changed.status_code == 201, changed.text
    assert changed.json()["pending"]["kind"] == "call_out_of_rotation"
    assert changed.json()["robots_wait"] is None  # the director's finding waits, not S
    found = director.post(f"{path}/auction-irregularity", {"decision": "unintended"})
    assert found.status_code == 200, found.text
    view = found.json()
    assert [(c["seat"], c["call"]) for c in view["auction"]][:1] == [("N", "1D")]
    assert seats_of(view) == ["N", "E"] and view["robots_wait"] == "S"
    rulings = director.get("/rulings", board=path.rsplit("/", 1)[1]).json()
    assert [r["law"] for r in rulings] == ["25A"]
    went_on = north.post(f"{path}/robots/continue")
    assert went_on.status_code == 200, went_on.text
    view = went_on.json()
    assert seats_of(view) == ["N", "E", "S", "W"] and view["next"] == "N"
    assert view["robots_wait"] is None


def test_go_on_closes_the_window(server: Server) -> None:
    """ "Go on" (the page's, after its grace) lets South call: 1C is then beyond change
    (25A4), and North's next call is his turn's; a stale "go on" is 409."""
    _, north, path = directed_board(server)
    assert north.post(f"{path}/calls", {"seat": "N", "call": "1C"}).json()["robots_wait"] == "S"
    went_on = north.post(f"{path}/robots/continue", {})
    assert went_on.status_code == 200, went_on.text
    assert seats_of(went_on.json()) == ["N", "E", "S", "W"]
    refused(north.post(f"{path}/robots/continue"), 409, "No robot waits")
    again = north.post(f"{path}/calls", {"seat": "N", "call": "7NT"})
    assert again.status_code == 201 and again.json()["pending"] is None, again.text
    assert again.json()["robots_wait"] == "S"  # a window for 7NT


def test_without_a_director_the_robots_call_at_once(server: Server) -> None:
    _, north, path = directed_board(server, directed=False)
    view = north.post(f"{path}/calls", {"seat": "N", "call": "1C"}).json()
    assert view["robots_wait"] is None and view["director"] is None
    assert len(view["auction"]) >= 4 or view["phase"] != "auction", view
    refused(north.post(f"{path}/robots/continue"), 409, "No robot waits")


def test_a_hostile_client_telling_the_robots_to_go_on(server: Server) -> None:
    """At the wrong time (before any call, with a stale version), for a board he does not
    sit at (hidden from him: 404, as any board he may not see), with a body that is not
    the command's (422), twice at once (one 200, one 409): a 4xx with a sentence, never a
    500, and the board moves once."""
    director, north, path = directed_board(server)
    refused(north.post(f"{path}/robots/continue"), 409, "No robot waits")  # nobody called
    stranger = server.person("x")
    refused(stranger.post(f"{path}/robots/continue"), 404, "no board")
    refused(north.post("/boards/not-a-board/robots/continue"), 404, "no board")
    view = north.post(f"{path}/calls", {"seat": "N", "call": "1C"}).json()
    assert view["robots_wait"] == "S"
    bad = north.post(f"{path}/robots/continue", {"expected_version": "soon"})
    assert bad.status_code == 422, bad.text
    stale = north.post(f"{path}/robots/continue", {"expected_version": view["version"] - 1})
    assert stale.status_code == 409, stale.text
    assert north.get(path).json()["robots_wait"] == "S"  # nothing moved

    def go_on(person: Person) -> int:
        return person.post(f"{path}/robots/continue").status_code

    with ThreadPoolExecutor(2) as pool:
        answers = sorted(pool.map(go_on, [north, director]))
    assert answers == [200, 409], answers
    after = north.get(path).json()
    assert seats_of(after) == ["N", "E", "S", "W"] and after["robots_wait"] is None


def change_and_go_on(
    director: Person, north: Person, path: str, version: int, director_first: bool
) -> dict[str, int]:
    """North's 1D (for `version`) and the director's "go on" sent at once, the one named
    first started first; each one's status."""

    def change() -> tuple[str, int]:
        body = {"seat": "N", "call": "1D", "expected_version": version}
        return "change", north.post(f"{path}/calls", body).status_code

    def go_on() -> tuple[str, int]:
        body = {"expected_version": version}
        return "go on", director.post(f"{path}/robots/continue", body).status_code

    jobs = [go_on, change] if director_first else [change, go_on]
    with ThreadPoolExecutor(2) as pool:
        return dict(pool.map(lambda job: job(), jobs))


def test_a_change_and_go_on_at_once_one_wins(server: Server) -> None:
    """North's change (sent, as his page sends it, for the version he saw) and the
    director's "go on" at once, in both orders: one wins and the other is 409. The change
    first: it waits for the director's finding, and "go on" finds no robot waiting. "Go
    on" first: South has called, 1C is beyond change (25A4: "No substitution of call may
    be made when his partner has made a subsequent call"), and the change, no longer one,
    is refused rather than recorded as a new call at North's next turn. Nothing is lost
    or doubled: the event log holds the winner's events only."""
    for director_first in (False, True, False, True):
        director, north, path = directed_board(server)
        seen = north.post(f"{path}/calls", {"seat": "N", "call": "1C"}).json()
        assert seen["robots_wait"] == "S"
        version = seen["version"]
        answers = change_and_go_on(director, north, path, version, director_first)
        assert sorted(answers.values()) in ([200, 409], [201, 409]), answers
        after = director.get(path).json()
        events = director.get(f"{path}/events").json()
        assert len(events) == after["version"], (len(events), after["version"])
        if answers["change"] == 201:
            assert seats_of(after) == ["N", "E"] and after["version"] == version + 1
            assert after["pending"]["kind"] == "call_out_of_rotation"
            assert after["pending"]["call"] == "1D" and after["robots_wait"] is None
        else:
            assert seats_of(after) == ["N", "E", "S", "W"] and after["version"] == version + 2
            assert after["pending"] is None and after["next"] == "N"
            assert "1D" not in [c["call"] for c in after["auction"]]
