"""A board live over HTTP (docs/contract.md "Live tables"): `GET /boards/{id}/stream`
sends the board as the requester may see it at once and after every recorded event, to
each player his own view, across two server processes on one store; before each view a
`table` event with the requester's legal moves and the tricks, as their routes answer
him; nothing a requester may not see; a stream closed by its client, or by the server
stopping."""

from __future__ import annotations

import subprocess
import time
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import httpx

from tests.conftest import database_url_for, drop_schema
from tests.e2e.conftest import _free_port, _wait_until_healthy, bridge_ledger
from tests.e2e.sse import BoardStream
from tests.e2e.table import DEAL, SEATS, Person, Server, Table
from tests.e2e.test_two_processes import Pair, on, pair  # noqa: F401 - the fixture


def stream_of(person: Person, board_id: str) -> BoardStream:
    base = str(person.server.client.base_url)
    return BoardStream(base, f"/boards/{board_id}/stream", person.token)


def test_each_player_sees_every_call_and_card_as_it_is_recorded(server: Server) -> None:
    table = Table.sit_down(server, deal=DEAL)
    with ExitStack() as stack:
        streams = {
            s: stack.enter_context(stream_of(table.players[s], table.board_id)) for s in SEATS
        }
        for seat, stream in streams.items():
            assert stream.status == 200
            assert stream.content_type.startswith("text/event-stream")
            assert stream.next_board() == table.view(seat)  # at once, as GET shows it
        view = table.view()
        for call in ("1NT", "Pass", "Pass", "Pass"):
            reply = table.call(view["next"], call)
            assert reply.status_code == 201, reply.text
            view = reply.json()
            for seat, stream in streams.items():
                pushed = stream.next_board()
                assert pushed == table.view(seat)
                assert pushed["version"] == view["version"]
        # the opening lead: each player's view of the deal is his own
        reply = table.play(view["next"], table.legal_card(view["next"]))
        assert reply.status_code == 201, reply.text
        for seat, stream in streams.items():
            pushed = stream.next_board()
            assert pushed == table.view(seat)
            hidden = [s for s in SEATS if s not in (seat, pushed["dummy"])]
            assert all(pushed["hands"][s] is None for s in hidden), (seat, pushed["hands"])
        assert all(stream.quiet(0.5) for stream in streams.values())  # one event, one push


def answers_of(person: Person, table: Table) -> dict[str, Any]:
    """What GET .../legal and GET .../tricks answer `person` now, with the board's version."""
    legal, tricks, board = (person.get(table.path(suffix)) for suffix in ("/legal", "/tricks", ""))
    assert legal.status_code == tricks.status_code == board.status_code == 200
    return {"version": board.json()["version"], "legal": legal.json(), "tricks": tricks.json()}


def test_each_view_comes_with_the_legal_moves_and_tricks_its_page_draws(server: Server) -> None:
    """The page redraws from the push alone: just before each `board` event a `table`
    event carries, for the same version, what GET .../legal and GET .../tricks answer the
    stream's requester (his own moves only: the others' legal lists stay empty)."""
    table = Table.sit_down(server, deal=DEAL)
    people = {**table.players, "director": server.admin}
    with ExitStack() as stack:
        streams = {
            who: stack.enter_context(stream_of(person, table.board_id))
            for who, person in people.items()
        }
        moves: list[tuple[str, str]] = [("call", c) for c in ("1NT", "Pass", "Pass", "Pass")]
        moves += [("card", "")] * 6  # the opening lead, then five more: into the second trick
        for kind, what in [("start", ""), *moves]:
            if kind != "start":
                seat = table.view()["next"]
                reply = (
                    table.call(seat, what)
                    if kind == "call"
                    else table.play(seat, table.legal_card(seat))
                )
                assert reply.status_code == 201, reply.text
            for who, stream in streams.items():
                pushed_table, pushed_board = stream.next_table(), stream.next_board()
                assert pushed_table["version"] == pushed_board["version"]
                assert pushed_table == answers_of(people[who], table), who
                next_seat = pushed_board["next"]
                if who == "director" or who != table.controller(next_seat):
                    assert pushed_table["legal"] == {"seat": None, "calls": [], "cards": []}
                else:
                    assert pushed_table["legal"]["seat"] == next_seat
        for who, stream in streams.items():
            # a table, then its board: one pair for each recorded event, none left unread
            assert stream.names == ["table", "board"] * (1 + len(moves)), who
            assert stream.quiet(0.3)


def test_a_stream_is_refused_to_whoever_may_not_see_the_board(server: Server) -> None:
    table = Table.sit_down(server)
    stranger = server.person("stranger")
    with stream_of(stranger, table.board_id) as refused:
        assert refused.status == 404
    reply = server.client.get(f"/boards/{table.board_id}/stream")
    assert reply.status_code == 401
    assert server.client.get("/boards/nothing/stream", headers=stranger.headers).status_code == 404


def test_a_call_through_one_process_reaches_a_stream_of_the_other(pair: Pair) -> None:  # noqa: F811
    table = Table.sit_down(pair.first)
    south_there = on(pair.second, table.players["S"])
    with stream_of(south_there, table.board_id) as stream:
        assert stream.next_board()["version"] == 1
        started = time.monotonic()
        reply = table.call(table.view()["next"], "1C")
        assert reply.status_code == 201, reply.text
        pushed = stream.next_board(timeout=5)
        assert pushed["version"] == 2
        assert [made["call"] for made in pushed["auction"]] == ["1C"]
        assert time.monotonic() - started < 2


def test_a_server_stopping_closes_its_streams_at_once(tmp_path: Path) -> None:
    url = database_url_for("sqlite", tmp_path)
    port = _free_port()
    command = [bridge_ledger(), "serve", "--port", str(port), "--data-dir", str(tmp_path),
               "--database-url", url]  # fmt: skip
    log_path = tmp_path / "serve.log"
    with open(log_path, "w") as log:
        process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
        try:
            base = f"http://127.0.0.1:{port}"
            _wait_until_healthy(base, process, log_path)
            with httpx.Client(base_url=base, timeout=30) as client:
                admin = Server(client, (tmp_path / "admin.token").read_text().strip(), "sqlite",
                               tmp_path).admin  # fmt: skip
                table = Table.sit_down(admin.server)
                with stream_of(admin, table.board_id) as stream:
                    assert stream.next_board()["version"] == 1
                    started = time.monotonic()
                    process.terminate()
                    process.wait(timeout=10)
                    assert time.monotonic() - started < 5
                    assert stream.boards.empty()
                assert stream.cut  # the browser reconnects to the next server, or polls
        finally:
            if process.poll() is None:
                process.kill()
            drop_schema(url)
