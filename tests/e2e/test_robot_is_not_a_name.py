"""A robot is not a name (0.27.0, issue 34), over HTTP on both stores. Since 0.26.0 no
user may register `robot`; a store from before may hold one, in any case (names compare
without regard to case). Her `Registered` event is written here as it was then
(tests/browser/test_robot_seats_web.py makes its store so). Before 0.27.0 the rules took
a user named exactly `robot` for the holder of every robot's seat: she could read the
robots' hands and call, play and claim for them. Now the robot is told from a user by
what it is (domain/actors.py `holds_as`): she reads no robot's hand on any endpoint, acts
for no robot, and the robots still play."""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from typing import Any

import pytest

from api.cli import bootstrap_admin
from api.services import open_services
from api.settings import Settings
from domain.user import User, hash_token, user_id_for
from tests.conftest import STORES, database_url_for, drop_schema
from tests.e2e.conftest import serving
from tests.e2e.table import Person, Server

# South holds every top card: 6NT for alice, robots pass (the browser test's deal).
DEAL = "N:T98.JT9.JT9.T983 765.876.876.QJ76 AKQJ.AKQ.AKQ.AK2 432.5432.5432.54"
ROBOT_HANDS = ("T98.JT9.JT9.T983", "765.876.876.QJ76", "432.5432.5432.54")  # N, E, W
# As LIN and the view spell them (suits by letter, ranks high to low): North's spades
# and hearts, East's clubs, West's hearts.
ROBOT_CARDS = ("ST98HJT9", "S765H876", "CQJ76", "H5432")
ROBOTS_AROUND_ALICE = {"N": "robot", "E": "robot", "W": "robot"}
READS = ("", "/tricks", "/events", "/timeline", "/score", "/replay?step=1",
         "/replay?step=1&seat=N", "/replay?step=5&analysis=dd", "/replay/tricks?step=6",
         "/robot-reasons?step=1", "/robot-reasons/steps", "/double-dummy",
         "/export?format=pbn", "/export?format=lin", "/rulings", "/legal")  # fmt: skip
ROBOT_SEAT = "A robot holds the {seat} seat: only the robot acts for it."


@pytest.fixture(
    scope="module",
    params=[(s, n) for s in STORES for n in ("robot", "Robot")],
    ids=lambda param: "-".join(param),
)
def old_store(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[Server, Person]]:
    """A server on a store whose users include a director named `robot` (or `Robot`),
    registered as a store from before the name's reservation holds her."""
    store, name = request.param
    data_dir = tmp_path_factory.mktemp(f"old-{store}-{name}")
    url = database_url_for(store, data_dir)
    token = secrets.token_urlsafe(32)
    services = open_services(Settings(data_dir, url))
    try:
        bootstrap_admin(services)
        old = User._create(
            User.Registered,
            id=user_id_for(name),
            name=name,
            role="director",
            token_hash=hash_token(token),
        )
        services.app.save(old)
    finally:
        services.close()
    try:
        with serving(data_dir, url) as (client, admin_token):
            server = Server(client=client, admin_token=admin_token, store=store,
                            data_dir=data_dir, database_url=url)  # fmt: skip
            yield server, Person(server, name, token)
    finally:
        drop_schema(url)


def alice_plays_six_no_trump(alice: Person, board_id: str) -> dict[str, Any]:
    """alice, South, bids 6NT; the robots pass, and West's robot leads."""
    path = f"/boards/{board_id}"
    view: dict[str, Any] = alice.get(path).json()
    assert view["next"] == "S", view  # North and East, robots, passed in the request
    view = alice.post(f"{path}/calls", {"seat": "S", "call": "6NT"}).json()
    assert view["phase"] == "play", view  # the robots passed it out
    return view


def alice_plays_the_first_trick(alice: Person, path: str) -> None:
    """The robots still play: West's robot led, alice plays dummy's card, East's robot
    plays in the same request, then alice her own."""
    for seat in ("N", "S"):
        card = alice.get(f"{path}/legal").json()["cards"][0]
        played = alice.post(f"{path}/plays", {"seat": seat, "card": card})
        assert played.status_code == 201, played.text
    [first] = alice.get(f"{path}/tricks").json()
    assert [c["seat"] for c in first["cards"]] == ["W", "N", "E", "S"], first
    assert first["winner"] is not None


def robot_cards_in(text: str) -> list[str]:
    squeezed = text.replace(" ", "").replace('"', "").replace(",", "")
    return [hand for hand in (*ROBOT_HANDS, *ROBOT_CARDS) if hand in squeezed]


def alice_against_robots(creator: Person, alice: Person) -> tuple[str, str]:
    """Alice South, robots in the other three seats, on a board `creator` makes: its id and
    path."""
    made = creator.post("/boards", {
        "deal": DEAL, "board_number": 1, "seats": {**ROBOTS_AROUND_ALICE, "S": alice.name},
    })  # fmt: skip
    assert made.status_code == 201, made.text
    assert made.json()["robots"] == ["N", "E", "W"]
    return made.json()["id"], f"/boards/{made.json()['id']}"


