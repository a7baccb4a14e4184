"""The trick an irregular lead or play goes to is recorded when it happens, and loading a
board only reads it (the past is not judged again at every load).

Law 63A1 (2017): "A revoke becomes established: 1. when the offender or his partner leads
or plays to the following trick (any such play, legal or illegal, establishes the
revoke)." A lead out of turn (Laws 53-56), a premature lead or play (Law 57A) and a
defender's card before declarer leads from the correct hand (Law 60B) are such plays:
`LeadOutOfTurn`, `PrematurePlayMade` and `PlayedBeforeDeclarersLead` (version 2) record
the trick they went to. Version 1 did not; its events, still in stores, load as they did.
"""

from __future__ import annotations

from contextlib import suppress
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

import pytest
from eventsourcing.domain import CanMutateAggregate
from eventsourcing.persistence import Mapper, StoredEvent
from hypothesis import event, given, settings
from hypothesis import strategies as st

from domain.application import BridgeLedger
from domain.board import Board
from domain.board.family import waiting
from domain.board.lead_events import LeadOutOfTurn, PlayedBeforeDeclarersLead
from domain.board.lead_restrictions import RestrictLead
from domain.board.leads import DecideLeadOutOfTurn
from domain.board.play import PlayCard
from domain.board.premature import DecidePrematurePlay, PrematurePlayMade
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import SEAT_ORDER, Card
from domain.rules.errors import RuleViolation
from domain.rules.play import legal_cards
from tests.unit.board.support import (
    ALICE,
    BOB,
    DAVE,
    TD,
    TO_4S,
    act,
    bid,
    holder,
    in_four_spades,
    new_board,
    open_trick,
    play,
    rebuild,
)
from tests.views import board_view_json as board_view

RECORDING_THE_TRICK = (LeadOutOfTurn, PrematurePlayMade, PlayedBeforeDeclarersLead)
TOPICS = {f"domain.board:Board.{kind.__name__}" for kind in RECORDING_THE_TRICK}

# A lead out of turn as version 1 of the code stored it: no `trick`, and no `class_version`
# key (the library writes that key only for classes whose class_version is above 1).
V1_LEAD_OUT_OF_TURN = (
    b'{"timestamp":{"_type_":"datetime_iso","_data_":"2026-11-27T03:03:01.400847+00:00"},'
    b'"seat":"W","card":"H3","actor":"dave","decides":"N","opening":true}'
)


def mapper() -> Mapper[Any]:
    """The application's own mapper, on the in-memory store."""
    return BridgeLedger(env={"PERSISTENCE_MODULE": "eventsourcing.popo"}).mapper


def as_version_1(mapping: Mapper[Any], stored: StoredEvent) -> StoredEvent:
    """`stored` as version 1 of the code wrote it: the events that now record the trick
    without it, and without the `class_version` key."""
    if stored.topic not in TOPICS:
        return stored
    state = mapping.transcoder.decode(stored.state)
    assert state.pop("class_version") == 2
    state.pop("trick")
    return replace(stored, state=mapping.transcoder.encode(state))


def loaded(events: list[CanMutateAggregate[Any]], *, old: bool) -> Board:
    """The board the repository would load from `events` as stored, each one through the
    mapper (as version 1 stored them, when `old`)."""
    mapping = mapper()
    board: Any = None
    for each in events:
        stored = mapping.to_stored_event(each)
        if old:
            stored = as_version_1(mapping, stored)
        read: Any = mapping.to_domain_event(stored)
        board = read.mutate(board)
    assert isinstance(board, Board)
    return board


def same(a: Board, b: Board) -> None:
    every = set(SEAT_ORDER)
    assert board_view(a, every) == board_view(b, every)
    assert (a.actions, a.revokes, a.penalty_cards, a.leads, a.premature) == (
        b.actions,
        b.revokes,
        b.penalty_cards,
        b.leads,
        b.premature,
    )


def recorded(board: Board) -> list[tuple[str, str, int | None]]:
    return [
        (type(e).__name__, e.seat, e.trick)
        for e in board.pending_events
        if isinstance(e, RECORDING_THE_TRICK)
    ]


