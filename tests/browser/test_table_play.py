"""A club evening's board played at the table in headless Chromium (docs/contract.md "A
session's boards played at the table"): a player whose partner and opponents are absent
opens his table's page, clicks "Play this board at the table", bids and plays the board
against three robots to the end, and back on the table page finds the board scored and
its traveller, with nothing entered by hand."""

from __future__ import annotations

from tests.browser.conftest import Watched
from tests.browser.test_web_app import wait_for_version
from tests.e2e.table import Server
from tests.e2e.test_session_table_boards import Evening


def test_a_player_plays_his_tables_board_against_robots_and_it_is_scored(
    server: Server, watched: Watched
) -> None:
    evening = Evening(server)
    alice = evening.players["1"]
    table_page = f"/#{evening.base}/tables/1"
    watched.sign_in(alice.token, table_page)
    watched.page.wait_for_selector("[data-testid=play-1]")
    watched.page.click("[data-testid=play-1]")
    watched.page.wait_for_function("() => window.location.hash.startsWith('#/boards/')")
    version = wait_for_version(watched, 0)
    board_id = watched.page.evaluate("() => window.location.hash.split('/')[2]")
    path = f"/boards/{board_id}"
    assert alice.get(path).json()["seats"] == {
        "N": alice.name, "E": "robot", "S": "robot", "W": "robot"}  # fmt: skip

    for _ in range(60):
        view = alice.get(path).json()
        if view["phase"] not in ("auction", "play"):
            break
        if view["claim"] is not None and view["claim"]["status"] == "pending":
            watched.page.click("text=Agree as North")
        elif view["phase"] == "auction":
            watched.page.click(".bidding-box [data-call='Pass']")
        else:
            watched.page.click("button.card.playable >> nth=0")
        version = wait_for_version(watched, version)
    score = alice.get(f"{path}/score").json()
    assert alice.get(path).json()["phase"] in ("complete", "passed_out")

    watched.page.goto(watched.base + table_page)
    watched.page.wait_for_selector("[data-testid=scored-1]")
    assert f"NS {score['NS']}" in watched.page.inner_text("[data-testid=scored-1]")
    watched.page.wait_for_selector("[data-testid=traveller-1]")
    watched.screenshot("table-board-scored")
