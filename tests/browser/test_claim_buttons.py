"""The claim commands of 0.10.0 in the browser: a defender's partner objects to his
concession at once (Law 68B2: "neither a concession nor a claim has occurred"), play goes
on after a doubted claim when all four agree (Law 68D2(b): "play may continue at the
request of the non-claimers, provided all four players agree"), and the claimer's
statement (Law 68C: "A claim should be accompanied at once by a clear statement of the
line of play") is sent by the claim form and shown to the director."""

from __future__ import annotations

from typing import Any

from tests.browser.conftest import Watched
from tests.e2e.table import SEATS, Person, Server

DEAL = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96"


def four_spades(server: Server) -> tuple[Person, dict[str, Person], str]:
    """4S by North, East to lead; the board's director created it."""
    director = server.person("td", "director")
    players = {seat: server.person(seat.lower()) for seat in SEATS}
    reply = director.post(
        "/boards", {"deal": DEAL, "seats": {s: p.name for s, p in players.items()}}
    )
    assert reply.status_code == 201, reply.text
    board_id = reply.json()["id"]
    for seat, call in zip("NESWN", ("1S", "Pass", "4S", "Pass", "Pass"), strict=False):
        made = players[seat].post(f"/boards/{board_id}/calls", {"seat": seat, "call": call})
        assert made.status_code == 201, made.text
    made = players["E"].post(f"/boards/{board_id}/calls", {"seat": "E", "call": "Pass"})
    assert made.status_code == 201, made.text
    return director, players, board_id


def claim_of(server: Server, board_id: str) -> Any:
    return server.admin.get(f"/boards/{board_id}").json()["claim"]


def test_west_objects_to_easts_concession(server: Server, watched: Watched) -> None:
    _, players, board_id = four_spades(server)
    conceded = players["E"].post(f"/boards/{board_id}/claims", {"seat": "E", "concede": 13})
    assert conceded.status_code == 201, conceded.text
    watched.sign_in(players["W"].token, f"/#/boards/{board_id}")
    watched.page.click("[data-testid=claim-object]")
    watched.page.wait_for_selector("form.claim")  # no claim now: the claim form is back
    assert claim_of(server, board_id) is None


def test_a_claim_with_its_statement_doubted_and_played_on(
    server: Server, watched: Watched, browser: Any
) -> None:
    director, players, board_id = four_spades(server)
    watched.sign_in(players["N"].token, f"/#/boards/{board_id}")
    watched.page.fill("#claim-tricks", "10")
    watched.page.fill("#claim-statement", "drawing trumps, then a cross-ruff")
    watched.page.click("form.claim button[type=submit]")
    watched.page.wait_for_selector("text=Statement: drawing trumps, then a cross-ruff")
    assert claim_of(server, board_id)["statement"] == "drawing trumps, then a cross-ruff"
    for seat, command in (("E", "dispute"), ("E", "play-on")):
        reply = players[seat].post(f"/boards/{board_id}/claims/{command}", {"seat": seat})
        assert reply.status_code == 200, reply.text
    # the director sees the statement beside the doubted claim
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(watched.base + "/")
        page.fill("input[name=token]", director.token)
        page.click("form.sign-in button[type=submit]")
        page.wait_for_selector("#who button")
        page.goto(f"{watched.base}/#/boards/{board_id}")
        page.wait_for_selector(".claim-review >> text=Statement: drawing trumps, then a cross-ruff")
    finally:
        context.close()
    # North agrees that play continue in the browser (his page polls), then the others
    watched.page.wait_for_selector("[data-testid=claim-play-on-N]")
    with watched.page.expect_response(lambda r: r.url.endswith("/claims/play-on")) as answer:
        watched.page.click("[data-testid=claim-play-on-N]")
    assert answer.value.status == 200
    for seat in ("S", "W"):
        reply = players[seat].post(f"/boards/{board_id}/claims/play-on", {"seat": seat})
        assert reply.status_code == 200, reply.text
    assert claim_of(server, board_id) is None  # all four agreed: play continues
    watched.screenshot("claim-played-on")
