"""The session's bidding system and the table page of a board played in the ledger, in
headless Chromium (docs/contract.md "A session's bidding system", "The table page of a
board being played"): the director chooses Precision with Stayman in the "New session"
form (the conventions offered are those of the library for that base), the session page
says so; a player starts his table's board against robots, and back on the table page the
board shows its live state and a link to it, not the result form the API would refuse."""

from __future__ import annotations

from typing import Any

from tests.browser.conftest import Watched, watching
from tests.e2e.table import Server

MOVEMENT = {"kind": "mitchell", "tables": 3, "rounds": 3, "boards_per_round": 2}


def test_the_director_names_the_system_in_the_new_session_form(
    server: Server, watched: Watched
) -> None:
    director = server.person("tdsystem", "director")
    page = watched.page
    watched.sign_in(director.token, "/#/sessions")
    page.wait_for_selector("[data-testid=new-session]")
    page.wait_for_selector("#new-system option[value=precision]", state="attached")
    assert page.locator("[data-testid=new-conventions]").is_hidden()
    page.fill("#new-name", "Precision night")
    page.select_option("#new-system", "precision")
    offered = page.locator("[data-testid=new-conventions] input").evaluate_all(
        "boxes => boxes.map(box => box.value)"
    )
    library = director.get("/library/conventions").json()
    assert offered == [c["id"] for c in library if "precision" in c["applies_to"]]
    page.check("[data-testid=new-convention-stayman_1nt]")
    watched.screenshot("session-new-system")
    page.click("[data-testid=new-session] button[type=submit]")
    page.wait_for_function("() => window.location.hash.startsWith('#/sessions/')")
    page.wait_for_selector("[data-testid=session-system]")
    assert page.inner_text("[data-testid=session-system]") == (
        "Bidding system: Precision Club with Stayman"
    )
    session_id = page.evaluate("() => window.location.hash.split('/')[2].split('?')[0]")
    shown = director.get(f"/sessions/{session_id}").json()
    assert shown["system"]["robots"] == "library:precision+stayman_1nt"


def test_the_table_page_shows_a_board_in_play_instead_of_the_entry_form(
    server: Server, watched: Watched, browser: Any, screenshots: Any
) -> None:
    director = server.person("tdlive", "director")
    alice = server.person("alive")
    dealt = director.post("/board-sets", {"count": 6, "seed": 5})
    ids = [board["id"] for board in dealt.json()["boards"]]
    body: dict[str, Any] = {"name": "Live", "movement": MOVEMENT, "board_set": ids}
    session = director.post("/sessions", body).json()
    path = f"/sessions/{session['id']}"
    assert director.put(f"{path}/pairs/1", {"users": [alice.name]}).status_code == 200
    assert director.put(f"{path}/pairs/4/system", {"base": "precision"}).status_code == 200

    page = watched.page
    watched.sign_in(alice.token, f"/#{path}/tables/1")
    page.wait_for_selector("[data-testid=enter-2]")  # not started: the form and the button
    page.click("[data-testid=play-2]")
    page.wait_for_function("() => window.location.hash.startsWith('#/boards/')")
    board_id = page.evaluate("() => window.location.hash.split('/')[2]")
    board = alice.get(f"/boards/{board_id}").json()
    assert board["phase"] == "auction" and board["next"] == "N"  # robots called to alice

    page.goto(watched.base + f"/#{path}/tables/1")
    page.wait_for_selector("[data-testid=live-2]")
    assert page.locator("[data-testid=enter-2]").count() == 0  # no form the API refuses
    assert page.locator("[data-testid=enter-1]").count() == 1  # board 1 is not started
    state = page.inner_text("[data-testid=live-2] [data-testid=live-state]")
    assert state.startswith("Auction: ") and state.endswith("North to call")
    assert page.get_attribute("[data-testid=open-2]", "href") == f"#/boards/{board_id}"
    watched.screenshot("table-board-live")

    # One of another table sees that it is played, not the board (nor a refusal asked for).
    stranger = server.person("elsewhere")
    with watching(browser, watched.base, screenshots) as other:
        other.sign_in(stranger.token, f"/#{path}/tables/1")
        other.page.wait_for_selector("[data-testid=live-hidden-2]")
        assert other.page.locator("[data-testid=open-2]").count() == 0

    # The table page follows the board: alice's pass shows there without a click.
    called = alice.post(f"/boards/{board_id}/calls", {"seat": "N", "call": "Pass"})
    assert called.status_code == 201, called.text
    page.wait_for_function(
        # the live block is drawn again as the board moves: absent for a moment, not changed
        "before => (document.querySelector('[data-testid=live-2] [data-testid=live-state]')"
        "?.textContent ?? before) !== before",
        arg=state,
        timeout=30_000,
    )
