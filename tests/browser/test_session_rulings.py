"""The session director rules from the session page, on both stores (docs/contract.md "Club
evening and the Laws"): a 3-table Mitchell whose table 1 played board 3 in round 1 instead
of its own.

Law 15B2 (2017): "if none of the four players have previously played the board the
Director shall require the auction and play to be completed. He allows the score to stand";
15B3: "the Director shall award an artificial adjusted score [see Law 12C2(a)] to any
contestant deprived of the opportunity to earn a valid score" (pair 6, due to play board 3
against pair 1, who has played it). Law 87A: "A board is considered to be 'fouled' if the
Director determines that a card (or cards) was displaced in the board, or if he determines
that the dealer or vulnerability differed between copies of the same board, and the
contestants who should have had a score comparison did not play the board in identical
form"; 87B: the Director "divides the scores on that basis into groups and rates each
group separately". Law 90A: "The Director, in addition to implementing the rectifications
in these Laws, may also assess procedural penalties for any offence that unduly delays or
obstructs the game, inconveniences other contestants, violates correct procedure, or
requires the award of an adjusted score at another table"; 90B2: "unduly slow play by
contestants".

The same file's last test sets up such an evening from the sessions list's "New session"
form (docs/contract.md "A new session from the web app")."""

from __future__ import annotations

from typing import Any

from tests.browser.conftest import watching
from tests.e2e.table import Server

MOVEMENT = {"kind": "mitchell", "tables": 3, "rounds": 3, "boards_per_round": 2}


def test_the_director_rules_a_wrong_board_a_score_alone_and_a_fouled_board(
    any_store: Server, browser: Any, screenshots: Any
) -> None:
    director = any_store.person("tdrules", "director")
    player = any_store.person("rulesplayer")
    made = director.post("/sessions", {"name": "Thursday pairs", "movement": MOVEMENT})
    base = f"/sessions/{made.json()['id']}"
    right = {"board_number": 3, "ns": "2", "ew": "5", "contract": "4S", "declarer": "N",
             "tricks": 10, "table": 2, "round": 1, "lead": "HK"}  # fmt: skip
    assert director.post(f"{base}/results", right).status_code == 201
    url = str(any_store.client.base_url).rstrip("/")

    with watching(browser, url, screenshots) as watched:
        page = watched.page
        watched.sign_in(player.token, f"/#{base}?board=3")
        page.wait_for_selector("h1:text('Thursday pairs')")
        assert page.locator("[data-testid=director-rulings]").count() == 0  # the director's
    with watching(browser, url, screenshots) as watched:
        page = watched.page
        watched.sign_in(director.token, f"/#{base}?board=3")
        page.wait_for_selector("[data-testid=wrong-board]")
        for selector, text in (("#wb-table", "1"), ("#wb-round", "1"), ("#wb-ns", "1"),
                               ("#wb-ew", "4"), ("#wb-contract", "3NT"), ("#wb-tricks", "9"),
                               ("#wb-lead", "S4")):  # fmt: skip
            page.fill(selector, text)
        page.select_option("#wb-declarer", "S")
        page.click("[data-testid=wrong-board] button[type=submit]")
        page.wait_for_function(
            "() => document.querySelectorAll('[data-testid=traveller] tbody tr').length === 2"
        )
        lines = {(x["ns"], x["ew"]): x for x in director.get(f"{base}/boards/3").json()}
        assert lines[("1", "4")]["score_ns"] == 400 and lines[("2", "5")]["score_ns"] == 420

        # Pair 6 cannot play board 3 against pair 1 in round 2: average plus alone.
        page.fill("#ps-pair", "6")
        page.select_option("#ps-percent", "60")
        page.fill("#ps-explanation", "Pair 1 played board 3 at table 1 in round 1.")
        page.click("[data-testid=pair-score] button[type=submit]")
        page.wait_for_function(
            "() => document.querySelectorAll('[data-testid=traveller] tbody tr').length === 3"
        )
        alone = page.locator("[data-testid=traveller] tbody tr").nth(2).inner_text()
        assert alone.split("\t")[:3] == ["—", "6", "60% alone (Law 15B3) Take back"]

        # Table 1 played board 3 with two cards swapped: its form is scored apart.
        page.fill("#fouled-groups", "1/4")
        page.click("[data-testid=fouled-board] button[type=submit]")
        page.wait_for_selector("#status.error")
        assert "Write each table as NS-EW" in page.inner_text("#status")
        page.fill("#fouled-groups", "1-4")
        page.click("[data-testid=fouled-board] button[type=submit]")
        page.wait_for_selector("[data-testid=traveller] th:text('Form')")
        forms = {(x["ns"], x["ew"]): x.get("form") for x in director.get(f"{base}/boards/3").json()}
        assert forms == {("1", "4"): 1, ("2", "5"): 0, (None, "6"): None}
        first = page.locator("[data-testid=traveller] tbody tr").first.inner_text().split("\t")
        assert first[0] == "1" and first[-1] == "changed 1"
        watched.screenshot("session-rulings")

        # Table 1 in round 2 (pair 1 against pair 6, boards 3 and 4): pair 1 played board 3
        # in round 1, so only board 4 is entered there (Law 15B1).
        for board in (1, 2):
            late = {"board_number": board, "ns": "1", "ew": "4", "contract": "2S",
                    "declarer": "N", "tricks": 8, "table": 1, "round": 1}  # fmt: skip
            assert director.post(f"{base}/results", late).status_code == 201
        page.goto(f"{url}/#{base}/tables/1")
        page.wait_for_selector("[data-testid=not-here-3]")
        assert page.inner_text("[data-testid=table-round]") == "Round 2 of 3"
        assert "played it already (Law 15B1)" in page.inner_text("[data-testid=not-here-3]")
        assert page.locator("[data-testid=enter-4]").count() == 1


