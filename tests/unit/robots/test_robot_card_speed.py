"""What keeps a robot's card fast (api/robot_cards.py), checked against the real DDS: the
time budget solves a prefix of the layouts drawn and records how many, and equivalent
touching cards, played without a solve, do take the same tricks double dummy."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from api.double_dummy import many_card_tricks
from api.robot_cards import MINIMUM_SAMPLES, choose_card, equivalent, lowest_first
from domain.rules.board_numbers import Vulnerability
from domain.rules.cards import SEAT_ORDER, Card, Seat, full_pack
from domain.rules.deal import Deal
from domain.rules.double_dummy import position_of
from domain.rules.play import legal_cards
from domain.rules.table import Setup, TableState
from tests.unit.robots.test_robot_cards import ending
from tests.unit.rules.support import calls, play


def notrump_by_north(deal: Deal) -> TableState:
    state = TableState.start(Setup(1, Seat.N, Vulnerability.NONE, deal))
    for seat, call in zip(SEAT_ORDER, calls("1NT Pass Pass Pass"), strict=True):
        state = state.make_call(seat, call)
    return state


def open_trick(state: TableState) -> list:  # type: ignore[type-arg]
    if state.tricks and not state.tricks[-1].is_complete:
        return list(state.tricks[-1].cards)
    return []


def test_no_time_left_solves_the_minimum_and_records_it() -> None:
    """The layouts are dealt as they are solved: with no time at all, only the
    first MINIMUM_SAMPLES are solved, the reasons say so, and the choice is the one those
    layouts alone give."""
    state = ending()
    legal = sorted(state.remaining[Seat.N], key=lowest_first)
    hurried = choose_card(
        state, Seat.N, legal, {}, samples=6, seed=5, solve=many_card_tricks, budget=0.0
    )
    assert hurried.samples == MINIMUM_SAMPLES
    assert "4 deals" in hurried.basis and "of 6 wanted" in hurried.basis
    first_four = choose_card(
        state, Seat.N, legal, {}, samples=MINIMUM_SAMPLES, seed=5, solve=many_card_tricks,
        budget=None,
    )  # fmt: skip
    assert (hurried.card, hurried.candidates) == (first_four.card, first_four.candidates)
    assert "wanted" not in first_four.basis
    unhurried = choose_card(
        state, Seat.N, legal, {}, samples=6, seed=5, solve=many_card_tricks, budget=None
    )
    assert unhurried.samples == 6 and "wanted" not in unhurried.basis


def test_equivalent_cards_are_touching_cards_of_one_suit() -> None:
    state = ending()  # two tricks left; eleven played, SK SQ SJ ... among the gone cards
    assert not equivalent(state, [Card.parse("SA"), Card.parse("S2")])  # SK..S3 not all gone
    deal = Deal.parse_pbn("N:AKQ2.AKQ.AKQ.AKQ JT9.JT9.JT98.JT9 876.876.765.8765 543.5432.432.432")
    state = notrump_by_north(deal)
    assert equivalent(state, [Card.parse("H9"), Card.parse("HT"), Card.parse("HJ")])
    assert not equivalent(state, [Card.parse("H9"), Card.parse("HJ")])  # the HT between
    assert not equivalent(state, [Card.parse("HJ"), Card.parse("SJ")])  # two suits
    state = play(state, "HJ H8 H2 HA")  # the HJ goes in a finished trick
    assert equivalent(state, [Card.parse("H9"), Card.parse("HT")])
    assert equivalent(state, [Card.parse("HK"), Card.parse("HQ")])


def test_a_card_of_the_trick_in_progress_is_not_gone() -> None:
    """It may be the card to beat: West's SK wins over East's SQ, his SJ does not."""
    deal = Deal.parse_pbn("N:A2.AKQJ.AKQ.AKQJ QT98.T98.JT98.T9 7654.765.765.872 KJ3.432.432.6543")
    state = play(notrump_by_north(deal), "D8 D5 D2 DA S2 SQ S4")
    assert state.next_seat is Seat.W
    assert not equivalent(state, [Card.parse("SJ"), Card.parse("SK")])
    state = play(state, "S3")  # East's SQ wins: the SQ is gone now
    assert equivalent(state, [Card.parse("SJ"), Card.parse("SK")])


def test_no_solve_for_equivalent_cards() -> None:
    deal = Deal.parse_pbn("N:AKQ2.AKQ.AKQ.AKQ JT9.JT9.JT98.JT9 876.876.765.8765 543.5432.432.432")
    state = play(notrump_by_north(deal), "HJ H8 H2 HA SA")  # East to follow in spades
    legal = sorted(state.remaining[Seat.E] & {Card.parse("ST"), Card.parse("S9")}, key=str)

    def never(_: object, *, best_only: bool = False) -> list[dict[Card, int]]:
        raise AssertionError("equivalent cards need no solve")

    choice = choose_card(state, Seat.E, legal, {}, samples=12, seed=1, solve=never)
    assert choice.card == Card.parse("S9") and choice.samples == 0 and not choice.claim


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), played=st.integers(20, 47))
def test_equivalent_cards_take_the_same_tricks_double_dummy(seed: int, played: int) -> None:
    """Random deals played at random to a random point: every set of the hand's legal
    cards `equivalent` accepts takes the same tricks by DDS on the actual cards."""
    rng = random.Random(seed)
    pack = list(full_pack())
    rng.shuffle(pack)
    hands = {seat: pack[index * 13 : index * 13 + 13] for index, seat in enumerate(SEAT_ORDER)}
    state = notrump_by_north(Deal.from_hands(hands))
    for _ in range(played):
        seat = state.next_seat
        assert seat is not None
        legal = sorted(legal_cards(set(state.remaining[seat]), open_trick(state)), key=str)
        state = state.play_card(seat, rng.choice(legal))
    seat = state.next_seat
    assert seat is not None
    legal = sorted(legal_cards(set(state.remaining[seat]), open_trick(state)), key=lowest_first)
    tricks = many_card_tricks([position_of(state)])[0]
    for low in range(len(legal)):
        for high in range(low + 1, len(legal)):
            chosen = legal[low : high + 1]
            if equivalent(state, chosen):
                assert len({tricks[card] for card in chosen}) == 1, (chosen, tricks)
