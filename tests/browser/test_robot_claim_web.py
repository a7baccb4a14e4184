"""A claim the robots doubt, in headless Chromium (docs/contract.md "A robot's options after
an irregularity"): alice, South, bids 7NT against three robots with twelve top tricks and
claims all thirteen from the claim form; the robot defenders doubt it (double dummy gives
twelve whatever West leads: East's queen-jack guards clubs), then ask that play continue
and her robot dummy agrees; she clicks "Play on" and plays on, with no director called.

Law 68D2(b) (2017): "play may continue at the request of the non-claimers, provided all
four players agree"."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.browser.conftest import Watched, watching
from tests.browser.test_web_app import wait_for_version
from tests.e2e.table import Server

# South: 4 spades, 3 hearts, 3 diamonds and the club ace-king on top; East's QJ76 of clubs
# stops a thirteenth trick after any opening lead (checked by DDS for each of West's 13
# cards). With JT93 in dummy and Q876 with East, as before 0.20.1, a club lead gave
# thirteen: the robots rightly agreed, the board ended, and the test failed whenever the
# robot West's sampling chose a club.
TWELVE_TOP = "N:T98.JT9.JT9.T983 765.876.876.QJ76 AKQJ.AKQ.AKQ.AK2 432.5432.5432.54"


def test_the_robots_doubt_a_claim_and_offer_to_play_on(
    server: Server, watched: Watched, browser: Any, screenshots: Path
) -> None:
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

    # The director's replay shows why each robot acted: West's opening lead (the tricks
    # each lead took over its deals) and East's doubt of the claim.
    steps = server.admin.get(f"/boards/{board_id}/robot-reasons/steps").json()
    assert alice.get(f"/boards/{board_id}/robot-reasons/steps").status_code == 403  # in play
    lead = next(r for r in steps if r["seat"] == "W" and r["candidates"])
    doubt = next(r for r in steps if r["action"] == "dispute")
    with watching(browser, watched.base, screenshots) as director:
        director.sign_in(server.admin_token, f"/#/boards/{board_id}?step={lead['step']}")
        director.page.wait_for_selector("[data-testid=robot-why]")
        why = director.page.inner_text("[data-testid=robot-why]")
        assert why.startswith("Why West (robot):") and lead["basis"] in why
        rows = director.page.locator("[data-testid=robot-why] tbody tr")
        assert rows.count() == len(lead["candidates"])
        director.screenshot("replay-robot-why")
        director.page.goto(f"{watched.base}/#/boards/{board_id}?step={doubt['step']}")
        director.page.wait_for_function(
            "() => document.querySelector('[data-testid=robot-why] h2')?.textContent"
            ".includes('dispute')"
        )
