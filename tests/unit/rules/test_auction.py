"""The auction: turns, legal calls with their messages, the end, declarer (docs/design.md 4.2)."""

from __future__ import annotations

import pytest

from domain.rules.auction import Auction, IllegalCall, auction_from
from domain.rules.calls import PASS, Call, Contract, Strain
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from tests.unit.rules.support import calls


def run(dealer: Seat, text: str) -> Auction:
    return auction_from(dealer, calls(text))


def refuse(dealer: Seat, before: str, seat: Seat, call: str) -> str:
    auction = run(dealer, before)
    with pytest.raises(IllegalCall) as caught:
        auction.add(seat, Call.parse(call))
    assert isinstance(caught.value, RuleViolation)
    # nothing changed: the auction is a value
    assert auction == run(dealer, before)
    return str(caught.value)


# ---- turns and the end of the auction -----------------------------------------------------
def test_calls_go_clockwise_from_the_dealer():
    auction = Auction(Seat.S)
    assert auction.next_seat is Seat.S
    auction = auction.add(Seat.S, PASS)
    assert auction.next_seat is Seat.W
    auction = auction.add(Seat.W, Call.parse("1C"))
    assert auction.next_seat is Seat.N
    assert [auction.seat_of(i) for i in range(5)] == [Seat.S, Seat.W, Seat.N, Seat.E, Seat.S]


def test_four_initial_passes_pass_the_board_out():
    auction = run(Seat.E, "P P P")
    assert not auction.is_over
    assert auction.next_seat is Seat.N
    auction = auction.add(Seat.N, PASS)
    assert auction.is_over and auction.is_passed_out
    assert auction.next_seat is None
    assert auction.contract() is None


def test_three_passes_after_a_bid_end_the_auction():
    auction = run(Seat.N, "P P P 1C P P")
    assert not auction.is_over
    assert auction.contract() is None
    auction = auction.add(Seat.S, PASS)
    assert auction.is_over and not auction.is_passed_out
    assert auction.contract() == Contract(1, Strain.C, 0, Seat.W)


def test_passes_after_a_double_also_end_it():
    auction = run(Seat.N, "1S X P P P")
    assert auction.is_over
    assert auction.contract() == Contract(1, Strain.S, 1, Seat.N)


def test_two_passes_after_a_bid_do_not_end_it():
    for text in ["1C P P", "1C X P P", "1C X XX P P", "P 1C P P"]:
        auction = run(Seat.N, text)
        assert not auction.is_over, text
        assert auction.next_seat is not None


# ---- illegal calls and their messages ----------------------------------------------------
def test_out_of_turn_names_whose_turn_it_is():
    message = refuse(Seat.N, "", Seat.E, "1C")
    assert message == "It is N's turn to call, not E's."
    message = refuse(Seat.N, "1C", Seat.S, "P")
    assert "E's turn" in message and "not S's" in message


def test_no_call_after_the_auction_ended():
    for before in ["P P P P", "1NT P P P", "1NT X XX P P P"]:
        for call in ["P", "7NT", "X", "XX"]:
            for seat in Seat:
                assert "auction is over" in refuse(Seat.N, before, seat, call)


@pytest.mark.parametrize(
    ("before", "call", "insufficient_after"),
    [
        ("1NT", "1S", "1NT"),
        ("2C", "2C", "2C"),
        ("1S", "1H", "1S"),
        ("1S", "1S", "1S"),
        ("3NT", "3S", "3NT"),
        ("1C X", "1C", "1C"),
        ("1D P P", "1C", "1D"),
        ("7NT", "7NT", "7NT"),
        ("2H X XX", "1NT", "2H"),
    ],
)
def test_insufficient_bids_lower_or_equal(before, call, insufficient_after):
    seat = Seat.N.next(len(before.split()))
    message = refuse(Seat.N, before, seat, call)
    assert f"{Call.parse(call)} is insufficient after {insufficient_after}" in message
    assert "higher" in message


def test_double_of_partners_bid():
    message = refuse(Seat.N, "1C P", Seat.S, "X")
    assert "S cannot double 1C" in message and "own side" in message


def test_double_of_own_bid():
    message = refuse(Seat.N, "1C X XX P", Seat.N, "X")
    assert "N cannot double 1C" in message and "own side" in message


