"""A session event stored by an older version of the code still reads, on both stores
(docs/design.md 2): `Session.ResultCorrected` version 1 recorded no table, round or lead;
version 2 keeps them (a corrected table's lead stayed out of the published results), and
its `upcast_v1_v2` reads an old correction as one with none."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from eventsourcing.persistence import StoredEvent

from api.services import open_services
from api.settings import Settings
from domain.actors import Actor, Role
from domain.session_commands import CorrectResult, CreateSession, EnterResult, ResultFacts
from tests.integration.test_upcasting import read_models

DIRECTOR = Actor("tony", Role.DIRECTOR)


def test_a_version_1_correction_reads_as_one_with_no_table_or_lead(settings: Settings) -> None:
    services = open_services(settings)
    try:
        ledger = services.scoring
        session = ledger.execute(DIRECTOR, CreateSession(name="Old evening"))
        entered = ResultFacts(1, "1", "4", "4S", "N", 10)
        session = ledger.execute(DIRECTOR, EnterResult(session_id=str(session.id), result=entered))
        state: dict[str, Any] = {
            "timestamp": datetime(2025, 3, 1, 21, 0, tzinfo=UTC), "board_number": 1,
            "ns": "1", "ew": "4", "contract": "4S", "declarer": "N", "tricks": 9,
            "score_ns": -50, "adjusted_ns": None, "adjusted_ew": None, "board_id": None,
            "actor": DIRECTOR.name,
        }  # fmt: skip
        encoded = ledger.mapper.transcoder.encode(state)
        if ledger.mapper.compressor:
            encoded = ledger.mapper.compressor.compress(encoded)
        if ledger.mapper.cipher:
            encoded = ledger.mapper.cipher.encrypt(encoded)
        old = StoredEvent(
            originator_id=session.id,
            originator_version=session.version + 1,
            topic="domain.session:Session.ResultCorrected",
            state=encoded,
        )
        ledger.recorder.insert_events([old])
    finally:
        services.close()

    services = open_services(settings)
    try:
        loaded = services.scoring.session(str(session.id))
        [result] = loaded.results
        assert (result.score_ns, result.table, result.round, result.lead) == (-50, None, None, None)
        again = ResultFacts(1, "1", "4", "4S", "N", 11)
        fixed = services.scoring.execute(
            DIRECTOR, CorrectResult(session_id=str(session.id), result=again)
        )
        assert fixed.results[0].score_ns == 450
        incremental = read_models(services)
        services.runner.rebuild()  # the read models from the log, the old event included
        assert read_models(services) == incremental
    finally:
        services.close()
