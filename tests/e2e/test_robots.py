"""Robots and practice over HTTP (docs/contract.md "Robots, practice and live tables"): a
player bids and plays a board against three robots to the end; the robots' reasons are
recorded; a finished board is practised again from a step; nothing hidden leaks."""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

from tests.e2e.conftest import bridge_ledger
from tests.e2e.table import DEAL, Person, Server, robots_go_on

ROBOTS = {"E": "robot", "S": "robot", "W": "robot"}


def play_to_the_end(player: Person, board_id: str, seat: str) -> dict[str, Any]:
    """The player's calls (an opening bid if he may, then passes) and cards (the first
    legal one), each answered after the robots' turns; returns the last view."""
    path = f"/boards/{board_id}"
    view: dict[str, Any] = player.get(path).json()
    for _ in range(60):
        if view["phase"] not in ("auction", "play"):
            return view
        legal = player.get(f"{path}/legal").json()
        if view.get("claim") is not None and view["claim"]["status"] == "pending":
            reply = player.post(f"{path}/claims/agree", {"seat": seat})
            assert reply.status_code == 200, reply.text
            view = reply.json()
            continue
        assert legal["seat"] is not None, {k: view[k] for k in ("phase", "next", "declarer")}
        if legal["calls"]:
            call = "1NT" if "1NT" in legal["calls"] and not view["auction"] else "Pass"
            reply = player.post(f"{path}/calls", {"seat": legal["seat"], "call": call})
        else:
            reply = player.post(f"{path}/plays", {"seat": legal["seat"], "card": legal["cards"][0]})
        assert reply.status_code == 201, reply.text
        view = robots_go_on(player, path, reply.json())  # a waiting partner (Law 25A)
        if view["phase"] == "play":
            hidden = {s for s, cards in view["hands"].items() if cards is None}
            claim = view.get("claim") or {}
            # A robot's claim faces its hand while the claim is answered (Law 68C).
            faced = {claim["seat"]} if claim.get("status") in ("pending", "disputed") else set()
            assert seat not in hidden and len(hidden | faced) >= 2  # never a concealed hand
    raise AssertionError("the board did not end")


def test_a_player_plays_a_board_against_three_robots(server: Server) -> None:
    alice = server.person("alice")
    created = alice.post(
        "/boards", {"deal": DEAL, "board_number": 1, "seats": {"N": alice.name, **ROBOTS}}
    )
    assert created.status_code == 201, created.text
    board = created.json()
    assert board["next"] == "N"  # North deals board 1: nobody has called yet
    assert board["robots"] == ["E", "S", "W"]  # the view says so; no client reads a name
    assert alice.get(f"/boards/{board['id']}/robot-reasons", step=1).status_code == 403

    end = play_to_the_end(alice, board["id"], "N")
    assert end["phase"] in ("complete", "passed_out", "scored") or end["result"] is not None, end

    events = alice.get(f"/boards/{board['id']}/events").json()
    robot_steps = [index for index, event in enumerate(events) if event.get("actor") == "robot"]
    assert robot_steps, "the robots called and played"
    robot_seats = {"E", "S", "W"}
    if end.get("declarer") == "S":
        # Law 45B: "Declarer plays a card from dummy by naming the card": a robot declarer
        # plays the cards of alice's dummy
        robot_seats.add("N")
    for index in robot_steps:
        assert events[index]["data"].get("seat") in robot_seats
    for index in robot_steps[:3] + robot_steps[-3:]:
        step = index  # the events list starts with the creation: step 0
        first = alice.get(f"/boards/{board['id']}/robot-reasons", step=step)
        assert first.status_code == 200, first.text
        assert first.json() == alice.get(f"/boards/{board['id']}/robot-reasons", step=step).json()
        reasons = first.json()
        assert reasons["seat"] == events[index]["data"]["seat"]
        assert set(reasons) == {"seat", "action", "basis", "samples", "candidates"}
    missing = alice.get(f"/boards/{board['id']}/robot-reasons", step=0)
    assert missing.status_code == 404

    # practice from a step of the auction: same deal, the calls so far, robots elsewhere
    practice = alice.post(f"/boards/{board['id']}/practice", {"step": 2, "seat": "S"})
    assert practice.status_code == 201, practice.text
    again = practice.json()
    assert again["id"] != board["id"]
    assert again["dealer"] == board["dealer"] and again["vulnerability"] == board["vulnerability"]
    assert {s: c is not None for s, c in again["hands"].items()}["S"]
    assert again["hands"]["N"] is None and again["hands"]["E"] is None
    source_calls = [c["call"] for c in end["auction"]]
    assert [c["call"] for c in again["auction"]][:2] == source_calls[:2]


