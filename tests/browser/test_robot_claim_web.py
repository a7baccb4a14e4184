"""A claim the robots doubt, in headless Chromium (docs/contract.md "A robot's options after
an irregularity"): alice, South, bids 7NT against three robots with twelve top tricks and
claims all thirteen from the claim form; the robot defenders doubt it (double dummy gives
twelve: East guards the club queen), then ask that play continue and her robot dummy
agrees; she clicks "Play on" and plays on, with no director called.

Law 68D2(b) (2017): "play may continue at the request of the non-claimers, provided all
four players agree"."""

from __future__ import annotations

from tests.browser.conftest import Watched
from tests.browser.test_web_app import wait_for_version
from tests.e2e.table import Server

# South: 4 spades, 3 hearts, 3 diamonds and the club ace-king on top; East's Q876 of clubs
# stops a thirteenth trick. North (dummy) has nothing of note.
TWELVE_TOP = "N:T98.JT9.JT9.JT93 765.876.876.Q876 AKQJ.AKQ.AKQ.AK2 432.5432.5432.54"


def test_the_robots_doubt_a_claim_and_offer_to_play_on(server: Server, watched: Watched) -> None:
    alice = server.person("claimer")
    created = alice.post("/boards", {
        "deal": TWELVE_TOP, "board_number": 1,
        "seats": {"N": "robot", "E": "robot", "S": alice.name, "W": "robot"},
    })  # fmt: skip
    assert created.status_code == 201, created.text
    board_id = created.json()["id"]
    page = watched.page
    watched.sign_in(alice.token, f"/#/boards/{board_id}")
    version = wait_for_version(watched, 0)
    page.click(".bidding-box [data-call='7NT']")
    version = wait_for_version(watched, version)
    view = alice.get(f"/boards/{board_id}").json()
    for _ in range(5):  # the robots' passes (or a double) end the auction
        if view["phase"] == "play":
            break
        page.click(".bidding-box [data-call='Pass']")
        version = wait_for_version(watched, version)
        view = alice.get(f"/boards/{board_id}").json()
    assert view["phase"] == "play" and view["declarer"] == "S", view
    assert view["next"] == "N"  # West, a robot, led: alice plays dummy's card

    page.fill("#claim-statement", "All top tricks.")
    page.click("form.claim button[type=submit]")
    page.wait_for_selector("[data-testid=claim-play-on-S]")
    claim = alice.get(f"/boards/{board_id}").json()["claim"]
    assert claim["status"] == "disputed" and claim["statement"] == "All top tricks."
    watched.screenshot("robots-doubt-a-claim")
    version = int(page.eval_on_selector("#main", "main => main.dataset.version"))
    page.click("[data-testid=claim-play-on-S]")
    wait_for_version(watched, version)
    after = alice.get(f"/boards/{board_id}").json()
    assert after["claim"] is None and after["phase"] == "play"  # void: play continues
    assert after["next"] == "N" and len(after["hands"]["S"]) == 13
    page.wait_for_selector("button.card.playable")  # her cards to play again
