"""Two stateless `serve --projections elsewhere` processes and one `bridge-ledger project`
process on one store (issue 20: "several stateless serve processes and projections as
their own process"): clients on both servers play a board, each reads what it wrote at
once (read-your-writes), the other server sees it too, and the read models the projecting
process wrote equal a rebuild from the log."""

from __future__ import annotations

import sys
import time
from contextlib import ExitStack
from pathlib import Path

import pytest

from api.services import open_services
from api.settings import Settings
from tests.conftest import STORES, database_url_for, drop_schema
from tests.e2e.table import Person, Server, Table
from tests.e2e.test_two_processes import _serve, on, start_logged
from tests.integration.test_upcasting import read_models

DEAL = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96"


def _project(stack: ExitStack, data_dir: Path, url: str) -> None:
    command = [str(Path(sys.executable).parent / "bridge-ledger"), "project",
               "--data-dir", str(data_dir), "--database-url", url]  # fmt: skip
    log_path = data_dir / "project.log"
    process = start_logged(stack, command, log_path)
    deadline = time.monotonic() + 60
    while "Projecting" not in log_path.read_text():
        if process.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError(f"bridge-ledger project did not start:\n{log_path.read_text()}")
        time.sleep(0.05)


@pytest.mark.parametrize("store", STORES)
def test_two_servers_and_one_projecting_process(store: str, tmp_path: Path) -> None:
    url = database_url_for(store, tmp_path)
    try:
        with ExitStack() as stack:
            _project(stack, tmp_path, url)  # makes the store; the servers find it made
            first = _serve(stack, tmp_path, url, "first", "--projections", "elsewhere")
            second = _serve(stack, tmp_path, url, "second", "--projections", "elsewhere")
            token = (tmp_path / "admin.token").read_text().strip()
            one, two = Server(first, token, store, tmp_path), Server(second, token, store, tmp_path)
            table = Table.sit_down(one, deal=DEAL)
            # the board list is a read model: the server that wrote shows it at once
            assert table.board_id in {b["id"] for b in table.players["N"].boards()}
            there = {seat: on(two, person) for seat, person in table.players.items()}
            for index, call in enumerate(("1NT", "Pass", "3NT", "Pass", "Pass", "Pass")):
                seat = table.view()["next"]
                person: Person = there[seat] if index % 2 else table.players[seat]
                made = person.post(table.path("/calls"), {"seat": seat, "call": call})
                assert made.status_code == 201, made.text
                listed = {b["id"]: b for b in person.boards()}  # read-your-writes
                assert listed[table.board_id]["phase"] == ("play" if index == 5 else "auction")
            for turn in range(8):
                seat = table.view()["next"]
                hand = table.controller(seat)  # declarer plays dummy's cards
                person = there[hand] if turn % 2 else table.players[hand]
                card = table.legal_card(seat)
                assert (
                    person.post(table.path("/plays"), {"seat": seat, "card": card}).status_code
                    == 201
                )
                tricks = person.get(table.path("/tricks")).json()  # a read model too
                assert sum(len(t["cards"]) for t in tricks) == turn + 1
            assert {b["id"] for b in there["E"].boards()} == {
                b["id"] for b in table.players["E"].boards()
            }
        services = open_services(Settings(tmp_path, url))
        try:
            written = read_models(services)
            assert services.runner.rebuild() > 0
            assert read_models(services) == written
        finally:
            services.close()
    finally:
        drop_schema(url)
