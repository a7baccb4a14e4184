"""Four people play a whole board over HTTP; at each stage, each sees only what they may."""

from __future__ import annotations

import itertools

from tests.e2e.table import DEAL, SEATS, Server, Table


def hands_seen(table: Table, seat: str) -> set[str]:
    return {s for s, cards in table.view(seat)["hands"].items() if cards is not None}


def test_a_full_board_with_four_players(server: Server) -> None:
    table = Table.sit_down(server, deal=DEAL, board_number=1)
    stranger = server.person("stranger")

    # The auction: everyone sees their own hand and nothing else; a stranger sees nothing.
    for seat in SEATS:
        assert hands_seen(table, seat) == {seat}
    assert stranger.get(table.path()).status_code == 404
    assert set(server.admin.get(table.path()).json()["hands"]) == set(SEATS)
    assert table.players["N"].get(table.path("/events")).status_code == 403

    view = table.bid(
        "Pass", "1S", "Pass", "2D", "Pass", "2S", "Pass", "3NT", "Pass", "Pass", "Pass"
    )
    assert (view["phase"], view["contract"], view["declarer"], view["dummy"]) == (
        "play",
        "3NT",
        "W",
        "E",
    )
    assert view["next"] == "N"  # the opening leader is declarer's left-hand opponent

    playing = [b for b in table.players["N"].boards() if b["id"] == table.board_id]
    assert playing[0]["phase"] == "play" and playing[0]["result"] is None

    # Before the opening lead dummy is still hidden.
    for seat in SEATS:
        assert hands_seen(table, seat) == {seat}

    # Dummy's holder may not play dummy's cards; a defender may not play out of turn.
    assert (
        table.players["E"].post(table.path("/plays"), {"seat": "E", "card": "SA"}).status_code
        == 403
    )
    assert table.play("S", "S3").status_code == 422

    lead = table.play("N", "SK")
    assert lead.status_code == 201, lead.text
    for seat in SEATS:
        assert hands_seen(table, seat) == {seat, "E"}, seat

    # Replay shows the past with what the requester may see now: North sees N and dummy.
    step0 = table.players["N"].get(table.path("/replay"), step=0).json()
    assert step0["phase"] == "auction" and step0["auction"] == []
    assert {s for s, cards in step0["hands"].items() if cards} == {"N", "E"}
    assert len(step0["hands"]["E"]) == 13

    # Declarer plays dummy's card; the rest of the board is played legally.
    assert table.play("E", table.legal_card("E")).status_code == 201
    final = table.play_tricks(50)
    assert final["phase"] == "complete" and final["next"] is None

    tricks = table.players["S"].get(table.path("/tricks")).json()
    assert len(tricks) == 13 and tricks[0]["leader"] == "N"
    for before, after in itertools.pairwise(tricks):
        assert after["leader"] == before["winner"]
    won = sum(1 for t in tricks if t["winner"] in ("E", "W"))
    score = table.players["N"].get(table.path("/score")).json()
    assert score["declarer_tricks"] == won == final["declarer_tricks"]
    assert score["NS"] == -score["EW"]
    listed = [b for b in table.players["N"].boards() if b["id"] == table.board_id]
    assert listed[0]["result"] == {k: score[k] for k in ("declarer_tricks", "NS", "EW")}

    # Over: the table sees the whole deal, and may read the log.
    for seat in SEATS:
        assert hands_seen(table, seat) == set(SEATS)
        replay = table.players[seat].get(table.path("/replay"), step=0).json()
        assert all(len(cards) == 13 for cards in replay["hands"].values())
    events = table.players["W"].get(table.path("/events")).json()
    assert len(events) == final["version"] and events[0]["type"] == "BoardCreated"
    assert stranger.get(table.path("/events")).status_code == 404
    assert stranger.get(table.path("/replay"), step=1).status_code == 404


def test_solo_practice_board_shows_all_four_hands_to_its_creator(server: Server) -> None:
    alice = server.person("alice")
    reply = alice.post("/boards", {"board_number": 6, "seed": 7})
    assert reply.status_code == 201
    view = reply.json()
    assert (view["dealer"], view["vulnerability"], view["version"]) == ("E", "EW", 1)
    assert all(len(cards) == 13 for cards in view["hands"].values())
    assert view["seats"] == {seat: alice.name for seat in SEATS}
    again = alice.post("/boards", {"board_number": 6, "seed": 7}).json()
    assert again["hands"] == view["hands"]  # the seed makes the deal reproducible


def test_boards_list_shows_only_boards_the_user_may_see(server: Server) -> None:
    table = Table.sit_down(server, deal=DEAL)
    outsider = server.person("outsider")
    mine = {b["id"] for b in table.players["N"].boards()}
    assert table.board_id in mine
    assert table.board_id not in {b["id"] for b in outsider.boards()}
    in_auction = table.players["N"].boards(phase="auction")
    assert table.board_id in {b["id"] for b in in_auction}
    assert table.board_id not in {b["id"] for b in table.players["N"].boards(phase="complete")}
    assert table.players["N"].get("/boards", phase="finished").status_code == 422


def test_boards_come_a_page_at_a_time_with_filters(server: Server) -> None:
    player = server.person("pager")
    created = []
    for number in (3, 1, 2, 1, 5):
        reply = player.post("/boards", {"board_number": number})
        assert reply.status_code == 201, reply.text
        created.append(reply.json()["id"])
    first = player.get("/boards", limit=2).json()
    assert [b["id"] for b in first["items"]] == created[:2]
    second = player.get("/boards", limit=2, cursor=first["next"]).json()
    assert [b["id"] for b in second["items"]] == created[2:4]
    last = player.get("/boards", limit=2, cursor=second["next"]).json()
    assert [b["id"] for b in last["items"]] == created[4:]
    assert last["next"] is None
    ones = player.boards(board_number=1)
    assert [b["id"] for b in ones] == [created[1], created[3]]
    assert {b["id"] for b in server.admin.boards(player=player.name)} == set(created)
    assert player.boards(player="someone-else") == []
    made_at = first["items"][1]["created_at"]
    assert [b["id"] for b in player.boards(since=made_at)] == created[1:]
    assert [b["id"] for b in player.boards(until=made_at)] == created[:1]
    assert player.boards(since="2999-01-01") == []
    assert player.get("/boards", cursor="bm90LWEtY3Vyc29y").status_code == 422


def test_passed_out_board_scores_zero(server: Server) -> None:
    table = Table.sit_down(server, deal=DEAL, board_number=2)
    view = table.bid("Pass", "Pass", "Pass", "Pass")
    assert view["phase"] == "passed_out" and view["contract"] == "Pass"
    assert table.players["E"].get(table.path("/score")).json() == {
        "contract": "Pass",
        "declarer": None,
        "declarer_tricks": None,
        "NS": 0,
        "EW": 0,
        "table_tricks": None,
        "transfers": [],
        "table": None,
        "artificial": None,
        "weighted": None,
    }
    assert all(cards is not None for cards in table.view("S")["hands"].values())
    listed = [b for b in table.players["S"].boards() if b["id"] == table.board_id]
    assert listed[0]["result"] == {"declarer_tricks": None, "NS": 0, "EW": 0}
