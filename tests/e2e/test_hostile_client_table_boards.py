"""A hostile client against a session's boards played at the table (docs/contract.md "A
session's boards played at the table"), on a real server and both stores: bodies of the
wrong shape, players of another table or session, a board the table has entered by hand,
two starts at once. Each refusal is a 4xx with one short sentence and nothing recorded."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from tests.e2e.table import Server
from tests.e2e.test_session_table_boards import Evening

BAD_BODIES: list[Any] = [
    {"round": -1},
    {"round": 0},
    {"round": 1.5},
    {"round": "1"},
    {"round": True},
    {"round": 10**40},
    {"round": 7},
    {"seats": {"N": 5}},
    {"seats": {"X": "robot"}},
    {"seats": {"Ｎ": "robot"}},
    {"seats": ["robot", "robot"]},
    {"seats": "robot"},
    {"seats": {"N": "robot", "S": "robot", "E": "robot", "W": "robot"}},
    {"seats": {"E": "nobody-at-all"}},
    {"seats": {"N": "x" * 5000}},
    {"systems": {"N": "sayc"}},
    {"systems": {"E": "not-a-system"}},
    {"systems": {"E": 12}},
    {"systems": ["sayc"]},
    {"unknown": 1},
    {"round": 1, "round ": 1},
    [1, 2, 3],
    "play",
    17,
]


@pytest.mark.parametrize("body", BAD_BODIES, ids=[repr(b)[:40] for b in BAD_BODIES])
def test_a_wrong_body_is_refused_with_a_sentence_and_nothing_started(
    server: Server, body: Any
) -> None:
    evening = Evening(server)
    alice = evening.players["1"]
    before = evening.director.get(evening.base).json()
    reply = evening.start(alice, 1, 1, body)
    assert 400 <= reply.status_code < 500, reply.text
    assert len(reply.text) < 400, reply.text
    assert "x" * 200 not in reply.text
    assert isinstance(reply.json()["detail"], str | list)
    assert alice.get(f"{evening.base}/tables/1/boards").json() == []
    assert evening.director.get(evening.base).json() == before


def test_a_player_takes_one_seat_only(server: Server) -> None:
    evening = Evening(server)
    alice = evening.players["1"]
    reply = evening.start(alice, 1, 1, {"seats": {"N": alice.name, "S": alice.name}})
    assert reply.status_code == 422, reply.text
    assert len(reply.text) < 400
    assert alice.get(f"{evening.base}/tables/1/boards").json() == []


@pytest.mark.parametrize(
    "path",
    ["/tables/0/boards/1/play", "/tables/1/boards/0/play", "/tables/1/boards/-1/play",
     "/tables/1/boards/1.0/play", "/tables/99999999999999999999/boards/1/play",
     "/tables/4/boards/1/play", "/tables/1/boards/99/play"],
)  # fmt: skip
def test_a_wrong_table_or_board_in_the_address_is_refused(server: Server, path: str) -> None:
    evening = Evening(server)
    reply = evening.director.post(f"{evening.base}{path}")
    assert reply.status_code in (404, 422), reply.text
    assert len(reply.text) < 400
    assert evening.director.get(f"{evening.base}/tables/1/boards").json() == []


def test_players_of_another_table_or_session_and_strangers_may_not_start(
    server: Server,
) -> None:
    evening = Evening(server)
    other = Evening(server)
    stranger = server.person("stranger")
    for person in (stranger, other.players["1"], other.director, evening.players["3"]):
        reply = evening.start(person, 1, 1)
        assert reply.status_code == 403, (person.name, reply.text)
        assert len(reply.text) < 300
    missing = stranger.post("/sessions/no-such-session/tables/1/boards/1/play")
    assert missing.status_code in (403, 404), missing.text
    assert evening.director.get(f"{evening.base}/tables/1/boards").json() == []


def test_two_starts_at_once_make_one_board(server: Server) -> None:
    evening = Evening(server)
    alice = evening.players["1"]
    with ThreadPoolExecutor(max_workers=6) as pool:
        replies = list(pool.map(lambda _: evening.start(alice, 1, 1), range(6)))
    codes = sorted(r.status_code for r in replies)
    assert all(code in (200, 201, 409) for code in codes), [r.text for r in replies]
    assert codes.count(201) == 1, codes
    ids = {r.json()["id"] for r in replies if r.status_code in (200, 201)}
    assert len(ids) == 1
    listed = alice.get(f"{evening.base}/tables/1/boards").json()
    assert [t["board_id"] for t in listed] == list(ids)
    retry = evening.start(alice, 1, 1)
    assert retry.status_code == 200 and retry.json()["id"] in ids


def test_a_result_by_hand_racing_a_start_leaves_one_of_them(server: Server) -> None:
    """The director enters table 1's board 1 by hand while its player starts it: either
    the start wins (and the hand entry... the director may still enter one) or the entry
    wins and the start is 409; never a board without its table's link."""
    evening = Evening(server)
    alice = evening.players["1"]
    body = {"board_number": 1, "ns": "1", "ew": "4", "table": 1, "round": 1,
            "contract": "Pass"}  # fmt: skip
    with ThreadPoolExecutor(max_workers=2) as pool:
        started = pool.submit(evening.start, alice, 1, 1)
        entered = pool.submit(evening.director.post, f"{evening.base}/results", body)
    s, e = started.result(), entered.result()
    assert s.status_code in (200, 201, 409), s.text
    assert e.status_code in (201, 409), e.text
    assert s.status_code != 500 and e.status_code != 500
    traveller = evening.director.get(f"{evening.base}/boards/1").json()
    assert len(traveller) <= 1


