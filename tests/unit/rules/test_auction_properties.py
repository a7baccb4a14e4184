"""Random legal auctions (hypothesis): the state stays legal and the end comes on time."""

from __future__ import annotations

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from domain.rules.auction import Auction, IllegalCall
from domain.rules.calls import PASS, Call, CallKind
from domain.rules.cards import Seat
from tests.unit.rules.support import (
    ALL_CALLS,
    auction_of,
    auction_steps,
    random_auction,
    reference_contract,
    reference_legal_calls,
    seats,
)


def legal_by_code(auction: Auction, seat: Seat) -> set[Call]:
    legal = set()
    for call in ALL_CALLS:
        try:
            auction.check(seat, call)
        except IllegalCall:
            continue
        legal.add(call)
    return legal


def ended_by_rule(made: list[Call]) -> bool:
    """docs/design.md 4.2 in the test's own words."""
    if len(made) == 4 and all(c.kind is CallKind.PASS for c in made):
        return True
    has_bid = any(c.is_bid for c in made)
    return has_bid and len(made) >= 4 and all(c.kind is CallKind.PASS for c in made[-3:])


@settings(max_examples=200, deadline=None)
@given(dealer=seats, choices=auction_steps)
def test_random_legal_auctions_stay_legal_and_end_on_time(
    dealer: Seat, choices: list[tuple[bool, int]]
) -> None:
    made = random_auction(dealer, choices)
    auction = Auction(dealer)
    for index, call in enumerate(made):
        seat = dealer.next(index)
        assert not auction.is_over
        assert auction.next_seat is seat
        assert auction.contract() is None
        # the code and the test's own rules agree on every one of the 38 calls
        assert legal_by_code(auction, seat) == reference_legal_calls(dealer, made[:index])
        # nobody else may call now
        for other in Seat:
            if other is not seat:
                with pytest.raises(IllegalCall, match="turn to call"):
                    auction.check(other, call)
        auction = auction.add(seat, call)
        assert auction.calls == tuple(made[: index + 1])
        assert auction.is_over == ended_by_rule(made[: index + 1])

    assert auction.is_over
    assert auction.next_seat is None
    non_passes = [i + 1 for i, c in enumerate(made) if c.kind is not CallKind.PASS]
    passes_at_end = len(made) - max(non_passes, default=0)
    contract = auction.contract()
    event("passed out" if contract is None else f"doubled {contract.doubled}")
    event(f"{len(made) // 10 * 10}+ calls")
    if auction.is_passed_out:
        assert made == [PASS] * 4
        assert auction.contract() is None
    else:
        assert passes_at_end == 3
        assert auction.contract() == reference_contract(dealer, made)
    for seat in Seat:
        for call in ALL_CALLS:
            with pytest.raises(IllegalCall, match="auction is over"):
                auction.check(seat, call)


@settings(max_examples=200, deadline=None)
@given(dealer=seats, choices=auction_steps, junk=st.lists(st.sampled_from(ALL_CALLS), max_size=40))
def test_illegal_calls_are_refused_and_leave_the_auction_unchanged(dealer, choices, junk):
    """Interleave random (often illegal) calls with a legal auction: the refusals change nothing."""
    made = random_auction(dealer, choices)
    auction = Auction(dealer)
    for index, call in enumerate(made):
        seat = dealer.next(index)
        legal = reference_legal_calls(dealer, made[:index])
        for attempt in junk[index % max(len(junk), 1) :][:2]:
            if attempt in legal:
                continue
            with pytest.raises(IllegalCall):
                auction.add(seat, attempt)
        auction = auction.add(seat, call)
    assert auction == auction_of(dealer, made)


@settings(max_examples=100, deadline=None)
@given(dealer=seats, choices=auction_steps)
def test_declarer_belongs_to_the_side_of_the_final_bid_and_named_its_strain(dealer, choices):
    made = random_auction(dealer, choices)
    auction = auction_of(dealer, made)
    contract = auction.contract()
    if contract is None:
        assert auction.is_passed_out
        return
    last = max(i for i, c in enumerate(made) if c.is_bid)
    assert contract.declarer.side == dealer.next(last).side
    assert (made[last].level, made[last].strain) == (contract.level, contract.strain)
    named = [
        i
        for i, c in enumerate(made)
        if c.is_bid
        and c.strain is contract.strain
        and dealer.next(i).side == contract.declarer.side
    ]
    assert dealer.next(named[0]) is contract.declarer
