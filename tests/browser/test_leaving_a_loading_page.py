"""A page still loading when the reader moves on does not draw over the page he went to
(api/static/js/app.js gives each page a main element of its own): a board whose answer is
slow, left for the boards list before it comes, draws nowhere once it comes, opens no
stream, and a later call on that board leaves the list alone. Seen in CI: a player who
left a board for his table's page before the board had loaded got the board back over
the table page at the next call."""

from __future__ import annotations

from typing import Any

from tests.browser.conftest import Watched
from tests.e2e.table import DEAL, Server, Table


def test_a_board_left_while_it_loads_draws_nowhere(server: Server, watched: Watched) -> None:
    table = Table.sit_down(server, deal=DEAL, dealer="N")
    page = watched.page
    watched.sign_in(table.players["N"].token)
    page.wait_for_selector("[data-testid=boards]")
    board_url = f"{watched.base}/boards/{table.board_id}"
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url))

    held: list[Any] = []
    page.route(board_url, lambda route: held.append(route))  # its first answer waits
    page.evaluate(f"() => {{ window.location.hash = '#/boards/{table.board_id}'; }}")
    for _ in range(200):
        if held:
            break
        page.wait_for_timeout(25)
    assert held, "the board page never asked for its board"

    with page.expect_response(lambda response: "/boards?" in response.url):
        page.evaluate("() => { window.location.hash = '#/'; }")
    page.wait_for_selector("[data-testid=boards]")
    with page.expect_response(f"{board_url}/legal"):  # the left page goes on loading...
        held[0].continue_()
    page.unroute(board_url)
    page.wait_for_timeout(300)  # ...and draws, where it would draw, in the next moments

    assert page.locator("[data-testid=boards]").count() == 1
    assert page.locator("[data-testid=auction]").count() == 0
    assert page.locator("main").count() == 1
    assert f"{board_url}/stream" not in asked  # no stream for a page no longer shown

    assert table.call("N", "1C").status_code == 201
    page.wait_for_timeout(2500)  # a stream's push, or a poll's 2 s, would have come by now
    assert page.locator("[data-testid=boards]").count() == 1
    assert page.locator("[data-testid=auction]").count() == 0