# ---- the three events record their trick ------------------------------------------------
def test_an_opening_lead_out_of_turn_records_trick_1() -> None:
    board = in_four_spades()
    act(board, DAVE, PlayCard, seat="W", card="H3")
    assert recorded(board) == [("LeadOutOfTurn", "W", 1)]
    assert [(p.side, p.trick) for p in board.revokes.irregular_plays] == [("EW", 1)]


def test_a_premature_lead_to_the_next_trick_records_that_trick() -> None:
    """Law 57A (2017): "When a defender leads to the next trick before his partner has
    played to the current trick, or plays out of turn before his partner has played, the
    card so led or played becomes a major penalty card [...]". East, who led to trick 1,
    leads to trick 2 before West, his partner, plays to trick 1: a lead to the following
    trick (Law 63A1)."""
    board = in_four_spades()
    play(board, "DK D6")  # West is to play
    act(board, BOB, PlayCard, seat="E", card="H2")
    assert recorded(board) == [("PrematurePlayMade", "E", 2)]


def test_a_premature_play_to_the_trick_under_way_records_that_trick() -> None:
    """Declarer leads; West plays before East, his partner, to the trick under way."""
    board = in_four_spades()
    play(board, "DK D6 D2 DA")  # North wins trick 1 and leads to trick 2
    play(board, "C2")
    act(board, DAVE, PlayCard, seat="W", card="C6")
    assert recorded(board) == [("PrematurePlayMade", "W", 2)]


def test_a_defenders_card_before_declarers_lead_records_the_trick() -> None:
    """Law 60B (2017): "When a defender plays a card after declarer has been required to
    retract his lead out of turn from either hand, but before declarer has led from the
    correct hand, the defender's card becomes a major penalty card (Law 50)." Dummy's
    lead out of turn is refused; East plays before North leads: to trick 2."""
    board = in_four_spades()
    play(board, "DK D6 D2 DA")  # North wins trick 1: he is to lead to trick 2
    act(board, ALICE, PlayCard, seat="S", card="C3")  # from dummy: out of turn
    act(board, DAVE, DecideLeadOutOfTurn, decision="refuse")  # Law 55A: West, on its left
    act(board, BOB, PlayCard, seat="E", card="C8")
    assert recorded(board)[-1] == ("PlayedBeforeDeclarersLead", "E", 2)


# ---- version 1 events load as they did --------------------------------------------------
def test_the_event_classes_are_at_version_2_and_upcast_version_1() -> None:
    for kind in RECORDING_THE_TRICK:
        assert kind.class_version == 2
        state: dict[str, object] = {"seat": "W"}
        kind.upcast_v1_v2(state)
        assert state == {"seat": "W", "trick": None}


def test_a_stored_version_1_lead_out_of_turn_reads_with_no_trick() -> None:
    board = in_four_spades()
    before = rebuild(board)
    old = StoredEvent(
        originator_id=board.id,
        originator_version=board.version + 1,
        topic="domain.board:Board.LeadOutOfTurn",
        state=V1_LEAD_OUT_OF_TURN,
    )
    read = mapper().to_domain_event(old)
    assert isinstance(read, LeadOutOfTurn)
    assert (read.seat, read.card, read.decides, read.opening, read.trick) == (
        "W",
        "H3",
        "N",
        True,
        None,
    )
    assert read.timestamp == datetime(2026, 11, 27, 3, 3, 1, 400847, tzinfo=UTC)
    now = read.mutate(before)
    assert isinstance(now, Board)
    assert [(p.side, p.trick) for p in now.revokes.irregular_plays] == [("EW", 1)]
    act(board, DAVE, PlayCard, seat="W", card="H3")  # what the code does now
    same(now, board)


@pytest.mark.parametrize(
    "irregular",
    [
        "W:H3",  # an opening lead out of turn
        "DK D6 E:H2",  # a premature lead to trick 2
        "DK D6 D2 DA C2 W:C6",  # a premature play to trick 2
        "DK D6 D2 DA S:C3 refuse E:C8",  # Law 60B
    ],
)
def test_a_board_stored_by_version_1_loads_to_the_same_board(irregular: str) -> None:
    board = in_four_spades()
    for word in irregular.split():
        if word == "refuse":
            act(board, DAVE, DecideLeadOutOfTurn, decision="refuse")
        elif ":" in word:
            seat, card = word.split(":")
            act(board, holder(board, SEAT_ORDER[" NESW".index(seat) - 1]), PlayCard,
                seat=seat, card=card)  # fmt: skip
        else:
            play(board, word)
    assert recorded(board)
    events = list(board.pending_events)
    same(loaded(events, old=True), board)
    same(loaded(events, old=False), board)