def test_an_undo_gives_the_turn_back_to_the_player_and_the_robots_wait(server: Server) -> None:
    """docs/contract.md "Undo with robots": alice's undo takes back her call and the
    robots' calls and card after it in one command; no robot acts on the undone
    position (the turn is hers); a redo puts them all back, and the robots act again
    only after her next card."""
    alice = server.person("alice")
    created = alice.post(
        "/boards", {"deal": DEAL, "board_number": 1, "seats": {"N": alice.name, **ROBOTS}}
    )
    assert created.status_code == 201, created.text
    path = f"/boards/{created.json()['id']}"
    after_call = alice.post(f"{path}/calls", {"seat": "N", "call": "1NT"})
    assert after_call.status_code == 201, after_call.text
    played = after_call.json()
    robots_did = [made["call"] for made in played["auction"][1:]]
    assert robots_did, "the robots called after her"
    before = alice.get(f"{path}/timeline").json()
    events_before = len(before)
    actions = [e for e in before if e["type"] in ("CallMade", "CardPlayed")]
    undone = alice.post(f"{path}/undo")
    assert undone.status_code == 200, undone.text
    view = undone.json()
    assert view["auction"] == [] and view["next"] == "N"
    events = alice.get(f"{path}/timeline").json()
    new_events = events[events_before:]
    assert {event["type"] for event in new_events} == {"ActionUndone"}, new_events
    assert all(event["actor"] == alice.name for event in new_events), new_events
    assert len(new_events) == len(actions)  # hers was the first: every action taken back
    assert alice.get(f"{path}/timeline").json() == events  # nothing after: the robots wait
    redone = alice.post(f"{path}/redo")
    assert redone.status_code == 200, redone.text
    again = redone.json()
    assert [made["call"] for made in again["auction"]] == ["1NT", *robots_did]
    assert again["next"] == played["next"] and again["version"] > played["version"]
    assert {e["type"] for e in alice.get(f"{path}/timeline").json()[len(events) :]} == {
        "ActionRedone"
    }


def test_practice_only_of_a_board_one_may_see_whole(server: Server) -> None:
    alice, bob = server.person("alice"), server.person("bob")
    board = alice.post(
        "/boards",
        {
            "deal": DEAL,
            "board_number": 2,
            "seats": {"N": alice.name, "E": bob.name, "S": "robot", "W": "robot"},
        },
    ).json()
    # in play (the auction): a player sees only his own hand, so he may not practise it
    refused = alice.post(f"/boards/{board['id']}/practice", {"step": 0, "seat": "N"})
    assert refused.status_code == 403, refused.text
    stranger = server.person("stranger")
    assert (
        stranger.post(f"/boards/{board['id']}/practice", {"step": 0, "seat": "N"}).status_code
        == 404
    )
    bad = server.admin.post(f"/boards/{board['id']}/practice", {"step": 0, "seat": "Q"})
    assert bad.status_code == 422


def test_robot_is_a_reserved_name_and_systems_are_for_robot_seats(server: Server) -> None:
    for name in ("robot", "Robot"):
        reply = server.admin.post("/users", {"name": name, "role": "player"})
        assert reply.status_code == 422, reply.text
        assert "reserved" in reply.json()["detail"]
    alice = server.person("alice")
    wrong = alice.post(
        "/boards",
        {
            "seats": {"N": alice.name, **ROBOTS},
            "systems": {"N": "2b5a1c7e-0000-4000-8000-000000000000"},
        },
    )
    assert wrong.status_code == 422, wrong.text
    unknown = alice.post(
        "/boards",
        {
            "seats": {"N": alice.name, **ROBOTS},
            "systems": {"E": "2b5a1c7e-0000-4000-8000-000000000000"},
        },
    )
    assert unknown.status_code == 422, unknown.text
    system = alice.post("/systems", {"name": "Ours", "base": "sayc", "conventions": []})
    assert system.status_code == 201, system.text
    own = alice.post(
        "/boards",
        {"seats": {"N": alice.name, **ROBOTS}, "systems": {"E": system.json()["id"]}},
    )
    assert own.status_code == 201, own.text
    bob = server.person("bob")
    hidden = bob.post(
        "/boards",
        {"seats": {"N": bob.name, **ROBOTS}, "systems": {"E": system.json()["id"]}},
    )
    assert hidden.status_code == 422, hidden.text  # alice's system is not bob's to give


def test_the_command_line_refuses_the_robots_name(tmp_path: Path) -> None:
    done = subprocess.run(
        [bridge_ledger(), "users", "add", "Robot", "--data-dir", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode != 0
    assert "'robot' is reserved" in done.stderr and "Traceback" not in done.stderr
