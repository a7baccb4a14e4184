"""A hostile client against a club evening on a real server, on both stores (the second
hostile round: sessions, table entry, pair cards, published results, the audit of
rulings): each test is a defect found by attacking the HTTP interface, and fails without
its fix."""

from __future__ import annotations

import json
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack
from pathlib import Path

import pytest

from tests.e2e.table import DEAL, Server
from tests.e2e.test_cli_failures import assert_one_line_failure, run
from tests.e2e.test_live_stream import stream_of
from tests.e2e.test_session_board_sets import Evening


def test_a_playing_director_sees_the_evening_as_his_pair(server: Server) -> None:
    """A small club's director plays. Law 16C1: "When a player accidentally receives
    unauthorized information about a board he is playing or has yet to play, as by ...
    overhearing calls, results or remarks ... the Director should be notified
    forthwith". Named as pair 2's user, the session's director read during play the
    traveller of boards 1 and 2 (pair 2 plays them in round 3), the ranking, pair 1's
    card, another table's waiting lead and the published leads: he saw everything a
    director sees. As at a board (a director seated at it is a player there), he now
    sees the evening as his pair does, and still directs it."""
    evening = Evening(server)
    director, base = evening.director, evening.base
    named = director.put(f"{base}/pairs/2", {"users": [director.name]})
    assert named.status_code == 200, named.text
    evening.players["2"] = director
    evening.enter(1, 1)  # pairs 1 and 4 play boards 1 and 2
    evening.enter(1, 3, confirm=False)  # pairs 3 and 6: boards 5 and 6 wait, with leads
    assert evening.seating(3, 2)["boards"] == [1, 2] and evening.seating(3, 2)["ns"] == "2"

    assert director.get(f"{base}/boards/1").json() == []
    assert director.get(f"{base}/ranking").json() == []
    assert director.get(f"{base}/cards/1").json()["boards"] == []
    progress = director.get(f"{base}/progress").json()
    assert not progress["ranking"] and not any(b["traveller"] for b in progress["boards"])
    assert director.get(f"{base}/tables/3").json()["pending"] == []
    assert evening.published_deals(director) == {}
    assert all(leads <= {"-"} for leads in evening.published_leads(director).values())

    # He still directs: a correction, and the release that shows everything to everyone.
    first = evening.seating(1, 1)
    corrected = director.put(
        f"{base}/results",
        {"board_number": 1, "ns": first["ns"], "ew": first["ew"], "contract": "4S",
         "declarer": "N", "tricks": 10, "law": "12C1(e)", "explanation": "Law 21B3"},
    )  # fmt: skip
    assert corrected.status_code == 200, corrected.text
    released = director.post(f"{base}/hand-records/release")
    assert released.status_code == 200, released.text
    assert [line["contract"] for line in director.get(f"{base}/boards/1").json()] == ["4S"]
    assert director.get(f"{base}/ranking").json() != []


@pytest.mark.parametrize(
    ("method", "suffix", "body"),
    [
        ("POST", "/results", {}),
        ("PUT", "/results", {"board_number": "one"}),
        ("POST", "/results/confirm", {"board": 1}),
        ("POST", "/boards/1/fouled", {}),
        ("PUT", "/teams/Home", {"pairs": "1"}),
        ("PUT", "/pairs/1", {"users": []}),
    ],
)
def test_a_bad_body_for_an_unknown_session_is_404_first(
    server: Server, method: str, suffix: str, body: dict[str, object]
) -> None:
    """docs/contract.md: "The order of checks holds for a bad body too: 401 ..., then 404
    for a resource the path names that does not exist or is hidden, then 403, 409, and
    422 for the body." A session's routes told the body first (422 `'board_number' is
    required.`) for a session that does not exist, as boards and systems never do."""
    player = server.person("prober")
    unknown = f"/sessions/{uuid.uuid4()}{suffix}"
    reply = server.client.request(method, unknown, json=body, headers=player.headers)
    assert reply.status_code == 404, reply.text
    assert reply.json()["detail"] == "There is no session with that id."


