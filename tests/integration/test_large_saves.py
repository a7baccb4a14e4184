"""Large saves, on both stores: an import of several megabytes of events is one
transaction that completes, and the board log's PostgreSQL recorder keeps the library's
guarantees on the path it takes for them (projections/postgres_recorder.py).

On PostgreSQL an import of 598 boards (27,000 events, one INSERT of several megabytes)
used to stall for good inside psycopg's pipeline mode: the server waited for the rest of
the statement and the client for its results, the board log's table locked meanwhile.
"""

from __future__ import annotations

import faulthandler
from collections.abc import Iterator
from pathlib import Path

import pytest

from api.services import Services, open_services
from domain.actors import Actor, Role
from domain.board.calls import MakeCall
from domain.board.new_board import CreateBoard
from interchange.importer import import_records
from interchange.pbn_reader import decode, read_pbn
from interchange.records import GameRecord
from projections import postgres_recorder
from projections.boards import BoardFilter, BoardSummaries
from tests.unit.board.support import act

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
OWNER = Actor("alice", Role.PLAYER)
# A stalled save never returns: rather than hold CI for its whole time, the worker dumps
# its threads and ends (the test fails as a crashed worker).
STALLED_AFTER = 240.0


@pytest.fixture
def watchdog() -> Iterator[None]:
    faulthandler.dump_traceback_later(STALLED_AFTER, exit=True)
    try:
        yield
    finally:
        faulthandler.cancel_dump_traceback_later()


def _records(copies: int) -> list[GameRecord]:
    text = decode((FIXTURES / "pbn" / "endplay-example2.pbn").read_bytes())
    return [r for r in read_pbn(text) if isinstance(r, GameRecord)] * copies


def _listed(services: Services) -> int:
    services.runner.catch_up()
    rows, _ = BoardSummaries.page(services.database, OWNER.name, False, BoardFilter(), 1000)
    return len(rows)


def test_an_import_of_several_megabytes_is_saved_whole(services: Services, watchdog: None) -> None:
    services.app.register_user(OWNER.name, Role.PLAYER)
    records = _records(2)
    report = import_records(services.app, OWNER, records)
    assert len(report.boards) == 598 and report.refused == ()
    assert _listed(services) == 598  # every event projected: the notification ids are whole
    last = report.boards[-1].board
    assert services.app.board(OWNER, str(last.id)).version == last.version


def test_the_large_save_path_refuses_a_stale_save_and_keeps_the_winner(
    services: Services, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every save takes the path of large saves here (PostgreSQL's COPY from one event on):
    it must still lock, insert and refuse a stale version."""
    monkeypatch.setattr(postgres_recorder, "COPIED_FROM", 1)
    services.app.register_user(OWNER.name, Role.PLAYER)
    board = services.app.create_board(OWNER, CreateBoard(seed=1))
    other = open_services(services.settings)
    try:
        mine = services.app.board(OWNER, board.id)
        theirs = other.app.board(OWNER, board.id)
        act(mine, OWNER, MakeCall, seat="N", call="1C")
        act(theirs, OWNER, MakeCall, seat="N", call="1D")
        services.app.save(mine)
        with pytest.raises(Exception) as raised:
            other.app.save(theirs)
        assert "Integrity" in type(raised.value).__name__
    finally:
        other.close()
    final = services.app.board(OWNER, board.id)
    assert [str(c) for c in final.state.auction.calls] == ["1C"] and final.version == 2
    assert _listed(services) == 1
