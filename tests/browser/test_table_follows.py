"""The table page follows the evening by itself (docs/contract.md "A club evening"): North
enters a result on a phone and leaves the page alone; the opponents confirm it from their
own phone (over HTTP here), and North's page shows the next round without a click; the
next opponents enter their result, and North's page offers to confirm it, again without a
click. A result being typed in is never swept away by a refresh. The session's director
releases the hand records from the session's page."""

from __future__ import annotations

from tests.browser.conftest import Watched
from tests.e2e.table import Server
from tests.e2e.test_published_results import _testids
from tests.e2e.test_session_board_sets import Evening

ROUND_IS = "() => document.querySelector('[data-testid=table-round]')?.textContent === '{text}'"
FOLLOWS_MS = 20000  # the page looks again within 2 s, then 4 s, 8 s...: never longer


def test_the_table_page_moves_on_without_a_click(server: Server, watched: Watched) -> None:
    director = server.person("td", "director")
    movement = {"kind": "mitchell", "tables": 3, "rounds": 3, "boards_per_round": 1}
    session = director.post("/sessions", {"name": "Follow", "movement": movement}).json()
    base = f"/sessions/{session['id']}"
    first, second = (session["movement"]["rounds"][r]["tables"][0] for r in (0, 1))
    third = session["movement"]["rounds"][2]["tables"][0]
    north, east, west = server.person("north"), server.person("east"), server.person("west")
    last = server.person("last")
    for pair, person in ((first["ns"], north), (first["ew"], east), (second["ew"], west),
                         (third["ew"], last)):  # fmt: skip
        named = director.put(f"{base}/pairs/{pair}", {"users": [person.name]})
        assert named.status_code == 200, named.text
    clicks: list[str] = []
    watched.page.set_viewport_size({"width": 390, "height": 844})
    watched.sign_in(north.token, f"/#{base}/tables/1")
    watched.page.wait_for_selector(f"[data-testid=enter-{first['boards'][0]}]")
    assert watched.page.inner_text("[data-testid=table-round]") == "Round 1 of 3"
    board = first["boards"][0]
    watched.page.fill(f"#contract-{board}", "3NT")
    watched.page.select_option(f"#declarer-{board}", "S")
    watched.page.fill(f"#lead-{board}", "S4")
    watched.page.select_option(f"#tricks-{board}", "9")
    watched.page.click(f"[data-testid=enter-{board}] button[type=submit]")
    watched.page.wait_for_selector(f"[data-testid=pending-{board}]")
    watched.page.on("request", lambda r: clicks.append(r.url) if r.method == "POST" else None)
    # East confirms on his phone: North's page moves to round 2 by itself.
    confirm = {"board": board, "ns": first["ns"], "ew": first["ew"]}
    assert east.post(f"{base}/results/confirm", confirm).status_code == 200
    watched.page.wait_for_function(ROUND_IS.format(text="Round 2 of 3"), timeout=FOLLOWS_MS)
    next_board = second["boards"][0]
    watched.page.wait_for_selector(f"[data-testid=enter-{next_board}]")
    # The new opponents enter round 2's result: North is offered to confirm it, unasked.
    body = {"board_number": next_board, "ns": second["ns"], "ew": second["ew"], "table": 1,
            "round": 2, "contract": "2H", "declarer": "W", "tricks": 8, "lead": "CA"}  # fmt: skip
    assert west.post(f"{base}/results", body).status_code == 201
    watched.page.wait_for_selector(f"[data-testid=confirm-{next_board}]", timeout=FOLLOWS_MS)
    assert clicks == []  # nothing was sent from North's page: it only looked
    # A result being typed in stays while the table changes underneath it; once the field
    # is left empty, the page shows the change.
    watched.page.click(f"[data-testid=confirm-{next_board}]")
    watched.page.wait_for_function(ROUND_IS.format(text="Round 3 of 3"), timeout=FOLLOWS_MS)
    last_board = third["boards"][0]
    watched.page.fill(f"#contract-{last_board}", "4S")
    entered = {**body, "board_number": last_board, "ew": third["ew"], "round": 3}
    assert last.post(f"{base}/results", entered).status_code == 201
    watched.page.wait_for_timeout(5000)  # two looks at least, each seeing the change
    assert watched.page.input_value(f"#contract-{last_board}") == "4S"
    watched.page.fill(f"#contract-{last_board}", "")
    watched.page.click("[data-testid=table-round]")  # away from the form
    watched.page.wait_for_selector(f"[data-testid=confirm-{last_board}]", timeout=FOLLOWS_MS)
    watched.screenshot("table-follows")


def test_the_director_releases_the_hand_records_from_the_session_page(
    server: Server, watched: Watched
) -> None:
    evening = Evening(server)
    for table in (1, 2, 3):
        evening.enter(1, table)  # each board played once, still due at two more tables
    reader = server.person("reader")
    published = f"{evening.base}/published"
    assert not {f"hand-{n}-N" for n in range(1, 7)} & _testids(reader, published)
    watched.sign_in(reader.token, f"/#{evening.base}")
    watched.page.wait_for_selector("[data-testid=ranking-withheld]")  # boards still in play
    assert watched.page.locator("[data-testid=release-hands]").count() == 0
    watched.page.click("#who button")
    watched.sign_in(evening.director.token, f"/#{evening.base}")
    watched.page.click("[data-testid=release-hands]")
    watched.page.wait_for_function(
        "() => document.body.textContent.includes('the hand records are public')"
    )
    assert {f"hand-{n}-N" for n in range(1, 7)} <= _testids(reader, published)
