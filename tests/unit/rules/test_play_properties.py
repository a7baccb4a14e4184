"""Random legal play over random deals and contracts (hypothesis)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import SEAT_ORDER, full_pack
from domain.rules.play import IllegalPlay, PlayedCard, legal_cards
from domain.rules.side import Side
from domain.rules.table import Phase
from tests.unit.rules.support import (
    contracts,
    deals,
    open_trick,
    reference_winner,
    seats,
    table_in_play,
)

choices = st.lists(st.integers(0, 12), min_size=52, max_size=52)


@settings(max_examples=200, deadline=None)
@given(deal=deals, dealer=seats, contract=contracts(), picks=choices)
def test_random_legal_play(deal, dealer, contract, picks):
    state = table_in_play(deal, dealer, contract)
    phase = state.phase  # a local: mypy would keep state.phase narrowed past the play below
    assert phase is Phase.PLAY
    assert state.contract == contract
    assert state.dummy is contract.declarer.partner
    assert not state.dummy_faced
    trump = contract.strain.trump.value if contract.strain.trump else None

    played: list[PlayedCard] = []
    for step, pick in enumerate(picks):
        seat = state.next_seat
        assert seat is not None
        trick_so_far = open_trick(state)
        hand = set(state.remaining[seat])
        legal = sorted(legal_cards(hand, trick_so_far), key=str)
        if trick_so_far:
            led = trick_so_far[0].card.suit
            assert all(c.suit is led for c in legal) or not any(c.suit is led for c in hand)
        # a card that fails to follow suit when able is refused, and nothing changes
        illegal = sorted(hand - set(legal), key=str)
        if illegal:
            with pytest.raises(IllegalPlay, match="must follow suit"):
                state = state.play_card(seat, illegal[pick % len(illegal)])
            assert state.remaining[seat] == hand
        card = legal[pick % len(legal)]
        outcome = state.preview_card(seat, card)
        state = state.play_card(seat, card)
        played.append(PlayedCard(seat, card))
        assert outcome.trick == step // 4 + 1
        assert outcome.position == step % 4 + 1
        assert card not in state.remaining[seat]
        assert state.dummy_faced
        assert state.cards_played == step + 1

    assert state.phase is Phase.COMPLETE
    assert state.next_seat is None
    # every card played exactly once, and the hands are empty
    assert sorted(p.card for p in played) == sorted(full_pack())
    assert all(not state.remaining[s] for s in SEAT_ORDER)
    for seat in SEAT_ORDER:
        assert {p.card for p in played if p.seat is seat} == set(deal.hand(seat))

    # exactly 13 tricks, leaders and winners by the test's own rules
    assert len(state.tricks) == 13
    assert state.completed_tricks == 13
    expected_leader = contract.declarer.next()  # declarer's left-hand opponent
    counts = {Side.NS: 0, Side.EW: 0}
    for number, trick in enumerate(state.tricks, start=1):
        assert trick.number == number
        assert list(trick.cards) == played[(number - 1) * 4 : number * 4]
        assert trick.leader is expected_leader
        assert [p.seat for p in trick.cards] == [expected_leader.next(i) for i in range(4)]
        winner = reference_winner(trick.cards, trump)
        assert trick.winner is winner
        counts[winner.side] += 1
        expected_leader = winner
    assert state.won == counts
    assert state.won[Side.NS] + state.won[Side.EW] == 13
    assert state.declarer_tricks == counts[contract.declarer.side]
    assert state.tricks_for_side(contract.declarer.side) == state.declarer_tricks


@settings(max_examples=100, deadline=None)
@given(deal=deals, dealer=seats, contract=contracts(), picks=choices)
def test_cards_out_of_turn_or_not_held_are_refused(deal, dealer, contract, picks):
    state = table_in_play(deal, dealer, contract)
    for pick in picks[:20]:
        seat = state.next_seat
        assert seat is not None
        for other in SEAT_ORDER:
            if other is not seat and state.remaining[other]:
                held = sorted(state.remaining[other], key=str)[pick % len(state.remaining[other])]
                with pytest.raises(IllegalPlay, match=f"{seat.value}'s turn to play"):
                    state = state.play_card(other, held)
        elsewhere = sorted(set(full_pack()) - state.remaining[seat], key=str)
        with pytest.raises(IllegalPlay, match=f"not in {seat.value}'s hand"):
            state = state.play_card(seat, elsewhere[pick % len(elsewhere)])
        legal = sorted(legal_cards(state.remaining[seat], open_trick(state)), key=str)
        state = state.play_card(seat, legal[pick % len(legal)])
