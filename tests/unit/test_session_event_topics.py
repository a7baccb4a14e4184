"""Stored session events name their class by topic: the Session aggregate's events stay
nested in domain/session.py, whatever module records them (domain/session_results.py,
domain/session_tables.py), so the topics old stores hold stay `domain.session:Session.<name>`.
Every topic is pinned here, written out, so a renamed or moved event class cannot go
unnoticed (as tests/unit/board/test_event_topics.py does for the board)."""

from __future__ import annotations

from eventsourcing.domain import Aggregate
from eventsourcing.utils import get_topic, resolve_topic

import domain.scoring_application  # noqa: F401 - every module that records session events
from domain.session import Session

# Every session event stored by 0.9.0, and those added since.
TOPICS = {
    f"domain.session:Session.{name}"
    for name in (
        "Created",
        "ResultEntered",
        "ResultCorrected",
        "PairNamed",
        "TeamNamed",
        "MovementSet",  # 0.11.0: a club evening
        "PairUsersNamed",
        "TableResultEntered",
        "ResultConfirmed",
        "BoardSetChosen",  # 0.12.0
        "HandRecordsReleased",
        "WrongBoardPlayed",  # 0.15.0: Law 15B2
        "BoardFouled",  # 0.15.0: Law 87
        "PairScoreAdjusted",  # 0.16.0: Law 15B3, a pair's artificial score alone
        "PairScoreWithdrawn",
        "PenaltyImposed",  # 0.17.0: Law 90, a procedural penalty
        "PenaltyWithdrawn",
        "TableBoardStarted",  # 0.18.0: a session's board played at the table in the ledger
        "TableBoardScored",
        "SystemNamed",  # 0.19.0: the session's (or a pair's) bidding system
    )
}
BASES = {"Event", "ResultRecorded"}  # bases, never stored themselves


def session_events() -> set[type]:
    return {
        value
        for value in vars(Session).values()
        if isinstance(value, type) and issubclass(value, Aggregate.Event)
    }


def test_every_topic_resolves_to_a_session_event_of_that_name() -> None:
    for topic in TOPICS:
        event = resolve_topic(topic)
        assert issubclass(event, Aggregate.Event), topic
        assert get_topic(event) == topic
        assert topic.rsplit(".", 1)[1] == event.__name__


def test_every_session_event_is_pinned() -> None:
    stored = {get_topic(event) for event in session_events() if event.__name__ not in BASES}
    assert stored == TOPICS


def test_the_aggregate_keeps_its_topic() -> None:
    assert get_topic(Session) == "domain.session:Session"
    assert resolve_topic("domain.session:Session") is Session
