"""A robot declarer claims a hand of winners at once, over HTTP on both stores (issue 34:
a robot "claims when the rest is certain"; Law 68C: "A claim should be accompanied at
once by a clear statement of the line of play [...] including the order in which cards
will be played"; Law 70A: "any doubtful point as to a claim shall be resolved against
the claimer").

North-South, robots, hold every top card; Alice holds East and West. Once the first trick
is won and the robots are on lead, every trick left is certain by cashing winners,
however many layouts the hidden cards have (thousands, far beyond the 70 the search
tries): the robot claims all twelve, and its statement lists its cards in order.
The claim waits for the defenders (Alice) and a robot never agrees for her."""

from __future__ import annotations

from tests.e2e.table import Server
from tests.e2e.test_laws_at_a_robot_table import _board, _robots_declare

WINNERS = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"


def test_a_robot_declarer_claims_its_winners_after_the_opening_lead(server: Server) -> None:
    alice = server.person("winners")
    director = server.person("tdwinners", "director")
    path = _board(director, {"N": "robot", "E": alice.name, "S": "robot", "W": alice.name},
                  revoke_policy="detect", deal=WINNERS)  # fmt: skip
    _robots_declare(alice, director, path)
    for _ in range(4):  # her lead and her card to the first trick, until the robot claims
        board = director.get(path).json()
        if board["claim"] is not None:
            break
        legal = alice.get(f"{path}/legal").json()
        reply = alice.post(f"{path}/plays", {"seat": legal["seat"], "card": legal["cards"][0]})
        assert reply.status_code == 201, reply.text
    claim = board["claim"]
    assert claim is not None and claim["status"] == "pending", board
    declarer = board["declarer"]
    assert claim["seat"] in (declarer, board["dummy"])
    played = sum(len(trick["cards"]) for trick in director.get(f"{path}/tricks").json())
    assert played == 4  # a claim is made with the lead: as the second trick begins
    left = 12
    assert claim["tricks"] == left
    statement = claim["statement"]
    assert f"The remaining {left} tricks are ours, playing in this order: " in statement
    named = statement.split("playing in this order: ")[1].split(".")[0].split(", ")
    assert all(item.split(" ")[0] in ("N", "S") for item in named), statement
    # the defenders' hands are hers to answer for: no robot agreed in her place
    assert claim["agreed_by"] == []
    for seat in ("E", "W"):
        agreed = alice.post(f"{path}/claims/agree", {"seat": seat})
        assert agreed.status_code == 200, agreed.text
    over = director.get(path).json()
    assert over["phase"] == "complete" and over["declarer_tricks"] == 13, over
