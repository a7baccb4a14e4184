"""An import's save goes its own way into each store (one statement run over all its
events on SQLite, a binary COPY on PostgreSQL: projections/recorders.py,
projections/postgres_recorder.py), and stores what the library stores: each event as
the library's mapper encodes it, in the import's order, under the notification ids the
save reported; the read models it wrote are row for row what a rebuild from the log
writes; and a save that fails leaves nothing of the import, on both stores."""

from __future__ import annotations

from copy import deepcopy
from pathlib import Path
from typing import Any

import pytest
from eventsourcing.persistence import IntegrityError, Recording

from api.services import Services
from domain.actors import Actor, Role
from domain.board import Board
from interchange.importer import ImportReport, reenact_records, save_import
from interchange.pbn_reader import decode, read_pbn
from projections.postgres_recorder import COPIED_FROM
from tests.integration.test_rebuild_batches import every_read_model

REAL_FILE = Path(__file__).parent.parent / "fixtures" / "pbn" / "endplay-example2.pbn"
OWNER = Actor("importer", Role.PLAYER)


def _stored(services: Services) -> list[tuple[Any, ...]]:
    """The whole board log as stored: (id, originator, version, topic, state bytes)."""
    log = services.app.recorder.select_notifications(start=1, limit=1_000_000)
    return [
        (n.id, str(n.originator_id), n.originator_version, n.topic, bytes(n.state)) for n in log
    ]


def _imported(services: Services) -> tuple[ImportReport, list[Any], list[Recording[Any]]]:
    """The real file (299 table records) imported in one save: the report, the domain
    events the re-enacted boards held before the save, and the save's recordings."""
    services.app.register_user(OWNER.name, OWNER.role)
    recorded: list[Recording[Any]] = []
    services.app.after_save(recorded.extend)
    report = _reenacted(services)
    events = [event for item in report.boards for event in item.board.pending_events]
    save_import(services.app, report)
    return report, events, recorded


def _reenacted(services: Services) -> ImportReport:
    report = reenact_records(services.app, OWNER, read_pbn(decode(REAL_FILE.read_bytes())))
    assert len(report.boards) == 299 and report.refused_count == 0
    return report


def test_an_import_stores_each_event_as_the_library_encodes_it(services: Services) -> None:
    report, events, recorded = _imported(services)
    assert len(events) > COPIED_FROM * 100  # the bulk way on both stores, many times over
    expected = [services.app.mapper.to_stored_event(event) for event in events]
    stored = _stored(services)[1:]  # after the owner's registration
    assert [row[1:] for row in stored] == [
        (str(e.originator_id), e.originator_version, e.topic, bytes(e.state)) for e in expected
    ]
    # The ids the save reported are the log's, in the log's order, one after the other.
    ids = [row[0] for row in stored]
    assert [r.notification.id for r in recorded] == ids
    assert ids == list(range(ids[0], ids[0] + len(ids)))
    assert [r.domain_event for r in recorded] == events
    # Every board loads back from the store as it was re-enacted.
    for item in report.boards[::37]:
        loaded: Board = services.app.repository.get(item.board.id, deepcopy_from_cache=False)
        assert loaded.version == item.board.version
        assert loaded.state == item.board.state and loaded.actions == item.board.actions


def test_the_read_models_an_import_writes_are_what_a_rebuild_writes(
    services: Services,
) -> None:
    _imported(services)
    last = services.app.recorder.max_notification_id()
    assert set(services.runner.positions().values()) == {last}
    written = every_read_model(services)
    assert len(written["board_summaries"]) == 299
    services.runner.rebuild()
    assert every_read_model(services) == written


def test_an_import_whose_save_fails_leaves_nothing(services: Services) -> None:
    report, events, _ = _imported(services)
    stored = _stored(services)
    read_models = every_read_model(services)
    # The file again, and after it a board already stored: its creation's version is
    # taken, so the store refuses the save once every other board's events went in.
    again = _reenacted(services)
    clash = deepcopy(report.boards[0].board)
    clash._pending_events = [events[0]]
    with pytest.raises(IntegrityError):
        services.app.save_boards([*(item.board for item in again.boards), clash])
    assert _stored(services) == stored
    assert every_read_model(services) == read_models
