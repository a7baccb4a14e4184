"""Replay from in-memory snapshots equals folding the events from the start."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any
from uuid import UUID

from eventsourcing.domain import CanMutateAggregate

from domain.actors import Actor, Role
from domain.board import Board
from domain.board.calls import MakeCall
from domain.board.new_board import CreateBoard, create_board
from domain.board.play import PlayCard
from domain.board.rewind import UndoLastAction
from domain.history import EventHistory
from domain.rules.cards import SEAT_ORDER
from domain.rules.play import legal_cards
from tests.unit.board.support import act
from tests.views import board_view_json as board_view

ALICE = Actor("alice", Role.PLAYER)


class FakeStore:
    """Serves stored events the way the event store's get(gt=, lte=) does."""

    def __init__(self, events: Sequence[CanMutateAggregate[UUID]]) -> None:
        self.events = events
        self.reads = 0

    def get(self, _: UUID, gt: int = 0, lte: int | None = None) -> list[CanMutateAggregate[UUID]]:
        self.reads += 1
        return [e for e in self.events if gt < e.originator_version <= (lte or 10**9)]


def played_board(seed: int) -> Board:
    board = create_board(ALICE, CreateBoard(seed=seed), lambda name: name)
    rng = random.Random(seed)
    for call in ("1NT", "Pass", "3NT", "Pass", "Pass", "Pass"):
        seat = board.state.next_seat
        assert seat is not None
        act(board, ALICE, MakeCall, seat=seat, call=call)
    while not board.phase.is_over:
        seat = board.state.next_seat
        assert seat is not None
        trick = board.state.tricks[-1].cards if board.state.tricks else []
        trick = [] if len(trick) == 4 else trick
        act(
            board,
            ALICE,
            PlayCard,
            seat=seat,
            card=str(rng.choice(sorted(legal_cards(board.state.remaining[seat], trick)))),
        )
        if rng.random() < 0.1 and not board.phase.is_over:
            act(board, ALICE, UndoLastAction)
    return board


def test_every_step_in_any_order_matches_a_fresh_fold() -> None:
    board = played_board(3)
    events = board.collect_events()
    store = FakeStore(events)
    history = EventHistory()
    history.upto(store, board.id, len(events))  # as the application does, up to "now"
    steps = list(range(1, len(events) + 1))
    random.Random(1).shuffle(steps)
    everything = set(SEAT_ORDER)
    for count in steps:
        fresh: Any = None
        for event in events[:count]:
            fresh = event.mutate(fresh)
        replayed = history.state_after(store, board.id, count)
        assert board_view(replayed, everything) == board_view(fresh, everything)
    assert store.reads == 1  # the events were read once and then served from memory


def test_a_replayed_board_is_a_private_copy() -> None:
    board = played_board(4)
    events = board.collect_events()
    history = EventHistory()
    first = history.state_after(FakeStore(events), board.id, 20)
    first.closed = True
    again = history.state_after(FakeStore(events), board.id, 20)
    assert again.closed is False
    assert isinstance(first.state.remaining[SEAT_ORDER[0]], frozenset)  # immutable table
