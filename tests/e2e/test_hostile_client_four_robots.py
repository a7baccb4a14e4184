"""A board of four robots (0.25.0, h55e; docs/design.md "Hostile client findings (0.25.0;
h55e)"), over a real `serve` on both stores.

docs/contract.md "Robots and practice": "A robot acts in the same request as the command
that made it its turn (the board's creation included)". With a robot in every seat the
whole board was bid and played inside `POST /boards` (about 11 s of a core on this
machine at the default 12 samples a card), for a creator who holds no seat: a player got
201 with a board he may then not read (GET 404), and any player could make the server play
board after board. The table's boards refuse a table of four robots ("Not yet", 0.18.0);
so does POST /boards now for a player: 422, nothing made. A director or an admin, who
directs the board he makes and sees it whole, may still make a robots' board to watch
and to practise from (the replay page's "play again from here")."""

from __future__ import annotations

from tests.e2e.table import Server
from tests.e2e.test_hostile_client_robot_table import north_declares_four_spades

ROBOTS = {"N": "robot", "E": "robot", "S": "Robot", "W": "ROBOT"}


def test_a_board_of_four_robots_is_refused_at_once(server: Server) -> None:
    player = server.person("four")
    director = server.person("four-td", "director")
    before = len(player.boards())
    refused = player.post("/boards", {"seats": ROBOTS, "seed": 5})
    assert refused.status_code == 422, refused.text
    assert refused.json()["detail"].startswith(
        "Nobody would sit at the board: robots play with people, so give a user a seat"
    )
    assert len(player.boards()) == before
    for who in (director, server.admin):  # they direct it: a robots' board to watch
        made = who.post("/boards", {"seats": ROBOTS, "seed": 5})
        assert made.status_code == 201, made.text
        board = who.get(f"/boards/{made.json()['id']}").json()
        assert board["director"] == who.name and board["phase"] in ("complete", "passed_out")
    # one person among three robots still plays
    created = player.post("/boards", {"seats": {**ROBOTS, "W": player.name}, "seed": 5})
    assert created.status_code == 201, created.text


def test_robots_play_only_with_the_boards_own_players(server: Server) -> None:
    """A player who holds no seat may not read the board (GET 404), yet the robots' calls
    up to the first person's turn were made in the request and shown in its 201: a board
    with robots now seats its creator (or is made by one who directs it)."""
    creator = server.person("robotless")
    north = server.person("robotless-n")
    director = server.person("robotless-td", "director")
    seats = {"N": north.name, "E": "robot", "S": "robot", "W": "robot"}
    before = len(creator.boards())
    # East deals board 2: three robots call before North's turn
    refused = creator.post("/boards", {"seats": seats, "seed": 9, "board_number": 2})
    assert refused.status_code == 422, refused.text
    assert refused.json()["detail"].startswith("Robots play with the board's own players")
    assert len(creator.boards()) == before and len(north.boards()) == 0
    made = director.post("/boards", {"seats": seats, "seed": 9, "board_number": 2})
    assert made.status_code == 201, made.text
    assert len(made.json()["auction"]) == 3  # the director directs it and may watch it
    # without robots, a board for others is still made (nothing is called in the request)
    others = creator.post("/boards", {"seats": {s: north.name for s in "NESW"}, "seed": 9})
    assert others.status_code == 201, others.text
    assert creator.get(f"/boards/{others.json()['id']}").status_code == 404


def test_dummys_seat_is_not_practised_once_the_auction_is_over(server: Server) -> None:
    """Law 41D (2017): once dummy's hand is spread, "Declarer plays both hands." A practice
    board in dummy's seat would have the robots play every card left inside the request
    that makes it, for a player who never acts (h56i: 4.7 s of a core): the board of four
    robots a player is refused. 422, nothing made; declarer's seat and a defender's are
    practised as before."""
    north = server.person("dummy-seat")
    board_id, played = north_declares_four_spades(north)
    admin = server.admin  # may see every hand of a board in play, so may practise it
    lead_step = played["version"] - 1
    before = len(admin.boards())
    refused = admin.post(f"/boards/{board_id}/practice", {"step": lead_step, "seat": "S"})
    assert refused.status_code == 422, refused.text
    assert refused.json()["detail"].startswith("At that step S is dummy"), refused.text
    assert len(admin.boards()) == before
    # in the auction nobody is dummy yet: South's seat is practised from the first step
    bidding = admin.post(f"/boards/{board_id}/practice", {"step": 1, "seat": "S"})
    assert bidding.status_code == 201, bidding.text
    for seat in ("N", "E"):
        made = admin.post(f"/boards/{board_id}/practice", {"step": lead_step, "seat": seat})
        assert made.status_code == 201, made.text
