"""`ClaimMade` version 2 records whether a claim was a concession (Law 68B), and a
version 1 event, which did not, still reads: as a claim."""

from __future__ import annotations

import copy
import json
from datetime import UTC, datetime
from typing import Any
from uuid import UUID, uuid4

import pytest
from eventsourcing.persistence import Mapper, StoredEvent
from eventsourcing.utils import get_topic

from domain.application import BridgeLedger
from domain.board import Board
from domain.board.claims import AgreeToClaim, ClaimMade, MakeClaim
from domain.rules.cards import SEAT_ORDER
from tests.unit.board.support import ALICE, BOB, DAVE, act, in_play, play, rebuild
from tests.views import board_view_json as board_view

# A claim as version 1 of the code stored it: no `concession`, and no `class_version` key
# (the library writes that key only for classes whose class_version is above 1).
V1_STORED_STATE = (
    b'{"timestamp":{"_type_":"datetime_iso","_data_":"2025-01-01T12:00:00+00:00"},'
    b'"seat":"N","tricks":10,"statement":"the rest are mine","actor":"alice"}'
)
V1_STATE: dict[str, Any] = {
    "timestamp": datetime(2025, 1, 1, 12, tzinfo=UTC),
    "seat": "N",
    "tricks": 10,
    "statement": "the rest are mine",
    "actor": "alice",
}


def after_one_trick() -> Board:
    """3NT by N; N won trick 1, 12 tricks left, N to lead."""
    board = in_play()
    play(board, "HK H4 H3 HA")
    return board


def last_claim_event(board: Board) -> ClaimMade:
    event = board.pending_events[-1]
    assert isinstance(event, ClaimMade)
    return event


def test_the_event_class_is_at_version_2_under_its_stored_topic():
    assert ClaimMade.class_version == 2
    assert get_topic(ClaimMade) == "domain.board:Board.ClaimMade"


@pytest.mark.parametrize(
    ("tricks", "concede", "recorded_tricks", "concession"),
    [(10, None, 10, False), (None, 2, 10, True), (None, 0, 12, True), (0, None, 0, False)],
)
def test_a_claim_and_a_concession_record_which_they_were(
    tricks, concede, recorded_tricks, concession
):
    board = after_one_trick()
    act(board, ALICE, MakeClaim, seat="N", tricks=tricks, concede=concede)
    event = last_claim_event(board)
    assert (event.tricks, event.concession) == (recorded_tricks, concession)
    assert board.claims.pending is not None and board.claims.pending.concession is concession
    assert board_view(board, set(SEAT_ORDER))["claim"]["concession"] is concession
    folded = rebuild(board)
    assert folded.claims.pending is not None and folded.claims.pending.concession is concession


def test_a_defenders_concession_is_recorded_as_one():
    board = after_one_trick()
    act(board, DAVE, MakeClaim, seat="W", statement="take the rest", concede=12)
    event = last_claim_event(board)
    assert (event.seat, event.tricks, event.concession) == ("W", 0, True)
    act(board, ALICE, AgreeToClaim, seat="N")
    assert board.state.declarer_tricks == 13
    assert board.claims.pending is not None and board.claims.pending.concession


def test_a_copied_board_keeps_the_concession():
    board = after_one_trick()
    act(board, ALICE, MakeClaim, seat="N", concede=3)
    clone = copy.deepcopy(board)
    assert (
        clone.claims.pending is not None and clone.claims.pending == board.claims.pending
    )  # immutable, so shared
    assert clone.claims.pending.concession is True
    act(clone, BOB, AgreeToClaim, seat="E")
    assert board.claims.pending is not None and board.claims.pending.agreed_by == ()


def test_the_upcast_turns_a_version_1_state_into_version_2():
    state = dict(V1_STATE)
    ClaimMade.upcast_v1_v2(state)
    assert state == {**V1_STATE, "concession": False}


def mapper() -> Mapper[UUID]:
    """The application's own mapper, on the in-memory store."""
    app = BridgeLedger(env={"PERSISTENCE_MODULE": "eventsourcing.popo"})
    return app.mapper


def test_the_mapper_upcasts_a_stored_version_1_event():
    stored = StoredEvent(
        originator_id=uuid4(),
        originator_version=12,
        topic="domain.board:Board.ClaimMade",
        state=V1_STORED_STATE,
    )
    event = mapper().to_domain_event(stored)
    assert isinstance(event, ClaimMade)
    assert (event.seat, event.tricks, event.statement, event.actor) == (
        "N",
        10,
        "the rest are mine",
        "alice",
    )
    assert event.concession is False
    assert event.timestamp == datetime(2025, 1, 1, 12, tzinfo=UTC)


def test_a_version_2_event_is_stored_with_its_version_and_read_back_unchanged():
    board = after_one_trick()
    act(board, ALICE, MakeClaim, seat="N", concede=2)
    stored = mapper().to_stored_event(last_claim_event(board))
    assert json.loads(stored.state)["class_version"] == 2
    read_back = mapper().to_domain_event(stored)
    assert isinstance(read_back, ClaimMade) and read_back.concession is True
