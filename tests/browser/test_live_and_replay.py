"""Live tables and the replay in headless Chromium (docs/contract.md "Robots, practice and
live tables"): four players at four browsers each see the others' calls and cards pushed
by the board's stream, with no poll request; a replay step lists exactly the tricks
played by then, the trick at its compass seats, and the double-dummy line DDS gives; a
finished board shows the deal; the boards list names event, players, contract and
result; a system's openings come before its overcalls."""

from __future__ import annotations

import time
from contextlib import ExitStack
from pathlib import Path
from typing import Any

from tests.browser.conftest import Watched, watching
from tests.e2e.table import DEAL, SEATS, Server, Table
from tests.e2e.test_replay_double_dummy import declarer_best

VERSION_ABOVE = "() => Number(document.getElementById('main').dataset.version || 0) > {above}"
STEP_IS = "() => document.querySelector('[data-testid=step]')?.textContent === '{step}'"


def version_of(watched: Watched) -> int:
    return int(watched.page.eval_on_selector("#main", "main => main.dataset.version || 0"))


def test_four_browsers_see_each_call_and_card_pushed_without_polling(
    any_store: Server, browser: Any, screenshots: Path
) -> None:
    table = Table.sit_down(any_store, deal=DEAL, dealer="N")
    base = str(any_store.client.base_url).rstrip("/")
    with ExitStack() as stack:
        pages = {seat: stack.enter_context(watching(browser, base, screenshots)) for seat in SEATS}
        asked: dict[str, list[str]] = {seat: [] for seat in SEATS}
        for seat, watched in pages.items():
            watched.page.on("request", lambda r, s=seat: asked[s].append(f"{r.method} {r.url}"))
            watched.sign_in(table.players[seat].token, f"/#/boards/{table.board_id}")
            watched.page.wait_for_function(VERSION_ABOVE.format(above=0))
        board_url = f"{base}/boards/{table.board_id}"
        for seat in SEATS:  # each page reads its board once, then only listens
            assert asked[seat].count(f"GET {board_url}") == 1, asked[seat]
            assert f"GET {board_url}/stream" in asked[seat]
        slowest = 0.0
        latencies: list[float] = []
        clicks = dict.fromkeys(SEATS, 0)

        def everyone_sees(version: int, started: float) -> None:
            nonlocal slowest
            for watched in pages.values():
                watched.page.wait_for_function(VERSION_ABOVE.format(above=version - 1))
                slowest = max(slowest, time.perf_counter() - started)
            latencies.append(time.perf_counter() - started)

        for call in ("1NT", "Pass", "Pass", "Pass"):
            view = table.view()
            started = time.perf_counter()
            pages[view["next"]].page.click(f".bidding-box [data-call='{call}']")
            clicks[view["next"]] += 1
            everyone_sees(view["version"] + 1, started)
        for seat, watched in pages.items():
            shown = watched.page.eval_on_selector_all(
                "[data-testid=auction] [data-call]", "cells => cells.map(c => c.dataset.call)"
            )
            assert shown == ["1NT", "Pass", "Pass", "Pass"], seat
        for _ in range(8):  # two tricks, dummy's cards clicked in declarer's browser
            view = table.view()
            started = time.perf_counter()
            pages[table.controller(view["next"])].page.click("button.card.playable >> nth=0")
            clicks[table.controller(view["next"])] += 1
            everyone_sees(view["version"] + 1, started)
        final = table.view()
        for seat, watched in pages.items():
            assert version_of(watched) == final["version"]
            cards = watched.page.eval_on_selector_all(
                "[data-testid=tricks] .trick-card", "cards => cards.map(c => c.dataset.card)"
            )
            assert len(cards) == 8
            hidden = [s for s in SEATS if s not in (seat, "S")]  # South is dummy
            for other in hidden:
                shown = watched.page.locator(f"[data-testid=hand-{other}] [data-card]").count()
                assert shown == 0, (seat, other)
            polls = [a for a in asked[seat] if a == f"GET {board_url}"]
            assert len(polls) == 1, f"{seat}'s page polled: {asked[seat]}"
            # a push carries the legal moves and the tricks: a page fetches them for its
            # first view and at most once for each of its own clicks, never for a push
            for suffix in ("/legal", "/tricks"):
                fetched = asked[seat].count(f"GET {board_url}{suffix}")
                assert 1 <= fetched <= 1 + clicks[seat], (seat, suffix, fetched, clicks[seat])
        pages["E"].screenshot("board-live-east")
    latencies.sort()
    print(
        f"\nfrom a click until all four browsers redrew ({any_store.store}, "
        f"{len(latencies)} clicks): median {1000 * latencies[len(latencies) // 2]:.0f} ms, "
        f"slowest {1000 * slowest:.0f} ms"
    )


def played_board(server: Server) -> Table:
    table = Table.sit_down(server, deal=DEAL, dealer="N")
    table.bid("1NT", "Pass", "Pass", "Pass")
    table.play_tricks(52)
    return table