def test_the_director_takes_back_a_score_alone_beside_it(
    any_store: Server, browser: Any, screenshots: Any
) -> None:
    """A score alone given by mistake (to pair 6, which can still play board 3: its
    opponents in round 2, pair 1, play board 3 at their own table after all) is taken back:
    `DELETE /sessions/{id}/boards/{n}/pair-scores/{pair}`, which the page offers the
    director beside the score, and nobody else (docs/contract.md "Small fixes after review
    (0.16.0)")."""
    director = any_store.person("tdtakeback", "director")
    two = any_store.person("twotakeback")
    made = director.post("/sessions", {"name": "Friday pairs", "movement": MOVEMENT})
    base = f"/sessions/{made.json()['id']}"
    assert director.put(f"{base}/pairs/2", {"users": [two.name]}).status_code == 200
    played = {"board_number": 3, "ns": "2", "ew": "5", "contract": "4S", "declarer": "N",
              "tricks": 10, "table": 2, "round": 1, "lead": "HK"}  # fmt: skip
    assert director.post(f"{base}/results", played).status_code == 201
    given = director.post(f"{base}/boards/3/pair-scores", {"pair": "6", "percent": 60})
    assert given.status_code == 201, given.text
    url = str(any_store.client.base_url).rstrip("/")

    with watching(browser, url, screenshots) as watched:  # pair 2 played board 3: no control
        page = watched.page
        watched.sign_in(two.token, f"/#{base}?board=3")
        page.wait_for_function(
            "() => document.querySelectorAll('[data-testid=traveller] tbody tr').length === 2"
        )
        assert page.locator("[data-testid=take-back-6]").count() == 0
    with watching(browser, url, screenshots) as watched:
        page = watched.page
        watched.sign_in(director.token, f"/#{base}?board=3")
        page.wait_for_selector("[data-testid=take-back-6]")
        row = page.locator("[data-testid=traveller] tbody tr").nth(1)
        assert row.inner_text().split("\t")[:3] == ["—", "6", "60% alone (Law 15B3) Take back"]
        page.click("[data-testid=take-back-6]")
        page.wait_for_function(
            "() => document.querySelectorAll('[data-testid=traveller] tbody tr').length === 1"
        )
        assert "Pair 6's score alone on board 3 is taken back." in page.inner_text("#status")
        lines = director.get(f"{base}/boards/3").json()
        assert [(x["ns"], x["ew"]) for x in lines] == [("2", "5")]
        # Pair 6 plays board 3 after all, against pair 1 at table 1 in round 2.
        late = {"board_number": 3, "ns": "1", "ew": "6", "contract": "2S", "declarer": "N",
                "tricks": 8, "table": 1, "round": 2}  # fmt: skip
        assert director.post(f"{base}/results", late).status_code == 201


