"""A session's page while boards are still in play (docs/contract.md "Travellers of boards
still in play"): a pair that has a board still to play sees, in place of its traveller, how
many tables have played it, and no ranking until the session is over; once the director
releases the results the page shows both without a reload of the app. The sessions list
comes a page at a time, "More sessions" going on from the last one shown."""

from __future__ import annotations

from tests.browser.conftest import Watched
from tests.e2e.table import Server
from tests.e2e.test_travellers_in_play import TARGET, Evening

WITHHELD = "() => !!document.querySelector('[data-testid=traveller-withheld]')"


def test_a_pair_yet_to_play_a_board_sees_no_traveller_of_it(
    server: Server, watched: Watched
) -> None:
    evening = Evening(server)
    for table in (1, 2, 3):
        evening.enter(1, table)  # board 3 played at table 2; pair 1 plays it in round 2
    watched.sign_in(evening.players["1"].token, f"/#{evening.base}?board={TARGET}")
    watched.page.wait_for_selector("[data-testid=traveller-withheld]")
    said = watched.page.inner_text("[data-testid=traveller-withheld]")
    assert said.startswith(f"Board {TARGET}'s traveller shows once you have played it")
    assert "(1 of 3 tables in)" in said
    assert watched.page.locator("[data-testid=traveller]").count() == 0
    assert watched.page.is_visible("[data-testid=ranking-withheld]")
    assert "1370" not in watched.page.inner_text("main")
    watched.screenshot("traveller-withheld")
    # Board 1 the pair has played: its traveller, every table's row so far.
    watched.page.fill("#board", "1")
    watched.page.dispatch_event("#board", "change")
    watched.page.wait_for_selector("[data-testid=traveller]")
    assert watched.page.locator("[data-testid=traveller] tbody tr").count() == 1

    released = evening.director.post(f"{evening.base}/hand-records/release")
    assert released.status_code == 200, released.text
    # The live ranking's next look shows it, without a reload.
    watched.page.wait_for_selector("[data-testid=ranking]", timeout=15000)
    watched.page.fill("#board", str(TARGET))
    watched.page.dispatch_event("#board", "change")
    watched.page.wait_for_function(
        "() => document.querySelector('[data-testid=traveller]')?.textContent.includes('-1370')"
    )


def test_the_sessions_list_goes_on_a_page_at_a_time(server: Server, watched: Watched) -> None:
    director = server.person("td", "director")
    made = set()
    for number in range(105):  # more than a page of 100, whatever the other tests made
        reply = director.post("/sessions", {"name": f"Paged {number}"})
        assert reply.status_code == 201, reply.text
        made.add(reply.json()["id"])
    watched.sign_in(director.token, "/#/sessions")
    seen: list[str] = []
    while True:
        watched.page.wait_for_selector("main h1:text('Sessions')")
        links = watched.page.locator("main table a").evaluate_all(
            "links => links.map(a => a.getAttribute('href'))"
        )
        assert 0 < len(links) <= 100
        seen += [link.split("/")[-1] for link in links]
        more = watched.page.locator("[data-testid=more-sessions]")
        if more.count() == 0:
            break
        first = links[0]
        more.click()
        watched.page.wait_for_function(
            "first => document.querySelector('main table a')?.getAttribute('href') !== first",
            arg=first,
        )
    assert len(seen) == len(set(seen))  # no session twice
    assert made <= set(seen)  # and every one of them, the last page included
