"""The robot's sampler (domain/rules/robot_sampling.py): every layout it deals agrees with
what the table showed, checked here against facts computed without the code under test
(the cards each seat played, the suits it showed out of, its HCP and lengths)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.calls import Call, Contract
from domain.rules.cards import SEAT_ORDER, SUIT_ORDER, Card, Seat, full_pack
from domain.rules.deal import Deal
from domain.rules.play import legal_cards
from domain.rules.robot_sampling import ShownHand, robot_view, sample_layouts
from domain.rules.table import TableState
from tests.unit.rules.support import contracts, deals, open_trick, seats, table_in_play

POINTS = {"A": 4, "K": 3, "Q": 2, "J": 1}


def played_out(state: TableState, cards_played: int, picks: list[int]) -> TableState:
    for pick in picks[:cards_played]:
        seat = state.next_seat
        assert seat is not None
        legal = sorted(legal_cards(set(state.remaining[seat]), open_trick(state)), key=str)
        state = state.play_card(seat, legal[pick % len(legal)])
    return state


def reference_facts(state: TableState) -> tuple[dict[Seat, set[Card]], dict[Seat, set[str]]]:
    """Each seat's played cards and the suits (as letters) it did not follow."""
    played: dict[Seat, set[Card]] = {seat: set() for seat in SEAT_ORDER}
    showed_out: dict[Seat, set[str]] = {seat: set() for seat in SEAT_ORDER}
    for trick in state.tricks:
        led = trick.cards[0].card.suit.value if trick.cards else None
        for each in trick.cards:
            played[each.seat].add(each.card)
            if each.card.suit.value != led:
                showed_out[each.seat].add(str(led))
    return played, showed_out


def widened(actual: int, below: int, above: int, top: int) -> tuple[int, int]:
    return (max(0, actual - below), min(top, actual + above))


@settings(max_examples=120, deadline=None)
@given(
    deal=deals,
    dealer=seats,
    contract=contracts(),
    cards_played=st.integers(0, 50),
    picks=st.lists(st.integers(0, 12), min_size=52, max_size=52),
    margins=st.lists(st.integers(0, 3), min_size=40, max_size=40),
    seed=st.integers(0, 2**32),
)
def test_every_sampled_layout_agrees_with_the_table(
    deal, dealer, contract, cards_played, picks, margins, seed
):
    state = played_out(table_in_play(deal, dealer, contract), cards_played, picks)
    deciding = state.next_seat
    assert deciding is not None
    played, showed_out = reference_facts(state)
    # what each seat's calls "showed": ranges around its real hand, so the real layout agrees
    shown = {}
    for index, seat in enumerate(SEAT_ORDER):
        whole = deal.hand(seat)
        cut = margins[index * 10 : index * 10 + 10]
        points = sum(POINTS.get(card.rank, 0) for card in whole)
        lengths = {
            suit: widened(sum(1 for c in whole if c.suit is suit), cut[2 + i], cut[6 + i], 13)
            for i, suit in enumerate(SUIT_ORDER)
            if cut[2 + i] < 3
        }
        shown[seat] = ShownHand(widened(points, cut[0], cut[1], 37), lengths)
    view = robot_view(state, deciding, shown)

    declarer, dummy = contract.declarer, contract.declarer.partner
    eyes = declarer if deciding is dummy else deciding
    seen = {eyes} | ({dummy} if state.cards_played > 0 else set())
    assert set(view.seen) == seen
    hidden = [seat for seat in SEAT_ORDER if seat not in seen]
    in_view = {card for seat in seen for card in state.remaining[seat]}
    gone = {card for cards in played.values() for card in cards}
    pool = set(full_pack()) - in_view - gone
    actual = {seat: frozenset(state.remaining[seat]) for seat in hidden}
    assert view.agrees(actual)  # the real layout is one the robot must consider

    sampled = sample_layouts(view, random.Random(seed), count=5, tries=400)
    assert len(sampled.layouts) == 5
    for index, layout in enumerate(sampled.layouts):
        assert set(layout) == set(hidden)
        dealt = [card for seat in hidden for card in layout[seat]]
        assert len(dealt) == len(set(dealt))
        assert set(dealt) == pool
        for seat in hidden:
            assert len(layout[seat]) == len(state.remaining[seat])
            assert not {card.suit.value for card in layout[seat]} & showed_out[seat]
            if index < sampled.with_auction:
                whole = layout[seat] | played[seat]
                low, high = shown[seat].hcp
                assert low <= sum(POINTS.get(card.rank, 0) for card in whole) <= high
                for suit, (short, long) in shown[seat].lengths.items():
                    assert short <= sum(1 for card in whole if card.suit is suit) <= long


def test_the_same_seed_deals_the_same_layouts() -> None:
    state = table_in_play(Deal.random(7), Seat.N, contracts_of("3NT", Seat.S))
    view = robot_view(state, Seat.W, {})
    first = sample_layouts(view, random.Random(11), 6)
    again = sample_layouts(view, random.Random(11), 6)
    other = sample_layouts(view, random.Random(12), 6)
    assert first == again
    assert first != other


def contracts_of(text: str, declarer: Seat) -> Contract:
    bid = Call.parse(text)
    assert bid.level is not None and bid.strain is not None
    return Contract(bid.level, bid.strain, 0, declarer)


def test_contradictory_calls_leave_the_play_to_decide() -> None:
    """A seat 'shown' to hold 14 spades cannot be dealt: the layouts then agree with the
    play only, and say so."""
    state = table_in_play(Deal.random(3), Seat.N, contracts_of("4H", Seat.N))
    impossible = {Seat.S: ShownHand(lengths={SUIT_ORDER[0]: (14, 14)})}
    sampled = sample_layouts(robot_view(state, Seat.E, impossible), random.Random(1), 3, tries=50)
    assert sampled.with_auction == 0
    assert len(sampled.layouts) == 3
