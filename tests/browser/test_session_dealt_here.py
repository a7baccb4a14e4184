"""The "New session" form deals the evening's boards itself, on both stores (docs/contract.md
"The new-session form deals the boards"): the director says how many boards and, if he
likes, a seed; the form makes the set with `POST /board-sets` and names it in `POST
/sessions`, so he never copies a board's id."""

from __future__ import annotations

from typing import Any

from tests.browser.conftest import watching
from tests.e2e.table import Server

SEED = 4627


def board_sets_posted(watched: Any) -> int:
    return sum(
        1
        for response in watched.responses
        if response.request.method == "POST" and response.url.endswith("/board-sets")
    )


def test_the_new_session_form_deals_the_boards_of_its_movement(
    any_store: Server, browser: Any, screenshots: Any
) -> None:
    """A 3-table Mitchell of 3 rounds of 2 boards dealt from seed 4627 by the form: a count
    the movement does not play is the API's refusal in the status line and makes no session;
    a refused session sent again keeps the boards already dealt; the session's deals are
    those the seed deals (a lead East holds on board 1 is taken, one North holds refused)."""
    director = any_store.person("tddeals", "director")
    url = str(any_store.client.base_url).rstrip("/")

    with watching(browser, url, screenshots) as watched:
        page = watched.page
        watched.sign_in(director.token, "/#/sessions")
        page.wait_for_selector("[data-testid=new-session]")
        assert page.locator("#new-deal-count").is_hidden()  # no board set chosen yet
        page.fill("#new-name", "Thursday pairs")
        page.select_option("#new-kind", "mitchell")
        for selector, text in (("#new-tables", "3"), ("#new-rounds", "3"), ("#new-boards", "2")):
            page.fill(selector, text)
        page.select_option("#new-dealing", "deal")
        page.fill("#new-deal-count", "5")
        page.fill("#new-deal-seed", str(SEED))
        before = len(director.get("/sessions").json())
        page.click("[data-testid=new-session] button[type=submit]")
        page.wait_for_selector("#status.error")
        assert page.inner_text("#status") == (
            "The board set has no board 6, which the movement plays; a set covers boards 1 to 6."
        )
        assert len(director.get("/sessions").json()) == before
        assert board_sets_posted(watched) == 1

        page.fill("#new-deal-count", "6")
        page.fill("#new-arrow", "9")  # refused: the six boards are dealt once, kept for the retry
        page.click("[data-testid=new-session] button[type=submit]")
        page.wait_for_function(
            "() => document.getElementById('status').textContent.startsWith('An arrow-switch')"
        )
        assert board_sets_posted(watched) == 2
        assert all("status of 422" in problem for problem in watched.problems)
        watched.problems.clear()  # the refusals are the point of these steps

        page.fill("#new-arrow", "")
        watched.screenshot("session-new")
        page.click("[data-testid=new-session] button[type=submit]")
        page.wait_for_selector("h1:text('Thursday pairs')")
        assert page.inner_text("#status") == (
            f"Session Thursday pairs is created, its 6 boards dealt from seed {SEED}."
        )
        assert board_sets_posted(watched) == 2
        session_id = page.evaluate("() => window.location.hash").removeprefix("#/sessions/")

    # The same seed deals the same boards: a second set shows the session's deals.
    same = director.post("/board-sets", {"seed": SEED, "count": 6})
    assert same.status_code == 201, same.text
    hands = director.get(f"/boards/{same.json()['boards'][0]['id']}").json()["hands"]
    result = {"board_number": 1, "ns": "1", "ew": "4", "contract": "4S", "declarer": "N",
              "tricks": 10, "table": 1, "round": 1}  # fmt: skip
    base = f"/sessions/{session_id}/results"
    refused = director.post(base, {**result, "lead": hands["N"][0]})  # East leads
    assert refused.status_code == 422 and "does not hold" in refused.json()["detail"]
    taken = director.post(base, {**result, "lead": hands["E"][0]})
    assert taken.status_code == 201, taken.text


