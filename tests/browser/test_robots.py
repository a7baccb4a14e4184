"""Playing against robots in headless Chromium: a player starts a board against three
robots from the boards list ("Play against robots", a PBN deal), bids with the bidding
box and plays his cards (and answers a robot's claim) until the board is over; then
offers to play the same deal again against robots."""

from __future__ import annotations

from tests.browser.conftest import Watched
from tests.browser.test_web_app import wait_for_version
from tests.e2e.table import DEAL, Server


def test_one_player_bids_and_plays_a_board_against_three_robots(
    server: Server, watched: Watched
) -> None:
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
