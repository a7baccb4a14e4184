"""A session's bidding system over HTTP and the command line, on both stores (docs/contract.md
"A session's bidding system"): the director names the evening's system (a base system and
conventions of the library) when he creates the session or later, a pair names its own;
what the library cannot make is refused with a sentence and nothing recorded; and the
robots in a table's empty seats bid it: West's robot opens Precision's nebulous diamond
where the same deal, at a session without a system, is bid by SAYC."""

from __future__ import annotations

from typing import Any

from tests.e2e.table import Person, Server
from tests.e2e.test_club_night_cli import cli

MOVEMENT = {"kind": "mitchell", "tables": 3, "rounds": 3, "boards_per_round": 2}
PRECISION = {"base": "precision", "conventions": ["stayman_1nt"]}


def evening(
    director: Person, ids: list[str], alice: Person, system: dict[str, Any] | None
) -> dict[str, Any]:
    body: dict[str, Any] = {"name": "Robots evening", "movement": MOVEMENT, "board_set": ids}
    if system is not None:
        body["system"] = system
    made = director.post("/sessions", body)
    assert made.status_code == 201, made.text
    session: dict[str, Any] = made.json()
    named = director.put(f"/sessions/{session['id']}/pairs/1", {"users": [alice.name]})
    assert named.status_code == 200, named.text
    return session


def west_opens(alice: Person, session_id: str) -> dict[str, Any]:
    """Board 2 at table 1 (East deals), alice North with three robots: West's first call."""
    started = alice.post(f"/sessions/{session_id}/tables/1/boards/2/play")
    assert started.status_code == 201, started.text
    auction = started.json()["auction"]
    west: dict[str, Any] = next(call for call in auction if call["seat"] == "W")
    return west


def test_the_robots_at_a_sessions_tables_bid_its_system(server: Server) -> None:
    director = server.person("td", "director")
    alice = server.person("alice")
    dealt = director.post("/board-sets", {"count": 6, "seed": 5})
    assert dealt.status_code == 201, dealt.text
    ids = [board["id"] for board in dealt.json()["boards"]]

    session = evening(director, ids, alice, PRECISION)
    named = session["system"]
    assert (named["base"]["id"], named["base"]["name"]) == ("precision", "Precision Club")
    assert [(c["id"], c["name"]) for c in named["conventions"]] == [("stayman_1nt", "Stayman")]
    assert named["base"]["version"] and named["conventions"][0]["version"]
    assert named["robots"] == "library:precision+stayman_1nt"
    assert director.get(f"/sessions/{session['id']}").json()["system"] == session["system"]
    west = west_opens(alice, session["id"])
    assert west["call"] == "1D" and "Nebulous diamond" in str(west["explanation"])

    plain = evening(director, ids, alice, None)  # the same deals, no system: SAYC
    assert "system" not in plain
    west = west_opens(alice, plain["id"])
    assert "Nebulous" not in str(west["explanation"])


def test_what_the_library_cannot_make_is_refused_and_nothing_recorded(server: Server) -> None:
    director = server.person("td", "director")
    alice, bob = server.person("alice"), server.person("bob")
    before = len(director.get("/sessions").json())
    for system, sentence in (
        ({"base": "acol"}, "There is no base system 'acol' in the library."),
        ({"base": "sayc", "conventions": ["stayman"]},
         "There is no convention 'stayman' in the library."),
        ({"base": "sayc", "conventions": ["stayman_1nt", "puppet_stayman_1nt"]},
         "Puppet Stayman ('puppet_stayman_1nt') conflicts with Stayman ('stayman_1nt'): a system "
         "plays one or the other."),
        ({"base": "sayc", "conventions": ["smolen"]},
         "Smolen ('smolen') continues stayman_1nt: play that as well."),
        ({"base": "sayc", "system": "x"}, "'system.system' is not a field this request accepts."),
    ):  # fmt: skip
        refused = director.post("/sessions", {"name": "Refused", "system": system})
        assert refused.status_code == 422, refused.text
        assert refused.json()["detail"] == sentence
    assert len(director.get("/sessions").json()) == before

    made = director.post("/sessions", {"name": "Later", "movement": MOVEMENT})
    path = f"/sessions/{made.json()['id']}"
    assert director.put(f"{path}/pairs/1", {"users": [alice.name]}).status_code == 200
    shown = director.get(path).json()
    assert alice.put(f"{path}/system", PRECISION).status_code == 403  # the director's
    assert bob.put(f"{path}/pairs/1/system", PRECISION).status_code == 403  # alice's pair
    bad = director.put(f"{path}/system", {"base": "sayc", "conventions": ["smolen"]})
    assert bad.status_code == 422, bad.text
    assert director.put(f"{path}/pairs/99/system", PRECISION).json()["detail"] == (
        "The movement has no pair 99."
    )
    assert director.get(path).json() == shown  # nothing recorded

    named = director.put(f"{path}/system", {"base": "2_1_game_force"})
    assert named.status_code == 200 and named.json()["system"]["robots"] == "library:2_1_game_force"
    own = alice.put(f"{path}/pairs/1/system", PRECISION)
    assert own.status_code == 200, own.text
    assert own.json()["pair_systems"]["1"]["robots"] == "library:precision+stayman_1nt"
    assert own.json()["system"]["robots"] == "library:2_1_game_force"


def test_the_command_line_names_the_system(server: Server) -> None:
    director = server.person("td", "director")
    made = cli(server, "sessions", "create", "Wednesday", "--movement", "mitchell", "--tables",
               "3", "--rounds", "3", "--system", "sayc", "--convention", "stayman_1nt",
               "--convention", "jacoby_transfers_1nt", "--director", director.name)  # fmt: skip
    path = f"/sessions/{made.strip()}"
    assert director.get(path).json()["system"]["robots"] == (
        "library:sayc+stayman_1nt+jacoby_transfers_1nt"
    )
    said = cli(server, "sessions", "system", made.strip(), "precision", "--pair", "3")
    assert said == "Pair 3 plays precision.\n"
    assert director.get(path).json()["pair_systems"]["3"]["base"]["id"] == "precision"
    refused = cli(server, "sessions", "system", made.strip(), "acol", fails=True)
    assert "There is no base system 'acol' in the library." in refused
    refused = cli(server, "sessions", "create", "Bad", "--convention", "stayman_1nt", fails=True)
    assert "--convention goes with --system." in refused