def test_only_the_director_hears_whether_a_pairs_user_exists(server: Server) -> None:
    """Checks run "authentication, then authorization, then phase, then legality": `PUT
    /sessions/{id}/pairs/{pair}` looked the users up before asking who may name them, so
    any player heard 422 `There is no user x.` for one name and 403 for another, and
    422 for blank names. Now 403 whatever he sends; the director hears the 422."""
    director = server.person("td", "director")
    session = director.post("/sessions", {"name": "Order", "scoring": "MP"}).json()["id"]
    player = server.person("player")
    path = f"/sessions/{session}/pairs/1"
    answers = {
        player.put(path, body).status_code
        for body in ({"users": ["nobody-at-all"]}, {"users": [director.name]}, {"names": " "})
    }
    assert answers == {403}
    unknown = director.put(path, {"users": ["nobody-at-all"]})
    assert unknown.status_code == 422, unknown.text
    assert unknown.json()["detail"] == "There is no user nobody-at-all."


def test_a_pair_card_for_a_name_no_pair_has_echoes_nothing(server: Server) -> None:
    """`GET /sessions/{id}/cards/{pair}` answered a pair name holding a line end with
    404 `The session has no pair 1\\n2.`: the control character sent came back in the
    sentence (docs/contract.md: an error "quotes at most a short prefix of what was
    sent"; a kept text holds no control character). A name no pair can have is 422 with
    the sentence every other route gives it."""
    director = server.person("td", "director")
    session = director.post("/sessions", {"name": "Cards", "scoring": "MP"}).json()["id"]
    for name in ("1%0A2", "1%07", "%E2%80%AE1"):
        reply = director.get(f"/sessions/{session}/cards/{name}")
        assert reply.status_code == 422, reply.text
        assert reply.json()["detail"] == (
            "A pair is named by 1 to 16 letters, digits, spaces, '.', '_' or '-'."
        )
    assert director.get(f"/sessions/{session}/cards/99").status_code == 404


def test_a_pairs_users_stay_when_its_names_are_refused(server: Server) -> None:
    """Never a partial write: `PUT /sessions/{id}/pairs/{pair}` with `users` and
    `names` saved the users, then refused the names (a control character) with 422: the
    answer said no, and pair 1's table now belonged to the newcomer. Both or neither."""
    evening = Evening(server)
    director, base = evening.director, evening.base
    newcomer = server.person("newcomer")
    before = director.get(f"{base}/tables/1").json()["ns_users"]
    refused = director.put(f"{base}/pairs/1", {"users": [newcomer.name], "names": "Ann\x07"})
    assert refused.status_code == 422, refused.text
    assert director.get(f"{base}/tables/1").json()["ns_users"] == before
    both = director.put(f"{base}/pairs/1", {"users": [newcomer.name], "names": "Ann & Bo"})
    assert both.status_code == 200, both.text
    assert director.get(f"{base}/tables/1").json()["ns_users"] == [newcomer.name]


@pytest.mark.parametrize("board", ["0", "10000", "99999999999999999999"])
def test_the_command_lines_traveller_of_no_board_is_a_sentence(board: str, tmp_path: Path) -> None:
    """`bridge-ledger sessions traveller ID 0` printed an empty traveller and exited 0,
    where `sessions add --board 0` says "A board number is a whole number from 1 to
    9999." (exit 2): a typo looked like a board nobody had played."""
    options = ("--data-dir", str(tmp_path))
    assert run("users", "add", "td", "--role", "director", *options).returncode == 0
    created = run("sessions", "create", "Club night", *options)
    assert created.returncode == 0, created.stderr
    result = run("sessions", "traveller", created.stdout.strip(), board, *options)
    assert_one_line_failure(result, "A board number is a whole number from 1 to 9999.")


def test_tables_entering_at_once_lose_nothing(server: Server) -> None:
    """Every table of a round enters, then confirms, at the same moment (threads, one
    request each). Each answer is the result recorded (201/200) or 409 `Another change
    reached this session first; try again.`, never a 5xx; what was answered 2xx is in the
    session and nothing else is; the refused ones, sent again, go in."""
    evening = Evening(server)
    base, players = evening.base, evening.players
    entries, confirmations = [], []
    for table in (1, 2, 3):
        seating = evening.seating(1, table)
        for board in seating["boards"]:
            lead = evening.hands[board]["W"][0]  # South declares: West leads
            body = {"board_number": board, "ns": seating["ns"], "ew": seating["ew"],
                    "table": table, "round": 1, "contract": "3NT", "declarer": "S",
                    "tricks": 9, "lead": lead}  # fmt: skip
            entries.append((players[seating["ns"]], f"{base}/results", body))
            confirm = {"board": board, "ns": seating["ns"], "ew": seating["ew"]}
            confirmations.append((players[seating["ew"]], f"{base}/results/confirm", confirm))
    race = "Another change reached this session first; try again."
    for requests, done in ((entries, 201), (confirmations, 200)):
        left = requests
        while left:
            with ThreadPoolExecutor(len(left)) as pool:
                answers = list(pool.map(lambda r: r[0].post(r[1], r[2]), left))
            for answer in answers:
                assert answer.status_code in (done, 409), answer.text
                assert answer.status_code == done or answer.json()["detail"] == race
            left = [r for r, a in zip(left, answers, strict=True) if a.status_code == 409]
    progress = evening.director.get(f"{base}/progress").json()
    assert [(b["board_number"], b["results"]) for b in progress["boards"]] == [
        (board, 1) for board in range(1, 7)
    ]
    assert evening.director.get(base).json()["results"] == 6


