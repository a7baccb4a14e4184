"""The session rulings read model (projections/session_rulings.py) on both stores: a
director's correction and adjusted score that cite a Law listed beside the boards'
rulings, with the session, board number and pairs; filtered as GET /rulings filters; for
admins and the session's director only; the same rebuilt from the log."""

from __future__ import annotations

from api.services import Services
from domain.actors import Actor, Role
from domain.session_commands import CorrectResult, CreateSession, EnterResult, ResultFacts
from projections.rulings import RulingFilter
from projections.session_rulings import (
    DIRECTORS_TABLE,
    TABLE,
    SessionPlace,
    SessionRulingView,
    audit_page,
)

TD = Actor("tony", Role.DIRECTOR)
OTHER_TD = Actor("dora", Role.DIRECTOR)
PLAYER = Actor("pat", Role.PLAYER)


def _evening(services: Services) -> str:
    ledger = services.scoring
    session_id = str(ledger.execute(TD, CreateSession(name="Club night")).id)
    for facts in (
        ResultFacts(1, "1", "4", "4S", "N", 10),
        ResultFacts(1, "2", "3", "4S", "N", 10),
        ResultFacts(
            2,
            "1",
            "4",
            adjusted_ns=60,
            adjusted_ew=40,
            law="12C2",
            explanation="Board fouled: no play possible.",
        ),
    ):
        ledger.execute(TD, EnterResult(session_id=session_id, result=facts))
    fixed = ResultFacts(1, "2", "3", "4S", "N", 9, law="12C1(d)",
                        explanation="Tempo break before 4S.")  # fmt: skip
    ledger.execute(TD, CorrectResult(session_id=session_id, result=fixed))
    plain = ResultFacts(1, "1", "4", "4S", "N", 11)  # a scoring slip: no ruling
    ledger.execute(TD, CorrectResult(session_id=session_id, result=plain))
    return session_id


def test_session_rulings_are_listed_filtered_and_shown_to_their_director(
    services: Services,
) -> None:
    session_id = _evening(services)
    everything = audit_page(
        services.database, RulingFilter(viewer="root", everything=True), limit=50
    )
    sessions = [r for r in everything if isinstance(r, SessionRulingView)]
    assert [(r.kind, r.law, r.explanation, r.director, r.NS, r.EW, r.session)
            for r in sessions] == [
        ("session_adjusted_score", "12C2", "Board fouled: no play possible.", "tony", 60, 40,
         SessionPlace(session_id, 2, "1", "4")),
        ("session_correction", "12C1(d)", "Tempo break before 4S.", "tony", -50, 50,
         SessionPlace(session_id, 1, "2", "3")),
    ]  # fmt: skip
    assert all(r.board == session_id for r in sessions)
    by_law = audit_page(
        services.database, RulingFilter(viewer="root", everything=True, law="12C1(d)"), limit=50
    )
    assert [r.kind for r in by_law] == ["session_correction"]
    dora = RulingFilter(viewer="root", everything=True, director="dora")
    assert audit_page(services.database, dora, limit=50) == []
    mine = audit_page(services.database, RulingFilter(viewer=TD.name, everything=False), limit=50)
    assert [r.law for r in mine] == ["12C2", "12C1(d)"]
    for outsider in (OTHER_TD, PLAYER):
        outside = RulingFilter(viewer=outsider.name, everything=False)
        assert audit_page(services.database, outside, limit=50) == []
    # A page of one, then the next from the first's position.
    [first] = audit_page(services.database, RulingFilter(viewer=TD.name, everything=False), limit=1)
    after = (first.at, first.board, first.number)
    [second] = audit_page(
        services.database, RulingFilter(viewer=TD.name, everything=False), limit=1, after=after
    )
    assert (first.law, second.law) == ("12C2", "12C1(d)")


def _tables(services: Services) -> dict[str, list[tuple[object, ...]]]:
    return {
        table: sorted(services.database.query(f"SELECT * FROM {table}"), key=repr)
        for table in (TABLE, DIRECTORS_TABLE)
    }


def test_the_session_rulings_rebuild_from_the_log_as_they_were(services: Services) -> None:
    _evening(services)
    incremental = _tables(services)
    services.scoring_runner.rebuild()
    assert _tables(services) == incremental
    rebuilt = audit_page(services.database, RulingFilter(viewer="root", everything=True), limit=50)
    assert [r.law for r in rebuilt] == ["12C2", "12C1(d)"]
