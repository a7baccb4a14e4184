"""Law 25 found intended, on the left-hand opponent's page (headless Chromium). Law 25B1
(2017): "A substituted call not permitted by A may be accepted by the offender's LHO";
25B2: "Except as in B1, a substitution not permitted by A is cancelled. The original call
stands and the auction continues (Law 26 may apply)." Law 10C2: "If a player has an
option after an irregularity, he must make his selection without consulting partner."
"""

from __future__ import annotations

from tests.browser.conftest import Watched
from tests.browser.test_web_app import wait_for_version
from tests.e2e.table import DEAL, Server, Table


def test_the_left_hand_opponent_takes_the_option_after_the_finding(
    server: Server, watched: Watched
) -> None:
    """North 1C, then 1D before East called; the director finds 1C intended. East's page
    offers him the 25B option (and none of the director's findings); he does not accept
    it, and 1C stands."""
    director = server.person("td", "director")
    table = Table.sit_down(server, creator=director, deal=DEAL, revoke_policy="detect")
    table.call("N", "1C")
    table.call("N", "1D")
    found = director.post(table.path("/auction-irregularity"), {"decision": "intended"})
    assert found.status_code == 200, found.text
    assert found.json()["pending"]["kind"] == "intended_change"
    watched.sign_in(table.players["E"].token, f"/#/boards/{table.board_id}")
    watched.page.wait_for_selector("[data-auction-decision=refuse]")
    assert watched.page.locator("[data-auction-decision=accept]").count() == 1
    for finding in ("unintended", "intended"):
        assert watched.page.locator(f"[data-auction-decision={finding}]").count() == 0
    assert "1C intended" in watched.page.inner_text("section.decision")
    watched.page.click("[data-auction-decision=refuse]")
    wait_for_version(watched, found.json()["version"])
    view = table.view("E")
    assert view["pending"] is None and [c["call"] for c in view["auction"]] == ["1C"], view