def test_she_reads_no_robots_hand_and_acts_for_no_robot(old_store: tuple[Server, Person]) -> None:
    server, her = old_store
    alice = server.person("alice")
    board_id, path = alice_against_robots(alice, alice)
    view = alice_plays_six_no_trump(alice, board_id)
    assert view["next"] == "N", view  # West's robot led; dummy's card is alice's to play

    def nothing_reads() -> None:
        for suffix in READS:
            reply = her.get(path + suffix)
            assert reply.status_code in (403, 404), (suffix, reply.status_code, reply.text)
            assert robot_cards_in(reply.text) == [], (suffix, reply.text)
        assert board_id not in {board["id"] for board in her.boards()}
        exported = her.get("/boards/export", format="pbn")
        assert board_id not in exported.text and robot_cards_in(exported.text) == []
        with server.client.stream("GET", f"{path}/stream", headers=her.headers) as live:
            assert live.status_code in (403, 404), live.status_code
        practised = her.post(f"{path}/practice", {"step": 1, "seat": "N"})
        assert practised.status_code in (403, 404), practised.text

    nothing_reads()
    # She acts for no robot: the board is not hers to see, so it is not found.
    for action, body in (
        ("/plays", {"seat": "N", "card": "S8"}),
        ("/plays", {"seat": "E", "card": "S7"}),
        ("/calls", {"seat": "W", "call": "Pass"}),
        ("/claims", {"seat": "N", "tricks": 0, "statement": "I am the robot."}),
        ("/claims/agree", {"seat": "E"}),
    ):
        refused = her.post(path + action, body)
        assert refused.status_code in (403, 404), (action, refused.text)
    assert alice.get(path).json()["version"] == view["version"]  # nothing was recorded
    alice_plays_the_first_trick(alice, path)
    claimed = alice.post(f"{path}/claims", {"seat": "S", "tricks": 11, "statement": "All top."})
    assert claimed.status_code == 201, claimed.text
    over = alice.get(path).json()
    assert over["phase"] == "complete", over  # the robot defenders agreed
    nothing_reads()  # over, the board shows every hand to its table, which she is not at


def test_at_a_board_she_directs_she_acts_for_no_robot(old_store: tuple[Server, Person]) -> None:
    """She makes a board for alice against robots: holding no seat, she directs it (before
    0.27.0 she was taken for the robots' seats' holder, and the board had no director)."""
    server, her = old_store
    alice = server.person("alice")
    board_id, path = alice_against_robots(her, alice)
    directed = her.get(path).json()
    assert directed["director"] == her.name and directed["viewer_directs"] is True, directed
    assert directed["robots"] == ["N", "E", "W"]
    assert board_id in {board["id"] for board in her.boards()}  # listed: she directs it
    for seat, action, body in (
        ("N", "/calls", {"call": "7NT"}),
        ("E", "/claims", {"tricks": 13, "statement": "The robot claims."}),
    ):
        refused = her.post(path + action, {"seat": seat, **body})
        assert refused.status_code == 403, refused.text
        assert refused.json()["detail"] == ROBOT_SEAT.format(seat=seat)
    view = alice_plays_six_no_trump(alice, board_id)
    for seat, action, body in (
        ("E", "/plays", {"card": "S7"}),
        ("W", "/calls", {"call": "Pass"}),
        ("E", "/claims/agree", {}),
    ):
        refused = her.post(path + action, {"seat": seat, **body})
        assert refused.status_code == 403, refused.text
        assert refused.json()["detail"] == ROBOT_SEAT.format(seat=seat)
    seen = her.get(path)
    assert seen.json().get("version") == view["version"], seen.text  # nothing was recorded
    alice_plays_the_first_trick(alice, path)
    assert alice.get(path).json()["viewer_directs"] is False
    # Practice would seat her by name, and a seat given to her name is a robot's.
    sentence = f"The user {her.name} has the robots' name"
    shown = her.get(path).json()
    assert shown["can_practise"] is False
    assert shown["practice_refused_because"].startswith(sentence), shown
    practised = her.post(f"{path}/practice", {"step": 3, "seat": "S"})
    assert practised.status_code == 422 and practised.json()["detail"].startswith(sentence)


def test_at_a_session_table_her_default_seat_is_no_robots(old_store: tuple[Server, Person]) -> None:
    """A session table seats each pair's users by default (docs/contract.md "A session's
    boards played at the table"). She, so seated, would be recorded as a robot: she is
    told why (in any case: the new board reads `Robot` given for a seat as a robot too), and
    her partner starts the board with a robot in that seat, which she cannot read."""
    server, her = old_store
    director, alice = server.person("td", "director"), server.person("alice")
    dealt = director.post("/board-sets", {"count": 6, "mode": "tournament"})
    assert dealt.status_code == 201, dealt.text
    movement = {"kind": "mitchell", "tables": 3, "rounds": 3, "boards_per_round": 2}
    made = director.post("/sessions", {
        "name": "Old members", "movement": movement,
        "board_set": [b["id"] for b in dealt.json()["boards"]],
    })  # fmt: skip
    assert made.status_code == 201, made.text
    base = f"/sessions/{made.json()['id']}"
    named = director.put(f"{base}/pairs/1", {"users": [her.name, alice.name]})
    assert named.status_code == 200, named.text
    start = f"{base}/tables/1/boards/1/play"
    refused = her.post(start)
    assert refused.status_code == 422, refused.text
    assert refused.json()["detail"].startswith(f"The user {her.name} has the robots' name")
    started = alice.post(start, {"seats": {"N": alice.name, "S": "robot"}})
    assert started.status_code == 201, started.text
    board = started.json()
    assert board["robots"] == ["E", "S", "W"], board
    assert her.get(f"/boards/{board['id']}").status_code == 404
    again = her.post(start)
    assert again.status_code in (403, 404, 422), again.text
    assert robot_cards_in(again.text) == [] and "hands" not in again.text
