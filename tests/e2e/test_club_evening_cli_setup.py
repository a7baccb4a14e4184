"""The director sets up a club evening from the command line, on both stores, as `POST
/sessions` allows: a 9-table Mitchell with an arrow switch in round 3 and a half table,
dealt from a board set (`--arrow-switch`, `--board-set`). Before, `sessions create` took
neither, so an evening with either needed the API.

Law 41A (2017): "the player on presumed declarer's left makes the opening lead": with the
set's deals known to the session, a lead from the wrong hand is refused."""

from __future__ import annotations

from tests.e2e.table import Server
from tests.e2e.test_club_night_cli import cli


def test_the_director_makes_a_mitchell_with_an_arrow_switch_from_a_board_set(
    server: Server,
) -> None:
    director = server.person("td", "director")
    dealt = director.post("/board-sets", {"seed": 9, "count": 18})
    assert dealt.status_code == 201, dealt.text
    ids = {b["board_number"]: b["id"] for b in dealt.json()["boards"]}
    refused = cli(server, "sessions", "create", "Tuesday", "--arrow-switch", "3", fails=True)
    assert "go with --movement" in refused
    options = [part for board_id in ids.values() for part in ("--board-set", board_id)]
    made = cli(server, "sessions", "create", "Tuesday", "--movement", "mitchell",
               "--tables", "9", "--rounds", "3", "--pairs", "17", "--arrow-switch", "3",
               *options, "--director", director.name)  # fmt: skip
    base = f"/sessions/{made.strip()}"
    rounds = director.get(base).json()["movement"]["rounds"]
    assert [(t["ns"], t["ew"]) for t in rounds[0]["tables"][:2]] == [("1", "10"), ("2", "11")]
    assert [(t["ns"], t["ew"]) for t in rounds[2]["tables"][:2]] == [("17", "1"), ("18", "2")]
    assert rounds[0]["tables"][8]["ns"] is None  # pair 9 does not come: pair 18 sits out
    # The session holds the set's deals: a lead West does not hold is refused.
    hands = director.get(f"/boards/{ids[1]}").json()["hands"]
    west, not_west = hands["W"], hands["E"][0]
    body = {"board_number": 1, "ns": "1", "ew": "10", "contract": "3NT", "declarer": "S",
            "tricks": 9, "table": 1, "round": 1}  # fmt: skip
    wrong = director.post(f"{base}/results", {**body, "lead": not_west})
    assert wrong.status_code == 422 and "does not hold" in wrong.json()["detail"], wrong.text
    assert director.post(f"{base}/results", {**body, "lead": west[0]}).status_code == 201
    # A board set without a movement, or one that does not deal the movement's boards.
    alone = cli(server, "sessions", "create", "Wed", "--board-set", ids[1], fails=True)
    assert "give the movement too" in alone
    short = cli(server, "sessions", "create", "Wed", "--movement", "mitchell", "--tables", "9",
                "--rounds", "3", "--board-set", ids[1], fails=True)  # fmt: skip
    assert "The board set has no board 2" in short
