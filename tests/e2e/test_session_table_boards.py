"""A session's board played at the table in the ledger, robots in the empty seats, over
HTTP on both stores (docs/contract.md "A session's boards played at the table"): a player
whose partner and opponents are absent starts board 1 at his table, plays it against three
robots to the end, and the session's traveller shows the board's score as his table's
result, entered by itself, once; the other tables' results stay hidden from him until he
has played the board; what the table cannot start is refused with a sentence."""

from __future__ import annotations

from typing import Any

from tests.e2e.table import Person, Server
from tests.e2e.test_club_night_cli import cli
from tests.e2e.test_robots import play_to_the_end

MOVEMENT = {"kind": "mitchell", "tables": 3, "rounds": 3, "boards_per_round": 2}


class Evening:
    """A three-table Mitchell dealt from a board set: pair 1 (North-South at table 1) is
    played by one user; its partner and pair 4 (its first-round opponents) are not here."""

    def __init__(self, server: Server) -> None:
        self.director = server.person("td", "director")
        dealt = self.director.post("/board-sets", {"count": 6, "mode": "tournament"})
        assert dealt.status_code == 201, dealt.text
        self.deals = {b["board_number"]: b["id"] for b in dealt.json()["boards"]}
        body = {"name": "Robots evening", "movement": MOVEMENT,
                "board_set": list(self.deals.values())}  # fmt: skip
        made = self.director.post("/sessions", body)
        assert made.status_code == 201, made.text
        self.session = made.json()
        self.base = f"/sessions/{self.session['id']}"
        self.players = {pair: server.person(f"pair{pair}") for pair in ("1", "2", "3", "6")}
        for pair, person in self.players.items():
            named = self.director.put(f"{self.base}/pairs/{pair}", {"users": [person.name]})
            assert named.status_code == 200, named.text

    def start(self, person: Person, table: int, board: int, body: Any = None) -> Any:
        return person.post(f"{self.base}/tables/{table}/boards/{board}/play", body)


def test_a_player_with_three_robots_plays_a_session_board_and_the_traveller_shows_it(
    server: Server,
) -> None:
    evening = Evening(server)
    alice = evening.players["1"]
    # Table 2 in round 3 plays board 1 too (pairs 2 and 6): its players enter it by hand.
    carol, frank = evening.players["2"], evening.players["6"]
    by_hand = {"board_number": 1, "ns": "2", "ew": "6", "table": 2, "round": 3,
               "contract": "Pass"}  # fmt: skip
    assert carol.post(f"{evening.base}/results", by_hand).status_code == 201
    confirmed = frank.post(f"{evening.base}/results/confirm", {"board": 1, "ns": "2", "ew": "6"})
    assert confirmed.status_code == 200, confirmed.text

    # Another table's player may not start table 1's board; nor a board the table does not play.
    refused = evening.start(carol, 1, 1)
    assert refused.status_code == 403, refused.text
    elsewhere = evening.start(alice, 1, 3, {"round": 1})
    assert elsewhere.status_code == 422, elsewhere.text
    assert elsewhere.json()["detail"] == "Board 3 is not played at table 1 in round 1."

    started = evening.start(alice, 1, 1)
    assert started.status_code == 201, started.text
    board = started.json()
    assert board["board_number"] == 1 and board["phase"] in ("auction", "play")
    dealt = evening.director.get(f"/boards/{evening.deals[1]}").json()
    assert (board["dealer"], board["vulnerability"]) == (dealt["dealer"], dealt["vulnerability"])
    assert board["hands"]["N"] == dealt["hands"]["N"]  # the session's deal, North's hand hers
    assert [seat for seat, cards in board["hands"].items() if cards is not None] == ["N"]
    again = evening.start(alice, 1, 1)
    assert again.status_code == 200, again.text
    assert again.json()["id"] == board["id"]  # the same board, never a second one
    listed = alice.get(f"{evening.base}/tables/1/boards").json()
    assert listed == [{"board": 1, "ns": "1", "ew": "4", "round": 1, "board_id": board["id"]}]

    # While it is played: no result by hand for it, and table 2's result stays hidden.
    by_hand_here = {"board_number": 1, "ns": "1", "ew": "4", "table": 1, "round": 1,
                    "contract": "3NT", "declarer": "N", "tricks": 9, "lead": "SA"}  # fmt: skip
    blocked = alice.post(f"{evening.base}/results", by_hand_here)
    assert blocked.status_code == 409, blocked.text
    assert "being played at this table in the ledger" in blocked.json()["detail"]
    assert alice.get(f"{evening.base}/boards/1").json() == []

    end = play_to_the_end(alice, board["id"], "N")
    assert end["phase"] in ("complete", "passed_out"), end
    score = alice.get(f"/boards/{board['id']}/score").json()

    traveller = alice.get(f"{evening.base}/boards/1").json()
    ours = [line for line in traveller if (line["ns"], line["ew"]) == ("1", "4")]
    assert len(traveller) == 2 and len(ours) == 1, traveller
    assert ours[0]["score_ns"] == score["NS"]
    assert ours[0]["contract"] == score["contract"]
    table = evening.director.get(f"{evening.base}/tables/1").json()
    assert 1 not in table["to_enter"]
    assert [s["board"] for s in table["scored"]] == [1]
    # Started again once over: the same board, and still one result.
    assert evening.start(alice, 1, 1).json()["id"] == board["id"]
    assert len(evening.director.get(f"{evening.base}/boards/1").json()) == 2


def test_a_board_entered_by_hand_cannot_be_started(server: Server) -> None:
    evening = Evening(server)
    alice = evening.players["1"]
    body = {"board_number": 2, "ns": "1", "ew": "4", "table": 1, "round": 1,
            "contract": "Pass"}  # fmt: skip
    assert evening.director.post(f"{evening.base}/results", body).status_code == 201
    refused = evening.start(alice, 1, 2)
    assert refused.status_code == 409, refused.text
    assert "has its result entered already" in refused.json()["detail"]
    seats = evening.start(alice, 1, 1, {"seats": {"E": alice.name}})
    assert seats.status_code == 422, seats.text
    assert "does not play as pair 4" in seats.json()["detail"]
    nobody = evening.start(evening.director, 1, 1, {"seats": {"N": "robot"}})
    assert nobody.status_code == 422, nobody.text
    assert alice.get(f"{evening.base}/tables/1/boards").json() == []


def test_the_director_starts_a_tables_board_from_the_command_line(server: Server) -> None:
    """`bridge-ledger sessions play`: the same board as over HTTP, once; refusals exit 2."""
    evening = Evening(server)
    alice = evening.players["1"]
    session_id = evening.session["id"]
    out = cli(server, "sessions", "play", session_id, "--table", "1", "--board", "2",
              "--seat", "N=robot", "--seat", f"S={alice.name}")  # fmt: skip
    assert out.startswith("Board 2 at table 1 started: ledger board "), out
    assert f"S {alice.name}" in out and "N robot" in out
    started = evening.start(alice, 1, 2)
    assert started.status_code == 200, started.text
    assert started.json()["id"] in out and started.json()["seats"]["S"] == alice.name
    again = cli(server, "sessions", "play", session_id, "--table", "1", "--board", "2")
    assert "was started before" in again
    refused = cli(server, "sessions", "play", session_id, "--table", "1", "--board", "3",
                  "--round", "1", fails=True)  # fmt: skip
    assert "Board 3 is not played at table 1 in round 1." in refused