def test_a_replay_step_shows_the_tricks_so_far_and_the_double_dummy_line(
    server: Server, watched: Watched
) -> None:
    table = played_board(server)
    admin = server.admin
    watched.sign_in(admin.token, f"/#/boards/{table.board_id}?step=0")
    watched.page.wait_for_function(STEP_IS.format(step=0))
    assert watched.page.locator("[data-testid=tricks]").count() == 0  # none played yet
    assert watched.page.inner_text("[data-testid=step-first]") == "« First"
    assert watched.page.inner_text("[data-testid=step-last]") == "Last »"
    # West's six diamonds on one line
    tops = watched.page.eval_on_selector_all(
        "[data-testid=hand-W] .suit-row:nth-child(3) .card", "cards => cards.map(c => c.offsetTop)"
    )
    assert len(tops) == 6 and len(set(tops)) == 1, tops
    played: list[tuple[str, str]] = []
    for step in (5, 6, 7, 8, 9, 12, 20, 33, 45, 56):
        watched.page.goto(f"{watched.base}/#/boards/{table.board_id}?step={step}")
        watched.page.wait_for_function(STEP_IS.format(step=step))
        expected = admin.get(table.path("/replay/tricks"), step=step).json()
        rows = watched.page.eval_on_selector_all(
            "[data-testid=tricks] tbody tr",
            "rows => rows.map(r => [...r.querySelectorAll('.trick-card')]"
            ".map(c => c.dataset.card))",
        )
        assert rows == [[c["card"] for c in trick["cards"]] for trick in expected], step
        played = [(c["seat"], c["card"]) for trick in expected for c in trick["cards"]]
        assert len(played) == step - 4
        watched.page.wait_for_selector("[data-testid=dd-tricks]")
        shown = int(watched.page.inner_text("[data-testid=dd-tricks]"))
        assert shown == declarer_best(played, "N", "NT"), step
        cost = admin.get(table.path("/replay"), step=step, analysis="dd").json()["dd"]["cost"]
        marked = watched.page.locator(".played-card.cost").count()
        assert marked == (1 if cost["tricks"] > 0 else 0), (step, cost)
        if step == 7:  # three cards of trick 1 at their seats: E leads, S, W follow
            boxes = {
                seat: watched.page.locator(f".played-card[data-seat={seat}]").bounding_box()
                for seat in ("E", "S", "W")
            }
            assert boxes["W"]["x"] < boxes["S"]["x"] < boxes["E"]["x"]
            assert boxes["S"]["y"] > boxes["E"]["y"] and boxes["S"]["y"] > boxes["W"]["y"]
            watched.screenshot("board-replay-double-dummy")
    # the board over: the deal as dealt, all 52 cards
    watched.page.goto(f"{watched.base}/#/boards/{table.board_id}")
    watched.page.wait_for_selector("[data-testid=hand-N] [data-card]")
    for seat in SEATS:
        assert watched.page.locator(f"[data-testid=hand-{seat}] [data-card]").count() == 13


def test_the_boards_list_names_event_players_contract_and_result(
    server: Server, watched: Watched
) -> None:
    table = played_board(server)
    session = server.admin.post("/sessions", {"name": "Friday pairs", "scoring": "MP"})
    assert session.status_code == 201, session.text
    number = table.view()["board_number"]
    result = {"board_number": number, "ns": "1", "ew": "2", "board_id": table.board_id}
    reply = server.admin.post(f"/sessions/{session.json()['id']}/results", result)
    assert reply.status_code in (200, 201), reply.text
    north = table.players["N"]
    watched.sign_in(north.token)
    row = watched.page.locator(f"[data-board='{table.board_id}']")
    row.wait_for()
    text = row.inner_text()
    assert "Friday pairs" in text
    assert f"{table.players['N'].name} & {table.players['S'].name}" in text
    assert f"{table.players['E'].name} & {table.players['W'].name}" in text
    score = server.admin.get(table.path("/score")).json()
    assert f"NS {score['NS']}" in text
    watched.page.fill("#player", table.players["E"].name)
    watched.page.click(".boards-filter button[type=submit]")
    watched.page.wait_for_function("() => location.hash.includes('player=')")
    watched.page.wait_for_selector(f"[data-board='{table.board_id}']")
    assert watched.page.locator("[data-testid=boards] tbody tr").count() == 1
    watched.screenshot("boards-filtered")


def test_a_system_lists_its_openings_before_its_overcalls(server: Server, watched: Watched) -> None:
    reply = server.admin.post("/systems", {"name": "Ours", "base": "sayc", "conventions": []})
    assert reply.status_code == 201, reply.text
    watched.sign_in(server.admin_token, f"/#/systems/{reply.json()['id']}")
    watched.page.wait_for_selector("[data-testid=continuations] li")
    shown = watched.page.eval_on_selector_all(
        "[data-testid=continuations] li a", "links => links.map(a => a.textContent)"
    )
    overcalls = [i for i, sequence in enumerate(shown) if sequence.startswith("(")]
    openings = [i for i, sequence in enumerate(shown) if not sequence.startswith("(")]
    assert openings and overcalls and max(openings) < min(overcalls), shown[:10]
    assert shown[0] == "1c", shown[:5]  # first seat's openings first, from the lowest


def test_a_replay_step_says_why_it_cannot_be_played_again(server: Server, watched: Watched) -> None:
    """0.24.0: where POST /practice refuses, the replay page shows the server's sentence
    (`practice_refused_because`) in place of "play again from here", and the form where
    it does not."""
    table = played_board(server)
    admin = server.admin
    last = admin.get(table.path()).json()["version"] - 1
    why = admin.get(table.path("/replay"), step=last).json()["practice_refused_because"]
    assert why is not None and "every trick is played" in why
    watched.sign_in(admin.token, f"/#/boards/{table.board_id}?step={last}")
    watched.page.wait_for_function(STEP_IS.format(step=last))
    watched.page.wait_for_selector("[data-testid=practice-refused]")
    assert watched.page.inner_text("[data-testid=practice-refused]") == why
    assert watched.page.locator("[data-testid=practice-form]").count() == 0
    watched.page.goto(f"{watched.base}/#/boards/{table.board_id}?step={last - 1}")
    watched.page.wait_for_function(STEP_IS.format(step=last - 1))
    watched.page.wait_for_selector("[data-testid=practice-form]")
    assert watched.page.locator("[data-testid=practice-refused]").count() == 0
