"""A session's page in headless Chromium while the evening runs: the ranking refreshes by
itself as results come in, the published results download in each format, and the HTML
results, opened as the static page a club puts on its web site, show the ranking, the
travellers and the hand records without fetching anything (screenshot
`published-results`)."""

from __future__ import annotations

import random

from tests.browser.conftest import Watched
from tests.e2e.table import SEATS, Server
from tests.e2e.test_sessions import play


def test_the_ranking_refreshes_and_the_results_are_published(
    server: Server, watched: Watched
) -> None:
    director = server.person("td", "director")
    people = [server.person(f"p{i}") for i in range(8)]
    session = director.post("/sessions", {"name": "Thursday pairs", "scoring": "MP"}).json()["id"]
    dealt = director.post("/board-sets", {"seed": 31, "count": 1}).json()["boards"][0]
    hands = director.get(f"/boards/{dealt['id']}").json()["hands"]
    deal = "N:" + " ".join(
        ".".join("".join(c[1] for c in hands[seat] if c[0] == suit) for suit in "SHDC")
        for seat in SEATS
    )
    rng = random.Random(5)

    def table(number: int) -> None:
        seats = dict(zip(SEATS, people[4 * (number - 1) : 4 * number], strict=True))
        board_id = play(server, director, seats, 1, deal, rng)
        body = {"board_number": 1, "ns": str(number), "ew": str(number + 2), "board_id": board_id}
        assert director.post(f"/sessions/{session}/results", body).status_code == 201

    table(1)
    director.put(f"/sessions/{session}/pairs/1", {"names": "Ann & Bo"})
    watched.sign_in(director.token, f"/#/sessions/{session}")
    watched.page.wait_for_selector("[data-testid=ranking]")
    assert watched.page.locator("[data-testid=ranking] tbody tr").count() == 2
    for format in ("html", "pdf", "csv", "pbn", "usebio"):
        assert watched.page.is_visible(f"[data-testid=published-{format}]")

    table(2)  # the next table's result: the ranking shows it without a reload
    watched.page.wait_for_function(
        "() => document.querySelectorAll('[data-testid=ranking] tbody tr').length === 4",
        timeout=15000,
    )
    with watched.page.expect_download() as downloaded:
        watched.page.click("[data-testid=published-csv]")
    assert downloaded.value.suggested_filename == "results.csv"

    # The HTML results as a club's web site serves them: a page of its own, no app around it.
    html = director.get(f"/sessions/{session}/published", format="html")
    assert html.headers["content-security-policy"].startswith("default-src 'none'")
    page = watched.page.context.new_page()
    fetched: list[str] = []
    page.on("request", lambda request: fetched.append(request.url))
    page.set_content(html.text)
    ranking = page.locator("[data-testid=ranking] tbody tr")
    assert ranking.count() == 4 and "Ann & Bo" in page.inner_text("[data-testid=ranking]")
    assert page.locator("[data-testid=traveller-1] tbody tr").count() == 2
    for seat in SEATS:
        assert page.is_visible(f"[data-testid=hand-1-{seat}]")
    assert page.inner_text("[data-testid=par-1]").startswith("Par")
    assert fetched == []  # self-contained: nothing fetched, from here or elsewhere
    watched.screenshots.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(watched.screenshots / "published-results.png"), full_page=True)
