"""Law 25A with a robot partner on the person's page (headless Chromium). Law 25A1 (2017):
"If a player discovers that he has not made the call he intended to make, he may, until
his partner makes a call, substitute the call he intended for the unintended call." At a
directed board the partner's robot waits; the page counts a grace down ("Your partner
calls in 3 s: change your call (Law 25A)"), then tells the robots to go on."""

from __future__ import annotations

import time
from typing import Any

from tests.browser.conftest import Watched
from tests.browser.test_web_app import wait_for_version
from tests.e2e.table import Server
from tests.e2e.test_law25a_robot_partner import directed_board


def test_the_countdown_appears_and_the_partner_calls_after_it(
    server: Server, watched: Watched
) -> None:
    _, north, path = directed_board(server)
    watched.sign_in(north.token, f"/#{path}")
    version = wait_for_version(watched, 0)
    watched.page.click(".bidding-box [data-call='1C']")
    watched.page.wait_for_selector("[data-testid=robots-wait]")
    shown = watched.page.inner_text("[data-testid=robots-wait] p")
    assert "Your partner calls in" in shown and "change your call (Law 25A)" in shown, shown
    assert int(watched.page.inner_text("[data-testid=robots-wait-seconds]")) in (1, 2, 3)
    watched.screenshot("board-robots-wait")
    waiting = north.get(path).json()
    assert waiting["robots_wait"] == "S" and len(waiting["auction"]) == 2, waiting
    began = time.monotonic()
    watched.page.wait_for_selector("[data-testid=robots-wait]", state="detached", timeout=15000)
    assert time.monotonic() - began >= 1.0  # the grace, not at once
    wait_for_version(watched, version)
    view = north.get(path).json()
    assert [c["seat"] for c in view["auction"]] == ["N", "E", "S", "W"], view["auction"]
    assert view["robots_wait"] is None and view["next"] == "N"


def test_the_person_changes_his_call_inside_the_grace(server: Server, watched: Watched) -> None:
    """He picks his intended call on the notice: it waits for the director's finding (a
    call at his partner's turn, pending), and the robot does not call in the meantime."""
    _, north, path = directed_board(server)
    watched.sign_in(north.token, f"/#{path}")
    wait_for_version(watched, 0)
    watched.page.click(".bidding-box [data-call='1C']")
    watched.page.wait_for_selector("[data-testid=robots-wait]")
    watched.page.select_option("[data-testid=change-call]", "1D")
    watched.page.click("[data-testid=change-call-send]")
    watched.page.wait_for_selector("[data-testid=robots-wait]", state="detached")
    time.sleep(3.5)  # past the grace: nothing is sent for a board that moved on
    view = north.get(path).json()
    assert view["pending"]["kind"] == "call_out_of_rotation", view
    assert view["pending"]["call"] == "1D" and len(view["auction"]) == 2


def test_a_change_that_loses_the_race_to_go_on_is_refused(server: Server, watched: Watched) -> None:
    """Someone else's "Robots, go on" reaches the server first (the director's, say, a
    moment before North's click): South has called, so 1C can no longer be changed (25A4:
    "No substitution of call may be made when his partner has made a subsequent call").
    North's change is sent for the board he saw: it is refused (409) and nothing of his is
    recorded. Before, it was sent without a version and landed as a new call at his next
    turn, 1D over his partner's 1S: an insufficient bid he never meant."""
    director, north, path = directed_board(server)
    watched.sign_in(north.token, f"/#{path}")
    wait_for_version(watched, 0)
    watched.page.click(".bidding-box [data-call='1C']")
    watched.page.wait_for_selector("[data-testid=robots-wait]")
    seen = north.get(path).json()
    sent: list[Any] = []

    def director_first(route: Any) -> None:
        sent.append(route.request.post_data_json)
        went_on = director.post(f"{path}/robots/continue")
        assert went_on.status_code == 200, went_on.text
        route.continue_()

    watched.page.route(f"**{path}/calls", director_first)
    watched.page.select_option("[data-testid=change-call]", "1D")
    watched.page.click("[data-testid=change-call-send]")
    watched.page.wait_for_selector("[data-testid=robots-wait]", state="detached")
    deadline = time.monotonic() + 10
    while len(answers := [r for r in watched.responses if r.url.endswith(f"{path}/calls")]) < 2:
        assert time.monotonic() < deadline, "the change was never answered"  # 1C, then it
        watched.page.wait_for_timeout(100)
    answered = answers[-1]
    assert sent == [{"seat": "N", "call": "1D", "expected_version": seen["version"]}], sent
    assert answered.status == 409
    view = north.get(path).json()
    assert [c["seat"] for c in view["auction"]] == ["N", "E", "S", "W"], view["auction"]
    assert view["pending"] is None and view["next"] == "N"
    assert all("status of 409" in problem for problem in watched.problems), watched.problems
    watched.problems.clear()  # the refusal is the point