def test_the_director_imposes_a_procedural_penalty_and_takes_it_back(
    any_store: Server, browser: Any, screenshots: Any
) -> None:
    """Law 90 from the session page (docs/contract.md "Procedural penalties"): the director
    takes a quarter of a top off pair 5 for slow play; the ranking shows the penalty in a
    column of its own and the total after it; the API's refusal is said in the status line;
    the penalty is listed with a Take back button; nobody but the director has the form."""
    director = any_store.person("tdpenalty", "director")
    player = any_store.person("penaltyplayer")
    made = director.post("/sessions", {"name": "Slow Tuesday"})
    base = f"/sessions/{made.json()['id']}"
    for ns, ew, contract, tricks in (
        ("1", "4", "4S", 10),
        ("2", "5", "4S", 9),
        ("3", "6", "2S", 9),
    ):
        result = {"board_number": 1, "ns": ns, "ew": ew, "contract": contract,
                  "declarer": "N", "tricks": tricks}  # fmt: skip
        assert director.post(f"{base}/results", result).status_code == 201
    assert director.post(f"{base}/hand-records/release").status_code == 200
    url = str(any_store.client.base_url).rstrip("/")

    with watching(browser, url, screenshots) as watched:
        page = watched.page
        watched.sign_in(player.token, f"/#{base}")
        page.wait_for_selector("[data-testid=ranking]")
        assert page.locator("[data-testid=penalty], [data-testid=penalties]").count() == 0
    with watching(browser, url, screenshots) as watched:
        page = watched.page
        watched.sign_in(director.token, f"/#{base}")
        page.wait_for_selector("[data-testid=penalty]")
        assert page.inner_text("[data-testid=penalties]") == "No procedural penalties."
        assert page.input_value("#pen-law") == "90" and page.input_value("#pen-amount") == "25"
        page.fill("#pen-pair", "9")
        page.fill("#pen-reason", "Unduly slow play.")
        page.click("[data-testid=penalty] button[type=submit]")
        page.wait_for_selector("#status.error")
        assert "The session has no pair 9." in page.inner_text("#status")
        assert all("status of 422" in problem for problem in watched.problems)
        watched.problems.clear()  # the refusal is the point of this step

        page.fill("#pen-pair", "5")
        page.fill("#pen-law", "90B2")
        page.click("[data-testid=penalty] button[type=submit]")
        page.wait_for_selector("[data-testid=take-back-penalty-1]")
        assert "Pair 5 loses 25% of a top (Law 90B2)." in page.inner_text("#status")
        head = page.locator("[data-testid=ranking] thead th").all_inner_texts()
        assert head[-1] == "Penalty"
        rows = [
            r.split("\t") for r in page.locator("[data-testid=ranking] tbody tr").all_inner_texts()
        ]
        five = next(row for row in rows if row[1] == "5")
        assert (five[3], five[4], five[-1]) == ("3", "75.00", "−1")
        assert all(row[-1] == "" for row in rows if row[1] != "5")
        listed = page.locator("[data-testid=penalties] tbody tr").inner_text().split("\t")
        assert listed[:5] == ["1", "5", "25% of a top", "90B2", "Unduly slow play."]
        page.wait_for_function("() => !document.getElementById('status').textContent")
        watched.screenshot("session-penalty")  # once the status line has cleared

        page.click("[data-testid=take-back-penalty-1]")
        page.wait_for_selector("[data-testid=penalties]:text('No procedural penalties.')")
        assert "Penalty 1 on pair 5 is taken back." in page.inner_text("#status")
        assert "Penalty" not in page.locator("[data-testid=ranking] thead th").all_inner_texts()

        # At IMPs the penalty is asked in IMPs.
        imps = director.post("/sessions", {"name": "IMP Tuesday", "scoring": "IMP"}).json()
        page.goto(f"{url}/#/sessions/{imps['id']}")
        page.wait_for_selector("h1:text('IMP Tuesday')")
        page.wait_for_selector("[data-testid=penalty]")
        assert page.inner_text("label[for=pen-amount]") == "IMPs"
        assert page.input_value("#pen-amount") == ""
    assert "penalties" not in director.get(base).json()