def test_a_seed_the_form_cannot_send_whole_is_said_and_nothing_is_dealt(
    any_store: Server, browser: Any, screenshots: Any
) -> None:
    """A board set is chosen only with a movement (the API refuses one without); a seed past
    2**53 would reach the API rounded (a browser's numbers are doubles): the form says so
    rather than deal from another seed; the API's own refusals show as they come (a
    37-board set)."""
    director = any_store.person("tdseeds", "director")
    url = str(any_store.client.base_url).rstrip("/")
    with watching(browser, url, screenshots) as watched:
        page = watched.page
        watched.sign_in(director.token, "/#/sessions")
        page.wait_for_selector("[data-testid=new-session]")
        page.fill("#new-name", "Seeded")
        assert page.locator("#new-dealing").is_disabled()  # a board set goes with a movement
        page.select_option("#new-kind", "mitchell")
        for selector, text in (("#new-tables", "3"), ("#new-rounds", "3"), ("#new-boards", "2")):
            page.fill(selector, text)
        page.select_option("#new-dealing", "deal")
        page.fill("#new-deal-count", "6")
        page.fill("#new-deal-seed", str(2**60))
        page.click("[data-testid=new-session] button[type=submit]")
        page.wait_for_selector("#status.error")
        assert page.inner_text("#status").startswith(
            "A seed typed here is a whole number up to 9007199254740991"
        )
        assert board_sets_posted(watched) == 0

        page.fill("#new-deal-seed", "")
        page.eval_on_selector("#new-deal-count", "input => input.removeAttribute('max')")
        page.fill("#new-deal-count", "37")
        page.click("[data-testid=new-session] button[type=submit]")
        page.wait_for_function(
            "() => !document.getElementById('status').textContent.startsWith('A seed')"
        )
        assert board_sets_posted(watched) == 1
        assert "36" in page.inner_text("#status")
        assert all("status of 422" in problem for problem in watched.problems)
        watched.problems.clear()


def test_the_new_session_form_offers_the_sets_the_director_dealt(
    any_store: Server, browser: Any, screenshots: Any
) -> None:
    """A set dealt earlier (`GET /board-sets`, the director's own, newest first) is chosen by
    its boards and seed; another director's set is not offered."""
    director = any_store.person("tdchooses", "director")
    other = any_store.person("tdnotmine", "director")
    assert other.post("/board-sets", {"seed": 99, "count": 6}).status_code == 201
    older = director.post("/board-sets", {"seed": 11, "count": 4}).json()
    dealt = director.post("/board-sets", {"seed": SEED, "count": 6}).json()
    url = str(any_store.client.base_url).rstrip("/")
    with watching(browser, url, screenshots) as watched:
        page = watched.page
        watched.sign_in(director.token, "/#/sessions")
        page.wait_for_selector("[data-testid=new-session]")
        page.fill("#new-name", "Friday pairs")
        page.select_option("#new-kind", "mitchell")
        for selector, text in (("#new-tables", "3"), ("#new-rounds", "3"), ("#new-boards", "2")):
            page.fill(selector, text)
        page.select_option("#new-dealing", "set")
        page.wait_for_selector("#new-set option:nth-child(3)", state="attached")
        offered = page.locator("#new-set option").all_inner_texts()
        assert [text.split(", dealt ")[0] for text in offered] == [
            "choose a set",
            f"boards 1–6, seed {SEED}",
            "boards 1–4, seed 11",
        ]
        page.select_option("#new-set", index=1)
        page.click("[data-testid=new-session] button[type=submit]")
        page.wait_for_selector("h1:text('Friday pairs')")
        assert board_sets_posted(watched) == 0
        session_id = page.evaluate("() => window.location.hash").removeprefix("#/sessions/")
    assert older["boards"]  # offered, not chosen
    hands = director.get(f"/boards/{dealt['boards'][0]['id']}").json()["hands"]
    result = {"board_number": 1, "ns": "1", "ew": "4", "contract": "4S", "declarer": "N",
              "tricks": 10, "table": 1, "round": 1}  # fmt: skip
    base = f"/sessions/{session_id}/results"
    refused = director.post(base, {**result, "lead": hands["N"][0]})  # East leads
    assert refused.status_code == 422 and "does not hold" in refused.json()["detail"]
