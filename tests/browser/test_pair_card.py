"""A pair's card on a phone (docs/contract.md "A pair's card"), on both stores: in a
3-table Mitchell, pair 1's first round is entered and confirmed; its player opens his card
from the session's page and sees where he sits each round, round 2 marked as the one his
table plays now, and his round 1 results with their matchpoints. Another pair's card shows
him none of its boards he has still to play (board 3, made 6C at table 2), and no round is
marked there, the API not saying that pair's round to him. Once the director releases the
results, the card shows the pair's total and rank."""

from __future__ import annotations

from typing import Any

from tests.browser.conftest import watching
from tests.e2e.table import Server
from tests.e2e.test_travellers_in_play import TARGET, Evening

PHONE = {"width": 390, "height": 844}


def test_a_player_follows_his_evening_on_his_pair_card(
    any_store: Server, browser: Any, screenshots: Any
) -> None:
    evening = Evening(any_store)
    own = evening.seating(1, 1)
    assert own["ns"] == "1" and own["boards"] == [1, 2]
    entries = {1: ("4S", "N", 10, "HK"), 2: ("3NT", "S", 9, "S4")}  # NS none / NS vulnerable
    for board, (contract, declarer, tricks, lead) in entries.items():
        body = {"board_number": board, "ns": "1", "ew": own["ew"], "table": 1, "round": 1,
                "contract": contract, "declarer": declarer, "tricks": tricks,
                "lead": lead}  # fmt: skip
        assert evening.players["1"].post(f"{evening.base}/results", body).status_code == 201
        confirm = {"board": board, "ns": "1", "ew": own["ew"]}
        confirmed = evening.players[own["ew"]].post(f"{evening.base}/results/confirm", confirm)
        assert confirmed.status_code == 200, confirmed.text
    evening.enter(1, 2)  # board 3 made 6C by West at table 2; pair 1 plays it in round 2
    other = evening.seating(1, 2)["ns"]
    assert evening.where("1", TARGET) == (2, 1)

    base = str(any_store.client.base_url).rstrip("/")
    with watching(browser, base, screenshots) as watched:
        page = watched.page
        page.set_viewport_size(PHONE)
        watched.sign_in(evening.players["1"].token, f"/#{evening.base}")
        page.click("[data-testid=pair-cards] a:text-is('1')")
        page.wait_for_selector("[data-testid=card-results]")
        assert page.url.endswith(f"#{evening.base}/cards/1")
        assert page.locator("[data-testid=card-rounds] tbody tr").count() == 3
        first = page.inner_text("[data-testid=card-round-1]").split("\t")
        assert first == ["1", "1", "NS", f"pair {own['ew']}", "1, 2"]
        now = page.locator("[data-testid=card-rounds] tr.current")
        assert now.count() == 1 and now.get_attribute("data-testid") == "card-round-2"
        assert now.get_attribute("aria-current") == "step"
        assert "3, 4" in now.inner_text()  # board 3 is his to play now
        made = page.inner_text("[data-testid=card-board-1]").replace("\xa0", " ").split("\t")
        assert made[:5] == ["1", f"NS v {own['ew']}", "4♠ N", "10", "420"]
        assert "600" in page.inner_text("[data-testid=card-board-2]")
        assert page.locator("[data-testid=card-results] tbody tr").count() == 2
        assert page.inner_text("[data-testid=card-total]").startswith("The total and rank show")
        assert page.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]
        watched.screenshot("pair-card")

        # Another pair's card: its board 3, which pair 1 has still to play, is not shown.
        page.goto(f"{base}/#{evening.base}/cards/{other}")
        page.wait_for_selector(f"h1:text('pair {other}')")
        assert page.locator("[data-testid=card-results]").count() == 0
        assert page.locator("[data-testid=card-rounds] tr.current").count() == 0
        assert "1370" not in page.inner_text("main")
        assert "6♣" not in page.inner_text("main")

        # Released, the results and the ranking show: the other pair's board 3, then his total.
        released = evening.director.post(f"{evening.base}/hand-records/release")
        assert released.status_code == 200, released.text
        page.click("[data-testid=refresh]")
        page.wait_for_selector(f"[data-testid=card-board-{TARGET}]")
        assert "6♣ W" in page.inner_text(f"[data-testid=card-board-{TARGET}]")
        page.goto(f"{base}/#{evening.base}/tables/1")
        page.click('[data-testid=card-links] a:text-is("Pair 1\'s card")')
        page.wait_for_function(
            "() => document.querySelector('[data-testid=card-total]')?.textContent"
            ".startsWith('Total ')"
        )
        assert " · rank " in page.inner_text("[data-testid=card-total]")


def test_the_card_follows_the_evening_and_shows_a_score_alone(
    any_store: Server, browser: Any, screenshots: Any
) -> None:
    """The card is asked for again while it is shown, as the table page is (docs/contract.md
    "Club evening and the Laws"): pair 6's player keeps his card open while the director
    lets a wrong board's score stand at table 1 (Law 15B2) and, pairs 1 and 4 having
    played board 3, gives pairs 6 and 3 average plus alone on it (Law 15B3: "the Director
    shall award an artificial adjusted score [see Law 12C2(a)] to any contestant deprived
    of the opportunity to earn a valid score"). The line shows without a click."""
    director = any_store.person("tdfollow", "director")
    six = any_store.person("sixfollow")
    movement = {"kind": "mitchell", "tables": 3, "rounds": 3, "boards_per_round": 2}
    made = director.post("/sessions", {"name": "Card follows", "movement": movement})
    base = f"/sessions/{made.json()['id']}"
    assert director.put(f"{base}/pairs/6", {"users": [six.name]}).status_code == 200
    url = str(any_store.client.base_url).rstrip("/")
    with watching(browser, url, screenshots) as watched:
        page = watched.page
        page.set_viewport_size(PHONE)
        watched.sign_in(six.token, f"/#{base}/cards/6")
        page.wait_for_selector("[data-testid=card-rounds]")
        assert "No results the card may show yet." in page.inner_text("main")
        wrong = {"board_number": 3, "ns": "1", "ew": "4", "contract": "3NT", "declarer": "S",
                 "tricks": 9, "table": 1, "round": 1, "wrong_board": True}  # fmt: skip
        assert director.post(f"{base}/results", wrong).status_code == 201
        right = {"board_number": 3, "ns": "2", "ew": "5", "contract": "4S", "declarer": "N",
                 "tricks": 10, "table": 2, "round": 1}  # fmt: skip
        assert director.post(f"{base}/results", right).status_code == 201
        for pair in ("6", "3"):
            given = director.post(f"{base}/boards/3/pair-scores", {"pair": pair, "percent": 60})
            assert given.status_code == 201, given.text
        page.wait_for_selector("[data-testid=card-board-3]", timeout=20_000)
        line = page.inner_text("[data-testid=card-board-3]").split("\t")
        assert line[:2] == ["3", "EW alone (Law 15B3)"] and line[-2:] == ["2.4/4", "60.00"]
        # The session's traveller says the same, the absent side blank.
        page.goto(f"{url}/#{base}?board=3")
        page.wait_for_selector("[data-testid=traveller]")
        rows = page.locator("[data-testid=traveller] tbody tr")
        assert rows.count() == 4
        assert rows.nth(3).inner_text().split("\t")[:3] == ["—", "6", "60% alone (Law 15B3)"]