def test_a_director_sets_up_an_evening_from_the_sessions_page(
    any_store: Server, browser: Any, screenshots: Any
) -> None:
    """The sessions list's "New session" form (docs/contract.md "A new session from the web
    app"): a director creates a 3-table Mitchell of 3 rounds of 2 boards, arrow-switched in
    round 3 and dealt from a board set, and lands on its page; a value the API refuses is
    said in the status line and makes nothing; a player has no form."""
    director = any_store.person("tdcreates", "director")
    player = any_store.person("createsplayer")
    dealt = director.post("/board-sets", {"seed": 4627, "count": 6})
    assert dealt.status_code == 201, dealt.text
    board_ids = [b["id"] for b in dealt.json()["boards"]]
    url = str(any_store.client.base_url).rstrip("/")

    with watching(browser, url, screenshots) as watched:
        page = watched.page
        watched.sign_in(player.token, "/#/sessions")
        page.wait_for_selector("h1:text('Sessions')")
        assert page.locator("[data-testid=new-session]").count() == 0
    assert player.post("/sessions", {"name": "Not mine"}).status_code == 403

    with watching(browser, url, screenshots) as watched:
        page = watched.page
        watched.sign_in(director.token, "/#/sessions")
        page.wait_for_selector("[data-testid=new-session]")
        assert page.locator("#new-tables").is_disabled()  # no movement chosen yet
        page.fill("#new-name", "Wednesday pairs")
        page.select_option("#new-scoring", "MP")
        page.select_option("#new-kind", "mitchell")
        for selector, text in (("#new-tables", "3"), ("#new-rounds", "3"), ("#new-boards", "2"),
                               ("#new-arrow", "5")):  # fmt: skip
            page.fill(selector, text)
        page.select_option("#new-dealing", "ids")
        page.fill("#new-board-set", ", ".join(board_ids))
        before = len(director.get("/sessions").json())
        page.click("[data-testid=new-session] button[type=submit]")
        page.wait_for_selector("#status.error")
        assert page.inner_text("#status") == "An arrow-switch round is one of the rounds 1 to 3."
        assert len(director.get("/sessions").json()) == before  # nothing was made
        assert all("status of 422" in problem for problem in watched.problems)
        watched.problems.clear()  # the refusal is the point of this step

        page.fill("#new-arrow", "3")
        page.click("[data-testid=new-session] button[type=submit]")
        page.wait_for_selector("h1:text('Wednesday pairs')")
        session_id = page.evaluate("() => window.location.hash").removeprefix("#/sessions/")
        assert page.locator("[data-testid=tables] a").all_inner_texts() == ["1", "2", "3"]
        made = director.get(f"/sessions/{session_id}").json()
        who = (made["name"], made["scoring"], made["created_by"])
        assert who == ("Wednesday pairs", "MP", director.name)
        rounds = made["movement"]["rounds"]
        assert [len(r["tables"]) for r in rounds] == [3, 3, 3]
        assert (rounds[0]["tables"][0]["ns"], rounds[0]["tables"][0]["ew"]) == ("1", "4")
        assert {t["ns"] for t in rounds[2]["tables"]} == {"4", "5", "6"}  # switched arrows
        # The board set deals the boards: a lead not in the leader's hand is refused.
        hands = director.get(f"/boards/{board_ids[0]}").json()["hands"]
        missing = hands["N"][0]  # East leads against North's 4S
        first = {"board_number": 1, "ns": "1", "ew": "4", "contract": "4S", "declarer": "N",
                 "tricks": 10, "table": 1, "round": 1, "lead": missing}  # fmt: skip
        refused = director.post(f"/sessions/{session_id}/results", first)
        assert refused.status_code == 422 and "does not hold" in refused.json()["detail"]