def test_a_fouled_boards_changed_form_is_confirmed_with_its_own_lead(server: Server) -> None:
    """Law 87A ("a card (or more than one) was displaced in the board"): pair 4 could not
    confirm the true lead of the changed form pairs 1 and 4 played (422: the set's deal
    gives the card to another hand) even once the director had found the board fouled
    for their table, so the result went in only without its lead. Now it goes in."""
    evening = Evening(server)
    base, players = evening.base, evening.players
    displaced = evening.hands[1]["E"][0]  # South declares, West leads: East held it
    body = {"board_number": 1, "ns": "1", "ew": "4", "table": 1, "round": 1,
            "contract": "3NT", "declarer": "S", "tricks": 9, "lead": displaced}  # fmt: skip
    assert players["1"].post(f"{base}/results", body).status_code == 201
    confirm = {"board": 1, "ns": "1", "ew": "4"}
    refused = players["4"].post(f"{base}/results/confirm", confirm)
    assert refused.status_code == 422, refused.text
    fouled = evening.director.post(
        f"{base}/boards/1/fouled", {"groups": [[{"ns": "1", "ew": "4"}]]}
    )
    assert fouled.status_code == 200, fouled.text
    confirmed = players["4"].post(f"{base}/results/confirm", confirm)
    assert confirmed.status_code == 200, confirmed.text
    assert evening.published_leads(evening.director)[1] == {displaced}


def test_a_bad_body_for_a_rubber_one_may_not_see_is_404_first(server: Server) -> None:
    """As for a session: a rubber another player keeps (`GET /rubbers/{id}` is 404 to
    him) answered a bad body sent to its deals with the body's 422, so a stranger learnt
    that the id was a rubber's. Now 404, as for an unknown one."""
    keeper, stranger = server.person("keeper"), server.person("stranger")
    made = keeper.post("/rubbers", {"kind": "rubber", "we": [keeper.name, "b"],
                                    "they": ["c", "d"]})  # fmt: skip
    assert made.status_code == 201, made.text
    for rubber in (made.json()["id"], str(uuid.uuid4())):
        reply = stranger.post(f"/rubbers/{rubber}/deals", {"contract": 7})
        assert reply.status_code == 404, reply.text
        assert reply.json()["detail"] == "There is no rubber with that id."
    assert keeper.post(f"/rubbers/{made.json()['id']}/deals", {"contract": 7}).status_code == 422


def test_one_token_cannot_take_every_live_stream(server: Server) -> None:
    """A process holds half of its connections as live streams (2,048 by default), and
    one token could hold all of them: every other player's live table was then refused
    (503) and fell back to polling. A user holds at most 64 streams (429 with a
    sentence); the others keep theirs."""
    hog, other = server.person("hog"), server.person("other")
    board = hog.post("/boards", {"deal": DEAL, "seats": {s: hog.name for s in "NESW"}})
    assert board.status_code == 201, board.text
    path = f"/boards/{board.json()['id']}"
    other_board = other.post("/boards", {"deal": DEAL, "seats": {s: other.name for s in "NESW"}})
    with ExitStack() as held:
        streams = [held.enter_context(stream_of(hog, board.json()["id"])) for _ in range(64)]
        assert {stream.status for stream in streams} == {200}
        with server.client.stream("GET", f"{path}/stream", headers=hog.headers) as refused:
            assert refused.status_code == 429  # read the head only: a stream never ends
            assert json.loads(refused.read())["detail"] == (
                "You have 64 live streams open: close one, or read GET /boards/{id} every "
                "few seconds."
            )
        with stream_of(other, other_board.json()["id"]) as theirs:
            assert theirs.status == 200
        streams.pop().__exit__()
        for _ in range(50):  # the server sees the stream go within moments
            with stream_of(hog, board.json()["id"]) as again:
                if again.status == 200:
                    break
            time.sleep(0.1)
        assert again.status == 200
