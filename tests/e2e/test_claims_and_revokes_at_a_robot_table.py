"""A robot's claim and a person's revoke at a table with robots, over HTTP on both stores
(issue 34, h54f; Laws 61-64, 68-70): the second half of tests/e2e/
test_laws_at_a_robot_table.py, whose deal (RAISED) and table helpers these share."""

from __future__ import annotations

from typing import Any

from tests.e2e.table import Person, Server, until_a_robot_claims
from tests.e2e.test_laws_at_a_robot_table import _board, _robot_defenders, _to_four_spades


# ---- (d) a robot's claim: Laws 68-70 ----------------------------------------------------
def test_68c_a_robot_claims_only_with_a_line_and_states_it(server: Server) -> None:
    """Law 68C: "A claim should be accompanied at once by a clear statement of the line of
    play or defence through which the claimer proposes to win the tricks claimed,
    including the order in which the cards will be played." Law 70A: "any doubtful point
    as to a claim shall be resolved against the claimer". West (a person) plays against
    the robots' 4S until the robot declarer claims: the claim is every trick left, its
    statement gives the cards in order, and with the claimer's hand and dummy's faced
    every card listed is one of theirs; West agrees, and the board ends with the tricks
    claimed."""
    west = server.person("claim68")
    path, view = until_a_robot_claims(west, lambda: _new_board(west))
    claim = view["claim"]
    assert claim is not None and claim["seat"] == view["declarer"], view
    left = 13 - sum(view["tricks_won"].values())
    assert claim["tricks"] == left
    statement = claim["statement"]
    assert "in this order:" in statement, statement
    listed = statement.split("in this order: ")[1].split(".")[0].split(";")[0].split(", ")
    faced = {**{s: view["hands"][s] for s in ("N", "S") if view["hands"][s] is not None}}
    assert faced, view["hands"]  # the claimer's hand and dummy's are faced to the table
    for entry in listed:
        seat, card = entry.split(" ")
        assert seat in ("N", "S") and card in faced.get(seat, [card]), (entry, faced)
    won_before = view["tricks_won"]["NS"]
    agreed = west.post(f"{path}/claims/agree", {"seat": "W"})
    assert agreed.status_code == 200, agreed.text
    ended = agreed.json()
    assert ended["phase"] == "complete", ended["phase"]
    assert ended["declarer_tricks"] == won_before + left


def _new_board(west: Person) -> tuple[str, dict[str, Any]]:
    """A new board of RAISED with robots in N, E and S and West a person."""
    path = _board(west, {"N": "robot", "E": "robot", "S": "robot", "W": west.name})
    return path, west.get(path).json()


# ---- (e) a person's revoke against robots: Laws 61-64 --------------------------------------
def _law64_reading(tricks: list[dict[str, Any]], revoke_trick: int, offender: str,
                   claimed_by_offenders: int) -> tuple[str, int]:  # fmt: skip
    """Law 64A (2017), read again here: "1. and the trick on which the revoke occurred was
    won by the offending player, at the end of play the trick on which the revoke
    occurred, plus one of any subsequent tricks won by the offending side, are
    transferred [...]. 2. and the trick on which the revoke occurred was not won by the
    offending player, then, if the offending side won that trick or any subsequent trick,
    at the end of play one trick is transferred"; 64B1: none "if the offending side did not
    win either the trick on which the revoke occurred or any subsequent trick"."""
    side = "NS" if offender in "NS" else "EW"
    winner = tricks[revoke_trick - 1]["winner"]
    later = sum(1 for t in tricks[revoke_trick:] if t["winner"] and t["winner"] in side)
    later += claimed_by_offenders
    if winner == offender:
        return "64A1", 1 + (1 if later else 0)
    if winner in side or later:
        return "64A2", 1
    return "64B1", 0


def test_64_a_person_revokes_against_robots_and_the_service_transfers_the_tricks(
    server: Server,
) -> None:
    """Laws 61-64 at a robot table under policy `auto` (the service draws attention at the
    end of play to every revoke nobody raised). North (a person) declares 4S against the
    robots; at the first trick where he holds the suit led in his own hand he discards
    instead (a revoke, Law 61A), then plays on (63A1: established). Law 63C: "Once a revoke
    is established, it may no longer be corrected [...] and the trick on which the revoke
    occurred stands as played." At the end the revoke is raised and the tricks move as Law
    64A says, checked against the reading above over the tricks as they fell."""
    north, west, director, path = _robot_defenders(server, "64", policy="auto")
    view = _to_four_spades(north, west, path, None, director)
    revoked_at: int | None = None
    claimed_by_ns = 0
    for _ in range(60):
        claim = view.get("claim")
        if claim and claim["status"] == "pending":
            seat = "N" if claim["seat"] in "EW" else "W"
            if claim["seat"] in "EW":
                left = 13 - sum(view["tricks_won"].values())
                claimed_by_ns = left - claim["tricks"]
            person = north if seat == "N" else west
            agreed = person.post(f"{path}/claims/agree", {"seat": seat})
            assert agreed.status_code == 200, agreed.text
            view = agreed.json()
            continue
        if view["phase"] != "play":
            break
        seat = view["next"]
        person = north if seat in "NS" else west
        hand = director.get(path).json()["hands"][seat]
        trick = view["trick"]
        open_trick = trick is not None and 0 < len(trick["cards"]) < 4
        led = trick["cards"][0]["card"][0] if open_trick else None
        following = [c for c in hand if c[0] == led]
        card = (following or hand)[0]  # /legal offers revokes too under auto: follow
        other = [c for c in hand if c[0] != led]
        if revoked_at is None and seat == "N" and following and other:
            card, revoked_at = other[0], trick["number"]
        reply = person.post(f"{path}/plays", {"seat": seat, "card": card})
        assert reply.status_code == 201, reply.text
        view = reply.json()
    assert revoked_at is not None, "North never had the chance to revoke"
    assert view["phase"] == "complete", view["phase"]
    tricks = director.get(f"{path}/tricks").json()
    law, moved = _law64_reading(tricks, revoked_at, "N", claimed_by_ns)
    revokes = director.get(f"{path}/revokes").json()
    assert [(r["law"], r["transfer"]) for r in revokes] == [(law, moved)], revokes
    score = director.get(f"{path}/score").json()
    assert score["declarer_tricks"] == score["table_tricks"] - moved