def test_double_with_no_bid():
    assert "nobody has bid yet" in refuse(Seat.N, "", Seat.N, "X")
    assert "nobody has bid yet" in refuse(Seat.W, "P P P", Seat.S, "X")


def test_double_of_an_already_doubled_bid():
    assert "1C has already been doubled" in refuse(Seat.N, "1C X P", Seat.W, "X")


def test_double_of_a_redoubled_bid():
    assert "already been doubled" in refuse(Seat.N, "1C X XX", Seat.W, "X")


def test_redouble_without_a_double():
    assert "nobody has bid yet" in refuse(Seat.N, "", Seat.N, "XX")
    message = refuse(Seat.N, "1C", Seat.E, "XX")
    assert "Redouble is only possible after the opponents have doubled" in message
    message = refuse(Seat.N, "1C P", Seat.S, "XX")
    assert "Redouble is only possible after the opponents have doubled" in message


def test_redouble_by_the_side_that_doubled():
    message = refuse(Seat.N, "1C X P", Seat.W, "XX")
    assert "W cannot redouble" in message and "only the side whose bid was doubled" in message


def test_redouble_twice():
    assert "1C has already been redoubled" in refuse(Seat.N, "1C X XX P", Seat.N, "XX")


def test_a_new_bid_clears_double_and_redouble():
    auction = run(Seat.N, "1C X XX 1D")
    auction = auction.add(Seat.N, Call.parse("X"))
    auction = auction.add(Seat.E, Call.parse("XX"))
    assert auction.next_seat is Seat.S


def test_legal_doubles_and_redoubles():
    # double after partner passes (balancing), redouble after two passes
    run(Seat.N, "1C P P X")
    run(Seat.N, "1C X P P XX P P P")
    assert run(Seat.N, "1C X P P XX P P P").contract() == Contract(1, Strain.C, 2, Seat.N)


# ---- declarer ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("dealer", "text", "contract", "declarer"),
    [
        # the bidder of the final bid named the strain first
        (Seat.N, "1NT P P P", "1NT", Seat.N),
        (Seat.E, "P 2S P P P", "2S", Seat.S),
        # partner named the strain first
        (Seat.N, "1H P 4H P P P", "4H", Seat.N),
        (Seat.N, "1C P 1H P 2H P 4H P P P", "4H", Seat.S),
        (Seat.W, "1S P 2S P 4S P P P", "4S", Seat.W),
        (Seat.N, "1S 2H 2S 3H 3S P P P", "3S", Seat.N),
        (Seat.N, "1S P 2H P 4H P P P", "4H", Seat.S),
        # the opponents named the strain first: that does not count
        (Seat.E, "1S P P 2S P 4S P P P", "4S", Seat.N),
        (Seat.N, "1H 2C P 2H P 4H P P P", "4H", Seat.W),
        (Seat.N, "1S X P 2S P P P", "2S", Seat.W),
        (Seat.E, "1NT P 2C X P P 3NT P P P", "3NT", Seat.E),
        # NT declarer
        (Seat.N, "1C P 1NT P 3NT P P P", "3NT", Seat.S),
        (Seat.S, "1D 1NT P 3NT P P P", "3NT", Seat.W),
        # doubled and redoubled contracts keep declarer
        (Seat.N, "1S P 4S X P P P", "4SX", Seat.N),
        (Seat.N, "1S X XX P P P", "1SXX", Seat.N),
        (Seat.N, "1C P 1H P 2H P 4H X XX P P P", "4HXX", Seat.S),
        (Seat.E, "1H 1S 2H 2S P P X P P P", "2SX", Seat.S),
    ],
)
def test_declarer_is_the_first_of_the_side_to_name_the_strain(dealer, text, contract, declarer):
    auction = run(dealer, text)
    assert auction.is_over
    result = auction.contract()
    assert result is not None
    assert result.text == contract
    assert result.declarer is declarer
    assert result == Contract.parse(contract, declarer)


def test_passed_out_has_no_contract_and_no_declarer():
    for dealer in Seat:
        auction = run(dealer, "P P P P")
        assert auction.is_passed_out
        assert auction.contract() is None


def test_auction_from_refuses_an_illegal_sequence():
    with pytest.raises(IllegalCall, match="insufficient"):
        auction_from(Seat.N, calls("1NT 1S"))
    with pytest.raises(IllegalCall, match="own side"):
        auction_from(Seat.N, calls("1NT P X"))
