"""A hostile client against a teams match on a real server, on both stores (the third
hostile round: rubber bridge and teams). Each test is a defect found by attacking the
HTTP interface, and fails without its fix."""

from __future__ import annotations

from typing import Any

from tests.e2e.table import Person, Server


def _teams_night(server: Server) -> tuple[Person, str, dict[str, Any]]:
    director = server.person("director", "director")
    movement = {"kind": "teams", "tables": 2, "rounds": 1, "boards_per_round": 2}
    reply = director.post("/sessions", {"name": "Teams", "scoring": "IMP", "movement": movement})
    assert reply.status_code == 201, reply.text
    session: dict[str, Any] = reply.json()
    return director, f"/sessions/{session['id']}", session


def test_a_team_does_not_play_a_match_against_itself(server: Server) -> None:
    """`GET /sessions/{id}/match?home=Home&away=Home` answered 200 with a match of the
    team against itself; an unknown team is still 404, before the pair of names is
    judged."""
    director, base, _ = _teams_night(server)
    reply = director.get(f"{base}/match", home="Home", away="Home")
    assert reply.status_code == 422, reply.text
    assert reply.json() == {"detail": "A match is between two teams; Home cannot play itself."}
    assert director.get(f"{base}/match", home="Lions", away="Lions").status_code == 404
    assert director.get(f"{base}/match", home="Home", away="Away").status_code == 200


def test_a_team_is_made_of_the_movements_pairs(server: Server) -> None:
    """A team named with pairs the movement does not seat was recorded (200), as a pair's
    users are not (`The movement has no pair 99.`); a team's name refused was told as a
    pair's."""
    director, base, session = _teams_night(server)
    reply = director.put(f"{base}/teams/Lions", {"pairs": ["99", "98"]})
    assert reply.status_code == 422, reply.text
    assert reply.json() == {"detail": "The movement has no pair 99."}
    reply = director.put(f"{base}/teams/=Lions", {"pairs": ["1"]})
    assert reply.status_code == 422, reply.text
    assert reply.json()["detail"].startswith("A team is named by 1 to 16 letters")
    assert director.get(base).json()["teams"] == session["teams"]