def test_a_finished_boards_result_is_not_entered_twice(server: Server) -> None:
    from tests.e2e.test_robots import play_to_the_end

    evening = Evening(server)
    alice = evening.players["1"]
    board = evening.start(alice, 1, 1).json()
    play_to_the_end(alice, board["id"], "N")
    by_hand = {"board_number": 1, "ns": "1", "ew": "4", "table": 1, "round": 1,
               "contract": "Pass"}  # fmt: skip
    for person in (alice, evening.director):
        again = person.post(f"{evening.base}/results", by_hand)
        assert again.status_code == 409, again.text
        assert len(again.text) < 300
    by_id = alice.post(
        f"{evening.base}/results",
        {"board_id": board["id"], "ns": "1", "ew": "4", "table": 1, "round": 1},
    )
    assert by_id.status_code in (409, 422), by_id.text
    assert len(evening.director.get(f"{evening.base}/boards/1").json()) == 1


def test_a_pair_user_who_does_not_sit_reads_nothing_of_the_board_by_starting_it(
    server: Server,
) -> None:
    """A board shows only to its players, its director and admins: a user of the table's
    pair who gave his seat to a robot starts it again and gets the board only as GET
    /boards/{id} gives it to him (refused), not the auction and the play."""
    evening = Evening(server)
    alice = evening.players["1"]
    bob = server.person("bob")
    named = evening.director.put(f"{evening.base}/pairs/1", {"users": [alice.name, bob.name]})
    assert named.status_code == 200, named.text
    started = evening.start(alice, 1, 1, {"seats": {"S": "robot"}})
    assert started.status_code == 201, started.text
    board_id = started.json()["id"]
    refused = bob.get(f"/boards/{board_id}")
    assert refused.status_code in (403, 404), refused.text
    again = evening.start(bob, 1, 1)
    assert again.status_code == 403, again.text
    assert "auction" not in again.text and len(again.text) < 300


def test_a_player_starts_a_board_only_to_sit_at_it(server: Server) -> None:
    """Alice giving her seat to her partner and another to a robot would be answered a
    board she may not read: 422, nothing started; the director starts it for them."""
    evening = Evening(server)
    alice = evening.players["1"]
    bob = server.person("bob")
    named = evening.director.put(f"{evening.base}/pairs/1", {"users": [alice.name, bob.name]})
    assert named.status_code == 200, named.text
    away = {"seats": {"N": "robot", "S": bob.name}}
    refused = evening.start(alice, 1, 1, away)
    assert refused.status_code == 422, refused.text
    assert refused.json()["detail"].startswith("You would not sit at the board")
    assert alice.get(f"{evening.base}/tables/1/boards").json() == []
    by_director = evening.start(evening.director, 1, 1, away)
    assert by_director.status_code == 201, by_director.text
    assert evening.start(bob, 1, 1).status_code == 200
    assert evening.start(alice, 1, 1).status_code == 403


def test_starts_by_the_director_and_the_player_at_once_make_one_board(server: Server) -> None:
    evening = Evening(server)
    alice = evening.players["1"]
    bodies = [(alice, {"seats": {"S": "robot"}}), (evening.director, {"seats": {"N": "robot",
              "S": alice.name}})] * 3  # fmt: skip
    with ThreadPoolExecutor(max_workers=6) as pool:
        replies = list(pool.map(lambda each: evening.start(each[0], 1, 2, each[1]), bodies))
    codes = [r.status_code for r in replies]
    assert codes.count(201) == 1 and set(codes) <= {200, 201, 409}, [r.text for r in replies]
    ids = {r.json()["id"] for r in replies if r.status_code != 409}
    [listed] = alice.get(f"{evening.base}/tables/1/boards").json()
    assert ids == {listed["board_id"]}
    board = alice.get(f"/boards/{listed['board_id']}").json()
    assert alice.name in board["seats"].values()


@pytest.mark.parametrize("path", ["/sessions/nothing/tables/1/boards",
                                  "/sessions/nothing/tables/0/boards"])  # fmt: skip
def test_the_list_of_a_missing_session_or_table_is_refused(server: Server, path: str) -> None:
    reply = server.person("anyone").get(path)
    assert reply.status_code in (404, 422), reply.text
    assert len(reply.text) < 300
