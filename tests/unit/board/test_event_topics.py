"""Stored events name their class by topic: moving an event's definition out of
domain/board.py must not change the topic old stores hold (docs/design.md 2)."""

from __future__ import annotations

from eventsourcing.domain import CanMutateAggregate
from eventsourcing.utils import get_topic, resolve_topic

from domain.board import Board


def board_events() -> list[type]:
    return [
        value
        for name, value in vars(Board).items()
        if isinstance(value, type) and issubclass(value, CanMutateAggregate) and name != "Event"
    ]


def test_every_board_event_keeps_its_topic_under_domain_board() -> None:
    events = board_events()
    assert len(events) >= 36  # the board's whole vocabulary, wherever each is defined
    for event in events:
        topic = get_topic(event)
        assert topic == f"domain.board:Board.{event.__name__}", topic
        assert resolve_topic(topic) is event
        assert issubclass(event, Board.Event)