# ---- any board with these irregularities ------------------------------------------------
# (what, pick): 0-5 a legal card from the seat to play, 6-9 a card of another seat (a lead
# out of turn, a premature lead or play, Law 57D, 60B or 54E, or refused), 10-11 a card
# that fails to follow suit if there is one. What the table waits for is answered first.
steps = st.lists(st.tuples(st.integers(0, 11), st.integers(0, 10**6)), min_size=10, max_size=70)


def answer_what_waits(board: Board, pick: int) -> bool:
    """Answers the table's pending decision (a lead out of turn, a premature play, a lead
    restriction) as the director, by `pick`; False when it waits for something else."""
    found = waiting(board)
    assert found is not None
    kind = found.view.kind
    if kind == "lead_out_of_turn":
        decisions = ["accept", "accept_and_dummy", "refuse"]
        for decision in decisions[pick % 3 :] + decisions[: pick % 3]:
            with suppress(RuleViolation):
                act(board, TD, DecideLeadOutOfTurn, decision=decision)
                return True
        return False
    if kind == "premature_play":
        act(board, TD, DecidePrematurePlay, choice=("highest", "lowest")[pick % 2])
        return True
    if kind == "lead_restriction":
        with suppress(RuleViolation):
            act(board, TD, RestrictLead, choice="none")
            return True
    return False


def any_card(board: Board, seat_index: int, pick: int, only: list[Card] | None = None) -> None:
    seat = SEAT_ORDER[seat_index % 4]
    cards = sorted(only if only is not None else board.state.hand(seat), key=str)
    if not cards:
        return
    card = cards[pick % len(cards)]
    with suppress(RuleViolation, Conflict, NotAllowed):
        act(board, holder(board, seat), PlayCard, seat=seat.value, card=str(card))


def take_step(board: Board, what: int, pick: int) -> bool:
    """One step of the script; False when the board is where the script stops."""
    if board.phase.is_over:
        return False
    if waiting(board) is not None:
        return answer_what_waits(board, pick)
    seat = board.state.next_seat
    assert seat is not None
    if what >= 10:
        hand = board.state.hand(seat)
        off_suit = [c for c in hand if c not in legal_cards(hand, open_trick(board))]
        any_card(board, SEAT_ORDER.index(seat), pick, off_suit)
        return True
    if what >= 6:
        any_card(board, SEAT_ORDER.index(seat) + 1 + pick % 3, pick // 3)
        return True
    legal = sorted(legal_cards(board.state.hand(seat), open_trick(board)), key=str)
    for card in legal[pick % len(legal) :] + legal[: pick % len(legal)]:
        with suppress(RuleViolation):
            act(board, holder(board, seat), PlayCard, seat=seat.value, card=str(card))
            return True
    return False


def expected_trick(board: Board, seat_value: str) -> int:
    """The trick a card of `seat_value` not in turn goes to, read from the cards played
    alone: the trick under way, or the next one when he has played to it or none is
    under way (Law 63A1)."""
    played = board.state.cards_played
    under_way, position = played // 4 + 1, played % 4
    cards = board.state.tricks[-1].cards if position else ()
    if position and all(c.seat.value != seat_value for c in cards):
        return under_way
    return under_way + (1 if position else 0)


@settings(max_examples=120, deadline=None)
@given(seed=st.integers(0, 2**32), script=steps)
def test_any_board_loads_from_its_events_as_the_commands_left_it(
    seed: int, script: list[tuple[int, int]]
) -> None:
    board = new_board(deal=None, seed=seed, revoke_policy="detect")
    bid(board, TO_4S)
    for what, pick in script:
        before = len(board.pending_events)
        expected = {seat.value: expected_trick(board, seat.value) for seat in SEAT_ORDER}
        if not take_step(board, what, pick):
            break
        for new in board.pending_events[before:]:
            if isinstance(new, RECORDING_THE_TRICK):
                event(type(new).__name__)
                assert new.trick == expected[new.seat]
    events = list(board.pending_events)
    same(rebuild(board), board)
    same(loaded(events, old=False), board)
    same(loaded(events, old=True), board)  # the same events as version 1 stored them
