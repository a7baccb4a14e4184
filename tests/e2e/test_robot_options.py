"""A person's irregularity at a board with robots, over HTTP on both stores
(docs/contract.md "A robot's options after an irregularity"): the robot whose option it is
takes it at once, the board never waits for a robot, and why it chose is in its reasons.

Law 53A (2017): "Prior to the thirteenth trick, any lead faced out of turn may be treated as
a correct lead [...] It becomes a correct lead if either defender or declarer, as the case
may be, accepts it by making a statement to that effect [...]. If there is no such
acceptance or play, the Director will require that the lead be made from the correct
hand." (At a board over HTTP the robots call the moment their turn comes, so a person
cannot call out of rotation over a robot; the auction's options are tested in
tests/unit/robots/test_robot_options.py.)
"""

from __future__ import annotations

from typing import Any

from tests.e2e.table import Person, Server

# North's 2C opening makes North-South declare whatever the robots' sampling says.
STRONG_NORTH = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"


def pass_until_the_play(person: Person, board_id: str) -> dict[str, Any]:
    view: dict[str, Any] = person.get(f"/boards/{board_id}").json()
    for _ in range(30):
        if view["phase"] != "auction":
            return view
        legal = person.get(f"/boards/{board_id}/legal").json()
        reply = person.post(f"/boards/{board_id}/calls", {"seat": legal["seat"], "call": "Pass"})
        assert reply.status_code == 201, reply.text
        view = reply.json()
    raise AssertionError("the auction did not end")


def test_a_robot_declarer_takes_its_option_on_a_lead_out_of_turn(server: Server) -> None:
    alice = server.person("lotdefender")
    created = alice.post("/boards", {
        "deal": STRONG_NORTH, "board_number": 1, "revoke_policy": "detect",
        "seats": {"N": "robot", "E": alice.name, "S": "robot", "W": alice.name},
    })  # fmt: skip
    assert created.status_code == 201, created.text
    board_id = created.json()["id"]
    view = pass_until_the_play(alice, board_id)
    assert view["phase"] == "play" and view["declarer"] in ("N", "S"), view
    proper = view["next"]  # declarer's left-hand opponent
    wrong = {"E": "W", "W": "E"}[proper]
    hand = view["hands"][wrong]
    led = alice.post(f"/boards/{board_id}/plays", {"seat": wrong, "card": hand[0]})
    assert led.status_code == 201, led.text
    after = led.json()
    # the robot declarer took its option in the same request: nothing waits for it
    pending = after.get("pending")
    assert pending is None or pending["decides"] not in ("N", "S"), pending
    admin = server.admin
    asked = {s: admin.get(f"/boards/{board_id}/robot-reasons", step=s)
             for s in range(view["version"], after["version"])}  # fmt: skip
    reasons = [r.json() for r in asked.values() if r.status_code == 200]
    decided = [r for r in reasons if r["seat"] == after["declarer"] and "lead" in r["action"]]
    assert decided, reasons
    # the defenders may not see every hand during the play: the reasons wait for the end
    step = next(s for s, r in asked.items() if r.status_code == 200)
    assert alice.get(f"/boards/{board_id}/robot-reasons", step=step).status_code == 403
    options = {c["option"] for c in decided[0]["candidates"]}
    assert {"accept the lead", "refuse the lead"} <= options
    assert alice.get(f"/boards/{board_id}/legal").json()["seat"] in ("E", "W", None)


def test_every_robot_step_with_its_reasons_for_those_who_see_every_hand(server: Server) -> None:
    carol = server.person("robotsteps")
    created = carol.post("/boards", {
        "deal": STRONG_NORTH, "board_number": 1,
        "seats": {"N": "robot", "E": "robot", "S": "robot", "W": carol.name},
    })  # fmt: skip
    board_id = created.json()["id"]
    path = f"/boards/{board_id}/robot-reasons/steps"
    assert carol.get(path).status_code == 403  # she sees only her own hand: no reasons
    admin = server.admin
    steps = admin.get(path).json()
    assert [s["step"] for s in steps] == sorted(s["step"] for s in steps)
    for at in steps:  # each as the one-step answer gives it
        one = admin.get(f"/boards/{board_id}/robot-reasons", step=at["step"]).json()
        assert {k: v for k, v in at.items() if k != "step"} == one
    assert [s["seat"] for s in steps[:3]] == ["N", "E", "S"]  # the robots before West
    stranger = server.person("notatable")
    assert stranger.get(path).status_code == 404  # a board he may not see
    plain = admin.post("/boards", {"deal": STRONG_NORTH, "board_number": 2}).json()
    assert admin.get(f"/boards/{plain['id']}/robot-reasons/steps").json() == []
