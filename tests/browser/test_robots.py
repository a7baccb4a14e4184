"""Playing against robots in headless Chromium: a player starts a board against three
robots from the boards list ("Play against robots", a PBN deal), bids with the bidding
box and plays his cards (and answers a robot's claim) until the board is over; then
offers to play the same deal again against robots."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.browser.conftest import Watched, watching
from tests.browser.test_live_and_replay import STEP_IS
from tests.browser.test_web_app import wait_for_version
from tests.e2e.table import DEAL, Server


def test_one_player_bids_and_plays_a_board_against_three_robots(
    any_store: Server, browser: Any, screenshots: Path
) -> None:
    """On each store (issue 34: "Browser tests on both stores: one player bids and plays
    a board against three robots to the end")."""
    base = str(any_store.client.base_url).rstrip("/")
    with watching(browser, base, screenshots) as watched:
        _plays_against_robots(any_store, watched)


def _plays_against_robots(server: Server, watched: Watched) -> None:
    alice = server.person("alice")
    watched.sign_in(alice.token)
    watched.page.wait_for_selector("[data-testid=robots-form]")
    watched.page.select_option("#robots-seat", "S")
    watched.page.fill("#robots-deal", DEAL)
    watched.page.click("[data-testid=robots-form] button[type=submit]")
    version = wait_for_version(watched, 0)
    board_id = watched.page.evaluate("() => window.location.hash.split('/')[2]")
    path = f"/boards/{board_id}"
    start = alice.get(path).json()
    assert start["seats"] == {"N": "robot", "E": "robot", "S": alice.name, "W": "robot"}
    # North deals board 1: North and East, robots, called at once
    assert [call["seat"] for call in start["auction"]] == ["N", "E"]

    for _ in range(60):
        view = alice.get(path).json()
        if view["phase"] not in ("auction", "play"):
            break
        if view["claim"] is not None and view["claim"]["status"] == "pending":
            watched.page.click("text=Agree as South")
        elif view["phase"] == "auction":
            watched.page.click(".bidding-box [data-call='Pass']")
        else:
            watched.page.click("button.card.playable >> nth=0")
        version = wait_for_version(watched, version)
    view = alice.get(path).json()
    assert view["phase"] in ("complete", "passed_out"), view["phase"]
    assert watched.page.inner_text("[data-testid=result]").strip() not in ("", "—")
    watched.screenshot("robots-board")

    # the deal again, against robots, from the board's page
    watched.page.wait_for_selector("[data-testid=practice-form]")
    watched.page.click("[data-testid=practice-form] button[type=submit]")
    watched.page.wait_for_function(f"() => !window.location.hash.includes('{board_id}')")
    again = watched.page.evaluate("() => window.location.hash.split('/')[2]")
    practised = alice.get(f"/boards/{again}").json()
    assert practised["seats"]["S"] == alice.name and practised["seats"]["N"] == "robot"
    assert [call["seat"] for call in practised["auction"]] == ["N", "E"]


RAISED = "N:AKQJ5.AK2.K32.32 98.JT98.QJT.K987 T432.Q43.A54.654 76.765.9876.AQJT"
SEAT_VALUES = "options => options.map(option => option.value)"


def test_play_again_from_a_replay_step_and_not_from_a_step_with_nothing_left(
    server: Server, watched: Watched
) -> None:
    """Issue 34: "play again from here" continues a replay from any step as a new board.
    The replay page offered it nowhere (the board's page only from the start); now each
    step of a board one may see whole offers it, but a step at which the board is over
    by its play (passed out), which the API refuses (422)."""
    director = server.person("td", role="director")  # directs the robots' board he makes
    robots = dict.fromkeys("NESW", "robot")
    played = director.post("/boards", {"deal": RAISED, "board_number": 1, "seats": robots})
    assert played.status_code == 201, played.text
    source = played.json()
    watched.sign_in(director.token, f"/#/boards/{source['id']}?step=5")
    watched.page.wait_for_selector("[data-testid=practice-form]")
    assert "Play again from here" in watched.page.inner_text("[data-testid=practice-form]")
    watched.page.select_option("#practice-seat", "N")
    watched.page.click("[data-testid=practice-form] button[type=submit]")
    watched.page.wait_for_function(f"() => !window.location.hash.includes('{source['id']}')")
    again = watched.page.evaluate("() => window.location.hash.split('/')[2]")
    practised = director.get(f"/boards/{again}").json()
    assert practised["seats"]["N"] == director.name
    calls = [(c["seat"], c["call"]) for c in practised["auction"][:5]]
    assert calls == [(c["seat"], c["call"]) for c in source["auction"][:5]]

    seats = dict.fromkeys("NESW", director.name)  # solo: he sees every hand
    passes = director.post("/boards", {"deal": RAISED, "board_number": 1, "seats": seats})
    assert passes.status_code == 201, passes.text
    passed_id = passes.json()["id"]
    for seat in "NESW":
        reply = director.post(f"/boards/{passed_id}/calls", {"seat": seat, "call": "Pass"})
        assert reply.status_code == 201, reply.text
    watched.page.goto(f"{watched.base}/#/boards/{passed_id}?step=4")
    watched.page.wait_for_function(STEP_IS.format(step=4))
    assert watched.page.locator("[data-testid=practice-form]").count() == 0
    watched.page.goto(f"{watched.base}/#/boards/{passed_id}?step=3")
    watched.page.wait_for_function(STEP_IS.format(step=3))
    watched.page.wait_for_selector("[data-testid=practice-form]")


def test_an_admin_practising_against_robots_plays_the_board_without_the_directors_panel(
    server: Server, watched: Watched
) -> None:
    """An admin practises a robots' board from a replay step, taking North: on the new
    board he is a player (the API: "never a player seated at it, whatever his role"), and
    the page asked for the director's reads all the same (revokes, rulings: 403 each, two
    console errors). Now the page judges as the API does."""
    admin = server.admin
    robots = dict.fromkeys("NESW", "robot")
    played = admin.post("/boards", {"deal": RAISED, "board_number": 1, "seats": robots})
    assert played.status_code == 201, played.text
    source = played.json()
    watched.sign_in(admin.token, f"/#/boards/{source['id']}?step=4")
    watched.page.wait_for_selector("[data-testid=practice-form]")
    watched.page.select_option("#practice-seat", "N")
    watched.page.click("[data-testid=practice-form] button[type=submit]")
    watched.page.wait_for_function(f"() => !window.location.hash.includes('{source['id']}')")
    wait_for_version(watched, 0)
    assert watched.page.locator("section.director").count() == 0
    watched.page.wait_for_selector(".bidding-box [data-call='Pass']")  # his turn: N calls


def test_dummys_seat_is_not_offered_once_the_auction_is_over(
    server: Server, watched: Watched
) -> None:
    """Law 41D (2017): "Declarer plays both hands", and the API refuses to practise dummy's
    seat once the auction is over (docs/contract.md, 0.26.0): at a step of the play the
    page offers declarer's seat and the defenders', not dummy's; in the auction, all four."""
    admin = server.admin
    robots = dict.fromkeys("NESW", "robot")
    played = admin.post("/boards", {"deal": RAISED, "board_number": 1, "seats": robots})
    assert played.status_code == 201, played.text
    source = played.json()
    dummy = source["dummy"]
    assert dummy is not None, source
    lead = len(source["auction"]) + 1  # the step of the opening lead
    watched.sign_in(admin.token, f"/#/boards/{source['id']}?step={lead}")
    watched.page.wait_for_function(STEP_IS.format(step=lead))
    watched.page.wait_for_selector("[data-testid=practice-form]")
    offered = watched.page.eval_on_selector_all(
        "#practice-seat option", "os => os.map(o => o.value)"
    )
    assert dummy not in offered and len(offered) == 3, offered
    watched.page.goto(f"{watched.base}/#/boards/{source['id']}?step=1")
    watched.page.wait_for_function(STEP_IS.format(step=1))
    watched.page.wait_for_selector("[data-testid=practice-form]")
    offered = watched.page.eval_on_selector_all(
        "#practice-seat option", "os => os.map(o => o.value)"
    )
    assert sorted(offered) == ["E", "N", "S", "W"], offered


def test_the_director_finds_a_call_unintended_from_the_boards_page(
    server: Server, watched: Watched, browser: Any, screenshots: Path
) -> None:
    """Law 25A1 (2017): a player "may, until his partner makes a call, substitute the call
    he intended for the unintended call"; 25A2: whether it was unintended is the
    director's finding. At a directed board a robot left-hand opponent waits for that
    finding (api/robot_decisions.py `_director_first`), which the API takes as
    `{"decision": "unintended"}`; the board's page offered the director only "Accept it" and
    "Do not accept it", the robot's own option, so from the page he could never make the
    finding the robot waits for. Now the director is offered it too."""
    director = server.person("td", role="director")
    north, south = server.person("n"), server.person("s")
    seats = {"N": north.name, "E": "robot", "S": south.name, "W": "robot"}
    created = director.post(
        "/boards", {"deal": RAISED, "board_number": 1, "seats": seats, "revoke_policy": "detect"}
    )
    assert created.status_code == 201, created.text
    board_id = created.json()["id"]
    assert north.post(f"/boards/{board_id}/calls", {"seat": "N", "call": "1C"}).status_code == 201
    second = north.post(f"/boards/{board_id}/calls", {"seat": "N", "call": "1NT"})
    assert second.json()["pending"]["kind"] == "call_out_of_rotation", second.text
    # the players at the table are not offered the director's finding
    with watching(browser, watched.base, screenshots) as at_the_table:
        at_the_table.sign_in(south.token, f"/#/boards/{board_id}")
        at_the_table.page.wait_for_selector("#main[data-version]")
        assert at_the_table.page.locator("[data-auction-decision=unintended]").count() == 0
    watched.sign_in(director.token, f"/#/boards/{board_id}")
    watched.page.click("[data-auction-decision=unintended]")
    wait_for_version(watched, second.json()["version"])
    view = director.get(f"/boards/{board_id}").json()
    assert view["pending"] is None and view["auction"][0]["call"] == "1NT", view


def test_the_director_finds_a_call_intended_and_the_robot_takes_its_option(
    server: Server, watched: Watched
) -> None:
    """Law 25A2 (2017): "If the player's original intent was to make the call selected or
    voiced, that call stands"; 25B1: "A substituted call not permitted by A may be
    accepted by the offender's LHO"; 10C2: "If a player has an option after an
    irregularity, he must make his selection without consulting partner." The director's
    panel offered "Accept it" and "Do not accept it" for the robot waiting on his finding,
    so finding 1C intended meant choosing for the robot. Now the panel offers the two
    findings only (the robot's option is not his: 403); he finds 1C intended and the
    robot accepts 1NT and calls over it at once."""
    director = server.person("td", role="director")
    north, south = server.person("n"), server.person("s")
    seats = {"N": north.name, "E": "robot", "S": south.name, "W": "robot"}
    created = director.post(
        "/boards", {"deal": RAISED, "board_number": 1, "seats": seats, "revoke_policy": "detect"}
    )
    assert created.status_code == 201, created.text
    board_id = created.json()["id"]
    assert north.post(f"/boards/{board_id}/calls", {"seat": "N", "call": "1C"}).status_code == 201
    second = north.post(f"/boards/{board_id}/calls", {"seat": "N", "call": "1NT"})
    assert second.json()["pending"]["kind"] == "call_out_of_rotation", second.text
    watched.sign_in(director.token, f"/#/boards/{board_id}")
    watched.page.wait_for_selector("[data-auction-decision=intended]")
    assert watched.page.locator("[data-auction-decision=accept]").count() == 0
    assert watched.page.locator("[data-auction-decision=refuse]").count() == 0
    watched.page.click("[data-auction-decision=intended]")
    wait_for_version(watched, second.json()["version"])
    view = director.get(f"/boards/{board_id}").json()
    assert view["pending"] is None and view["auction"][0]["call"] == "1NT", view
    assert [c["seat"] for c in view["auction"]] == ["N", "E"] and view["next"] == "S"
    assert watched.page.locator("[data-auction-decision]").count() == 0
