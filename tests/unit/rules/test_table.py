"""TableState: the deal at one table advanced by calls and cards (docs/design.md 4.2, 4.3)."""

from __future__ import annotations

from typing import TypeAlias

import pytest

from domain.rules.auction import IllegalCall
from domain.rules.board_numbers import Vulnerability
from domain.rules.calls import Call, Contract, Strain
from domain.rules.cards import SEAT_ORDER, Card, Seat
from domain.rules.deal import Deal
from domain.rules.errors import RuleViolation
from domain.rules.play import IllegalPlay, PlayedCard
from domain.rules.side import Side
from domain.rules.table import Phase, Setup, TableState
from tests.unit.rules.support import REFERENCE_DEAL, calls, play

# N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96


def table(auction: str = "1NT P 3NT P P P", dealer: Seat = Seat.N) -> TableState:
    state = TableState.start(Setup(1, dealer, Vulnerability.NONE, Deal.parse_pbn(REFERENCE_DEAL)))
    for index, call in enumerate(calls(auction)):
        state = state.make_call(dealer.next(index), call)
    return state


# hands left, tricks (number, leader, cards, winner), tricks won, phase, declarer's tricks
Snapshot: TypeAlias = tuple[
    dict[Seat, set[Card]],
    list[tuple[int, Seat, list[PlayedCard], Seat | None]],
    dict[Side, int],
    Phase,
    int | None,
]


def snapshot(state: TableState) -> Snapshot:
    return (
        {s: set(cards) for s, cards in state.remaining.items()},
        [(t.number, t.leader, list(t.cards), t.winner) for t in state.tricks],
        dict(state.won),
        state.phase,
        state.declarer_tricks,
    )


def test_start_of_the_board():
    state = table("")
    assert state.phase is Phase.AUCTION
    assert state.next_seat is Seat.N
    assert state.contract is None and state.declarer is None and state.dummy is None
    assert all(len(state.remaining[s]) == 13 for s in SEAT_ORDER)
    assert state.won == {"NS": 0, "EW": 0}


def test_the_end_of_the_auction_starts_the_play_with_the_opening_leader():
    state = table()
    assert state.phase is Phase.PLAY
    assert state.contract == Contract(3, Strain.NT, 0, Seat.N)
    assert state.declarer is Seat.N and state.dummy is Seat.S
    assert state.next_seat is Seat.E  # declarer's left-hand opponent
    assert not state.dummy_faced


def test_passed_out():
    state = table("P P P P", dealer=Seat.W)
    assert state.phase is Phase.PASSED_OUT
    assert state.phase.is_over
    assert state.next_seat is None
    assert state.contract is None


def test_a_call_after_the_auction_is_refused():
    state = table()
    with pytest.raises(IllegalCall, match="auction is over"):
        state = state.make_call(Seat.E, Call.parse("4S"))


def test_dummy_is_faced_after_the_opening_lead():
    state = table()
    state = play(state, "HK")
    assert state.dummy_faced
    assert state.next_seat is Seat.S  # dummy's turn: dummy's seat plays
    assert state.tricks[0].leader is Seat.E


def test_card_refused_out_of_turn_and_nothing_recorded():
    state = table()
    before = snapshot(state)
    with pytest.raises(IllegalPlay, match=r"It is E's turn to play, not W's\."):
        state = state.play_card(Seat.W, Card.parse("S7"))
    with pytest.raises(IllegalPlay, match="E's turn"):
        state = state.play_card(Seat.N, Card.parse("SK"))
    assert snapshot(state) == before


def test_card_not_in_the_hand_is_refused():
    state = table()
    before = snapshot(state)
    with pytest.raises(IllegalPlay, match="SA is not in E's hand"):
        state = state.play_card(Seat.E, Card.parse("SA"))
    state = play(state, "HK")
    with pytest.raises(IllegalPlay, match="HK is not in S's hand"):
        state = state.play_card(Seat.S, Card.parse("HK"))  # already played
    assert snapshot(state) != before


def test_must_follow_suit_is_refused_with_a_clear_message():
    state = table()
    state = play(state, "HK")  # S holds 874 of hearts
    before = snapshot(state)
    with pytest.raises(IllegalPlay) as caught:
        state = state.play_card(Seat.S, Card.parse("SA"))
    message = str(caught.value)
    assert "S must follow suit" in message
    assert "hearts were led" in message
    assert snapshot(state) == before
    state = state.play_card(Seat.S, Card.parse("H4"))


def test_a_discard_when_void_is_accepted():
    state = table()
    state = play(state, "DK D6 D2 DA")  # N wins with DA
    assert state.tricks[0].winner is Seat.N
    state = play(state, "D5 D4 DJ D3")  # S wins with DJ
    assert state.tricks[1].winner is Seat.S
    state = play(state, "DT")  # W is now void in diamonds
    assert not any(c.suit.value == "D" for c in state.remaining[Seat.W])
    state = state.play_card(Seat.W, Card.parse("C6"))


def test_leaders_and_winners_are_recorded_per_trick():
    state = table()
    state = play(state, "HK H4 H3 HA")  # E leads, N wins with HA
    first = state.tricks[0]
    assert (first.number, first.leader, first.winner) == (1, Seat.E, Seat.N)
    assert state.won == {"NS": 1, "EW": 0}
    assert state.next_seat is Seat.N  # the winner leads, not the old leader
    state = play(state, "S8")
    assert state.tricks[1].leader is Seat.N
    assert state.tricks[1].winner is None
    assert state.completed_tricks == 1
    assert state.tricks_to_play == 12


def test_preview_does_not_change_anything():
    state = table()
    state = play(state, "HK H4 H3")
    before = snapshot(state)
    outcome = state.preview_card(Seat.N, Card.parse("HA"))
    assert (outcome.trick, outcome.position, outcome.leader, outcome.winner) == (
        1,
        4,
        Seat.E,
        Seat.N,
    )
    assert outcome.declarer_tricks is None
    assert snapshot(state) == before


def test_finish_sets_the_result_and_refuses_impossible_counts():
    state = table()
    state = state.finish(9)
    assert state.phase is Phase.COMPLETE
    assert state.declarer_tricks == 9
    for bad in (-1, 14):
        with pytest.raises(RuleViolation, match="between 0 and 13"):
            table().finish(bad)


def test_a_card_during_the_auction_is_refused_as_illegal():
    """Playing a card before the auction ends breaks the Laws; the rules must refuse it."""
    state = table("1NT")
    seat = state.next_seat
    assert seat is Seat.E
    card = sorted(state.remaining[Seat.E], key=str)[0]
    with pytest.raises(RuleViolation):
        state.check_card(Seat.E, card)
    with pytest.raises(RuleViolation):
        state = state.play_card(Seat.E, card)
    assert len(state.remaining[Seat.E]) == 13
    assert state.tricks == ()


def test_a_card_after_the_board_is_over_is_refused_as_illegal():
    state = table("P P P P")
    with pytest.raises(RuleViolation):
        state = state.play_card(Seat.N, sorted(state.remaining[Seat.N], key=str)[0])
    finished = table()
    finished = finished.finish(9)
    with pytest.raises(RuleViolation):
        finished.play_card(Seat.E, Card.parse("HK"))
